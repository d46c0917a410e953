//! Hand-built positions of the rules, each with the moves worked out by hand.

use crate::common;

use common::{names, sorted, text};
use doska_core::{Game, Outcome, Player, Position, Ranking, Reason, Verdict};
use doska_halma::{FilledTarget, Finish, Halma, HalmaMove, HalmaPosition, MoveError, Point};

fn pt(name: &str) -> Point {
    name.parse().unwrap()
}

fn pos(rules: &Halma, seats: &[&[&str]], to_move: usize, extra: &str) -> HalmaPosition {
    let t = text(seats, to_move, extra);
    rules
        .parse_position(&t)
        .unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// The destinations of the piece on `from` among the legal moves, sorted by name.
fn moves_of(rules: &Halma, pos: &HalmaPosition, from: &str) -> Vec<String> {
    let from = pt(from);
    let mut v: Vec<String> = rules
        .moves(pos)
        .iter()
        .filter_map(|m| m.points())
        .filter(|(f, _)| *f == from)
        .map(|(_, t)| t.to_string())
        .collect();
    v.sort();
    v
}

fn play(rules: &Halma, pos: &mut HalmaPosition, mv: &str) {
    let m = rules
        .parse_move(pos, mv)
        .unwrap_or_else(|e| panic!("{mv} in {pos}: {e}"));
    rules.play(pos, &m).unwrap();
}

#[test]
fn a_chain_turning_three_times() {
    // i9 jumps east over j9 to k9, north over k10 to k11, west over j11 to i11 and
    // north-west over h12 to g13: four jumps, three turns. Its steps are the five
    // empty neighbours.
    let rules = Halma::TWO;
    let p = pos(&rules, &[&["i9", "j9", "j11"], &["k10", "h12"]], 1, "");
    assert_eq!(
        moves_of(&rules, &p, "i9"),
        sorted(&["i10", "h10", "h9", "i8", "j8", "k9", "k11", "i11", "g13"])
    );
    assert!(rules.parse_move(&p, "i9-g13").is_ok());
    assert_eq!(
        names(rules.destinations(&p, pt("i9"))),
        moves_of(&rules, &p, "i9")
    );
}

#[test]
fn two_routes_to_one_point_are_one_move() {
    // k11 is reached over j9 and k10, and over i10 and j11: one move.
    let rules = Halma::TWO;
    let p = pos(&rules, &[&["i9", "j9", "i10"], &["k10", "j11"]], 1, "");
    assert_eq!(
        moves_of(&rules, &p, "i9"),
        sorted(&["h10", "h9", "i8", "j8", "k9", "i11", "k11"])
    );
    let k11 = rules
        .moves(&p)
        .iter()
        .filter(|m| m.points() == Some((pt("i9"), pt("k11"))))
        .count();
    assert_eq!(k11, 1);
}

/// The routes of the moves of the piece on `from`, by destination.
fn routes_of(rules: &Halma, pos: &HalmaPosition, from: &str) -> Vec<(String, u64)> {
    let from = pt(from);
    let mut v: Vec<(String, u64)> = rules
        .moves(pos)
        .iter()
        .filter(|m| m.points().is_some_and(|(f, _)| f == from))
        .map(|m| (m.points().unwrap().1.to_string(), rules.routes(pos, m)))
        .collect();
    v.sort();
    v
}

fn routes(list: &[(&str, u64)]) -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = list.iter().map(|(p, n)| (p.to_string(), *n)).collect();
    v.sort();
    v
}

#[test]
fn two_routes_to_one_point_count_twice_as_routes() {
    // The board of the test above: k11 by k9 or by i11, k9 directly or by i11 and
    // k11, i11 directly or by k9 and k11; each step one route.
    let rules = Halma::TWO;
    let p = pos(&rules, &[&["i9", "j9", "i10"], &["k10", "j11"]], 1, "");
    assert_eq!(
        routes_of(&rules, &p, "i9"),
        routes(&[
            ("h10", 1),
            ("h9", 1),
            ("i8", 1),
            ("j8", 1),
            ("k9", 2),
            ("i11", 2),
            ("k11", 2),
        ])
    );
    // The route perft's first ply is the sum over every move of every piece.
    let all: u64 = rules.moves(&p).iter().map(|m| rules.routes(&p, m)).sum();
    assert_eq!(doska_core::perft_routes(&rules, &p, 1), all);
    assert_eq!(all, rules.moves(&p).len() as u64 + 3);
}

