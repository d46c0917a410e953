//! A position: the pieces of each side, the pieces in hand, the side to move and the
//! plies since the last removal.

use std::fmt;

use doska_core::{Player, Position};

use crate::point::{Point, Points};
use crate::rules::Colour;

/// One state of a mill game.
///
/// Built by [`Mill::start`](doska_core::Game::start), by
/// [`Mill::parse_position`](doska_core::Game::parse_position) or by playing moves, so
/// its invariants hold: the sides' pieces are disjoint, on the board's points, and
/// no more than the rules' pieces per side are on the board and in hand.
///
/// `Display` writes the text of `NOTATION.md`, with the plies since the last removal
/// as a trailing `H<n>` when it is not zero: `W.......................B b 8 8 H2`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MillPosition {
    pub(crate) pieces: [Points; 2],
    pub(crate) hand: [u8; 2],
    pub(crate) side: Colour,
    pub(crate) quiet: u16,
}

impl MillPosition {
    /// The pieces of `colour` on the board.
    #[inline]
    pub const fn pieces(&self, colour: Colour) -> Points {
        self.pieces[colour as usize]
    }

    /// The pieces of `colour` still to be placed.
    #[inline]
    pub const fn hand(&self, colour: Colour) -> u8 {
        self.hand[colour as usize]
    }

    /// The pieces of `colour` on the board and in hand.
    #[inline]
    pub const fn total(&self, colour: Colour) -> u32 {
        self.pieces[colour as usize].count() + self.hand[colour as usize] as u32
    }

    /// Every occupied point.
    #[inline]
    pub const fn occupied(&self) -> Points {
        Points::from_bits(self.pieces[0].bits() | self.pieces[1].bits())
    }

    /// The colour of the piece on `p`, if any.
    #[inline]
    pub fn piece_at(&self, p: Point) -> Option<Colour> {
        if self.pieces[0].contains(p) {
            Some(Colour::White)
        } else if self.pieces[1].contains(p) {
            Some(Colour::Black)
        } else {
            None
        }
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
        let packed = u64::from(self.pieces[0].bits())
            | u64::from(self.pieces[1].bits()) << 24
            | u64::from(self.hand[0] & 15) << 48
            | u64::from(self.hand[1] & 15) << 52
            | (self.side as u64) << 56;
        doska_core::mix64(packed)
    }
}

impl fmt::Display for MillPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut board = [b'.'; 24];
        for p in self.pieces[0] {
            board[p.index()] = b'W';
        }
        for p in self.pieces[1] {
            board[p.index()] = b'B';
        }
        let board = std::str::from_utf8(&board).map_err(|_| fmt::Error)?;
        let side = match self.side {
            Colour::White => 'w',
            Colour::Black => 'b',
        };
        write!(f, "{board} {side} {} {}", self.hand[0], self.hand[1])?;
        if self.quiet > 0 {
            write!(f, " H{}", self.quiet)?;
        }
        Ok(())
    }
}
