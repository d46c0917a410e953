//! Full legal-move generation on the dense capture sets of `benches/capture_search.rs`
//! (the same positions, listed in docs/checkers.md: 1–10 on the dark squares, 11–20
//! Turkish), repeated and timed (the fastest of ten batches); for instruction counts
//! under callgrind:
//! `cargo run --release -p doska-checkers --example dense_captures -- [POSITION [REPEATS]]`.

use doska_checkers::{CheckersFamily, CheckersMoves};
use doska_core::{registry::Family, Game};

#[path = "../benches/common/dense.rs"]
mod dense;
use dense::{DENSE, TURKISH};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let only: Option<usize> = args.first().and_then(|a| a.parse().ok());
    let repeats: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let mut buf = CheckersMoves::new();
    for (i, (spec, fen, want, _)) in DENSE.iter().chain(TURKISH).enumerate() {
        if only.is_some_and(|n| n != i + 1) {
            continue;
        }
        let game = CheckersFamily::from_spec(spec).expect("a registry spec");
        let pos = game.parse_position(fen).expect("a valid FEN");
        game.legal_moves(&pos, &mut buf);
        assert_eq!(buf.len(), *want, "{spec} {fen}");
        // The fastest of ten batches: the machine may be shared.
        let batch = repeats.div_ceil(10);
        let mut ns = f64::INFINITY;
        for _ in 0..10 {
            let t = std::time::Instant::now();
            for _ in 0..batch {
                game.legal_moves(std::hint::black_box(&pos), &mut buf);
            }
            ns = ns.min(t.elapsed().as_secs_f64() * 1e9 / f64::from(batch.max(1)));
        }
        println!("{:>2} {:>4} moves  {ns:>7.0} ns  {spec} {fen}", i + 1, want);
    }
}
