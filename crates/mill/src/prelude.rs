//! Everything a program playing mill needs, for one glob import:
//! `use doska_mill::prelude::*;`.
//!
//! It re-exports [`doska_core::prelude`] (the traits [`Game`], [`Position`], [`Move`],
//! [`Outcome`] and [`Family`], the seats [`Player`] and [`Side`], the outcome words
//! [`Verdict`] and [`Reason`], and [`perft`], [`Match`], [`random_playout`]) and adds the
//! crate's main types: the rules [`Mill`], [`MillPosition`], [`MillMove`], [`MillMoves`],
//! [`MillOutcome`], the registry entry [`MillFamily`], the evaluation [`MillEval`], the
//! sides [`Colour`] and [`ByColour`], and the points [`Point`]. The rule enums, the error
//! types and the rest of the crate are named by their paths (`doska_mill::Removal`,
//! `doska_mill::MoveError`): the prelude holds what nearly every program names.
//!
//! ```
//! use doska_mill::prelude::*;
//!
//! let game = Mill::NINE;
//! let pos = game.start();
//! assert_eq!(pos.to_move(), Colour::White.player());
//! assert_eq!(perft(&game, &pos, 2), 24 * 23);
//! ```

pub use crate::colour::{ByColour, Colour};
pub use crate::eval::MillEval;
pub use crate::family::MillFamily;
pub use crate::moves::{MillMove, MillMoves};
pub use crate::outcome::MillOutcome;
pub use crate::point::Point;
pub use crate::position::MillPosition;
pub use crate::rules::Mill;
pub use doska_core::prelude::*;
