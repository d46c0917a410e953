//! Squares of grid boards: one declaration, the same methods in every family.
//!
//! The families whose board is a grid of files and ranks (draughts, lines of action,
//! scoring rows, squeeze) name a square the same way — a file letter from `a` and a
//! rank number from `1`, `c3`, `j10` — and lay its bit out as `stride · rank + file`,
//! where the stride (8, 10, …) is the family's choice of how many bits a rank takes.
//! [`square!`](macro@crate::square) declares such a type with `new`, `from_index`,
//! `index`, `file`, `rank`, `offset`, `all`, `from_ascii`, [`FromStr`] (one error
//! type, [`SquareError`]), `Display` and `Debug` (both the name), and [`BitIndex`]
//! (the bit is the index), so a set of them is one [`bitboard!`](macro@crate::bitboard).
//!
//! [`Square8`] is the square of the 8×8 board with stride 8 (`a1` = 0, `h8` = 63),
//! shared by the families that play on it.
//!
//! [`FromStr`]: std::str::FromStr
//! [`BitIndex`]: crate::BitIndex

use thiserror::Error;

/// A text that names no square (or cell) of a grid: what [`FromStr`](std::str::FromStr)
/// of every type declared with [`square!`](macro@crate::square) returns.
///
/// ```
/// use doska_core::square::Square8;
/// let err = "i9".parse::<Square8>().unwrap_err();
/// assert_eq!(err.to_string(), "`i9` is not a square (a1 to h8)");
/// assert_eq!(err.text, "i9");
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("`{text}` is not a {noun} (a1 to {last})", last = last_name(*.files, *.ranks))]
pub struct SquareError {
    /// The text as given.
    pub text: String,
    /// What the family calls its squares: `square`, `cell`.
    pub noun: &'static str,
    /// The number of files of the grid (`a` and on).
    pub files: u8,
    /// The number of ranks of the grid (`1` and on).
    pub ranks: u8,
}

/// The name of the last square of a grid, `h8`.
fn last_name(files: u8, ranks: u8) -> String {
    format!(
        "{}{}",
        char::from(b'a' + files.saturating_sub(1)),
        ranks.max(1)
    )
}

/// Reads the file and rank of a square name: one lower-case letter below `files`, then
/// a rank number from 1 to `ranks` without a leading zero. For
/// [`square!`](macro@crate::square); families call their type's `from_ascii`.
#[doc(hidden)]
pub const fn read_name(text: &[u8], files: u8, ranks: u8) -> Option<(u8, u8)> {
    if text.len() < 2 || text.len() > 4 {
        return None;
    }
    let f = text[0];
    if f < b'a' || f >= b'a' + files {
        return None;
    }
    if text[1] == b'0' {
        return None;
    }
    let mut rank: u32 = 0;
    let mut i = 1;
    while i < text.len() {
        let d = text[i];
        if !d.is_ascii_digit() {
            return None;
        }
        rank = rank * 10 + (d - b'0') as u32;
        i += 1;
    }
    if rank == 0 || rank > ranks as u32 {
        return None;
    }
    Some((f - b'a', rank as u8 - 1))
}

