//! Serde support (feature `serde`): every value serializes as its **text**, the same
//! text the game writes and reads everywhere else, never as its bits; deserializing
//! reads that text back with the game's own parser, so what is refused is refused
//! with the game's own error (a serde custom error whose message is that error's
//! `Display`).
//!
//! | value | serializes as | deserializes |
//! |---|---|---|
//! | a rules value (`Checkers`, `Mill`, …) | its spec, [`Game::name`]: `"mill/nine:removal=outside-mills"` | alone, by its `FromStr` (the family's `from_spec`) |
//! | a position, a move | its text (`Display`: the position's canonical text, the move's full text) | only with its game: [`PositionSeed`], [`MoveSeed`] (a move also needs its position) |
//! | a game's outcome | its line for people (`"White wins (no legal moves)"`) | no |
//! | [`GamePosition`] | `{"game": spec, "position": text}` | alone: the game built from the spec, the position read by it |
//! | [`ReplayedGame`] (a [`Replayed`] record with its game) | `{"game", "tags", "start", "moves", "result"}`, below | alone: the record rebuilt and [replayed](record::replay) |
//! | [`Record`] (a record not replayed) | its PDN text (`Display`) | alone, by [`record::read`]: exactly one game |
//! | [`Player`] | `"player 1"` | alone |
//! | [`Verdict`] | `"player 2 wins"`, `"draw"`, `"1. player 3, 2. player 1, 2. player 2"` | alone |
//! | [`Reason`] | its description: `"no legal moves"`, `"move limit"` | alone |
//!
//! A position or a move cannot be read without its rules (`"7 2"` means nothing
//! alone), so they deserialize through a *seed* holding the game
//! ([`serde::de::DeserializeSeed`]), or inside a [`GamePosition`], which carries the
//! spec. A [`Verdict`] has no result text of its own (`1-0` needs the game: how many
//! seats, which seat is White), so it is written as its `Display`. Every text is read
//! back exactly: `"player 01"` or `"draw "` is refused.
//!
//! ## Records
//!
//! A replayed record is written with its game ([`ReplayedGame`]) as
//!
//! ```json
//! {"game": "<spec>", "tags": {"Event": "Club", …}, "start": "<position>",
//!  "moves": ["<move>", …], "result": "0-1"}
//! ```
//!
//! - `tags`: the tags of the canonical record ([`Replayed::record`]), in its order (the
//!   seven roster tags first, `?` where unknown), without those another field says:
//!   `Game` and `GameType` (said by `game`, with any other tag of the game's
//!   [record style](crate::Game::record_style)), `SetUp` and `FEN` (said by `start`),
//!   `Result` (said by `result`). A tag name that occurs twice is written twice, in
//!   order; a JSON text keeps that, a map type that sorts or merges keys (a
//!   `serde_json::Value` without its `preserve_order` feature) does not.
//! - `start`: the position before the first move (the `FEN` tag's, or an in-game setup
//!   written before the first move), as its text.
//! - `moves`: the main line, each move in the game's record notation
//!   ([`Game::format_record_move`]).
//! - `result`: the canonical record's result (`1-0`, `2-0`, `1-2-2`, `*`).
//!
//! The JSON form is the main line and its tags, not the whole text: comments, numeric
//! annotation glyphs, strength marks (`!`, `?!`), variations and the record's move
//! numbers stay in the PDN text ([`Record`]'s `Display`), and the moves are numbered
//! from 1 when the JSON is read back. A record with an in-game setup after its first
//! move has no JSON form (its moves would not replay from `start`): serializing it
//! fails, with a message saying so.
//!
//! Reading the JSON builds a [`Record`] — the tags; `SetUp "1"` and the start as the
//! `FEN` tag when `start` is not the game's start; the moves
//! ([`Record::from_moves`]); the result — and [replays](record::replay) it, so every
//! move is checked and the result is compared with how the rules ended the game; a
//! refusal is the [`Refusal`]'s text (`refused at ply 2 (move 1
//! "3"): cannot take 3 counters here`). Only `game` is required: without `tags` there
//! are none, without `start` the game starts from its start, without `moves` there are
//! none, and without `result` the rules (or `*`) give it. A field that is not one of the
//! five is refused, and so is a tag that another field says (`FEN` among the tags).
//!
//! ## Example
//!
//! With the [subtraction game](crate::toy), whose rules read their spec with `FromStr`
//! as every family's rules do:
//!
//! ```
//! use doska_core::record::{self, Record};
//! use doska_core::serial::{GamePosition, MoveSeed, ReplayedGame};
//! use doska_core::toy::Subtraction;
//! use doska_core::{Game, Player, Reason, Verdict};
//! use serde::de::DeserializeSeed;
//!
//! let game = Subtraction::new(2, 10);
//! let mut pos = game.start();
//! let three = game.parse_move(&pos, "3").unwrap();
//! game.play(&mut pos, &three).unwrap();
//!
//! // A position with its game: the spec and the text.
//! let json = serde_json::to_string(&GamePosition::new(game, pos)).unwrap();
//! assert_eq!(json, r#"{"game":"subtraction/standard","position":"7 2"}"#);
//! let back: GamePosition<Subtraction> = serde_json::from_str(&json).unwrap();
//! assert_eq!((back.game, back.position), (game, pos));
//!
//! // Refused with the game's own words.
//! let bad = r#"{"game":"subtraction","position":"7 3"}"#;
//! let err = serde_json::from_str::<GamePosition<Subtraction>>(bad).unwrap_err();
//! assert!(err.to_string().starts_with("seat 3 does not exist"), "{err}");
//! let bad = r#"{"game":"subtraction/huge","position":"7 2"}"#;
//! let err = serde_json::from_str::<GamePosition<Subtraction>>(bad).unwrap_err();
//! assert!(err.to_string().starts_with("unknown preset `subtraction/huge`"), "{err}");
//!
//! // A move is read in its position, by a seed.
//! let mv = MoveSeed(&game, &pos)
//!     .deserialize(&mut serde_json::Deserializer::from_str(r#""2""#))
//!     .unwrap();
//! assert_eq!(mv, game.parse_move(&pos, "2").unwrap());
//! assert_eq!(serde_json::to_string(&mv).unwrap(), r#""2""#);
//!
//! // A replayed record: its tags, start, main line and result.
//! let mut rec = Record::from_moves(["3", "3", "3", "1"]);
//! rec.set_tag("Event", "Club");
//! let replayed = ReplayedGame::replay(game, &rec).unwrap();
//! let json = serde_json::to_string(&replayed).unwrap();
//! assert_eq!(
//!     json,
//!     concat!(
//!         r#"{"game":"subtraction/standard","tags":{"Event":"Club","Site":"?","#,
//!         r#""Date":"????.??.??","Round":"?","White":"?","Black":"?"},"#,
//!         r#""start":"10 1","moves":["3","3","3","1"],"result":"0-1"}"#
//!     )
//! );
//! let back: ReplayedGame<Subtraction> = serde_json::from_str(&json).unwrap();
//! assert_eq!(back.replayed.moves(), replayed.replayed.moves());
//! let bad = r#"{"game":"subtraction","moves":["3","3","3","3"]}"#;
//! let err = serde_json::from_str::<ReplayedGame<Subtraction>>(bad).unwrap_err();
//! assert!(err.to_string().starts_with(
//!     "refused at ply 4 (move 2 \"3\"): cannot take 3 counters here"
//! ), "{err}");
//!
//! // The core's words.
//! assert_eq!(serde_json::to_string(&Verdict::win(Player::SECOND)).unwrap(), r#""player 2 wins""#);
//! assert_eq!(serde_json::from_str::<Reason>(r#""move limit""#).unwrap(), Reason::MoveLimit);
//! ```
//!
//! ## Serde for a family's types
//!
//! [`serde_as_text!`](crate::serde_as_text) implements `Serialize` for a type by its
//! `Display`, and `Serialize` and `Deserialize` for a rules type by its spec
//! ([`Game::name`]) and `FromStr`, through this crate's re-export of serde, so that a
//! family crate needs no serde dependency of its own:
//!
//! ```text
//! doska_core::serde_as_text! {
//!     /// A position serializes as its text.
//!     display MillPosition;
//!     /// A move serializes as its full text.
//!     display MillMove;
//! }
//! doska_core::serde_as_text! {
//!     /// The rules serialize as their spec.
//!     rules Mill;
//! }
//! ```
//!
//! [`to_text`] and [`from_text`] do the same for a field of a type of one's own
//! (`#[serde(serialize_with = "doska_core::serial::to_text")]`).

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Visitor};
use serde::ser::{self, SerializeMap, SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use crate::error::SpecError;
use crate::game::Game;
use crate::outcome::{Ranking, Reason, StandardOutcome, Verdict};
use crate::player::{Player, PlayerSet, MAX_PLAYERS};
use crate::record::{self, Element, Record, Refusal, Replayed};
use crate::toy::{Pile, Subtraction, Take};

/// Implements serde for a family's types by their texts, through doska-core's
/// re-export of serde (so the crate invoking it needs no serde dependency):
///
/// - `display T;` implements `Serialize` for `T` by its `Display`
///   (`serializer.collect_str(self)`): positions, moves, outcomes.
/// - `rules T;` implements `Serialize` for the rules type `T` by its spec
///   ([`Game::name`](crate::Game::name)) and `Deserialize` by its `FromStr` (a family's
///   `from_spec`), refusing a bad spec with the error's text.
///
/// One invocation takes entries of one kind (`display` or `rules`), each ended by `;`;
/// attributes (doc comments) before an entry go on its impls. The impls are written in
/// an anonymous `const` block, which names serde as `__serde`.
///
/// ```
/// # #[derive(Debug)] struct Score(u32);
/// # impl std::fmt::Display for Score {
/// #     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { write!(f, "{} points", self.0) }
/// # }
/// doska_core::serde_as_text! {
///     /// A score serializes as its text.
///     display Score;
/// }
/// assert_eq!(serde_json::to_string(&Score(3)).unwrap(), r#""3 points""#);
/// ```
#[macro_export]
macro_rules! serde_as_text {
    ($($(#[$attr:meta])* display $t:ty;)+) => {
        const _: () = {
            use $crate::__serde;
            $(
                $(#[$attr])*
                impl __serde::Serialize for $t {
                    fn serialize<S: __serde::Serializer>(
                        &self,
                        serializer: S,
                    ) -> ::core::result::Result<S::Ok, S::Error> {
                        serializer.collect_str(self)
                    }
                }
            )+
        };
    };
    ($($(#[$attr:meta])* rules $t:ty;)+) => {
        const _: () = {
            use $crate::__serde;
            $(
                $(#[$attr])*
                impl __serde::Serialize for $t {
                    fn serialize<S: __serde::Serializer>(
                        &self,
                        serializer: S,
                    ) -> ::core::result::Result<S::Ok, S::Error> {
                        serializer.serialize_str(&<$t as $crate::Game>::name(self))
                    }
                }
                $(#[$attr])*
                impl<'de> __serde::Deserialize<'de> for $t {
                    fn deserialize<D: __serde::Deserializer<'de>>(
                        deserializer: D,
                    ) -> ::core::result::Result<Self, D::Error> {
                        $crate::serial::from_text(deserializer)
                    }
                }
            )+
        };
    };
}

/// Serializes `value` as its `Display` text; for `#[serde(serialize_with =
/// "doska_core::serial::to_text")]`.
///
/// # Errors
/// The serializer's.
pub fn to_text<T, S>(value: &T, serializer: S) -> Result<S::Ok, S::Error>
where
    T: fmt::Display + ?Sized,
    S: Serializer,
{
    serializer.collect_str(value)
}

/// Deserializes a string and reads it with `T`'s `FromStr`; for `#[serde(deserialize_with
/// = "doska_core::serial::from_text")]`, and the rules types of
/// [`serde_as_text!`](crate::serde_as_text).
///
/// # Errors
/// Not a string; or the `FromStr` error, as a custom error with its text.
pub fn from_text<'de, T, D>(deserializer: D) -> Result<T, D::Error>
where
    T: FromStr,
    T::Err: fmt::Display,
    D: Deserializer<'de>,
{
    read_text(deserializer, "a text", |text| text.parse::<T>())
}

/// Deserializes a string and reads it with `parse`, its error becoming a custom error.
fn read_text<'de, D, T, E, F>(
    deserializer: D,
    expecting: &'static str,
    parse: F,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    E: fmt::Display,
    F: FnOnce(&str) -> Result<T, E>,
{
    deserializer.deserialize_str(TextVisitor {
        expecting,
        parse,
        out: PhantomData,
    })
}

/// The visitor of [`read_text`]: a string, read by `parse`.
struct TextVisitor<F, T, E> {
    expecting: &'static str,
    parse: F,
    out: PhantomData<fn() -> (T, E)>,
}

impl<'de, F, T, E> Visitor<'de> for TextVisitor<F, T, E>
where
    E: fmt::Display,
    F: FnOnce(&str) -> Result<T, E>,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_str<X: de::Error>(self, text: &str) -> Result<T, X> {
        (self.parse)(text).map_err(X::custom)
    }
}

/// A value serialized by its `Display`.
struct AsText<'a, T: ?Sized>(&'a T);

impl<T: fmt::Display + ?Sized> Serialize for AsText<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self.0)
    }
}

/// Reads `text` as the value whose `Display` it must be exactly: `read` parses it
/// liberally, and anything but the canonical text is refused.
fn exactly<T: fmt::Display>(text: &str, what: &str, read: Option<T>) -> Result<T, String> {
    match read {
        Some(value) if value.to_string() == text => Ok(value),
        _ => Err(format!("`{text}` is not {what}")),
    }
}

// ---------------------------------------------------------------------------------
// The core's values.

impl Serialize for Player {
    /// `"player 1"` for seat 0: its `Display`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Player {
    /// `"player 1"` to `"player 6"`, exactly.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        read_text(deserializer, "a seat such as `player 1`", read_player)
    }
}

/// `player N` (1 to 6) as the seat `N - 1`.
fn read_player(text: &str) -> Result<Player, String> {
    let seat = text
        .strip_prefix("player ")
        .and_then(|n| n.parse::<usize>().ok())
        .and_then(|n| n.checked_sub(1))
        .and_then(Player::new);
    exactly(
        text,
        &format!("a seat (`player 1` to `player {MAX_PLAYERS}`)"),
        seat,
    )
}

impl Serialize for Verdict {
    /// Its `Display`: `"player 2 wins"`, `"player 1 and player 3 win"`, `"nobody
    /// wins"`, `"draw"`, `"1. player 2, 2. player 1, 3. player 3"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Verdict {
    /// The texts its `Display` writes, exactly.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        read_text(
            deserializer,
            "a verdict such as `player 1 wins`",
            read_verdict,
        )
    }
}

