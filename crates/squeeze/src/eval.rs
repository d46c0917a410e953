//! [`SqueezeEval`]: the heuristic evaluation for search.

use doska_core::{Evaluation, Player};

use crate::colour::Colour;
use crate::geometry::{count_steps, spread};
use crate::movegen::play::captured_by_step;
use crate::moves::SqueezeMove;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;

/// An evaluation for alpha-beta search: material first, then mobility, then the
/// pieces next to an empty cell.
///
/// - **Material:** 100 per piece, on the board or in hand.
/// - **Mobility:** 4 per step (a piece with two empty neighbours has two).
/// - **Contact:** 2 per piece next to an empty cell (the pieces that can move, and be
///   squeezed, soonest).
///
/// Each term is the side's value minus the other side's, so the evaluation is
/// antisymmetric. Capturing steps are noisy, so quiescence follows chains of captures
/// past the search depth; they are searched first, the most pieces first.
///
/// ```
/// use doska_core::{Evaluation, Game, Player};
/// use doska_squeeze::{Squeeze, SqueezeEval};
/// let game = Squeeze::STANDARD;
/// let pos = game.parse_position("wwwww/wwwww/ww.bb/bbbbb/bbbbb b 0 0").unwrap();
/// assert_eq!(SqueezeEval.evaluate(&game, &pos, Player::FIRST), 0);
/// let pos = game.parse_position("wwwww/wwwww/ww.bb/bbbbb/bbbb. b 0 0").unwrap();
/// assert!(SqueezeEval.evaluate(&game, &pos, Player::FIRST) > 0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SqueezeEval;

impl SqueezeEval {
    /// The value of a piece.
    pub const PIECE: i32 = 100;
    /// The value of a step.
    pub const STEP: i32 = 4;
    /// The value of a piece next to an empty cell.
    pub const CONTACT: i32 = 2;

    fn side_value(pos: &SqueezePosition, colour: Colour) -> i32 {
        let own = pos.pieces(colour).bits();
        let empty = pos.empty().bits();
        let material = own.count_ones() as i32 + i32::from(pos.hand(colour));
        let steps = count_steps(own, empty) as i32;
        let contact = (spread(empty) & own).count_ones() as i32;
        material * SqueezeEval::PIECE + steps * SqueezeEval::STEP + contact * SqueezeEval::CONTACT
    }
}

impl Evaluation<Squeeze> for SqueezeEval {
    const QUIESCENCE_PLIES: u32 = 6;

    fn evaluate(&self, _: &Squeeze, pos: &SqueezePosition, player: Player) -> i32 {
        let me = Colour::from_player(player).unwrap_or(Colour::White);
        SqueezeEval::side_value(pos, me) - SqueezeEval::side_value(pos, me.other())
    }

    fn move_priority(&self, _: &Squeeze, pos: &SqueezePosition, mv: &SqueezeMove) -> i32 {
        match *mv {
            SqueezeMove::Step(_, to) => captured_by_step(pos, to).count() as i32,
            _ => 0,
        }
    }

    fn is_noisy(&self, _: &Squeeze, pos: &SqueezePosition, mv: &SqueezeMove) -> bool {
        match *mv {
            SqueezeMove::Step(_, to) => !captured_by_step(pos, to).is_empty(),
            _ => false,
        }
    }
}
