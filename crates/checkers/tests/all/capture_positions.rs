//! Hand-built capture positions. Every expected move list below was worked out by hand
//! from the rules (docs/checkers.md), square by square, before the engine ran; the comment
//! above each case gives the reasoning.
//!
//! A move is compared by its effect: start, end, captured set and promotion. Each
//! expected route text must also read back (through `parse_move`) as that move.

use std::collections::BTreeSet;

use doska_checkers::{Checkers, Promotion};
use doska_core::Game;

type Effect = (String, String, Vec<String>, bool);

fn sorted(squares: impl Iterator<Item = String>) -> Vec<String> {
    let mut v: Vec<String> = squares.collect();
    v.sort();
    v
}

fn effect_of(mv: &doska_checkers::CheckersMove) -> Effect {
    (
        mv.from().to_string(),
        mv.to().to_string(),
        sorted(mv.captured().iter().map(|s| s.to_string())),
        mv.promotes(),
    )
}

/// `expected`: (a route text, the captured squares in any order, promotes).
fn check(rules: &Checkers, fen: &str, expected: &[(&str, &[&str], bool)]) {
    let pos = rules.parse_position(fen).unwrap();
    let got: BTreeSet<Effect> = rules.moves(&pos).iter().map(effect_of).collect();
    assert_eq!(
        got.len(),
        rules.moves(&pos).len(),
        "{fen}: duplicate effects in {:?}",
        rules.moves(&pos)
    );
    let want: BTreeSet<Effect> = expected
        .iter()
        .map(|(route, caps, promo)| {
            let squares: Vec<&str> = route.split(':').collect();
            (
                squares[0].to_string(),
                squares[squares.len() - 1].to_string(),
                sorted(caps.iter().map(|s| s.to_string())),
                *promo,
            )
        })
        .collect();
    assert_eq!(got, want, "{} in {fen}", rules.name());
    for (route, caps, promo) in expected {
        let mv = rules
            .parse_move(&pos, route)
            .unwrap_or_else(|e| panic!("{fen}: {route} refused: {e}"));
        let (_, _, c, p) = effect_of(&mv);
        assert_eq!(
            (c, p),
            (sorted(caps.iter().map(|s| s.to_string())), *promo),
            "{route}"
        );
    }
}

/// Case 1: A man takes four pieces round a square (classic). White c3; Black b4, d4, b6, d6.
/// c3 jumps d4 to e5, d6 to c7, b6 to a5, b4 back to c3 (its start square is empty
/// during the move); or the same four the other way round (b4, b6, d6, d4). Both
/// routes start and end on c3 and take the same set: ONE move. (pydraughts counts two.)
#[test]
fn man_takes_four_round_a_square_is_one_move() {
    let rules = Checkers::classic();
    let fen = "W:Wc3:Bb4,b6,d4,d6";
    check(
        &rules,
        fen,
        &[("c3:e5:c7:a5:c3", &["b4", "d4", "b6", "d6"], false)],
    );
    // Both directions name the same move.
    let pos = rules.parse_position(fen).unwrap();
    let a = rules.parse_move(&pos, "c3:e5:c7:a5:c3").unwrap();
    let b = rules.parse_move(&pos, "c3:a5:c7:e5:c3").unwrap();
    assert_eq!(a, b);
    assert_eq!(rules.moves(&pos).len(), 1);
    let mut after = pos;
    rules.play(&mut after, &a).unwrap();
    assert_eq!(after.to_string(), "B:Wc3:B");
}

/// Case 2: American rules on the same pieces: men capture forward only, so the loop stops
/// after two jumps. c3 takes d4 (to e5) then d6 (to c7), or b4 (to a5) then b6 (to
/// c7): two moves from c3 to c7 with different captured sets, told apart by the
/// landing square.
#[test]
fn same_ends_different_captures_are_two_moves() {
    let rules = Checkers::american();
    let fen = "W:Wc3:Bb4,b6,d4,d6";
    check(
        &rules,
        fen,
        &[
            ("c3:e5:c7", &["d4", "d6"], false),
            ("c3:a5:c7", &["b4", "b6"], false),
        ],
    );
    let pos = rules.parse_position(fen).unwrap();
    let texts: BTreeSet<String> = rules
        .moves(&pos)
        .iter()
        .map(|m| rules.format_move(&pos, m))
        .collect();
    assert_eq!(
        texts,
        BTreeSet::from(["c3:a5:c7".to_string(), "c3:e5:c7".to_string()])
    );
    let err = rules.parse_move(&pos, "c3:c7").unwrap_err().to_string();
    assert!(err.contains("ambiguous"), "{err}");
}

