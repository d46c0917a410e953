//! Column draughts (`checkers/column`): hand-worked positions, each with its legal
//! moves (shortest texts) and the positions they reach written out by hand.

use doska_checkers::{
    Cause, Checkers, CheckersFamily, Colour, MoveError, Piece, PositionError, Square,
};
use doska_core::{registry::Family, Game, Outcome, Reason, Verdict};

fn rules() -> Checkers {
    Checkers::column()
}

/// The legal moves of `fen`, each as (shortest text, full text, position after it).
fn moves(fen: &str) -> Vec<(String, String, String)> {
    let rules = rules();
    let pos = rules.parse_position(fen).unwrap();
    let mut out: Vec<(String, String, String)> = rules
        .moves(&pos)
        .iter()
        .map(|m| {
            let mut next = pos;
            rules.play(&mut next, m).unwrap();
            (rules.format_move(&pos, m), m.to_string(), next.to_string())
        })
        .collect();
    out.sort();
    out
}

fn one(fen: &str) -> (String, String, String) {
    let all = moves(fen);
    assert_eq!(all.len(), 1, "{fen}: {all:?}");
    all.into_iter().next().unwrap()
}

#[test]
fn a_jump_takes_only_the_top_of_a_tall_mixed_column() {
    // d4: a black man over a white man, a black king and a white man. c3 must take
    // the top; the rest of d4 stays, owned now by White (its new top, a man).
    let (short, _, after) = one("W:Wc3:Bd4wBw,h8");
    assert_eq!(short, "c3:e5");
    assert_eq!(after, "B:Wd4Bw,e5b:Bh8");
    // The freed column is White's: Black's h8 alone is left to move.
    let pos = rules().parse_position(&after).unwrap();
    let d4 = "d4".parse::<Square>().unwrap();
    assert_eq!(
        pos.column(d4),
        [
            Piece::man(Colour::White),
            Piece::king(Colour::Black),
            Piece::man(Colour::White)
        ]
    );
}

#[test]
fn a_freed_column_changes_owner_and_keeps_its_kind() {
    // A white man freed under a black man: d4 becomes White's.
    assert_eq!(one("W:Wc3:Bd4w,h8").2, "B:Wd4,e5b:Bh8");
    // A freed king is a king.
    assert_eq!(one("W:Wc3:Bd4W,h8").2, "B:WKd4,e5b:Bh8");
    // A freed black column stays Black's: the black man under the top is its new top.
    assert_eq!(one("W:Wc3:Bd4b,h8").2, "B:We5b:Bd4,h8");
}

#[test]
fn a_column_is_jumped_at_most_once() {
    // The king jumps d4 (three black men) and lands on e5..h8; d4's new top is black
    // again, but the square was jumped and cannot be jumped back (b2 is empty).
    let all = moves("W:WKb2:Bd4bb");
    let texts: Vec<&str> = all.iter().map(|m| m.0.as_str()).collect();
    assert_eq!(texts, ["b2:e5", "b2:f6", "b2:g7", "b2:h8"]);
    for m in &all {
        assert!(m.2.contains(":Bd4b"), "{m:?}");
    }
    let pos = rules().parse_position("W:WKb2:Bd4bb").unwrap();
    assert!(matches!(
        rules().parse_move(&pos, "b2:e5:b2"),
        Err(MoveError::Illegal { .. })
    ));
}

