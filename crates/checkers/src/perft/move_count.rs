//! Counting the legal moves of a position without building them (perft leaves), with
//! the side to move known at compile time.
//!
//! Most positions have no capture, or only captures that stop after the first jump:
//! both are counted from whole-board shifts and popcounts. Men's sequences of two and
//! three captures are read off whole-board sets (module `men_captures`), longer ones
//! walked on single-bit boards (module `men_walk`), flying kings' captures walked
//! along their rays (module `king_walk`); the rest go through the capture search with
//! a counting sink.
//!
//! The same code counts routes when the mover says so ([`Mover::ROUTES`]): the men's
//! sequences counted from bitboards (up to three captures) are one route each, and
//! the search counts routes with a route-counting sink.

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::dark::{popcount_pair, reverse, Geometry, NE, NW, SE, SW};
use crate::movegen::captures::dark::search_captures;
use crate::movegen::captures::sink::Majority;
use crate::movegen::captures::sinks::{CountSink, RouteCountSink};
use crate::movegen::first_jumps::kings_capture;
use crate::movegen::steps::{king_ray, raw_step};
use crate::perft::king_walk::flying_kings_count;
use crate::perft::men_captures::{count_first_jumps, forward_moves, forward_sequences, MenJumps};
use crate::perft::men_walk::men_walk_count;
use crate::perft::mover::Mover;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{KingRange, Promotion, Removal};

/// The number of legal moves of `pos` with `C` to move (the end of the game by a rule
/// other than having no move is the caller's business).
#[inline(always)]
pub(super) fn count_moves_as<G: Geometry, C: Mover>(
    rules: &Checkers,
    pos: &CheckersPosition,
) -> u64 {
    debug_assert_eq!(pos.side_to_move(), C::COLOUR);
    let (own, opp) = C::sides(pos);
    count_on_bitboards::<G, C>(rules, own, opp, own & pos.king_bits())
}

/// [`count_moves_as`] on bitboards: the pieces `own` of the side `C` to move, of which `kings`
/// are kings, and the other side's pieces `opp`.
#[inline(always)]
pub(super) fn count_on_bitboards<G: Geometry, C: Mover>(
    rules: &Checkers,
    own: u64,
    opp: u64,
    kings: u64,
) -> u64 {
    let occ = own | opp;
    let empty = G::MASK & !occ;
    let men = own ^ kings;
    let (s1, s0) = (G::H + 1, G::H);
    let m = C::man_masks();
    // The landing squares of the men's first jumps, by direction. The intermediate
    // masks of `Geometry::step` are not needed: `opp` and `empty` hold no ghost bit
    // and nothing beyond the board.
    let first = [
        ((((men & m[NE]) << s1) & opp) << s1) & empty,
        ((((men & m[NW]) << s0) & opp) << s0) & empty,
        ((((men & m[SE]) >> s0) & opp) >> s0) & empty,
        ((((men & m[SW]) >> s1) & opp) >> s1) & empty,
    ];
    let jumps = first[NE] | first[NW] | first[SE] | first[SW];
    if kings == 0 {
        // Steps when no man can jump: chosen without a branch on `jumps` (a branch
        // the CPU mispredicts often here), with the test whether a jump goes on.
        let steps = u64::from(men_steps::<G, C>(men, empty));
        if !C::MEN_BACK && rules.promotion() != Promotion::ContinueAsKing {
            return forward_moves::<G, C>(&first, opp, empty, rules.majority(), steps);
        }
        if let Some(n) = single_jumps_only::<G>(rules, &first, &m, opp, empty, C::promo::<G>()) {
            let mask = u64::from(jumps != 0).wrapping_neg();
            return (steps & !mask) | (n & mask);
        }
        if let Some(n) = men_sequence_count::<G, C>(rules, &first, &m, opp, empty) {
            return n;
        }
        return men_long_count::<G, C>(rules, men, opp, occ);
    } else if !kings_capture::<G>(rules, kings, opp, occ) {
        if jumps == 0 {
            return u64::from(men_steps::<G, C>(men, empty) + king_steps::<G>(rules, kings, empty));
        }
        // Only men capture: their moves are all the moves.
        if let Some(n) = men_capture_count::<G, C>(rules, &first, &m, opp, empty) {
            return n;
        }
        return men_long_count::<G, C>(rules, men, opp, occ);
    } else if let Some(n) = if C::MEN_BACK {
        kings_walk_count_outlined::<G, C>(rules, &first, &m, opp, occ, kings)
    } else {
        kings_walk_count::<G, C>(rules, &first, &m, opp, occ, kings)
    } {
        return n;
    } else if !C::MEN_BACK && rules.promotion() != Promotion::ContinueAsKing {
        // Men capturing forward only are counted from the board; the search takes the
        // kings from there.
        let (len, n) = forward_sequences::<G, C>(&first, opp, empty, rules.majority());
        return kings_search_count::<G, C>(rules, kings, opp, occ, len, n);
    } else if let Some(n) = kings_single_count::<G, C>(rules, &first, &m, opp, empty, kings) {
        return n;
    }
    search_count::<G, C>(rules, own, opp, kings)
}

