//! [`Size`]: the three boards, with their cells, centres and pieces.

use crate::cell::Cell;
use crate::cells::Cells;

doska_core::choices! {
    /// The board: 5×5 (the traditional game, 12 pieces each), 7×7 (24 each) or 9×9 (40
    /// each). Its name in specs is the side length (`size=7`).
    ///
    /// ```
    /// use doska_squeeze::Size;
    /// assert_eq!(Size::Seven.side(), 7);
    /// assert_eq!(Size::Seven.pieces(), 24);
    /// assert_eq!(Size::Seven.centre().to_string(), "d4");
    /// assert_eq!(Size::Seven.cells().count(), 49);
    /// ```
    pub enum Size {
        /// 5×5, centre c3, 12 pieces each.
        Five = "5",
        /// 7×7, centre d4, 24 pieces each.
        Seven = "7",
        /// 9×9, centre e5, 40 pieces each.
        Nine = "9",
    }
}

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

/// The bits of the cells of an `n`×`n` board, in the layout of [`Cell`].
pub(crate) const fn board_bits(n: u8) -> u128 {
    let mut bits = 0u128;
    let mut r = 0;
    while r < n {
        let mut f = 0;
        while f < n {
            bits |= 1 << Cell::at(f, r).index();
            f += 1;
        }
        r += 1;
    }
    bits
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
            for cell in Cell::all() {
                assert_eq!(size.contains(cell), size.cells().contains(cell), "{cell}");
            }
        }
    }
}
