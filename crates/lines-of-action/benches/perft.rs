//! Perft speed: from the standard start (depths 4 and 5) and from a fixed middle-game
//! position, with bulk counting at the last ply. Each count is asserted once before
//! timing: the start's against the reference table (`tests/data/openspiel.perft`,
//! OpenSpiel 2.0.2), the middle game's against the literal rules of `tests/literal`
//! (see `tests/all/perft.rs`).
//!
//! `cargo bench -p doska-lines-of-action --bench perft`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_core::{perft, Game};
use doska_lines_of_action::LinesOfAction;

/// 24 random plies from the start (random seed 1), Black to move, 34 moves.
const MIDDLE_GAME: &str = "1b1w1ww1/w6w/2b1b2w/2w2w2/w3b3/2b3bb/ww5b/5b2 b";

fn bench_perft(c: &mut Criterion) {
    let game = LinesOfAction::STANDARD;
    let start = game.start();
    let middle = game.parse_position(MIDDLE_GAME).unwrap();
    let cases = [
        ("start/4", &start, 4, 1_563_208u64),
        ("middle-game/4", &middle, 4, 1_304_628),
        ("start/5", &start, 5, 55_963_132),
    ];
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(8));
    for (name, pos, depth, want) in cases {
        assert_eq!(perft(&game, pos, depth), want, "{name}");
        group.throughput(Throughput::Elements(want));
        group.bench_function(name, |b| {
            b.iter(|| perft(&game, black_box(pos), black_box(depth)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