/// Case 3: A flying king changes direction and has several landing squares (classic).
/// King a1; Black c3, f4. a1 jumps c3 along a1–h8, landing d4, e5, f6, g7 or h8; only
/// from e5 can it go on (f4 on e5's down-right diagonal, g3 and h2 empty behind it),
/// so it must land on e5; it takes f4 and may land on g3 or h2, from neither of which
/// it can capture again. Two moves.
#[test]
fn flying_king_turns_and_chooses_a_landing_square() {
    check(
        &Checkers::classic(),
        "W:WKa1:Bc3,f4",
        &[
            ("a1:e5:g3", &["c3", "f4"], false),
            ("a1:e5:h2", &["c3", "f4"], false),
        ],
    );
}

/// Case 4: The majority rule between a king and men. White a3, g1; Black king b4, men f2,
/// f4. a3 can take the king b4 (landing c5, nothing more); g1 takes f2 (to e3) and f4
/// (to g5): two men. Classic: the two men must be taken. Russian (free choice): both.
#[test]
fn majority_rule_takes_two_men_over_one_king() {
    let fen = "W:Wa3,g1:BKb4,f2,f4";
    check(
        &Checkers::classic(),
        fen,
        &[("g1:e3:g5", &["f2", "f4"], false)],
    );
    check(
        &Checkers::russian(),
        fen,
        &[
            ("g1:e3:g5", &["f2", "f4"], false),
            ("a3:c5", &["b4"], false),
        ],
    );
    let rules = Checkers::classic();
    let pos = rules.parse_position(fen).unwrap();
    let err = rules.parse_move(&pos, "a3:c5").unwrap_err().to_string();
    assert!(err.contains("2 pieces is compulsory"), "{err}");
}

/// Case 5: A man crossing the far rank mid-capture. White f6; Black c7, e7. f6 jumps e7 to
/// d8 (the far rank). Classic (at-end): as a man it goes on backward over c7 to b6 and
/// ends there unpromoted. Russian (continue-as-king): crowned on d8, it goes on as a
/// flying king over c7 and may land on b6 or a5, a king either way. Stop: the move
/// ends on d8, crowned, with one capture.
#[test]
fn man_crossing_the_far_rank_under_each_promotion_rule() {
    let fen = "W:Wf6:Bc7,e7";
    check(
        &Checkers::classic(),
        fen,
        &[("f6:d8:b6", &["c7", "e7"], false)],
    );
    check(
        &Checkers::russian(),
        fen,
        &[
            ("f6:d8:b6", &["c7", "e7"], true),
            ("f6:d8:a5", &["c7", "e7"], true),
        ],
    );
    let stop = Checkers::classic().with_promotion(Promotion::Stop);
    check(&stop, fen, &[("f6:d8", &["e7"], true)]);
    let rules = Checkers::russian();
    let mut pos = rules.parse_position(fen).unwrap();
    let mv = rules.parse_move(&pos, "f6:a5").unwrap();
    rules.play(&mut pos, &mv).unwrap();
    assert_eq!(pos.to_string(), "B:WKa5:B");
}

/// Case 6: A jumped piece blocks a later jump (classic). King g1; Black e3, d6, f6, f4.
/// g1 takes e3 (up-left; landings d4, c5, b6, a7). From d4 it could take f6 (landing
/// g7/h8): two pieces. From c5 it takes d6 (landing e7/f8), must land on e7 to take f6
/// (landing g5/h4): three. From g5, f4 lies down-left with e3 behind it: e3 was jumped
/// and still stands, so f4 cannot be taken (with removal at once it could). Majority:
/// the two three-piece moves ending on g5 and h4.
#[test]
fn jumped_piece_blocks_a_later_jump() {
    check(
        &Checkers::classic(),
        "W:WKg1:Bd6,e3,f4,f6",
        &[
            ("g1:c5:e7:g5", &["e3", "d6", "f6"], false),
            ("g1:c5:e7:h4", &["e3", "d6", "f6"], false),
        ],
    );
}

/// Case 7: A flying king round a square: routes that start and end alike merge (classic).
/// King c3; Black b4, d4, b6, d6. Up-right it takes d4 and must land on e5 (only
/// there does it go on), then d6 (must land c7), b6 (lands a5), b4 (lands c3, d2 or
/// e1). Up-left it takes b4 (lands a5), b6 (must land c7), d6 (must land e5), d4
/// (lands c3, b2 or a1). Six routes, all four pieces; the two ending on c3 are one
/// move: five moves.
#[test]
fn king_routes_round_a_square_merge() {
    let all: &[&str] = &["b4", "d4", "b6", "d6"];
    check(
        &Checkers::classic(),
        "W:WKc3:Bb4,b6,d4,d6",
        &[
            ("c3:e5:c7:a5:c3", all, false),
            ("c3:e5:c7:a5:d2", all, false),
            ("c3:e5:c7:a5:e1", all, false),
            ("c3:a5:c7:e5:b2", all, false),
            ("c3:a5:c7:e5:a1", all, false),
        ],
    );
    // Either way round the square names the one merged move.
    let rules = Checkers::classic();
    let pos = rules.parse_position("W:WKc3:Bb4,b6,d4,d6").unwrap();
    assert_eq!(
        rules.parse_move(&pos, "c3:a5:c7:e5:c3").unwrap(),
        rules.parse_move(&pos, "c3:e5:c7:a5:c3").unwrap()
    );
}

