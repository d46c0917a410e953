//! Hand-worked positions for each rule of the game (docs/mill.md), with the counts
//! worked out on the board by hand (in the comments), and the typed errors for illegal
//! moves.

use doska_core::{Ending, Game, Match, Outcome, Player, Reason, Verdict};
use doska_mill::{Colour, DoubleMill, Mill, MillOutcome, MoveError, Point, PositionError, Removal};

fn moves(game: &Mill, text: &str) -> Vec<String> {
    let pos = game.parse_position(text).unwrap();
    let mut v: Vec<String> = game.moves(&pos).iter().map(|m| m.to_string()).collect();
    v.sort();
    assert_eq!(game.count_moves(&pos), v.len() as u64, "count of {text}");
    v
}

/// White a1 g1 d2 d3, 5 in hand; Black a4 b4 c4 (a mill) g7, 5 in hand; White to move.
/// Only d1 closes anything, and it closes two mills (a1 d1 g1 and d1 d2 d3). The other
/// 15 empty points are plain placements.
const DOUBLE: &str = "W.W.W..W.BBB...........B w 5 5";

#[test]
fn double_mill_under_each_rule() {
    let rules = |r, d| Mill::NINE.with_removal(r).with_double_mill(d);
    let count = |g: Mill| g.count_moves(&g.parse_position(DOUBLE).unwrap());
    // The default rules: two removals, any pieces: C(4, 2) = 6 pairs.
    assert_eq!(count(rules(Removal::Any, DoubleMill::Two)), 15 + 6);
    // One removal of any of the 4 pieces.
    assert_eq!(count(rules(Removal::Any, DoubleMill::One)), 15 + 4);
    // Two removals outside mills: g7 first, then (all left are in a mill) any of
    // a4 b4 c4: 3 pairs.
    assert_eq!(count(rules(Removal::OutsideMills, DoubleMill::Two)), 15 + 3);
    // OpenSpiel: one removal, and only g7 is outside a mill.
    assert_eq!(count(rules(Removal::OutsideMills, DoubleMill::One)), 15 + 1);

    let d1: Vec<String> = moves(&Mill::NINE, DOUBLE)
        .into_iter()
        .filter(|m| m.starts_with("d1"))
        .collect();
    assert_eq!(
        d1,
        ["d1xa4xb4", "d1xa4xc4", "d1xa4xg7", "d1xb4xc4", "d1xb4xg7", "d1xc4xg7"]
    );
    let d1: Vec<String> = moves(&rules(Removal::OutsideMills, DoubleMill::Two), DOUBLE)
        .into_iter()
        .filter(|m| m.starts_with("d1"))
        .collect();
    assert_eq!(d1, ["d1xa4xg7", "d1xb4xg7", "d1xc4xg7"]);
}

#[test]
fn typed_errors_for_illegal_moves() {
    let game = Mill::NINE;
    let pos = game.parse_position(DOUBLE).unwrap();
    let err = |g: &Mill, text: &str| g.parse_move(&pos, text).unwrap_err();
    assert!(matches!(
        err(&game, "d1"),
        MoveError::TooFewRemovals {
            mills: 2,
            expected: 2,
            given: 0,
            ..
        }
    ));
    assert!(matches!(
        err(&game, "d1xa4"),
        MoveError::TooFewRemovals {
            expected: 2,
            given: 1,
            ..
        }
    ));
    assert!(
        game.parse_move(&pos, "d1xb4xa4").is_ok(),
        "removals in any order"
    );
    assert!(matches!(
        err(&game, "d1xa1xa4"),
        MoveError::RemoveOwnPiece {
            point: Point::A1,
            ..
        }
    ));
    assert!(matches!(
        err(&game, "d1xd5xa4"),
        MoveError::RemoveEmpty { point: Point::D5 }
    ));
    assert!(matches!(
        err(&game, "c5xg7"),
        MoveError::RemovalWithoutMill { .. }
    ));
    assert!(matches!(
        err(&game, "a1-d1"),
        MoveError::StillPlacing { hand: 5, .. }
    ));
    assert!(matches!(
        err(&game, "a1"),
        MoveError::Occupied { to: Point::A1 }
    ));
    assert!(matches!(
        err(&game, "d1xa4xa4"),
        MoveError::DuplicateRemoval { point: Point::A4 }
    ));
    assert!(matches!(err(&game, "d9"), MoveError::Syntax { .. }));
    let one = game.with_double_mill(DoubleMill::One);
    assert!(matches!(
        err(&one, "d1xa4xb4"),
        MoveError::TooManyRemovals {
            expected: 1,
            given: 2,
            ..
        }
    ));
    let protected = game.with_removal(Removal::OutsideMills);
    assert!(matches!(
        err(&protected, "d1xa4xb4"),
        MoveError::Protected { point: Point::A4 }
    ));
    assert!(protected.parse_move(&pos, "d1xg7xa4").is_ok());
    // The message names the problem.
    assert_eq!(
        err(&game, "d1xa4").to_string(),
        "d1xa4 closes 2 mills and must remove 2 pieces, not 1 (each removal after an `x`, e.g. `d1xa4xb4`)"
    );
}

