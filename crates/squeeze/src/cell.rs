//! Board geometry for people: cells, sets of cells and the three board sizes.
//!
//! Every size uses one bit layout: the cell on file `f` (a = 0) and rank `r` (1 = 0) is
//! bit `10 r + f` of a [`Cells`] set. The tenth file of each rank is never a cell, so a
//! shift by ±1, ±9, ±10 or ±11 moves a set one step in one of the eight directions,
//! and a cell that would leave the board lands on a bit that is no cell. The 9×9 board
//! uses bits up to 88, hence a `u128`; `crate::geometry` runs the 5×5 board in a `u64`.

use std::fmt;

use doska_core::BitIndex;

doska_core::choices! {
    /// The board: 5×5 (the traditional game, 12 pieces each), 7×7 (24 each) or 9×9 (40
    /// each). Its name in specs is the side length (`size=7`).
    pub enum Size {
        /// 5×5, centre c3, 12 pieces each.
        Five = "5",
        /// 7×7, centre d4, 24 pieces each.
        Seven = "7",
        /// 9×9, centre e5, 40 pieces each.
        Nine = "9",
    }
}

/// The bit distance between two ranks.
pub(crate) const STRIDE: u32 = 10;

impl Size {
    /// The number of files and of ranks: 5, 7 or 9.
    #[inline]
    pub const fn side(self) -> u8 {
        match self {
            Size::Five => 5,
            Size::Seven => 7,
            Size::Nine => 9,
        }
    }

    /// The pieces each side places: every cell but the centre, halved (12, 24 or 40).
    #[inline]
    pub const fn pieces(self) -> u8 {
        let n = self.side();
        (n * n - 1) / 2
    }

    /// The centre cell, which stays empty during the placement (c3, d4 or e5).
    #[inline]
    pub const fn centre(self) -> Cell {
        let half = self.side() / 2;
        Cell::at(half, half)
    }

    /// Every cell of the board.
    #[inline]
    pub const fn cells(self) -> Cells {
        const FIVE: u128 = board_bits(5);
        const SEVEN: u128 = board_bits(7);
        const NINE: u128 = board_bits(9);
        Cells::from_bits(match self {
            Size::Five => FIVE,
            Size::Seven => SEVEN,
            Size::Nine => NINE,
        })
    }

    /// Whether `cell` lies on this board.
    #[inline]
    pub const fn contains(self, cell: Cell) -> bool {
        cell.file() < self.side() && cell.rank() < self.side()
    }
}

/// The bits of the cells of an `n`×`n` board.
pub(crate) const fn board_bits(n: u8) -> u128 {
    let mut bits = 0u128;
    let mut r = 0;
    while r < n {
        let mut f = 0;
        while f < n {
            bits |= 1 << (r as u32 * STRIDE + f as u32);
            f += 1;
        }
        r += 1;
    }
    bits
}

/// A cell of the board, named algebraically (`c3`): file letter from `a`, rank from
/// `1` at the bottom as White sees the board. Files and ranks run from 0 to 8, so a
/// cell exists on the boards whose [`Size::side`] exceeds both.
///
/// ```
/// use doska_squeeze::{Cell, Size};
/// let c3 = Cell::new(2, 2).unwrap();
/// assert_eq!(c3.to_string(), "c3");
/// assert_eq!(Cell::from_name("c3"), Some(c3));
/// assert_eq!(Size::Five.centre(), c3);
/// assert!(!Size::Five.contains(Cell::from_name("f1").unwrap()));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Cell(u8);

impl Cell {
    /// The cell on `file` (0 = a) and `rank` (0 = rank 1), or `None` beyond the 9×9 board.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Cell> {
        if file < 9 && rank < 9 {
            Some(Cell::at(file, rank))
        } else {
            None
        }
    }

    /// The cell on `file` and `rank`, both below 9.
    #[inline]
    pub(crate) const fn at(file: u8, rank: u8) -> Cell {
        Cell(rank * STRIDE as u8 + file)
    }

    /// The file, 0 for a.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % STRIDE as u8
    }

    /// The rank, 0 for rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / STRIDE as u8
    }

    /// The cell named `name` (`a1` to `i9`), or `None` for any other text.
    pub fn from_name(name: &str) -> Option<Cell> {
        match name.as_bytes() {
            &[f @ b'a'..=b'i', r @ b'1'..=b'9'] => Cell::new(f - b'a', r - b'1'),
            _ => None,
        }
    }

    /// Whether the two cells are next to each other along a rank, a file or a diagonal.
    #[inline]
    pub const fn touches(self, other: Cell) -> bool {
        let df = self.file().abs_diff(other.file());
        let dr = self.rank().abs_diff(other.rank());
        df <= 1 && dr <= 1 && df + dr > 0
    }
}

impl BitIndex for Cell {
    #[inline]
    fn bit(self) -> u32 {
        u32::from(self.0)
    }
    #[inline]
    fn from_bit(bit: u32) -> Cell {
        Cell(bit as u8)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

doska_core::bitboard! {
    /// A set of cells, one bit per cell in the layout of the [module docs](self):
    /// the pieces of a side, the empty cells, the pieces a step captures.
    pub struct Cells(u128) of Cell;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        for (size, n, pieces, centre) in [
            (Size::Five, 5, 12, "c3"),
            (Size::Seven, 7, 24, "d4"),
            (Size::Nine, 9, 40, "e5"),
        ] {
            assert_eq!(size.side(), n);
            assert_eq!(size.pieces(), pieces);
            assert_eq!(size.centre().to_string(), centre);
            assert_eq!(size.cells().count(), u32::from(n) * u32::from(n));
            assert!(size.cells().contains(size.centre()));
        }
        assert_eq!(Cell::from_name("i9").unwrap().to_string(), "i9");
        for bad in ["", "a", "a0", "j1", "a10", "A1", "1a"] {
            assert_eq!(Cell::from_name(bad), None, "{bad}");
        }
        let b2 = Cell::from_name("b2").unwrap();
        assert!(b2.touches(Cell::from_name("c3").unwrap()));
        assert!(!b2.touches(b2));
        assert!(!b2.touches(Cell::from_name("d2").unwrap()));
    }
}
