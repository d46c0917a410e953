//! Perft and move-generation benches on fixed positions; each asserts its count once
//! before timing.
//!
//! - `start`: perft(5) from the start (5,140,800 leaves, the reference table) under the
//!   OpenSpiel rules (`removal=outside-mills,double-mill=one`), the traditional rules
//!   (`mill/nine`) and the knight-move variant (which places like nine men's morris).
//! - `moving`: perft(6) from `MOVING`, a moving-phase position of a random OpenSpiel
//!   game (`tests/data/openspiel.perft`), for the step and the knight rules.
//! - `flying`: perft(3) from `FLYING`, where Black has three pieces and flies.
//! - `generate`: filling a move list at `MOVING` and `FLYING`.
//!
//! Run: `cargo bench -p doska-mill --bench perft`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_core::{perft, Game};
use doska_mill::{DoubleMill, Mill, MillMoves, Removal};

const OPENSPIEL: Mill = Mill::NINE
    .with_removal(Removal::OutsideMills)
    .with_double_mill(DoubleMill::One);

/// Positions of a random OpenSpiel game; `tests/data/openspiel.perft` holds OpenSpiel's
/// own counts for them.
const MOVING: &str = "...WBBBWB.B.BWWW..WWWBBW w 0 0";
const FLYING: &str = "W...B.W.B..BWWWW..WW.... b 0 0";

fn bench_perft(c: &mut Criterion, group: &str, cases: &[(&str, Mill, &str, u32, u64)]) {
    let mut g = c.benchmark_group(group);
    g.sample_size(10)
        .measurement_time(Duration::from_secs(4))
        .warm_up_time(Duration::from_secs(1));
    for &(name, game, text, depth, expect) in cases {
        let pos = game.parse_position(text).unwrap();
        assert_eq!(perft(&game, &pos, depth), expect, "{name}");
        g.throughput(Throughput::Elements(expect));
        g.bench_function(name, |b| b.iter(|| perft(&game, black_box(&pos), depth)));
    }
    g.finish();
}

fn start(c: &mut Criterion) {
    let start = "........................ w 9 9";
    bench_perft(
        c,
        "start",
        &[
            ("perft5-openspiel-rules", OPENSPIEL, start, 5, 5_140_800),
            ("perft5-traditional-rules", Mill::NINE, start, 5, 5_140_800),
            ("perft5-knight", Mill::KNIGHT, start, 5, 5_140_800),
        ],
    );
}

fn moving(c: &mut Criterion) {
    let nine = perft(&Mill::NINE, &Mill::NINE.parse_position(MOVING).unwrap(), 6);
    let knight = perft(
        &Mill::KNIGHT,
        &Mill::KNIGHT.parse_position(MOVING).unwrap(),
        6,
    );
    let flying = perft(&OPENSPIEL, &OPENSPIEL.parse_position(FLYING).unwrap(), 3);
    bench_perft(
        c,
        "moving",
        &[
            ("perft6-nine", Mill::NINE, MOVING, 6, nine),
            ("perft6-knight", Mill::KNIGHT, MOVING, 6, knight),
            ("perft3-flying", OPENSPIEL, FLYING, 3, flying),
        ],
    );
}

fn generate(c: &mut Criterion) {
    let mut g = c.benchmark_group("generate");
    for (name, text) in [("moving", MOVING), ("flying", FLYING)] {
        let pos = OPENSPIEL.parse_position(text).unwrap();
        let mut list = MillMoves::new();
        g.bench_function(name, |b| {
            b.iter(|| {
                OPENSPIEL.legal_moves(black_box(&pos), &mut list);
                list.len()
            })
        });
        g.bench_function(format!("count-{name}"), |b| {
            b.iter(|| OPENSPIEL.count_moves(black_box(&pos)))
        });
    }
    g.finish();
}

criterion_group!(benches, start, moving, generate);
criterion_main!(benches);
