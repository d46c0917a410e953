//! An interrupted `doska soak` or `doska match` (SIGINT, SIGTERM): no new games, the
//! report of the games finished marked `partial: interrupted after G of N games`, exit
//! status 130; a second interrupt ends it at once.

use std::process::{Child, Command, Output, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

fn doska(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn start(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_doska"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Sends `signal` (`INT`, `TERM`) to the child with the `kill` command.
fn signal(child: &Child, signal: &str) {
    let status = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(child.id().to_string())
        .status()
        .expect("kill runs");
    assert!(status.success(), "kill -{signal} {}", child.id());
}

/// The child's output once it has ended, which it must within `limit`.
fn ended_within(mut child: Child, limit: Duration) -> Output {
    let started = Instant::now();
    while child
        .try_wait()
        .expect("the child can be waited for")
        .is_none()
    {
        if started.elapsed() > limit {
            child.kill().expect("the child can be killed");
            panic!("still running {limit:?} after the signal");
        }
        sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("its output")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8 output")
}

/// `G` and `N` of the last line, `partial: interrupted after G of N games`.
fn partial(out: &str) -> (u64, u64) {
    let last = out.lines().last().expect("a last line");
    let rest = last
        .strip_prefix("partial: interrupted after ")
        .and_then(|r| r.strip_suffix(" games"))
        .unwrap_or_else(|| panic!("not a partial line: {last}"));
    let (g, n) = rest.split_once(" of ").expect("G of N");
    (g.parse().unwrap(), n.parse().unwrap())
}

/// Interrupts a soak of `args` after `after` with `sig`.
fn interrupted(args: &[&str], sig: &str, after: Duration) -> Output {
    let child = start(args);
    sleep(after);
    signal(&child, sig);
    ended_within(child, Duration::from_secs(30))
}

#[test]
fn an_interrupted_soak_reports_the_games_it_finished() {
    let args = [
        "soak",
        "mill/six",
        "--games",
        "1000000000",
        "--seed",
        "11",
        "--threads",
        "2",
    ];
    for sig in ["INT", "TERM"] {
        let o = interrupted(&args, sig, Duration::from_millis(1500));
        assert_eq!(o.status.code(), Some(130), "{sig}: {}", text(&o.stderr));
        let out = text(&o.stdout);
        let (done, total) = partial(&out);
        assert_eq!(total, 1_000_000_000, "{out}");
        assert!(done > 0 && done < total, "{out}");
        let err = text(&o.stderr);
        assert!(
            err.starts_with("doska: interrupted: finishing the games in progress"),
            "{err}"
        );
        // The games finished are the first G, each finished whole: the report is the
        // one of a soak of G games, and the partial line.
        let g = done.to_string();
        let short = doska(&["soak", "mill/six", "--games", &g, "--seed", "11"]);
        assert!(short.status.success(), "{}", text(&short.stderr));
        assert_eq!(
            out,
            format!(
                "{}partial: interrupted after {done} of 1000000000 games\n",
                text(&short.stdout)
            )
        );
    }
}

#[test]
fn an_interrupted_soak_of_several_variants_has_played_each_its_first_games() {
    let o = interrupted(
        &["soak", "squeeze", "mill/six", "--games", "100000000"],
        "INT",
        Duration::from_millis(1500),
    );
    assert_eq!(o.status.code(), Some(130), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let (done, total) = partial(&out);
    let lines: Vec<&str> = out.lines().collect();
    let variants = lines.len() as u64 - 2;
    assert_eq!(total, variants * 100_000_000, "{out}");
    // The games go round the variants: their counts differ by one at most and add up.
    let games: Vec<u64> = lines[..lines.len() - 2]
        .iter()
        .map(|l| {
            let rest = l.rsplit_once(": games ").expect("a tally line").1;
            rest.split(',').next().unwrap().parse().unwrap()
        })
        .collect();
    assert_eq!(games.iter().sum::<u64>(), done, "{out}");
    let (least, most) = (games.iter().min().unwrap(), games.iter().max().unwrap());
    assert!(*least > 0 && most - least <= 1, "{out}");
    assert!(
        lines[lines.len() - 2].starts_with(&format!("total: variants {variants}, games {done}, ")),
        "{out}"
    );
}

#[test]
fn an_interrupted_piece_of_a_sharded_soak_prints_no_record() {
    let o = interrupted(
        &[
            "soak",
            "mill/six",
            "--games",
            "1000000000",
            "--shard",
            "1/2",
        ],
        "INT",
        Duration::from_millis(1500),
    );
    assert_eq!(o.status.code(), Some(130), "{}", text(&o.stderr));
    assert!(o.stdout.is_empty(), "{}", text(&o.stdout));
    // The report, partial, is on stderr, after the notes.
    let err = text(&o.stderr);
    let (done, total) = partial(&err);
    assert_eq!(total, 500_000_000, "{err}");
    assert!(
        err.contains(&format!("\nmill/six: games {done}, plies ")),
        "{err}"
    );
}

#[test]
fn an_interrupted_match_reports_the_games_it_finished() {
    let args = |n: &str| {
        [
            "match",
            "mill/six",
            "--a",
            "random",
            "--b",
            "greedy",
            "-n",
            n,
            "--seed",
            "5",
            "--threads",
            "2",
        ]
        .map(String::from)
    };
    let long = args("1000000000");
    let long: Vec<&str> = long.iter().map(String::as_str).collect();
    let o = interrupted(&long, "INT", Duration::from_millis(1500));
    assert_eq!(o.status.code(), Some(130), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let (done, total) = partial(&out);
    assert_eq!(total, 1_000_000_000);
    assert!(done > 0 && done < total, "{out}");
    // Games 0..G: the summary of `-n G`, but for the times.
    let g = done.to_string();
    let short = args(&g);
    let short: Vec<&str> = short.iter().map(String::as_str).collect();
    let whole = doska(&short);
    assert!(whole.status.success(), "{}", text(&whole.stderr));
    let timeless = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with("time per move: ") && !l.starts_with("partial: "))
            .map(String::from)
            .collect()
    };
    assert_eq!(timeless(&out), timeless(&text(&whole.stdout)));
    assert!(out.contains(&format!("\ngames: {done} (A had the first move in ")));

    // A piece of a sharded match prints its summary on stderr, and no record.
    let sharded = [long.as_slice(), &["--shard", "2/3"]].concat();
    let o = interrupted(&sharded, "TERM", Duration::from_millis(1500));
    assert_eq!(o.status.code(), Some(130), "{}", text(&o.stderr));
    assert!(o.stdout.is_empty(), "{}", text(&o.stdout));
    let err = text(&o.stderr);
    assert_eq!(partial(&err).1, 333_333_333, "{err}");
    assert!(err.contains("\na=") && err.contains("\ngames: "), "{err}");
}

#[test]
fn a_second_interrupt_ends_the_command_at_once() {
    // A halma game of random moves without a move limit goes on to the cap of ten
    // million plies: the first interrupt waits for it, the second does not.
    let child = start(&[
        "soak",
        "halma/two:move-limit=0",
        "--max-plies",
        "10000000",
        "--games",
        "1",
        "--threads",
        "1",
    ]);
    sleep(Duration::from_millis(1000));
    signal(&child, "INT");
    sleep(Duration::from_millis(1000));
    let mut child = child;
    assert!(
        child.try_wait().expect("waitable").is_none(),
        "the game in progress is finished first"
    );
    let started = Instant::now();
    signal(&child, "INT");
    let o = ended_within(child, Duration::from_secs(5));
    assert_eq!(o.status.code(), Some(130), "{}", text(&o.stderr));
    assert!(started.elapsed() < Duration::from_secs(5));
    assert!(o.stdout.is_empty(), "{}", text(&o.stdout));
    assert_eq!(
        text(&o.stderr),
        "doska: interrupted: finishing the games in progress (interrupt again to stop at once)\n"
    );
}
