//! Replaying PDN: real published games read, every move checked against the rules,
//! the canonical record built. The throughput is in plies (criterion's "elements"), or
//! in games for a file of set-ups with no moves.
//!
//! The games are the test data of `tests/data/pdn/` (international draughts from two
//! tournaments, Russian draughts from one, English checkers from Gould's problems; see
//! PROVENANCE.md there). Each file is replayed once before timing to count its plies,
//! so the throughput is computed from the file, never written down by hand.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska_checkers::Checkers;
use doska_core::record;

/// A record file and the game it is replayed in.
struct File {
    name: &'static str,
    text: &'static str,
    /// `None` for the game its `GameType` tag names; the game given, as `doska pdn
    /// --game SPEC` takes it, for the files that have no `GameType` tag.
    game: Option<Checkers>,
    /// The games (numbered from 1) that the rules refuse by design; every other game
    /// must replay.
    refused: &'static [usize],
}

const FILES: &[File] = &[
    File {
        name: "international (WK 2003)",
        text: include_str!("../tests/data/pdn/wk2003-excerpt.pdn"),
        game: None,
        refused: &[],
    },
    File {
        name: "international (Dutch 1996)",
        text: include_str!("../tests/data/pdn/DUTCH96H.pdn"),
        game: None,
        refused: &[],
    },
    File {
        name: "russian (USSR 1947)",
        text: include_str!("../tests/data/pdn/ussr1947.pdn"),
        game: Some(Checkers::russian()),
        refused: &[],
    },
    File {
        name: "american (Gould's problems)",
        text: include_str!("../tests/data/pdn/goulds.pdn"),
        game: Some(Checkers::american()),
        // Problem 88: its FEN puts a White man on its own crowning row (PROVENANCE.md).
        refused: &[93],
    },
];

/// A file's games in order, each with the game it replays in (`None` for a game that is
/// refused by design), and the plies of the games that replay.
fn load(file: &File) -> (Vec<Option<Checkers>>, u64) {
    let mut games = Vec::new();
    let mut plies = 0;
    for (i, rec) in record::read(file.text).enumerate() {
        let number = i + 1;
        let rec = rec.expect("the test data reads");
        let game = file.game.unwrap_or_else(|| {
            Checkers::from_game_type(rec.tag("GameType").unwrap_or("20"))
                .expect("a GameType Doska plays")
        });
        match record::replay(&game, &rec) {
            Ok(r) => {
                assert!(!file.refused.contains(&number), "game {number} replays");
                plies += r.plies() as u64;
                games.push(Some(game));
            }
            Err(e) => {
                assert!(file.refused.contains(&number), "game {number}: {e}");
                games.push(None);
            }
        }
    }
    (games, plies)
}

fn bench_records(c: &mut Criterion) {
    let mut group = c.benchmark_group("pdn");
    for file in FILES {
        let text = file.text;
        let (games, plies) = load(file);
        let replayed = games.iter().flatten().count() as u64;
        eprintln!(
            "{}: {} games, {replayed} replay, {plies} plies",
            file.name,
            games.len()
        );
        // The elements are the plies of the games that replay: a refused game (game 93
        // of Gould's problems) is read, in both benches, but not replayed in the timed
        // loop, and its plies are not counted. A file of set-ups with no moves at all
        // (Gould's problems: a FEN and a result each) has no plies to count; its
        // elements are the games that replay (each start read, checked and its result
        // checked against the rules), and its name says so.
        let (name, elements) = if plies > 0 {
            (file.name.to_string(), plies)
        } else {
            (format!("{}, per game", file.name), replayed)
        };
        group.throughput(Throughput::Elements(elements));
        group.bench_function(format!("{name}: read"), |b| {
            b.iter(|| record::read(black_box(text)).count())
        });
        group.bench_function(format!("{name}: read and replay"), |b| {
            b.iter(|| {
                let mut n = 0;
                for (rec, game) in record::read(black_box(text)).zip(&games) {
                    let rec = rec.unwrap();
                    if let Some(game) = game {
                        n += record::replay(game, &rec).unwrap().plies();
                    }
                }
                assert_eq!(n as u64, plies);
                n
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_records);
criterion_main!(benches);
