//! The game being played behind UGI, whichever it is: [`Table`], built from a spec by
//! [`table_for`], so the protocol's loop does not depend on the game's types.

use std::any::Any;
use std::time::Duration;

use doska::ai::{
    Agent, AgentKind, AgentSpec, Allotment, Budget, Clock, Progress, Score, StopFlag, MAX_DEPTH,
};
use doska::core::{Evaluation, Game, Match, Outcome, Player, Position, Verdict};
use doska::registry::{self, GameVisitor};

use crate::search::{think_then, Finished};
use crate::ugi::command::{Go, Query, Start};
use crate::wire::Output;

/// What the loop needs of the game being played.
pub(crate) trait Table: Send {
    /// The game's spec (`checkers/international`).
    fn spec(&self) -> String;
    /// The agent's spec.
    fn agent(&self) -> AgentSpec;
    /// A new game: the agent forgets the last one, the start position is set.
    fn new_game(&mut self);
    /// Sets the position; on an error nothing changes.
    fn set_position(&mut self, start: &Start, moves: &[String]) -> Result<(), String>;
    /// Changes the agent (a new one, its table of the given size); on an error
    /// nothing changes.
    fn set_agent(&mut self, spec: AgentSpec) -> Result<(), String>;
    /// The answer to `query`.
    fn query(&self, query: Query) -> String;
    /// Starts searching under `go`'s limits on a thread of its own; `done` receives
    /// what [`Table::finish`] takes back. `false` when no agent is here (a search runs).
    fn go(
        &mut self,
        go: &Go,
        out: Output,
        stop: StopFlag,
        done: Box<dyn FnOnce(Box<dyn Any + Send>) + Send>,
    ) -> bool;
    /// Takes the agent back from a finished search and writes its move: the text
    /// after `bestmove`.
    fn finish(&mut self, finished: Box<dyn Any + Send>) -> String;
}

/// The best move's text when there is none (the game is over), as UCI engines write it.
pub(crate) const NO_MOVE: &str = "(none)";

/// The agent a game gets by default: alpha-beta for two sides, MCTS otherwise.
pub(crate) fn default_agent(teams: usize) -> AgentSpec {
    if teams == 2 {
        AgentSpec::new(AgentKind::AlphaBeta)
    } else {
        AgentSpec::new(AgentKind::Mcts)
    }
}

struct Playing<G: Game, E> {
    game: G,
    /// The seat that moves first at the game's start: UGI's `p1`.
    first: usize,
    eval: E,
    m: Match<G>,
    spec: AgentSpec,
    /// `None` while a search has it.
    agent: Option<Box<dyn Agent<G>>>,
    seed: u64,
}

/// The game `spec` names, with `agent` (or the default agent for it).
pub(crate) fn table_for(
    spec: &str,
    agent: Option<AgentSpec>,
    seed: u64,
) -> Result<Box<dyn Table>, String> {
    let game = registry::build(spec).map_err(|e| e.to_string())?;
    game.visit(Build { agent, seed })
}

struct Build {
    agent: Option<AgentSpec>,
    seed: u64,
}

impl GameVisitor for Build {
    type Output = Result<Box<dyn Table>, String>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> Self::Output {
        let spec = self.agent.unwrap_or_else(|| default_agent(game.teams()));
        let agent = spec
            .build(game, eval, self.seed)
            .map_err(|e| e.to_string())?;
        Ok(Box::new(Playing {
            first: game.start().to_move().index(),
            game: game.clone(),
            eval: eval.clone(),
            m: Match::new(game.clone()),
            spec,
            agent: Some(agent),
            seed: self.seed,
        }))
    }
}

/// The texts of `pv` from `pos` on, each in the game's notation in its own position.
fn line_texts<G: Game>(game: &G, pos: &G::Position, pv: &[G::Move]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut texts = Vec::with_capacity(pv.len());
    for mv in pv {
        if !game.is_legal(&pos, mv) {
            break;
        }
        texts.push(game.format_move(&pos, mv));
        game.play_unchecked(&mut pos, mv);
    }
    texts
}

/// The `score` of an `info` line: `cp N` (the evaluation's units: 100 is a man in
/// draughts, an expected reward on the log-odds scale) or `mate N` (moves of the side
/// to move, negative when it loses).
pub(crate) fn score_text(score: Score) -> String {
    match score {
        Score::Value(v) => format!("cp {v}"),
        Score::Win(plies) => format!("mate {}", plies.div_ceil(2).max(1)),
        Score::Loss(plies) => format!("mate -{}", plies.div_ceil(2).max(1)),
        Score::Expected(_) => format!("cp {}", (score.in_units(100.0) * 100.0).round() as i64),
    }
}

fn info_line<G: Game>(m: &Match<G>, p: &Progress<G::Move>) -> String {
    let pv = line_texts(m.game(), m.position(), &p.pv);
    let mut line = format!(
        "info depth {} score {} nodes {} time {} nps {}",
        p.depth,
        score_text(p.score),
        p.nodes,
        p.time.as_millis(),
        p.nps()
    );
    if !pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&pv.join(" "));
    }
    line
}

