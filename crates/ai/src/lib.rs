//! # doska-ai
//!
//! Game-playing agents that work on every Doska game through the core traits alone:
//!
//! - [`RandomAgent`]: a uniformly random legal move;
//! - [`Greedy`]: the best move one ply deep by the game's [`Evaluation`](doska_core::Evaluation);
//! - [`AlphaBeta`]: negamax alpha-beta with iterative deepening, a transposition table
//!   and move ordering, for games with two sides (two players or two teams);
//! - [`Mcts`]: UCT Monte Carlo tree search for any number of players, using the
//!   outcome's per-player payoffs, with random playouts and an optional evaluation
//!   cut-off.
//!
//! Every agent is deterministic under its seed (with depth, node or playout budgets)
//! and keeps no global state. Families provide an [`Evaluation`](doska_core::Evaluation) in their own crates;
//! a game without one still works with `random` and `mcts` (pass
//! [`NoEvaluation`](doska_core::NoEvaluation)).
//!
//! ```
//! use doska_ai::{Agent, AgentSpec, Mcts, MctsConfig};
//! use doska_core::{toy::Subtraction, Game, Match, NoEvaluation, Position};
//!
//! // Three players take 1 to 3 counters from a pile of 12; the last to take wins.
//! let game = Subtraction::new(3, 12);
//! let mut agents: Vec<Box<dyn Agent<Subtraction>>> = (0..3)
//!     .map(|seat| "mcts:playouts=300".parse::<AgentSpec>().unwrap().build(&game, &NoEvaluation, seat).unwrap())
//!     .collect();
//! let mut m = Match::new(game.clone());
//! while !m.is_over() {
//!     let seat = m.position().to_move().index();
//!     let mv = agents[seat].choose_in_match(&m).unwrap();
//!     m.play(&mv).unwrap();
//! }
//! println!("{}", m.ending().unwrap());
//! ```

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod alphabeta;
mod budget;
mod greedy;
mod mcts;
mod random;
mod spec;
mod table;
mod value;

use doska_core::{Game, Match};
use thiserror::Error;

pub use alphabeta::{AlphaBeta, SearchInfo, DEFAULT_DEPTH};
pub use budget::Budget;
pub use greedy::Greedy;
pub use mcts::{Mcts, MctsConfig, MctsInfo, DEFAULT_PLAYOUTS};
pub use random::RandomAgent;
pub use spec::{AgentKind, AgentSpec};
pub use value::{terminal, DECIDED, WIN};

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
