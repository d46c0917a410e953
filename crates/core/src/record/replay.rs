//! Replaying a record against the rules: every move checked, the result compared with
//! the rules' ending, and the canonical record written from what was played.

use std::fmt;

use super::elements::{Element, MoveNumber, Record, RecordMove};
use super::read::is_result;
use crate::game::{Game, Position};
use crate::history::Ending;
use crate::matches::{Match, MatchError};
use crate::outcome::{Outcome, Verdict};
use crate::player::Player;
use crate::record_style::{ResultStyle, ROSTER};

/// A record replayed against the rules: the main line's positions and moves, how the
/// game ended, and the record in canonical form.
#[derive(Clone, Debug)]
pub struct Replayed<G: Game> {
    positions: Vec<G::Position>,
    moves: Vec<G::Move>,
    ending: Option<Ending<G::Outcome>>,
    record: Record,
}

impl<G: Game> Replayed<G> {
    /// The number of plies of the main line.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// The moves of the main line.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The position before ply `ply` of the main line (from 0), or the final position
    /// for `ply == plies()`; `None` past the end. An in-game setup before a ply is the
    /// position before it.
    pub fn position_at(&self, ply: usize) -> Option<&G::Position> {
        self.positions.get(ply)
    }

    /// The final position of the main line.
    pub fn position(&self) -> &G::Position {
        self.positions
            .last()
            .expect("a replay has a final position")
    }

    /// How the rules (or repetition) ended the game, or `None` when the record stops
    /// before the end (a resignation, an agreed result, an unfinished game).
    pub fn ending(&self) -> Option<&Ending<G::Outcome>> {
        self.ending.as_ref()
    }

    /// The record in canonical form: the seven roster tags first (unknown values
    /// written as the standard's `?`), the tags that name the game, `SetUp` and `FEN`
    /// when the game does not start from the variant's start, then the other tags in
    /// their order; every move in the game's own record notation
    /// ([`Game::format_record_move`]), numbered by rounds; comments, glyphs, strength
    /// marks, setups and variations kept; the result in the game's style.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The result of the canonical record (`2-0`, `1/2-1/2`, `*`).
    pub fn result(&self) -> &str {
        self.record.result.as_deref().unwrap_or("*")
    }
}

/// Why a record does not replay: the first move (or setup, or result) that the rules
/// refuse, where it is, and the game's reason.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    /// The ply of the refused move, from 1 (counted along the variation for a move of a
    /// variation); 0 for the start position.
    pub ply: usize,
    /// The move number of that ply (rounds counted from the record's first number).
    pub number: u32,
    /// The refused text: a move, a setup's position, a result.
    pub token: String,
    /// Why, in the game's words.
    pub reason: String,
    /// Whether the refused move is in a variation.
    pub in_variation: bool,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "refused at ply {} (move {} \"{}\"){}: {}",
            self.ply,
            self.number,
            self.token,
            if self.in_variation {
                " in a variation"
            } else {
                ""
            },
            self.reason
        )
    }
}

impl std::error::Error for Refusal {}

/// What a result says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Said {
    /// A verdict: who won, or a draw.
    Verdict(Verdict),
    /// `0-0`: nobody scored (both lost, or the game was not played).
    Nobody,
    /// `*`, or a value that is not a result: unknown.
    Unknown,
    /// A result for another number of seats (`1-0` in a game of four, `1-2-2` in a
    /// game of two).
    Misfit,
}

/// The seat whose score a two-seat result writes first: the seat named `White`, else
/// the first seat.
fn first_scored<G: Game>(game: &G) -> (Player, Player) {
    let (a, b) = (Player::FIRST, Player::SECOND);
    if game.player_name(b) == "White" {
        (b, a)
    } else {
        (a, b)
    }
}

fn read_result<G: Game>(game: &G, text: &str) -> Said {
    let text = text.trim();
    if !is_result(text) {
        return Said::Unknown;
    }
    let players = game.players();
    let (first, second) = first_scored(game);
    match text {
        "1-0" | "2-0" if players == 2 => Said::Verdict(Verdict::win(first)),
        "0-1" | "0-2" if players == 2 => Said::Verdict(Verdict::win(second)),
        "1/2-1/2" | "1-1" if players == 2 => Said::Verdict(Verdict::Draw),
        "0-0" => Said::Nobody,
        _ => {
            let places: Vec<u8> = text.split('-').filter_map(|p| p.parse().ok()).collect();
            if places.len() != players {
                return Said::Misfit;
            }
            match crate::outcome::Ranking::from_places(&places) {
                Some(_) if places.iter().all(|&p| p == 1) => Said::Verdict(Verdict::Draw),
                Some(r) if places.iter().all(|&p| p <= 2) => {
                    Said::Verdict(Verdict::Win(r.winners()))
                }
                Some(r) => Said::Verdict(Verdict::Ranking(r)),
                None => Said::Unknown,
            }
        }
    }
}

