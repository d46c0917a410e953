//! The knight-move variant's jumps, worked out by hand from its rule: a step goes to the
//! next point along a line (up, down, left or right in the 7×7 picture); a knight jump
//! is two steps in one direction then one perpendicular, or one step then two
//! perpendicular, over any pieces. The table was traced on the board for each
//! point (e.g. a1: right d1, right g1, up g4; up a4, up a7, right d7; right d1, up d2,
//! up d3; up a4, right b4, right c4), not produced by the code; it is in `common/mod.rs`.

use crate::common;

use doska_core::Game;
use doska_mill::{Board, Mill, Point, Points};

use common::KNIGHT_TABLE;

fn set(names: &[&str]) -> Points {
    names.iter().map(|n| n.parse::<Point>().unwrap()).collect()
}

#[test]
fn knight_targets_of_every_point() {
    let layout = Board::Nine.layout();
    for (from, targets) in KNIGHT_TABLE {
        let p: Point = from.parse().unwrap();
        assert_eq!(layout.knight(p), set(targets), "knight jumps from {from}");
    }
    // The diagonals of the twelve board are no steps of the knight's.
    for p in Point::ALL {
        assert_eq!(Board::Twelve.layout().knight(p), layout.knight(p));
    }
}

#[test]
fn knight_moves_in_play() {
    // White a1 d1 b2 f4 (pieces on the way do not block), Black d3 g4 c5 e5; White to move.
    // From a1 the jumps reach c4, d3 (Black), d7, g4 (Black): c4 and d7. From d1: a7,
    // c3, e3, g7, all empty. From b2: d6, f4 (own): d6. From f4: b2 (own), b6: b6.
    let game = Mill::KNIGHT;
    let pos = game
        .parse_position("WW.W...B.....WBB.B...... w 0 0")
        .unwrap();
    let mut moves: Vec<String> = game.moves(&pos).iter().map(|m| m.to_string()).collect();
    moves.sort();
    assert_eq!(
        moves,
        ["a1-c4", "a1-d7", "b2-d6", "d1-a7", "d1-c3", "d1-e3", "d1-g7", "f4-b6"]
    );
    // A step is not a knight jump.
    assert!(game.parse_move(&pos, "a1-a4").is_err());
    // With three pieces (a1 d1 b2) the knight side flies: 3 pieces x 17 empty points,
    // and b2-g1 closes a1 d1 g1, so it comes with each of Black's 4 pieces removed:
    // 51 - 1 + 4 = 54.
    let three = game
        .parse_position("WW.W...B.....B.B.B...... w 0 0")
        .unwrap();
    assert_eq!(game.moves(&three).len(), 54);
    assert!(game.parse_move(&three, "b2-g1xf4").is_ok());
}

/// On the six board the jumps follow its own steps (no inner square; the links a4-b4,
/// d1-d2, f4-g4, d6-d7 are steps). Traced by hand: from a1, right d1, right g1, up g4;
/// up a4, up a7, right d7 (d1 up d2 and a4 right b4 lead nowhere, d3 and c4 being no
/// points). From d2 the jumps of the nine board remain (b6, f6); from a4, up a7, right
/// d7, right g7 and down a1, right d1, right g1 (right b4 then up or down ends at b6 or
/// b2 with nothing beyond).
#[test]
fn knight_jumps_on_the_six_board() {
    let six = Board::Six.layout();
    for (from, targets) in [
        ("a1", &["d7", "g4"][..]),
        ("d2", &["b6", "f6"]),
        ("a4", &["g1", "g7"]),
        ("b4", &["f2", "f6"]),
        ("d1", &["a7", "g7"]),
    ] {
        assert_eq!(six.knight(from.parse().unwrap()), set(targets), "{from}");
    }
}
