//! The position and move texts, their errors, and the diagram.

use crate::common;

use common::text;
use doska_core::{Game, Position};
use doska_halma::{Finish, Halma, MoveError, Point, PointError, PositionError};

const START3: &str = "./../.../..../2222.....3333/222......333/22.......33/2........3/........./........../.........../............/............./1111/111/11/1 1";

fn refused(rules: &Halma, t: &str) -> PositionError {
    rules.parse_position(t).expect_err(t)
}

#[test]
fn positions_round_trip() {
    let rules = Halma::THREE;
    let start = rules.parse_position(START3).unwrap();
    assert_eq!(start, rules.start());
    assert_eq!(start.to_string(), START3);
    let spaced = format!("  {START3} 0 \n");
    assert_eq!(rules.parse_position(&spaced).unwrap(), start);
    let later = rules.parse_position(&format!("{START3} 17")).unwrap();
    assert_eq!(later.ply(), 17);
    assert_eq!(later.to_string(), format!("{START3} 17"));
    assert_eq!(later.key(), start.key(), "the key leaves the counter out");
    assert_ne!(later, start);
}

#[test]
fn position_errors() {
    let rules = Halma::THREE;
    let board = START3.split(' ').next().unwrap();
    assert!(matches!(refused(&rules, ""), PositionError::Fields(_)));
    assert!(matches!(refused(&rules, board), PositionError::Fields(_)));
    assert!(matches!(
        refused(&rules, &format!("{START3} 3 finished:1 x")),
        PositionError::Fields(_)
    ));
    assert_eq!(refused(&rules, "./.. 1"), PositionError::Ranks(2));
    let short = START3.replacen("./../", "./.../", 1);
    assert_eq!(
        refused(&rules, &short).to_string(),
        "rank 16 has 2 points, but `...` has 3"
    );
    let letter = START3.replacen("./../", "./.x/", 1);
    assert_eq!(
        refused(&rules, &letter),
        PositionError::Char {
            rank: 16,
            found: 'x'
        }
    );
    let four = START3.replacen("./../", "./.4/", 1);
    assert_eq!(
        refused(&rules, &four).to_string(),
        "there is no seat 4 at a table of 3"
    );
    let eleven = START3.replacen("./../", "./.1/", 1);
    assert_eq!(
        refused(&rules, &eleven).to_string(),
        "seat 1 has 11 pieces, more than the 10 of these rules"
    );
    let no_three = text(&[&["m1"], &["a13"]], 1, "");
    assert_eq!(refused(&rules, &no_three), PositionError::NoPieces(3));
    for seat in ["x", "0", "12", "-1"] {
        let t = format!("{board} {seat}");
        assert_eq!(
            refused(&rules, &t),
            PositionError::SeatToMove(seat.into()),
            "{t}"
        );
    }
    assert_eq!(
        refused(&rules, &format!("{board} 4")),
        PositionError::NoSuchSeat {
            seat: 4,
            players: 3
        }
    );
    for ply in ["x", "+5", "-1", "99999999999"] {
        let t = format!("{board} 1 {ply}");
        assert_eq!(refused(&rules, &t), PositionError::Ply(ply.into()), "{t}");
    }
    assert!(matches!(
        refused(&rules, &format!("{START3} finished:1")),
        PositionError::FinishOrderNotKept(_)
    ));
}

#[test]
fn finishing_orders() {
    let rules = Halma::THREE.with_finish(Finish::Ranking);
    let top = [
        "e17", "e16", "f16", "e15", "f15", "g15", "e14", "f14", "g14", "h14",
    ];
    let lower_right = ["n5", "o5", "p5", "q5", "n6", "o6", "p6", "n7", "o7", "n8"];
    let both = text(&[&top, &lower_right, &["i9"]], 3, "80");
    // Without the field, seats already home finished together.
    let p = rules.parse_position(&both).unwrap();
    assert_eq!(p.finish_order(doska_core::Player::FIRST), Some(1));
    assert_eq!(p.finish_order(doska_core::Player::SECOND), Some(1));
    assert!(p.to_string().ends_with(" 3 80 finished:1=2"), "{p}");
    let ordered = rules
        .parse_position(&format!("{both} finished:2,1"))
        .unwrap();
    assert_eq!(ordered.finish_order(doska_core::Player::FIRST), Some(2));
    assert_eq!(rules.parse_position(&ordered.to_string()).unwrap(), ordered);
    assert_eq!(
        refused(&rules, &format!("{both} finished:1,4")),
        PositionError::NoSuchSeat {
            seat: 4,
            players: 3
        }
    );
    for bad in [
        "finished:",
        "finished:1,1",
        "finished:1,,2",
        "finished:12",
        "finished:1;2",
    ] {
        let t = format!("{both} {bad}");
        assert_eq!(
            refused(&rules, &t),
            PositionError::FinishOrder(bad.into()),
            "{t}"
        );
    }
    assert_eq!(
        refused(&rules, &format!("{both} finished:1")),
        PositionError::NotListed(2)
    );
    assert_eq!(
        refused(&rules, &format!("{both} finished:1,2,3")),
        PositionError::NotArrived(3)
    );
    let one_home = text(&[&top, &["m1"], &["i9"]], 1, "");
    assert_eq!(
        refused(&rules, &one_home).to_string(),
        "seat 1 has finished and cannot be the seat to move"
    );
}

