//! Full legal-move generation on fixed sets of dense capture positions (kings with many
//! branching capture sequences: 8×8 and 10×10 dark squares; Turkish draughts on all 64
//! squares). Each position's move count is asserted once before timing. The FENs are
//! listed in docs/checkers.md.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use doska_checkers::{CheckersFamily, CheckersMoves, CheckersPosition};
use doska_core::{registry::Family, Game};

#[path = "common/dense.rs"]
mod dense;
use dense::{DENSE, TURKISH};

type Set = &'static [(&'static str, &'static str, usize, u32)];

fn load(set: Set) -> Vec<(doska_checkers::Checkers, CheckersPosition)> {
    set.iter()
        .map(|(spec, fen, n, caps)| {
            let game = CheckersFamily::from_spec(spec).unwrap();
            let pos = game.parse_position(fen).unwrap();
            let moves = game.moves(&pos);
            assert_eq!(moves.len(), *n, "{spec} {fen}");
            assert_eq!(
                moves.iter().map(|m| m.capture_count()).max(),
                Some(*caps),
                "{fen}"
            );
            (game, pos)
        })
        .collect()
}

fn bench_set(c: &mut Criterion, name: &str, positions: Set) {
    let set = load(positions);
    let mut group = c.benchmark_group(name);
    group.bench_function(
        format!("dense set ({} positions, one generation each)", set.len()),
        |b| {
            let mut buf = CheckersMoves::new();
            b.iter(|| {
                let mut total = 0;
                for (game, pos) in &set {
                    game.legal_moves(black_box(pos), &mut buf);
                    total += buf.len();
                }
                total
            })
        },
    );
    for (i, (game, pos)) in set.iter().enumerate() {
        group.bench_function(format!("{}: {}", i + 1, positions[i].1), |b| {
            let mut buf = CheckersMoves::new();
            b.iter(|| {
                game.legal_moves(black_box(pos), &mut buf);
                buf.len()
            })
        });
    }
    group.bench_function("dense set, count_moves", |b| {
        b.iter(|| {
            set.iter()
                .map(|(g, p)| g.count_moves(black_box(p)))
                .sum::<u64>()
        })
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    bench_set(c, "capture_search", DENSE);
    bench_set(c, "turkish_capture_search", TURKISH);
}

criterion_group!(benches, bench);
criterion_main!(benches);