/// A verdict from its `Display`.
fn read_verdict(text: &str) -> Result<Verdict, String> {
    let players = |names: &str, sep: &str| -> Option<PlayerSet> {
        let mut set = PlayerSet::EMPTY;
        for name in names.split(sep) {
            set = set.with(read_player(name).ok()?);
        }
        Some(set)
    };
    let verdict = if text == "draw" {
        Some(Verdict::Draw)
    } else if text == "nobody wins" {
        Some(Verdict::Win(PlayerSet::EMPTY))
    } else if let Some(one) = text.strip_suffix(" wins") {
        read_player(one).ok().map(Verdict::win)
    } else if let Some(many) = text.strip_suffix(" win") {
        players(many, " and ").map(Verdict::Win)
    } else {
        read_ranking(text).map(Verdict::Ranking)
    };
    exactly(
        text,
        "a verdict (`player 1 wins`, `draw`, `1. player 2, 2. player 1`)",
        verdict,
    )
}

/// A ranking from its text in a verdict: `1. player 2, 2. player 1`, every seat of the
/// table once.
fn read_ranking(text: &str) -> Option<Ranking> {
    let mut places = [0u8; MAX_PLAYERS];
    let mut seats = 0;
    for part in text.split(", ") {
        let (place, name) = part.split_once(". ")?;
        let seat = read_player(name).ok()?.index();
        if places[seat] != 0 {
            return None;
        }
        places[seat] = place.parse().ok()?;
        seats += 1;
    }
    if places[..seats].contains(&0) {
        return None;
    }
    Ranking::from_places(&places[..seats])
}

