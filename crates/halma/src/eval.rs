//! [`HalmaEval`]: how far each seat still has to go.

use doska_core::{Evaluation, Game, Player, Position};

use crate::moves::HalmaMove;
use crate::position::HalmaPosition;
use crate::rules::Halma;

/// The evaluation of halma positions for search: the distance each seat's pieces still
/// have to go.
///
/// A seat's distance to go is the sum, over its pieces, of the steps from the piece to
/// the far corner of its target, less that sum for pieces filling the target from its
/// corner: 0 exactly when the seat's pieces fill the corner of its target. The value of
/// a position for a seat is 10 × (the mean distance to go of the other seats − its
/// own), so it is antisymmetric for two players, as alpha-beta expects, and a lead of
/// 30 steps is worth 300, the scale at which MCTS counts a cut-off playout as clearly
/// won. Seats that have finished count 0.
///
/// Moves are ordered by how far they bring the piece towards the corner of its target.
///
/// ```
/// use doska_halma::{Halma, HalmaEval};
/// use doska_core::{Evaluation, Game, Player};
/// let rules = Halma::TWO;
/// let start = rules.start();
/// assert_eq!(HalmaEval.evaluate(&rules, &start, Player::FIRST), 0);
/// assert_eq!(HalmaEval::distance_to_go(&rules, &start, Player::FIRST), 120);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HalmaEval;

impl HalmaEval {
    /// The distance `seat` still has to go (see the type's docs).
    pub fn distance_to_go(rules: &Halma, pos: &HalmaPosition, seat: Player) -> u32 {
        if pos.has_finished(seat) {
            return 0;
        }
        let corner = rules.triangle(seat).opposite().apex();
        let pieces = pos.pieces(seat);
        let total: u32 = pieces.iter().map(|p| p.distance(corner)).sum();
        let mut best: Vec<u32> = rules
            .target(seat)
            .iter()
            .map(|p| p.distance(corner))
            .collect();
        best.sort_unstable();
        let least: u32 = best.iter().take(pieces.count() as usize).sum();
        total.saturating_sub(least)
    }
}

impl Evaluation<Halma> for HalmaEval {
    fn evaluate(&self, game: &Halma, pos: &HalmaPosition, player: Player) -> i32 {
        let n = game.players();
        let own = HalmaEval::distance_to_go(game, pos, player) as i32;
        let others: i32 = Player::all(n)
            .filter(|s| *s != player)
            .map(|s| HalmaEval::distance_to_go(game, pos, s) as i32)
            .sum();
        10 * (others - own * (n as i32 - 1)) / (n as i32 - 1)
    }

    fn move_priority(&self, game: &Halma, pos: &HalmaPosition, mv: &HalmaMove) -> i32 {
        let Some((from, to)) = mv.points() else {
            return 0;
        };
        let corner = game.triangle(pos.to_move()).opposite().apex();
        from.distance(corner) as i32 - to.distance(corner) as i32
    }
}
