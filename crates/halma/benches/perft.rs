//! Perft from the start of the two- and three-player games: the crate's own perft
//! (the last two plies counted together) and the core's generic recursion, and the
//! route-counting perft (every hop route a turn).
//!
//! `cargo bench -p doska-halma --bench perft`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_core::{perft, perft_generic, perft_routes, perft_routes_generic, Game};
use doska_halma::Halma;
use std::hint::black_box;

fn perft_start(c: &mut Criterion) {
    let cases: [(&str, Halma, u32, u64); 4] = [
        ("two/5", Halma::TWO, 5, 3_188_520),
        ("three/5", Halma::THREE, 5, 1_618_400),
        ("two/6", Halma::TWO, 6, 87_946_884),
        ("three/6", Halma::THREE, 6, 39_304_000),
    ];
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, game, depth, leaves) in cases {
        let start = game.start();
        assert_eq!(perft(&game, &start, depth), leaves, "{name}");
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(name, |b| b.iter(|| perft(&game, black_box(&start), depth)));
    }
    for (name, game, depth, leaves) in &cases[..2] {
        let start = game.start();
        group.throughput(Throughput::Elements(*leaves));
        group.bench_function(format!("generic-{name}"), |b| {
            b.iter(|| perft_generic(game, black_box(&start), *depth))
        });
    }
    group.finish();

    let routes: [(&str, Halma, u32, u64); 2] = [
        ("two/6", Halma::TWO, 6, 108_701_476),
        ("three/6", Halma::THREE, 6, 43_614_208),
    ];
    let mut group = c.benchmark_group("perft_routes");
    group.sample_size(10);
    for (name, game, depth, leaves) in routes {
        let start = game.start();
        assert_eq!(perft_routes(&game, &start, depth), leaves, "{name}");
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(name, |b| {
            b.iter(|| perft_routes(&game, black_box(&start), depth))
        });
    }
    let start = Halma::THREE.start();
    group.throughput(Throughput::Elements(1_734_656));
    group.bench_function("generic-three/5", |b| {
        b.iter(|| perft_routes_generic(&Halma::THREE, black_box(&start), 5))
    });
    group.finish();
}

criterion_group!(benches, perft_start);
criterion_main!(benches);
