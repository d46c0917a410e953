//! The record grammar, one edge case at a time, and replays of the toy game; any text
//! read and replayed without a panic, its canonical text read back as the same record;
//! random games of the toy game round-tripped and mangled (proptest).

use doska_core::conformance::records;
use doska_core::record::{self, decode, Element, MoveNumber, Record, RecordError};
use doska_core::toy::Subtraction;
use doska_core::Game;
use proptest::prelude::*;

fn one(text: &str) -> Record {
    let mut games: Vec<_> = record::read(text).collect();
    assert_eq!(games.len(), 1, "{text:?}: {games:?}");
    games.pop().unwrap().unwrap()
}

fn texts(r: &Record) -> Vec<&str> {
    r.mainline().map(|m| m.text.as_str()).collect()
}

#[test]
fn tags_keep_their_order_and_escapes() {
    let r = one("[White \"a \\\"b\\\" c\\\\d\"]\n[Black \"C:\\x\"]\n[White \"again\"]\n*");
    assert_eq!(r.tags[0], ("White".into(), "a \"b\" c\\d".into()));
    assert_eq!(r.tags[1], ("Black".into(), "C:\\x".into()));
    assert_eq!(r.tags[2].1, "again");
    assert_eq!(r.tag("White"), Some("a \"b\" c\\d"));
    assert_eq!(one(&r.to_string()), r);
}

#[test]
fn move_numbers_attached_or_apart_and_continued() {
    let r = one("1.32-28 19-23 2. 28x19 12... 14x23 3. ... 5-10 *");
    assert_eq!(texts(&r), ["32-28", "19-23", "28x19", "14x23", "5-10"]);
    let numbers: Vec<Option<MoveNumber>> = r.mainline().map(|m| m.number).collect();
    assert_eq!(
        numbers[0],
        Some(MoveNumber {
            number: 1,
            continued: false
        })
    );
    assert_eq!(numbers[1], None);
    assert_eq!(
        numbers[3],
        Some(MoveNumber {
            number: 12,
            continued: true
        })
    );
    assert_eq!(
        numbers[4],
        Some(MoveNumber {
            number: 3,
            continued: true
        })
    );
}

#[test]
fn strength_marks_glyphs_and_comments() {
    let r = one(
        "1. 32-28! 19-23?! 2. 28x19(?) $14 {a\n  long\tcomment} 14x23 ; to the end\n 3. 1-2 !? 0-1",
    );
    let marks: Vec<Option<&str>> = r.mainline().map(|m| m.strength.as_deref()).collect();
    assert_eq!(
        marks,
        [Some("!"), Some("?!"), Some("(?)"), None, Some("!?")]
    );
    assert!(r.moves.contains(&Element::Nag(14)));
    assert!(r.moves.contains(&Element::Comment("a long comment".into())));
    assert!(r.moves.contains(&Element::Comment("to the end".into())));
    assert_eq!(r.result.as_deref(), Some("0-1"));
    assert_eq!(one(&r.to_string()), r);
}

#[test]
fn nested_variations_and_setups() {
    let r = one("1. a (1. b (1. c) 1... d) 1... e /W:W31:B1/ f /\"x/y\"/ *");
    let Element::Variation(v) = &r.moves[1] else {
        panic!("{r:?}")
    };
    assert!(matches!(v[1], Element::Variation(_)));
    assert!(r.moves.contains(&Element::Setup("W:W31:B1".into())));
    assert!(r.moves.contains(&Element::Setup("x/y".into())));
    assert_eq!(one(&r.to_string()), r);
}

#[test]
fn every_result_ends_a_game() {
    for result in [
        "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*", "1-2-2", "3-1-2-4",
    ] {
        let text = format!("1. a b {result}\n1. c d {result}");
        let games: Vec<Record> = record::read(&text).map(Result::unwrap).collect();
        assert_eq!(games.len(), 2, "{result}");
        assert_eq!(games[0].result.as_deref(), Some(result));
    }
}

