//! A move: one piece along a line, possibly capturing, or a pass.

use std::fmt;

use crate::square::Square;

/// One turn of lines of action.
///
/// `Display` writes the notation of `NOTATION.md`: `b1-b3` for a quiet move, `b1xb3`
/// for a capture, and `pass` for the pass of a side that has no legal move.
///
/// ```
/// use doska_lines_of_action::{LinesOfActionMove, Square};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// let mv = LinesOfActionMove::Step { from: sq("b1"), to: sq("b3"), capture: false };
/// assert_eq!(mv.to_string(), "b1-b3");
/// assert_eq!(LinesOfActionMove::Step { from: sq("b1"), to: sq("b3"), capture: true }.to_string(), "b1xb3");
/// assert_eq!(LinesOfActionMove::Pass.to_string(), "pass");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LinesOfActionMove {
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

impl LinesOfActionMove {
    /// The square the piece leaves (`None` for a pass).
    pub const fn from(self) -> Option<Square> {
        match self {
            LinesOfActionMove::Step { from, .. } => Some(from),
            LinesOfActionMove::Pass => None,
        }
    }

    /// The square the piece lands on (`None` for a pass).
    pub const fn to(self) -> Option<Square> {
        match self {
            LinesOfActionMove::Step { to, .. } => Some(to),
            LinesOfActionMove::Pass => None,
        }
    }

    /// Whether the move captures.
    pub const fn is_capture(self) -> bool {
        matches!(self, LinesOfActionMove::Step { capture: true, .. })
    }
}

impl fmt::Display for LinesOfActionMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinesOfActionMove::Step { from, to, capture } => {
                write!(f, "{from}{}{to}", if *capture { 'x' } else { '-' })
            }
            LinesOfActionMove::Pass => f.write_str("pass"),
        }
    }
}
