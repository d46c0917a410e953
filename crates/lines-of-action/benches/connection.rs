//! The end-of-game test alone: connectivity by flood fill on the pieces of fixed
//! positions (both sides of each), group counting for the evaluation, and a move with
//! its incremental update (line counts, key, the mover's connectivity).
//!
//! `cargo bench -p doska-lines-of-action --bench connection`

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_core::Game;
use doska_lines_of_action::{group_count, is_connected, Colour, LinesOfAction, Squares};

/// The start, four middle games (24 random plies, random seeds 0, 1, 3, 5) and two near-ends.
const POSITIONS: [&str; 7] = [
    "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
    "2bbb1b1/w1w4w/wb5b/w6w/6w1/w2b2wb/b4b1w/b5b1 b",
    "1b1w1ww1/w6w/2b1b2w/2w2w2/w3b3/2b3bb/ww5b/5b2 b",
    "wbb1bbb1/w2b1www/w1b5/w5b1/7w/4bw1b/8/b5b1 b",
    "2bb2b1/7w/3b1b2/wb1b4/2www3/w5b1/2ww4/wb2bw2 b",
    "b6b/8/8/8/8/2ww3w/8/8 w",
    "8/6w1/3b2w1/8/3w4/2b5/2b5/8 b",
];

fn bench_connection(c: &mut Criterion) {
    let game = LinesOfAction::STANDARD;
    let sets: Vec<Squares> = POSITIONS
        .iter()
        .flat_map(|t| {
            let p = game.parse_position(t).unwrap();
            [p.pieces(Colour::Black), p.pieces(Colour::White)]
        })
        .collect();
    // None of these sides is connected (the flood fill runs to its end).
    assert_eq!(sets.iter().filter(|b| is_connected(**b)).count(), 0);
    assert_eq!(group_count(sets[0]), 2);

    let mut group = c.benchmark_group("connection");
    group.throughput(Throughput::Elements(sets.len() as u64));
    group.bench_function("is_connected", |b| {
        b.iter(|| {
            black_box(&sets)
                .iter()
                .filter(|s| is_connected(**s))
                .count()
        })
    });
    group.bench_function("group_count", |b| {
        b.iter(|| {
            black_box(&sets)
                .iter()
                .map(|s| group_count(*s))
                .sum::<u32>()
        })
    });

    // Every move of the middle game played on a copy: the incremental update.
    let middle = game.parse_position(POSITIONS[2]).unwrap();
    let moves = game.moves(&middle);
    assert_eq!(moves.len(), 34);
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("play_every_move", |b| {
        b.iter(|| {
            let mut over = 0;
            for mv in black_box(&moves).iter() {
                let mut next = middle.clone();
                game.play_unchecked(&mut next, mv);
                over += usize::from(game.outcome(&next).is_some());
            }
            over
        })
    });
    group.finish();
}

criterion_group!(benches, bench_connection);
criterion_main!(benches);
