//! Property tests over random games: piece counts never rise, a removal happens exactly
//! when the moving piece closes a mill (checked against a literal list of the lines),
//! counting agrees with generation, playouts end, parsers never panic, and the
//! evaluation is antisymmetric.

use doska_core::rand::Rng;
use doska_core::{random_playout, seeded_rng, Evaluation, Game, Player, Position};
use doska_mill::{Colour, DoubleMill, Mill, MillEval, MillPosition, Point, Removal};
use proptest::prelude::*;

/// The 16 lines of the nine board, written out.
const LINES: [&str; 16] = [
    "a1 d1 g1", "b2 d2 f2", "c3 d3 e3", "a4 b4 c4", "e4 f4 g4", "c5 d5 e5", "b6 d6 f6", "a7 d7 g7",
    "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7",
];

fn lines() -> Vec<[Point; 3]> {
    LINES
        .iter()
        .map(|l| {
            let p: Vec<Point> = l.split(' ').map(|n| n.parse().unwrap()).collect();
            [p[0], p[1], p[2]]
        })
        .collect()
}

const RULES: [Mill; 4] = [
    Mill::NINE,
    Mill::KNIGHT,
    Mill::NINE
        .with_removal(Removal::OutsideMills)
        .with_double_mill(DoubleMill::One),
    Mill::NINE
        .with_removal(Removal::OutsideMills)
        .with_flying(false),
];

/// Plays a random game of `rules` from `seed`, checking every move.
fn check_game(rules: Mill, seed: u64) -> Result<(), TestCaseError> {
    let lines = lines();
    let mut rng = seeded_rng(seed);
    let mut pos = rules.start();
    for _ in 0..400 {
        let moves = rules.moves(&pos);
        prop_assert_eq!(rules.count_moves(&pos), moves.len() as u64);
        if moves.is_empty() {
            prop_assert!(rules.outcome(&pos).is_some());
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        let me = pos.side_to_move();
        let them = me.other();
        let before = [pos.total(Colour::White), pos.total(Colour::Black)];
        let their_board = pos.pieces(them).count();
        let mut next = pos;
        rules.play(&mut next, &mv).unwrap();
        // Counts never rise; only the opponent loses pieces, as many as removed.
        prop_assert!(
            next.total(Colour::White) <= before[0] && next.total(Colour::Black) <= before[1]
        );
        prop_assert_eq!(next.total(me), pos.total(me));
        prop_assert_eq!(
            next.total(them) + mv.removals().len() as u32,
            pos.total(them)
        );
        // Mills closed by the moving piece, from the literal lines.
        let own = next.pieces(me);
        let closed = lines
            .iter()
            .filter(|l| l.contains(&mv.to()) && l.iter().all(|p| own.contains(*p)))
            .count() as u32;
        let due = match rules.double_mill() {
            DoubleMill::Two => closed,
            DoubleMill::One => closed.min(1),
        }
        .min(their_board);
        prop_assert_eq!(mv.removals().len() as u32, due, "{} in {}", mv, pos);
        // Texts round-trip.
        prop_assert_eq!(rules.parse_position(&next.to_string()).unwrap(), next);
        prop_assert_eq!(rules.parse_move(&pos, &mv.to_string()).unwrap(), mv);
        pos = next;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_keep_the_rules(seed in any::<u64>(), rules in 0..RULES.len()) {
        check_game(RULES[rules], seed)?;
    }

    #[test]
    fn playouts_end(seed in any::<u64>(), rules in 0..RULES.len()) {
        let game = RULES[rules];
        let p = random_playout(&game, &game.start(), &mut seeded_rng(seed), 20_000);
        prop_assert!(p.ending.is_some());
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}", seed in any::<u64>()) {
        let game = Mill::NINE;
        let pos = random_position(&game, seed);
        let _ = game.parse_position(&text);
        let _ = game.parse_move(&pos, &text);
        if let Ok(mv) = game.parse_move(&pos, &text) {
            prop_assert!(game.moves(&pos).contains(&mv));
        }
    }

    #[test]
    fn move_texts_like_moves(text in "[a-g][1-7](-[a-g][1-7])?(x[a-g][1-7]){0,3}", seed in any::<u64>()) {
        let game = Mill::NINE;
        let pos = random_position(&game, seed);
        let legal = game.moves(&pos);
        match game.parse_move(&pos, &text) {
            Ok(mv) => prop_assert!(legal.contains(&mv)),
            Err(_) => prop_assert!(!legal.iter().any(|m| m.to_string() == text)),
        }
    }

    #[test]
    fn evaluation_is_antisymmetric(seed in any::<u64>(), rules in 0..RULES.len()) {
        let game = RULES[rules];
        let pos = random_position(&game, seed);
        let eval = MillEval::default();
        let w = eval.evaluate(&game, &pos, Player::FIRST);
        prop_assert_eq!(w, -eval.evaluate(&game, &pos, Player::SECOND));
        // Mirroring the colours (and the side to move) mirrors the value.
        let mirror = game.parse_position(&swap_colours(&pos)).unwrap();
        prop_assert_eq!(eval.evaluate(&game, &mirror, Player::SECOND), w);
        let moves = game.moves(&pos);
        if let Some(best) = moves.iter().max_by_key(|m| eval.move_priority(&game, &pos, m)) {
            // A move that removes is never ranked below one that does not.
            prop_assert!(best.removals().len() == moves.iter().map(|m| m.removals().len()).max().unwrap_or(0));
        }
    }
}

/// A position a random number of random plies into a game.
fn random_position(game: &Mill, seed: u64) -> MillPosition {
    let mut rng = seeded_rng(seed);
    let plies = rng.random_range(0..60);
    let p = random_playout(game, &game.start(), &mut rng, plies);
    p.position
}

/// The position text with the colours swapped.
fn swap_colours(pos: &MillPosition) -> String {
    let text = pos.to_string();
    let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
    fields[0] = fields[0]
        .chars()
        .map(|c| match c {
            'W' => 'B',
            'B' => 'W',
            c => c,
        })
        .collect();
    fields[1] = if fields[1] == "w" {
        "b".into()
    } else {
        "w".into()
    };
    fields.swap(2, 3);
    fields.join(" ")
}

#[test]
fn keys_ignore_only_the_counter() {
    let game = Mill::NINE;
    let a = game
        .parse_position("WW.......B.............B b 7 7")
        .unwrap();
    let b = game
        .parse_position("WW.......B.............B b 7 7 H12")
        .unwrap();
    let c = game
        .parse_position("WW.......B.............B w 7 7")
        .unwrap();
    let d = game
        .parse_position("WW.......B.............B b 7 6")
        .unwrap();
    assert_ne!(a, b);
    assert_eq!(a.key(), b.key());
    assert_ne!(a.key(), c.key());
    assert_ne!(a.key(), d.key());
}
