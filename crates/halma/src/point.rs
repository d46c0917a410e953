//! The 121 points of the star and their names.
//!
//! The star sits on an axial grid of 17 files `a`–`q` and 17 ranks `1`–`17`. With
//! `q = file − 9` and `r = rank − 9` (file `a` is 1), a grid point belongs to the star
//! when all of `q`, `r` and `−q−r` are at most 4 (the triangle pointing down), or all
//! are at least −4 (the triangle pointing up). Each point has up to six neighbours:
//! `(q±1, r)`, `(q, r±1)`, `(q+1, r−1)` and `(q−1, r+1)`.
//!
//! Points are numbered rank by rank from the bottom, in file order within a rank: `m1`
//! is point 0, `l2` and `m2` are 1 and 2, and `e17` is point 120. That number is the
//! point's bit in a [`Points`](crate::Points) set.

use std::fmt;
use std::str::FromStr;

use doska_core::BitIndex;
use thiserror::Error;

/// Whether the axial coordinates `(q, r)` name a point of the star.
pub(crate) const fn on_star(q: i32, r: i32) -> bool {
    let s = -q - r;
    (q <= 4 && r <= 4 && s <= 4) || (q >= -4 && r >= -4 && s >= -4)
}

/// The first file (1-based) and the number of points of each rank (index 1..=17).
const fn rank_shape() -> ([u8; 18], [u8; 18], [u8; 18]) {
    let mut first = [0u8; 18];
    let mut len = [0u8; 18];
    let mut start = [0u8; 18];
    let mut index = 0u8;
    let mut rank = 1;
    while rank <= 17 {
        start[rank] = index;
        let mut file: usize = 1;
        while file <= 17 {
            if on_star(file as i32 - 9, rank as i32 - 9) {
                if len[rank] == 0 {
                    first[rank] = file as u8;
                }
                len[rank] += 1;
                index += 1;
            }
            file += 1;
        }
        rank += 1;
    }
    (first, len, start)
}

const SHAPE: ([u8; 18], [u8; 18], [u8; 18]) = rank_shape();
/// The first file of each rank (1-based; index 0 unused).
pub(crate) const RANK_FIRST_FILE: [u8; 18] = SHAPE.0;
/// The number of points of each rank (index 0 unused).
pub(crate) const RANK_LEN: [u8; 18] = SHAPE.1;
/// The number of the first point of each rank (index 0 unused).
pub(crate) const RANK_START: [u8; 18] = SHAPE.2;

/// The file and rank (both 1-based) of each point.
const fn point_places() -> [(u8, u8); 121] {
    let mut places = [(0u8, 0u8); 121];
    let mut rank = 1;
    while rank <= 17 {
        let mut i = 0;
        while i < RANK_LEN[rank] {
            places[(RANK_START[rank] + i) as usize] = (RANK_FIRST_FILE[rank] + i, rank as u8);
            i += 1;
        }
        rank += 1;
    }
    places
}

const PLACES: [(u8, u8); 121] = point_places();