#[test]
fn moving_phase_errors_and_flying() {
    // White a1 d1 d2 b4 (4 pieces); Black g1 f2 e4 c5 d6 a7; no hands; White to move.
    let game = Mill::NINE;
    let text = "WWB.WB....W.B..B...B.B.. w 0 0";
    let pos = game.parse_position(text).unwrap();
    let err = |text: &str| game.parse_move(&pos, text).unwrap_err();
    assert!(matches!(
        err("c3"),
        MoveError::EmptyHand {
            colour: Colour::White,
            ..
        }
    ));
    assert!(matches!(
        err("g1-g4"),
        MoveError::NotOwnPiece {
            from: Point::G1,
            ..
        }
    ));
    assert!(matches!(err("a1-d1"), MoveError::Occupied { .. }));
    assert!(matches!(
        err("b4-g7"),
        MoveError::CannotFly { pieces: 4, .. }
    ));
    let no_flying = game.with_flying(false);
    assert!(matches!(
        no_flying.parse_move(&pos, "b4-g7").unwrap_err(),
        MoveError::NotAdjacent { .. }
    ));
    // Steps by hand: a1-a4; d1 none (a1 own, g1 Black, d2 own); d2-b2, d2-d3 (f2 is
    // Black); b4-a4, b4-b2, b4-b6, b4-c4. None closes a mill (a1 a4 a7: a7 is Black;
    // b2 d2 f2: f2 is Black).
    assert_eq!(
        moves(&game, text),
        ["a1-a4", "b4-a4", "b4-b2", "b4-b6", "b4-c4", "d2-b2", "d2-d3"]
    );
    // The same without d2: White a1 d1 b4 has three pieces and flies, each piece to
    // each of the 15 empty points; no line holds two White pieces and an empty third
    // point (a1 d1 g1: g1 is Black), so no move removes: 3 x 15 = 45.
    let three = "WWB..B....W.B..B...B.B.. w 0 0";
    let all = moves(&game, three);
    assert_eq!(all.len(), 45);
    assert!(all.contains(&"b4-g7".to_string()));
    // Without flying: a1-a4, d1-d2, b4-a4, b4-b2, b4-b6, b4-c4.
    assert_eq!(
        moves(&no_flying, three),
        ["a1-a4", "b4-a4", "b4-b2", "b4-b6", "b4-c4", "d1-d2"]
    );
}

#[test]
fn a_mill_needs_the_moved_piece() {
    // White has the mill a1 d1 g1 and b4; Black d2 f4 b6 a7 d7; no hands.
    let game = Mill::NINE;
    let pos = game
        .parse_position("WWW.B.....W..B....B..BB. w 0 0")
        .unwrap();
    // b4-c4 forms nothing: no removal, and a removal is refused.
    assert!(game.parse_move(&pos, "b4-c4").is_ok());
    assert!(matches!(
        game.parse_move(&pos, "b4-c4xd2"),
        Err(MoveError::RemovalWithoutMill { .. })
    ));
    // Opening the mill and closing it again removes: g1-g4, Black d7-g7, g4-g1 closes
    // a1 d1 g1 again and must remove.
    let mut m = Match::from_position(game, pos);
    for mv in ["g1-g4", "d7-g7"] {
        m.play_text(mv).unwrap();
    }
    assert!(
        m.play_text("g4-g1").is_err(),
        "closing the mill must remove"
    );
    m.play_text("g4-g1xa7").unwrap();
    assert_eq!(m.position().to_string(), "WWW.B.....W..B....B....B b 0 0");
}

