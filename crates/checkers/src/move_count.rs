//! Counting the legal moves of a position without building them (perft leaves), with
//! the side to move known at compile time.
//!
//! Most positions have no capture, or only captures that stop after the first jump:
//! both are counted from whole-board shifts and popcounts. The rest go through the
//! capture search with a counting sink.

use crate::capture_search::search_captures;
use crate::capture_sinks::CountSink;
use crate::first_jumps::{kings_capture, majority, man_dir_masks};
use crate::geometry::{bits, Geometry, NE, NW, SE, SW};
use crate::men_captures::{raw_step, MenJumps};
use crate::movegen::king_ray;
use crate::position::CheckersPosition;
use crate::rules::{Checkers, KingRange, ManCapture, Promotion};
use crate::square::Colour;

/// The side to move as a type, so that code for one ply is compiled for one colour
/// (constant step directions and promotion rank).
pub(crate) trait Mover {
    /// The colour.
    const COLOUR: Colour;
    /// Whether men capture backward too (`ManCapture::BothWays`).
    const MEN_BACK: bool;
    /// The other colour (with the same rules).
    type Next: Mover;

    /// For each direction, all ones if this side's men capture that way.
    #[inline(always)]
    fn man_masks() -> [u64; 4] {
        man_dir_masks(
            Self::COLOUR,
            if Self::MEN_BACK {
                ManCapture::BothWays
            } else {
                ManCapture::Forward
            },
        )
    }

    /// The pieces of this side and of the other side.
    #[inline(always)]
    fn sides(pos: &CheckersPosition) -> (u64, u64) {
        match Self::COLOUR {
            Colour::White => (pos.white, pos.black),
            Colour::Black => (pos.black, pos.white),
        }
    }

    /// This side's promotion rank.
    #[inline(always)]
    fn promo<G: Geometry>() -> u64 {
        match Self::COLOUR {
            Colour::White => G::TOP,
            Colour::Black => G::BOTTOM,
        }
    }
}

/// White to move; men capture backward too when `BACK` (the rules' `ManCapture`, fixed
/// at compile time so that a direction men never capture in costs nothing).
pub(crate) struct WhiteMoves<const BACK: bool>;
/// Black to move; `BACK` as for [`WhiteMoves`].
pub(crate) struct BlackMoves<const BACK: bool>;

impl<const BACK: bool> Mover for WhiteMoves<BACK> {
    const COLOUR: Colour = Colour::White;
    const MEN_BACK: bool = BACK;
    type Next = BlackMoves<BACK>;
}

impl<const BACK: bool> Mover for BlackMoves<BACK> {
    const COLOUR: Colour = Colour::Black;
    const MEN_BACK: bool = BACK;
    type Next = WhiteMoves<BACK>;
}

/// Runs `$body` with the type alias `$c` bound to the [`Mover`] of the side to move of
/// `$pos` under `$rules` (its colour and its men's capture directions).
macro_rules! with_mover {
    ($rules:expr, $pos:expr, $c:ident => $body:expr) => {
        match ($pos.side, $rules.man_capture) {
            ($crate::square::Colour::White, $crate::rules::ManCapture::BothWays) => {
                type $c = $crate::move_count::WhiteMoves<true>;
                $body
            }
            ($crate::square::Colour::Black, $crate::rules::ManCapture::BothWays) => {
                type $c = $crate::move_count::BlackMoves<true>;
                $body
            }
            ($crate::square::Colour::White, $crate::rules::ManCapture::Forward) => {
                type $c = $crate::move_count::WhiteMoves<false>;
                $body
            }
            ($crate::square::Colour::Black, $crate::rules::ManCapture::Forward) => {
                type $c = $crate::move_count::BlackMoves<false>;
                $body
            }
        }
    };
}
pub(crate) use with_mover;

/// `a.count_ones() + b.count_ones()` for `a` below bit `G::H·2 + … ` as used here: on
/// 8×8 (36 bits) two sets of at most 32 bits that lie in `[0, 32)` after the caller's
/// shifts share one popcount.
#[inline(always)]
pub(crate) fn popcount_pair<G: Geometry>(a: u64, b: u64) -> u32 {
    if G::H == 4 {
        debug_assert!(a < 1 << 32 && b < 1 << 32);
        G::popcount(a | (b << 32))
    } else {
        G::popcount(a) + G::popcount(b)
    }
}

/// The squares from which the men `men` of side `C` step to an empty square of
/// `empty`: `[by H+1, by H]` (White: up-right and up-left; Black: down-left and
/// down-right).
#[inline(always)]
pub(crate) fn step_origins<G: Geometry, C: Mover>(men: u64, empty: u64) -> [u64; 2] {
    let (s1, s0) = (G::H + 1, G::H);
    match C::COLOUR {
        Colour::White => [men & (empty >> s1), men & (empty >> s0)],
        Colour::Black => [men & (empty << s1), men & (empty << s0)],
    }
}