/// Every [`Reason`], in declaration order.
const REASONS: [Reason; 12] = [
    Reason::NoMoves,
    Reason::NoPieces,
    Reason::TooFewPieces,
    Reason::Material,
    Reason::Connection,
    Reason::Target,
    Reason::Score,
    Reason::Repetition,
    Reason::MoveLimit,
    Reason::Passes,
    Reason::Resignation,
    Reason::Adjudication,
];

/// The index of `reason` in [`REASONS`]: a `match` without a wildcard, so that a new
/// reason does not compile until it is listed.
const fn reason_index(reason: Reason) -> usize {
    match reason {
        Reason::NoMoves => 0,
        Reason::NoPieces => 1,
        Reason::TooFewPieces => 2,
        Reason::Material => 3,
        Reason::Connection => 4,
        Reason::Target => 5,
        Reason::Score => 6,
        Reason::Repetition => 7,
        Reason::MoveLimit => 8,
        Reason::Passes => 9,
        Reason::Resignation => 10,
        Reason::Adjudication => 11,
    }
}

// Every reason is listed, in place: checked when the crate compiles.
const _: () = {
    let mut i = 0;
    while i < REASONS.len() {
        assert!(
            reason_index(REASONS[i]) == i,
            "REASONS lists every reason in order"
        );
        i += 1;
    }
};

