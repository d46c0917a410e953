//! The number of capture moves of flying kings whose captured pieces leave the board
//! when the move ends, for perft's leaf count: a depth-first walk along the rays that
//! counts the moves without keeping a route.
//!
//! It follows the rules of the capture search (module `capture_search`) and counts the
//! same moves as its counting sink:
//!
//! - the king's start square is empty during its move (it may pass over it or end
//!   there), and every jumped piece stays on the board until the move ends: it blocks,
//!   and a ray whose first piece is one already jumped captures nothing;
//! - a capture jumps the first piece along a diagonal when it may be jumped and at
//!   least one empty square lies behind it; the king may land on any empty square
//!   behind it and go on from there across the line (both ways), and straight on from
//!   the nearest landing square only (from the others straight on would repeat the same
//!   route over a different square passed over);
//! - a sequence goes on while it can: when some landing square allows another capture,
//!   the king must take one of those, otherwise every landing square ends the move;
//! - with the majority rule only the longest sequences count, across every piece of
//!   the side (the count starts from the men's longest sequence and their number);
//! - two routes of three captures or more may take the same pieces and end on the same
//!   square, and are then one move: such ends are counted once per captured set. Two
//!   captures cannot: a second piece reached across the line lies on no diagonal
//!   through the start square (so it cannot be taken first), and only one landing
//!   square's crossing diagonal passes through it; one reached straight on lies behind
//!   the first piece.
//!
//! What the walk saves against the search is its set-up (no "can capture" fills, no
//! route, no sink) and, above all, branches: whether a king on a square captures in a
//! direction is computed without one ([`Walk::probe`]: the nearest piece on the ray,
//! among the pieces with an empty square behind them that way), so the walk branches
//! once per landing square, on whether it goes on at all. Its first version, with a
//! branch at each test, ran no faster than the search although it took 5 % fewer
//! instructions (Artamonov perft(12)): `valgrind --tool=callgrind --branch-sim=yes`
//! counted 800 K mispredicted branches against the search's 754 K, 698 K once the
//! tests were branch-free. It gives up (the caller runs the search) when one king has
//! more sets of three captures or more than its table holds.

use crate::board::bits::bits;
use crate::board::dark::{Geometry, NE, NW, SE, SW};
use crate::movegen::steps::{jumpable_by_direction, nearest_bit};
use crate::perft::tally::Tally;

/// The walk gave up: a king has more captured sets of three pieces or more among its
/// sequences than the tally keeps.
pub(super) struct TooMany;

/// The count of the capture moves of the flying kings `kings` over the pieces
/// `targets`, `occupied` the occupied squares, added to `count` moves of `best`
/// captures found before (the men's), with the majority rule when `maximum`.
#[inline(never)]
pub(super) fn flying_kings_count<G: Geometry>(
    kings: u64,
    targets: u64,
    occupied: u64,
    maximum: bool,
    best: u32,
    count: u64,
) -> Result<u64, TooMany> {
    let mut walk = Walk::<G> {
        occ: 0,
        behind: [0; 4],
        tally: Tally::new(maximum, best, count),
        _g: std::marker::PhantomData,
    };
    for k in bits(kings) {
        walk.set_king(k, occupied, targets);
        walk.start(k);
        if walk.tally.gave_up() {
            return Err(TooMany);
        }
    }
    Ok(walk.tally.count())
}

/// The state of the walk: the board during the move of the king walked, and the count.
struct Walk<G> {
    /// The occupied squares during the king's move (its start square empty).
    occ: u64,
    /// For each direction, the pieces it may jump that have an empty square behind
    /// them that way.
    behind: [u64; 4],
    /// Two captures never share their effect (see the module docs).
    tally: Tally<3>,
    _g: std::marker::PhantomData<G>,
}

impl<G: Geometry> Walk<G> {
    /// Sets the board for the king on `sq` (its square empty during its move).
    #[inline(always)]
    fn set_king(&mut self, sq: u32, occupied: u64, targets: u64) {
        let kb = 1u64 << sq;
        self.occ = occupied & !kb;
        self.behind = jumpable_by_direction::<G>(targets & !kb, G::MASK & !self.occ);
        self.tally.begin_piece();
    }

    /// The captures of the king on its start square `sq`.
    fn start(&mut self, sq: u32) {
        let p = [
            self.probe::<NE>(sq, 0),
            self.probe::<NW>(sq, 0),
            self.probe::<SE>(sq, 0),
            self.probe::<SW>(sq, 0),
        ];
        self.jump::<NE>(p[NE], 0, 0);
        self.jump::<NW>(p[NW], 0, 0);
        self.jump::<SE>(p[SE], 0, 0);
        self.jump::<SW>(p[SW], 0, 0);
    }

    /// The piece the king on `sq`, having captured `captured`, jumps in direction `D`
    /// (its bit), or 0: the first piece along the ray, when it may be jumped, was not
    /// jumped before and has an empty square behind it. Without a branch.
    #[inline(always)]
    fn probe<const D: usize>(&self, sq: u32, captured: u64) -> u64 {
        nearest_bit::<D>(G::RAYS[D][sq as usize] & self.occ) & self.behind[D] & !captured
    }

