//! # doska-lines-of-action
//!
//! Lines of action, the connection game Claude Soucie invented in the 1960s, as a
//! [`doska_core::Game`]: the rules as a value ([`LinesOfAction`]), bitboard positions
//! with incremental line counts ([`LinesOfActionPosition`]), moves
//! ([`LinesOfActionMove`]), outcomes ([`LinesOfActionOutcome`]), the registry family
//! ([`LinesOfActionFamily`]) and an evaluation for search ([`LinesOfActionEval`]).
//!
//! ## The rules as implemented
//!
//! - 8×8 board. Standard start: Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7;
//!   Black moves first. The scrambled-eggs start puts the colours alternately on the
//!   same squares ([`StartLayout::ScrambledEggs`]); option `first` lets White begin.
//! - A piece moves along its rank, file or a diagonal, in either direction, **exactly**
//!   as many squares as there are pieces (both colours, itself included) on that whole
//!   line. It may pass over its own pieces but not over enemy pieces; it lands on an
//!   empty square or captures the enemy piece it lands on, never on an own piece.
//! - A side whose pieces form one group (orthogonally or diagonally adjacent) wins; one
//!   piece is a group. If a move leaves both sides connected, the mover wins; if a
//!   capture leaves only the opponent connected, the opponent wins.
//! - A side with no legal move passes (an explicit [`LinesOfActionMove::Pass`]).
//! - Draw on the third occurrence of a position with the same side to move (option
//!   `repetition`, counted by [`doska_core::History`] / [`doska_core::Match`]) and after
//!   500 plies without a connection (option `move-limit`; a position text whose ply
//!   counter is at or past the limit is accepted, and the game is then over).
//!
//! The full rules, the decisions where traditions differ, the notation and the
//! reference perft numbers are on the family's page, `docs/lines-of-action.md`.
//!
//! ## Registry
//!
//! `lines-of-action/standard` (the default preset) and
//! `lines-of-action/scrambled-eggs`, with options `first=black|white`,
//! `repetition=2..1000` and `move-limit=1..1000000`; [`Game::name`](doska_core::Game::name)
//! writes the canonical spec, e.g. `lines-of-action/standard:first=white`. The counts
//! out of range are refused by the rules themselves ([`LinesOfAction::check`],
//! [`RulesError`]); the options do not constrain each other.
//!
//! ## Notation
//!
//! Positions like a chess FEN: ranks 8 to 1, `b`/`w`, digits for empty runs, the side
//! to move, and the ply counter when it is not zero
//! (`1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b`). Moves `b1-b3`, captures `b1xb3`,
//! and `pass`. See [`notation`].
//!
//! ## Example
//!
//! The crate is enough on its own: [`prelude`] brings the core traits
//! ([`Game`](doska_core::Game), [`Position`](doska_core::Position),
//! [`Outcome`](doska_core::Outcome), …), the seats, [`perft`](doska_core::perft) and the
//! crate's main types in one import, and the core crate is re-exported as
//! [`doska_core`] for the rest (`doska_lines_of_action::doska_core::History`).
//!
//! ```
//! use doska_lines_of_action::prelude::*;
//! use doska_lines_of_action::MoveError;
//!
//! let game = LinesOfAction::STANDARD;
//! let mut pos = game.start();
//! assert_eq!(game.moves(&pos).len(), 36);
//! assert_eq!(perft(&game, &pos, 2), 1_244);
//!
//! // b1 shares file b with b8: two pieces, so it moves exactly two squares.
//! let mv = game.parse_move(&pos, "b1-b3").unwrap();
//! game.play(&mut pos, &mv).unwrap();
//! assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w 1");
//! assert_eq!(pos.side_to_move(), Colour::White);
//!
//! // a3 shares rank 3 with b3 and h3: three pieces, and b3 is an enemy piece, so
//! // the jump to d3 is refused with a reason.
//! let err = game.parse_move(&pos, "a3-d3").unwrap_err();
//! assert!(matches!(err, MoveError::JumpsEnemy { .. }));
//! assert_eq!(err.to_string(), "a3-d3 would jump over the enemy piece on b3");
//! assert_eq!(game.name(), "lines-of-action/standard");
//! ```
//!
//! ## Pictures
//!
//! [`Game::svg`](doska_core::Game::svg) draws a position as SVG: the chequered board
//! with its coordinates, the stones, and the last move as
//! [`Game::move_marks`](doska_core::Game::move_marks) describes it (a capture crosses out
//! a small ghost of the taken stone in the corner of the square the mover landed on).
//! The options and the choices made are on the family's page.
//!
//! ## Learning
//!
//! [`LinesOfAction`] implements the core's
//! [`Encoding`](doska_core::learning::Encoding): 8,192 actions numbered as OpenSpiel
//! numbers them (`2 × (64 × from + to) + capture`, the pass at 0), an egocentric
//! observation of 4 planes of 8 × 8 (own pieces, the opponent's, the empty squares, the
//! ply counter against the move limit) and OpenSpiel's own `lines_of_action` tensor
//! (3 × 8 × 8, absolute). The family's page, section *Learning*, gives the details and
//! how they were checked against OpenSpiel.
//!
//! ```
//! use doska_lines_of_action::prelude::*;
//! use doska_lines_of_action::doska_core::learning::{Encoding, ObservationStyle};
//!
//! let game = LinesOfAction::STANDARD;
//! let pos = game.start();
//! let mv = game.parse_move(&pos, "b1-b3").unwrap();
//! assert_eq!(game.action_index(&pos, &mv), Some(162)); // 2 × (64 × 1 + 17)
//! let shape = game.observation_shape(ObservationStyle::OpenSpiel).unwrap();
//! let mut tensor = vec![0.0; shape.len()];
//! game.observation(&pos, Player::FIRST, ObservationStyle::OpenSpiel, &mut tensor).unwrap();
//! assert_eq!(tensor[1], 1.0); // Black (plane 0) on b1
//! ```
//!
//! ## How it is fast
//!
//! Each side's pieces are a [`Squares`] set (one `u64`). The position keeps the number
//! of pieces on each of the 46 lines ([`LineCounts`]), updated by every move (eight
//! byte increments), so a piece's distance is one load; whether an enemy piece is in
//! the way is one XOR of two precomputed rays and an AND. Whether a side is connected
//! is a bitboard flood fill ([`is_connected`]) done once per move for the mover only,
//! and for the opponent only after a capture; the result is stored in the position, so
//! [`doska_core::Game::outcome`], `legal_moves` and `count_moves` test a flag. The
//! Zobrist key is updated incrementally.
//!
//! ## Squares
//!
//! A [`Square`] is the shared 8×8 square of `doska_core`,
//! [`Square8`](doska_core::square::Square8) (`a1` = 0, `h8` = 63), re-exported under
//! this name; reading one that is not on the board gives a [`SquareError`]. What lines
//! of action adds to squares (the square some steps away, the line between two) are
//! methods of [`Direction`].
//!
//! ## Features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` with serde, as texts, never
//!   bits — [`LinesOfAction`] as its spec, both ways; positions, moves and outcomes as their texts
//!   (`Serialize`). A position or a move is read back with its game, through the core's
//!   `doska_core::serial` (`GamePosition`, `PositionSeed`, `MoveSeed`), and a replayed
//!   record as `ReplayedGame`; a bad text is refused with the game's own error. The
//!   feature turns on doska-core's `serde`: this crate needs no serde dependency, and a
//!   program asks for it with `doska-lines-of-action = { version = "0.1", features = ["serde"] }`.
//!   The repository's `docs/serde.md` shows the forms.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `colour` | [`Colour`], [`ByColour`] | — |
//! | `direction` | [`Direction`], with [`Direction::step_from`] and [`Direction::between`] | — |
//! | `squares` | [`Squares`] | — |
//! | `line_geometry` | [`Line`], [`LineKind`], [`LINES`] and the tables of lines and rays | `direction` |
//! | `line_counts` | [`LineCounts`] | `line_geometry` |
//! | `connectivity` | [`is_connected`], [`group_of`], [`group_count`] | `squares` |
//! | `zobrist` | the Zobrist keys | `colour`, `squares` |
//! | `rules` | [`LinesOfAction`], [`StartLayout`], [`RulesError`] | `colour`, `squares` |
//! | `position` | [`LinesOfActionPosition`], [`PositionError`] | `colour`, `connectivity`, `line_counts`, `rules`, `squares`, `zobrist` |
//! | `moves` | [`LinesOfActionMove`], [`LinesOfActionMoves`], [`MoveError`] | `colour`, `line_geometry`, `position` |
//! | `outcome` | [`LinesOfActionOutcome`], [`LinesOfAction::is_over`] | `colour`, `position`, `rules` |
//! | `movegen` | move generation, counting and [`check_step`] | `direction`, `line_geometry`, `moves`, `position`, `rules`, `squares` |
//! | `notation` | the position and move texts ([`notation::MoveText`]) and the diagram | `colour`, `movegen`, `moves`, `outcome`, `position`, `rules`, `squares` |
//! | `family` | [`LinesOfActionFamily`] | `colour`, `rules` |
//! | `eval` | [`LinesOfActionEval`] | `colour`, `connectivity`, `moves`, `position`, `rules`, `squares` |
//! | `svg` | the pictures of positions and the marks of moves | `colour`, `moves`, `outcome`, `position`, `rules` |
//! | `encoding` | the learning [`Encoding`](doska_core::learning::Encoding): action numbers and observation planes | `colour`, `moves`, `position`, `rules` |
//! | `game` | the [`Game`](doska_core::Game) implementation | `colour`, `family`, `movegen`, `moves`, `notation`, `outcome`, `position`, `rules`, `svg` |
//! | [`prelude`] | the names a program playing lines of action needs, for `use doska_lines_of_action::prelude::*` | `colour`, `eval`, `family`, `moves`, `outcome`, `position`, `rules` |
//! | `serial` | serde as texts (feature `serde`): the rules as their spec, positions, moves and outcomes as their texts | `moves`, `outcome`, `position`, `rules` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod colour;
mod connectivity;
mod direction;
mod encoding;
mod eval;
mod family;
mod game;
mod line_counts;
mod line_geometry;
mod movegen;
mod moves;
pub mod notation;
mod outcome;
mod position;
pub mod prelude;
mod rules;
#[cfg(feature = "serde")]
mod serial;
mod squares;
mod svg;
mod zobrist;

pub use colour::{ByColour, Colour};
pub use connectivity::{group_count, group_of, is_connected};
pub use direction::Direction;
pub use doska_core::square::{Square8 as Square, SquareError};
pub use eval::LinesOfActionEval;
pub use family::LinesOfActionFamily;
pub use line_counts::LineCounts;
pub use line_geometry::{Line, LineKind, LINES};
pub use movegen::check_step;
pub use moves::{LinesOfActionMove, LinesOfActionMoves, MoveError};
pub use outcome::LinesOfActionOutcome;
pub use position::{LinesOfActionPosition, PositionError};
pub use rules::{LinesOfAction, RulesError, StartLayout};
pub use squares::Squares;

/// The core crate the game is built on, re-exported so that a program depending on
/// this crate alone names the rest of the core through it
/// (`doska_lines_of_action::doska_core::History`).
pub use doska_core;
