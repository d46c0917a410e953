//! The number of capture moves of a side's men, for perft's leaf count when their
//! sequences are too long to be read off the board (module `men_captures` stops at
//! three jumps): a depth-first walk over single-bit boards that counts the moves
//! without keeping a route.
//!
//! It follows the rules of the capture search (module `capture_search`) for men and
//! counts the moves its counting sink counts:
//!
//! - the man's start square is empty during its move (a sequence may pass over it or
//!   end there), every jumped piece stays on the board until the move ends (it blocks,
//!   and is not jumped twice: so a man never jumps straight back);
//! - a man jumps an adjacent piece that may be jumped onto the empty square beyond, in
//!   its capture directions; a sequence goes on while it can;
//! - reaching the far rank during a capture, the man goes on as a man, or stops there
//!   when the rules say so ([`Promotion::Stop`]); crowned going on as a king is left to
//!   the search;
//! - with the majority rule only the longest sequences count, across the side's men;
//! - two routes of four captures or more may take the same pieces and end on the same
//!   square (round a square of four pieces, both ways), and are then one move: such
//!   ends are counted once per captured set (shorter routes never coincide; the test
//!   `men_routes_merge_from_four_captures_only` of module `men_captures` enumerates
//!   them).
//!
//! Each square's four jumps are computed without a branch; the walk branches on
//! whether any exists, and then once per jump taken.

use crate::board::bits::bits;
use crate::board::dark::{Geometry, NE, NW, SE, SW};
use crate::movegen::steps::{jump_origins, raw_step};
use crate::perft::tally::Tally;
use crate::rules::choices::Promotion;

/// The number of capture moves of the men `men` (capture directions `m`, crowned on
/// `promo`) over the pieces `targets` with `occupied` the occupied squares, added to
/// `count` moves of `best` captures found before, with the majority rule when
/// `maximum`; `None` when only the search knows (a man crowned mid-capture goes on as
/// a king, or a man has more sets of long sequences than the walk keeps).
#[allow(clippy::too_many_arguments)]
#[inline(never)]
pub(super) fn men_walk_count<G: Geometry>(
    men: u64,
    targets: u64,
    occupied: u64,
    m: &[u64; 4],
    promo: u64,
    promotion: Promotion,
    maximum: bool,
) -> Option<u64> {
    if promotion == Promotion::ContinueAsKing {
        return None;
    }
    let empty = G::MASK & !occupied;
    let [ne, nw, se, sw] = jump_origins::<G>(targets, empty, m);
    let mut walk = Walk::<G> {
        targets: 0,
        empty: 0,
        m: *m,
        stop: if promotion == Promotion::Stop {
            promo
        } else {
            0
        },
        tally: Tally::new(maximum, 0, 0),
        _g: std::marker::PhantomData,
    };
    for from in bits(men & (ne | nw | se | sw)) {
        let fb = 1u64 << from;
        // The mover is never a target of its own jumps; its square is empty.
        walk.targets = targets & !fb;
        walk.empty = empty | fb;
        walk.tally.begin_piece();
        walk.from(fb, 0, 0);
        if walk.tally.gave_up() {
            return None;
        }
    }
    Some(walk.tally.count())
}

/// The state of the walk: the board during the move of the man walked, and the count.
struct Walk<G> {
    /// The pieces it may jump (not yet jumped is checked at the jump).
    targets: u64,
    /// The empty squares during its move (its start square among them).
    empty: u64,
    /// Its capture directions.
    m: [u64; 4],
    /// The squares where a sequence stops (the far rank when the rules say so).
    stop: u64,
    /// Routes of fewer than four captures never share their effect (see the module
    /// docs).
    tally: Tally<4>,
    _g: std::marker::PhantomData<G>,
}

