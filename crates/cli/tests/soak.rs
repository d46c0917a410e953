//! `doska soak`: its report lines, the GAME filter, failures that replay, and usage
//! errors.

use std::process::{Command, Output};

fn doska(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 errors")
}

/// `(variant, games, plies, failures)` of a report line
/// `VARIANT: games G, plies P, failures F`.
fn tally(line: &str) -> (String, u64, u64, u64) {
    let (name, rest) = line.rsplit_once(": games ").expect("a tally line");
    let numbers: Vec<u64> = rest
        .split(", ")
        .zip(["", "plies ", "failures "])
        .map(|(field, key)| field.strip_prefix(key).unwrap().parse().unwrap())
        .collect();
    (name.to_string(), numbers[0], numbers[1], numbers[2])
}

#[test]
fn a_short_soak_reports_every_variant_and_a_total() {
    let o = doska(&[
        "soak",
        "scoring-rows/standard",
        "mill/six",
        "--games",
        "3",
        "--seed",
        "5",
        "--threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    // Every scoring-rows game on the standard board fills it: 24 turns.
    assert_eq!(
        lines[0],
        "scoring-rows/standard: games 3, plies 72, failures 0"
    );
    let (name, games, mill_plies, failures) = tally(lines[1]);
    assert_eq!((name.as_str(), games, failures), ("mill/six", 3, 0));
    assert!(mill_plies >= 3 * 12, "{out}");
    assert_eq!(
        lines[2],
        format!(
            "total: variants 2, games 6, plies {}, failures 0",
            72 + mill_plies
        )
    );
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("soak: 6 games, "), "{err}");
    // The same seeds play the same games.
    let again = doska(&[
        "soak",
        "scoring-rows/standard",
        "mill/six",
        "--games",
        "3",
        "--seed",
        "5",
        "--threads",
        "1",
    ]);
    assert_eq!(stdout(&again), out);
}

#[test]
fn a_family_name_selects_its_variants_and_a_spec_itself() {
    let o = doska(&["soak", "squeeze", "--games", "1", "--threads", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let (total, tallies) = out
        .trim_end()
        .rsplit_once('\n')
        .map(|(t, l)| (l, t))
        .unwrap();
    let names: Vec<String> = tallies.lines().map(|l| tally(l).0).collect();
    assert!(names.iter().all(|n| n.starts_with("squeeze/")), "{out}");
    for expected in [
        "squeeze/standard",
        "squeeze/seven",
        "squeeze/nine",
        "squeeze/standard:first=black",
        "squeeze/standard:move-limit=0",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "{expected} not in {out}"
        );
    }
    assert!(
        total.starts_with(&format!(
            "total: variants {}, games {}, ",
            names.len(),
            names.len()
        )),
        "{total}"
    );

    // A spec is soaked under its canonical name, options in declaration order.
    let o = doska(&["soak", "checkers:kings=short,first=black", "--games", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let first = out.lines().next().unwrap();
    assert_eq!(
        tally(first).0,
        "checkers/classic:first=black,kings=short",
        "{out}"
    );
    assert_eq!(tally(first).1, 2);
}

#[test]
fn a_failure_names_its_seed_and_moves_and_they_replay() {
    // Without a move limit a halma game of random moves never ends: at a cap of 40
    // plies the soak fails it (this variant is left out of the default list).
    let spec = "halma/two:move-limit=0";
    let o = doska(&[
        "soak",
        spec,
        "--games",
        "2",
        "--seed",
        "7",
        "--max-plies",
        "40",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        format!("failure: {spec} seed 7 ply 40: game not over after 40 plies")
    );
    assert!(lines[1].starts_with("  position: "), "{out}");
    let moves = lines[2].strip_prefix("  moves: ").expect("the moves");
    assert_eq!(moves.split(' ').count(), 40, "{out}");
    assert_eq!(
        lines[3],
        format!("  replay: doska soak '{spec}' --games 1 --seed 7")
    );
    assert_eq!(
        lines[4],
        format!("  show: doska show '{spec}' --moves '{moves}'")
    );
    assert!(
        lines[5].starts_with(&format!("failure: {spec} seed 8 ply 40: ")),
        "{out}"
    );
    assert_eq!(lines[10], format!("{spec}: games 2, plies 80, failures 2"));
    assert_eq!(
        lines[11],
        "total: variants 1, games 2, plies 80, failures 2"
    );
    let err = stderr(&o);
    assert!(
        err.ends_with("doska: error: 2 of 2 games failed the contract\n"),
        "{err}"
    );

    // The moves replay to the position of the failure.
    let position = lines[1].strip_prefix("  position: ").unwrap();
    let show = doska(&["show", spec, "--moves", moves]);
    assert!(show.status.success(), "{}", stderr(&show));
    assert!(stdout(&show).contains(position), "{}", stdout(&show));

    // Game 1 of seed 7 is game 0 of seed 8.
    let alone = doska(&[
        "soak",
        spec,
        "--games",
        "1",
        "--seed",
        "8",
        "--max-plies",
        "40",
    ]);
    assert_eq!(stdout(&alone).lines().next(), Some(lines[5]));
}

#[test]
fn bad_arguments_are_usage_errors_on_one_line() {
    for (args, says) in [
        (&["soak", "--games", "0"][..], "--games must be at least 1"),
        (&["soak", "--games", "many"][..], "--games"),
        (
            &["soak", "--threads", "0"][..],
            "--threads must be from 1 to 1024",
        ),
        (
            &["soak", "--max-plies", "0"][..],
            "--max-plies must be at least 1",
        ),
        (&["soak", "chess"][..], "unknown game `chess`"),
        (&["soak", "mill/nine", "mill:nope=1"][..], "nope"),
        (&["soak", "--seed", "x1"][..], "--seed"),
    ] {
        let o = doska(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("doska: error: "), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: `{says}` not in {err}");
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
}
