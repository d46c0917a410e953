//! Game records of scoring rows: random games of both presets written as records,
//! replayed, and their canonical text read back as the same game, with the results of
//! two players and of two teams of four (from the start and from a set-up position);
//! mangled records never panic and replay only legal moves; a whole four-player game
//! on a small board written by hand, its result checked against the scores.

use doska_core::record::{self, Element, Record, RecordMove, Replayed};
use doska_core::registry::Family;
use doska_core::{random_playout, seeded_rng, Ending, Game, Outcome, Player, Position, Verdict};
use doska_scoring_rows::{Colour, ScoringRows, ScoringRowsFamily, Square};
use proptest::prelude::*;

/// The plies of a random game before it is cut off (a game lasts a turn per two cells:
/// 24 on the 6×8 board).
const MAX_PLIES: usize = 100;
/// The random games of each preset.
const SEEDS: u64 = 6;

// ---- The same helpers in the records tests of every family ----

/// The record texts of `moves` played from `start`.
fn record_texts<G: Game>(game: &G, start: &G::Position, moves: &[G::Move]) -> Vec<String> {
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

/// The one game of a record text.
fn read_one(text: &str) -> Record {
    let mut games = record::read(text);
    let rec = games
        .next()
        .unwrap_or_else(|| panic!("no game in {text:?}"))
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert!(games.next().is_none(), "more than one game in {text:?}");
    rec
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

/// Writes `moves` (played from `start`, ending as `ending`) as a record, replays it,
/// and checks that the replay and the replay of its canonical text give the same moves,
/// positions and canonical record; returns the canonical replay.
fn round_trip<G: Game>(
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
    assert_eq!(r.position(), expected.last().unwrap(), "{name}");
    assert_eq!(r.ending(), ending, "{name}");
    assert_eq!(r.record().tag("Game"), Some(name.as_str()));
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
    assert_eq!(again.position_at(moves.len() + 1), None);
    assert_eq!(again.ending(), ending, "{name}");
    r
}

/// A position reached by `plies` random moves from the start that is not over (`None`
/// when every such game ended first).
fn set_up<G: Game>(game: &G, seed: u64, plies: usize) -> Option<G::Position> {
    let pos = random_playout(game, &game.start(), &mut seeded_rng(seed), plies).position;
    (pos != game.start() && game.outcome(&pos).is_none()).then_some(pos)
}

/// Checks a random game from a set-up position: it round-trips, and the canonical
/// record carries the start as `SetUp` and `FEN` and numbers the first move for the
/// seat to move.
fn round_trip_from_set_up<G: Game>(game: &G, seed: u64) {
    let start = (3..12)
        .find_map(|plies| set_up(game, seed, plies))
        .unwrap_or_else(|| panic!("{}: no set-up position", game.name()));
    let playout = random_playout(game, &start, &mut seeded_rng(seed + 100), MAX_PLIES);
    assert!(!playout.moves.is_empty(), "{}", game.name());
    let r = round_trip(game, &start, &playout.moves, playout.ending.as_ref());
    assert_eq!(r.record().tag("SetUp"), Some("1"));
    assert_eq!(
        r.record().tag("FEN"),
        Some(game.format_record_position(&start).as_str())
    );
    let first = r.record().mainline().next().unwrap();
    let number = first.number.expect("the first move is numbered");
    assert_eq!(
        number.continued,
        start.to_move() != game.start().to_move(),
        "{}",
        game.name()
    );
}

/// A record of a random game (from the start, or from a set-up position) with a
/// comment, a glyph, a strength mark, a variation (another legal move instead of one of
/// the game's) and an in-game setup, replayed to its canonical text.
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
                assert_eq!(game.parse_move(&pos, &m.text).ok().as_ref(), Some(mv));
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
#[derive(Clone, Debug)]
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

/// The characters that mean something in records and move texts, and any character.
fn mangling_char() -> impl Strategy<Value = char> {
    let special: Vec<char> = "[]{}()\";$/%*.!?-x,0123456789 \nabcdefghpass+:="
        .chars()
        .collect();
    prop_oneof![3 => proptest::sample::select(special), 1 => any::<char>()]
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), 1..6usize).prop_map(|(i, n)| Edit::Delete(i, n)),
        (any::<usize>(), mangling_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<usize>(), mangling_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        any::<usize>().prop_map(Edit::CutLine),
        any::<usize>().prop_map(Edit::Truncate),
    ]
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

/// Reads and replays a mangled text: nothing panics, what replays is legal, and its
/// canonical text replays the same moves.
fn read_mangled<G: Game>(game: &G, text: &str) {
    for rec in record::read(text).flatten() {
        if let Ok(r) = record::replay(game, &rec) {
            check_replay(game, &r);
            let canonical = r.record().to_string();
            let again = record::replay(game, &read_one(&canonical))
                .unwrap_or_else(|e| panic!("{e}\n{canonical}"));
            assert_eq!(again.moves(), r.moves(), "{canonical}");
            assert_eq!(again.position(), r.position(), "{canonical}");
        }
    }
}

// ---- Scoring rows ----

/// The result a record writes for a verdict of scoring rows: two players as `1-0`,
/// `0-1`, `1/2-1/2` (White's score first), four as the place of each seat in turn
/// order (A, C, B, D).
fn rows_result(game: &ScoringRows, verdict: Verdict) -> String {
    let places: Vec<u8> = Player::all(game.players())
        .map(|p| verdict.place(p))
        .collect();
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

#[test]
fn records_of_random_games_round_trip_in_every_preset() {
    for preset in ScoringRowsFamily::PRESETS {
        let game: ScoringRows = preset.rules;
        for seed in 0..SEEDS {
            let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), MAX_PLIES);
            let ending = playout.ending.as_ref().expect("every game fills the board");
            let r = round_trip(&game, &game.start(), &playout.moves, Some(ending));
            assert_eq!(r.plies(), game.turns() as usize);
            assert_eq!(
                r.result(),
                rows_result(&game, ending.verdict()),
                "{}",
                game.name()
            );
        }
    }
}

