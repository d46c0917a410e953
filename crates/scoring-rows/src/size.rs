//! Board sizes: `files × ranks`, up to the 8×8 frame, and the cells of each.

use std::fmt;

use crate::square::Square;
use crate::squares::Squares;

/// The most files (and the most ranks) a board may have: the side of the 8×8 frame.
pub const MAX_SIDE: u8 = 8;

/// The size of a board: `files` × `ranks`, each 1 to [`MAX_SIDE`].
///
/// ```
/// use doska_scoring_rows::BoardSize;
/// let size = BoardSize::STANDARD;
/// assert_eq!((size.files(), size.ranks(), size.cells()), (6, 8, 48));
/// assert!(size.contains("f8".parse().unwrap()));
/// assert!(!size.contains("g1".parse().unwrap()));
/// assert!(BoardSize::new(9, 2).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BoardSize {
    files: u8,
    ranks: u8,
}

impl BoardSize {
    /// The traditional board: 6 files (a–f) × 8 ranks.
    pub const STANDARD: BoardSize = BoardSize { files: 6, ranks: 8 };

    /// A board of `files` × `ranks`, or `None` unless both are in `1..=8`.
    #[inline]
    pub const fn new(files: u8, ranks: u8) -> Option<BoardSize> {
        if files >= 1 && files <= MAX_SIDE && ranks >= 1 && ranks <= MAX_SIDE {
            Some(BoardSize { files, ranks })
        } else {
            None
        }
    }

    /// The number of files (columns).
    #[inline]
    pub const fn files(self) -> u8 {
        self.files
    }

    /// The number of ranks (rows).
    #[inline]
    pub const fn ranks(self) -> u8 {
        self.ranks
    }

    /// The number of cells.
    #[inline]
    pub const fn cells(self) -> u32 {
        self.files as u32 * self.ranks as u32
    }

    /// Every cell of the board.
    #[inline]
    pub const fn mask(self) -> Squares {
        let rank = if self.files == 8 {
            0xff
        } else {
            (1u64 << self.files) - 1
        };
        let mut m = 0;
        let mut r = 0;
        while r < self.ranks {
            m |= rank << (8 * r);
            r += 1;
        }
        Squares::from_bits(m)
    }

    /// Whether `sq` is on this board.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        sq.file() < self.files && sq.rank() < self.ranks
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        BoardSize::STANDARD
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.files, self.ranks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks() {
        assert_eq!(BoardSize::STANDARD.mask().count(), 48);
        assert_eq!(BoardSize::new(8, 8).unwrap().mask(), Squares::FULL);
        assert_eq!(BoardSize::new(1, 1).unwrap().mask(), Squares::from_bits(1));
        assert!(BoardSize::new(0, 3).is_none());
    }
}
