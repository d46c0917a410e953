//! Counting the legal moves (or routes) of a 64-square position without building them,
//! for the men of Turkish draughts (module `full_men`) and kings of any kind: steps by
//! popcounts of shifted bitboards, men's captures read off the board, kings' captures
//! by the line search with a counting sink.

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::full::Full;
use crate::board::popcount::Popcount;
use crate::movegen::captures::lines::search_lines;
use crate::movegen::captures::sinks::{CountSink, RouteCountSink};
use crate::movegen::full::{king_reach, line_kings_capture};
use crate::perft::full_men::{east, west, MenJumps64};
use crate::perft::full_mover::{Black64, FullMover, White64};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{ManCapture, ManMoves, Promotion};

/// Whether the 64-square fast paths cover these rules: men stepping and capturing
/// straight forward and sideways only, not crowned mid-capture (kings may be of any
/// kind). Other rules on all 64 squares are counted by the generic recursion.
#[inline(always)]
pub(super) fn fast_rules(rules: &Checkers) -> bool {
    rules.men() == ManMoves::Orthogonal
        && rules.man_capture() == ManCapture::Forward
        && rules.promotion() != Promotion::ContinueAsKing
}

/// The number of legal moves (routes when `routes`) of a 64-square `pos` whose game
/// goes on by every rule but having no move, under [`fast_rules`].
pub(super) fn count_full<P: Popcount>(
    rules: &Checkers,
    pos: &CheckersPosition,
    routes: bool,
) -> u64 {
    let (own, opp) = pos.us_them();
    let kings = own & pos.king_bits();
    match (pos.side_to_move(), routes) {
        (Colour::White, false) => count_on_bitboards::<P, White64<false>>(rules, own, opp, kings),
        (Colour::Black, false) => count_on_bitboards::<P, Black64<false>>(rules, own, opp, kings),
        (Colour::White, true) => count_on_bitboards::<P, White64<true>>(rules, own, opp, kings),
        (Colour::Black, true) => count_on_bitboards::<P, Black64<true>>(rules, own, opp, kings),
    }
}

/// The landing squares of the first jumps of the men `men` of side `C` over `opp`
/// into `empty`: forward, east, west.
#[inline(always)]
pub(super) fn first_jumps<C: FullMover>(men: u64, opp: u64, empty: u64) -> [u64; 3] {
    [
        C::fwd(C::fwd(men) & opp) & empty,
        east(east(men) & opp) & empty,
        west(west(men) & opp) & empty,
    ]
}

/// The steps of the men `men` of side `C` to `empty`.
#[inline(always)]
fn men_steps<P: Popcount, C: FullMover>(men: u64, empty: u64) -> u64 {
    u64::from(
        Full::<P>::popcount(C::fwd(men) & empty)
            + Full::<P>::popcount(east(men) & empty)
            + Full::<P>::popcount(west(men) & empty),
    )
}

/// The steps of the kings `kings` with `occupied` squares.
#[inline(always)]
fn king_steps<P: Popcount>(rules: &Checkers, kings: u64, occupied: u64) -> u64 {
    bits(kings)
        .map(|k| {
            u64::from(Full::<P>::popcount(king_reach::<Full<P>>(
                rules, k, occupied,
            )))
        })
        .sum()
}

/// The number of legal moves (routes when `C::ROUTES`) of side `C` with pieces `own`,
/// of which `kings` are kings, against `opp`, the game going on by every rule but
/// having no move. The rules are [`fast_rules`].
#[inline(always)]
pub(super) fn count_on_bitboards<P: Popcount, C: FullMover>(
    rules: &Checkers,
    own: u64,
    opp: u64,
    kings: u64,
) -> u64 {
    let occ = own | opp;
    let empty = !occ;
    let men = own ^ kings;
    let first = first_jumps::<C>(men, opp, empty);
    let jumps = first[0] | first[1] | first[2];
    if kings != 0 {
        if line_kings_capture::<Full<P>>(rules, kings, opp, occ) {
            return search_count::<P, C>(rules, own, opp, kings);
        }
        if jumps == 0 {
            return men_steps::<P, C>(men, empty) + king_steps::<P>(rules, kings, occ);
        }
    } else if jumps == 0 {
        return men_steps::<P, C>(men, empty);
    }
    men_captures::<P, C>(rules, &first, opp, empty)
}

/// The number of capture moves of men whose first jumps land on `first` (nothing else
/// of the side captures).
#[inline(always)]
pub(super) fn men_captures<P: Popcount, C: FullMover>(
    rules: &Checkers,
    first: &[u64; 3],
    opp: u64,
    empty: u64,
) -> u64 {
    let jumps = MenJumps64::<C>::new(opp, empty, rules.promotion());
    if jumps.going_on(first[0] | first[1] | first[2]) == 0 {
        return u64::from(
            Full::<P>::popcount(first[0])
                + Full::<P>::popcount(first[1])
                + Full::<P>::popcount(first[2]),
        );
    }
    jumps.count(first, rules.majority())
}

/// The number of capture moves (routes when `C::ROUTES`) by the line search.
#[inline(never)]
pub(super) fn search_count<P: Popcount, C: FullMover>(
    rules: &Checkers,
    own: u64,
    opp: u64,
    kings: u64,
) -> u64 {
    if C::ROUTES {
        let mut sink = RouteCountSink::new(rules.majority());
        search_lines::<Full<P>, _>(rules, C::COLOUR, own, opp, own | opp, kings, &mut sink);
        sink.keep.count
    } else {
        let mut sink = CountSink::new(rules.majority());
        search_lines::<Full<P>, _>(rules, C::COLOUR, own, opp, own | opp, kings, &mut sink);
        sink.keep.count
    }
}
