//! [`Cell`]: one cell of the board, named algebraically (`c3`).

doska_core::square! {
    /// A cell of the board, named algebraically (`c3`): file letter from `a`, rank from
    /// `1` at the bottom as White sees the board. Files and ranks run from 0 to 8, so a
    /// cell exists on the boards whose [`Size::side`](crate::Size::side) exceeds both.
    ///
    /// Every board size uses one bit layout: the cell on file `f` (a = 0) and rank `r`
    /// (1 = 0) has the index `10 r + f`, its bit in a [`Cells`](crate::Cells) set. The
    /// tenth file of each rank is never a cell, so a shift by ±1, ±9, ±10 or ±11 moves a
    /// set one step in one of the eight directions, and a cell that would leave the
    /// board lands on a bit that is no cell. The 9×9 board uses bits up to 88.
    ///
    /// A cell is read with [`FromStr`](std::str::FromStr) (the error is
    /// [`SquareError`](doska_core::SquareError)); `Display` and `Debug` write its name.
    ///
    /// ```
    /// use doska_squeeze::{Cell, Size};
    /// let c3 = Cell::new(2, 2).unwrap();
    /// assert_eq!(c3.to_string(), "c3");
    /// assert_eq!(format!("{c3:?}"), "c3");
    /// assert_eq!("c3".parse(), Ok(c3));
    /// assert_eq!(c3.index(), 22);
    /// assert_eq!(Size::Five.centre(), c3);
    /// assert!(!Size::Five.contains("f1".parse().unwrap()));
    /// assert_eq!("j1".parse::<Cell>().unwrap_err().to_string(), "`j1` is not a cell (a1 to i9)");
    /// ```
    pub struct Cell { files: 9, ranks: 9, stride: 10, noun: "cell" }
}

impl Cell {
    /// The cell on `file` and `rank`, both below 9.
    #[inline]
    pub(crate) const fn at(file: u8, rank: u8) -> Cell {
        Cell(rank * Cell::STRIDE + file)
    }

    /// Whether the two cells are next to each other along a rank, a file or a diagonal.
    ///
    /// ```
    /// use doska_squeeze::Cell;
    /// let b2: Cell = "b2".parse().unwrap();
    /// assert!(b2.touches("c3".parse().unwrap()));
    /// assert!(!b2.touches(b2));
    /// assert!(!b2.touches("d2".parse().unwrap()));
    /// ```
    #[inline]
    pub const fn touches(self, other: Cell) -> bool {
        let df = self.file().abs_diff(other.file());
        let dr = self.rank().abs_diff(other.rank());
        df <= 1 && dr <= 1 && df + dr > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_neighbours() {
        let i9: Cell = "i9".parse().unwrap();
        assert_eq!(i9.to_string(), "i9");
        assert_eq!(i9.index(), 88);
        for bad in ["", "a", "a0", "j1", "a10", "A1", "1a", " a1", "a01"] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
            assert_eq!(Cell::from_ascii(bad.as_bytes()), None, "{bad}");
        }
        for cell in Cell::all() {
            assert_eq!(Cell::at(cell.file(), cell.rank()), cell);
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
        }
        let b2: Cell = "b2".parse().unwrap();
        assert!(b2.touches("a1".parse().unwrap()));
        assert!(b2.touches("c3".parse().unwrap()));
        assert!(!b2.touches(b2));
        assert!(!b2.touches("d2".parse().unwrap()));
    }
}
