//! The learning encoding: the core's contract harness on every preset and the option
//! combinations, hand-worked action numbers and planes, and the property that makes
//! the view egocentric: a position turned about the centre, its seats renamed to the
//! seats whose homes the turn brings them to, has the same actions and the same
//! observations.

use doska_core::conformance::check_encoding;
use doska_core::learning::{Encoding, ObservationStyle};
use doska_core::registry::Family;
use doska_core::{random_playout, seeded_rng, Game, Player, Position};
use doska_halma::{Halma, HalmaFamily, HalmaMove, HalmaPosition, Point, ACTION_PAIRS, PASS_ACTION};

use crate::common::text;

const EGO: ObservationStyle = ObservationStyle::Egocentric;

fn check(spec: &str, playouts: usize, plies: usize) {
    let game = HalmaFamily::from_spec(spec).unwrap();
    let report = check_encoding(&game, playouts, plies, 11);
    assert!(
        report.positions >= playouts * plies / 2,
        "{spec}: {report:?}"
    );
    assert!(report.most_moves > 20, "{spec}: {report:?}");
}

#[test]
fn the_contract_on_every_preset() {
    for spec in ["halma/two", "halma/three", "halma/four", "halma/six"] {
        check(spec, 8, 150);
    }
}

#[test]
fn the_contract_on_the_options() {
    for spec in [
        "halma/two:pieces=15",
        "halma/three:pieces=15,filled-target=on",
        "halma/three:finish=ranking,move-limit=60",
        "halma/six:finish=ranking,filled-target=on",
        "halma/four:move-limit=0",
    ] {
        check(spec, 5, 120);
    }
}

fn game(spec: &str) -> Halma {
    HalmaFamily::from_spec(spec).unwrap()
}

fn pos(rules: &Halma, text: &str) -> HalmaPosition {
    rules.parse_position(text).unwrap()
}

fn index(rules: &Halma, pos: &HalmaPosition, mv: &str) -> Option<usize> {
    let mv = rules.parse_move(pos, mv).unwrap();
    rules.action_index(pos, &mv)
}

/// The cells holding 1.0 in plane `plane` of 17 × 17.
fn ones(planes: &[f32], plane: usize) -> Vec<usize> {
    planes[plane * 289..(plane + 1) * 289]
        .iter()
        .enumerate()
        .filter(|(_, v)| **v == 1.0)
        .map(|(i, _)| i)
        .collect()
}

fn plane_is(planes: &[f32], plane: usize, value: f32) -> bool {
    planes[plane * 289..(plane + 1) * 289]
        .iter()
        .all(|&v| v == value)
}

/// Seat 1 on m1 and m2, seat 2 on e17 and e16: the same shape seen from each home.
///
/// Pairs are numbered by start, then by end, in point order (rank by rank from the
/// bottom). The pairs from m1 (point 0, axial (4, −8)) come first: its neighbours l2
/// (point 1) and m2 (point 2), then the points an even number of steps away along
/// both coordinates: k3 (point 3, (2, −6)), not l3 ((3, −6)), m3 (point 5, (4, −6)).
/// So m1-l2 is action 0 and m1-m3 (the jump over m2) action 3. Seat 2 sees the board
/// turned half a turn: e17 is its m1, f16 its l2, e15 its m3.
#[test]
fn hand_worked_actions() {
    let rules = game("halma/two");
    let board = [&["m1", "m2"][..], &["e17", "e16"][..]];
    let first = pos(&rules, &text(&board, 1, ""));
    assert_eq!(index(&rules, &first, "m1-l2"), Some(0));
    assert_eq!(index(&rules, &first, "m1-m3"), Some(3));
    let second = pos(&rules, &text(&board, 2, "1"));
    assert_eq!(index(&rules, &second, "e17-f16"), Some(0));
    assert_eq!(index(&rules, &second, "e17-e15"), Some(3));
    // The moves back from the numbers; a number no legal move has gives nothing.
    let mv = rules.action_from_index(&first, 3).unwrap();
    assert_eq!(mv.to_string(), "m1-m3");
    assert_eq!(
        rules.action_from_index(&second, 3).unwrap().to_string(),
        "e17-e15"
    );
    assert_eq!(rules.action_from_index(&first, 1), None); // m1-m2: m2 is taken
    assert_eq!(rules.action_from_index(&first, 2), None); // m1-k3: nothing to jump
    assert_eq!(rules.action_from_index(&first, PASS_ACTION), None);
    assert_eq!(rules.action_from_index(&first, PASS_ACTION + 1), None);
    assert_eq!(rules.action_from_index(&first, usize::MAX), None);
    // The other seat's move is not legal, so it has no number.
    let theirs = HalmaMove::new("e17".parse().unwrap(), "f16".parse().unwrap()).unwrap();
    assert_eq!(rules.action_index(&first, &theirs), None);
    assert_eq!(rules.num_actions(), ACTION_PAIRS + 1);
    assert_eq!(ACTION_PAIRS, 4_224);
}

