//! The learning encoding: the core's contract on every preset and on the options that
//! change the moves; action indices and planes of hand-built positions, worked out by
//! hand; and OpenSpiel's observation tensors (`tests/data/openspiel_observations.tsv`,
//! written by OpenSpiel 2.0.2 itself) compared on the same games replayed in Doska.

use doska_core::conformance::check_encoding;
use doska_core::learning::{Encoding, ObservationStyle};
use doska_core::{Game, Player};
use doska_mill::{Colour, DoubleMill, Mill, MillMove, MillPosition, Movement, Removal};

const OPENSPIEL: Mill = Mill::NINE
    .with_removal(Removal::OutsideMills)
    .with_double_mill(DoubleMill::One);

/// The action space: 600 first parts (24 placements, 24 × 24 movements) × 25 removal
/// parts (none, or one of 24 points).
const ACTIONS: usize = 15_000;

/// Offset of `(plane, row, column)` in a 7×7 observation.
fn at(plane: usize, row: usize, column: usize) -> usize {
    (plane * 7 + row) * 7 + column
}

fn observe(game: &Mill, pos: &MillPosition, seat: Player, style: ObservationStyle) -> Vec<f32> {
    let shape = game.observation_shape(style).unwrap();
    let mut out = vec![f32::NAN; shape.len()];
    game.observation(pos, seat, style, &mut out).unwrap();
    out
}

fn seat(colour: Colour) -> Player {
    colour.player()
}

#[test]
fn contract_on_every_preset_and_option() {
    let games = [
        Mill::NINE,
        Mill::KNIGHT,
        Mill::SIX,
        Mill::TWELVE,
        OPENSPIEL,
        Mill::NINE.with_removal(Removal::OutsideMills),
        Mill::TWELVE.with_removal(Removal::OutsideMills),
        Mill::TWELVE.with_double_mill(DoubleMill::One),
        Mill::NINE.with_flying(false).with_first(Colour::Black),
        Mill::SIX.with_movement(Movement::Knight),
        Mill::NINE
            .with_move_limit(40)
            .with_repetition(None)
            .unwrap(),
        Mill::TWELVE.with_men(5).unwrap(),
    ];
    for (i, game) in games.into_iter().enumerate() {
        let report = check_encoding(&game, 12, 200, 17 + i as u64);
        assert_eq!(game.num_actions(), ACTIONS);
        assert!(report.positions > 200 && report.games > 0, "{report:?}");
        let openspiel = game.observation_shape(ObservationStyle::OpenSpiel);
        assert_eq!(
            openspiel.is_some(),
            game.board() == doska_mill::Board::Nine,
            "{}",
            game.name()
        );
    }
}

/// White places on a1 and closes two mills at once (a1 d1 g1 and a1 a4 a7) against
/// eight black pieces: C(8, 2) = 28 pairs, four more than the 24 removal parts of a1.
const CROWDED: &str = ".WWBB.B.BWBBBB.......W.. w 5 1";

