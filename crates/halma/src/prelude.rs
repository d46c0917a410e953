//! Everything a program playing halma needs, for one glob import:
//! `use doska_halma::prelude::*;`.
//!
//! It re-exports [`doska_core::prelude`] (the traits [`Game`], [`Position`], [`Move`],
//! [`Outcome`] and [`Family`], the seats [`Player`] and [`PlayerSet`], the outcome words
//! [`Verdict`], [`Reason`] and [`Ranking`], and [`perft`], [`Match`], [`random_playout`])
//! and adds the crate's main types: the rules [`Halma`], [`HalmaPosition`], [`HalmaMove`],
//! [`HalmaMoves`], [`HalmaOutcome`], the registry entry [`HalmaFamily`], the evaluation
//! [`HalmaEval`] and the points [`Point`]. The rule enums, the error types and the rest of
//! the crate are named by their paths (`doska_halma::Finish`, `doska_halma::MoveError`):
//! the prelude holds what nearly every program names.
//!
//! ```
//! use doska_halma::prelude::*;
//!
//! let rules = Halma::TWO;
//! let start = rules.start();
//! assert_eq!(start.to_move(), Player::FIRST);
//! assert!(rules.outcome(&start).is_none());
//! ```

pub use crate::eval::HalmaEval;
pub use crate::family::HalmaFamily;
pub use crate::moves::{HalmaMove, HalmaMoves};
pub use crate::outcome::HalmaOutcome;
pub use crate::point::Point;
pub use crate::position::HalmaPosition;
pub use crate::rules::Halma;
pub use doska_core::prelude::*;
