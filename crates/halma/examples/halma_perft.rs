//! Perft of a halma variant, for timing and for callgrind:
//! `cargo run --release -p doska-halma --example halma_perft -- SPEC DEPTH [POSITION]`.
//!
//! Prints the count of every depth from 1 to DEPTH with the time it took and the leaves
//! per second. With `--divide`, the count of the last depth split by first move.

use std::time::Instant;

use doska_core::registry::Family;
use doska_core::{perft, perft_divide, Game};
use doska_halma::HalmaFamily;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let divide = args.iter().any(|a| a == "--divide");
    let args: Vec<&String> = args.iter().filter(|a| *a != "--divide").collect();
    let (Some(spec), Some(depth)) = (args.first(), args.get(1)) else {
        eprintln!("usage: halma_perft SPEC DEPTH [POSITION] [--divide]");
        std::process::exit(2);
    };
    let game = HalmaFamily::from_spec(spec).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    let depth: u32 = depth.parse().unwrap_or_else(|_| {
        eprintln!("`{depth}` is not a depth");
        std::process::exit(2)
    });
    let pos = match args.get(2) {
        Some(text) => game.parse_position(text).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        }),
        None => game.start(),
    };
    if divide {
        for (mv, n) in perft_divide(&game, &pos, depth) {
            println!("{mv} {n}");
        }
        return;
    }
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&game, &pos, d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "perft {d} {n:>14}  {s:9.3} s  {:8.1} M leaves/s",
            n as f64 / s.max(1e-9) / 1e6
        );
    }
}
