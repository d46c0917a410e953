//! [`SqueezeOutcome`], and how the end of a game is decided.
//!
//! The decision needs only the pieces and the counters, so it sits below move
//! generation (which returns no moves exactly when it finds an end) and uses the
//! geometry directly.

use std::fmt;

use doska_core::{Outcome, Reason, Verdict, Word};

use crate::colour::Colour;
use crate::geometry::{can_step, with_geometry, Geometry, Lanes};
use crate::position::SqueezePosition;
#[cfg(doc)]
use crate::rules::Blocked;
use crate::rules::{Flags, Squeeze};

/// How a game of squeeze ends.
///
/// ```
/// use doska_core::{Outcome, Reason};
/// use doska_squeeze::{Colour, SqueezeOutcome};
/// let end = SqueezeOutcome::Win { winner: Colour::White, left: 1 };
/// assert_eq!(end.reason(), Reason::TooFewPieces);
/// assert_eq!(end.to_string(), "White wins (Black has one piece left)");
/// assert_eq!(SqueezeOutcome::MoveLimit.to_string(), "draw (move limit)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SqueezeOutcome {
    /// The other side is down to one piece or none, decided the moment it happens,
    /// even in the middle of a chain of captures.
    Win {
        /// The side that won.
        winner: Colour,
        /// The pieces the loser has left: 1 or 0.
        left: u8,
    },
    /// The side to move has no step and loses (under [`Blocked::Lose`]; by default it
    /// passes).
    NoMoves {
        /// The side that won.
        winner: Colour,
    },
    /// A draw: the plies of the movement phase without a capture reached the limit.
    MoveLimit,
    /// A draw: neither side has a step (under [`Blocked::Pass`]). (Every position of the
    /// movement phase has an
    /// empty cell and pieces of both sides, and on a connected board some piece is
    /// then next to an empty cell, so no position of the rules reaches it; it is
    /// decided for completeness.)
    Deadlock,
}

impl SqueezeOutcome {
    /// The side that won, or `None` for a draw.
    pub const fn winner(&self) -> Option<Colour> {
        match *self {
            SqueezeOutcome::Win { winner, .. } | SqueezeOutcome::NoMoves { winner } => Some(winner),
            _ => None,
        }
    }
}

impl Outcome for SqueezeOutcome {
    fn verdict(&self) -> Verdict {
        match self.winner() {
            Some(winner) => Verdict::win(winner.player()),
            None => Verdict::Draw,
        }
    }

    fn reason(&self) -> Reason {
        match self {
            SqueezeOutcome::Win { .. } => Reason::TooFewPieces,
            SqueezeOutcome::NoMoves { .. } => Reason::NoMoves,
            SqueezeOutcome::MoveLimit => Reason::MoveLimit,
            SqueezeOutcome::Deadlock => Reason::Passes,
        }
    }
}

impl fmt::Display for SqueezeOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SqueezeOutcome::Win { winner, left } => {
                let left = if left == 0 { "no piece" } else { "one piece" };
                write!(f, "{winner} wins ({} has {left} left)", winner.other())
            }
            SqueezeOutcome::NoMoves { winner } => {
                write!(f, "{winner} wins ({} cannot move)", winner.other())
            }
            SqueezeOutcome::MoveLimit => f.write_str("draw (move limit)"),
            SqueezeOutcome::Deadlock => f.write_str("draw (neither side can move)"),
        }
    }
}

/// The end of a movement-phase position, seen from the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum End {
    /// The side to move is down to `left` pieces.
    MoverBeaten(u8),
    /// The other side is down to `left` pieces.
    OpponentBeaten(u8),
    /// The side to move has no step, and that loses.
    MoverBlocked,
    /// The move limit is reached.
    MoveLimit,
    /// Neither side has a step.
    Deadlock,
}

/// How a movement-phase position ends, if it does (`own` are the pieces of the side
/// to move, `opp` the other side's, `plies` the counter): a side with at most one
/// piece loses; then the move limit draws; then a side to move without a step loses
/// if the rules say so; then a board where neither side can step draws.
#[inline(always)]
pub(crate) fn movement_end<G: Geometry>(
    own: G::W,
    opp: G::W,
    plies: u32,
    flags: Flags,
) -> Option<End> {
    let (mine, theirs) = (own.count_ones(), opp.count_ones());
    if mine <= 1 {
        return Some(End::MoverBeaten(mine as u8));
    }
    if theirs <= 1 {
        return Some(End::OpponentBeaten(theirs as u8));
    }
    if plies >= flags.limit {
        return Some(End::MoveLimit);
    }
    let empty = G::BOARD & !(own | opp);
    if !can_step(own, empty) {
        if flags.blocked_loses {
            return Some(End::MoverBlocked);
        }
        if !can_step(opp, empty) {
            return Some(End::Deadlock);
        }
    }
    None
}

/// The outcome of `pos` under `rules`, or `None` while the game goes on. The
/// placement phase never ends the game.
pub(crate) fn decide(rules: &Squeeze, pos: &SqueezePosition) -> Option<SqueezeOutcome> {
    if pos.is_placement() {
        return None;
    }
    let mover = pos.to_move;
    let own = pos.cells[mover].bits();
    let opp = pos.cells[mover.other()].bits();
    let end = with_geometry!(pos.size, G => movement_end::<G>(
        <G as Geometry>::W::narrow(own),
        <G as Geometry>::W::narrow(opp),
        pos.plies,
        rules.flags(),
    ))?;
    Some(match end {
        End::MoverBeaten(left) => SqueezeOutcome::Win {
            winner: mover.other(),
            left,
        },
        End::OpponentBeaten(left) => SqueezeOutcome::Win {
            winner: mover,
            left,
        },
        End::MoverBlocked => SqueezeOutcome::NoMoves {
            winner: mover.other(),
        },
        End::MoveLimit => SqueezeOutcome::MoveLimit,
        End::Deadlock => SqueezeOutcome::Deadlock,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Five;

    #[test]
    fn a_full_board_is_blocked() {
        // No position of the rules fills the board; the rule is decided all the same.
        // (Bit 22 is the centre, c3.)
        let board = Five::BOARD;
        let flags = |limit| Flags {
            limit,
            pass_again: true,
            blocked_loses: false,
        };
        let own = board & 0x5555_5555_5555_5555;
        assert_eq!(
            movement_end::<Five>(own, board & !own, 0, flags(u32::MAX)),
            Some(End::Deadlock)
        );
        assert_eq!(
            movement_end::<Five>(own & !(1 << 22), board & !own, 0, flags(u32::MAX)),
            None
        );
        assert_eq!(
            movement_end::<Five>(own, board & !own, 7, flags(7)),
            Some(End::MoveLimit)
        );
        let lose = Flags {
            blocked_loses: true,
            ..flags(u32::MAX)
        };
        assert_eq!(
            movement_end::<Five>(own, board & !own, 0, lose),
            Some(End::MoverBlocked)
        );
    }
}
