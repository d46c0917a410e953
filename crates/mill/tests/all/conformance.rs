//! The core's conformance harness on every preset and on every option that changes
//! move generation, with extra starts in the moving and flying phases and at the end.

use doska_core::conformance::{check, Config, Report};
use doska_core::{Game, Reason};
use doska_mill::{Colour, DoubleMill, Mill, Removal};

/// Starts past the placing phase for the 24-point boards: moving with mills about,
/// flying (White has 3 pieces), Black blocked (White wins at once), and a side to move
/// that is almost blocked.
const STARTS: [&str; 4] = [
    "WWB.WB....W.B..B...B.B.. w 0 0",
    "WW.W...B.....B.B.B...... w 0 0",
    "BBWBW....WW...W.......WB b 0 0",
    "BBWBW....WW...W.......W. b 0 1",
];

fn run(game: Mill, playouts: usize, starts: &[&str]) -> Report {
    let config = Config {
        playouts,
        starts: starts.iter().map(|s| s.to_string()).collect(),
        ..Config::default()
    };
    let report = check(&game, &config);
    assert_eq!(report.playouts, playouts);
    assert!(report.non_moves_refused > 0, "{report:?}");
    eprintln!("{}: {report:?}", game.name());
    report
}

fn ended_by(report: &Report, reason: Reason) -> bool {
    report.endings.iter().any(|(r, _)| *r == reason)
}

#[test]
fn nine_traditional_rules() {
    let report = run(Mill::NINE, 300, &STARTS);
    assert!(ended_by(&report, Reason::TooFewPieces) && ended_by(&report, Reason::NoMoves));
}

#[test]
fn nine_openspiel_rules() {
    let game = Mill::NINE
        .with_removal(Removal::OutsideMills)
        .with_double_mill(DoubleMill::One);
    run(game, 200, &STARTS);
}

#[test]
fn nine_outside_mills_two_removals() {
    run(Mill::NINE.with_removal(Removal::OutsideMills), 150, &STARTS);
}

#[test]
fn knight() {
    run(Mill::KNIGHT, 200, &STARTS);
    run(
        Mill::KNIGHT
            .with_removal(Removal::OutsideMills)
            .with_flying(false),
        60,
        &STARTS,
    );
}

#[test]
fn six_and_twelve() {
    run(Mill::SIX, 150, &[]);
    run(
        Mill::SIX.with_movement(doska_mill::Movement::Knight),
        60,
        &[],
    );
    let full = "WBWBWBBWBWBWBWBWBWBWBWBW w 0 0";
    let report = run(Mill::TWELVE, 150, &[STARTS[0], STARTS[1], full]);
    assert!(ended_by(&report, Reason::NoMoves));
    run(
        Mill::TWELVE.with_removal(Removal::OutsideMills),
        60,
        &STARTS,
    );
}

#[test]
fn variants_of_the_draw_rules_and_first_player() {
    run(
        Mill::NINE.with_first(Colour::Black).with_flying(false),
        60,
        &STARTS,
    );
    // A short move limit and no repetition rule still end every game.
    let report = run(
        Mill::NINE
            .with_move_limit(30)
            .with_repetition(None)
            .unwrap(),
        100,
        &STARTS,
    );
    assert!(ended_by(&report, Reason::MoveLimit));
    // Repetition ends games too.
    let report = run(Mill::NINE.with_repetition(Some(2)).unwrap(), 100, &STARTS);
    assert!(ended_by(&report, Reason::Repetition));
}
