//! # doska-mill
//!
//! Nine men's morris (the traditional game), its knight-move variant, and six and
//! twelve men's morris, as one engine whose rules are a value ([`Mill`]).
//!
//! ## Rules
//! - The board: three concentric squares joined at their side midpoints, 24 points
//!   named on a 7×7 grid (a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6
//!   f6 a7 d7 g7); the 16 runs of three points along a line are the mills, and pieces
//!   move along the lines. [`Board::Six`] and [`Board::Twelve`] are the other boards.
//! - 9 pieces each; White places first ([`Mill::with_first`] changes it).
//! - **Placing**: while a side has pieces in hand, its move places one on an empty point.
//! - **Moving**: then a move takes one piece to an adjacent empty point
//!   ([`Movement::Step`]) or a knight jump away ([`Movement::Knight`]: two steps in one
//!   direction then one perpendicular, or one then two, over any pieces). A side with
//!   exactly three pieces (none in hand) **flies** to any empty point.
//! - **Mills**: a move whose piece completes a line of three own pieces removes
//!   opponent pieces from the board: any piece ([`Removal::Any`], the default) or only
//!   pieces outside mills unless all are in mills ([`Removal::OutsideMills`]); two
//!   mills at once remove two ([`DoubleMill::Two`], the default) or one
//!   ([`DoubleMill::One`]). Removal is compulsory; one move is the placement or
//!   movement **with all its removals** ([`MillMove`]).
//! - **End**: a side with fewer than three pieces (board and hand) loses; a side to move
//!   that cannot move loses (a full board, possible on the twelve board, draws); a draw
//!   after [`Mill::move_limit`] plies without a removal (200 by default; a position text
//!   whose counter is at or past the limit is accepted and over), and at the third
//!   occurrence of a position (same pieces, side to move and hands) through
//!   [`Game::repetition`](doska_core::Game::repetition) and the core's history layer.
//!
//! `docs/mill.md` in the repository states the rules in full, every decision where the
//! traditions differ, the text formats, the perft tables with their sources and the
//! measured speed.
//!
//! ## Example
//! The crate is enough on its own: [`prelude`] brings the core traits
//! ([`Game`](doska_core::Game), [`Position`](doska_core::Position),
//! [`Outcome`](doska_core::Outcome), …), the seats, [`perft`](doska_core::perft) and the
//! crate's main types in one import, and the core crate is re-exported as
//! [`doska_core`] for the rest (`doska_mill::doska_core::History`).
//!
//! ```
//! use doska_mill::prelude::*;
//! use doska_mill::{DoubleMill, MoveError, Removal};
//!
//! let game = Mill::NINE;
//! let mut pos = game.start();
//! assert_eq!(pos.to_string(), "........................ w 9 9");
//! for text in ["a1", "a4", "d1", "b4"] {
//!     let mv = game.parse_move(&pos, text).unwrap();
//!     game.play(&mut pos, &mv).unwrap();
//! }
//! // g1 closes the mill a1 d1 g1: the move must name the piece it removes.
//! let err = game.parse_move(&pos, "g1").unwrap_err();
//! assert!(matches!(err, MoveError::TooFewRemovals { expected: 1, given: 0, .. }));
//! assert_eq!(
//!     err.to_string(),
//!     "g1 closes 1 mill and must remove 1 piece, not 0 (each removal after an `x`, e.g. `g1xa4`)"
//! );
//! let mv = game.parse_move(&pos, "g1xb4").unwrap();
//! game.play(&mut pos, &mv).unwrap();
//! assert_eq!(pos.to_string(), "WWW......B.............. b 6 7");
//!
//! // The reference perft of nine men's morris (OpenSpiel's rules).
//! let openspiel = Mill::NINE.with_removal(Removal::OutsideMills).with_double_mill(DoubleMill::One);
//! assert_eq!(perft(&openspiel, &openspiel.start(), 3), 12_144);
//!
//! // A blocked side loses.
//! let blocked = game.parse_position("BBWBW....WW...W.......WB b 0 0").unwrap();
//! assert_eq!(game.outcome(&blocked), Some(MillOutcome::Blocked { winner: Colour::White }));
//! assert_eq!(game.outcome(&blocked).unwrap().to_string(), "White wins (Black cannot move)");
//! ```
//!
//! ## Types
//! - [`Mill`]: the rules (presets [`Mill::NINE`], [`Mill::KNIGHT`], [`Mill::SIX`],
//!   [`Mill::TWELVE`]; rule enums [`Removal`], [`DoubleMill`], [`Movement`], [`Board`]),
//!   implementing [`doska_core::Game`]: [`check_move`](doska_core::Game::check_move)
//!   gives the typed reason a move is illegal ([`MoveError`]) without generating moves.
//! - [`MillPosition`], [`MillMove`], [`MillMoves`] (the move list), [`MillOutcome`],
//!   [`PositionError`], [`MoveError`].
//! - [`Colour`] (declared with [`doska_core::sides!`]) and [`ByColour`]; [`Point`]
//!   (the 24 points are no grid, so they are the crate's own type, read with `FromStr`
//!   and refused with [`PointError`]) and the set [`Points`] (a bitboard declared with
//!   [`doska_core::bitboard!`]); the board tables [`Layout`].
//! - [`RulesError`]: rules that do not fit together ([`Mill::check`], the builders
//!   that can fail).
//! - [`MillFamily`]: the registry entry (`mill/nine`, `mill/knight`, `mill/six`,
//!   `mill/twelve`, options `removal`, `double-mill`, `first`, `movement`, `flying`,
//!   `men`, `move-limit`, `repetition`).
//! - [`MillEval`]: an [`Evaluation`](doska_core::Evaluation) for search.
//! - [`Mill`] implements [`Encoding`](doska_core::learning::Encoding): a fixed space of
//!   15,000 actions (a placement or movement with its removals) and observation planes
//!   on a 7×7 grid, egocentric, and OpenSpiel's on the nine board (`docs/mill.md`,
//!   section Learning).
//! - [`prelude`]: the core's prelude and the main types above, for one glob import;
//!   [`doska_core`], the core crate, re-exported.
//!
//! ## Pictures
//!
//! [`Game::svg`](doska_core::Game::svg) draws a position as SVG: the board's lines with
//! a dot on each point, the stones, and each side's pieces in hand in a tray above and
//! below the board, turned half a turn when Black's side is asked for at the bottom;
//! [`Game::move_marks`](doska_core::Game::move_marks) gives the placement, the path and
//! the removals of a move for the picture's last-move marks.
//!
//! ## Features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` with serde, as texts, never
//!   bits — [`Mill`] as its spec, both ways; positions, moves and outcomes as their texts
//!   (`Serialize`). A position or a move is read back with its game, through the core's
//!   `doska_core::serial` (`GamePosition`, `PositionSeed`, `MoveSeed`), and a replayed
//!   record as `ReplayedGame`; a bad text is refused with the game's own error. The
//!   feature turns on doska-core's `serde`: this crate needs no serde dependency, and a
//!   program asks for it with `doska-mill = { version = "0.1", features = ["serde"] }`.
//!   The repository's `docs/serde.md` shows the forms.
//!
//! ## Modules
//!
//! The crate follows the scheme every Doska family follows (`docs/architecture.md`).
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `colour`, `point` | [`Colour`], [`ByColour`]; [`Point`], [`PointError`] | — |
//! | `points` | [`Points`], the set of points | `point` |
//! | `line_family` | the lines in bulk: families of disjoint lines and their bit permutations | `points` |
//! | `board` | [`Board`], [`Layout`]: the points, lines, steps and knight jumps of each board | `line_family`, `point`, `points` |
//! | `rules` | [`Mill`], its presets, [`Movement`], [`Removal`], [`DoubleMill`] and [`RulesError`] | `board`, `colour` |
//! | `error` | [`PositionError`], [`MoveError`] | `colour`, `point` |
//! | `position` | [`MillPosition`] | `colour`, `point`, `points` |
//! | `moves` | [`MillMove`], [`MillMoves`], [`MAX_REMOVALS`]; playing a move | `point`, `points`, `position` |
//! | `removal_choice` | the sets of opponent pieces a mill may remove, listed and counted | `board`, `point`, `points`, `rules` |
//! | `movegen` | the hot path: move generation and bulk counting, and the rules' questions about a position (empty points, what a side does, where a piece reaches, the removals due) | `board`, `colour`, `moves`, `point`, `points`, `position`, `removal_choice`, `rules` |
//! | `outcome` | [`MillOutcome`] and how the end is decided | `colour`, `position`, `rules` |
//! | `legality` | checking one move, with the reason it is not legal | `error`, `movegen`, `moves`, `outcome`, `position`, `removal_choice`, `rules` |
//! | `notation` | reading position and move texts | `colour`, `error`, `legality`, `moves`, `point`, `points`, `position`, `rules` |
//! | `diagram` | the ASCII picture of a position | `colour`, `outcome`, `point`, `position`, `rules` |
//! | `svg` | pictures of positions as SVG and the marks of a move | `board`, `colour`, `movegen`, `moves`, `outcome`, `point`, `position`, `rules` |
//! | `eval` | [`MillEval`] | `colour`, `movegen`, `moves`, `outcome`, `position`, `rules` |
//! | `encoding` | the [`Encoding`](doska_core::learning::Encoding) of [`Mill`]: action indices of whole turns, observation planes (egocentric, and OpenSpiel's on the nine board) | `board`, `colour`, `movegen`, `moves`, `point`, `points`, `position`, `removal_choice`, `rules` |
//! | `family` | [`MillFamily`] | `colour`, `rules` |
//! | `game` | the [`Game`](doska_core::Game) impl, each method calling the module that does the work | `colour`, `diagram`, `error`, `family`, `legality`, `movegen`, `moves`, `notation`, `outcome`, `points`, `position`, `rules`, `svg` |
//! | [`prelude`] | the names a program playing mill needs, for `use doska_mill::prelude::*` | `colour`, `eval`, `family`, `moves`, `outcome`, `point`, `position`, `rules` |
//! | `serial` | serde as texts (feature `serde`): the rules as their spec, positions, moves and outcomes as their texts | `moves`, `outcome`, `position`, `rules` |
//!
//! The questions `movegen` answers for the rules are methods of [`Mill`] (an `impl`
//! block in `movegen`, which no import path names); `outcome` calls them, so it sits
//! in a row above `movegen`.

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod board;
mod colour;
mod diagram;
mod encoding;
mod error;
mod eval;
mod family;
mod game;
mod legality;
mod line_family;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod point;
mod points;
mod position;
pub mod prelude;
mod removal_choice;
mod rules;
#[cfg(feature = "serde")]
mod serial;
mod svg;

pub use board::{Board, Layout};
pub use colour::{ByColour, Colour};
pub use error::{MoveError, PositionError};
pub use eval::MillEval;
pub use family::MillFamily;
pub use moves::{MillMove, MillMoves, MAX_REMOVALS};
pub use outcome::MillOutcome;
pub use point::{Point, PointError};
pub use points::Points;
pub use position::MillPosition;
pub use rules::{DoubleMill, Mill, Movement, Removal, RulesError};

/// The core crate the game is built on, re-exported so that a program depending on
/// this crate alone names the rest of the core through it
/// (`doska_mill::doska_core::History`).
pub use doska_core;
