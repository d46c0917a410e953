//! Agents from text: `random`, `greedy`, `alphabeta:depth=6`, `mcts:playouts=5000`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use doska_core::{Evaluation, Game};
use thiserror::Error;

use crate::alphabeta::AlphaBeta;
use crate::budget::Budget;
use crate::greedy::Greedy;
use crate::mcts::{Mcts, MctsConfig};
use crate::random::RandomAgent;
use crate::{Agent, AiError};

/// The kinds of agent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AgentKind {
    /// [`RandomAgent`].
    Random,
    /// [`Greedy`].
    Greedy,
    /// [`AlphaBeta`].
    AlphaBeta,
    /// [`Mcts`].
    Mcts,
}

impl AgentKind {
    const ALL: [(&'static str, AgentKind, &'static [&'static str]); 4] = [
        ("random", AgentKind::Random, &[]),
        ("greedy", AgentKind::Greedy, &[]),
        (
            "alphabeta",
            AgentKind::AlphaBeta,
            &["depth", "nodes", "time", "tt", "quiescence"],
        ),
        (
            "mcts",
            AgentKind::Mcts,
            &["playouts", "time", "c", "cutoff", "scale"],
        ),
    ];

    /// The agent's name in specs.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, k, _)| *k == self)
            .map(|(n, _, _)| *n)
            .unwrap_or("?")
    }
}

/// A bad agent spec.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum AgentSpecError {
    /// No agent of this name.
    #[error("unknown agent `{name}`; agents: random, greedy, alphabeta, mcts")]
    UnknownAgent {
        /// The name given.
        name: String,
    },
    /// The agent takes no option of this name.
    #[error("unknown option `{key}` for {agent}; options: {known}")]
    UnknownOption {
        /// The agent.
        agent: &'static str,
        /// The key given.
        key: String,
        /// The options it takes.
        known: String,
    },
    /// A value the option does not take.
    #[error("bad value `{value}` for `{key}`; expected {expected}")]
    BadValue {
        /// The option.
        key: String,
        /// The value given.
        value: String,
        /// What it takes.
        expected: &'static str,
    },
    /// Not of the form `name[:key=value,…]`.
    #[error("malformed agent spec `{0}` (expected name[:key=value,...])")]
    Syntax(String),
}

/// An agent described as text: `name[:key=value,…]`.
///
/// | agent | options |
/// |---|---|
/// | `random` | — |
/// | `greedy` | — |
/// | `alphabeta` | `depth=N`, `nodes=N`, `time=D`, `tt=MiB`, `quiescence=N` extra plies (default: depth 4, 16 MiB, the evaluation's quiescence limit — 16 plies in draughts, 4 in mill, none in games without noisy moves; 0 turns quiescence off) |
/// | `mcts` | `playouts=N`, `time=D`, `c=X` (exploration, 1.0), `cutoff=N` plies, `scale=X` (300) (default: 1000 playouts) |
///
/// Durations are `500ms`, `2s` or `1.5s`.
///
/// ```
/// use doska_ai::AgentSpec;
/// let spec: AgentSpec = "alphabeta:depth=6,time=2s".parse().unwrap();
/// assert_eq!(spec.budget.depth, Some(6));
/// assert_eq!(spec.to_string(), "alphabeta:depth=6,time=2000ms");
/// assert!("alphabeta:playouts=3".parse::<AgentSpec>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct AgentSpec {
    /// Which agent.
    pub kind: AgentKind,
    /// Its budget.
    pub budget: Budget,
    /// Alpha-beta's table size in MiB.
    pub table_mb: usize,
    /// Alpha-beta's quiescence limit in extra plies (0: none; `None`: the evaluation's
    /// [`QUIESCENCE_PLIES`](doska_core::Evaluation::QUIESCENCE_PLIES)).
    pub quiescence: Option<u32>,
    /// MCTS's exploration constant.
    pub exploration: f64,
    /// MCTS's playout cut-off in plies.
    pub cutoff: Option<u32>,
    /// MCTS's evaluation scale.
    pub scale: f64,
}

impl AgentSpec {
    /// The spec of an agent with default options.
    pub fn new(kind: AgentKind) -> Self {
        let d = MctsConfig::default();
        AgentSpec {
            kind,
            budget: Budget::default(),
            table_mb: 16,
            quiescence: None,
            exploration: d.exploration,
            cutoff: None,
            scale: d.scale,
        }
    }

    /// Builds the agent for `game`, seeded with `seed`.
    ///
    /// # Errors
    /// [`AiError::NotTwoSided`] for alpha-beta on a game without exactly two sides.
    pub fn build<G: Game, E: Evaluation<G>>(
        &self,
        game: &G,
        eval: &E,
        seed: u64,
    ) -> Result<Box<dyn Agent<G>>, AiError> {
        Ok(match self.kind {
            AgentKind::Random => Box::new(RandomAgent::new(seed)),
            AgentKind::Greedy => Box::new(Greedy::new(eval.clone(), seed)),
            AgentKind::AlphaBeta => {
                AlphaBeta::<E>::check(game)?;
                let agent = AlphaBeta::new(eval.clone(), self.budget, self.table_mb, seed);
                Box::new(match self.quiescence {
                    Some(plies) => agent.with_quiescence(plies),
                    None => agent,
                })
            }
            AgentKind::Mcts => {
                let mut config = MctsConfig {
                    exploration: self.exploration,
                    cutoff: self.cutoff,
                    scale: self.scale,
                    ..MctsConfig::default()
                };
                if !self.budget.is_unlimited() {
                    config.budget = self.budget;
                }
                Box::new(Mcts::new(eval.clone(), config, seed))
            }
        })
    }
}

