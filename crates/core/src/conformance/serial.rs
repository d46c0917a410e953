//! The serde checks every family runs in its tests (features `conformance` and
//! `serde`), in JSON: each value written as its text and read back as the same value,
//! and bad input refused with the game's own words ([`crate::serial`] has the forms).
//!
//! [`check_family`] checks, for every preset of a family and a seeded random game of
//! it:
//!
//! - the rules (every preset, and specs with options that the caller names) serialize as their spec and read back as the same rules; a bad spec (an
//!   unknown preset, an unknown option, another family, nothing) is refused by
//!   `FromStr` and by `Deserialize` with the registry's error;
//! - every position of the game serializes as its text, and reads back by a
//!   [`PositionSeed`] and inside a [`GamePosition`]; every legal move at each position
//!   serializes as its text and reads back by a [`MoveSeed`]; the final outcome
//!   serializes as its line for people;
//! - the game's record, replayed, serializes as a [`ReplayedGame`] with its tags (an
//!   escaped quote kept), reads back as the same moves, positions and result, and
//!   serializes again as the same text;
//! - a bad position text, a bad spec and a move the rules refuse (a move of the game
//!   played where it is illegal) are refused by each form with the game's
//!   own error.
//!
//! ```
//! use doska_core::conformance::serial::check_family;
//! use doska_core::toy::SubtractionFamily;
//! check_family::<SubtractionFamily>(12, &["subtraction/standard:players=3"]);
//! ```

use std::str::FromStr;

use serde::de::{DeserializeOwned, DeserializeSeed};
use serde::Serialize;

use crate::error::SpecError;
use crate::game::Game;
use crate::playout::{random_playout, seeded_rng};
use crate::record::{self, Record};
use crate::registry::Family;
use crate::serial::{GamePosition, MoveSeed, PositionSeed, ReplayedGame};

use super::records::record_texts;

/// The JSON text of `value`.
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("a value of text serializes")
}

/// The message of the error that refuses `text` as a `T`.
fn refused<T: DeserializeOwned>(text: &str) -> String {
    match serde_json::from_str::<T>(text) {
        Ok(_) => panic!("{text} was read"),
        Err(e) => e.to_string(),
    }
}

/// Runs the serde checks of [the module](self) on every preset of `F`, each with a
/// seeded random game of at most `plies` plies, and checks that each of `specs` (specs
/// of the family with options, written as the family writes them) reads back as rules
/// of that name and writes as itself.
///
/// # Panics
/// On the first value that does not read back as itself or input that is not refused
/// with the game's words, with the game and the text.
pub fn check_family<F>(plies: usize, specs: &[&str])
where
    F: Family,
    F::Game: Serialize + DeserializeOwned + FromStr<Err = SpecError>,
    <F::Game as Game>::Position: Serialize,
    <F::Game as Game>::Move: Serialize,
    <F::Game as Game>::Outcome: Serialize,
{
    rules::<F>();
    for spec in specs {
        let text = json(spec);
        let rules: F::Game = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{spec}: {e}"));
        assert_eq!(rules.name(), *spec);
        assert_eq!(json(&rules), text);
    }
    for (i, preset) in F::PRESETS.iter().enumerate() {
        let game = preset.rules.clone();
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(i as u64 + 1), plies);
        positions_and_moves(&game, &playout.moves);
        replayed_record(&game, &playout.moves);
        refusals::<F>(&game, &playout.moves);
    }
}

/// The rules of every preset as their spec; bad specs refused with the registry's error.
fn rules<F>()
where
    F: Family,
    F::Game: Serialize + DeserializeOwned + FromStr<Err = SpecError>,
{
    for preset in F::PRESETS {
        let text = json(&preset.rules);
        assert_eq!(text, json(&preset.rules.name()));
        assert!(
            serde_json::from_str::<F::Game>(&text).expect("a spec reads") == preset.rules,
            "{text}"
        );
        let parsed: F::Game = preset.rules.name().parse().expect("a spec parses");
        assert!(parsed == preset.rules, "{text}");
    }
    let family = F::NAME;
    let no_preset = format!("{family}/no-such-preset");
    let no_option = format!("{family}:no-such-option=1");
    for bad in [no_preset.as_str(), no_option.as_str(), "other", ""] {
        let expected = F::from_spec(bad)
            .err()
            .unwrap_or_else(|| panic!("`{bad}` is a spec"))
            .to_string();
        match bad.parse::<F::Game>() {
            Ok(_) => panic!("`{bad}` parsed"),
            Err(e) => assert_eq!(e.to_string(), expected),
        }
        let err = refused::<F::Game>(&json(bad));
        assert!(err.contains(&expected), "{err}");
    }
}

