//! Perft of the sided game on the dark squares: the side to move a type parameter,
//! quiet moves played on the bitboards, the last two plies counted together from
//! bitboards (see the room's docs).

use crate::board::bits::at_most_four;
use crate::board::dark::{Geometry, NE, NW, SE, SW};
use crate::engine::play;
use crate::movegen::captures::dark::search_captures;
use crate::movegen::captures::sinks::RoutedMoveSink;
use crate::movegen::dark::generate;
use crate::movegen::first_jumps::kings_capture;
use crate::movegen::play::apply;
use crate::movegen::steps::raw_step;
use crate::moves::{layout_flags, CheckersMoves};
use crate::perft::count::count_any;
use crate::perft::men_captures::men_capture_moves;
use crate::perft::move_count::{count_moves_as, count_on_bitboards};
use crate::perft::mover::{with_mover, Mover};
use crate::perft::quiet::{each_quiet_move, quiet_scratch, set_quiet_child};
use crate::perft::quiet_replies::replies_to_quiet;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::MaterialDraws;
use doska_core::{perft_generic, perft_routes_generic};

/// Perft of `pos` at `depth` ≥ 1 on geometry `G`.
pub(super) fn side<G: Geometry>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    with_mover!(rules, pos, C => node::<G, C>(rules, pos, depth))
}

/// Route-counting perft of `pos` at `depth` ≥ 1 on geometry `G`.
pub(super) fn route_side<G: Geometry>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    with_mover!(rules, pos, true, C => node::<G, C>(rules, pos, depth))
}

/// Perft of `pos` (`C` to move) at `depth` ≥ 1.
fn node<G: Geometry, C: Mover>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    debug_assert!(depth >= 1 && pos.side_to_move() == C::COLOUR);
    if !rules.clearly_going_on(pos) {
        return if C::ROUTES {
            perft_routes_generic(rules, pos, depth)
        } else {
            perft_generic(rules, pos, depth)
        };
    }
    if depth == 1 {
        return count_moves_as::<G, C>(rules, pos);
    }
    let (own, opp) = C::sides(pos);
    let kings = own & pos.king_bits();
    if kings != 0 && kings_capture::<G>(rules, kings, opp, own | opp) {
        return capture_children::<G, C>(rules, pos, depth);
    }
    // Only men can capture, if anything.
    let men = own ^ kings;
    let empty = G::MASK & !(own | opp);
    let m = C::man_masks();
    let first = [
        raw_step::<G, NE>(raw_step::<G, NE>(men & m[NE]) & opp) & empty,
        raw_step::<G, NW>(raw_step::<G, NW>(men & m[NW]) & opp) & empty,
        raw_step::<G, SE>(raw_step::<G, SE>(men & m[SE]) & opp) & empty,
        raw_step::<G, SW>(raw_step::<G, SW>(men & m[SW]) & opp) & empty,
    ];
    if first[NE] | first[NW] | first[SE] | first[SW] != 0 {
        if let Some(total) = men_capture_children::<G, C>(rules, pos, depth, &first) {
            return total;
        }
        return capture_children::<G, C>(rules, pos, depth);
    }
    if depth == 2 {
        return replies_to_quiet::<G, C, false>(rules, pos);
    }
    let mut next = quiet_scratch::<C>(rules, pos);
    each_quiet_move::<G, C>(rules, pos, |own2, kings2, king_move| {
        set_quiet_child::<C>(pos, &mut next, own2, kings2, king_move);
        node::<G, C::Next>(rules, &next, depth - 1)
    })
}

/// Perft of `pos` at `depth` ≥ 2 when `C` must capture, through the move generator
/// (the capture search with every move's routes when counting routes).
#[inline(never)]
fn capture_children<G: Geometry, C: Mover>(
    rules: &Checkers,
    pos: &CheckersPosition,
    depth: u32,
) -> u64 {
    if C::ROUTES {
        let (own, opp) = C::sides(pos);
        let mut sink = RoutedMoveSink::new(rules.majority(), layout_flags(pos.layout()));
        search_captures::<G, _>(
            rules,
            pos.side_to_move(),
            own,
            opp,
            own | opp,
            pos.king_bits(),
            &mut sink,
        );
        let mut total = 0;
        for (mv, routes) in &sink.keep.moves {
            let mut child = *pos;
            play(rules, &mut child, mv);
            total += routes
                * if depth == 2 {
                    leaf::<G, C::Next>(rules, &child)
                } else {
                    node::<G, C::Next>(rules, &child, depth - 1)
                };
        }
        return total;
    }
    let mut moves = CheckersMoves::new();
    generate::<G, _>(rules, pos, &mut moves);
    let mut total = 0;
    for mv in &moves {
        let mut child = *pos;
        play(rules, &mut child, mv);
        total += if depth == 2 {
            leaf::<G, C::Next>(rules, &child)
        } else {
            node::<G, C::Next>(rules, &child, depth - 1)
        };
    }
    total
}

/// Perft of `pos` at `depth` ≥ 2 when only the men of `C` can capture (and must), the first
/// jumps landing on `first` (by direction): the moves read off the board (module
/// `men_captures`) and played on the bitboards. `None`, having counted nothing, when
/// only the general search knows the moves.
fn men_capture_children<G: Geometry, C: Mover>(
    rules: &Checkers,
    pos: &CheckersPosition,
    depth: u32,
    first: &[u64; 4],
) -> Option<u64> {
    let (own, opp) = C::sides(pos);
    let empty = G::MASK & !(own | opp);
    let promo = C::promo::<G>();
    let visit = |start: u64, end: u64, captured: u64| {
        if depth == 2 {
            // The replies, from the bitboards when no rule but "no legal move" can
            // end the game after the capture (it resets the move-limit count).
            let (opp2, own2) = (opp & !captured, own ^ start ^ end);
            if opp2 != 0
                && (rules.material_draws() == MaterialDraws::None || !at_most_four(opp2 | own2))
            {
                return count_on_bitboards::<G, C::Next>(rules, opp2, own2, pos.king_bits() & opp2);
            }
        }
        let mut child = *pos;
        let (from, to) = (start.trailing_zeros(), end.trailing_zeros());
        apply(rules, &mut child, from, to, captured, end & promo != 0);
        if depth == 2 {
            count_any::<C::Next>(rules, &child)
        } else {
            node::<G, C::Next>(rules, &child, depth - 1)
        }
    };
    men_capture_moves::<G, C>(rules, first, opp, empty, visit)
}

/// The number of legal moves (or routes) of `pos`, as [`count_any`] counts them.
#[inline(always)]
fn leaf<G: Geometry, C: Mover>(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    if rules.clearly_going_on(pos) {
        count_moves_as::<G, C>(rules, pos)
    } else {
        count_any::<C>(rules, pos)
    }
}
