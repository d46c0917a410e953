//! The greedy agent: the move whose resulting position evaluates best, one ply deep.

use doska_core::{seeded_rng, DefaultRng, Evaluation, Game, Position};
use rand::Rng;

use crate::value::terminal;
use crate::Agent;

/// Looks one ply ahead: plays each legal move, scores the result with the
/// evaluation (or the outcome, when the move ends the game) from the mover's point of
/// view, and takes the best; ties are broken at random under the seed.
#[derive(Clone, Debug)]
pub struct Greedy<E> {
    eval: E,
    rng: DefaultRng,
}

impl<E> Greedy<E> {
    /// A greedy agent with `eval`, seeded with `seed`.
    pub fn new(eval: E, seed: u64) -> Self {
        Greedy {
            eval,
            rng: seeded_rng(seed),
        }
    }
}

impl<G: Game, E: Evaluation<G>> Agent<G> for Greedy<E> {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, game: &G, pos: &G::Position) -> Option<G::Move> {
        let me = pos.to_move();
        let mut best: Vec<G::Move> = Vec::new();
        let mut best_value = i32::MIN;
        for mv in game.moves(pos) {
            let mut next = pos.clone();
            game.play_unchecked(&mut next, &mv);
            let value = match game.outcome(&next) {
                Some(o) => terminal(game, &o, me, 1),
                None => self.eval.evaluate(game, &next, me),
            };
            if value > best_value {
                best_value = value;
                best.clear();
            }
            if value == best_value {
                best.push(mv);
            }
        }
        if best.is_empty() {
            None
        } else {
            let i = self.rng.random_range(0..best.len());
            Some(best.swap_remove(i))
        }
    }
}
