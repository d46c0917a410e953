//! Replaying PDN: real tournament games read, every move checked against the rules,
//! the canonical record built. The throughput is in plies (criterion's "elements").
//!
//! The games are the test data of `tests/data/pdn/` (international draughts, English
//! checkers and Russian draughts from published tournaments; see PROVENANCE.md there);
//! their ply counts are asserted before timing.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_checkers::Checkers;
use doska_core::record::{self, Record};

/// The record files and the game each is replayed in.
const FILES: &[(&str, &str)] = &[(
    "international (WK 2003)",
    include_str!("../tests/data/pdn/wk2003-excerpt.pdn"),
)];

/// The games of a file with their rules, each checked to replay.
fn load(text: &str) -> (Vec<(Checkers, Record)>, u64) {
    let mut games = Vec::new();
    let mut plies = 0;
    for rec in record::read(text) {
        let rec = rec.expect("the test data reads");
        let game = Checkers::from_game_type(rec.tag("GameType").unwrap_or("20"))
            .expect("a GameType Doska plays");
        let r = record::replay(&game, &rec).expect("the test data replays");
        plies += r.plies() as u64;
        games.push((game, rec));
    }
    (games, plies)
}

fn bench_records(c: &mut Criterion) {
    let mut group = c.benchmark_group("pdn");
    for (name, text) in FILES {
        let (games, plies) = load(text);
        group.throughput(Throughput::Elements(plies));
        group.bench_function(format!("{name}: read"), |b| {
            b.iter(|| record::read(black_box(text)).count())
        });
        group.bench_function(format!("{name}: read and replay"), |b| {
            b.iter(|| {
                let mut n = 0;
                for (rec, (game, _)) in record::read(black_box(text)).zip(&games) {
                    n += record::replay(game, &rec.unwrap()).unwrap().plies();
                }
                assert_eq!(n as u64, plies);
                n
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_records);
criterion_main!(benches);
