//! Board geometry: the padded bitboard layout of the dark squares.
//!
//! The dark squares of an `n`×`n` board (`n` = 8 or 10, `h = n/2` squares a rank) are
//! numbered `index = h·rank + (rank + file)/2`. Every pair of ranks then takes `2h + 1`
//! bit positions: one **ghost** bit between rank pairs is never a square. With that
//! gap each diagonal step is a constant shift:
//!
//! | direction | step |
//! |---|---|
//! | up-right (NE) | `<< h+1` |
//! | up-left (NW) | `<< h` |
//! | down-right (SE) | `>> h` |
//! | down-left (SW) | `>> h+1` |
//!
//! A step off the left or right edge lands on a ghost bit, one off the top or bottom
//! leaves the board mask, so `step(bb) & MASK` is exact. 8×8 uses bits 0–35, 10×10
//! bits 0–54: both fit a `u64`. The engine is generic over [`Geometry`] and
//! monomorphised for each size, so both run as a dedicated engine would.
//!
//! All 64 squares (Turkish draughts) are a third layout with its own geometry (module
//! `full`): bit `8·rank + file`, rank and file steps as masked ±1/±8 shifts.
//! [`Layout`] names the three.

use std::marker::PhantomData;

use crate::board::colour::Colour;
use crate::board::popcount::{Popcount, Portable};

/// Direction indices: up-right, up-left, down-right, down-left.
pub(crate) const NE: usize = 0;
pub(crate) const NW: usize = 1;
pub(crate) const SE: usize = 2;
pub(crate) const SW: usize = 3;

/// The direction opposite to `d` (NE↔SW, NW↔SE).
#[inline(always)]
pub(crate) const fn reverse(d: usize) -> usize {
    3 - d
}

/// Whether `d` goes up the board (towards Black), i.e. to higher bit indices.
#[inline(always)]
pub(crate) const fn is_up(d: usize) -> bool {
    d < 2
}

/// One board size's layout, as constants. Implemented by [`Dark<N>`].
pub(crate) trait Geometry: 'static {
    /// Squares per rank, `N / 2`.
    const H: u32;
    /// The bits that are squares.
    const MASK: u64;
    /// The squares of rank 1 (Black's promotion rank).
    const BOTTOM: u64;
    /// The squares of the top rank (White's promotion rank).
    const TOP: u64;
    /// `RAYS[d][i]`: every square from `i` in direction `d`, `i` excluded.
    const RAYS: [[u64; 64]; 4];
    /// The long diagonal a1 to the top-right corner.
    const LONG_DIAGONAL: u64;
    /// The popcount of this geometry's counting code (module `popcount`).
    type Popcount: Popcount;

    /// The number of set bits of `x`.
    #[inline(always)]
    fn popcount(x: u64) -> u32 {
        Self::Popcount::popcount(x)
    }

    /// Every square of `bb` moved one step in direction `d` (those leaving the board
    /// are dropped).
    #[inline(always)]
    fn step(bb: u64, d: usize) -> u64 {
        let moved = match d {
            NE => bb << (Self::H + 1),
            NW => bb << Self::H,
            SE => bb >> Self::H,
            _ => bb >> (Self::H + 1),
        };
        moved & Self::MASK
    }

    /// [`step`](Geometry::step) with the direction known at compile time.
    #[inline(always)]
    fn step_c<const D: usize>(bb: u64) -> u64 {
        Self::step(bb, D)
    }

    /// Every square of `gen` and every square reached from one of them in direction `D`
    /// over squares of `pro` (an occluded Kogge–Stone fill; `pro` must hold no ghost
    /// bit, which keeps multi-step shifts from wrapping round an edge).
    #[inline(always)]
    fn fill_c<const D: usize>(gen: u64, pro: u64) -> u64 {
        let s = match D {
            NE | SW => Self::H + 1,
            _ => Self::H,
        };
        let sh = |x: u64, k: u32| if is_up(D) { x << (k * s) } else { x >> (k * s) };
        let (mut g, mut p) = (gen, pro);
        g |= p & sh(g, 1);
        p &= sh(p, 1);
        g |= p & sh(g, 2);
        p &= sh(p, 2);
        g |= p & sh(g, 4);
        if Self::H > 4 {
            p &= sh(p, 4);
            g |= p & sh(g, 8);
        }
        g
    }

    /// The squares of `ray` (all squares from some square in direction `d`) before the
    /// first one of `occupied`, without a branch.
    #[inline(always)]
    fn ray_until(ray: u64, occupied: u64, d: usize) -> u64 {
        let blockers = ray & occupied;
        if is_up(d) {
            // Below the lowest blocker (all of the ray when there is none: 0 − 1).
            ray & (blockers & blockers.wrapping_neg()).wrapping_sub(1)
        } else {
            // Above the highest blocker (a shift by 64, wrapped to 0, when none).
            ray & u64::MAX.wrapping_shl(64 - blockers.leading_zeros())
        }
    }

    /// The nearest square of `set` (non-empty) along direction `d`, given that `set`
    /// lies on one ray going in direction `d`.
    #[inline(always)]
    fn nearest(set: u64, d: usize) -> u32 {
        if is_up(d) {
            set.trailing_zeros()
        } else {
            63 - set.leading_zeros()
        }
    }
}

