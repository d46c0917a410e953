//! The scorer on random full 6×8 boards and on adversarial shapes.
//!
//! Boards: 10,000 random full 6×8 boards from `seeded_rng(2024)` (48 cells shuffled,
//! the first 24 White); every board's two colours are scored. Before timing, the sum
//! of all scores is checked against the value recorded in docs/scoring-rows.md, and
//! every shape's score against its hand-worked value.
//!
//! Besides criterion's numbers, the bench prints the distribution of the time per
//! colour over the 10,000 boards (min / median / p99 / max): each board is timed as the
//! best of 5 batches of 20 calls, which keeps scheduler noise of a busy machine out.

use std::hint::black_box;
use std::time::Instant;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use doska_core::seeded_rng;
use doska_scoring_rows::{score, Colour, RowScorer, Square, Squares};
use rand::seq::SliceRandom;

/// The sum of both colours' scores over the 10,000 boards, checked here so that a
/// faster scorer is also a correct one. The unit test `random_boards_total` computes it
/// again with the min-cut solver alone, an independent exact algorithm.
const RANDOM_TOTAL: u64 = 1_224_209;

fn random_boards() -> Vec<[Squares; 2]> {
    let mut rng = seeded_rng(2024);
    let mut cells: Vec<Square> = (0..8u8)
        .flat_map(|r| (0..6u8).map(move |f| Square::new(f, r).unwrap()))
        .collect();
    (0..10_000)
        .map(|_| {
            cells.shuffle(&mut rng);
            let white: Squares = cells[..24].iter().copied().collect();
            let black: Squares = cells[24..].iter().copied().collect();
            [white, black]
        })
        .collect()
}

fn picture(rows: &[&str]) -> Squares {
    let mut bb = Squares::EMPTY;
    for (i, line) in rows.iter().enumerate() {
        let rank = (rows.len() - 1 - i) as u8;
        for (file, c) in line.bytes().enumerate() {
            if c == b'x' {
                bb = bb.with(Square::new(file as u8, rank).unwrap());
            }
        }
    }
    bb
}

/// The adversarial shapes, each a colour's 24 pieces (or fewer) on the 6×8 board, with
/// its score worked out by hand.
fn shapes() -> Vec<(&'static str, Squares, u32)> {
    vec![
        // 4 ranks of 6: 144.
        (
            "block-4x6",
            picture(&["xxxxxx", "xxxxxx", "xxxxxx", "xxxxxx"]),
            144,
        ),
        // 6 ranks of 4: four files of six, 144.
        (
            "block-6x4",
            picture(&["xxxx", "xxxx", "xxxx", "xxxx", "xxxx", "xxxx"]),
            144,
        ),
        // Three columns of eight: 3 · 64.
        ("three-columns", picture(&["xxx"; 8]), 192),
        // Two columns of eight with a bar along rank 8: the files (128) and c8-f8 (16)
        // beat a8-f8 with a1-a7, b1-b7 (36 + 98 = 134): 144.
        (
            "two-columns-and-a-bar",
            picture(&[
                "xxxxxx", "xx....", "xx....", "xx....", "xx....", "xx....", "xx....", "xx....",
            ]),
            144,
        ),
        // A staircase of 24 cells: steps three wide, one file to the right per rank.
        // No file holds more than three in a line, so every cell is worth at most 3
        // and the eight ranks of three reach it: 72.
        (
            "staircase",
            picture(&[
                "xxx...", ".xxx..", "..xxx.", "...xxx", "xxx...", ".xxx..", "..xxx.", "...xxx",
            ]),
            72,
        ),
        // A comb: a spine a1-f1 and teeth of six on files a, c, e. The three files of
        // seven (147) beat the spine with three teeth of six (144) and every mix (146
        // at most: b1-f1 with a1-a7, c2-c7, e2-e7).
        (
            "comb",
            picture(&[
                "......", "x.x.x.", "x.x.x.", "x.x.x.", "x.x.x.", "x.x.x.", "x.x.x.", "xxxxxx",
            ]),
            147,
        ),
        // Two columns of eight: 128.
        ("two-columns", picture(&["xx"; 8]), 128),
        // A 5×5 square less one corner: 24 cells.
        (
            "square-5x5-less-corner",
            picture(&["xxxx", "xxxxx", "xxxxx", "xxxxx", "xxxxx"]),
            116,
        ),
        // The slowest 24-cell shape a hill-climbing search over 6×8 found (timing as
        // the objective, 16 climbs of 500 steps from random sets). Its score is checked
        // by two independent exact solvers (profile DP alone and min-cut alone) in the
        // unit test `slowest_found_shape`.
        (
            "hill-climbed",
            picture(&[
                ".x....", "......", "....xx", ".xxxxx", ".xxxxx", ".xxxxx", ".xxxx.", "....xx",
            ]),
            100,
        ),
        // A checkerboard: no two cells touch, 0.
        (
            "checkerboard",
            Squares::from_bits(0x2a15_2a15_2a15_2a15 & 0x3f3f_3f3f_3f3f_3f3f),
            0,
        ),
        // A frame: the border of the 6×8 board is 24 cells: files a, f (64 + 64)
        // and b1-e1, b8-e8 (16 + 16) = 160.
        (
            "border",
            picture(&[
                "xxxxxx", "x....x", "x....x", "x....x", "x....x", "x....x", "x....x", "xxxxxx",
            ]),
            160,
        ),
    ]
}

fn distribution(boards: &[[Squares; 2]]) {
    let mut scorer = RowScorer::new();
    let mut times: Vec<f64> = Vec::with_capacity(boards.len() * 2);
    for board in boards {
        for cells in board {
            let mut best = f64::MAX;
            for _ in 0..5 {
                let t = Instant::now();
                for _ in 0..20 {
                    black_box(scorer.score(black_box(*cells)));
                }
                best = best.min(t.elapsed().as_secs_f64() / 20.0);
            }
            times.push(best * 1e9);
        }
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "row_partition/random-6x8 per colour: min {:.0} ns, median {:.0} ns, p99 {:.0} ns, max {:.0} ns",
        at(0.0),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

fn bench(c: &mut Criterion) {
    let boards = random_boards();
    let total: u64 = boards
        .iter()
        .flat_map(|b| b.iter())
        .map(|cells| u64::from(score(*cells)))
        .sum();
    if RANDOM_TOTAL != 0 {
        assert_eq!(
            total, RANDOM_TOTAL,
            "the scores of the random boards changed"
        );
    } else {
        println!("sum of scores over the random boards: {total}");
    }
    for (name, cells, want) in shapes() {
        assert_eq!(score(cells), want, "{name}");
        println!("{name}: {} cells, score {}", cells.count(), score(cells));
    }
    distribution(&boards);

    let mut scorer = RowScorer::new();
    c.bench_function("row_partition/random-6x8 (20,000 colours)", |b| {
        b.iter(|| {
            let mut sum = 0;
            for board in &boards {
                for colour in Colour::ALL {
                    sum += scorer.score(black_box(board[colour.index()]));
                }
            }
            sum
        })
    });
    let mut group = c.benchmark_group("row_partition/shape");
    for (name, cells, _) in shapes() {
        group.bench_with_input(BenchmarkId::from_parameter(name), &cells, |b, cells| {
            b.iter(|| scorer.score(black_box(*cells)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
