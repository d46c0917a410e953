//! The contract checks of one seeded game, as a result instead of a panic: the engine
//! of `doska soak`, which plays many such games of every variant in parallel.
//!
//! [`play_and_check`] plays a random game from the start (the moves chosen by a
//! generator seeded with `seed`, so the same seed plays the same game);
//! [`play_and_check_choosing`] plays the moves a chooser picks (an agent, so that a
//! game whose random play never ends, as halma's, reaches its own end). Both check at
//! every ply:
//!
//! - the legal moves are pairwise different, `count_moves` equals their number, every
//!   one has a route, and [`Game::check_move`] accepts each of them (a random sample of
//!   [`ACCEPT_ALL`] when there are more);
//! - moves legal at earlier positions of the game but not here are refused by
//!   `is_legal` and `play`, and the position is left unchanged;
//! - the chosen move's checked [`Game::play`] equals [`Game::play_unchecked`], and its
//!   [`Game::format_move`] and `Display` texts read back with [`Game::parse_move`];
//! - the position's text reads back with [`Game::parse_position`] as an equal position
//!   with equal `Hash` and [`Position::key`];
//! - [`Game::outcome`] is `Some` exactly when there are no legal moves, and its payoffs
//!   are in `[-1, 1]` for every seat;
//! - the game ends, by the rules or by the game's repetition rule (counted with
//!   [`History`]), within `max_plies` moves;
//! - a chooser's move is one of the legal moves.
//!
//! A panic inside the game's code (or the chooser's) is caught and reported as a
//! failure too. The checks draw their samples from a generator seeded with `seed` in
//! both cases, so a game with the same seed and the same (deterministic) chooser is the
//! same game.
//!
//! ```
//! use doska_core::conformance::soak::play_and_check;
//! use doska_core::toy::Subtraction;
//! let stats = play_and_check(&Subtraction::new(2, 20), 7, 1_000).unwrap();
//! assert!(stats.plies >= 7 && stats.plies <= 20);
//! ```
//!
//! A chooser is any `FnMut(&Position) -> Option<Move>`; this one always takes the
//! most counters (three), so the pile of 20 is gone in 7 turns:
//!
//! ```
//! use doska_core::conformance::soak::play_and_check_choosing;
//! use doska_core::toy::Subtraction;
//! use doska_core::Game;
//! let game = Subtraction::new(2, 20);
//! let stats = play_and_check_choosing(&game, 7, 1_000, &mut |pos| {
//!     game.moves(pos).into_iter().max_by_key(|m| m.0)
//! })
//! .unwrap();
//! assert_eq!(stats.plies, 7);
//! ```

use std::any::Any;
use std::cell::RefCell;
use std::fmt;
use std::panic::{self, AssertUnwindSafe};

use rand::Rng;

use super::checks::Checks;
use crate::game::{Game, Position};
use crate::history::History;
use crate::outcome::{Outcome, Reason};
use crate::playout::seeded_rng;

/// [`Game::check_move`] is asked about every legal move of a position with at most this
/// many, and about a random sample of this many otherwise.
pub const ACCEPT_ALL: usize = 256;

/// Non-moves (moves legal earlier in the game) tried at each position.
pub const NON_MOVES: usize = 4;

/// What one checked game was like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameStats {
    /// The moves played.
    pub plies: usize,
    /// How the game ended ([`Reason::Repetition`] when the repetition rule ended it).
    pub reason: Reason,
    /// Generated moves that [`Game::check_move`] accepted.
    pub moves_accepted: usize,
    /// Non-moves refused.
    pub non_moves_refused: usize,
}

/// A violation of the contract in one game: where, what, and how to get there again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The game's spec ([`Game::name`]).
    pub spec: String,
    /// The seed of the game.
    pub seed: u64,
    /// The ply at which the check failed: the number of moves played before it.
    pub ply: usize,
    /// What the check says.
    pub message: String,
    /// The moves played from the start, each in the text [`Game::format_move`] wrote in
    /// its position (so they replay with `doska show SPEC --moves "…"`).
    pub moves: Vec<String>,
    /// The position at which it failed, in the game's text (empty when writing it
    /// failed too).
    pub position: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} seed {} ply {}: {}",
            self.spec, self.seed, self.ply, self.message
        )
    }
}

impl std::error::Error for Failure {}

/// The message of a game that the ply cap ended: `game not over after P plies`, `P`
/// the cap. Such a failure replays only under the same cap; any other failure at ply
/// `k` replays under every cap above `k`, the moves and the checks' samples being
/// drawn the same whatever the cap.
pub fn not_over(plies: usize) -> String {
    format!("game not over after {plies} plies")
}

/// Plays one random game of `game` from its start with the moves chosen by `seed`,
/// checking the contract at every ply; see the [module docs](self).
///
/// # Errors
/// The first [`Failure`]: the ply, what the check says, the moves up to it and the
/// position; a panic of the game's code is a failure with the panic's message.
pub fn play_and_check<G: Game>(
    game: &G,
    seed: u64,
    max_plies: usize,
) -> Result<GameStats, Failure> {
    checked(game, seed, max_plies, None)
}

