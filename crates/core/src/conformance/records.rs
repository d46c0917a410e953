//! The game-record checks every family runs in its tests: records of random games
//! written, replayed and read back as the same game, and mangled records that never
//! panic the reader or the replay.
//!
//! - [`round_trip`] writes a game (its moves from a start) as a record in the game's
//!   record notation ([`Game::format_record_move`]), replays it, and checks that the
//!   replay has the same moves, positions and ending, that its canonical text reads
//!   back as the same record, and that this record replays the same game again.
//! - [`random_games`] does it for seeded random games from a position;
//!   [`round_trip_from_set_up`] for a random game from a position a few random moves
//!   in, written with `SetUp` and `FEN`.
//! - [`check_mangled`] writes annotated records (a comment, a glyph, a strength mark, a
//!   variation, an in-game setup), mangles their text with random edits (characters
//!   deleted, inserted or replaced, lines cut, the text cut short), and reads and
//!   replays each: nothing may panic, every replayed move must be legal where it is
//!   played and named by its canonical text there, and the canonical text of what
//!   replays must replay the same moves.
//! - [`check_family`] runs the last two on every preset of a family.
//! - [`expected_result`] states how a verdict is written as a record's result, for the
//!   families' own checks of [`Replayed::result`].
//!
//! Failures panic with the game and the record's text, as test assertions do.
//!
//! ```
//! use doska_core::conformance::records;
//! use doska_core::toy::Subtraction;
//! use doska_core::Game;
//! let game = Subtraction::new(2, 20);
//! for r in records::random_games(&game, &game.start(), 0..4, 100) {
//!     assert!(r.ending().is_some(), "the pile runs out");
//! }
//! records::round_trip_from_set_up(&game, 1, 100);
//! let replayed = records::check_mangled(&game, 16, 20, 7);
//! assert!(replayed > 0, "some mangled records are still a legal game");
//! ```

use std::panic::{self, AssertUnwindSafe};

use rand::Rng;

use crate::game::{Game, Position};
use crate::history::Ending;
use crate::outcome::Verdict;
use crate::player::Player;
use crate::playout::{random_playout, seeded_rng};
use crate::record::{self, Element, Record, RecordMove, Replayed};
use crate::registry::Family;

/// The one game of a record text.
///
/// # Panics
/// When the text holds no game, more than one, or a syntax error.
pub fn read_one(text: &str) -> Record {
    let mut games = record::read(text);
    let rec = games
        .next()
        .unwrap_or_else(|| panic!("no game in {text:?}"))
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(games.next().is_none(), "more than one game in {text:?}");
    rec
}

/// The record texts of `moves` played from `start`.
pub(super) fn record_texts<G: Game>(
    game: &G,
    start: &G::Position,
    moves: &[G::Move],
) -> Vec<String> {
    let mut pos = start.clone();
    moves
        .iter()
        .map(|mv| {
            let text = game.format_record_move(&pos, mv);
            game.play_unchecked(&mut pos, mv);
            text
        })
        .collect()
}

/// The positions of a game: `start`, then after each move.
fn positions<G: Game>(game: &G, start: &G::Position, moves: &[G::Move]) -> Vec<G::Position> {
    let mut pos = start.clone();
    let mut all = vec![pos.clone()];
    for mv in moves {
        game.play_unchecked(&mut pos, mv);
        all.push(pos.clone());
    }
    all
}

/// A record of `texts` played from `start` (with `SetUp` and `FEN` when it is not the
/// variant's start).
fn raw_record<G: Game>(game: &G, start: &G::Position, texts: Vec<String>) -> Record {
    let mut rec = Record::from_moves(texts);
    if *start != game.start() {
        rec.set_tag("SetUp", "1");
        rec.set_tag("FEN", game.format_record_position(start));
    }
    rec
}

