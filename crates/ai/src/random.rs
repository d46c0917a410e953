//! The random agent: a uniformly random legal move.

use doska_core::{seeded_rng, DefaultRng, Game};
use rand::Rng;

use crate::Agent;

/// Plays a uniformly random legal move; reproducible under its seed.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: DefaultRng,
}

impl RandomAgent {
    /// A random agent seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: seeded_rng(seed),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, game: &G, pos: &G::Position) -> Option<G::Move> {
        let moves = game.moves(pos);
        if moves.is_empty() {
            None
        } else {
            Some(moves[self.rng.random_range(0..moves.len())].clone())
        }
    }
}