#[test]
fn files_of_games_crlf_bom_latin1_and_escape_lines() {
    let text =
        "\u{feff}% a file\r\n[Event \"A\"]\r\n\r\n1. a b 1-0\r\n\r\n[Event \"B\"]\r\n1. c *\r\n";
    let games: Vec<Record> = record::read(text).map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].tag("Event"), Some("B"));
    assert_eq!(
        decode(b"[Event \"K\xf6ln \x96 1\"]"),
        "[Event \"Köln – 1\"]"
    );
}

#[test]
fn a_bad_game_is_named_and_the_next_is_read() {
    let text = "[Event \"A\"]\n[White \"W\"]\n1. a (b 1-0\n\n[Event \"B\"]\n1. c } *\n\n[Event \"C\"]\n1. d *\n";
    let games: Vec<_> = record::read(text).collect();
    assert_eq!(games.len(), 3);
    let first = games[0].as_ref().unwrap_err();
    assert_eq!(
        first.to_string(),
        "game 1 (Event \"A\", White \"W\"), line 3: a result `1-0` inside a variation"
    );
    let second = games[1].as_ref().unwrap_err();
    assert_eq!((second.game, second.line), (2, 6));
    assert!(second.problem.contains('}'));
    assert_eq!(games[2].as_ref().unwrap().tag("Event"), Some("C"));
}

#[test]
fn mangled_input_never_panics_and_what_is_read_round_trips() {
    let samples = [
        "[",
        "[A",
        "[A \"",
        "[A \"b",
        "{",
        "(",
        ")",
        "$",
        "$99999",
        "/",
        "/x",
        "1.",
        "...",
        "!",
        "(?)",
        "\"",
        "]",
        "[A \"b\"",
        "1. a (",
        "\u{0}\u{ff}",
    ];
    for a in samples {
        for b in samples {
            let text = format!("{a}{b} {a} x {b}");
            // Whatever is read writes a text that reads back as the same record (a game
            // with no result at its end is written with `*`).
            for mut r in record::read(&text).flatten() {
                r.result.get_or_insert_with(|| "*".to_string());
                let again: Vec<_> = record::read(&r.to_string()).collect();
                assert_eq!(again.len(), 1, "{text:?} wrote {r}");
                assert_eq!(again[0].as_ref(), Ok(&r), "{text:?} wrote {r}");
            }
        }
    }
}

#[test]
fn replay_checks_variations_and_the_result() {
    let game = Subtraction::new(2, 5);
    // The variation replaces the second move; it is checked from the position before.
    let ok = one("1. 3 2 (1... 3) 0-1");
    assert!(record::replay(&game, &ok).is_err());
    let ok = one("1. 3 2 (1... 1 2. 1) 0-1");
    let r = record::replay(&game, &ok).unwrap();
    assert_eq!(r.plies(), 2);
    assert_eq!(r.position_at(1).unwrap().to_string(), "2 2");
    // The rules ended the game won by the second seat: 1-0 contradicts them.
    let bad = one("1. 3 2 1-0");
    let refusal = record::replay(&game, &bad).unwrap_err();
    assert!(
        refusal
            .reason
            .starts_with("the record says 1-0, but the rules ended the game"),
        "{refusal}"
    );
    // The Result tag and the move text disagree.
    let tagged = one("[Result \"1-0\"]\n1. 1 0-1");
    let refusal = record::replay(&game, &tagged).unwrap_err();
    assert!(
        refusal.reason.contains("the Result tag says 1-0"),
        "{refusal}"
    );
    // A move after the end.
    let over = one("1. 3 2 1 *");
    assert!(record::replay(&game, &over)
        .unwrap_err()
        .reason
        .starts_with("the game is over"));
}