/// Plays one game of `game` from its start with the moves `choose` picks in each live
/// position (the checks' samples drawn under `seed`), checking the contract at every
/// ply as [`play_and_check`] does, and that each chosen move is legal.
///
/// # Errors
/// The first [`Failure`], as for [`play_and_check`]; a chooser that finds no move in
/// a live position, or picks one that is not legal there, fails the game too.
pub fn play_and_check_choosing<G: Game>(
    game: &G,
    seed: u64,
    max_plies: usize,
    choose: &mut dyn FnMut(&G::Position) -> Option<G::Move>,
) -> Result<GameStats, Failure> {
    checked(game, seed, max_plies, Some(choose))
}

/// Who picks the moves: a chooser, or (`None`) the checks' own generator at random.
type Chooser<'a, G> =
    Option<&'a mut dyn FnMut(&<G as Game>::Position) -> Option<<G as Game>::Move>>;

fn checked<G: Game>(
    game: &G,
    seed: u64,
    max_plies: usize,
    choose: Chooser<'_, G>,
) -> Result<GameStats, Failure> {
    let state = RefCell::new(Trail {
        moves: Vec::new(),
        position: None,
    });
    let run = panic::catch_unwind(AssertUnwindSafe(|| {
        play(game, seed, max_plies, choose, &state)
    }));
    let trail = state.into_inner();
    let message = match run {
        Ok(Ok(stats)) => return Ok(stats),
        Ok(Err(message)) => message,
        Err(payload) => format!("panicked: {}", panic_message(&*payload)),
    };
    Err(Failure {
        spec: panic::catch_unwind(AssertUnwindSafe(|| game.name())).unwrap_or_default(),
        seed,
        ply: trail.moves.len(),
        message,
        moves: trail.moves,
        position: trail
            .position
            .and_then(|p| panic::catch_unwind(AssertUnwindSafe(|| p.to_string())).ok())
            .unwrap_or_default(),
    })
}

/// The moves so far and the current position's text, kept outside the checked code so
/// that they survive a panic.
struct Trail<G: Game> {
    moves: Vec<String>,
    position: Option<G::Position>,
}

fn play<G: Game>(
    game: &G,
    seed: u64,
    max_plies: usize,
    mut choose: Chooser<'_, G>,
    trail: &RefCell<Trail<G>>,
) -> Result<GameStats, String> {
    let mut checks = Checks::new(game, seeded_rng(seed), NON_MOVES);
    let mut pos = game.start();
    let mut history = History::new();
    history.push(pos.key());
    let limit = game.repetition();
    let mut plies = 0;
    let reason = loop {
        trail.borrow_mut().position = Some(pos.clone());
        let seen = checks.position(&pos)?;
        if let Some(o) = seen.outcome {
            break o.reason();
        }
        checks.accepts(&pos, &seen.moves, ACCEPT_ALL)?;
        if plies >= max_plies {
            return Err(not_over(plies));
        }
        let mv = match choose.as_mut() {
            None => &seen.moves[checks.rng.random_range(0..seen.moves.len())],
            Some(choose) => {
                let chosen = choose(&pos).ok_or("the chooser found no move in a live game")?;
                seen.moves.iter().find(|m| **m == chosen).ok_or_else(|| {
                    format!("the chooser picked {chosen:?}, which is not a legal move here")
                })?
            }
        };
        let text = game.format_move(&pos, mv);
        checks.check_move(&pos, mv)?;
        trail.borrow_mut().moves.push(text);
        game.play_unchecked(&mut pos, mv);
        plies += 1;
        let count = history.push(pos.key());
        if limit.is_some_and(|l| count >= l) {
            trail.borrow_mut().position = Some(pos.clone());
            checks.position(&pos)?;
            break Reason::Repetition;
        }
    };
    Ok(GameStats {
        plies,
        reason,
        moves_accepted: checks.moves_accepted,
        non_moves_refused: checks.non_moves_refused,
    })
}

/// The text of a panic's payload (`panic!` with a literal or with a format).
fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::{Subtraction, Take};

    #[test]
    fn a_chooser_plays_the_game_and_its_mistakes_are_failures() {
        let game = Subtraction::new(2, 20);
        // Always one counter: the longest game, 20 turns.
        let stats = play_and_check_choosing(&game, 1, 100, &mut |_| Some(Take(1))).expect("legal");
        assert_eq!(stats.plies, 20);
        // The same chooser and seed play the same game; a short cap fails it.
        let capped = play_and_check_choosing(&game, 1, 5, &mut |_| Some(Take(1))).unwrap_err();
        assert_eq!((capped.ply, capped.moves.len()), (5, 5));
        assert_eq!(capped.message, "game not over after 5 plies");

        let illegal = play_and_check_choosing(&game, 3, 100, &mut |_| Some(Take(4))).unwrap_err();
        assert_eq!(illegal.ply, 0);
        assert!(
            illegal.message.contains("Take(4)") && illegal.message.contains("not a legal move"),
            "{illegal}"
        );
        let none = play_and_check_choosing(&game, 3, 100, &mut |_| None).unwrap_err();
        assert_eq!(none.message, "the chooser found no move in a live game");
        let gives_up = |cap| {
            play_and_check_choosing(&game, 3, cap, &mut |pos| {
                assert!(pos.left() > 10, "the chooser gives up");
                Some(Take(2))
            })
            .unwrap_err()
        };
        let panics = gives_up(100);
        assert_eq!(panics.ply, 5);
        // A failure before the cap is the same failure under any cap above its ply.
        assert_eq!(gives_up(6), panics);
        assert_eq!(gives_up(5).message, not_over(5));
        assert!(
            panics.message.starts_with("panicked: the chooser gives up"),
            "{panics}"
        );
    }
}