/// Seat 1's only piece, m1, is boxed in: l2 and m2 are taken, and so are k3 and m3
/// beyond them. Seat 2 (with a piece on i9, so not arrived) can move, so seat 1 passes:
/// the last action.
#[test]
fn the_pass_is_the_last_action() {
    let rules = game("halma/two");
    let p = pos(
        &rules,
        &text(&[&["m1"], &["l2", "m2", "k3", "m3", "i9"]], 1, "7"),
    );
    assert_eq!(rules.moves(&p).as_slice(), [HalmaMove::PASS]);
    let mut out = Vec::new();
    rules.legal_actions(&p, &mut out);
    assert_eq!(out, [PASS_ACTION]);
    assert_eq!(
        rules.action_from_index(&p, PASS_ACTION),
        Some(HalmaMove::PASS)
    );
    assert_eq!(rules.action_from_index(&p, 0), None);
}

/// The position of [`hand_worked_actions`] after 12 turns, observed from both seats.
/// A point at axial (q, r) (q = file − 9, r = rank − 9) is cell (8 − r) × 17 + q + 8
/// in its own seat's view: m1 (4, −8) is cell 284, m2 (4, −7) 267; e17 (−4, 8) is 4
/// and e16 (−4, 7) 21. Seat 2's view turns the board half a turn ((q, r) to (−q, −r)),
/// so there e17 is 284 and m1 is 4: each seat sees the same picture of its own pieces.
/// The top triangle (ranks 14–17) is cells 4; 21, 22; 38–40; 55–58, and the bottom
/// one (ranks 1–4) cells 230–233; 248–250; 266, 267; 284.
#[test]
fn hand_worked_planes() {
    let rules = game("halma/two");
    let board = [&["m1", "m2"][..], &["e17", "e16"][..]];
    let p = pos(&rules, &text(&board, 1, "12"));
    let shape = rules.observation_shape(EGO).unwrap();
    // Star, 2 piece planes, 2 targets, turns.
    assert_eq!(shape.dims(), [6, 17, 17]);
    let top = vec![4, 21, 22, 38, 39, 40, 55, 56, 57, 58];
    let bottom = vec![230, 231, 232, 233, 248, 249, 250, 266, 267, 284];
    let mut views = Vec::new();
    for seat in Player::all(2) {
        let mut planes = vec![0.5; shape.len()];
        rules.observation(&p, seat, EGO, &mut planes).unwrap();
        assert_eq!(ones(&planes, 0).len(), 121);
        assert!(ones(&planes, 0).contains(&4) && !ones(&planes, 0).contains(&0));
        assert_eq!(ones(&planes, 1), [267, 284], "{seat}: own pieces");
        assert_eq!(ones(&planes, 2), [4, 21], "{seat}: the other's");
        assert_eq!(ones(&planes, 3), top, "{seat}: own target");
        assert_eq!(ones(&planes, 4), bottom, "{seat}: the other's target");
        assert!(plane_is(&planes, 5, 0.012), "12 of 1000 turns");
        views.push(planes);
    }
    // Each seat sees its own pieces where the other sees its own: the two views are
    // the same numbers.
    assert_eq!(views[0], views[1]);
    // Without a move limit the last plane stays 0.
    let endless = rules.with_move_limit(0);
    let mut planes = vec![0.0; shape.len()];
    endless
        .observation(&p, Player::FIRST, EGO, &mut planes)
        .unwrap();
    assert!(plane_is(&planes, 5, 0.0));
}

/// A ranking game of three where seat 1 has finished (its ten pieces in the top
/// triangle) and seat 2 is to move. Planes: star, 3 × pieces, 3 × targets, 3 ×
/// finished, turns: 11. Seen from seat 2, the seats are 2 (j = 0), 3 (j = 1), 1
/// (j = 2): seat 1's finished plane is 1 + 2 × 3 + 2 = 9. Seen from seat 3, seat 1 is
/// j = 1: plane 8.
#[test]
fn finished_seats() {
    let rules = game("halma/three:finish=ranking");
    let top = [
        "e17", "e16", "f16", "e15", "f15", "g15", "e14", "f14", "g14", "h14",
    ];
    let p = pos(
        &rules,
        &text(&[&top, &["i9", "h9"], &["i8"]], 2, "41 finished:1"),
    );
    assert_eq!(p.finish_order(Player::FIRST), Some(1));
    let shape = rules.observation_shape(EGO).unwrap();
    assert_eq!(shape.planes, 11);
    let mut planes = vec![0.0; shape.len()];
    rules
        .observation(&p, Player::SECOND, EGO, &mut planes)
        .unwrap();
    let full: Vec<usize> = (7..11).filter(|&k| plane_is(&planes, k, 1.0)).collect();
    assert_eq!(full, [9]);
    // Seat 1's pieces (j = 2) are in plane 1 + 2 = 3.
    assert_eq!(ones(&planes, 3).len(), 10);
    rules
        .observation(&p, Player::new(2).unwrap(), EGO, &mut planes)
        .unwrap();
    let full: Vec<usize> = (7..11).filter(|&k| plane_is(&planes, k, 1.0)).collect();
    assert_eq!(full, [8]);
    assert!(plane_is(&planes, 10, 41.0 / 1000.0));
    // In a game that ends at the first finisher there are no finished planes.
    assert_eq!(
        game("halma/three").observation_shape(EGO).unwrap().planes,
        8
    );
}