/// `G::popcount(a) + G::popcount(b)`. On 8×8 (36 bits) the callers' sets lie in
/// `[0, 32)` after their shifts, so the two share one popcount.
#[inline(always)]
pub(crate) fn popcount_pair<G: Geometry>(a: u64, b: u64) -> u32 {
    if G::H == 4 {
        debug_assert!(a < 1 << 32 && b < 1 << 32);
        G::popcount(a | (b << 32))
    } else {
        G::popcount(a) + G::popcount(b)
    }
}

/// The squares where a man of `colour` is crowned: the top rank for White, the bottom
/// rank for Black.
#[inline(always)]
pub(crate) fn promotion_rank<G: Geometry>(colour: Colour) -> u64 {
    match colour {
        Colour::White => G::TOP,
        Colour::Black => G::BOTTOM,
    }
}

/// The dark-square geometry of an `N`×`N` board, counting bits with `P` (the portable
/// count unless the CPU check of module `popcount` chose its instruction).
pub(crate) struct Dark<const N: u8, P = Portable>(PhantomData<P>);

pub(super) const fn index_of(n: u8, file: u8, rank: u8) -> u32 {
    let h = (n / 2) as u32;
    h * rank as u32 + (rank as u32 + file as u32) / 2
}

const fn mask_of(n: u8, only_rank: Option<u8>) -> u64 {
    let mut m = 0u64;
    let mut rank = 0;
    while rank < n {
        let mut file = rank % 2;
        while file < n {
            let take = match only_rank {
                Some(r) => r == rank,
                None => true,
            };
            if take {
                m |= 1 << index_of(n, file, rank);
            }
            file += 2;
        }
        rank += 1;
    }
    m
}

const fn long_diagonal_of(n: u8) -> u64 {
    let mut m = 0u64;
    let mut i = 0;
    while i < n {
        m |= 1 << index_of(n, i, i);
        i += 1;
    }
    m
}

const fn step_of(n: u8, bb: u64, d: usize) -> u64 {
    let h = (n / 2) as u32;
    let moved = match d {
        NE => bb << (h + 1),
        NW => bb << h,
        SE => bb >> h,
        _ => bb >> (h + 1),
    };
    moved & mask_of(n, None)
}

const fn rays_of(n: u8) -> [[u64; 64]; 4] {
    let mask = mask_of(n, None);
    let mut rays = [[0u64; 64]; 4];
    let mut d = 0;
    while d < 4 {
        let mut i = 0;
        while i < 64 {
            if mask & (1 << i) != 0 {
                let mut ray = 0u64;
                let mut b = step_of(n, 1 << i, d);
                while b != 0 {
                    ray |= b;
                    b = step_of(n, b, d);
                }
                rays[d][i] = ray;
            }
            i += 1;
        }
        d += 1;
    }
    rays
}