#[test]
fn the_game_ends() {
    let game = Mill::NINE;
    // White c3 d3 e4 g7; Black a1 g1 b6 (three pieces); no hands. e4-e3 closes
    // c3 d3 e3 and takes a1: Black is left with two and loses.
    let text = "B.B...WW....W.....B....W w 0 0";
    let pos = game.parse_position(text).unwrap();
    let mv = game.parse_move(&pos, "e4-e3xa1").unwrap();
    let mut next = pos;
    game.play(&mut next, &mv).unwrap();
    let end = game.outcome(&next).unwrap();
    assert_eq!(
        end,
        MillOutcome::TooFewPieces {
            winner: Colour::White
        }
    );
    assert_eq!(end.verdict(), Verdict::win(Player::FIRST));
    assert_eq!(end.reason(), Reason::TooFewPieces);
    assert!(game.moves(&next).is_empty());
    assert!(matches!(
        game.parse_move(&next, "a1-a4"),
        Err(MoveError::GameOver { .. })
    ));

    // The move limit: 199 plies without a removal, one more quiet move draws.
    let pos = game.parse_position(&format!("{text} H199")).unwrap();
    let mut next = pos;
    game.play(&mut next, &game.parse_move(&pos, "g7-g4").unwrap())
        .unwrap();
    assert_eq!(
        game.outcome(&next),
        Some(MillOutcome::MoveLimit { plies: 200 })
    );
    assert_eq!(next.to_string(), "B.B...WW....W.W...B..... b 0 0 H200");
    // A counter at or past the limit is accepted, and the game is then over by it.
    for plies in [200, 201] {
        let over = game.parse_position(&format!("{text} H{plies}")).unwrap();
        assert_eq!(over.plies_since_removal(), plies);
        assert_eq!(
            game.outcome(&over),
            Some(MillOutcome::MoveLimit { plies: 200 })
        );
        assert!(game.moves(&over).is_empty());
        assert!(matches!(
            game.parse_move(&over, "g7-g4"),
            Err(MoveError::GameOver { .. })
        ));
    }
    assert!(matches!(
        game.parse_position(&format!("{text} H65536")),
        Err(PositionError::Syntax { .. })
    ));
    // A removal resets the counter.
    let mut next = pos;
    game.play(&mut next, &game.parse_move(&pos, "e4-e3xb6").unwrap())
        .unwrap();
    assert_eq!(next.plies_since_removal(), 0);

    // Twelve men's morris: a board filled in the placing phase is a draw (12 pieces
    // each, none in hand, no empty point for the side to move).
    let twelve = Mill::TWELVE;
    let full = twelve
        .parse_position("WBWBWBBWBWBWBWBWBWBWBWBW w 0 0")
        .unwrap();
    assert_eq!(twelve.outcome(&full), Some(MillOutcome::FullBoard));
    assert_eq!(twelve.outcome(&full).unwrap().verdict(), Verdict::Draw);
}

#[test]
fn repetition_draws_through_the_history() {
    // Two pieces shuffle back and forth without forming mills: the position comes back
    // every four plies, and its third occurrence ends the match.
    let game = Mill::NINE;
    let start = game
        .parse_position("WWB.WB....W.B..B...B.B.. w 0 0")
        .unwrap();
    let shuffle = ["a1-a4", "a7-d7", "a4-a1", "d7-a7"];
    let mut m = Match::from_position(game, start);
    for mv in shuffle.iter().chain(shuffle.iter()) {
        m.play_text(mv).unwrap();
    }
    assert!(matches!(m.ending(), Some(Ending::Repetition { count: 3 })));
    // Without the rule the game goes on.
    let mut m = Match::from_position(game.with_repetition(None).unwrap(), start);
    for mv in shuffle.iter().cycle().take(12) {
        m.play_text(mv).unwrap();
    }
    assert!(m.ending().is_none());
}

