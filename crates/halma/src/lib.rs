//! # doska-halma
//!
//! Halma on the six-pointed star (Chinese checkers) for Doska: 2, 3, 4 or 6 players,
//! 10 or 15 pieces each, every variant a value of the rules type [`Halma`]. The
//! registry names are those of [`HalmaFamily`]:
//!
//! | spec | players | homes (seat 1 first) |
//! |---|---|---|
//! | `halma` = `halma/three` | 3 | bottom, upper-left, upper-right (every other triangle) |
//! | `halma/two` | 2 | bottom, top |
//! | `halma/four` | 4 | bottom, lower-left, top, upper-right |
//! | `halma/six` | 6 | all six, clockwise from the bottom |
//!
//! Options: `players=2|3|4|6`, `pieces=10|15` (15 for 2 or 3 players only),
//! `finish=first|ranking`, `filled-target=off|on`, `move-limit=N` (turns of all players
//! together, default [`DEFAULT_MOVE_LIMIT`]; 0 = none).
//!
//! ## The rules as implemented
//! - The board is a star of 121 points: a hexagon of 61 with a triangle of 10 on each
//!   side, lines in three directions, six neighbours for an inner point. Each player
//!   starts with its home full: its triangle (10 pieces), or its triangle and the
//!   hexagon's edge next to it (15). Its **target** is the region opposite, of the same
//!   shape. Seat 1 (the bottom) moves first; the turn goes clockwise.
//! - In its turn a player moves one piece: a **step** to an empty neighbour, or a
//!   **jump chain**: a jump over one adjacent piece (anyone's) along a line to the empty
//!   point just beyond, repeated from there in any direction as long as the player
//!   likes. Steps and jumps are not mixed; nothing is captured; any point may be
//!   entered. During a chain the moving piece has left its start: it may land on or
//!   pass through its start, and nothing can jump over the start.
//! - A move is named by its start and end (`m4-m6`): routes to the same point are one
//!   move, and a chain back to its start is none. A player who cannot move passes.
//!   For engines that count every route apart, [`Game::routes`](doska_core::Game::routes)
//!   says how many routes a move stands for (the sequences of hops to its end that
//!   never land twice on a point, the start included), and the route-counting perft
//!   ([`doska_core::perft_routes`]) reproduces their counts.
//! - A player **arrives** when all its pieces are in its target, or, with
//!   `filled-target=on`, when every point of its target is occupied and at least one
//!   by its own piece. With `finish=first` the first to arrive wins; with
//!   `finish=ranking` arrived players leave the turn order and the others play on until
//!   one is left, giving a ranking by the order of arrival.
//! - The move limit ends the game undecided: a draw, or in a ranking game with a
//!   finisher already, the finishers first and the others by their pieces in target.
//!   A position where no player still in the game can move ends at once the same way.
//!   A position text already showing a seat arrived is a finished game (with
//!   `finish=ranking`, that seat has finished).
//!
//! ## Notation
//! Positions list the ranks from 17 down to 1, `/` between them, `.` for an empty point
//! and seat digits for pieces, then the seat to move and optionally the turns played:
//! the start of the three-player game is
//! `./../.../..../2222.....3333/222......333/22.......33/2........3/........./........../.........../............/............./1111/111/11/1 1`.
//! Points are a file `a`–`q` and a rank `1`–`17` on an axial grid (`m1` is the bottom
//! corner, `e17` the top, `i9` the centre). A game that goes on for places adds the
//! finishing order once a seat has finished (`… 2 41 finished:1`). Moves are `m4-m6`
//! or `pass`; a chain may also be written with its landings (`m1-k3-i5`).
//! [`Game::diagram`](doska_core::Game::diagram) draws the star with its coordinates.
//!
//! ## Pictures
//! [`Game::svg`](doska_core::Game::svg) draws a position as SVG: the star with its
//! lines, each home tinted in its seat's colour, every point a place named as the
//! notation names it, and the pieces with their seat's number; a seat's perspective
//! turns the star so that its home is at the bottom. [`Game::move_marks`](doska_core::Game::move_marks)
//! marks a step, or a jump chain through the landings of its shortest route.
//!
//! ## Example
//! The crate is enough on its own: [`prelude`] brings the core traits
//! ([`Game`](doska_core::Game), [`Position`](doska_core::Position), the registry's
//! [`Family`](doska_core::registry::Family), …), the seats, [`perft`](doska_core::perft)
//! and the crate's main types in one import, and the core crate is re-exported as
//! [`doska_core`] for the rest (`doska_halma::doska_core::History`).
//!
//! ```
//! use doska_halma::prelude::*;
//!
//! let rules = Halma::THREE;
//! let mut pos = rules.start();
//! assert_eq!(rules.moves(&pos).len(), 14);
//! assert_eq!(perft(&rules, &pos, 3), 2_744);
//!
//! // A jump over the piece in front, then the next seat is to move.
//! let mv = rules.parse_move(&pos, "k3-k5").unwrap();
//! rules.play(&mut pos, &mv).unwrap();
//! assert_eq!(pos.to_move().index(), 1);
//! assert!(rules.parse_move(&pos, "a13-a14").is_err()); // off the star
//!
//! // Where a piece can go: the ends of its steps and chains, each once. After
//! // k3-k5 and a reply, m1 jumps over l2 to k3 and may go on over j4 to i5.
//! let mv = rules.parse_move(&pos, "d10-e9").unwrap();
//! rules.play(&mut pos, &mv).unwrap();
//! let mv = rules.parse_move(&pos, "m10-m9").unwrap();
//! rules.play(&mut pos, &mv).unwrap();
//! let m1: Point = "m1".parse().unwrap();
//! let ends: Vec<String> = rules.destinations(&pos, m1).iter().map(|p| p.to_string()).collect();
//! assert_eq!(ends, ["k3", "i5"]);
//! assert!(rules.parse_move(&pos, "m1-i5").is_ok());
//!
//! // Any variant by name; the diagram's last line says who is to move.
//! let six = HalmaFamily::from_spec("halma/six:finish=ranking").unwrap();
//! let diagram = six.diagram(&six.start());
//! assert!(diagram.ends_with("Bottom (1) to move; 0 of 1000 turns played"));
//! ```
//!
//! ## Learning
//!
//! [`Halma`] implements the core's [`Encoding`](doska_core::learning::Encoding). An
//! action is a move's start and end seen from the seat to move, the star turned so
//! that its home is at the bottom: [`ACTION_PAIRS`] pairs that a step or a chain can
//! join, then the pass ([`PASS_ACTION`]), the same 4,225 actions at every table. The
//! egocentric observation draws the turned star on a 17 × 17 grid: a plane of the
//! star's points, each seat's pieces and target from the perspective on in turn order,
//! the finished seats of a ranking game, and the turn counter. There is no OpenSpiel
//! observation. `docs/halma.md`, section *Learning*, gives the details.
//!
//! ```
//! use doska_halma::prelude::*;
//! use doska_halma::doska_core::learning::{Encoding, ObservationStyle};
//!
//! let rules = Halma::TWO;
//! let pos = rules.start();
//! assert_eq!(rules.num_actions(), 4_225);
//! let mut actions = Vec::new();
//! rules.legal_actions(&pos, &mut actions);
//! assert_eq!(actions.len(), 14);
//! let shape = rules.observation_shape(ObservationStyle::Egocentric).unwrap();
//! assert_eq!(shape.dims(), [6, 17, 17]); // star, 2 × pieces, 2 × targets, turns
//! ```
//!
//! ## Design
//! A position keeps one [`Points`] set (a `u128`, one bit per point) per seat and their
//! union. The end points of a piece's chains are one flood of the *jump graph* over
//! precomputed neighbour and jump tables, not a search of routes; the pieces of one
//! player share the floods of the board's jump graph, and only a piece whose own
//! square joins two points of its components gets a flood of its own. See
//! `docs/halma.md` in the repository for the decisions, the perft tables and the
//! measured speed.
//!
//! ## Features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` with serde, as texts, never
//!   bits — [`Halma`] as its spec, both ways; positions, moves and outcomes as their texts
//!   (`Serialize`). A position or a move is read back with its game, through the core's
//!   `doska_core::serial` (`GamePosition`, `PositionSeed`, `MoveSeed`), and a replayed
//!   record as `ReplayedGame`; a bad text is refused with the game's own error. The
//!   feature turns on doska-core's `serde`: this crate needs no serde dependency, and a
//!   program asks for it with `doska-halma = { version = "0.1", features = ["serde"] }`.
//!   The repository's `docs/serde.md` shows the forms.
//!
//! ## Modules
//!
//! The crate follows the scheme every Doska family follows (`docs/architecture.md`),
//! with two departures the game forces: the places are the star's points, not a grid
//! (so [`Point`] and [`Points`], not squares), and the players are up to six seats
//! ([`doska_core::Player`]), not two colours (so there is no `colour` module).
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `point` | [`Point`], [`PointError`]: the points, their names and axial coordinates | — |
//! | `points` | [`Points`], the set of points in a `u128` | `point` |
//! | `star` | [`Triangle`]; the tables of neighbours and jumps | `point`, `points` |
//! | `rules` | [`Halma`], its presets, [`Finish`], [`FilledTarget`], [`DEFAULT_MOVE_LIMIT`] and [`RulesError`] | `points`, `star` |
//! | `position` | [`HalmaPosition`] | `point`, `points`, `rules` |
//! | `moves` | [`HalmaMove`], [`HalmaMoves`] | `point` |
//! | `jump_flood` | a piece's steps and chain ends by one flood, the hot path | `point`, `points`, `star` |
//! | `jump_routes` | the routes a move stands for | `point`, `star` |
//! | `error` | [`PositionError`], [`MoveError`] | `point` |
//! | `outcome` | [`HalmaOutcome`] and how the end is decided | `jump_flood`, `position`, `rules` |
//! | `movegen` | move generation, counting and checked play | `error`, `jump_flood`, `jump_routes`, `moves`, `outcome`, `point`, `points`, `position`, `rules` |
//! | `notation` | the texts of positions and moves | `error`, `jump_flood`, `movegen`, `moves`, `point`, `points`, `position`, `rules` |
//! | `diagram` | the star drawn for people | `outcome`, `point`, `position`, `rules` |
//! | `svg` | pictures of positions as SVG and the marks of a move | `jump_routes`, `moves`, `outcome`, `point`, `position`, `rules`, `star` |
//! | `perft` | perft of moves and of routes, the last two plies together | `jump_flood`, `jump_routes`, `movegen`, `moves`, `outcome`, `point`, `position`, `rules` |
//! | `eval` | [`HalmaEval`] | `moves`, `position`, `rules` |
//! | `family` | [`HalmaFamily`] | `rules` |
//! | `encoding` | the learning [`Encoding`](doska_core::learning::Encoding): action numbers ([`ACTION_PAIRS`], [`PASS_ACTION`]) and observation planes | `moves`, `point`, `points`, `position`, `rules` |
//! | `game` | the [`Game`](doska_core::Game) impl, each method calling the module that does the work | `diagram`, `error`, `family`, `movegen`, `moves`, `notation`, `outcome`, `perft`, `position`, `rules`, `svg` |
//! | [`prelude`] | the names a program playing halma needs, for `use doska_halma::prelude::*` | `eval`, `family`, `moves`, `outcome`, `point`, `position`, `rules` |
//! | `serial` | serde as texts (feature `serde`): the rules as their spec, positions, moves and outcomes as their texts | `moves`, `outcome`, `position`, `rules` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod diagram;
mod encoding;
mod error;
mod eval;
mod family;
mod game;
mod jump_flood;
mod jump_routes;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod perft;
mod point;
mod points;
mod position;
pub mod prelude;
mod rules;
#[cfg(feature = "serde")]
mod serial;
mod star;
mod svg;

pub use encoding::{ACTION_PAIRS, PASS_ACTION};
pub use error::{MoveError, PositionError};
pub use eval::HalmaEval;
pub use family::HalmaFamily;
pub use moves::{HalmaMove, HalmaMoves};
pub use outcome::HalmaOutcome;
pub use point::{Point, PointError};
pub use points::Points;
pub use position::HalmaPosition;
pub use rules::{FilledTarget, Finish, Halma, RulesError, DEFAULT_MOVE_LIMIT};
pub use star::Triangle;

/// The core crate the game is built on, re-exported so that a program depending on
/// this crate alone names the rest of the core through it
/// (`doska_halma::doska_core::History`).
pub use doska_core;
