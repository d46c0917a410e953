//! The learning encoding: the core's contract on every size and the options that change
//! the moves, and action numbers and planes of hand-built positions, worked out by hand.

use doska_core::conformance::check_encoding;
use doska_core::learning::{Encoding, ObservationStyle};
use doska_core::{Game, Player};
use doska_squeeze::{Blocked, Colour, ExtraMove, Squeeze, SqueezePosition};

#[test]
fn contract_on_every_size_and_option() {
    let games = [
        (Squeeze::STANDARD, 30),
        (Squeeze::SEVEN, 6),
        (Squeeze::NINE, 3),
        (Squeeze::STANDARD.with_first(Colour::Black), 12),
        (Squeeze::STANDARD.with_extra_move(ExtraMove::Compulsory), 12),
        (Squeeze::STANDARD.with_blocked(Blocked::Lose), 12),
        (
            Squeeze::STANDARD
                .with_move_limit(8)
                .with_repetition(2)
                .unwrap(),
            12,
        ),
        (Squeeze::SEVEN.with_move_limit(0), 3),
    ];
    for (i, (game, playouts)) in games.into_iter().enumerate() {
        let report = check_encoding(&game, playouts, 160, 5 + i as u64);
        assert!(report.positions > 100 && report.games > 0, "{report:?}");
        assert!(game
            .observation_shape(ObservationStyle::OpenSpiel)
            .is_none());
    }
    // c = n² cells: c(c − 1)/2 pairs, 8c steps, one pass.
    assert_eq!(Squeeze::STANDARD.num_actions(), 300 + 200 + 1);
    assert_eq!(Squeeze::SEVEN.num_actions(), 1_176 + 392 + 1);
    assert_eq!(Squeeze::NINE.num_actions(), 3_240 + 648 + 1);
}

fn index(game: &Squeeze, pos: &SqueezePosition, text: &str) -> usize {
    let mv = game.parse_move(pos, text).unwrap();
    let i = game.action_index(pos, &mv).unwrap();
    assert_eq!(game.action_from_index(pos, i), Some(mv), "{text}");
    i
}

#[test]
fn placements_are_unordered_pairs() {
    // 5×5: dense numbers d = 5·rank + file (a1 0, b1 1, e5 24, c3 12). The pair
    // d1 < d2 is d1·(50 − d1 − 1)/2 + (d2 − d1 − 1): a1,b1 0; a1,e5 23; b1,c1
    // 1·48/2 + 0 = 24; d5,e5 (23, 24) 23·26/2 + 0 = 299, the last pair.
    let game = Squeeze::STANDARD;
    let pos = game.start();
    assert_eq!(index(&game, &pos, "a1,b1"), 0);
    assert_eq!(index(&game, &pos, "e5,a1"), 23);
    assert_eq!(index(&game, &pos, "b1,c1"), 24);
    assert_eq!(index(&game, &pos, "d5,e5"), 299);
    // a1,c3 (0, 12) is 11: the centre, never legal during the placement.
    assert_eq!(game.action_from_index(&pos, 11), None);
    // The 276 placements of the start take 276 different numbers below 300.
    let mut actions = Vec::new();
    game.legal_actions(&pos, &mut actions);
    assert_eq!(actions.len(), 276);
    assert!(actions.iter().all(|&a| a < 300));
    // No step and no pass during the placement.
    assert_eq!(game.action_from_index(&pos, 300), None);
    assert_eq!(game.action_from_index(&pos, 500), None);
}

#[test]
fn steps_and_the_pass_after_a_capture() {
    // The chequered board: White's only steps go into the centre c3, from b2 (north-
    // east, direction 1), d2 (north-west, 3), b4 (south-east, 7), d4 (south-west, 5).
    // A step from d in direction k is 300 + 8d + k: b2 (d = 6) 349; d2 (8) 367; b4
    // (16) 435; d4 (18) 449.
    let game = Squeeze::STANDARD;
    let pos = game
        .parse_position("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0")
        .unwrap();
    let mut actions = Vec::new();
    game.legal_actions(&pos, &mut actions);
    actions.sort_unstable();
    assert_eq!(actions, [349, 367, 435, 449]);
    for (text, i) in [
        ("b2-c3", 349),
        ("d2-c3", 367),
        ("b4-c3", 435),
        ("d4-c3", 449),
    ] {
        assert_eq!(index(&game, &pos, text), i);
    }
    // b2-c3 squeezes four pieces and White moves again: its steps, and pass (500).
    let mut after = pos;
    game.play(&mut after, &game.parse_move(&pos, "b2-c3").unwrap())
        .unwrap();
    assert!(after.moving_again());
    assert_eq!(index(&game, &after, "pass"), 500);
    // c3-b2 goes back south-west: 300 + 8·12 + 5 = 401.
    assert_eq!(index(&game, &after, "c3-b2"), 401);
    // Compulsory extra moves: no pass.
    let strict = Squeeze::STANDARD.with_extra_move(ExtraMove::Compulsory);
    assert_eq!(strict.action_from_index(&after, 500), None);
    // On 7×7 (c = 49, 1176 pairs) the pass is 1176 + 392 = 1568, and a step from a1
    // east is 1176.
    let seven = Squeeze::SEVEN;
    let pos = seven
        .parse_position("bwbwbwb/wbwbwbw/bwbwbwb/wbw.wbw/bwbwbwb/wbwbwbw/bwbwbwb b 0 0")
        .unwrap();
    // Black's steps into d4 (dense 24): from c3 (16) north-east 1176 + 128 + 1, from
    // e3 (18) north-west 1176 + 144 + 3, from c5 (30) south-east 1176 + 240 + 7, from e5
    // (32) south-west 1176 + 256 + 5.
    let mut actions = Vec::new();
    seven.legal_actions(&pos, &mut actions);
    actions.sort_unstable();
    assert_eq!(actions, [1_305, 1_323, 1_423, 1_437]);
}

