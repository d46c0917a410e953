//! Perft benches on fixed positions; each checks its count before timing.
//!
//! - `movement/set`: the ten 5×5 movement-phase positions of
//!   `tests/data/movement.perft` (the two ways the movement begins, and eight positions
//!   of seeded random games with 2 to 14 empty cells, three of them moving again after a
//!   capture), each to its deepest count there (depth 6; 8 for the blocked start), one
//!   after the other: 264,951,430 leaves.
//! - `placement/perft3-start`: perft(3) from the 5×5 start, 276 · 231 · 190 =
//!   12,113,640 leaves, with the engine's perft (a product of binomials) and with the
//!   core's generic recursion (63,756 placements played, the last ply counted).
//! - `generate`: filling a move list at the 5×5 start (276 placements) and after the
//!   first capture of the chequered board (18 steps and `pass`).
//!
//! Run: `cargo bench -p doska-squeeze --bench perft`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_core::conformance::perft_file::{parse, PerftCase};
use doska_core::{perft, perft_generic, Game};
use doska_squeeze::{Squeeze, SqueezeMoves, SqueezePosition};

const GAME: Squeeze = Squeeze::STANDARD;

/// The positions of the set with their deepest count.
fn movement_set() -> Vec<(SqueezePosition, u32, u64)> {
    let cases: Vec<PerftCase> = parse(include_str!("../tests/data/movement.perft")).unwrap();
    cases
        .iter()
        .map(|case| {
            let pos = GAME
                .parse_position(case.position.as_deref().unwrap())
                .unwrap();
            let &(depth, count) = case.counts.last().unwrap();
            (pos, depth, count)
        })
        .collect()
}

fn movement(c: &mut Criterion) {
    let set = movement_set();
    let leaves: u64 = set.iter().map(|&(_, _, n)| n).sum();
    for &(pos, depth, count) in &set {
        assert_eq!(perft(&GAME, &pos, depth), count, "{pos}");
    }
    let mut g = c.benchmark_group("movement");
    g.sample_size(10)
        .measurement_time(Duration::from_secs(8))
        .warm_up_time(Duration::from_secs(1))
        .throughput(Throughput::Elements(leaves));
    g.bench_function("set", |b| {
        b.iter(|| {
            set.iter()
                .map(|(pos, depth, _)| perft(&GAME, black_box(pos), *depth))
                .sum::<u64>()
        })
    });
    g.finish();
}

fn placement(c: &mut Criterion) {
    let start = GAME.start();
    assert_eq!(perft(&GAME, &start, 3), 12_113_640);
    assert_eq!(perft_generic(&GAME, &start, 3), 12_113_640);
    let mut g = c.benchmark_group("placement");
    g.throughput(Throughput::Elements(12_113_640));
    g.bench_function("perft3-start", |b| {
        b.iter(|| perft(&GAME, black_box(&start), 3))
    });
    g.sample_size(20);
    g.bench_function("perft3-start-generic", |b| {
        b.iter(|| perft_generic(&GAME, black_box(&start), 3))
    });
    g.finish();
}

fn generate(c: &mut Criterion) {
    let mut g = c.benchmark_group("generate");
    let again = GAME
        .parse_position("wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0")
        .unwrap();
    for (name, pos, n) in [("start", GAME.start(), 276), ("again", again, 19)] {
        let mut list = SqueezeMoves::new();
        GAME.legal_moves(&pos, &mut list);
        assert_eq!(list.len(), n);
        g.bench_function(name, |b| {
            b.iter(|| {
                GAME.legal_moves(black_box(&pos), &mut list);
                list.len()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, movement, placement, generate);
criterion_main!(benches);
