//! Position and move texts: the canonical forms, the accepted variants, and a typed
//! error for every kind of bad input.

use doska_core::Game;
use doska_squeeze::{Cell, Colour, MoveError, PositionError, Squeeze, SqueezeMove};

const GAME: Squeeze = Squeeze::STANDARD;

/// A test of an error's kind.
type Kind<E> = fn(&E) -> bool;

fn refused(game: &Squeeze, text: &str) -> PositionError {
    match game.parse_position(text) {
        Ok(p) => panic!("`{text}` accepted as `{p}`"),
        Err(e) => e,
    }
}

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

#[test]
fn starts_and_round_trips() {
    assert_eq!(
        GAME.start().to_string(),
        "...../...../...../...../..... w 12 12"
    );
    assert_eq!(
        Squeeze::SEVEN.start().to_string(),
        "......./......./......./......./......./......./....... w 24 24"
    );
    assert_eq!(
        Squeeze::NINE.with_first(Colour::Black).start().to_string(),
        ["........."; 9].join("/") + " b 40 40"
    );
    for text in [
        "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0",
        "wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0",
        "w...w/...../..w../...../b...b b 0 0 17",
        "...bw/....w/....w/b.b../wb... w 8 8",
    ] {
        assert_eq!(GAME.parse_position(text).unwrap().to_string(), text);
    }
    // Digits for runs of empty cells, surrounding whitespace, and a counter of 0.
    let p = GAME.parse_position("  w3w/5/2w2/5/b3b   w 0 0 0 ").unwrap();
    assert_eq!(p.to_string(), "w...w/...../..w../...../b...b w 0 0");
    assert_eq!(p.piece_at(cell("c3")), Some(Colour::White));
    assert_eq!(p.hand(Colour::Black), 0);
}

