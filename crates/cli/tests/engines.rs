//! `doska ugi`, `doska hub` and `doska dxp` as processes: a piped script, a session
//! kept open with a stop and a ping in the middle of a search, a whole DXP game
//! between two `doska dxp` processes on the loopback interface, and the refusals of a
//! bad command line.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

fn doska(args: &[&str], input: &str) -> Output {
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

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// A `doska` process kept open: lines in, lines out (read on a thread of their own).
struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_doska"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary runs");
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if tx.send(line).is_err() {
                    return;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads");
        self.stdin.flush().expect("flushed");
    }

    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|e| panic!("no `{prefix}` line after {seen:?}: {e}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    fn quit(mut self, command: &str) {
        self.send(command);
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("the process") {
                assert!(status.success(), "{status}");
                return;
            }
            assert!(start.elapsed() < Duration::from_secs(10), "did not quit");
            thread::sleep(Duration::from_millis(10));
        }
    }
}

#[test]
fn ugi_answers_a_piped_script() {
    let o = doska(
        &["ugi", "--game", "mill/nine"],
        "ugi\nisready\nposition startpos moves d2\nquery p2turn\ngo depth 3\n",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines.contains(&"ugiok") && lines.contains(&"readyok"),
        "{out}"
    );
    assert!(lines.contains(&"response true"), "{out}");
    assert!(
        lines
            .iter()
            .filter(|l| l.starts_with("info depth "))
            .count()
            == 3,
        "{out}"
    );
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let mut s = doska::registry::build("mill/nine").unwrap().session();
    s.play_text("d2").unwrap();
    s.play_text(best).unwrap();
}

#[test]
fn hub_answers_pings_and_stops_during_a_search() {
    let mut hub = Session::start(&["hub", "--game", "normal"]);
    hub.send("hub");
    let intro = hub.until("wait");
    assert!(intro[0].starts_with("id name=Doska version="), "{intro:?}");
    assert!(intro
        .iter()
        .any(|l| l.starts_with("param name=variant value=international ")));
    hub.send("init");
    assert_eq!(hub.until("ready"), ["ready"]);
    hub.send("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 18-23\"");
    hub.send("level infinite");
    hub.send("go think");
    thread::sleep(Duration::from_millis(200));
    hub.send("ping");
    let lines = hub.until("pong");
    assert!(
        lines.iter().all(|l| l.starts_with("info ") || l == "pong"),
        "{lines:?}"
    );
    hub.send("stop");
    let done = hub.until("done");
    let last = done.last().unwrap();
    assert!(last.starts_with("done move="), "{last}");
    // A malformed line: one error, nothing else.
    hub.send("pos pos=W");
    let error = hub.until("error");
    assert_eq!(error.len(), 1, "{error:?}");
    assert!(error[0].starts_with("error message="), "{error:?}");
    hub.quit("quit");
}

#[test]
fn two_dxp_processes_play_a_whole_game_on_the_loopback_interface() {
    // A free port: bound and released at once (another program could take it in
    // between; then the follower fails to bind and the test says so).
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let address = format!("127.0.0.1:{port}");
    let mut follower = Command::new(env!("CARGO_BIN_EXE_doska"))
        .args([
            "dxp",
            "--listen",
            &address,
            "--partners",
            "1",
            "--agent",
            "alphabeta:depth=3",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the follower runs");
    // Its log, read on a thread; it says when it listens (a probe connection would
    // count as its one partner).
    let stderr = follower.stderr.take().expect("piped stderr");
    let (tx, log) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    let start = Instant::now();
    let first = log
        .recv_timeout(Duration::from_secs(30))
        .expect("the follower logs");
    assert!(first.contains("listening on"), "{first}");
    let o = Command::new(env!("CARGO_BIN_EXE_doska"))
        .args([
            "dxp",
            "--connect",
            &address,
            "--name",
            "Initiator",
            "--agent",
            "alphabeta:depth=2",
            "--minutes",
            "2",
            "--record",
        ])
        .output()
        .expect("the initiator runs");
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let mut lines = out.lines();
    let summary = lines.next().expect("a game line");
    assert!(summary.starts_with("game 1: "), "{out}");
    assert!(summary.contains("as White against \"Doska\""), "{out}");
    // The record replays in international draughts to a finished game.
    let record = lines.next().expect("the record").trim();
    let mut s = doska::registry::build("checkers/international")
        .unwrap()
        .session();
    s.play_moves(record.split_whitespace())
        .unwrap_or_else(|e| panic!("{e}: {record}"));
    assert!(s.is_over(), "{record}");
    // The follower served its one partner and ended by itself.
    let status = loop {
        if let Some(status) = follower.try_wait().expect("the follower") {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the follower did not end"
        );
        thread::sleep(Duration::from_millis(20));
    };
    // The process has ended: its log ends, and the reading thread with it.
    let log: Vec<String> = log.iter().collect();
    assert!(status.success(), "{log:?}");
    assert!(log.iter().any(|l| l.contains("Initiator")), "{log:?}");
}

#[test]
fn a_bad_engine_command_line_is_one_usage_error() {
    for (args, says) in [
        (&["ugi", "--game", "chess"][..], "chess"),
        (
            &["ugi", "--game", "halma/three", "--agent", "alphabeta"][..],
            "two sides",
        ),
        (
            &["hub", "--game", "column"][..],
            "cannot be played over Hub",
        ),
        (&["hub", "--agent", "alphabeta:depth=x"][..], "depth"),
        (&["dxp"][..], "--listen"),
        (
            &["dxp", "--connect", "127.0.0.1:1", "--agent", "deep-thought"][..],
            "deep-thought",
        ),
    ] {
        let o = doska(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o.stderr));
        let err = text(&o.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("doska: error: ") && err.contains(says),
            "{args:?}: {err}"
        );
    }
}
