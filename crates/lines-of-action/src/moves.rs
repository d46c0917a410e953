//! A move: one piece along a line, possibly capturing, or a pass.

use std::fmt;

use crate::square::Square;

/// One turn of lines of action.
///
/// `Display` writes the notation of `NOTATION.md`: `b1-b3` for a quiet move, `b1xb3`
/// for a capture, and `pass` for the pass of a side that has no legal move.
///
/// ```
/// use doska_lines_of_action::{LoaMove, Square};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// let mv = LoaMove::Step { from: sq("b1"), to: sq("b3"), capture: false };
/// assert_eq!(mv.to_string(), "b1-b3");
/// assert_eq!(LoaMove::Step { from: sq("b1"), to: sq("b3"), capture: true }.to_string(), "b1xb3");
/// assert_eq!(LoaMove::Pass.to_string(), "pass");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LoaMove {
    /// A piece moves from `from` to `to` along a rank, file or diagonal; `capture`
    /// when an enemy piece stood on `to` and is removed.
    Step {
        /// The square the piece leaves.
        from: Square,
        /// The square it lands on.
        to: Square,
        /// Whether it captures the enemy piece on `to`.
        capture: bool,
    },
    /// The side to move has no legal move and passes.
    Pass,
}

impl LoaMove {
    /// The square the piece leaves (`None` for a pass).
    pub const fn from(self) -> Option<Square> {
        match self {
            LoaMove::Step { from, .. } => Some(from),
            LoaMove::Pass => None,
        }
    }

    /// The square the piece lands on (`None` for a pass).
    pub const fn to(self) -> Option<Square> {
        match self {
            LoaMove::Step { to, .. } => Some(to),
            LoaMove::Pass => None,
        }
    }

    /// Whether the move captures.
    pub const fn is_capture(self) -> bool {
        matches!(self, LoaMove::Step { capture: true, .. })
    }
}

impl fmt::Display for LoaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoaMove::Step { from, to, capture } => {
                write!(f, "{from}{}{to}", if *capture { 'x' } else { '-' })
            }
            LoaMove::Pass => f.write_str("pass"),
        }
    }
}
