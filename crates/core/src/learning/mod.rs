//! Games as learning environments: a fixed action space with a bijection between each
//! position's legal moves and action indices, legal-action masks, and observation
//! planes ([`Encoding`]); and [`VecEnv`], many games stepped together.
//!
//! Every family implements [`Encoding`] for every variant. Its contract, checked on
//! random positions of every preset by the conformance harness
//! (`conformance::check_encoding`):
//!
//! - [`num_actions`](Encoding::num_actions) is fixed for the variant, and every action
//!   index is below it;
//! - the legal moves of a position get pairwise different indices, and
//!   [`action_from_index`](Encoding::action_from_index) gives each index's move back
//!   (and `None` for every other index);
//! - [`legal_action_mask`](Encoding::legal_action_mask) is true exactly at those
//!   indices;
//! - [`observation`](Encoding::observation) fills exactly
//!   [`observation_shape`](Encoding::observation_shape)`.len()` finite numbers.
//!
//! An index means the same kind of move in every position where such a move exists
//! (draughts: from this square to that one), so a learner can generalise across
//! positions. Where two legal moves of one position would share their natural index
//! (two draughts captures with the same start and end squares that take different
//! pieces), the family says in its docs how the index tells them apart; see
//! [`make_distinct`] for the last resort every family shares.
//!
//! ```
//! use doska_core::learning::{Encoding, ObservationStyle};
//! use doska_core::toy::Subtraction;
//! use doska_core::{Game, Player};
//!
//! let game = Subtraction::new(3, 10);
//! let pos = game.start();
//! let mut mask = vec![false; game.num_actions()];
//! game.legal_action_mask(&pos, &mut mask);
//! assert_eq!(mask, [true, true, true]); // take 1, 2 or 3
//! let mv = game.action_from_index(&pos, 2).unwrap();
//! assert_eq!(game.action_index(&pos, &mv), Some(2));
//!
//! let shape = game.observation_shape(ObservationStyle::Egocentric).unwrap();
//! let mut planes = vec![0.0; shape.len()];
//! game.observation(&pos, Player::FIRST, ObservationStyle::Egocentric, &mut planes).unwrap();
//! ```
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `encoding` | [`Encoding`], [`ObservationStyle`], [`Shape`], [`EncodingError`], [`make_distinct`], [`set_plane`], [`fill_plane`] | — |
//! | `vec_env` | [`VecEnv`], [`EnvConfig`], [`StepBuffers`], [`StepError`] | `encoding` |

mod encoding;
mod vec_env;

pub use encoding::{
    fill_plane, make_distinct, set_plane, Encoding, EncodingError, ObservationStyle, Shape,
};
pub use vec_env::{EnvConfig, StepBuffers, StepError, VecEnv};