/// A point of the star, `m1` (the bottom corner) to `e17` (the top corner).
///
/// ```
/// use doska_halma::Point;
/// let p: Point = "m4".parse().unwrap();
/// assert_eq!((p.file(), p.rank()), (13, 4));
/// assert_eq!(p.axial(), (4, -5));
/// assert_eq!(p.to_string(), "m4");
/// assert!("a1".parse::<Point>().is_err()); // on the grid, off the star
/// assert_eq!(Point::CENTRE.to_string(), "i9");
/// assert_eq!(Point::BOTTOM.distance(Point::TOP), 16);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The number of points of the star.
    pub const COUNT: usize = 121;
    /// The bottom corner, `m1`.
    pub const BOTTOM: Point = Point(0);
    /// The top corner, `e17`.
    pub const TOP: Point = Point(120);
    /// The centre, `i9`.
    pub const CENTRE: Point = Point(60);

    /// The point numbered `index` (`0..121`, rank by rank from the bottom).
    #[inline]
    pub const fn from_index(index: usize) -> Option<Point> {
        if index < Self::COUNT {
            Some(Point(index as u8))
        } else {
            None
        }
    }

    /// The point's number, `0..121`; its bit in a [`Points`](crate::Points) set.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The point on `file` (1 = `a` … 17 = `q`) and `rank` (1–17), if the star has one.
    pub const fn new(file: u8, rank: u8) -> Option<Point> {
        if file < 1 || file > 17 || rank < 1 || rank > 17 {
            return None;
        }
        let first = RANK_FIRST_FILE[rank as usize];
        if file < first || file >= first + RANK_LEN[rank as usize] {
            return None;
        }
        Some(Point(RANK_START[rank as usize] + file - first))
    }

    /// The point at axial coordinates `(q, r)` (`q = file − 9`, `r = rank − 9`).
    pub const fn from_axial(q: i32, r: i32) -> Option<Point> {
        if q < -8 || q > 8 || r < -8 || r > 8 {
            return None;
        }
        Point::new((q + 9) as u8, (r + 9) as u8)
    }

    /// The file, 1 (`a`) to 17 (`q`).
    #[inline]
    pub const fn file(self) -> u8 {
        PLACES[self.0 as usize].0
    }

    /// The rank, 1 to 17.
    #[inline]
    pub const fn rank(self) -> u8 {
        PLACES[self.0 as usize].1
    }

    /// The file letter, `a` to `q`.
    pub const fn file_letter(self) -> char {
        (b'a' + self.file() - 1) as char
    }

    /// The axial coordinates `(q, r) = (file − 9, rank − 9)`; the centre is `(0, 0)`.
    #[inline]
    pub const fn axial(self) -> (i32, i32) {
        (self.file() as i32 - 9, self.rank() as i32 - 9)
    }

    /// The number of steps between two points on an empty board (the hexagonal
    /// distance).
    pub const fn distance(self, other: Point) -> u32 {
        let (q1, r1) = self.axial();
        let (q2, r2) = other.axial();
        let dq = (q1 - q2).unsigned_abs();
        let dr = (r1 - r2).unsigned_abs();
        let ds = (q1 + r1 - q2 - r2).unsigned_abs();
        let m = if dq > dr { dq } else { dr };
        if m > ds {
            m
        } else {
            ds
        }
    }

    /// Every point, `m1` first, rank by rank.
    pub fn all() -> impl DoubleEndedIterator<Item = Point> + ExactSizeIterator + Clone {
        (0..Self::COUNT as u8).map(Point)
    }
}

impl BitIndex for Point {
    #[inline]
    fn bit(self) -> u32 {
        u32::from(self.0)
    }
    #[inline]
    fn from_bit(bit: u32) -> Point {
        Point(bit as u8)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_letter(), self.rank())
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a point's text was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PointError {
    /// Not a file letter followed by a rank number.
    #[error("`{0}` is not a point: expected a file `a`–`q` and a rank `1`–`17`, like `m4`")]
    Syntax(String),
    /// A file and rank of the grid, outside the star.
    #[error("`{0}` is not a point of the star (rank {1} runs from {2} to {3})")]
    OffStar(String, u8, String, String),
}

impl FromStr for Point {
    type Err = PointError;

    fn from_str(text: &str) -> Result<Point, PointError> {
        let syntax = || PointError::Syntax(text.to_string());
        let t = text.trim();
        let mut chars = t.chars();
        let letter = chars.next().ok_or_else(syntax)?;
        if !('a'..='q').contains(&letter) {
            return Err(syntax());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(syntax());
        }
        let rank: u8 = digits.parse().map_err(|_| syntax())?;
        if !(1..=17).contains(&rank) || digits.starts_with('0') {
            return Err(syntax());
        }
        let file = letter as u8 - b'a' + 1;
        Point::new(file, rank).ok_or_else(|| {
            let first = RANK_FIRST_FILE[rank as usize];
            let last = first + RANK_LEN[rank as usize] - 1;
            let name = |f: u8| format!("{}{rank}", (b'a' + f - 1) as char);
            PointError::OffStar(t.to_string(), rank, name(first), name(last))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shape() {
        assert_eq!(
            RANK_LEN[1..].to_vec(),
            [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
        );
        assert_eq!(RANK_START[17], 120);
        assert_eq!(Point::new(13, 1), Some(Point::BOTTOM));
        assert_eq!(Point::new(5, 17), Some(Point::TOP));
        assert_eq!(Point::new(9, 9), Some(Point::CENTRE));
        for p in Point::all() {
            assert_eq!(Point::new(p.file(), p.rank()), Some(p));
            let (q, r) = p.axial();
            assert!(on_star(q, r));
            assert_eq!(p.to_string().parse::<Point>(), Ok(p));
        }
        assert_eq!(
            "e5".parse::<Point>().map(|p| p.index()),
            Ok(RANK_START[5] as usize)
        );
        assert_eq!("q5".parse::<Point>().unwrap().index(), 22);
    }

    #[test]
    fn bad_points() {
        for bad in ["", "m", "m0", "m18", "r4", "M4", "m04", "m4x", "4m", "é4"] {
            assert!(
                matches!(bad.parse::<Point>(), Err(PointError::Syntax(_))),
                "{bad}"
            );
        }
        let e = "a1".parse::<Point>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "`a1` is not a point of the star (rank 1 runs from m1 to m1)"
        );
    }
}
