//! The `doska` binary: output formats and the one-line error contract.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn doska(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn doska_with_input(args: &[&str], input: &str) -> Output {
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
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("the binary ends")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 errors")
}

/// A failure: non-zero status, exactly one line on stderr starting `doska: error: `.
fn assert_one_line_error(o: &Output, contains: &str) {
    assert!(!o.status.success(), "should fail: {}", stdout(o));
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
fn list_names_every_preset_and_option() {
    let o = doska(&["list"]);
    assert!(o.status.success());
    let text = stdout(&o);
    for name in [
        "checkers/classic",
        "checkers/international",
        "mill/nine",
        "mill/knight",
        "lines-of-action/scrambled-eggs",
        "removal=any|outside-mills",
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
    assert!(text.contains("legal moves: 7"), "{text}");
    let o = doska(&[
        "show",
        "lines-of-action",
        "--fen",
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
    ]);
    assert!(stdout(&o).contains("legal moves: 36"), "{}", stdout(&o));
}

#[test]
fn perft_prints_one_line_per_depth() {
    // The reference numbers of ../shared/reference/perft.md (OpenSpiel's rules).
    let o = doska(&[
        "perft",
        "mill/nine:removal=outside-mills,double-mill=one",
        "--depth",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "depth 1: 24\ndepth 2: 552\ndepth 3: 12144\n");
    assert!(stderr(&o).contains("nodes/s"), "timing goes to stderr");
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
fn bad_input_is_one_line_and_non_zero() {
    assert_one_line_error(
        &doska(&["perft", "chess", "-d", "1"]),
        "unknown game `chess`; known games: ",
    );
    assert_one_line_error(
        &doska(&["perft", "checkers/polish", "-d", "1"]),
        "presets of checkers: classic",
    );
    assert_one_line_error(
        &doska(&["perft", "mill/nine:removal=some", "-d", "1"]),
        "expected one of any, outside-mills",
    );
    assert_one_line_error(
        &doska(&["perft", "mill/nine:colour=red", "-d", "1"]),
        "unknown option `colour`",
    );
    assert_one_line_error(&doska(&["perft", "checkers/classic"]), "--depth");
    assert_one_line_error(
        &doska(&["perft", "checkers/classic", "-d", "0"]),
        "at least 1",
    );
    assert_one_line_error(
        &doska(&["show", "checkers/classic", "--fen", "W:Wa2:B"]),
        "bad position",
    );
    assert_one_line_error(
        &doska(&["show", "lines-of-action", "--fen", "zzz"]),
        "bad position",
    );
    assert_one_line_error(&doska(&["frobnicate"]), "unrecognized subcommand");
    assert_one_line_error(
        &doska(&["match", "mill/nine", "--a", "deep-blue", "--b", "random"]),
        "unknown agent",
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
        "help\nmoves\nc3-c5\nz9\nc3-d4\nundo\nresign\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("7 legal moves: "), "{text}");
    assert_eq!(text.matches("not played: ").count(), 2, "{text}");
    assert!(text.contains("took back 2 move(s)"), "{text}");
    assert!(
        text.contains("result: ") && text.contains("resign"),
        "{text}"
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
    assert_one_line_error(
        &doska_with_input(&["score"], "bb../wwww\nbw./bw\n"),
        "line 2: bad board",
    );
    assert_one_line_error(&doska(&["score", "bbbb/bbbb"]), "bad board");
}