/// Whether two verdicts say the same (a ranking of first and seconds is a win).
fn same_verdict<G: Game>(game: &G, a: Verdict, b: Verdict) -> bool {
    Player::all(game.players()).all(|p| a.place(p) == b.place(p))
}

fn write_result<G: Game>(game: &G, verdict: Verdict, style: ResultStyle) -> String {
    let players = game.players();
    if players == 2 {
        let (first, second) = first_scored(game);
        let international = style == ResultStyle::International;
        return match (verdict.place(first), verdict.place(second)) {
            (1, 1) if international => "1-1",
            (1, 1) => "1/2-1/2",
            (1, _) if international => "2-0",
            (1, _) => "1-0",
            _ if international => "0-2",
            _ => "0-1",
        }
        .to_string();
    }
    Player::all(players)
        .map(|p| verdict.place(p).to_string())
        .collect::<Vec<_>>()
        .join("-")
}

/// How moves are numbered along a line: in rounds. A round begins with a move by a seat
/// that comes no later in the turn order (counted from the first seat) than the seat
/// that moved before — the first seat's move in most games, the next seat's once the
/// first has finished (halma's ranking games); a side that moves again (squeeze's
/// extra move after a capture) stays in its round.
#[derive(Clone, Copy, Debug)]
struct Numbering {
    first: Player,
    players: usize,
    round: u32,
    last: Option<Player>,
    /// The next move follows something other than a move (the line's start, a comment,
    /// a variation, a setup, a glyph) and so carries its number.
    interrupted: bool,
}

impl Numbering {
    /// The number of a move by `mover`, and whether it is written.
    fn next(&mut self, mover: Player) -> (u32, Option<MoveNumber>) {
        let order = |p: Player| (p.index() + self.players - self.first.index()) % self.players;
        let new_round = self.last.is_some_and(|l| order(mover) < order(l));
        if new_round {
            // A record may start at any number; the last one stays (u32::MAX).
            self.round = self.round.saturating_add(1);
        }
        let written = if new_round || (mover == self.first && self.last.is_none()) {
            Some(MoveNumber {
                number: self.round,
                continued: false,
            })
        } else if self.interrupted {
            Some(MoveNumber {
                number: self.round,
                continued: true,
            })
        } else {
            None
        };
        self.last = Some(mover);
        self.interrupted = false;
        (self.round, written)
    }
}

/// The replay of one line (the main line or a variation).
struct Line<'g, G: Game> {
    game: &'g G,
    in_variation: bool,
}

/// What replaying a line gives: its canonical elements, and for the main line the
/// positions and moves.
struct Played<G: Game> {
    elements: Vec<Element>,
    positions: Vec<G::Position>,
    moves: Vec<G::Move>,
    ending: Option<Ending<G::Outcome>>,
}

