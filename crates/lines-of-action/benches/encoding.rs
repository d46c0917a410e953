//! The learning encoding on the hot path of a `VecEnv` step: the action numbers of the
//! legal moves (`action_indices`) and the observation from the side to move, egocentric
//! and OpenSpiel's, each over 200 positions of seeded random games of both presets (the
//! moves generated beforehand, as the environment holds them). Criterion's throughput
//! is positions a second.
//!
//! `cargo bench -p doska-lines-of-action --bench encoding`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_core::learning::{Encoding, ObservationStyle};
use doska_core::registry::Family;
use doska_core::{random_playout, seeded_rng, Game, Position};
use doska_lines_of_action::{
    LinesOfAction, LinesOfActionFamily, LinesOfActionMoves, LinesOfActionPosition,
};
use std::hint::black_box;

const SPECS: [&str; 2] = ["lines-of-action/standard", "lines-of-action/scrambled-eggs"];

/// 200 positions of seeded random games (every fifth ply), with their legal moves.
fn positions(game: &LinesOfAction) -> Vec<(LinesOfActionPosition, LinesOfActionMoves)> {
    let mut rng = seeded_rng(3);
    let mut all = Vec::new();
    while all.len() < 200 {
        let playout = random_playout(game, &game.start(), &mut rng, 500);
        let mut pos = game.start();
        for (ply, mv) in playout.moves.iter().enumerate() {
            if ply % 5 == 0 && all.len() < 200 {
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
        let game = LinesOfActionFamily::from_spec(spec).unwrap();
        let all = positions(&game);
        let mut out = Vec::with_capacity(128);
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

    for style in [ObservationStyle::Egocentric, ObservationStyle::OpenSpiel] {
        let mut group = c.benchmark_group(format!("observation/{style}"));
        for spec in SPECS {
            let game = LinesOfActionFamily::from_spec(spec).unwrap();
            let all = positions(&game);
            let shape = game.observation_shape(style).unwrap();
            let mut planes = vec![0.0f32; shape.len()];
            group.throughput(Throughput::Elements(all.len() as u64));
            group.bench_function(spec, |b| {
                b.iter(|| {
                    for (pos, _) in &all {
                        game.observation(black_box(pos), pos.to_move(), style, &mut planes)
                            .unwrap();
                        black_box(&planes);
                    }
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, encoding);
criterion_main!(benches);
