//! # doska-checkers
//!
//! Draughts (checkers) for Doska: **one** bitboard engine, every variant a value of
//! the rules type [`Checkers`]. The presets are the registry names of
//! [`CheckersFamily`]:
//!
//! | preset | board | kings | men capture | capture choice | man on the far rank mid-capture | other |
//! |---|---|---|---|---|---|---|
//! | `classic` (default; Brazilian draughts) | 8×8 | flying | both ways | maximum | goes on as a man | traditional material draws |
//! | `russian` | 8×8 | flying | both ways | free | crowned, goes on as a king | traditional material draws |
//! | `american` (English / American checkers) | 8×8 | one square | forward only | free | crowned, the move ends | Black moves first |
//! | `giveaway` | 8×8 | flying | both ways | maximum | goes on as a man | the side without pieces or moves **wins** |
//! | `diagonal` (the diagonal start) | 8×8 | flying | both ways | maximum | goes on as a man | each side starts on its side of a1–h8 |
//! | `international` (international draughts, FMJD rules) | 10×10 | flying | both ways | maximum | goes on as a man | 20 men each, FMJD endgame draws |
//! | `column` (column draughts, bashni) | 8×8 | flying | both ways | free | crowned, goes on as a king | a jump takes the top of the jumped column to the bottom of the capturer (`captured=stacked`) |
//! | `self-capture` | 8×8 | flying | both ways | maximum | goes on as a man | own pieces may be jumped too; all jumped pieces count |
//! | `artamonov` (Artamonov's game) | 8×8 | flying | forward only | maximum | goes on as a man | neutral pieces, South up and North down, the last-moved piece barred |
//! | `wolf-and-sheep` | 8×8 | — | no captures | — | — | the wolf placed on rank 8, four sheep stepping up |
//!
//! ## The rules as implemented
//! - Play is on the dark squares (`a1` is dark). White starts on the first ranks (3 on
//!   8×8, 4 on 10×10), Black on the last; the first mover is a rule (`first`).
//! - A man steps one square diagonally forward; a king steps any distance over empty
//!   squares (flying) or one square (short), in all four directions.
//! - **Capturing is compulsory.** A man jumps an adjacent enemy piece to the empty square
//!   beyond (forward and backward, or forward only); a flying king jumps the first piece
//!   on a diagonal if it is an enemy with empty squares behind it, landing on any of
//!   them, and may turn between captures. Captures chain; a sequence must go on while it
//!   can (a king must land where it can capture on, if it can anywhere). Jumped pieces
//!   stay on the board until the move ends: they block, and none is jumped twice. The
//!   start square counts as empty during the move.
//! - With the **majority rule** the sequence capturing the most pieces must be taken
//!   (kings count as one); with free choice any complete sequence.
//! - A man ending a move on the far rank becomes a king. Reaching it mid-capture, it
//!   goes on capturing as a man, or is crowned and goes on as a king, or stops, as
//!   [`Promotion`] says.
//! - A **move** is a whole turn: start, landing squares, captured set. Routes with the
//!   same start, end, captured set and promotion are one move (they reach the same
//!   position); routes that capture different pieces are different moves and the
//!   notation tells them apart (`c3:e5:c7`).
//! - **End**: the side to move with no piece or no legal move loses (wins in giveaway).
//!   Draws: the [`MaterialDraws`] of the rules, a move limit (plies in a row without a
//!   capture or a man move) and repetition (counted by the core's `History` from
//!   [`Game::repetition`](doska_core::Game::repetition)). `draws=none` switches all off.
//!
//! ## Notation
//! Positions are PDN FEN (`W:Wa1,c1,Ke3:Bb8,d8`, numbered squares accepted, optional
//! `:H<n>` and `:E<n>` counters); moves are `c3-d4`, `c3:e5`, `c3:e5:c7`, with `x` for
//! `:` and PDN numbers (`22-18`, `22x15`) accepted. [`Game::format_move`](doska_core::Game::format_move)
//! writes the shortest text that reads back; a move's `Display` writes every landing.
//! The full formats are in `docs/checkers.md`.
//!
//! ## Pictures
//! [`Game::svg`](doska_core::Game::svg) draws a position as SVG: the board from either
//! side, men and kings, columns as towers, neutral pieces and the barred piece, the
//! wolf and the sheep, square numbers, and the last move with its captured squares
//! ([`Game::move_marks`](doska_core::Game::move_marks)). `docs/checkers.md` describes
//! the picture.
//!
//! ## Example
//! The crate is enough on its own: [`prelude`] brings the core traits
//! ([`Game`](doska_core::Game), [`Outcome`](doska_core::Outcome), the registry's
//! [`Family`](doska_core::registry::Family), …), the seats, [`perft`](doska_core::perft)
//! and the crate's main types in one import, and the core crate is re-exported as
//! [`doska_core`] for the rest (`doska_checkers::doska_core::History`).
//!
//! ```
//! use doska_checkers::prelude::*;
//!
//! let rules = Checkers::classic();
//! let start = rules.start();
//! assert_eq!(perft(&rules, &start, 4), 1_469);
//!
//! // A capture is compulsory, and the majority rule picks the longer one.
//! // White: c3 can take d4 and d6, h2 only g3.
//! let pos = rules.parse_position("W:Wc3,h2:Bd4,d6,g3").unwrap();
//! let moves = rules.moves(&pos);
//! assert_eq!(moves.len(), 1);
//! assert_eq!(rules.format_move(&pos, &moves[0]), "c3:c7");
//! assert_eq!(moves[0].to_string(), "c3:e5:c7");
//!
//! let mut pos = pos;
//! rules.play(&mut pos, &moves[0]).unwrap();
//! assert_eq!(pos.to_string(), "B:Wh2,c7:Bg3");
//!
//! // Any preset, with options, from the registry.
//! let russian = CheckersFamily::from_spec("checkers/russian:draws=none").unwrap();
//! assert_eq!(russian.name(), "checkers/russian:draws=none");
//!
//! // Giveaway: the side that runs out of pieces wins.
//! let give = Checkers::giveaway();
//! let end = give.parse_position("B:Wc3:B").unwrap();
//! assert_eq!(give.outcome(&end).unwrap().verdict(), Verdict::win(Colour::Black.player()));
//! ```
//!
//! ## Learning
//! [`Checkers`] implements `doska_core::learning::Encoding`: a whole move is one
//! action, `(from·S + to)·K + k` over the `S` playing squares, `k` ranking the captures
//! that share both squares by what they take ([`ActionSpace`], [`CheckersAction`]); the
//! egocentric observation has the planes of [`Checkers::egocentric_planes`]
//! ([`Plane`]); and the sided game on the dark squares also has OpenSpiel's `checkers`
//! tensor. `docs/checkers.md` (*Learning*) gives the sizes, the planes and the measured
//! collision rates.
//!
//! ## Design
//! Pieces are `u64` bitboards in a padded dark-square layout where the four diagonal
//! steps are constant shifts (8×8 and 10×10 both fit; see `board::dark`); the public
//! [`Squares`] sets use one board-independent layout. The engine is generic over the
//! geometry and monomorphised per board size; the rule fields are plain data read in
//! the loops. Move generation writes into the caller's [`CheckersMoves`] and never
//! allocates for up to 40 moves. [`Game::check_move`](doska_core::Game::check_move)
//! checks a step on the bitboards and looks a capture up among the generated captures.
//! [`Game::perft`](doska_core::Game::perft) is specialised (the `perft` room): the side
//! to move and the men's capture directions are type parameters picked from the rules
//! value, quiet moves are played on the bitboards, and the last two plies are counted
//! together from bitboards, with men's capture sequences read off whole-board jump
//! sets; it returns exactly what the core's generic recursion does.
//!
//! One engine for every preset: the Turkish ones are a third layout (all 64 squares,
//! rank and file steps, captured pieces removed at once); column draughts keeps the
//! pieces beneath each top in `position::stacks` under the same top-piece bitboards;
//! self-capture, Artamonov's neutral pieces and the wolf and the sheep choose, in
//! `variants`, who may move and what may be jumped, then call the same capture search
//! and steps. `engine` is the one place that picks which of them plays a rules value.
//! See `docs/checkers.md`.
//!
//! ## Features
//!
//! - `serde` (off by default): `Serialize` and `Deserialize` with serde, as texts, never
//!   bits — [`Checkers`] as its spec, both ways; positions, moves and outcomes as their texts
//!   (`Serialize`). A position or a move is read back with its game, through the core's
//!   `doska_core::serial` (`GamePosition`, `PositionSeed`, `MoveSeed`), and a replayed
//!   record as `ReplayedGame`; a bad text is refused with the game's own error. The
//!   feature turns on doska-core's `serde`: this crate needs no serde dependency, and a
//!   program asks for it with `doska-checkers = { version = "0.1", features = ["serde"] }`.
//!   The repository's `docs/serde.md` shows the forms.
//!
//! ## Modules
//!
//! The crate is a few rooms, each a folder with its own module table; imports go one
//! way: a module imports only modules of the rows above it (checked by the
//! repository's `tests/architecture.rs`). The unit tests share one random generator,
//! `test_rng` (compiled for tests only).
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `board` | squares and board sizes, sides and pieces, [`Squares`], the bit layouts and their geometry, the popcount | — |
//! | `rules` | [`Checkers`], the rule enums, the presets, [`RulesError`] | `board` |
//! | `family` | [`CheckersFamily`]: the presets and options as registry data | `board`, `rules` |
//! | `position` | [`CheckersPosition`], the stacks of column draughts, the material classes, [`Setup`] and its validation | `board`, `rules` |
//! | `moves` | [`CheckersMove`], [`CheckersMoves`], [`MoveError`] | `board` |
//! | `outcome` | [`CheckersOutcome`] and the end rules, which leave to move generation what the moves decide | `board`, `position`, `rules` |
//! | `movegen` | the sided game's move generation: steps, first jumps, the capture searches and their sinks, checking and playing a move | `board`, `moves`, `position`, `rules` |
//! | `variants` | column draughts' captures and play; self-capture and neutral pieces; the wolf and the sheep | `board`, `movegen`, `moves`, `outcome`, `position`, `rules` |
//! | `learning` | `Encoding` for [`Checkers`]: [`ActionSpace`] and the action indices, the egocentric planes ([`Plane`]), OpenSpiel's tensor | `board`, `moves`, `position`, `rules`, `variants` |
//! | `engine` | the dispatcher: which engine plays a rules value | `movegen`, `moves`, `outcome`, `position`, `rules`, `variants` |
//! | `perft` | perft and move counting on bitboards | `board`, `engine`, `movegen`, `moves`, `position`, `rules`, `variants` |
//! | `notation` | position text (PDN FEN, neutral pieces), move text, the diagram | `board`, `engine`, `movegen`, `moves`, `outcome`, `position`, `rules`, `variants` |
//! | `svg` | pictures of positions as SVG and the marks of a move | `board`, `engine`, `family`, `moves`, `outcome`, `position`, `rules` |
//! | `eval` | [`CheckersEval`] | `board`, `engine`, `moves`, `position`, `rules`, `variants` |
//! | `game` | `impl Game for Checkers`, each method one call | `board`, `engine`, `family`, `moves`, `notation`, `outcome`, `perft`, `position`, `rules`, `svg` |
//! | [`prelude`] | the names a program playing draughts needs, for `use doska_checkers::prelude::*` | `board`, `eval`, `family`, `moves`, `outcome`, `position`, `rules` |
//! | `serial` | serde as texts (feature `serde`): the rules as their spec, positions, moves and outcomes as their texts | `moves`, `outcome`, `position`, `rules` |