/// Writes `moves` (played from `start`, ending as `ending`: `None` when the game goes
/// on) as a record, replays it, and checks that the replay and the replay of its
/// canonical text give the same moves, positions, ending and canonical record; returns
/// the replay.
///
/// # Panics
/// On a refusal or a difference, with the game and the record.
pub fn round_trip<G: Game>(
    game: &G,
    start: &G::Position,
    moves: &[G::Move],
    ending: Option<&Ending<G::Outcome>>,
) -> Replayed<G> {
    let name = game.name();
    let raw = raw_record(game, start, record_texts(game, start, moves));
    let r = record::replay(game, &raw).unwrap_or_else(|e| panic!("{name}: {e}\n{raw}"));
    assert_eq!(r.moves(), moves, "{name}");
    let expected = positions(game, start, moves);
    for (ply, pos) in expected.iter().enumerate() {
        assert_eq!(r.position_at(ply), Some(pos), "{name}: ply {ply}");
    }
    assert_eq!(r.position(), &expected[moves.len()], "{name}");
    assert_eq!(r.ending(), ending, "{name}");
    for (tag, value) in game.record_style().tags {
        assert_eq!(r.record().tag(&tag), Some(value.as_str()), "{name}: {tag}");
    }
    assert_eq!(r.record().tag("Result"), Some(r.result()), "{name}");
    match ending {
        Some(_) => assert_ne!(r.result(), "*", "{name}: the game ended"),
        None => assert_eq!(r.result(), "*", "{name}: the game goes on"),
    }

    let text = r.record().to_string();
    let read = read_one(&text);
    assert_eq!(
        &read,
        r.record(),
        "{name}: the canonical text reads back\n{text}"
    );
    let again = record::replay(game, &read).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
    assert_eq!(again.record(), r.record(), "{name}");
    assert_eq!(again.moves(), moves, "{name}");
    for ply in 0..=moves.len() {
        assert_eq!(
            again.position_at(ply),
            r.position_at(ply),
            "{name}: ply {ply}"
        );
    }
    assert_eq!(again.position_at(moves.len() + 1), None, "{name}");
    assert_eq!(again.ending(), ending, "{name}");
    r
}

/// Round-trips ([`round_trip`]) a random game from `start` for each seed of `seeds`,
/// each cut off after `max_plies` plies; returns the replays.
pub fn random_games<G: Game>(
    game: &G,
    start: &G::Position,
    seeds: std::ops::Range<u64>,
    max_plies: usize,
) -> Vec<Replayed<G>> {
    seeds
        .map(|seed| {
            let playout = random_playout(game, start, &mut seeded_rng(seed), max_plies);
            round_trip(game, start, &playout.moves, playout.ending.as_ref())
        })
        .collect()
}

/// A position reached by `plies` random moves from the start that is not over (`None`
/// when every such game ended first).
fn set_up<G: Game>(game: &G, seed: u64, plies: usize) -> Option<G::Position> {
    let pos = random_playout(game, &game.start(), &mut seeded_rng(seed), plies).position;
    (pos != game.start() && game.outcome(&pos).is_none()).then_some(pos)
}

/// Round-trips a random game (seeded with `seed`, at most `max_plies` plies) from a
/// position 3 to 11 random moves in, and checks that the canonical record carries that
/// start as `SetUp` and `FEN` and numbers its first move for the seat to move there
/// (`12...` when it is not the seat that starts the game).
///
/// # Panics
/// When no such position is found (every random game ended within 11 plies), or on the
/// failures of [`round_trip`].
pub fn round_trip_from_set_up<G: Game>(game: &G, seed: u64, max_plies: usize) -> Replayed<G> {
    let name = game.name();
    let start = (3..12)
        .find_map(|plies| set_up(game, seed, plies))
        .unwrap_or_else(|| panic!("{name}: no set-up position"));
    let playout = random_playout(game, &start, &mut seeded_rng(seed + 100), max_plies);
    assert!(!playout.moves.is_empty(), "{name}");
    let r = round_trip(game, &start, &playout.moves, playout.ending.as_ref());
    assert_eq!(r.record().tag("SetUp"), Some("1"), "{name}");
    assert_eq!(
        r.record().tag("FEN"),
        Some(game.format_record_position(&start).as_str()),
        "{name}"
    );
    let first = r.record().mainline().next().expect("a first move");
    let number = first.number.expect("the first move is numbered");
    assert_eq!(
        number.continued,
        start.to_move() != game.start().to_move(),
        "{name}"
    );
    r
}

/// The canonical text of a record of a random game (from the start, or from a set-up
/// position) of at most `plies` plies, with a strength mark on its second move and, at
/// its middle, a comment, a glyph, a variation (another legal move instead of the
/// game's) and an in-game setup of the position reached.
fn annotated_text<G: Game>(game: &G, seed: u64, plies: usize, from_set_up: bool) -> String {
    let start = from_set_up
        .then(|| set_up(game, seed, 6))
        .flatten()
        .unwrap_or_else(|| game.start());
    let playout = random_playout(game, &start, &mut seeded_rng(seed), plies);
    let texts = record_texts(game, &start, &playout.moves);
    let all = positions(game, &start, &playout.moves);
    let mut elements = Vec::new();
    let at = texts.len() / 2;
    for (ply, text) in texts.into_iter().enumerate() {
        elements.push(Element::Move(RecordMove {
            number: None,
            text,
            strength: (ply == 1).then(|| "!?".to_string()),
        }));
        if ply == at {
            elements.push(Element::Comment(format!("ply {ply}")));
            elements.push(Element::Nag(1));
            let before = &all[ply];
            let other = game
                .moves(before)
                .iter()
                .find(|mv| **mv != playout.moves[ply])
                .cloned();
            if let Some(mv) = other {
                let text = game.format_record_move(before, &mv);
                elements.push(Element::Variation(vec![Element::Move(RecordMove {
                    number: None,
                    text,
                    strength: None,
                })]));
            }
            elements.push(Element::Setup(game.format_record_position(&all[ply + 1])));
        }
    }
    let mut rec = raw_record(game, &start, Vec::new());
    rec.set_tag("Event", "mangled");
    rec.moves = elements;
    let r = record::replay(game, &rec).unwrap_or_else(|e| panic!("{}: {e}\n{rec}", game.name()));
    r.record().to_string()
}

