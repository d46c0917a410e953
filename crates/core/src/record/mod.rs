//! Game records: the tag pairs and move text of PGN, for every game.
//!
//! One text format records a game of any family: a section of tag pairs
//! (`[Event "Amsterdam"]`), then the move text — the moves in the game's own notation,
//! with move numbers, strength marks (`!`, `?!`, `(?)`), numeric annotation glyphs
//! (`$1`), comments (`{…}` and `;` to the end of the line), variations (`(…)`, nested),
//! in-game setups (`/position/`) — and a result (`1-0`, `1/2-1/2`, `2-0`, `0-0`, `*`).
//! Draughts' PDN is this format with draughts tags (`GameType`, `FEN`); every other game
//! names itself with a `[Game "<spec>"]` tag. The repository's `docs/game-records.md` gives
//! the whole grammar.
//!
//! The module has three parts:
//! - **reading** ([`read`], [`decode`]): text → [`Record`]s. Reading knows no rules; a
//!   move is a token, checked later. A file of many games is read game by game, and a
//!   game with bad syntax is reported ([`RecordError`], naming the game and the line)
//!   without stopping the others.
//! - **writing** (`Display` of [`Record`]): tags one a line, the move text wrapped at 80
//!   columns. What [`read`] reads back is the same record.
//! - **replaying** ([`replay`]): a record against a [`Game`](crate::Game) — every move
//!   of the main line and of every variation checked, the start taken from the `FEN`
//!   tag, the result compared with how the rules ended the game — giving the positions,
//!   the moves and a canonical record ([`Replayed`]); or the first move refused, where
//!   and why ([`Refusal`]).
//!
//! ## Modules
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `elements` | [`Record`] and its move text: [`Element`], [`RecordMove`], [`MoveNumber`] | — |
//! | `read` | [`read`], [`decode`], [`RecordError`] | `elements` |
//! | `write` | `Display` of [`Record`], [`RecordMove`], [`MoveNumber`] | `elements` |
//! | `replay` | [`replay`], [`of_match`], [`Replayed`], [`Refusal`] | `elements`, `read` |
//!
//! [`RecordStyle`], which a [`Game`](crate::Game) returns, lives outside this module
//! (in `record_style`, which imports nothing), so that `game` does not import `record`.
//!
//! ```
//! use doska_core::record::{self, Element};
//! use doska_core::toy::Subtraction;
//!
//! let text = "[Event \"Club\"]\n[Result \"0-1\"]\n\n1. 3 {the most} 2! (1... 1 $2) 0-1\n";
//! let records: Vec<_> = record::read(text).collect();
//! let game = records[0].as_ref().unwrap();
//! assert_eq!(game.tag("Event"), Some("Club"));
//! assert_eq!(game.mainline().map(|m| m.text.as_str()).collect::<Vec<_>>(), ["3", "2"]);
//! assert!(matches!(game.moves[3], Element::Variation(_)));
//!
//! // Against the rules: a pile of five, take 1 to 3; the second player took the last.
//! let replayed = record::replay(&Subtraction::new(2, 5), game).unwrap();
//! assert_eq!(replayed.plies(), 2);
//! assert_eq!(replayed.result(), "0-1");
//! // A move the rules refuse is named with its ply and the game's reason.
//! let bad = record::read("1. 3 3 *").next().unwrap().unwrap();
//! let refusal = record::replay(&Subtraction::new(2, 5), &bad).unwrap_err();
//! assert_eq!(refusal.to_string(), "refused at ply 2 (move 1 \"3\"): cannot take 3 counters here");
//! // The text written is read back as the same record.
//! let again = record::read(&game.to_string()).next().unwrap().unwrap();
//! assert_eq!(&again, game);
//! ```

mod elements;
mod read;
mod replay;
mod write;

pub use crate::record_style::{RecordStyle, ResultStyle, ROSTER};
pub use elements::{Element, MoveNumber, Record, RecordMove};
pub use read::{decode, read, Reader, RecordError};
pub use replay::{of_match, replay, Refusal, Replayed};
