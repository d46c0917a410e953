//! Move generation and play: perft from the start of the standard game.
//!
//! Perft 2 from the start plays each of the 1128 first moves and counts the 1035
//! replies of each (bulk counting at the last ply): 1,167,480, asserted before timing.
//! Perft 3 (1,104,436,080) generates and plays 1,167,480 positions.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use doska_core::{perft, Game};
use doska_scoring_rows::{ScoringRows, ScoringRowsMoves};

fn bench(c: &mut Criterion) {
    let game = ScoringRows::standard();
    let start = game.start();
    assert_eq!(perft(&game, &start, 2), 1_167_480);
    c.bench_function("movegen/legal_moves start (1128 moves)", |b| {
        let mut list = ScoringRowsMoves::new();
        b.iter(|| {
            game.legal_moves(black_box(&start), &mut list);
            list.len()
        })
    });
    c.bench_function("movegen/perft 2 from the start", |b| {
        b.iter(|| perft(&game, black_box(&start), 2))
    });
    let mut group = c.benchmark_group("movegen/slow");
    group.sample_size(10);
    group.bench_function("perft 3 from the start", |b| {
        b.iter(|| perft(&game, black_box(&start), 3))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