/// Declares a square type of a grid board with the shared methods of the
/// [module docs](mod@crate::square).
///
/// `files` and `ranks` give the largest board the type names (`files` ≤ 26); `stride`
/// (≥ `files`) the bits a rank takes, so that the square on `file`, `rank` is index and
/// bit `stride · rank + file`; `stride · ranks` must not exceed 256. `noun` is what
/// error messages call a square (`"square"`, `"cell"`). The family adds its own
/// methods in an `impl` block of its own.
///
/// ```
/// use doska_core::{bitboard, square};
///
/// square! {
///     /// A cell of a board of up to 9×9, ten bits a rank.
///     pub struct Cell { files: 9, ranks: 9, stride: 10, noun: "cell" }
/// }
/// bitboard! {
///     /// A set of cells.
///     pub struct Cells(u128) of Cell;
/// }
///
/// let c3: Cell = "c3".parse().unwrap();
/// assert_eq!((c3.file(), c3.rank(), c3.index()), (2, 2, 22));
/// assert_eq!(Cell::new(2, 2), Some(c3));
/// assert_eq!(Cell::from_index(22), Some(c3));
/// assert_eq!(Cell::from_index(9), None); // the tenth bit of a rank is no cell
/// assert_eq!(c3.offset(1, -2).map(|c| c.to_string()), Some("d1".to_string()));
/// assert_eq!(c3.offset(0, -3), None);
/// assert_eq!(format!("{c3} {c3:?}"), "c3 c3");
/// assert_eq!(Cell::all().count(), 81);
/// assert_eq!("j1".parse::<Cell>().unwrap_err().to_string(), "`j1` is not a cell (a1 to i9)");
/// assert!(Cells::single(c3).contains(c3));
/// ```
#[macro_export]
macro_rules! square {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            files: $files:literal,
            ranks: $ranks:literal,
            stride: $stride:literal,
            noun: $noun:literal $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis struct $name(u8);

        const _: () = assert!(
            $files >= 1 && $files <= 26 && $ranks >= 1 && $stride >= $files
                && ($stride as u32) * ($ranks as u32) <= 256,
            "square!: files 1..=26, stride >= files, stride * ranks <= 256"
        );

        #[allow(dead_code)]
        impl $name {
            /// The number of files the type names (`a` and on).
            pub const FILES: u8 = $files;
            /// The number of ranks the type names (`1` and on).
            pub const RANKS: u8 = $ranks;
            /// The index distance between two ranks.
            pub const STRIDE: u8 = $stride;

            /// The square on `file` (0 = `a`) and `rank` (0 = rank 1), or `None` beyond
            /// the largest board.
            #[inline]
            pub const fn new(file: u8, rank: u8) -> Option<$name> {
                if file < $files && rank < $ranks {
                    Some($name(rank * $stride + file))
                } else {
                    None
                }
            }

            /// The square with index `index` (`stride · rank + file`), or `None` when
            /// the index names no square.
            #[inline]
            pub const fn from_index(index: usize) -> Option<$name> {
                if index % $stride < $files && index / $stride < $ranks {
                    Some($name(index as u8))
                } else {
                    None
                }
            }

            /// The index, `stride · rank + file`: also the square's bit in a set.
            #[inline]
            pub const fn index(self) -> usize {
                self.0 as usize
            }

            /// The file, 0 for `a`.
            #[inline]
            pub const fn file(self) -> u8 {
                self.0 % $stride
            }

            /// The rank, 0 for rank 1.
            #[inline]
            pub const fn rank(self) -> u8 {
                self.0 / $stride
            }

            /// The square `df` files right and `dr` ranks up, or `None` beyond the
            /// largest board.
            #[inline]
            pub const fn offset(self, df: i32, dr: i32) -> Option<$name> {
                let f = self.file() as i32 + df;
                let r = self.rank() as i32 + dr;
                if f < 0 || r < 0 || f >= $files || r >= $ranks {
                    None
                } else {
                    Some($name((r * $stride + f) as u8))
                }
            }

            /// Every square of the largest board, in index order.
            pub fn all() -> impl DoubleEndedIterator<Item = $name> + Clone {
                (0..$ranks).flat_map(|r| (0..$files).map(move |f| $name(r * $stride + f)))
            }

            /// The square named by the ASCII text `text` (`c3`, `j10`: a lower-case
            /// file letter, then the rank from 1 without a leading zero), if any.
            #[inline]
            pub const fn from_ascii(text: &[u8]) -> Option<$name> {
                match $crate::square::read_name(text, $files, $ranks) {
                    Some((f, r)) => $name::new(f, r),
                    None => None,
                }
            }
        }

        /// The square is bit `index` of a set.
        impl $crate::BitIndex for $name {
            #[inline]
            fn bit(self) -> u32 {
                self.0 as u32
            }

            /// Only the low eight bits are read: a bit that names no square gives a
            /// value that names none either (its name may be off the board).
            #[inline]
            fn from_bit(bit: u32) -> $name {
                $name(bit as u8)
            }
        }

        /// The name, `c3`.
        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                use ::core::fmt::Write;
                f.write_char(char::from(b'a' + self.file()))?;
                ::core::fmt::Display::fmt(&(u32::from(self.rank()) + 1), f)
            }
        }

        /// The name, as `Display` (so that sets and moves debug-print readably).
        impl ::core::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(self, f)
            }
        }

        impl ::core::str::FromStr for $name {
            type Err = $crate::square::SquareError;

            fn from_str(text: &str) -> Result<$name, $crate::square::SquareError> {
                $name::from_ascii(text.as_bytes()).ok_or_else(|| $crate::square::SquareError {
                    text: text.to_string(),
                    noun: $noun,
                    files: $files,
                    ranks: $ranks,
                })
            }
        }
    };
}

