//! The two sides of a two-sided game and a per-side container.
//!
//! Most Doska games are played by two sides. Each family keeps its own enum for them —
//! which colour sits at which seat, and the letters that write it, are rules of the
//! family (Black is the first seat in lines of action, White in mill) — but every such
//! enum is declared with [`sides!`](crate::sides), so all of them have the same
//! methods: [`ALL`](Side::ALL), `index`, `other`, `player`, `from_player`, `name`,
//! `letter`, `from_letter`. The [`Side`] trait gives generic code the same vocabulary,
//! and [`BySide`] holds one value per side, indexed by the family's enum.

use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

use crate::player::Player;

/// One of the two sides of a two-sided game, declared with [`sides!`](crate::sides).
///
/// The first value of [`ALL`](Side::ALL) has index 0 and sits at seat 0
/// ([`Player::FIRST`]), the second at seat 1. Which side *moves* first is a rule of the
/// game, not of the side.
pub trait Side: Copy + Eq + Hash + Ord + fmt::Debug + Send + Sync + 'static {
    /// Both sides: index 0, then index 1.
    const ALL: [Self; 2];

    /// `0` for the first side, `1` for the second.
    fn index(self) -> usize;

    /// The other side.
    #[must_use]
    fn other(self) -> Self {
        Self::ALL[1 - self.index()]
    }

    /// The seat of this side: the first side is seat 0, the second seat 1.
    fn player(self) -> Player {
        if self.index() == 0 {
            Player::FIRST
        } else {
            Player::SECOND
        }
    }

    /// The side sitting at `player`, or `None` for seats beyond the second.
    fn from_player(player: Player) -> Option<Self> {
        Self::ALL.get(player.index()).copied()
    }
}

/// Declares a family's two-side enum with the shared vocabulary of [`Side`].
///
/// Each side is given as `Variant = ("Name", "option-name", 'letter')`: the name for
/// people (`White`), the name in registry options (`first=white`) and the lower-case
/// letter of position texts (`w`). The first side sits at seat 0.
///
/// The macro writes the enum (`Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord,
/// Debug`), the inherent `const fn`s `index`, `other`, `player`, `from_player`, `name`,
/// `letter` and `fn from_letter` (either case), the constant `ALL`, `Display` (the
/// name), the [`Side`] trait and [`Choice`](crate::registry::Choice) for options.
///
/// ```
/// use doska_core::{sides, BySide, Player, Side};
///
/// sides! {
///     /// A side of the board.
///     pub enum Colour {
///         /// White, seat 0.
///         White = ("White", "white", 'w'),
///         /// Black, seat 1.
///         Black = ("Black", "black", 'b'),
///     }
/// }
///
/// assert_eq!(Colour::White.other(), Colour::Black);
/// assert_eq!(Colour::Black.player(), Player::SECOND);
/// assert_eq!(Colour::from_player(Player::FIRST), Some(Colour::White));
/// assert_eq!(Colour::from_letter('B'), Some(Colour::Black));
/// assert_eq!(Colour::White.to_string(), "White");
///
/// let mut pieces: BySide<Colour, u8> = BySide::new(12, 12);
/// pieces[Colour::Black] -= 1;
/// assert_eq!(pieces.into_array(), [12, 11]);
/// ```
#[macro_export]
macro_rules! sides {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(#[$m0:meta])* $first:ident = ($n0:literal, $o0:literal, $l0:literal),
            $(#[$m1:meta])* $second:ident = ($n1:literal, $o1:literal, $l1:literal) $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        $vis enum $name {
            $(#[$m0])*
            $first = 0,
            $(#[$m1])*
            $second = 1,
        }

        impl $name {
            /// Both sides, the one at seat 0 first.
            pub const ALL: [$name; 2] = [$name::$first, $name::$second];

            /// `0` for the side at seat 0, `1` for the other.
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The other side.
            #[inline]
            #[must_use]
            pub const fn other(self) -> $name {
                match self {
                    $name::$first => $name::$second,
                    $name::$second => $name::$first,
                }
            }

            /// The seat of this side.
            #[inline]
            pub const fn player(self) -> $crate::Player {
                match self {
                    $name::$first => $crate::Player::FIRST,
                    $name::$second => $crate::Player::SECOND,
                }
            }

            /// The side at seat `player`, or `None` for seats beyond the second.
            #[inline]
            pub const fn from_player(player: $crate::Player) -> Option<$name> {
                match player.index() {
                    0 => Some($name::$first),
                    1 => Some($name::$second),
                    _ => None,
                }
            }

            /// The name for people, e.g. `White`.
            #[inline]
            pub const fn name(self) -> &'static str {
                match self {
                    $name::$first => $n0,
                    $name::$second => $n1,
                }
            }

            /// The lower-case letter of this side in position texts.
            #[inline]
            pub const fn letter(self) -> char {
                match self {
                    $name::$first => $l0,
                    $name::$second => $l1,
                }
            }

            /// The side written by `letter`, in either case.
            #[inline]
            pub fn from_letter(letter: char) -> Option<$name> {
                match letter.to_ascii_lowercase() {
                    $l0 => Some($name::$first),
                    $l1 => Some($name::$second),
                    _ => None,
                }
            }
        }

        impl ::core::fmt::Display for $name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl $crate::Side for $name {
            const ALL: [$name; 2] = $name::ALL;
            #[inline]
            fn index(self) -> usize {
                self as usize
            }
        }

        impl $crate::registry::Choice for $name {
            const NAMES: &'static [&'static str] = &[$o0, $o1];
            #[inline]
            fn name(self) -> &'static str {
                match self {
                    $name::$first => $o0,
                    $name::$second => $o1,
                }
            }
            #[inline]
            fn from_name(name: &str) -> Option<$name> {
                match name {
                    $o0 => Some($name::$first),
                    $o1 => Some($name::$second),
                    _ => None,
                }
            }
        }
    };
}

