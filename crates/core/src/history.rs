//! The history layer: repetition counting and the ending of a game as played —
//! by the rules, by repetition, by resignation or by adjudication.

use std::collections::HashMap;
use std::fmt;

use crate::outcome::{write_verdict, Outcome, Reason, Verdict};
use crate::player::Player;

/// Counts how often each position ([`Position::key`](crate::Position::key)) has
/// occurred in a game, for repetition rules.
///
/// ```
/// use doska_core::History;
/// let mut h = History::new();
/// assert_eq!(h.push(7), 1);
/// assert_eq!(h.push(9), 1);
/// assert_eq!(h.push(7), 2);
/// h.pop();
/// assert_eq!(h.count(7), 1);
/// ```
#[derive(Clone, Debug, Default)]
pub struct History {
    keys: Vec<u64>,
    counts: HashMap<u64, u32>,
}

impl History {
    /// An empty history.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records an occurrence of `key`; returns how often it has now occurred.
    pub fn push(&mut self, key: u64) -> u32 {
        self.keys.push(key);
        let c = self.counts.entry(key).or_insert(0);
        *c += 1;
        *c
    }

    /// Forgets the last recorded occurrence.
    pub fn pop(&mut self) -> Option<u64> {
        let key = self.keys.pop()?;
        if let Some(c) = self.counts.get_mut(&key) {
            *c -= 1;
            if *c == 0 {
                self.counts.remove(&key);
            }
        }
        Some(key)
    }

    /// How often `key` has occurred.
    pub fn count(&self, key: u64) -> u32 {
        self.counts.get(&key).copied().unwrap_or(0)
    }

    /// The number of recorded positions.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.keys.clear();
        self.counts.clear();
    }
}

/// How a played game ended: by the game's rules (with the game's own outcome), or by a
/// rule of the history and match layer.
#[derive(Clone, PartialEq, Debug)]
pub enum Ending<O> {
    /// The rules ended the game ([`Game::outcome`](crate::Game::outcome)).
    Rules(O),
    /// The same position occurred `count` times: a draw.
    Repetition {
        /// How often the position occurred.
        count: u32,
    },
    /// A player resigned; every player outside its team wins.
    Resignation {
        /// Who resigned.
        player: Player,
        /// The resulting verdict.
        verdict: Verdict,
    },
    /// The result was decided outside the rules (an agreed draw, a referee, a time limit).
    Adjudication {
        /// The decided verdict.
        verdict: Verdict,
    },
}

impl<O: Outcome> Outcome for Ending<O> {
    fn verdict(&self) -> Verdict {
        match self {
            Ending::Rules(o) => o.verdict(),
            Ending::Repetition { .. } => Verdict::Draw,
            Ending::Resignation { verdict, .. } | Ending::Adjudication { verdict } => *verdict,
        }
    }

    fn reason(&self) -> Reason {
        match self {
            Ending::Rules(o) => o.reason(),
            Ending::Repetition { .. } => Reason::Repetition,
            Ending::Resignation { .. } => Reason::Resignation,
            Ending::Adjudication { .. } => Reason::Adjudication,
        }
    }

    fn payoff(&self, player: Player, players: usize) -> f64 {
        match self {
            Ending::Rules(o) => o.payoff(player, players),
            _ => self.verdict().payoff(player, players),
        }
    }
}

impl<O: fmt::Display> Ending<O> {
    /// The ending in words, naming seats with `name` (the game's
    /// [`player_name`](crate::Game::player_name): `Black wins (White resigned)`). An
    /// ending by the rules is the outcome's own text, which names them already.
    pub fn describe(&self, name: impl Fn(Player) -> String) -> String {
        let mut text = String::new();
        let _ = self.write_with(&mut text, name);
        text
    }

    fn write_with(&self, f: &mut dyn fmt::Write, name: impl Fn(Player) -> String) -> fmt::Result {
        match self {
            Ending::Rules(o) => write!(f, "{o}"),
            Ending::Repetition { count } => write!(f, "draw (repetition, {count} times)"),
            Ending::Resignation { player, verdict } => {
                write_verdict(f, verdict, &name)?;
                write!(f, " ({} resigned)", name(*player))
            }
            Ending::Adjudication { verdict } => {
                write_verdict(f, verdict, &name)?;
                f.write_str(" (adjudication)")
            }
        }
    }
}

/// Seats named `player N`; [`Ending::describe`] names them as the game does.
impl<O: fmt::Display> fmt::Display for Ending<O> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_with(f, |p| p.to_string())
    }
}