square! {
    /// A square of the 8×8 board: `a1` = 0, `h1` = 7, `a8` = 56, `h8` = 63; files `a`–`h`
    /// from the left, ranks `1`–`8` from the bottom. Lines of action and scoring rows
    /// play on it (the latter on a part of it).
    ///
    /// ```
    /// use doska_core::square::Square8;
    /// let c2: Square8 = "c2".parse().unwrap();
    /// assert_eq!((c2.file(), c2.rank(), c2.index()), (2, 1, 10));
    /// assert_eq!(Square8::new(2, 1), Some(c2));
    /// assert_eq!(c2.to_string(), "c2");
    /// assert!("i1".parse::<Square8>().is_err());
    /// ```
    pub struct Square8 { files: 8, ranks: 8, stride: 8, noun: "square" }
}

impl Square8 {
    /// `a1`.
    pub const A1: Square8 = Square8(0);
    /// `h8`.
    pub const H8: Square8 = Square8(63);

    /// The single-bit mask of this square: `1 << index`.
    #[inline]
    pub const fn mask(self) -> u64 {
        1u64 << self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BitIndex;

    square! {
        /// Up to 10×10 with stride 10 (the draughts layout of public sets).
        struct Ten { files: 10, ranks: 10, stride: 10, noun: "square" }
    }

    #[test]
    fn names_round_trip() {
        for sq in Square8::all() {
            assert_eq!(sq.to_string().parse::<Square8>().unwrap(), sq);
            assert_eq!(Square8::from_index(sq.index()), Some(sq));
            assert_eq!(Square8::from_bit(sq.bit()), sq);
        }
        assert_eq!(Square8::all().count(), 64);
        for sq in Ten::all() {
            assert_eq!(sq.to_string().parse::<Ten>().unwrap(), sq);
        }
        assert_eq!("j10".parse::<Ten>().unwrap().index(), 99);
        for bad in [
            "", "a", "a0", "a9", "i1", "A1", "a10", "1a", "é1", " a1", "a1 ", "a01", "a+1",
        ] {
            assert!(bad.parse::<Square8>().is_err(), "{bad}");
        }
        for bad in ["a11", "k1", "a010", "j100", "a1x"] {
            assert!(bad.parse::<Ten>().is_err(), "{bad}");
        }
    }

    #[test]
    fn indices_and_offsets() {
        assert_eq!(
            Ten::from_index(10).map(|s| s.to_string()),
            Some("a2".into())
        );
        assert_eq!(Ten::from_index(100), None);
        assert_eq!(Square8::from_index(64), None);
        let d4: Square8 = "d4".parse().unwrap();
        assert_eq!(d4.offset(-3, 3).map(|s| s.to_string()), Some("a7".into()));
        assert_eq!(d4.offset(-4, 3), None);
        assert_eq!(d4.offset(4, 4).map(|s| s.to_string()), Some("h8".into()));
        assert_eq!(d4.offset(5, 0), None);
        assert_eq!(Square8::H8.mask(), 1 << 63);
        // A bit that names no square reads back as a value whose name is safe to write.
        let _ = Ten::from_bit(255).to_string();
        let _ = Square8::from_bit(200).to_string();
    }
}