/// The number of capture moves of a side whose flying kings `kings` can capture, with
/// the pieces captured removed when the move ends: the men's moves from the board (when
/// they capture forward only, or no first jump of theirs goes on), the kings' by the
/// walk along their rays (module `king_walk`). `None` for the search: the rules are
/// others, the men's sequences go on, or the walk gives up. `first`, `m`, `targets` as
/// for [`kings_single_count`], `occupied` the occupied squares. Moves, not routes.
#[inline(always)]
fn kings_walk_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    first: &[u64; 4],
    m: &[u64; 4],
    targets: u64,
    occupied: u64,
    kings: u64,
) -> Option<u64> {
    if C::ROUTES || rules.kings() != KingRange::Flying || rules.removal() != Removal::AtEnd {
        return None;
    }
    let empty = G::MASK & !occupied;
    let maximum = rules.majority();
    let (len, n) = if first[NE] | first[NW] | first[SE] | first[SW] == 0 {
        (0, 0)
    } else if !C::MEN_BACK && rules.promotion() != Promotion::ContinueAsKing {
        forward_sequences::<G, C>(first, targets, empty, maximum)
    } else {
        (
            1,
            single_jumps_only::<G>(rules, first, m, targets, empty, C::promo::<G>())?,
        )
    };
    flying_kings_count::<G>(kings, targets, occupied, maximum, len, n).ok()
}

/// [`kings_walk_count`] out of line: for men capturing both ways, whose count inlined
/// into the leaf count made the perft's hot loops slower (self-capture perft(14):
/// +0.7 % instructions).
#[inline(never)]
fn kings_walk_count_outlined<G: Geometry, C: Mover>(
    rules: &Checkers,
    first: &[u64; 4],
    m: &[u64; 4],
    targets: u64,
    occupied: u64,
    kings: u64,
) -> Option<u64> {
    kings_walk_count::<G, C>(rules, first, m, targets, occupied, kings)
}

/// The number of capture moves of a side whose kings `kings` (flying, pieces removed
/// at the end of the move) can capture, when no capture of a king or a man goes on
/// after its first jump; `None` when one may (the sequence search knows the moves).
/// `first` are the landing squares of the men's first jumps by direction, `m` their
/// capture directions, `targets` the pieces that may be jumped.
///
/// Every single capture is then a complete sequence of one capture (so the majority
/// rule keeps them all), and no two share a start, an end and a captured piece: a
/// king's capture is its direction and landing square.
#[inline(never)]
fn kings_single_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    first: &[u64; 4],
    m: &[u64; 4],
    targets: u64,
    empty: u64,
    kings: u64,
) -> Option<u64> {
    if rules.kings() != KingRange::Flying || rules.removal() != Removal::AtEnd {
        return None;
    }
    let men = if first[NE] | first[NW] | first[SE] | first[SW] != 0 {
        single_jumps_only::<G>(rules, first, m, targets, empty, C::promo::<G>())?
    } else {
        0
    };
    Some(men + u64::from(flying_single_captures::<G>(kings, targets, empty)?))
}

/// The number of captures of the flying kings `kings` over `targets` with `empty` the
/// empty squares, when none can go on after its first capture (`None` when one can):
/// each king, direction and landing square beyond the first piece met is one capture.
///
/// During the move the king's square is empty and the jumped piece stays on the board
/// (it blocks, and is not jumped again), so a capture goes on from a landing square
/// when, in one of the three directions other than back over the jumped piece, the
/// first piece met is another target with an empty square (the king's own square
/// included) beyond it.
#[inline(always)]
fn flying_single_captures<G: Geometry>(kings: u64, targets: u64, empty: u64) -> Option<u32> {
    let mut n = 0;
    for k in bits(kings) {
        let kb = 1u64 << k;
        // The board during the king's move.
        let occ = G::MASK & !empty & !kb;
        let free = G::MASK & !occ;
        for d in [NE, NW, SE, SW] {
            let blockers = G::RAYS[d][k as usize] & occ;
            if blockers == 0 {
                continue;
            }
            let x = G::nearest(blockers, d);
            if (targets >> x) & 1 == 0 {
                continue;
            }
            let land = king_ray::<G>(x, d, occ);
            if land == 0 {
                continue;
            }
            let back = reverse(d);
            let others = targets & !(1u64 << x);
            for l in bits(land) {
                for d2 in [NE, NW, SE, SW] {
                    if d2 == back {
                        continue;
                    }
                    let b2 = G::RAYS[d2][l as usize] & occ;
                    if b2 == 0 {
                        continue;
                    }
                    let y = 1u64 << G::nearest(b2, d2);
                    if y & others != 0 && G::step(y, d2) & free != 0 {
                        return None;
                    }
                }
            }
            n += G::popcount(land);
        }
    }
    Some(n)
}

