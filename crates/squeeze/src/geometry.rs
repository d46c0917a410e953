//! The hot-path geometry: each board size as a type over the smallest machine word
//! that holds it, with its neighbour table, and the shift-and-mask operations move
//! generation, capture detection and counting are built from.
//!
//! The bit layout is the one of [`Cells`](crate::Cells) (`10 × rank + file`): a shift
//! by 1, 9, 10 or 11 moves every bit one step east, north-west, north or north-east
//! (and back the other way), and a step off the board lands on the unused tenth file
//! or outside the board, which the masks below never contain. The 5×5 board (bits up to
//! 44) runs in a `u64`, which costs a 64-bit processor no more than a `u32`; 7×7 (up
//! to 66) and 9×9 (up to 88) run in a `u128`. Every public entry point reaches the
//! code for its size through [`with_geometry!`], so the recursion of perft and the
//! move loops are compiled once per size with their masks as constants.

use doska_core::Word;

use crate::cell::Cell;
use crate::size::board_bits;

/// A machine word a board fits in, convertible to and from the `u128` of [`Cells`](crate::Cells).
pub(crate) trait Lanes: Word {
    /// The low bits of `bits` (the board's cells all fit).
    fn narrow(bits: u128) -> Self;
    /// The bits as a `u128`.
    fn wide(self) -> u128;
}

impl Lanes for u64 {
    #[inline(always)]
    fn narrow(bits: u128) -> u64 {
        bits as u64
    }
    #[inline(always)]
    fn wide(self) -> u128 {
        u128::from(self)
    }
}

impl Lanes for u128 {
    #[inline(always)]
    fn narrow(bits: u128) -> u128 {
        bits
    }
    #[inline(always)]
    fn wide(self) -> u128 {
        self
    }
}

/// One board size, as a type: its word, its cells and its neighbour table.
pub(crate) trait Geometry: 'static {
    /// The word the board fits in.
    type W: Lanes;
    /// Every cell.
    const BOARD: Self::W;
    /// The cells next to the cell at `bit` (a cell of the board).
    fn neighbours(bit: u32) -> Self::W;
}

/// The 5×5 board in a `u64`.
pub(crate) struct Five;
/// The 7×7 board in a `u128`.
pub(crate) struct Seven;
/// The 9×9 board in a `u128`.
pub(crate) struct Nine;

/// The bits of the board cells that touch each bit (0 for bits that are no cell).
const fn neighbour_table<const N: usize>(side: u8) -> [u128; N] {
    let board = board_bits(side);
    let mut table = [0u128; N];
    let mut bit = 0;
    while bit < N {
        if board >> bit & 1 != 0 {
            let one = 1u128 << bit;
            table[bit] = spread_wide(one) & board;
        }
        bit += 1;
    }
    table
}

const fn spread_wide(x: u128) -> u128 {
    (x << 1) | (x >> 1) | (x << 9) | (x >> 9) | (x << 10) | (x >> 10) | (x << 11) | (x >> 11)
}

const fn narrow_table<const N: usize>(wide: [u128; N]) -> [u64; N] {
    let mut table = [0u64; N];
    let mut i = 0;
    while i < N {
        table[i] = wide[i] as u64;
        i += 1;
    }
    table
}

const CELLS_5: usize = 4 * Cell::STRIDE as usize + 5;
const CELLS_7: usize = 6 * Cell::STRIDE as usize + 7;
const CELLS_9: usize = 8 * Cell::STRIDE as usize + 9;

static NEIGHBOURS_5: [u64; CELLS_5] = narrow_table(neighbour_table::<CELLS_5>(5));
static NEIGHBOURS_7: [u128; CELLS_7] = neighbour_table::<CELLS_7>(7);
static NEIGHBOURS_9: [u128; CELLS_9] = neighbour_table::<CELLS_9>(9);

impl Geometry for Five {
    type W = u64;
    const BOARD: u64 = board_bits(5) as u64;
    #[inline(always)]
    fn neighbours(bit: u32) -> u64 {
        NEIGHBOURS_5[bit as usize]
    }
}

impl Geometry for Seven {
    type W = u128;
    const BOARD: u128 = board_bits(7);
    #[inline(always)]
    fn neighbours(bit: u32) -> u128 {
        NEIGHBOURS_7[bit as usize]
    }
}

impl Geometry for Nine {
    type W = u128;
    const BOARD: u128 = board_bits(9);
    #[inline(always)]
    fn neighbours(bit: u32) -> u128 {
        NEIGHBOURS_9[bit as usize]
    }
}

