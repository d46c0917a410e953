//! The learning encoding (`doska_core::learning::Encoding` for `Checkers`): the core's
//! contract on every preset and on option values that change the action space or
//! the planes; action indices worked out by hand (steps, captures that share their
//! squares, column draughts' order of kings and men, more captures than slots, the
//! wolf's placements and the pass); a second, plain computation of the indices on
//! random games; the egocentric planes worked out by hand from both seats; and
//! OpenSpiel's own tensors (tests/data/openspiel) replayed move for move.

use doska_checkers::{
    ActionSpace, Captured, Checkers, CheckersAction, CheckersFamily, CheckersMove,
    CheckersPosition, PieceKind, Plane, Square,
};
use doska_core::conformance::check_encoding;
use doska_core::learning::{make_distinct, Encoding, EncodingError, ObservationStyle};
use doska_core::registry::{Family, OptionKind, OptionValue};
use doska_core::{random_playout, seeded_rng, Game, Player};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn game(spec: &str) -> Checkers {
    CheckersFamily::from_spec(spec).unwrap()
}

/// The action index of each full move text of `fen`, and that they are all the legal
/// moves.
fn indices(rules: &Checkers, fen: &str, texts: &[&str]) -> Vec<usize> {
    let pos = rules.parse_position(fen).unwrap();
    let moves = rules.moves(&pos);
    assert_eq!(moves.len(), texts.len(), "{fen}: {moves:?}");
    let mut all = Vec::new();
    rules.action_indices(&pos, &moves, &mut all);
    texts
        .iter()
        .map(|t| {
            let mv = rules.parse_move(&pos, t).unwrap();
            let at = moves.iter().position(|m| *m == mv).unwrap();
            assert_eq!(rules.action_index(&pos, &mv), Some(all[at]), "{t}");
            assert_eq!(rules.action_from_index(&pos, all[at]), Some(mv), "{t}");
            all[at]
        })
        .collect()
}

#[test]
fn every_preset_meets_the_encoding_contract() {
    for preset in CheckersFamily::PRESETS {
        let report = check_encoding(&preset.rules, 30, 150, 7);
        assert!(report.moves > 1000, "{}: {report:?}", preset.name);
        assert!(report.games > 0, "{}: {report:?}", preset.name);
    }
}

#[test]
fn option_values_meet_the_encoding_contract() {
    for spec in [
        "checkers/column:board=10x10",
        "checkers/column:capture=maximum,promotion=at-end",
        "checkers/self-capture:jumps=own-optional",
        "checkers/artamonov:last-moved=free,adjudication=0",
        "checkers/artamonov:first=black,adjudication=4",
        "checkers/classic:removal=at-once,reverse=forbidden",
        "checkers/russian:draws=none",
        "checkers/american:board=10x10,removal=at-once",
        "checkers/international:capture=free,promotion=continue-as-king",
        "checkers/turkish-diagonal-kings:start=diagonal,first=black",
        "checkers/turkish:men=diagonal,king-lines=diagonal",
        "checkers/wolf-and-sheep:draws=none",
    ] {
        let report = check_encoding(&game(spec), 12, 120, 11);
        assert!(report.moves > 300, "{spec}: {report:?}");
    }
}