fn parse_duration(v: &str) -> Option<Duration> {
    let (num, unit) = if let Some(n) = v.strip_suffix("ms") {
        (n, 1e-3)
    } else if let Some(n) = v.strip_suffix('s') {
        (n, 1.0)
    } else {
        return None;
    };
    let x: f64 = num.parse().ok()?;
    (x.is_finite() && x > 0.0 && x < 1e6).then(|| Duration::from_secs_f64(x * unit))
}

impl FromStr for AgentSpec {
    type Err = AgentSpecError;

    fn from_str(text: &str) -> Result<Self, AgentSpecError> {
        let text = text.trim();
        let (name, opts) = match text.split_once(':') {
            Some((n, o)) => (n, Some(o)),
            None => (text, None),
        };
        let (_, kind, keys) = AgentKind::ALL
            .iter()
            .find(|(n, _, _)| *n == name || (name == "ab" && *n == "alphabeta"))
            .ok_or_else(|| AgentSpecError::UnknownAgent {
                name: name.to_string(),
            })?;
        let mut spec = AgentSpec::new(*kind);
        for item in opts.into_iter().flat_map(|o| o.split(',')) {
            let (key, value) = item
                .split_once('=')
                .ok_or_else(|| AgentSpecError::Syntax(text.to_string()))?;
            let (key, value) = (key.trim(), value.trim());
            if !keys.contains(&key) {
                return Err(AgentSpecError::UnknownOption {
                    agent: kind.name(),
                    key: key.to_string(),
                    known: if keys.is_empty() {
                        "none".into()
                    } else {
                        keys.join(", ")
                    },
                });
            }
            let bad = |expected| AgentSpecError::BadValue {
                key: key.to_string(),
                value: value.to_string(),
                expected,
            };
            let count = |max: u64| value.parse::<u64>().ok().filter(|n| (1..=max).contains(n));
            match key {
                "depth" => {
                    spec.budget.depth =
                        Some(count(100).ok_or_else(|| bad("a depth from 1 to 100"))? as u32)
                }
                "nodes" => {
                    spec.budget.nodes =
                        Some(count(u64::MAX).ok_or_else(|| bad("a positive count"))?)
                }
                "playouts" => {
                    spec.budget.playouts =
                        Some(count(u64::MAX).ok_or_else(|| bad("a positive count"))?)
                }
                "time" => {
                    spec.budget.time = Some(
                        parse_duration(value).ok_or_else(|| bad("a duration like 500ms or 2s"))?,
                    )
                }
                "quiescence" => {
                    spec.quiescence = Some(
                        value
                            .parse::<u32>()
                            .ok()
                            .filter(|n| *n <= 100)
                            .ok_or_else(|| bad("extra plies from 0 to 100"))?,
                    )
                }
                "tt" => {
                    spec.table_mb = count(4096).ok_or_else(|| bad("MiB from 1 to 4096"))? as usize
                }
                "cutoff" => {
                    spec.cutoff = Some(count(100_000).ok_or_else(|| bad("a ply count"))? as u32)
                }
                "c" | "scale" => {
                    let x: f64 = value
                        .parse()
                        .ok()
                        .filter(|x: &f64| x.is_finite() && *x >= 0.0)
                        .ok_or_else(|| bad("a non-negative number"))?;
                    if key == "c" {
                        spec.exploration = x;
                    } else if x > 0.0 {
                        spec.scale = x;
                    } else {
                        return Err(bad("a positive number"));
                    }
                }
                _ => unreachable!("keys are checked against the agent's list"),
            }
        }
        Ok(spec)
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = AgentSpec::new(self.kind);
        let mut opts: Vec<String> = Vec::new();
        let b = self.budget;
        if let Some(x) = b.depth {
            opts.push(format!("depth={x}"));
        }
        if let Some(x) = b.nodes {
            opts.push(format!("nodes={x}"));
        }
        if let Some(x) = b.playouts {
            opts.push(format!("playouts={x}"));
        }
        if let Some(x) = b.time {
            opts.push(format!("time={}ms", x.as_millis()));
        }
        if self.table_mb != d.table_mb {
            opts.push(format!("tt={}", self.table_mb));
        }
        if let Some(x) = self.quiescence {
            opts.push(format!("quiescence={x}"));
        }
        if self.exploration != d.exploration {
            opts.push(format!("c={}", self.exploration));
        }
        if let Some(x) = self.cutoff {
            opts.push(format!("cutoff={x}"));
        }
        if self.scale != d.scale {
            opts.push(format!("scale={}", self.scale));
        }
        f.write_str(self.kind.name())?;
        if !opts.is_empty() {
            write!(f, ":{}", opts.join(","))?;
        }
        Ok(())
    }
}
