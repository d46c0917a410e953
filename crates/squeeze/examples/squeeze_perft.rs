//! Times perft of a squeeze variant from its start or from a position text, for
//! callgrind and quick measurements:
//!
//! `cargo run --release -p doska-squeeze --example squeeze_perft -- SPEC DEPTH [POSITION] [--generic] [--divide]`
//!
//! e.g. `-- squeeze 3`, or
//! `-- squeeze 7 "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0"`. `--generic` counts with the core's
//! generic recursion instead of the engine's perft; `--divide` prints each first move
//! with its count. `--set` runs the ten movement-phase positions of the perft bench
//! (`tests/data/movement.perft`, 5×5, each to its deepest count) instead, and checks
//! their counts.

use std::time::Instant;

use doska_core::conformance::perft_file::parse;
use doska_core::registry::Family;
use doska_core::{perft, perft_divide, perft_generic, Game};
use doska_squeeze::{Squeeze, SqueezeFamily};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flags: Vec<&str> = args
        .iter()
        .map(String::as_str)
        .filter(|a| a.starts_with("--"))
        .collect();
    let mut rest = args.iter().filter(|a| !a.starts_with("--"));
    let spec = rest.next().map_or("squeeze", String::as_str);
    let depth: u32 = rest.next().and_then(|d| d.parse().ok()).unwrap_or(3);
    if flags.contains(&"--set") {
        movement_set();
        return;
    }
    let fail = |e: &dyn std::fmt::Display| -> ! {
        eprintln!("{e}");
        std::process::exit(2)
    };
    let game = SqueezeFamily::from_spec(spec).unwrap_or_else(|e| fail(&e));
    let pos = match rest.next() {
        None => game.start(),
        Some(text) => game.parse_position(text).unwrap_or_else(|e| fail(&e)),
    };
    if flags.contains(&"--divide") {
        for (mv, n) in perft_divide(&game, &pos, depth) {
            println!("{mv} {n}");
        }
    }
    let t = Instant::now();
    let n = if flags.contains(&"--generic") {
        perft_generic(&game, &pos, depth)
    } else {
        perft(&game, &pos, depth)
    };
    let s = t.elapsed().as_secs_f64();
    println!(
        "{} perft({depth}) = {n} in {:.3} ms: {:.1} M leaves/s",
        game.name(),
        s * 1e3,
        n as f64 / s / 1e6
    );
}

fn movement_set() {
    let game = Squeeze::STANDARD;
    let cases = parse(include_str!("../tests/data/movement.perft")).expect("the set reads");
    let t = Instant::now();
    let mut total = 0;
    for case in &cases {
        let pos = game
            .parse_position(case.position.as_deref().expect("a position"))
            .expect("the position reads");
        let &(depth, want) = case.counts.last().expect("a count");
        let n = perft(&game, &pos, depth);
        assert_eq!(n, want, "{}", case.id);
        total += n;
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "movement set: {total} leaves in {:.3} ms: {:.1} M leaves/s",
        s * 1e3,
        total as f64 / s / 1e6
    );
}