#[test]
fn a_chain_through_its_start() {
    // i9 → k9 → i11 → i9 is a loop (over j9, j10 and i10): the piece has left i9, so it
    // may land there and go on, over h9 to g9. Landing back on i9 is no move.
    let rules = Halma::TWO;
    let p = pos(&rules, &[&["i9", "j9", "h9"], &["j10", "i10"]], 1, "");
    assert_eq!(
        moves_of(&rules, &p, "i9"),
        sorted(&["h10", "i8", "j8", "k9", "i11", "g9"])
    );
    assert!(matches!(
        rules.parse_move(&p, "i9-i9"),
        Err(MoveError::ReturnsToStart(_))
    ));
    assert_eq!(HalmaMove::new(pt("i9"), pt("i9")), None);
    // As routes, a chain never comes back to its start: g9 is one route (over h9),
    // not also i9 → k9 → i11 → i9 → g9; k9 and i11 are two each (directly, or by the
    // other one).
    assert_eq!(
        routes_of(&rules, &p, "i9"),
        routes(&[
            ("h10", 1),
            ("i8", 1),
            ("j8", 1),
            ("k9", 2),
            ("i11", 2),
            ("g9", 1),
        ])
    );
}

#[test]
fn the_win() {
    // Bottom has nine pieces in the top triangle and steps the tenth in.
    let rules = Halma::TWO;
    let top = [
        "e17", "e16", "f16", "e15", "f15", "g15", "e14", "f14", "g14",
    ];
    let mut bottom: Vec<&str> = top.to_vec();
    bottom.push("h13");
    let mut p = pos(&rules, &[&bottom, &["i9"]], 1, "57");
    assert_eq!(rules.outcome(&p), None);
    play(&rules, &mut p, "h13-h14");
    let o = rules.outcome(&p).expect("over");
    assert_eq!(o.verdict(), Verdict::win(Player::FIRST));
    assert_eq!(o.reason(), Reason::Target);
    assert_eq!(o.winner(), Some(Player::FIRST));
    assert_eq!(o.pieces_in_target(Player::FIRST), 10);
    assert_eq!(o.to_string(), "Bottom wins (target reached)");
    assert_eq!(o.payoff(Player::SECOND, 2), -1.0);
    assert!(rules.moves(&p).is_empty());
    assert!(matches!(
        rules.parse_move(&p, "i9-i10"),
        Err(MoveError::GameOver { .. })
    ));
    // The same position read from its text is over too.
    let again = rules.parse_position(&p.to_string()).unwrap();
    assert_eq!(rules.outcome(&again), Some(o));
    assert!(rules
        .diagram(&p)
        .ends_with("Bottom wins (target reached); 58 of 1000 turns played"));
}

#[test]
fn a_parked_piece_and_the_filled_target_rule() {
    // Top has parked a piece on e17, the corner of Bottom's target. Bottom fills the
    // rest of the target with h13-h14 but still has a piece on i9.
    let bottom = [
        "e16", "f16", "e15", "f15", "g15", "e14", "f14", "g14", "h13", "i9",
    ];
    let seats: [&[&str]; 2] = [&bottom, &["e17", "m1"]];
    for (rule, over) in [(FilledTarget::Off, false), (FilledTarget::On, true)] {
        let rules = Halma::TWO.with_filled_target(rule);
        let mut p = pos(&rules, &seats, 1, "");
        play(&rules, &mut p, "h13-h14");
        assert_eq!(rules.outcome(&p).is_some(), over, "{rule}");
        if over {
            let o = rules.outcome(&p).unwrap();
            assert_eq!(o.verdict(), Verdict::win(Player::FIRST));
            assert_eq!(o.pieces_in_target(Player::FIRST), 9);
        } else {
            // Top to move; the blocked target does not end the game.
            assert_eq!(p.to_move(), Player::SECOND);
            assert!(!rules.moves(&p).is_empty());
        }
    }
}

