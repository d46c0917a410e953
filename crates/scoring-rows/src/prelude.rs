//! Everything a program playing scoring rows needs, for one glob import:
//! `use doska_scoring_rows::prelude::*;`.
//!
//! It re-exports [`doska_core::prelude`] (the traits [`Game`], [`Position`], [`Move`],
//! [`Outcome`] and [`Family`], the seats [`Player`] and [`Team`], the outcome words
//! [`Verdict`] and [`Reason`], and [`perft`], [`Match`], [`random_playout`]) and adds the
//! crate's main types: the rules [`ScoringRows`], [`ScoringRowsPosition`],
//! [`ScoringRowsMove`], [`ScoringRowsMoves`], [`ScoringRowsOutcome`], the registry entry
//! [`ScoringRowsFamily`], the evaluation [`ScoringRowsEval`], the colours [`Colour`] and
//! [`ByColour`], and the squares [`Square`]. The rule enums, the error types and the rest
//! of the crate are named by their paths (`doska_scoring_rows::Board`,
//! `doska_scoring_rows::MoveError`): the prelude holds what nearly every program names.
//!
//! ```
//! use doska_scoring_rows::prelude::*;
//!
//! let game = ScoringRows::standard();
//! let start = game.start();
//! assert_eq!(start.to_move(), Colour::White.player());
//! assert_eq!(perft(&game, &start, 1), 48 * 47 / 2);
//! ```

pub use crate::colour::{ByColour, Colour};
pub use crate::eval::ScoringRowsEval;
pub use crate::family::ScoringRowsFamily;
pub use crate::moves::{ScoringRowsMove, ScoringRowsMoves};
pub use crate::outcome::ScoringRowsOutcome;
pub use crate::position::ScoringRowsPosition;
pub use crate::rules::ScoringRows;
pub use crate::square::Square;
pub use doska_core::prelude::*;
