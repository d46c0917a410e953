//! The `doska` binary: output formats, the one-line error contract, exit statuses,
//! batches, `--moves`, and `play` as people use it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn doska(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn doska_with_bytes(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input)
        .expect("input written");
    child.wait_with_output().expect("the binary ends")
}

fn doska_with_input(args: &[&str], input: &str) -> Output {
    doska_with_bytes(args, input.as_bytes())
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 errors")
}

/// A failure: non-zero status (never a panic's 101), exactly one line on stderr starting
/// `doska: error: `.
fn assert_one_line_error(o: &Output, contains: &str) {
    assert!(!o.status.success(), "should fail: {}", stdout(o));
    assert_ne!(o.status.code(), Some(101), "a panic: {}", stderr(o));
    let err = stderr(o);
    assert_eq!(err.lines().count(), 1, "one line expected, got:\n{err}");
    assert!(err.starts_with("doska: error: "), "{err}");
    assert!(err.contains(contains), "`{contains}` not in: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
}

#[test]
fn list_names_every_preset_option_and_agent() {
    let o = doska(&["list"]);
    assert!(o.status.success());
    let text = stdout(&o);
    for name in [
        "checkers/classic",
        "checkers/international",
        "mill/nine",
        "mill/knight",
        "lines-of-action/scrambled-eggs",
        "squeeze/seven",
        "halma/six",
        "removal=any|outside-mills",
        "alphabeta",
        "depth=1..100",
    ] {
        assert!(text.contains(name), "`{name}` missing from:\n{text}");
    }
}

#[test]
fn show_prints_board_text_and_side() {
    let o = doska(&["show", "checkers/classic"]);
    assert!(o.status.success());
    let text = stdout(&o);
    assert!(text.contains(
        "position: W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    ));
    assert!(text.contains("to move: White"), "{text}");
    assert!(text.contains("legal moves: 7"), "{text}");
}

#[test]
fn perft_prints_one_line_per_depth() {
    // OpenSpiel 2.0.2's counts of nine men's morris (its rules: removals outside mills,
    // one removal for a double mill).
    let o = doska(&[
        "perft",
        "mill/nine:removal=outside-mills,double-mill=one",
        "--depth",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "depth 1: 24\ndepth 2: 552\ndepth 3: 12144\n");
    assert!(stderr(&o).contains("nodes/s"), "timing goes to stderr");
    // The new families through the same command (counted by hand: C(24, 2) and so on;
    // OpenSpiel's halma counts).
    let o = doska(&["perft", "squeeze", "-d", "2"]);
    assert_eq!(
        stdout(&o),
        "depth 1: 276\ndepth 2: 63756\n",
        "{}",
        stderr(&o)
    );
    let o = doska(&["perft", "halma", "-d", "3"]);
    assert_eq!(
        stdout(&o),
        "depth 1: 14\ndepth 2: 196\ndepth 3: 2744\n",
        "{}",
        stderr(&o)
    );
}

#[test]
fn perft_with_a_table_and_threads_counts_the_same() {
    let o = doska(&[
        "perft",
        "checkers/classic",
        "-d",
        "6",
        "--hash",
        "1M",
        "--threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).ends_with("depth 5: 7473\ndepth 6: 37628\n"),
        "{}",
        stdout(&o)
    );
    let o = doska(&["perft", "halma", "-d", "3", "--hash", "64K", "--divide"]);
    assert!(stdout(&o).ends_with("total: 2744\n"), "{}", stdout(&o));
    // OpenSpiel 2.0.2 counts every hop route of a halma chain: 68,992 at depth 4 with
    // three players, where the merged count is 66,640.
    let o = doska(&["perft", "halma", "-d", "4", "--routes", "--threads", "2"]);
    assert!(stdout(&o).ends_with("depth 4: 68992\n"), "{}", stdout(&o));
    for bad in ["0", "4X", "2T", "lots"] {
        let o = doska(&["perft", "mill", "-d", "1", "--hash", bad]);
        assert_one_line_error(&o, "--hash takes a size");
        assert_eq!(o.status.code(), Some(2));
    }
}

#[test]
fn perft_divide_sums_to_the_total() {
    let o = doska(&[
        "perft",
        "checkers/classic",
        "-d",
        "3",
        "--divide",
        "--threads",
        "2",
    ]);
    assert!(o.status.success());
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 8, "seven first moves and the total:\n{text}");
    let sum: u64 = lines[..7]
        .iter()
        .map(|l| {
            let (mv, n) = l.split_once(": ").expect("MOVE: COUNT");
            assert!(mv.contains('-'), "a quiet move: {mv}");
            n.parse::<u64>().expect("a count")
        })
        .sum();
    assert_eq!(lines[7], "total: 302");
    assert_eq!(sum, 302);
}

#[test]
fn bad_input_is_one_line_and_the_right_status() {
    // Usage mistakes: status 2.
    for (args, says) in [
        (
            &["perft", "chess", "-d", "1"][..],
            "unknown game `chess`; known games: ",
        ),
        (
            &["perft", "checkers/polish", "-d", "1"][..],
            "presets of checkers: classic",
        ),
        (
            &["perft", "mill/nine:removal=some", "-d", "1"][..],
            "expected one of any, outside-mills",
        ),
        (
            &["perft", "mill/nine:colour=red", "-d", "1"][..],
            "unknown option `colour`",
        ),
        (&["perft", "checkers/classic"][..], "--depth"),
        (
            &["perft", "checkers/classic", "-d", "0"][..],
            "--depth must be from 1 to 64",
        ),
        (&["frobnicate"][..], "unrecognized subcommand"),
        (
            &["match", "mill/nine", "--a", "deep-blue", "--b", "random"][..],
            "unknown agent",
        ),
        (
            &["play", "halma", "--seat", "4=random"][..],
            "seat 4 does not exist",
        ),
        (&["play", "mill/nine", "--numeric"][..], "--numeric"),
    ] {
        let o = doska(args);
        assert_one_line_error(&o, says);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
    }
    // Refused data: status 1.
    for (args, says) in [
        (
            &["show", "checkers/classic", "--fen", "W:Wa2:B"][..],
            "bad position",
        ),
        (
            &["show", "lines-of-action", "--fen", "zzz"][..],
            "bad position",
        ),
        (
            &["show", "checkers/classic", "--fen", "W:Wz9"][..],
            "bad position",
        ),
        (&["score", "bbbb/bbbb"][..], "bad board"),
    ] {
        let o = doska(args);
        assert_one_line_error(&o, says);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
    }
}

#[test]
fn errors_quote_little_and_escape_control_characters() {
    let huge = format!("W:W{}", "a1,".repeat(30_000));
    let o = doska(&["show", "checkers/classic", "--fen", &huge]);
    assert_one_line_error(&o, "bad position");
    assert!(stderr(&o).len() < 500, "{} bytes", stderr(&o).len());
    for nasty in ["W:Wa1\n:Bb8x", "W:W\u{1b}[2J:B", "W:W\u{7}a1:B"] {
        let o = doska(&["show", "checkers/classic", "--fen", nasty]);
        assert_one_line_error(&o, "bad position");
        let err = stderr(&o);
        assert!(
            !err.trim_end().contains(['\n', '\u{1b}', '\u{7}']),
            "{err:?}"
        );
    }
}

#[test]
fn closed_pipes_end_quietly() {
    // `doska … 2>&1 | head -1`: both streams closed early. Never a panic.
    for args in [
        &[
            "perft",
            "lines-of-action/scrambled-eggs",
            "--depth",
            "3",
            "--divide",
        ][..],
        &[
            "match",
            "mill/nine",
            "--a",
            "random",
            "--b",
            "random",
            "-n",
            "40",
        ][..],
        &["list"][..],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_doska"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        drop(child.stdout.take());
        drop(child.stderr.take());
        let status = child.wait().expect("the binary ends");
        assert_ne!(status.code(), Some(101), "{args:?} panicked");
        assert!(status.code().is_some(), "{args:?} was killed by a signal");
    }
}

#[test]
fn perft_refuses_absurd_depths_and_stops_at_zero() {
    let o = doska(&[
        "perft",
        "checkers/classic",
        "--fen",
        "W:Wa1",
        "-d",
        "4294967295",
    ]);
    assert_one_line_error(&o, "--depth must be from 1 to 64");
    assert_eq!(o.status.code(), Some(2));
    // White takes Black's last piece: every deeper count is 0, and each depth asked
    // for still gets its line.
    let o = doska(&[
        "perft",
        "checkers/classic",
        "--fen",
        "W:Wc3:Bd4",
        "-d",
        "30",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let expected: String = std::iter::once("depth 1: 1\n".to_string())
        .chain((2..=30).map(|d| format!("depth {d}: 0\n")))
        .collect();
    assert_eq!(stdout(&o), expected);
    // Every move ends the game (giveaway: the side without moves wins).
    let o = doska(&[
        "perft",
        "checkers/giveaway:draws=none",
        "--fen",
        "B:Wb4,b2:Ba5,b6,h6,a7,g7,Kc1,Kg1",
        "--depth",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let depths: Vec<&str> = text
        .lines()
        .map(|l| l.split(':').next().unwrap_or(""))
        .collect();
    assert_eq!(depths, ["depth 1", "depth 2", "depth 3"], "{text}");
    assert!(text.ends_with("depth 2: 0\ndepth 3: 0\n"), "{text}");
    // --divide at a depth past the end: every move with 0, and the total.
    let o = doska(&[
        "perft",
        "checkers/giveaway:draws=none",
        "--fen",
        "B:Wb4,b2:Ba5,b6,h6,a7,g7,Kc1,Kg1",
        "--depth",
        "3",
        "--divide",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.lines().count() > 1 && text.ends_with("total: 0\n"),
        "{text}"
    );
    assert!(text.lines().all(|l| l.ends_with(": 0")), "{text}");
}

#[test]
fn one_grammar_for_game_and_agent_specs() {
    for (args, says) in [
        (
            &[
                "match",
                "mill/nine",
                "--a",
                "alphabeta:depth=2,depth=3",
                "--b",
                "random",
            ][..],
            "option `depth` given twice",
        ),
        (
            &["show", "mill/nine:flying=yes"][..],
            "expected true or false",
        ),
        (
            &["show", "mill/nine:flying=1"][..],
            "expected true or false",
        ),
        (
            &["show", "checkers:BOARD=8x8"][..],
            "option key `BOARD` must be lower-case",
        ),
        (
            &["show", "checkers:board=8x8,board=10x10"][..],
            "given twice",
        ),
        (
            &["show", "mill:colour=red"][..],
            "unknown option `colour` for mill; options: removal",
        ),
        (
            &["match", "mill", "--a", "mcts:depth=2", "--b", "random"][..],
            "unknown option `depth` for mcts; options: playouts",
        ),
    ] {
        let o = doska(args);
        assert_one_line_error(&o, says);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn the_game_line_is_the_canonical_spec() {
    for (given, name) in [
        ("lines-of-action", "lines-of-action/standard"),
        ("mill", "mill/nine"),
        ("checkers:capture=free", "checkers/classic:capture=free"),
        (
            "checkers/classic:capture=free,promotion=continue-as-king",
            "checkers/russian",
        ),
        ("scoring-rows:players=4", "scoring-rows/four"),
        ("squeeze:size=7", "squeeze/seven"),
        ("halma:players=2", "halma/two"),
    ] {
        let o = doska(&["show", given]);
        assert!(o.status.success(), "{given}: {}", stderr(&o));
        assert!(
            stdout(&o).contains(&format!("game: {name}\n")),
            "{given}: {}",
            stdout(&o)
        );
    }
}

#[test]
fn a_finished_board_shows_the_result() {
    let o = doska(&["show", "checkers/classic", "--fen", "B:Wa1:B"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("result: White wins"), "{text}");
    assert!(!text.contains("to move"), "{text}");
}

#[test]
fn moves_start_every_command() {
    let o = doska(&["show", "checkers/classic", "--moves", "c3-d4 f6-e5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("legal moves: 1\n"), "{}", stdout(&o));
    let o = doska(&[
        "perft",
        "checkers/classic",
        "--moves",
        "c3-d4 f6-e5",
        "-d",
        "1",
        "--divide",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "d4:f6: 1\ntotal: 1\n");
    let o = doska(&[
        "perft",
        "checkers/classic",
        "--moves",
        "c3-d4 f6-e4",
        "-d",
        "1",
    ]);
    assert_one_line_error(&o, "--moves: move 2 `f6-e4`");
    assert_eq!(o.status.code(), Some(1));
    let o = doska(&[
        "match",
        "mill/nine",
        "--moves",
        "d2 d6",
        "--a",
        "random",
        "--b",
        "random",
        "-n",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = doska_with_input(
        &["play", "mill/nine", "--moves", "d2", "--white", "random"],
        "moves\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("23 legal moves: "),
        "Black to move after d2: {}",
        stdout(&o)
    );
}

#[test]
fn match_ends_with_the_script_line() {
    let o = doska(&[
        "match",
        "checkers/classic",
        "--a",
        "alphabeta:depth=2",
        "--b",
        "random",
        "-n",
        "4",
        "--threads",
        "2",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let last = text.lines().last().expect("output");
    let nums: Vec<usize> = last
        .split(' ')
        .map(|kv| {
            kv.split_once('=')
                .expect("key=value")
                .1
                .parse()
                .expect("count")
        })
        .collect();
    assert!(
        last.starts_with("a=") && last.contains(" draws=") && last.contains(" b="),
        "{last}"
    );
    assert_eq!(nums.iter().sum::<usize>(), 4);
    assert!(
        text.contains("games: 4 (A had the first move in 2)"),
        "{text}"
    );
}

#[test]
fn play_explains_refusals_and_takes_commands() {
    let o = doska_with_input(
        &["play", "checkers/classic", "--black", "random"],
        "HELP\nMoves\nc3-c5\nz9\nc3-d4\nUNDO\nresign\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("7 legal moves: "), "{text}");
    assert_eq!(text.matches("not played: ").count(), 2, "{text}");
    assert!(text.contains("took back 2 moves"), "{text}");
    assert!(
        text.contains("result: Black wins (White resigned)"),
        "seats by their names: {text}"
    );
}

#[test]
fn play_seats_people_where_no_agent_is_given() {
    // `--white random`: White is the agent and the person plays Black; the board is
    // shown before the agent moves, and `undo` before Black's first move takes nothing
    // back.
    let o = doska_with_input(
        &[
            "play",
            "checkers/classic",
            "--white",
            "random",
            "--seed",
            "5",
        ],
        "undo\nQUIT\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("White (random) plays "), "{text}");
    assert!(text.contains("Black to move> "), "{text}");
    assert!(
        text.contains("nothing to undo: Black has not moved yet"),
        "{text}"
    );
    let board = text.find("a b c d e f g h").expect("a board");
    assert!(
        board < text.find("White (random) plays").expect("a move"),
        "the board before the agent's move: {text}"
    );
    // In lines of action Black is the first seat and moves first: `--black random`
    // makes White the person.
    let o = doska_with_input(&["play", "lines-of-action", "--black", "random"], "quit\n");
    assert!(stdout(&o).contains("White to move> "), "{}", stdout(&o));
}

#[test]
fn play_reads_past_bad_lines() {
    let o = doska_with_bytes(
        &["play", "checkers/classic", "--black", "random"],
        b"c3-d4\n\xff\0\x1b\nmoves\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("not read: the line is not UTF-8 text"),
        "{text}"
    );
    assert!(
        text.contains("1 legal move: d4:f6"),
        "the game went on: {text}"
    );
    // NUL and escape bytes in a text line are shown escaped, never raw.
    let o = doska_with_bytes(
        &["play", "checkers/classic", "--black", "random"],
        b"c3\0-d4\x1b[A\nquit\n",
    );
    let text = stdout(&o);
    assert!(text.contains("not played: "), "{text}");
    assert!(!text.contains(['\0', '\u{1b}']), "{text:?}");
}

#[test]
fn a_slow_agent_says_it_is_thinking() {
    let o = doska_with_input(
        &[
            "play",
            "checkers/classic",
            "--white",
            "alphabeta:depth=100,time=900ms",
        ],
        "quit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("White (alphabeta) is thinking…"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn play_between_agents_runs_to_the_end() {
    let o = doska(&[
        "play",
        "mill/nine",
        "--white",
        "random",
        "--black",
        "greedy",
        "--seed",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("result: "));
}

#[test]
fn numeric_moves_for_draughts() {
    let o = doska_with_input(
        &[
            "play",
            "checkers/international",
            "--black",
            "random",
            "--numeric",
        ],
        "moves\n32-28\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let listed = text
        .lines()
        .find(|l| l.contains("9 legal moves: "))
        .expect("the moves");
    for mv in ["31-26", "32-28", "35-30"] {
        assert!(listed.contains(mv), "{listed}");
    }
    assert!(text.contains("Black (random) plays "), "{text}");
}

#[test]
fn move_errors_say_what_a_move_looks_like() {
    for game in [
        "checkers/classic",
        "mill/nine",
        "lines-of-action",
        "scoring-rows",
        "squeeze",
        "halma",
    ] {
        let o = doska_with_input(&["play", game, "--seat", "1=human"], "HELP!\nquit\n");
        let text = stdout(&o);
        assert!(
            text.contains("not played: `HELP!` is not a move"),
            "{game}: {text}"
        );
    }
}

#[test]
fn score_reads_arguments_and_stdin() {
    // A row of five scores 25; a 2x2 square scores 8 (two rows of two).
    let o = doska(&[
        "score",
        "wwwww./....../....../....../....../....../....../......",
        "ww../ww.. w",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "w=25 b=0\nw=8 b=0\n");
    // Five in a row on top and three down the a-file: the a8 corner serves the
    // longer row, 25 + 9 = 34 (not 16 + 16).
    let o = doska_with_input(
        &["score", "--rows"],
        "wwwww./w...../w...../w...../....../....../....../......\n\nbb../wwww b\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "w=34 b=0\nw a5-a7 9\nw a8-e8 25\nw=16 b=4\nw a1-d1 16\nb a2-b2 4\n"
    );
}

#[test]
fn a_score_batch_goes_on_past_bad_lines() {
    // Line 2 is not a board, line 3 is not UTF-8: both are reported with their numbers,
    // the other boards are scored, and the command fails at the end.
    let o = doska_with_bytes(&["score"], b"bb../wwww\nbw./bw\n\xff\xfe\nww../ww..\n");
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(stdout(&o), "w=16 b=4\nw=8 b=0\n");
    let err = stderr(&o);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 3, "{err}");
    assert!(
        lines[0].starts_with("doska: error: line 2: bad board"),
        "{err}"
    );
    assert_eq!(lines[1], "doska: error: line 3: not UTF-8 text");
    assert_eq!(lines[2], "doska: error: 2 of 4 items failed");
}

#[test]
fn show_lists_the_legal_moves_sorted() {
    let o = doska(&["show", "checkers/international"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let after: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("legal moves: "))
        .collect();
    assert_eq!(after[0], "legal moves: 9");
    assert_eq!(
        after[1],
        "  b4-a5 b4-c5 d4-c5 d4-e5 f4-e5 f4-g5 h4-g5 h4-i5 j4-i5"
    );
    // Numbers sort as numbers, and long lists wrap before 80 columns.
    let o = doska(&["show", "halma/two"]);
    let out = stdout(&o);
    let list: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("legal moves: "))
        .skip(1)
        .collect();
    assert!(list.len() > 1, "{out}");
    assert!(
        list.iter().all(|l| l.starts_with("  ") && l.len() <= 80),
        "{out}"
    );
    let o = doska(&["show", "mill/nine", "--no-list"]);
    let out = stdout(&o);
    assert!(out.trim_end().ends_with("legal moves: 24"), "{out}");
}

#[test]
fn usage_errors_suggest_and_point_to_the_subcommand_help() {
    let o = doska(&["lst"]);
    assert_eq!(o.status.code(), Some(2));
    assert_one_line_error(&o, "did you mean `list`?");
    assert!(stderr(&o).contains("(see `doska --help`)"));
    let o = doska(&["show"]);
    assert_one_line_error(&o, "(see `doska show --help`)");
    let o = doska(&["perft", "checkers/classic", "--dept", "3"]);
    assert_one_line_error(&o, "did you mean `--depth`?");
    assert!(stderr(&o).contains("(see `doska perft --help`)"));
}

#[test]
fn help_into_a_full_device_fails() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // no /dev/full on this system
    };
    let o = Command::new(env!("CARGO_BIN_EXE_doska"))
        .arg("--help")
        .stdout(full)
        .output()
        .expect("the binary runs");
    assert_eq!(o.status.code(), Some(1));
    assert_one_line_error(&o, "No space left on device");
}

#[test]
fn a_position_may_start_with_a_dash() {
    let o = doska(&["show", "checkers/classic", "--fen", "-W:W1"]);
    assert_eq!(o.status.code(), Some(1), "read as a position, not a flag");
    assert_one_line_error(&o, "bad position for checkers/classic");
    let o = doska(&["show", "mill/nine", "--moves", "-a1"]);
    assert_eq!(o.status.code(), Some(1));
    assert_one_line_error(&o, "move 1 `-a1`");
}

#[test]
fn error_lines_stay_short() {
    let long = format!("W:W{}", ",1".repeat(5_000));
    let o = doska(&["show", "checkers/classic", "--fen", &long]);
    assert_one_line_error(&o, "bad position");
    assert!(
        stderr(&o).trim_end().chars().count() <= 300,
        "{}",
        stderr(&o)
    );
    let o = doska(&["show", "checkers/classic:nonsense=1"]);
    assert_one_line_error(&o, "options:");
    assert!(stderr(&o).trim_end().chars().count() <= 300);
}

#[test]
fn move_errors_in_mill_show_the_syntax() {
    let o = doska(&["show", "mill/nine", "--moves", "a1 a4 d1 a7 g1"]);
    assert_one_line_error(
        &o,
        "g1 closes 1 mill and must remove 1 piece, not 0 (each removal after an `x`, e.g. `g1xa4`)",
    );
    let o = doska(&["show", "mill/nine", "--moves", "x"]);
    assert_one_line_error(&o, "`x` is not a move: a point is missing");
}

#[test]
fn play_says_who_plays_and_how_it_ended() {
    let o = doska_with_input(&["play", "mill/nine"], "a1\n");
    let out = stdout(&o);
    assert!(out.contains("White: you, Black: alphabeta:time="), "{out}");
    assert!(
        out.contains("White plays a1"),
        "the typed move is echoed into a pipe: {out}"
    );
    assert!(
        out.contains("the input ended: the game is left unfinished (White to move)"),
        "{out}"
    );
    let o = doska_with_input(
        &["play", "checkers/classic", "--black", "random"],
        "resign\n",
    );
    let out = stdout(&o);
    assert!(out.contains("White: you, Black: random"), "{out}");
    let tail: Vec<&str> = out.lines().rev().take(3).collect();
    assert_eq!(tail[2], "game over", "{out}");
    assert_eq!(tail[1], "result: Black wins (White resigned)");
    let o = doska_with_input(&["play", "checkers/classic", "--black", "random"], "quit\n");
    assert!(stdout(&o).contains("left unfinished (White to move)"));
}

#[test]
fn score_numbers_its_results() {
    let o = doska_with_input(&["score", "--numbered"], "\nnot a board\nww../ww.. w\n");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "3: w=8 b=0\n");
    assert!(stderr(&o).contains("line 2: bad board"), "{}", stderr(&o));
}

#[test]
fn counts_are_written_in_the_right_number() {
    let o = doska(&["show", "mill/nine", "--moves", "a1", "--no-list"]);
    assert!(
        stdout(&o).contains("; 1 ply without a removal"),
        "{}",
        stdout(&o)
    );
    let o = doska(&["show", "mill/nine", "--moves", "a1 d1", "--no-list"]);
    assert!(
        stdout(&o).contains("; 2 plies without a removal"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn halma_is_played_by_the_greedy_agent_by_default() {
    let o = doska_with_input(&["play", "halma/three"], "quit\n");
    let out = stdout(&o);
    assert!(
        out.contains("Bottom: you, Upper-left: greedy, Upper-right: greedy"),
        "{out}"
    );
}

#[test]
fn the_top_level_help_names_every_command() {
    let o = doska(&["--help"]);
    let out = stdout(&o);
    let about = out.lines().next().unwrap_or_default();
    for command in [
        "list", "show", "perft", "score", "play", "match", "soak", "merge",
    ] {
        assert!(about.contains(command), "{about}");
        assert!(
            out.lines().any(|l| l.trim_start().starts_with(command)),
            "{command} not listed:\n{out}"
        );
    }
}

/// A file of this test's own under the target's scratch folder.
fn scratch(name: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("records");
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir.join(name).to_string_lossy().into_owned()
}

const WK2003: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../checkers/tests/data/pdn/wk2003-excerpt.pdn"
);

#[test]
fn pdn_replays_a_file_and_names_each_refusal() {
    let o = doska(&["pdn", WK2003, "--positions"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].starts_with("game 1: ok, 80 plies, result 1-1, final W:W"));
    assert!(lines[1].starts_with("game 2: ok, 101 plies, result 2-0"));
    assert_eq!(lines[3], "games 3, ok 3, refused 0");

    // A bad move, a game with no game tag, a syntax error, and a good game after them:
    // each named, the file read to its end, exit status 1 with the summary on stderr.
    let bad = scratch("bad.pdn");
    std::fs::write(
        &bad,
        "[Event \"A\"]\n[GameType \"20\"]\n\n1. 32-28 17-22 2. 28-23 *\n\n\
         [Event \"B\"]\n\n1. 32-28 *\n\n\
         [Event \"C\"]\n[GameType \"20\"]\n\n1. 32-28 {open\n\n\
         [Event \"D\"]\n[GameType \"20\"]\n\n1. 32-28 17-22 2. 28x17 1-0\n",
    )
    .unwrap();
    let o = doska(&["pdn", &bad]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "game 1: refused at ply 3 (move 2 \"28-23\"): `28-23` is not legal: capturing is \
         compulsory here (Event \"A\")"
    );
    assert!(
        lines[1].starts_with("game 2: refused: no GameType or Game tag"),
        "{text}"
    );
    assert!(
        lines[2].starts_with("game 3: refused at line 13: "),
        "{text}"
    );
    assert!(
        lines[3].starts_with("game 4: ok, 3 plies, result 2-0"),
        "{text}"
    );
    assert_eq!(lines[4], "games 4, ok 1, refused 3");
    assert_one_line_error(&o, "3 of 4 items failed");
    // --game supplies the game where no tag does.
    let o = doska(&["pdn", &bad, "--game", "checkers/international"]);
    assert!(
        stdout(&o).contains("game 2: ok, 1 ply, result *"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn match_and_play_write_records_that_pdn_and_show_read() {
    // A match's games, numbered in order whatever thread finished first.
    let file = scratch("match.pdn");
    let o = doska(&[
        "match",
        "mill/nine",
        "--a",
        "random",
        "--b",
        "random",
        "-n",
        "4",
        "-t",
        "2",
        "--max-plies",
        "60",
        "--pdn",
        &file,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&file).unwrap();
    let rounds: Vec<&str> = text.lines().filter(|l| l.starts_with("[Round ")).collect();
    assert_eq!(
        rounds,
        [
            "[Round \"1\"]",
            "[Round \"2\"]",
            "[Round \"3\"]",
            "[Round \"4\"]"
        ]
    );
    assert!(text.contains("[Game \"mill/nine\"]"));
    assert!(text.contains("[White \"random\"]"));
    let o = doska(&["pdn", &file]);
    assert!(o.status.success(), "{}", stdout(&o));
    assert!(stdout(&o).ends_with("games 4, ok 4, refused 0\n"));

    // A game played at the keyboard and resigned is saved with its result.
    let saved = scratch("play.pdn");
    let o = doska_with_input(
        &[
            "play",
            "checkers/american",
            "--black",
            "random",
            "--save",
            &saved,
        ],
        "moves\nresign\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("record saved to"));
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(text.contains("[GameType \"21\"]"), "{text}");
    assert!(text.contains("[Black \"random\"]") && text.contains("[White \"human\"]"));
    assert!(text.contains("[Termination \"normal\"]"));
    assert!(text.trim_end().ends_with("0-1"), "{text}");

    // show: a ply of a game in a file, and errors for what is not there.
    let o = doska(&[
        "show",
        "checkers/international",
        "--pdn",
        WK2003,
        "--game-number",
        "2",
        "--ply",
        "1",
        "--no-list",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("record: game 2 (Event \"WK 2003\""),
        "{text}"
    );
    assert!(text.contains("ply 1 of 101"));
    assert!(text.contains("to move: Black"));
    let o = doska(&[
        "show",
        "checkers/international",
        "--pdn",
        WK2003,
        "--game-number",
        "9",
    ]);
    assert_one_line_error(&o, "there is no game 9 (the file has 3 games)");
    // Games count from 1: 0 is a usage mistake (status 2) that says so, while ply 0 is
    // the start of the game.
    let o = doska(&[
        "show",
        "checkers/international",
        "--pdn",
        WK2003,
        "--game-number",
        "0",
    ]);
    assert_one_line_error(&o, "--game-number");
    assert_one_line_error(&o, "games are numbered from 1");
    assert_eq!(o.status.code(), Some(2));
    let o = doska(&[
        "show",
        "checkers/international",
        "--pdn",
        WK2003,
        "--ply",
        "0",
        "--no-list",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("ply 0 of 80"), "{}", stdout(&o));
    assert!(stdout(&o).contains("to move: White"), "{}", stdout(&o));
    let o = doska(&[
        "show",
        "checkers/international",
        "--pdn",
        WK2003,
        "--ply",
        "81",
    ]);
    assert_one_line_error(&o, "game 1 has 80 plies, not 81");
}

/// A folder of this test's own under the target's scratch folder, made empty.
fn scratch_dir(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

#[test]
fn show_draws_every_game_of_the_list() {
    use doska_core::conformance::svg::read;
    let list = stdout(&doska(&["list"]));
    let variants: Vec<&str> = list
        .lines()
        .filter_map(|l| l.strip_prefix("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| name.contains('/'))
        .collect();
    assert!(variants.len() >= 25, "{variants:?}");
    for variant in variants {
        let o = doska(&["show", variant, "--svg"]);
        assert!(o.status.success(), "{variant}: {}", stderr(&o));
        let census = read(&stdout(&o)).unwrap_or_else(|e| panic!("{variant}: {e}"));
        assert_eq!(census.game.split(':').next(), Some(variant));
        assert!(!census.places.is_empty(), "{variant}: no places");
    }
}

#[test]
fn show_writes_a_picture_with_its_marks() {
    use doska_core::conformance::svg::read;
    let dir = scratch_dir("pictures-show");
    let file = dir.join("capture.svg");
    let path = file.to_str().expect("a UTF-8 path");
    let args = [
        "show",
        "checkers/russian",
        "--moves",
        "c3-d4 f6-e5 d4:f6",
        "--svg",
        path,
        "--last-move",
    ];
    let o = doska(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    // The text as without --svg, with the picture's file named after the position.
    let text = stdout(&o);
    assert!(text.contains(&format!("picture: {path}\n")), "{text}");
    let census = read(&std::fs::read_to_string(&file).expect("the picture")).expect("well formed");
    assert_eq!(census.class("captured"), 1);
    assert_eq!(census.count("white", "man"), 12);
    assert_eq!(census.count("black", "man"), 11);

    // Targets: the man on g7 of Black may capture to e5 only (e7 captures too).
    let o = doska(&[
        "show",
        "checkers/russian",
        "--moves",
        "c3-d4 f6-e5 d4:f6",
        "--svg",
        "--targets",
        "g7",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        read(&stdout(&o)).expect("well formed").class("highlight"),
        1
    );
    let o = doska(&[
        "show",
        "mill/nine",
        "--svg",
        "--arrow",
        "a1",
        "d1",
        "--highlight",
        "d2,d3",
        "--size",
        "250",
    ]);
    let svg = stdout(&o);
    assert!(svg.contains(r#"width="250""#), "{svg}");
    let census = read(&svg).expect("well formed");
    assert_eq!((census.class("arrow"), census.class("highlight")), (1, 2));

    // Places that are not on the board, seats that are not at the table, themes that
    // do not exist: one line each.
    let o = doska(&["show", "checkers/russian", "--svg", "--highlight", "z9"]);
    assert_one_line_error(&o, "`z9` is not a place of the board");
    assert_eq!(o.status.code(), Some(1));
    let o = doska(&["show", "checkers/russian", "--svg", "--targets", "d4"]);
    assert_one_line_error(&o, "nothing on `d4` can move");
    let o = doska(&[
        "show",
        "checkers/russian",
        "--svg",
        "--perspective",
        "green",
    ]);
    assert_one_line_error(&o, "its seats are white, black");
    assert_eq!(o.status.code(), Some(2));
    let o = doska(&["show", "halma/six", "--svg", "--theme", "neon"]);
    assert_one_line_error(&o, "the themes are wood, green, print");
    let o = doska(&["show", "checkers/russian", "--size", "300"]);
    assert_one_line_error(&o, "--svg");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn pdn_draws_the_final_position_of_each_game() {
    use doska_core::conformance::svg::read;
    let dir = scratch_dir("pictures-pdn");
    let record = dir.join("games.pdn");
    let record = record.to_str().expect("a UTF-8 path");
    let pictures = dir.join("pictures");
    let pictures = pictures.to_str().expect("a UTF-8 path");
    let o = doska(&[
        "match",
        "squeeze/standard",
        "--a",
        "random",
        "--b",
        "random",
        "-n",
        "2",
        "--pdn",
        record,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = doska(&[
        "pdn",
        record,
        "--svg",
        pictures,
        "--last-move",
        "--theme",
        "print",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for n in 1..=2 {
        let file = std::path::Path::new(pictures).join(format!("game-{n}.svg"));
        assert!(
            text.contains(&format!(", picture {}", file.display())),
            "{text}"
        );
        let census =
            read(&std::fs::read_to_string(&file).expect("a picture")).expect("well formed");
        assert_eq!(census.game, "squeeze/standard");
        assert!(census.class("last-move") > 0, "game {n}");
    }
    let _ = std::fs::remove_dir_all(dir);
}
