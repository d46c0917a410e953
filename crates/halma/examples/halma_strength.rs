//! How strong generic search is at halma: matches of MCTS (with [`HalmaEval`] scoring
//! its playouts after a cut-off) against random and greedy players, and of alpha-beta
//! against MCTS in the two-player game.
//!
//! `cargo run --release -p doska-halma --example halma_strength -- [GAMES] [PLAYOUTS] [CUTOFF]`
//!
//! (Greedy against random play at every table, to the finish, is measured with
//! `doska match halma/six --a greedy --b random` in docs/ai.md.)
//!
//! Each pairing plays GAMES games (default 36; MCTS with 1000 playouts cut off after 4
//! plies by default) with the seats rotated, so every agent
//! sits in every seat equally often. Printed per pairing: the wins of each agent, the
//! games ended by the move limit, and the mean length of the won games in turns.

use std::time::Instant;

use doska_ai::{Agent, AlphaBeta, Budget, Greedy, Mcts, MctsConfig, RandomAgent};
use doska_core::{Game, Outcome, Position, Reason};
use doska_halma::{Halma, HalmaEval};

type Maker = fn(u64, u64) -> Box<dyn Agent<Halma>>;

/// The plies a playout runs before the evaluation scores it.
static CUTOFF: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(4);

fn mcts(playouts: u64, seed: u64) -> Box<dyn Agent<Halma>> {
    let config = MctsConfig {
        budget: Budget::playouts(playouts),
        cutoff: Some(CUTOFF.load(std::sync::atomic::Ordering::Relaxed)),
        ..MctsConfig::default()
    };
    Box::new(Mcts::new(HalmaEval, config, seed))
}

fn random(_: u64, seed: u64) -> Box<dyn Agent<Halma>> {
    Box::new(RandomAgent::new(seed))
}

fn greedy(_: u64, seed: u64) -> Box<dyn Agent<Halma>> {
    Box::new(Greedy::new(HalmaEval, seed))
}

fn alphabeta(_: u64, seed: u64) -> Box<dyn Agent<Halma>> {
    Box::new(AlphaBeta::with_depth(HalmaEval, 3, seed))
}

/// Plays `games` games of `rules` between the agents (one per seat, rotated each game)
/// and prints the result.
fn pairing(rules: Halma, label: &str, agents: &[(&str, Maker)], games: usize, playouts: u64) {
    let start = Instant::now();
    let n = rules.players();
    let mut names: Vec<&str> = agents.iter().map(|(name, _)| *name).collect();
    names.dedup();
    let mut wins = vec![0usize; names.len()];
    let (mut limit, mut won_turns, mut won) = (0, 0u64, 0u64);
    for g in 0..games {
        // Seat s is played by agent (s + g) % n of the table's line-up.
        let lineup: Vec<usize> = (0..n).map(|s| (s + g) % agents.len()).collect();
        let mut players: Vec<Box<dyn Agent<Halma>>> = lineup
            .iter()
            .enumerate()
            .map(|(s, a)| (agents[*a].1)(playouts, (g * 10 + s) as u64 + 1))
            .collect();
        let mut pos = rules.start();
        while rules.outcome(&pos).is_none() {
            let seat = pos.to_move().index();
            let mv = players[seat].choose(&rules, &pos).expect("a move");
            rules.play(&mut pos, &mv).expect("a legal move");
        }
        let outcome = rules.outcome(&pos).unwrap();
        if outcome.reason() == Reason::MoveLimit {
            limit += 1;
        } else if let Some(w) = outcome.winner() {
            let name = agents[lineup[w.index()]].0;
            wins[names.iter().position(|n| *n == name).expect("a name")] += 1;
            won += 1;
            won_turns += u64::from(pos.ply());
        }
    }
    let names: Vec<String> = names
        .iter()
        .zip(&wins)
        .map(|(name, w)| format!("{name} {w}"))
        .collect();
    println!(
        "{label}: {} games: wins {}; move limit {limit}; won games last {:.0} turns; {:.0?}",
        games,
        names.join(", "),
        if won > 0 {
            won_turns as f64 / won as f64
        } else {
            0.0
        },
        start.elapsed()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(36);
    let playouts: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    if let Some(c) = args.get(2).and_then(|a| a.parse().ok()) {
        CUTOFF.store(c, std::sync::atomic::Ordering::Relaxed);
    }
    let three = Halma::THREE.with_move_limit(600);
    let two = Halma::TWO.with_move_limit(400);
    pairing(
        three,
        &format!("three players, mcts:playouts={playouts} against two random"),
        &[("mcts", mcts), ("random", random), ("random", random)],
        games,
        playouts,
    );
    pairing(
        three,
        &format!("three players, mcts:playouts={playouts} against two greedy"),
        &[("mcts", mcts), ("greedy", greedy), ("greedy", greedy)],
        games,
        playouts,
    );
    let six = Halma::SIX.with_move_limit(1200);
    let mut lineup: Vec<(&str, Maker)> = vec![("mcts", mcts)];
    lineup.extend([("greedy", greedy as Maker); 5]);
    pairing(
        six,
        &format!("six players, mcts:playouts={playouts} against five greedy"),
        &lineup,
        games,
        playouts,
    );
    pairing(
        two,
        &format!("two players, mcts:playouts={playouts} against greedy"),
        &[("mcts", mcts), ("greedy", greedy)],
        games,
        playouts,
    );
    pairing(
        two,
        &format!("two players, alphabeta:depth=3 against mcts:playouts={playouts}"),
        &[("alphabeta", alphabeta), ("mcts", mcts)],
        games,
        playouts,
    );
}
