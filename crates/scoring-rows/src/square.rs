//! Squares: the cells of the 8×8 frame every board lives in.
//!
//! Cells live in an 8×8 frame whatever the board size: square `index = rank * 8 + file`
//! (a1 = 0, b1 = 1, a2 = 8, h8 = 63), so a board of up to 8×8 is one `u64`
//! ([`Bitboard`](crate::Bitboard)) and neighbours are shifts by 1 (along a rank) and 8
//! (along a file).

use std::fmt;
use std::str::FromStr;

use doska_core::BitIndex;
use thiserror::Error;

/// The most files (and the most ranks) a board may have.
pub const MAX_SIDE: u8 = 8;

/// A cell of the 8×8 frame: file `a…h`, rank `1…8`.
///
/// ```
/// use doska_scoring_rows::Square;
/// let sq: Square = "c2".parse().unwrap();
/// assert_eq!((sq.file(), sq.rank(), sq.index()), (2, 1, 10));
/// assert_eq!(sq.to_string(), "c2");
/// assert_eq!(Square::new(2, 1), Some(sq));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), or `None` outside the 8×8 frame.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_SIDE && rank < MAX_SIDE {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with frame index `index` (`rank * 8 + file`), or `None` when `index >= 64`.
    #[inline]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The frame index, `rank * 8 + file`.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 = a.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 = rank 1.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }
}

impl BitIndex for Square {
    #[inline]
    fn bit(self) -> u32 {
        u32::from(self.0)
    }

    /// The square of bit `bit` of the frame (`bit` is taken modulo 64).
    #[inline]
    fn from_bit(bit: u32) -> Square {
        Square((bit % 64) as u8)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Why a square name was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("`{text}` is not a square (a file a-h then a rank 1-8, e.g. `c2`)")]
pub struct SquareError {
    /// The text as given.
    pub text: String,
}

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(text: &str) -> Result<Square, SquareError> {
        let err = || SquareError {
            text: text.to_string(),
        };
        match text.trim().as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Square::new(f - b'a', r - b'1').ok_or_else(err),
            _ => Err(err()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_and_print() {
        for i in 0..64 {
            let sq = Square::from_index(i).unwrap();
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
        for bad in ["", "a", "a0", "a9", "i1", "A1", "a10", "1a", "é1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }
}
