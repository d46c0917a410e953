//! The evaluation: which side it favours in clear cases (reasoned by hand), its
//! antisymmetry, and the move order it suggests.

use doska_core::{Evaluation, Game, Player};
use doska_lines_of_action::{Colour, LinesOfAction, LinesOfActionEval, LinesOfActionMove, Square};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// Black: d4, e4, d5 together in the centre and f6 one step away; White: the four
/// corners, four groups, as spread out as pieces can be, all on the edge. Black is
/// better on every term.
#[test]
fn a_compact_central_side_is_better() {
    let game = LinesOfAction::STANDARD;
    let eval = LinesOfActionEval::default();
    let pos = game.parse_position("w6w/8/5b2/3b4/3bb3/8/8/w6w w").unwrap();
    let black = eval.evaluate(&game, &pos, Player::FIRST);
    assert!(black > 0, "{black}");
    assert_eq!(eval.evaluate(&game, &pos, Player::SECOND), -black);
    assert!(eval.side_score(&pos, Colour::Black) > eval.side_score(&pos, Colour::White));
    // Each term alone points the same way.
    for weights in [
        LinesOfActionEval {
            concentration: 1,
            centralisation: 0,
            groups: 0,
        },
        LinesOfActionEval {
            concentration: 0,
            centralisation: 1,
            groups: 0,
        },
        LinesOfActionEval {
            concentration: 0,
            centralisation: 0,
            groups: 1,
        },
    ] {
        assert!(
            weights.evaluate(&game, &pos, Player::FIRST) > 0,
            "{weights:?}"
        );
    }
}

/// Black a1, c3, e5, h5; White b5, h8; Black to move. Rank 5 holds b5, e5 and h5:
/// e5 moves three west and captures b5, the only capture. Black's centre of mass is
/// (13/4, 10/4) in (file, rank) from a1: a1 (3.25 king steps away) to b1 (2.5) comes
/// closer; c3 (1.25) to b3 (2.25) goes away.
#[test]
fn move_priority_prefers_captures_then_the_centre_of_mass() {
    let game = LinesOfAction::STANDARD;
    let eval = LinesOfActionEval::default();
    let pos = game.parse_position("7w/8/8/1w2b2b/8/2b5/8/b7 b").unwrap();
    let moves = game.moves(&pos);
    let capture = LinesOfActionMove::Step {
        from: sq("e5"),
        to: sq("b5"),
        capture: true,
    };
    assert_eq!(moves.iter().filter(|m| m.is_capture()).count(), 1);
    assert!(moves.contains(&capture));
    let best = moves
        .iter()
        .max_by_key(|m| eval.move_priority(&game, &pos, m))
        .unwrap();
    assert_eq!(*best, capture);
    let towards = LinesOfActionMove::Step {
        from: sq("a1"),
        to: sq("b1"),
        capture: false,
    };
    let away = LinesOfActionMove::Step {
        from: sq("c3"),
        to: sq("b3"),
        capture: false,
    };
    assert!(moves.contains(&towards) && moves.contains(&away));
    // Sixteenths of a square gained: 16 × 0.75 = 12 and 16 × (−1) = −16.
    assert_eq!(eval.move_priority(&game, &pos, &towards), 12);
    assert_eq!(eval.move_priority(&game, &pos, &away), -16);
    assert_eq!(eval.move_priority(&game, &pos, &LinesOfActionMove::Pass), 0);
}
