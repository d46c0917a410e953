//! # doska-squeeze
//!
//! Squeeze, a traditional Russian placement-and-squeeze game for two, on the 5×5 board
//! of the tradition and on 7×7 and 9×9, as one engine whose rules are a value
//! ([`Squeeze`]).
//!
//! ## Rules
//! - **Board.** 5×5 (files a–e, ranks 1–5, centre c3) with 12 pieces each;
//!   [`Size::Seven`] (centre d4, 24 each) and [`Size::Nine`] (centre e5, 40 each).
//! - **Placement.** The sides alternate, White first by default
//!   ([`Squeeze::with_first`]); a turn places **two** own pieces on two empty cells
//!   other than the centre. Nothing is captured while placing, even a piece put between
//!   two enemy pieces. After the last turn only the centre is empty.
//! - **Movement.** The side that began the placement moves first. A step takes one own
//!   piece to an empty neighbour in any of the eight directions (so the first step
//!   enters the centre).
//! - **Squeeze.** The moved piece captures every enemy piece directly next to it, along
//!   a rank, a file or a diagonal, that has an own piece directly beyond it — in several
//!   directions at once. Exactly one enemy piece between the two is taken (`w b b w`
//!   takes nothing); the board's edge never squeezes; only the moved piece captures, so
//!   a piece may step between two enemies safely.
//! - **Chains.** After a capturing step the same side moves again (`+` in the position
//!   text): any own piece's step, capturing or not, or `pass`, which ends its turn
//!   ([`ExtraMove::Compulsory`] takes that `pass` away). A step that captures nothing
//!   ends the turn. A side with no step passes ([`Blocked::Lose`]: it loses instead).
//! - **End.** A side down to one piece or none loses, the moment it happens, even in the
//!   middle of a chain. A draw: when neither side can step; after
//!   [`Squeeze::DEFAULT_MOVE_LIMIT`] (50) plies of the movement phase (steps and
//!   passes) without a capture ([`Squeeze::with_move_limit`], 0 is off); at the third
//!   occurrence of a position ([`Squeeze::with_repetition`], through
//!   [`Game::repetition`](doska_core::Game::repetition) and the core's history layer).
//!   The rules refuse a repetition count of 1 and both draws off together
//!   ([`RulesError`]).
//!
//! **One ply is one placement turn, one step or one `pass`**: a step after a capture is
//! a ply of its own by the same side ([`Position::to_move`](doska_core::Position::to_move)
//! stays), and perft counts it so. `docs/squeeze.md` in the repository states every
//! decision, the notation, the perft table and the measured speed.
//!
//! ## Example
//! The crate is enough on its own: [`prelude`] brings the core traits
//! ([`Game`](doska_core::Game), [`Position`](doska_core::Position),
//! [`Outcome`](doska_core::Outcome), …), the seats, the outcome words
//! ([`Reason`](doska_core::Reason), …), [`perft`](doska_core::perft) and the crate's main
//! types in one import, and the core crate is re-exported as [`doska_core`] for the rest
//! (`doska_squeeze::doska_core::History`).
//!
//! ```
//! use doska_squeeze::prelude::*;
//!
//! let game = Squeeze::STANDARD;
//! let start = game.start();
//! assert_eq!(start.to_string(), "...../...../...../...../..... w 12 12");
//! // 276 placements, then 231, then 190, counted without building them.
//! assert_eq!(perft(&game, &start, 3), 276 * 231 * 190);
//!
//! // The movement phase on the chequered board: b2-c3 squeezes four pieces at once,
//! // and White moves again (`w+`).
//! let mut pos = game.parse_position("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0").unwrap();
//! let mv = game.parse_move(&pos, "b2-c3").unwrap();
//! game.play(&mut pos, &mv).unwrap();
//! assert_eq!(pos.to_string(), "wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0");
//! assert_eq!(pos.side_to_move(), Colour::White);
//! assert!(pos.moving_again());
//! // White may end its turn.
//! let pass = game.parse_move(&pos, "pass").unwrap();
//! game.play(&mut pos, &pass).unwrap();
//! assert_eq!(pos.side_to_move(), Colour::Black);
//!
//! // A side down to one piece loses at once, even in the middle of a chain.
//! let mut pos = game.parse_position("w...b/..w../..b../...../.w... w 0 0").unwrap();
//! let mv = game.parse_move(&pos, "b1-c2").unwrap();
//! game.play(&mut pos, &mv).unwrap();
//! assert_eq!(pos.to_string(), "w...b/..w../...../..w../..... w+ 0 0");
//! let end = game.outcome(&pos).unwrap();
//! assert_eq!(end, SqueezeOutcome::Win { winner: Colour::White, left: 1 });
//! assert_eq!(end.reason(), Reason::TooFewPieces);
//! assert!(game.moves(&pos).is_empty());
//! ```
//!
//! ## Pictures
//! [`Game::svg`](doska_core::Game::svg) draws a position as SVG: the board as squared
//! paper (plain cells, the centre dotted), the stones, the pieces in hand beside the
//! board during the placement, and the last move as
//! [`Game::move_marks`](doska_core::Game::move_marks) gives it (the two cells of a
//! placement; the path of a step and the pieces it squeezed off, crossed out). The
//! options and the choices made are on the family's page.
//!
//! ## Types
//! - [`Squeeze`]: the rules (presets [`Squeeze::STANDARD`], [`Squeeze::SEVEN`],
//!   [`Squeeze::NINE`]), implementing [`doska_core::Game`]; [`Squeeze::check`] and
//!   [`RulesError`] say which rule values cannot be played.
//! - [`SqueezePosition`], [`SqueezeMove`] (with [`SqueezeMoves`]), [`SqueezeOutcome`],
//!   [`Cell`] (read with [`FromStr`](std::str::FromStr), the error
//!   [`SquareError`](doska_core::SquareError)), [`Cells`], [`Size`], [`Colour`],
//!   [`ByColour`], [`PositionError`], [`MoveError`].
//! - [`SqueezeFamily`]: the registry entry (`squeeze` = `squeeze/standard`,
//!   `squeeze/seven`, `squeeze/nine`; options `size`, `first`, `extra-move`, `blocked`,
//!   `move-limit`, `repetition`).
//! - [`ExtraMove`], [`Blocked`]: the rule choices.
//! - [`SqueezeEval`]: an [`Evaluation`](doska_core::Evaluation) for search.
//! - [`Squeeze`] implements [`Encoding`](doska_core::learning::Encoding): a fixed
//!   action space (501 actions on 5×5: the pairs of cells, the steps, `pass`) and
//!   egocentric observation planes (`docs/squeeze.md`, section Learning).
//! - [`prelude`]: the core's prelude and the main types above, for one glob import;
//!   [`doska_core`], the core crate, re-exported.
//!
//! ## Features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` with serde, as texts, never
//!   bits — [`Squeeze`] as its spec, both ways; positions, moves and outcomes as their texts
//!   (`Serialize`). A position or a move is read back with its game, through the core's
//!   `doska_core::serial` (`GamePosition`, `PositionSeed`, `MoveSeed`), and a replayed
//!   record as `ReplayedGame`; a bad text is refused with the game's own error. The
//!   feature turns on doska-core's `serde`: this crate needs no serde dependency, and a
//!   program asks for it with `doska-squeeze = { version = "0.1", features = ["serde"] }`.
//!   The repository's `docs/serde.md` shows the forms.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `colour`, `cell` | [`Colour`], [`ByColour`]; [`Cell`] and its layout | — |
//! | `cells` | [`Cells`] | `cell` |
//! | `size` | [`Size`] | `cell`, `cells` |
//! | `rules` | [`Squeeze`], its presets and builders, [`ExtraMove`], [`Blocked`], [`RulesError`] | `colour`, `size` |
//! | `moves` | [`SqueezeMove`], [`SqueezeMoves`] | `cell` |
//! | `error` | [`PositionError`], [`MoveError`] | `cell`, `colour`, `moves` |
//! | `position` | [`SqueezePosition`] and its invariants | `cell`, `cells`, `colour`, `error`, `rules`, `size` |
//! | `geometry` | each board size as a type over a machine word, and the shifts move generation is made of | `cell`, `size` |
//! | `outcome` | [`SqueezeOutcome`], and how the end of a game is decided | `colour`, `geometry`, `position`, `rules` |
//! | `movegen` | move generation and counting, the legality of one move, playing it | `cell`, `cells`, `error`, `geometry`, `moves`, `outcome`, `position`, `rules` |
//! | `perft` | the engine's perft | `colour`, `geometry`, `movegen`, `moves`, `position`, `rules` |
//! | `eval` | [`SqueezeEval`] | `colour`, `geometry`, `movegen`, `moves`, `position`, `rules` |
//! | `encoding` | the [`Encoding`](doska_core::learning::Encoding) of [`Squeeze`]: action numbers of placements, steps and `pass`, egocentric observation planes | `cell`, `cells`, `colour`, `moves`, `position`, `rules` |
//! | `notation` | the position and move texts, the diagram | `cell`, `cells`, `colour`, `error`, `movegen`, `moves`, `outcome`, `position`, `rules` |
//! | `family` | [`SqueezeFamily`] | `colour`, `rules`, `size` |
//! | `svg` | the pictures of positions and the marks of moves | `cell`, `colour`, `movegen`, `moves`, `outcome`, `position`, `rules` |
//! | `game` | `impl Game for Squeeze`, calling the modules above | `colour`, `error`, `family`, `movegen`, `moves`, `notation`, `outcome`, `perft`, `position`, `rules`, `svg` |
//! | [`prelude`] | the names a program playing squeeze needs, for `use doska_squeeze::prelude::*` | `cell`, `colour`, `eval`, `family`, `moves`, `outcome`, `position`, `rules` |
//! | `serial` | serde as texts (feature `serde`): the rules as their spec, positions, moves and outcomes as their texts | `moves`, `outcome`, `position`, `rules` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod cell;
mod cells;
mod colour;
mod encoding;
mod error;
mod eval;
mod family;
mod game;
mod geometry;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod perft;
mod position;
pub mod prelude;
mod rules;
#[cfg(feature = "serde")]
mod serial;
mod size;
mod svg;

pub use cell::Cell;
pub use cells::Cells;
pub use colour::{ByColour, Colour};
pub use error::{MoveError, PositionError};
pub use eval::SqueezeEval;
pub use family::SqueezeFamily;
pub use moves::{SqueezeMove, SqueezeMoves};
pub use outcome::SqueezeOutcome;
pub use position::SqueezePosition;
pub use rules::{Blocked, ExtraMove, RulesError, Squeeze};
pub use size::Size;

/// The core crate the game is built on, re-exported so that a program depending on
/// this crate alone names the rest of the core through it
/// (`doska_squeeze::doska_core::History`).
pub use doska_core;
