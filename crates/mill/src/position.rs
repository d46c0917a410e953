//! A position: the pieces of each side, the pieces in hand, the side to move and the
//! plies since the last removal.

use std::fmt::{self, Write as _};

use doska_core::{Player, Position};

use crate::colour::{ByColour, Colour};
use crate::point::Point;
use crate::points::Points;

/// One state of a mill game.
///
/// Built by [`Mill::start`](doska_core::Game::start), by
/// [`Mill::parse_position`](doska_core::Game::parse_position) or by playing moves, so
/// its invariants hold: the sides' pieces are disjoint, on the board's points, and
/// no more than the rules' pieces per side are on the board and in hand.
///
/// `Display` writes the position text (`docs/mill.md`), with the plies since the last
/// removal as a trailing `H<n>` when it is not zero: `W.......................B b 8 8 H2`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MillPosition {
    pub(crate) pieces: ByColour<Points>,
    pub(crate) hand: ByColour<u8>,
    pub(crate) side: Colour,
    pub(crate) quiet: u16,
}

impl MillPosition {
    /// The pieces of `colour` on the board.
    #[inline]
    pub fn pieces(&self, colour: Colour) -> Points {
        self.pieces[colour]
    }

    /// The pieces of `colour` still to be placed.
    #[inline]
    pub fn hand(&self, colour: Colour) -> u8 {
        self.hand[colour]
    }

    /// The pieces of `colour` on the board and in hand.
    #[inline]
    pub fn total(&self, colour: Colour) -> u32 {
        self.pieces[colour].count() + u32::from(self.hand[colour])
    }

    /// Every occupied point.
    #[inline]
    pub fn occupied(&self) -> Points {
        self.pieces[Colour::White] | self.pieces[Colour::Black]
    }

    /// The colour of the piece on `p`, if any.
    #[inline]
    pub fn piece_at(&self, p: Point) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|&colour| self.pieces[colour].contains(p))
    }

    /// The side to move.
    #[inline]
    pub const fn side_to_move(&self) -> Colour {
        self.side
    }

    /// Plies played since the last removal (or since the position was set up).
    #[inline]
    pub const fn plies_since_removal(&self) -> u16 {
        self.quiet
    }
}

impl Position for MillPosition {
    #[inline]
    fn to_move(&self) -> Player {
        self.side.player()
    }

    /// Everything but the counter packs into 57 bits (24 + 24 board bits, 4 + 4 bits of
    /// hand, the side), mixed by a bijection: different positions never share a key.
    #[inline]
    fn key(&self) -> u64 {
        let [white, black] = self.pieces.into_array();
        let [white_hand, black_hand] = self.hand.into_array();
        let packed = u64::from(white.bits())
            | u64::from(black.bits()) << 24
            | u64::from(white_hand & 15) << 48
            | u64::from(black_hand & 15) << 52
            | (self.side as u64) << 56;
        doska_core::mix64(packed)
    }
}

impl fmt::Display for MillPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut board = ['.'; 24];
        for (colour, pieces) in self.pieces.iter() {
            for p in *pieces {
                board[p.index()] = colour.letter().to_ascii_uppercase();
            }
        }
        for c in board {
            f.write_char(c)?;
        }
        let side = self.side.letter();
        let [white, black] = self.hand.into_array();
        write!(f, " {side} {white} {black}")?;
        if self.quiet > 0 {
            write!(f, " H{}", self.quiet)?;
        }
        Ok(())
    }
}
