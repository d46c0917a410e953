//! `doska pdn`: replays every game of record files (PDN for draughts, the same format
//! with a `Game` tag for every other game) and says of each whether the rules accept it;
//! with `--svg DIR`, draws the final position of each game that replays.

use std::io::Write;

use doska::core::record::{self, Record};
use doska::core::{Evaluation, Game};
use doska::registry::{self, AnyGame, GameVisitor};

use crate::error::CliError;
use crate::picture::{self, StyleArgs};

/// What `doska pdn` prints besides the verdicts.
#[derive(Clone, Debug, Default)]
pub struct Args {
    /// The game of every record, overriding its tags.
    pub game: Option<String>,
    /// Add each game's final position to its line.
    pub positions: bool,
    /// Print the canonical record of every game that replays.
    pub write: bool,
    /// Draw the final position of every game that replays into this folder
    /// (`game-N.svg`), as `style` says.
    pub svg: Option<(String, StyleArgs)>,
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

/// One game replayed: its plies, result, final position, canonical record and the
/// picture of its final position when one was asked for.
struct Replayed {
    plies: usize,
    result: String,
    position: String,
    record: Record,
    picture: Option<Result<String, CliError>>,
}

struct Replay<'a>(&'a Record, Option<&'a StyleArgs>);

impl GameVisitor for Replay<'_> {
    type Output = Result<Replayed, record::Refusal>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let r = record::replay(game, self.0)?;
        let picture = self.1.map(|style| {
            let plies = r.plies();
            let last = match (
                plies.checked_sub(1).and_then(|p| r.position_at(p)),
                r.moves().last(),
            ) {
                (Some(before), Some(mv)) => Some(game.move_marks(before, mv)),
                _ => None,
            };
            let options = picture::options(game, r.position(), last, style, None)?;
            Ok(game.svg(r.position(), &options))
        });
        Ok(Replayed {
            plies: r.plies(),
            result: r.result().to_string(),
            position: game.format_record_position(r.position()),
            record: r.record().clone(),
            picture,
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
    if let Some((dir, _)) = &args.svg {
        std::fs::create_dir_all(dir).map_err(|e| CliError::data(format!("{dir}: {e}")))?;
    }
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
                    Ok(game) => match game.visit(Replay(&rec, args.svg.as_ref().map(|(_, s)| s))) {
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
                            if let (Some((dir, _)), Some(picture)) = (&args.svg, r.picture) {
                                let path =
                                    std::path::Path::new(dir).join(format!("game-{games}.svg"));
                                let path = path.to_string_lossy().into_owned();
                                picture::write(&path, &picture?, out)?;
                                line.push_str(&format!(", picture {path}"));
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

/// Today's date as PDN writes it (`2026.12.03`), in UTC.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The calendar date of a day counted from 1970-01-01 (the proleptic Gregorian
/// calendar; Howard Hinnant's `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// The record of a game played by agents (or people) in `m`, as text: the tags
/// `Event`, `Date` (today), `Round`, and the seats' players — `White` and `Black` for
/// the seats of those names (English checkers seats Black first), else for the first
/// two seats, `Seat3` to `Seat6` for the others — then what
/// [`record::of_match`] writes.
///
/// # Errors
/// A data error when the game's record notation does not read back its own moves.
pub fn match_record<G: Game>(
    m: &doska::core::Match<G>,
    event: &str,
    round: usize,
    seats: &[String],
) -> Result<String, CliError> {
    let mut tags = vec![
        ("Event".to_string(), event.to_string()),
        ("Date".to_string(), today()),
        ("Round".to_string(), round.to_string()),
    ];
    let game = m.game();
    // Draughts seat Black first in English checkers: a seat named White or Black
    // is tagged so, whatever its place.
    let names: Vec<String> = doska::core::Player::all(game.players())
        .map(|p| game.player_name(p))
        .collect();
    let named = names.len() == 2 && names.iter().all(|n| n == "White" || n == "Black");
    for (i, who) in seats.iter().enumerate() {
        let name = match i {
            _ if named => names[i].clone(),
            0 => "White".to_string(),
            1 => "Black".to_string(),
            _ => format!("Seat{}", i + 1),
        };
        tags.push((name, who.clone()));
    }
    record::of_match(m, &tags)
        .map(|r| r.record().to_string())
        .map_err(|e| CliError::data(format!("the record of game {round}: {e}")))
}

/// The match at ply `ply` (the end when `None`) of game `number` (from 1) of the record
/// file `file`, replayed in `game`; and a line naming it (`record: game 2 (Event "…"),
/// ply 40 of 80`). The match holds the moves up to that ply, so repetitions count.
///
/// # Errors
/// A data error for an unreadable file, a game that is not in it, one that does not
/// read or replay, or a ply past its end.
pub fn position_in<G: Game>(
    game: &G,
    file: &str,
    number: usize,
    ply: Option<usize>,
) -> Result<(doska::core::Match<G>, String), CliError> {
    let bytes = std::fs::read(file).map_err(|e| CliError::data(format!("{file}: {e}")))?;
    let text = record::decode(&bytes);
    let mut found = 0;
    let rec = record::read(&text)
        .inspect(|_| found += 1)
        .nth(number.saturating_sub(1))
        .filter(|_| number > 0)
        .ok_or_else(|| {
            CliError::data(format!(
                "{file}: there is no game {number} (the file has {})",
                doska::core::text::counted(found as u64, "game", "games")
            ))
        })?
        .map_err(|e| CliError::data(format!("{file}: {e}")))?;
    let r = record::replay(game, &rec)
        .map_err(|e| CliError::data(format!("{file}: game {number}: {e}{}", names(&rec))))?;
    let ply = ply.unwrap_or(r.plies());
    if ply > r.plies() {
        return Err(CliError::data(format!(
            "{file}: game {number} has {}, not {ply}",
            doska::core::text::counted(r.plies() as u64, "ply", "plies")
        )));
    }
    let start = r.position_at(0).expect("ply 0 is the start").clone();
    let mut m = doska::core::Match::from_position(game.clone(), start);
    for mv in &r.moves()[..ply] {
        m.play(mv).map_err(|e| CliError::data(e.to_string()))?;
    }
    let line = format!(
        "record: game {number}{}, ply {ply} of {}",
        names(&rec),
        r.plies()
    );
    Ok((m, line))
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    #[test]
    fn calendar_days() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_789), (2026, 12, 2));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}
