//! The learning encoding: the core's contract harness on every preset and some
//! options, hand-worked action numbers and planes, and OpenSpiel's own legal actions
//! and observation tensors (`tests/data/openspiel-observations.txt`) replayed move by
//! move.

use std::collections::HashSet;

use doska_core::conformance::check_encoding;
use doska_core::learning::{Encoding, EncodingError, ObservationStyle};
use doska_core::registry::Family;
use doska_core::{Game, Player};
use doska_lines_of_action::{
    Colour, LinesOfAction, LinesOfActionFamily, LinesOfActionMove, LinesOfActionPosition,
};

const EGO: ObservationStyle = ObservationStyle::Egocentric;
const SPIEL: ObservationStyle = ObservationStyle::OpenSpiel;

#[test]
fn the_contract_on_every_preset() {
    for (spec, playouts, plies) in [
        ("lines-of-action/standard", 20, 250),
        ("lines-of-action/scrambled-eggs", 20, 250),
        ("lines-of-action:first=white,move-limit=40", 10, 60),
        (
            "lines-of-action/scrambled-eggs:first=white,repetition=2,move-limit=120",
            4,
            150,
        ),
    ] {
        let game = LinesOfActionFamily::from_spec(spec).unwrap();
        let report = check_encoding(&game, playouts, plies, 7);
        assert!(report.positions > playouts * 20, "{spec}: {report:?}");
        assert!(report.games > 0, "{spec}: {report:?}");
    }
}

fn play(game: &LinesOfAction, pos: &mut LinesOfActionPosition, moves: &str) {
    for text in moves.split_whitespace() {
        let mv = game.parse_move(pos, text).unwrap();
        game.play(pos, &mv).unwrap();
    }
}

fn indices(game: &LinesOfAction, pos: &LinesOfActionPosition) -> Vec<usize> {
    let mut out = Vec::new();
    game.legal_actions(pos, &mut out);
    out
}

/// OpenSpiel's numbers: square `rank × 8 + file` (a1 = 0), action
/// `2 × (64 × from + to) + capture`.
#[test]
fn hand_worked_actions() {
    let game = LinesOfAction::STANDARD;
    let pos = game.start();
    let all = indices(&game, &pos);
    assert_eq!(all.len(), 36);
    // b1 (1) to b3 (17): 2 × (64 + 17) = 162; b1 to h1 (7): 2 × (64 + 7) = 142.
    // c1 (2) takes a3 (16): 2 × (128 + 16) + 1 = 289. g8 (62) to a8 (56):
    // 2 × (62 × 64 + 56) = 8048. (OpenSpiel lists the same four numbers at its start.)
    for (text, index) in [
        ("b1-b3", 162),
        ("b1-h1", 142),
        ("c1xa3", 289),
        ("g8-a8", 8048),
    ] {
        let mv = game.parse_move(&pos, text).unwrap();
        assert_eq!(game.action_index(&pos, &mv), Some(index), "{text}");
        assert_eq!(game.action_from_index(&pos, index), Some(mv), "{text}");
        assert!(all.contains(&index), "{text}");
    }
    // The same squares without the capture bit, and with it where nothing is taken.
    assert_eq!(game.action_from_index(&pos, 288), None);
    assert_eq!(game.action_from_index(&pos, 163), None);
    assert_eq!(game.action_from_index(&pos, 0), None); // no pass while a step exists
    assert_eq!(game.action_from_index(&pos, 8191), None);
    assert_eq!(game.action_from_index(&pos, 8192), None);
    // A move of the side not to move, as a value, has no index.
    let white = LinesOfActionMove::Step {
        from: "a2".parse().unwrap(),
        to: "c2".parse().unwrap(),
        capture: false,
    };
    assert_eq!(game.action_index(&pos, &white), None);
}

/// Black's only move is the pass: action 0. Each Black piece (a1, h8) has two pieces
/// on each of its lines, and the square two away is beyond a White piece or off the
/// board.
#[test]
fn the_pass_is_action_zero() {
    let game = LinesOfAction::STANDARD;
    let pos = game.parse_position("6wb/6ww/8/8/8/8/ww6/bw6 b").unwrap();
    assert_eq!(game.moves(&pos).as_slice(), [LinesOfActionMove::Pass]);
    assert_eq!(indices(&game, &pos), [0]);
    assert_eq!(
        game.action_from_index(&pos, 0),
        Some(LinesOfActionMove::Pass)
    );
    assert_eq!(game.action_index(&pos, &LinesOfActionMove::Pass), Some(0));
    // Index 1 would be "a1 takes a1": never a move.
    assert_eq!(game.action_from_index(&pos, 1), None);
}

fn ones(planes: &[f32], plane: usize) -> Vec<usize> {
    planes[plane * 64..(plane + 1) * 64]
        .iter()
        .enumerate()
        .filter(|(_, v)| **v == 1.0)
        .map(|(i, _)| i)
        .collect()
}

