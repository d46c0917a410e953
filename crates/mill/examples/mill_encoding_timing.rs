//! Measures the learning encoding on the positions of random games of every preset:
//! how often a turn has more sets of removals than its first part numbers (the moves
//! that then take free action numbers), and the time of the encoding as `VecEnv` uses
//! it: each position's moves generated, then `action_indices` and an egocentric
//! `observation`; the time of generation alone is measured apart and taken off.
//! `cargo run --release -p doska-mill --example mill_encoding_timing -- [GAMES]`.

use std::collections::HashMap;
use std::time::Instant;

use doska_core::learning::{Encoding, ObservationStyle};
use doska_core::{random_playout, seeded_rng, Game, Position};
use doska_mill::{DoubleMill, Mill, MillPosition, Removal};

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000);
    let rules = [
        Mill::NINE,
        Mill::KNIGHT,
        Mill::SIX,
        Mill::TWELVE,
        Mill::NINE
            .with_removal(Removal::OutsideMills)
            .with_double_mill(DoubleMill::One),
        Mill::TWELVE.with_removal(Removal::OutsideMills),
    ];
    for game in rules {
        collisions(&game, games);
        measure(&game, games);
    }
}

/// How often the removal sets of one first part overflow its 24 removal parts.
fn collisions(game: &Mill, games: usize) {
    let mut rng = seeded_rng(7);
    let (mut positions, mut several, mut crowded, mut moved, mut total) = (0, 0, 0, 0, 0);
    for _ in 0..games {
        let playout = random_playout(game, &game.start(), &mut rng, 400);
        let mut pos: MillPosition = game.start();
        for at in 0..=playout.moves.len() {
            let moves = game.moves(&pos);
            positions += 1;
            total += moves.len();
            let mut per_first: HashMap<_, usize> = HashMap::new();
            for mv in moves.iter().filter(|m| m.removals().len() >= 2) {
                *per_first.entry((mv.from(), mv.to())).or_default() += 1;
            }
            several += usize::from(!per_first.is_empty());
            let over: usize = per_first.values().map(|&n| n.saturating_sub(24)).sum();
            crowded += usize::from(over > 0);
            moved += over;
            if let Some(mv) = playout.moves.get(at) {
                game.play_unchecked(&mut pos, mv);
            }
        }
    }
    println!(
        "{}: {positions} positions; {several} with a turn removing several pieces \
         ({:.3}%), {crowded} with more than 24 sets for one first part ({:.4}%); {moved} \
         of {total} moves take a free number ({:.5}%)",
        game.name(),
        100.0 * several as f64 / positions as f64,
        100.0 * crowded as f64 / positions as f64,
        100.0 * moved as f64 / total as f64,
    );
}

fn measure<G: Encoding>(game: &G, games: usize) {
    let mut rng = seeded_rng(7);
    let mut positions = Vec::new();
    for _ in 0..games {
        let playout = random_playout(game, &game.start(), &mut rng, 400);
        let mut pos = game.start();
        positions.push(pos.clone());
        for mv in &playout.moves {
            game.play_unchecked(&mut pos, mv);
            positions.push(pos.clone());
        }
    }
    let shape = game
        .observation_shape(ObservationStyle::Egocentric)
        .unwrap();
    let mut out = vec![0.0f32; shape.len()];
    let mut indices = Vec::with_capacity(4096);
    let mut moves = G::MoveList::default();
    let (mut sum, rounds) = (0usize, 3);
    let t = Instant::now();
    for _ in 0..rounds {
        for pos in &positions {
            game.legal_moves(pos, &mut moves);
            sum += moves.len();
        }
    }
    let generation = t.elapsed().as_secs_f64();
    let t = Instant::now();
    for _ in 0..rounds {
        for pos in &positions {
            game.legal_moves(pos, &mut moves);
            game.action_indices(pos, &moves, &mut indices);
            sum += indices.len();
        }
    }
    let with_indices = t.elapsed().as_secs_f64();
    let t = Instant::now();
    for _ in 0..rounds {
        for pos in &positions {
            game.legal_moves(pos, &mut moves);
            game.action_indices(pos, &moves, &mut indices);
            game.observation(pos, pos.to_move(), ObservationStyle::Egocentric, &mut out)
                .unwrap();
            sum += indices.len() + out[0] as usize;
        }
    }
    let with_both = t.elapsed().as_secs_f64();
    let n = (rounds * positions.len()) as f64;
    let moves_each = sum as f64 / n / 3.0;
    println!(
        "{}: {} positions, {:.1} moves each; move generation {:.0} ns a position, \
         action_indices {:.0} ns more ({:.2} ns a move), action_indices + observation \
         {:.0} ns more",
        game.name(),
        positions.len(),
        moves_each,
        generation / n * 1e9,
        (with_indices - generation) / n * 1e9,
        (with_indices - generation) / n * 1e9 / moves_each,
        (with_both - generation) / n * 1e9,
    );
}
