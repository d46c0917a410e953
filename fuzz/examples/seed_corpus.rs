//! Writes the seed corpus of every target (`corpus/TARGET/seed-NNN`): for each preset,
//! its start position and a position a few moves in, legal move texts there, its spec
//! and record, and a few agent specs. Run from `fuzz/`: `cargo run --release --example seed_corpus`.

use std::fs;
use std::path::Path;

use doska::registry;

/// The moves a short game plays: the move at `(ply * 7 + salt) % len` each ply.
fn choices(plies: usize, salt: usize) -> Vec<u8> {
    (0..plies)
        .map(|ply| ((ply * 7 + salt) % 251) as u8)
        .collect()
}

fn main() -> std::io::Result<()> {
    let mut corpus: Vec<(&str, Vec<u8>)> = Vec::new();
    for spec in registry::variants() {
        let game = registry::build(&spec).expect("a preset builds");
        let byte = doska_fuzz::byte_of(&spec).expect("every preset is a variant");
        corpus.push(("specs", spec.clone().into_bytes()));
        corpus.push(("specs", format!("{spec}:repetition=5").into_bytes()));
        for (plies, salt) in [(0, 0), (3, 1), (12, 5)] {
            let picks = choices(plies, salt);
            let mut session = game.session();
            for &c in &picks {
                let moves = session.legal_moves();
                if moves.is_empty() {
                    break;
                }
                session
                    .play(&moves[usize::from(c) % moves.len()])
                    .expect("legal");
            }
            let mut position = vec![byte];
            position.extend(session.position().into_bytes());
            corpus.push(("positions", position));
            let mut replay = vec![byte];
            replay.extend(session.record().join(" ").into_bytes());
            corpus.push(("replay", replay));
            for text in session.legal_move_texts().into_iter().take(2) {
                let mut mv = vec![byte, picks.len() as u8];
                mv.extend(&picks);
                mv.extend(text.into_bytes());
                corpus.push(("moves", mv));
            }
        }
    }
    for agent in [
        "random",
        "greedy",
        "alphabeta:depth=3",
        "alphabeta:time=2s,tt=8",
        "mcts:playouts=100,c=1.5",
    ] {
        corpus.push(("specs", agent.as_bytes().to_vec()));
    }
    let mut counts = std::collections::BTreeMap::new();
    for (target, bytes) in corpus {
        let dir = Path::new("corpus").join(target);
        fs::create_dir_all(&dir)?;
        let n = counts.entry(target).or_insert(0);
        fs::write(dir.join(format!("seed-{n:03}")), bytes)?;
        *n += 1;
    }
    for (target, n) in counts {
        println!("corpus/{target}: {n} seeds");
    }
    Ok(())
}