/// One value per side, indexed by the family's side enum `S` (shakmaty's `ByColor`).
///
/// `Copy` when `T` is; two values and nothing else, so it replaces `[T; 2]` indexed by
/// `side as usize` and pairs of `white`/`black` fields.
///
/// ```
/// use doska_core::{sides, BySide};
/// sides! {
///     /// A side.
///     pub enum Colour {
///         /// Seat 0.
///         White = ("White", "white", 'w'),
///         /// Seat 1.
///         Black = ("Black", "black", 'b'),
///     }
/// }
/// let hand = BySide::from_fn(|c: Colour| if c == Colour::White { 9 } else { 8 });
/// assert_eq!(hand[Colour::White] + hand[Colour::Black], 17);
/// assert_eq!(hand.iter().map(|(c, n)| format!("{c} {n}")).collect::<Vec<_>>(), ["White 9", "Black 8"]);
/// assert_eq!(hand.map(|_, n| n * 2).into_array(), [18, 16]);
/// ```
pub struct BySide<S, T> {
    values: [T; 2],
    side: PhantomData<fn() -> S>,
}

impl<S: Side, T> BySide<S, T> {
    /// The values of the side at seat 0 and of the side at seat 1.
    #[inline]
    pub const fn new(first: T, second: T) -> Self {
        BySide {
            values: [first, second],
            side: PhantomData,
        }
    }

    /// The values as an array, indexed by [`Side::index`].
    #[inline]
    pub const fn from_array(values: [T; 2]) -> Self {
        BySide {
            values,
            side: PhantomData,
        }
    }

    /// A value for each side, computed by `f` (seat 0 first).
    #[inline]
    pub fn from_fn(mut f: impl FnMut(S) -> T) -> Self {
        let [a, b] = S::ALL;
        Self::new(f(a), f(b))
    }

    /// The same value for both sides.
    #[inline]
    pub fn splat(value: T) -> Self
    where
        T: Clone,
    {
        Self::new(value.clone(), value)
    }

    /// The values as an array, indexed by [`Side::index`].
    #[inline]
    pub fn into_array(self) -> [T; 2] {
        self.values
    }

    /// The values as an array reference, indexed by [`Side::index`].
    #[inline]
    pub const fn as_array(&self) -> &[T; 2] {
        &self.values
    }

    /// The sides with their values, seat 0 first.
    pub fn iter(&self) -> impl Iterator<Item = (S, &T)> {
        S::ALL.into_iter().zip(self.values.iter())
    }

    /// Applies `f` to each side's value.
    pub fn map<U>(self, mut f: impl FnMut(S, T) -> U) -> BySide<S, U> {
        let [a, b] = self.values;
        let [sa, sb] = S::ALL;
        BySide::new(f(sa, a), f(sb, b))
    }

    /// Swaps the two values.
    #[inline]
    #[must_use]
    pub fn swapped(self) -> Self {
        let [a, b] = self.values;
        Self::new(b, a)
    }
}

impl<S: Side, T> Index<S> for BySide<S, T> {
    type Output = T;
    #[inline]
    fn index(&self, side: S) -> &T {
        &self.values[side.index()]
    }
}

impl<S: Side, T> IndexMut<S> for BySide<S, T> {
    #[inline]
    fn index_mut(&mut self, side: S) -> &mut T {
        &mut self.values[side.index()]
    }
}

// Written by hand: derives would demand the same traits of `S`, which is only a tag.
impl<S, T: Clone> Clone for BySide<S, T> {
    #[inline]
    fn clone(&self) -> Self {
        BySide {
            values: self.values.clone(),
            side: PhantomData,
        }
    }
}

impl<S, T: Copy> Copy for BySide<S, T> {}

impl<S, T: PartialEq> PartialEq for BySide<S, T> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.values == other.values
    }
}

impl<S, T: Eq> Eq for BySide<S, T> {}

impl<S, T: Hash> Hash for BySide<S, T> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.values.hash(state);
    }
}

impl<S, T: Default> Default for BySide<S, T> {
    #[inline]
    fn default() -> Self {
        BySide {
            values: Default::default(),
            side: PhantomData,
        }
    }
}

impl<S: Side, T: fmt::Debug> fmt::Debug for BySide<S, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut map = f.debug_map();
        for (side, value) in self.iter() {
            map.entry(&side, value);
        }
        map.finish()
    }
}
