//! # Doska
//!
//! Board-game rule engines behind one set of traits: draughts variants, mill, lines of
//! action, scoring rows and more. Each family is its own crate, re-exported here behind
//! a feature named after it (all on by default); [`registry`] builds any variant from
//! a text spec, and [`core`] holds the traits, perft, playouts and the match layer.
//!
//! ```
//! use doska::registry;
//! for variant in registry::variants() {
//!     // `checkers/classic`, `mill/knight`, `scoring-rows/four`, …
//!     let game = registry::build(&variant).unwrap();
//!     // A game's name is a spec that builds the same rules again.
//!     assert_eq!(registry::build(&game.name()).unwrap().name(), game.name());
//! }
//! ```

#![warn(missing_docs)]

pub use doska_core as core;

#[cfg(feature = "ai")]
pub use doska_ai as ai;
#[cfg(feature = "checkers")]
pub use doska_checkers as checkers;
#[cfg(feature = "lines-of-action")]
pub use doska_lines_of_action as lines_of_action;
#[cfg(feature = "mill")]
pub use doska_mill as mill;
#[cfg(feature = "scoring-rows")]
pub use doska_scoring_rows as scoring_rows;

pub mod registry;
