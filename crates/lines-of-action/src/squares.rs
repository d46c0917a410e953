//! Sets of squares: [`Squares`], one `u64` with bit `i` for the square of index `i`
//! (`a1` = bit 0, `h1` = bit 7, `a8` = bit 56), declared with
//! [`doska_core::bitboard!`] so that it has the methods of every Doska set type, plus
//! the king-step dilation the connection test grows groups with.
//!
//! All 64 bits name squares, so `!set` needs no mask.

use doska_core::square::Square8 as Square;

doska_core::bitboard! {
    /// A set of squares, bit `i` standing for the square with index `i` (`a1` = bit 0,
    /// `h8` = bit 63).
    ///
    /// ```
    /// use doska_lines_of_action::{Square, Squares};
    /// let b = Squares::single("a1".parse().unwrap()).with("b2".parse().unwrap());
    /// assert_eq!(b.count(), 2);
    /// assert_eq!(b.dilate(), Squares::from_bits(0x07_07_07)); // a1 … c3
    /// assert_eq!(b.neighbours(), Squares::from_bits(0x07_05_06));
    /// assert_eq!(b.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["a1", "b2"]);
    /// assert_eq!(format!("{b:?}"), "Squares{a1, b2}");
    /// ```
    pub struct Squares(u64) of Square;
}

/// File `a`.
const FILE_A: u64 = 0x0101_0101_0101_0101;
/// File `h`.
const FILE_H: u64 = FILE_A << 7;

impl Squares {
    /// Every square.
    pub const FULL: Squares = Squares::from_bits(!0);

    /// Whether the set has more than one square.
    #[inline]
    pub const fn has_several(self) -> bool {
        let b = self.bits();
        b & b.wrapping_sub(1) != 0
    }

    /// The set plus every square next to one of its squares (orthogonally or
    /// diagonally): one step of a king in every direction.
    #[inline]
    pub const fn dilate(self) -> Squares {
        let b = self.bits();
        let row = b | ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H);
        Squares::from_bits(row | (row << 8) | (row >> 8))
    }

    /// The squares next to a square of the set (orthogonally or diagonally), the set's
    /// own squares excluded.
    #[inline]
    pub const fn neighbours(self) -> Squares {
        Squares::from_bits(self.dilate().bits() & !self.bits())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dilation_stays_on_the_board() {
        let corner = |s: &str| Squares::single(s.parse().unwrap());
        assert_eq!(corner("a1").dilate().count(), 4);
        assert_eq!(corner("h1").dilate().count(), 4);
        assert_eq!(corner("a8").dilate().count(), 4);
        assert_eq!(corner("h8").dilate().count(), 4);
        assert_eq!(corner("d4").dilate().count(), 9);
        assert_eq!(corner("a4").neighbours().count(), 5);
        // h4's neighbours must not wrap to file a.
        assert_eq!(
            corner("h4").neighbours() & Squares::from_bits(FILE_A),
            Squares::EMPTY
        );
    }

    #[test]
    fn iteration() {
        let b = Squares::from_bits(0x8000_0000_0000_0001);
        assert_eq!(b.iter().len(), 2);
        assert_eq!(b.first(), Some(Square::A1));
        assert!(b.has_several());
        assert!(!Squares::from_bits(4).has_several());
        assert_eq!(b.iter().collect::<Squares>(), b);
        assert_eq!(Squares::FULL.count(), 64);
        assert_eq!(!Squares::EMPTY, Squares::FULL);
    }
}
