//! The lines of a board as the line search and the 64-square engine see them: the
//! directions a layout has, steps and rays along them, and the direction sets of men
//! and kings under the rules.
//!
//! Implemented by the dark-square geometries (four diagonal directions, NE NW SE SW)
//! and by the 64-square one (eight directions, module `full_board`). In both, the
//! directions going to higher bits come first and the reverse of `d` is
//! `DIRS − 1 − d`. Direction sets are bytes, bit `d` for direction `d`.

use crate::board::colour::Colour;
use crate::board::dark::{Geometry, NE, NW, SE, SW};
use crate::board::full::{self, Full};
use crate::board::popcount::Popcount;
use crate::rules::choices::{KingLines, ManCapture, ManMoves};

/// A board's directions, steps and rays.
pub(crate) trait Lines: 'static {
    /// The number of directions: 4 or 8.
    const DIRS: usize;
    /// The bits that are squares.
    const MASK: u64;
    /// The top rank (White's promotion rank).
    const TOP: u64;
    /// The bottom rank (Black's promotion rank).
    const BOTTOM: u64;

    /// Every square of `bb` one step in direction `d`, those leaving the board dropped.
    fn line_step(bb: u64, d: usize) -> u64;

    /// Every square from `sq` in direction `d`, `sq` excluded.
    fn ray(d: usize, sq: u32) -> u64;

    /// Whether direction `d` goes to higher bits.
    #[inline(always)]
    fn up(d: usize) -> bool {
        d < Self::DIRS / 2
    }

    /// The direction opposite to `d`.
    #[inline(always)]
    fn back(d: usize) -> usize {
        Self::DIRS - 1 - d
    }

    /// The nearest square of `set` (non-empty, on one ray in direction `d`).
    #[inline(always)]
    fn nearest_on(set: u64, d: usize) -> u32 {
        if Self::up(d) {
            set.trailing_zeros()
        } else {
            63 - set.leading_zeros()
        }
    }

    /// The squares of the ray from `sq` in direction `d` before the first square of
    /// `occupied`.
    #[inline(always)]
    fn ray_before(sq: u32, d: usize, occupied: u64) -> u64 {
        let ray = Self::ray(d, sq);
        let blockers = ray & occupied;
        if Self::up(d) {
            ray & (blockers & blockers.wrapping_neg()).wrapping_sub(1)
        } else {
            ray & u64::MAX.wrapping_shl(64 - blockers.leading_zeros())
        }
    }

    /// The directions a man of `colour` steps in.
    fn man_steps(colour: Colour, men: ManMoves) -> u8;

    /// The directions a man of `colour` captures in.
    fn man_captures(colour: Colour, men: ManMoves, capture: ManCapture) -> u8;

    /// The directions kings move and capture in.
    fn king_dirs(lines: KingLines) -> u8;

    /// The squares where a man of `colour` is crowned.
    #[inline(always)]
    fn promotion_rank(colour: Colour) -> u64 {
        match colour {
            Colour::White => Self::TOP,
            Colour::Black => Self::BOTTOM,
        }
    }
}

/// The dark squares: the four diagonals, whatever `men` and `king-lines` say (the
/// registry refuses the orthogonal values there).
impl<G: Geometry> Lines for G {
    const DIRS: usize = 4;
    const MASK: u64 = <G as Geometry>::MASK;
    const TOP: u64 = <G as Geometry>::TOP;
    const BOTTOM: u64 = <G as Geometry>::BOTTOM;

    #[inline(always)]
    fn line_step(bb: u64, d: usize) -> u64 {
        G::step(bb, d)
    }

    #[inline(always)]
    fn ray(d: usize, sq: u32) -> u64 {
        G::RAYS[d][sq as usize]
    }

    #[inline(always)]
    fn man_steps(colour: Colour, _men: ManMoves) -> u8 {
        match colour {
            Colour::White => 1 << NE | 1 << NW,
            Colour::Black => 1 << SE | 1 << SW,
        }
    }