impl<G: Game> Line<'_, G> {
    fn refuse(&self, ply: usize, number: u32, token: &str, reason: String) -> Refusal {
        Refusal {
            ply,
            number,
            token: token.to_string(),
            reason,
            in_variation: self.in_variation,
        }
    }

    /// Replays `elements` from `m` (its history included), the first ply being
    /// `first_ply` (from 1).
    fn play(
        &self,
        mut m: Match<G>,
        elements: &[Element],
        first_ply: usize,
        mut numbering: Numbering,
        main: bool,
    ) -> Result<Played<G>, Refusal> {
        let game = self.game;
        let mut out = Vec::with_capacity(elements.len());
        let mut positions = Vec::new();
        let mut moves = Vec::new();
        let mut ply = first_ply;
        // The numbering and match before the last move, for a variation that replaces it.
        let mut before_last: Option<Numbering> = None;
        for e in elements {
            match e {
                Element::Move(rm) => {
                    let before = m.position().clone();
                    let mut probe = numbering;
                    let (number, _) = probe.next(before.to_move());
                    if let Some(ending) = m.ending() {
                        let reason = format!(
                            "the game is over: {}",
                            ending.describe(|p| game.player_name(p))
                        );
                        return Err(self.refuse(ply, number, &rm.text, reason));
                    }
                    let mv = match m.play_text(&rm.text) {
                        Ok(mv) => mv,
                        Err(MatchError::Move(e)) => {
                            return Err(self.refuse(ply, number, &rm.text, e.to_string()))
                        }
                        Err(e) => return Err(self.refuse(ply, number, &rm.text, e.to_string())),
                    };
                    before_last = Some(numbering);
                    let (_, written) = numbering.next(before.to_move());
                    out.push(Element::Move(RecordMove {
                        number: written,
                        text: game.format_record_move(&before, &mv),
                        strength: rm.strength.clone(),
                    }));
                    if main {
                        positions.push(before);
                        moves.push(mv);
                    }
                    ply += 1;
                }
                Element::Comment(_) | Element::Nag(_) => {
                    numbering.interrupted = true;
                    out.push(e.clone());
                }
                Element::Setup(text) => {
                    let number = numbering.round;
                    let pos = game
                        .parse_position(text)
                        .map_err(|e| self.refuse(ply, number, text, format!("the setup: {e}")))?;
                    m = Match::from_position(game.clone(), pos.clone());
                    before_last = None;
                    numbering.interrupted = true;
                    numbering.last = None;
                    out.push(Element::Setup(game.format_record_position(&pos)));
                }
                Element::Variation(v) => {
                    let Some(at) = before_last else {
                        let text = first_move_text(v);
                        return Err(self.refuse(
                            ply,
                            numbering.round,
                            &text,
                            "a variation must follow the move it replaces".to_string(),
                        ));
                    };
                    let mut branch = m.clone();
                    branch.undo();
                    let mut at = at;
                    at.interrupted = true;
                    let sub = Line {
                        game,
                        in_variation: true,
                    };
                    let played = sub.play(branch, v, ply - 1, at, false)?;
                    numbering.interrupted = true;
                    out.push(Element::Variation(played.elements));
                }
            }
        }
        if main {
            positions.push(m.position().clone());
        }
        Ok(Played {
            elements: out,
            positions,
            moves,
            ending: m.ending().cloned(),
        })
    }
}

fn first_move_text(v: &[Element]) -> String {
    v.iter()
        .find_map(|e| match e {
            Element::Move(m) => Some(m.text.clone()),
            _ => None,
        })
        .unwrap_or_else(|| "(".to_string())
}

/// Replays `record` against the rules of `game`: from the `FEN` tag's position (unless
/// `SetUp` is `0`) or the variant's start, every move of the main line and of every
/// variation checked (a variation from the position before the move it replaces, with
/// the history up to there), in-game setups read, and the result compared with the
/// rules: a record whose last position is over by the rules must give that result (or
/// none, `*` or `0-0`), and its `Result` tag and its final result must agree.
///
/// Move numbers are not checked (they are read as the record's numbering of rounds).
///
/// # Errors
/// The first [`Refusal`]: a move that does not parse or is not legal, a move after the
/// game is over, a bad `FEN` tag or setup, a result that contradicts the rules or the
/// `Result` tag.
pub fn replay<G: Game>(game: &G, record: &Record) -> Result<Replayed<G>, Refusal> {
    let fen = record
        .tag("FEN")
        .filter(|_| record.tag("SetUp").map(str::trim) != Some("0"));
    let start = match fen {
        Some(text) => game.parse_position(text).map_err(|e| Refusal {
            ply: 0,
            number: 0,
            token: text.to_string(),
            reason: format!("the FEN tag: {e}"),
            in_variation: false,
        })?,
        None => game.start(),
    };
    let first_number = record
        .mainline()
        .next()
        .and_then(|m| m.number)
        .map_or(1, |n| n.number);
    let numbering = Numbering {
        first: game.start().to_move(),
        players: game.players(),
        round: first_number,
        last: None,
        interrupted: true,
    };
    let line = Line {
        game,
        in_variation: false,
    };
    let played = line.play(
        Match::from_position(game.clone(), start.clone()),
        &record.moves,
        1,
        numbering,
        true,
    )?;
    let plies = played.moves.len();
    let last_number = numbering_after(&played.elements, first_number);

    // The result: the move text's, the tag's, and the rules'.
    let style = game.record_style();
    let written = record.result.as_deref().map(|r| (r, read_result(game, r)));
    let tagged = record.tag("Result").map(|r| (r, read_result(game, r)));
    let refuse_result = |token: &str, reason: String| Refusal {
        ply: plies,
        number: last_number,
        token: token.to_string(),
        reason,
        in_variation: false,
    };
    for (text, said) in [written, tagged].into_iter().flatten() {
        if said == Said::Misfit {
            let players = game.players();
            let example = if players == 2 {
                "1-0, 0-1 or 1/2-1/2".to_string()
            } else {
                let places: Vec<String> = (1..=players).map(|p| p.to_string()).collect();
                format!("one place a seat, as {}", places.join("-"))
            };
            return Err(refuse_result(
                text,
                format!("`{text}` is not a result of a game of {players} seats: write {example}"),
            ));
        }
    }
    if let (Some((w, Said::Verdict(a))), Some((t, Said::Verdict(b)))) = (written, tagged) {
        if !same_verdict(game, a, b) {
            return Err(refuse_result(
                w,
                format!("the Result tag says {t}, but the move text ends with {w}"),
            ));
        }
    }
    let said = match written {
        Some((_, s)) if s != Said::Unknown => Some(s),
        _ => tagged.map(|(_, s)| s).filter(|s| *s != Said::Unknown),
    };
    let said_text = written
        .filter(|(_, s)| *s != Said::Unknown)
        .or(tagged)
        .map_or("*", |(t, _)| t);
    let result = match (said, &played.ending) {
        (Some(Said::Verdict(v)), Some(ending)) if !same_verdict(game, v, ending.verdict()) => {
            return Err(refuse_result(
                said_text,
                format!(
                    "the record says {said_text}, but the rules ended the game: {}",
                    ending.describe(|p| game.player_name(p))
                ),
            ));
        }
        (Some(Said::Verdict(v)), _) => write_result(game, v, style.results),
        (Some(Said::Nobody), _) => "0-0".to_string(),
        (_, Some(ending)) => write_result(game, ending.verdict(), style.results),
        _ => "*".to_string(),
    };

    // The canonical tags.
    let mut tags: Vec<(String, String)> = ROSTER
        .iter()
        .map(|(name, unknown)| {
            let value = if *name == "Result" {
                result.clone()
            } else {
                record.tag(name).unwrap_or(unknown).to_string()
            };
            (name.to_string(), value)
        })
        .collect();
    tags.extend(style.tags.iter().cloned());
    if start != game.start() {
        tags.push(("SetUp".to_string(), "1".to_string()));
        tags.push(("FEN".to_string(), game.format_record_position(&start)));
    }
    let own = |n: &str| {
        ROSTER.iter().any(|(r, _)| *r == n)
            || style.tags.iter().any(|(t, _)| t == n)
            || matches!(n, "Game" | "GameType" | "SetUp" | "FEN")
    };
    tags.extend(record.tags.iter().filter(|(n, _)| !own(n)).cloned());

    Ok(Replayed {
        positions: played.positions,
        moves: played.moves,
        ending: played.ending,
        record: Record {
            tags,
            moves: played.elements,
            result: Some(result),
        },
    })
}

