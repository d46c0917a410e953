//! Times `perft` from the start of a mill variant, or from a position text:
//! `cargo run --release -p doska-mill --example perft_timing -- SPEC DEPTH [POSITION]`,
//! e.g. `-- mill/nine:removal=outside-mills,double-mill=one 6`.

use std::time::Instant;

use doska_core::registry::Family;
use doska_core::{perft, Game};
use doska_mill::MillFamily;

fn main() {
    let mut args = std::env::args().skip(1);
    let spec = args.next().unwrap_or_else(|| "mill/nine".into());
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(6);
    let game = match MillFamily::from_spec(&spec) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let pos = match args.next() {
        None => game.start(),
        Some(text) => match game.parse_position(&text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
    };
    let t = Instant::now();
    let n = perft(&game, &pos, depth);
    let s = t.elapsed().as_secs_f64();
    println!(
        "{} perft({depth}) = {n} in {s:.3} s: {:.1} M leaves/s",
        game.name(),
        n as f64 / s / 1e6
    );
}
