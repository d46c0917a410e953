//! Sets of points: [`Points`], one bit per point of the star in a `u128`.

use crate::point::Point;

doska_core::bitboard! {
    /// A set of points of the star: bit `i` is the point numbered `i`
    /// ([`Point::index`]). Bits 121 to 127 name no point and are kept clear.
    ///
    /// ```
    /// use doska_halma::{Point, Points};
    /// let a: Point = "m4".parse().unwrap();
    /// let set = Points::single(a).with(Point::CENTRE);
    /// assert_eq!(set.count(), 2);
    /// assert_eq!(set.iter().map(|p| p.to_string()).collect::<Vec<_>>(), ["m4", "i9"]);
    /// assert_eq!(Points::ALL.count(), 121);
    /// ```
    pub struct Points(u128) of Point;
}

impl Points {
    /// Every point of the star.
    pub const ALL: Points = Points::from_bits(STAR);
}

/// The bits of the 121 points.
pub(crate) const STAR: u128 = (1u128 << Point::COUNT) - 1;
