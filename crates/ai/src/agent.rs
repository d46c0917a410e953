//! [`Agent`], what every agent implements, and [`AiError`], why an agent cannot play a
//! game.

use doska_core::{Game, Match};

use crate::budget::Budget;
use crate::control::Control;
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

    /// The move to play in the current position of `game_so_far`, steered by
    /// `control`: stopped by its flag, within its clock's allotment, reporting
    /// [`Progress`](crate::Progress) after each iteration. Alpha-beta and MCTS honour
    /// all three (and their own budget); by default (random, greedy, which decide at
    /// once) [`choose_in_match`](Agent::choose_in_match).
    fn think(
        &mut self,
        game_so_far: &Match<G>,
        control: &mut Control<'_, G::Move>,
    ) -> Option<G::Move> {
        let _ = control;
        self.choose_in_match(game_so_far)
    }

    /// Replaces the agent's budget for the decisions that follow (an engine protocol's
    /// `level depth=8`, `go nodes=…`); what the agent has learnt (a transposition
    /// table) is kept. Agents without a budget (random, greedy) ignore it.
    fn set_budget(&mut self, budget: Budget) {
        let _ = budget;
    }

    /// Forgets what the agent learnt in the game before (a transposition table): a new
    /// game starts.
    fn new_game(&mut self) {}
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
    fn think(
        &mut self,
        game_so_far: &Match<G>,
        control: &mut Control<'_, G::Move>,
    ) -> Option<G::Move> {
        (**self).think(game_so_far, control)
    }
    fn set_budget(&mut self, budget: Budget) {
        (**self).set_budget(budget);
    }
    fn new_game(&mut self) {
        (**self).new_game();
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
