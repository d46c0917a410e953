//! Game records of mill: random games of every preset written as records, replayed, and
//! their canonical text read back as the same game (from the start and from a set-up
//! position); mangled records never panic and replay only legal moves; a double mill's
//! two removals written in a record.

use doska_core::conformance::records::{self, expected_result, read_one};
use doska_core::record::{self, Element};
use doska_core::registry::Family;
use doska_core::{Game, Outcome};
use doska_mill::{Colour, Mill, MillFamily, Point};

/// The plies of a random game before it is cut off.
const MAX_PLIES: usize = 300;
/// The random games of each preset.
const SEEDS: u64 = 6;
/// The longest random game of a mangled record.
const PLIES: usize = 60;

#[test]
fn records_of_random_games_round_trip_in_every_preset() {
    // The result names White's score first.
    let seats = [Colour::White.player(), Colour::Black.player()];
    let mut ended = 0;
    for preset in MillFamily::PRESETS {
        for r in records::random_games(&preset.rules, &preset.rules.start(), 0..SEEDS, MAX_PLIES) {
            if let Some(ending) = r.ending() {
                ended += 1;
                assert_eq!(r.result(), expected_result(ending.verdict(), &seats));
            }
        }
    }
    assert!(ended > 0, "some random games end");
}

#[test]
fn records_from_set_up_positions_and_mangled_records_in_every_preset() {
    records::check_family::<MillFamily>(MAX_PLIES, PLIES);
}

/// The position text of the nine board with `white` and `black` on the board.
fn nine_position(white: &[Point], black: &[Point], rest: &str) -> String {
    let board: String = Point::ALL
        .iter()
        .map(|p| {
            if white.contains(p) {
                'W'
            } else if black.contains(p) {
                'B'
            } else {
                '.'
            }
        })
        .collect();
    format!("{board} {rest}")
}

#[test]
fn a_double_mill_removes_two_pieces_written_in_either_order() {
    // White places on d1, closing a1-d1-g1 and d1-d2-d3 at once: nine men's morris
    // removes one black piece per mill, both written after the placement.
    let game = Mill::NINE;
    let fen = nine_position(
        &[Point::A1, Point::G1, Point::D2, Point::D3],
        &[Point::A4, Point::G7, Point::B6, Point::F6],
        "w 5 5",
    );
    let start = game.parse_position(&fen).unwrap();
    let header = format!("[Game \"mill/nine\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n");
    let mut ends = Vec::new();
    for text in ["d1xa4xg7", "d1xg7xa4"] {
        let rec = read_one(&format!("{header}1. {text} a4 *"));
        let r = record::replay(&game, &rec).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(r.plies(), 2);
        let mv = &r.moves()[0];
        assert_eq!(mv.removal_set().count(), 2);
        let after = r.position_at(1).unwrap();
        assert_eq!(after.piece_at(Point::D1), Some(Colour::White));
        assert_eq!(after.piece_at(Point::A4), None);
        assert_eq!(after.piece_at(Point::G7), None);
        assert_eq!(after.total(Colour::Black), start.total(Colour::Black) - 2);
        // Black placed again on a4, emptied by the removal.
        assert_eq!(r.position().piece_at(Point::A4), Some(Colour::Black));
        // The canonical record writes the move as the game does.
        let first = r.record().mainline().next().unwrap();
        assert_eq!(first.text, game.format_record_move(&start, mv));
        ends.push((*r.position(), r.record().clone()));
    }
    // Either order of the removals is the same move, written the same way.
    assert_eq!(ends[0], ends[1]);
    // A double mill with one removal or none, a placement on a taken point and a
    // removal without a mill are refused at their plies.
    for (moves, ply) in [
        ("d1xa4", 1),
        ("d1", 1),
        ("d1xa4xg7 a1", 2),
        ("d1xa4xg7 c5xb2", 2),
    ] {
        let rec = read_one(&format!("{header}1. {moves} *"));
        let refusal = record::replay(&game, &rec).unwrap_err();
        let token = moves.split(' ').nth(ply - 1).unwrap();
        assert_eq!(
            (refusal.ply, refusal.token.as_str()),
            (ply, token),
            "{refusal}"
        );
    }
}

#[test]
fn a_long_comment_with_a_tag_inside_reads_back() {
    // Each comment reads (a tag pair inside a comment on its first line is text). The
    // writer must not wrap it just before `[Event "x"]`, or the reader would take that
    // line for the next game's tags.
    let game = Mill::NINE;
    for pad in 60..80 {
        let comment = format!("{} [Event \"x\"] end", "a".repeat(pad));
        let rec = read_one(&format!("1. d2 {{{comment}}} d6 *"));
        let r = record::replay(&game, &rec).unwrap();
        assert!(r.record().moves.contains(&Element::Comment(comment)));
        let text = r.record().to_string();
        let back: Vec<_> = record::read(&text).collect();
        assert_eq!(back, [Ok(r.record().clone())], "{text}");
    }
}
