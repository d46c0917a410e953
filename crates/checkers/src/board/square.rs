//! The places of the board: [`Square`] and [`BoardSize`].

use std::fmt;

doska_core::choices! {
    /// The board: 8×8 (32 dark squares) or 10×10 (50 dark squares); `a1` is dark.
    pub enum BoardSize {
        /// 8×8, squares `a1`…`h8`, PDN numbers 1–32.
        Eight = "8x8",
        /// 10×10, squares `a1`…`j10`, PDN numbers 1–50.
        Ten = "10x10",
    }
}

impl BoardSize {
    /// The number of files (and ranks): 8 or 10.
    #[inline]
    pub const fn side(self) -> u8 {
        match self {
            BoardSize::Eight => 8,
            BoardSize::Ten => 10,
        }
    }

    /// The number of dark squares: 32 or 50.
    #[inline]
    pub const fn dark_squares(self) -> u8 {
        self.side() * self.side() / 2
    }

    /// Whether `square` lies on this board (dark or light).
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        square.file() < self.side() && square.rank() < self.side()
    }

    /// The dark square with PDN number `number` (1 is the top-left dark square seen
    /// from White, numbers run left to right, top to bottom), if it exists.
    pub const fn square_of_number(self, number: u8) -> Option<Square> {
        let half = self.side() / 2;
        if number == 0 || number > self.dark_squares() {
            return None;
        }
        let i = number - 1;
        let row_from_top = i / half;
        let rank = self.side() - 1 - row_from_top;
        let col = i % half;
        // Dark squares have file + rank even.
        let file = col * 2 + rank % 2;
        Square::new(file, rank)
    }

    /// The PDN number of a dark square of this board, if it is one.
    pub const fn number_of(self, square: Square) -> Option<u8> {
        if !self.contains(square) || !square.is_dark() {
            return None;
        }
        let half = self.side() / 2;
        let row_from_top = self.side() - 1 - square.rank();
        Some(row_from_top * half + square.file() / 2 + 1)
    }
}

/// A square named algebraically: file `a`… from White's left, rank `1`… from White's
/// side. Board-independent (up to 10×10); whether it is on a given board and dark is
/// asked of [`BoardSize`] and [`Square::is_dark`].
///
/// ```
/// use doska_checkers::{BoardSize, Square};
/// let c3 = Square::parse("c3").unwrap();
/// assert_eq!((c3.file(), c3.rank()), (2, 2));
/// assert!(c3.is_dark());
/// assert_eq!(c3.to_string(), "c3");
/// assert_eq!(BoardSize::Eight.number_of(c3), Some(22));
/// assert_eq!(BoardSize::Ten.square_of_number(46), Square::parse("a1"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The largest board side a square can name.
    pub const MAX_SIDE: u8 = 10;

    /// The square on `file` (0 = `a`) and `rank` (0 = rank 1), both below 10.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < Self::MAX_SIDE && rank < Self::MAX_SIDE {
            Some(Square(rank * 16 + file))
        } else {
            None
        }
    }

    /// The file, 0 for `a`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 15
    }

    /// The rank, 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 4
    }

    /// Whether the square is dark (`a1` is dark).
    #[inline]
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()) % 2 == 0
    }

    /// Reads an algebraic name such as `c3` or `j10` (lower case).
    pub fn parse(text: &str) -> Option<Square> {
        let b = text.as_bytes();
        if b.len() < 2 || b.len() > 3 || !b[0].is_ascii_lowercase() {
            return None;
        }
        let file = b[0] - b'a';
        let digits = &b[1..];
        if !digits.iter().all(u8::is_ascii_digit) || digits[0] == b'0' {
            return None;
        }
        let rank = digits
            .iter()
            .fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
        if rank == 0 || rank > u32::from(Self::MAX_SIDE) {
            return None;
        }
        Square::new(file, rank as u8 - 1)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pdn_numbers() {
        let eight = BoardSize::Eight;
        let name = |n| eight.square_of_number(n).unwrap().to_string();
        assert_eq!(name(1), "b8");
        assert_eq!(name(4), "h8");
        assert_eq!(name(5), "a7");
        assert_eq!(name(29), "a1");
        assert_eq!(name(32), "g1");
        let ten = BoardSize::Ten;
        let name = |n| ten.square_of_number(n).unwrap().to_string();
        assert_eq!(name(1), "b10");
        assert_eq!(name(46), "a1");
        assert_eq!(name(50), "i1");
        for size in [eight, ten] {
            for n in 1..=size.dark_squares() {
                let sq = size.square_of_number(n).unwrap();
                assert!(sq.is_dark());
                assert_eq!(size.number_of(sq), Some(n));
            }
            assert_eq!(size.square_of_number(0), None);
            assert_eq!(size.square_of_number(size.dark_squares() + 1), None);
        }
    }

    #[test]
    fn algebraic_names() {
        assert_eq!(Square::parse("j10").unwrap().to_string(), "j10");
        for bad in ["", "a", "a0", "a11", "A1", "a01", "k", "é1", "a1x"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
        assert!(Square::parse("b2").unwrap().is_dark());
        assert!(!Square::parse("b1").unwrap().is_dark());
    }
}
