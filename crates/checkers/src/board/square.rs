//! The places of the board: [`Square`] and [`BoardSize`].

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

doska_core::square! {
    /// A square named algebraically: file `a`… from White's left, rank `1`… from
    /// White's side. Board-independent (up to 10×10); whether it is on a given board
    /// and dark is asked of [`BoardSize`] and [`Square::is_dark`]. Its index (and its
    /// bit in a [`Squares`](crate::Squares) set) is `10·rank + file`.
    ///
    /// ```
    /// use doska_checkers::{BoardSize, Square};
    /// let c3: Square = "c3".parse().unwrap();
    /// assert_eq!((c3.file(), c3.rank()), (2, 2));
    /// assert!(c3.is_dark());
    /// assert_eq!(c3.to_string(), "c3");
    /// assert_eq!(BoardSize::Eight.number_of(c3), Some(22));
    /// assert_eq!(BoardSize::Ten.square_of_number(46), "a1".parse().ok());
    /// assert!("k1".parse::<Square>().is_err());
    /// ```
    pub struct Square { files: 10, ranks: 10, stride: 10, noun: "square" }
}

impl Square {
    /// Whether the square is dark (`a1` is dark).
    #[inline]
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
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
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(sq("j10").to_string(), "j10");
        for bad in ["", "a", "a0", "a11", "A1", "a01", "k", "é1", "a1x", "k1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        assert!(sq("b2").is_dark());
        assert!(!sq("b1").is_dark());
    }
}
