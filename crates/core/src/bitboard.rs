//! Bitboard mechanics shared by the families: a set of squares as the bits of one
//! machine word.
//!
//! Each family has its own board shape and square type, so each has its own set type
//! (`Points` of the 24 mill points, `Squares` of 64 squares, a 128-bit set of halma's
//! 121 points); what they share is declared once here. [`bitboard!`](macro@crate::bitboard)
//! writes a set type over a [`Word`] (`u16` to `u128`) with the same methods
//! everywhere — `EMPTY`, `from_bits`, `bits`, `single`, `contains`, `with`, `without`,
//! `insert`, `remove`, `count`, `is_empty`, `first`, `pop_first`, `intersects`,
//! `is_subset`, `iter` — the bit operators, `FromIterator`, `Extend` and
//! `IntoIterator`; [`BitIter`] walks the set squares of any word.
//!
//! The square type says how it maps to a bit with [`BitIndex`]. A set type's bits are
//! public through `from_bits` / `bits`, for the families' shift-and-mask code; bits that
//! name no square of the board are the family's to keep clear (its documentation says
//! which masks it uses).

use std::fmt::Debug;
use std::hash::Hash;
use std::marker::PhantomData;
use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr, Sub};

/// A machine word used as a set of bits: `u16`, `u32`, `u64` or `u128`.
pub trait Word:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Sub<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The number of bits.
    const BITS: u32;
    /// No bit set.
    const ZERO: Self;
    /// Bit 0 set.
    const ONE: Self;
    /// The number of set bits.
    fn count_ones(self) -> u32;
    /// The index of the lowest set bit (`BITS` when none is set).
    fn trailing_zeros(self) -> u32;
    /// The word with its lowest set bit cleared.
    fn clear_lowest(self) -> Self;
}

macro_rules! impl_word {
    ($($t:ty),*) => {$(
        impl Word for $t {
            const BITS: u32 = <$t>::BITS;
            const ZERO: $t = 0;
            const ONE: $t = 1;
            #[inline]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline]
            fn clear_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }
        }
    )*};
}

impl_word!(u16, u32, u64, u128);

/// A square type whose squares are bits of a [`Word`]: the bit of a square, and the
/// square of a bit.
///
/// `from_bit` runs once per square of every iteration, so it is on the hot path of move
/// generation: where a square is not simply its bit index, a lookup in a table of the
/// word's size, indexed by `bit & (BITS - 1)`, is cheap and needs no check that can fail.
pub trait BitIndex: Copy {
    /// The bit index of this square.
    fn bit(self) -> u32;
    /// The square at bit `bit`. Called only with bits of squares that exist (the set
    /// bits of a valid set); for any other bit the result is unspecified but safe.
    fn from_bit(bit: u32) -> Self;
}

/// The squares of a word's set bits, lowest bit first.
///
/// ```
/// use doska_core::{BitIndex, BitIter};
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// struct Cell(u8);
/// impl BitIndex for Cell {
///     fn bit(self) -> u32 { u32::from(self.0) }
///     fn from_bit(bit: u32) -> Cell { Cell(bit as u8) }
/// }
/// let cells: Vec<Cell> = BitIter::new(0b1010_0001u32).collect();
/// assert_eq!(cells, [Cell(0), Cell(5), Cell(7)]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct BitIter<W, S> {
    bits: W,
    square: PhantomData<fn() -> S>,
}

impl<W: Word, S: BitIndex> BitIter<W, S> {
    /// The squares of the set bits of `bits`.
    #[inline]
    pub fn new(bits: W) -> Self {
        BitIter {
            bits,
            square: PhantomData,
        }
    }
}

impl<W: Word, S: BitIndex> Iterator for BitIter<W, S> {
    type Item = S;

    #[inline]
    fn next(&mut self) -> Option<S> {
        if self.bits == W::ZERO {
            return None;
        }
        let bit = self.bits.trailing_zeros();
        self.bits = self.bits.clear_lowest();
        Some(S::from_bit(bit))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.bits.count_ones() as usize;
        (n, Some(n))
    }

    #[inline]
    fn count(self) -> usize {
        self.bits.count_ones() as usize
    }
}

impl<W: Word, S: BitIndex> ExactSizeIterator for BitIter<W, S> {}
impl<W: Word, S: BitIndex> std::iter::FusedIterator for BitIter<W, S> {}

