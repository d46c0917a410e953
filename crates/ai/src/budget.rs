//! How much an agent may think: a depth, a node count, a number of playouts, a time.

use std::time::Duration;

use crate::control::{Control, Now, StopFlag};

/// Limits on one decision. Every limit given applies; the first reached stops the search.
///
/// Depth, node and playout limits make an agent deterministic under its seed; a time
/// limit depends on the machine's speed and does not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// The deepest iteration of alpha-beta, in plies.
    pub depth: Option<u32>,
    /// The most nodes alpha-beta may visit.
    pub nodes: Option<u64>,
    /// The most playouts MCTS may run.
    pub playouts: Option<u64>,
    /// The most wall-clock time per decision.
    pub time: Option<Duration>,
}

impl Budget {
    /// A depth limit.
    pub const fn depth(depth: u32) -> Self {
        Budget {
            depth: Some(depth),
            nodes: None,
            playouts: None,
            time: None,
        }
    }

    /// A node limit.
    pub const fn nodes(nodes: u64) -> Self {
        Budget {
            depth: None,
            nodes: Some(nodes),
            playouts: None,
            time: None,
        }
    }

    /// A playout limit.
    pub const fn playouts(playouts: u64) -> Self {
        Budget {
            depth: None,
            nodes: None,
            playouts: Some(playouts),
            time: None,
        }
    }

    /// A time limit.
    pub const fn time(time: Duration) -> Self {
        Budget {
            depth: None,
            nodes: None,
            playouts: None,
            time: Some(time),
        }
    }

    /// Whether no limit is set.
    pub fn is_unlimited(&self) -> bool {
        self.depth.is_none()
            && self.nodes.is_none()
            && self.playouts.is_none()
            && self.time.is_none()
    }
}

/// A running clock against a [`Budget`]'s time limit (or a clock's hard limit), and a
/// [`StopFlag`] that ends the search sooner.
#[derive(Clone, Debug)]
pub(crate) struct Deadline {
    now: Now,
    start: Duration,
    limit: Option<Duration>,
    stop: StopFlag,
}

impl Deadline {
    /// The budget's `limit`, or less when `control`'s hard limit comes sooner, and its
    /// stop flag.
    pub(crate) fn start<M>(limit: Option<Duration>, control: &Control<'_, M>) -> Self {
        let hard = control
            .allotment()
            .map(|a| a.hard.saturating_sub(control.elapsed()));
        let limit = match (limit, hard) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Deadline {
            now: control.clock(),
            start: control.now(),
            limit,
            stop: control.stop_flag().clone(),
        }
    }

    pub(crate) fn passed(&self) -> bool {
        self.stop.is_stopped()
            || self
                .limit
                .is_some_and(|l| (self.now)().saturating_sub(self.start) >= l)
    }
}
