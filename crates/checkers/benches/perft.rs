//! Perft from the start position of each preset with bulk counting at the leaves
//! (`Game::count_moves`), through the core's generic `perft`, as the CLI runs it.
//! Each count is asserted once (against the reference tables of tests/data/*.perft)
//! before timing.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_checkers::Checkers;
use doska_core::{perft, Game};

fn bench(c: &mut Criterion) {
    let cases = [
        (Checkers::classic(), 8, 907_830u64),
        (Checkers::russian(), 8, 929_899),
        (Checkers::american(), 8, 845_931),
        (Checkers::giveaway(), 8, 0),
        (Checkers::diagonal(), 8, 0),
        (Checkers::international(), 7, 1_049_442),
        (Checkers::turkish(), 7, 10_782_308),
        (Checkers::turkish_diagonal_kings(), 6, 925_142),
        // The reference table of column draughts stops at depth 6; depth 8 is the
        // count of the engine and of the plain implementation in
        // tests/all/column_reference.rs.
        (Checkers::column(), 8, 925_862),
        // Counts of the engine, checked against the plain implementation of
        // tests/all/variant_reference.rs (the independent tables stop at depth 6).
        (Checkers::self_capture().without_draws(), 14, 3_026_278),
        (Checkers::artamonov().without_draws(), 12, 1_706_083),
        (Checkers::wolf_and_sheep().without_draws(), 11, 7_682_152),
    ];
    let mut group = c.benchmark_group("perft");
    group.sample_size(20);
    for (game, depth, want) in cases {
        let start = game.start();
        let n = perft(&game, &start, depth);
        // giveaway and diagonal have no reference table: the first four rows of
        // giveaway equal classic's (no capture can end a game that early), diagonal is
        // only timed.
        if want != 0 {
            assert_eq!(n, want, "{}", game.name());
        }
        group.throughput(Throughput::Elements(n));
        group.bench_function(format!("{} depth {depth}", game.name()), |b| {
            b.iter(|| perft(&game, black_box(&start), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
