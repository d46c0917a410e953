//! The side to move on the 64-square board as a type, so that a ply is compiled for one
//! colour (constant forward direction and promotion rank), and whether capture routes
//! are counted (the route-counting perft) as a constant too.

use crate::board::colour::Colour;
use crate::board::full::{RANK_1, RANK_8};
use crate::position::state::CheckersPosition;

/// The side to move as a type.
pub(super) trait FullMover: 'static {
    /// The colour.
    const COLOUR: Colour;
    /// Whether routes are counted rather than moves.
    const ROUTES: bool;
    /// The promotion rank.
    const PROMO: u64;
    /// The other colour (counting the same way).
    type Next: FullMover;

    /// Every square of `x` one step forward (up for White).
    fn fwd(x: u64) -> u64;
    /// Every square of `x` one step back.
    fn back(x: u64) -> u64;

    /// The pieces of this side and of the other side.
    #[inline(always)]
    fn sides(pos: &CheckersPosition) -> (u64, u64) {
        match Self::COLOUR {
            Colour::White => (pos.white_bits(), pos.black_bits()),
            Colour::Black => (pos.black_bits(), pos.white_bits()),
        }
    }
}

/// White to move; routes counted when `R`.
pub(super) struct White64<const R: bool>;
/// Black to move; routes counted when `R`.
pub(super) struct Black64<const R: bool>;

impl<const R: bool> FullMover for White64<R> {
    const COLOUR: Colour = Colour::White;
    const ROUTES: bool = R;
    const PROMO: u64 = RANK_8;
    type Next = Black64<R>;

    #[inline(always)]
    fn fwd(x: u64) -> u64 {
        x << 8
    }
    #[inline(always)]
    fn back(x: u64) -> u64 {
        x >> 8
    }
}

impl<const R: bool> FullMover for Black64<R> {
    const COLOUR: Colour = Colour::Black;
    const ROUTES: bool = R;
    const PROMO: u64 = RANK_1;
    type Next = White64<R>;

    #[inline(always)]
    fn fwd(x: u64) -> u64 {
        x >> 8
    }
    #[inline(always)]
    fn back(x: u64) -> u64 {
        x << 8
    }
}
