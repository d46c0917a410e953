//! How games end: losses and giveaway wins, the traditional and FMJD material draws,
//! the move limit, repetition. Every expected result is worked out by hand.

use doska_checkers::{Cause, Checkers, Colour, MaterialDraw};
use doska_core::{Game, Match, Outcome, Reason, Verdict};

fn outcome(rules: &Checkers, fen: &str) -> Option<doska_checkers::CheckersOutcome> {
    let pos = rules.parse_position(fen).unwrap();
    let out = rules.outcome(&pos);
    // The contract: no moves exactly when the game is over.
    assert_eq!(out.is_some(), rules.moves(&pos).is_empty(), "{fen}");
    out
}

fn play(rules: &Checkers, fen: &str, mv: &str) -> doska_checkers::CheckersPosition {
    let mut pos = rules.parse_position(fen).unwrap();
    let m = rules.parse_move(&pos, mv).unwrap();
    rules.play(&mut pos, &m).unwrap();
    pos
}

/// White a1 is stuck: b2 is Black's and c3 behind it too, so no step and no jump.
#[test]
fn blocked_side_loses_or_wins_in_giveaway() {
    let fen = "W:Wa1:Bb2,c3";
    let o = outcome(&Checkers::classic(), fen).unwrap();
    assert_eq!(o.winner, Some(Colour::Black));
    assert_eq!(o.cause, Cause::NoMoves(Colour::White));
    assert_eq!(o.reason(), Reason::NoMoves);
    assert_eq!(o.to_string(), "Black wins (White has no legal move)");
    let g = outcome(&Checkers::giveaway(), fen).unwrap();
    assert_eq!(g.verdict(), Verdict::win(Colour::White.player()));
    assert_eq!(
        g.to_string(),
        "White wins (giveaway: White has no legal move)"
    );
}

#[test]
fn side_without_pieces_loses_or_wins_in_giveaway() {
    let o = outcome(&Checkers::classic(), "W:W:Bc3").unwrap();
    assert_eq!(o.winner, Some(Colour::Black));
    assert_eq!(o.cause, Cause::NoPieces(Colour::White));
    assert_eq!(o.reason(), Reason::NoPieces);
    let g = outcome(&Checkers::giveaway(), "W:W:Bc3").unwrap();
    assert_eq!(g.winner, Some(Colour::White));
    // Taking the last piece ends the game at once.
    let rules = Checkers::classic();
    let pos = play(&rules, "W:Wc3:Bd4", "c3:e5");
    assert_eq!(
        rules.outcome(&pos).unwrap().to_string(),
        "White wins (Black has no pieces left)"
    );
}

#[test]
fn traditional_material_draws() {
    let rules = Checkers::classic();
    // King against king; a1's diagonal ends on h8 with nothing behind: no capture.
    let o = outcome(&rules, "W:WKa1:BKh8").unwrap();
    assert_eq!(o.cause, Cause::Material(MaterialDraw::KingAgainstKing));
    assert_eq!(o.verdict(), Verdict::Draw);
    assert_eq!(o.to_string(), "draw (king against king)");
    // ...unless the side to move can capture: a1 takes g7, landing on h8.
    assert_eq!(outcome(&rules, "W:WKa1:BKg7"), None);
    // Two kings against one.
    let o = outcome(&rules, "W:WKa1,Kc1:BKh8").unwrap();
    assert_eq!(o.cause, Cause::Material(MaterialDraw::TwoKingsAgainstOne));
    // Three kings against one: a draw only with the lone king on a1–h8. e5 is on it
    // and no white king's diagonal meets it; b8 is off it.
    let o = outcome(&rules, "W:WKc1,Ke1,Kg1:BKe5").unwrap();
    assert_eq!(
        o.cause,
        Cause::Material(MaterialDraw::ThreeKingsAgainstOneOnLongDiagonal)
    );
    assert_eq!(outcome(&rules, "W:WKc1,Ke1,Kg1:BKb8"), None);
    // A man on the board: no material draw.
    assert_eq!(outcome(&rules, "W:WKa1:Bh8"), None);
    // The draw arises after a capture: a1 takes c3 and lands on d4, off b8's
    // diagonals, so Black cannot capture back.
    let pos = play(&rules, "W:WKa1:BKb8,c3", "a1:d4");
    assert_eq!(
        rules.outcome(&pos).unwrap().cause,
        Cause::Material(MaterialDraw::KingAgainstKing)
    );
    // American has no material draws.
    assert_eq!(outcome(&Checkers::american(), "W:WKa1:BKh8"), None);
    // Nor does draws=none.
    assert_eq!(
        outcome(&Checkers::classic().without_draws(), "W:WKa1:BKh8"),
        None
    );
}

