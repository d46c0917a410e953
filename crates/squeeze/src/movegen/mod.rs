//! Legal move generation and move counting, and (in [`check`] and [`play`]) the
//! legality of one move and playing it.
//!
//! A position of the placement phase has the placements of two pieces on two empty
//! cells other than the centre: C(e, 2) of them for e such cells, counted without
//! building a pair. A position of the movement phase has every step of a piece of the
//! side to move to an empty neighbour, and `pass` when the side is moving again after a
//! capture or has no step at all; a position whose game is over has none.

pub(crate) mod check;
pub(crate) mod play;

use doska_core::{BitIndex, Word};

use crate::cell::Cell;
use crate::cells::Cells;
use crate::geometry::{can_step, count_steps, spread, with_geometry, Geometry, Lanes};
use crate::moves::{SqueezeMove, SqueezeMoves};
use crate::outcome::movement_end;
use crate::position::SqueezePosition;
use crate::rules::{Flags, Squeeze};

/// The cells a placement may use: the empty cells other than the centre.
#[inline]
pub(crate) fn placement_cells(pos: &SqueezePosition) -> Cells {
    pos.empty().without(pos.size.centre())
}

/// The number of unordered pairs of `n` things.
#[inline]
pub(crate) const fn pairs(n: u64) -> u64 {
    n * n.saturating_sub(1) / 2
}

/// Fills `moves` with the legal moves of `pos` (clearing it first).
pub(crate) fn legal_moves(rules: &Squeeze, pos: &SqueezePosition, moves: &mut SqueezeMoves) {
    moves.clear();
    if pos.is_placement() {
        let cells = placement_cells(pos);
        let mut rest = cells;
        while let Some(a) = rest.pop_first() {
            for b in rest {
                moves.push(SqueezeMove::Place(a, b));
            }
        }
    } else {
        with_geometry!(pos.size, G => movement_moves::<G>(rules, pos, moves));
    }
}

fn movement_moves<G: Geometry>(rules: &Squeeze, pos: &SqueezePosition, moves: &mut SqueezeMoves) {
    let own = G::W::narrow(pos.cells[pos.to_move].bits());
    let opp = G::W::narrow(pos.cells[pos.to_move.other()].bits());
    let flags = rules.flags();
    if movement_end::<G>(own, opp, pos.plies, flags).is_some() {
        return;
    }
    let empty = G::BOARD & !(own | opp);
    let mut targets = empty & spread(own);
    let any_step = targets != G::W::ZERO;
    while targets != G::W::ZERO {
        let to = targets.trailing_zeros();
        let mut sources = G::neighbours(to) & own;
        while sources != G::W::ZERO {
            let from = sources.trailing_zeros();
            moves.push(SqueezeMove::Step(Cell::from_bit(from), Cell::from_bit(to)));
            sources = sources.clear_lowest();
        }
        targets = targets.clear_lowest();
    }
    if (pos.again && flags.pass_again) || !any_step {
        moves.push(SqueezeMove::Pass);
    }
}

/// The number of legal moves of `pos`, without generating them.
pub(crate) fn count_moves(rules: &Squeeze, pos: &SqueezePosition) -> u64 {
    if pos.is_placement() {
        pairs(u64::from(placement_cells(pos).count()))
    } else {
        with_geometry!(pos.size, G => {
            let own = <G as Geometry>::W::narrow(pos.cells[pos.to_move].bits());
            let opp = <G as Geometry>::W::narrow(pos.cells[pos.to_move.other()].bits());
            count_movement::<G>(own, opp, pos.again, pos.plies, rules.flags())
        })
    }
}

/// The number of legal moves of a movement-phase position seen from the side to move:
/// 0 when the game is over (the checks of [`movement_end`], with the mobility counted
/// only once), else the steps, and `pass` when moving again (if the rules let the side
/// decline) or without a step.
#[inline(always)]
pub(crate) fn count_movement<G: Geometry>(
    own: G::W,
    opp: G::W,
    again: bool,
    plies: u32,
    flags: Flags,
) -> u64 {
    if own.count_ones() <= 1 || opp.count_ones() <= 1 || plies >= flags.limit {
        return 0;
    }
    let empty = G::BOARD & !(own | opp);
    let steps = u64::from(count_steps(own, empty));
    if steps != 0 {
        steps + u64::from(again && flags.pass_again)
    } else {
        // Only `pass`, unless the side loses for it or neither side can step (a draw).
        u64::from(!flags.blocked_loses && can_step(opp, empty))
    }
}

/// Whether the side with the pieces `own` has a step in `pos`.
#[inline]
pub(crate) fn has_step(pos: &SqueezePosition, own: Cells) -> bool {
    let empty = pos.empty().bits();
    with_geometry!(pos.size, G => can_step(
        <G as Geometry>::W::narrow(own.bits()),
        <G as Geometry>::W::narrow(empty),
    ))
}