/// The number of capture moves of a side with only men whose first jumps land on
/// `first` (by direction), when none of them can go on; `None` when one may (or would
/// be crowned and go on as a king). `m` are the side's man capture directions,
/// `targets` the pieces it may jump, `empty` the empty squares, `promo` its promotion
/// rank.
///
/// A man that has jumped in direction `d` can go on only in another direction than
/// back, and going back from its landing square would land on its start square, which
/// the board as it stands still shows occupied: so a further jump from any landing
/// square on the board as it stands is exactly a sequence going on.
#[inline(always)]
pub(super) fn single_jumps_only<G: Geometry>(
    rules: &Checkers,
    first: &[u64; 4],
    m: &[u64; 4],
    targets: u64,
    empty: u64,
    promo: u64,
) -> Option<u64> {
    let mut landed = first[NE] | first[NW] | first[SE] | first[SW];
    match rules.promotion() {
        Promotion::AtEnd => {}
        Promotion::Stop => landed &= !promo,
        Promotion::ContinueAsKing if landed & promo != 0 => return None,
        Promotion::ContinueAsKing => {}
    }
    let again = (raw_step::<G, NE>(raw_step::<G, NE>(landed & m[NE]) & targets)
        | raw_step::<G, NW>(raw_step::<G, NW>(landed & m[NW]) & targets)
        | raw_step::<G, SE>(raw_step::<G, SE>(landed & m[SE]) & targets)
        | raw_step::<G, SW>(raw_step::<G, SW>(landed & m[SW]) & targets))
        & empty;
    (again == 0).then(|| count_first_jumps::<G>(first))
}

/// The steps of the kings `kings`.
#[inline(always)]
fn king_steps<G: Geometry>(rules: &Checkers, kings: u64, empty: u64) -> u32 {
    let (s1, s0) = (G::H + 1, G::H);
    match rules.kings() {
        KingRange::Flying => {
            let occ = G::MASK & !empty;
            let mut n = 0;
            for k in bits(kings) {
                let reach = king_ray::<G>(k, NE, occ)
                    | king_ray::<G>(k, NW, occ)
                    | king_ray::<G>(k, SE, occ)
                    | king_ray::<G>(k, SW, occ);
                n += G::popcount(reach);
            }
            n
        }
        KingRange::Short => {
            // Origins of each step, brought into [0, 32) on 8×8.
            let up = popcount_pair::<G>(kings & (empty >> s1), kings & (empty >> s0));
            let down =
                popcount_pair::<G>((kings & (empty << s1)) >> s1, (kings & (empty << s0)) >> s0);
            up + down
        }
    }
}

/// The men's steps of side `C`.
#[inline(always)]
fn men_steps<G: Geometry, C: Mover>(men: u64, empty: u64) -> u32 {
    let (s1, s0) = (G::H + 1, G::H);
    match C::COLOUR {
        // Origins: a man on i steps to i + s.
        Colour::White => popcount_pair::<G>(men & (empty >> s1), men & (empty >> s0)),
        // A man on i steps to i − s; shifted down so both sets start at bit 0.
        Colour::Black => {
            popcount_pair::<G>((men & (empty << s1)) >> s1, (men & (empty << s0)) >> s0)
        }
    }
}

/// The number of capture moves of the men of side `C` (which has no king) whose first
/// jumps land on `first` (by direction); `None` for the general search.
///
/// A man that has jumped in direction `d` can only go on in another direction than
/// back (the jumped piece is behind it), and in those directions neither the jumped
/// piece nor the emptied start square plays a part, so the squares that can jump in
/// each direction on the board as it is tell which first jumps go on. When none does,
/// the count is the number of first jumps; otherwise a short search runs from the
/// landing squares that go on (module `men_captures`).
#[inline(always)]
fn men_capture_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    first: &[u64; 4],
    m: &[u64; 4],
    targets: u64,
    empty: u64,
) -> Option<u64> {
    if !C::MEN_BACK && rules.promotion() != Promotion::ContinueAsKing {
        // Single jumps and longer sequences alike, without a call.
        return Some(forward_sequences::<G, C>(first, targets, empty, rules.majority()).1);
    }
    match single_jumps_only::<G>(rules, first, m, targets, empty, C::promo::<G>()) {
        Some(count) => Some(count),
        None => men_sequence_count::<G, C>(rules, first, m, targets, empty),
    }
}

