//! Games on a real clock, through UGI: two engines play each other, each side's clock
//! charged with the wall time from sending `go` to reading `bestmove` (the search, the
//! protocol and the threads together), the increment added after each move. A side
//! whose clock runs below zero has lost on time.
//!
//! The quick test plays one short game on a tight clock. The long one is the record
//! of docs/engines.md — 100 games of international draughts at 10 s + 0.1 s a move:
//!
//! ```text
//! DOSKA_CLOCK_GAMES=100 cargo test -p doska-engine --test time_control -- --ignored --nocapture
//! ```
//! (`DOSKA_CLOCK_GAME` picks the game, `DOSKA_CLOCK_TIME`/`DOSKA_CLOCK_INC` the clock in
//! milliseconds, `DOSKA_CLOCK_THREADS` the games played at once.)

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use common::{bestmove, Engine};
use doska_engine::ugi::UgiConfig;

/// How one game on the clock went.
#[derive(Debug, Default, Clone)]
struct ClockGame {
    plies: usize,
    /// The side that ran out of time, if one did.
    flagged: Option<usize>,
    /// The least time either side had left after a move.
    least_left: Duration,
    /// The longest single move.
    longest_move: Duration,
    result: String,
}

fn play(spec: &str, time: Duration, inc: Duration, seed: u64, max_plies: usize) -> ClockGame {
    let engines = [0, 1].map(|side| {
        Engine::start(UgiConfig {
            game: spec.into(),
            agent: None,
            seed: seed * 2 + side,
        })
    });
    let mut clocks = [time, time];
    let mut moves: Vec<String> = Vec::new();
    let mut game = ClockGame {
        least_left: time,
        ..ClockGame::default()
    };
    for e in &engines {
        e.send("uginewgame");
    }
    loop {
        let position = if moves.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        let side = moves.len() % 2;
        let e = &engines[side];
        e.send(&position);
        e.send("query gameover");
        if e.next() == "response true" || moves.len() >= max_plies {
            e.send("query result");
            game.result = e.next();
            break;
        }
        // p1 is the side that moves first: the engine of `side` 0.
        let started = Instant::now();
        e.send(&format!(
            "go p1time {} p2time {} p1inc {} p2inc {}",
            clocks[0].as_millis(),
            clocks[1].as_millis(),
            inc.as_millis(),
            inc.as_millis()
        ));
        let best = bestmove(&e.until("bestmove"));
        let took = started.elapsed();
        game.longest_move = game.longest_move.max(took);
        match clocks[side].checked_sub(took) {
            Some(left) => {
                clocks[side] = left + inc;
                game.least_left = game.least_left.min(left);
            }
            None => {
                game.flagged = Some(side);
                game.result = format!("side {side} lost on time");
                break;
            }
        }
        moves.push(best);
    }
    game.plies = moves.len();
    for e in engines {
        e.finish();
    }
    game
}

#[test]
fn a_short_game_on_a_tight_clock_is_not_lost_on_time() {
    // 1 s + 10 ms a move for each side, 60 plies of American checkers.
    let g = play(
        "checkers/american",
        Duration::from_secs(1),
        Duration::from_millis(10),
        1,
        60,
    );
    assert_eq!(g.flagged, None, "{g:?}");
    assert!(g.plies > 10, "{g:?}");
}

fn env<T: std::str::FromStr>(key: &str, default: T) -> T {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore = "long: 100 games at 10 s + 0.1 s (about 20 minutes on two cores); run by hand for docs/engines.md"]
fn a_hundred_games_at_ten_seconds_and_a_tenth_are_never_lost_on_time() {
    let spec: String = env("DOSKA_CLOCK_GAME", "checkers/international".to_string());
    let games: usize = env("DOSKA_CLOCK_GAMES", 100);
    let time = Duration::from_millis(env("DOSKA_CLOCK_TIME", 10_000));
    let inc = Duration::from_millis(env("DOSKA_CLOCK_INC", 100));
    let threads: usize = env("DOSKA_CLOCK_THREADS", 2);
    let next = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..threads)
        .map(|_| {
            let (next, done, spec) = (next.clone(), done.clone(), spec.clone());
            thread::spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games {
                    return;
                }
                let g = play(&spec, time, inc, i as u64 + 1, 2000);
                eprintln!(
                    "game {:3}: {:4} plies, least left {:6} ms, longest move {:5} ms, {}",
                    i + 1,
                    g.plies,
                    g.least_left.as_millis(),
                    g.longest_move.as_millis(),
                    g.result
                );
                done.lock().unwrap().push(g);
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    let done = done.lock().unwrap();
    let flagged = done.iter().filter(|g| g.flagged.is_some()).count();
    let least = done.iter().map(|g| g.least_left).min().unwrap_or_default();
    let longest = done
        .iter()
        .map(|g| g.longest_move)
        .max()
        .unwrap_or_default();
    let plies: usize = done.iter().map(|g| g.plies).sum();
    eprintln!(
        "{spec}: {} games, {plies} plies, {flagged} lost on time, least time left {} ms, longest move {} ms",
        done.len(),
        least.as_millis(),
        longest.as_millis()
    );
    assert_eq!(flagged, 0);
}