impl<G: Geometry> Walk<G> {
    /// The jumps of the man on `x` (one bit) having captured `captured` (`len`
    /// pieces), and what follows each; whether there is any.
    fn from(&mut self, x: u64, captured: u64, len: u32) -> bool {
        let t = self.targets & !captured;
        let m = &self.m;
        let over = [
            raw_step::<G, NE>(x & m[NE]) & t,
            raw_step::<G, NW>(x & m[NW]) & t,
            raw_step::<G, SE>(x & m[SE]) & t,
            raw_step::<G, SW>(x & m[SW]) & t,
        ];
        let land = [
            raw_step::<G, NE>(over[NE]) & self.empty,
            raw_step::<G, NW>(over[NW]) & self.empty,
            raw_step::<G, SE>(over[SE]) & self.empty,
            raw_step::<G, SW>(over[SW]) & self.empty,
        ];
        if land[NE] | land[NW] | land[SE] | land[SW] == 0 {
            return false;
        }
        for d in [NE, NW, SE, SW] {
            let l = land[d];
            if l != 0 {
                // The piece jumped is the one just behind the landing square.
                let cap = captured | Self::behind(l, d);
                if l & self.stop != 0 || !self.from(l, cap, len + 1) {
                    self.tally.add::<G>(cap, len + 1, l);
                }
            }
        }
        true
    }

    /// The square just behind `l` coming in direction `d`.
    #[inline(always)]
    fn behind(l: u64, d: usize) -> u64 {
        match d {
            NE => raw_step::<G, SW>(l),
            NW => raw_step::<G, SE>(l),
            SE => raw_step::<G, NW>(l),
            _ => raw_step::<G, NE>(l),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::men_walk_count;
    use crate::board::dark::{Dark10, Dark8, Geometry};
    use crate::movegen::captures::dark::search_captures;
    use crate::movegen::captures::sinks::CountSink;
    use crate::perft::mover::{BlackMoves, Mover, WhiteMoves};
    use crate::rules::checkers::Checkers;
    use crate::rules::choices::{CaptureChoice, ManCapture, Promotion};
    use crate::test_rng::xorshift;

    /// [`men_walk_count`] against the capture search on random dense boards of men,
    /// the jumped pieces being the other side's or every piece; returns how many
    /// boards had their longest sequence of each length.
    fn walk_matches_the_search<G: Geometry, C: Mover>(
        maximum: bool,
        promotion: Promotion,
    ) -> [u32; 8] {
        let rules = Checkers::classic()
            .with_man_capture(if C::MEN_BACK {
                ManCapture::BothWays
            } else {
                ManCapture::Forward
            })
            .with_promotion(promotion)
            .with_capture(if maximum {
                CaptureChoice::Maximum
            } else {
                CaptureChoice::Free
            });
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        let mut longest = [0; 8];
        for round in 0..20_000 {
            let occupied = (next() | next()) & G::MASK;
            let men = occupied & next() & next();
            let targets = if round % 2 == 0 {
                occupied & !men
            } else {
                occupied
            };
            let m = C::man_masks();
            let Some(got) = men_walk_count::<G>(
                men,
                targets,
                occupied,
                &m,
                C::promo::<G>(),
                promotion,
                maximum,
            ) else {
                continue;
            };
            let mut sink = CountSink::new(maximum);
            search_captures::<G, _>(&rules, C::COLOUR, men, targets, occupied, 0, &mut sink);
            let want = sink.keep.count;
            assert_eq!(
                got, want,
                "men {men:#x} targets {targets:#x} occupied {occupied:#x}"
            );
            let mut sink = CountSink::new(true);
            search_captures::<G, _>(
                &rules.with_capture(CaptureChoice::Maximum),
                C::COLOUR,
                men,
                targets,
                occupied,
                0,
                &mut sink,
            );
            longest[(sink.majority.best() as usize).min(7)] += 1;
        }
        longest
    }

    #[test]
    fn walk_equals_the_search() {
        for maximum in [true, false] {
            for promotion in [Promotion::AtEnd, Promotion::Stop] {
                let w8 = walk_matches_the_search::<Dark8, WhiteMoves<true>>(maximum, promotion);
                let b8 = walk_matches_the_search::<Dark8, BlackMoves<true>>(maximum, promotion);
                let w10 = walk_matches_the_search::<Dark10, WhiteMoves<true>>(maximum, promotion);
                let f10 = walk_matches_the_search::<Dark10, BlackMoves<false>>(maximum, promotion);
                // Sequences long enough for routes to merge were met.
                assert!(w8[4] + w8[5] + w8[6] + w8[7] > 100, "{w8:?}");
                assert!(b8[4] + b8[5] + b8[6] + b8[7] > 100, "{b8:?}");
                assert!(w10[5] + w10[6] + w10[7] > 100, "{w10:?}");
                assert!(f10[3] + f10[4] > 100, "{f10:?}");
            }
        }
    }
}
