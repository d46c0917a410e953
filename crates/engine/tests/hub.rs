//! The Hub engine driven as a client drives it: transcripts of every command, malformed
//! lines, 8×8 draughts, a whole game against a random mover with `ping` and `stop`
//! during searches, and the pure readers fed arbitrary text.

mod common;

use std::io;
use std::sync::mpsc::{Receiver, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use common::pipes;
use doska::ai::AgentSpec;
use doska::checkers::{Checkers, CheckersMove, CheckersPosition, Colour};
use doska::core::{Game, Match, Outcome, Verdict};
use doska_engine::hub::{
    format_move, format_position, parse_line, parse_move, parse_position, quote, run, variant,
    variants, HubConfig, Line,
};
use proptest::prelude::*;

/// How long any expected line may take (a hung engine fails instead of hanging).
const WAIT: Duration = Duration::from_secs(20);

/// The start of international draughts.
const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

/// The start of English checkers (Black moves first).
const ENGLISH_START: &str = "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";

/// A running engine and the client's ends of its pipes.
struct Engine {
    input: Option<Sender<Vec<u8>>>,
    output: Receiver<String>,
    handle: Option<JoinHandle<io::Result<()>>>,
}

impl Engine {
    fn start() -> Engine {
        Engine::with(HubConfig::default())
    }

    fn with(config: HubConfig) -> Engine {
        let (reader, writer, in_tx, out_rx) = pipes();
        let handle = thread::spawn(move || run(reader, writer, config));
        Engine {
            input: Some(in_tx),
            output: out_rx,
            handle: Some(handle),
        }
    }

    fn send(&self, line: &str) {
        self.send_bytes(format!("{line}\n").into_bytes());
    }

    fn send_bytes(&self, bytes: Vec<u8>) {
        if let Some(tx) = &self.input {
            tx.send(bytes).expect("the engine reads its input");
        }
    }

    /// The next line, within [`WAIT`].
    fn recv(&self) -> String {
        self.recv_within(WAIT)
            .unwrap_or_else(|| panic!("no line from the engine within {WAIT:?}"))
    }

    fn recv_within(&self, time: Duration) -> Option<String> {
        self.output.recv_timeout(time).ok()
    }

    fn expect(&self, want: &str) {
        assert_eq!(self.recv(), want);
    }

    /// Sends `ping` and checks that `pong` is the next line: nothing else was pending.
    fn sync(&self) {
        self.send("ping");
        self.expect("pong");
    }

    /// The lines of a search up to its `done`: the `info` lines and the `done` line.
    fn search(&self) -> (Vec<Line>, Line) {
        let mut infos = Vec::new();
        loop {
            let text = self.recv();
            let line = parse_line(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            match line.command.as_str() {
                "info" => infos.push(line),
                "done" => return (infos, line),
                _ => panic!("unexpected line during a search: {text}"),
            }
        }
    }

    /// Reads lines for `time`, checking that none is `done`; returns them.
    fn no_done_for(&self, time: Duration) -> Vec<String> {
        let end = Instant::now() + time;
        let mut lines = Vec::new();
        while let Some(left) = end.checked_duration_since(Instant::now()) {
            match self.output.recv_timeout(left) {
                Ok(line) => {
                    assert!(!line.starts_with("done"), "done before stop: {line}");
                    lines.push(line);
                }
                Err(_) => break,
            }
        }
        lines
    }

    /// Skips `info` lines until `want`, which must come within `time`; no `done` before.
    fn skip_infos_until(&self, want: &str, time: Duration) -> Duration {
        let start = Instant::now();
        loop {
            let left = time
                .checked_sub(start.elapsed())
                .unwrap_or_else(|| panic!("no {want} within {time:?}"));
            let line = self
                .recv_within(left)
                .unwrap_or_else(|| panic!("no {want} within {time:?}"));
            if line == want {
                return start.elapsed();
            }
            assert!(line.starts_with("info "), "expected {want}, got {line}");
        }
    }

    /// Ends the input and checks that the engine returns cleanly.
    fn finish(mut self) {
        self.input = None;
        let handle = self.handle.take().expect("running");
        let start = Instant::now();
        while !handle.is_finished() {
            assert!(start.elapsed() < WAIT, "the engine did not end");
            thread::sleep(Duration::from_millis(5));
        }
        handle
            .join()
            .expect("the engine did not panic")
            .expect("run returns Ok");
    }
}

fn international() -> Checkers {
    Checkers::international()
}

/// The position after `moves` from the start of `rules`.
fn after(rules: &Checkers, moves: &[&str]) -> CheckersPosition {
    let mut pos = rules.start();
    for text in moves {
        let mv = parse_move(rules, &pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        rules.play(&mut pos, &mv).expect("legal");
    }
    pos
}

/// The move of a `done` line, checked legal in `pos` and written in the Hub's form.
fn done_move(rules: &Checkers, pos: &CheckersPosition, done: &Line) -> CheckersMove {
    let text = done
        .get("move")
        .unwrap_or_else(|| panic!("no move in {done}"));
    let mv = parse_move(rules, pos, text).unwrap_or_else(|e| panic!("{done}: {e}"));
    assert_eq!(format_move(&mv), text, "the engine writes the Hub's form");
    if let Some(reply) = done.get("ponder") {
        let mut next = *pos;
        rules.play(&mut next, &mv).expect("legal");
        let r = parse_move(rules, &next, reply).unwrap_or_else(|e| panic!("{done}: {e}"));
        assert_eq!(format_move(&r), reply);
    }
    mv
}

/// Checks the shape of an `info` line of a search in `pos`; returns its depth.
fn check_info(rules: &Checkers, pos: &CheckersPosition, info: &Line) -> u32 {
    let text = info.to_string();
    let field = |name| {
        info.get(name)
            .unwrap_or_else(|| panic!("no {name} in {text}"))
    };
    let depth: u32 = field("depth").parse().expect("depth");
    let score = field("score");
    assert!(score.parse::<f64>().is_ok(), "{text}");
    assert_eq!(
        score.split('.').nth(1).map(str::len),
        Some(2),
        "two decimals: {text}"
    );
    let _: u64 = field("nodes").parse().expect("nodes");
    assert!(field("time").parse::<f64>().expect("time") >= 0.0);
    assert!(field("nps").parse::<f64>().expect("nps") >= 0.0);
    let mut at = *pos;
    for mv in info.get("pv").unwrap_or("").split_whitespace() {
        let m = parse_move(rules, &at, mv).unwrap_or_else(|e| panic!("{text}: {e}"));
        rules.play(&mut at, &m).expect("legal");
    }
    depth
}

#[test]
fn hub_declares_the_engine_and_its_parameters() {
    let e = Engine::start();
    e.send("hub");
    e.expect(&format!(
        "id name=Doska version={} author=\"Doska maintainers\"",
        env!("CARGO_PKG_VERSION")
    ));
    let names = variants();
    let values = names.join(" ");
    e.expect(&format!(
        "param name=variant value=international type=enum values=\"{values}\""
    ));
    for name in ["international", "american", "classic", "russian"] {
        assert!(names.contains(&name), "{values}");
    }
    for name in ["turkish", "column", "artamonov", "wolf-and-sheep"] {
        assert!(!names.contains(&name), "{values}");
    }
    e.expect("param name=agent value=alphabeta type=string");
    e.expect("param name=tt-size value=16 type=int min=1 max=4096");
    e.expect("wait");

    e.send("set-param name=variant value=english");
    // Unquoted, as pydraughts sends it.
    e.send("set-param name=agent value=alphabeta:depth=3");
    e.send("set-param name=tt-size value=8");
    e.send("set-param name=book value=false");
    e.send("hub");
    e.recv();
    e.expect(&format!(
        "param name=variant value=american type=enum values=\"{values}\""
    ));
    e.expect("param name=agent value=\"alphabeta:depth=3,tt=8\" type=string");
    e.expect("param name=tt-size value=8 type=int min=1 max=4096");
    e.expect("wait");
    e.send("set-param name=variant value=\"international:draws=none\"");
    e.send("hub");
    e.recv();
    assert!(e
        .recv()
        .starts_with("param name=variant value=\"international:draws=none\" type=enum"));
    e.recv();
    e.recv();
    e.expect("wait");
    e.send("init");
    e.expect("ready");
    e.finish();
}

#[test]
fn init_ping_new_game_and_quit() {
    let e = Engine::start();
    e.send("init");
    e.expect("ready");
    e.send("ping");
    e.expect("pong");
    e.send("new-game");
    e.send("");
    e.send("   ");
    e.sync();
    e.send("quit");
    e.send("ping");
    assert_eq!(
        e.recv_within(Duration::from_millis(300)),
        None,
        "quit ends the engine"
    );
    e.finish();
}

#[test]
fn go_think_reports_and_answers_deterministically() {
    let rules = international();
    let transcript = || {
        let e = Engine::start();
        e.send("pos");
        e.send("level depth=3");
        e.send("go think");
        let (infos, done) = e.search();
        e.finish();
        (infos, done)
    };
    let (infos, done) = transcript();
    let start = rules.start();
    let depths: Vec<u32> = infos
        .iter()
        .map(|i| check_info(&rules, &start, i))
        .collect();
    assert_eq!(depths, [1, 2, 3]);
    let mv = done_move(&rules, &start, &done);
    let pv: Vec<&str> = infos[2].get("pv").expect("pv").split(' ').collect();
    assert_eq!(pv[0], format_move(&mv));
    assert_eq!(done.get("ponder"), pv.get(1).copied());
    // The same limits, the same search (times aside).
    let (again, done_again) = transcript();
    let strip = |l: &Line| ["depth", "score", "nodes", "pv"].map(|k| l.get(k).map(str::to_string));
    assert_eq!(
        infos.iter().map(strip).collect::<Vec<_>>(),
        again.iter().map(strip).collect::<Vec<_>>()
    );
    assert_eq!(done, done_again);
}

#[test]
fn pos_reads_positions_and_moves_in_every_form() {
    let rules = international();
    let e = Engine::start();
    e.send("level depth=2");
    // The only legal move after 32-28 19-23 is the capture 28x19 taking 23.
    for moves in ["32-28 19-23", "d4-e5 19-23", "32-28  19-23 "] {
        e.send(&format!("pos pos={START} moves=\"{moves}\""));
        e.send("go think");
        let (_, done) = e.search();
        assert_eq!(done.get("move"), Some("28x19x23"), "{moves}");
    }
    // Black's reply after the capture, with the capture in each form.
    let pos = after(&rules, &["32-28", "19-23", "28x19x23"]);
    for capture in ["28x19x23", "28x19", "e5:g7"] {
        e.send(&format!("pos moves=\"32-28 19-23 {capture}\""));
        e.send("go think");
        let (infos, done) = e.search();
        for info in &infos {
            check_info(&rules, &pos, info);
        }
        done_move(&rules, &pos, &done);
    }
    // A double capture, its captured squares in any order; the landing form too.
    let two = rules.parse_position("W:W28:B13,23").expect("position");
    let text = format_position(&rules, &two);
    assert_eq!(text.len(), 51);
    e.send(&format!("pos pos={text}"));
    e.send("go think");
    let (_, done) = e.search();
    assert_eq!(done.get("move"), Some("28x8x13x23"));
    for capture in ["28x8x23x13", "28x8x13x23", "28x8", "28x19x8"] {
        let mv = parse_move(&rules, &two, capture).unwrap_or_else(|err| panic!("{capture}: {err}"));
        assert_eq!(format_move(&mv), "28x8x13x23");
    }
    // Black to move from a position text.
    let black = after(&rules, &["32-28"]);
    e.send(&format!("pos pos={}", format_position(&rules, &black)));
    e.send("go think");
    let (_, done) = e.search();
    done_move(&rules, &black, &done);
    e.finish();
}

#[test]
fn every_level_form_ends_the_search() {
    let rules = international();
    let start = rules.start();
    let e = Engine::start();
    e.send("pos");
    for (level, most) in [
        ("level nodes=300", 2.0),
        ("level move-time=0.05", 2.0),
        ("level time=2 inc=0.1", 3.0),
        ("level moves=20 time=1", 3.0),
        ("level time=0.5", 3.0),
        ("level depth=2 move-time=5", 3.0),
    ] {
        e.send(level);
        let t = Instant::now();
        e.send("go think");
        let (infos, done) = e.search();
        assert!(
            t.elapsed().as_secs_f64() < most,
            "{level}: {:?}",
            t.elapsed()
        );
        done_move(&rules, &start, &done);
        for info in &infos {
            check_info(&rules, &start, info);
        }
        if level.contains("depth=2") {
            assert_eq!(infos.last().map(|i| i.get("depth")), Some(Some("2")));
        }
    }
    // Each level line replaces the one before: depth 2, then a time of 50 ms
    // (deeper), then no limit at all: the agent's own (alpha-beta: depth 4).
    e.send("level depth=2");
    e.send("level move-time=0.05");
    e.send("go think");
    let (infos, _) = e.search();
    let deepest: u32 = infos
        .iter()
        .map(|i| check_info(&rules, &start, i))
        .max()
        .expect("infos");
    assert!(deepest > 2, "move-time replaced depth=2: {deepest}");
    e.send("level");
    e.send("go think");
    let (infos, _) = e.search();
    assert_eq!(infos.last().and_then(|i| i.get("depth")), Some("4"));
    e.finish();
}

#[test]
fn infinite_searches_answer_at_stop_and_ping_is_answered_meanwhile() {
    let rules = international();
    let e = Engine::start();
    e.send("pos");
    e.send("level infinite");
    e.send("go think");
    e.no_done_for(Duration::from_millis(200));
    e.send("ping");
    e.skip_infos_until("pong", Duration::from_secs(1));
    e.no_done_for(Duration::from_millis(50));
    let t = Instant::now();
    e.send("stop");
    let (_, done) = e.search();
    assert!(
        t.elapsed() < Duration::from_millis(50),
        "done {:?} after stop",
        t.elapsed()
    );
    done_move(&rules, &rules.start(), &done);
    e.sync();

    // A search that ends at once (one legal move) holds its answer until stop.
    e.send("level depth=3");
    e.send("pos moves=\"32-28 19-23\"");
    e.send("go analyze");
    e.no_done_for(Duration::from_millis(300));
    e.send("stop");
    let (_, done) = e.search();
    assert_eq!(done.get("move"), Some("28x19x23"));
    e.sync();
    // A second stop has no search to stop.
    e.send("stop");
    e.sync();
    e.finish();
}

#[test]
fn ponder_waits_for_ponder_hit_or_stop() {
    let rules = international();
    let pos = after(&rules, &["32-28"]);
    let e = Engine::start();
    e.send("pos moves=32-28");
    e.send("level depth=3");
    e.send("go ponder");
    e.no_done_for(Duration::from_millis(200));
    e.send("ponder-hit");
    // The normal search under depth=3 follows; its last info is at depth 3.
    let (infos, done) = e.search();
    done_move(&rules, &pos, &done);
    assert_eq!(infos.last().and_then(|i| i.get("depth")), Some("3"));
    e.sync();

    e.send("go ponder");
    e.no_done_for(Duration::from_millis(100));
    e.send("stop");
    let (_, done) = e.search();
    done_move(&rules, &pos, &done);
    // ponder-hit without a ponder search is ignored.
    e.send("ponder-hit");
    e.sync();

    // A ponder search with one legal move: held, then searched again at ponder-hit.
    e.send("pos moves=\"32-28 19-23\"");
    e.send("go ponder");
    e.no_done_for(Duration::from_millis(150));
    e.send("ponder-hit");
    let (_, done) = e.search();
    assert_eq!(done.get("move"), Some("28x19x23"));
    e.sync();
    e.finish();
}

#[test]
fn commands_during_a_search_stop_it_first() {
    let rules = international();
    let e = Engine::start();
    e.send("pos");
    e.send("level infinite");
    e.send("go think");
    e.no_done_for(Duration::from_millis(100));
    // A new position drops the running search: no done for it.
    e.send("pos moves=32-28");
    e.send("level depth=2");
    e.send("go think");
    let (_, done) = e.search();
    done_move(&rules, &after(&rules, &["32-28"]), &done);
    e.sync();

    // stop, then at once a new search: the stopped one answers first.
    e.send("pos");
    e.send("level infinite");
    e.send("go think");
    e.no_done_for(Duration::from_millis(100));
    e.send("stop");
    e.send("pos moves=\"32-28 19-23\"");
    e.send("level depth=1");
    e.send("go think");
    let (_, first) = e.search();
    done_move(&rules, &rules.start(), &first);
    let (_, second) = e.search();
    assert_eq!(second.get("move"), Some("28x19x23"));
    e.sync();

    // hub and init are answered during a search, which goes on.
    e.send("pos");
    e.send("level infinite");
    e.send("go analyze");
    e.send("init");
    e.skip_infos_until("ready", Duration::from_secs(2));
    e.send("stop");
    let (_, done) = e.search();
    done_move(&rules, &rules.start(), &done);
    e.finish();
}

#[test]
fn malformed_lines_get_one_error_and_change_nothing() {
    let e = Engine::start();
    e.send("pos moves=\"32-28 19-23\"");
    e.send("level depth=1");
    e.sync();
    let too_long = format!("pos pos={}\n", "e".repeat(doska_engine::wire::MAX_LINE));
    let bad_letter = format!("W{}", "q".repeat(50));
    let bad_side = format!("X{}", &START[1..]);
    let crowned = format!("W{}", "w".to_string() + &"e".repeat(49));
    let bad = [
        "pos pos=\"Wbbb".to_string(),
        "pos pos=Wbbb".to_string(),
        format!("pos pos={START}e"),
        format!("pos pos={bad_side}"),
        format!("pos pos={bad_letter}"),
        format!("pos pos={crowned}"),
        "pos pos=".to_string(),
        "pos pos=\"\"".to_string(),
        "pos moves=\"32-28 32-28\"".to_string(),
        "pos moves=\"32-27 99-98\"".to_string(),
        "pos moves=\"32-28 19-23 33-29\"".to_string(),
        "pos moves=\"hello\"".to_string(),
        "level depth=abc".to_string(),
        "level depth=0".to_string(),
        "level depth=-3".to_string(),
        "level nodes=-5".to_string(),
        "level nodes=99999999999999999999999".to_string(),
        "level move-time=fast".to_string(),
        "level move-time=-1".to_string(),
        "level move-time=NaN".to_string(),
        "level time=inf".to_string(),
        "level time=1e300".to_string(),
        "level moves=40".to_string(),
        "level inc=1".to_string(),
        "set-param name=variant value=turkish".to_string(),
        "set-param name=variant value=chess".to_string(),
        "set-param name=variant value=\"international:draws=maybe\"".to_string(),
        "set-param name=agent value=deep-blue".to_string(),
        "set-param name=agent value=\"alphabeta:playouts=3\"".to_string(),
        "set-param name=tt-size value=0".to_string(),
        "set-param name=tt-size value=99999".to_string(),
        "set-param value=1".to_string(),
        "set-param name=agent".to_string(),
        "=oops".to_string(),
        "\"go\" think".to_string(),
        "go \"think\"".to_string(),
        "level depth=".to_string(),
        "pos pos=W moves=\"".to_string(),
        "\u{7}".to_string(),
    ];
    for line in &bad {
        e.send(line);
        let answer = e.recv();
        assert!(answer.starts_with("error message="), "{line}: {answer}");
        let parsed = parse_line(&answer).expect("the error line reads");
        assert!(!parsed.get("message").unwrap_or("").is_empty());
        e.sync();
    }
    e.send_bytes(too_long.into_bytes());
    assert!(e.recv().starts_with("error message="));
    e.sync();
    // Ignored without a word: unknown commands and arguments.
    for line in [
        "frobnicate x=1",
        "level depth=1 future=\"yes please\"",
        "pos moves=\"32-28 19-23\" colour=red",
        "hello",
    ] {
        e.send(line);
        e.sync();
    }
    // The position, the limits and the variant are as before.
    e.send("go think colour=red");
    let (infos, done) = e.search();
    assert_eq!(done.get("move"), Some("28x19x23"));
    assert!(infos.iter().all(|i| i.get("depth") == Some("1")));
    e.send("pos");
    e.send("go think");
    let (infos, _) = e.search();
    assert!(infos.iter().all(|i| i.get("depth") == Some("1")));
    e.send("hub");
    e.recv();
    assert!(e
        .recv()
        .starts_with("param name=variant value=international "));
    e.recv();
    e.expect("param name=tt-size value=16 type=int min=1 max=4096");
    e.expect("wait");
    e.finish();
}

#[test]
fn eight_by_eight_variants_take_33_letters() {
    let english = Checkers::american();
    let e = Engine::start();
    e.send("set-param name=variant value=english");
    e.send(&format!("pos pos={ENGLISH_START}"));
    e.send("level depth=4");
    e.send("go think");
    let (infos, done) = e.search();
    let start = english.start();
    assert_eq!(format_position(&english, &start), ENGLISH_START);
    for info in &infos {
        check_info(&english, &start, info);
    }
    let mv = done_move(&english, &start, &done);
    // Black moves first, from squares 9-12.
    assert!(
        format_move(&mv).starts_with(['9', '1']),
        "{}",
        format_move(&mv)
    );
    // A 10x10 position does not fit.
    e.send(&format!("pos pos={START}"));
    assert!(e.recv().starts_with("error message="));
    e.sync();
    // Moves from the start, then back to international.
    e.send("pos moves=\"11-15 22-18\"");
    e.send("go think");
    let (_, done) = e.search();
    let mut pos = english.start();
    for text in ["11-15", "22-18"] {
        let mv = parse_move(&english, &pos, text).expect("legal");
        english.play(&mut pos, &mv).expect("legal");
    }
    // After 11-15 22-18 Black must capture: 15x22x18.
    assert_eq!(done.get("move"), Some("15x22x18"));
    done_move(&english, &pos, &done);
    e.send("set-param name=variant value=brazilian");
    e.send("pos");
    e.send("go think");
    let (_, done) = e.search();
    done_move(&Checkers::classic(), &Checkers::classic().start(), &done);
    e.send("set-param name=variant value=normal");
    e.send(&format!("pos pos={START}"));
    e.send("go think");
    let (_, done) = e.search();
    done_move(&international(), &international().start(), &done);
    e.finish();

    // Started on 8x8 by its configuration.
    let e = Engine::with(HubConfig {
        variant: "russian".into(),
        agent: "alphabeta:depth=2".parse::<AgentSpec>().expect("spec"),
    });
    e.send(&format!("pos pos=W{}", &ENGLISH_START[1..]));
    e.send("go think");
    let (infos, done) = e.search();
    assert_eq!(infos.last().and_then(|i| i.get("depth")), Some("2"));
    let russian = Checkers::russian();
    done_move(&russian, &russian.start(), &done);
    e.finish();
}

#[test]
fn a_finished_game_answers_done_without_a_move() {
    // White has no piece left: no legal move.
    let lost = format!("W{}b{}", "e".repeat(10), "e".repeat(39));
    let e = Engine::start();
    e.send(&format!("pos pos={lost}"));
    e.send("go think");
    e.expect("done");
    e.send("go analyze");
    e.no_done_for(Duration::from_millis(100));
    e.send("stop");
    e.expect("done");
    e.sync();
    e.finish();
}

#[test]
fn a_variant_without_hub_texts_is_refused_at_start() {
    for bad in [
        "turkish",
        "column",
        "artamonov",
        "wolf-and-sheep",
        "chess",
        "",
    ] {
        let (reader, _, _tx, _) = pipes();
        let config = HubConfig {
            variant: bad.into(),
            ..HubConfig::default()
        };
        let err = run(reader, io::sink(), config).expect_err(bad);
        assert_eq!(err.kind(), io::ErrorKind::InvalidInput, "{bad}");
    }
}

/// A small random-number generator for the harness's moves.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn a_whole_game_against_a_random_mover() {
    play_against_random(Colour::White, 0x9E37_79B9_7F4A_7C15);
    play_against_random(Colour::Black, 0x2545_F491_4F6C_DD1D);
}

/// The engine plays `engine` from the start of international draughts to the end,
/// against random moves, searching to depth 3, for 20 ms, or without limit until a
/// `stop` sent after a `ping`.
fn play_against_random(engine: Colour, seed: u64) {
    let rules = international();
    let mut game = Match::new(rules);
    let mut moves: Vec<String> = Vec::new();
    let mut rng = Rng(seed);
    let e = Engine::start();
    e.send("init");
    e.expect("ready");
    e.send("new-game");
    let mut turn = 0;
    while !game.is_over() && game.moves().len() < 400 {
        if game.position().side_to_move() != engine {
            let legal = game.legal_moves();
            let mv = legal[rng.below(legal.len())];
            moves.push(format_move(&mv));
            game.play(&mv).expect("legal");
            continue;
        }
        turn += 1;
        if moves.is_empty() {
            e.send(&format!("pos pos={START}"));
        } else {
            e.send(&format!("pos pos={START} moves=\"{}\"", moves.join(" ")));
        }
        let done = if turn % 6 == 3 {
            // An infinite search: pong while it runs, done within 50 ms of stop.
            e.send("level infinite");
            e.send("go think");
            e.no_done_for(Duration::from_millis(20));
            e.send("ping");
            e.skip_infos_until("pong", Duration::from_secs(1));
            let t = Instant::now();
            e.send("stop");
            let (_, done) = e.search();
            let took = t.elapsed();
            assert!(took < Duration::from_millis(50), "done {took:?} after stop");
            done
        } else {
            e.send(if turn % 2 == 0 {
                "level depth=3"
            } else {
                "level move-time=0.02"
            });
            e.send("go think");
            if turn % 5 == 1 {
                e.send("ping");
            }
            let mut pongs = 0;
            let done = loop {
                let text = e.recv();
                if text == "pong" {
                    pongs += 1;
                    continue;
                }
                let line = parse_line(&text).expect("reads");
                check_info_or_done(&rules, game.position(), &line);
                if line.command == "done" {
                    break line;
                }
            };
            if turn % 5 == 1 && pongs == 0 {
                e.expect("pong");
            }
            done
        };
        let mv = done_move(&rules, game.position(), &done);
        moves.push(format_move(&mv));
        game.play(&mv).expect("the engine's move is legal");
    }
    assert!(game.is_over(), "no end after {} plies", game.moves().len());
    let verdict = game.ending().map(|end| end.verdict());
    assert_eq!(
        verdict,
        Some(Verdict::win(engine.player())),
        "{:?}",
        game.ending_text()
    );
    e.send("quit");
    e.finish();
}

fn check_info_or_done(rules: &Checkers, pos: &CheckersPosition, line: &Line) {
    match line.command.as_str() {
        "info" => {
            check_info(rules, pos, line);
        }
        "done" => {}
        _ => panic!("unexpected {line}"),
    }
}

/// Lines made of the protocol's words, for the engine loop.
fn soup_line(rng: &mut Rng) -> String {
    const WORDS: &[&str] = &[
        "hub",
        "init",
        "pos",
        "level",
        "go",
        "stop",
        "ping",
        "ponder-hit",
        "new-game",
        "set-param",
        "think",
        "ponder",
        "analyze",
        "infinite",
        "depth=1",
        "depth=2",
        "nodes=50",
        "move-time=0.01",
        "time=0.2",
        "inc=0.01",
        "moves=3",
        "name=variant",
        "value=english",
        "value=international",
        "name=tt-size",
        "value=2",
        "name=agent",
        "value=random",
        "value=\"alphabeta:tt=1\"",
        "value=mcts:playouts=20",
        "moves=\"32-28 19-23\"",
        "moves=\"11-15\"",
        "moves=32-28",
        "pos=Wbbb",
        "=",
        "\"",
        "x",
        "",
        "\u{0}",
        "é",
    ];
    let n = 1 + rng.below(5);
    let mut words: Vec<&str> = (0..n).map(|_| WORDS[rng.below(WORDS.len())]).collect();
    if rng.below(8) == 0 {
        words.insert(1, "pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    }
    words.join(" ")
}

#[test]
fn the_loop_survives_a_soup_of_protocol_words() {
    let mut rng = Rng(12345);
    let e = Engine::start();
    e.send("set-param name=agent value=\"alphabeta:tt=1\"");
    for _ in 0..400 {
        e.send(&soup_line(&mut rng));
    }
    e.send("stop");
    e.send("ping");
    let end = Instant::now() + WAIT;
    loop {
        assert!(Instant::now() < end, "no pong after the soup");
        let line = e.recv();
        assert!(parse_line(&line).is_ok(), "{line}");
        if line == "pong" {
            break;
        }
    }
    e.send("stop");
    e.finish();
}

#[test]
fn written_lines_read_back() {
    let line = Line::new("param")
        .arg("name", "variant")
        .arg("value", "")
        .arg("values", "a b c")
        .arg("quote", "say \"hi\"")
        .arg("eq", "a=b")
        .flag("flag");
    let text = line.to_string();
    assert_eq!(
        text,
        "param name=variant value=\"\" values=\"a b c\" quote=\"say 'hi'\" eq=\"a=b\" flag"
    );
    let back = parse_line(&text).expect("reads");
    assert_eq!(back.get("value"), Some(""));
    assert_eq!(back.get("quote"), Some("say 'hi'"));
    assert_eq!(back.get("flag"), Some(""));
    assert!(back.has("flag") && !back.has("other"));
    assert_eq!(quote("line\nbreak"), "\"line break\"");
    assert!(variant("standard").is_ok() && variant("checkers/russian").is_ok());
}

fn capture_position() -> (Checkers, CheckersPosition) {
    let rules = international();
    let pos = rules
        .parse_position("W:W28,K46,33:B13,23,19,K5")
        .expect("position");
    (rules, pos)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn parse_line_never_panics(text in any::<String>()) {
        if let Ok(line) = parse_line(&text) {
            // What reads, written again, reads the same.
            prop_assert_eq!(parse_line(&line.to_string()).ok(), Some(line));
        }
    }

    #[test]
    fn parse_line_on_protocol_characters(text in "[a-z=\" \t\\-]{0,40}") {
        let _ = parse_line(&text);
    }

    #[test]
    fn written_values_read_back(name in "[a-z][a-z-]{0,8}", value in "[^\"\\p{Cc}]{0,30}") {
        let line = Line::new("cmd").arg(name.clone(), value.clone());
        let back = parse_line(&line.to_string()).expect("reads");
        prop_assert_eq!(back.get(&name), Some(value.as_str()));
    }

    #[test]
    fn position_readers_never_panic(text in any::<String>(), letters in "[WBwbe]{0,55}") {
        for rules in [international(), Checkers::american()] {
            let _ = parse_position(&rules, &text);
            if let Ok(pos) = parse_position(&rules, &letters) {
                prop_assert_eq!(format_position(&rules, &pos), letters.clone());
            }
        }
    }

    #[test]
    fn move_readers_never_panic(text in any::<String>(), numeric in "[0-9x\\- ]{0,20}") {
        let (rules, pos) = capture_position();
        for p in [&pos, &rules.start()] {
            for t in [&text, &numeric] {
                if let Ok(mv) = parse_move(&rules, p, t) {
                    prop_assert!(rules.is_legal(p, &mv));
                    prop_assert_eq!(parse_move(&rules, p, &format_move(&mv)).ok(), Some(mv));
                }
            }
        }
        let _ = variant(&text);
    }
}
