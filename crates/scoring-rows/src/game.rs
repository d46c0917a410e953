//! The [`Game`] implementation: move generation, play, outcome and texts.

use doska_core::registry::Family;
use doska_core::smallvec::SmallVec;
use doska_core::{Game, Player, Position, Team};

use crate::board::PositionError;
use crate::colour::Colour;
use crate::family::ScoringRowsFamily;
use crate::outcome::ScoringRowsOutcome;
use crate::placement::{MoveError, ScoringRowsMove};
use crate::position::ScoringRowsPosition;
use crate::rules::ScoringRows;
use crate::square::Square;

/// The most moves of any position: two of the 64 cells of an empty 8×8 board.
pub const MAX_MOVES: usize = 64 * 63 / 2;

/// The move buffer: every move of the largest board fits without allocating.
pub type ScoringRowsMoves = SmallVec<[ScoringRowsMove; MAX_MOVES]>;

impl Game for ScoringRows {
    type Position = ScoringRowsPosition;
    type Move = ScoringRowsMove;
    type Outcome = ScoringRowsOutcome;
    type MoveList = ScoringRowsMoves;
    type PositionError = PositionError;
    type MoveError = MoveError;

    fn name(&self) -> String {
        ScoringRowsFamily::spec_of(self)
    }

    fn players(&self) -> usize {
        self.player_count()
    }

    /// Team 0 is White (seats 0, and 2 with four players), team 1 Black.
    fn team(&self, player: Player) -> Team {
        ScoringRows::team(self, player)
    }

    fn teams(&self) -> usize {
        2
    }

    /// `White`/`Black`; with four players `A (White)`, `C (Black)`, `B (White)`, `D (Black)`.
    fn player_name(&self, player: Player) -> String {
        self.seat_name(player)
    }

    fn start(&self) -> ScoringRowsPosition {
        ScoringRowsPosition::start(self)
    }

    /// Every pair of empty cells, in increasing order of the first cell then the second.
    fn legal_moves(&self, pos: &ScoringRowsPosition, moves: &mut ScoringRowsMoves) {
        moves.clear();
        let empty = pos.board().empty_cells().bits();
        let n = empty.count_ones() as usize;
        moves.reserve(n * n.saturating_sub(1) / 2);
        let mut rest = empty;
        while rest != 0 {
            let a = Square::from_index(rest.trailing_zeros() as u8).expect("a frame cell");
            rest &= rest - 1;
            let mut later = rest;
            while later != 0 {
                let b = Square::from_index(later.trailing_zeros() as u8).expect("a frame cell");
                later &= later - 1;
                moves.push(ScoringRowsMove::ordered(a, b));
            }
        }
    }

    fn count_moves(&self, pos: &ScoringRowsPosition) -> u64 {
        let e = u64::from(pos.board().empty_cells().count());
        e * e.saturating_sub(1) / 2
    }

    /// Decided from the two cells alone: the board is not full, and both cells are on
    /// it and empty.
    fn check_move(&self, pos: &ScoringRowsPosition, mv: &ScoringRowsMove) -> Result<(), MoveError> {
        let board = pos.board();
        if board.is_full() {
            return Err(MoveError::GameOver);
        }
        for cell in [mv.first(), mv.second()] {
            if !self.size().contains(cell) {
                return Err(MoveError::OffBoard {
                    cell,
                    size: self.size(),
                });
            }
            if let Some(colour) = board.piece_at(cell) {
                return Err(MoveError::Occupied { cell, colour });
            }
        }
        Ok(())
    }

    fn play_unchecked(&self, pos: &mut ScoringRowsPosition, mv: &ScoringRowsMove) {
        let colour = pos.colour_to_move();
        pos.board_mut().place(colour, mv.cells());
    }

    /// The scores once the board is full; `None` before.
    fn outcome(&self, pos: &ScoringRowsPosition) -> Option<ScoringRowsOutcome> {
        pos.board()
            .is_full()
            .then(|| ScoringRowsOutcome::new(pos.board().scores(), self))
    }

    fn parse_position(&self, text: &str) -> Result<ScoringRowsPosition, PositionError> {
        ScoringRowsPosition::parse(self, text)
    }

    /// Reads `a1,b2` (either order, spaces allowed around the cells).
    fn parse_move(
        &self,
        pos: &ScoringRowsPosition,
        text: &str,
    ) -> Result<ScoringRowsMove, MoveError> {
        let mv: ScoringRowsMove = text.parse()?;
        self.check_move(pos, &mv)?;
        Ok(mv)
    }

    /// The board with ranks and files labelled, the side to move below.
    fn diagram(&self, pos: &ScoringRowsPosition) -> String {
        let size = self.size();
        let mut out = String::new();
        for rank in (0..size.ranks()).rev() {
            out.push_str(&format!("{} ", rank + 1));
            for file in 0..size.files() {
                let sq = Square::new(file, rank).expect("on the board");
                out.push(match pos.board().piece_at(sq) {
                    Some(Colour::White) => 'w',
                    Some(Colour::Black) => 'b',
                    None => '.',
                });
                out.push(' ');
            }
            out.pop();
            out.push('\n');
        }
        out.push_str("  ");
        for file in 0..size.files() {
            out.push((b'a' + file) as char);
            out.push(' ');
        }
        out.pop();
        match self.outcome(pos) {
            Some(o) => out.push_str(&format!("\n{o}")),
            None => out.push_str(&format!("\n{} to move", self.player_name(pos.to_move()))),
        }
        out
    }
}
