//! Agents from text: `random`, `greedy`, `alphabeta:depth=6`, `mcts:playouts=5000`.

use std::fmt;
use std::str::FromStr;

use doska_core::registry::{apply_options, differing_options, OptionDef, OptionValue, Spec};
use doska_core::{Evaluation, Game, SpecError};

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
    /// Every kind, in the order `doska list` shows them.
    pub const ALL: [AgentKind; 4] = [
        AgentKind::Random,
        AgentKind::Greedy,
        AgentKind::AlphaBeta,
        AgentKind::Mcts,
    ];

    /// The agent's name in specs.
    pub const fn name(self) -> &'static str {
        match self {
            AgentKind::Random => "random",
            AgentKind::Greedy => "greedy",
            AgentKind::AlphaBeta => "alphabeta",
            AgentKind::Mcts => "mcts",
        }
    }

    /// The kind named `name` (`ab` is short for `alphabeta`).
    pub fn from_name(name: &str) -> Option<AgentKind> {
        match name {
            "ab" => Some(AgentKind::AlphaBeta),
            _ => Self::ALL.into_iter().find(|k| k.name() == name),
        }
    }

    /// The options this kind of agent takes, each declared once (key, values, help, and
    /// how it reads and writes an [`AgentSpec`]).
    pub fn options(self) -> &'static [OptionDef<AgentSpec>] {
        match self {
            AgentKind::Random | AgentKind::Greedy => &[],
            AgentKind::AlphaBeta => ALPHABETA_OPTIONS,
            AgentKind::Mcts => MCTS_OPTIONS,
        }
    }
}

/// `None` reads as 0, which no option takes, so an unset limit never shows in a spec.
fn limit<T: Into<OptionValue> + Default>(value: Option<T>) -> OptionValue {
    value.unwrap_or_default().into()
}

const DEPTH: OptionDef<AgentSpec> = OptionDef::int(
    "depth",
    1,
    100,
    "the deepest iteration, in plies (default 4 when no other limit is given)",
    |s| limit(s.budget.depth),
    |mut s, v| {
        s.budget.depth = Some(v.to_int()?);
        Ok(s)
    },
);

const TIME: OptionDef<AgentSpec> = OptionDef::duration(
    "time",
    "the most thinking time per move",
    |s| s.budget.time.unwrap_or_default().into(),
    |mut s, v| {
        s.budget.time = Some(v.to_duration()?);
        Ok(s)
    },
);

const ALPHABETA_OPTIONS: &[OptionDef<AgentSpec>] = &[
    DEPTH,
    OptionDef::int(
        "nodes",
        1,
        i64::MAX,
        "the most nodes per move",
        |s| OptionValue::Int(s.budget.nodes.map_or(0, |n| n as i64)),
        |mut s, v| {
            s.budget.nodes = Some(v.to_int()?);
            Ok(s)
        },
    ),
    TIME,
    OptionDef::int(
        "tt",
        1,
        4096,
        "the transposition table's size in MiB",
        |s| OptionValue::Int(s.table_mb as i64),
        |mut s, v| {
            s.table_mb = v.to_int()?;
            Ok(s)
        },
    ),
    OptionDef::int(
        "quiescence",
        0,
        100,
        "extra plies of noisy moves past the depth (default: the evaluation's; 0 = none)",
        |s| OptionValue::Int(s.quiescence.map_or(-1, i64::from)),
        |mut s, v| {
            s.quiescence = Some(v.to_int()?);
            Ok(s)
        },
    ),
];

const MCTS_OPTIONS: &[OptionDef<AgentSpec>] = &[
    OptionDef::int(
        "playouts",
        1,
        i64::MAX,
        "playouts per move (default 1000 when no time is given)",
        |s| OptionValue::Int(s.budget.playouts.map_or(0, |n| n as i64)),
        |mut s, v| {
            s.budget.playouts = Some(v.to_int()?);
            Ok(s)
        },
    ),
    TIME,
    OptionDef::real(
        "c",
        0.0,
        100.0,
        "the exploration constant of UCT",
        |s| s.exploration.into(),
        |mut s, v| {
            s.exploration = v.to_real()?;
            Ok(s)
        },
    ),
    OptionDef::int(
        "cutoff",
        1,
        100_000,
        "stop playouts after this many plies and score them with the evaluation",
        |s| limit(s.cutoff),
        |mut s, v| {
            s.cutoff = Some(v.to_int()?);
            Ok(s)
        },
    ),
    OptionDef::real(
        "scale",
        1e-9,
        1e9,
        "the evaluation value that counts as a clear advantage at a cut-off",
        |s| s.scale.into(),
        |mut s, v| {
            s.scale = v.to_real()?;
            Ok(s)
        },
    ),
];

/// An agent described as text: `name[:key=value,…]`, in the grammar of game specs.
///
/// | agent | options |
/// |---|---|
/// | `random` | — |
/// | `greedy` | — |
/// | `alphabeta` (`ab`) | `depth=N`, `nodes=N`, `time=D`, `tt=MiB`, `quiescence=N` extra plies (default: depth 4, 16 MiB, the evaluation's quiescence limit — 16 plies in draughts, 6 in squeeze, 4 in mill, none in games without noisy moves; 0 turns quiescence off; at most [`QUIESCENCE_NODES`](crate::QUIESCENCE_NODES) nodes below each leaf) |
/// | `mcts` | `playouts=N`, `time=D`, `c=X` (exploration, 1.0), `cutoff=N` plies, `scale=X` (300) (default: 1000 playouts) |
///
/// Durations are `500ms`, `2s` or `1.5s`, from a millisecond to a million seconds
/// (`1000000s`), both included. A key may be given once; an unknown key is
/// named with the keys the agent takes.
///
/// ```
/// use doska_ai::AgentSpec;
/// let spec: AgentSpec = "alphabeta:depth=6,time=2s".parse().unwrap();
/// assert_eq!(spec.budget.depth, Some(6));
/// assert_eq!(spec.to_string(), "alphabeta:depth=6,time=2000ms");
/// assert!("alphabeta:playouts=3".parse::<AgentSpec>().is_err());
/// assert!("alphabeta:depth=2,depth=3".parse::<AgentSpec>().is_err());
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

impl FromStr for AgentSpec {
    type Err = SpecError;

    /// Reads `name[:key=value,…]` with the same grammar as game specs: each key at most
    /// once, every value checked against what the option takes.
    fn from_str(text: &str) -> Result<Self, SpecError> {
        let parsed: Spec = text.parse()?;
        let kind = AgentKind::from_name(&parsed.family)
            .filter(|_| parsed.preset.is_none())
            .ok_or_else(|| SpecError::UnknownAgent {
                name: text
                    .trim()
                    .split(':')
                    .next()
                    .unwrap_or_default()
                    .to_string(),
                known: AgentKind::ALL.map(AgentKind::name).join(", "),
            })?;
        let mut spec = AgentSpec::new(kind);
        apply_options(kind.options(), &mut spec, kind.name(), &parsed.options)?;
        Ok(spec)
    }
}

impl fmt::Display for AgentSpec {
    /// The canonical spec: the name, then every option that differs from the default,
    /// in declaration order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (options, _) = differing_options(self.kind.options(), &AgentSpec::new(self.kind), self);
        f.write_str(self.kind.name())?;
        if !options.is_empty() {
            write!(f, ":{}", options.join(","))?;
        }
        Ok(())
    }
}
