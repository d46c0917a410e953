//! The engine against the plain implementation of `tests/common/plain.rs` (a grid and
//! loops, no bitboards): the same legal moves, and the same perft(3), at positions of
//! every phase taken from seeded random games on every size.

mod common;

use common::plain::{Plain, PlainRules};
use doska_core::rand::Rng;
use doska_core::{perft, perft_generic, random_playout, seeded_rng, Game};
use doska_squeeze::{Colour, Squeeze, SqueezeMove};

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
    eprintln!("{seen:?}");
    assert!(seen.positions >= 200, "{seen:?}");
    assert!(seen.placement >= 20 && seen.movement >= 100, "{seen:?}");
    assert!(seen.again >= 10 && seen.over >= 30, "{seen:?}");
}
