//! # doska-scoring-rows
//!
//! **Scoring rows**, a traditional Russian paper-and-pencil placement game for two
//! players, or four in two teams, and the exact optimal-row scorer it needs.
//!
//! ## Rules
//! - A 6×8 board (any size up to 8×8 with an even number of cells), initially empty.
//! - A turn places **two** pieces of the mover's colour on two distinct empty cells.
//!   Two players: White (seat 0) then Black (seat 1). Four players: seats in turn order
//!   A, C, B, D (seats 0–3); A and B place White, C and D Black; results are per team.
//! - When the board is full, each colour groups its pieces into **rows**: two or more
//!   consecutive cells along a rank or a file, each piece in at most one row. A row of
//!   `n` scores `n²`; the grouping is the one with the **maximum** score (a run may be
//!   split so that a crossing row can use one of its cells). The higher score wins;
//!   equal scores draw.
//!
//! The scorer ([`row_partition`]: [`score`], [`best_rows`], [`RowScorer`]) works on any
//! set of cells of an 8×8 frame, full board or not, and returns the exact maximum and
//! one optimal set of rows, always the same for the same cells. It is exact on every
//! input (forced cells, components, bounds, a profile dynamic programme and, for dense
//! components, a minimum cut); see the module docs and `docs/scoring-rows.md` for the
//! proof and the measured speed.
//!
//! ## Example
//!
//! The crate is enough on its own: [`prelude`] brings the core traits
//! ([`Game`](doska_core::Game), [`Outcome`](doska_core::Outcome), the registry's
//! [`Family`](doska_core::registry::Family), …), the seats, the outcome words
//! ([`Verdict`](doska_core::Verdict), …) and the crate's main types in one import, and
//! the core crate is re-exported as [`doska_core`] for the rest
//! (`doska_scoring_rows::doska_core::History`).
//!
//! ```
//! use doska_scoring_rows::prelude::*;
//! use doska_scoring_rows::{best_rows, Board, MoveError};
//!
//! // Score a board on its own: the side field is optional.
//! let board: Board = "bb..../wwwww./....../wwwwww".parse().unwrap();
//! assert_eq!(board.score(Colour::White), 25 + 36);
//! assert_eq!(board.scores().to_string(), "w=61 b=4");
//! assert_eq!(board.rows(Colour::White).to_string(), "a1-f1 36\na3-e3 25");
//!
//! // Or any cells: an L of five scores 9 + 4.
//! let l = ["a1", "a2", "a3", "b1", "c1"].iter().map(|s| s.parse().unwrap()).collect();
//! assert_eq!(best_rows(l).score(), 13);
//!
//! // Play: two players on 6×8, or four (`scoring-rows/four`).
//! let game = ScoringRowsFamily::from_spec("scoring-rows").unwrap();
//! assert_eq!(game, ScoringRows::standard());
//! assert_eq!(game.name(), "scoring-rows/standard");
//! let mut pos = game.start();
//! let mv = game.parse_move(&pos, "a1,b1").unwrap();
//! game.play(&mut pos, &mv).unwrap();
//! assert_eq!(pos.to_string(), "....../....../....../....../....../....../....../ww.... b");
//! assert_eq!(game.moves(&pos).len(), 46 * 45 / 2);
//!
//! // Checked play says why a move may not be played, without generating the moves.
//! assert!(matches!(game.play(&mut pos, &mv), Err(MoveError::Occupied { .. })));
//!
//! // A full board ends the game; the outcome carries both scores and rows.
//! let full = game.parse_position(&("wwwbbb/".repeat(7) + "wwwbbb w")).unwrap();
//! let outcome = game.outcome(&full).unwrap();
//! assert_eq!(outcome.verdict(), Verdict::Draw);
//! assert_eq!(outcome.to_string(), "draw (score w=192 b=192)");
//! ```
//!
//! ## Pictures
//! [`Game::svg`](doska_core::Game::svg) draws a position as SVG: the cells with their
//! grid, the stones, the pieces each colour still has to place, and each colour's
//! optimal rows (the ones the scorer counts) outlined with their points, so that the
//! picture explains the score; [`Game::move_marks`](doska_core::Game::move_marks) marks
//! the two cells of a turn.
//!
//! ## Texts
//! Board `....../....../…/...... w` (ranks from the top, `w`, `b`, `.` or digits for
//! empty runs, then the side `w`/`b` or seat `1`–`4`), moves `a1,b2`, rows `a1-a5 25`;
//! `docs/scoring-rows.md` describes them in full. Parsers never panic and return typed
//! errors naming the offending text ([`PositionError`], [`MoveError`], [`RowError`],
//! [`SquareError`]).
//!
//! ## Registry
//! [`ScoringRowsFamily`]: `scoring-rows` (presets `standard`, `four`; options
//! `players=2|4`, `files=1..8`, `ranks=1..8`). Names are canonical specs:
//! `scoring-rows/standard`, `scoring-rows/four`, `scoring-rows/four:files=8`.
//!
//! ## Learning
//! [`ScoringRows`] implements [`Encoding`](doska_core::learning::Encoding): one action
//! for each pair of cells (1,128 on 6×8) and egocentric observation planes, for
//! learners and `doska_core::learning::VecEnv`; `docs/scoring-rows.md` gives the
//! numbering and the planes.
//!
//! ## Features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` with serde, as texts, never
//!   bits — [`ScoringRows`] as its spec, both ways; positions, moves and outcomes as their texts
//!   (`Serialize`). A position or a move is read back with its game, through the core's
//!   `doska_core::serial` (`GamePosition`, `PositionSeed`, `MoveSeed`), and a replayed
//!   record as `ReplayedGame`; a bad text is refused with the game's own error. The
//!   feature turns on doska-core's `serde`: this crate needs no serde dependency, and a
//!   program asks for it with `doska-scoring-rows = { version = "0.1", features = ["serde"] }`.
//!   The repository's `docs/serde.md` shows the forms.
//!
//! ## Modules
//!
//! The crate follows the scheme every Doska family follows (`docs/architecture.md`).
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `colour`, `square` | [`Colour`], [`ByColour`]; [`Square`] (the shared 8×8 square) | — |
//! | `squares` | [`Squares`], the frame's masks and word operations | `square` |
//! | `size` | [`BoardSize`], [`MAX_SIDE`] | `square`, `squares` |
//! | `rules` | [`ScoringRows`], its presets, [`Seating`], [`supply`] and [`RulesError`] | `colour`, `size` |
//! | `row` | [`Row`], [`Direction`], [`row_points`], [`RowError`] | `square`, `squares` |
//! | [`row_partition`] | the scorer, the hot path: [`RowPartition`], [`RowScorer`], [`score`], [`best_rows`] | `row`, `squares` |
//! | `error` | [`PositionError`], [`MoveError`] | `colour`, `size`, `square` |
//! | `board` | [`Board`], [`BoardScore`] | `colour`, `error`, `row_partition`, `rules`, `size`, `square`, `squares` |
//! | `position` | [`ScoringRowsPosition`] | `board`, `colour`, `error`, `rules`, `squares` |
//! | `moves` | [`ScoringRowsMove`], [`ScoringRowsMoves`], [`MAX_MOVES`] | `square`, `squares` |
//! | `movegen` | move generation, counting and checked play | `error`, `moves`, `position`, `square` |
//! | `outcome` | [`ScoringRowsOutcome`] | `board`, `colour`, `position`, `rules` |
//! | `notation` | the texts of boards, positions and moves; the diagram | `board`, `colour`, `error`, `movegen`, `moves`, `outcome`, `position`, `rules`, `size`, `square`, `squares` |
//! | `eval` | [`ScoringRowsEval`] | `colour`, `moves`, `position`, `row_partition`, `rules`, `squares` |
//! | `encoding` | the [`Encoding`](doska_core::learning::Encoding) of [`ScoringRows`]: one action per pair of cells, egocentric observation planes | `moves`, `position`, `rules`, `square`, `squares` |
//! | `family` | [`ScoringRowsFamily`] | `rules` |
//! | `svg` | the pictures: the board, the stones, the hands and each colour's optimal rows with their scores | `board`, `colour`, `moves`, `outcome`, `position`, `row`, `rules`, `square` |
//! | `game` | the [`Game`](doska_core::Game) impl, each method calling the module that does the work | `error`, `family`, `movegen`, `moves`, `notation`, `outcome`, `position`, `rules`, `svg` |
//! | [`prelude`] | the names a program playing scoring rows needs, for `use doska_scoring_rows::prelude::*` | `colour`, `eval`, `family`, `moves`, `outcome`, `position`, `rules`, `square` |
//! | `serial` | serde as texts (feature `serde`): the rules as their spec, positions, moves and outcomes as their texts | `moves`, `outcome`, `position`, `rules` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod board;
mod colour;
mod encoding;
mod error;
mod eval;
mod family;
mod game;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod position;
pub mod prelude;
mod row;
pub mod row_partition;
mod rules;
#[cfg(feature = "serde")]
mod serial;
mod size;
mod square;
mod squares;
mod svg;

pub use board::{Board, BoardScore};
pub use colour::{ByColour, Colour};
pub use doska_core::SquareError;
pub use error::{MoveError, PositionError};
pub use eval::ScoringRowsEval;
pub use family::ScoringRowsFamily;
pub use moves::{ScoringRowsMove, ScoringRowsMoves, MAX_MOVES};
pub use outcome::ScoringRowsOutcome;
pub use position::ScoringRowsPosition;
pub use row::{row_points, Direction, Row, RowError};
pub use row_partition::{best_rows, score, RowPartition, RowScorer};
pub use rules::{supply, RulesError, ScoringRows, Seating};
pub use size::{BoardSize, MAX_SIDE};
pub use square::Square;
pub use squares::Squares;

/// The core crate the game is built on, re-exported so that a program depending on
/// this crate alone names the rest of the core through it
/// (`doska_scoring_rows::doska_core::History`).
pub use doska_core;
