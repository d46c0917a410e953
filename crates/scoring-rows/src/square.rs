//! Squares, board sizes and bitboards: the small `Copy` types everything else is built on.
//!
//! Cells live in an 8×8 frame whatever the board size: square `index = rank * 8 + file`
//! (a1 = 0, b1 = 1, a2 = 8, h8 = 63), so a board of up to 8×8 is one `u64`
//! ([`Bitboard`]) and neighbours are shifts by 1 (along a rank) and 8 (along a file).

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};
use std::str::FromStr;

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

    /// The one-square bitboard.
    #[inline]
    pub const fn bb(self) -> Bitboard {
        Bitboard(1 << self.0)
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

/// The size of a board: `files` × `ranks`, each 1 to 8.
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
    /// The board of the source text: 6 files (a–f) × 8 ranks.
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
    pub const fn mask(self) -> Bitboard {
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
        Bitboard(m)
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

/// A set of cells of the 8×8 frame, bit `rank * 8 + file`.
///
/// ```
/// use doska_scoring_rows::{Bitboard, Square};
/// let bb = Bitboard::EMPTY.with("a1".parse().unwrap()).with("b2".parse().unwrap());
/// assert_eq!(bb.count(), 2);
/// assert_eq!(bb.squares().map(|s| s.to_string()).collect::<Vec<_>>(), ["a1", "b2"]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No cell.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every cell of the 8×8 frame.
    pub const FULL: Bitboard = Bitboard(!0);
    /// The cells of file a.
    pub const FILE_A: Bitboard = Bitboard(0x0101_0101_0101_0101);
    /// The cells of file h.
    pub const FILE_H: Bitboard = Bitboard(0x8080_8080_8080_8080);

    /// The number of cells.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether there is no cell.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.0) != 0
    }

    /// The set with `sq` added.
    #[inline]
    #[must_use]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | 1 << sq.0)
    }

    /// The set with `sq` removed.
    #[inline]
    #[must_use]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.0))
    }

    /// The lowest square of the set.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }

    /// The squares in increasing index order (a1, b1, …, a2, …).
    #[inline]
    pub fn squares(self) -> Squares {
        Squares(self.0)
    }

    /// The set mirrored in the a1–h8 diagonal: files become ranks (c2 ↦ b3).
    #[inline]
    pub const fn transpose(self) -> Bitboard {
        // The classic three-step delta swap (Hacker's Delight 7-3).
        let mut x = self.0;
        let t = (x ^ (x >> 7)) & 0x00aa_00aa_00aa_00aa;
        x ^= t ^ (t << 7);
        let t = (x ^ (x >> 14)) & 0x0000_cccc_0000_cccc;
        x ^= t ^ (t << 14);
        let t = (x ^ (x >> 28)) & 0x0000_0000_f0f0_f0f0;
        x ^= t ^ (t << 28);
        Bitboard(x)
    }

    /// The cells with an orthogonal neighbour in `other` along a rank (left or right).
    #[inline]
    pub const fn rank_neighbours(other: Bitboard) -> Bitboard {
        Bitboard(((other.0 << 1) & !Self::FILE_A.0) | ((other.0 >> 1) & !Self::FILE_H.0))
    }

    /// The cells with an orthogonal neighbour in `other` along a file (above or below).
    #[inline]
    pub const fn file_neighbours(other: Bitboard) -> Bitboard {
        Bitboard((other.0 << 8) | (other.0 >> 8))
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

/// The squares of a [`Bitboard`], lowest first.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let sq = Square(self.0.trailing_zeros() as u8);
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
    };
}
bit_op!(BitAnd, bitand, &);
bit_op!(BitOr, bitor, |);
bit_op!(BitXor, bitxor, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// The cells of `self` not in `rhs`.
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, rhs: Bitboard) {
        self.0 &= rhs.0;
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, rhs: Bitboard) {
        self.0 |= rhs.0;
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

    #[test]
    fn transpose_swaps_files_and_ranks() {
        for i in 0..64u8 {
            let sq = Square::from_index(i).unwrap();
            let t = Square::new(sq.rank(), sq.file()).unwrap();
            assert_eq!(sq.bb().transpose(), t.bb());
        }
    }

    #[test]
    fn masks() {
        assert_eq!(BoardSize::STANDARD.mask().count(), 48);
        assert_eq!(BoardSize::new(8, 8).unwrap().mask(), Bitboard::FULL);
        assert_eq!(BoardSize::new(1, 1).unwrap().mask(), Bitboard(1));
        assert!(BoardSize::new(0, 3).is_none());
    }
}
