//! The names nearly every user of a Doska game needs, for one glob import.
//!
//! ```
//! use doska_core::prelude::*;
//! use doska_core::toy::Subtraction;
//!
//! let game = Subtraction::new(2, 10);
//! let mut pos = game.start();
//! let mv = game.parse_move(&pos, "3").unwrap();
//! game.play(&mut pos, &mv).unwrap();
//! assert_eq!(pos.to_move(), Player::SECOND);
//! assert_eq!(perft(&game, &game.start(), 2), 9);
//! ```
//!
//! It holds:
//! - the traits whose methods a user calls: [`Game`], [`Position`], [`Move`],
//!   [`Outcome`], [`MoveList`], [`Evaluation`] and the registry's [`Family`]
//!   (`from_spec`);
//! - the words of an outcome: [`Verdict`], [`Reason`], [`Ranking`];
//! - the seats: [`Player`], [`PlayerSet`], [`PerPlayer`], [`Team`] and the trait of
//!   two-sided games' sides, [`Side`];
//! - the tools every game gets: [`perft`], [`Match`], [`random_playout`] and
//!   [`seeded_rng`].
//!
//! Every game crate's own `prelude` re-exports this one and adds the crate's main
//! types, so that a program depending on that game crate alone writes
//! `use doska_mill::prelude::*;` and needs no `doska_core` line of its own.

pub use crate::eval::Evaluation;
pub use crate::game::{Game, Move, Position};
pub use crate::matches::Match;
pub use crate::movelist::MoveList;
pub use crate::outcome::{Outcome, Ranking, Reason, Verdict};
pub use crate::perft::perft;
pub use crate::player::{PerPlayer, Player, PlayerSet, Team};
pub use crate::playout::{random_playout, seeded_rng};
pub use crate::registry::Family;
pub use crate::side::Side;
