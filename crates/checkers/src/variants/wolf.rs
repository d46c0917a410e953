//! The wolf and the sheep: the wolf's placement and steps, the sheep's steps and
//! passes, and how the game ends.
//!
//! White's single man is the wolf: on White's turn without it on the board it is
//! placed on an empty dark square of rank 8; afterwards it steps one square along any
//! diagonal. Black's men are the sheep, stepping one square diagonally up; a side of
//! sheep without a step passes. Nobody captures, nothing is crowned. The wolf wins the
//! moment it stands on rank 1; the sheep win when the wolf, to move, cannot. The move
//! limit counts the plies since the last sheep step (wolf moves, placements and
//! passes add one).

use doska_core::MoveList;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::dark::{is_up, Dark8, Geometry, NE, NW, SE, SW};
use crate::board::layout::with_geometry;
use crate::movegen::steps::shift;
use crate::moves::{layout_flags, CheckersMove};
use crate::outcome::result::{Cause, CheckersOutcome};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

/// The moves of `pos`.
pub(crate) fn generate<G: Geometry, L: MoveList<CheckersMove>>(
    pos: &CheckersPosition,
    list: &mut L,
) {
    let flags = layout_flags(pos.layout());
    let empty = G::MASK & !pos.occupied_bits();
    let (movers, dirs): (u64, &[usize]) = match pos.side_to_move() {
        Colour::White if pos.white_bits() == 0 => {
            for to in bits(G::TOP & empty) {
                list.push(CheckersMove::placement(to, flags));
            }
            return;
        }
        Colour::White => (pos.white_bits(), &[NE, NW, SE, SW]),
        Colour::Black => (pos.black_bits(), &[NE, NW]),
    };
    let mut any = false;
    for &d in dirs {
        let s = shift::<G>(d);
        for to in bits(G::step(movers, d) & empty) {
            let from = if is_up(d) { to - s } else { to + s };
            list.push(CheckersMove::step(from, to, false, flags));
            any = true;
        }
    }
    if !any && pos.side_to_move() == Colour::Black {
        list.push(CheckersMove::pass(flags));
    }
}

/// The end of `pos` before looking for moves: the wolf on rank 1, or the move limit.
pub(crate) fn ended(rules: &Checkers, pos: &CheckersPosition) -> Option<CheckersOutcome> {
    let bottom = with_geometry!(pos.layout(), G => G::BOTTOM, full => Dark8::BOTTOM);
    if pos.white_bits() & bottom != 0 {
        return Some(CheckersOutcome {
            winner: Some(Colour::White),
            cause: Cause::Breakthrough(Colour::White),
            giveaway: false,
            neutral: false,
        });
    }
    if rules.move_limit() != 0 && pos.plies_without_progress() >= rules.move_limit() {
        return Some(rules.draw(Cause::MoveLimit(rules.move_limit())));
    }
    None
}

/// Plays `mv` on `pos`.
pub(crate) fn play(pos: &mut CheckersPosition, mv: &CheckersMove) {
    let tb = 1u64 << mv.to;
    if mv.is_placement() {
        pos.set_white(pos.white_bits() | tb);
    } else if !mv.is_pass() {
        let fb = 1u64 << mv.from;
        match pos.side_to_move() {
            Colour::White => pos.set_white((pos.white_bits() & !fb) | tb),
            Colour::Black => pos.set_black((pos.black_bits() & !fb) | tb),
        }
    }
    let sheep_step = pos.side_to_move() == Colour::Black && !mv.is_pass();
    pos.set_quiet(if sheep_step {
        0
    } else {
        pos.plies_without_progress().saturating_add(1)
    });
    pos.set_side(pos.side_to_move().other());
}
