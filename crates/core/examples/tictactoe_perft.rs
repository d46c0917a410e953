//! Perft(9) of tic-tac-toe, repeated, by one way of counting: for callgrind counts and
//! user-against-wall times of the perft table and the parallel perft.
//!
//! ```text
//! cargo build --release -p doska-core --features parallel --example tictactoe_perft
//! valgrind --tool=callgrind target/release/examples/tictactoe_perft hashed 11
//! time target/release/examples/tictactoe_perft hashed-parallel 200
//! ```
//!
//! Ways: `plain`, `hashed` (a 1 MiB table, cleared before each run), and with the
//! feature `parallel`, `parallel` and `hashed-parallel`. The second argument is the
//! number of runs (200 by default); each run's count is checked.

#[path = "../tests/support/tictactoe.rs"]
mod tictactoe;

use doska_core::{perft, Game, Perft, PerftTable};

/// Perft(9) of tic-tac-toe from the empty board (OEIS A008907).
const PERFT_9: u64 = 127_872;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let way = args.get(1).map_or("plain", String::as_str);
    let runs: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(200);
    let game = tictactoe::TicTacToe::default();
    let start = game.start();
    let table = PerftTable::with_bytes(1 << 20);
    let hashed = Perft::new(&game).table(&table);
    for _ in 0..runs {
        table.clear();
        let n = match way {
            "plain" => perft(&game, &start, 9),
            "hashed" => hashed.count(&start, 9),
            #[cfg(feature = "parallel")]
            "parallel" => Perft::new(&game).parallel(true).count(&start, 9),
            #[cfg(feature = "parallel")]
            "hashed-parallel" => hashed.parallel(true).count(&start, 9),
            _ => {
                eprintln!("unknown way `{way}`: plain, hashed, parallel or hashed-parallel");
                std::process::exit(2);
            }
        };
        assert_eq!(n, PERFT_9);
    }
}
