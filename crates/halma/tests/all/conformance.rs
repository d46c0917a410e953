//! The core's contract harness on every preset and the option combinations, and the
//! registry declaration.
//!
//! Random play from the start runs into the move limit, so every configuration also
//! plays from positions near the end: each seat with a few pieces around the corner of
//! its target, which random play finishes now and then.

use doska_core::conformance::{check, check_family, Config};
use doska_core::registry::Family;
use doska_core::{Game, Reason};
use doska_halma::{Halma, HalmaFamily, RulesError};

use crate::common;
use common::near_the_end;

fn run(spec: &str, playouts: usize) {
    let game = HalmaFamily::from_spec(spec).unwrap();
    let config = Config {
        playouts,
        starts: vec![near_the_end(&game, 1), near_the_end(&game, 3)],
        ..Config::default()
    };
    let report = check(&game, &config);
    assert_eq!(report.playouts, playouts);
    assert!(report.perft_checks > 0);
    assert!(
        report.endings.iter().any(|(r, _)| *r == Reason::Target),
        "{spec}: no game reached a target: {:?}",
        report.endings
    );
}

#[test]
fn presets() {
    for spec in ["halma/two", "halma/three", "halma/four", "halma/six"] {
        run(spec, 6);
    }
}

#[test]
fn fifteen_pieces() {
    for spec in ["halma/two:pieces=15", "halma/three:pieces=15"] {
        run(spec, 6);
    }
}

#[test]
fn ranking_and_filled_targets() {
    for spec in [
        "halma/three:finish=ranking,move-limit=400",
        "halma/six:finish=ranking,filled-target=on,move-limit=400",
        "halma/four:filled-target=on,move-limit=200",
        "halma/two:pieces=15,finish=ranking,filled-target=on,move-limit=300",
    ] {
        run(spec, 9);
    }
}

#[test]
fn registry_declaration() {
    assert!(check_family::<HalmaFamily>() > 40);
    let info = HalmaFamily::info();
    let options: Vec<(&str, String, String)> = info
        .options
        .iter()
        .map(|o| (o.key, o.kind.values(), o.default.clone()))
        .collect();
    assert_eq!(
        options,
        [
            ("players", "2|3|4|6".to_string(), "preset".to_string()),
            ("pieces", "10|15".to_string(), "10".to_string()),
            ("finish", "first|ranking".to_string(), "first".to_string()),
            ("filled-target", "off|on".to_string(), "off".to_string()),
            ("move-limit", "0..1000000".to_string(), "1000".to_string()),
        ]
    );
    assert_eq!(HalmaFamily::from_spec("halma").unwrap(), Halma::THREE);
    assert_eq!(Halma::THREE.name(), "halma/three");
    assert_eq!(
        HalmaFamily::from_spec("halma/two:players=3")
            .unwrap()
            .name(),
        "halma/three"
    );
    for (spec, problem) in [
        ("halma/four:pieces=15", "2 or 3 players"),
        ("halma/two:players=5", "expected one of 2, 3, 4, 6"),
        ("halma:pieces=12", "expected one of 10, 15"),
        ("halma:pieces=15,players=6", "2 or 3 players"),
        ("halma:filled-target=true", "expected one of off, on"),
    ] {
        let err = HalmaFamily::from_spec(spec).unwrap_err().to_string();
        assert!(err.contains(problem), "{spec}: {err}");
    }
    // A table that does not fit is refused with the rules' own error, word for word.
    for (spec, error) in [
        ("halma/four:pieces=15", RulesError::FifteenPieces(4)),
        ("halma:pieces=15,players=6", RulesError::FifteenPieces(6)),
    ] {
        let err = HalmaFamily::from_spec(spec).unwrap_err().to_string();
        assert!(err.contains(&error.to_string()), "{spec}: {err}");
    }
    // What the registry builds passes the rules' check, and the family's check is it.
    for spec in [
        "halma",
        "halma/two:pieces=15",
        "halma:pieces=15,players=2",
        "halma/six:finish=ranking",
        "halma/four:players=3,pieces=15",
    ] {
        let game = HalmaFamily::from_spec(spec).unwrap();
        assert_eq!(game.check(), Ok(()), "{spec}");
        assert_eq!(HalmaFamily::check(&game), Ok(()), "{spec}");
    }
}