#[test]
fn a_double_mill_with_more_sets_than_removal_parts() {
    let game = Mill::NINE;
    let pos = game.parse_position(CROWDED).unwrap();
    let moves = game.moves(&pos);
    // 11 quiet placements on the other empty points, and a1 with each of the 28 pairs.
    assert_eq!(moves.len(), 11 + 28);
    let mut indices = Vec::new();
    game.action_indices(&pos, &moves, &mut indices);
    let index_of = |text: &str| {
        let mv = game.parse_move(&pos, text).unwrap();
        let at = moves.iter().position(|m| *m == mv).unwrap();
        assert_eq!(game.action_index(&pos, &mv), Some(indices[at]), "{text}");
        assert_eq!(
            game.action_from_index(&pos, indices[at]),
            Some(mv),
            "{text}"
        );
        indices[at]
    };
    // Black's pieces in point order: b2 d2 c3 e3 b4 c4 e4 f4. The pairs in order:
    // (b2 d2) 0, (b2 c3) 1, …, (b2 f4) 6, (d2 c3) 7, …, (d2 f4) 12, (c3 e3) 13, …,
    // (c3 f4) 17, (e3 b4) 18, …, (e3 f4) 21, (b4 c4) 22, (b4 e4) 23, (b4 f4) 24,
    // (c4 e4) 25, (c4 f4) 26, (e4 f4) 27. Placing on a1 is first part 0, so ranks 0 to
    // 23 are indices 1 to 24.
    assert_eq!(index_of("a1xb2xd2"), 1);
    assert_eq!(index_of("a1xb2xf4"), 7);
    assert_eq!(index_of("a1xd2xc3"), 8);
    assert_eq!(index_of("a1xe3xf4"), 22);
    assert_eq!(index_of("a1xb4xe4"), 24);
    // Ranks 24 to 27 take the smallest numbers no legal move uses: 0 (a1 without a
    // removal, not legal here), then 25, 26, 27 (d1 taken, so its placements are free).
    assert_eq!(index_of("a1xb4xf4"), 0);
    assert_eq!(index_of("a1xc4xe4"), 25);
    assert_eq!(index_of("a1xc4xf4"), 26);
    assert_eq!(index_of("a1xe4xf4"), 27);
    // A quiet placement: point p without removal is 25 p; f2 is point 5, g7 point 23.
    assert_eq!(index_of("f2"), 125);
    assert_eq!(index_of("g7"), 575);
    // The indices are a function of the position: the moves in another order get
    // the same index each.
    let mut reversed: Vec<MillMove> = moves.to_vec();
    reversed.reverse();
    let mut again = Vec::new();
    game.action_indices(&pos, &reversed, &mut again);
    again.reverse();
    assert_eq!(again, indices);
    // Numbers no legal move has give nothing: 28 (placing on d1, taken), 50 (g1, taken),
    // the space's end.
    for index in [28, 50, 3_175, ACTIONS - 1, ACTIONS, usize::MAX] {
        assert_eq!(game.action_from_index(&pos, index), None, "{index}");
    }
}

#[test]
fn a_double_mill_with_few_sets_and_single_removals() {
    // As CROWDED, with Black down to b2 d2 c3 e3 b4 (point order): C(5, 2) = 10 pairs,
    // (b2 d2) 0 … (b2 b4) 3, (d2 c3) 4, (d2 e3) 5, (d2 b4) 6, (c3 e3) 7, (c3 b4) 8,
    // (e3 b4) 9: indices 1 + rank.
    let game = Mill::NINE;
    let pos = game
        .parse_position(".WWBB.B.BWB..........W.. w 5 4")
        .unwrap();
    for (text, index) in [("a1xb2xd2", 1), ("a1xd2xc3", 5), ("a1xe3xb4", 10)] {
        let mv = game.parse_move(&pos, text).unwrap();
        assert_eq!(game.action_index(&pos, &mv), Some(index), "{text}");
        assert_eq!(game.action_from_index(&pos, index), Some(mv), "{text}");
    }
    // With one removal a double mill removes a single piece: 1 + its point
    // (b4 is point 10).
    let one = Mill::NINE.with_double_mill(DoubleMill::One);
    let mv = one.parse_move(&pos, "a1xb4").unwrap();
    assert_eq!(one.action_index(&pos, &mv), Some(11));
    // Removal outside mills: with Black's pieces b2 d2 f2 (a mill) and c3, only c3
    // may go first; the pairs are {c3, x} for x in b2 d2 f2, and (b2 c3) < (d2 c3) <
    // (f2 c3) in point order (b2 3, d2 4, f2 5, c3 6), so ranks 0, 1, 2.
    let outside = Mill::NINE.with_removal(Removal::OutsideMills);
    let pos = outside
        .parse_position(".WWBBBB..W...........W.. w 5 5")
        .unwrap();
    assert_eq!(outside.moves(&pos).len(), 3 + 15);
    for (text, index) in [("a1xb2xc3", 1), ("a1xd2xc3", 2), ("a1xf2xc3", 3)] {
        let mv = outside.parse_move(&pos, text).unwrap();
        assert_eq!(outside.action_index(&pos, &mv), Some(index), "{text}");
        assert_eq!(outside.action_from_index(&pos, index), Some(mv), "{text}");
    }
    assert_eq!(outside.action_from_index(&pos, 4), None);
}

/// Twelve men's morris: a1 lies on three lines there (a1 d1 g1, a1 a4 a7 and the
/// diagonal a1 b2 c3), all three White's but for a1.
const TRIPLE: &str = ".WWWBBWBBWB..........W.. w 6 7";

