//! The core's conformance harness on every preset and on the option that changes who
//! moves first, plus hand-made starts (a forced pass, near-connected positions), and
//! the check of the registry declaration.

use doska_core::conformance::{check, check_family, Config};
use doska_core::registry::Family;
use doska_core::Reason;
use doska_lines_of_action::LinesOfActionFamily;

fn run(spec: &str, playouts: usize, starts: &[&str]) {
    let game = LinesOfActionFamily::from_spec(spec).unwrap();
    let config = Config {
        playouts,
        starts: starts.iter().map(|s| s.to_string()).collect(),
        ..Config::default()
    };
    let report = check(&game, &config);
    assert_eq!(report.playouts, playouts, "{spec}");
    assert!(report.non_moves_refused > 100, "{spec}: {report:?}");
    assert!(
        report.endings.iter().any(|(r, _)| *r == Reason::Connection),
        "{spec}: {report:?}"
    );
}

#[test]
fn standard() {
    run(
        "lines-of-action",
        30,
        &[
            // Black must pass here.
            "6wb/6ww/8/8/8/8/ww6/bw6 b",
            // One move from a connection for White; a capture that connects White.
            "b6b/8/8/8/8/2ww3w/8/8 w",
            "b7/8/8/2ww4/6b1/8/6w1/8 b",
        ],
    );
}

#[test]
fn scrambled_eggs() {
    run("lines-of-action/scrambled-eggs", 20, &[]);
}

#[test]
fn white_first_short_games() {
    let game = LinesOfActionFamily::from_spec("lines-of-action:first=white,move-limit=40").unwrap();
    let report = check(&game, &Config::with_playouts(10));
    assert!(
        report.endings.iter().any(|(r, _)| *r == Reason::MoveLimit),
        "{report:?}"
    );
    assert!(report.longest <= 40);
}

/// Every option value on every preset builds, reads back, and is named by a spec that
/// builds the same rules again.
#[test]
fn the_family_declaration() {
    // Two presets, each alone and with 2 + 4 + 4 option values.
    assert_eq!(check_family::<LinesOfActionFamily>(), 2 * (1 + 2 + 4 + 4));
}
