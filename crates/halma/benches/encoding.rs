//! The learning encoding on the hot path of a `VecEnv` step: the action numbers of the
//! legal moves (`action_indices`) and the egocentric observation from the seat to move,
//! each over 200 positions of seeded random games of every table (the moves generated
//! beforehand, as the environment holds them). Criterion's throughput is positions a
//! second.
//!
//! `cargo bench -p doska-halma --bench encoding`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_core::learning::{Encoding, ObservationStyle};
use doska_core::registry::Family;
use doska_core::{random_playout, seeded_rng, Game, Position};
use doska_halma::{Halma, HalmaFamily, HalmaMoves, HalmaPosition};
use std::hint::black_box;

const SPECS: [&str; 5] = [
    "halma/two",
    "halma/three",
    "halma/four",
    "halma/six",
    "halma/six:finish=ranking",
];

/// 200 positions of 10 seeded random games (20 plies apart), with their legal moves.
fn positions(game: &Halma) -> Vec<(HalmaPosition, HalmaMoves)> {
    let mut rng = seeded_rng(3);
    let mut all = Vec::new();
    for _ in 0..10 {
        let playout = random_playout(game, &game.start(), &mut rng, 400);
        let mut pos = game.start();
        for (ply, mv) in playout.moves.iter().enumerate() {
            if ply % 20 == 0 {
                all.push((pos.clone(), game.moves(&pos)));
            }
            game.play_unchecked(&mut pos, mv);
        }
    }
    all
}

fn encoding(c: &mut Criterion) {
    let mut group = c.benchmark_group("action_indices");
    for spec in SPECS {
        let game = HalmaFamily::from_spec(spec).unwrap();
        let all = positions(&game);
        let mut out = Vec::with_capacity(256);
        group.throughput(Throughput::Elements(all.len() as u64));
        group.bench_function(spec, |b| {
            b.iter(|| {
                for (pos, moves) in &all {
                    game.action_indices(black_box(pos), moves, &mut out);
                    black_box(&out);
                }
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("observation");
    for spec in SPECS {
        let game = HalmaFamily::from_spec(spec).unwrap();
        let all = positions(&game);
        let shape = game
            .observation_shape(ObservationStyle::Egocentric)
            .unwrap();
        let mut planes = vec![0.0f32; shape.len()];
        group.throughput(Throughput::Elements(all.len() as u64));
        group.bench_function(spec, |b| {
            b.iter(|| {
                for (pos, _) in &all {
                    game.observation(
                        black_box(pos),
                        pos.to_move(),
                        ObservationStyle::Egocentric,
                        &mut planes,
                    )
                    .unwrap();
                    black_box(&planes);
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, encoding);
criterion_main!(benches);
