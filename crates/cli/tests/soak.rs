//! `doska soak`: its report lines, the GAME filter, failures whose replay command
//! fails them again, games an agent plays, and usage errors (the count bounds of
//! `soak` and `match` among them).

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

/// The words of a command line as a POSIX shell reads them: split at spaces, with
/// single quotes (and `'\''`, an escaped quote inside them) as `shell_quote` writes.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            '\\' if !quoted => word.get_or_insert_with(String::new).extend(chars.next()),
            ' ' if !quoted => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// Runs a `doska …` line the soak printed.
fn run_printed(line: &str) -> Output {
    let words = shell_words(line);
    assert_eq!(words[0], "doska", "{line}");
    let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
    doska(&args)
}

/// The lines of one failure: `failure:`, `position:`, `moves:` (the replay and show
/// lines left out).
fn failure_at(out: &str, first: usize) -> Vec<String> {
    out.lines().skip(first).take(3).map(String::from).collect()
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
        format!("  replay: doska soak '{spec}' --games 1 --seed 7 --max-plies 40")
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

    // The printed replay command fails the game again, the same way: without the cap
    // in it, it used the default one and the game did not fail at ply 40.
    for (first, replay) in [(0, lines[3]), (5, lines[8])] {
        let again = run_printed(replay.strip_prefix("  replay: ").unwrap());
        assert_eq!(again.status.code(), Some(1), "{replay}: {}", stderr(&again));
        assert_eq!(
            failure_at(&stdout(&again), 0),
            failure_at(&out, first),
            "{replay}"
        );
    }
}

#[test]
fn an_agent_plays_the_games_and_the_report_says_how_they_ended() {
    // Random halma games end only by the move limit; greedy ones bring their pieces
    // home (the ranking rule goes on to the last player, or to the move limit).
    let spec = "halma/three";
    let o = doska(&[
        "soak", spec, "--games", "4", "--seed", "1", "--agent", "greedy",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    let (name, games, plies, failures) = tally(lines[0]);
    assert_eq!((name.as_str(), games, failures), (spec, 4, 0), "{out}");
    assert!(plies > 4 * 30, "{out}");
    assert_eq!(lines[1], format!("endings: {spec}: target reached 4"));
    assert_eq!(
        lines[2],
        format!("total: variants 1, games 4, plies {plies}, failures 0")
    );
    let random = doska(&["soak", spec, "--games", "2", "--agent", "random"]);
    assert!(random.status.success(), "{}", stderr(&random));
    assert!(
        stdout(&random).contains(&format!("endings: {spec}: move limit 2\n")),
        "{}",
        stdout(&random)
    );

    // A failure of an agent's game replays with the agent (and the cap).
    let o = doska(&[
        "soak",
        spec,
        "--games",
        "1",
        "--seed",
        "3",
        "--max-plies",
        "30",
        "--agent",
        "greedy",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    let replay = out.lines().nth(3).unwrap();
    assert_eq!(
        replay,
        format!("  replay: doska soak '{spec}' --games 1 --seed 3 --max-plies 30 --agent 'greedy'")
    );
    let again = run_printed(replay.strip_prefix("  replay: ").unwrap());
    assert_eq!(again.status.code(), Some(1), "{}", stderr(&again));
    assert_eq!(failure_at(&stdout(&again), 0), failure_at(&out, 0));
    assert!(out.starts_with(&format!(
        "failure: {spec} seed 3 ply 30: game not over after 30 plies\n"
    )));
    assert!(
        out.contains(&format!("endings: {spec}: none (no game passed)\n")),
        "{out}"
    );

    // An agent that cannot play a variant, or one with --shard, is a usage error.
    for (args, says) in [
        (
            &["soak", spec, "--agent", "alphabeta:depth=1"][..],
            "--agent alphabeta:depth=1 cannot play halma/three",
        ),
        (
            &["soak", "mill/six", "--agent", "greedy", "--shard", "1/2"][..],
            "--agent cannot be used with --shard",
        ),
        (&["soak", "mill/six", "--agent", "nobody"][..], "nobody"),
    ] {
        let o = doska(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
}

#[test]
fn bad_arguments_are_usage_errors_on_one_line() {
    for (args, says) in [
        (&["soak", "--games", "0"][..], "--games"),
        (&["soak", "--games", "many"][..], "--games"),
        (&["soak", "--threads", "0"][..], "--threads"),
        (&["soak", "--max-plies", "0"][..], "--max-plies"),
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

#[test]
fn counts_out_of_range_are_usage_errors_naming_the_flag() {
    let too_many = "18446744073709551615";
    for (args, flag, says) in [
        (
            &["soak", "--games", "0"][..],
            "--games",
            "from 1 to 1000000000, not 0",
        ),
        (
            &["soak", "-n", too_many][..],
            "--games",
            "from 1 to 1000000000",
        ),
        (
            &["soak", "--threads", "0"][..],
            "--threads",
            "from 1 to 256, not 0",
        ),
        (
            &["soak", "--threads", "10000"][..],
            "--threads",
            "not 10000",
        ),
        (
            &["soak", "--max-plies", "0"][..],
            "--max-plies",
            "from 1 to 10000000, not 0",
        ),
        (
            &["soak", "mill/six", "--seed", too_many][..],
            "--seed",
            "runs past the last seed",
        ),
        (
            &[
                "soak",
                "mill/six",
                "--seed",
                "18446744073709551000",
                "--games",
                "1000",
            ][..],
            "--seed",
            "runs past the last seed",
        ),
        (
            &[
                "match", "mill/six", "--a", "random", "--b", "random", "-n", "0",
            ][..],
            "--games",
            "not 0",
        ),
        (
            &[
                "match",
                "mill/six",
                "--a",
                "random",
                "--b",
                "random",
                "--threads",
                "0",
            ][..],
            "--threads",
            "not 0",
        ),
        (
            &[
                "match",
                "mill/six",
                "--a",
                "random",
                "--b",
                "random",
                "--max-plies",
                "0",
            ][..],
            "--max-plies",
            "not 0",
        ),
    ] {
        let o = doska(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("doska: error: ") && err.contains(flag) && err.contains(says),
            "{args:?}: `{flag}`, `{says}` not in {err}"
        );
        assert!(stdout(&o).is_empty(), "{args:?}");
    }
    // The last seed that fits plays.
    let o = doska(&[
        "soak",
        "mill/six",
        "--seed",
        "18446744073709551614",
        "--games",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
}
