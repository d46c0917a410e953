//! Everything a program playing draughts needs, for one glob import:
//! `use doska_checkers::prelude::*;`.
//!
//! It re-exports [`doska_core::prelude`] (the traits [`Game`], [`Position`], [`Move`],
//! [`Outcome`] and [`Family`], the seats [`Player`] and [`Side`], the outcome words
//! [`Verdict`] and [`Reason`], and [`perft`], [`Match`], [`random_playout`]) and adds the
//! crate's main types: the rules [`Checkers`], [`CheckersPosition`], [`CheckersMove`],
//! [`CheckersMoves`], [`CheckersOutcome`], the registry entry [`CheckersFamily`], the
//! evaluation [`CheckersEval`], the sides [`Colour`] and [`ByColour`], and the squares
//! [`Square`]. The rule enums, the error types and the rest of the crate are named by their
//! paths (`doska_checkers::Promotion`, `doska_checkers::MoveError`): the prelude holds what
//! nearly every program names.
//!
//! ```
//! use doska_checkers::prelude::*;
//!
//! let rules = Checkers::russian();
//! let start = rules.start();
//! assert_eq!(start.to_move(), Colour::White.player());
//! assert_eq!(perft(&rules, &start, 1), 7);
//! ```

pub use crate::board::colour::{ByColour, Colour};
pub use crate::board::square::Square;
pub use crate::eval::CheckersEval;
pub use crate::family::CheckersFamily;
pub use crate::moves::{CheckersMove, CheckersMoves};
pub use crate::outcome::result::CheckersOutcome;
pub use crate::position::state::CheckersPosition;
pub use crate::rules::checkers::Checkers;
pub use doska_core::prelude::*;
