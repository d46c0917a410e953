//! [`Agent`], what every agent implements, and [`AiError`], why an agent cannot play a
//! game.

use doska_core::{Game, Match};
use thiserror::Error;

/// Something that picks moves.
pub trait Agent<G: Game>: Send {
    /// A short name (`alphabeta`).
    fn name(&self) -> String;

    /// The move to play in `pos`, or `None` when the game is over there.
    fn choose(&mut self, game: &G, pos: &G::Position) -> Option<G::Move>;

    /// The move to play in the current position of `game_so_far`, knowing the
    /// positions before it (a searcher uses them to avoid repeating). By default
    /// [`choose`](Agent::choose) on the current position.
    fn choose_in_match(&mut self, game_so_far: &Match<G>) -> Option<G::Move> {
        if game_so_far.is_over() {
            return None;
        }
        self.choose(game_so_far.game(), game_so_far.position())
    }
}

impl<G: Game, A: Agent<G> + ?Sized> Agent<G> for Box<A> {
    fn name(&self) -> String {
        (**self).name()
    }
    fn choose(&mut self, game: &G, pos: &G::Position) -> Option<G::Move> {
        (**self).choose(game, pos)
    }
    fn choose_in_match(&mut self, game_so_far: &Match<G>) -> Option<G::Move> {
        (**self).choose_in_match(game_so_far)
    }
}

/// Why an agent cannot play a game.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum AiError {
    /// Alpha-beta needs exactly two sides.
    #[error("alpha-beta needs a game with two sides; {game} has {teams}")]
    NotTwoSided {
        /// The game.
        game: String,
        /// Its number of teams.
        teams: usize,
    },
}