impl Serialize for Reason {
    /// Its description ([`Reason::describe`], its `Display`): `"no legal moves"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.describe())
    }
}

impl<'de> Deserialize<'de> for Reason {
    /// One of the descriptions, exactly.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        read_text(deserializer, "a reason such as `no legal moves`", |text| {
            REASONS
                .into_iter()
                .find(|r| r.describe() == text)
                .ok_or_else(|| {
                    let known: Vec<&str> = REASONS.iter().map(|r| r.describe()).collect();
                    format!("`{text}` is not a reason; reasons: {}", known.join(", "))
                })
        })
    }
}

serde_as_text! {
    /// Its line for people: `"player 1 wins (no pieces left)"`.
    display StandardOutcome;
    /// Its text: `"7 2"`.
    display Pile;
    /// Its text: `"3"`.
    display Take;
}

serde_as_text! {
    /// Its spec: `"subtraction/standard:players=3"`.
    rules Subtraction;
}

// ---------------------------------------------------------------------------------
// Positions and moves with their game.

/// A position with its game, so that it reads back alone: `{"game": "<spec>",
/// "position": "<text>"}`, the spec being [`Game::name`] and the text the position's
/// `Display`.
///
/// Deserializing builds the game from the spec (its `FromStr`) and reads the position
/// with [`Game::parse_position`]; either error is the game's own. A field other than
/// `game` and `position` is refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GamePosition<G: Game> {
    /// The rules.
    pub game: G,
    /// A position of them.
    pub position: G::Position,
}

