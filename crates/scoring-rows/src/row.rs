//! A scoring row: two or more cells of one colour in a line along a rank or a file,
//! written `a1-a5 25` (from, to, score).

use std::fmt;
use std::str::FromStr;

use doska_core::SquareError;
use thiserror::Error;

use crate::square::Square;
use crate::squares::Squares;

/// The direction of a row.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Direction {
    /// Along a rank (`a1-e1`): the file changes.
    Horizontal,
    /// Along a file (`a1-a5`): the rank changes.
    Vertical,
}

/// The points a row of `len` pieces scores: `len²` for two or more pieces, 0 for one
/// (a lone piece is in no row).
///
/// ```
/// use doska_scoring_rows::row_points;
/// assert_eq!([1, 2, 3, 4, 5].map(row_points), [0, 4, 9, 16, 25]);
/// ```
#[inline]
pub const fn row_points(len: u32) -> u32 {
    if len >= 2 {
        len * len
    } else {
        0
    }
}

/// A row: `len >= 2` cells from `start` going right (horizontal) or up (vertical).
///
/// Its text is `from-to score`, lowest cell first: `a1-a5 25`, `c3-d3 4`. The score may
/// be left out when reading; when present it must be right.
///
/// ```
/// use doska_scoring_rows::{Direction, Row};
/// let row: Row = "b2-b4".parse().unwrap();
/// assert_eq!((row.len(), row.direction(), row.points()), (3, Direction::Vertical, 9));
/// assert_eq!(row.to_string(), "b2-b4 9");
/// assert_eq!(row.cells().count(), 3);
/// assert!("b2-c3".parse::<Row>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Row {
    start: Square,
    direction: Direction,
    len: u8,
}

impl Row {
    /// The row of `len` cells from `start`, or `None` when `len < 2` or it leaves the
    /// 8×8 frame.
    pub const fn new(start: Square, direction: Direction, len: u8) -> Option<Row> {
        if len < 2 {
            return None;
        }
        let fits = match direction {
            Direction::Horizontal => start.file() as u32 + len as u32 <= 8,
            Direction::Vertical => start.rank() as u32 + len as u32 <= 8,
        };
        if fits {
            Some(Row {
                start,
                direction,
                len,
            })
        } else {
            None
        }
    }

    /// The lowest cell (leftmost or bottom).
    #[inline]
    pub const fn start(self) -> Square {
        self.start
    }

    /// The highest cell (rightmost or top).
    #[inline]
    pub const fn end(self) -> Square {
        let step = match self.direction {
            Direction::Horizontal => 1,
            Direction::Vertical => 8,
        };
        Square::from_index(self.start.index() + step * (self.len as usize - 1))
            .expect("row fits the frame")
    }

    /// The direction.
    #[inline]
    pub const fn direction(self) -> Direction {
        self.direction
    }

    /// The number of cells, at least 2.
    #[allow(clippy::len_without_is_empty)]
    #[inline]
    pub const fn len(self) -> u32 {
        self.len as u32
    }

    /// The score of the row, `len²`.
    #[inline]
    pub const fn points(self) -> u32 {
        row_points(self.len as u32)
    }

    /// The cells of the row.
    pub const fn cells(self) -> Squares {
        let line: u64 = match self.direction {
            Direction::Horizontal => (1 << self.len) - 1,
            Direction::Vertical => {
                let mut m = 0u64;
                let mut i = 0;
                while i < self.len {
                    m |= 1 << (8 * i);
                    i += 1;
                }
                m
            }
        };
        Squares::from_bits(line << self.start.index())
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{} {}", self.start, self.end(), self.points())
    }
}

/// Why a row text was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum RowError {
    /// Not of the form `from-to [score]`.
    #[error("`{text}` is not a row (expected `from-to` or `from-to score`, e.g. `a1-a5 25`)")]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// A cell name is bad.
    #[error(transparent)]
    Square(#[from] SquareError),
    /// The two cells are not on one rank or one file, are equal, or are not lowest first.
    #[error("`{from}-{to}` is not a row: the cells must differ and share a rank or a file, lowest first")]
    NotALine {
        /// The first cell.
        from: Square,
        /// The second cell.
        to: Square,
    },
    /// The score given is not the row's score.
    #[error("row `{row}` scores {points}, not {given}")]
    WrongScore {
        /// The row.
        row: String,
        /// Its true score.
        points: u32,
        /// The score given.
        given: String,
    },
}

impl FromStr for Row {
    type Err = RowError;

    fn from_str(text: &str) -> Result<Row, RowError> {
        let syntax = || RowError::Syntax {
            text: text.to_string(),
        };
        let mut words = text.split_whitespace();
        let cells = words.next().ok_or_else(syntax)?;
        let score = words.next();
        if words.next().is_some() {
            return Err(syntax());
        }
        let (a, b) = cells.split_once('-').ok_or_else(syntax)?;
        let (from, to): (Square, Square) = (a.parse()?, b.parse()?);
        let not_line = RowError::NotALine { from, to };
        let row = if from.rank() == to.rank() && from.file() < to.file() {
            Row::new(from, Direction::Horizontal, to.file() - from.file() + 1)
        } else if from.file() == to.file() && from.rank() < to.rank() {
            Row::new(from, Direction::Vertical, to.rank() - from.rank() + 1)
        } else {
            None
        }
        .ok_or(not_line)?;
        if let Some(s) = score {
            if s.parse::<u32>().ok() != Some(row.points()) {
                return Err(RowError::WrongScore {
                    row: format!("{from}-{to}"),
                    points: row.points(),
                    given: s.to_string(),
                });
            }
        }
        Ok(row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip() {
        for text in ["a1-a5 25", "a1-e1 25", "c3-d3 4", "h1-h8 64", "a8-h8 64"] {
            let row: Row = text.parse().unwrap();
            assert_eq!(row.to_string(), text);
            assert_eq!(row.cells().count(), row.len());
        }
        let row: Row = "a1-e1".parse().unwrap();
        assert_eq!(row.cells(), Squares::from_bits(0b1_1111));
        let row: Row = "a1-a3".parse().unwrap();
        assert_eq!(row.cells(), Squares::from_bits(0x1_0101));
    }

    #[test]
    fn bad_rows() {
        for bad in [
            "",
            "a1",
            "a1-a1",
            "a2-a1",
            "a1-b2",
            "a1-a5 24",
            "a1-a5 x",
            "a1-a5 25 1",
            "a1-i1",
        ] {
            assert!(bad.parse::<Row>().is_err(), "{bad}");
        }
        assert!(matches!(
            "a1-a3 4".parse::<Row>(),
            Err(RowError::WrongScore { points: 9, .. })
        ));
    }
}