#[test]
fn other_boards() {
    // Twelve: the diagonal a1 b2 c3 is a mill; on the nine board it is not.
    let twelve = Mill::TWELVE;
    let pos = twelve
        .parse_position("W..W.....B.............B w 10 10")
        .unwrap();
    assert!(matches!(
        twelve.parse_move(&pos, "c3"),
        Err(MoveError::TooFewRemovals { .. })
    ));
    assert!(twelve.parse_move(&pos, "c3xa4").is_ok());
    let nine = Mill::NINE;
    let pos = nine
        .parse_position("W..W.....B.............B w 7 7")
        .unwrap();
    assert!(nine.parse_move(&pos, "c3").is_ok());
    // Six: the inner square does not exist; b4 links to a4, b2 and b6 only, and the
    // link a4-b4 is a path but not a mill.
    let six = Mill::SIX;
    assert_eq!(six.start().to_string(), "........................ w 6 6");
    assert_eq!(six.count_moves(&six.start()), 16);
    assert!(matches!(
        six.parse_move(&six.start(), "c3"),
        Err(MoveError::OffBoard {
            point: Point::C3,
            ..
        })
    ));
    assert!(matches!(
        six.parse_position("......W................. b 5 6"),
        Err(PositionError::OffBoard {
            point: Point::C3,
            ..
        })
    ));
    let layout = doska_mill::Board::Six.layout();
    let b4: doska_mill::Points = [Point::A4, Point::B2, Point::B6].into_iter().collect();
    assert_eq!(layout.adjacent(Point::B4), b4);
    assert_eq!(layout.lines_through(Point::A4).len(), 1);
}

#[test]
fn first_player_and_start() {
    let game = Mill::NINE.with_first(Colour::Black);
    assert_eq!(game.start().to_string(), "........................ b 9 9");
    assert_eq!(game.name(), "mill/nine:first=black");
    let mut pos = game.start();
    let mv = game.parse_move(&pos, "d2").unwrap();
    game.play(&mut pos, &mv).unwrap();
    assert_eq!(pos.to_string(), "....B................... w 9 8 H1");
}

#[test]
fn diagram_shows_the_turn_or_the_result() {
    let game = Mill::NINE;
    let pos = game
        .parse_position("WWB.WB....W.B..B...B.B.. w 0 0 H12")
        .unwrap();
    let diagram = game.diagram(&pos);
    let lines: Vec<&str> = diagram.lines().collect();
    // Ranks 7 to 1 with the lines between them, the files, and the status line.
    assert_eq!(lines.len(), 15);
    assert_eq!(lines[0], "7 B-----------.-----------.");
    assert_eq!(lines[12], "1 W-----------W-----------B");
    assert_eq!(lines[13], "  a   b   c   d   e   f   g");
    assert_eq!(
        lines[14],
        "White to move; in hand: White 0, Black 0; 12 plies without a removal"
    );
    // Once the game is over the last line gives the result instead.
    let blocked = game
        .parse_position("BBWBW....WW...W.......WB b 0 0")
        .unwrap();
    assert_eq!(
        game.diagram(&blocked).lines().last(),
        Some(
            "White wins (Black cannot move); in hand: White 0, Black 0; 0 plies without a removal"
        )
    );
}

#[test]
fn a_text_that_is_no_move_says_what_a_move_is() {
    let game = Mill::NINE;
    let pos = game.start();
    for text in ["HELP", "", "d2+d3", "pass"] {
        let err = game.parse_move(&pos, text).unwrap_err();
        assert!(matches!(err, MoveError::Syntax { .. }), "{text}: {err}");
        assert!(
            err.to_string()
                .ends_with("(expected `d2`, `d2-d3`, `d2-d3xa1` or `b4xa1xg7`)"),
            "{text}: {err}"
        );
    }
    assert_eq!(
        game.parse_move(&pos, "HELP").unwrap_err().to_string(),
        "`HELP` is not a move: `HELP` is not a point (expected `d2`, `d2-d3`, `d2-d3xa1` or `b4xa1xg7`)"
    );
}
