//! Searches steered from outside (`doska_ai::Control`) on real games: a stop flag
//! raised from another thread, a clock's allotment, and the progress reports.
//!
//! Latencies are asserted with room for a loaded test machine; the numbers measured on
//! an idle one are in docs/engines.md.

use std::thread;
use std::time::{Duration, Instant};

use doska::ai::{Agent, AgentSpec, Allotment, Clock, Control, Progress, Score, StopFlag};
use doska::checkers::{Checkers, CheckersEval, CheckersFamily, CheckersMove};
use doska::core::registry::Family;
use doska::core::{Game, Match};

fn international() -> Checkers {
    CheckersFamily::from_spec("checkers/international").unwrap()
}

fn agent(spec: &str, game: &Checkers) -> Box<dyn Agent<Checkers>> {
    spec.parse::<AgentSpec>()
        .unwrap()
        .build(game, &CheckersEval::default(), 7)
        .unwrap()
}

/// Thinks with `spec` under `control_of(stop)` on the start of international draughts,
/// the flag raised after `stop_after`; returns the move, the time from the stop (or
/// from the start when there was none) to the answer, and the reports.
fn think(
    spec: &str,
    stop_after: Option<Duration>,
    allotment: Option<Allotment>,
) -> (CheckersMove, Duration, Vec<Progress<CheckersMove>>) {
    let game = international();
    let mut a = agent(spec, &game);
    let m = Match::new(game);
    let stop = StopFlag::new();
    let raiser = stop.clone();
    let stopper = stop_after.map(|after| {
        thread::spawn(move || {
            thread::sleep(after);
            raiser.stop();
            Instant::now()
        })
    });
    let start = Instant::now();
    let mut reports = Vec::new();
    let mv = {
        let mut on = |p: &Progress<CheckersMove>| reports.push(p.clone());
        let mut control = Control::new().with_stop(stop).with_report(&mut on);
        if let Some(a) = allotment {
            control = control.with_allotment(a);
        }
        a.think(&m, &mut control).expect("a move at the start")
    };
    let answered = Instant::now();
    let from = match stopper {
        Some(h) => h.join().unwrap(),
        None => start,
    };
    (mv, answered.saturating_duration_since(from), reports)
}

fn assert_legal_lines(reports: &[Progress<CheckersMove>]) {
    let game = international();
    for p in reports {
        let mut pos = game.start();
        assert!(!p.pv.is_empty());
        for mv in &p.pv {
            assert!(game.is_legal(&pos, mv), "{p:?}");
            game.play_unchecked(&mut pos, mv);
        }
    }
}

#[test]
fn a_stop_ends_alphabeta_at_once_with_a_legal_move() {
    let (mv, latency, reports) = think(
        "alphabeta:depth=100",
        Some(Duration::from_millis(300)),
        None,
    );
    assert!(latency < Duration::from_millis(500), "{latency:?}");
    assert!(international().is_legal(&international().start(), &mv));
    // One report per completed iteration, deeper each time, nodes growing.
    assert!(!reports.is_empty());
    for (i, p) in reports.iter().enumerate() {
        assert_eq!(p.depth as usize, i + 1);
        assert!(p.pv.len() <= p.depth as usize);
        assert!(matches!(p.score, Score::Value(_)));
    }
    assert!(reports
        .windows(2)
        .all(|w| w[0].nodes < w[1].nodes && w[0].time <= w[1].time));
    assert_legal_lines(&reports);
}

#[test]
fn a_stop_ends_mcts_at_once() {
    let (mv, latency, reports) = think(
        "mcts:playouts=1000000000",
        Some(Duration::from_millis(300)),
        None,
    );
    assert!(latency < Duration::from_millis(500), "{latency:?}");
    assert!(international().is_legal(&international().start(), &mv));
    assert!(!reports.is_empty());
    let last = reports.last().unwrap();
    assert!(matches!(last.score, Score::Expected(p) if (0.0..=1.0).contains(&p)));
    assert_eq!(last.pv.first(), Some(&mv));
    assert_legal_lines(&reports);
}

#[test]
fn a_clock_bounds_the_search() {
    for spec in ["alphabeta", "mcts"] {
        // 2 s left, 30 moves to go by default: about 65 ms to aim at, 260 ms at most.
        let allotment = Clock::new(Duration::from_secs(2), Duration::ZERO, None).allot();
        let (_, took, reports) = think(spec, None, Some(allotment));
        assert!(
            took < allotment.hard + Duration::from_millis(300),
            "{spec}: {took:?} for {allotment:?}"
        );
        assert!(!reports.is_empty(), "{spec}");
    }
    // A fixed move time is used, not cut to half.
    let (_, took, _) = think(
        "alphabeta",
        None,
        Some(Allotment::fixed(Duration::from_millis(200))),
    );
    assert!(took >= Duration::from_millis(100), "{took:?}");
}

#[test]
fn a_search_already_stopped_still_answers_with_a_legal_move() {
    let game = international();
    for spec in [
        "alphabeta:depth=100",
        "mcts:playouts=100000000",
        "greedy",
        "random",
    ] {
        let mut a = agent(spec, &game);
        let stop = StopFlag::new();
        stop.stop();
        let mut control = Control::new().with_stop(stop);
        let mv = a.think(&Match::new(game), &mut control).unwrap();
        assert!(game.is_legal(&game.start(), &mv), "{spec}");
    }
}

/// The time from raising the flag to the answer, over many searches of several games,
/// printed for docs/engines.md:
///
/// ```text
/// cargo test -p doska-engine --test steering -- --ignored --nocapture
/// ```
#[test]
#[ignore = "a measurement for docs/engines.md; run by hand on an idle machine"]
fn stop_latency() {
    use doska::registry::GameVisitor;

    struct Latencies {
        agent: &'static str,
        runs: usize,
    }
    impl GameVisitor for Latencies {
        type Output = Vec<Duration>;
        fn visit<G: Game, E: doska::core::Evaluation<G>>(
            self,
            game: &G,
            eval: &E,
        ) -> Vec<Duration> {
            let spec: AgentSpec = self.agent.parse().unwrap();
            (0..self.runs)
                .map(|i| {
                    let mut a = spec.build(game, eval, i as u64).unwrap();
                    let stop = StopFlag::new();
                    let raiser = stop.clone();
                    let after = Duration::from_millis(50 + 13 * i as u64);
                    let h = thread::spawn(move || {
                        thread::sleep(after);
                        raiser.stop();
                        Instant::now()
                    });
                    let mut control = Control::new().with_stop(stop);
                    a.think(&Match::new(game.clone()), &mut control).unwrap();
                    let answered = Instant::now();
                    answered.saturating_duration_since(h.join().unwrap())
                })
                .collect()
        }
    }
    for spec in [
        "checkers/international",
        "checkers/american",
        "mill/nine",
        "lines-of-action",
        "squeeze/nine",
        "halma/six",
        "scoring-rows",
    ] {
        let game = doska::registry::build(spec).unwrap();
        for agent in ["alphabeta:depth=100", "mcts:playouts=1000000000"] {
            if agent.starts_with("alpha") && spec.starts_with("halma/six") {
                continue;
            }
            let mut l = game.visit(Latencies { agent, runs: 20 });
            l.sort();
            eprintln!(
                "{spec:24} {agent:26} median {:6.2} ms, max {:6.2} ms",
                l[l.len() / 2].as_secs_f64() * 1e3,
                l[l.len() - 1].as_secs_f64() * 1e3
            );
        }
    }
}
