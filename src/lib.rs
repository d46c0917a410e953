//! # Doska
//!
//! Board-game rule engines behind one set of traits: draughts variants, mill, halma,
//! lines of action, squeeze and scoring rows. Each family is its own crate, re-exported here behind
//! a feature named after it (all on by default); [`registry`] builds any variant from
//! a text spec, [`Session`] plays it by name, and [`core`] holds the traits, perft,
//! playouts and the match layer.
//!
//! ```
//! use doska::registry;
//! for variant in registry::variants() {
//!     // `checkers/classic`, `mill/knight`, `scoring-rows/four`, …
//!     let game = registry::build(&variant).unwrap();
//!     // A game's name is a spec that builds the same rules again.
//!     assert_eq!(registry::build(&game.name()).unwrap(), game);
//!
//!     // Any game, played by name: moves as text, checked, the outcome, the board.
//!     let mut session = game.session();
//!     while !session.is_over() && session.plies() < 6 {
//!         let first = session.legal_move_texts()[0].clone();
//!         session.play_text(&first).unwrap();
//!     }
//!     assert!(session.diagram().lines().count() > 2);
//! }
//! ```
//!
//! ## Features
//! One per family, all on by default: `scoring-rows`, `squeeze`, `mill`, `halma`,
//! `lines-of-action`, `checkers`; and `ai` for the agents ([`ai`], [`Session::agent_move`]).
//! Off by default, `serde` turns on the feature `serde` of the core and of every family
//! included: rules, positions, moves, outcomes and replayed records serialize as their
//! texts (`doska::core::serial`; the repository's `docs/serde.md`).
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `visit` | the visitor traits that reach a game or a session's match as a learning environment | — |
//! | `registry` | [`registry::build`], [`AnyGame`]: every family's variants by name | `visit` |
//! | `session` | [`Session`], [`AnyMove`], [`AnyError`]: any game played by name | `registry`, `visit` |
//! | [`learning`] | any game's action space, masks and observations; [`learning::AnyVecEnv`] | `registry`, `session`, `visit` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

#[cfg(not(any(
    feature = "scoring-rows",
    feature = "squeeze",
    feature = "mill",
    feature = "halma",
    feature = "lines-of-action",
    feature = "checkers"
)))]
compile_error!("the doska facade needs at least one family feature: scoring-rows, squeeze, mill, halma, lines-of-action or checkers");

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

#[cfg(doctest)]
#[doc = include_str!("../docs/pictures.md")]
struct PicturesDoctests;

#[cfg(doctest)]
#[doc = include_str!("../docs/learning.md")]
struct LearningDoctests;

pub use doska_core as core;

#[cfg(feature = "ai")]
pub use doska_ai as ai;
#[cfg(feature = "checkers")]
pub use doska_checkers as checkers;
#[cfg(feature = "halma")]
pub use doska_halma as halma;
#[cfg(feature = "lines-of-action")]
pub use doska_lines_of_action as lines_of_action;
#[cfg(feature = "mill")]
pub use doska_mill as mill;
#[cfg(feature = "scoring-rows")]
pub use doska_scoring_rows as scoring_rows;
#[cfg(feature = "squeeze")]
pub use doska_squeeze as squeeze;

pub mod learning;
pub mod registry;
mod session;
mod visit;

pub use registry::AnyGame;
pub use session::{AnyError, AnyMove, Session};
