//! Hand-worked positions of the rules, each with its legal moves or the resulting
//! position written out by hand. Boards are written from rank 5 down to rank 1.

use doska_core::registry::Family;
use doska_core::{perft, Game, History, Outcome, Position, Reason};
use doska_squeeze::{
    Blocked, Colour, ExtraMove, MoveError, RulesError, Squeeze, SqueezeFamily, SqueezeOutcome,
};

const GAME: Squeeze = Squeeze::STANDARD;

fn pos(text: &str) -> doska_squeeze::SqueezePosition {
    GAME.parse_position(text)
        .unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

/// The legal moves of `text`, sorted.
fn moves_of(game: &Squeeze, text: &str) -> Vec<String> {
    let p = game.parse_position(text).unwrap();
    let mut list: Vec<String> = game.moves(&p).iter().map(|m| m.to_string()).collect();
    list.sort();
    list
}

/// `text` after the moves, each checked.
fn after(game: &Squeeze, text: &str, moves: &[&str]) -> String {
    let mut p = game.parse_position(text).unwrap();
    for m in moves {
        let mv = game
            .parse_move(&p, m)
            .unwrap_or_else(|e| panic!("{m} in {p}: {e}"));
        game.play(&mut p, &mv).unwrap();
    }
    p.to_string()
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// White a2, d3, e5; Black a5, c3, e1. a2-b3 squeezes c3 against d3; nothing else is
/// next to b3. White's 15 steps: a2 to a1 b1 b2 b3 a3; d3 to c2 d2 e2 e3 e4 d4 c4; e5
/// to d5 d4 e4.
#[test]
fn one_capture() {
    let text = "b...w/...../..bw./w..../....b w 0 0";
    assert_eq!(
        moves_of(&GAME, text),
        sorted(&[
            "a2-a1", "a2-b1", "a2-b2", "a2-b3", "a2-a3", "d3-c2", "d3-d2", "d3-e2", "d3-e3",
            "d3-e4", "d3-d4", "d3-c4", "e5-d5", "e5-d4", "e5-e4",
        ])
    );
    assert_eq!(
        after(&GAME, text, &["a2-b3"]),
        "b...w/...../.w.w./...../....b w+ 0 0"
    );
}

/// d2-c3 with Black on b3, d3 and c4 and White beyond each (a3, e3, c5) takes three;
/// c2 has Black c1 beyond it and d4 an empty e5, so they stay. Without e3, two.
#[test]
fn two_and_three_lines_at_once() {
    assert_eq!(
        after(&GAME, "..w../..bb./wb.bw/..bw./..b.. w 0 0", &["d2-c3"]),
        "..w../...b./w.w.w/..b../..b.. w+ 0 0"
    );
    assert_eq!(
        after(&GAME, "..w../..bb./wb.b./..bw./..b.. w 0 0", &["d2-c3"]),
        "..w../...b./w.wb./..b../..b.. w+ 0 0"
    );
    // Four at once on the chequered board: c2, b3, d3 and c4.
    assert_eq!(
        after(&GAME, "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0", &["b2-c3"]),
        "wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0"
    );
}

/// a2-b2: c3 lies between b2 and d4 on the diagonal and is taken; b3 and b4 are two
/// Black pieces between b2 and b5 (`w b b w`), and stay.
#[test]
fn a_diagonal_squeeze_and_two_in_a_row_stay() {
    assert_eq!(
        after(&GAME, ".w.../.b.w./.bb../w..../....b w 0 0", &["a2-b2"]),
        ".w.../.b.w./.b.../.w.../....b w+ 0 0"
    );
}

/// The edge of the board squeezes nothing: a White piece arriving on c2 above Black c1,
/// or on a2 beside Black a1 and b1, takes nothing; the turn passes to Black.
#[test]
fn the_edge_never_captures() {
    assert_eq!(
        after(&GAME, "w...w/...../..w../...../bbb.. w 0 0", &["c3-c2"]),
        "w...w/...../...../..w../bbb.. b 0 0 1"
    );
    assert_eq!(
        after(&GAME, "w...w/...../w..../...../bb... w 0 0", &["a3-a2"]),
        "w...w/...../...../w..../bb... b 0 0 1"
    );
}

/// c2-c3 puts the White piece between b3 and d3 and below c4: it is safe (only the
/// moved piece captures), it takes nothing (no White piece beyond), and Black moves.
#[test]
fn a_piece_stepping_between_two_enemies_stays() {
    let text = "w...w/..b../.b.b./..w../....b w 0 0";
    let next = after(&GAME, text, &["c2-c3"]);
    assert_eq!(next, "w...w/..b../.bwb./...../....b b 0 0 1");
    // Black cannot take it by stepping round it either: b3-b2 or d3-d2 leave the line.
    assert_eq!(
        after(&GAME, &next, &["b3-b2"]),
        "w...w/..b../..wb./.b.../....b w 0 0 2"
    );
}

/// Three captures in a row by two pieces: a2-a3 takes a4 (a5 beyond), e2-e3 takes e4
/// (e5 beyond), and the first piece goes on from a3 to b3 and takes c3 (d3 beyond).
/// White is still to move; `pass` ends the turn.
#[test]
fn a_chain_of_three_captures_by_two_pieces() {
    let text = "w.b.w/b...b/..bw./w...w/..b.. w 0 0";
    let chain = ["a2-a3", "e2-e3", "a3-b3"];
    let expected = [
        "w.b.w/....b/w.bw./....w/..b.. w+ 0 0",
        "w.b.w/...../w.bww/...../..b.. w+ 0 0",
        "w.b.w/...../.w.ww/...../..b.. w+ 0 0",
    ];
    for i in 0..3 {
        assert_eq!(
            after(&GAME, text, &chain[..=i]),
            expected[i],
            "after {}",
            chain[i]
        );
    }
    let end = after(&GAME, text, &[chain[0], chain[1], chain[2], "pass"]);
    assert_eq!(end, "w.b.w/...../.w.ww/...../..b.. b 0 0 1");
    // Each step of a chain is a ply of its own: perft counts White's second step, not
    // Black's reply, at depth 2.
    let p = pos(text);
    let mv = GAME.parse_move(&p, "a2-a3").unwrap();
    let mut q = p;
    GAME.play(&mut q, &mv).unwrap();
    assert_eq!(q.to_move(), p.to_move());
}

/// After a capture the side moves again with any step, or passes. On the chequered
/// board after b2-c3, White's 18 steps into b2, c2, b3, d3 and c4, and `pass`.
#[test]
fn moving_again_after_a_capture() {
    let text = "wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0";
    assert_eq!(
        moves_of(&GAME, text),
        sorted(&[
            "a1-b2", "c1-b2", "a3-b2", "c3-b2", "c1-c2", "d2-c2", "c3-c2", "a3-b3", "c3-b3",
            "b4-b3", "d2-d3", "c3-d3", "e3-d3", "d4-d3", "c3-c4", "b4-c4", "d4-c4", "c5-c4",
            "pass",
        ])
    );
    // A step that takes nothing ends the turn: c3-b3 squeezes nothing (the Black
    // pieces next to b3, a2 and a4, have the edge beyond them), so Black moves.
    assert_eq!(
        after(&GAME, text, &["c3-b3"]),
        "wbwbw/bw.wb/ww..w/b..wb/wbwbw b 0 0 1"
    );
    // `pass` ends it too.
    assert_eq!(
        after(&GAME, text, &["pass"]),
        "wbwbw/bw.wb/w.w.w/b..wb/wbwbw b 0 0 1"
    );
}

/// White at the start of the movement phase with Black on all eight cells round the
/// centre: White's only move is `pass`; then Black has the eight steps into c3.
#[test]
fn a_blocked_player_passes() {
    let text = "wwwww/wbbbw/wb.bw/wbbbw/bbwbb w 0 0";
    assert_eq!(moves_of(&GAME, text), ["pass"]);
    let next = after(&GAME, text, &["pass"]);
    assert_eq!(next, "wwwww/wbbbw/wb.bw/wbbbw/bbwbb b 0 0 1");
    assert_eq!(
        moves_of(&GAME, &next),
        sorted(&["b2-c3", "c2-c3", "d2-c3", "b3-c3", "d3-c3", "b4-c3", "c4-c3", "d4-c3"])
    );
    assert!(matches!(
        GAME.parse_move(&pos(&next), "pass"),
        Err(MoveError::PassNotAllowed {
            side: Colour::Black,
            after_capture: false
        })
    ));
    assert_eq!(perft(&GAME, &pos(text), 2), 8);
}

/// With `blocked=lose` the same White player loses at once instead of passing.
#[test]
fn a_blocked_player_loses_under_blocked_lose() {
    let game = Squeeze::STANDARD.with_blocked(Blocked::Lose);
    let p = game
        .parse_position("wwwww/wbbbw/wb.bw/wbbbw/bbwbb w 0 0")
        .unwrap();
    let end = game.outcome(&p).unwrap();
    assert_eq!(
        end,
        SqueezeOutcome::NoMoves {
            winner: Colour::Black
        }
    );
    assert_eq!(end.reason(), Reason::NoMoves);
    assert_eq!(end.to_string(), "Black wins (White cannot move)");
    assert!(game.moves(&p).is_empty());
    assert_eq!(game.name(), "squeeze/standard:blocked=lose");
}

/// With `extra-move=compulsory` the side that captured must step again: the 18 steps
/// of the chequered board after b2-c3, and no `pass`.
#[test]
fn a_compulsory_extra_move() {
    let game = Squeeze::STANDARD.with_extra_move(ExtraMove::Compulsory);
    let text = "wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0";
    let mut optional = moves_of(&GAME, text);
    optional.retain(|m| m != "pass");
    assert_eq!(moves_of(&game, text), optional);
    assert_eq!(optional.len(), 18);
    assert!(matches!(
        game.parse_move(&pos(text), "pass"),
        Err(MoveError::PassNotAllowed {
            side: Colour::White,
            after_capture: true
        })
    ));
    assert_eq!(
        game.parse_move(&pos(text), "pass").unwrap_err().to_string(),
        "`pass`: White has a step and the move after a capture is compulsory, so it must move"
    );
    // A chain still ends with the first step that takes nothing.
    assert_eq!(
        after(&game, text, &["c3-b3"]),
        "wbwbw/bw.wb/ww..w/b..wb/wbwbw b 0 0 1"
    );
}

/// Black has three pieces: a2-a3 takes a4 and White moves again; e2-e3 takes e4 and
/// Black is down to c3 alone. The game is over at once, in the middle of White's turn.
#[test]
fn the_win_in_the_middle_of_a_chain() {
    let text = "w...w/b...b/..bw./w...w/..... w 0 0";
    let one = after(&GAME, text, &["a2-a3"]);
    assert_eq!(one, "w...w/....b/w.bw./....w/..... w+ 0 0");
    assert_eq!(GAME.outcome(&pos(&one)), None);
    let two = after(&GAME, text, &["a2-a3", "e2-e3"]);
    assert_eq!(two, "w...w/...../w.bww/...../..... w+ 0 0");
    let end = GAME.outcome(&pos(&two)).unwrap();
    assert_eq!(
        end,
        SqueezeOutcome::Win {
            winner: Colour::White,
            left: 1
        }
    );
    assert_eq!(end.reason(), Reason::TooFewPieces);
    assert_eq!(end.to_string(), "White wins (Black has one piece left)");
    assert!(GAME.moves(&pos(&two)).is_empty());
    assert!(matches!(
        GAME.parse_move(&pos(&two), "a3-b3"),
        Err(MoveError::GameOver { .. })
    ));
}

/// One step can take the last two pieces: b1-b2 squeezes b3 (b4 beyond) and c3 (d4
/// beyond), Black's only pieces.
#[test]
fn a_win_with_no_piece_left() {
    let text = "...../.w.w./.bb../...../.w... w 0 0";
    let two = after(&GAME, text, &["b1-b2"]);
    assert_eq!(two, "...../.w.w./...../.w.../..... w+ 0 0");
    assert_eq!(
        GAME.outcome(&pos(&two)),
        Some(SqueezeOutcome::Win {
            winner: Colour::White,
            left: 0
        })
    );
}

/// A placement between two enemy pieces, and next to an enemy piece with an own piece
/// beyond: nothing is captured during the placement.
#[test]
fn placement_captures_nothing() {
    let text = "...bw/....w/....w/b.b../wb... w 8 8";
    assert_eq!(
        after(&GAME, text, &["c1,b2"]),
        "...bw/....w/....w/bwb../wbw.. b 6 8"
    );
    // Eight pieces are placed and the centre stays empty: 16 cells, C(16, 2) pairs.
    assert_eq!(moves_of(&GAME, text).len(), 16 * 15 / 2);
}

/// The movement phase begins with the side that began the placement: with Black first,
/// White places last and Black steps first, into the centre.
#[test]
fn the_first_step_enters_the_centre_for_the_side_that_placed_first() {
    let game = Squeeze::STANDARD.with_first(Colour::Black);
    let text = "wbwb./bwbwb/wb.bw/bwbwb/.bwbw w 2 0";
    assert_eq!(moves_of(&game, text), ["a1,e5"]);
    let next = after(&game, text, &["a1,e5"]);
    assert_eq!(next, "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw b 0 0");
    assert_eq!(
        moves_of(&game, &next),
        sorted(&["c2-c3", "b3-c3", "d3-c3", "c4-c3"])
    );
    // The same board with White first is White's: its four diagonal pieces.
    assert_eq!(
        moves_of(&GAME, "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0"),
        sorted(&["b2-c3", "d2-c3", "b4-c3", "d4-c3"])
    );
}

/// The move limit counts movement-phase plies without a capture, steps and passes; a
/// capture resets it; a counter at or past the limit is a position whose game is over.
#[test]
fn the_move_limit() {
    let game = Squeeze::STANDARD.with_move_limit(4);
    let text = "w...w/...../..w../...../b...b w 0 0 2";
    let three = after(&game, text, &["c3-c2"]);
    assert_eq!(three, "w...w/...../...../..w../b...b b 0 0 3");
    assert_eq!(game.outcome(&game.parse_position(&three).unwrap()), None);
    let four = after(&game, text, &["c3-c2", "a1-b1"]);
    let p = game.parse_position(&four).unwrap();
    assert_eq!(game.outcome(&p), Some(SqueezeOutcome::MoveLimit));
    assert!(game.moves(&p).is_empty());
    for late in [
        "w...w/...../..w../...../b...b w 0 0 4",
        "w...w/...../..w../...../b...b w 0 0 999",
    ] {
        let p = game.parse_position(late).unwrap();
        assert_eq!(
            game.outcome(&p).map(|o| o.reason()),
            Some(Reason::MoveLimit)
        );
    }
    // Off, the counter only counts.
    let off = Squeeze::STANDARD.with_move_limit(0);
    let p = off
        .parse_position("w...w/...../..w../...../b...b w 0 0 999")
        .unwrap();
    assert_eq!(off.outcome(&p), None);
    // A capture resets it: a2-a3 squeezes a4 at the counter's 3.
    let capture = after(&game, "w...w/b...b/..bw./w...w/..b.. w 0 0 3", &["a2-a3"]);
    assert_eq!(capture, "w...w/....b/w.bw./....w/..b.. w+ 0 0");
}

/// Repetition is counted by the history layer on [`Position::key`], which leaves the
/// plies counter out: the third occurrence draws under the default rules.
#[test]
fn repetition_through_the_key() {
    assert_eq!(GAME.repetition(), Some(3));
    assert_eq!(
        Squeeze::STANDARD.with_repetition(0).map(|g| g.repetition()),
        Ok(None)
    );
    let mut p = pos("w...w/...../..w../...../b...b w 0 0");
    let mut history = History::new();
    history.push(p.key());
    let shuttle = ["c3-c2", "a1-a2", "c2-c3", "a2-a1"];
    let mut count = 0;
    for round in 0..2 {
        for m in shuttle {
            let mv = GAME.parse_move(&p, m).unwrap();
            GAME.play(&mut p, &mv).unwrap();
            count = history.push(p.key());
        }
        assert_eq!(count, round + 2);
    }
    assert_eq!(p.plies_since_capture(), 8);
    assert_eq!(p.key(), pos("w...w/...../..w../...../b...b w 0 0").key());
}

/// The rules refuse a repetition count of 1 (every position occurs once) and both draw
/// rules off together (a game could go on forever); the registry refuses the same specs
/// with the same messages.
#[test]
fn rules_that_cannot_be_played() {
    assert_eq!(
        Squeeze::STANDARD.with_repetition(1),
        Err(RulesError::RepetitionOfOne)
    );
    let endless = Squeeze::STANDARD
        .with_move_limit(0)
        .with_repetition(0)
        .unwrap();
    assert_eq!(endless.check(), Err(RulesError::EndlessGame));
    assert_eq!(endless.with_move_limit(1).check(), Ok(()));
    assert_eq!(Squeeze::SEVEN.with_move_limit(0).check(), Ok(()));
    for (spec, error) in [
        ("squeeze:repetition=1", RulesError::RepetitionOfOne),
        (
            "squeeze/nine:move-limit=0,repetition=0",
            RulesError::EndlessGame,
        ),
    ] {
        let message = SqueezeFamily::from_spec(spec).unwrap_err().to_string();
        assert!(message.contains(&error.to_string()), "{spec}: {message}");
    }
    assert_eq!(
        RulesError::EndlessGame.to_string(),
        "move-limit=0 and repetition=0 together let a game go on forever; keep one of them"
    );
    assert_eq!(
        SqueezeFamily::check(&endless),
        Err(RulesError::EndlessGame.to_string())
    );
}

/// The diagram: coordinates, and a last line with the side to move or the result and
/// the counters.
#[test]
fn diagrams() {
    assert_eq!(
        GAME.diagram(&GAME.start()),
        "5  . . . . .\n4  . . . . .\n3  . . . . .\n2  . . . . .\n1  . . . . .\n   a b c d e\n\
         White to move · in hand: White 12, Black 12"
    );
    assert_eq!(
        GAME.diagram(&pos("wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0")),
        "5  w b w b w\n4  b w . w b\n3  w . w . w\n2  b . . w b\n1  w b w b w\n   a b c d e\n\
         White to move again after a capture (or pass) · plies without capture: 0 of 50"
    );
    assert_eq!(
        GAME.diagram(&pos("...../.w.w./...../.w.../..... w+ 0 0"))
            .lines()
            .last(),
        Some("White wins (Black has no piece left) · plies without capture: 0 of 50")
    );
    assert_eq!(GAME.player_name(Colour::Black.player()), "Black");
}
