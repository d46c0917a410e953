//! Perft with a transposition table, for depths the plain perft cannot reach in
//! reasonable time: `cargo run --release -p doska-mill --example deep_perft -- SPEC DEPTH`.
//!
//! Exact: the key of a mill position packs its pieces, hands and side to move
//! injectively (only the plies-since-removal counter is left out, which matters only
//! at the move limit, far beyond these depths from the start), and the table stores
//! the whole key with the remaining depth.

use std::time::Instant;

use doska_core::registry::Family;
use doska_core::{Game, Position};
use doska_mill::{Mill, MillFamily, MillMoves, MillPosition};

struct Table {
    slots: Vec<(u64, u32, u64)>,
    mask: usize,
}

impl Table {
    fn new(bits: u32) -> Table {
        Table {
            slots: vec![(0, 0, 0); 1 << bits],
            mask: (1 << bits) - 1,
        }
    }
}

fn perft(game: &Mill, pos: &MillPosition, depth: u32, table: &mut Table) -> u64 {
    if depth == 1 {
        return game.count_moves(pos);
    }
    let key = pos.key();
    let slot = key as usize & table.mask;
    let (k, d, n) = table.slots[slot];
    if k == key && d == depth {
        return n;
    }
    let mut moves = MillMoves::new();
    game.legal_moves(pos, &mut moves);
    let mut total = 0;
    for mv in &moves {
        let mut next = *pos;
        game.play_unchecked(&mut next, mv);
        total += perft(game, &next, depth - 1, table);
    }
    table.slots[slot] = (key, depth, total);
    total
}

fn main() {
    let mut args = std::env::args().skip(1);
    let spec = args.next().unwrap_or_else(|| "mill/nine".into());
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(8);
    let game = match MillFamily::from_spec(&spec) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut table = Table::new(24);
    let t = Instant::now();
    for d in 1..=depth {
        let n = perft(&game, &game.start(), d, &mut table);
        println!(
            "{} perft({d}) = {n} ({:.1} s)",
            game.name(),
            t.elapsed().as_secs_f64()
        );
    }
}