/// Every value of every option on every preset (as the registry's own check lists
/// them: each choice, and the ends, a third of the way and the preset's value of a
/// number), each rules value the registry accepts checked on a few short games.
#[test]
fn every_option_value_on_every_preset() {
    let mut checked = 0;
    for preset in CheckersFamily::PRESETS {
        for def in CheckersFamily::OPTIONS {
            let values: Vec<OptionValue> = match def.kind {
                OptionKind::Choice(names) => names.iter().map(|n| OptionValue::Choice(n)).collect(),
                OptionKind::Int { min, max } => {
                    let mut v = vec![min, max, min + (max - min) / 3];
                    if let OptionValue::Int(current) = (def.get)(&preset.rules) {
                        v.push(current);
                    }
                    v.into_iter().map(OptionValue::Int).collect()
                }
                _ => Vec::new(),
            };
            for value in values {
                let spec = format!("checkers/{}:{}={value}", preset.name, def.key);
                let Ok(rules) = CheckersFamily::from_spec(&spec) else {
                    continue;
                };
                let report = check_encoding(&rules, 2, 30, checked);
                assert!(report.positions > 2, "{spec}: {report:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn action_space_sizes_per_preset() {
    // S²K (+ S + 1 for the wolf's placements and the pass): S = 32, 50 or 64 playing
    // squares; K = 2 on the dark squares, 3 for columns on 8×8, 5 on all 64 squares,
    // 1 for the wolf and the sheep.
    for (preset, squares, slots, size) in [
        ("classic", 32, 2, 2048),
        ("russian", 32, 2, 2048),
        ("american", 32, 2, 2048),
        ("giveaway", 32, 2, 2048),
        ("diagonal", 32, 2, 2048),
        ("international", 50, 2, 5000),
        ("turkish", 64, 5, 20480),
        ("turkish-diagonal-kings", 64, 5, 20480),
        ("column", 32, 3, 3072),
        ("self-capture", 32, 2, 2048),
        ("artamonov", 32, 2, 2048),
        ("wolf-and-sheep", 32, 1, 1057),
    ] {
        let rules = game(&format!("checkers/{preset}"));
        let space = ActionSpace::of(&rules);
        assert_eq!(
            (space.squares(), space.slots(), space.num_actions()),
            (squares, slots, size),
            "{preset}"
        );
        assert_eq!(rules.num_actions(), size, "{preset}");
    }
    let space = game("checkers/column:board=10x10").action_space();
    assert_eq!((space.slots(), space.num_actions()), (4, 10_000));
}

#[test]
fn steps_from_the_start() {
    // Square numbers count the dark squares rank by rank from a1: a3 c3 e3 g3 are
    // 8–11, b4 d4 f4 h4 are 12–15. A step from f to t is (32f + t)·2.
    let rules = Checkers::classic();
    let got = indices(
        &rules,
        &rules.start().to_string(),
        &[
            "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4",
        ],
    );
    // (32·8 + 12)·2, (32·9 + 12)·2, (32·9 + 13)·2, (32·10 + 13)·2, (32·10 + 14)·2,
    // (32·11 + 14)·2, (32·11 + 15)·2.
    assert_eq!(got, [536, 600, 602, 666, 668, 732, 734]);
    let space = rules.action_space();
    assert_eq!(
        space.decode(600),
        Some(CheckersAction::Move {
            from: sq("c3"),
            to: sq("b4"),
            rank: 0
        })
    );
}

#[test]
fn captures_between_the_same_squares_are_ranked_by_what_they_take() {
    // Russian draughts, Black's king on d8 (number 29) takes three pieces ending on
    // b6 (20) or a7 (24), round the right (taking g3, c5, e7: numbers 11, 17, 26) or
    // the left (c5, e5, e7: 17, 18, 26). As numbers with bit n for square n, the
    // right-hand set is the smaller (2^26 + 2^17 + 2^11 < 2^26 + 2^18 + 2^17), so it
    // takes rank 0: b6 is (32·29 + 20)·2 = 1896 and 1897, a7 (32·29 + 24)·2 = 1904
    // and 1905.
    let rules = Checkers::russian();
    let got = indices(
        &rules,
        "B:Wg3,c5,e5,Ke7:BKd8:H2",
        &["d8:h4:f2:b6", "d8:f6:d4:b6", "d8:h4:f2:a7", "d8:f6:d4:a7"],
    );
    assert_eq!(got, [1896, 1897, 1904, 1905]);
    // The same, whatever order the generator lists them in: the ranks come from the
    // moves, not the list.
    let pos = rules.parse_position("B:Wg3,c5,e5,Ke7:BKd8:H2").unwrap();
    let mut moves: Vec<CheckersMove> = rules.moves(&pos).to_vec();
    moves.reverse();
    let mut out = Vec::new();
    rules.action_indices(&pos, &moves, &mut out);
    let by_text = |i: usize| rules.format_move(&pos, &moves[i]);
    let mut pairs: Vec<(String, usize)> = (0..4).map(|i| (by_text(i), out[i])).collect();
    pairs.sort();
    let mut want: Vec<(String, usize)> =
        ["d8:h4:f2:b6", "d8:f6:d4:b6", "d8:h4:f2:a7", "d8:f6:d4:a7"]
            .iter()
            .zip(got)
            .map(|(t, i)| {
                let mv = rules.parse_move(&pos, t).unwrap();
                (rules.format_move(&pos, &mv), i)
            })
            .collect();
    want.sort();
    assert_eq!(pairs, want);
}

#[test]
fn columns_tell_routes_apart_by_the_kings_they_take() {
    // The white king on a5 (number 16) goes round and back to a5 taking the same four
    // pieces either way: b6 (a king), e7, g3 (a king), b4 in one order (kings first
    // and third: bits 0 and 2, 5), b4, g3, e7, b6 in the other (bits 1 and 3, 10). The
    // columns end with other pieces at their bottom, so these are two moves; 5 < 10
    // ranks the first 0. With K = 3: (32·16 + 16)·3 = 1584 and 1585; the third move
    // ends on h2 (7): (32·16 + 7)·3 = 1557.
    let rules = Checkers::column();
    let got = indices(
        &rules,
        "W:WKa5bbb,a7bb:BKg3wWwwwww,b4bWw,c5,Kb6w,e7b",
        &["a5:c7:h2", "a5:d8:h4:e1:a5", "a5:e1:h4:d8:a5"],
    );
    assert_eq!(got, [1557, 1584, 1585]);
}

#[test]
fn more_captures_than_slots_go_to_free_indices() {
    // International draughts (K = 2): the white king on b10 (number 45) has three
    // captures ending on f10 (47), taking c9 and g9 (41, 43) with i5, h6 or g7 (24,
    // 28, 33): ranks 0, 1 and 2 by that third square; and one ending on j10 (49).
    // Rank 2 has no slot: in the canonical order (index, then rank) the indices are
    // 4594, 4595, 4595 (the last slot of the pair), 4598, and make_distinct moves
    // the repeated one to the smallest index no move uses, 0.
    let rules = Checkers::international();
    let got = indices(
        &rules,
        "W:Wg3,Kb10:BKi3,i5,h6,g7,c9,g9,i9,h10:H1",
        &[
            "b10:h4:j6:f10",
            "b10:g5:i7:f10",
            "b10:f6:h8:f10",
            "b10:f6:h8:j10",
        ],
    );
    assert_eq!(got, [4594, 4595, 0, 4598]);
}

#[test]
fn the_wolf_is_placed_and_the_sheep_pass() {
    // S = 32, K = 1: the moves take 1024 indices, the placements follow (b8 d8 f8 h8
    // are numbers 28–31), then the pass at 1024 + 32.
    let rules = Checkers::wolf_and_sheep();
    let space = rules.action_space();
    let start = rules.start().to_string();
    assert_eq!(
        indices(&rules, &start, &["b8", "d8", "f8", "h8"]),
        [1052, 1053, 1054, 1055]
    );
    assert_eq!(space.decode(1053), Some(CheckersAction::Place(sq("d8"))));
    // The sheep all on rank 8 cannot step: their one move is the pass.
    let pos = rules.parse_position("B:Wd4:Bb8,d8,f8,h8").unwrap();
    let moves = rules.moves(&pos);
    assert_eq!(moves.len(), 1);
    assert!(moves[0].is_pass());
    assert_eq!(rules.action_index(&pos, &moves[0]), Some(1056));
    assert_eq!(space.decode(1056), Some(CheckersAction::Pass));
    assert_eq!(space.decode(1057), None);
    // A wolf's step: d4 (13) to e5 (18), (32·13 + 18)·1.
    let pos = rules.parse_position("W:Wd4:Ba1,c1,e1,g1").unwrap();
    let mv = rules.parse_move(&pos, "d4-e5").unwrap();
    assert_eq!(rules.action_index(&pos, &mv), Some(434));
}

#[test]
fn moves_that_are_not_legal_have_no_index() {
    let rules = Checkers::classic();
    let start = rules.start();
    let after = {
        let mut p = start;
        let mv = rules.parse_move(&p, "c3-d4").unwrap();
        rules.play(&mut p, &mv).unwrap();
        p
    };
    // Black's reply is no move of the start position, a step or a capture.
    let reply = rules.parse_move(&after, "f6-e5").unwrap();
    assert_eq!(rules.action_index(&start, &reply), None);
    let pos = rules.parse_position("W:Wc3:Bd4").unwrap();
    let capture = rules.parse_move(&pos, "c3:e5").unwrap();
    assert_eq!(rules.action_index(&start, &capture), None);
    // Indices of no legal move, and past the end.
    for i in [0, 601, 2047, 2048, usize::MAX] {
        assert_eq!(rules.action_from_index(&start, i), None, "{i}");
    }
}

// ---------------------------------------------------------------------------------
// A second computation of the indices, from the public squares of the moves.

/// Bit `i`: the `i`-th piece a capture takes is a king (what orders column draughts'
/// routes), from the landing squares and the captured set.
fn kings_taken(pos: &CheckersPosition, mv: &CheckersMove) -> u32 {
    let captured = mv.captured();
    let mut prev = mv.from();
    let mut bits = 0;
    for (i, land) in mv.landings().enumerate() {
        let df = i32::from(land.file()) - i32::from(prev.file());
        let dr = i32::from(land.rank()) - i32::from(prev.rank());
        let (sf, sr) = (df.signum(), dr.signum());
        let steps = df.abs().max(dr.abs());
        let jumped = (1..steps)
            .map(|k| {
                let file = i32::from(prev.file()) + k * sf;
                let rank = i32::from(prev.rank()) + k * sr;
                Square::new(file as u8, rank as u8).unwrap()
            })
            .find(|&s| captured.contains(s))
            .expect("a jumped square on every hop");
        if pos.piece_at(jumped).unwrap().kind == PieceKind::King {
            bits |= 1 << i;
        }
        prev = land;
    }
    bits
}

/// The indices by the documented scheme: rank among the moves with the same squares
/// by (captured set as a number, crowning, kings taken in column draughts), the
/// overflow placed by `make_distinct` in the order (index, key).
fn plain_indices(rules: &Checkers, pos: &CheckersPosition, moves: &[CheckersMove]) -> Vec<usize> {
    let space = rules.action_space();
    let stacked = rules.captured() == Captured::Stacked;
    let base: Vec<usize> = moves
        .iter()
        .map(|m| {
            if m.is_placement() {
                space.placement_index(m.to())
            } else if m.is_pass() {
                space.pass_index()
            } else {
                space.move_index(m.from(), m.to(), 0)
            }
            .unwrap()
        })
        .collect();
    let key = |m: &CheckersMove| {
        let kings = if stacked && m.is_capture() {
            kings_taken(pos, m)
        } else {
            0
        };
        (m.captured().bits(), m.promotes(), kings)
    };
    let keys: Vec<_> = moves.iter().map(key).collect();
    let rank: Vec<usize> = (0..moves.len())
        .map(|i| {
            (0..moves.len())
                .filter(|&j| base[j] == base[i] && keys[j] < keys[i])
                .count()
        })
        .collect();
    if rank.iter().all(|&r| r < space.slots()) {
        return base.iter().zip(&rank).map(|(b, r)| b + r).collect();
    }
    let mut order: Vec<usize> = (0..moves.len()).collect();
    order.sort_by_key(|&i| (base[i], keys[i]));
    let mut slots: Vec<usize> = order
        .iter()
        .map(|&i| base[i] + rank[i].min(space.slots() - 1))
        .collect();
    make_distinct(&mut slots, space.num_actions());
    let mut out = vec![0; moves.len()];
    for (&i, s) in order.iter().zip(slots) {
        out[i] = s;
    }
    out
}

#[test]
fn indices_agree_with_a_plain_computation_on_random_games() {
    let mut shared = 0;
    for (spec, games) in [
        ("checkers/russian", 300),
        ("checkers/international", 150),
        ("checkers/turkish-diagonal-kings", 300),
        ("checkers/column", 300),
        ("checkers/self-capture", 200),
        ("checkers/artamonov", 200),
        ("checkers/wolf-and-sheep", 50),
    ] {
        let rules = game(spec);
        let mut rng = seeded_rng(2024);
        let mut out = Vec::new();
        for _ in 0..games {
            let playout = random_playout(&rules, &rules.start(), &mut rng, 300);
            let mut pos = rules.start();
            for at in 0..=playout.moves.len() {
                let moves = rules.moves(&pos);
                rules.action_indices(&pos, &moves, &mut out);
                let want = plain_indices(&rules, &pos, &moves);
                assert_eq!(out, want, "{spec} at {pos}: {moves:?}");
                if want.iter().any(|&i| i % rules.action_space().slots() != 0) {
                    shared += 1;
                }
                if let Some(mv) = playout.moves.get(at) {
                    rules.play_unchecked(&mut pos, mv);
                }
            }
        }
    }
    // Captures sharing their squares occurred, so the ranking was compared too.
    assert!(shared > 10, "{shared}");
}

// ---------------------------------------------------------------------------------
// Egocentric planes.

/// The egocentric observation of `fen` from `seat`, and the rules' planes.
fn observe(rules: &Checkers, fen: &str, seat: Player) -> (Vec<Plane>, Vec<f32>) {
    let pos = rules.parse_position(fen).unwrap();
    let shape = rules
        .observation_shape(ObservationStyle::Egocentric)
        .unwrap();
    let planes = rules.egocentric_planes();
    assert_eq!(planes.len(), shape.planes);
    let mut out = vec![f32::NAN; shape.len()];
    rules
        .observation(&pos, seat, ObservationStyle::Egocentric, &mut out)
        .unwrap();
    (planes, out)
}

/// A non-zero value of an observation: (plane, row, column, value).
type Mark = (Plane, usize, usize, f32);

/// Every non-zero value of the observation, in order.
fn marks(rules: &Checkers, planes: &[Plane], out: &[f32]) -> Vec<Mark> {
    let side = usize::from(rules.board().side());
    let mut got = Vec::new();
    for (p, plane) in planes.iter().enumerate() {
        for cell in 0..side * side {
            let v = out[p * side * side + cell];
            if v != 0.0 {
                got.push((*plane, cell / side, cell % side, v));
            }
        }
    }
    got
}

/// The marks of the observation split in two: those of the planes that hold one
/// value, not 0, on every square (the constant planes, as (plane, value)), and the
/// others.
fn constants(rules: &Checkers, planes: &[Plane], out: &[f32]) -> (Vec<Mark>, Vec<(Plane, f32)>) {
    let side = usize::from(rules.board().side());
    let n = side * side;
    let mut squares = Vec::new();
    let mut filled = Vec::new();
    for (p, plane) in planes.iter().enumerate() {
        let values = &out[p * n..(p + 1) * n];
        if values.iter().all(|&v| v == values[0]) && values[0] != 0.0 && n > 1 {
            filled.push((*plane, values[0]));
        }
    }
    for m in marks(rules, planes, out) {
        if !filled.iter().any(|(p, _)| *p == m.0) {
            squares.push(m);
        }
    }
    (squares, filled)
}

#[test]
fn pieces_from_both_seats() {
    // White's view: rank 8 on row 0, file a on column 0, so square (file f, rank r)
    // is row 7 − r, column f: c3 (5, 2), e5 (3, 4), d6 (2, 3), f8 (0, 5). Black's view
    // is turned by 180°, (7 − row, 7 − column): c3 (2, 5), e5 (4, 3), d6 (5, 4),
    // f8 (7, 2), and Black's pieces are its own. The move-limit plane holds 7/60.
    let rules = Checkers::classic();
    let fen = "W:Wc3,Ke5:Bd6,Kf8:H7";
    let (planes, white) = observe(&rules, fen, Player::FIRST);
    assert_eq!(
        planes,
        [
            Plane::OwnMen,
            Plane::OwnKings,
            Plane::OpponentMen,
            Plane::OpponentKings,
            Plane::MoveLimit
        ]
    );
    let (squares, filled) = constants(&rules, &planes, &white);
    assert_eq!(
        squares,
        [
            (Plane::OwnMen, 5, 2, 1.0),
            (Plane::OwnKings, 3, 4, 1.0),
            (Plane::OpponentMen, 2, 3, 1.0),
            (Plane::OpponentKings, 0, 5, 1.0),
        ]
    );
    assert_eq!(filled, [(Plane::MoveLimit, 7.0 / 60.0)]);
    let (_, black) = observe(&rules, fen, Player::SECOND);
    let (squares, filled) = constants(&rules, &planes, &black);
    assert_eq!(
        squares,
        [
            (Plane::OwnMen, 5, 4, 1.0),
            (Plane::OwnKings, 7, 2, 1.0),
            (Plane::OpponentMen, 2, 5, 1.0),
            (Plane::OpponentKings, 4, 3, 1.0),
        ]
    );
    assert_eq!(filled, [(Plane::MoveLimit, 7.0 / 60.0)]);
    // The start from either seat is the same picture: the seat's men on rows 5–7.
    let start = rules.start().to_string();
    let (_, a) = observe(&rules, &start, Player::FIRST);
    let (_, b) = observe(&rules, &start, Player::SECOND);
    assert_eq!(a, b);
}

#[test]
fn all_64_squares_and_the_fmjd_counter() {
    // Turkish draughts: every square is a cell; a2 is row 6, column 0, h8 row 0,
    // column 7, d5 row 3, column 3.
    let rules = Checkers::turkish();
    let (planes, out) = observe(&rules, "W:Wa2,Kh8:Bd5", Player::FIRST);
    assert_eq!(
        constants(&rules, &planes, &out).0,
        [
            (Plane::OwnMen, 6, 0, 1.0),
            (Plane::OwnKings, 0, 7, 1.0),
            (Plane::OpponentMen, 3, 3, 1.0),
        ]
    );
    // International draughts: 10×10, the move limit (5 of 50 plies) and the FMJD
    // counter (4 of 32 plies). a1 is row 9, column 0; j10 row 0, column 9; from
    // Black's seat turned: j10 at row 9, column 0.
    let rules = Checkers::international();
    let fen = "W:WKa1,Kc3:BKj10:H5:E4";
    let (planes, out) = observe(&rules, fen, Player::SECOND);
    assert_eq!(planes[4..], [Plane::MoveLimit, Plane::FmjdEndgame]);
    let (squares, filled) = constants(&rules, &planes, &out);
    assert_eq!(
        squares,
        [
            (Plane::OwnKings, 9, 0, 1.0),
            (Plane::OpponentKings, 0, 9, 1.0),
            (Plane::OpponentKings, 2, 7, 1.0),
        ]
    );
    assert_eq!(
        filled,
        [(Plane::MoveLimit, 0.1), (Plane::FmjdEndgame, 4.0 / 32.0)]
    );
}

#[test]
fn pieces_under_the_tops_of_columns() {
    // White's man on c3 stands on a black man, a black man, a white man and a black
    // king (top to bottom); Black's man on f6 on a white man. From White: c3 is
    // (5, 2) and f6 (2, 5); under c3 depth 1 and 2 are the opponent's men, deeper one
    // own man and one opponent king, each counted 1/12 (12 pieces a side); under f6
    // depth 1 is an own man. From Black the board turns (c3 at (2, 5), f6 at (5, 2))
    // and own and opponent swap.
    let rules = Checkers::column();
    let fen = "W:Wc3bbwB:Bf6w";
    let (planes, out) = observe(&rules, fen, Player::FIRST);
    assert_eq!(planes.len(), 17);
    let beneath = |depth, own, king| Plane::Beneath { depth, own, king };
    let deeper = |own, king| Plane::Deeper { own, king };
    let twelfth = 1.0 / 12.0;
    assert_eq!(
        marks(&rules, &planes, &out),
        [
            (Plane::OwnMen, 5, 2, 1.0),
            (Plane::OpponentMen, 2, 5, 1.0),
            (beneath(1, true, false), 2, 5, 1.0),
            (beneath(1, false, false), 5, 2, 1.0),
            (beneath(2, false, false), 5, 2, 1.0),
            (deeper(true, false), 5, 2, twelfth),
            (deeper(false, true), 5, 2, twelfth),
        ]
    );
    let (_, out) = observe(&rules, fen, Player::SECOND);
    assert_eq!(
        marks(&rules, &planes, &out),
        [
            (Plane::OwnMen, 5, 2, 1.0),
            (Plane::OpponentMen, 2, 5, 1.0),
            (beneath(1, true, false), 2, 5, 1.0),
            (beneath(1, false, false), 5, 2, 1.0),
            (beneath(2, true, false), 2, 5, 1.0),
            (deeper(true, true), 2, 5, twelfth),
            (deeper(false, false), 2, 5, twelfth),
        ]
    );
}

#[test]
fn neutral_pieces_the_barred_piece_and_the_counts() {
    // Artamonov's game, North (Black's seat) to move: its view is turned. Men c3 e5
    // d6 at (2, 5), (4, 3), (5, 4); kings a1 h8 at (0, 7), (7, 0); e5 moved last and
    // is barred. North captured 5 and South 3 of the 24 pieces; H is 0.
    let rules = Checkers::artamonov();
    let fen = "N:Ka1,c3,e5,Kh8,d6:Le5:C3,5";
    let (planes, out) = observe(&rules, fen, Player::SECOND);
    assert_eq!(
        planes,
        [
            Plane::Men,
            Plane::Kings,
            Plane::Barred,
            Plane::OwnCaptures,
            Plane::OpponentCaptures,
            Plane::Adjudication
        ]
    );
    let (squares, filled) = constants(&rules, &planes, &out);
    assert_eq!(
        squares,
        [
            (Plane::Men, 2, 5, 1.0),
            (Plane::Men, 4, 3, 1.0),
            (Plane::Men, 5, 4, 1.0),
            (Plane::Kings, 0, 7, 1.0),
            (Plane::Kings, 7, 0, 1.0),
            (Plane::Barred, 4, 3, 1.0),
        ]
    );
    assert_eq!(
        filled,
        [
            (Plane::OwnCaptures, 5.0 / 24.0),
            (Plane::OpponentCaptures, 3.0 / 24.0)
        ]
    );
    // South sees White's view and the counts the other way round.
    let (_, out) = observe(&rules, fen, Player::FIRST);
    let (squares, filled) = constants(&rules, &planes, &out);
    assert_eq!(squares[5], (Plane::Barred, 3, 4, 1.0));
    assert_eq!(
        filled,
        [
            (Plane::OwnCaptures, 3.0 / 24.0),
            (Plane::OpponentCaptures, 5.0 / 24.0)
        ]
    );
    // With the last-moved piece free, and no adjudication, those planes go.
    let free = game("checkers/artamonov:last-moved=free,adjudication=0");
    assert_eq!(free.egocentric_planes(), [Plane::Men, Plane::Kings]);
}

#[test]
fn the_wolf_looks_down_the_board() {
    // The wolf enters on rank 8 and goes down: its view is turned, b8 at (7, 6) and
    // the sheep on rank 1 at (0, 7), (0, 5), (0, 3), (0, 1); its wolf plane is 1. The
    // sheep go up and keep White's view: own men on row 7, the wolf at (0, 1).
    let rules = Checkers::wolf_and_sheep();
    let fen = "W:Wb8:Ba1,c1,e1,g1";
    let (planes, out) = observe(&rules, fen, Player::FIRST);
    assert_eq!(planes[4..], [Plane::Wolf, Plane::MoveLimit]);
    let (squares, filled) = constants(&rules, &planes, &out);
    assert_eq!(
        squares,
        [
            (Plane::OwnMen, 7, 6, 1.0),
            (Plane::OpponentMen, 0, 1, 1.0),
            (Plane::OpponentMen, 0, 3, 1.0),
            (Plane::OpponentMen, 0, 5, 1.0),
            (Plane::OpponentMen, 0, 7, 1.0),
        ]
    );
    assert_eq!(filled, [(Plane::Wolf, 1.0)]);
    let (_, out) = observe(&rules, fen, Player::SECOND);
    let (squares, filled) = constants(&rules, &planes, &out);
    assert_eq!(
        squares,
        [
            (Plane::OwnMen, 7, 0, 1.0),
            (Plane::OwnMen, 7, 2, 1.0),
            (Plane::OwnMen, 7, 4, 1.0),
            (Plane::OwnMen, 7, 6, 1.0),
            (Plane::OpponentMen, 0, 1, 1.0),
        ]
    );
    assert!(filled.is_empty());
}

#[test]
fn counters_at_their_limit_stay_at_one() {
    let rules = Checkers::classic();
    let (planes, out) = observe(&rules, "W:WKc3:BKf8:H200", Player::FIRST);
    assert_eq!(
        constants(&rules, &planes, &out).1,
        [(Plane::MoveLimit, 1.0)]
    );
}

// ---------------------------------------------------------------------------------
// OpenSpiel's tensor.

#[test]
fn openspiel_style_only_for_the_sided_game_on_the_dark_squares() {
    for (spec, dims) in [
        ("checkers/american", Some([5, 8, 8])),
        ("checkers/classic", Some([5, 8, 8])),
        ("checkers/international", Some([5, 10, 10])),
        ("checkers/wolf-and-sheep", Some([5, 8, 8])),
        ("checkers/turkish", None),
        ("checkers/column", None),
        ("checkers/artamonov", None),
    ] {
        let rules = game(spec);
        let shape = rules.observation_shape(ObservationStyle::OpenSpiel);
        assert_eq!(shape.map(|s| s.dims()), dims, "{spec}");
        if shape.is_none() {
            let mut out = vec![0.0; 320];
            let err = rules
                .observation(
                    &rules.start(),
                    Player::FIRST,
                    ObservationStyle::OpenSpiel,
                    &mut out,
                )
                .unwrap_err();
            assert!(
                matches!(err, EncodingError::UnsupportedStyle { .. }),
                "{spec}"
            );
        }
    }
}

/// The 0/1 values of a `tensor` line of the data file.
fn unhex(hex: &str, len: usize) -> Vec<f32> {
    hex.chars()
        .flat_map(|c| {
            let d = c.to_digit(16).unwrap();
            (0..4).rev().map(move |k| ((d >> k) & 1) as f32)
        })
        .take(len)
        .collect()
}

#[test]
fn openspiel_tensors_match() {
    let data = include_str!("../data/openspiel/checkers.txt");
    let mut rules = Checkers::american();
    let mut pos = rules.start();
    let (mut compared, mut kings, mut multi_jumps, mut games) = (0, 0, 0, 0);
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "game" => {
                let (spec, fen) = rest.split_once(' ').unwrap();
                rules = game(spec);
                pos = rules.parse_position(fen).unwrap();
                if spec == "checkers/american" {
                    // OpenSpiel's start is American checkers' start, Black (moving
                    // first) at the bottom once the board is turned.
                    assert_eq!(pos, rules.start());
                }
                games += 1;
            }
            "move" => {
                let mv = rules
                    .parse_move(&pos, rest)
                    .unwrap_or_else(|e| panic!("{rest} at {pos}: {e}"));
                multi_jumps += usize::from(mv.capture_count() > 1);
                rules.play(&mut pos, &mv).unwrap();
            }
            "tensor" => {
                let shape = rules
                    .observation_shape(ObservationStyle::OpenSpiel)
                    .unwrap();
                let want = unhex(rest, shape.len());
                for seat in [Player::FIRST, Player::SECOND] {
                    let mut got = vec![f32::NAN; shape.len()];
                    rules
                        .observation(&pos, seat, ObservationStyle::OpenSpiel, &mut got)
                        .unwrap();
                    assert_eq!(got, want, "{} at {pos}", rules.name());
                }
                kings += usize::from(pos.kings().count() > 0);
                compared += 1;
            }
            "stop" => {}
            other => panic!("unknown line {other}"),
        }
    }
    assert_eq!(games, 6);
    assert!(compared > 300, "{compared}");
    assert!(kings > 100, "{kings}");
    assert!(multi_jumps > 10, "{multi_jumps}");
}