impl<G: Game> GamePosition<G> {
    /// `position` with its `game`.
    pub fn new(game: G, position: G::Position) -> Self {
        GamePosition { game, position }
    }

    /// The start position of `game`.
    pub fn start(game: G) -> Self {
        let position = game.start();
        GamePosition { game, position }
    }
}

impl<G: Game> Serialize for GamePosition<G> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("GamePosition", 2)?;
        s.serialize_field("game", &self.game.name())?;
        s.serialize_field("position", &AsText(&self.position))?;
        s.end()
    }
}

/// The fields of a [`GamePosition`], read before the game reads the position.
#[derive(Deserialize)]
#[serde(rename = "GamePosition", deny_unknown_fields)]
struct GamePositionFields {
    game: String,
    position: String,
}

impl<'de, G> Deserialize<'de> for GamePosition<G>
where
    G: Game + FromStr<Err = SpecError>,
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let fields = GamePositionFields::deserialize(deserializer)?;
        let game: G = fields.game.parse().map_err(de::Error::custom)?;
        let position = game
            .parse_position(&fields.position)
            .map_err(de::Error::custom)?;
        Ok(GamePosition { game, position })
    }
}

/// Reads a position of the game `.0` from its text ([`Game::parse_position`]), as a
/// [`DeserializeSeed`]; the game's error refuses a bad text.
///
/// ```
/// use doska_core::{serial::PositionSeed, toy::Subtraction, Game};
/// use serde::de::DeserializeSeed;
/// let game = Subtraction::new(3, 10);
/// let mut json = serde_json::Deserializer::from_str(r#""4 3""#);
/// let pos = PositionSeed(&game).deserialize(&mut json).unwrap();
/// assert_eq!(pos, game.parse_position("4 3").unwrap());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PositionSeed<'a, G: Game>(pub &'a G);

impl<'de, G: Game> DeserializeSeed<'de> for PositionSeed<'_, G> {
    type Value = G::Position;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<G::Position, D::Error> {
        read_text(deserializer, "a position text", |text| {
            self.0.parse_position(text)
        })
    }
}

/// Reads a move of the game `.0` in the position `.1` from its text
/// ([`Game::parse_move`]: any text the game reads, its full text or its short one), as
/// a [`DeserializeSeed`]; the game's error refuses a bad text or an illegal move.
///
/// ```
/// use doska_core::{serial::MoveSeed, toy::Subtraction, Game};
/// use serde::de::DeserializeSeed;
/// let game = Subtraction::new(2, 2);
/// let start = game.start();
/// let mut json = serde_json::Deserializer::from_str(r#""3""#);
/// let err = MoveSeed(&game, &start).deserialize(&mut json).unwrap_err();
/// assert!(err.to_string().starts_with("cannot take 3 counters here"));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MoveSeed<'a, G: Game>(pub &'a G, pub &'a G::Position);

impl<'de, G: Game> DeserializeSeed<'de> for MoveSeed<'_, G> {
    type Value = G::Move;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<G::Move, D::Error> {
        read_text(deserializer, "a move text", |text| {
            self.0.parse_move(self.1, text)
        })
    }
}

// ---------------------------------------------------------------------------------
// Records.

impl Serialize for Record {
    /// Its PDN text ([`Record`]'s `Display`): tags, move text, result.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Record {
    /// The PDN text of exactly one game, read by [`record::read`] (no rules: moves are
    /// not checked). A syntax error is refused with the reader's text; so is a text of
    /// no game or of several.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        read_text(deserializer, "the PDN text of one game", |text| {
            let mut games = record::read(text);
            let first = games
                .next()
                .ok_or_else(|| "a record text with no game".to_string())?
                .map_err(|e| e.to_string())?;
            match games.count() {
                0 => Ok(first),
                more => Err(format!(
                    "a record text of {} games; a record is one game",
                    more + 1
                )),
            }
        })
    }
}

/// A [`Replayed`] record with the game it was replayed against, which its JSON form
/// names (a [`Replayed`] does not hold its game); see [the module](self#records) for
/// the form and what it leaves out.
#[derive(Clone, Debug)]
pub struct ReplayedGame<G: Game> {
    /// The rules the record was replayed against.
    pub game: G,
    /// The replayed record.
    pub replayed: Replayed<G>,
}

