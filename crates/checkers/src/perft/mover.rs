//! The side to move as a type, so that the code of one ply is compiled for one colour
//! (constant step directions and promotion rank) and one set of men's capture
//! directions, and whether capture routes are counted (the route-counting perft) as a
//! constant too.

use crate::board::colour::Colour;
use crate::board::dark::{promotion_rank, Geometry};
use crate::movegen::steps::man_dir_masks;
use crate::position::state::CheckersPosition;
use crate::rules::choices::ManCapture;

/// The side to move as a type.
pub(super) trait Mover {
    /// The colour.
    const COLOUR: Colour;
    /// Whether men capture backward too (`ManCapture::BothWays`).
    const MEN_BACK: bool;
    /// Whether routes are counted rather than moves.
    const ROUTES: bool;
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
            Colour::White => (pos.white_bits(), pos.black_bits()),
            Colour::Black => (pos.black_bits(), pos.white_bits()),
        }
    }

    /// This side's promotion rank.
    #[inline(always)]
    fn promo<G: Geometry>() -> u64 {
        promotion_rank::<G>(Self::COLOUR)
    }
}

/// White to move; men capture backward too when `BACK` (the rules' `ManCapture`, fixed
/// at compile time so that a direction men never capture in costs nothing); routes
/// counted when `ROUTES`.
pub(super) struct WhiteMoves<const BACK: bool, const ROUTES: bool = false>;

/// Black to move; `BACK` and `ROUTES` as for [`WhiteMoves`].
pub(super) struct BlackMoves<const BACK: bool, const ROUTES: bool = false>;

impl<const BACK: bool, const R: bool> Mover for WhiteMoves<BACK, R> {
    const COLOUR: Colour = Colour::White;
    const MEN_BACK: bool = BACK;
    const ROUTES: bool = R;
    type Next = BlackMoves<BACK, R>;
}

impl<const BACK: bool, const R: bool> Mover for BlackMoves<BACK, R> {
    const COLOUR: Colour = Colour::Black;
    const MEN_BACK: bool = BACK;
    const ROUTES: bool = R;
    type Next = WhiteMoves<BACK, R>;
}

/// Runs `$body` with the type alias `$c` bound to the [`Mover`] of the side to move of
/// `$pos` under `$rules` (its colour and its men's capture directions), counting
/// moves, or routes when `$routes` (a constant) is true.
macro_rules! with_mover {
    ($rules:expr, $pos:expr, $c:ident => $body:expr) => {
        $crate::perft::mover::with_mover!($rules, $pos, false, $c => $body)
    };
    ($rules:expr, $pos:expr, $routes:literal, $c:ident => $body:expr) => {
        match ($pos.side_to_move(), $rules.man_capture()) {
            ($crate::board::colour::Colour::White, $crate::rules::choices::ManCapture::BothWays) => {
                type $c = $crate::perft::mover::WhiteMoves<true, $routes>;
                $body
            }
            ($crate::board::colour::Colour::Black, $crate::rules::choices::ManCapture::BothWays) => {
                type $c = $crate::perft::mover::BlackMoves<true, $routes>;
                $body
            }
            ($crate::board::colour::Colour::White, $crate::rules::choices::ManCapture::Forward) => {
                type $c = $crate::perft::mover::WhiteMoves<false, $routes>;
                $body
            }
            ($crate::board::colour::Colour::Black, $crate::rules::choices::ManCapture::Forward) => {
                type $c = $crate::perft::mover::BlackMoves<false, $routes>;
                $body
            }
        }
    };
}
pub(crate) use with_mover;
