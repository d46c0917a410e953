//! The side to move as a type, so that the code of one ply is compiled for one colour
//! (constant step directions and promotion rank) and one set of men's capture
//! directions.

use crate::geometry::{promotion_rank, Geometry};
use crate::piece::Colour;
use crate::position::CheckersPosition;
use crate::rules::ManCapture;
use crate::steps::man_dir_masks;

/// The side to move as a type.
pub(crate) trait Mover {
    /// The colour.
    const COLOUR: Colour;
    /// Whether men capture backward too (`ManCapture::BothWays`).
    const MEN_BACK: bool;
    /// The other colour (with the same rules).
    type Next: Mover;

    /// For each direction, all ones if this side's men capture that way.
    #[inline(always)]
    fn man_masks() -> [u64; 4] {
        man_dir_masks(
            Self::COLOUR,
            if Self::MEN_BACK {
                ManCapture::BothWays
            } else {
                ManCapture::Forward
            },
        )
    }

    /// The pieces of this side and of the other side.
    #[inline(always)]
    fn sides(pos: &CheckersPosition) -> (u64, u64) {
        match Self::COLOUR {
            Colour::White => (pos.white, pos.black),
            Colour::Black => (pos.black, pos.white),
        }
    }

    /// This side's promotion rank.
    #[inline(always)]
    fn promo<G: Geometry>() -> u64 {
        promotion_rank::<G>(Self::COLOUR)
    }
}

/// White to move; men capture backward too when `BACK` (the rules' `ManCapture`, fixed
/// at compile time so that a direction men never capture in costs nothing).
pub(crate) struct WhiteMoves<const BACK: bool>;

/// Black to move; `BACK` as for [`WhiteMoves`].
pub(crate) struct BlackMoves<const BACK: bool>;

impl<const BACK: bool> Mover for WhiteMoves<BACK> {
    const COLOUR: Colour = Colour::White;
    const MEN_BACK: bool = BACK;
    type Next = BlackMoves<BACK>;
}

impl<const BACK: bool> Mover for BlackMoves<BACK> {
    const COLOUR: Colour = Colour::Black;
    const MEN_BACK: bool = BACK;
    type Next = WhiteMoves<BACK>;
}

/// Runs `$body` with the type alias `$c` bound to the [`Mover`] of the side to move of
/// `$pos` under `$rules` (its colour and its men's capture directions).
macro_rules! with_mover {
    ($rules:expr, $pos:expr, $c:ident => $body:expr) => {
        match ($pos.side, $rules.man_capture) {
            ($crate::piece::Colour::White, $crate::rules::ManCapture::BothWays) => {
                type $c = $crate::perft::mover::WhiteMoves<true>;
                $body
            }
            ($crate::piece::Colour::Black, $crate::rules::ManCapture::BothWays) => {
                type $c = $crate::perft::mover::BlackMoves<true>;
                $body
            }
            ($crate::piece::Colour::White, $crate::rules::ManCapture::Forward) => {
                type $c = $crate::perft::mover::WhiteMoves<false>;
                $body
            }
            ($crate::piece::Colour::Black, $crate::rules::ManCapture::Forward) => {
                type $c = $crate::perft::mover::BlackMoves<false>;
                $body
            }
        }
    };
}
pub(crate) use with_mover;
