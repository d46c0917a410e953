//! The core's conformance harness on every size, with White and with Black first, with
//! a short move limit, and with extra starts in the movement phase; and the registry
//! declaration.

use doska_core::conformance::{check, check_family, Config, Report};
use doska_core::{Game, Reason};
use doska_squeeze::{Blocked, Colour, ExtraMove, Squeeze, SqueezeFamily};

/// Movement-phase starts on 5×5: the chequered board; a White player blocked at the
/// start of the movement (Black holds the eight cells round the centre); a side moving
/// again after a capture; a sparse ending.
const STARTS_5: [&str; 4] = [
    "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0",
    "wwwww/wbbbw/wb.bw/wbbbw/bbwbb w 0 0",
    "w.w.w/bw.wb/w...w/bw.wb/wbwbw w+ 0 0",
    "...../.b.../..w../.w.b./..... b 0 0 12",
];

fn run(game: Squeeze, playouts: usize, starts: &[&str]) -> Report {
    let config = Config {
        playouts,
        starts: starts.iter().map(|s| s.to_string()).collect(),
        ..Config::default()
    };
    let report = check(&game, &config);
    assert_eq!(report.playouts, playouts);
    assert!(report.non_moves_refused > 0, "{report:?}");
    assert!(report.perft_checks > 0, "{report:?}");
    eprintln!("{}: {report:?}", game.name());
    report
}

fn ended_by(report: &Report, reason: Reason) -> bool {
    report.endings.iter().any(|(r, _)| *r == reason)
}

#[test]
fn standard() {
    let report = run(Squeeze::STANDARD, 120, &STARTS_5);
    assert!(ended_by(&report, Reason::TooFewPieces), "{report:?}");
}

#[test]
fn standard_black_first() {
    run(Squeeze::STANDARD.with_first(Colour::Black), 80, &STARTS_5);
}

#[test]
fn standard_short_move_limit_and_repetition() {
    let report = run(
        Squeeze::STANDARD
            .with_move_limit(6)
            .with_repetition(2)
            .unwrap(),
        80,
        &STARTS_5[..3],
    );
    assert!(ended_by(&report, Reason::MoveLimit), "{report:?}");
}

#[test]
fn standard_compulsory_extra_move_and_blocked_loses() {
    run(
        Squeeze::STANDARD.with_extra_move(ExtraMove::Compulsory),
        60,
        &STARTS_5,
    );
    let report = run(Squeeze::STANDARD.with_blocked(Blocked::Lose), 60, &STARTS_5);
    assert!(ended_by(&report, Reason::NoMoves), "{report:?}");
}

#[test]
fn standard_without_move_limit() {
    let report = run(Squeeze::STANDARD.with_move_limit(0), 60, &STARTS_5);
    assert!(report.playouts == 60);
}

#[test]
fn seven() {
    run(Squeeze::SEVEN, 30, &[]);
    run(
        Squeeze::SEVEN.with_first(Colour::Black),
        12,
        &["bwbwbwb/wbwbwbw/bwbwbwb/wbw.wbw/bwbwbwb/wbwbwbw/bwbwbwb b 0 0"],
    );
}

#[test]
fn nine() {
    run(Squeeze::NINE, 10, &[]);
}

#[test]
fn family() {
    let built = check_family::<SqueezeFamily>();
    assert!(built > 20, "{built}");
}
