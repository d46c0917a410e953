//! Properties with proptest: parsers never panic and what they accept round-trips;
//! playing keeps every piece; random playouts end.

use doska_core::registry::Family;
use doska_core::{random_playout, seeded_rng, Game, Player, Position};
use doska_halma::{HalmaFamily, Point};
use proptest::prelude::*;

const SPECS: [&str; 7] = [
    "halma/two",
    "halma/three",
    "halma/four",
    "halma/six",
    "halma/two:pieces=15",
    "halma/three:pieces=15,finish=ranking",
    "halma/six:finish=ranking,filled-target=on",
];

/// Text made of the characters of position and move texts, and some others.
fn texty() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just('.'),
            Just('/'),
            Just(' '),
            Just('-'),
            Just(':'),
            Just(','),
            Just('='),
            proptest::char::range('0', '9'),
            proptest::char::range('a', 'r'),
            any::<char>(),
        ],
        0..200,
    )
    .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn position_parser_never_panics(spec in 0..SPECS.len(), text in texty()) {
        let game = HalmaFamily::from_spec(SPECS[spec]).unwrap();
        if let Ok(p) = game.parse_position(&text) {
            prop_assert_eq!(game.parse_position(&p.to_string()).unwrap(), p);
        }
    }

    #[test]
    fn mangled_positions_never_panic(spec in 0..SPECS.len(), seed in any::<u64>(), plies in 0usize..120, cut in any::<prop::sample::Index>(), junk in texty()) {
        let game = HalmaFamily::from_spec(SPECS[spec]).unwrap();
        let pos = random_playout(&game, &game.start(), &mut seeded_rng(seed), plies).position;
        let mut text = pos.to_string();
        let at = cut.index(text.len() + 1);
        let at = (0..=at).rev().find(|i| text.is_char_boundary(*i)).unwrap_or(0);
        text.insert_str(at, &junk);
        if let Ok(p) = game.parse_position(&text) {
            prop_assert_eq!(game.parse_position(&p.to_string()).unwrap(), p);
        }
    }

    #[test]
    fn move_parser_never_panics(spec in 0..SPECS.len(), seed in any::<u64>(), plies in 0usize..80, text in texty()) {
        let game = HalmaFamily::from_spec(SPECS[spec]).unwrap();
        let pos = random_playout(&game, &game.start(), &mut seeded_rng(seed), plies).position;
        if let Ok(mv) = game.parse_move(&pos, &text) {
            prop_assert!(game.moves(&pos).contains(&mv));
        }
        let _ = text.parse::<Point>();
    }

    #[test]
    fn play_keeps_every_piece(spec in 0..SPECS.len(), seed in any::<u64>(), plies in 1usize..300) {
        let game = HalmaFamily::from_spec(SPECS[spec]).unwrap();
        let start = game.start();
        let playout = random_playout(&game, &start, &mut seeded_rng(seed), plies);
        let end = playout.position;
        let mut union = doska_halma::Points::EMPTY;
        for s in Player::all(game.players()) {
            prop_assert_eq!(end.pieces(s).count(), start.pieces(s).count());
            prop_assert!(!union.intersects(end.pieces(s)));
            union |= end.pieces(s);
        }
        prop_assert_eq!(union, end.occupied());
        prop_assert_eq!(end.ply() as usize, playout.moves.len());
        let again = game.parse_position(&end.to_string()).unwrap();
        prop_assert_eq!(again.key(), end.key());
        prop_assert_eq!(again, end);
    }

    #[test]
    fn playouts_end(spec in 0..SPECS.len(), seed in any::<u64>(), limit in 1u32..400) {
        let spec = format!("{}{}move-limit={limit}", SPECS[spec], if SPECS[spec].contains(':') { "," } else { ":" });
        let game = HalmaFamily::from_spec(&spec).unwrap();
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), 100_000);
        prop_assert!(playout.ending.is_some());
        prop_assert!(playout.moves.len() <= limit as usize);
    }
}