/// The point `p` turned `k` times 60° about the centre, each turn taking a triangle to
/// the next clockwise (bottom to lower-left): axial `(q, r)` becomes `(q + r, −q)`.
fn turned(p: Point, k: usize) -> Point {
    let (mut q, mut r) = p.axial();
    for _ in 0..k {
        (q, r) = (q + r, -q);
    }
    Point::from_axial(q, r).unwrap()
}

/// `pos` turned `k` times, seat `s`'s pieces given to seat `s + shift`.
fn turned_position(rules: &Halma, pos: &HalmaPosition, k: usize, shift: usize) -> HalmaPosition {
    let n = rules.players();
    let mut names: Vec<Vec<String>> = vec![Vec::new(); n];
    for seat in Player::all(n) {
        for p in pos.pieces(seat) {
            names[(seat.index() + shift) % n].push(turned(p, k).to_string());
        }
    }
    let seats: Vec<Vec<&str>> = names
        .iter()
        .map(|v| v.iter().map(String::as_str).collect())
        .collect();
    let seats: Vec<&[&str]> = seats.iter().map(Vec::as_slice).collect();
    let mover = (pos.to_move().index() + shift) % n + 1;
    let ply = if pos.ply() == 0 {
        String::new()
    } else {
        pos.ply().to_string()
    };
    rules.parse_position(&text(&seats, mover, &ply)).unwrap()
}

/// The symmetries of each table: turning the star `k` times takes every seat's home to
/// the home of the seat `shift` places on, so the turned position, seats renamed, is
/// the same game for the renamed seats. Its actions are the same numbers and every
/// seat's observation is the renamed seat's: on random positions of every preset.
#[test]
fn turned_positions_look_the_same() {
    for (spec, k, shift) in [
        ("halma/two", 3, 1),
        ("halma/three", 2, 1),
        ("halma/four", 3, 2),
        ("halma/six", 1, 1),
        ("halma/three:pieces=15", 4, 2),
    ] {
        let rules = game(spec);
        let n = rules.players();
        // The turn does take each home to the renamed seat's.
        for seat in Player::all(n) {
            let home: Vec<Point> = rules.home(seat).iter().map(|p| turned(p, k)).collect();
            let other = Player::new((seat.index() + shift) % n).unwrap();
            let mut expected: Vec<Point> = rules.home(other).iter().collect();
            let mut home = home;
            home.sort();
            expected.sort();
            assert_eq!(home, expected, "{spec}: {seat}");
        }
        let shape = rules.observation_shape(EGO).unwrap();
        let (mut a, mut b) = (vec![0.0; shape.len()], vec![0.0; shape.len()]);
        let mut rng = seeded_rng(5);
        let mut checked = 0;
        for _ in 0..3 {
            let playout = random_playout(&rules, &rules.start(), &mut rng, 80);
            let mut p = rules.start();
            for mv in &playout.moves {
                let q = turned_position(&rules, &p, k, shift);
                let (mut ours, mut theirs) = (Vec::new(), Vec::new());
                rules.legal_actions(&p, &mut ours);
                rules.legal_actions(&q, &mut theirs);
                ours.sort_unstable();
                theirs.sort_unstable();
                assert_eq!(ours, theirs, "{spec}: {p} and {q}");
                let (from, to) = mv.points().unwrap_or((Point::BOTTOM, Point::BOTTOM));
                let turned_mv =
                    HalmaMove::new(turned(from, k), turned(to, k)).unwrap_or(HalmaMove::PASS);
                assert_eq!(
                    rules.action_index(&p, mv),
                    rules.action_index(&q, &turned_mv),
                    "{spec}: {mv} at {p}"
                );
                for seat in Player::all(n) {
                    let renamed = Player::new((seat.index() + shift) % n).unwrap();
                    rules.observation(&p, seat, EGO, &mut a).unwrap();
                    rules.observation(&q, renamed, EGO, &mut b).unwrap();
                    assert_eq!(a, b, "{spec}: {p} from {seat}");
                }
                checked += 1;
                rules.play(&mut p, mv).unwrap();
            }
        }
        assert!(checked > 200, "{spec}");
    }
}
