//! A tour of every registered variant: one game each between two agents, with the
//! final position, the result and the number of moves.
//!
//! ```text
//! cargo run --release --example tour
//! ```
//!
//! Two-sided games pit alpha-beta (a node budget) for the first side or team against
//! MCTS (playouts cut off and scored by the family's evaluation) for the other; games
//! with more sides use MCTS for every seat.
//! Budgets are node and playout counts, so the tour is the same on every run and
//! takes well under a minute in release mode.

use std::time::Instant;

use doska::ai::{Agent, AgentSpec};
use doska::core::{Evaluation, Game, Match, Player, Position, Verdict};
use doska::registry::{self, GameVisitor};

struct Tour {
    seed: u64,
}

impl GameVisitor for Tour {
    type Output = String;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> String {
        // Halma's random playouts wander for hundreds of plies; its evaluation (the
        // distance to go) is better read after a few (docs/halma.md, strength).
        let mcts = if game.name().starts_with("halma/") {
            "mcts:playouts=400,cutoff=4"
        } else {
            "mcts:playouts=400,cutoff=16"
        };
        let specs: Vec<AgentSpec> = Player::all(game.players())
            .map(|seat| {
                let text = if game.teams() == 2 && game.team(seat).index() == 0 {
                    "alphabeta:nodes=20000"
                } else {
                    mcts
                };
                text.parse().expect("valid agent spec")
            })
            .collect();
        let mut agents: Vec<Box<dyn Agent<G>>> = specs
            .iter()
            .enumerate()
            .map(|(seat, s)| {
                s.build(game, eval, self.seed + seat as u64)
                    .expect("agent fits the game")
            })
            .collect();
        let started = Instant::now();
        let mut m = Match::new(game.clone());
        while !m.is_over() {
            if m.moves().len() >= 2000 {
                m.adjudicate(Verdict::Draw).expect("live match");
                break;
            }
            let seat = m.position().to_move().index();
            let mv = agents[seat]
                .choose_in_match(&m)
                .expect("a move in a live game");
            m.play(&mv).expect("agents play legal moves");
        }
        let seats: Vec<String> = specs
            .iter()
            .enumerate()
            .map(|(i, s)| {
                format!(
                    "{} = {s}",
                    game.player_name(doska::core::Player::new(i).expect("seat"))
                )
            })
            .collect();
        format!(
            "{}\n{}\nresult: {}\nmoves: {} ({:.2} s)\n",
            seats.join(", "),
            game.diagram(m.position()).trim_end(),
            m.ending_text().expect("over"),
            m.moves().len(),
            started.elapsed().as_secs_f64()
        )
    }
}

fn main() {
    let started = Instant::now();
    let variants = registry::variants();
    for (i, name) in variants.iter().enumerate() {
        let game = registry::build(name).expect("registered variants build");
        println!("== {name} ==");
        println!("{}", game.visit(Tour { seed: i as u64 }));
    }
    println!(
        "{} variants in {:.1} s",
        variants.len(),
        started.elapsed().as_secs_f64()
    );
}
