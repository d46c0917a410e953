//! Legal-move generation and counting in eight crowded middle-game positions
//! (`benches/common/midgame.rs`), the check of one move, and the count of every route of
//! the legal moves (the route-counting perft of depth 1).
//!
//! `cargo bench -p doska-halma --bench movegen`

use criterion::{criterion_group, criterion_main, Criterion};
use doska_core::registry::Family;
use doska_core::{perft_routes, Game};
use doska_halma::{HalmaFamily, HalmaMoves};
use std::hint::black_box;

mod common;
use common::midgame::MIDGAMES;

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_moves");
    for m in &MIDGAMES {
        let game = HalmaFamily::from_spec(m.spec).unwrap();
        let pos = game.parse_position(m.position).unwrap();
        let mut moves = HalmaMoves::new();
        game.legal_moves(&pos, &mut moves);
        assert_eq!(moves.len(), m.moves, "{}", m.name);
        group.bench_function(m.name, |b| {
            b.iter(|| {
                game.legal_moves(black_box(&pos), &mut moves);
                moves.len()
            })
        });
    }
    group.finish();

    let mut group = c.benchmark_group("count_moves");
    for m in &MIDGAMES {
        let game = HalmaFamily::from_spec(m.spec).unwrap();
        let pos = game.parse_position(m.position).unwrap();
        assert_eq!(game.count_moves(&pos), m.moves as u64, "{}", m.name);
        group.bench_function(m.name, |b| b.iter(|| game.count_moves(black_box(&pos))));
    }
    group.finish();

    let mut group = c.benchmark_group("count_routes");
    for m in &MIDGAMES {
        let game = HalmaFamily::from_spec(m.spec).unwrap();
        let pos = game.parse_position(m.position).unwrap();
        group.bench_function(m.name, |b| {
            b.iter(|| perft_routes(&game, black_box(&pos), 1))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("check_move");
    for m in &MIDGAMES {
        let game = HalmaFamily::from_spec(m.spec).unwrap();
        let pos = game.parse_position(m.position).unwrap();
        let moves = game.moves(&pos);
        let last = *moves.last().unwrap();
        group.bench_function(m.name, |b| {
            b.iter(|| game.check_move(black_box(&pos), black_box(&last)))
        });
    }
    group.finish();
}

criterion_group!(benches, movegen);
criterion_main!(benches);
