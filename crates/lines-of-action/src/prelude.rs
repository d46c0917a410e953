//! Everything a program playing lines of action needs, for one glob import:
//! `use doska_lines_of_action::prelude::*;`.
//!
//! It re-exports [`doska_core::prelude`] (the traits [`Game`], [`Position`], [`Move`],
//! [`Outcome`] and [`Family`], the seats [`Player`] and [`Side`], the outcome words
//! [`Verdict`] and [`Reason`], and [`perft`], [`Match`], [`random_playout`]) and adds the
//! crate's main types: the rules [`LinesOfAction`], [`LinesOfActionPosition`],
//! [`LinesOfActionMove`], [`LinesOfActionMoves`], [`LinesOfActionOutcome`], the registry
//! entry [`LinesOfActionFamily`], the evaluation [`LinesOfActionEval`], the sides
//! [`Colour`] and [`ByColour`], and the squares [`Square`]. The rule enums, the error types
//! and the rest of the crate are named by their paths
//! (`doska_lines_of_action::StartLayout`, `doska_lines_of_action::MoveError`): the prelude
//! holds what nearly every program names.
//!
//! ```
//! use doska_lines_of_action::prelude::*;
//!
//! let game = LinesOfAction::STANDARD;
//! let start = game.start();
//! assert_eq!(start.to_move(), Colour::Black.player());
//! assert_eq!(perft(&game, &start, 1), 36);
//! ```

pub use crate::colour::{ByColour, Colour};
pub use crate::eval::LinesOfActionEval;
pub use crate::family::LinesOfActionFamily;
pub use crate::moves::{LinesOfActionMove, LinesOfActionMoves};
pub use crate::outcome::LinesOfActionOutcome;
pub use crate::position::LinesOfActionPosition;
pub use crate::rules::LinesOfAction;
pub use doska_core::prelude::*;
pub use doska_core::square::Square8 as Square;