impl<const N: u8, P: Popcount> Geometry for Dark<N, P> {
    const H: u32 = (N / 2) as u32;
    const MASK: u64 = mask_of(N, None);
    const BOTTOM: u64 = mask_of(N, Some(0));
    const TOP: u64 = mask_of(N, Some(N - 1));
    const RAYS: [[u64; 64]; 4] = rays_of(N);
    const LONG_DIAGONAL: u64 = long_diagonal_of(N);
    type Popcount = P;
}

/// The 8×8 geometry.
pub(crate) type Dark8 = Dark<8>;
/// The 10×10 geometry.
pub(crate) type Dark10 = Dark<10>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::bits::bits;
    use crate::board::layout::{bit_of, Layout};
    use crate::board::square::Square;
    use crate::test_rng::xorshift;

    #[test]
    fn layout_sizes() {
        assert_eq!(Dark8::MASK.count_ones(), 32);
        assert_eq!(Dark10::MASK.count_ones(), 50);
        assert_eq!(64 - Dark8::MASK.leading_zeros(), 36);
        assert_eq!(64 - Dark10::MASK.leading_zeros(), 55);
        assert_eq!(Dark8::TOP.count_ones(), 4);
        assert_eq!(Dark10::BOTTOM.count_ones(), 5);
        assert_eq!(Dark8::LONG_DIAGONAL.count_ones(), 8);
        assert_eq!(Dark10::LONG_DIAGONAL.count_ones(), 10);
    }

    #[test]
    fn steps_follow_the_diagonals() {
        // c3 on 8×8: NE d4, NW b4, SE d2, SW b2; a1 has only NE.
        let b = |s: &str| 1u64 << bit_of(Layout::Dark8, s.parse::<Square>().unwrap()).unwrap();
        assert_eq!(Dark8::step(b("c3"), NE), b("d4"));
        assert_eq!(Dark8::step(b("c3"), NW), b("b4"));
        assert_eq!(Dark8::step(b("c3"), SE), b("d2"));
        assert_eq!(Dark8::step(b("c3"), SW), b("b2"));
        assert_eq!(Dark8::step(b("a1"), NW), 0);
        assert_eq!(Dark8::step(b("a1"), SW), 0);
        assert_eq!(Dark8::step(b("h2"), NE), 0);
        assert_eq!(Dark8::step(b("h8"), NE), 0);
        assert_eq!(Dark8::step(b("a7"), NW), 0);
        assert_eq!(
            Dark8::RAYS[NE]
                [bit_of(Layout::Dark8, "a1".parse::<Square>().unwrap()).unwrap() as usize],
            Dark8::LONG_DIAGONAL & !b("a1")
        );
        let t = |s: &str| 1u64 << bit_of(Layout::Dark10, s.parse::<Square>().unwrap()).unwrap();
        assert_eq!(Dark10::step(t("j10"), SW), t("i9"));
        assert_eq!(Dark10::step(t("a9"), NW), 0);
        assert_eq!(Dark10::step(t("j2"), NE), 0);
        assert_eq!(Dark10::step(t("j2"), SE), 0);
        assert_eq!(Dark10::step(t("i1"), NE), t("j2"));
    }

    /// `ray_until` against walking the ray square by square, on random occupancies.
    #[test]
    fn ray_until_stops_at_the_first_piece() {
        fn check<G: Geometry>() {
            let mut next = xorshift(0x2545_f491_4f6c_dd1d);
            for _ in 0..500 {
                let x = next();
                let occupied = x & (x >> 3) & G::MASK;
                for sq in bits(G::MASK) {
                    for d in [NE, NW, SE, SW] {
                        let mut want = 0;
                        let mut b = G::step(1 << sq, d);
                        while b != 0 && b & occupied == 0 {
                            want |= b;
                            b = G::step(b, d);
                        }
                        assert_eq!(G::ray_until(G::RAYS[d][sq as usize], occupied, d), want);
                    }
                }
            }
        }
        check::<Dark8>();
        check::<Dark10>();
    }
}
