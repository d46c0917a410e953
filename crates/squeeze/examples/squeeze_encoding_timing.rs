//! Measures the learning encoding on the positions of random games of every size, as
//! `VecEnv` uses it: each position's moves generated, then `action_indices` and an
//! egocentric `observation`; the time of generation alone is measured apart and taken
//! off. `cargo run --release -p doska-squeeze --example squeeze_encoding_timing -- [GAMES]`.

use std::time::Instant;

use doska_core::learning::{Encoding, ObservationStyle};
use doska_core::{random_playout, seeded_rng, Position};
use doska_squeeze::Squeeze;

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    for game in [Squeeze::STANDARD, Squeeze::SEVEN, Squeeze::NINE] {
        measure(&game, games);
    }
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
