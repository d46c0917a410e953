//! A move: two pieces placed on two distinct empty cells, written `a1,b2`.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::colour::Colour;
use crate::size::BoardSize;
use crate::square::{Square, SquareError};

/// Two cells, lowest index first (so `b1,a2`: b1 is square 1, a2 square 8).
///
/// ```
/// use doska_scoring_rows::ScoringRowsMove;
/// let mv: ScoringRowsMove = "c2, a1".parse().unwrap();
/// assert_eq!(mv.to_string(), "a1,c2");
/// assert!("a1,a1".parse::<ScoringRowsMove>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ScoringRowsMove {
    first: Square,
    second: Square,
}

impl ScoringRowsMove {
    /// The placement on `a` and `b` in either order, or `None` when they are the same cell.
    #[inline]
    pub const fn new(a: Square, b: Square) -> Option<ScoringRowsMove> {
        if a.index() < b.index() {
            Some(ScoringRowsMove {
                first: a,
                second: b,
            })
        } else if b.index() < a.index() {
            Some(ScoringRowsMove {
                first: b,
                second: a,
            })
        } else {
            None
        }
    }

    /// The placement on `first < second` (the caller guarantees the order).
    #[inline]
    pub(crate) const fn ordered(first: Square, second: Square) -> ScoringRowsMove {
        ScoringRowsMove { first, second }
    }

    /// The lower cell.
    #[inline]
    pub const fn first(self) -> Square {
        self.first
    }

    /// The higher cell.
    #[inline]
    pub const fn second(self) -> Square {
        self.second
    }

    /// Both cells.
    #[inline]
    pub const fn cells(self) -> Bitboard {
        Bitboard::from_bits(1 << self.first.index() | 1 << self.second.index())
    }
}

impl fmt::Display for ScoringRowsMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.first, self.second)
    }
}

/// Why a move text was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveError {
    /// Not two cells separated by a comma.
    #[error("`{text}` is not a move (expected two cells, e.g. `a1,b2`)")]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// A cell name is bad.
    #[error(transparent)]
    Square(#[from] SquareError),
    /// Both cells are the same.
    #[error("the two pieces must go on two different cells, not both on {cell}")]
    SameCell {
        /// The cell named twice.
        cell: Square,
    },
    /// A cell is not on this board.
    #[error("{cell} is off the {size} board")]
    OffBoard {
        /// The cell.
        cell: Square,
        /// The board size.
        size: BoardSize,
    },
    /// A cell is taken.
    #[error("{cell} is occupied by {colour}")]
    Occupied {
        /// The cell.
        cell: Square,
        /// Whose piece is there.
        colour: Colour,
    },
    /// The board is full.
    #[error("the board is full: the game is over")]
    GameOver,
}

impl FromStr for ScoringRowsMove {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<ScoringRowsMove, MoveError> {
        let (a, b) = text.split_once(',').ok_or_else(|| MoveError::Syntax {
            text: text.to_string(),
        })?;
        let (a, b): (Square, Square) = (a.trim().parse()?, b.trim().parse()?);
        ScoringRowsMove::new(a, b).ok_or(MoveError::SameCell { cell: a })
    }
}