#[test]
fn position_errors() {
    use PositionError as E;
    let cases: Vec<(&str, Kind<E>)> = vec![
        ("", |e| matches!(e, E::Syntax { .. })),
        ("...../...../...../...../..... w 12", |e| {
            matches!(e, E::Syntax { .. })
        }),
        ("...../...../...../...../..... w 12 12 0 0", |e| {
            matches!(e, E::Syntax { .. })
        }),
        ("...../...../...../..... w 12 12", |e| {
            matches!(
                e,
                E::WrongRankCount {
                    found: 4,
                    side: 5,
                    ..
                }
            )
        }),
        (
            "......./......./......./......./......./......./....... w 24 24",
            |e| matches!(e, E::WrongRankCount { found: 7, .. }),
        ),
        ("...../...../....../...../..... w 12 12", |e| {
            matches!(e, E::WrongRankLength { found: 6, .. })
        }),
        ("...../...../..../...../..... w 12 12", |e| {
            matches!(e, E::WrongRankLength { found: 4, .. })
        }),
        ("...../...../..x../...../..... w 12 12", |e| {
            matches!(e, E::BadCell { found: 'x', .. })
        }),
        ("...../...../..W../...../..... w 12 12", |e| {
            matches!(e, E::BadCell { found: 'W', .. })
        }),
        ("...../...../...../...../..... x 12 12", |e| {
            matches!(e, E::BadSide { .. })
        }),
        ("...../...../...../...../..... W 12 12", |e| {
            matches!(e, E::BadSide { .. })
        }),
        ("...../...../...../...../..... w++ 12 12", |e| {
            matches!(e, E::BadSide { .. })
        }),
        ("...../...../...../...../..... w -2 12", |e| {
            matches!(e, E::BadNumber { .. })
        }),
        ("...../...../...../...../..... w 12 +2", |e| {
            matches!(e, E::BadNumber { .. })
        }),
        ("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0 x", |e| {
            matches!(e, E::BadNumber { .. })
        }),
        ("...../...../...../...../..... w 14 12", |e| {
            matches!(
                e,
                E::TooManyPieces {
                    colour: Colour::White,
                    count: 14,
                    allowed: 12
                }
            )
        }),
        ("...../...../...../...../..... w 12 999", |e| {
            matches!(
                e,
                E::TooManyPieces {
                    colour: Colour::Black,
                    ..
                }
            )
        }),
        ("wwwww/wwwww/ww.ww/...../..... w 0 0", |e| {
            matches!(e, E::TooManyPieces { count: 14, .. })
        }),
        ("w..../...../...../...../..... w 12 12", |e| {
            matches!(e, E::TooManyPieces { count: 13, .. })
        }),
        ("w..../...../...../...../..... b 10 12", |e| {
            matches!(
                e,
                E::HandMismatch {
                    colour: Colour::White,
                    on_board: 1,
                    in_hand: 10,
                    ..
                }
            )
        }),
        ("w.w../...../...../...../..... b 10 10", |e| {
            matches!(
                e,
                E::HandMismatch {
                    colour: Colour::Black,
                    on_board: 0,
                    ..
                }
            )
        }),
        ("w..../...../...../...../....b w 11 11", |e| {
            matches!(e, E::OddHand { .. })
        }),
        ("ww.../...../...../...../..... w 10 12", |e| {
            matches!(
                e,
                E::TurnMismatch {
                    to_move: Colour::White,
                    ..
                }
            )
        }),
        ("ww.../...../...../...../...bb b 10 10", |e| {
            matches!(e, E::TurnMismatch { .. })
        }),
        ("wwww./...../...../...../..... b 8 12", |e| {
            matches!(e, E::TurnMismatch { .. })
        }),
        ("w..../...../..w../...../..... b 10 12", |e| {
            matches!(e, E::CentreDuringPlacement { .. })
        }),
        ("ww.../...../...../...../..... b+ 10 12", |e| {
            matches!(e, E::ContinuationDuringPlacement)
        }),
        ("ww.../...../...../...../..... b 10 12 3", |e| {
            matches!(e, E::CounterDuringPlacement { plies: 3 })
        }),
        ("w..../...../...../...../....b w 0 0", |e| {
            matches!(e, E::BothBeaten)
        }),
        ("...../...../...../...../..... w 0 0", |e| {
            matches!(e, E::BothBeaten)
        }),
        ("wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0 5", |e| {
            matches!(e, E::CounterAfterCapture { plies: 5 })
        }),
    ];
    for (text, check) in cases {
        let e = refused(&GAME, text);
        assert!(check(&e), "`{text}`: {e:?}");
        assert!(!e.to_string().is_empty());
    }
    // Black first: the hands say Black places when they are equal.
    let black_first = Squeeze::STANDARD.with_first(Colour::Black);
    assert!(black_first
        .parse_position("...../...../...../...../..... b 12 12")
        .is_ok());
    assert!(matches!(
        refused(&black_first, "...../...../...../...../..... w 12 12"),
        PositionError::TurnMismatch {
            first: Colour::Black,
            ..
        }
    ));
    // Messages name the fault.
    assert_eq!(
        refused(&GAME, "...../...../..x../...../..... w 12 12").to_string(),
        "`x` in rank `..x..` is not a cell: expected `w`, `b`, `.` or a digit 1-9"
    );
    assert_eq!(
        refused(&GAME, "w..../...../..w../...../..... b 10 12").to_string(),
        "a piece stands on the centre c3, which stays empty during the placement"
    );
}

#[test]
fn move_texts() {
    let start = GAME.start();
    // Either order is read; the lower cell is written first.
    let mv = GAME.parse_move(&start, " b2,a1 ").unwrap();
    assert_eq!(mv, SqueezeMove::Place(cell("a1"), cell("b2")));
    assert_eq!(GAME.format_move(&start, &mv), "a1,b2");
    let moving = GAME
        .parse_position("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0")
        .unwrap();
    assert_eq!(
        GAME.parse_move(&moving, "b2-c3").unwrap(),
        SqueezeMove::Step(cell("b2"), cell("c3"))
    );
    let again = GAME
        .parse_position("wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0")
        .unwrap();
    assert_eq!(GAME.parse_move(&again, "pass").unwrap(), SqueezeMove::Pass);
}

