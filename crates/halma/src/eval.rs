//! [`HalmaEval`]: how far each seat still has to go, and what stands in its target.

use std::sync::OnceLock;

use doska_core::{Evaluation, Game, Player, Position};

use crate::moves::HalmaMove;
use crate::position::HalmaPosition;
use crate::rules::Halma;

/// The evaluation of halma positions for search: the distance each seat's pieces still
/// have to go, and how hard it is for other pieces to get out of the seat's target.
///
/// - **Distance to go:** the sum, over the seat's pieces, of the steps from the piece to
///   the far corner of its target, less that sum for pieces filling the target from its
///   corner: 0 exactly when the seat's pieces fill the corner of its target. The value
///   of a position for a seat starts from 10 × (the mean distance to go of the other
///   seats − its own), so a lead of 30 steps is worth 300, the scale at which MCTS
///   counts a cut-off playout as clearly won. Seats that have finished count 0.
/// - **Blockage:** a seat cannot arrive while other seats' pieces sit in its target
///   (with `filled-target=off`, the default), and its own pieces can wall them in: a
///   piece in the target's corner behind a full target never gets out. So the value
///   for a seat still playing loses [`BLOCKAGE`](HalmaEval::BLOCKAGE) per unit of
///   [`blockage`](HalmaEval::blockage), the cost of those pieces' cheapest ways out,
///   which the seat's own pieces raise by standing in them. Without it a greedy player
///   walled a random player's piece into its target's corner, or stood in front of the
///   random player's home, and drew most two-player games at the move limit.
///
/// Only the seat's own target's blockage counts against it: counted for the other
/// seats too (which would make the value antisymmetric for two players) it rewards
/// keeping one's pieces at home to block the other side, and a greedy player that
/// did so against random play did not leave home. So for two players the value is
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
/// assert_eq!(HalmaEval::blockage(&rules, &start, Player::FIRST), 0);
/// // Two players: each starts in the other's target, in the way.
/// let two = Halma::TWO;
/// let blockage = HalmaEval::blockage(&two, &two.start(), Player::FIRST);
/// assert!(blockage > 0);
/// assert_eq!(
///     HalmaEval.evaluate(&two, &two.start(), Player::FIRST),
///     -HalmaEval::BLOCKAGE * blockage as i32
/// );
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HalmaEval;

impl HalmaEval {
    /// What a unit of [`blockage`](HalmaEval::blockage) costs the seat whose target it
    /// is (a step of distance to go is worth 10).
    pub const BLOCKAGE: i32 = 20;

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

    /// How hard it is for the other seats' pieces in `seat`'s target to leave it: the
    /// sum, over those pieces, of the cheapest way out of the target by steps, each
    /// step costing 1 onto an empty point, 2 onto another seat's piece and 3 onto one
    /// of `seat`'s own (its own pieces are the ones it could move out of the way).
    /// 0 when no other seat's piece is in the target.
    pub fn blockage(rules: &Halma, pos: &HalmaPosition, seat: Player) -> u32 {
        let target = rules.target(seat).bits();
        let own = pos.pieces(seat).bits();
        let intruders = target & pos.occupied().bits() & !own;
        if intruders == 0 {
            return 0;
        }
        let neighbours = neighbour_masks(pos);
        let empty = pos.empty().bits();
        let cost = |q: usize| -> u32 {
            let bit = 1u128 << q;
            if empty & bit != 0 {
                1
            } else if own & bit != 0 {
                3
            } else {
                2
            }
        };
        // Cheapest way out from each point of the target, by relaxation (a target has
        // 10 or 15 points, so as many rounds settle it).
        let mut out = [u32::MAX; 128];
        let points: Vec<usize> = bit_indices(target).collect();
        for _ in 0..points.len() {
            let mut changed = false;
            for &p in &points {
                let best = bit_indices(neighbours[p])
                    .map(|q| {
                        let beyond = if target & (1u128 << q) != 0 {
                            out[q]
                        } else {
                            0
                        };
                        cost(q).saturating_add(beyond)
                    })
                    .min()
                    .unwrap_or(u32::MAX);
                if best < out[p] {
                    out[p] = best;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        bit_indices(intruders).map(|p| out[p]).sum()
    }
}

/// The indices of the set bits of `bits`, lowest first.
fn bit_indices(mut bits: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            i
        })
    })
}

/// The neighbours of every point of the star, by point index, as bit sets (worked out
/// once from the points' distances).
fn neighbour_masks(pos: &HalmaPosition) -> &'static [u128] {
    static MASKS: OnceLock<Vec<u128>> = OnceLock::new();
    MASKS.get_or_init(|| {
        let star = pos.occupied() | pos.empty();
        let mut masks = vec![0u128; 128];
        for p in star.iter() {
            for q in star.iter().filter(|q| q.distance(p) == 1) {
                masks[p.index()] |= 1u128 << q.index();
            }
        }
        masks
    })
}

impl Evaluation<Halma> for HalmaEval {
    fn evaluate(&self, game: &Halma, pos: &HalmaPosition, player: Player) -> i32 {
        let n = game.players();
        let own = HalmaEval::distance_to_go(game, pos, player) as i32;
        let others: i32 = Player::all(n)
            .filter(|s| *s != player)
            .map(|s| HalmaEval::distance_to_go(game, pos, s) as i32)
            .sum();
        let blockage = if pos.has_finished(player) {
            0
        } else {
            HalmaEval::blockage(game, pos, player) as i32
        };
        10 * (others - own * (n as i32 - 1)) / (n as i32 - 1) - HalmaEval::BLOCKAGE * blockage
    }

    fn move_priority(&self, game: &Halma, pos: &HalmaPosition, mv: &HalmaMove) -> i32 {
        let Some((from, to)) = mv.points() else {
            return 0;
        };
        let corner = game.triangle(pos.to_move()).opposite().apex();
        from.distance(corner) as i32 - to.distance(corner) as i32
    }
}
