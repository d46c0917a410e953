//! Searches steered from outside while they run: [`StopFlag`], [`Control`], and what a
//! search reports as it goes, [`Progress`] and [`Score`].
//!
//! An engine protocol runs the search on one thread and reads its input on another:
//! the input thread raises the [`StopFlag`] (`stop`, a new position, `quit`), the search
//! sees it within 64 nodes (or one playout) and returns the best move found
//! so far. A [`Control`] also carries the time [`Allotment`] of a clock and a callback
//! that receives a [`Progress`] after every completed iteration.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::clock::Allotment;
use crate::value::{DECIDED, WIN};

/// A monotonic clock: the time since a fixed moment of the process (its start, the
/// page's load), read by searches that have a time limit. [`Control::with_clock`]
/// injects one; [`system_now`] is the default.
pub type Now = fn() -> Duration;

/// The platform's monotonic clock (`std::time::Instant`), counted from its first
/// reading.
///
/// On `wasm32-unknown-unknown`, which has no clock of its own (`Instant::now` would
/// panic there), it is always zero: time limits then never pass unless the host injects
/// a clock with [`Control::with_clock`] (a web page passes `performance.now()`); depth,
/// node and playout budgets work everywhere.
pub fn system_now() -> Duration {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    {
        static EPOCH: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
        EPOCH.get_or_init(std::time::Instant::now).elapsed()
    }
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    {
        Duration::ZERO
    }
}

/// A flag shared between a running search and whoever may stop it. Cloning shares the
/// flag.
///
/// ```
/// use doska_ai::StopFlag;
/// let flag = StopFlag::new();
/// let other = flag.clone();
/// assert!(!flag.is_stopped());
/// other.stop();
/// assert!(flag.is_stopped());
/// flag.reset();
/// assert!(!other.is_stopped());
/// ```
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A flag that is not raised.
    pub fn new() -> Self {
        StopFlag::default()
    }

    /// Raises the flag: every search watching it returns its best move so far.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is raised.
    pub fn is_stopped(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Lowers the flag for the next search.
    pub fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }
}

/// How good the position is for the side to move, as a search reports it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Score {
    /// The evaluation's value for the side to move, in its units (in draughts 100 is a
    /// man).
    Value(i32),
    /// The side to move wins in this many plies (at most) with best play.
    Win(u32),
    /// The side to move loses in this many plies (at least) with best play.
    Loss(u32),
    /// Monte Carlo tree search's mean reward of its choice for the side to move, from 0
    /// (every playout lost) through 0.5 to 1 (every playout won).
    Expected(f64),
}

impl Score {
    /// The score of an alpha-beta value (decided games beyond `±DECIDED`).
    pub fn of_value(value: i32) -> Score {
        if value > DECIDED {
            Score::Win((WIN - value).max(0) as u32)
        } else if value < -DECIDED {
            Score::Loss((WIN + value).max(0) as u32)
        } else {
            Score::Value(value)
        }
    }

    /// The score on the evaluation's scale, with `unit` the value of one piece (100 in
    /// draughts): a decided game is ±1000 pieces, less a thousandth of a piece a ply so
    /// that quicker wins score higher; an expected reward `p` is `log10(p / (1 - p))`
    /// pieces (0.5 is even, 0.91 about one piece up), clamped to ±100 pieces.
    ///
    /// ```
    /// use doska_ai::Score;
    /// assert_eq!(Score::Value(250).in_units(100.0), 2.5);
    /// assert!(Score::Win(3).in_units(100.0) > Score::Win(5).in_units(100.0));
    /// assert_eq!(Score::Expected(0.5).in_units(100.0), 0.0);
    /// ```
    pub fn in_units(self, unit: f64) -> f64 {
        match self {
            Score::Value(v) => f64::from(v) / unit,
            Score::Win(n) => 1000.0 - f64::from(n) / 1000.0,
            Score::Loss(n) => -1000.0 + f64::from(n) / 1000.0,
            Score::Expected(p) => {
                let p = p.clamp(1e-100, 1.0 - 1e-16);
                (p / (1.0 - p)).log10().clamp(-100.0, 100.0)
            }
        }
    }
}

impl fmt::Display for Score {
    /// `+2.50` pieces of 100, `win in 3`, `loss in 4`, `mean 0.62`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Score::Value(v) => write!(f, "{:+.2}", f64::from(v) / 100.0),
            Score::Win(n) => write!(f, "win in {n}"),
            Score::Loss(n) => write!(f, "loss in {n}"),
            Score::Expected(p) => write!(f, "mean {p:.3}"),
        }
    }
}

/// What a search has found so far, reported after each iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress<M> {
    /// The iteration completed: alpha-beta's depth in plies; MCTS's longest line of
    /// nodes visited more than once from the root.
    pub depth: u32,
    /// The value of the best move for the side to move.
    pub score: Score,
    /// Nodes searched (alpha-beta), playouts run (MCTS).
    pub nodes: u64,
    /// The time since the search started.
    pub time: Duration,
    /// The principal variation: the best move first, then the best replies as far as
    /// the search knows them.
    pub pv: Vec<M>,
}

impl<M> Progress<M> {
    /// Nodes (or playouts) a second.
    pub fn nps(&self) -> u64 {
        let secs = self.time.as_secs_f64();
        if secs > 0.0 {
            (self.nodes as f64 / secs) as u64
        } else {
            0
        }
    }
}