/// Checks a replay against the rules: each move of the main line legal in the position
/// before it and named by its canonical text there, each position the one the moves
/// (and in-game setups) lead to.
fn check_replay<G: Game>(game: &G, r: &Replayed<G>) {
    let rec = r.record();
    let mut pos = match rec.tag("FEN") {
        Some(fen) => game.parse_position(fen).expect("the canonical FEN reads"),
        None => game.start(),
    };
    let mut ply = 0;
    for e in &rec.moves {
        match e {
            Element::Move(m) => {
                let mv = &r.moves()[ply];
                assert_eq!(r.position_at(ply), Some(&pos), "ply {ply}");
                assert!(game.is_legal(&pos, mv), "ply {ply}: {mv:?}");
                assert_eq!(
                    game.parse_move(&pos, &m.text).ok().as_ref(),
                    Some(mv),
                    "ply {ply}"
                );
                game.play_unchecked(&mut pos, mv);
                ply += 1;
            }
            Element::Setup(text) => {
                pos = game.parse_position(text).expect("a canonical setup reads");
            }
            _ => {}
        }
    }
    assert_eq!(ply, r.plies());
    assert_eq!(r.position_at(ply), Some(&pos));
    assert_eq!(r.position(), &pos);
    assert_eq!(r.position_at(ply + 1), None);
}

/// One change to a record's text.
#[derive(Clone, Copy, Debug)]
enum Edit {
    /// Deletes up to this many characters from the index.
    Delete(usize, usize),
    /// Inserts a character at the index.
    Insert(usize, char),
    /// Replaces the character at the index.
    Replace(usize, char),
    /// Deletes the line of that number.
    CutLine(usize),
    /// Cuts the text at the index.
    Truncate(usize),
}

/// The characters that mean something in records and move texts.
const SPECIAL: &str = "[]{}()\";$/%*.!?-x,0123456789 \nabcdefghpass+:=";

/// A character for an edit: three times in four one of [`SPECIAL`], else any.
fn mangling_char<R: Rng>(rng: &mut R) -> char {
    if rng.random_range(0..4) < 3 {
        let special: Vec<char> = SPECIAL.chars().collect();
        special[rng.random_range(0..special.len())]
    } else {
        rng.random()
    }
}

/// One to five random edits.
fn random_edits<R: Rng>(rng: &mut R) -> Vec<Edit> {
    (0..rng.random_range(1..6))
        .map(|_| {
            let i = rng.random::<u32>() as usize;
            match rng.random_range(0..5) {
                0 => Edit::Delete(i, rng.random_range(1..6)),
                1 => Edit::Insert(i, mangling_char(rng)),
                2 => Edit::Replace(i, mangling_char(rng)),
                3 => Edit::CutLine(i),
                _ => Edit::Truncate(i),
            }
        })
        .collect()
}

/// `text` with the edits applied in order.
fn mangle(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let at = |i: usize, len: usize| i % (len + 1);
        match *e {
            Edit::Delete(i, n) => {
                let i = at(i, chars.len());
                let end = (i + n).min(chars.len());
                chars.drain(i..end);
            }
            Edit::Insert(i, c) => {
                let i = at(i, chars.len());
                chars.insert(i, c);
            }
            Edit::Replace(i, c) => {
                if !chars.is_empty() {
                    let i = i % chars.len();
                    chars[i] = c;
                }
            }
            Edit::CutLine(i) => {
                let s: String = chars.iter().collect();
                let lines: Vec<&str> = s.split('\n').collect();
                let cut = i % lines.len();
                let kept: Vec<&str> = lines
                    .iter()
                    .enumerate()
                    .filter(|(n, _)| *n != cut)
                    .map(|(_, l)| *l)
                    .collect();
                chars = kept.join("\n").chars().collect();
            }
            Edit::Truncate(i) => {
                let i = at(i, chars.len());
                chars.truncate(i);
            }
        }
    }
    chars.into_iter().collect()
}

