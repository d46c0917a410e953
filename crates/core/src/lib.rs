//! # doska-core
//!
//! The traits and generic machinery shared by every Doska game: the rules
//! ([`Game`]), a state ([`Position`]), one turn ([`Move`]) and how a game ends
//! ([`Outcome`]); players, teams and per-player values; errors; [`perft`] (plain,
//! hashed, parallel, route-counting);
//! seeded [random playouts](random_playout); the [`Match`] layer (record, repetition,
//! resignation, adjudication); the [`registry`] of variants; an
//! [`Evaluation`] trait for search; and the [conformance harness](#conformance) every
//! game crate runs. It also holds the vocabulary every family is written in: the two
//! sides ([`Side`], [`BySide`], [`sides!`]), the squares of grid boards ([`square!`],
//! [`SquareError`], [`Square8`]), sets of squares ([`bitboard!`], [`BitIter`]) and rule
//! enums with their names in specs ([`choices!`]).
//!
//! ## The shape of a game
//!
//! - A **[`Game`]** value is the rules of one variant. Presets are values
//!   (`Checkers::classic()`, `Mill::knight()`), so a variant is data, never a copy of an
//!   engine. It is immutable, cheap to clone, `Send + Sync`, and does all the work:
//!   [`start`](Game::start), [`legal_moves`](Game::legal_moves) into a caller's
//!   buffer, [`play`](Game::play) (checked; the position is unchanged on error) and
//!   [`play_unchecked`](Game::play_unchecked) (for search), [`outcome`](Game::outcome),
//!   and the text formats ([`parse_position`](Game::parse_position),
//!   [`parse_move`](Game::parse_move), [`format_move`](Game::format_move)).
//! - A **[`Position`]** is a plain value: `Clone + Eq + Hash + Display`, its text the
//!   canonical format of `docs/notation.md`. It says whose turn it is ([`Player`], a seat
//!   `0..6`) and gives a 64-bit [`key`](Position::key) for repetition and
//!   transposition tables.
//! - A **[`Move`]** is one whole turn as a player decides it.
//! - An **[`Outcome`]** says who won ([`Verdict`]: one player or team, a draw, or a
//!   [`Ranking`]), why ([`Reason`]), the per-player payoff for generic search, and
//!   whatever the game adds (scores, rows).
//!
//! A game that is over has no legal moves, and a game that is not over has at least
//! one: a player who must pass is given an explicit pass move. The turn need not
//! alternate: after a move, [`Position::to_move`] may be the same player again or skip
//! a seat. Repetition needs history, so it is counted by [`History`] (used by
//! [`Match`] and the playouts) from [`Game::repetition`].
//!
//! ## Example
//!
//! The [`toy`] module holds a complete small game. Generic code sees only the traits;
//! the [`prelude`] brings them, with the seats, the outcome words and the tools every
//! game gets, in one import:
//!
//! ```
//! use doska_core::prelude::*;
//! use doska_core::toy::Subtraction;
//!
//! let game = Subtraction::new(2, 10); // two players, a pile of ten, take 1 to 3
//! let mut pos = game.start();
//!
//! // Move generation into a reusable buffer.
//! let mut moves = <Subtraction as Game>::MoveList::default();
//! game.legal_moves(&pos, &mut moves);
//! assert_eq!(moves.len(), 3);
//!
//! // Checked play leaves the position untouched on error.
//! let mv = game.parse_move(&pos, "3").unwrap();
//! game.play(&mut pos, &mv).unwrap();
//! assert_eq!(pos.to_string(), "7 2");
//! assert!(game.parse_move(&pos, "4").is_err());
//!
//! // Perft and seeded random playouts work for every game.
//! assert_eq!(perft(&game, &game.start(), 2), 9);
//! let playout = random_playout(&game, &game.start(), &mut seeded_rng(1), 1000);
//! println!("{}", playout.ending.unwrap());
//! ```
//!
//! ## How the families map onto the traits
//!
//! | family | players and teams | one [`Move`] is | turn order | outcome |
//! |---|---|---|---|---|
//! | scoring-rows | 2 players; or 4 seats in 2 teams (A, C, B, D order; [`Game::team`]) | two placements at once | alternating / round the table | [`Verdict::Win`] of a team or draw, [`Reason::Score`], detail: both colours' optimal scores and rows |
//! | squeeze | 2 | one step; a placement turn places two | a capturing step gives the **same player** another move (an explicit "end turn" move declines it); a blocked player gets a pass move | win by [`Reason::TooFewPieces`], draws by [`Reason::Passes`] / [`Reason::MoveLimit`] |
//! | mill | 2 | a placement or movement **with all its removals** (`d2-d3xa1`) | alternating | win by [`Reason::TooFewPieces`] or [`Reason::NoMoves`]; draws by repetition or move limit |
//! | halma | 2, 3, 4 or 6 separate players (3 in the traditional game) | a step, or a whole jump chain identified by (from, to) | round the table | [`Verdict::Win`] of one player, or a [`Ranking`] when play goes on for places; [`Reason::Target`] |
//! | lines-of-action | 2 | one move or capture | alternating; a blocked player gets a pass move | [`Reason::Connection`] (both connected: the mover wins) |
//! | checkers-variants | 2; the Artamonov preset's pieces belong to **nobody** (a piece's owner is not a player, the position records whose turn it is and which piece moved last) | a whole capture sequence (start, landings, captured set) | alternating | [`Reason::NoPieces`] / [`Reason::NoMoves`] (won in giveaway), [`Reason::Material`] draws, [`Reason::MoveLimit`] |
//!
//! Every family also gets resignation and adjudication from [`Match`], perft from
//! [`perft`], playouts, the registry and the conformance harness without code of its own.
//!
//! ## The vocabulary of a family
//!
//! Families share names, and the squares of grid boards: each keeps its own side enum
//! and set type, because which colour sits at seat 0 and how many bits a board needs
//! are rules of the family. The macros make the shared part identical:
//!
//! - [`sides!`] declares the two-side enum (`Colour`) with `ALL`, `index`, `other`,
//!   `player`, `from_player`, `name`, `letter`, `from_letter`; [`BySide`] holds a value
//!   per side.
//! - [`square!`] declares the square of a grid board (`a1`, `j10`; the stride of a rank
//!   is the family's) with `new`, `from_index`, `index`, `file`, `rank`, `offset`,
//!   `all`, `from_ascii`, `FromStr` with the one error type [`SquareError`], `Display`
//!   and [`BitIndex`]; [`Square8`], the square of the 8×8 board, is one type for the
//!   families that play on it. Places that are not a grid (mill's points, halma's star)
//!   keep a type of their own.
//! - [`bitboard!`] declares a set of squares over a [`Word`] with the same methods in
//!   every family; the square type implements [`BitIndex`].
//! - [`choices!`] declares a rule enum with its names in specs, so the
//!   [registry declaration](registry::Family) of a family names each option and value
//!   once.
//!
//! A family's types are named `Foo`, `FooPosition`, `FooMove`, `FooMoves`, `FooOutcome`,
//! `FooEval` and `FooFamily`; the repository's `docs/architecture.md` gives the whole
//! scheme.
//!
//! ## Conformance
//!
//! With the feature `conformance`, `conformance::check` plays random games and checks
//! the [`Game`] contract at every position (legal moves unique and accepted, non-moves
//! refused with the position unchanged, text round-trips, parsers that never panic,
//! `Hash`/`Eq`/text agreement, outcomes consistent with the move list, termination);
//! `conformance::check_family` checks a family's registry declaration, and
//! `conformance::perft_file` reads the reference perft tables every family keeps as data
//! files. Every game crate calls them from its tests:
//!
//! ```toml
//! [dev-dependencies]
//! doska-core = { workspace = true, features = ["conformance"] }
//! ```
//!
//! ## Deep perft
//!
//! [`perft`] is the game's own count. For deep runs, [`Perft`] adds a shared
//! [`PerftTable`] of exact subtree counts (fixed size, lock-free, every entry verified on
//! 128 bits so that no two positions are confused), counts routes instead of moves
//! ([`Game::routes`], [`perft_routes`]) the way engines that count every capture route
//! do, splits by first move with a progress callback, and with the feature `parallel`
//! spreads the tree over all cores by work stealing. Every option gives the same count
//! as the plain perft:
//!
//! ```
//! use doska_core::{perft, toy::Subtraction, Game, Perft, PerftTable};
//! let game = Subtraction::new(2, 24);
//! let table = PerftTable::with_bytes(1 << 20);
//! let n = Perft::new(&game).table(&table).count(&game.start(), 10);
//! assert_eq!(n, perft(&game, &game.start(), 10));
//! ```
//!
//! ## Features
//! - `conformance`: the `conformance` module (a test helper; it pulls `serde_json`, for
//!   its serde checks when the feature `serde` is on too).
//! - `parallel`: perft by work stealing ([`Perft`]`::parallel`), with `rayon`
//!   (re-exported as `doska_core::rayon`).
//! - `serde`: `Serialize` and `Deserialize` as texts, never bits, with `serde`: the
//!   core's values ([`Player`], [`Verdict`], [`Reason`]), game records, and positions
//!   and moves with their game (`doska_core::serial`; the repository's `docs/serde.md`).
//!   Each family crate has a feature `serde` of its own that turns this one on.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it. One import
//! is left out, by design: the default methods [`Game::perft`] and [`Game::perft_routes`]
//! call the generic counts they default to ([`perft_generic`], [`perft_routes_generic`]),
//! so `game` uses `perft`, which depends on `game`.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `player` | [`Player`], [`PlayerSet`], [`PerPlayer`], [`Team`]: the seats of a game and a value per seat | — |
//! | `bitboard` | [`bitboard!`], a set of squares over a [`Word`]; [`BitIndex`], [`BitIter`] | — |
//! | `error` | [`SpecError`], [`ReplayError`] | — |
//! | `movelist` | [`MoveList`], the buffers move generation fills | — |
//! | `outcome` | [`Outcome`], [`Verdict`], [`Reason`], [`Ranking`], [`StandardOutcome`] | `player` |
//! | `square` | [`square!`], [`SquareError`], [`Square8`] | `bitboard` |
//! | `record_style` | [`record::RecordStyle`], [`record::ResultStyle`], [`record::ROSTER`]: how a game's records name it and write results | — |
//! | [`svg`] | pictures of positions: [`svg::SvgOptions`], [`svg::Canvas`], [`svg::Theme`], [`svg::Grid`] | `player` |
//! | `game` | [`Game`], [`Position`], [`Move`], [`mix64`] | `movelist`, `outcome`, `player`, `record_style`, `svg` |
//! | `history` | [`History`] (repetition counts) and [`Ending`] | `outcome`, `player` |
//! | `eval` | [`Evaluation`], [`NoEvaluation`], [`EVAL_MAX`] | `game`, `player` |
//! | `matches` | [`Match`]: a game being played, with its record; [`MatchError`] | `error`, `game`, `history`, `outcome`, `player` |
//! | `perft` | [`perft`] and the deep perft: [`Perft`], [`PerftTable`], [`Prefix`] | `game` |
//! | `playout` | [`random_playout`], [`seeded_rng`], [`DefaultRng`], [`Playout`] | `game`, `history` |
//! | [`learning`] | games as learning environments: [`learning::Encoding`] (action indices, masks, observation planes) and [`learning::VecEnv`] | `game`, `history`, `movelist`, `outcome`, `player`, `playout` |
//! | [`record`] | game records: [`record::read`], [`record::Record`], [`record::replay`]; the tag-pair and move-text format of PGN and PDN for every game | `game`, `history`, `matches`, `outcome`, `player`, `record_style` |
//! | `registry` | [`registry::Family`], specs, presets, options and [`choices!`] | `error`, `game` |
//! | `side` | [`sides!`], [`Side`], [`BySide`]: games of two sides | `player`, `registry` |
//! | `toy` | [`toy::Subtraction`], a complete small game | `error`, `game`, `learning`, `outcome`, `player`, `registry` |
//! | `serial` | serde as texts (feature `serde`): `serial::GamePosition`, `serial::MoveSeed`, `serial::ReplayedGame`, `serde_as_text!` | `error`, `game`, `outcome`, `player`, `record`, `toy` |
//! | [`text`] | [`text::counted`]: `1 ply`, `2 plies` | — |
//! | [`prelude`] | the names nearly every user needs, for `use doska_core::prelude::*` | `eval`, `game`, `matches`, `movelist`, `outcome`, `perft`, `player`, `playout`, `registry`, `side` |
//! | `conformance` | `conformance::check`, `check_family`, `perft_file`, `records`, `serial`, `soak` (feature `conformance`) | `error`, `game`, `history`, `learning`, `outcome`, `perft`, `player`, `playout`, `record`, `registry`, `serial`, `svg` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod bitboard;
#[cfg(feature = "conformance")]
pub mod conformance;
mod error;
mod eval;
mod game;
mod history;
pub mod learning;
mod matches;
mod movelist;
mod outcome;
mod perft;
mod player;
mod playout;
pub mod prelude;
pub mod record;
mod record_style;
pub mod registry;
#[cfg(feature = "serde")]
pub mod serial;
mod side;
pub mod square;
pub mod svg;
pub mod text;
pub mod toy;