#[test]
fn move_errors() {
    let rules = Halma::THREE;
    let start = rules.start();
    let e = |t: &str| rules.parse_move(&start, t).expect_err(t);
    for junk in [
        "HELP", "", "m4", "m4-", "-m6", "m4:m6", "m4–m6", "m4--m6", "r4-m6", "m0-m4",
    ] {
        assert_eq!(e(junk), MoveError::Syntax(junk.into()), "{junk}");
    }
    assert_eq!(
        e("HELP").to_string(),
        "`HELP` is not a move: expected `m4-m6` (from-to, a step or a whole jump chain; `m1-k3-i5` with the landings) or `pass`"
    );
    assert!(matches!(
        e("a1-m4"),
        MoveError::Point {
            error: PointError::OffStar(..),
            ..
        }
    ));
    assert_eq!(
        e("a1-m4").to_string(),
        "`a1-m4`: `a1` is not a point of the star (rank 1 runs from m1 to m1)"
    );
    assert_eq!(e("i9-i10").to_string(), "`i9-i10`: there is no piece on i9");
    assert_eq!(
        e("d10-e9").to_string(),
        "`d10-e9`: the piece on d10 is Upper-left's, and Bottom is to move"
    );
    assert_eq!(e("m1-l2").to_string(), "`m1-l2`: l2 is taken");
    assert_eq!(e("m4-m4"), MoveError::ReturnsToStart("m4-m4".into()));
    assert_eq!(
        e("m4-m7").to_string(),
        "`m4-m7`: m7 is not next to m4, and no jump chain from m4 ends there (m4 can reach l5, m5)"
    );
    assert_eq!(
        e("m1-m5").to_string(),
        "`m1-m5`: m5 is not next to m1, and no jump chain from m1 ends there (m1 can reach no point)"
    );
    assert_eq!(
        e("pass").to_string(),
        "`pass`: Bottom can move, and only a player who cannot may pass"
    );
    assert!(rules.parse_move(&start, " m4-m5 ").is_ok());
    // A chain with its landings: m1 over l2 to k3, over j4 to i5 (after k3 has left).
    let mut pos = start.clone();
    for mv in ["k3-k5", "d10-e9", "m10-m9"] {
        let m = rules.parse_move(&pos, mv).unwrap();
        rules.play(&mut pos, &m).unwrap();
    }
    let chain = rules.parse_move(&pos, "m1-k3-i5").unwrap();
    assert_eq!(chain, rules.parse_move(&pos, "m1-i5").unwrap());
    assert_eq!(chain.to_string(), "m1-i5");
    assert_eq!(
        rules.parse_move(&pos, "m1-l2-i5").unwrap_err().to_string(),
        "`m1-l2-i5`: m1-l2 is not a jump over a piece to an empty point"
    );
    assert!(matches!(
        rules.parse_move(&pos, "m1-k3-m1"),
        Err(MoveError::ReturnsToStart(_))
    ));
    let over = rules
        .parse_position(&text(&[&["e17"], &["a13"], &["m13"]], 2, ""))
        .unwrap();
    assert_eq!(
        rules.parse_move(&over, "a13-b12").unwrap_err().to_string(),
        "`a13-b12`: the game is over: Bottom wins (target reached)"
    );
    assert_eq!(Point::CENTRE.to_string(), "i9");
}

#[test]
fn the_diagram() {
    let rules = Halma::THREE;
    let expected = "\
17              .               e
16             . .              e-f
15            . . .             e-g
14           . . . .            e-h
13  2 2 2 2 . . . . . 3 3 3 3   a-m
12   2 2 2 . . . . . . 3 3 3    b-m
11    2 2 . . . . . . . 3 3     c-m
10     2 . . . . . . . . 3      d-m
 9      . . . . . . . . .       e-m
 8     . . . . . . . . . .      e-n
 7    . . . . . . . . . . .     e-o
 6   . . . . . . . . . . . .    e-p
 5  . . . . . . . . . . . . .   e-q
 4           1 1 1 1            j-m
 3            1 1 1             k-m
 2             1 1              l-m
 1              1               m
seats: 1 Bottom, 2 Upper-left, 3 Upper-right
Bottom (1) to move; 0 of 1000 turns played";
    assert_eq!(rules.diagram(&rules.start()), expected);
    let none = Halma::TWO.with_move_limit(0);
    assert!(none
        .diagram(&none.start())
        .ends_with("Bottom (1) to move; 0 turns played, no move limit"));
}
