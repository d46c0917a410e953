//! Everything a program playing squeeze needs, for one glob import:
//! `use doska_squeeze::prelude::*;`.
//!
//! It re-exports [`doska_core::prelude`] (the traits [`Game`], [`Position`], [`Move`],
//! [`Outcome`] and [`Family`], the seats [`Player`] and [`Side`], the outcome words
//! [`Verdict`] and [`Reason`], and [`perft`], [`Match`], [`random_playout`]) and adds the
//! crate's main types: the rules [`Squeeze`], [`SqueezePosition`], [`SqueezeMove`],
//! [`SqueezeMoves`], [`SqueezeOutcome`], the registry entry [`SqueezeFamily`], the
//! evaluation [`SqueezeEval`], the sides [`Colour`] and [`ByColour`], and the cells
//! [`Cell`]. The rule enums, the error types and the rest of the crate are named by their
//! paths (`doska_squeeze::Size`, `doska_squeeze::MoveError`): the prelude holds what nearly
//! every program names.
//!
//! ```
//! use doska_squeeze::prelude::*;
//!
//! let game = Squeeze::STANDARD;
//! let start = game.start();
//! assert_eq!(start.to_move(), Colour::White.player());
//! assert_eq!(perft(&game, &start, 1), 276);
//! ```

pub use crate::cell::Cell;
pub use crate::colour::{ByColour, Colour};
pub use crate::eval::SqueezeEval;
pub use crate::family::SqueezeFamily;
pub use crate::moves::{SqueezeMove, SqueezeMoves};
pub use crate::outcome::SqueezeOutcome;
pub use crate::position::SqueezePosition;
pub use crate::rules::Squeeze;
pub use doska_core::prelude::*;
