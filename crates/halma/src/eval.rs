//! [`HalmaEval`]: how far each seat still has to go, and how long the pieces in its
//! target keep it waiting.

use doska_core::{Evaluation, Game, Player, Position};

use crate::moves::HalmaMove;
use crate::position::HalmaPosition;
use crate::rules::Halma;

/// The evaluation of halma positions for search: the distance each seat's pieces still
/// have to go, and how long the other pieces in the seat's target will take to leave.
///
/// - **Distance to go:** the sum, over the seat's pieces, of the steps from the piece to
///   the far corner of its target, less that sum for pieces filling the target from its
///   corner: 0 exactly when the seat's pieces fill the corner of its target. The value
///   of a position for a seat starts from 10 × (the mean distance to go of the other
///   seats − its own), so a lead of 30 steps is worth 300, the scale at which MCTS
///   counts a cut-off playout as clearly won. Seats that have finished count 0.
/// - **Waiting:** a seat cannot arrive while other seats' pieces sit in its target
///   (with `filled-target=off`, the default), and its own pieces decide how easily they
///   get out: they take the points the parked pieces would step to, and they are what
///   the parked pieces jump over. So the value for a seat still playing loses its
///   [`waiting`](HalmaEval::waiting), the turns the parked pieces' owners can be
///   expected to take to move them out if they pick uniformly among about
///   [`MOVES`](HalmaEval::MOVES) moves: a piece with `k` moves out of the target
///   waits `MOVES / k` turns. A seat therefore keeps the parked pieces' ways out open
///   (a step, or a jump over its own piece to a free point outside) rather than filling
///   its target around them, and leaves a point where a parked piece would otherwise
///   have no way out at all.
///
/// Only the seat's own target's waiting counts against it: counted for the other seats
/// too (which would make the value antisymmetric for two players) it rewards keeping
/// one's pieces at home in the other side's way. So for two players the value is
/// antisymmetric only when neither target holds the other side's pieces.
///
/// Moves are ordered by how far they bring the piece towards the corner of its target.
///
/// ```
/// use doska_halma::{Halma, HalmaEval};
/// use doska_core::{Evaluation, Game, Player};
/// let rules = Halma::THREE; // no seat starts in another's target
/// let start = rules.start();
/// assert_eq!(HalmaEval.evaluate(&rules, &start, Player::FIRST), 0);
/// assert_eq!(HalmaEval::distance_to_go(&rules, &start, Player::FIRST), 120);
/// assert_eq!(HalmaEval::waiting(&rules, &start, Player::FIRST), 0);
/// // Two players: each starts in the other's target, in the way.
/// let two = Halma::TWO;
/// let waiting = HalmaEval::waiting(&two, &two.start(), Player::FIRST);
/// assert!(waiting > 0);
/// assert_eq!(
///     HalmaEval.evaluate(&two, &two.start(), Player::FIRST),
///     -(waiting as i32)
/// );
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HalmaEval;

impl HalmaEval {
    /// About how many moves a player has to choose from in the middle of a game: the
    /// scale of [`waiting`](HalmaEval::waiting).
    pub const MOVES: u32 = 60;

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

    /// How long the other seats' pieces in `seat`'s target keep it waiting: the sum,
    /// over those pieces, of the turns their owner would take, picking uniformly among
    /// [`MOVES`](HalmaEval::MOVES) moves, to move the piece out. A piece with `k` moves
    /// (steps and jump chains) ending outside the target counts `MOVES / k`; one whose
    /// moves all stay in the target counts `MOVES / k + MOVES / 2` for its `k` moves
    /// inside (a move in, then one out); one with no move at all `2 × MOVES`. 0 when no
    /// other seat's piece is in the target.
    ///
    /// ```
    /// use doska_halma::{Halma, HalmaEval};
    /// use doska_core::{Game, Player};
    /// let two = Halma::TWO;
    /// let start = two.start();
    /// // The top's pieces fill the bottom's target: the three at the back (the corner
    /// // and the row in front of it) have no move at all.
    /// let w = HalmaEval::waiting(&two, &start, Player::FIRST);
    /// assert!(w >= 3 * 2 * HalmaEval::MOVES);
    /// // A seat's own pieces at home do not keep it waiting; its target is empty.
    /// assert_eq!(HalmaEval::waiting(&Halma::THREE, &Halma::THREE.start(), Player::FIRST), 0);
    /// ```
    pub fn waiting(rules: &Halma, pos: &HalmaPosition, seat: Player) -> u32 {
        let target = rules.target(seat);
        let parked = target & pos.occupied() & !pos.pieces(seat);
        parked
            .iter()
            .map(|p| {
                let to = rules.destinations(pos, p);
                let out = (to & !target).count();
                let inside = (to & target).count();
                let m = Self::MOVES;
                m.checked_div(out)
                    .or_else(|| m.checked_div(inside).map(|t| t + m / 2))
                    .unwrap_or(2 * m)
            })
            .sum()
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
        let waiting = if pos.has_finished(player) {
            0
        } else {
            HalmaEval::waiting(game, pos, player) as i32
        };
        10 * (others - own * (n as i32 - 1)) / (n as i32 - 1) - waiting
    }

    fn move_priority(&self, game: &Halma, pos: &HalmaPosition, mv: &HalmaMove) -> i32 {
        let Some((from, to)) = mv.points() else {
            return 0;
        };
        let corner = game.triangle(pos.to_move()).opposite().apex();
        from.distance(corner) as i32 - to.distance(corner) as i32
    }
}
