//! The two colours, and a per-colour container.

use std::fmt;
use std::ops::{Index, IndexMut};

use doska_core::Player;

/// A colour of pieces. With two players White is seat 0 and Black seat 1; with four,
/// seats 0 and 2 (A and B) play White and seats 1 and 3 (C and D) Black: the colour of
/// a seat is its parity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Colour {
    /// Moves first.
    White,
    /// Moves second.
    Black,
}

impl Colour {
    /// Both colours, White first.
    pub const ALL: [Colour; 2] = [Colour::White, Colour::Black];

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other colour.
    #[inline]
    #[must_use]
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The colour `player` places: White for even seats, Black for odd ones.
    #[inline]
    pub const fn of_seat(player: Player) -> Colour {
        if player.index() % 2 == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }

    /// The letter of the colour in texts: `w` or `b`.
    #[inline]
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    /// The name, `White` or `Black`.
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "White",
            Colour::Black => "Black",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per colour, indexed by [`Colour`].
///
/// ```
/// use doska_scoring_rows::{ByColour, Colour};
/// let mut pieces = ByColour::new(3, 5);
/// pieces[Colour::Black] += 1;
/// assert_eq!((pieces[Colour::White], pieces[Colour::Black]), (3, 6));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct ByColour<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColour<T> {
    /// The values of White and Black.
    pub const fn new(white: T, black: T) -> Self {
        ByColour { white, black }
    }

    /// A value for each colour, computed by `f`.
    pub fn from_fn(mut f: impl FnMut(Colour) -> T) -> Self {
        ByColour {
            white: f(Colour::White),
            black: f(Colour::Black),
        }
    }
}

impl<T> Index<Colour> for ByColour<T> {
    type Output = T;
    #[inline]
    fn index(&self, colour: Colour) -> &T {
        match colour {
            Colour::White => &self.white,
            Colour::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Colour> for ByColour<T> {
    #[inline]
    fn index_mut(&mut self, colour: Colour) -> &mut T {
        match colour {
            Colour::White => &mut self.white,
            Colour::Black => &mut self.black,
        }
    }
}
