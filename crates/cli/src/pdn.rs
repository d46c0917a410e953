//! `doska pdn`: replays every game of record files (PDN for draughts, the same format
//! with a `Game` tag for every other game) and says of each whether the rules accept it.

use std::io::Write;

use doska::core::record::{self, Record};
use doska::core::{Evaluation, Game};
use doska::registry::{self, AnyGame, GameVisitor};

use crate::error::CliError;

/// What `doska pdn` prints besides the verdicts.
#[derive(Clone, Debug, Default)]
pub struct Args {
    /// The game of every record, overriding its tags.
    pub game: Option<String>,
    /// Add each game's final position to its line.
    pub positions: bool,
    /// Print the canonical record of every game that replays.
    pub write: bool,
}

/// The game a record is played in: `--game`, else its `Game` tag (a spec), else its
/// `GameType` tag (a draughts game of the PDN standard).
fn game_of(record: &Record, given: Option<&AnyGame>) -> Result<AnyGame, String> {
    if let Some(game) = given {
        return Ok(game.clone());
    }
    if let Some(spec) = record.tag("Game") {
        return registry::build(spec).map_err(|e| format!("the Game tag: {e}"));
    }
    if let Some(value) = record.tag("GameType") {
        return doska::checkers::Checkers::from_game_type(value)
            .map(AnyGame::Checkers)
            .map_err(|e| e.to_string());
    }
    Err("no GameType or Game tag says which game this is; give --game".to_string())
}

/// One game replayed: its plies, result, final position and canonical record.
struct Replayed {
    plies: usize,
    result: String,
    position: String,
    record: Record,
}

struct Replay<'a>(&'a Record);

impl GameVisitor for Replay<'_> {
    type Output = Result<Replayed, record::Refusal>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let r = record::replay(game, self.0)?;
        Ok(Replayed {
            plies: r.plies(),
            result: r.result().to_string(),
            position: game.format_record_position(r.position()),
            record: r.record().clone(),
        })
    }
}

/// A tag value cut to 60 characters.
fn clip(v: &str) -> String {
    match v.char_indices().nth(60) {
        Some((i, _)) => format!("{}…", &v[..i]),
        None => v.to_string(),
    }
}

/// Writes ` (Event "…", White "…", Black "…")` with the tags that exist.
fn names(record: &Record) -> String {
    let parts: Vec<String> = ["Event", "White", "Black"]
        .iter()
        .filter_map(|n| record.tag(n).map(|v| format!("{n} \"{}\"", clip(v))))
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join(", "))
    }
}

/// Replays every game of `files`; one line a game, then the totals.
///
/// # Errors
/// [`CliError::Batch`] when a game was refused (after every line is printed); an
/// unreadable file.
pub fn run(files: &[String], args: &Args, out: &mut dyn Write) -> Result<(), CliError> {
    let given = args.game.as_deref().map(registry::build).transpose()?;
    let (mut games, mut ok) = (0usize, 0usize);
    let mut written = String::new();
    for file in files {
        let bytes = std::fs::read(file).map_err(|e| CliError::data(format!("{file}: {e}")))?;
        let text = record::decode(&bytes);
        for item in record::read(&text) {
            games += 1;
            let line = match item {
                Err(e) => format!(
                    "game {games}: refused at line {}: {}{}",
                    e.line,
                    e.problem,
                    names(&Record {
                        tags: e.tags.clone(),
                        ..Record::default()
                    })
                ),
                Ok(rec) => match game_of(&rec, given.as_ref()) {
                    Err(reason) => format!("game {games}: refused: {reason}{}", names(&rec)),
                    Ok(game) => match game.visit(Replay(&rec)) {
                        Err(refusal) => format!("game {games}: {refusal}{}", names(&rec)),
                        Ok(r) => {
                            ok += 1;
                            if args.write {
                                written.push_str(&r.record.to_string());
                                written.push('\n');
                            }
                            let mut line = format!(
                                "game {games}: ok, {}, result {}",
                                doska::core::text::counted(r.plies as u64, "ply", "plies"),
                                r.result
                            );
                            if args.positions {
                                line.push_str(&format!(", final {}", r.position));
                            }
                            line
                        }
                    },
                },
            };
            if files.len() > 1 {
                writeln!(out, "{file}: {line}")?;
            } else {
                writeln!(out, "{line}")?;
            }
        }
    }
    if args.write {
        write!(out, "{written}")?;
    }
    writeln!(out, "games {games}, ok {ok}, refused {}", games - ok)?;
    if ok < games {
        return Err(CliError::Batch {
            failed: games - ok,
            total: games,
        });
    }
    Ok(())
}