/// Three players: Bottom has nine pieces in the top triangle and h13 next to the
/// tenth point; Upper-left has nine in the lower-right triangle and m8 next to n8;
/// Upper-right has two pieces in the middle.
fn nearly_done(rules: &Halma, extra: &str) -> HalmaPosition {
    let bottom = [
        "e17", "e16", "f16", "e15", "f15", "g15", "e14", "f14", "g14", "h13",
    ];
    let upper_left = ["n5", "o5", "p5", "q5", "n6", "o6", "p6", "n7", "o7", "m8"];
    pos(rules, &[&bottom, &upper_left, &["i9", "a13"]], 1, extra)
}

#[test]
fn ranking_skips_finished_players() {
    let rules = Halma::THREE.with_finish(Finish::Ranking);
    let mut p = nearly_done(&rules, "40");
    play(&rules, &mut p, "h13-h14");
    // Bottom has finished; the game goes on, and its text keeps the order.
    assert_eq!(rules.outcome(&p), None);
    assert_eq!(p.finish_order(Player::FIRST), Some(1));
    assert_eq!(p.to_move(), Player::SECOND);
    assert!(p.to_string().ends_with(" 2 41 finished:1"), "{p}");
    assert_eq!(rules.parse_position(&p.to_string()).unwrap(), p);
    play(&rules, &mut p, "m8-l8");
    assert_eq!(p.to_move(), Player::new(2).unwrap());
    play(&rules, &mut p, "i9-i10");
    // Bottom is skipped.
    assert_eq!(p.to_move(), Player::SECOND);
    play(&rules, &mut p, "l8-m8");
    play(&rules, &mut p, "i10-i9");
    assert_eq!(p.to_move(), Player::SECOND);
    play(&rules, &mut p, "m8-n8");
    // Upper-left second; one seat left, so the places are decided.
    let o = rules.outcome(&p).expect("over");
    assert_eq!(o.reason(), Reason::Target);
    assert_eq!(
        o.verdict(),
        Verdict::Ranking(Ranking::from_places(&[1, 2, 3]).unwrap())
    );
    assert_eq!(o.verdict().payoffs(3).as_slice(), &[1.0, 0.0, -1.0]);
    assert_eq!(
        o.to_string(),
        "1. Bottom, 2. Upper-left, 3. Upper-right (target reached)"
    );
    assert!(p.to_string().ends_with(" finished:1,2"), "{p}");

    // Ending at the first finisher instead: Bottom wins at once.
    let first = Halma::THREE;
    let mut q = nearly_done(&first, "40");
    play(&first, &mut q, "h13-h14");
    assert_eq!(rules.outcome(&p).unwrap().winner(), Some(Player::FIRST));
    assert_eq!(
        first.outcome(&q).unwrap().verdict(),
        Verdict::win(Player::FIRST)
    );
}

#[test]
fn the_move_limit_ranks_after_a_finisher_and_draws_before() {
    let rules = Halma::THREE
        .with_finish(Finish::Ranking)
        .with_move_limit(42);
    let mut p = nearly_done(&rules, "40");
    play(&rules, &mut p, "h13-h14");
    play(&rules, &mut p, "m8-l8");
    // 42 turns: Bottom first, then Upper-left (9 pieces in target), Upper-right.
    let o = rules.outcome(&p).expect("over");
    assert_eq!(o.reason(), Reason::MoveLimit);
    assert_eq!(
        o.verdict(),
        Verdict::Ranking(Ranking::from_places(&[1, 2, 3]).unwrap())
    );
    assert_eq!(o.pieces_in_target(Player::SECOND), 9);

    let first = Halma::THREE.with_move_limit(42);
    let q = first
        .parse_position(&text(&[&["m1"], &["a13"], &["m13"]], 1, "42"))
        .unwrap();
    assert_eq!(first.outcome(&q).unwrap().verdict(), Verdict::Draw);
    assert_eq!(first.outcome(&q).unwrap().reason(), Reason::MoveLimit);
    assert_eq!(first.outcome(&q).unwrap().to_string(), "draw (move limit)");
    // A counter past the limit is accepted, and the game is over.
    let late = first
        .parse_position(&text(&[&["m1"], &["a13"], &["m13"]], 2, "500"))
        .unwrap();
    assert_eq!(first.outcome(&late).unwrap().reason(), Reason::MoveLimit);
    // No limit: the same position goes on.
    let none = Halma::THREE.with_move_limit(0);
    let late = none.parse_position(&late.to_string()).unwrap();
    assert_eq!(none.outcome(&late), None);
}

