//! Sets of points: [`Points`], a bitboard of the 24 points (declared with
//! [`doska_core::bitboard!`]): bit `i` is point `i` of the position text's order.

use crate::point::Point;

doska_core::bitboard! {
    /// A set of points as a 24-bit bitboard: bit `i` is [`Point::new(i)`](Point::new).
    ///
    /// Bits 24 to 31 name no point and are kept clear; [`Points::ALL`] is the mask of
    /// the 24 points (`!` flips every bit of the word, so complements are taken within
    /// a mask: `Points::ALL - set`).
    ///
    /// ```
    /// use doska_mill::{Point, Points};
    /// let s = Points::EMPTY.with(Point::A1).with(Point::G7);
    /// assert_eq!(s.count(), 2);
    /// assert!(s.contains(Point::G7));
    /// assert_eq!(s.iter().collect::<Vec<_>>(), [Point::A1, Point::G7]);
    /// assert_eq!((Points::ALL - s).count(), 22);
    /// assert_eq!(Points::single(Point::D1).bits(), 0b10);
    /// ```
    pub struct Points(u32) of Point;
}

impl Points {
    /// All 24 points.
    pub const ALL: Points = Points::from_bits((1 << 24) - 1);
}
