//! A move (one piece along a line, possibly capturing, or a pass), the move list move
//! generation fills, and why a move is refused.

use std::fmt;

use doska_core::smallvec::SmallVec;
use doska_core::square::Square8 as Square;
use thiserror::Error;

use crate::colour::Colour;
use crate::line_geometry::LineKind;
use crate::position::LinesOfActionPosition;

/// One turn of lines of action.
///
/// `Display` writes its notation: `b1-b3` for a quiet move, `b1xb3` for a capture, and
/// `pass` for the pass of a side that has no legal move.
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

    /// Plays this move on `pos`, assumed legal there.
    #[inline]
    pub(crate) fn play(self, pos: &mut LinesOfActionPosition) {
        match self {
            LinesOfActionMove::Step { from, to, .. } => pos.play_step(from, to),
            LinesOfActionMove::Pass => pos.pass_turn(),
        }
    }
}

/// The move list of lines of action. A side has at most 12 pieces with 8 moves each
/// in any game from the standard layouts, so 96 moves fit inline and generation never
/// allocates (positions set up with more pieces spill to the heap).
pub type LinesOfActionMoves = SmallVec<[LinesOfActionMove; 96]>;

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

/// Why a move text or a move was refused: bad syntax, the game being over, or the
/// rule the move breaks.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveError {
    /// The text is not `<square>-<square>`, `<square>x<square>` or `pass`.
    #[error("`{text}` is not a move: expected `b1-b3`, `b1xb3` or `pass`")]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// The game is over: no move can be played.
    #[error("the game is over; no move `{text}`")]
    GameOver {
        /// The text as given.
        text: String,
    },
    /// There is no piece on the square the move starts from.
    #[error("no piece on {square}")]
    NoPiece {
        /// The empty square.
        square: Square,
    },
    /// The piece on the start square belongs to the opponent.
    #[error("the piece on {square} is {owner}'s, not the side to move's")]
    NotYourPiece {
        /// The square.
        square: Square,
        /// The side the piece belongs to.
        owner: Colour,
    },
    /// The two squares are not on one rank, file or diagonal (or are the same square).
    #[error("{from} and {to} are not on one line")]
    NotALine {
        /// The start square.
        from: Square,
        /// The target square.
        to: Square,
    },
    /// The distance is not the number of pieces on the line.
    #[error(
        "{from}-{to} moves {}, but the {line} holds {}",
        doska_core::text::counted(*distance as u64, "square", "squares"),
        doska_core::text::counted(*required as u64, "piece", "pieces"),
        line = line_name(*line)
    )]
    WrongDistance {
        /// The start square.
        from: Square,
        /// The target square.
        to: Square,
        /// The distance of the move.
        distance: u8,
        /// The number of pieces on the line: the distance the piece must move.
        required: u8,
        /// The kind of line moved along.
        line: LineKind,
    },
    /// The move would pass over an enemy piece.
    #[error("{from}-{to} would jump over the enemy piece on {over}")]
    JumpsEnemy {
        /// The start square.
        from: Square,
        /// The target square.
        to: Square,
        /// The first enemy piece in the way.
        over: Square,
    },
    /// The target square holds a piece of the side to move.
    #[error("{from}-{to} would land on an own piece")]
    OwnPiece {
        /// The start square.
        from: Square,
        /// The target square.
        to: Square,
    },
    /// The move is written as a capture (`x`) but the target square is empty.
    #[error("{from}x{to} captures nothing: {to} is empty (write {from}-{to})")]
    NotACapture {
        /// The start square.
        from: Square,
        /// The target square.
        to: Square,
    },
    /// A move given as quiet (`from-to` with no capture) lands on an enemy piece: it is
    /// the capture `fromxto`. (Texts may write captures with `-`; this is about move
    /// values built by hand.)
    #[error("{from}-{to} lands on the enemy piece on {to}: it is the capture {from}x{to}")]
    UnmarkedCapture {
        /// The start square.
        from: Square,
        /// The target square.
        to: Square,
    },
    /// `pass` was given, but the side to move has a legal move.
    #[error("cannot pass: {side} has legal moves")]
    PassNotAllowed {
        /// The side to move.
        side: Colour,
    },
}

fn line_name(kind: LineKind) -> &'static str {
    match kind {
        LineKind::Rank => "rank",
        LineKind::File => "file",
        LineKind::Diagonal | LineKind::AntiDiagonal => "diagonal",
    }
}
