//! The classic illustrations of the rules of lines of action, each set up as a
//! position; every expected move list and outcome below was worked out by hand from
//! the rules, not produced by the engine.

use std::collections::BTreeSet;

use doska_core::{Game, Match, Outcome, Player, Position, Reason, Verdict};
use doska_lines_of_action::{
    Colour, LineKind, LinesOfAction, LinesOfActionMove, LinesOfActionOutcome,
    LinesOfActionPosition, MoveError, Square,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn position(text: &str) -> LinesOfActionPosition {
    LinesOfAction::STANDARD.parse_position(text).unwrap()
}

fn move_texts(pos: &LinesOfActionPosition) -> BTreeSet<String> {
    LinesOfAction::STANDARD
        .moves(pos)
        .iter()
        .map(|m| m.to_string())
        .collect()
}

fn set(moves: &[&str]) -> BTreeSet<String> {
    moves.iter().map(|s| s.to_string()).collect()
}

/// A piece moves exactly as many squares as its line holds pieces: two along a rank
/// that holds two.
///
/// White c4 and a8, Black f4 and h1. Rank 4 holds c4 and f4: c4 moves two, to e4 or
/// a4. Its file, diagonal (b3–g8) and anti-diagonal (a6–f1) hold only c4: one step
/// each way. a8: rank 8 and file a hold one piece (b8, a7); its anti-diagonal a8–h1
/// holds a8 and h1, two squares to c6 over the empty b7.
#[test]
fn white_moves_exactly_two_along_a_rank_holding_two() {
    let game = LinesOfAction::STANDARD;
    let pos = position("w7/8/8/8/2w2b2/8/8/7b w");
    assert_eq!(
        move_texts(&pos),
        set(&[
            "c4-e4", "c4-a4", "c4-c5", "c4-c3", "c4-d5", "c4-b3", "c4-b5", "c4-d3", "a8-b8",
            "a8-a7", "a8-c6",
        ])
    );
    let mv = game.parse_move(&pos, "c4-e4").unwrap();
    assert_eq!(
        mv,
        LinesOfActionMove::Step {
            from: sq("c4"),
            to: sq("e4"),
            capture: false
        }
    );
    assert_eq!(
        game.parse_move(&pos, "c4-d4"),
        Err(MoveError::WrongDistance {
            from: sq("c4"),
            to: sq("d4"),
            distance: 1,
            required: 2,
            line: LineKind::Rank
        })
    );
    assert!(matches!(
        game.parse_move(&pos, "c4xf4"),
        Err(MoveError::WrongDistance { required: 2, .. })
    ));
}

/// Three pieces on a file (two white, one black): a white piece moves three, and may
/// jump over its own piece.
///
/// File d holds White d2 and d3 and Black d7: d2 moves three, over d3, to d5.
#[test]
fn white_moves_three_over_its_own_piece() {
    let game = LinesOfAction::STANDARD;
    let mut pos = position("7w/3b4/8/8/8/3w4/3w4/b7 w");
    let mv = game.parse_move(&pos, "d2-d5").unwrap();
    assert!(!mv.is_capture());
    game.play(&mut pos, &mv).unwrap();
    assert_eq!(pos.to_string(), "7w/3b4/8/3w4/8/3w4/8/b7 b 1");
    assert_eq!(game.outcome(&pos), None);
}

/// Three pieces on a rank (two black, one white): a black piece may not move three
/// squares over the white one.
///
/// Rank 5 holds Black a5 and f5 and White c5: a5 would move three, to d5, over c5.
#[test]
fn black_may_not_jump_a_white_piece() {
    let game = LinesOfAction::STANDARD;
    let pos = position("8/8/8/b1w2b2/8/8/8/b6w b");
    assert_eq!(
        game.parse_move(&pos, "a5-d5"),
        Err(MoveError::JumpsEnemy {
            from: sq("a5"),
            to: sq("d5"),
            over: sq("c5")
        })
    );
    assert!(!move_texts(&pos).contains("a5-d5"));
    let illegal = LinesOfActionMove::Step {
        from: sq("a5"),
        to: sq("d5"),
        capture: false,
    };
    let mut copy = pos.clone();
    assert!(game.play(&mut copy, &illegal).is_err());
    assert_eq!(copy, pos, "a refused move leaves the position unchanged");
    // The same piece may go the other way along its file and diagonals, and f5 may
    // move three west onto c5 only through the empty d5 and e5: a capture.
    let capture = game.parse_move(&pos, "f5-c5").unwrap();
    assert!(capture.is_capture());
    assert_eq!(capture.to_string(), "f5xc5");
}

/// A move that gathers all the mover's pieces into one group wins.
///
/// White c3, d3, h3 (rank 3 holds three): h3 moves three west to e3, next to d3.
#[test]
fn a_connecting_move_wins() {
    let game = LinesOfAction::STANDARD;
    let mut pos = position("b6b/8/8/8/8/2ww3w/8/8 w");
    assert_eq!(game.outcome(&pos), None);
    let mv = game.parse_move(&pos, "h3-e3").unwrap();
    game.play(&mut pos, &mv).unwrap();
    let end = game.outcome(&pos).unwrap();
    assert_eq!(
        end,
        LinesOfActionOutcome::Connection {
            winner: Colour::White,
            both: false
        }
    );
    assert_eq!(end.verdict(), Verdict::win(Player::SECOND));
    assert_eq!(end.reason(), Reason::Connection);
    assert_eq!(end.to_string(), "White wins (connection)");
    assert!(game.moves(&pos).is_empty());
    assert_eq!(game.count_moves(&pos), 0);
    assert!(matches!(
        game.parse_move(&pos, "a8-b8"),
        Err(MoveError::GameOver { .. })
    ));
}

/// A suicidal capture: it removes the white piece that kept White's others apart, so
/// White, now one group, wins.
///
/// White c5, d5 (joined) and g2; Black g4 and a8. File g holds g4 and g2: g4 moves two
/// and captures g2, leaving White's c5–d5 as its only group.
#[test]
fn a_capture_that_connects_the_opponent_loses() {
    let game = LinesOfAction::STANDARD;
    let mut pos = position("b7/8/8/2ww4/6b1/8/6w1/8 b");
    let mv = game.parse_move(&pos, "g4xg2").unwrap();
    assert!(mv.is_capture());
    game.play(&mut pos, &mv).unwrap();
    assert_eq!(pos.to_string(), "b7/8/8/2ww4/8/8/6b1/8 w 1");
    let end = game.outcome(&pos).unwrap();
    assert_eq!(
        end,
        LinesOfActionOutcome::ConnectedByCapture {
            winner: Colour::White
        }
    );
    assert_eq!(end.verdict(), Verdict::win(Colour::White.player()));
}

/// A capture that connects the mover's pieces and leaves the opponent's remaining
/// pieces connected too wins for the mover.
///
/// Black c2, c3, d6; White d4, g6, g7. File d holds d6 and d4: d6 takes d4, joining
/// c3; White is left with g6–g7, also one group.
#[test]
fn a_move_that_connects_both_sides_wins_for_the_mover() {
    let game = LinesOfAction::STANDARD;
    let mut pos = position("8/6w1/3b2w1/8/3w4/2b5/2b5/8 b");
    let mv = game.parse_move(&pos, "d6xd4").unwrap();
    game.play(&mut pos, &mv).unwrap();
    assert!(pos.is_connected(Colour::Black) && pos.is_connected(Colour::White));
    let end = game.outcome(&pos).unwrap();
    assert_eq!(
        end,
        LinesOfActionOutcome::Connection {
            winner: Colour::Black,
            both: true
        }
    );
    assert_eq!(end.verdict(), Verdict::win(Player::FIRST));
}

/// Black a1 is boxed in by White b1, a2, b2: its rank and file hold two pieces and
/// its long diagonal four (a1, b2, g7, h8), and the first square each way is White's;
/// its anti-diagonal holds only a1 and leads off the board. h8 likewise by g8, h7, g7.
/// Black must pass.
#[test]
fn a_side_without_moves_passes() {
    let game = LinesOfAction::STANDARD;
    let mut pos = position("6wb/6ww/8/8/8/8/ww6/bw6 b");
    assert_eq!(game.moves(&pos).as_slice(), &[LinesOfActionMove::Pass]);
    assert_eq!(game.count_moves(&pos), 1);
    let pass = game.parse_move(&pos, "pass").unwrap();
    assert_eq!(pass, LinesOfActionMove::Pass);
    game.play(&mut pos, &pass).unwrap();
    assert_eq!(pos.to_string(), "6wb/6ww/8/8/8/8/ww6/bw6 w 1");
    assert_eq!(pos.to_move(), Player::SECOND);
    // White has moves, so it may not pass.
    assert_eq!(
        game.parse_move(&pos, "pass"),
        Err(MoveError::PassNotAllowed {
            side: Colour::White
        })
    );
}

#[test]
fn refused_moves_say_why() {
    let game = LinesOfAction::STANDARD;
    let start = game.start();
    let err = |text: &str| game.parse_move(&start, text).unwrap_err();
    assert_eq!(err("d4-d6"), MoveError::NoPiece { square: sq("d4") });
    assert_eq!(
        err("a2-c2"),
        MoveError::NotYourPiece {
            square: sq("a2"),
            owner: Colour::White
        }
    );
    assert_eq!(
        err("b1-c3"),
        MoveError::NotALine {
            from: sq("b1"),
            to: sq("c3")
        }
    );
    assert!(matches!(err("b1-b1"), MoveError::NotALine { .. }));
    assert!(matches!(
        err("b1-d1"),
        MoveError::WrongDistance { required: 6, .. }
    ));
    assert!(matches!(err("b1xb3"), MoveError::NotACapture { .. }));
    for bad in [
        "", "b1", "b1b3", "b1-b9", "B1-B3", "b1--b3", "b1:b3", "passs",
    ] {
        assert!(matches!(err(bad), MoveError::Syntax { .. }), "{bad}");
    }
    // Rank 1 holds a1 and c1, both Black's: a1 would land on its own piece.
    let pos = position("w6w/8/8/8/8/8/8/b1b5 b");
    assert_eq!(
        game.parse_move(&pos, "a1-c1"),
        Err(MoveError::OwnPiece {
            from: sq("a1"),
            to: sq("c1")
        })
    );
    assert_eq!(
        err("b1-d1").to_string(),
        "b1-d1 moves 2 squares, but the rank holds 6 pieces"
    );
}

/// b1-b3, a2-c2, b3-b1, c2-a2 returns to the start: the third time the start position
/// occurs (after eight plies) the match is drawn.
#[test]
fn repetition_draws_on_the_third_occurrence() {
    let mut m = Match::new(LinesOfAction::STANDARD);
    for round in 0..2 {
        for mv in ["b1-b3", "a2-c2", "b3-b1", "c2-a2"] {
            assert!(!m.is_over(), "round {round}");
            m.play_text(mv).unwrap();
        }
    }
    let end = m.ending().unwrap();
    assert_eq!(end.reason(), Reason::Repetition);
    assert_eq!(end.verdict(), Verdict::Draw);
    let two = LinesOfAction::STANDARD.with_repetition(2).unwrap();
    let mut m = Match::new(two);
    for mv in ["b1-b3", "a2-c2", "b3-b1", "c2-a2"] {
        m.play_text(mv).unwrap();
    }
    assert!(m.is_over());
}

#[test]
fn the_move_limit_draws() {
    let game = LinesOfAction::STANDARD.with_move_limit(10).unwrap();
    let mut pos = game.parse_position("w7/8/8/8/2w2b2/8/8/7b w 9").unwrap();
    assert_eq!(game.outcome(&pos), None);
    let mv = game.parse_move(&pos, "c4-e4").unwrap();
    game.play(&mut pos, &mv).unwrap();
    let end = game.outcome(&pos).unwrap();
    assert_eq!(end, LinesOfActionOutcome::MoveLimit { plies: 10 });
    assert_eq!(end.verdict(), Verdict::Draw);
    assert_eq!(end.reason(), Reason::MoveLimit);
    assert_eq!(end.to_string(), "draw (move limit, 10 plies)");
    assert!(game.moves(&pos).is_empty());
    // A connection on the last ply still wins.
    let mut pos = game.parse_position("b6b/8/8/8/8/2ww3w/8/8 w 9").unwrap();
    let mv = game.parse_move(&pos, "h3-e3").unwrap();
    game.play(&mut pos, &mv).unwrap();
    assert_eq!(game.outcome(&pos).unwrap().reason(), Reason::Connection);
}

#[test]
fn white_may_move_first() {
    let game = LinesOfAction::STANDARD.with_first(Colour::White);
    let start = game.start();
    assert_eq!(
        start.to_string(),
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w"
    );
    assert_eq!(start.to_move(), Player::SECOND);
    // The start is symmetric under a quarter turn that swaps the colours.
    assert_eq!(game.moves(&start).len(), 36);
}

#[test]
fn scrambled_eggs_start() {
    let game = LinesOfAction::SCRAMBLED_EGGS;
    let start = game.start();
    assert_eq!(
        start.to_string(),
        "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b"
    );
    for s in [
        "b1", "d1", "f1", "c8", "e8", "g8", "a3", "a5", "a7", "h2", "h4", "h6",
    ] {
        assert_eq!(start.piece_at(sq(s)), Some(Colour::Black), "{s}");
    }
    // b1: rank 1 holds six (b1-g1) and c1-g1 alternate, so east is blocked at c1;
    // file b holds b1 and b8: b3 is free.
    let moves = move_texts(&start);
    assert!(moves.contains("b1-b3"));
    assert!(!moves.contains("b1-h1"));
}

/// The messages quoted in `docs/lines-of-action.md`.
#[test]
fn error_messages_read_well() {
    let game = LinesOfAction::STANDARD;
    let start = game.start();
    let msg = |pos: &LinesOfActionPosition, text: &str| {
        game.parse_move(pos, text).unwrap_err().to_string()
    };
    assert_eq!(msg(&start, "d4-d6"), "no piece on d4");
    assert_eq!(
        msg(&start, "a2-c2"),
        "the piece on a2 is White's, not the side to move's"
    );
    assert_eq!(msg(&start, "b1-c3"), "b1 and c3 are not on one line");
    assert_eq!(
        msg(&start, "b1xb3"),
        "b1xb3 captures nothing: b3 is empty (write b1-b3)"
    );
    assert_eq!(
        msg(&start, "b1b3"),
        "`b1b3` is not a move: expected `b1-b3`, `b1xb3` or `pass`"
    );
    assert_eq!(
        msg(&position("w6w/8/8/8/8/8/8/b1b5 b"), "a1-c1"),
        "a1-c1 would land on an own piece"
    );
    let pass = position("6wb/6ww/8/8/8/8/ww6/bw6 w 1");
    assert_eq!(msg(&pass, "pass"), "cannot pass: White has legal moves");
    let over = position("b6b/8/8/8/8/2wwwww1/8/8 b");
    assert_eq!(msg(&over, "a8-b8"), "the game is over; no move `a8-b8`");
    // A text that is no move at all says so even when the game is over.
    assert_eq!(
        msg(&over, "HELP"),
        "`HELP` is not a move: expected `b1-b3`, `b1xb3` or `pass`"
    );
    let pos_msg = |text: &str| game.parse_position(text).unwrap_err().to_string();
    assert_eq!(
        pos_msg("8/8/8/8/8/8/w8/b7 b"),
        "rank 2 `w8` describes 9 squares, not 8"
    );
    assert_eq!(pos_msg("8/8/8/8/8/8/8/b7 b"), "White has no pieces");
    assert_eq!(
        pos_msg("8/8/8/8/8/8/w7/b7 x"),
        "side to move `x` is not `b` or `w`"
    );
}

/// `play_unchecked` with a move that is not legal gives an unspecified position but
/// must not panic (no overflow in the line counts).
#[test]
fn unchecked_play_of_a_non_move_does_not_panic() {
    let game = LinesOfAction::STANDARD;
    let mut pos = game.start();
    for (from, to) in [("d4", "d5"), ("a2", "b2"), ("b1", "c1"), ("h8", "a1")] {
        let mv = LinesOfActionMove::Step {
            from: sq(from),
            to: sq(to),
            capture: false,
        };
        game.play_unchecked(&mut pos, &mv);
        let _ = game.outcome(&pos);
        let _ = game.moves(&pos);
    }
}

/// `play` (and `check_move`) refuse a hand-built move with the rule it breaks and leave
/// the position unchanged.
#[test]
fn play_refuses_with_the_rule_broken() {
    let game = LinesOfAction::STANDARD;
    let step = |from: &str, to: &str, capture: bool| LinesOfActionMove::Step {
        from: sq(from),
        to: sq(to),
        capture,
    };
    // Rank 5 holds a5, c5 and f5: f5 moves three west onto White's c5.
    let pos = position("8/8/8/b1w2b2/8/8/8/b6w b");
    let refused = |mv: LinesOfActionMove| {
        let mut copy = pos.clone();
        let err = game.play(&mut copy, &mv).unwrap_err();
        assert_eq!(copy, pos, "{mv}");
        assert_eq!(game.check_move(&pos, &mv), Err(err.clone()));
        assert!(!game.is_legal(&pos, &mv));
        err
    };
    assert_eq!(
        refused(step("f5", "c5", false)),
        MoveError::UnmarkedCapture {
            from: sq("f5"),
            to: sq("c5")
        }
    );
    assert_eq!(
        refused(step("a5", "a7", true)),
        MoveError::NotACapture {
            from: sq("a5"),
            to: sq("a7")
        }
    );
    assert!(matches!(
        refused(step("a5", "d5", false)),
        MoveError::JumpsEnemy { .. }
    ));
    assert!(matches!(
        refused(step("a5", "a6", false)),
        MoveError::WrongDistance { required: 2, .. }
    ));
    assert_eq!(
        refused(LinesOfActionMove::Pass),
        MoveError::PassNotAllowed {
            side: Colour::Black
        }
    );
    assert_eq!(
        refused(step("f5", "c5", false)).to_string(),
        "f5-c5 lands on the enemy piece on c5: it is the capture f5xc5"
    );
    assert_eq!(game.check_move(&pos, &step("f5", "c5", true)), Ok(()));
    // Once the game is over every move is refused as such.
    let over = position("b6b/8/8/8/8/2wwwww1/8/8 b");
    assert!(matches!(
        game.check_move(&over, &step("a8", "b8", false)),
        Err(MoveError::GameOver { .. })
    ));
    assert!(matches!(
        game.check_move(&over, &LinesOfActionMove::Pass),
        Err(MoveError::GameOver { .. })
    ));
}

/// The diagram: the board with its coordinates; the last line says who is to move, or
/// the result once the game is over, with the ply counter against the move limit.
#[test]
fn the_diagram_shows_the_board_and_the_state_of_the_game() {
    let game = LinesOfAction::STANDARD;
    assert_eq!(
        game.diagram(&game.start()),
        "  +-----------------+
8 | . b b b b b b . |
7 | w . . . . . . w |
6 | w . . . . . . w |
5 | w . . . . . . w |
4 | w . . . . . . w |
3 | w . . . . . . w |
2 | w . . . . . . w |
1 | . b b b b b b . |
  +-----------------+
    a b c d e f g h
Black to move, ply 0 of 500"
    );
    let over = position("b6b/8/8/8/8/2wwwww1/8/8 b 37");
    let last = |pos: &LinesOfActionPosition| game.diagram(pos).lines().last().unwrap().to_string();
    assert_eq!(last(&over), "White wins (connection), ply 37 of 500");
    let limit = position("b6b/8/8/8/8/2ww3w/8/8 w 500");
    assert_eq!(last(&limit), "draw (move limit, 500 plies), ply 500 of 500");
}

/// A ply counter at or past the move limit is accepted in a position text; the game
/// is then over by the limit (unless a side is connected, which wins).
#[test]
fn a_ply_counter_past_the_limit_is_accepted_and_ends_the_game() {
    let game = LinesOfAction::STANDARD;
    for plies in [500, 501, 4_000_000_000u32] {
        let pos = position(&format!("b6b/8/8/8/8/2ww3w/8/8 w {plies}"));
        assert_eq!(pos.ply(), plies);
        assert_eq!(
            game.outcome(&pos),
            Some(LinesOfActionOutcome::MoveLimit { plies })
        );
        assert!(game.moves(&pos).is_empty());
        assert_eq!(game.count_moves(&pos), 0);
        assert!(matches!(
            game.parse_move(&pos, "h3-e3"),
            Err(MoveError::GameOver { .. })
        ));
        assert_eq!(pos.to_string(), format!("b6b/8/8/8/8/2ww3w/8/8 w {plies}"));
    }
    // A connection outranks the limit.
    let pos = position("b6b/8/8/8/8/2wwwww1/8/8 b 900");
    assert_eq!(
        game.outcome(&pos),
        Some(LinesOfActionOutcome::Connection {
            winner: Colour::White,
            both: false
        })
    );
}