/// The last move number written in a line (for a refusal after the last move).
fn numbering_after(elements: &[Element], first: u32) -> u32 {
    elements
        .iter()
        .rev()
        .find_map(|e| match e {
            Element::Move(RecordMove {
                number: Some(n), ..
            }) => Some(n.number),
            _ => None,
        })
        .unwrap_or(first)
}

/// The record of the game played in `m`, canonical as [`replay`] writes it: `tags`
/// (`Event`, `White`, …; a `Result` among them is replaced), the match's start as a
/// `FEN` tag when it is not the game's start, every move in the game's record notation,
/// and the result its ending gives (`*` while the game goes on).
///
/// A game that has ended also gets a `Termination` tag, with the words of PGN:
/// `normal` for an ending by the rules, a repetition or a resignation, `adjudication`
/// for a verdict given from outside the rules; and the ending in words as a comment
/// after the last move (`{Black wins (White resigned)}`).
///
/// # Errors
/// A [`Refusal`] only when the game's record notation does not read back its own moves
/// (a fault of the game, which the record then could not be trusted with).
pub fn of_match<G: Game>(m: &Match<G>, tags: &[(String, String)]) -> Result<Replayed<G>, Refusal> {
    let game = m.game();
    let mut pos = m.start().clone();
    let mut elements = Vec::with_capacity(m.moves().len() + 1);
    for mv in m.moves() {
        elements.push(Element::Move(RecordMove {
            number: None,
            text: game.format_record_move(&pos, mv),
            strength: None,
        }));
        game.play_unchecked(&mut pos, mv);
    }
    let mut record = Record {
        tags: tags.to_vec(),
        moves: elements,
        result: None,
    };
    if *m.start() != game.start() {
        record.set_tag("SetUp", "1");
        record.set_tag("FEN", game.format_record_position(m.start()));
    }
    let result = match m.ending() {
        Some(ending) => {
            let termination = match ending {
                Ending::Adjudication { .. } => "adjudication",
                _ => "normal",
            };
            record.set_tag("Termination", termination);
            record
                .moves
                .push(Element::Comment(ending.describe(|p| game.player_name(p))));
            write_result(game, ending.verdict(), game.record_style().results)
        }
        None => "*".to_string(),
    };
    record.set_tag("Result", result.clone());
    record.result = Some(result);
    replay(game, &record)
}
