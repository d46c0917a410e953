//! Sets of cells: one bit per cell of the 8×8 frame, bit `rank * 8 + file`.
//!
//! [`Squares`] is declared with [`doska_core::bitboard!`], so it has the methods every
//! family's set type has; this module adds the frame's masks, the mirror in the a1–h8
//! diagonal and the orthogonal neighbours. The scorer works on the raw words
//! ([`Squares::bits`]) with the word functions of [`bits`], which the methods wrap.
//!
//! Bits of cells off a smaller board are never set in a [`Board`](crate::Board) or a
//! position; [`BoardSize::mask`](crate::BoardSize::mask) gives the board's cells.

use crate::square::Square;

doska_core::bitboard! {
    /// A set of cells of the 8×8 frame, bit `rank * 8 + file`.
    ///
    /// ```
    /// use doska_scoring_rows::Squares;
    /// let bb = Squares::EMPTY.with("a1".parse().unwrap()).with("b2".parse().unwrap());
    /// assert_eq!(bb.count(), 2);
    /// assert_eq!(bb.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["a1", "b2"]);
    /// assert_eq!(bb.bits(), 0x0201);
    /// ```
    pub struct Squares(u64) of Square;
}

/// The word operations behind [`Squares`]'s geometry, for the scorer's raw-word code.
pub(crate) mod bits {
    /// The cells of file a.
    pub(crate) const FILE_A: u64 = 0x0101_0101_0101_0101;
    /// The cells of file h.
    pub(crate) const FILE_H: u64 = 0x8080_8080_8080_8080;

    /// The cells with an orthogonal neighbour in `set` along a rank (left or right).
    #[inline]
    pub(crate) const fn rank_neighbours(set: u64) -> u64 {
        ((set << 1) & !FILE_A) | ((set >> 1) & !FILE_H)
    }

    /// The cells with an orthogonal neighbour in `set` along a file (above or below).
    #[inline]
    pub(crate) const fn file_neighbours(set: u64) -> u64 {
        (set << 8) | (set >> 8)
    }

    /// `set` mirrored in the a1–h8 diagonal: files become ranks (c2 ↦ b3).
    #[inline]
    pub(crate) const fn transpose(set: u64) -> u64 {
        // The classic three-step delta swap (Hacker's Delight 7-3).
        let mut x = set;
        let t = (x ^ (x >> 7)) & 0x00aa_00aa_00aa_00aa;
        x ^= t ^ (t << 7);
        let t = (x ^ (x >> 14)) & 0x0000_cccc_0000_cccc;
        x ^= t ^ (t << 14);
        let t = (x ^ (x >> 28)) & 0x0000_0000_f0f0_f0f0;
        x ^= t ^ (t << 28);
        x
    }
}

impl Squares {
    /// Every cell of the 8×8 frame.
    pub const FULL: Squares = Squares(!0);
    /// The cells of file a.
    pub const FILE_A: Squares = Squares(bits::FILE_A);
    /// The cells of file h.
    pub const FILE_H: Squares = Squares(bits::FILE_H);

    /// The set mirrored in the a1–h8 diagonal: files become ranks (c2 ↦ b3).
    #[inline]
    #[must_use]
    pub const fn transpose(self) -> Squares {
        Squares(bits::transpose(self.0))
    }

    /// The cells with an orthogonal neighbour in this set along a rank (left or right).
    #[inline]
    #[must_use]
    pub const fn rank_neighbours(self) -> Squares {
        Squares(bits::rank_neighbours(self.0))
    }

    /// The cells with an orthogonal neighbour in this set along a file (above or below).
    #[inline]
    #[must_use]
    pub const fn file_neighbours(self) -> Squares {
        Squares(bits::file_neighbours(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transpose_swaps_files_and_ranks() {
        for sq in Square::all() {
            let t = Square::new(sq.rank(), sq.file()).unwrap();
            assert_eq!(Squares::single(sq).transpose(), Squares::single(t));
        }
    }

    #[test]
    fn neighbours_stay_on_the_frame() {
        let h1 = Squares::single(Square::new(7, 0).unwrap());
        let a2 = Square::new(0, 1).unwrap();
        // h1's right neighbour would wrap to a2; it does not.
        assert!(!h1.rank_neighbours().contains(a2));
        assert_eq!(h1.rank_neighbours().count(), 1);
        assert_eq!(h1.file_neighbours().count(), 1);
        assert_eq!(Squares::FULL.iter().count(), 64);
    }
}
