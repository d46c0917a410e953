//! Property tests: the incremental state agrees with a recomputation from scratch,
//! move generation agrees with a direct reading of the rules, texts round-trip,
//! parsers never panic, playouts end and the evaluation is antisymmetric.

use std::collections::BTreeSet;

use doska_core::{random_playout, seeded_rng, Evaluation, Game, Player, Position};
use doska_lines_of_action::{
    is_connected, Colour, LineCounts, LinesOfAction, LinesOfActionEval, LinesOfActionPosition,
    Squares,
};
use proptest::prelude::*;

use crate::literal;

fn arb_position() -> impl Strategy<Value = LinesOfActionPosition> {
    (any::<u64>(), any::<u64>(), 0.0f64..0.6, any::<bool>()).prop_filter_map(
        "both sides need pieces",
        |(a, b, density, white_to_move)| {
            // Thin the random bits to a density, then split them between the sides.
            let keep = (0..64)
                .filter(|i| ((a.rotate_left(*i) ^ b) % 1000) as f64 / 1000.0 < density)
                .fold(0u64, |m, i| m | 1 << i);
            let black = Squares::from_bits(keep & b);
            let white = Squares::from_bits(keep & !b);
            let side = if white_to_move {
                Colour::White
            } else {
                Colour::Black
            };
            LinesOfActionPosition::from_parts(black, white, side, 0).ok()
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 400,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn generated_moves_match_the_rules_read_literally(pos in arb_position()) {
        let game = LinesOfAction::STANDARD;
        let generated: BTreeSet<String> = game.moves(&pos).iter().map(|m| m.to_string()).collect();
        let (board, side) = literal::parse(&pos.to_string());
        let want = literal::move_texts(&board, side);
        prop_assert_eq!(&generated, &want, "{}", pos);
        prop_assert_eq!(game.count_moves(&pos), want.len() as u64);
    }

    #[test]
    fn incremental_state_matches_a_recount(seed in any::<u64>()) {
        let game = LinesOfAction::STANDARD;
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), 600);
        let mut pos = game.start();
        for mv in &playout.moves {
            game.play(&mut pos, mv).unwrap();
            let counts = LineCounts::from_occupied(pos.occupied().bits());
            prop_assert_eq!(pos.line_counts(), &counts);
            for side in Colour::ALL {
                prop_assert_eq!(pos.is_connected(side), is_connected(pos.pieces(side)));
            }
            // The text carries everything: a position rebuilt from it is equal and
            // has the same key.
            let again = game.parse_position(&pos.to_string()).unwrap();
            prop_assert_eq!(again.key(), pos.key());
            prop_assert_eq!(&again, &pos);
        }
        prop_assert_eq!(&pos, &playout.position);
    }

    #[test]
    fn random_playouts_end(seed in any::<u64>(), scrambled in any::<bool>()) {
        let game = if scrambled { LinesOfAction::SCRAMBLED_EGGS } else { LinesOfAction::STANDARD };
        let limit = game.move_limit() as usize;
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), limit + 1);
        prop_assert!(playout.ending.is_some());
        prop_assert!(playout.moves.len() <= limit);
    }

    #[test]
    fn position_texts_round_trip(pos in arb_position()) {
        let text = pos.to_string();
        let back: LinesOfActionPosition = text.parse().unwrap();
        prop_assert_eq!(&back, &pos);
        prop_assert_eq!(back.to_string(), text);
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,80}", board in "[bw1-9/ ]{0,80}") {
        let game = LinesOfAction::STANDARD;
        for t in [&text, &board] {
            if let Ok(pos) = game.parse_position(t) {
                prop_assert_eq!(game.parse_position(&pos.to_string()).unwrap(), pos);
            }
            let start = game.start();
            if let Ok(mv) = game.parse_move(&start, t) {
                prop_assert!(game.is_legal(&start, &mv));
            }
        }
    }

    #[test]
    fn evaluation_is_antisymmetric(pos in arb_position()) {
        let game = LinesOfAction::STANDARD;
        let eval = LinesOfActionEval::default();
        let black = eval.evaluate(&game, &pos, Player::FIRST);
        let white = eval.evaluate(&game, &pos, Player::SECOND);
        prop_assert_eq!(black, -white);
        prop_assert!(black.abs() < doska_core::EVAL_MAX);
    }
}
