//! The learning encoding measured on random games of each preset (or of the specs
//! given): how often captures share their two squares (a rank above 0) and how often
//! more of them than the slots `K` do (placed by `make_distinct`), then the time of
//! move generation, `action_indices` and the observations per position, and of a
//! `VecEnv` step. docs/checkers.md (*Learning*) quotes its output:
//!
//! `cargo run --release -p doska-checkers --example action_collisions -- [GAMES [SPEC…]]`

use std::collections::HashMap;
use std::hint::black_box;
use std::time::Instant;

use doska_checkers::{Checkers, CheckersFamily, CheckersMoves, CheckersPosition};
use doska_core::learning::{Encoding, EnvConfig, ObservationStyle, StepBuffers, VecEnv};
use doska_core::{random_playout, registry::Family, seeded_rng, Game, Player};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(3000);
    let specs: Vec<String> = if args.len() > 1 {
        args[1..].to_vec()
    } else {
        CheckersFamily::PRESETS
            .iter()
            .map(|p| format!("checkers/{}", p.name))
            .collect()
    };
    println!(
        "{:<34} {:>9} {:>6} {:>4} {:>4} {:>2} | {:>11} | ns a position: {:>5} {:>7} {:>6} {:>6} | steps/s: {:>6} {:>6}",
        "spec", "positions", "shared", "over", "most", "K", "moves each", "moves", "indices", "ego", "ospiel", "bare", "+obs"
    );
    for spec in specs {
        let rules = CheckersFamily::from_spec(&spec).expect("a registry spec");
        let (counts, sample) = collisions(&rules, games);
        let times = timings(&rules, &sample);
        let (bare, full) = vec_env(&rules);
        println!(
            "{spec:<34} {:>9} {:>6} {:>4} {:>4} {:>2} | {:>11.1} | {:>20.0} {:>7.0} {:>6.0} {:>6} | {:>14.2}M {:>5.2}M",
            counts.positions,
            counts.shared,
            counts.over,
            counts.most,
            rules.action_space().slots(),
            times.0,
            times.1,
            times.2,
            times.3,
            times.4.map_or("-".to_string(), |t| format!("{t:.0}")),
            bare / 1e6,
            full / 1e6,
        );
    }
}

#[derive(Default)]
struct Counts {
    positions: u64,
    /// Positions with two captures or more between the same squares.
    shared: u64,
    /// Positions with more captures between the same squares than `K`.
    over: u64,
    /// The most captures between the same squares.
    most: usize,
}

/// The collision counts of `games` random games, and a sample of their positions.
fn collisions(rules: &Checkers, games: usize) -> (Counts, Vec<CheckersPosition>) {
    let mut rng = seeded_rng(12345);
    let mut moves = CheckersMoves::new();
    let mut counts = Counts::default();
    let mut sample = Vec::new();
    let k = rules.action_space().slots();
    let mut groups: HashMap<(u8, u8, u8, u8), usize> = HashMap::new();
    for g in 0..games {
        let playout = random_playout(rules, &rules.start(), &mut rng, 2000);
        let mut pos = rules.start();
        for at in 0..=playout.moves.len() {
            rules.legal_moves(&pos, &mut moves);
            groups.clear();
            for m in moves.iter().filter(|m| m.is_capture()) {
                let (f, t) = (m.from(), m.to());
                *groups
                    .entry((f.file(), f.rank(), t.file(), t.rank()))
                    .or_default() += 1;
            }
            let most = groups.values().copied().max().unwrap_or(0);
            counts.positions += 1;
            counts.shared += u64::from(most >= 2);
            counts.over += u64::from(most > k);
            counts.most = counts.most.max(most);
            if g < 200 {
                sample.push(pos);
            }
            if let Some(mv) = playout.moves.get(at) {
                rules.play_unchecked(&mut pos, mv);
            }
        }
    }
    (counts, sample)
}

/// The legal moves a position of the sample, and nanoseconds a position: legal moves,
/// action indices, the egocentric observation, OpenSpiel's (if the rules have it).
fn timings(rules: &Checkers, sample: &[CheckersPosition]) -> (f64, f64, f64, f64, Option<f64>) {
    let lists: Vec<CheckersMoves> = sample.iter().map(|p| rules.moves(p)).collect();
    let mut indices = Vec::new();
    let ego = rules
        .observation_shape(ObservationStyle::Egocentric)
        .unwrap();
    let open = rules.observation_shape(ObservationStyle::OpenSpiel);
    let mut buf = vec![0.0f32; ego.len().max(open.map_or(0, |s| s.len()))];
    let n = sample.len() as f64;
    let moves_each = lists.iter().map(|l| l.len()).sum::<usize>() as f64 / n;
    // The fastest of five rounds, each going over the sample 20 times.
    let time = |f: &mut dyn FnMut()| {
        (0..5)
            .map(|_| {
                let t = Instant::now();
                for _ in 0..20 {
                    f();
                }
                t.elapsed().as_secs_f64() * 1e9 / (20.0 * n)
            })
            .fold(f64::INFINITY, f64::min)
    };
    let mut moves = CheckersMoves::new();
    let gen = time(&mut || {
        for p in sample {
            rules.legal_moves(black_box(p), &mut moves);
        }
    });
    let idx = time(&mut || {
        for (p, m) in sample.iter().zip(&lists) {
            rules.action_indices(black_box(p), m, &mut indices);
        }
    });
    let obs = time(&mut || {
        for p in sample {
            let seat = p.side_to_move().player();
            let out = &mut buf[..ego.len()];
            rules
                .observation(black_box(p), seat, ObservationStyle::Egocentric, out)
                .unwrap();
        }
    });
    let os = open.map(|shape| {
        time(&mut || {
            for p in sample {
                let out = &mut buf[..shape.len()];
                rules
                    .observation(
                        black_box(p),
                        Player::FIRST,
                        ObservationStyle::OpenSpiel,
                        out,
                    )
                    .unwrap();
            }
        })
    });
    (moves_each, gen, idx, obs, os)
}

/// Steps a second of a `VecEnv` of 256 games on one thread (random actions, games cut
/// at 300 plies): without buffers, and with observations and masks.
fn vec_env(rules: &Checkers) -> (f64, f64) {
    let n = 256;
    let config = EnvConfig {
        max_plies: Some(300),
        threads: 1,
        ..EnvConfig::default()
    };
    let mut env = VecEnv::new(*rules, n, 1, config).unwrap();
    let mut actions = vec![0; n];
    let mut obs = vec![0.0; n * env.observation_shape().len()];
    let mut masks = vec![false; n * env.num_actions()];
    let mut rate = |with: bool| {
        let t = Instant::now();
        let mut steps = 0;
        while t.elapsed().as_secs_f64() < 1.0 {
            for _ in 0..20 {
                env.random_actions(&mut actions);
                let mut out = if with {
                    StepBuffers {
                        observations: Some(&mut obs),
                        masks: Some(&mut masks),
                        ..StepBuffers::default()
                    }
                } else {
                    StepBuffers::default()
                };
                env.step(&actions, &mut out).unwrap();
                steps += n;
            }
        }
        steps as f64 / t.elapsed().as_secs_f64()
    };
    let bare = rate(false);
    let full = rate(true);
    (bare, full)
}