/// Runs `$body` with `$g` naming the [`Geometry`] of `$size`.
macro_rules! with_geometry {
    ($size:expr, $g:ident => $body:expr) => {
        match $size {
            $crate::size::Size::Five => {
                type $g = $crate::geometry::Five;
                $body
            }
            $crate::size::Size::Seven => {
                type $g = $crate::geometry::Seven;
                $body
            }
            $crate::size::Size::Nine => {
                type $g = $crate::geometry::Nine;
                $body
            }
        }
    };
}
pub(crate) use with_geometry;

/// Every bit next to a bit of `x`, unmasked: callers intersect it with a set of cells.
#[inline(always)]
pub(crate) fn spread<W: Word>(x: W) -> W {
    (x << 1) | (x >> 1) | (x << 9) | (x >> 9) | (x << 10) | (x >> 10) | (x << 11) | (x >> 11)
}

/// The number of steps of the pieces `own` into the cells `empty` (a piece with three
/// empty neighbours counts three): the count of (piece, empty neighbour) pairs, one
/// shift and one population count per direction.
#[inline(always)]
pub(crate) fn count_steps<W: Word>(own: W, empty: W) -> u32 {
    ((own << 1) & empty).count_ones()
        + ((own >> 1) & empty).count_ones()
        + ((own << 9) & empty).count_ones()
        + ((own >> 9) & empty).count_ones()
        + ((own << 10) & empty).count_ones()
        + ((own >> 10) & empty).count_ones()
        + ((own << 11) & empty).count_ones()
        + ((own >> 11) & empty).count_ones()
}

/// Whether any piece of `own` has an empty neighbour in `empty`.
#[inline(always)]
pub(crate) fn can_step<W: Word>(own: W, empty: W) -> bool {
    spread(empty) & own != W::ZERO
}

/// The pieces of `opp` that a piece of `own` arriving on the cell `to` (one bit)
/// squeezes: in each of the eight directions, the neighbour of `to` when it is an
/// enemy piece with an own piece directly beyond it. The moving piece's former cell is
/// never one of these cells (it is next to `to`, not two steps away), so `own` may
/// hold the piece before or after the move.
#[inline(always)]
pub(crate) fn captures<W: Word>(to: W, own: W, opp: W) -> W {
    let up = |s: u32| (to << s) & opp & (own >> s);
    let down = |s: u32| (to >> s) & opp & (own << s);
    up(1) | down(1) | up(9) | down(9) | up(10) | down(10) | up(11) | down(11)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bit(name: &str) -> u32 {
        use doska_core::BitIndex;
        name.parse::<Cell>().unwrap().bit()
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        assert_eq!(Five::neighbours(bit("a1")).count_ones(), 3);
        assert_eq!(Five::neighbours(bit("c3")).count_ones(), 8);
        assert_eq!(Five::neighbours(bit("e3")).count_ones(), 5);
        assert_eq!(Seven::neighbours(bit("g7")).count_ones(), 3);
        assert_eq!(Nine::neighbours(bit("i5")).count_ones(), 5);
        assert_eq!(Nine::neighbours(bit("a9")).count_ones(), 3);
        for b in 0..CELLS_9 as u32 {
            let n = Nine::neighbours(b);
            assert_eq!(n & !Nine::BOARD, 0);
            if Nine::BOARD >> b & 1 != 0 {
                assert_eq!(n, spread(1u128 << b) & Nine::BOARD);
            }
        }
    }

    #[test]
    fn captures_need_an_own_piece_beyond() {
        let b = |names: &[&str]| names.iter().fold(0u64, |s, n| s | 1 << bit(n));
        // c3 arriving: d3 black with e3 white is taken; b3 black with a3 black is not.
        let own = b(&["e3", "c1"]);
        let opp = b(&["d3", "b3", "a3", "c2"]);
        assert_eq!(captures(b(&["c3"]), own, opp), b(&["d3", "c2"]));
        // Across the edge nothing is squeezed: on 9×9 a piece arriving on i3 has the
        // unused tenth file east of it, and the a-file of the next rank two bits on.
        let b9 = |names: &[&str]| names.iter().fold(0u128, |s, n| s | 1 << bit(n));
        let own = b9(&["b4", "b3", "b2", "a5", "g3", "g5"]);
        let opp = b9(&["a4", "a3", "a2", "h4", "h2"]);
        assert_eq!(captures(b9(&["i3"]), own, opp), b9(&["h4"]));
    }
}
