//! Move generation, counting and checking: every pair of empty cells is a move.

use doska_core::BitIndex;

use crate::error::MoveError;
use crate::moves::{ScoringRowsMove, ScoringRowsMoves};
use crate::position::ScoringRowsPosition;
use crate::square::Square;

/// Fills `moves` with every pair of empty cells of `pos`, in increasing order of the
/// first cell then the second (square index `rank * 8 + file`).
pub(crate) fn legal_moves(pos: &ScoringRowsPosition, moves: &mut ScoringRowsMoves) {
    moves.clear();
    let empty = pos.board().empty_cells().bits();
    let n = empty.count_ones() as usize;
    moves.reserve(n * n.saturating_sub(1) / 2);
    let mut rest = empty;
    while rest != 0 {
        let a = Square::from_bit(rest.trailing_zeros());
        rest &= rest - 1;
        let mut later = rest;
        while later != 0 {
            let b = Square::from_bit(later.trailing_zeros());
            later &= later - 1;
            moves.push(ScoringRowsMove::ordered(a, b));
        }
    }
}

/// The number of moves of `pos`: `C(e, 2)` for `e` empty cells.
#[inline]
pub(crate) fn count_moves(pos: &ScoringRowsPosition) -> u64 {
    let e = u64::from(pos.board().empty_cells().count());
    e * e.saturating_sub(1) / 2
}

/// Whether `mv` may be played in `pos`, decided from its two cells alone: the board is
/// not full, and both cells are on the board and empty. (The two cells of a
/// [`ScoringRowsMove`] always differ.)
pub(crate) fn check_move(pos: &ScoringRowsPosition, mv: &ScoringRowsMove) -> Result<(), MoveError> {
    let board = pos.board();
    if board.is_full() {
        return Err(MoveError::GameOver);
    }
    let size = board.size();
    for cell in [mv.first(), mv.second()] {
        if !size.contains(cell) {
            return Err(MoveError::OffBoard { cell, size });
        }
        if let Some(colour) = board.piece_at(cell) {
            return Err(MoveError::Occupied { cell, colour });
        }
    }
    Ok(())
}

/// Plays `mv`, known to be legal in `pos`: two pieces of the colour to move.
#[inline]
pub(crate) fn play(pos: &mut ScoringRowsPosition, mv: &ScoringRowsMove) {
    pos.place(mv.cells());
}