#[test]
fn the_canonical_record_numbers_by_rounds_and_reads_back() {
    let game = Subtraction::new(3, 9);
    let raw = Record::from_moves(["1", "2", "3", "1", "2"]);
    let r = record::replay(&game, &raw).unwrap();
    let text = r.record().to_string();
    assert!(text.contains("1. 1 2 3 2. 1 2 2-1-2"), "{text}");
    assert!(
        text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]"),
        "{text}"
    );
    assert!(
        text.contains(&format!("[Game \"{}\"]", doska_core::Game::name(&game))),
        "{text}"
    );
    let again = record::replay(&game, &one(&text)).unwrap();
    assert_eq!(again.record(), r.record());
    assert_eq!(again.moves(), r.moves());
}

#[test]
fn a_match_is_recorded_with_its_start_ending_and_tags() {
    use doska_core::{Game, Match, Player, Verdict};
    let game = Subtraction::new(2, 7);
    let tags = [("Event".to_string(), "Test".to_string())];

    // Resigned: the other seat wins, the ending is said in words.
    let mut m = Match::new(game);
    m.play_text("3").unwrap();
    m.play_text("2").unwrap();
    m.resign(Player::FIRST).unwrap();
    let r = record::of_match(&m, &tags).unwrap();
    assert_eq!(r.result(), "0-1");
    assert_eq!(r.record().tag("Event"), Some("Test"));
    assert_eq!(r.record().tag("Termination"), Some("normal"));
    assert_eq!(r.record().tag("FEN"), None);
    assert!(matches!(r.record().moves.last(), Some(Element::Comment(c)) if c.contains("resigned")));
    let again = record::replay(&game, &one(&r.record().to_string())).unwrap();
    assert_eq!(again.moves(), m.moves());
    assert_eq!(again.record(), r.record());

    // From a position of its own, adjudicated: a FEN tag and `adjudication`.
    let mut m = Match::from_position(game, game.parse_position("6 2").unwrap());
    m.play_text("1").unwrap();
    m.adjudicate(Verdict::Draw).unwrap();
    let r = record::of_match(&m, &[]).unwrap();
    assert_eq!(r.result(), "1/2-1/2");
    assert_eq!(r.record().tag("FEN"), Some("6 2"));
    assert_eq!(r.record().tag("Termination"), Some("adjudication"));
    assert_eq!(r.position_at(0), Some(m.start()));
    assert_eq!(r.position(), m.position());

    // Ended by the rules; and a game still going is `*` with no Termination.
    let mut m = Match::new(game);
    for t in ["3", "3", "1"] {
        m.play_text(t).unwrap();
    }
    let r = record::of_match(&m, &[]).unwrap();
    assert_eq!(r.result(), "1-0");
    let mut m = Match::new(game);
    m.play_text("1").unwrap();
    let r = record::of_match(&m, &[]).unwrap();
    assert_eq!((r.result(), r.record().tag("Termination")), ("*", None));
}

