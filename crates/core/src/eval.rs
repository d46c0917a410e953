//! Heuristic evaluation, the one piece of game knowledge generic search needs.
//!
//! Each family implements [`Evaluation`] in its own crate (draughts: material and
//! advancement; mill: pieces, mobility and mills; …). Search works on games without
//! one through [`NoEvaluation`], relying on outcomes and playouts alone.

use std::fmt::Debug;

use crate::game::Game;
use crate::player::Player;

/// The largest magnitude an evaluation may return. Search keeps values beyond it for
/// decided games (wins and losses).
pub const EVAL_MAX: i32 = 1_000_000;

/// A static evaluation of positions of `G`.
///
/// Values are from the point of view of `player`: positive is good for it. The scale
/// is the evaluation's own (draughts uses 100 per man), within `±EVAL_MAX`. For two
/// sides or two teams an evaluation should be antisymmetric (the value for one side
/// is minus the value for the other), as negamax assumes.
pub trait Evaluation<G: Game>: Clone + Debug + Send + Sync + 'static {
    /// How many plies past its depth limit a search follows [noisy](Evaluation::is_noisy)
    /// moves by default (quiescence). 0, the default, means the game has no noisy moves:
    /// search stops at its depth and games without captures pay nothing for quiescence.
    ///
    /// Set it to what the game's exchanges need. Where captures are compulsory the
    /// noisy moves are few and a long limit is cheap (draughts: 16); where noisy moves
    /// are optional and branch widely, every extra ply multiplies the work (mill, whose
    /// mill closures each come with a choice of removals: 4). A searcher may override it
    /// (`alphabeta:quiescence=N`).
    const QUIESCENCE_PLIES: u32 = 0;

    /// The value of `pos` for `player`.
    fn evaluate(&self, game: &G, pos: &G::Position, player: Player) -> i32;

    /// A move-ordering hint: moves with higher priority are searched first (captures,
    /// mill closures). By default every move is equal.
    fn move_priority(&self, game: &G, pos: &G::Position, mv: &G::Move) -> i32 {
        let _ = (game, pos, mv);
        0
    }

    /// Whether `mv` changes the material balance (a capture, a removal): a position
    /// where such moves are pending is not quiet, so search follows them past its depth
    /// limit (quiescence) instead of evaluating in the middle of an exchange, for at most
    /// [`QUIESCENCE_PLIES`](Evaluation::QUIESCENCE_PLIES) plies. By default no move is
    /// noisy.
    fn is_noisy(&self, game: &G, pos: &G::Position, mv: &G::Move) -> bool {
        let _ = (game, pos, mv);
        false
    }
}

/// The evaluation of a game that has none: every position is worth 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NoEvaluation;

impl<G: Game> Evaluation<G> for NoEvaluation {
    fn evaluate(&self, _: &G, _: &G::Position, _: Player) -> i32 {
        0
    }
}
