//! The perft table: the cost of a probe and a store, and the hashed perft against the
//! plain one on tic-tac-toe, a game with many transpositions.
//!
//! `cargo bench -p doska-core --bench perft_table` (add `--features parallel` for the
//! parallel runs). Each perft bench checks its count against the published one.

#[path = "../tests/support/tictactoe.rs"]
mod tictactoe;

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use doska_core::{
    mix64, perft, Counting, Fingerprint, Game, Perft, PerftTable, Position, BUCKET_BYTES,
};
use tictactoe::TicTacToe;

/// Perft(9) of tic-tac-toe from the empty board (OEIS A008907).
const PERFT_9: u64 = 127_872;
/// Perft(6), for the slower runs.
const PERFT_6: u64 = 54_720;

fn fingerprints(n: usize) -> Vec<Fingerprint> {
    (0..n as u64)
        .map(|i| Fingerprint::new(mix64(i + 1), mix64(!i)))
        .collect()
}

fn table_ops(c: &mut Criterion) {
    const OPS: usize = 1 << 12;
    let fps = fingerprints(OPS);
    let others = fingerprints(2 * OPS)[OPS..].to_vec();
    let mut g = c.benchmark_group("table");
    g.throughput(Throughput::Elements(OPS as u64));
    // A table that fits in the caches, and one that does not (256 MiB).
    for (name, bytes) in [("32KiB", 32 << 10), ("256MiB", 256 << 20)] {
        let table = PerftTable::with_bytes(bytes);
        g.bench_function(format!("store/{name}"), |b| {
            b.iter(|| {
                for (i, fp) in fps.iter().enumerate() {
                    table.store(*fp, 3 + (i as u32 & 7), Counting::Moves, i as u64);
                }
            })
        });
        // Stored once each, in a table large enough to keep them all (the small one
        // keeps only some: its hits are partly misses).
        for (i, fp) in fps.iter().enumerate() {
            table.store(*fp, 5, Counting::Moves, i as u64);
        }
        g.bench_function(format!("probe_hit/{name}"), |b| {
            b.iter(|| {
                fps.iter()
                    .filter_map(|fp| table.probe(*fp, 5, Counting::Moves))
                    .sum::<u64>()
            })
        });
        g.bench_function(format!("probe_miss/{name}"), |b| {
            b.iter(|| {
                others
                    .iter()
                    .filter_map(|fp| table.probe(*fp, 5, Counting::Moves))
                    .sum::<u64>()
            })
        });
    }
    g.finish();

    // The check word: a SipHash of the whole position.
    let game = TicTacToe::default();
    let positions: Vec<_> = game
        .moves(&game.start())
        .iter()
        .map(|mv| {
            let mut p = game.start();
            game.play_unchecked(&mut p, mv);
            p
        })
        .collect();
    let mut g = c.benchmark_group("fingerprint");
    g.throughput(Throughput::Elements(positions.len() as u64));
    g.bench_function("tictactoe", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| Fingerprint::of(black_box(p), 7).check)
                .fold(0, |a, c| a ^ c)
        })
    });
    g.bench_function("tictactoe_key", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| black_box(p).key())
                .fold(0, |a, c| a ^ c)
        })
    });
    g.finish();
}

fn hashed_vs_plain(c: &mut Criterion) {
    let game = TicTacToe::default();
    let start = game.start();
    let mut g = c.benchmark_group("tictactoe_perft9");
    g.throughput(Throughput::Elements(PERFT_9));
    g.bench_function("plain", |b| {
        b.iter(|| assert_eq!(perft(&game, black_box(&start), 9), PERFT_9))
    });
    // A fresh (cleared) table for every run: the cost of filling it is measured, and
    // nothing is left over from the run before.
    let table = PerftTable::with_bytes(1 << 20);
    for from in [1, 2, 3] {
        g.bench_function(format!("hashed_from_{from}/1MiB"), |b| {
            b.iter_batched(
                || table.clear(),
                |()| {
                    let run = Perft::new(&game).table(&table).hash_from(from);
                    assert_eq!(run.count(black_box(&start), 9), PERFT_9);
                },
                BatchSize::PerIteration,
            )
        });
    }
    // A table of one bucket: every node a miss or a replacement.
    let one = PerftTable::with_bytes(BUCKET_BYTES);
    g.bench_function("hashed_from_2/one_bucket", |b| {
        b.iter_batched(
            || one.clear(),
            |()| {
                let run = Perft::new(&game).table(&one).hash_from(2);
                assert_eq!(run.count(black_box(&start), 9), PERFT_9);
            },
            BatchSize::PerIteration,
        )
    });
    #[cfg(feature = "parallel")]
    {
        g.bench_function("parallel", |b| {
            b.iter(|| {
                let run = Perft::new(&game).parallel(true);
                assert_eq!(run.count(black_box(&start), 9), PERFT_9);
            })
        });
        g.bench_function("hashed_parallel_from_2/1MiB", |b| {
            b.iter_batched(
                || table.clear(),
                |()| {
                    let run = Perft::new(&game).table(&table).hash_from(2).parallel(true);
                    assert_eq!(run.count(black_box(&start), 9), PERFT_9);
                },
                BatchSize::PerIteration,
            )
        });
    }
    g.finish();

    // Depth 6 from the start, with the table kept between runs (the second run on
    // hits from the root): the cost of a full hit.
    let mut g = c.benchmark_group("tictactoe_perft6");
    g.throughput(Throughput::Elements(PERFT_6));
    g.bench_function("plain", |b| {
        b.iter(|| assert_eq!(perft(&game, black_box(&start), 6), PERFT_6))
    });
    table.clear();
    g.bench_function("hashed_warm/1MiB", |b| {
        b.iter(|| {
            let run = Perft::new(&game).table(&table).hash_from(2);
            assert_eq!(run.count(black_box(&start), 6), PERFT_6);
        })
    });
    g.finish();
}

criterion_group!(benches, table_ops, hashed_vs_plain);
criterion_main!(benches);