/// [`men_capture_count`] when some first jump goes on (or could crown a man that goes
/// on as a king).
#[inline(never)]
pub(super) fn men_sequence_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    first: &[u64; 4],
    m: &[u64; 4],
    targets: u64,
    empty: u64,
) -> Option<u64> {
    if !C::MEN_BACK && rules.promotion() != Promotion::ContinueAsKing {
        return Some(forward_sequences::<G, C>(first, targets, empty, rules.majority()).1);
    }
    let jumps = MenJumps::<G>::new(targets, empty, m, C::promo::<G>(), rules.promotion());
    let on = jumps
        .going_on(first[NE] | first[NW] | first[SE] | first[SW])
        .ok()?;
    // Every first jump in `on` goes on: the sequences of two and three captures.
    let on_first = [
        first[NE] & on,
        first[NW] & on,
        first[SE] & on,
        first[SW] & on,
    ];
    let [two, three] = match jumps.count_two(&on_first) {
        Some(second) => [count_first_jumps::<G>(&second), 0],
        None => jumps.count_sequences(first, on).ok()?,
    };
    Some(if !rules.majority() {
        // The single jumps that do not go on are complete sequences too.
        two + three
            + count_first_jumps::<G>(&[
                first[NE] & !on,
                first[NW] & !on,
                first[SE] & !on,
                first[SW] & !on,
            ])
    } else if three != 0 {
        three
    } else {
        two
    })
}

/// The number of capture moves when the men's moves are known: `men_moves` moves of
/// `men_len` captures (0 and 0 when the men cannot capture) and the kings `kings`'
/// moves by the search, the majority rule applied across both (a man's route is its
/// move, so routes count alike).
#[inline(never)]
pub(super) fn kings_search_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    kings: u64,
    opp: u64,
    occupied: u64,
    men_len: u32,
    men_moves: u64,
) -> u64 {
    counted_search::<G, C>(rules, kings, opp, occupied, kings, men_len, men_moves)
}

/// The number of capture moves of the men `men` of side `C` over `targets` on
/// `occupied`, when no king of the side can capture and some sequence is too long for
/// the counts read off the board: by the walk of module `men_walk` (moves), or by the
/// search (routes, a man crowned going on as a king, or the walk giving up).
#[inline(never)]
pub(super) fn men_long_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    men: u64,
    targets: u64,
    occupied: u64,
) -> u64 {
    if !C::ROUTES {
        if let Some(n) = men_walk_count::<G>(
            men,
            targets,
            occupied,
            &C::man_masks(),
            C::promo::<G>(),
            rules.promotion(),
            rules.majority(),
        ) {
            return n;
        }
    }
    counted_search::<G, C>(rules, men, targets, occupied, 0, 0, 0)
}

/// The number of capture moves by the full search.
#[inline(never)]
pub(super) fn search_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    own: u64,
    opp: u64,
    kings: u64,
) -> u64 {
    counted_search::<G, C>(rules, own, opp, own | opp, kings, 0, 0)
}

/// `count` plus the capture moves (or routes, when `C` counts them) the search finds
/// for the pieces `own` (of which `kings` are kings) over `opp` on `occupied`, the
/// majority rule applied as if `count` sequences of `best` captures had been found
/// before.
#[inline(always)]
fn counted_search<G: Geometry, C: Mover>(
    rules: &Checkers,
    own: u64,
    opp: u64,
    occupied: u64,
    kings: u64,
    best: u32,
    count: u64,
) -> u64 {
    let majority = Majority::after(rules.majority(), best);
    if C::ROUTES {
        let mut sink = RouteCountSink::new(rules.majority());
        sink.majority = majority;
        sink.keep.count = count;
        search_captures::<G, _>(rules, C::COLOUR, own, opp, occupied, kings, &mut sink);
        return sink.keep.count;
    }
    let mut sink = CountSink::new(rules.majority());
    sink.majority = majority;
    sink.keep.count = count;
    search_captures::<G, _>(rules, C::COLOUR, own, opp, occupied, kings, &mut sink);
    sink.keep.count
}