/// Black on a1 and c3, White on h8 and h6, Black to move after 100 plies (of 500).
/// Egocentric offsets are row × 8 + column with row = 8 − rank: a1 → 56, c3 → 42,
/// h8 → 7, h6 → 23. OpenSpiel's are the square indices: a1 → 0, c3 → 18, h6 → 47,
/// h8 → 63.
#[test]
fn hand_worked_planes() {
    let game = LinesOfAction::STANDARD;
    let pos = game.parse_position("7w/8/7w/8/8/2b5/8/b7 b 100").unwrap();
    assert_eq!(game.outcome(&pos), None);
    let shape = game.observation_shape(EGO).unwrap();
    assert_eq!(shape.dims(), [4, 8, 8]);
    let mut black = vec![0.0; shape.len()];
    let mut white = vec![0.0; shape.len()];
    game.observation(&pos, Player::FIRST, EGO, &mut black)
        .unwrap();
    game.observation(&pos, Player::SECOND, EGO, &mut white)
        .unwrap();
    assert_eq!(ones(&black, 0), [42, 56]);
    assert_eq!(ones(&black, 1), [7, 23]);
    assert_eq!(ones(&white, 0), [7, 23]);
    assert_eq!(ones(&white, 1), [42, 56]);
    for planes in [&black, &white] {
        let empty = ones(planes, 2);
        assert_eq!(empty.len(), 60);
        assert!(![7, 23, 42, 56].iter().any(|s| empty.contains(s)));
        // 100 plies of 500.
        assert!(planes[3 * 64..].iter().all(|&v| v == 0.2));
    }

    let spiel = game.observation_shape(SPIEL).unwrap();
    assert_eq!(spiel.dims(), [3, 8, 8]);
    let mut a = vec![0.0; spiel.len()];
    let mut b = vec![0.0; spiel.len()];
    game.observation(&pos, Player::FIRST, SPIEL, &mut a)
        .unwrap();
    game.observation(&pos, Player::SECOND, SPIEL, &mut b)
        .unwrap();
    assert_eq!(a, b, "OpenSpiel's tensor is absolute");
    assert_eq!(ones(&a, 0), [0, 18]);
    assert_eq!(ones(&a, 1), [47, 63]);
    assert_eq!(ones(&a, 2).len(), 60);

    // A counter past the limit is written as 1.
    let late = game.parse_position("7w/8/7w/8/8/2b5/8/b7 b 900").unwrap();
    game.observation(&late, Player::FIRST, EGO, &mut black)
        .unwrap();
    assert!(black[3 * 64..].iter().all(|&v| v == 1.0));
    // Seat 2 does not exist.
    let err = game
        .observation(&pos, Player::new(2).unwrap(), EGO, &mut black)
        .unwrap_err();
    assert!(matches!(err, EncodingError::NotASeat { .. }));
}

/// With the first move played, White sees its pieces (files a and h) in plane 0 and
/// Black's in plane 1, on the same squares Black sees them: the board is not turned.
#[test]
fn both_seats_see_the_same_squares() {
    let game = LinesOfAction::STANDARD;
    let mut pos = game.start();
    play(&game, &mut pos, "b1-b3");
    let shape = game.observation_shape(EGO).unwrap();
    let mut black = vec![0.0; shape.len()];
    let mut white = vec![0.0; shape.len()];
    game.observation(&pos, Player::FIRST, EGO, &mut black)
        .unwrap();
    game.observation(&pos, Player::SECOND, EGO, &mut white)
        .unwrap();
    assert_eq!(black[..64], white[64..128]);
    assert_eq!(black[64..128], white[..64]);
    assert_eq!(black[128..192], white[128..192]);
    // b3: rank 3 → row 5, file b → column 1.
    assert!(ones(&black, 0).contains(&41));
    // White's pieces: a2–a7 and h2–h7, rows 1–6 of columns 0 and 7.
    let files: Vec<usize> = (1..7).flat_map(|row| [row * 8, row * 8 + 7]).collect();
    let mut sorted = files.clone();
    sorted.sort_unstable();
    assert_eq!(ones(&white, 0), sorted);
    assert_eq!(pos.side_to_move(), Colour::White);
}

/// FNV-1a (32 bits) over the sorted ids, each as two little-endian bytes: the checksum
/// the data file's script writes.
fn checksum(ids: &[usize]) -> u32 {
    let mut sorted = ids.to_vec();
    sorted.sort_unstable();
    let mut h: u32 = 0x811c_9dc5;
    for id in sorted {
        for b in [id & 0xff, id >> 8] {
            h ^= b as u32;
            h = h.wrapping_mul(0x0100_0193);
        }
    }
    h
}

struct SpielGame<'a> {
    moves: Vec<&'a str>,
    legal: Vec<(usize, u32)>,
    tensors: Vec<(usize, &'a str)>,
    end: &'a str,
}