/// Calls `visit(from, to)` for every step from the origins `origins` (as
/// [`step_origins`] gives them) of side `C`, returning the sum of the results. On
/// 8×8 both directions share one loop: the origins of each fit in 32 bits (after a
/// shift for Black), packed in one word.
#[inline(always)]
pub(crate) fn steps_each<G: Geometry, C: Mover>(
    origins: [u64; 2],
    mut visit: impl FnMut(u32, u32) -> u64,
) -> u64 {
    let (s1, s0) = (G::H + 1, G::H);
    let mut total = 0;
    let up = C::COLOUR == Colour::White;
    if G::H == 4 {
        // Bit i < 32: a step by s1 from (White) or to (Black) square i; bit 32 + i: by
        // s0.
        let mut packed = if up {
            origins[0] | (origins[1] << 32)
        } else {
            (origins[0] >> s1) | ((origins[1] >> s0) << 32)
        };
        while packed != 0 {
            let i = packed.trailing_zeros();
            packed &= packed - 1;
            let (low, s) = (i & 31, s1 - (i >> 5));
            total += if up {
                visit(low, low + s)
            } else {
                visit(low + s, low)
            };
        }
        return total;
    }
    for (set, s) in [(origins[0], s1), (origins[1], s0)] {
        for from in bits(set) {
            total += visit(from, if up { from + s } else { from - s });
        }
    }
    total
}

/// Calls `visit(from, to)` for every step of the men `men` of side `C` to an empty
/// square of `empty`, returning the sum of the results.
#[inline(always)]
pub(crate) fn men_steps_each<G: Geometry, C: Mover>(
    men: u64,
    empty: u64,
    visit: impl FnMut(u32, u32) -> u64,
) -> u64 {
    steps_each::<G, C>(step_origins::<G, C>(men, empty), visit)
}

/// The number of legal moves of `pos` with `C` to move (the end of the game by a rule
/// other than having no move is the caller's business).
#[inline(always)]
pub(crate) fn count<G: Geometry, C: Mover>(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    debug_assert_eq!(pos.side, C::COLOUR);
    let (own, opp) = C::sides(pos);
    count_bb::<G, C>(rules, own, opp, own & pos.kings)
}

/// [`count`] on bitboards: the pieces `own` of the side `C` to move, of which `kings`
/// are kings, and the other side's pieces `opp`.
#[inline(always)]
pub(crate) fn count_bb<G: Geometry, C: Mover>(
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
        if jumps == 0 {
            return u64::from(men_steps::<G, C>(men, empty));
        }
        if let Some(n) = men_capture_count::<G, C>(rules, &first, &m, opp, empty) {
            return n;
        }
    } else if !kings_capture::<G>(rules, kings, opp, occ) {
        if jumps == 0 {
            return u64::from(men_steps::<G, C>(men, empty) + king_steps::<G>(rules, kings, empty));
        }
        // Only men capture: their moves are all the moves.
        if let Some(n) = men_capture_count::<G, C>(rules, &first, &m, opp, empty) {
            return n;
        }
    }
    search_count::<G, C>(rules, own, opp, kings)
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
pub(crate) fn single_jumps_only<G: Geometry>(
    rules: &Checkers,
    first: &[u64; 4],
    m: &[u64; 4],
    targets: u64,
    empty: u64,
    promo: u64,
) -> Option<u64> {
    let mut landed = first[NE] | first[NW] | first[SE] | first[SW];
    match rules.promotion {
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

/// The number of first jumps, `first` holding their landing squares by direction.
#[inline(always)]
pub(crate) fn count_first_jumps<G: Geometry>(first: &[u64; 4]) -> u64 {
    let (s1, s0) = (G::H + 1, G::H);
    // Landings of up-jumps are at or above bit 2·s0, of down-jumps below the top by as
    // much: bring each pair into [0, 32) on 8×8.
    let up = popcount_pair::<G>(first[NE] >> (2 * s1), first[NW] >> (2 * s0));
    let down = popcount_pair::<G>(first[SE], first[SW]);
    u64::from(up + down)
}

/// The steps of the kings `kings`.
#[inline(always)]
fn king_steps<G: Geometry>(rules: &Checkers, kings: u64, empty: u64) -> u32 {
    let (s1, s0) = (G::H + 1, G::H);
    match rules.kings {
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
    match single_jumps_only::<G>(rules, first, m, targets, empty, C::promo::<G>()) {
        Some(count) => Some(count),
        None => men_sequence_count::<G, C>(rules, first, m, targets, empty),
    }
}

/// [`men_capture_count`] when some first jump goes on (or could crown a man that goes
/// on as a king).
#[inline(never)]
pub(crate) fn men_sequence_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    first: &[u64; 4],
    m: &[u64; 4],
    targets: u64,
    empty: u64,
) -> Option<u64> {
    let jumps = MenJumps::<G>::new(targets, empty, m, C::promo::<G>(), rules.promotion);
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
    Some(if !majority(rules) {
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

/// The number of capture moves by the full search.
#[inline(never)]
pub(crate) fn search_count<G: Geometry, C: Mover>(
    rules: &Checkers,
    own: u64,
    opp: u64,
    kings: u64,
) -> u64 {
    let mut sink = CountSink::new(majority(rules));
    search_captures::<G, _>(rules, C::COLOUR, own, opp, own | opp, kings, &mut sink);
    sink.count
}