#[test]
fn a_triple_mill_on_the_twelve_board() {
    // Black's pieces in point order: d2 f2 d3 e3 b4; C(5, 3) = 10 triples, in order
    // (d2 f2 d3) 0, (d2 f2 e3) 1, (d2 f2 b4) 2, (d2 d3 e3) 3, (d2 d3 b4) 4, (d2 e3 b4)
    // 5, (f2 d3 e3) 6, (f2 d3 b4) 7, (f2 e3 b4) 8, (d3 e3 b4) 9: indices 1 + rank.
    let game = Mill::TWELVE;
    let pos = game.parse_position(TRIPLE).unwrap();
    // 12 quiet placements on the other 12 empty points, and a1 with each triple.
    assert_eq!(game.moves(&pos).len(), 12 + 10);
    for (text, index) in [
        ("a1xd2xf2xd3", 1),
        ("a1xd2xd3xe3", 4),
        ("a1xf2xd3xb4", 8),
        ("a1xd3xe3xb4", 10),
    ] {
        let mv = game.parse_move(&pos, text).unwrap();
        assert_eq!(game.action_index(&pos, &mv), Some(index), "{text}");
        assert_eq!(game.action_from_index(&pos, index), Some(mv), "{text}");
    }
    assert_eq!(game.action_from_index(&pos, 11), None);
    // With one removal per turn, a1 removes one piece: d2 (point 4) is 1 + 4.
    let one = Mill::TWELVE.with_double_mill(DoubleMill::One);
    let mv = one.parse_move(&pos, "a1xd2").unwrap();
    assert_eq!(one.action_index(&pos, &mv), Some(5));
}

#[test]
fn movements_and_their_removals() {
    // White a1 d1 d2 b4 (four pieces, none in hand: it steps), Black c5 e5 d6 d7; no
    // step closes a mill. Moving from a to b is first part 24 + 24·a + b, removal
    // part 0: d2-d3 (points 4 and 7) is 24 + 96 + 7 = 127, index 127·25 = 3175; b4-c4
    // (10, 11) is 24 + 240 + 11 = 275, index 6875; a1-a4 (0, 9) is 33, index 825.
    let game = Mill::NINE;
    let pos = game
        .parse_position("WW..W.....W....B.B.B..B. w 0 0")
        .unwrap();
    for (text, index) in [("d2-d3", 3_175), ("b4-c4", 6_875), ("a1-a4", 825)] {
        let mv = game.parse_move(&pos, text).unwrap();
        assert_eq!(game.action_index(&pos, &mv), Some(index), "{text}");
        assert_eq!(game.action_from_index(&pos, index), Some(mv), "{text}");
    }
    // d1-g4 is no step: its number (24 + 24 + 14 = 62, index 1550) gives nothing.
    assert_eq!(game.action_from_index(&pos, 1_550), None);
    // White a1 d1 f2: three pieces, so it flies. f2-g1 closes a1 d1 g1 and removes one
    // of Black's c5 e5 d6 d7: first part 24 + 24·5 + 2 = 146; removing d7 (point 22)
    // is removal part 23: 146·25 + 23 = 3673. 3650, f2-g1 without a removal, is not
    // legal.
    let pos = game
        .parse_position("WW...W.........B.B.B..B. w 0 0")
        .unwrap();
    let mv = game.parse_move(&pos, "f2-g1xd7").unwrap();
    assert_eq!(game.action_index(&pos, &mv), Some(3_673));
    assert_eq!(game.action_from_index(&pos, 3_673), Some(mv));
    assert_eq!(game.action_from_index(&pos, 3_650), None);
}

#[test]
fn every_index_agrees_with_the_generated_moves() {
    // For a few positions of each kind, every one of the 15,000 numbers: the fast
    // decoding gives exactly the moves generation numbers, and nothing else.
    let cases = [
        (Mill::NINE, CROWDED),
        (Mill::NINE, "........................ w 9 9"),
        (Mill::NINE, "WWB.WB....W.B..B...B.B.. w 0 0"),
        (Mill::NINE, "WW.W...B.....B.B.B...... w 0 0"),
        (Mill::NINE, "BBWBW....WW...W.......WB b 0 0"),
        (OPENSPIEL, "WW.W...B.....B.B.B...... w 0 0"),
        (Mill::TWELVE, "WW.W...B.....B.B.B...... w 0 0"),
        (Mill::SIX, "WW.W.........B....BB.B.. b 0 0"),
        (Mill::TWELVE, TRIPLE),
        (
            Mill::NINE.with_removal(Removal::OutsideMills),
            ".WWBBBB..W...........W.. w 5 5",
        ),
    ];
    for (game, text) in cases {
        let pos = game.parse_position(text).unwrap();
        let moves = game.moves(&pos);
        let mut indices = Vec::new();
        game.action_indices(&pos, &moves, &mut indices);
        for index in 0..ACTIONS {
            let want = indices.iter().position(|&i| i == index).map(|at| moves[at]);
            assert_eq!(game.action_from_index(&pos, index), want, "{text} {index}");
        }
    }
}