#![warn(missing_docs)]

mod board;
mod engine;
mod eval;
mod family;
mod game;
mod learning;
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
mod svg;
mod variants;

#[cfg(test)]
mod test_rng;

pub use board::colour::{ByColour, Colour};
pub use board::piece::{Piece, PieceKind};
pub use board::square::{BoardSize, Square};
pub use board::squares::Squares;
pub use eval::CheckersEval;
pub use family::CheckersFamily;
pub use learning::actions::{ActionSpace, CheckersAction};
pub use learning::planes::Plane;
pub use moves::{CheckersMove, CheckersMoves, MoveError, MAX_CAPTURES};
pub use notation::record::GameTypeError;
pub use outcome::result::{Cause, CheckersOutcome, MaterialDraw};
pub use position::setup::{PositionError, Setup};
pub use position::state::CheckersPosition;
pub use rules::check::RulesError;
pub use rules::checkers::Checkers;
pub use rules::choices::{
    CaptureChoice, Captured, Goal, Jumps, KingLines, KingRange, LastMoved, ManCapture, ManMoves,
    MaterialDraws, Pieces, Placement, PlayingSquares, Promotion, Removal, Reverse, StartSetup,
};

/// The core crate the game is built on, re-exported so that a program depending on
/// this crate alone names the rest of the core through it
/// (`doska_checkers::doska_core::History`).
pub use doska_core;