#[test]
fn fmjd_endgame_counts() {
    let rules = Checkers::international();
    // One king against one king: 5 moves each (10 plies) in the ending.
    assert_eq!(outcome(&rules, "W:WKa1:BKj10:E9"), None);
    let pos = play(&rules, "W:WKa1:BKj10:E9", "a1-b2");
    assert_eq!(pos.endgame_plies(), 10);
    assert_eq!(
        rules.outcome(&pos).unwrap().cause,
        Cause::Material(MaterialDraw::FmjdFiveMoves)
    );
    // Two kings and a man against a king: 16 moves each (32 plies).
    assert_eq!(outcome(&rules, "W:WKa1,Kc1,e1:BKj10:E31"), None);
    let pos = play(&rules, "W:WKa1,Kc1,e1:BKj10:E31", "c1-d2");
    assert_eq!(
        rules.outcome(&pos).unwrap().cause,
        Cause::Material(MaterialDraw::FmjdSixteenMoves)
    );
    // Entering the ending by a capture starts the count at 0: c1 takes e3 (landing
    // f4…j8), leaving two kings and a man against the lone king j10.
    let pos = play(&rules, "W:WKa1,Kc1,e1:BKj10,e3", "c1:j8");
    assert_eq!(pos.endgame_plies(), 0);
    assert_eq!(rules.outcome(&pos), None);
    // Three men against a king is not a counting ending.
    let pos = play(&rules, "W:Wa1,c1,e1:BKj10:E40", "a1-b2");
    assert_eq!(pos.endgame_plies(), 0);
    assert_eq!(rules.outcome(&pos), None);
    // Classic has no FMJD counts: the E counter stays 0.
    let pos = play(&Checkers::classic(), "W:WKa1,Kc1,e1:BKh8,Kb8", "a1-b2");
    assert_eq!(pos.endgame_plies(), 0);
}

#[test]
fn move_limit() {
    let rules = Checkers::classic();
    assert_eq!(rules.move_limit(), 60);
    // 59 plies without a capture or a man's forward step; one more king move reaches 60.
    let fen = "W:WKa1:BKh8,b6:H59";
    assert_eq!(outcome(&rules, fen), None);
    let pos = play(&rules, fen, "a1-b2");
    assert_eq!(pos.plies_without_progress(), 60);
    let o = rules.outcome(&pos).unwrap();
    assert_eq!(o.cause, Cause::MoveLimit(60));
    assert_eq!(o.reason(), Reason::MoveLimit);
    assert_eq!(
        o.to_string(),
        "draw (60 plies without a capture or a man's forward step)"
    );
    // A man move resets the counter.
    let pos = play(&rules, "B:WKa1:BKh8,b6:H59", "b6-a5");
    assert_eq!(pos.plies_without_progress(), 0);
    // A blocked side loses even on the last ply of the limit.
    let pos = play(&rules, "B:Wa1:Bb2,Kd4:H59", "d4-c3");
    assert_eq!(rules.outcome(&pos).unwrap().winner, Some(Colour::Black));
    // A counter at or past the limit in a position text is accepted: the game is then
    // over by the move limit.
    for fen in [
        "W:WKa1:Bb6,Kh8:H60",
        "B:WKa1:Bb6,Kh8:H61",
        "W:WKa1:Bb6,Kh8:H65535",
    ] {
        let o = outcome(&rules, fen).unwrap();
        assert_eq!(o.cause, Cause::MoveLimit(60), "{fen}");
        assert_eq!(rules.parse_position(fen).unwrap().to_string(), fen);
    }
    // So is an FMJD count at or past its end.
    let intl = Checkers::international();
    let o = outcome(&intl, "W:WKa1:BKj10:E10").unwrap();
    assert_eq!(o.cause, Cause::Material(MaterialDraw::FmjdFiveMoves));
    // move-limit=0: none.
    let none = rules.with_move_limit(0);
    assert_eq!(outcome(&none, "W:WKa1:BKh8,b6:H500"), None);
}

#[test]
fn repetition_through_the_match_layer() {
    let rules = Checkers::classic();
    let start = rules.parse_position("W:WKc1:BKh8,b6").unwrap();
    let mut m = Match::from_position(rules, start);
    for mv in [
        "c1-d2", "h8-g7", "d2-c1", "g7-h8", "c1-d2", "h8-g7", "d2-c1", "g7-h8",
    ] {
        m.play_text(mv).unwrap();
    }
    // The start position has now occurred three times.
    assert_eq!(m.ending().unwrap().reason(), Reason::Repetition);
    assert_eq!(Checkers::classic().without_draws().repetition(), None);
}
