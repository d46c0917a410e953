//! Points of the board and sets of points (bitboards).
//!
//! The 24 points are named on a 7×7 grid, files `a`–`g` from the left, ranks `1`–`7`
//! from the bottom, and numbered in the order of the position text (`NOTATION.md`):
//! a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7. A set of
//! points is a [`Points`] bitboard: bit `i` is point `i` of that order.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};
use std::str::FromStr;

use thiserror::Error;

/// One of the 24 points, in the order of the position text.
///
/// ```
/// use doska_mill::Point;
/// let p: Point = "d2".parse().unwrap();
/// assert_eq!(p, Point::D2);
/// assert_eq!(p.index(), 4);
/// assert_eq!((p.file(), p.rank()), (3, 1));
/// assert_eq!(Point::from_coords(6, 6), Some(Point::G7));
/// assert_eq!(Point::from_coords(1, 0), None); // b1 is not a point
/// assert!("c4x".parse::<Point>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Point {
    A1,
    D1,
    G1,
    B2,
    D2,
    F2,
    C3,
    D3,
    E3,
    A4,
    B4,
    C4,
    E4,
    F4,
    G4,
    C5,
    D5,
    E5,
    B6,
    D6,
    F6,
    A7,
    D7,
    G7,
}

/// `(file, rank)` of each point, 0-based, in point order.
const COORDS: [(u8, u8); 24] = [
    (0, 0),
    (3, 0),
    (6, 0),
    (1, 1),
    (3, 1),
    (5, 1),
    (2, 2),
    (3, 2),
    (4, 2),
    (0, 3),
    (1, 3),
    (2, 3),
    (4, 3),
    (5, 3),
    (6, 3),
    (2, 4),
    (3, 4),
    (4, 4),
    (1, 5),
    (3, 5),
    (5, 5),
    (0, 6),
    (3, 6),
    (6, 6),
];

const NAMES: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

impl Point {
    /// Every point, in order.
    pub const ALL: [Point; 24] = [
        Point::A1,
        Point::D1,
        Point::G1,
        Point::B2,
        Point::D2,
        Point::F2,
        Point::C3,
        Point::D3,
        Point::E3,
        Point::A4,
        Point::B4,
        Point::C4,
        Point::E4,
        Point::F4,
        Point::G4,
        Point::C5,
        Point::D5,
        Point::E5,
        Point::B6,
        Point::D6,
        Point::F6,
        Point::A7,
        Point::D7,
        Point::G7,
    ];

    /// The point with number `index` (0..24), or `None`.
    #[inline]
    pub const fn new(index: usize) -> Option<Point> {
        if index < 24 {
            Some(Point::ALL[index])
        } else {
            None
        }
    }

    /// The number of the point, `0..24`, its place in the position text.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The file, 0 (`a`) to 6 (`g`).
    #[inline]
    pub const fn file(self) -> u8 {
        COORDS[self as usize].0
    }

    /// The rank, 0 (`1`) to 6 (`7`).
    #[inline]
    pub const fn rank(self) -> u8 {
        COORDS[self as usize].1
    }

    /// The point at `file`, `rank` (0-based) of the 7×7 grid, or `None` when no point
    /// is there.
    pub const fn from_coords(file: u8, rank: u8) -> Option<Point> {
        let mut i = 0;
        while i < 24 {
            if COORDS[i].0 == file && COORDS[i].1 == rank {
                return Some(Point::ALL[i]);
            }
            i += 1;
        }
        None
    }

    /// The set holding just this point.
    #[inline]
    pub const fn bit(self) -> Points {
        Points(1 << self as u32)
    }

    /// The name, e.g. `"d2"`.
    #[inline]
    pub const fn name(self) -> &'static str {
        NAMES[self as usize]
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A text that names no point of the board.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("`{text}` is not a point (points are a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7)")]
pub struct ParsePointError {
    /// The text as given.
    pub text: String,
}

impl FromStr for Point {
    type Err = ParsePointError;

