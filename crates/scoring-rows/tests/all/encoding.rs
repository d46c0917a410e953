//! The learning encoding: the core's contract on both seatings and several board
//! sizes, and action numbers and planes of hand-built positions, worked out by hand.

use doska_core::conformance::check_encoding;
use doska_core::learning::{Encoding, ObservationStyle};
use doska_core::{Game, Player};
use doska_scoring_rows::{BoardSize, ScoringRows, ScoringRowsPosition};

fn sized(files: u8, ranks: u8, players: usize) -> ScoringRows {
    ScoringRows::new(BoardSize::new(files, ranks).unwrap(), players).unwrap()
}

#[test]
fn contract_on_both_seatings_and_several_sizes() {
    let games = [
        (ScoringRows::standard(), 12),
        (ScoringRows::four_players(), 12),
        (sized(3, 4, 2), 30),
        (sized(5, 2, 4), 30),
        (sized(1, 2, 2), 10),
        (sized(8, 8, 2), 6),
        (sized(8, 8, 4), 6),
    ];
    for (i, (game, playouts)) in games.into_iter().enumerate() {
        let report = check_encoding(&game, playouts, 40, 11 + i as u64);
        assert!(report.games > 0, "{report:?}");
        let cells = game.size().cells() as usize;
        assert_eq!(game.num_actions(), cells * (cells - 1) / 2);
        assert!(game
            .observation_shape(ObservationStyle::OpenSpiel)
            .is_none());
    }
    assert_eq!(ScoringRows::standard().num_actions(), 1_128);
    assert_eq!(sized(8, 8, 4).num_actions(), 2_016);
}

#[test]
fn a_move_is_an_unordered_pair_of_cells() {
    // 6×8: dense numbers d = 6·rank + file (a1 0, b1 1, a2 6, b2 7, f8 47); the pair
    // d1 < d2 is d1·(96 − d1 − 1)/2 + (d2 − d1 − 1): a1,b1 0; a1,f8 46; a2,b2
    // 6·89/2 + 0 = 267; e8,f8 (46, 47) 46·49/2 + 0 = 1127, the last.
    let game = ScoringRows::standard();
    let pos = game.start();
    for (text, index) in [
        ("a1,b1", 0),
        ("f8,a1", 46),
        ("b2,a2", 267),
        ("e8,f8", 1_127),
    ] {
        let mv = game.parse_move(&pos, text).unwrap();
        assert_eq!(game.action_index(&pos, &mv), Some(index), "{text}");
        assert_eq!(game.action_from_index(&pos, index), Some(mv), "{text}");
    }
    assert_eq!(game.action_from_index(&pos, 1_128), None);
    // After a1,b1 the pairs with a1 or b1 are gone: 0, 46 and 47 (b1,c1) among them.
    let mut after = pos;
    game.play(&mut after, &game.parse_move(&pos, "a1,b1").unwrap())
        .unwrap();
    for index in [0, 46, 47] {
        assert_eq!(game.action_from_index(&after, index), None, "{index}");
    }
    assert!(game.action_from_index(&after, 267).is_some());
}

#[test]
fn every_number_agrees_with_the_generated_moves() {
    let cases = [
        (sized(3, 4, 2), "wb./wb./.../... w"),
        (sized(3, 4, 2), "wwb/b../ww./bb. w"),
        (sized(5, 2, 4), "bb.../.ww.. 3"),
        (
            ScoringRows::standard(),
            "....../....../....../....../....../....../....../...... w",
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

fn observe(game: &ScoringRows, pos: &ScoringRowsPosition, seat: usize) -> Vec<f32> {
    let shape = game
        .observation_shape(ObservationStyle::Egocentric)
        .unwrap();
    let mut out = vec![f32::NAN; shape.len()];
    let seat = Player::new(seat).unwrap();
    game.observation(pos, seat, ObservationStyle::Egocentric, &mut out)
        .unwrap();
    out
}

#[test]
fn egocentric_planes_for_two_players() {
    // Four planes of 8 rows × 6 columns, row 8 − rank, column file: 0 the seat's
    // colour, 1 the other colour, 2 and 3 their pieces still to place / 24.
    let game = ScoringRows::standard();
    let pos = game
        .parse_position("....../....../....../....../....../....../....../ww.... b")
        .unwrap();
    let at = |plane: usize, row: usize, column: usize| (plane * 8 + row) * 6 + column;
    let white = observe(&game, &pos, 0);
    let black = observe(&game, &pos, 1);
    assert_eq!(white.len(), 4 * 48);
    // a1 and b1: row 7, columns 0 and 1.
    assert_eq!((white[at(0, 7, 0)], white[at(0, 7, 1)]), (1.0, 1.0));
    assert_eq!((black[at(1, 7, 0)], black[at(1, 7, 1)]), (1.0, 1.0));
    let sum = |obs: &[f32], plane: usize| obs[plane * 48..(plane + 1) * 48].iter().sum::<f32>();
    assert_eq!(
        (sum(&white, 0), sum(&white, 1), sum(&black, 0)),
        (2.0, 0.0, 0.0)
    );
    // White has 22 of 24 left, Black 24.
    assert_eq!((white[at(2, 0, 0)], white[at(3, 0, 0)]), (22.0 / 24.0, 1.0));
    assert_eq!((black[at(2, 4, 4)], black[at(3, 4, 4)]), (1.0, 22.0 / 24.0));
}

#[test]
fn egocentric_planes_for_four_players() {
    // Seats in turn order 0 A (White), 1 C (Black), 2 B (White), 3 D (Black). After A
    // a1,b1 and C a2,b2, B (seat 2, the text's seat 3) is to move. A seat and its
    // partner place the same colour, so they see the same planes: A and B White's
    // a1 b1 (row 7) as their own, C and D Black's a2 b2 (row 6).
    let game = ScoringRows::four_players();
    let pos = game
        .parse_position("....../....../....../....../....../....../bb..../ww.... 3")
        .unwrap();
    let planes: Vec<Vec<f32>> = (0..4).map(|seat| observe(&game, &pos, seat)).collect();
    assert_eq!(planes[0].len(), 4 * 48);
    assert_eq!(planes[0], planes[2]);
    assert_eq!(planes[1], planes[3]);
    for (seat, obs) in planes.iter().enumerate() {
        let (own_row, other_row) = if seat % 2 == 0 { (7, 6) } else { (6, 7) };
        assert_eq!(
            (obs[own_row * 6], obs[own_row * 6 + 1]),
            (1.0, 1.0),
            "{seat}"
        );
        assert_eq!(obs[48 + other_row * 6 + 1], 1.0, "{seat}");
        // Each colour has 22 of 24 left.
        assert_eq!((obs[2 * 48], obs[3 * 48 + 47]), (22.0 / 24.0, 22.0 / 24.0));
    }
    assert_ne!(planes[0], planes[1]);
}
