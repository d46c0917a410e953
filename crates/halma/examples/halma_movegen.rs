//! Legal-move generation in the eight crowded middle-game positions of the benches, for
//! timing and for callgrind:
//! `cargo run --release -p doska-halma --example halma_movegen -- [ROUNDS]`.
//!
//! Generates the moves of every position ROUNDS times (default 100,000) and prints the
//! time per generation (and, not timed, the number of routes of the moves); under
//! callgrind, the instructions divided by 8 × ROUNDS are the instructions of one
//! generation.

use std::hint::black_box;
use std::time::Instant;

use doska_core::registry::Family;
use doska_core::{perft_routes, Game};
use doska_halma::{HalmaFamily, HalmaMoves};

#[path = "../benches/common/midgame.rs"]
mod midgame;

fn main() {
    let rounds: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000);
    let mut moves = HalmaMoves::new();
    let mut total = 0.0;
    for m in &midgame::MIDGAMES {
        let game = HalmaFamily::from_spec(m.spec).expect("a spec");
        let pos = game.parse_position(m.position).expect("a position");
        let t = Instant::now();
        for _ in 0..rounds {
            game.legal_moves(black_box(&pos), &mut moves);
        }
        let ns = t.elapsed().as_secs_f64() * 1e9 / f64::from(rounds);
        assert_eq!(moves.len(), m.moves, "{}", m.name);
        total += ns;
        let routes = perft_routes(&game, &pos, 1);
        println!(
            "{:<9} {:>3} moves  {ns:7.0} ns   ({routes} routes)",
            m.name, m.moves
        );
    }
    println!("mean      {:7.0} ns", total / 8.0);
}