impl<G: Game> ReplayedGame<G> {
    /// A replayed record with its game. `replayed` must come from `game`'s rules
    /// ([`record::replay`] with it).
    pub fn new(game: G, replayed: Replayed<G>) -> Self {
        ReplayedGame { game, replayed }
    }

    /// Replays `record` against `game` ([`record::replay`]).
    ///
    /// # Errors
    /// The [`Refusal`] of the first move, setup or result that the rules refuse.
    pub fn replay(game: G, record: &Record) -> Result<Self, Refusal> {
        let replayed = record::replay(&game, record)?;
        Ok(ReplayedGame { game, replayed })
    }
}

/// Whether the tag `name` is said by a field of a record's JSON form (`game`, `start`,
/// `result`) rather than among its `tags`.
fn said_elsewhere<G: Game>(game: &G, name: &str) -> Option<&'static str> {
    match name {
        "Game" | "GameType" => Some("game"),
        "SetUp" | "FEN" => Some("start"),
        "Result" => Some("result"),
        _ if game.record_style().tags.iter().any(|(n, _)| n == name) => Some("game"),
        _ => None,
    }
}

/// Tag pairs serialized as a map in their order, a repeated name repeated.
struct TagMap<'a>(Vec<&'a (String, String)>);

impl Serialize for TagMap<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// Tag pairs deserialized from a map in their order, a repeated name kept.
#[derive(Default)]
struct Tags(Vec<(String, String)>);

impl<'de> Deserialize<'de> for Tags {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct TagsVisitor;
        impl<'de> Visitor<'de> for TagsVisitor {
            type Value = Tags;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map of tag names to values")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tags, A::Error> {
                let mut tags = Vec::with_capacity(map.size_hint().unwrap_or(0).min(64));
                while let Some(pair) = map.next_entry::<String, String>()? {
                    tags.push(pair);
                }
                Ok(Tags(tags))
            }
        }
        deserializer.deserialize_map(TagsVisitor)
    }
}

impl<G: Game> Serialize for ReplayedGame<G> {
    /// `{"game", "tags", "start", "moves", "result"}` ([the module](self#records)).
    ///
    /// # Errors
    /// A record with an in-game setup after its first move, which the form cannot say.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let (game, replayed) = (&self.game, &self.replayed);
        let record = replayed.record();
        let mut played = false;
        for e in &record.moves {
            match e {
                Element::Move(_) => played = true,
                Element::Setup(text) if played => {
                    return Err(ser::Error::custom(format!(
                        "the record sets up `{text}` after its first move, which its JSON \
                         form (a start and the moves from it) cannot say; write its PDN text"
                    )))
                }
                _ => {}
            }
        }
        let tags = TagMap(
            record
                .tags
                .iter()
                .filter(|(name, _)| said_elsewhere(game, name).is_none())
                .collect(),
        );
        let start = replayed
            .position_at(0)
            .expect("a replay has a first position");
        let moves: Vec<&str> = record.mainline().map(|m| m.text.as_str()).collect();
        let mut s = serializer.serialize_struct("Replayed", 5)?;
        s.serialize_field("game", &game.name())?;
        s.serialize_field("tags", &tags)?;
        s.serialize_field("start", &AsText(start))?;
        s.serialize_field("moves", &moves)?;
        s.serialize_field("result", replayed.result())?;
        s.end()
    }
}

/// The fields of a record's JSON form, read before the game reads them.
#[derive(Deserialize)]
#[serde(rename = "Replayed", deny_unknown_fields)]
struct ReplayedFields {
    game: String,
    #[serde(default)]
    tags: Tags,
    #[serde(default)]
    start: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    result: Option<String>,
}

