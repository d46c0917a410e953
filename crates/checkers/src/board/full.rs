//! The geometry of all 64 squares of the 8×8 board (Turkish draughts).
//!
//! Square (`file`, `rank`) is bit `8·rank + file`, so a1 is bit 0 and h8 bit 63. The
//! eight directions are shifts of the whole word; a step along a rank or a diagonal
//! that would wrap round the edge of the board is masked off by a file mask:
//!
//! | index | direction | step |
//! |---|---|---|
//! | 0 | N (up) | `<< 8` |
//! | 1 | E (right) | `<< 1`, not onto file a |
//! | 2 | NE | `<< 9`, not onto file a |
//! | 3 | NW | `<< 7`, not onto file h |
//! | 4 | SE | `>> 7`, not onto file a |
//! | 5 | SW | `>> 9`, not onto file h |
//! | 6 | W (left) | `>> 1`, not onto file h |
//! | 7 | S (down) | `>> 8` |
//!
//! The directions going up the word (to higher bits) are 0–3, and the reverse of `d`
//! is `7 − d`, as in the dark-square layouts (where they are 0–1 and `3 − d`).

use std::marker::PhantomData;

use crate::board::popcount::{Popcount, Portable};

/// Up the board (towards Black).
pub(crate) const N: usize = 0;
/// Right (towards file h).
pub(crate) const E: usize = 1;
/// Up and right.
pub(crate) const NE: usize = 2;
/// Up and left.
pub(crate) const NW: usize = 3;
/// Down and right.
pub(crate) const SE: usize = 4;
/// Down and left.
pub(crate) const SW: usize = 5;
/// Left (towards file a).
pub(crate) const W: usize = 6;
/// Down the board (towards White).
pub(crate) const S: usize = 7;

/// File a.
pub(crate) const FILE_A: u64 = 0x0101_0101_0101_0101;
/// File h.
pub(crate) const FILE_H: u64 = FILE_A << 7;
/// Rank 1 (Black's promotion rank).
pub(crate) const RANK_1: u64 = 0xff;
/// Rank 8 (White's promotion rank).
pub(crate) const RANK_8: u64 = 0xff << 56;

/// The bit distance of a step in each direction.
const SHIFT: [u32; 8] = [8, 1, 9, 7, 7, 9, 1, 8];

/// The squares a step in each direction may arrive on (file masks against wrapping).
const ARRIVE: [u64; 8] = [!0, !FILE_A, !FILE_A, !FILE_H, !FILE_A, !FILE_H, !FILE_H, !0];

/// Whether `d` goes to higher bits.
#[inline(always)]
pub(crate) const fn is_up(d: usize) -> bool {
    d < 4
}

/// Every square of `bb` moved one step in direction `d` (those leaving the board are
/// dropped).
#[inline(always)]
pub(crate) const fn step(bb: u64, d: usize) -> u64 {
    let moved = if is_up(d) {
        bb << SHIFT[d]
    } else {
        bb >> SHIFT[d]
    };
    moved & ARRIVE[d]
}

const fn rays() -> [[u64; 64]; 8] {
    let mut rays = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut i = 0;
        while i < 64 {
            let mut ray = 0u64;
            let mut b = step(1 << i, d);
            while b != 0 {
                ray |= b;
                b = step(b, d);
            }
            rays[d][i] = ray;
            i += 1;
        }
        d += 1;
    }
    rays
}

/// `RAYS[d][i]`: every square from `i` in direction `d`, `i` excluded.
pub(crate) const RAYS: [[u64; 64]; 8] = rays();

/// The long diagonal a1–h8.
pub(crate) const LONG_DIAGONAL: u64 = 0x8040_2010_0804_0201;

/// The 64-square geometry, counting bits with `P` (the portable count unless the CPU
/// check of module `popcount` chose its instruction).
pub(crate) struct Full<P = Portable>(PhantomData<P>);

impl<P: Popcount> Full<P> {
    /// The number of set bits of `x`.
    #[inline(always)]
    pub(crate) fn popcount(x: u64) -> u32 {
        P::popcount(x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(file: i32, rank: i32) -> u64 {
        if (0..8).contains(&file) && (0..8).contains(&rank) {
            1 << (8 * rank + file)
        } else {
            0
        }
    }

    /// Every step equals moving the square's coordinates.
    #[test]
    fn steps_move_coordinates() {
        let delta = [
            (0, 1),
            (1, 0),
            (1, 1),
            (-1, 1),
            (1, -1),
            (-1, -1),
            (-1, 0),
            (0, -1),
        ];
        for (d, (df, dr)) in delta.iter().enumerate() {
            for rank in 0..8 {
                for file in 0..8 {
                    assert_eq!(step(at(file, rank), d), at(file + df, rank + dr), "{d}");
                    let mut ray = 0;
                    let mut k = 1;
                    while at(file + k * df, rank + k * dr) != 0 {
                        ray |= at(file + k * df, rank + k * dr);
                        k += 1;
                    }
                    assert_eq!(RAYS[d][(8 * rank + file) as usize], ray);
                }
            }
            assert_eq!(SHIFT[d], SHIFT[7 - d]);
            assert_ne!(is_up(d), is_up(7 - d));
        }
        assert_eq!(LONG_DIAGONAL, RAYS[NE][0] | 1);
        assert_eq!(RANK_8, RAYS[E][56] | 1 << 56);
        assert_eq!(FILE_H, RAYS[N][7] | 1 << 7);
    }
}
