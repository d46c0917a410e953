//! The engine against the plain implementation of `tests/common/plain.rs` (a grid and
//! loops, no bitboards): the same legal moves, and the same perft(3), at positions of
//! every phase taken from seeded random games on every size.

use crate::common;

use common::plain::{Plain, PlainRules};
use doska_core::rand::Rng;
use doska_core::{perft, perft_generic, random_playout, seeded_rng, Game};
use doska_squeeze::{Blocked, Colour, ExtraMove, Squeeze, SqueezeMove};

/// Positions whose perft(3) is larger are skipped (the early placement of the larger
/// boards), to keep the test quick.
const MAX_LEAVES: u64 = 3_000_000;

#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    placement: usize,
    movement: usize,
    again: usize,
    over: usize,
    leaves: u64,
}

fn compare(game: &Squeeze, seed: u64, games: usize, seen: &mut Seen) {
    let rules = PlainRules {
        limit: game.move_limit().unwrap_or(0),
        pass_again: game.extra_move() == ExtraMove::Optional,
        blocked_loses: game.blocked() == Blocked::Lose,
    };
    let mut rng = seeded_rng(seed);
    for _ in 0..games {
        let playout = random_playout(game, &game.start(), &mut rng, 400);
        let mut pos = game.start();
        // A few positions of each game, spread over its length, and its end.
        let mut stops: Vec<usize> = (0..6)
            .map(|_| rng.random_range(0..=playout.moves.len()))
            .collect();
        stops.push(playout.moves.len());
        for (ply, mv) in playout.moves.iter().chain([&SqueezeMove::Pass]).enumerate() {
            if stops.contains(&ply) {
                let text = pos.to_string();
                let plain = Plain::parse(&text);
                let mut mine: Vec<String> =
                    game.moves(&pos).iter().map(|m| m.to_string()).collect();
                let mut theirs: Vec<String> =
                    plain.moves(&rules).iter().map(|m| m.text()).collect();
                mine.sort();
                theirs.sort();
                assert_eq!(mine, theirs, "{}: moves of `{text}`", game.name());
                let leaves = perft(game, &pos, 3);
                if leaves <= MAX_LEAVES {
                    assert_eq!(
                        leaves,
                        plain.perft(&rules, 3),
                        "{}: perft(3) of `{text}`",
                        game.name()
                    );
                    assert_eq!(
                        leaves,
                        perft_generic(game, &pos, 3),
                        "{}: `{text}`",
                        game.name()
                    );
                    seen.positions += 1;
                    seen.leaves += leaves;
                    if pos.is_placement() {
                        seen.placement += 1;
                    } else {
                        seen.movement += 1;
                    }
                    seen.again += usize::from(pos.moving_again());
                    seen.over += usize::from(game.outcome(&pos).is_some());
                }
            }
            if ply < playout.moves.len() {
                game.play(&mut pos, mv).unwrap();
            }
        }
    }
}

#[test]
fn agrees_with_the_plain_implementation() {
    let mut seen = Seen::default();
    compare(&Squeeze::STANDARD, 1, 30, &mut seen);
    compare(
        &Squeeze::STANDARD.with_first(Colour::Black),
        2,
        12,
        &mut seen,
    );
    compare(&Squeeze::STANDARD.with_move_limit(3), 3, 10, &mut seen);
    compare(&Squeeze::SEVEN, 4, 6, &mut seen);
    compare(
        &Squeeze::SEVEN.with_first(Colour::Black).with_move_limit(5),
        5,
        4,
        &mut seen,
    );
    compare(&Squeeze::NINE, 6, 3, &mut seen);
    compare(
        &Squeeze::STANDARD.with_extra_move(ExtraMove::Compulsory),
        7,
        8,
        &mut seen,
    );
    compare(
        &Squeeze::STANDARD.with_blocked(Blocked::Lose),
        8,
        8,
        &mut seen,
    );
    eprintln!("{seen:?}");
    assert!(seen.positions >= 200, "{seen:?}");
    assert!(seen.placement >= 20 && seen.movement >= 100, "{seen:?}");
    assert!(seen.again >= 10 && seen.over >= 30, "{seen:?}");
}

/// The ten movement-phase positions of the perft bench, in `tests/data/movement.perft`.
fn movement_set() -> Vec<doska_core::conformance::perft_file::PerftCase> {
    doska_core::conformance::perft_file::parse(include_str!("../data/movement.perft")).unwrap()
}

fn check_movement_set(plain_depth: u32) {
    let game = Squeeze::STANDARD;
    let rules = PlainRules {
        limit: game.move_limit().unwrap_or(0),
        pass_again: game.extra_move() == ExtraMove::Optional,
        blocked_loses: game.blocked() == Blocked::Lose,
    };
    let cases = movement_set();
    assert_eq!(cases.len(), 10);
    for case in cases {
        let text = case.position.as_deref().unwrap();
        let pos = game.parse_position(text).unwrap();
        let plain = Plain::parse(text);
        for &(depth, want) in &case.counts {
            assert_eq!(perft(&game, &pos, depth), want, "{} depth {depth}", case.id);
            if depth <= plain_depth {
                assert_eq!(
                    plain.perft(&rules, depth),
                    want,
                    "{} depth {depth}",
                    case.id
                );
            }
        }
    }
}

#[test]
fn movement_set_to_depth_4() {
    check_movement_set(4);
}

/// Every count of the file with the plain implementation (some minutes).
#[test]
#[ignore]
fn movement_set_deep() {
    check_movement_set(u32::MAX);
}

/// The movement set under every choice of the two rule options, to depth 4.
#[test]
fn movement_set_under_every_rule_choice() {
    for extra in ExtraMove::ALL {
        for blocked in Blocked::ALL {
            let game = Squeeze::STANDARD
                .with_extra_move(extra)
                .with_blocked(blocked);
            let rules = PlainRules {
                limit: game.move_limit().unwrap_or(0),
                pass_again: extra == ExtraMove::Optional,
                blocked_loses: blocked == Blocked::Lose,
            };
            for case in movement_set() {
                let text = case.position.as_deref().unwrap();
                let pos = game.parse_position(text).unwrap();
                let plain = Plain::parse(text);
                for depth in 1..=4 {
                    assert_eq!(
                        perft(&game, &pos, depth),
                        plain.perft(&rules, depth),
                        "{} {} depth {depth}",
                        game.name(),
                        case.id
                    );
                }
            }
        }
    }
}