impl<'de, G> Deserialize<'de> for ReplayedGame<G>
where
    G: Game + FromStr<Err = SpecError>,
{
    /// Builds the record and [replays](record::replay) it; see [the module](self#records).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let fields = ReplayedFields::deserialize(deserializer)?;
        let game: G = fields.game.parse().map_err(de::Error::custom)?;
        let mut tags = fields.tags.0;
        if let Some((name, field)) = tags
            .iter()
            .find_map(|(n, _)| Some((n, said_elsewhere(&game, n)?)))
        {
            return Err(de::Error::custom(format!(
                "the tag `{name}` is said by the field `{field}`, not among the tags"
            )));
        }
        if let Some(text) = &fields.start {
            let start = game.parse_position(text).map_err(de::Error::custom)?;
            if start != game.start() {
                tags.push(("SetUp".to_string(), "1".to_string()));
                tags.push(("FEN".to_string(), game.format_record_position(&start)));
            }
        }
        let record = Record {
            tags,
            moves: Record::from_moves(fields.moves).moves,
            result: fields.result,
        };
        let replayed = record::replay(&game, &record).map_err(de::Error::custom)?;
        Ok(ReplayedGame { game, replayed })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::{random_playout, seeded_rng};

    fn json<T: Serialize>(value: &T) -> String {
        serde_json::to_string(value).unwrap()
    }

    fn refused<T: for<'de> Deserialize<'de>>(text: &str) -> String {
        match serde_json::from_str::<T>(text) {
            Ok(_) => panic!("{text} was read"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn players() {
        for p in Player::all(MAX_PLAYERS) {
            let text = json(&p);
            assert_eq!(text, format!("\"player {}\"", p.index() + 1));
            assert_eq!(serde_json::from_str::<Player>(&text).unwrap(), p);
        }
        for bad in [
            "player 0",
            "player 7",
            "player 01",
            "Player 1",
            " player 1",
            "1",
        ] {
            let err = refused::<Player>(&json(&bad));
            assert!(err.contains("is not a seat"), "{bad}: {err}");
        }
        assert!(refused::<Player>("1").contains("expected a seat"));
    }

    #[test]
    fn verdicts() {
        let p = |i| Player::new(i).unwrap();
        let verdicts = [
            Verdict::Draw,
            Verdict::win(p(0)),
            Verdict::win(p(5)),
            Verdict::Win(PlayerSet::EMPTY),
            Verdict::Win(PlayerSet::single(p(0)).with(p(2))),
            Verdict::Win(PlayerSet::single(p(1)).with(p(3)).with(p(5))),
            Verdict::Ranking(Ranking::by_score(&[3, 9, 1])),
            Verdict::Ranking(Ranking::by_score(&[3, 3, 1, 7])),
            Verdict::Ranking(Ranking::from_places(&[1, 1]).unwrap()),
        ];
        for v in verdicts {
            let text = json(&v);
            assert_eq!(text, format!("\"{v}\""));
            assert_eq!(serde_json::from_str::<Verdict>(&text).unwrap(), v, "{text}");
        }
        for bad in [
            "draws",
            "player 1 win",
            "player 3 and player 1 win",
            "player 1 and player 1 win",
            "1. player 1, 1. player 1",
            "2. player 1, 1. player 2",
            "1. player 1, 2. player 3",
            "0. player 1",
            "",
        ] {
            let err = refused::<Verdict>(&json(&bad));
            assert!(err.contains("is not a verdict"), "{bad}: {err}");
        }
    }

    #[test]
    fn reasons() {
        for r in REASONS {
            let text = json(&r);
            assert_eq!(text, format!("\"{r}\""));
            assert_eq!(serde_json::from_str::<Reason>(&text).unwrap(), r);
        }
        let err = refused::<Reason>("\"stalemate\"");
        assert!(
            err.contains("`stalemate` is not a reason; reasons: no legal moves"),
            "{err}"
        );
    }

    #[test]
    fn rules_positions_and_moves() {
        let game = Subtraction::new(3, 12);
        assert_eq!(json(&game), "\"subtraction/standard:players=3,pile=12\"");
        assert_eq!(
            serde_json::from_str::<Subtraction>(&json(&game)).unwrap(),
            game
        );
        let err = refused::<Subtraction>("\"subtraction:pile=0\"");
        assert!(err.contains("bad value `0` for option `pile`"), "{err}");

        let playout = random_playout(&game, &game.start(), &mut seeded_rng(5), 4);
        let gp = GamePosition::new(game, playout.position);
        let text = json(&gp);
        assert_eq!(
            serde_json::from_str::<GamePosition<Subtraction>>(&text).unwrap(),
            gp
        );
        let mut de = serde_json::Deserializer::from_str(r#""5 2""#);
        assert_eq!(
            PositionSeed(&game).deserialize(&mut de).unwrap(),
            game.parse_position("5 2").unwrap()
        );
        let mut de = serde_json::Deserializer::from_str(r#""x""#);
        let err = PositionSeed(&game)
            .deserialize(&mut de)
            .unwrap_err()
            .to_string();
        assert!(err.contains("cannot read `x`"), "{err}");

        // Fields in any order; unknown and missing fields refused.
        let swapped = r#"{"position":"3 1","game":"subtraction"}"#;
        let gp: GamePosition<Subtraction> = serde_json::from_str(swapped).unwrap();
        assert_eq!(gp.position.left(), 3);
        let err = refused::<GamePosition<Subtraction>>(
            r#"{"game":"subtraction","position":"3 1","x":1}"#,
        );
        assert!(err.contains("unknown field `x`"), "{err}");
        let err = refused::<GamePosition<Subtraction>>(r#"{"game":"subtraction"}"#);
        assert!(err.contains("missing field `position`"), "{err}");
        assert_eq!(json(&GamePosition::start(game).position), "\"12 1\"");
        assert_eq!(
            json(&StandardOutcome::win(Player::FIRST, Reason::NoPieces)),
            "\"player 1 wins (no pieces left)\""
        );
    }

    #[test]
    fn records() {
        let text = "[Event \"Club\"]\n[Result \"0-1\"]\n\n1. 3 {the most} 2! (1... 1 $2) 0-1\n";
        let rec = record::read(text).next().unwrap().unwrap();
        let back: Record = serde_json::from_str(&json(&rec)).unwrap();
        assert_eq!(back, rec);
        let err = refused::<Record>("\"1. 3 {open\"");
        assert!(err.contains("a comment `{` that is never closed"), "{err}");
        let err = refused::<Record>(&json(&"1. 3 *\n\n[Event \"B\"]\n1. 2 *"));
        assert!(err.contains("a record text of 2 games"), "{err}");

        // The JSON form: the main line only, the tags without those said elsewhere.
        let game = Subtraction::new(2, 5);
        let replayed = ReplayedGame::replay(game, &rec).unwrap();
        let text = json(&replayed);
        assert_eq!(
            text,
            concat!(
                r#"{"game":"subtraction/standard:pile=5","tags":{"Event":"Club","Site":"?","#,
                r#""Date":"????.??.??","Round":"?","White":"?","Black":"?"},"#,
                r#""start":"5 1","moves":["3","2"],"result":"0-1"}"#
            )
        );
        let back: ReplayedGame<Subtraction> = serde_json::from_str(&text).unwrap();
        assert_eq!(back.game, game);
        assert_eq!(back.replayed.moves(), replayed.replayed.moves());
        assert_eq!(json(&back), text);

        // A start that is not the game's: SetUp and FEN in the record, not in the JSON.
        let from = r#"{"game":"subtraction","start":"4 2","moves":["3","1"],"tags":{"Event":"E","Annotator":"A","Annotator":"B"}}"#;
        let back: ReplayedGame<Subtraction> = serde_json::from_str(from).unwrap();
        assert_eq!(back.replayed.record().tag("FEN"), Some("4 2"));
        assert_eq!(back.replayed.result(), "1-0");
        let text = json(&back);
        assert!(
            text.contains(r#""tags":{"Event":"E","Site":"?","#),
            "{text}"
        );
        assert!(
            text.contains(r#""Black":"?","Annotator":"A","Annotator":"B"},"start":"4 2""#),
            "{text}"
        );
        assert!(!text.contains("FEN"), "{text}");

        // Refusals: the game's words, a result the rules contradict, misplaced tags,
        // unknown fields.
        let err = refused::<ReplayedGame<Subtraction>>(
            r#"{"game":"subtraction","moves":["3","3","3","3"]}"#,
        );
        assert!(
            err.contains("refused at ply 4 (move 2 \"3\"): cannot take 3 counters here"),
            "{err}"
        );
        let err = refused::<ReplayedGame<Subtraction>>(r#"{"game":"subtraction","start":"4 9"}"#);
        assert!(err.contains("seat 9 does not exist"), "{err}");
        let err = refused::<ReplayedGame<Subtraction>>(
            r#"{"game":"subtraction:pile=3","moves":["3"],"result":"0-1"}"#,
        );
        assert!(
            err.contains("the record says 0-1, but the rules ended the game"),
            "{err}"
        );
        let err =
            refused::<ReplayedGame<Subtraction>>(r#"{"game":"subtraction","tags":{"FEN":"3 1"}}"#);
        assert!(
            err.contains("the tag `FEN` is said by the field `start`"),
            "{err}"
        );
        let err = refused::<ReplayedGame<Subtraction>>(r#"{"game":"subtraction","comments":[]}"#);
        assert!(err.contains("unknown field `comments`"), "{err}");
        let err = refused::<ReplayedGame<Subtraction>>(r#"{"game":"subtractions"}"#);
        assert!(err.contains("unknown game `subtractions`"), "{err}");

        // An in-game setup before the first move becomes the start; after it, the form
        // cannot say the record.
        let rec = record::read("/4 2/ 1. 3 *").next().unwrap().unwrap();
        let replayed = ReplayedGame::replay(game, &rec).unwrap();
        assert!(json(&replayed).contains(r#""start":"4 2","moves":["3"]"#));
        let rec = record::read("1. 1 /4 2/ 3 *").next().unwrap().unwrap();
        let replayed = ReplayedGame::replay(game, &rec).unwrap();
        let err = serde_json::to_string(&replayed).unwrap_err().to_string();
        assert!(err.contains("sets up `4 2` after its first move"), "{err}");
    }
}
