//! [`Cells`]: a set of cells, one bit per cell.

use crate::cell::Cell;

doska_core::bitboard! {
    /// A set of cells, one bit per cell in the layout of [`Cell`] (bit `10 × rank +
    /// file`): the pieces of a side, the empty cells, the pieces a step captures. The
    /// 9×9 board uses bits up to 88, hence a `u128`; move generation runs the 5×5 board
    /// in a `u64`.
    ///
    /// ```
    /// use doska_squeeze::{Cell, Cells};
    /// let c3: Cell = "c3".parse().unwrap();
    /// let set = Cells::single(c3).with("a1".parse().unwrap());
    /// assert_eq!(set.count(), 2);
    /// assert_eq!(set.bits(), 1 << 22 | 1);
    /// assert_eq!(format!("{set:?}"), "Cells{a1, c3}");
    /// ```
    pub struct Cells(u128) of Cell;
}
