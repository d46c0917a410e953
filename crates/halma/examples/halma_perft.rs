//! Perft of a halma variant, for timing and for callgrind:
//! `cargo run --release -p doska-halma --example halma_perft -- SPEC DEPTH [POSITION]`.
//!
//! Prints the count of DEPTH with the time it took and the leaves per second (so under
//! callgrind the instructions, less about 0.3 M to start, divided by the count are the
//! instructions per leaf). With `--all`, every depth from 1 to DEPTH; with `--divide`,
//! the count split by first move; with `--generic`, the core's generic recursion
//! instead of the crate's own perft; with `--routes`, the route-counting perft (every
//! hop route a turn of its own; with `--generic`, the core's generic recursion of it).

use std::time::Instant;

use doska_core::registry::Family;
use doska_core::{perft, perft_divide, perft_generic, perft_routes, perft_routes_generic, Game};
use doska_halma::HalmaFamily;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |f: &str| args.iter().any(|a| a == f);
    let (divide, all, generic) = (flag("--divide"), flag("--all"), flag("--generic"));
    let routes = flag("--routes");
    let args: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let (Some(spec), Some(depth)) = (args.first(), args.get(1)) else {
        eprintln!(
            "usage: halma_perft SPEC DEPTH [POSITION] [--all] [--divide] [--generic] [--routes]"
        );
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
    let first = if all { 1 } else { depth };
    for d in first..=depth {
        let t = Instant::now();
        let n = match (routes, generic) {
            (false, false) => perft(&game, &pos, d),
            (false, true) => perft_generic(&game, &pos, d),
            (true, false) => perft_routes(&game, &pos, d),
            (true, true) => perft_routes_generic(&game, &pos, d),
        };
        let s = t.elapsed().as_secs_f64();
        println!(
            "perft {d} {n:>14}  {s:9.3} s  {:8.1} M leaves/s",
            n as f64 / s.max(1e-9) / 1e6
        );
    }
}