#[test]
fn egocentric_planes_from_both_seats() {
    // CROWDED with 30 plies since the last removal. White: d1 g1 a4 a7; Black: b2 d2
    // c3 e3 b4 c4 e4 f4; White has 5 in hand, Black 1; White to move.
    let game = Mill::NINE;
    let pos = game.parse_position(&format!("{CROWDED} H30")).unwrap();
    let white = observe(
        &game,
        &pos,
        seat(Colour::White),
        ObservationStyle::Egocentric,
    );
    let black = observe(
        &game,
        &pos,
        seat(Colour::Black),
        ObservationStyle::Egocentric,
    );
    assert_eq!(white.len(), 8 * 49);
    // Row 6 - rank, column file: d1 (file 3, rank 0) is row 6, column 3; a7 row 0,
    // column 0; f4 (file 5, rank 3) row 3, column 5.
    for (plane, row, column) in [(0, 6, 3), (0, 6, 6), (0, 3, 0), (0, 0, 0), (1, 3, 5)] {
        assert_eq!(white[at(plane, row, column)], 1.0, "{plane} {row} {column}");
        // From Black's seat the same cells, with the two sides' planes swapped.
        assert_eq!(
            black[at(1 - plane, row, column)],
            1.0,
            "{plane} {row} {column}"
        );
    }
    let count = |obs: &[f32], plane: usize| obs[plane * 49..(plane + 1) * 49].iter().sum::<f32>();
    assert_eq!((count(&white, 0), count(&white, 1)), (4.0, 8.0));
    assert_eq!((count(&black, 0), count(&black, 1)), (8.0, 4.0));
    // Plane 2, the 12 empty points, the same for both; a1 (row 6, column 0) among them,
    // and the centre (row 3, column 3), no point, not.
    assert_eq!(count(&white, 2), 12.0);
    assert_eq!(white[at(2, 6, 0)], 1.0);
    assert_eq!(white[at(2, 3, 3)], 0.0);
    // Hands over 9 men: White 5/9, Black 1/9, each on every cell.
    assert!(white[at(3, 3, 3)] == 5.0 / 9.0 && white[at(4, 0, 6)] == 1.0 / 9.0);
    assert!(black[at(3, 5, 1)] == 1.0 / 9.0 && black[at(4, 2, 2)] == 5.0 / 9.0);
    // Nobody flies (both still place); 30 of 200 plies since a removal.
    for obs in [&white, &black] {
        assert_eq!(count(obs, 5) + count(obs, 6), 0.0);
        assert_eq!(obs[at(7, 4, 4)], 30.0 / 200.0);
    }

    // White flies: three pieces (a1 d1 b2), none in hand; Black has four, so it steps.
    let pos = game
        .parse_position("WW.W...B.....B.B.B...... b 0 0")
        .unwrap();
    let white = observe(
        &game,
        &pos,
        seat(Colour::White),
        ObservationStyle::Egocentric,
    );
    let black = observe(
        &game,
        &pos,
        seat(Colour::Black),
        ObservationStyle::Egocentric,
    );
    assert_eq!((count(&white, 5), count(&white, 6)), (49.0, 0.0));
    assert_eq!((count(&black, 5), count(&black, 6)), (0.0, 49.0));
    assert_eq!(count(&white, 7), 0.0);
    assert_eq!(count(&white, 3) + count(&white, 4), 0.0);
    // Without flying, nobody flies.
    let walking = Mill::NINE.with_flying(false);
    let white = observe(
        &walking,
        &pos,
        seat(Colour::White),
        ObservationStyle::Egocentric,
    );
    assert_eq!(count(&white, 5), 0.0);

    // The six board has 16 points: 16 empty at the start, none of c3 d3 e3 c4 e4 c5
    // d5 e5 (the inner square: row 4, columns 2 to 4 is c3 d3 e3).
    let six = Mill::SIX;
    let start = observe(
        &six,
        &six.start(),
        Player::FIRST,
        ObservationStyle::Egocentric,
    );
    assert_eq!(count(&start, 2), 16.0);
    assert_eq!(
        start[at(2, 4, 2)] + start[at(2, 4, 3)] + start[at(2, 4, 4)],
        0.0
    );
    assert_eq!(start[at(3, 0, 0)], 1.0);
    assert!(six.observation_shape(ObservationStyle::OpenSpiel).is_none());
    let mut buffer = vec![0.0; 5 * 49];
    assert!(six
        .observation(
            &six.start(),
            Player::FIRST,
            ObservationStyle::OpenSpiel,
            &mut buffer
        )
        .is_err());
}

