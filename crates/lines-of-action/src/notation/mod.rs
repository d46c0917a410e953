//! The text formats of lines of action: positions, moves and the diagram.
//!
//! - **Position:** like a chess FEN: ranks 8 to 1 separated by `/`, `b` for a black
//!   piece, `w` for a white one, a digit 1–8 for a run of empty squares; a space and the
//!   side to move, `b` or `w`; then, only when it is not zero, a space and the number of
//!   plies played (the move-limit counter). Readers accept surrounding whitespace and
//!   split digit runs (`44`); writers emit the canonical form. See
//!   [`LinesOfActionPosition`](crate::LinesOfActionPosition)'s `FromStr` and `Display`.
//! - **Move:** `b1-b3`; a capture `b1xb3` (writers use `x` for captures, readers accept
//!   `-` too); `pass` for the move of a side that has no other. Squares are lower case.
//!   See [`MoveText`].
//!
//! ```
//! use doska_lines_of_action::LinesOfActionPosition;
//! let pos: LinesOfActionPosition = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b".parse().unwrap();
//! assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
//! let later: LinesOfActionPosition = "8/8/3b4/8/8/3w4/8/8 w 41".parse().unwrap();
//! assert_eq!(later.ply(), 41);
//! assert!("1bbbbbb1/w6w b".parse::<LinesOfActionPosition>().is_err());
//! ```
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it. The three
//! formats do not import each other; each reads the modules of the crate it needs.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `position` | `FromStr` and `Display` of [`LinesOfActionPosition`](crate::LinesOfActionPosition) | — |
//! | `moves` | [`MoveText`] and the reading of a move text against a position | — |
//! | `diagram` | the diagram of [`Game::diagram`](doska_core::Game::diagram) | — |

mod diagram;
mod moves;
mod position;

pub(crate) use diagram::diagram;
pub(crate) use moves::parse_move;
pub use moves::MoveText;
