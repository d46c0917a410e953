//! Perft from the standard start or a position text, with the time taken.
//!
//! `cargo run --release -p doska-lines-of-action --example lines_of_action_perft -- 5`
//! `cargo run --release -p doska-lines-of-action --example lines_of_action_perft -- 4 "1b1w1ww1/w6w/2b1b2w/2w2w2/w3b3/2b3bb/ww5b/5b2 b"`

use std::time::Instant;

use doska_core::{perft, Game};
use doska_lines_of_action::LinesOfAction;

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(5);
    let game = LinesOfAction::STANDARD;
    let pos = match args.next() {
        Some(text) => match game.parse_position(&text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => game.start(),
    };
    let t = Instant::now();
    let n = perft(&game, &pos, depth);
    let secs = t.elapsed().as_secs_f64();
    println!("perft({depth}) = {n}");
    println!("{secs:.3} s, {:.1} M leaves/s", n as f64 / secs / 1e6);
}