/// Reads and replays a mangled text: what replays is legal, and its canonical text
/// replays the same moves. Returns how many of its games replayed.
fn read_mangled<G: Game>(game: &G, text: &str) -> usize {
    let mut replayed = 0;
    for rec in record::read(text).flatten() {
        if let Ok(r) = record::replay(game, &rec) {
            replayed += 1;
            check_replay(game, &r);
            let canonical = r.record().to_string();
            let again = record::replay(game, &read_one(&canonical))
                .unwrap_or_else(|e| panic!("{e}\n{canonical}"));
            assert_eq!(again.moves(), r.moves(), "{canonical}");
            assert_eq!(again.position(), r.position(), "{canonical}");
        }
    }
    replayed
}

/// Reads and replays `cases` mangled records of `game` (see [the module](self)): each
/// an annotated record of a random game of fewer than `max_plies` plies (from the
/// start or from a set-up position), its text changed by one to five random edits.
/// The cases are drawn from a generator seeded with `seed`. Returns how many of the
/// mangled records replayed (the edits left them a legal game), for the caller to
/// check that the checks of a replay ran.
///
/// # Panics
/// When the reader or the replay panics, a replayed move is not legal or not named by
/// its text, or the canonical text of a replay does not replay the same game; the
/// message holds the game, the case and the mangled text.
pub fn check_mangled<G: Game>(game: &G, cases: usize, max_plies: usize, seed: u64) -> usize {
    let mut rng = seeded_rng(seed);
    let mut replayed = 0;
    for case in 0..cases {
        let game_seed = rng.random_range(0..1000);
        let plies = rng.random_range(0..max_plies.max(1));
        let from_set_up = rng.random();
        let edits = random_edits(&mut rng);
        let original = annotated_text(game, game_seed, plies, from_set_up);
        let text = mangle(&original, &edits);
        let checked = panic::catch_unwind(AssertUnwindSafe(|| read_mangled(game, &text)));
        match checked {
            Ok(n) => replayed += n,
            Err(payload) => {
                let why = payload
                    .downcast_ref::<String>()
                    .map(String::as_str)
                    .or_else(|| payload.downcast_ref::<&str>().copied())
                    .unwrap_or("a panic");
                panic!(
                    "{}: mangled record {case} (seed {seed}): {why}\n\
                 edits {edits:?} of\n{original}\ngave\n{text}",
                    game.name()
                );
            }
        }
    }
    replayed
}

/// Runs, on every preset of `F`, [`round_trip_from_set_up`] for two seeds (random games
/// of at most `max_plies` plies) and [`check_mangled`] with 24 mangled records (random
/// games of fewer than `mangled_plies` plies), and checks that some mangled record of
/// the family still replayed.
///
/// # Panics
/// On the failures of those checks, or when no mangled record replayed.
pub fn check_family<F: Family>(max_plies: usize, mangled_plies: usize) {
    let mut replayed = 0;
    for (i, preset) in F::PRESETS.iter().enumerate() {
        for seed in 0..2 {
            round_trip_from_set_up(&preset.rules, seed, max_plies);
        }
        replayed += check_mangled(&preset.rules, 24, mangled_plies, i as u64);
    }
    assert!(replayed > 0, "{}: no mangled record replayed", F::NAME);
}

/// How a record writes `verdict` as its result, `seats` listing the seats in the
/// order the result names them: for two seats, the first seat's score first (`1-0`,
/// `0-1`, `1/2-1/2`); for more, the place of each seat in turn (`1-2-1-2`, every seat
/// `1` when all share the first place).
///
/// ```
/// use doska_core::conformance::records::expected_result;
/// use doska_core::{Player, Verdict};
/// let (a, b) = (Player::FIRST, Player::SECOND);
/// assert_eq!(expected_result(Verdict::win(b), &[b, a]), "1-0");
/// assert_eq!(expected_result(Verdict::win(b), &[a, b]), "0-1");
/// assert_eq!(expected_result(Verdict::Draw, &[a, b]), "1/2-1/2");
/// ```
pub fn expected_result(verdict: Verdict, seats: &[Player]) -> String {
    let places: Vec<u8> = seats.iter().map(|&p| verdict.place(p)).collect();
    match places[..] {
        [1, 1] => "1/2-1/2".to_string(),
        [1, _] => "1-0".to_string(),
        [_, _] => "0-1".to_string(),
        _ => places
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join("-"),
    }
}
