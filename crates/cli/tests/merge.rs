//! `doska merge` refuses every record that is not what a piece of the job prints, and
//! the resources of `perft` and `merge` stay bounded: the reproductions of the
//! hardening issue, and a randomised test that mutates real pieces (perft, match and
//! soak, printed by the commands themselves) and asserts that every mutation is either
//! refused with one line naming where, or merges to the right answer.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn doska(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// `doska ARGS` under `ulimit -v KIB`.
fn doska_limited(kib: u64, args: &[&str]) -> Output {
    let script = format!("ulimit -v {kib}; exec \"$0\" \"$@\"");
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .output()
        .expect("sh runs")
}

fn merge_args(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_doska"))
        .arg("merge")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    // merge may refuse before it has read everything: a broken pipe is no failure.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().expect("the binary ends")
}

fn merge(input: &str) -> Output {
    merge_args(&[], input.as_bytes())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The records of every piece of `args` split in `n`, parsed.
fn pieces(args: &[&str], n: usize) -> Vec<Value> {
    (1..=n)
        .map(|i| {
            let shard = format!("{i}/{n}");
            let mut all = args.to_vec();
            all.extend(["--shard", shard.as_str()]);
            let o = doska(&all);
            let line = text(&o.stdout);
            assert_eq!(line.lines().count(), 1, "{all:?}: {}", text(&o.stderr));
            serde_json::from_str(&line).expect("a record is JSON")
        })
        .collect()
}

fn lines(records: &[Value]) -> String {
    records.iter().map(|r| format!("{r}\n")).collect()
}

/// Asserts that merge refused `input` with status 1 and one line on stderr that says
/// each of `says`, and printed nothing.
#[track_caller]
fn refused(o: &Output, says: &[&str]) {
    let err = text(&o.stderr);
    assert_eq!(
        o.status.code(),
        Some(1),
        "stdout {} stderr {err}",
        text(&o.stdout)
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(o.stdout.is_empty(), "{}", text(&o.stdout));
    for s in says {
        assert!(err.contains(s), "`{s}` not in {err}");
    }
}

// --- reproduction 1: a piece of a job in 2^20 takes the memory of its own prefixes

#[test]
fn a_piece_of_a_million_takes_only_its_own_prefixes() {
    // Depth 8 in 2^20 pieces is split at 8: 6,483,961 prefixes, of which piece 1
    // holds 7. Keeping them all took 2.4 GB and aborted under this limit (exit 134).
    let o = doska_limited(
        1 << 20,
        &[
            "perft",
            "checkers/international",
            "-d",
            "8",
            "--shard",
            "1/1048576",
        ],
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let record: Value = serde_json::from_str(&text(&o.stdout)).expect("one record");
    assert_eq!(record["split"], 8);
    assert_eq!(record["prefixes"], 6_483_961);
    let numbers: Vec<u64> = record["pieces"]
        .as_array()
        .expect("pieces")
        .iter()
        .map(|p| p["index"].as_u64().expect("a number"))
        .collect();
    assert_eq!(numbers, (0..7).map(|k| k << 20).collect::<Vec<u64>>());
    assert_eq!(record["head"].as_array().map(Vec::len), Some(8));
    assert_eq!(record["head"][7], 6_483_961);
}

#[test]
fn the_pieces_of_a_streamed_split_are_the_ones_merge_adds_up() {
    // The assignment is the one the pieces always had: prefix j to piece j mod N + 1.
    let args = ["perft", "checkers/american", "-d", "5"];
    let whole = doska(&args);
    for n in [2, 5, 64] {
        let p = pieces(&args, n);
        for (i, r) in p.iter().enumerate() {
            for q in r["pieces"].as_array().expect("pieces") {
                assert_eq!(q["index"].as_u64().map(|j| j as usize % n), Some(i));
            }
        }
        let o = merge(&lines(&p));
        assert!(o.status.success(), "{}", text(&o.stderr));
        assert_eq!(text(&o.stdout), text(&whole.stdout));
    }
}

// --- reproduction 2: a shard count of 0, a piece numbered 0

#[test]
fn a_shard_that_is_no_piece_is_refused_before_use() {
    for kind in ["perft", "match", "soak"] {
        let args: &[&str] = match kind {
            "perft" => &["perft", "mill", "-d", "2"],
            "match" => &["match", "mill", "--a", "random", "--b", "random", "-n", "2"],
            _ => &["soak", "mill/nine", "-n", "2"],
        };
        for (index, count) in [(1, 0), (0, 0), (0, 1), (3, 2), (1, (1 << 20) + 1)] {
            let mut p = pieces(args, 1);
            p[0]["shard"] = serde_json::json!({ "index": index, "count": count });
            let o = merge(&lines(&p));
            refused(&o, &["stdin:1", "field `shard`"]);
        }
    }
}

// --- reproduction 3: internally inconsistent records

#[test]
fn inconsistent_perft_records_are_refused_naming_piece_and_field() {
    let args = ["perft", "checkers/international", "-d", "7"];
    let good = pieces(&args, 3);
    let with = |f: &dyn Fn(&mut Vec<Value>)| {
        let mut p = good.clone();
        f(&mut p);
        merge(&lines(&p))
    };
    // One count too few (merge printed `depth 7: 178403`).
    let o = with(&|p| {
        let counts = p[1]["pieces"][0]["counts"].as_array_mut().expect("counts");
        counts.pop();
    });
    refused(&o, &["stdin:2", "field `counts`", "prefix 1"]);
    // A split larger than the depth, and 2^32 - 1.
    for split in [8u64, u64::from(u32::MAX)] {
        let o = with(&|p| p.iter_mut().for_each(|r| r["split"] = split.into()));
        refused(&o, &["stdin:1", "field `split`"]);
    }
    // Counts that overflow u64 when added (the sum wrapped).
    let o = with(&|p| {
        for r in p.iter_mut() {
            for q in r["pieces"].as_array_mut().expect("pieces") {
                let last = q["counts"].as_array_mut().expect("counts").len() - 1;
                q["counts"][last] = (u64::MAX / 2).into();
            }
        }
    });
    refused(&o, &["more than 18446744073709551615"]);
    // An invented move: `zz-zz: 233` was printed by --divide.
    let div = pieces(&["perft", "checkers/american", "-d", "3", "--divide"], 3);
    let mut p = div.clone();
    p[0]["pieces"][0]["moves"][0] = "zz-zz".into();
    refused(&merge(&lines(&p)), &["stdin:1", "field `moves`", "`zz-zz`"]);
    // A legal prefix in the wrong place: the moves of prefix 3 under number 0.
    let mut p = div.clone();
    p[0]["pieces"][0]["moves"] = p[0]["pieces"][1]["moves"].clone();
    refused(
        &merge(&lines(&p)),
        &["stdin:1", "field `moves`", "prefix 0"],
    );
    // A count at the first ply after the split is recounted.
    let mut p = div;
    let n = p[2]["pieces"][0]["counts"][0].as_u64().expect("a count");
    p[2]["pieces"][0]["counts"][0] = (n + 1).into();
    refused(&merge(&lines(&p)), &["stdin:3", "field `counts`"]);
    // The head is recounted too.
    let o = with(&|p| {
        for r in p.iter_mut() {
            r["head"][1] = 82.into();
        }
    });
    refused(&o, &["stdin:1", "field `head`", "depth 2"]);
}

#[test]
fn inconsistent_match_records_are_refused() {
    let args = [
        "match",
        "mill/nine",
        "--a",
        "random",
        "--b",
        "greedy",
        "-n",
        "6",
        "--seed",
        "2",
    ];
    let good = pieces(&args, 2);
    let o = merge(&lines(&good));
    assert!(o.status.success(), "{}", text(&o.stderr));
    // draws: 18446744073709551613 was printed for A and B winning more than all games.
    let mut p = good.clone();
    p[1]["tally"]["a"] = 3.into();
    p[1]["tally"]["b"] = 2.into();
    refused(&merge(&lines(&p)), &["stdin:2", "field `tally`"]);
    let mut p = good.clone();
    let first = p[0]["tally"]["first"].as_u64().expect("first");
    p[0]["tally"]["first"] = (first + 1).into();
    refused(&merge(&lines(&p)), &["stdin:1", "field `tally.first`"]);
    let mut p = good.clone();
    p[0]["tally"]["plies"] = usize::MAX.into();
    refused(&merge(&lines(&p)), &["stdin:1", "field `tally.moves`"]);
    let mut p = good;
    p[0]["indices"][0] = 1.into();
    refused(&merge(&lines(&p)), &["stdin:1", "field `indices`"]);
}

#[test]
fn inconsistent_soak_records_are_refused() {
    let args = [
        "soak",
        "lines-of-action/standard",
        "-n",
        "9",
        "--max-plies",
        "5",
    ];
    let good = pieces(&args, 3);
    let mut p = good.clone();
    p[0]["tallies"][0]["failures"] = 4.into();
    refused(&merge(&lines(&p)), &["stdin:1", "field `tallies`"]);
    let mut p = good.clone();
    p[1]["failures"][0]["seed"] = 100.into();
    refused(&merge(&lines(&p)), &["stdin:2", "field `failures`"]);
    let mut p = good.clone();
    p[2]["tallies"][0]["plies"] = u64::MAX.into();
    refused(&merge(&lines(&p)), &["stdin:3", "field `tallies`"]);
    let mut p = good;
    for r in p.iter_mut() {
        r["variants"][0] = "lines-of-action/nonesuch".into();
        r["tallies"][0]["name"] = "lines-of-action/nonesuch".into();
    }
    refused(&merge(&lines(&p)), &["stdin:1", "field `variants`"]);
}

// --- reproduction 4: memory requests and input lines

#[test]
fn a_table_beyond_the_memory_is_refused_not_aborted() {
    for (limit, size) in [(2u64 << 20, "4G"), (u64::MAX, "1T")] {
        let args = ["perft", "mill", "-d", "2", "--hash", size];
        let o = if limit == u64::MAX {
            doska(&args)
        } else {
            doska_limited(limit, &args)
        };
        assert_eq!(o.status.code(), Some(1), "{size}: {}", text(&o.stderr));
        let err = text(&o.stderr);
        assert!(err.contains("--hash"), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn an_over_long_line_is_refused_naming_file_and_line() {
    let dir = std::env::temp_dir().join(format!("doska-merge-long-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("pieces.jsonl");
    let mut long = b"\n{\"doska\":\"perft\",\"spec\":\"".to_vec();
    long.resize(long.len() + (17 << 20), b'x');
    long.extend_from_slice(b"\"}\n");
    std::fs::write(&file, &long).expect("written");
    let path = file.to_str().expect("a UTF-8 path");
    let o = merge_args(&[path], b"");
    refused(&o, &[&format!("{path}:2"), "longer than 16 MiB"]);
    // From stdin too.
    refused(&merge_args(&[], &long), &["stdin:2", "longer than 16 MiB"]);
    // A directory is named, and why it is refused.
    let d = dir.to_str().expect("a UTF-8 path");
    refused(&merge_args(&[d], b""), &[d, "is a directory"]);
    std::fs::remove_dir_all(&dir).expect("removed");
}

// --- reproduction 5: --threads is bounded

#[test]
fn perft_threads_out_of_range_are_usage_errors() {
    for threads in ["0", "10000"] {
        let o = doska(&["perft", "mill", "-d", "2", "--threads", threads]);
        assert_eq!(o.status.code(), Some(2), "--threads {threads}");
        assert!(text(&o.stderr).contains("1 to 256"), "{}", text(&o.stderr));
    }
    let o = doska(&["perft", "mill", "-d", "2", "--threads", "256"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
}

// --- reproduction 3: every mutation refused or merged right

/// splitmix64: a small seeded generator, enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The paths of every leaf and array of `v`, with `path` before them.
fn paths(v: &Value, path: &mut Vec<String>, all: &mut Vec<Vec<String>>) {
    all.push(path.clone());
    match v {
        Value::Object(m) => {
            for (k, child) in m {
                path.push(k.clone());
                paths(child, path, all);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, child) in a.iter().enumerate() {
                path.push(i.to_string());
                paths(child, path, all);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'v>(v: &'v mut Value, path: &[String]) -> &'v mut Value {
    path.iter().fold(v, |v, k| match v {
        Value::Array(a) => &mut a[k.parse::<usize>().expect("an index")],
        _ => &mut v[k.as_str()],
    })
}

/// The fields merge takes on the pieces' word, within bounds: who won a match's games
/// and the thinking times, the plies and failures of a soak's variants, what a soak
/// failure says, and the perft counts below the first recounted ply (`deep` says from
/// which count on). Merge could only check them by playing the games or counting the
/// tree again.
fn trusted(path: &[String], deep: usize) -> bool {
    let p: Vec<&str> = path.iter().map(String::as_str).collect();
    match p.as_slice() {
        ["tally", "nanos" | "a" | "b", ..] => true,
        ["tallies", _, "plies" | "failures"] => true,
        ["failures", _, "message" | "moves" | "position", ..] => true,
        ["pieces", _, "counts", i] => i.parse::<usize>().is_ok_and(|i| i >= deep),
        _ => false,
    }
}

/// Mutates one record of `records` (or the set of records) at random.
fn mutate(records: &mut Vec<Value>, rng: &mut Rng, deep: usize) -> String {
    let r = rng.below(records.len());
    match rng.below(12) {
        0 => {
            records.remove(r);
            return format!("record {r} removed");
        }
        1 => {
            let copy = records[r].clone();
            records.push(copy);
            return format!("record {r} given twice");
        }
        _ => {}
    }
    let mut all = Vec::new();
    paths(&records[r], &mut Vec::new(), &mut all);
    all.retain(|p| !trusted(p, deep) && p.first().is_none_or(|k| k != "doska"));
    let record = records[r].clone();
    all.retain(|p| {
        let mut copy = record.clone();
        match at(&mut copy, p) {
            Value::Object(_) | Value::Null => false,
            Value::Array(a) => !a.is_empty(),
            _ => true,
        }
    });
    let path = all[rng.below(all.len())].clone();
    let target = at(&mut records[r], &path);
    let before = target.clone();
    let what = match target {
        Value::Number(n) => {
            let x = n.as_u64().unwrap_or(0);
            let values = [
                x.wrapping_add(1),
                x.saturating_sub(1),
                0,
                u64::MAX,
                u64::from(u32::MAX),
                x.wrapping_mul(2),
                rng.next() % 1000,
                1 << 20,
            ];
            *target = values[rng.below(values.len())].into();
            "number"
        }
        Value::String(s) => {
            let values = [
                "zz-zz".to_string(),
                String::new(),
                format!("{s} "),
                s.chars().rev().collect(),
                "mill/nine".to_string(),
                "c3-d4".to_string(),
            ];
            *target = values[rng.below(values.len())].clone().into();
            "text"
        }
        Value::Bool(b) => {
            *target = (!*b).into();
            "bool"
        }
        Value::Array(a) if !a.is_empty() => {
            let i = rng.below(a.len());
            match rng.below(3) {
                0 => {
                    a.remove(i);
                    "element removed"
                }
                1 => {
                    let copy = a[i].clone();
                    a.push(copy);
                    "element repeated"
                }
                _ => {
                    // Two counts the pieces' word stands for, swapped, would go
                    // unnoticed: a swap of counts takes a recounted one.
                    let j = if path.last().is_some_and(|k| k == "counts") {
                        0
                    } else {
                        (i + 1 + rng.below(a.len().max(2) - 1)) % a.len()
                    };
                    a.swap(i, j);
                    "elements swapped"
                }
            }
        }
        _ => return "nothing".into(),
    };
    format!(
        "record {r} at {}: {what} {before} -> {}",
        path.join("."),
        at(&mut records[r], &path)
    )
}

/// Mutations tried on each job.
const CASES: usize = 150;

#[test]
fn every_mutation_of_real_pieces_is_refused_or_merges_right() {
    let match_args: &[&str] = &[
        "match",
        "mill/nine",
        "--a",
        "random",
        "--b",
        "greedy",
        "-n",
        "7",
        "--seed",
        "5",
    ];
    // (pieces, from which count on a perft count is not recounted)
    let jobs: Vec<(Vec<Value>, usize)> = vec![
        (pieces(&["perft", "checkers/american", "-d", "5"], 3), 1),
        (
            pieces(&["perft", "checkers/american", "-d", "3", "--divide"], 2),
            1,
        ),
        (
            pieces(
                &["perft", "checkers/international", "-d", "4", "--routes"],
                4,
            ),
            1,
        ),
        (pieces(&["perft", "mill", "-d", "2"], 7), 1),
        (pieces(match_args, 3), 0),
        (
            pieces(&["soak", "mill/nine", "squeeze/standard", "-n", "4"], 2),
            0,
        ),
        (
            pieces(
                &[
                    "soak",
                    "lines-of-action/standard",
                    "-n",
                    "5",
                    "--max-plies",
                    "5",
                ],
                2,
            ),
            0,
        ),
    ];
    let mut rng = Rng(0x5eed_d05c_a000_0001);
    let mut outcomes = [0usize; 2];
    for (good, deep) in &jobs {
        let right = merge(&lines(good));
        assert!(
            matches!(right.status.code(), Some(0 | 1)) && !right.stdout.is_empty(),
            "{}",
            text(&right.stderr)
        );
        for case in 0..CASES {
            let mut p = good.clone();
            let what = mutate(&mut p, &mut rng, *deep);
            if p == *good {
                continue;
            }
            let o = merge(&lines(&p));
            let err = text(&o.stderr);
            let code = o.status.code();
            assert!(
                matches!(code, Some(0 | 1)),
                "case {case}, {what}: exit {code:?}: {err}"
            );
            if o.stdout == right.stdout && code == right.status.code() {
                outcomes[0] += 1;
            } else {
                assert!(
                    o.stdout.is_empty() && code == Some(1) && err.lines().count() == 1,
                    "case {case}, {what}: merged to another answer:\n{}\n{err}",
                    text(&o.stdout)
                );
                outcomes[1] += 1;
            }
        }
    }
    eprintln!("merged right: {}, refused: {}", outcomes[0], outcomes[1]);
    // Most mutations are refused; some change nothing merge prints (the order of the
    // prefixes in a record, two equal elements swapped).
    assert!(outcomes[1] > outcomes[0], "{outcomes:?}");
}