/// Positions alone and with their game, and every legal move, along `moves`.
fn positions_and_moves<G>(game: &G, moves: &[G::Move])
where
    G: Game + FromStr<Err = SpecError> + PartialEq,
    G::Position: Serialize,
    G::Move: Serialize,
    G::Outcome: Serialize,
{
    let name = game.name();
    let mut pos = game.start();
    for mv in moves {
        let text = json(&pos);
        assert_eq!(text, json(&pos.to_string()), "{name}");
        let mut de = serde_json::Deserializer::from_str(&text);
        assert_eq!(
            PositionSeed(game)
                .deserialize(&mut de)
                .expect("a position reads"),
            pos,
            "{name}: {text}"
        );
        let with_game = json(&GamePosition::new(game.clone(), pos.clone()));
        let back: GamePosition<G> =
            serde_json::from_str(&with_game).unwrap_or_else(|e| panic!("{name}: {e}\n{with_game}"));
        assert!(back.game == *game && back.position == pos, "{with_game}");
        for legal in game.moves(&pos) {
            let text = json(&legal);
            assert_eq!(text, json(&legal.to_string()), "{name}");
            let mut de = serde_json::Deserializer::from_str(&text);
            assert_eq!(
                MoveSeed(game, &pos)
                    .deserialize(&mut de)
                    .expect("a move reads"),
                legal,
                "{name}: {text}"
            );
        }
        game.play(&mut pos, mv).expect("a played move is legal");
    }
    if let Some(outcome) = game.outcome(&pos) {
        assert_eq!(json(&outcome), json(&outcome.to_string()), "{name}");
    }
}

/// A record of `moves` replayed, to JSON and back.
fn replayed_record<G>(game: &G, moves: &[G::Move])
where
    G: Game + FromStr<Err = SpecError> + PartialEq,
{
    let name = game.name();
    let mut rec = Record::from_moves(record_texts(game, &game.start(), moves));
    rec.set_tag("Event", "Serde \"test\"");
    rec.set_tag("Annotator", "doska");
    let replayed =
        ReplayedGame::replay(game.clone(), &rec).unwrap_or_else(|e| panic!("{name}: {e}"));
    let text = json(&replayed);
    assert!(text.contains(r#""Event":"Serde \"test\"","#), "{text}");
    let back: ReplayedGame<G> =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
    assert!(back.game == *game, "{text}");
    assert_eq!(back.replayed.moves(), moves, "{text}");
    for ply in 0..=moves.len() {
        assert_eq!(
            back.replayed.position_at(ply),
            replayed.replayed.position_at(ply),
            "{name}: ply {ply}"
        );
    }
    assert_eq!(back.replayed.result(), replayed.replayed.result(), "{text}");
    assert_eq!(back.replayed.record().tag("Annotator"), Some("doska"));
    assert_eq!(json(&back), text);
}

/// A bad spec, a bad position text and a refused move, each refused with the game's
/// own words.
fn refusals<F>(game: &F::Game, moves: &[<F::Game as Game>::Move])
where
    F: Family,
    F::Game: FromStr<Err = SpecError>,
    <F::Game as Game>::Move: Serialize,
{
    let spec = game.name();
    let bad = "not a position";
    let expected = game
        .parse_position(bad)
        .err()
        .unwrap_or_else(|| panic!("{spec}: `{bad}` is a position"))
        .to_string();
    let err =
        refused::<GamePosition<F::Game>>(&format!(r#"{{"game":"{spec}","position":"{bad}"}}"#));
    assert!(err.contains(&expected), "{err}");
    let mut de = serde_json::Deserializer::from_str(r#""not a position""#);
    let err = PositionSeed(game)
        .deserialize(&mut de)
        .expect_err("refused")
        .to_string();
    assert!(err.contains(&expected), "{err}");
    let err = refused::<ReplayedGame<F::Game>>(&format!(r#"{{"game":"{spec}","start":"{bad}"}}"#));
    assert!(err.contains(&expected), "{err}");

    let start = json(&game.start().to_string());
    let nonsense = format!("{}/nonsense", F::NAME);
    let expected = F::from_spec(&nonsense)
        .expect_err("no preset `nonsense`")
        .to_string();
    let err =
        refused::<GamePosition<F::Game>>(&format!(r#"{{"game":"{nonsense}","position":{start}}}"#));
    assert!(err.contains(&expected), "{err}");
    let err = refused::<ReplayedGame<F::Game>>(&format!(r#"{{"game":"{nonsense}"}}"#));
    assert!(err.contains(&expected), "{err}");

    // A record whose move the rules refuse: a move's text of the game played where it is
    // illegal (at the latest, after the game's end).
    let texts = record_texts(game, &game.start(), moves);
    let mut pos = game.start();
    for ply in 0..=moves.len() {
        if let Some(illegal) = texts.iter().find(|t| game.parse_move(&pos, t).is_err()) {
            let move_error = game
                .parse_move(&pos, illegal)
                .expect_err("refused")
                .to_string();
            let mut line = texts[..ply].to_vec();
            line.push(illegal.clone());
            let refusal = record::replay(game, &Record::from_moves(line.clone()))
                .expect_err("refused")
                .to_string();
            assert!(refusal.contains(&move_error), "{refusal}");
            let from = json(&line);
            let err =
                refused::<ReplayedGame<F::Game>>(&format!(r#"{{"game":"{spec}","moves":{from}}}"#));
            assert!(err.contains(&refusal), "{err}");
            let text = json(illegal);
            let mut de = serde_json::Deserializer::from_str(&text);
            let err = MoveSeed(game, &pos)
                .deserialize(&mut de)
                .expect_err("refused")
                .to_string();
            assert!(err.contains(&move_error), "{err}");
            return;
        }
        if let Some(mv) = moves.get(ply) {
            game.play_unchecked(&mut pos, mv);
        }
    }
    panic!("{spec}: no move of the game was refused anywhere in it");
}