/// OpenSpiel's tensor as the data file writes it: five planes of 49 digits.
fn openspiel_tensor(text: &str) -> Vec<f32> {
    let planes: Vec<&str> = text.split(' ').collect();
    assert_eq!(planes.len(), 5, "{text}");
    planes
        .iter()
        .flat_map(|plane| {
            assert_eq!(plane.len(), 49, "{plane}");
            plane.bytes().map(|b| f32::from(b - b'0'))
        })
        .collect()
}

#[test]
fn openspiel_tensors_of_the_same_games() {
    let data = include_str!("../data/openspiel_observations.tsv");
    let mut pos = OPENSPIEL.start();
    let (mut compared, mut games, mut flying, mut removals) = (0, 0, 0, 0);
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 5, "{line}");
        if fields[2] == "start" {
            pos = OPENSPIEL.start();
            games += 1;
        } else {
            let mv = OPENSPIEL
                .parse_move(&pos, fields[2])
                .unwrap_or_else(|e| panic!("{line}: {e}"));
            removals += usize::from(!mv.removals().is_empty());
            OPENSPIEL.play(&mut pos, &mv).unwrap();
        }
        // The position text without the counter of plies since a removal, which
        // OpenSpiel does not show.
        let text = pos.to_string();
        let text = text.split(" H").next().unwrap();
        assert_eq!(text, fields[3], "{line}");
        if fields[4] == "-" {
            continue;
        }
        let want = openspiel_tensor(fields[4]);
        for colour in Colour::ALL {
            let got = observe(&OPENSPIEL, &pos, seat(colour), ObservationStyle::OpenSpiel);
            assert_eq!(got, want, "{line}");
        }
        // The same position under Doska's default rules draws the same picture.
        let got = observe(
            &Mill::NINE,
            &pos,
            Player::FIRST,
            ObservationStyle::OpenSpiel,
        );
        assert_eq!(got, want, "{line}");
        let side = pos.side_to_move();
        flying += usize::from(pos.hand(side) == 0 && pos.pieces(side).count() == 3);
        compared += 1;
    }
    assert_eq!(games, 6);
    assert!(
        compared > 150 && flying > 3 && removals > 30,
        "{compared} {flying} {removals}"
    );
}

#[test]
fn an_openspiel_tensor_by_hand() {
    // White on a1 (point 0), Black on d7 (point 22). OpenSpiel draws point i at row =
    // rank, column = file: a1 at row 0, column 0 of plane 0; d7 at row 6, column 3 of
    // plane 1; the 22 other points empty in plane 2; planes 3 and 4 the lines of its
    // picture, 12 cells each.
    let pos = OPENSPIEL
        .parse_position("W.....................B. w 8 8")
        .unwrap();
    let obs = observe(&OPENSPIEL, &pos, Player::FIRST, ObservationStyle::OpenSpiel);
    assert_eq!(obs.len(), 5 * 49);
    assert_eq!(obs[at(0, 0, 0)], 1.0);
    assert_eq!(obs[at(1, 6, 3)], 1.0);
    let count = |plane: usize| obs[plane * 49..(plane + 1) * 49].iter().sum::<f32>();
    assert_eq!(
        [count(0), count(1), count(2), count(3), count(4)],
        [1.0, 1.0, 22.0, 12.0, 12.0]
    );
    assert_eq!(obs[at(2, 0, 0)] + obs[at(2, 6, 3)] + obs[at(2, 3, 3)], 0.0);
    // g4 (file 6, rank 3) is empty: row 3, column 6.
    assert_eq!(obs[at(2, 3, 6)], 1.0);
    // The lines: between a1 and d1 (row 0, columns 1 and 2) across; between a1 and
    // a4 (column 0, rows 1 and 2) down.
    assert_eq!([obs[at(3, 0, 1)], obs[at(3, 0, 2)]], [1.0, 1.0]);
    assert_eq!([obs[at(4, 1, 0)], obs[at(4, 2, 0)]], [1.0, 1.0]);
}
