//! Perft on all 64 squares for the rules of Turkish draughts (see
//! [`fast_rules`]): the same counts as the generic recursion, faster.
//!
//! - The side to move and whether routes are counted are type parameters
//!   ([`FullMover`]).
//! - Quiet moves are played on the bitboards; the last ply is counted from bitboards
//!   (module `full_count`), and at the last two plies the replies to each quiet move
//!   are counted without building the position.
//! - Men's captures are read off the board (module `full_men`) and played on the
//!   bitboards; kings' captures go through the line search.
//! - A node where a rule other than "no legal move" could end the game is handed to
//!   the generic recursion.

use doska_core::{perft_generic, perft_routes_generic};

use crate::board::bits::at_most_four;
use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::full::Full;
use crate::board::layout::Layout;
use crate::board::popcount::Popcount;
use crate::engine::play;
use crate::movegen::captures::lines::search_lines;
use crate::movegen::captures::sinks::{MoveSink, RoutedMoveSink};
use crate::movegen::full::{king_reach, line_kings_capture};
use crate::movegen::play::apply;
use crate::moves::{layout_flags, CheckersMoves};
use crate::perft::count::count_with;
use crate::perft::full_count::{count_on_bitboards, fast_rules, first_jumps};
use crate::perft::full_men::{east, west, MenJumps64};
use crate::perft::full_mover::{Black64, FullMover, White64};
use crate::perft::men_captures::visit_kept;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::MaterialDraws;

/// Perft (routes when `routes`) of a 64-square `pos` at `depth` ≥ 1.
pub(super) fn perft_full<P: Popcount>(
    rules: &Checkers,
    pos: &CheckersPosition,
    depth: u32,
    routes: bool,
) -> u64 {
    debug_assert_eq!(pos.layout(), Layout::Full8);
    if !fast_rules(rules) {
        return if routes {
            perft_routes_generic(rules, pos, depth)
        } else {
            perft_generic(rules, pos, depth)
        };
    }
    match (pos.side_to_move(), routes) {
        (Colour::White, false) => node::<P, White64<false>>(rules, pos, depth),
        (Colour::Black, false) => node::<P, Black64<false>>(rules, pos, depth),
        (Colour::White, true) => node::<P, White64<true>>(rules, pos, depth),
        (Colour::Black, true) => node::<P, Black64<true>>(rules, pos, depth),
    }
}

/// Perft of `pos` whose game may have ended by a rule, by the generic recursion.
#[inline(never)]
fn generic<C: FullMover>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    if C::ROUTES {
        perft_routes_generic(rules, pos, depth)
    } else {
        perft_generic(rules, pos, depth)
    }
}

/// The number of legal moves or routes of `pos`, the game's end by any rule included.
#[inline(never)]
fn count_any<C: FullMover>(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    if C::ROUTES {
        count_with::<true>(rules, pos)
    } else {
        count_with::<false>(rules, pos)
    }
}

/// Whether a game with these pieces goes on by every rule but the move limit and
/// having no move: both sides have pieces and no material draw can apply.
#[inline(always)]
fn material_goes_on(rules: &Checkers, own: u64, opp: u64) -> bool {
    own != 0
        && opp != 0
        && (rules.material_draws() == MaterialDraws::None || !at_most_four(own | opp))
}

/// Perft of `pos` (`C` to move) at `depth` ≥ 1.
fn node<P: Popcount, C: FullMover>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    debug_assert!(depth >= 1 && pos.side_to_move() == C::COLOUR);
    if !rules.clearly_going_on(pos) {
        return generic::<C>(rules, pos, depth);
    }
    let (own, opp) = C::sides(pos);
    let kings = own & pos.king_bits();
    if depth == 1 {
        return count_on_bitboards::<P, C>(rules, own, opp, kings);
    }
    let occ = own | opp;
    if kings != 0 && line_kings_capture::<Full<P>>(rules, kings, opp, occ) {
        return capture_children::<P, C>(rules, pos, depth);
    }
    let first = first_jumps::<C>(own ^ kings, opp, !occ);
    if first[0] | first[1] | first[2] != 0 {
        return men_capture_children::<P, C>(rules, pos, depth, &first);
    }
    quiet_children::<P, C>(rules, pos, depth)
}

/// Perft of `pos` at `depth` ≥ 2 when a king of `C` can capture: through the line
/// search (with every move's routes when counting routes).
#[inline(never)]
fn capture_children<P: Popcount, C: FullMover>(
    rules: &Checkers,
    pos: &CheckersPosition,
    depth: u32,
) -> u64 {
    let (own, opp) = C::sides(pos);
    let occ = own | opp;
    let below = |child: &CheckersPosition| {
        if depth == 2 {
            if rules.clearly_going_on(child) {
                let (own2, opp2) = <C::Next as FullMover>::sides(child);
                count_on_bitboards::<P, C::Next>(rules, own2, opp2, own2 & child.king_bits())
            } else {
                count_any::<C::Next>(rules, child)
            }
        } else {
            node::<P, C::Next>(rules, child, depth - 1)
        }
    };
    let mut total = 0;
    if C::ROUTES {
        let mut sink = RoutedMoveSink::new(rules.majority(), layout_flags(pos.layout()));
        search_lines::<Full<P>, _>(rules, C::COLOUR, own, opp, occ, pos.king_bits(), &mut sink);
        for (mv, routes) in &sink.keep.moves {
            let mut child = *pos;
            play(rules, &mut child, mv);
            total += routes * below(&child);
        }
    } else {
        let mut moves = CheckersMoves::new();
        {
            let mut sink = MoveSink::new(&mut moves, rules.majority(), layout_flags(pos.layout()));
            search_lines::<Full<P>, _>(rules, C::COLOUR, own, opp, occ, pos.king_bits(), &mut sink);
        }
        for mv in &moves {
            let mut child = *pos;
            play(rules, &mut child, mv);
            total += below(&child);
        }
    }
    total
}

