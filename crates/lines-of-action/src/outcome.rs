//! How a game of lines of action ends.

use std::fmt;

use doska_core::{Outcome, Reason, Verdict};

use crate::colour::Colour;
use crate::position::LinesOfActionPosition;
use crate::rules::LinesOfAction;

impl LinesOfAction {
    /// Whether the game is over at `pos` by the rules: a side is connected, or the
    /// move limit is reached (a ply counter past the limit, as a position text may
    /// give, counts as reached).
    #[inline]
    pub fn is_over(&self, pos: &LinesOfActionPosition) -> bool {
        pos.is_connected(Colour::Black)
            || pos.is_connected(Colour::White)
            || pos.ply() >= self.move_limit()
    }
}

/// The end of a game by the rules (repetition is counted by the match layer).
///
/// ```
/// use doska_lines_of_action::{LinesOfAction, LinesOfActionOutcome, Colour};
/// use doska_core::{Game, Outcome, Verdict};
/// let game = LinesOfAction::STANDARD;
/// // White's last move joined its two pieces; Black is scattered.
/// let pos = game.parse_position("8/8/8/3ww3/8/8/8/b6b b").unwrap();
/// let end = game.outcome(&pos).unwrap();
/// assert_eq!(end, LinesOfActionOutcome::Connection { winner: Colour::White, both: false });
/// assert_eq!(end.verdict(), Verdict::win(Colour::White.player()));
/// assert_eq!(end.to_string(), "White wins (connection)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LinesOfActionOutcome {
    /// The side that made the last move (`winner`) has all its pieces in one group.
    /// `both` when the other side's pieces are connected too (a capture that connected
    /// both): the mover wins.
    Connection {
        /// The side that moved last.
        winner: Colour,
        /// Whether the loser's pieces are connected too.
        both: bool,
    },
    /// Only the side to move (`winner`) is connected: the last move, a capture,
    /// removed the piece that kept its remaining pieces apart.
    ConnectedByCapture {
        /// The side to move, whose pieces the opponent's capture connected.
        winner: Colour,
    },
    /// The move limit was reached without a connection: a draw.
    MoveLimit {
        /// The number of plies played.
        plies: u32,
    },
}

impl LinesOfActionOutcome {
    /// How the game has ended at `pos` under `rules`: by connection, else by the move
    /// limit (at or past it); `None` while it goes on.
    pub(crate) fn of(rules: &LinesOfAction, pos: &LinesOfActionPosition) -> Option<Self> {
        Self::of_connection(pos).or_else(|| {
            (pos.ply() >= rules.move_limit())
                .then_some(LinesOfActionOutcome::MoveLimit { plies: pos.ply() })
        })
    }

    /// The outcome of `pos` by connection, if a side is connected. The side that moved
    /// last is the opponent of the side to move.
    pub(crate) fn of_connection(pos: &LinesOfActionPosition) -> Option<LinesOfActionOutcome> {
        let to_move = pos.side_to_move();
        let mover = to_move.other();
        match (pos.is_connected(mover), pos.is_connected(to_move)) {
            (true, both) => Some(LinesOfActionOutcome::Connection {
                winner: mover,
                both,
            }),
            (false, true) => Some(LinesOfActionOutcome::ConnectedByCapture { winner: to_move }),
            (false, false) => None,
        }
    }

    /// The winning side, or `None` for a draw.
    pub const fn winner(&self) -> Option<Colour> {
        match self {
            LinesOfActionOutcome::Connection { winner, .. }
            | LinesOfActionOutcome::ConnectedByCapture { winner } => Some(*winner),
            LinesOfActionOutcome::MoveLimit { .. } => None,
        }
    }
}

impl Outcome for LinesOfActionOutcome {
    fn verdict(&self) -> Verdict {
        match self.winner() {
            Some(side) => Verdict::win(side.player()),
            None => Verdict::Draw,
        }
    }

    fn reason(&self) -> Reason {
        match self {
            LinesOfActionOutcome::MoveLimit { .. } => Reason::MoveLimit,
            _ => Reason::Connection,
        }
    }
}

impl fmt::Display for LinesOfActionOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinesOfActionOutcome::Connection {
                winner,
                both: false,
            } => write!(f, "{winner} wins (connection)"),
            LinesOfActionOutcome::Connection { winner, both: true } => write!(
                f,
                "{winner} wins (connection; both sides are connected, the mover wins)"
            ),
            LinesOfActionOutcome::ConnectedByCapture { winner } => write!(
                f,
                "{winner} wins (connection made by {}'s capture)",
                winner.other()
            ),
            LinesOfActionOutcome::MoveLimit { plies } => {
                write!(
                    f,
                    "draw (move limit, {})",
                    doska_core::text::counted(u64::from(*plies), "ply", "plies")
                )
            }
        }
    }
}