#[test]
fn every_number_agrees_with_the_generated_moves() {
    let cases = [
        (Squeeze::STANDARD, "...../...../...../...../..... w 12 12"),
        (Squeeze::STANDARD, "wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0"),
        (Squeeze::STANDARD, "wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0"),
        (Squeeze::STANDARD, "wwwww/wbbbw/wb.bw/wbbbw/bbwbb w 0 0"),
        (Squeeze::STANDARD, "...../.b.../..w../.w.b./..... b 0 0 12"),
        (
            Squeeze::SEVEN,
            "bwbwbwb/wbwbwbw/bwbwbwb/wbw.wbw/bwbwbwb/wbwbwbw/bwbwbwb b 0 0",
        ),
    ];
    for (game, text) in cases {
        let pos = game.parse_position(text).unwrap();
        let moves = game.moves(&pos);
        let mut indices = Vec::new();
        game.action_indices(&pos, &moves, &mut indices);
        for i in 0..game.num_actions() + 2 {
            let want = indices.iter().position(|&x| x == i).map(|at| moves[at]);
            assert_eq!(game.action_from_index(&pos, i), want, "{text} {i}");
        }
    }
}

fn observe(game: &Squeeze, pos: &SqueezePosition, colour: Colour) -> Vec<f32> {
    let shape = game
        .observation_shape(ObservationStyle::Egocentric)
        .unwrap();
    let mut out = vec![f32::NAN; shape.len()];
    game.observation(pos, colour.player(), ObservationStyle::Egocentric, &mut out)
        .unwrap();
    out
}

#[test]
fn egocentric_planes() {
    // 7 planes of 5×5, row 5 − rank, column file: 0 own pieces, 1 the opponent's,
    // 2 own hand / 12, 3 the opponent's hand / 12, 4 placement, 5 moving again,
    // 6 plies since a capture / 50.
    let game = Squeeze::STANDARD;
    let at = |plane: usize, row: usize, column: usize| (plane * 5 + row) * 5 + column;
    let sum = |obs: &[f32], plane: usize| obs[plane * 25..(plane + 1) * 25].iter().sum::<f32>();
    // White moving again after b2-c3: White has c3 (row 2, column 2) and 11 more;
    // Black has 8 left (four squeezed off).
    let pos = game
        .parse_position("wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0")
        .unwrap();
    let white = observe(&game, &pos, Colour::White);
    let black = observe(&game, &pos, Colour::Black);
    assert_eq!(white.len(), 7 * 25);
    assert_eq!((white[at(0, 2, 2)], black[at(1, 2, 2)]), (1.0, 1.0));
    // a5 (row 0, column 0) White's, b5 Black's, c4 (row 1, column 2) empty.
    assert_eq!((white[at(0, 0, 0)], white[at(1, 0, 1)]), (1.0, 1.0));
    assert_eq!((black[at(1, 0, 0)], black[at(0, 0, 1)]), (1.0, 1.0));
    assert_eq!(white[at(0, 1, 2)] + white[at(1, 1, 2)], 0.0);
    assert_eq!((sum(&white, 0), sum(&white, 1)), (12.0, 8.0));
    assert_eq!((sum(&black, 0), sum(&black, 1)), (8.0, 12.0));
    for obs in [&white, &black] {
        assert_eq!(sum(obs, 2) + sum(obs, 3) + sum(obs, 4) + sum(obs, 6), 0.0);
        assert_eq!(sum(obs, 5), 25.0);
    }
    // The placement: after White's first turn, 10 and 12 in hand, Black to place.
    let pos = game
        .parse_position("...../...../...../...../ww... b 10 12")
        .unwrap();
    let white = observe(&game, &pos, Colour::White);
    let black = observe(&game, &pos, Colour::Black);
    assert_eq!((white[at(2, 0, 0)], white[at(3, 4, 4)]), (10.0 / 12.0, 1.0));
    assert_eq!((black[at(2, 3, 3)], black[at(3, 1, 1)]), (1.0, 10.0 / 12.0));
    assert_eq!((sum(&white, 4), sum(&black, 4)), (25.0, 25.0));
    assert_eq!((white[at(0, 4, 0)], white[at(0, 4, 1)]), (1.0, 1.0));
    assert_eq!((black[at(1, 4, 0)], black[at(1, 4, 1)]), (1.0, 1.0));
    assert_eq!((sum(&white, 5), sum(&black, 5)), (0.0, 0.0));
    // 12 plies without a capture: 12/50 on plane 6; without a move limit, 0.
    let pos = game
        .parse_position("...../.b.../..w../.w.b./..... b 0 0 12")
        .unwrap();
    assert_eq!(observe(&game, &pos, Colour::White)[at(6, 3, 1)], 0.24);
    let unlimited = Squeeze::STANDARD.with_move_limit(0);
    assert_eq!(sum(&observe(&unlimited, &pos, Colour::White), 6), 0.0);
    // No OpenSpiel style, and the buffer is left as it was.
    let mut buffer = vec![3.0; 7 * 25];
    assert!(game
        .observation(
            &pos,
            Player::FIRST,
            ObservationStyle::OpenSpiel,
            &mut buffer
        )
        .is_err());
    assert!(buffer.iter().all(|&v| v == 3.0));
}
