//! Game records of squeeze: random games of every preset written as records, replayed,
//! and their canonical text read back as the same game (from the start and from a
//! set-up position); mangled records never panic and replay only legal moves; a
//! capturing step followed by the same side's `pass`, and placements written in either
//! order.

use doska_core::conformance::records::{self, expected_result, read_one, round_trip};
use doska_core::record;
use doska_core::registry::Family;
use doska_core::{random_playout, seeded_rng, Game, Outcome};
use doska_squeeze::{Cell, Colour, Squeeze, SqueezeFamily};

/// The plies of a random game before it is cut off.
const MAX_PLIES: usize = 300;
/// The random games of each preset.
const SEEDS: u64 = 6;
/// The longest random game of a mangled record.
const PLIES: usize = 60;

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

#[test]
fn records_of_random_games_round_trip_in_every_preset() {
    // The result names White's score first.
    let seats = [Colour::White.player(), Colour::Black.player()];
    let mut ended = 0;
    for preset in SqueezeFamily::PRESETS {
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
    records::check_family::<SqueezeFamily>(MAX_PLIES, PLIES);
}

#[test]
fn records_from_the_movement_phase_round_trip() {
    // The movement phase, and a side moving again after a capture (`w+`).
    let game = Squeeze::STANDARD;
    for fen in [
        "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0",
        "wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0",
    ] {
        let start = game.parse_position(fen).unwrap();
        for seed in 0..3 {
            let playout = random_playout(&game, &start, &mut seeded_rng(seed), MAX_PLIES);
            let r = round_trip(&game, &start, &playout.moves, playout.ending.as_ref());
            assert_eq!(r.record().tag("FEN"), Some(fen));
        }
    }
}

#[test]
fn a_capturing_step_then_a_pass_by_the_same_side() {
    // After a chequered placement White steps b2-c3 into the centre and squeezes the
    // black pieces on b3, d3, c4 and c2 (each with a white piece beyond it); White moves
    // again and declines with `pass`; then Black steps a2-b2, which squeezes nothing.
    let game = Squeeze::STANDARD;
    let fen = "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0";
    let text = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. b2-c3 pass a2-b2 *");
    let r = record::replay(&game, &read_one(&text)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.plies(), 3);
    let start = r.position_at(0).unwrap();
    let squeezed = r.position_at(1).unwrap();
    for name in ["b3", "d3", "c4", "c2"] {
        assert_eq!(start.piece_at(cell(name)), Some(Colour::Black), "{name}");
        assert_eq!(squeezed.piece_at(cell(name)), None, "{name}");
    }
    assert_eq!(squeezed.pieces(Colour::Black).count(), 8);
    assert_eq!(squeezed.side_to_move(), Colour::White);
    assert!(squeezed.moving_again());
    let passed = r.position_at(2).unwrap();
    assert_eq!(passed.side_to_move(), Colour::Black);
    assert!(!passed.moving_again());
    assert_eq!(r.position().piece_at(cell("b2")), Some(Colour::Black));
    assert_eq!(r.position().side_to_move(), Colour::White);
    assert_eq!(
        r.position().pieces(Colour::White),
        passed.pieces(Colour::White)
    );
    // White's two plies are one turn: the canonical record numbers the first only, and
    // the whole record reads back as the same game.
    let numbers: Vec<_> = r.record().mainline().map(|m| m.number.is_some()).collect();
    assert_eq!(numbers, [true, false, false]);
    let again = record::replay(&game, &read_one(&r.record().to_string())).unwrap();
    assert_eq!(again.record(), r.record());
    assert_eq!(again.position(), r.position());
    // Black may not step while White moves again, and `pass` is refused to a side that
    // has a step and has not just captured.
    for (moves, ply) in [("b2-c3 a2-b2", 2), ("b2-c3 pass pass", 3)] {
        let text = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. {moves} *");
        let refusal = record::replay(&game, &read_one(&text)).unwrap_err();
        let token = moves.split(' ').nth(ply - 1).unwrap();
        assert_eq!(
            (refusal.ply, refusal.token.as_str()),
            (ply, token),
            "{refusal}"
        );
    }
}

#[test]
fn placements_read_in_either_order_and_are_written_lower_cell_first() {
    let game = Squeeze::STANDARD;
    let r = record::replay(&game, &read_one("1. b2,a1 e5,d1 2. a3,c2 *")).unwrap();
    let same = record::replay(&game, &read_one("1. a1,b2 d1,e5 2. c2,a3 *")).unwrap();
    assert_eq!(r.moves(), same.moves());
    let texts: Vec<&str> = r.record().mainline().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["a1,b2", "d1,e5", "c2,a3"]);
    for (pos, mv) in [0, 1, 2].map(|ply| (r.position_at(ply).unwrap(), &r.moves()[ply])) {
        assert!(game.is_legal(pos, mv));
    }
    assert_eq!(r.position().piece_at(cell("a1")), Some(Colour::White));
    assert_eq!(r.position().piece_at(cell("e5")), Some(Colour::Black));
    assert_eq!(r.position().hand(Colour::White), 8);
    assert_eq!(r.position().hand(Colour::Black), 10);
    // The centre is kept empty during the placement, and a cell is placed on once.
    for (moves, ply) in [("c3,a1", 1), ("a1,b2 b2,e5", 2), ("a1,a1", 1)] {
        let refusal = record::replay(&game, &read_one(&format!("1. {moves} *"))).unwrap_err();
        let token = moves.split(' ').nth(ply - 1).unwrap();
        assert_eq!(
            (refusal.ply, refusal.token.as_str()),
            (ply, token),
            "{refusal}"
        );
    }
}