#[test]
fn two_capture_orders_leaving_different_columns_are_two_moves() {
    // The man on c3 takes four pieces round e3, either way round, and ends on c3.
    // One way it takes the king on d4 first (it ends just under the top), the other
    // way last (at the bottom): two moves, told apart by two landing squares.
    let fen = "W:Wc3:Bd2,f2,Kd4,f4,h8";
    let all = moves(fen);
    assert_eq!(
        all,
        [
            (
                "c3:e1:g3:c3".to_string(),
                "c3:e1:g3:e5:c3".to_string(),
                "B:Wc3bbbB:Bh8".to_string()
            ),
            (
                "c3:e5:g3:c3".to_string(),
                "c3:e5:g3:e1:c3".to_string(),
                "B:Wc3Bbbb:Bh8".to_string()
            ),
        ]
    );
    let pos = rules().parse_position(fen).unwrap();
    // The full routes and the short forms read back; one landing square is ambiguous.
    for (short, full, _) in &all {
        let a = rules().parse_move(&pos, short).unwrap();
        assert_eq!(rules().parse_move(&pos, full).unwrap(), a);
    }
    assert!(matches!(
        rules().parse_move(&pos, "c3:e5:c3"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert_eq!(
        rules().routes(&pos, &rules().parse_move(&pos, "c3:e5:g3:c3").unwrap()),
        1
    );
    // Russian draughts, where captured pieces leave the board: one move.
    let russian = Checkers::russian();
    assert_eq!(
        russian.moves(&russian.parse_position(fen).unwrap()).len(),
        1
    );
    // Taking men only, the two orders leave one column: one move again.
    assert_eq!(moves("W:Wc3:Bd2,f2,d4,f4,h8").len(), 1);
}

#[test]
fn only_the_top_piece_is_promoted() {
    // A white man over a white man steps to the far rank: the top is crowned, the man
    // beneath stays a man.
    let all = moves("W:Wc7w:Bh2");
    let after: Vec<&str> = all.iter().map(|m| m.2.as_str()).collect();
    assert_eq!(after, ["B:WKb8w:Bh2", "B:WKd8w:Bh2"]);
    // Mid-capture: the man crowned on f8 goes on as a king over g7; only its top is a
    // king, and the pieces taken go beneath the man it carried, in the order taken.
    let (short, full, after) = one("W:Wd6w:Be7,Kg7,h2");
    assert_eq!((short.as_str(), full.as_str()), ("d6:h6", "d6:f8:h6"));
    assert_eq!(after, "B:WKh6wbB:Bh2");
}

#[test]
fn a_side_without_a_column_on_top_loses() {
    let rules = rules();
    // Black has pieces, all beneath white tops.
    let pos = rules.parse_position("B:Wd4b,f4bb:B").unwrap();
    let outcome = rules.outcome(&pos).expect("over");
    assert_eq!(
        outcome.verdict(),
        Verdict::win(Colour::White.player()),
        "{outcome}"
    );
    assert_eq!(outcome.cause, Cause::NoColumns(Colour::Black));
    assert_eq!(outcome.reason(), Reason::NoMoves);
    assert_eq!(
        outcome.to_string(),
        "White wins (Black has no column on top)"
    );
    assert!(rules.moves(&pos).is_empty());
}

#[test]
fn position_text_errors() {
    let rules = rules();
    let err = |t: &str| rules.parse_position(t).unwrap_err();
    assert!(matches!(
        err("W:Wd4bx:B"),
        PositionError::NotAPiece { letter: 'x', .. }
    ));
    assert!(matches!(err("W:Wd5b:B"), PositionError::LightSquare { .. }));
    assert!(matches!(
        err("W:Wd4bbbbbbbbbbbbbbbbbbbbbbbb:Bh8"),
        PositionError::StackTooTall {
            height: 25,
            max: 24,
            ..
        }
    ));
    assert!(matches!(
        err("W:Wd4bbbbbbbbbbbb:Bh8"),
        PositionError::TooManyPieces {
            colour: Colour::Black,
            count: 13,
            ..
        }
    ));
    assert!(matches!(err("W:W1-3b:B"), PositionError::Syntax { .. }));
    // Stacks need stacking rules.
    let classic = Checkers::classic();
    assert!(matches!(
        classic.parse_position("W:Wd4b:Bh8").unwrap_err(),
        PositionError::NotStacked { .. }
    ));
    // Every ordinary FEN is a column position; PDN numbers carry stacks too.
    assert_eq!(
        rules.parse_position("W:W22bB:B5").unwrap().to_string(),
        "W:Wc3bB:Ba7"
    );
    // A man on its far rank (freed there, it stays a man) is accepted.
    assert_eq!(
        rules.parse_position("W:Wb8:Bh2").unwrap().to_string(),
        "W:Wb8:Bh2"
    );
}

#[test]
fn the_preset_in_the_registry() {
    let g = CheckersFamily::from_spec("checkers/column").unwrap();
    assert_eq!(g, Checkers::column());
    assert_eq!(g.name(), "checkers/column");
    assert_eq!(
        CheckersFamily::from_spec("checkers/russian:captured=stacked,material-draws=none")
            .unwrap()
            .name(),
        "checkers/column"
    );
    // Stacking refuses what it cannot play.
    assert!(CheckersFamily::from_spec("checkers/column:material-draws=traditional").is_err());
    assert!(CheckersFamily::from_spec("checkers/column:removal=at-once").is_err());
    assert!(
        CheckersFamily::from_spec("checkers/turkish:captured=stacked,material-draws=none").is_err()
    );
    // Other rules stack as well: the Brazilian majority rule, 10x10.
    let g = CheckersFamily::from_spec("checkers/column:capture=maximum,board=10x10").unwrap();
    let start = g.start();
    assert_eq!(
        doska_core::perft(&g, &start, 4),
        doska_core::perft_generic(&g, &start, 4)
    );
}

#[test]
fn the_diagram_lists_the_columns() {
    let rules = rules();
    let pos = rules.parse_position("W:WKd4bB,c3:Bb6w").unwrap();
    let d = rules.diagram(&pos);
    let lines: Vec<&str> = d.lines().collect();
    assert_eq!(lines[lines.len() - 2], "columns (top first): d4 WbB, b6 bw");
    assert_eq!(lines[lines.len() - 1], "White to move");
}