#[test]
fn records_from_a_set_up_position_round_trip_in_every_preset() {
    for preset in ScoringRowsFamily::PRESETS {
        for seed in 0..2 {
            round_trip_from_set_up(&preset.rules, seed);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn mangled_records_never_panic_and_replay_only_legal_moves(
        preset in 0..ScoringRowsFamily::PRESETS.len(),
        seed in 0..1000u64,
        plies in 0..30usize,
        from_set_up in any::<bool>(),
        edits in proptest::collection::vec(edit(), 1..6),
    ) {
        let game = ScoringRowsFamily::PRESETS[preset].rules;
        let text = annotated_text(&game, seed, plies, from_set_up);
        read_mangled(&game, &mangle(&text, &edits));
    }
}

#[test]
fn a_four_player_game_on_a_small_board_gives_the_team_result() {
    // Four players on 4×3, turn order A, C, B, D, A, C. White (A and B) fills rank 1
    // and a2, a3: a row of four and a row of two, 16 + 4 = 20. Black (C and D) fills
    // b2-d3: two rows of three, 9 + 9 = 18. White wins: A and B first, C and D second.
    let game = ScoringRowsFamily::from_spec("scoring-rows/four:files=4,ranks=3").unwrap();
    let header = format!("[Game \"{}\"]\n\n", game.name());
    let moves = "1. b1,a1 b2,c2 c1,d1 b3,d2 2. a2,a3 d3,c3";
    let r = record::replay(&game, &read_one(&format!("{header}{moves} 1-2-1-2")))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.plies(), 6);
    let Some(Ending::Rules(outcome)) = r.ending() else {
        panic!("the full board ends the game: {:?}", r.ending())
    };
    assert_eq!(outcome.score(Colour::White), 20);
    assert_eq!(outcome.score(Colour::Black), 18);
    assert_eq!(r.result(), "1-2-1-2");
    assert_eq!(r.result(), rows_result(&game, outcome.verdict()));
    // Without a result, the rules give it; the canonical record writes every placement
    // lower square first (by rank, then file).
    let bare = record::replay(&game, &read_one(&format!("{header}{moves} *"))).unwrap();
    assert_eq!(bare.result(), "1-2-1-2");
    let texts: Vec<&str> = bare.record().mainline().map(|m| m.text.as_str()).collect();
    assert_eq!(
        texts,
        ["a1,b1", "b2,c2", "c1,d1", "d2,b3", "a2,a3", "c3,d3"]
    );
    let square = |name: &str| name.parse::<Square>().unwrap();
    let board = bare.position().board();
    assert_eq!(board.piece_at(square("a3")), Some(Colour::White));
    assert_eq!(board.piece_at(square("b3")), Some(Colour::Black));
    // A result against the scores is refused, in the move text or in the Result tag.
    for text in [
        format!("{header}{moves} 2-1-2-1"),
        format!("{header}{moves} 1-1-1-1"),
        format!("[Result \"2-1-2-1\"]\n{header}{moves} *"),
    ] {
        let refusal = record::replay(&game, &read_one(&text)).unwrap_err();
        assert_eq!(refusal.ply, 6, "{refusal}");
        assert!(
            refusal.reason.contains("the rules ended the game"),
            "{refusal}"
        );
    }
    // A placement on a taken cell, and a seventh turn on the full board, are refused.
    for (more, ply) in [
        ("1. a1,b1 a1,c2", 2),
        ("1. b1,a1 b2,c2 c1,d1 b3,d2 2. a2,a3 d3,c3 a1,b1", 7),
    ] {
        let refusal = record::replay(&game, &read_one(&format!("{header}{more} *"))).unwrap_err();
        assert_eq!(refusal.ply, ply, "{refusal}");
    }
}

#[test]
fn a_two_sided_result_of_a_four_seat_game_is_refused() {
    // The game of the test above, which White (A and B) wins 20 to 18. A game of four
    // seats writes one place a seat: `0-1`, `1/2-1/2` and `2-1-2-1-2` are results of
    // another number of seats, refused rather than taken for unknown.
    let game = ScoringRowsFamily::from_spec("scoring-rows/four:files=4,ranks=3").unwrap();
    for result in ["0-1", "1/2-1/2", "2-1-2-1-2"] {
        let text = format!("1. b1,a1 b2,c2 c1,d1 b3,d2 2. a2,a3 d3,c3 {result}");
        let refusal = record::replay(&game, &read_one(&text)).unwrap_err();
        assert_eq!(refusal.token, result);
        assert!(refusal.reason.contains("1-2-3-4"), "{refusal}");
    }
}
