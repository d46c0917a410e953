//! Counting the legal moves of a position without generating them, and whether a side
//! has a step at all.

use doska_core::Word;

use crate::cells::Cells;
use crate::geometry::{can_step, count_steps, with_geometry, Geometry, Lanes};
use crate::movegen::placement::{pairs, placement_cells};
use crate::position::SqueezePosition;
use crate::rules::{Flags, Squeeze};

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
/// 0 when the game is over (the checks of
/// [`movement_end`](crate::outcome::movement_end), with the mobility counted only
/// once), else the steps, and `pass` when moving again (if the rules let the side
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