/// Perft of `pos` at `depth` ≥ 2 when only the men of `C` capture, their first jumps
/// landing on `first`: every sequence read off the board (one route each) and played
/// on the bitboards.
#[inline(never)]
fn men_capture_children<P: Popcount, C: FullMover>(
    rules: &Checkers,
    pos: &CheckersPosition,
    depth: u32,
    first: &[u64; 3],
) -> u64 {
    let (own, opp) = C::sides(pos);
    let empty = !(own | opp);
    let jumps = MenJumps64::<C>::new(opp, empty, rules.promotion());
    let visit = |start: u64, end: u64, captured: u64| {
        let (opp2, own2) = (opp & !captured, own ^ start ^ end);
        if depth == 2 && material_goes_on(rules, own2, opp2) {
            // A capture resets the move-limit count: only "no move" can end it.
            return count_on_bitboards::<P, C::Next>(rules, opp2, own2, pos.king_bits() & opp2);
        }
        let mut child = *pos;
        let (from, to) = (start.trailing_zeros(), end.trailing_zeros());
        apply(rules, &mut child, from, to, captured, end & C::PROMO != 0);
        if depth == 2 {
            count_any::<C::Next>(rules, &child)
        } else {
            node::<P, C::Next>(rules, &child, depth - 1)
        }
    };
    let mut total = 0;
    if jumps.going_on(first[0] | first[1] | first[2]) == 0 {
        // Single jumps: forward, east, west.
        for (d, &landed) in first.iter().enumerate() {
            for l in bits(landed) {
                let end = 1u64 << l;
                let (over, start) = match d {
                    0 => (C::back(end), C::back(C::back(end))),
                    1 => (end >> 1, end >> 2),
                    _ => (end << 1, end << 2),
                };
                total += visit(start, end, over);
            }
        }
        return total;
    }
    // (start, end, captured, number captured) of every complete sequence.
    let mut found: smallvec::SmallVec<[(u64, u64, u64, u32); 16]> = smallvec::SmallVec::new();
    jumps.each_sequence(first, |start, end, captured, n| {
        found.push((start, end, captured, n))
    });
    total += visit_kept(rules.majority(), &found, visit);
    total
}

/// Calls `visit(own2, kings2, progress)` for every quiet move of `C` in `pos` (which has
/// no capture): the mover's pieces and the kings after it, and whether it was a man's
/// forward step; returns the sum of the results.
#[inline(always)]
fn each_quiet_move<P: Popcount, C: FullMover>(
    rules: &Checkers,
    pos: &CheckersPosition,
    mut visit: impl FnMut(u64, u64, bool) -> u64,
) -> u64 {
    let (own, opp) = C::sides(pos);
    let occ = own | opp;
    let empty = !occ;
    let men = own & !pos.king_bits();
    let mut total = 0;
    // Forward steps (a man arriving on the far rank is crowned), then east and west.
    for to in bits(C::fwd(men) & empty) {
        let tb = 1u64 << to;
        let moved = C::back(tb) | tb;
        total += visit(own ^ moved, pos.king_bits() | (tb & C::PROMO), true);
    }
    for to in bits(east(men) & empty) {
        let moved = (3u64 << to) >> 1;
        total += visit(own ^ moved, pos.king_bits(), false);
    }
    for to in bits(west(men) & empty) {
        let moved = 3u64 << to;
        total += visit(own ^ moved, pos.king_bits(), false);
    }
    for k in bits(own & pos.king_bits()) {
        for to in bits(king_reach::<Full<P>>(rules, k, occ)) {
            let moved = (1u64 << k) | (1u64 << to);
            total += visit(own ^ moved, pos.king_bits() ^ moved, false);
        }
    }
    total
}

/// Perft of `pos` at `depth` ≥ 2 when `C` has no capture.
fn quiet_children<P: Popcount, C: FullMover>(
    rules: &Checkers,
    pos: &CheckersPosition,
    depth: u32,
) -> u64 {
    let (_, opp) = C::sides(pos);
    let opp_kings = opp & pos.king_bits();
    // A move that is no progress reaches the move limit: then the generic count knows.
    let limit_reached = rules.move_limit() != 0
        && pos.plies_without_progress().saturating_add(1) >= rules.move_limit();
    let child = |own2: u64, kings2: u64, progress: bool| {
        let (white, black) = match C::COLOUR {
            Colour::White => (own2, opp),
            Colour::Black => (opp, own2),
        };
        pos.with_words(
            white,
            black,
            kings2,
            <C::Next as FullMover>::COLOUR,
            if progress {
                0
            } else {
                pos.plies_without_progress().saturating_add(1)
            },
            // The material is unchanged and, the game going on, not an FMJD ending.
            if rules.material_draws() == MaterialDraws::Fmjd {
                0
            } else {
                pos.endgame_plies()
            },
        )
    };
    if depth == 2 {
        return each_quiet_move::<P, C>(rules, pos, |own2, kings2, progress| {
            if limit_reached && !progress {
                count_any::<C::Next>(rules, &child(own2, kings2, progress))
            } else {
                count_on_bitboards::<P, C::Next>(rules, opp, own2, opp_kings)
            }
        });
    }
    each_quiet_move::<P, C>(rules, pos, |own2, kings2, progress| {
        node::<P, C::Next>(rules, &child(own2, kings2, progress), depth - 1)
    })
}
