//! Perft of any checkers spec from its start or a FEN, timed:
//! `cargo run --release -p doska-checkers --example checkers_perft -- checkers/classic 10 [FEN]`.

use doska_checkers::CheckersFamily;
use doska_core::{perft, registry::Family, Game};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let spec = args.first().map_or("checkers/classic", String::as_str);
    let depth: u32 = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(8);
    let game = match CheckersFamily::from_spec(spec) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let pos = match args.get(2) {
        Some(fen) => match game.parse_position(fen) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => game.start(),
    };
    let name = game.name();
    for d in 1..=depth {
        let t = std::time::Instant::now();
        let n = perft(&game, &pos, d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{name} perft({d}) = {n}  {s:.3} s  {:.1} M leaves/s",
            n as f64 / s.max(1e-9) / 1e6
        );
    }
}