/// The callback that receives a [`Progress`].
pub type Report<'a, M> = dyn FnMut(&Progress<M>) + Send + 'a;

/// How one decision is steered from outside: a [`StopFlag`], a time [`Allotment`] from
/// a clock, and a callback for [`Progress`]. All three are optional; the agent's own
/// budget (depth, nodes, playouts, time) applies as well, and the first limit reached
/// ends the search.
///
/// ```
/// use std::time::Duration;
/// use doska_ai::{Agent, AgentSpec, Allotment, Control, StopFlag};
/// use doska_core::{toy::{Subtraction, Take}, Match, NoEvaluation};
///
/// let game = Subtraction::new(2, 21);
/// let mut agent = "alphabeta:depth=100".parse::<AgentSpec>().unwrap().build(&game, &NoEvaluation, 1).unwrap();
/// let mut depths = Vec::new();
/// let mut report = |p: &doska_ai::Progress<_>| depths.push(p.depth);
/// let mut control = Control::new()
///     .with_stop(StopFlag::new())
///     .with_allotment(Allotment::fixed(Duration::from_secs(5)))
///     .with_report(&mut report);
/// let mv = agent.think(&Match::new(game.clone()), &mut control).unwrap();
/// // A pile of 21 taking 1 to 3: leaving a multiple of 4 wins, so take 1.
/// assert_eq!(mv, Take(1));
/// drop(control);
/// assert_eq!(depths[0], 1);
/// ```
pub struct Control<'a, M> {
    stop: StopFlag,
    allotment: Option<Allotment>,
    report: Option<&'a mut Report<'a, M>>,
    now: Now,
    start: Duration,
}

impl<M> fmt::Debug for Control<'_, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Control")
            .field("stop", &self.stop)
            .field("allotment", &self.allotment)
            .field("report", &self.report.is_some())
            .finish()
    }
}

impl<M> Default for Control<'_, M> {
    fn default() -> Self {
        Control::new()
    }
}

impl<'a, M> Control<'a, M> {
    /// No stop flag anyone else holds, no clock's allotment, no reports: the agent's
    /// own budget alone, timed by [`system_now`]. The time counts from here.
    pub fn new() -> Self {
        Control {
            stop: StopFlag::new(),
            allotment: None,
            report: None,
            now: system_now,
            start: system_now(),
        }
    }

    /// Times the search with `now` instead of the platform's clock (a web page's
    /// `performance.now()`, a simulated clock in a test). The time counts from here.
    ///
    /// ```
    /// use std::time::Duration;
    /// use doska_ai::Control;
    /// fn frozen() -> Duration {
    ///     Duration::from_secs(7)
    /// }
    /// let control = Control::<()>::new().with_clock(frozen);
    /// assert_eq!(control.elapsed(), Duration::ZERO);
    /// assert_eq!(control.now(), Duration::from_secs(7));
    /// ```
    #[must_use]
    pub fn with_clock(mut self, now: Now) -> Self {
        self.now = now;
        self.start = now();
        self
    }

    /// The clock's reading now.
    pub fn now(&self) -> Duration {
        (self.now)()
    }

    /// The clock the search is timed by.
    pub fn clock(&self) -> Now {
        self.now
    }

    /// Watches `stop`.
    #[must_use]
    pub fn with_stop(mut self, stop: StopFlag) -> Self {
        self.stop = stop;
        self
    }

    /// Spends about `allotment.soft`, never more than `allotment.hard`, counted from
    /// [`Control::new`].
    #[must_use]
    pub fn with_allotment(mut self, allotment: Allotment) -> Self {
        self.allotment = Some(allotment);
        self
    }

    /// Calls `report` after each completed iteration.
    #[must_use]
    pub fn with_report(mut self, report: &'a mut Report<'a, M>) -> Self {
        self.report = Some(report);
        self
    }

    /// The stop flag watched.
    pub fn stop_flag(&self) -> &StopFlag {
        &self.stop
    }

    /// The clock's allotment, if any.
    pub fn allotment(&self) -> Option<Allotment> {
        self.allotment
    }

    /// The time since the control was made (or given its clock).
    pub fn elapsed(&self) -> Duration {
        self.now().saturating_sub(self.start)
    }

    /// Whether the search must return now: the flag is raised or the hard limit passed.
    pub fn must_stop(&self) -> bool {
        self.stop.is_stopped() || self.allotment.is_some_and(|a| self.elapsed() >= a.hard)
    }

    /// Whether an iterative search should not start another iteration: the flag is
    /// raised, or half the soft limit is spent (the next iteration would most likely
    /// take longer than all before it together).
    pub fn should_not_deepen(&self) -> bool {
        self.stop.is_stopped() || self.allotment.is_some_and(|a| self.elapsed() >= a.soft / 2)
    }

    /// Whether an anytime search (MCTS) should stop: the flag is raised or the soft
    /// limit is spent.
    pub fn soft_passed(&self) -> bool {
        self.stop.is_stopped() || self.allotment.is_some_and(|a| self.elapsed() >= a.soft)
    }

    /// Passes `progress` to the callback, if there is one.
    pub fn report(&mut self, progress: &Progress<M>) {
        if let Some(report) = self.report.as_mut() {
            report(progress);
        }
    }

    /// Whether anyone listens to reports (a search may skip building them otherwise).
    pub fn reports(&self) -> bool {
        self.report.is_some()
    }
}
