//! `--shard I/N` and `doska merge`: pieces printed as JSON lines add up to what the
//! unsharded command prints, and merge refuses what does not belong together.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn doska(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn merge(input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_doska"))
        .arg("merge")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("written");
    child.wait_with_output().expect("the binary ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// The lines of every piece of `args` split in `n`.
fn pieces(args: &[&str], n: usize) -> Vec<String> {
    (1..=n)
        .map(|i| {
            let shard = format!("{i}/{n}");
            let mut all = args.to_vec();
            all.extend(["--shard", shard.as_str()]);
            let o = doska(&all);
            assert!(o.status.success(), "{all:?}: {}", text(&o.stderr));
            let line = text(&o.stdout);
            assert_eq!(line.lines().count(), 1, "one record a piece: {line}");
            line
        })
        .collect()
}

#[test]
fn sharded_perft_merges_to_the_unsharded_lines() {
    for args in [
        &["perft", "checkers/american", "-d", "6"][..],
        &["perft", "mill/nine", "-d", "3", "--divide"][..],
        &["perft", "halma", "-d", "3", "--hash", "1M"][..],
        &["perft", "squeeze", "--moves", "a1,b2", "-d", "2"][..],
    ] {
        let whole = doska(args);
        assert!(whole.status.success());
        for n in [1, 3, 7] {
            let merged = merge(&pieces(args, n).concat());
            assert!(
                merged.status.success(),
                "{args:?} in {n}: {}",
                text(&merged.stderr)
            );
            assert_eq!(text(&merged.stdout), text(&whole.stdout), "{args:?} in {n}");
        }
    }
}

#[test]
fn sharded_match_merges_to_the_unsharded_results() {
    let args = [
        "match",
        "mill/nine",
        "--a",
        "greedy",
        "--b",
        "random",
        "-n",
        "12",
        "--seed",
        "4",
    ];
    let whole = doska(&args);
    let merged = merge(&pieces(&args, 5).concat());
    assert!(merged.status.success(), "{}", text(&merged.stderr));
    // Everything but the wall-clock time per move is the same.
    let keep = |t: String| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with("time per move"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(keep(text(&merged.stdout)), keep(text(&whole.stdout)));
}

#[test]
fn merge_refuses_what_does_not_belong_together() {
    let p = pieces(&["perft", "checkers/classic", "-d", "4"], 3);
    let refused = |input: String, says: &str| {
        let o = merge(&input);
        assert_eq!(o.status.code(), Some(1), "{}", text(&o.stdout));
        let err = text(&o.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(says), "`{says}` not in {err}");
    };
    refused(format!("{}{}", p[0], p[2]), "missing piece 2/3");
    refused(
        format!("{}{}{}{}", p[0], p[1], p[1], p[2]),
        "piece 2/3 given twice",
    );
    let other = pieces(&["perft", "checkers/classic", "-d", "5"], 3);
    refused(
        format!("{}{}{}", p[0], p[1], other[2]),
        "a piece of another perft job",
    );
    let split4 = pieces(&["perft", "checkers/classic", "-d", "4"], 4);
    refused(format!("{}{}{}", p[0], p[1], split4[2]), "split in 4");
    let m = pieces(
        &["match", "mill", "--a", "random", "--b", "random", "-n", "2"],
        2,
    );
    refused(
        format!("{}{}{}{}", p[0], p[1], p[2], m[0]),
        "different commands",
    );
    refused("{\"doska\":\"perft\"}\n".to_string(), "not a shard record");
    refused(String::new(), "no shard records");
    let o = doska(&["perft", "mill", "-d", "2", "--shard", "4/3"]);
    assert_eq!(o.status.code(), Some(2), "a bad shard is a usage error");
}

#[test]
fn sharded_soak_merges_to_the_unsharded_report() {
    let args = [
        "soak",
        "mill",
        "squeeze/standard",
        "-n",
        "10",
        "--seed",
        "7",
    ];
    let whole = doska(&args);
    assert!(whole.status.success(), "{}", text(&whole.stderr));
    for n in [1, 3, 16] {
        let merged = merge(&pieces(&args, n).concat());
        assert!(merged.status.success(), "in {n}: {}", text(&merged.stderr));
        assert_eq!(text(&merged.stdout), text(&whole.stdout), "in {n}");
    }
    // Piece 2 of 3 plays seeds 10 to 12: an ordinary soak of that range.
    let piece: serde_json::Value = serde_json::from_str(&pieces(&args, 3)[1]).expect("json");
    assert_eq!(piece["seeds"], serde_json::json!([10, 13]));
    assert_eq!(piece["tallies"][0]["games"], 3);
}

#[test]
fn sharded_soak_keeps_the_failures_of_the_smallest_seeds() {
    // Every game longer than 5 plies fails: the report shows three a variant, the
    // same three whether it ran whole or in pieces, and both exit with status 1.
    let args = [
        "soak",
        "lines-of-action/standard",
        "-n",
        "9",
        "--max-plies",
        "5",
    ];
    let whole = doska(&args);
    assert_eq!(whole.status.code(), Some(1));
    let parts: Vec<String> = (1..=4)
        .map(|i| {
            let shard = format!("{i}/4");
            let mut all = args.to_vec();
            all.extend(["--shard", shard.as_str()]);
            let o = doska(&all);
            assert_eq!(o.status.code(), Some(1), "a piece with failures fails");
            text(&o.stdout)
        })
        .collect();
    let merged = merge(&parts.concat());
    assert_eq!(merged.status.code(), Some(1));
    assert_eq!(text(&merged.stdout), text(&whole.stdout));
    let out = text(&whole.stdout);
    assert!(
        out.contains("seed 1 ply 5") && out.contains("seed 3 ply 5"),
        "{out}"
    );
    assert!(out.contains("6 more failures not shown"), "{out}");
}

#[test]
fn merge_refuses_soak_pieces_of_another_job() {
    let a = pieces(&["soak", "mill/nine", "-n", "4"], 2);
    let b = pieces(&["soak", "mill/nine", "-n", "4", "--seed", "9"], 2);
    let o = merge(&format!("{}{}", a[0], b[1]));
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("a piece of another soak"));
    let o = merge(&a[1]);
    assert!(text(&o.stderr).contains("missing piece 1/2"));
}