/// Declares a set-of-squares type over a [`Word`], with the methods every family's
/// bitboard shares (see the [module docs](mod@crate::bitboard)).
///
/// `square` must implement [`BitIndex`]. The inner word is private; `from_bits` and
/// `bits` reach it.
///
/// ```
/// use doska_core::{bitboard, BitIndex};
///
/// /// A cell of a 3×3 board, `0..9`.
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// pub struct Cell(u8);
/// impl BitIndex for Cell {
///     fn bit(self) -> u32 { u32::from(self.0) }
///     fn from_bit(bit: u32) -> Cell { Cell(bit as u8) }
/// }
///
/// bitboard! {
///     /// A set of cells.
///     pub struct Cells(u16) of Cell;
/// }
///
/// let corners: Cells = [Cell(0), Cell(2), Cell(6), Cell(8)].into_iter().collect();
/// assert_eq!(corners.count(), 4);
/// assert!(corners.contains(Cell(6)) && !corners.contains(Cell(4)));
/// assert_eq!(corners.with(Cell(4)).without(Cell(0)).bits(), 0b1_0101_0100);
/// assert_eq!((corners & Cells::from_bits(0b111)).iter().collect::<Vec<_>>(), [Cell(0), Cell(2)]);
/// assert_eq!(format!("{:?}", Cells::single(Cell(3))), "Cells{Cell(3)}");
/// ```
#[macro_export]
macro_rules! bitboard {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident($word:ty) of $square:ty;
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        $vis struct $name($word);

        #[allow(dead_code)]
        impl $name {
            /// No square.
            pub const EMPTY: $name = $name(0);

            /// The set whose bits are `bits`.
            #[inline]
            pub const fn from_bits(bits: $word) -> $name {
                $name(bits)
            }

            /// The bits of the set.
            #[inline]
            pub const fn bits(self) -> $word {
                self.0
            }

            /// The set of one square.
            #[inline]
            pub fn single(square: $square) -> $name {
                $name((1 as $word) << <$square as $crate::BitIndex>::bit(square))
            }

            /// Whether `square` is in the set.
            #[inline]
            pub fn contains(self, square: $square) -> bool {
                self.0 >> <$square as $crate::BitIndex>::bit(square) & 1 != 0
            }

            /// This set with `square` added.
            #[inline]
            #[must_use]
            pub fn with(self, square: $square) -> $name {
                $name(self.0 | $name::single(square).0)
            }

            /// This set without `square`.
            #[inline]
            #[must_use]
            pub fn without(self, square: $square) -> $name {
                $name(self.0 & !$name::single(square).0)
            }

            /// Adds `square`.
            #[inline]
            pub fn insert(&mut self, square: $square) {
                *self = self.with(square);
            }

            /// Removes `square`.
            #[inline]
            pub fn remove(&mut self, square: $square) {
                *self = self.without(square);
            }

            /// The number of squares in the set.
            #[inline]
            pub const fn count(self) -> u32 {
                self.0.count_ones()
            }

            /// Whether the set is empty.
            #[inline]
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// Whether the two sets share a square.
            #[inline]
            pub const fn intersects(self, other: $name) -> bool {
                self.0 & other.0 != 0
            }

            /// Whether every square of this set is in `other`.
            #[inline]
            pub const fn is_subset(self, other: $name) -> bool {
                self.0 & !other.0 == 0
            }

            /// The square of the lowest set bit.
            #[inline]
            pub fn first(self) -> Option<$square> {
                (self.0 != 0).then(|| <$square as $crate::BitIndex>::from_bit(self.0.trailing_zeros()))
            }

            /// Removes and returns the square of the lowest set bit.
            #[inline]
            pub fn pop_first(&mut self) -> Option<$square> {
                let first = self.first()?;
                self.0 &= self.0 - 1;
                Some(first)
            }

            /// The squares of the set, lowest bit first.
            #[inline]
            pub fn iter(self) -> $crate::BitIter<$word, $square> {
                $crate::BitIter::new(self.0)
            }
        }

        impl ::core::ops::BitAnd for $name {
            type Output = $name;
            #[inline]
            fn bitand(self, rhs: $name) -> $name {
                $name(self.0 & rhs.0)
            }
        }
        impl ::core::ops::BitOr for $name {
            type Output = $name;
            #[inline]
            fn bitor(self, rhs: $name) -> $name {
                $name(self.0 | rhs.0)
            }
        }
        impl ::core::ops::BitXor for $name {
            type Output = $name;
            #[inline]
            fn bitxor(self, rhs: $name) -> $name {
                $name(self.0 ^ rhs.0)
            }
        }
        /// The squares of the left set that are not in the right one.
        impl ::core::ops::Sub for $name {
            type Output = $name;
            #[inline]
            fn sub(self, rhs: $name) -> $name {
                $name(self.0 & !rhs.0)
            }
        }
        /// Every bit flipped, including bits that name no square: mask the result.
        impl ::core::ops::Not for $name {
            type Output = $name;
            #[inline]
            fn not(self) -> $name {
                $name(!self.0)
            }
        }
        impl ::core::ops::BitAndAssign for $name {
            #[inline]
            fn bitand_assign(&mut self, rhs: $name) {
                self.0 &= rhs.0;
            }
        }
        impl ::core::ops::BitOrAssign for $name {
            #[inline]
            fn bitor_assign(&mut self, rhs: $name) {
                self.0 |= rhs.0;
            }
        }
        impl ::core::ops::BitXorAssign for $name {
            #[inline]
            fn bitxor_assign(&mut self, rhs: $name) {
                self.0 ^= rhs.0;
            }
        }
        impl ::core::ops::SubAssign for $name {
            #[inline]
            fn sub_assign(&mut self, rhs: $name) {
                self.0 &= !rhs.0;
            }
        }

        impl ::core::iter::FromIterator<$square> for $name {
            fn from_iter<I: IntoIterator<Item = $square>>(iter: I) -> $name {
                let mut set = $name::EMPTY;
                set.extend(iter);
                set
            }
        }

        impl ::core::iter::Extend<$square> for $name {
            fn extend<I: IntoIterator<Item = $square>>(&mut self, iter: I) {
                for square in iter {
                    self.insert(square);
                }
            }
        }

        impl ::core::iter::IntoIterator for $name {
            type Item = $square;
            type IntoIter = $crate::BitIter<$word, $square>;
            #[inline]
            fn into_iter(self) -> Self::IntoIter {
                self.iter()
            }
        }

        impl ::core::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(stringify!($name))?;
                f.debug_set().entries(self.iter()).finish()
            }
        }
    };
}