    #[inline(always)]
    fn man_captures(colour: Colour, _men: ManMoves, capture: ManCapture) -> u8 {
        match capture {
            ManCapture::BothWays => 0b1111,
            ManCapture::Forward => Self::man_steps(colour, ManMoves::Diagonal),
        }
    }

    #[inline(always)]
    fn king_dirs(_lines: KingLines) -> u8 {
        0b1111
    }
}

/// All 64 squares: eight directions.
impl<P: Popcount> Lines for Full<P> {
    const DIRS: usize = 8;
    const MASK: u64 = u64::MAX;
    const TOP: u64 = full::RANK_8;
    const BOTTOM: u64 = full::RANK_1;

    #[inline(always)]
    fn line_step(bb: u64, d: usize) -> u64 {
        full::step(bb, d)
    }

    #[inline(always)]
    fn ray(d: usize, sq: u32) -> u64 {
        full::RAYS[d][sq as usize]
    }

    #[inline(always)]
    fn man_steps(colour: Colour, men: ManMoves) -> u8 {
        use full::{E, N, NE, NW, S, SE, SW, W};
        match (men, colour) {
            (ManMoves::Orthogonal, Colour::White) => 1 << N | 1 << E | 1 << W,
            (ManMoves::Orthogonal, Colour::Black) => 1 << S | 1 << E | 1 << W,
            (ManMoves::Diagonal, Colour::White) => 1 << NE | 1 << NW,
            (ManMoves::Diagonal, Colour::Black) => 1 << SE | 1 << SW,
        }
    }

    #[inline(always)]
    fn man_captures(colour: Colour, men: ManMoves, capture: ManCapture) -> u8 {
        use full::{N, NE, NW, S, SE, SW};
        let forward = Self::man_steps(colour, men);
        match (capture, men) {
            (ManCapture::Forward, _) => forward,
            (ManCapture::BothWays, ManMoves::Orthogonal) => forward | 1 << N | 1 << S,
            (ManCapture::BothWays, ManMoves::Diagonal) => 1 << NE | 1 << NW | 1 << SE | 1 << SW,
        }
    }

    #[inline(always)]
    fn king_dirs(lines: KingLines) -> u8 {
        use full::{E, N, NE, NW, S, SE, SW, W};
        let orthogonal = 1 << N | 1 << E | 1 << W | 1 << S;
        let diagonal = 1 << NE | 1 << NW | 1 << SE | 1 << SW;
        match lines {
            KingLines::Orthogonal => orthogonal,
            KingLines::Diagonal => diagonal,
            KingLines::Both => orthogonal | diagonal,
        }
    }
}

/// Iterates the directions of the set `dirs`, lowest first.
#[inline(always)]
pub(super) fn each_dir(mut dirs: u8) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if dirs == 0 {
            None
        } else {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            Some(d)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dark::{Dark10, Dark8};
    use crate::board::popcount::Portable;

    fn reverses_and_rays<L: Lines>() {
        for d in 0..L::DIRS {
            assert_eq!(L::back(L::back(d)), d);
            assert_ne!(L::up(d), L::up(L::back(d)));
            for sq in 0..64u32 {
                let b = 1u64 << sq;
                if b & L::MASK == 0 {
                    continue;
                }
                // A step there and back returns, and the ray starts with the step.
                let one = L::line_step(b, d);
                if one != 0 {
                    assert_eq!(L::line_step(one, L::back(d)), b);
                    assert_eq!(L::ray(d, sq) & one, one);
                } else {
                    assert_eq!(L::ray(d, sq), 0);
                }
            }
        }
    }

    #[test]
    fn every_layout_has_reversible_lines() {
        reverses_and_rays::<Dark8>();
        reverses_and_rays::<Dark10>();
        reverses_and_rays::<Full>();
        // Turkish men: forward and sideways, never back.
        let white = Full::<Portable>::man_captures(
            Colour::White,
            ManMoves::Orthogonal,
            ManCapture::Forward,
        );
        assert_eq!(white.count_ones(), 3);
        assert_eq!(white & 1 << full::S, 0);
        assert_eq!(Full::<Portable>::king_dirs(KingLines::Both), 0xff);
    }
}