    fn from_str(text: &str) -> Result<Point, ParsePointError> {
        let err = || ParsePointError {
            text: text.to_string(),
        };
        match text.trim().as_bytes() {
            [f @ b'a'..=b'g', r @ b'1'..=b'7'] => {
                Point::from_coords(f - b'a', r - b'1').ok_or_else(err)
            }
            _ => Err(err()),
        }
    }
}

/// A set of points as a 24-bit bitboard: bit `i` is [`Point::new(i)`](Point::new).
///
/// ```
/// use doska_mill::{Point, Points};
/// let s = Points::EMPTY.with(Point::A1).with(Point::G7);
/// assert_eq!(s.len(), 2);
/// assert!(s.contains(Point::G7));
/// assert_eq!(s.iter().collect::<Vec<_>>(), [Point::A1, Point::G7]);
/// assert_eq!((!s).len(), 22);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Points(pub u32);

impl Points {
    /// No point.
    pub const EMPTY: Points = Points(0);
    /// All 24 points.
    pub const ALL: Points = Points((1 << 24) - 1);

    /// Whether `p` is in the set.
    #[inline]
    pub const fn contains(self, p: Point) -> bool {
        self.0 & (1 << p as u32) != 0
    }

    /// The set with `p` added.
    #[inline]
    #[must_use]
    pub const fn with(self, p: Point) -> Points {
        Points(self.0 | 1 << p as u32)
    }

    /// The set with `p` taken out.
    #[inline]
    #[must_use]
    pub const fn without(self, p: Point) -> Points {
        Points(self.0 & !(1 << p as u32))
    }

    /// The number of points in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every point of `other` is in this set.
    #[inline]
    pub const fn is_superset(self, other: Points) -> bool {
        self.0 & other.0 == other.0
    }

    /// The lowest-numbered point of the set.
    #[inline]
    pub const fn first(self) -> Option<Point> {
        Point::new(self.0.trailing_zeros() as usize)
    }

    /// The points in order.
    #[inline]
    pub fn iter(self) -> PointsIter {
        PointsIter(self.0)
    }
}

/// The points of a [`Points`] set, in order.
#[derive(Clone, Debug)]
pub struct PointsIter(u32);

impl Iterator for PointsIter {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Point::new(i)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for PointsIter {}

impl IntoIterator for Points {
    type Item = Point;
    type IntoIter = PointsIter;
    #[inline]
    fn into_iter(self) -> PointsIter {
        self.iter()
    }
}

impl FromIterator<Point> for Points {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Points {
        iter.into_iter().fold(Points::EMPTY, Points::with)
    }
}

impl fmt::Debug for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Point::name)).finish()
    }
}

impl BitOr for Points {
    type Output = Points;
    #[inline]
    fn bitor(self, rhs: Points) -> Points {
        Points(self.0 | rhs.0)
    }
}

impl BitAnd for Points {
    type Output = Points;
    #[inline]
    fn bitand(self, rhs: Points) -> Points {
        Points(self.0 & rhs.0)
    }
}

impl BitXor for Points {
    type Output = Points;
    #[inline]
    fn bitxor(self, rhs: Points) -> Points {
        Points(self.0 ^ rhs.0)
    }
}

impl Not for Points {
    type Output = Points;
    /// The complement within the 24 points.
    #[inline]
    fn not(self) -> Points {
        Points(!self.0 & Points::ALL.0)
    }
}

impl BitOrAssign for Points {
    #[inline]
    fn bitor_assign(&mut self, rhs: Points) {
        self.0 |= rhs.0;
    }
}

impl BitAndAssign for Points {
    #[inline]
    fn bitand_assign(&mut self, rhs: Points) {
        self.0 &= rhs.0;
    }
}

impl BitXorAssign for Points {
    #[inline]
    fn bitxor_assign(&mut self, rhs: Points) {
        self.0 ^= rhs.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for p in Point::ALL {
            assert_eq!(p.name().parse::<Point>(), Ok(p));
            assert_eq!(Point::from_coords(p.file(), p.rank()), Some(p));
            assert_eq!(Point::new(p.index()), Some(p));
        }
        for bad in ["", "a", "b1", "d4", "h1", "a0", "a8", "A1", "a11", "é"] {
            assert!(bad.parse::<Point>().is_err(), "{bad}");
        }
    }
}