/// Case 8: Short kings and forward-only men (American) against flying kings and backward
/// captures (classic, Russian). White man d4, king f4; Black c3, e3.
/// American: the man d4 may not capture backward; the king steps over e3 to d2 then
/// over c3 to b4: one move. Classic: the flying king takes e3 and must land on d2 (c1
/// leads nowhere), takes c3 and lands on b4 or a5 (two pieces); the man d4 could take
/// c3 (to b2) or e3 (to f2), one piece each, so the majority rule leaves the king's
/// two moves. Russian: all four.
#[test]
fn short_and_flying_kings_forward_and_backward_men() {
    let fen = "W:Wd4,Kf4:Bc3,e3";
    check(
        &Checkers::american(),
        fen,
        &[("f4:d2:b4", &["c3", "e3"], false)],
    );
    check(
        &Checkers::classic(),
        fen,
        &[
            ("f4:d2:b4", &["c3", "e3"], false),
            ("f4:d2:a5", &["c3", "e3"], false),
        ],
    );
    check(
        &Checkers::russian(),
        fen,
        &[
            ("f4:d2:b4", &["c3", "e3"], false),
            ("f4:d2:a5", &["c3", "e3"], false),
            ("d4:b2", &["c3"], false),
            ("d4:f2", &["e3"], false),
        ],
    );
}

/// Case 9: International (10×10): a flying king on the long diagonal. King a1; Black c3,
/// f4. a1 takes c3, landing d4…j10; only from e5 does it go on (f4 down-right, g3, h2,
/// i1 empty behind), taking f4 and landing on g3, h2 or i1. Three moves.
#[test]
fn international_king_on_the_long_diagonal() {
    check(
        &Checkers::international(),
        "W:WKa1:Bc3,f4",
        &[
            ("a1:e5:g3", &["c3", "f4"], false),
            ("a1:e5:h2", &["c3", "f4"], false),
            ("a1:e5:i1", &["c3", "f4"], false),
        ],
    );
}

/// Case 10: International: a man's sequence goes forward and backward, and the majority
/// rule counts pieces. White a3, e5; Black b4, d4, d6, f6.
/// e5 takes f6 (to g7) or d6 (to c7), one piece each; or d4 backward (to c3) and then
/// b4 (to a5): two. a3 takes b4 (to c5); from c5 either d4 (to e3, then nothing: two)
/// or d6 (to e7), and from e7 f6 backward (to g5, then nothing): three. The majority
/// rule leaves a3:c5:e7:g5 alone.
#[test]
fn international_backward_capture_and_majority() {
    check(
        &Checkers::international(),
        "W:Wa3,e5:Bb4,d4,d6,f6",
        &[("a3:c5:e7:g5", &["b4", "f6", "d6"], false)],
    );
    let free = Checkers::international().with_capture(doska_checkers::CaptureChoice::Free);
    check(
        &free,
        "W:Wa3,e5:Bb4,d4,d6,f6",
        &[
            ("a3:c5:e7:g5", &["b4", "f6", "d6"], false),
            ("a3:c5:e3", &["b4", "d4"], false),
            ("e5:c3:a5", &["b4", "d4"], false),
            ("e5:g7", &["f6"], false),
            ("e5:c7", &["d6"], false),
        ],
    );
}

/// Case 11: Black to move: its men move and capture downward first. Black d6; White c5, e5.
/// d6 jumps c5 to b4 or e5 to f4, nothing further (b4 and f4 see only empty squares).
#[test]
fn black_man_captures_down_the_board() {
    check(
        &Checkers::classic(),
        "B:Wc5,e5:Bd6",
        &[("d6:b4", &["c5"], false), ("d6:f4", &["e5"], false)],
    );
}

/// Case 12: Capturing is compulsory: with a capture on the board no step is legal, and the
/// error says so. White c3, h2; Black d4. Only c3:e5.
#[test]
fn capture_is_compulsory() {
    let rules = Checkers::classic();
    let fen = "W:Wc3,h2:Bd4";
    check(&rules, fen, &[("c3:e5", &["d4"], false)]);
    let pos = rules.parse_position(fen).unwrap();
    let err = rules.parse_move(&pos, "h2-g3").unwrap_err().to_string();
    assert!(err.contains("compulsory"), "{err}");
}
