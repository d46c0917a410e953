//! Hand-worked positions of self-capture, Artamonov's game and the wolf and the sheep,
//! each with its legal moves written out by hand.

use doska_checkers::{Cause, Checkers, CheckersFamily, Colour, Jumps, MoveError, PositionError};
use doska_core::{registry::Family, Game, Outcome, Verdict};

/// The shortest texts of the legal moves of `fen`, sorted.
fn moves(rules: &Checkers, fen: &str) -> Vec<String> {
    let pos = rules.parse_position(fen).unwrap();
    let mut texts: Vec<String> = rules
        .moves(&pos)
        .iter()
        .map(|m| rules.format_move(&pos, m))
        .collect();
    texts.sort();
    texts
}

/// Plays the move `text` on `pos`.
fn play(rules: &Checkers, pos: &mut doska_checkers::CheckersPosition, text: &str) {
    let mv = rules.parse_move(pos, text).unwrap();
    rules.play(pos, &mv).unwrap();
}

#[test]
fn self_capture_opens_with_a_jump_over_an_own_man() {
    // Every first move jumps one of White's own men of rank 3.
    let rules = Checkers::self_capture();
    let start = rules.start().to_string();
    assert_eq!(
        moves(&rules, &start),
        ["b2:d4", "d2:b4", "d2:f4", "f2:d4", "f2:h4", "h2:f4"]
    );
    let mut pos = rules.start();
    let mv = rules.parse_move(&pos, "b2:d4").unwrap();
    assert_eq!(
        mv.captured()
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>(),
        ["c3"]
    );
    rules.play(&mut pos, &mv).unwrap();
    assert_eq!(
        pos.to_string(),
        "B:Wa1,c1,e1,g1,d2,f2,h2,a3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    );
    // A step is refused while the own jump is compulsory.
    let start = rules.start();
    assert!(matches!(
        rules.parse_move(&start, "c3-d4"),
        Err(MoveError::CaptureCompulsory { .. })
    ));
}

#[test]
fn the_majority_rule_forces_a_jump_over_an_own_man() {
    // c1 jumps its own d2 and then Black's f4 (two pieces); g3 takes f4 alone (one).
    let rules = Checkers::self_capture();
    let fen = "W:Wc1,d2,g3:Bf4";
    assert_eq!(moves(&rules, fen), ["c1:g5"]);
    let pos = rules.parse_position(fen).unwrap();
    assert!(matches!(
        rules.parse_move(&pos, "g3:e5"),
        Err(MoveError::MustCaptureMore { required: 2, .. })
    ));
    let mv = rules.parse_move(&pos, "c1:e3:g5").unwrap();
    let mut after = pos;
    rules.play(&mut after, &mv).unwrap();
    assert_eq!(after.to_string(), "B:Wg3,g5:B");
    assert_eq!(rules.outcome(&after).unwrap().winner, Some(Colour::White));
    // The milder reading agrees here: both sequences take an enemy piece.
    let mild = rules.with_jumps(Jumps::OwnOptional);
    assert_eq!(moves(&mild, fen), ["c1:g5"]);
}

#[test]
fn the_milder_reading_makes_a_jump_over_own_pieces_optional() {
    // Only the jump over the own man d2 exists: compulsory in the strict reading, one
    // choice beside the steps in the milder one.
    let fen = "W:Wc1,d2:Bh8";
    assert_eq!(moves(&Checkers::self_capture(), fen), ["c1:e3"]);
    let mild = CheckersFamily::from_spec("checkers/self-capture:jumps=own-optional").unwrap();
    assert_eq!(moves(&mild, fen), ["c1-b2", "c1:e3", "d2-c3", "d2-e3"]);
}

#[test]
fn artamonov_the_last_moved_piece_is_refused_but_captured() {
    // North (moving down) may not move e5, which moved last, but captures it with f6,
    // going on over c3.
    let rules = Checkers::artamonov();
    let fen = "N:f6,e5,c3:Le5";
    assert_eq!(moves(&rules, fen), ["f6:b2"]);
    let pos = rules.parse_position(fen).unwrap();
    assert_eq!(pos.to_string(), "N:c3,e5,f6:Le5");
    assert!(matches!(
        rules.parse_move(&pos, "e5-d4"),
        Err(MoveError::LastMoved { .. })
    ));
    let mut after = pos;
    play(&rules, &mut after, "f6:d4:b2");
    assert_eq!(after.to_string(), "S:b2:Lb2:C0,2:H1");
    // South's only piece moved last: South cannot move and loses. (H counts the plies
    // since four or fewer pieces remain: three stood before this move.)
    let end = rules.outcome(&after).unwrap();
    assert_eq!(end.verdict(), Verdict::win(Colour::Black.player()));
    assert_eq!(end.to_string(), "North wins (South has no legal move)");
}

#[test]
fn artamonov_north_moves_down_and_is_crowned_on_rank_1() {
    let rules = Checkers::artamonov().with_first(Colour::Black);
    // From the start North, too, must jump: down over the pieces of rank 6.
    let start = rules.start().to_string();
    assert_eq!(
        moves(&rules, &start),
        ["a7:c5", "c7:a5", "c7:e5", "e7:c5", "e7:g5", "g7:e5"]
    );
    // A man of North steps down; on rank 1 it is a king.
    assert_eq!(moves(&rules, "N:b2,Kh8:Lh8"), ["b2-a1", "b2-c1"]);
    let mut pos = rules.parse_position("N:b2,Kh8:Lh8").unwrap();
    play(&rules, &mut pos, "b2-c1");
    assert_eq!(pos.to_string(), "S:Kc1,Kh8:Lc1:H1");
    // South may not move the new king; the king on h8 flies.
    assert_eq!(
        moves(&rules, "S:Kc1,Kh8:Lc1:H1"),
        ["h8-a1", "h8-b2", "h8-c3", "h8-d4", "h8-e5", "h8-f6", "h8-g7"]
    );
}

#[test]
fn artamonov_the_only_movable_piece_barred_loses() {
    let rules = Checkers::artamonov();
    let pos = rules.parse_position("S:c3:Lc3").unwrap();
    assert!(rules.moves(&pos).is_empty());
    let end = rules.outcome(&pos).unwrap();
    assert_eq!(end.cause, Cause::NoMoves(Colour::White));
    assert_eq!(end.winner, Some(Colour::Black));
}

#[test]
fn artamonov_adjudication_counts_the_captures() {
    let rules = Checkers::artamonov();
    let mut pos = rules.parse_position("S:a1,c5,g7:C12,9:H29").unwrap();
    assert!(rules.outcome(&pos).is_none());
    play(&rules, &mut pos, "a1-b2");
    assert_eq!(pos.to_string(), "N:b2,c5,g7:Lb2:C12,9:H30");
    let end = rules.outcome(&pos).unwrap();
    assert_eq!(end.cause, Cause::Adjudication(30));
    assert_eq!(end.winner, Some(Colour::White));
    assert_eq!(
        end.to_string(),
        "South wins (30 plies with four or fewer pieces: the captures decide)"
    );
    // Equal counts draw; a capture that leaves four or fewer starts the count at 0.
    let even = rules.parse_position("S:a1,c5,g7:C10,10:H30").unwrap();
    assert_eq!(rules.outcome(&even).unwrap().winner, None);
    let mut five = rules.parse_position("S:a1,b2,e5,f6,h8:C10,9").unwrap();
    play(&rules, &mut five, "a1:c3");
    assert_eq!(five.to_string(), "N:c3,e5,f6,h8:Lc3:C11,9");
}

#[test]
fn artamonov_position_errors() {
    let rules = Checkers::artamonov();
    let err = |t: &str| rules.parse_position(t).unwrap_err();
    assert!(matches!(
        err("S:a1:Lc3"),
        PositionError::LastMovedEmpty { .. }
    ));
    assert!(matches!(
        err("S:a1,c3:C12,11"),
        PositionError::TooManyCaptured { .. }
    ));
    assert!(matches!(err("W:Wa1:Bc3"), PositionError::Syntax { .. }));
    assert!(matches!(err("S:a1:X3"), PositionError::Syntax { .. }));
    assert!(matches!(err("S:a2"), PositionError::LightSquare { .. }));
    assert_eq!(rules.player_name(Colour::White.player()), "South");
}

#[test]
fn the_wolf_is_placed_then_steps_both_ways() {
    let rules = Checkers::wolf_and_sheep();
    let start = rules.start();
    assert_eq!(start.to_string(), "W:W:Ba1,c1,e1,g1");
    assert_eq!(moves(&rules, "W:W:Ba1,c1,e1,g1"), ["b8", "d8", "f8", "h8"]);
    let mut pos = start;
    play(&rules, &mut pos, "d8");
    assert_eq!(pos.to_string(), "B:Wd8:Ba1,c1,e1,g1:H1");
    // The sheep step up only.
    assert_eq!(
        moves(&rules, "B:Wd8:Ba1,c1,e1,g1"),
        ["a1-b2", "c1-b2", "c1-d2", "e1-d2", "e1-f2", "g1-f2", "g1-h2"]
    );
    assert_eq!(
        moves(&rules, "W:Wd4:Ba1,c1,e1,g1"),
        ["d4-c3", "d4-c5", "d4-e3", "d4-e5"]
    );
    assert!(matches!(
        rules.parse_move(&pos, "d8"),
        Err(MoveError::Illegal { .. })
    ));
}

#[test]
fn sheep_without_a_step_pass() {
    let rules = Checkers::wolf_and_sheep();
    assert_eq!(moves(&rules, "B:Wd4:Bb8,d8"), ["pass"]);
    let mut pos = rules.parse_position("B:Wd4:Bb8,d8").unwrap();
    let pass = rules.parse_move(&pos, "pass").unwrap();
    assert!(pass.is_pass());
    rules.play(&mut pos, &pass).unwrap();
    assert_eq!(pos.to_string(), "W:Wd4:Bb8,d8:H1");
    // A pass is a ply of its own in perft.
    assert_eq!(
        doska_core::perft(&rules, &rules.parse_position("B:Wd4:Bb8,d8").unwrap(), 2),
        4
    );
}

#[test]
fn the_wolf_wins_on_rank_1_and_the_sheep_when_it_cannot_move() {
    let rules = Checkers::wolf_and_sheep();
    let mut pos = rules.parse_position("W:Wd2:Ba5").unwrap();
    play(&rules, &mut pos, "d2-c1");
    let end = rules.outcome(&pos).unwrap();
    assert_eq!(end.cause, Cause::Breakthrough(Colour::White));
    assert_eq!(end.winner, Some(Colour::White));
    assert!(rules.moves(&pos).is_empty());
    // The wolf in the corner with its one square taken.
    let caught = rules.parse_position("W:Wh8:Bg7,a1").unwrap();
    let end = rules.outcome(&caught).unwrap();
    assert_eq!(end.cause, Cause::NoMoves(Colour::White));
    assert_eq!(end.winner, Some(Colour::Black));
    // Drawn after the move limit of plies without a sheep step.
    let limit = rules.parse_position("W:Wd4:Bb8,d8:H40").unwrap();
    assert_eq!(rules.outcome(&limit).unwrap().cause, Cause::MoveLimit(40));
}

#[test]
fn wolf_and_sheep_position_errors() {
    let rules = Checkers::wolf_and_sheep();
    let err = |t: &str| rules.parse_position(t).unwrap_err();
    assert!(matches!(
        err("B:W:Ba1,c1,e1,g1"),
        PositionError::WolfNotPlaced
    ));
    assert!(matches!(err("W:WKd8:Ba1"), PositionError::NoKings { .. }));
    assert!(matches!(
        err("W:Wd8,f8:Ba1"),
        PositionError::TooManyPieces { max: 1, .. }
    ));
    assert!(matches!(
        err("W:Wd8:Ba1,c1,e1,g1,b2"),
        PositionError::TooManyPieces { max: 4, .. }
    ));
}

#[test]
fn the_wolf_moves_first() {
    // The wolf's first move places it, so a game where the sheep begin has no start.
    let e = CheckersFamily::from_spec("checkers/wolf-and-sheep:first=black")
        .unwrap_err()
        .to_string();
    assert!(e.contains("goal=wolf needs first=white"), "{e}");
    let rules = CheckersFamily::from_spec("checkers/wolf-and-sheep").unwrap();
    assert_eq!(
        doska_core::Position::to_move(&rules.start()),
        doska_core::Player::FIRST
    );
}
