//! Hand-worked positions of Turkish draughts (all 64 squares, men forward and
//! sideways, flying kings along ranks and files, captured pieces removed at once, no
//! 180° turn), each with its legal moves worked out by hand and written out here; and
//! the position and move texts of the 64-square board.

use std::collections::BTreeSet;

use doska_checkers::{Cause, Checkers, CheckersFamily, MaterialDraw, MoveError, PositionError};
use doska_core::registry::Family;
use doska_core::{Game, Outcome, Verdict};

/// The legal moves of `fen` under `spec`: `from-to` for a step, `from:to x …` with the
/// captured squares in order for a capture, `=K` when the man is crowned.
fn moves(spec: &str, fen: &str) -> BTreeSet<String> {
    let rules = CheckersFamily::from_spec(spec).unwrap();
    let pos = rules.parse_position(fen).unwrap();
    rules
        .moves(&pos)
        .iter()
        .map(|m| {
            let mut s = if m.is_capture() {
                let mut caps: Vec<String> = m.captured().iter().map(|c| c.to_string()).collect();
                caps.sort();
                format!("{}:{} x {}", m.from(), m.to(), caps.join(" "))
            } else {
                format!("{}-{}", m.from(), m.to())
            };
            if m.promotes() {
                s.push_str(" =K");
            }
            s
        })
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// The king on d3 captures d5 going up; going on straight back down to take d2 is a
/// 180° turn and banned, a 90° turn to take f6 is allowed. Where turning back is
/// allowed, taking d2 first and then d5 and f6 captures three.
#[test]
fn a_king_may_turn_90_degrees_but_not_back() {
    let fen = "W:WKd3:Bd2,d5,f6";
    assert_eq!(
        moves("checkers/turkish", fen),
        set(&["d3:g6 x d5 f6", "d3:h6 x d5 f6"])
    );
    assert_eq!(
        moves("checkers/turkish:reverse=allowed", fen),
        set(&["d3:g6 x d2 d5 f6", "d3:h6 x d2 d5 f6"])
    );
    let rules = Checkers::turkish();
    let pos = rules.parse_position(fen).unwrap();
    let mv = rules.parse_move(&pos, "d3:d6:g6").unwrap();
    assert_eq!(mv.to_string(), "d3:d6:g6");
    assert_eq!(rules.format_move(&pos, &mv), "d3:g6");
}

/// Four captures in a loop: up the c-file over c4, along rank 6 over e6, down the
/// g-file over g5, then back along rank 4 over b4, passing c4, emptied by the first
/// capture. Were the captured pieces removed only at the end, c4 would block.
#[test]
fn a_king_passes_over_a_square_emptied_earlier() {
    let fen = "W:WKc2,c7,g3:Bc4,e6,g5,b4";
    assert_eq!(
        moves("checkers/turkish", fen),
        set(&["c2:a4 x b4 c4 e6 g5"])
    );
    assert_eq!(
        moves("checkers/turkish:removal=at-end", fen),
        set(&["c2:g4 x c4 e6 g5"])
    );
    let rules = Checkers::turkish();
    let pos = rules.parse_position(fen).unwrap();
    let mv = rules.moves(&pos)[0];
    assert_eq!(mv.to_string(), "c2:c6:g6:g4:a4");
    assert_eq!(rules.parse_move(&pos, "c2:a4").unwrap(), mv);
    // From c5 the king sees g5 along rank 5, not e6: no such route.
    assert!(rules.parse_move(&pos, "c2:c5:g6:g4:a4").is_err());
}

/// The majority rule counts pieces, a king as one: the man on d3 must take the two men
/// e3 and f4 rather than the black king on d4; the white king's capture of one piece
/// gives way to the man's two.
#[test]
fn the_majority_rule_between_kings_and_men() {
    assert_eq!(
        moves("checkers/turkish", "W:Wd3:BKd4,e3,f4"),
        set(&["d3:f5 x e3 f4"])
    );
    let fen = "W:WKa8,a4,f2:Ba6,g2,h3";
    assert_eq!(moves("checkers/turkish", fen), set(&["f2:h4 x g2 h3"]));
    assert_eq!(
        moves("checkers/turkish:capture=free", fen),
        set(&["a8:a5 x a6", "f2:h4 x g2 h3"])
    );
}

/// A man reaching the far rank mid-capture goes on as a man (sideways along it) and is
/// crowned at the end; crowned at once it would go on as a king down the f-file.
#[test]
fn a_man_crossing_the_far_rank_mid_capture() {
    let fen = "W:Wd6:Bd7,e8,f5";
    assert_eq!(moves("checkers/turkish", fen), set(&["d6:f8 x d7 e8 =K"]));
    assert_eq!(
        moves("checkers/turkish:promotion=continue-as-king", fen),
        set(&[
            "d6:f1 x d7 e8 f5 =K",
            "d6:f2 x d7 e8 f5 =K",
            "d6:f3 x d7 e8 f5 =K",
            "d6:f4 x d7 e8 f5 =K",
        ])
    );
    assert_eq!(
        moves("checkers/turkish:promotion=stop", fen),
        set(&["d6:d8 x d7 =K"])
    );
}

/// Men capture forward and sideways, never back; they step forward and sideways.
#[test]
fn a_man_may_not_capture_backwards() {
    let fen = "W:Wd4,f4:Bd3,e4";
    assert_eq!(
        moves("checkers/turkish", fen),
        set(&["d4-c4", "d4-d5", "f4-f5", "f4-g4"])
    );
    assert_eq!(
        moves("checkers/turkish:man-capture=both-ways", fen),
        set(&["d4:d2 x d3"])
    );
    // Black men go down the board.
    assert_eq!(
        moves("checkers/turkish", "B:Wa1:Bd4"),
        set(&["d4-c4", "d4-d3", "d4-e4"])
    );
}

/// Diagonal kings: a1 takes c3 along the long diagonal, then d6 along the d-file, or
/// along rank 6 from f6, or along the other diagonal from e5 (turning 90°); the same
/// two pieces in every case. The orthogonal king has no capture here.
#[test]
fn diagonal_kings_mix_diagonal_and_orthogonal_jumps() {
    let fen = "W:WKa1:Bc3,d6";
    assert_eq!(
        moves("checkers/turkish-diagonal-kings", fen),
        set(&[
            "a1:a6 x c3 d6",
            "a1:b6 x c3 d6",
            "a1:b8 x c3 d6",
            "a1:c6 x c3 d6",
            "a1:c7 x c3 d6",
            "a1:d7 x c3 d6",
            "a1:d8 x c3 d6",
        ])
    );
    let rules = Checkers::turkish_diagonal_kings();
    let pos = rules.parse_position(fen).unwrap();
    let texts: BTreeSet<String> = rules
        .moves(&pos)
        .iter()
        .map(|m| rules.format_move(&pos, m))
        .collect();
    assert_eq!(
        texts,
        set(&["a1:a6", "a1:b6", "a1:b8", "a1:c6", "a1:c7", "a1:d7", "a1:d8"])
    );
    let orthogonal = moves("checkers/turkish", fen);
    assert_eq!(orthogonal.len(), 14);
    assert!(orthogonal.iter().all(|m| !m.contains('x')));
}

/// One king each is a draw at once (the preset's rule); one piece each with
/// `material-draws=one-piece-each`.
#[test]
fn draws_by_single_pieces() {
    let rules = Checkers::turkish();
    let end = rules.outcome(&rules.parse_position("W:WKd4:BKh8").unwrap());
    let end = end.unwrap();
    assert_eq!(end.verdict(), Verdict::Draw);
    assert_eq!(end.cause, Cause::Material(MaterialDraw::KingAgainstKing));
    // Even when a capture is on: the material decides.
    assert!(rules
        .outcome(&rules.parse_position("W:WKd4:BKd6").unwrap())
        .is_some());
    assert!(rules
        .outcome(&rules.parse_position("W:Wd4:BKh8").unwrap())
        .is_none());
    let piece =
        CheckersFamily::from_spec("checkers/turkish:material-draws=one-piece-each").unwrap();
    let end = piece
        .outcome(&piece.parse_position("W:Wd4:BKh8").unwrap())
        .unwrap();
    assert_eq!(end.cause, Cause::Material(MaterialDraw::OnePieceEach));
    assert_eq!(end.to_string(), "draw (one piece against one piece)");
    assert!(piece
        .outcome(&piece.parse_position("W:Wd4,e4:BKh8").unwrap())
        .is_none());
}

#[test]
fn position_text_on_all_squares() {
    let rules = Checkers::turkish();
    let start = rules.start();
    assert_eq!(
        start.to_string(),
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
    );
    assert_eq!(rules.parse_position(&start.to_string()).unwrap(), start);
    assert_eq!(rules.moves(&start).len(), 8);
    let pos = rules.parse_position(" B:WKb1,d3:Ba2,Kh8:H7. ").unwrap();
    assert_eq!(pos.to_string(), "B:WKb1,d3:Ba2,Kh8:H7");
    let err = |fen: &str| rules.parse_position(fen).unwrap_err();
    assert!(matches!(
        err("W:Wd8:Bd1"),
        PositionError::ManOnPromotionRank { .. }
    ));
    assert!(matches!(
        err("W:Wd3:Bd1"),
        PositionError::ManOnPromotionRank { .. }
    ));
    assert!(matches!(err("W:Wi3:B"), PositionError::OffBoard { .. }));
    assert!(matches!(err("W:Wa9:B"), PositionError::OffBoard { .. }));
    assert!(matches!(
        err("W:W22:B"),
        PositionError::NumberOnFullBoard { .. }
    ));
    assert!(matches!(
        err("W:Wd3,d3:B"),
        PositionError::DuplicateSquare { .. }
    ));
    assert!(matches!(err("W:W:B"), PositionError::NoPieces));
    let seventeen = "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3,a4:Bh7";
    assert!(matches!(
        err(seventeen),
        PositionError::TooManyPieces { max: 16, .. }
    ));
    assert_eq!(
        err("W:W22:B").to_string(),
        "`22` is a square number; on all 64 squares squares are named (a1 … h8)"
    );
    // Light squares are squares here, and a white man may stand on rank 1.
    let pos = rules.parse_position("W:Wb1,a2:Bh7").unwrap();
    assert_eq!(pos.occupied().count(), 3);
}

#[test]
fn move_text_on_all_squares() {
    let rules = Checkers::turkish();
    let start = rules.start();
    let mv = rules.parse_move(&start, "d3-d4").unwrap();
    assert_eq!(mv.to_string(), "d3-d4");
    assert_eq!(rules.format_move(&start, &mv), "d3-d4");
    let err = |pos: &doska_checkers::CheckersPosition, text: &str| {
        rules.parse_move(pos, text).unwrap_err()
    };
    assert!(matches!(err(&start, "HELP"), MoveError::NotAMove { .. }));
    assert!(matches!(err(&start, "d3-d5"), MoveError::Illegal { .. }));
    assert!(matches!(err(&start, "d2-d3"), MoveError::Illegal { .. }));
    assert!(matches!(err(&start, "d6-d5"), MoveError::NoPiece { .. }));
    assert_eq!(
        err(&start, "i3-i4").to_string(),
        "`i3` in move `i3-i4` is not a square of the 8x8 board"
    );
    assert!(matches!(err(&start, "22-18"), MoveError::BadSquare { .. }));
    // e4:e6:e8 (x accepted), capture compulsory, the majority rule.
    let pos = rules.parse_position("W:We4,a2:Be5,e7,b2").unwrap();
    let mv = rules.parse_move(&pos, "e4:e6:e8").unwrap();
    assert_eq!(mv.capture_count(), 2);
    assert!(mv.promotes());
    assert_eq!(rules.parse_move(&pos, "e4xe6xe8").unwrap(), mv);
    assert_eq!(rules.parse_move(&pos, "e4:e8").unwrap(), mv);
    assert_eq!(rules.format_move(&pos, &mv), "e4:e8");
    assert!(matches!(
        err(&pos, "e4-f4"),
        MoveError::CaptureCompulsory { .. }
    ));
    assert!(matches!(
        err(&pos, "a2:c2"),
        MoveError::MustCaptureMore { required: 2, .. }
    ));
    // A sequence stopped short is no move at all.
    assert!(matches!(err(&pos, "e4:e6"), MoveError::Illegal { .. }));
    let mut after = pos;
    rules.play(&mut after, &mv).unwrap();
    assert_eq!(after.to_string(), "B:Wa2,Ke8:Bb2");
    // Numeric writing falls back to names: the 64-square board has no numbers.
    assert_eq!(rules.format_move_numeric(&pos, &mv), "e4xe8");
}

#[test]
fn diagram_and_counters() {
    let rules = Checkers::turkish();
    let pos = rules.parse_position("W:WKb1,d3:Ba2,Kh8:H7").unwrap();
    let diagram = rules.diagram(&pos);
    assert!(diagram.starts_with(" 8 . . . . . . . B\n"), "{diagram}");
    assert!(diagram.contains(" 1 . W . . . . . .\n"), "{diagram}");
    assert!(diagram.ends_with("White to move, 7 plies without a capture or a man's forward step"));
    // A man's sideways step is no progress; a forward step is.
    let mut side = pos;
    rules
        .play(&mut side, &rules.parse_move(&pos, "d3-e3").unwrap())
        .unwrap();
    assert_eq!(side.plies_without_progress(), 8);
    let mut up = pos;
    rules
        .play(&mut up, &rules.parse_move(&pos, "d3-d4").unwrap())
        .unwrap();
    assert_eq!(up.plies_without_progress(), 0);
    // The limit ends the game.
    let end = rules
        .outcome(&rules.parse_position("W:WKb1,d3:Ba2,Kh8:H60").unwrap())
        .unwrap();
    assert_eq!(end.verdict(), Verdict::Draw);
}

#[path = "../../benches/common/dense.rs"]
#[allow(dead_code)]
mod dense;

/// The dense Turkish capture set of the benches: the legal moves and maximum captures
/// listed there, and the capture routes kish 1.1.7 lists as actions (it counts every
/// route) for the eight positions with orthogonal kings.
#[test]
fn dense_capture_positions_and_their_routes() {
    let kish_routes = [128u64, 61, 55, 261, 442, 478, 149, 288];
    for (i, (spec, fen, moves, captures)) in dense::TURKISH.iter().enumerate() {
        let rules = CheckersFamily::from_spec(spec).unwrap();
        let pos = rules.parse_position(fen).unwrap();
        let list = rules.moves(&pos);
        assert_eq!(list.len(), *moves, "{fen}");
        assert!(list.iter().all(|m| m.capture_count() == *captures), "{fen}");
        let routes: u64 = list.iter().map(|m| rules.routes(&pos, m)).sum();
        assert_eq!(doska_core::perft_routes(&rules, &pos, 1), routes, "{fen}");
        if let Some(&want) = kish_routes.get(i) {
            assert_eq!(routes, want, "{fen}");
        }
    }
}