fn spiel_games() -> Vec<SpielGame<'static>> {
    let data = include_str!("../data/openspiel-observations.txt");
    let mut games = Vec::new();
    let mut current: Option<SpielGame> = None;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "game" => {
                current = Some(SpielGame {
                    moves: Vec::new(),
                    legal: Vec::new(),
                    tensors: Vec::new(),
                    end: "",
                })
            }
            "moves" => current.as_mut().unwrap().moves = rest.split_whitespace().collect(),
            "legal" => {
                current.as_mut().unwrap().legal = rest
                    .split_whitespace()
                    .map(|item| {
                        let (n, h) = item.split_once(':').unwrap();
                        (n.parse().unwrap(), u32::from_str_radix(h, 16).unwrap())
                    })
                    .collect()
            }
            "tensor" => {
                let (ply, digits) = rest.split_once(' ').unwrap();
                current
                    .as_mut()
                    .unwrap()
                    .tensors
                    .push((ply.parse().unwrap(), digits));
            }
            "end" => {
                let mut game = current.take().unwrap();
                game.end = rest;
                games.push(game);
            }
            other => panic!("unknown line `{other}`"),
        }
    }
    games
}

/// OpenSpiel's games replayed here move by move (its texts `b1-b3`, `c1xa3` are
/// Doska's): at every position the legal action sets agree (the count and the
/// checksum of the sorted ids; Doska's numbers are OpenSpiel's), the OpenSpiel-style
/// observation is OpenSpiel's tensor from both seats, and the games end alike (a
/// connection wins for the same side; OpenSpiel's draw is its own rule, a board seen
/// before with either side to move, which Doska does not have).
#[test]
fn openspiel_agrees() {
    let game = LinesOfAction::STANDARD;
    let shape = game.observation_shape(SPIEL).unwrap();
    let mut tensor = vec![0.0; shape.len()];
    let (mut positions, mut tensors) = (0, 0);
    let games = spiel_games();
    assert_eq!(games.len(), 25);
    for (g, spiel) in games.iter().enumerate() {
        assert_eq!(spiel.legal.len(), spiel.moves.len(), "game {}", g + 1);
        let mut pos = game.start();
        let mut boards_seen = HashSet::new();
        boards_seen.insert((pos.pieces(Colour::Black), pos.pieces(Colour::White)));
        for ply in 0..=spiel.moves.len() {
            for &(at, digits) in spiel.tensors.iter().filter(|(at, _)| *at == ply) {
                for seat in Player::all(2) {
                    game.observation(&pos, seat, SPIEL, &mut tensor).unwrap();
                    let ours: String = tensor
                        .iter()
                        .map(|&v| if v == 1.0 { '1' } else { '0' })
                        .collect();
                    assert!(tensor.iter().all(|&v| v == 0.0 || v == 1.0));
                    assert_eq!(ours, digits, "game {} ply {at} seat {seat}", g + 1);
                    tensors += 1;
                }
            }
            let Some(text) = spiel.moves.get(ply) else {
                break;
            };
            assert_eq!(game.outcome(&pos), None, "game {} ply {ply}", g + 1);
            let ids = indices(&game, &pos);
            assert_eq!(
                (ids.len(), checksum(&ids)),
                spiel.legal[ply],
                "game {} ply {ply}: {pos}",
                g + 1
            );
            positions += 1;
            let mv = game.parse_move(&pos, text).unwrap();
            game.play(&mut pos, &mv).unwrap();
            let board = (pos.pieces(Colour::Black), pos.pieces(Colour::White));
            let repeated = !boards_seen.insert(board);
            assert!(
                !repeated || ply + 1 == spiel.moves.len(),
                "game {}: a board repeats before OpenSpiel's end",
                g + 1
            );
            if ply + 1 == spiel.moves.len() {
                let outcome = game.outcome(&pos);
                let winner = outcome.and_then(|o| match o.to_string() {
                    s if s.starts_with("Black wins") => Some("x"),
                    s if s.starts_with("White wins") => Some("o"),
                    _ => None,
                });
                match spiel.end {
                    "x" | "o" => assert_eq!(winner, Some(spiel.end), "game {}", g + 1),
                    "cut" => assert_eq!(outcome, None, "game {}", g + 1),
                    "draw" => {
                        assert!(
                            repeated,
                            "game {}: OpenSpiel's draw without a repeated board",
                            g + 1
                        );
                        assert_eq!(outcome, None, "game {}", g + 1);
                    }
                    end => panic!("game {}: end `{end}`", g + 1),
                }
            }
        }
    }
    // Every position before a move of the 25 games (5,251 positions, 25 of them the
    // last of their game), and the tensors from both seats.
    assert_eq!(positions, 5_226);
    assert_eq!(tensors, 2 * 65);
}
