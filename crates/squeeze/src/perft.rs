//! Perft, the count of move sequences, computed faster than the generic recursion
//! and equal to it (the conformance harness compares them).
//!
//! - **Placement.** Placements never capture and every placement turn leaves the same
//!   number of empty cells, so while the sequences stay within the placement phase
//!   their number is a product: with `e` empty cells other than the centre, depth `d`
//!   gives C(e, 2) · C(e − 2, 2) ⋯ (d factors). From the 5×5 start that is
//!   276 · 231 · 190 = 12,113,640 at depth 3, in a few multiplications. Sequences
//!   that reach the movement phase are enumerated.
//! - **Movement.** A recursion over the bare words of the size's geometry (the side
//!   to move's pieces first), copying two words per move, with the captures of each
//!   target cell computed once for all the pieces that can step there, and the last
//!   ply counted by shifts and population counts. The replies to a quiet step one ply
//!   before the end are counted from the other side's steps before it, corrected by
//!   the two cells the step changes.

use doska_core::Word;

use crate::colour::Colour;
use crate::geometry::{can_step, captures, count_steps, spread, with_geometry, Geometry, Lanes};
use crate::movegen::count::count_movement;
use crate::movegen::placement::{pairs, placement_cells};
use crate::movegen::play::play;
use crate::moves::SqueezeMove;
use crate::position::SqueezePosition;
use crate::rules::{Flags, Squeeze};

/// The number of legal move sequences of length `depth` from `pos`.
pub(crate) fn perft(rules: &Squeeze, pos: &SqueezePosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.is_placement() {
        return placement(rules, pos, depth);
    }
    let flags = rules.flags();
    with_geometry!(pos.size, G => {
        let own = <G as Geometry>::W::narrow(pos.cells[pos.to_move].bits());
        let opp = <G as Geometry>::W::narrow(pos.cells[pos.to_move.other()].bits());
        movement::<G>(own, opp, pos.again, pos.plies, flags, depth)
    })
}

/// Perft of a placement-phase position (`depth` ≥ 1).
fn placement(rules: &Squeeze, pos: &SqueezePosition, depth: u32) -> u64 {
    let turns = u32::from(pos.hand[Colour::White] + pos.hand[Colour::Black]) / 2;
    let cells = placement_cells(pos);
    if depth <= turns {
        let empty = u64::from(cells.count());
        return (0..u64::from(depth))
            .map(|i| pairs(empty - 2 * i))
            .product();
    }
    let mut total = 0;
    let mut rest = cells;
    while let Some(a) = rest.pop_first() {
        for b in rest {
            let mut next = *pos;
            play(&mut next, &SqueezeMove::Place(a, b));
            total += perft(rules, &next, depth - 1);
        }
    }
    total
}

/// Perft of a movement-phase position seen from the side to move (`depth` ≥ 1).
fn movement<G: Geometry>(
    own: G::W,
    opp: G::W,
    again: bool,
    plies: u32,
    flags: Flags,
    depth: u32,
) -> u64 {
    if depth == 1 {
        return count_movement::<G>(own, opp, again, plies, flags);
    }
    if own.count_ones() <= 1 || opp.count_ones() <= 1 || plies >= flags.limit {
        return 0;
    }
    let zero = G::W::ZERO;
    let empty = G::BOARD & !(own | opp);
    let mut targets = empty & spread(own);
    if targets == zero && (flags.blocked_loses || !can_step(opp, empty)) {
        return 0; // the side to move loses for having no step, or neither side can step
    }
    let pass = (again && flags.pass_again) || targets == zero;
    let next_plies = plies.saturating_add(1);
    let mut opp_steps = None;
    let mut total = 0;
    while targets != zero {
        let to = targets.trailing_zeros();
        let to_bit = G::W::ONE << to;
        let taken = captures(to_bit, own, opp);
        let mut sources = G::neighbours(to) & own;
        if taken == zero && depth == 2 {
            // The other side's replies to a quiet step `from → to`, counted from its
            // steps before the move: it loses those into `to` and gains those into
            // `from`. Nobody is captured, and the mover can step back into `from`, so
            // the game ends only by the move limit; without a step it passes, or loses.
            if next_plies < flags.limit {
                let before = *opp_steps.get_or_insert_with(|| count_steps(opp, empty));
                let base = before - (G::neighbours(to) & opp).count_ones();
                while sources != zero {
                    let from = sources.trailing_zeros();
                    let replies = base + (G::neighbours(from) & opp).count_ones();
                    total += if replies != 0 {
                        u64::from(replies)
                    } else {
                        u64::from(!flags.blocked_loses)
                    };
                    sources = sources.clear_lowest();
                }
            }
        } else if taken == zero {
            while sources != zero {
                let from_bit = sources ^ sources.clear_lowest();
                let moved = own ^ from_bit ^ to_bit;
                total += movement::<G>(opp, moved, false, next_plies, flags, depth - 1);
                sources = sources.clear_lowest();
            }
        } else {
            let left = opp & !taken;
            while sources != zero {
                let from_bit = sources ^ sources.clear_lowest();
                let moved = own ^ from_bit ^ to_bit;
                total += movement::<G>(moved, left, true, 0, flags, depth - 1);
                sources = sources.clear_lowest();
            }
        }
        targets = targets.clear_lowest();
    }
    if pass {
        total += movement::<G>(opp, own, false, next_plies, flags, depth - 1);
    }
    total
}
