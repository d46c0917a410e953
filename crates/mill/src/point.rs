//! The points of the board and their names.
//!
//! The 24 points are named on a 7×7 grid, files `a`–`g` from the left, ranks `1`–`7`
//! from the bottom, and numbered in the order of the position text: a1 d1 g1 b2 d2 f2
//! c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7. They are not a grid (most
//! cells of the 7×7 picture are no point), so [`Point`] is the crate's own type, not a
//! square of `doska_core::square!`. Point `i` is bit `i` of a set of points
//! ([`Points`](crate::Points)).

use std::fmt;
use std::str::FromStr;

use doska_core::BitIndex;
use thiserror::Error;

/// One of the 24 points, in the order of the position text.
///
/// ```
/// use doska_mill::{Point, PointError};
/// let p: Point = "d2".parse().unwrap();
/// assert_eq!(p, Point::D2);
/// assert_eq!(p.index(), 4);
/// assert_eq!((p.file(), p.rank()), (3, 1));
/// assert_eq!(Point::from_coords(6, 6), Some(Point::G7));
/// assert_eq!(Point::from_coords(1, 0), None); // b1 is not a point
/// assert!("c4x".parse::<Point>().is_err());
/// let err = "d4".parse::<Point>().unwrap_err(); // the centre is no point
/// assert_eq!(err, PointError { text: "d4".into() });
/// assert!(err.to_string().starts_with("`d4` is not a point (points are a1 d1 g1"));
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

/// A text that names no point of the board: what [`Point`]'s `FromStr` refuses. The
/// text is read with the whitespace around it trimmed, as move texts are.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("`{text}` is not a point (points are a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7)")]
pub struct PointError {
    /// The text as given.
    pub text: String,
}

impl FromStr for Point {
    type Err = PointError;

    fn from_str(text: &str) -> Result<Point, PointError> {
        let err = || PointError {
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

/// Point `i` of the position text's order is bit `i` of a [`Points`](crate::Points) set.
impl BitIndex for Point {
    #[inline]
    fn bit(self) -> u32 {
        self as u32
    }

    /// Bits beyond the 24 points give `g7` (never asked for by a valid set).
    #[inline]
    fn from_bit(bit: u32) -> Point {
        // A table of all 32 bits: a mask and a load, no bounds check or branch.
        FROM_BIT[(bit & 31) as usize]
    }
}

/// The point of each bit of a `u32`, `g7` beyond the 24 points.
const FROM_BIT: [Point; 32] = {
    let mut table = [Point::G7; 32];
    let mut i = 0;
    while i < 24 {
        table[i] = Point::ALL[i];
        i += 1;
    }
    table
};

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