    /// The capture of the piece `xb` (a bit of [`probe`](Self::probe), nothing when
    /// 0) in direction `D`, having captured `captured` (`len` pieces), and what
    /// follows it.
    #[inline(always)]
    fn jump<const D: usize>(&mut self, xb: u64, captured: u64, len: u32) {
        if xb != 0 {
            let landings = G::ray_until(G::RAYS[D][xb.trailing_zeros() as usize], self.occ, D);
            self.landings::<D>(landings, captured | xb, len + 1);
        }
    }

    /// After a capture in direction `D` taking `cap` (`len` pieces) with landing
    /// squares `landings`: the sequences going on from them (across the line from
    /// each, straight on from the nearest), or, when none does, one move per landing
    /// square.
    fn landings<const D: usize>(&mut self, landings: u64, cap: u64, len: u32) {
        let straight = self.probe::<D>(G::nearest(landings, D), cap);
        let mut more = straight != 0;
        self.jump::<D>(straight, cap, len);
        for l in bits(landings) {
            let (a, b) = match D {
                NE | SW => (self.probe::<NW>(l, cap), self.probe::<SE>(l, cap)),
                _ => (self.probe::<NE>(l, cap), self.probe::<SW>(l, cap)),
            };
            if a | b == 0 {
                continue;
            }
            more = true;
            match D {
                NE | SW => {
                    self.jump::<NW>(a, cap, len);
                    self.jump::<SE>(b, cap, len);
                }
                _ => {
                    self.jump::<NE>(a, cap, len);
                    self.jump::<SW>(b, cap, len);
                }
            }
        }
        if !more {
            self.tally.add::<G>(cap, len, landings);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::flying_kings_count;
    use crate::board::dark::{Dark10, Dark8, Geometry};
    use crate::movegen::captures::dark::search_captures;
    use crate::movegen::captures::sink::Majority;
    use crate::movegen::captures::sinks::CountSink;
    use crate::perft::move_count::kings_search_count;
    use crate::perft::mover::{Mover, WhiteMoves};
    use crate::rules::checkers::Checkers;
    use crate::rules::choices::CaptureChoice;
    use crate::test_rng::xorshift;

    /// [`flying_kings_count`] against the capture search on random boards with one to
    /// three kings, the jumped pieces being the other side's or every piece, the count
    /// seeded with a random number of sequences of a random length; returns how many
    /// boards had their longest kings' sequence of each length.
    fn walk_matches_the_search<G: Geometry, C: Mover>(maximum: bool) -> [u32; 8] {
        let rules = Checkers::classic().with_capture(if maximum {
            CaptureChoice::Maximum
        } else {
            CaptureChoice::Free
        });
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
        let mut longest = [0; 8];
        for round in 0..30_000 {
            let occupied = match round % 3 {
                0 => next() & next(),
                1 => next(),
                _ => next() | next(),
            } & G::MASK;
            let mut kings = 0;
            for _ in 0..1 + round % 3 {
                let pick = occupied & !kings;
                if pick == 0 {
                    break;
                }
                let n = (next() % u64::from(pick.count_ones())) as usize;
                kings |= 1u64 << crate::board::bits::bits(pick).nth(n).unwrap();
            }
            if kings == 0 {
                continue;
            }
            let own = kings | (occupied & next() & next() & !kings);
            // Sided pieces, or every piece a target (self-capture, neutral pieces).
            let targets = if round % 2 == 0 {
                occupied & !own
            } else {
                occupied
            };
            let (best, count) = match next() % 4 {
                0 => (0, 0),
                k => (k as u32, next() % 5),
            };
            let want = kings_search_count::<G, C>(&rules, kings, targets, occupied, best, count);
            let Ok(got) = flying_kings_count::<G>(kings, targets, occupied, maximum, best, count)
            else {
                continue;
            };
            assert_eq!(
                got, want,
                "kings {kings:#x} targets {targets:#x} occupied {occupied:#x} seed {best} {count}"
            );
            let mut sink = CountSink::new(true);
            sink.majority = Majority::after(true, 0);
            search_captures::<G, _>(
                &rules.with_capture(CaptureChoice::Maximum),
                C::COLOUR,
                kings,
                targets,
                occupied,
                kings,
                &mut sink,
            );
            longest[(sink.majority.best() as usize).min(7)] += 1;
        }
        longest
    }

    #[test]
    fn walk_equals_the_search() {
        for maximum in [true, false] {
            let l8 = walk_matches_the_search::<Dark8, WhiteMoves<true>>(maximum);
            let l10 = walk_matches_the_search::<Dark10, WhiteMoves<true>>(maximum);
            // Long sequences, where routes may merge, were met.
            assert!(l8[3] + l8[4] + l8[5] > 100, "{l8:?}");
            assert!(l10[4] + l10[5] + l10[6] + l10[7] > 100, "{l10:?}");
        }
    }
}
