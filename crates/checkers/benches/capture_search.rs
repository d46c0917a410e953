//! Full legal-move generation on a fixed set of dense capture positions (kings with many
//! branching capture sequences, 8×8 and 10×10). Each position's move count is asserted
//! once before timing. The FENs are listed in docs/checkers.md.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use doska_checkers::{CheckersFamily, MoveBuf, Position};
use doska_core::{registry::Family, Game};

/// (spec, FEN, legal moves, pieces captured by each); examples/dense_captures.rs has
/// the same set.
pub const DENSE: &[(&str, &str, usize, u32)] = &[
    (
        "checkers/russian",
        "W:WKa1,Ke7:Bb2,d2,f2,c5,e5,g5,b8",
        22,
        6,
    ),
    (
        "checkers/russian",
        "W:WKg1,Ka7:Bf2,c3,f4,b6,d6,f6,g7",
        24,
        7,
    ),
    (
        "checkers/russian",
        "W:WKe1,Ka7,Kc7:Bb2,d2,f2,b4,h4,e5,b6",
        24,
        5,
    ),
    (
        "checkers/classic",
        "W:WKe3,Kd6,Kb8:Bf2,a3,c3,f4,c5,f6,c7",
        17,
        5,
    ),
    ("checkers/classic", "W:WKg1,Kb8:Bf2,b4,e5,g5,b6,e7,g7", 7, 7),
    (
        "checkers/classic",
        "W:WKh2,Kf4:Be3,g3,b4,d4,b6,d6,f6",
        13,
        5,
    ),
    (
        "checkers/international",
        "W:WKj2,Kg9,Kj10:Bh2,c3,c5,g5,h6,i7,b8,d8,f8,h8,a9,f10",
        33,
        7,
    ),
    (
        "checkers/international",
        "W:WKa1,Kf4,Ka9:Bb2,h2,j2,a3,g3,i3,b4,c5,d6,e7,g7,d8,g9,j10",
        34,
        6,
    ),
    (
        "checkers/international",
        "W:WKc1,Kc3:Bb2,d2,j2,g3,b4,d4,f4,f6,g7,i7",
        35,
        5,
    ),
    (
        "checkers/international:capture=free",
        "W:WKd2,Ke7,Kd10:Bf2,h2,b4,d4,f4,i5,b6,f6,b8,f8,h8",
        150,
        11,
    ),
];

fn load() -> Vec<(doska_checkers::Checkers, Position)> {
    DENSE
        .iter()
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

fn bench(c: &mut Criterion) {
    let set = load();
    let mut group = c.benchmark_group("capture_search");
    group.bench_function("dense set (10 positions, one generation each)", |b| {
        let mut buf = MoveBuf::new();
        b.iter(|| {
            let mut total = 0;
            for (game, pos) in &set {
                game.legal_moves(black_box(pos), &mut buf);
                total += buf.len();
            }
            total
        })
    });
    for (i, (game, pos)) in set.iter().enumerate() {
        group.bench_function(format!("{}: {}", i + 1, DENSE[i].1), |b| {
            let mut buf = MoveBuf::new();
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

criterion_group!(benches, bench);
criterion_main!(benches);
