//! Plays a random game of scoring rows and prints the final board, then each colour's
//! optimal rows drawn side by side: the pieces of a row joined by `-` (along a rank)
//! or `|` (along a file), as players of the paper game cross out the pieces of each
//! row; `*` marks a piece in no row.
//!
//! ```text
//! cargo run --example random_game -p doska-scoring-rows -- [SEED] [SPEC]
//! cargo run --example random_game -p doska-scoring-rows -- 7 scoring-rows:players=4
//! ```

use doska_core::registry::Family;
use doska_core::{random_playout, seeded_rng, Game, Outcome};
use doska_scoring_rows::{
    Colour, Direction, RowPartition, ScoringRows, ScoringRowsFamily, Square, Squares,
};

/// The drawing of one colour's rows: two text lines per rank (cells, then the links
/// down to the rank below).
fn draw(rows: &RowPartition, size: doska_scoring_rows::BoardSize) -> Vec<String> {
    let mut across = Squares::EMPTY; // cells linked to their right neighbour
    let mut down = Squares::EMPTY; // cells linked to the cell below
    for row in rows.rows() {
        let cells = row.cells() - Squares::single(row.end());
        match row.direction() {
            Direction::Horizontal => across |= cells,
            Direction::Vertical => down |= Squares::from_bits(cells.bits() << 8),
        }
    }
    let in_rows = rows.cells() - rows.loose();
    let mut lines = Vec::new();
    for rank in (0..size.ranks()).rev() {
        let mut cells = format!("{:>2} ", rank + 1);
        let mut links = "   ".to_string();
        for file in 0..size.files() {
            let sq = Square::new(file, rank).expect("on the board");
            cells.push(if in_rows.contains(sq) {
                'o'
            } else if rows.cells().contains(sq) {
                '*'
            } else {
                '.'
            });
            links.push(if down.contains(sq) { '|' } else { ' ' });
            if file + 1 < size.files() {
                cells.push(if across.contains(sq) { '-' } else { ' ' });
                links.push(' ');
            }
        }
        lines.push(cells);
        if rank > 0 {
            lines.push(links);
        }
    }
    let mut files = "   ".to_string();
    for file in 0..size.files() {
        files.push((b'a' + file) as char);
        files.push(' ');
    }
    lines.push(files.trim_end().to_string());
    lines
}

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let game: ScoringRows = match args.next() {
        Some(spec) => ScoringRowsFamily::from_spec(&spec).unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2);
        }),
        None => ScoringRows::standard(),
    };
    let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), 1000);
    let pos = playout.position;
    println!(
        "{} (seed {seed}), {} moves",
        game.name(),
        playout.moves.len()
    );
    println!("{}\n", game.diagram(&pos));
    let Some(outcome) = game.outcome(&pos) else {
        println!("the game did not finish");
        return;
    };
    let scores = outcome.scores();
    let size = game.size();
    let white = draw(scores.rows(Colour::White), size);
    let black = draw(scores.rows(Colour::Black), size);
    let width = white.iter().map(|l| l.len()).max().unwrap_or(0) + 6;
    let header = format!("White: {}", scores.score(Colour::White));
    println!("{header:<width$}Black: {}", scores.score(Colour::Black));
    for (w, b) in white.iter().zip(&black) {
        println!("{w:<width$}{b}");
    }
    println!();
    for colour in Colour::ALL {
        let rows = scores.rows(colour);
        let list: Vec<String> = rows.rows().iter().map(|r| r.to_string()).collect();
        println!("{colour} rows: {}", list.join(", "));
    }
    println!("{outcome} [{}]", outcome.reason());
}
