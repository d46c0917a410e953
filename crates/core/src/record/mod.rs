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

mod read;
mod replay;
mod style;
mod write;

pub use read::{decode, read, Reader, RecordError};
pub use replay::{of_match, replay, Refusal, Replayed};
pub use style::{RecordStyle, ResultStyle, ROSTER};

/// One game's record: its tag pairs, its move text, and the result that ends it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// The tag pairs in the order read (names are case-sensitive; a name may repeat).
    pub tags: Vec<(String, String)>,
    /// The move text: moves, comments, glyphs, setups and variations, in order.
    pub moves: Vec<Element>,
    /// The result written at the end of the move text (`1-0`, `1/2-1/2`, `2-0`, `*`…),
    /// if any.
    pub result: Option<String>,
}

/// One element of move text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Element {
    /// A move, as written.
    Move(RecordMove),
    /// A comment (`{…}` or `;` to the end of a line); its white space is not
    /// significant and is read as single spaces.
    Comment(String),
    /// A numeric annotation glyph, `$n`.
    Nag(u16),
    /// An in-game setup, `/position/`: play goes on from this position.
    Setup(String),
    /// A variation: moves played instead of the move before it, from the position
    /// before that move.
    Variation(Vec<Element>),
}

/// A move of the move text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordMove {
    /// The move number written before it (`12.` or `12...`), if any.
    pub number: Option<MoveNumber>,
    /// The move in the game's notation (`32-28`, `d2-d3xa1`).
    pub text: String,
    /// A strength mark written after it: `!`, `?`, `!!`, `!?`, `?!`, `??` or one of
    /// them in parentheses, `(?)`.
    pub strength: Option<String>,
}

/// A move number: `12.`, or `12...` for a move of a later seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveNumber {
    /// The number.
    pub number: u32,
    /// Written with three dots: the move it numbers is not the first of the round.
    pub continued: bool,
}

impl Record {
    /// The value of the first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets the tag `name` (the first of that name, or a new one at the end).
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some((_, v)) => *v = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// Removes every tag called `name`.
    pub fn remove_tag(&mut self, name: &str) {
        self.tags.retain(|(n, _)| n != name);
    }

    /// The moves of the main line, without variations.
    pub fn mainline(&self) -> impl Iterator<Item = &RecordMove> {
        self.moves.iter().filter_map(|e| match e {
            Element::Move(m) => Some(m),
            _ => None,
        })
    }

    /// A record of `moves` (texts in the game's notation) with no tags.
    pub fn from_moves<S: Into<String>>(moves: impl IntoIterator<Item = S>) -> Record {
        Record {
            tags: Vec::new(),
            moves: moves
                .into_iter()
                .map(|m| {
                    Element::Move(RecordMove {
                        number: None,
                        text: m.into(),
                        strength: None,
                    })
                })
                .collect(),
            result: None,
        }
    }
}
