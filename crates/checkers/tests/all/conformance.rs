//! The core's conformance harness on every preset, and on option sets that change move
//! generation, from the start and from king-rich positions.

use doska_checkers::{Checkers, CheckersFamily};
use doska_core::conformance::{check, check_family, Config};
use doska_core::registry::Family;
use doska_core::{Game, Reason};

const KINGS_64: &[&str] = &[
    "W:WKa1,Kd4,c3,e3,g3,b2:BKh8,Ke5,b6,d6,f7,g6",
    "B:WKd2,b3,c4,f4:BKe7,Kg5,c6,h6",
    "W:WKc1,a2,b3:BKh8,Kb6,d7",
];

fn config(playouts: usize, starts: &[&str]) -> Config {
    Config {
        playouts,
        starts: starts.iter().map(|s| s.to_string()).collect(),
        ..Config::default()
    }
}

const KINGS_8: &[&str] = &[
    "W:WKa1,Kc3,e3,g3:BKh8,Kf6,b6,d6",
    "B:WKd4,Kb2,a3:BKe7,Kg5,c7,Kh4",
    "W:WKc1:BKh8,Kb6",
];
const KINGS_10: &[&str] = &[
    "W:WKa1,Kc3,e3,g3,i3:BKj10,Kf6,b6,d6,h8",
    "B:WKe5,b2,d2:BKf8,Kc7,j8",
];

fn run(spec: &str, playouts: usize, starts: &[&str]) {
    let game = CheckersFamily::from_spec(spec).unwrap();
    let report = check(&game, &config(playouts, starts));
    assert_eq!(report.playouts, playouts, "{spec}");
    assert!(report.non_moves_refused > 0, "{spec}: {report:?}");
    assert!(report.mutations > 0, "{spec}: {report:?}");
    assert!(report.pictures > 0, "{spec}: {report:?}");
}

#[test]
fn classic() {
    run("checkers/classic", 200, KINGS_8);
}

#[test]
fn russian() {
    run("checkers/russian", 200, KINGS_8);
}

#[test]
fn american() {
    run("checkers/american", 200, KINGS_8);
}

#[test]
fn giveaway() {
    let game = Checkers::giveaway();
    let report = check(&game, &config(200, KINGS_8));
    // Giveaway games end by a side running out (a win for it), or by a draw rule.
    assert!(report
        .endings
        .iter()
        .any(|(r, _)| matches!(r, Reason::NoPieces | Reason::NoMoves)));
}

#[test]
fn diagonal() {
    run("checkers/diagonal", 200, KINGS_8);
}

#[test]
fn international() {
    run("checkers/international", 80, KINGS_10);
}

#[test]
fn turkish() {
    run("checkers/turkish", 200, KINGS_64);
}

#[test]
fn turkish_diagonal_kings() {
    run("checkers/turkish-diagonal-kings", 200, KINGS_64);
}

const COLUMNS: &[&str] = &[
    "W:WKa1,c3bB,e3,g3W:BKh8,Kf6wb,b6,d6W",
    "B:WKd4bbw,Kb2,a3:BKe7W,Kg5,c7,h4w",
    "W:Wc3:Bd2,f2,Kd4,f4,h8bW",
];

#[test]
fn column() {
    run("checkers/column", 200, COLUMNS);
    run("checkers/column:capture=maximum,board=10x10", 40, &[]);
}

#[test]
fn option_sets_of_the_64_square_board() {
    for spec in [
        "checkers/turkish:removal=at-end,reverse=allowed",
        "checkers/turkish:capture=free,promotion=continue-as-king",
        "checkers/turkish:kings=short,man-capture=both-ways",
        "checkers/turkish:material-draws=one-piece-each,first=black",
        "checkers/turkish-diagonal-kings:men=diagonal,start=diagonal",
        "checkers/classic:removal=at-once,reverse=forbidden",
    ] {
        let game = CheckersFamily::from_spec(spec).unwrap();
        let starts = if game.board() == doska_checkers::BoardSize::Ten {
            KINGS_10
        } else if game.playing_squares() == doska_checkers::PlayingSquares::All {
            KINGS_64
        } else {
            KINGS_8
        };
        run(spec, 40, starts);
        assert_eq!(
            CheckersFamily::from_spec(&game.name()).unwrap(),
            game,
            "{spec}"
        );
    }
}

#[test]
fn option_sets_that_change_move_generation() {
    for spec in [
        "checkers/classic:promotion=stop",
        "checkers/russian:capture=maximum",
        "checkers/american:capture=maximum,promotion=continue-as-king",
        "checkers/classic:kings=short,man-capture=forward",
        "checkers/international:capture=free,promotion=continue-as-king",
        "checkers/russian:board=10x10,start=diagonal,first=black",
    ] {
        let game = CheckersFamily::from_spec(spec).unwrap();
        let starts = if game.board() == doska_checkers::BoardSize::Ten {
            KINGS_10
        } else {
            KINGS_8
        };
        run(spec, 40, starts);
        assert_eq!(
            CheckersFamily::from_spec(&game.name()).unwrap(),
            game,
            "{spec}"
        );
    }
}

/// The registry declaration: every preset builds from its name and is named so, and
/// every value of every option on every preset is refused with a reason or builds rules
/// whose name builds them again.
#[test]
fn registry_declaration() {
    let built = check_family::<CheckersFamily>();
    assert!(built > 8 * 17, "{built}");
    // The defaults listed are computed from the presets.
    let info = CheckersFamily::info();
    let default = |key: &str| {
        info.options
            .iter()
            .find(|o| o.key == key)
            .map(|o| o.default.clone())
            .unwrap()
    };
    assert_eq!(default("draws"), "standard");
    assert_eq!(default("repetition"), "3");
    assert_eq!(default("man-capture"), "preset");
    // `draws=none` is a switch: options after it still apply.
    let g = CheckersFamily::from_spec("checkers/russian:draws=none,repetition=3").unwrap();
    assert_eq!(
        (g.material_draws(), g.move_limit(), g.repetition_count()),
        (doska_checkers::MaterialDraws::None, 0, 3)
    );
    assert_eq!(CheckersFamily::from_spec(&g.name()).unwrap(), g);
    // Rules that cannot be played are refused with the reason.
    for spec in [
        "checkers/classic:men=orthogonal",
        "checkers/classic:king-lines=both",
        "checkers/turkish:squares=dark",
        "checkers/turkish:board=10x10",
    ] {
        let err = CheckersFamily::from_spec(spec).unwrap_err().to_string();
        assert!(
            err.contains("squares=all") || err.contains("board=8x8"),
            "{spec}: {err}"
        );
    }
    assert_eq!(default("removal"), "preset");
    assert_eq!(default("squares"), "preset");
}

#[test]
fn self_capture() {
    run("checkers/self-capture", 200, KINGS_8);
    run("checkers/self-capture:jumps=own-optional", 100, KINGS_8);
    run("checkers/self-capture:capture=free", 100, KINGS_8);
}

#[test]
fn artamonov() {
    run(
        "checkers/artamonov",
        200,
        &["N:Ka1,c3,e5,Kh8,d6:Le5:C3,5", "S:c3,d4,Kf6:Ld4:C10,11:H2"],
    );
    run("checkers/artamonov:first=black,adjudication=4", 100, &[]);
}

#[test]
fn wolf_and_sheep() {
    run(
        "checkers/wolf-and-sheep",
        200,
        &["B:Wd4:Ba1,c3,e3,h2", "W:Wb8:Ba5,c5,e5,g5"],
    );
    run("checkers/wolf-and-sheep:draws=none", 100, &[]);
}
