//! Perft from the start of a scoring-rows game, for instruction counts of move
//! generation and play that do not depend on the machine's load:
//!
//! ```text
//! cargo build --release -p doska-scoring-rows --example perft
//! valgrind --tool=callgrind target/release/examples/perft 3
//! valgrind --tool=callgrind target/release/examples/perft 3 scoring-rows/four
//! ```
//!
//! Arguments: `[DEPTH] [SPEC]` (default 3 and `scoring-rows/standard`). Depth 3 plays the
//! 1,128 first moves and their 1,167,480 replies and counts the last ply in bulk.

use doska_core::registry::Family;
use doska_core::{perft, Game};
use doska_scoring_rows::ScoringRowsFamily;

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(3);
    let spec = args
        .next()
        .unwrap_or_else(|| "scoring-rows/standard".to_string());
    let game = ScoringRowsFamily::from_spec(&spec).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2);
    });
    println!(
        "{} perft {depth}: {}",
        game.name(),
        perft(&game, &game.start(), depth)
    );
}