/// The seat a `pNwin` names for a verdict: the one winner, or the winner of the
/// winning team with the lowest seat index; `None` for a draw (or a ranking with
/// several first places).
fn winner(verdict: &Verdict, players: usize) -> Option<Player> {
    let firsts: Vec<Player> = Player::all(players)
        .filter(|&p| verdict.place(p) == 1)
        .collect();
    match verdict {
        Verdict::Draw => None,
        Verdict::Win(_) => firsts.first().copied(),
        Verdict::Ranking(_) => (firsts.len() == 1).then(|| firsts[0]),
    }
}

impl<G: Game, E> Playing<G, E> {
    /// The UGI number of `player` less one: `p1` is the seat that moves first at the
    /// game's start, then the seats in order.
    fn ugi_seat(&self, player: Player) -> usize {
        let n = self.game.players();
        (player.index() + n - self.first) % n
    }
}

impl<G: Game, E: Evaluation<G>> Table for Playing<G, E> {
    fn spec(&self) -> String {
        self.game.name()
    }

    fn agent(&self) -> AgentSpec {
        self.spec
    }

    fn new_game(&mut self) {
        if let Some(a) = self.agent.as_mut() {
            a.new_game();
        }
        self.m = Match::new(self.game.clone());
    }

    fn set_position(&mut self, start: &Start, moves: &[String]) -> Result<(), String> {
        let pos = match start {
            Start::StartPos => self.game.start(),
            Start::Fen(text) => self.game.parse_position(text).map_err(|e| e.to_string())?,
        };
        let mut m = Match::from_position(self.game.clone(), pos);
        for (i, text) in moves.iter().enumerate() {
            m.play_text(text)
                .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
        }
        self.m = m;
        Ok(())
    }

    fn set_agent(&mut self, spec: AgentSpec) -> Result<(), String> {
        if self.agent.is_none() {
            return Err("the agent is searching; send `stop` first".into());
        }
        let agent = spec
            .build(&self.game, &self.eval, self.seed)
            .map_err(|e| e.to_string())?;
        self.agent = Some(agent);
        self.spec = spec;
        Ok(())
    }

    fn query(&self, query: Query) -> String {
        let answer = match query {
            Query::GameOver => self.m.is_over().to_string(),
            Query::Turn(seat) => (!self.m.is_over()
                && self.ugi_seat(self.m.position().to_move()) == seat)
                .to_string(),
            Query::Result => match self.m.ending() {
                None => "none".into(),
                Some(e) => match winner(&e.verdict(), self.game.players()) {
                    Some(p) => format!("p{}win", self.ugi_seat(p) + 1),
                    None => "draw".into(),
                },
            },
        };
        format!("response {answer}")
    }

    fn go(
        &mut self,
        go: &Go,
        out: Output,
        stop: StopFlag,
        done: Box<dyn FnOnce(Box<dyn Any + Send>) + Send>,
    ) -> bool {
        let Some(mut agent) = self.agent.take() else {
            return false;
        };
        let seat = self.ugi_seat(self.m.position().to_move());
        let mut budget = Budget {
            depth: go.depth,
            nodes: go.nodes,
            playouts: go.nodes,
            time: None,
        };
        let mut allotment = go.move_time.map(Allotment::fixed);
        if go.infinite {
            budget.depth = Some(MAX_DEPTH);
            budget.playouts = Some(u64::MAX);
            allotment = None;
        } else if let Some(remaining) = go.time[seat] {
            let clock = Clock::new(
                remaining,
                go.inc[seat].unwrap_or(Duration::ZERO),
                go.moves_to_go,
            );
            let a = clock.allot();
            allotment = Some(match allotment {
                // Both a clock and a move time: the sooner.
                Some(fixed) => Allotment {
                    soft: fixed.soft.min(a.soft),
                    hard: fixed.hard.min(a.hard),
                },
                None => a,
            });
        }
        if go.is_bare() {
            budget = self.spec.budget;
        }
        agent.set_budget(budget);
        let report = move |m: &Match<G>, p: &Progress<G::Move>| {
            // A closed output ends the loop, which stops the search.
            let _ = out.send(&info_line(m, p));
        };
        think_then(agent, self.m.clone(), allotment, stop, report, move |f| {
            done(Box::new(f))
        });
        true
    }

    fn finish(&mut self, finished: Box<dyn Any + Send>) -> String {
        match finished.downcast::<Finished<G>>() {
            Ok(f) => {
                let f = *f;
                self.agent = Some(f.agent);
                match f.best {
                    Some(mv) => self.game.format_move(self.m.position(), &mv),
                    None => NO_MOVE.into(),
                }
            }
            // A search of a game since replaced (`setoption name game`) has nothing to
            // give back here.
            Err(_) => NO_MOVE.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores() {
        assert_eq!(score_text(Score::Value(-150)), "cp -150");
        assert_eq!(score_text(Score::Win(1)), "mate 1");
        assert_eq!(score_text(Score::Win(4)), "mate 2");
        assert_eq!(score_text(Score::Loss(3)), "mate -2");
        assert_eq!(score_text(Score::Expected(0.5)), "cp 0");
    }
}