#[test]
fn move_errors() {
    use MoveError as E;
    let start = GAME.start();
    let placing = GAME
        .parse_position("...bw/....w/....w/b.b../wb... w 8 8")
        .unwrap();
    let moving = GAME
        .parse_position("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0")
        .unwrap();
    let sparse = GAME
        .parse_position("w...w/...../..w../...../b...b w 0 0")
        .unwrap();
    let over = GAME
        .parse_position("...../.w.w./...../.w.../..... w+ 0 0")
        .unwrap();
    let cases: Vec<(&doska_squeeze::SqueezePosition, &str, Kind<E>)> = vec![
        (&start, "HELP", |e| matches!(e, E::Syntax { .. })),
        (&start, "", |e| matches!(e, E::Syntax { .. })),
        (&start, "a1,b2,c3", |e| matches!(e, E::Syntax { .. })),
        (&start, "a1-", |e| matches!(e, E::Syntax { .. })),
        (&start, "A1,B2", |e| matches!(e, E::Syntax { .. })),
        (&start, "a1,a1", |e| matches!(e, E::SameCell { .. })),
        (&start, "a1,f1", |e| {
            matches!(e, E::OffBoard { side: 5, .. })
        }),
        (&start, "a1,c3", |e| matches!(e, E::Centre { .. })),
        (&placing, "a1,b2", |e| matches!(e, E::Occupied { .. })),
        (&placing, "a1-b2", |e| matches!(e, E::Placing { .. })),
        (&placing, "pass", |e| matches!(e, E::Placing { .. })),
        (&moving, "a1,b2", |e| matches!(e, E::PlacementOver { .. })),
        (&moving, "b3-c3", |e| {
            matches!(
                e,
                E::NotYourPiece {
                    owner: Colour::Black,
                    ..
                }
            )
        }),
        (&sparse, "b2-c3", |e| matches!(e, E::NoPiece { .. })),
        (&sparse, "c3-c5", |e| matches!(e, E::NotNeighbour { .. })),
        (&sparse, "a5-e5", |e| matches!(e, E::NotNeighbour { .. })),
        (&moving, "a1-b2", |e| matches!(e, E::Occupied { .. })),
        (&sparse, "c3-f3", |e| matches!(e, E::OffBoard { .. })),
        (&moving, "pass", |e| {
            matches!(
                e,
                E::PassNotAllowed {
                    side: Colour::White,
                    after_capture: false
                }
            )
        }),
        (&over, "b4-c4", |e| matches!(e, E::GameOver { .. })),
        (&over, "pass", |e| matches!(e, E::GameOver { .. })),
    ];
    for (pos, text, check) in cases {
        let e = GAME.parse_move(pos, text).unwrap_err();
        assert!(check(&e), "`{text}` in `{pos}`: {e:?}");
        // A refused move leaves the position as it was.
        let mut copy = *pos;
        if let Ok(mv) = GAME.parse_move(&start, text) {
            assert!(GAME.play(&mut copy, &mv).is_err());
        }
        assert_eq!(copy, *pos);
    }
    assert_eq!(
        GAME.parse_move(&start, "HELP").unwrap_err().to_string(),
        "`HELP` is not a move: expected a placement `a1,b2`, a step `b2-c3` or `pass`"
    );
    assert_eq!(
        GAME.parse_move(&moving, "pass").unwrap_err().to_string(),
        "`pass`: White has a step and has not just captured, so it must move"
    );
    // A placement value out of order is refused by check_move.
    let unordered = SqueezeMove::Place(cell("b2"), cell("a1"));
    assert!(matches!(
        GAME.check_move(&start, &unordered),
        Err(E::Unordered { .. })
    ));
}
