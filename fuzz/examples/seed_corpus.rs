//! Writes the seed corpus of every target (`corpus/TARGET/seed-NNN`): for each preset,
//! its start position and a position a few moves in, legal move texts there, its spec
//! and record, and a few agent specs; for `records`, games of the published PDN files
//! of `crates/checkers/tests/data/pdn/` (each game as it is written there) and the
//! record of a short game of each family. Run from `fuzz/`: `cargo run --release --example
//! seed_corpus` (every target), or `… --example seed_corpus -- records` (the targets named).

use std::fs;
use std::path::Path;

use doska::core::record::{self, Record};
use doska::core::{Evaluation, Game, Match};
use doska::registry::{self, GameVisitor};

/// The PDN files of the checkers tests: the file, the preset its games are played in,
/// and which of its games are seeds (every `step`-th from the first, and `extra`).
const PDN: [(&str, &str, usize, &[usize]); 5] = [
    (
        include_str!("../../crates/checkers/tests/data/pdn/wk2003-excerpt.pdn"),
        "checkers/international",
        1,
        &[],
    ),
    (
        include_str!("../../crates/checkers/tests/data/pdn/DUTCH96H.pdn"),
        "checkers/international",
        1,
        &[],
    ),
    (
        include_str!("../../crates/checkers/tests/data/pdn/kurnik.pdn"),
        "checkers/international",
        1,
        &[],
    ),
    (
        include_str!("../../crates/checkers/tests/data/pdn/ussr1947.pdn"),
        "checkers/russian",
        3,
        &[],
    ),
    // Game 93 (problem 88) is the one the rules refuse.
    (
        include_str!("../../crates/checkers/tests/data/pdn/goulds.pdn"),
        "checkers/american",
        24,
        &[92],
    ),
];

/// The games of a record file as they are written there: a game begins with a tag
/// line after a line of move text.
fn split_games(text: &str) -> Vec<&str> {
    let mut games = Vec::new();
    let mut start = 0;
    let mut in_moves = false;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            if in_moves {
                games.push(&text[start..at]);
                start = at;
            }
            in_moves = false;
        } else if !trimmed.is_empty() {
            in_moves = true;
        }
        at += line.len();
    }
    if !text[start..].trim().is_empty() {
        games.push(&text[start..]);
    }
    games
}

/// The record of the moves `texts` played from the start, as `record::of_match`
/// writes it.
struct OfMatch<'a>(&'a [String]);

impl GameVisitor for OfMatch<'_> {
    type Output = String;
    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> String {
        let m = Match::replay(game.clone(), None, self.0).expect("the session's record replays");
        let tags = [("Event".to_string(), "doska fuzz seed".to_string())];
        record::of_match(&m, &tags)
            .expect("a game's record notation reads back")
            .record()
            .to_string()
    }
}

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
        corpus.push(("specs", spec.clone().into_bytes()));
        corpus.push(("specs", format!("{spec}:repetition=5").into_bytes()));
        // `pick` takes the first byte modulo the number of variants: a variant past the
        // 256th is picked by no byte, and gets no seeds that begin with one.
        let Some(byte) = doska_fuzz::byte_of(&spec) else {
            eprintln!("{spec}: no first byte picks it; no seeds of positions, moves, replay");
            continue;
        };
        for (plies, salt) in [(0, 0), (3, 1), (12, 5)] {
            let picks = choices(plies, salt);
            let mut session = game.session();
            play_choices(&mut session, &picks);
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
    for (text, spec, step, extra) in PDN {
        let byte = doska_fuzz::byte_of(spec).expect("a checkers preset is a variant");
        let games = split_games(text);
        assert_eq!(
            games.len(),
            record::read(text).count(),
            "{spec}: games split"
        );
        for (i, game) in games.iter().enumerate() {
            if i % step == 0 || extra.contains(&i) {
                let read: Vec<_> = record::read(game).collect();
                assert!(matches!(read[..], [Ok(_)]), "{spec}: game {}", i + 1);
                let mut seed = vec![byte];
                seed.extend(game.as_bytes());
                corpus.push(("records", seed));
            }
        }
    }
    for (salt, family) in registry::families().iter().enumerate() {
        let spec = format!("{}/{}", family.name, family.presets[0].name);
        let game = registry::build(&spec).expect("a preset builds");
        let byte = doska_fuzz::byte_of(&spec).expect("every preset is a variant");
        let mut session = game.session();
        play_choices(&mut session, &choices(16, salt));
        let text = game.visit(OfMatch(&session.record()));
        let read: Vec<Record> = record::read(&text).flatten().collect();
        assert_eq!(read.len(), 1, "{spec}: {text}");
        let mut seed = vec![byte];
        seed.extend(text.into_bytes());
        corpus.push(("records", seed));
    }
    // `seed_corpus TARGET…` writes the seeds of those targets only.
    let only: Vec<String> = std::env::args().skip(1).collect();
    let mut counts = std::collections::BTreeMap::new();
    for (target, bytes) in corpus {
        if !only.is_empty() && !only.iter().any(|t| t == target) {
            continue;
        }
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

/// Plays, for each choice, the legal move it picks (modulo their number), until the game
/// ends.
fn play_choices(session: &mut doska::Session, picks: &[u8]) {
    for &c in picks {
        let moves = session.legal_moves();
        if moves.is_empty() {
            break;
        }
        session
            .play(&moves[usize::from(c) % moves.len()])
            .expect("legal");
    }
}
