//! The two sides, Black and White, and their seats at the table.

use std::fmt;

use doska_core::Player;

/// A side: Black or White.
///
/// Seats are fixed by colour: Black is [`Player::FIRST`] (seat 0) and White is
/// [`Player::SECOND`] (seat 1), whichever moves first (option `first`).
///
/// ```
/// use doska_lines_of_action::Side;
/// use doska_core::Player;
/// assert_eq!(Side::Black.player(), Player::FIRST);
/// assert_eq!(Side::from_player(Player::SECOND), Some(Side::White));
/// assert_eq!(Side::White.opponent(), Side::Black);
/// assert_eq!(Side::Black.to_string(), "Black");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Side {
    /// Black: on b1–g1 and b8–g8 in the standard start, moves first by default.
    Black = 0,
    /// White: on a2–a7 and h2–h7 in the standard start.
    White = 1,
}

impl Side {
    /// Both sides, Black first.
    pub const BOTH: [Side; 2] = [Side::Black, Side::White];

    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// `0` for Black, `1` for White.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat of this side: Black is seat 0, White seat 1.
    #[inline]
    pub const fn player(self) -> Player {
        match self {
            Side::Black => Player::FIRST,
            Side::White => Player::SECOND,
        }
    }

    /// The side of a seat, or `None` for seats beyond the second.
    #[inline]
    pub const fn from_player(player: Player) -> Option<Side> {
        match player.index() {
            0 => Some(Side::Black),
            1 => Some(Side::White),
            _ => None,
        }
    }

    /// The letter of this side in position texts: `b` or `w`.
    #[inline]
    pub const fn letter(self) -> char {
        match self {
            Side::Black => 'b',
            Side::White => 'w',
        }
    }

    /// The name used in registry options: `black` or `white`.
    #[inline]
    pub const fn option_name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Black => "Black",
            Side::White => "White",
        })
    }
}
