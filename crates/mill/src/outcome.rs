//! How a mill game ends.

use std::fmt;

use doska_core::{Outcome, Reason, Verdict};

use crate::colour::Colour;
use crate::position::MillPosition;
use crate::rules::Mill;

/// The end of a game by the rules (repetition is decided by the history layer).
///
/// ```
/// use doska_mill::{Colour, MillOutcome};
/// assert_eq!(MillOutcome::TooFewPieces { winner: Colour::Black }.to_string(),
///            "Black wins (White has fewer than three pieces)");
/// assert_eq!(MillOutcome::MoveLimit { plies: 200 }.to_string(),
///            "draw (200 plies without a removal)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MillOutcome {
    /// The loser has fewer than three pieces (on the board and in hand).
    TooFewPieces {
        /// Who won.
        winner: Colour,
    },
    /// The loser, to move, cannot move.
    Blocked {
        /// Who won.
        winner: Colour,
    },
    /// The board is full, so nobody can move: a draw (twelve men's morris).
    FullBoard,
    /// The rules' number of plies without a removal was reached: a draw.
    MoveLimit {
        /// The limit.
        plies: u16,
    },
}

impl MillOutcome {
    /// The winner, or `None` for a draw.
    pub const fn winner(&self) -> Option<Colour> {
        match self {
            MillOutcome::TooFewPieces { winner } | MillOutcome::Blocked { winner } => Some(*winner),
            MillOutcome::FullBoard | MillOutcome::MoveLimit { .. } => None,
        }
    }
}

impl Outcome for MillOutcome {
    fn verdict(&self) -> Verdict {
        match self.winner() {
            Some(w) => Verdict::win(w.player()),
            None => Verdict::Draw,
        }
    }

    fn reason(&self) -> Reason {
        match self {
            MillOutcome::TooFewPieces { .. } => Reason::TooFewPieces,
            MillOutcome::Blocked { .. } | MillOutcome::FullBoard => Reason::NoMoves,
            MillOutcome::MoveLimit { .. } => Reason::MoveLimit,
        }
    }
}

impl fmt::Display for MillOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MillOutcome::TooFewPieces { winner } => {
                write!(
                    f,
                    "{winner} wins ({} has fewer than three pieces)",
                    winner.other()
                )
            }
            MillOutcome::Blocked { winner } => {
                write!(f, "{winner} wins ({} cannot move)", winner.other())
            }
            MillOutcome::FullBoard => f.write_str("draw (the board is full)"),
            MillOutcome::MoveLimit { plies } => write!(
                f,
                "draw ({} without a removal)",
                doska_core::text::counted(u64::from(*plies), "ply", "plies")
            ),
        }
    }
}

/// How the game has ended at `pos` under `rules`, or `None`. In this order: a side with
/// fewer than three pieces loses; the side to move loses when it cannot move (a full
/// board is a draw); the move limit draws (a counter at or past it, as a position text
/// may give, ends the game as well).
pub(crate) fn outcome(rules: &Mill, pos: &MillPosition) -> Option<MillOutcome> {
    let me = pos.side;
    for loser in [me, me.other()] {
        if pos.total(loser) < 3 {
            return Some(MillOutcome::TooFewPieces {
                winner: loser.other(),
            });
        }
    }
    if !rules.has_move(pos) {
        return Some(if rules.empty(pos).is_empty() {
            MillOutcome::FullBoard
        } else {
            MillOutcome::Blocked { winner: me.other() }
        });
    }
    if pos.quiet >= rules.move_limit {
        return Some(MillOutcome::MoveLimit {
            plies: rules.move_limit,
        });
    }
    None
}