pub use bitboard::{BitIndex, BitIter, Word};
pub use error::{ReplayError, SpecError};
pub use eval::{Evaluation, NoEvaluation, EVAL_MAX};
pub use game::{mix64, Game, Move, Position};
pub use history::{Ending, History};
pub use matches::{Match, MatchError};
pub use movelist::MoveList;
pub use outcome::{write_verdict, Outcome, Ranking, Reason, StandardOutcome, Verdict};
#[cfg(feature = "parallel")]
pub use perft::DEFAULT_SPLIT_FROM;
pub use perft::{
    perft, perft_divide, perft_divide_with, perft_generic, perft_parallel, perft_routes,
    perft_routes_generic, Counting, Fingerprint, Perft, PerftTable, Prefix, BUCKET_BYTES,
    BUCKET_ENTRIES, DEFAULT_HASH_FROM, MAX_TABLE_COUNT, MAX_TABLE_DEPTH, PREFIXES_PER_PIECE,
};
pub use player::{PerPlayer, Player, PlayerSet, Team, MAX_PLAYERS};
pub use playout::{random_playout, seeded_rng, DefaultRng, Playout};
pub use side::{BySide, Side};
pub use square::{Square8, SquareError};

/// Re-exported so that games and users name the same versions.
pub use rand;
/// Re-exported (feature `parallel`) so that callers build thread pools of the version
/// the parallel perft runs on.
#[cfg(feature = "parallel")]
pub use rayon;
/// Re-exported (feature `serde`) for the macro `serde_as_text!`, so that the crates
/// invoking it need no serde dependency of their own.
#[cfg(feature = "serde")]
#[doc(hidden)]
pub use serde as __serde;
pub use smallvec;