#[test]
fn a_blocked_player_passes() {
    // Top's only piece sits in the lower-right corner; Bottom holds p5, p6, o5 and o7.
    let rules = Halma::TWO;
    let mut p = pos(&rules, &[&["p5", "p6", "o5", "o7"], &["q5"]], 2, "9");
    assert!(!rules.can_move(&p, Player::SECOND));
    assert_eq!(rules.moves(&p).as_slice(), &[HalmaMove::PASS]);
    assert_eq!(rules.count_moves(&p), 1);
    play(&rules, &mut p, "pass");
    assert_eq!(p.to_move(), Player::FIRST);
    assert_eq!(p.ply(), 10);
    // Bottom can move, so it may not pass.
    assert!(matches!(
        rules.parse_move(&p, "pass"),
        Err(MoveError::CannotPass(_))
    ));
}

#[test]
fn nobody_able_to_move_ends_the_game() {
    // Six players going on for places. Top and Upper-right have finished by the
    // filled-target rule, each with nine pieces around a parked enemy piece in its
    // corner: Bottom's on m1 and Lower-left's on e5, which cannot move. Upper-left and
    // Lower-right have finished too. Nothing can ever move again.
    let rules = Halma::SIX
        .with_finish(Finish::Ranking)
        .with_filled_target(FilledTarget::On);
    let lower_right = ["n5", "o5", "p5", "q5", "n6", "o6", "p6", "n7", "o7", "n8"];
    let upper_left = [
        "a13", "b12", "b13", "c11", "c12", "c13", "d10", "d11", "d12", "d13",
    ];
    let bottom_rest = ["l2", "m2", "k3", "l3", "m3", "j4", "k4", "l4", "m4"];
    let lower_left_rest = ["f5", "g5", "h5", "e6", "f6", "g6", "e7", "f7", "e8"];
    let p = pos(
        &rules,
        &[
            &["m1"],
            &["e5"],
            &lower_right,
            &bottom_rest,
            &lower_left_rest,
            &upper_left,
        ],
        1,
        "300",
    );
    let o = rules.outcome(&p).expect("stuck");
    assert_eq!(o.reason(), Reason::Passes);
    assert_eq!(
        o.verdict(),
        Verdict::Ranking(Ranking::from_places(&[5, 5, 1, 1, 1, 1]).unwrap())
    );
    assert!(rules.moves(&p).is_empty());
    assert!(p.to_string().ends_with(" 1 300 finished:3=4=5=6"), "{p}");
}

#[test]
fn any_point_may_be_entered() {
    // A piece may step into another seat's home (d10) or target (e8).
    let rules = Halma::THREE;
    let p = pos(&rules, &[&["e9"], &["a13"], &["m13"]], 1, "");
    assert_eq!(
        moves_of(&rules, &p, "e9"),
        sorted(&["e10", "d10", "e8", "f8", "f9"])
    );
}

#[test]
fn the_start_and_its_first_moves() {
    let rules = Halma::THREE;
    let start = rules.start();
    assert_eq!(
        start.to_string(),
        "./../.../..../2222.....3333/222......333/22.......33/2........3/........./........../.........../............/............./1111/111/11/1 1"
    );
    let mut first: Vec<String> = rules.moves(&start).iter().map(|m| m.to_string()).collect();
    first.sort();
    assert_eq!(
        first,
        sorted(&[
            "k3-i5", "k3-k5", "l3-j5", "l3-l5", "m3-k5", "m3-m5", "j4-i5", "j4-j5", "k4-j5",
            "k4-k5", "l4-k5", "l4-l5", "m4-l5", "m4-m5"
        ])
    );
    let fifteen = Halma::THREE.with_pieces(15).unwrap();
    let start = fifteen.start();
    for seat in Player::all(3) {
        assert_eq!(start.pieces(seat), fifteen.home(seat));
    }
    assert_eq!(start.occupied().count(), 45);
}
