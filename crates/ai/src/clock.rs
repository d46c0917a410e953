//! Time management: how much of a game clock one decision may spend, [`Clock`] and
//! [`Allotment`].

use std::time::Duration;

/// How long one decision may take: the search aims at `soft` and never goes beyond
/// `hard`.
///
/// Alpha-beta starts no new iteration once half of `soft` is spent (the next would most
/// likely take longer than all before it together) and breaks off an iteration at
/// `hard`; MCTS stops at `soft`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allotment {
    /// The time to aim at.
    pub soft: Duration,
    /// The time never to exceed.
    pub hard: Duration,
}

impl Allotment {
    /// Exactly `time` for this move (`move-time`, `movetime`): the search may use all
    /// of it.
    pub const fn fixed(time: Duration) -> Self {
        Allotment {
            soft: time.saturating_mul(2),
            hard: time,
        }
    }
}

/// A player's clock as a protocol reports it before a move: the time left, the
/// increment added after each move, and the moves to play before the time control
/// adds more (none: the rest of the game).
///
/// [`Clock::allot`] divides the time so that a game never loses on time:
///
/// - The time left less a safety margin ([`Clock::MARGIN`], for the latency of pipes,
///   sockets and the process scheduler) is shared among the moves to go (or
///   [`Clock::HORIZON`] when the control does not say, the moves a game may still
///   last), plus three quarters of the increment.
/// - The hard limit is four times that, but never more than a third of the usable
///   time (all of it on the last move before the control), so a search that overruns
///   its aim still leaves time for the moves after it.
///
/// ```
/// use std::time::Duration;
/// use doska_ai::Clock;
/// let clock = Clock::new(Duration::from_secs(10), Duration::from_millis(100), None);
/// let a = clock.allot();
/// assert!(a.soft > Duration::from_millis(300) && a.soft < Duration::from_millis(500));
/// assert!(a.hard < Duration::from_secs(4));
/// // Almost no time left: a few milliseconds, never more than the clock holds.
/// let a = Clock::new(Duration::from_millis(20), Duration::ZERO, None).allot();
/// assert!(a.hard <= Duration::from_millis(20));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// The time left on the clock.
    pub remaining: Duration,
    /// The time added after each move.
    pub increment: Duration,
    /// The moves to play before the next time control, including this one.
    pub moves_to_go: Option<u32>,
}

impl Clock {
    /// The time kept back for the latency between the search and the opponent's clock.
    pub const MARGIN: Duration = Duration::from_millis(50);

    /// The moves a game is assumed still to last when the time control does not say.
    pub const HORIZON: u32 = 30;

    /// A clock with `remaining` time, `increment` a move and `moves_to_go`.
    pub const fn new(remaining: Duration, increment: Duration, moves_to_go: Option<u32>) -> Self {
        Clock {
            remaining,
            increment,
            moves_to_go,
        }
    }

    /// The time this decision may spend.
    pub fn allot(&self) -> Allotment {
        // The margin, or a quarter of the clock when the clock is nearly empty.
        let margin = Self::MARGIN.min(self.remaining / 4);
        let usable = self.remaining.saturating_sub(margin);
        let moves = self.moves_to_go.unwrap_or(Self::HORIZON).clamp(1, 1000);
        let share = usable / moves + self.increment * 3 / 4;
        let cap = if moves == 1 { usable } else { usable / 3 };
        let hard = (share * 4)
            .min(cap)
            .max(Duration::from_millis(1))
            .min(usable);
        let soft = share.min(hard);
        Allotment { soft, hard }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn never_more_than_the_clock_holds() {
        for remaining in [0, 1, 3, 10, 49, 50, 51, 200, 1000, 10_000, 600_000] {
            for inc in [0, 10, 100, 1000] {
                for mtg in [None, Some(0), Some(1), Some(2), Some(40)] {
                    let a = Clock::new(ms(remaining), ms(inc), mtg).allot();
                    assert!(a.soft <= a.hard, "{remaining} {inc} {mtg:?}: {a:?}");
                    assert!(a.hard <= ms(remaining), "{remaining} {inc} {mtg:?}: {a:?}");
                }
            }
        }
    }

    #[test]
    fn the_last_move_before_the_control_may_use_the_clock() {
        let a = Clock::new(ms(5000), ms(0), Some(1)).allot();
        assert_eq!(a.hard, ms(4950));
        let a = Clock::new(ms(5000), ms(0), Some(10)).allot();
        assert_eq!(a.soft, ms(495));
    }

    #[test]
    fn the_increment_is_spent_once_the_clock_is_low() {
        // 1 s left, 0.5 s a move: the share is mostly the increment (31 + 375 ms),
        // capped at a third of the usable 950 ms, so the clock grows by 183 ms a move.
        let a = Clock::new(ms(1000), ms(500), None).allot();
        assert_eq!(a.soft, a.hard);
        assert!(a.hard > ms(316) && a.hard < ms(317), "{a:?}");
    }
}
