//! A set of squares as one `u64` (bit `i` = square index `i`).

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::square::Square;

/// A set of squares, bit `i` standing for the square with index `i` (`a1` = bit 0).
///
/// ```
/// use doska_lines_of_action::{Bitboard, Square};
/// let b = Bitboard::from_square("a1".parse().unwrap()) | Bitboard::from_square("b2".parse().unwrap());
/// assert_eq!(b.len(), 2);
/// assert_eq!(b.dilate(), Bitboard(0x07_07_07)); // a1 … c3
/// assert_eq!(b.neighbours(), Bitboard(0x07_05_06));
/// assert_eq!(b.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["a1", "b2"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

/// File `a`.
const FILE_A: u64 = 0x0101_0101_0101_0101;
/// File `h`.
const FILE_H: u64 = FILE_A << 7;

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const FULL: Bitboard = Bitboard(!0);

    /// The set holding just `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(sq.bit())
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & sq.bit() != 0
    }

    /// The number of squares.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has more than one square.
    #[inline]
    pub const fn has_several(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The square with the lowest index, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(self.0.trailing_zeros() as u8)
        }
    }

    /// The set plus every square next to one of its squares (orthogonally or
    /// diagonally): one step of a king in every direction.
    #[inline]
    pub const fn dilate(self) -> Bitboard {
        let b = self.0;
        let row = b | ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H);
        Bitboard(row | (row << 8) | (row >> 8))
    }

    /// The squares next to a square of the set (orthogonally or diagonally), the set's
    /// own squares excluded.
    #[inline]
    pub const fn neighbours(self) -> Bitboard {
        Bitboard(self.dilate().0 & !self.0)
    }

    /// The squares in index order.
    #[inline]
    pub const fn iter(self) -> SquareIter {
        SquareIter(self.0)
    }
}

/// The squares of a [`Bitboard`] in index order.
#[derive(Clone, Debug)]
pub struct SquareIter(u64);

impl Iterator for SquareIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Square::from_index(i)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = SquareIter;
    fn into_iter(self) -> SquareIter {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        Bitboard(iter.into_iter().fold(0, |b, sq| b | sq.bit()))
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    /// Eight lines, rank 8 first, `x` for a member.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard({:#018x})", self.0)?;
        for rank in (0..8).rev() {
            for file in 0..8 {
                let bit = 1u64 << (rank * 8 + file);
                f.write_str(if self.0 & bit != 0 { "x" } else { "." })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dilation_stays_on_the_board() {
        let corner = |s: &str| Bitboard::from_square(s.parse().unwrap());
        assert_eq!(corner("a1").dilate().len(), 4);
        assert_eq!(corner("h1").dilate().len(), 4);
        assert_eq!(corner("a8").dilate().len(), 4);
        assert_eq!(corner("h8").dilate().len(), 4);
        assert_eq!(corner("d4").dilate().len(), 9);
        assert_eq!(corner("a4").neighbours().len(), 5);
        // h4's neighbours must not wrap to file a.
        assert_eq!(
            corner("h4").neighbours() & Bitboard(FILE_A),
            Bitboard::EMPTY
        );
    }

    #[test]
    fn iteration() {
        let b = Bitboard(0x8000_0000_0000_0001);
        assert_eq!(b.iter().len(), 2);
        assert_eq!(b.first(), Some(Square::A1));
        assert!(b.has_several());
        assert!(!Bitboard(4).has_several());
        assert_eq!(b.iter().collect::<Bitboard>(), b);
    }
}
