//! Scores both colours of N random full 6×8 boards (the boards of the `row_partition`
//! bench: `seeded_rng(SEED)`, 48 cells shuffled, the first 24 White) and prints the
//! total. For instruction counts that do not depend on the machine's load:
//!
//! ```text
//! cargo build --release -p doska-scoring-rows --example score_random
//! valgrind --tool=callgrind target/release/examples/score_random 10000
//! valgrind --tool=callgrind target/release/examples/score_random 10000 2024 --no-score
//! ```
//!
//! The difference of the two counts divided by 20,000 is the scorer's instructions per
//! colour. Arguments: `[N] [SEED] [--no-score]`.

use std::hint::black_box;

use doska_core::seeded_rng;
use doska_scoring_rows::{RowScorer, Square, Squares};
use rand::seq::SliceRandom;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(2024);
    let score = !args.iter().any(|a| a == "--no-score");
    let mut rng = seeded_rng(seed);
    let mut cells: Vec<Square> = (0..8u8)
        .flat_map(|r| (0..6u8).map(move |f| Square::new(f, r).expect("on the frame")))
        .collect();
    let mut scorer = RowScorer::new();
    let mut total = 0u64;
    for _ in 0..n {
        cells.shuffle(&mut rng);
        for half in [&cells[..24], &cells[24..]] {
            let set: Squares = black_box(half.iter().copied().collect());
            if score {
                total += u64::from(scorer.score(set));
            }
        }
    }
    println!("{n} boards, total score {total}");
}