#[test]
fn squares_padded_into_columns_are_one_move() {
    // Old scoresheets line squares up: `1- 6` and `47x 9` are `1-6` and `47x9`; a
    // result after a blank is not glued to the move before it.
    let r = one("17. 43-39  1- 6 18. 47x 9 4x 1 \n1-0");
    assert_eq!(texts(&r), ["43-39", "1-6", "47x9", "4x1"]);
    assert_eq!(r.result.as_deref(), Some("1-0"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_text_reads_and_replays_without_panicking(text in "(?s).{0,300}") {
        read_and_replay_anything(&text);
    }

    #[test]
    fn record_like_texts_read_and_replay_without_panicking(
        text in "[\\[\\]{}()\";$/%*.!?x,:=+ \n\r0-9a-hA-Z\"-]{0,200}",
    ) {
        read_and_replay_anything(&text);
    }

    #[test]
    fn random_games_round_trip_from_the_start_and_a_set_up(
        seed in any::<u64>(),
        players in 2..5usize,
        // 12 counters or more: every game lasts at least 4 plies, so a set-up position
        // 3 plies in is not over.
        pile in 12..60u32,
    ) {
        let game = Subtraction::new(players, pile);
        records::random_games(&game, &game.start(), seed..seed + 1, 200);
        records::round_trip_from_set_up(&game, seed, 200);
    }

    #[test]
    fn mangled_records_of_random_games_replay_only_legal_moves(
        seed in any::<u64>(),
        players in 2..5usize,
    ) {
        records::check_mangled(&Subtraction::new(players, 30), 4, 30, seed);
    }
}

/// Reads `text`; whatever game it holds is replayed, written and read back, and
/// nothing panics.
fn read_and_replay_anything(text: &str) {
    let game = Subtraction::new(3, 20);
    for rec in record::read(text).flatten() {
        let written = rec.to_string();
        let back: Vec<_> = record::read(&written).collect();
        assert_reads_back(&back, &rec, &written);
        let _ = record::replay(&game, &rec);
    }
}

/// The canonical text of a record reads back as that one record, with the same tags
/// and moves, and is written again as the same text (a record without a result is
/// written with `*`, which reads back as that result; a line break in a tag value is
/// written as a space).
fn assert_reads_back(back: &[Result<Record, RecordError>], rec: &Record, text: &str) {
    assert_eq!(back.len(), 1, "{text:?}");
    let again = back[0].as_ref().unwrap_or_else(|e| panic!("{e}: {text:?}"));
    let tags: Vec<(String, String)> = rec
        .tags
        .iter()
        .map(|(name, value)| (name.clone(), value.replace(['\r', '\n'], " ")))
        .collect();
    assert_eq!((&again.tags, &again.moves), (&tags, &rec.moves), "{text:?}");
    assert_eq!(
        again.result.as_deref(),
        Some(rec.result.as_deref().unwrap_or("*"))
    );
    assert_eq!(again.to_string(), text);
}

#[test]
fn a_byte_order_mark_between_tokens_is_a_blank_and_a_stray_percent_an_error() {
    // Two files joined end to end, each with its mark.
    let text = "\u{feff}[Event \"a\"]\n\n1. 3 *\n\u{feff}[Event \"b\"]\n\n1. 2 \u{feff}1 *\n";
    let games: Vec<Record> = record::read(text).map(Result::unwrap).collect();
    assert_eq!(games.len(), 2);
    assert_eq!(texts(&games[1]), ["2", "1"]);
    // `%` escapes a line only from its start.
    assert_eq!(texts(&one("1. 3\n% 2 2 2\n  % 3\n2 *")), ["3", "2"]);
    let err = record::read("1. 3 %2 *").next().unwrap().unwrap_err();
    assert!(
        err.to_string()
            .contains("a `%` that does not begin its line"),
        "{err}"
    );
}

#[test]
fn what_the_fuzzer_found_reads_back_as_itself() {
    // A move number glued to a result, a setup or a move: the number is taken and the
    // rest read as a token of its own.
    let r = one("1. 3 2 2.1/2-1/2");
    assert_eq!(
        (texts(&r), r.result.as_deref()),
        (vec!["3", "2"], Some("1/2-1/2"))
    );
    assert_eq!(one("3.* ").result.as_deref(), Some("*"));
    let r = one("3./7 2/ 1 *");
    assert_eq!(r.moves[0], Element::Setup("7 2".into()));
    assert_eq!(r.mainline().next().unwrap().number.unwrap().number, 3);
    // A `;` inside a braced comment is text, and the writer does not end the line there.
    let r = one("1. 3 {a ; [b\"} *");
    assert_eq!(one(&r.to_string()), r);
    // A setup's white space as single spaces; a `"` in an unquoted setup refused.
    assert_eq!(
        one("/\"7\n 2\"/ 1 *").moves[0],
        Element::Setup("7 2".into())
    );
    assert!(record::read("/7 \" 2/ 1 *").next().unwrap().is_err());
    // The last move number a record can hold stays the last.
    let game = Subtraction::new(2, 10);
    let r = record::replay(&game, &one("4294967295. 3 3 3 *")).unwrap();
    let again = record::replay(&game, &one(&r.record().to_string())).unwrap();
    assert_eq!(again.record(), r.record());
}
