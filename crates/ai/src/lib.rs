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
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `clock` | [`Clock`], [`Allotment`]: the time a decision may spend | — |
//! | `value` | [`terminal`], [`WIN`], [`DECIDED`]: the search values of decided games | — |
//! | `control` | [`Control`], [`StopFlag`], [`Progress`], [`Score`], [`Now`], [`system_now`]: a search steered while it runs, and the clock that times it | `clock`, `value` |
//! | `budget` | [`Budget`]: a depth, a node count, a number of playouts, a time | `control` |
//! | `agent` | [`Agent`], what every agent implements; [`AiError`] | `budget`, `control` |
//! | `random` | [`RandomAgent`] | `agent` |
//! | `greedy` | [`Greedy`] | `agent`, `value` |
//! | `table` | the transposition table of alpha-beta | `value` |
//! | `mcts` | [`Mcts`], [`MctsConfig`], [`MctsInfo`] | `agent`, `budget`, `control` |
//! | `alphabeta` | [`AlphaBeta`], [`SearchInfo`], [`QUIESCENCE_NODES`] | `agent`, `budget`, `control`, `table`, `value` |
//! | `spec` | [`AgentSpec`], [`AgentKind`]: an agent from its text spec | `agent`, `alphabeta`, `budget`, `greedy`, `mcts`, `random` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod agent;
mod alphabeta;
mod budget;
mod clock;
mod control;
mod greedy;
mod mcts;
mod random;
mod spec;
mod table;
mod value;

pub use agent::{Agent, AiError};
pub use alphabeta::{AlphaBeta, SearchInfo, DEFAULT_DEPTH, MAX_DEPTH, QUIESCENCE_NODES};
pub use budget::Budget;
pub use clock::{Allotment, Clock};
pub use control::{system_now, Control, Now, Progress, Report, Score, StopFlag};
pub use greedy::Greedy;
pub use mcts::{Mcts, MctsConfig, MctsInfo, DEFAULT_PLAYOUTS};
pub use random::RandomAgent;
pub use spec::{AgentKind, AgentSpec};
pub use value::{terminal, DECIDED, WIN};
