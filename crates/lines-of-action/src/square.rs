//! Squares of the 8×8 board and the eight directions a piece moves in.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A square of the 8×8 board, `a1` = 0, `h1` = 7, `a8` = 56, `h8` = 63.
///
/// Files run `a`–`h` from the left and ranks `1`–`8` from the bottom as the first
/// player (Black) sees the board.
///
/// ```
/// use doska_lines_of_action::Square;
/// let sq: Square = "c2".parse().unwrap();
/// assert_eq!((sq.file(), sq.rank()), (2, 1));
/// assert_eq!(sq, Square::new(2, 1).unwrap());
/// assert_eq!(sq.to_string(), "c2");
/// assert!("i1".parse::<Square>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// `a1`.
    pub const A1: Square = Square(0);
    /// `h8`.
    pub const H8: Square = Square(63);

    /// The square on `file` (0 = a) and `rank` (0 = rank 1), or `None` off the board.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with index `index` (`rank * 8 + file`), or `None` when `index >= 64`.
    #[inline]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The index `rank * 8 + file`, `0..64`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 (`a`) to 7 (`h`).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 (rank 1) to 7 (rank 8).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The single-bit mask of this square: `1 << index`.
    #[inline]
    pub const fn mask(self) -> u64 {
        1u64 << self.0
    }

    /// Every square, `a1` to `h8` in index order.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + Clone {
        (0..64u8).map(Square)
    }

    /// The square `steps` steps from here in `dir`, or `None` when that leaves the board.
    pub const fn offset(self, dir: Direction, steps: u8) -> Option<Square> {
        let (df, dr) = dir.delta();
        let f = self.file() as i32 + df as i32 * steps as i32;
        let r = self.rank() as i32 + dr as i32 * steps as i32;
        if f < 0 || f > 7 || r < 0 || r > 7 {
            None
        } else {
            Some(Square((r * 8 + f) as u8))
        }
    }

    /// The direction and distance from `self` to `to` when both lie on one rank, file
    /// or diagonal (and differ); `None` otherwise.
    pub const fn line_to(self, to: Square) -> Option<(Direction, u8)> {
        let df = to.file() as i32 - self.file() as i32;
        let dr = to.rank() as i32 - self.rank() as i32;
        if df == 0 && dr == 0 {
            return None;
        }
        if df != 0 && dr != 0 && df.abs() != dr.abs() {
            return None;
        }
        let dist = if df.abs() > dr.abs() {
            df.abs()
        } else {
            dr.abs()
        };
        let dir = match (df.signum(), dr.signum()) {
            (1, 0) => Direction::East,
            (-1, 0) => Direction::West,
            (0, 1) => Direction::North,
            (0, -1) => Direction::South,
            (1, 1) => Direction::NorthEast,
            (-1, -1) => Direction::SouthWest,
            (-1, 1) => Direction::NorthWest,
            _ => Direction::SouthEast,
        };
        Some((dir, dist as u8))
    }
}

/// A square is bit `index` of a [`Squares`](crate::Squares) set.
impl doska_core::BitIndex for Square {
    #[inline]
    fn bit(self) -> u32 {
        u32::from(self.0)
    }

    /// Bits of a `u64` are `0..64`, each a square; only the low six bits are read.
    #[inline]
    fn from_bit(bit: u32) -> Square {
        Square((bit & 63) as u8)
    }
}

/// The square's name, `c2`, as in `Display` (so sets and moves debug-print readably).
impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A text that does not name a square (`a1` … `h8`).
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("`{0}` is not a square (a1 … h8)")]
pub struct SquareError(pub String);

impl Square {
    /// Reads a square from its two bytes (`b"c2"`), lower case.
    pub(crate) const fn from_bytes(b: &[u8]) -> Option<Square> {
        if b.len() != 2 {
            return None;
        }
        let (f, r) = (b[0], b[1]);
        if f >= b'a' && f <= b'h' && r >= b'1' && r <= b'8' {
            Some(Square((r - b'1') * 8 + (f - b'a')))
        } else {
            None
        }
    }
}

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(s: &str) -> Result<Square, SquareError> {
        Square::from_bytes(s.trim().as_bytes()).ok_or_else(|| SquareError(s.to_string()))
    }
}

/// One of the eight directions of movement.
///
/// The directions come in opposite pairs that share a [line](crate::LineKind) (see
/// [`Direction::line_kind`]): East and
/// West along a rank, North and South along a file, NorthEast and SouthWest along a
/// diagonal, NorthWest and SouthEast along an anti-diagonal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Direction {
    /// Towards file h.
    East = 0,
    /// Towards file a.
    West = 1,
    /// Towards rank 8.
    North = 2,
    /// Towards rank 1.
    South = 3,
    /// Towards h8.
    NorthEast = 4,
    /// Towards a1.
    SouthWest = 5,
    /// Towards a8.
    NorthWest = 6,
    /// Towards h1.
    SouthEast = 7,
}

impl Direction {
    /// All eight, in the order of their discriminants (opposites adjacent).
    pub const ALL: [Direction; 8] = [
        Direction::East,
        Direction::West,
        Direction::North,
        Direction::South,
        Direction::NorthEast,
        Direction::SouthWest,
        Direction::NorthWest,
        Direction::SouthEast,
    ];

    /// The change of (file, rank) for one step.
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::East => (1, 0),
            Direction::West => (-1, 0),
            Direction::North => (0, 1),
            Direction::South => (0, -1),
            Direction::NorthEast => (1, 1),
            Direction::SouthWest => (-1, -1),
            Direction::NorthWest => (-1, 1),
            Direction::SouthEast => (1, -1),
        }
    }

    /// The change of square index for one step.
    #[inline]
    pub const fn step(self) -> i8 {
        let (df, dr) = self.delta();
        df + 8 * dr
    }

    /// The opposite direction.
    #[inline]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[self as usize ^ 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
        assert_eq!(Square::A1.to_string(), "a1");
        assert_eq!(Square::H8.to_string(), "h8");
        for bad in ["", "a", "a0", "a9", "i1", "A1", "a11", "1a"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn lines_between_squares() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(sq("b1").line_to(sq("b3")), Some((Direction::North, 2)));
        assert_eq!(sq("h8").line_to(sq("a1")), Some((Direction::SouthWest, 7)));
        assert_eq!(sq("a8").line_to(sq("h1")), Some((Direction::SouthEast, 7)));
        assert_eq!(sq("b1").line_to(sq("c3")), None);
        assert_eq!(sq("b1").line_to(sq("b1")), None);
        assert_eq!(sq("d4").offset(Direction::NorthWest, 3), Some(sq("a7")));
        assert_eq!(sq("d4").offset(Direction::NorthWest, 4), None);
        for d in Direction::ALL {
            assert_eq!(d.opposite().opposite(), d);
            assert_eq!(d.step(), -d.opposite().step());
        }
    }
}
