//! A move: one whole turn, a step or a complete capture sequence.

use std::fmt;

use smallvec::SmallVec;
use thiserror::Error;

use crate::board::colour::Colour;
use crate::board::layout::{square_of_bit, Layout};
use crate::board::square::{BoardSize, Square};
use crate::board::squares::Squares;

/// The most pieces one move can capture in the presets of this crate: a side has at
/// most 20 pieces (10×10), 16 on all 64 squares and 12 on the 8×8 dark squares.
pub const MAX_CAPTURES: usize = 20;

/// The move list move generation fills: 40 moves inline (more than almost any
/// position has), more spill to the heap.
pub type CheckersMoves = SmallVec<[CheckersMove; 40]>;

const PROMOTES: u8 = 1;
const TEN: u8 = 2;
const FULL: u8 = 4;
const PLACE: u8 = 8;
const PASS: u8 = 16;

/// The flags byte of a move on `layout` (its promotion bit clear).
#[inline(always)]
pub(crate) const fn layout_flags(layout: Layout) -> u8 {
    match layout {
        Layout::Dark8 => 0,
        Layout::Dark10 => TEN,
        Layout::Full8 => FULL,
    }
}

/// One whole turn: a step `c3-d4`, or a complete capture sequence with its landing
/// squares and the set of captured pieces (`c3:e5:c7`).
///
/// Two capture routes with the same start, end, captured set and promotion lead to the
/// same position and are **one** move; the move generator keeps the first route it
/// finds (its landing squares are what [`Display`](fmt::Display) writes). Routes that
/// capture different pieces are different moves even with the same ends.
///
/// Moves are made by the rules (move generation, [`parse_move`](doska_core::Game::parse_move)),
/// never by hand, so a `CheckersMove` is always some position's legal move.
///
/// ```
/// use doska_checkers::Checkers;
/// use doska_core::Game;
/// let rules = Checkers::classic();
/// let pos = rules.parse_position("W:Wc3:Bd4,d6").unwrap();
/// let mv = rules.parse_move(&pos, "c3:e5:c7").unwrap();
/// assert_eq!(mv.capture_count(), 2);
/// assert_eq!(mv.captured().iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["d4", "d6"]);
/// assert_eq!(mv.to_string(), "c3:e5:c7");
/// assert_eq!(rules.format_move(&pos, &mv), "c3:c7");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CheckersMove {
    pub(crate) captured: u64,
    pub(crate) from: u8,
    pub(crate) to: u8,
    pub(crate) flags: u8,
    /// The number of landing squares in `path` (= captures; 0 for a step).
    pub(crate) len: u8,
    /// The landing square after each capture, the last being `to`; unused bytes are 0.
    pub(crate) path: [u8; MAX_CAPTURES],
}

impl CheckersMove {
    /// A step on the layout whose [`layout_flags`] are `layout`.
    #[inline(always)]
    pub(crate) fn step(from: u32, to: u32, promotes: bool, layout: u8) -> CheckersMove {
        CheckersMove {
            captured: 0,
            from: from as u8,
            to: to as u8,
            flags: (promotes as u8 * PROMOTES) | layout,
            len: 0,
            path: [0; MAX_CAPTURES],
        }
    }

    /// A capture with the landing squares `path[..len]` (the bytes beyond must be 0)
    /// on the layout whose [`layout_flags`] are `layout`.
    #[inline(always)]
    pub(crate) fn capture(
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
        layout: u8,
    ) -> CheckersMove {
        CheckersMove {
            captured,
            from: from as u8,
            to: path[len - 1],
            flags: (promotes as u8 * PROMOTES) | layout,
            len: len as u8,
            path: *path,
        }
    }

    /// The placement of a piece on the empty square `to` (the wolf's first move).
    #[inline]
    pub(crate) fn placement(to: u32, layout: u8) -> CheckersMove {
        CheckersMove {
            flags: PLACE | layout,
            ..CheckersMove::step(to, to, false, layout)
        }
    }

    /// A pass (sheep without a step); its squares are meaningless (both the bit 0).
    #[inline]
    pub(crate) fn pass(layout: u8) -> CheckersMove {
        CheckersMove {
            flags: PASS | layout,
            ..CheckersMove::step(0, 0, false, layout)
        }
    }

    /// Whether the move is a pass (`pass`): the side to move has no step (the sheep
    /// of the wolf and the sheep).
    #[inline]
    pub fn is_pass(&self) -> bool {
        self.flags & PASS != 0
    }

    /// Whether the move places a piece on [`to`](CheckersMove::to) (the wolf's first
    /// move, written as the square alone: `d8`).
    #[inline]
    pub fn is_placement(&self) -> bool {
        self.flags & PLACE != 0
    }

    /// Whether two moves lead to the same position from the same one: same start,
    /// end, captured set and promotion (routes aside).
    #[inline(always)]
    pub(crate) fn same_effect(&self, other: &CheckersMove) -> bool {
        self.captured == other.captured
            && self.from == other.from
            && self.to == other.to
            && self.flags == other.flags
    }

    /// The layout of the position the move was made in.
    #[inline]
    pub(crate) fn layout(&self) -> Layout {
        if self.flags & TEN != 0 {
            Layout::Dark10
        } else if self.flags & FULL != 0 {
            Layout::Full8
        } else {
            Layout::Dark8
        }
    }

    /// The square the piece leaves.
    pub fn from(&self) -> Square {
        square_of_bit(self.layout(), self.from)
    }

    /// The square the piece ends on (may equal [`from`](CheckersMove::from) after a capture
    /// round a square).
    pub fn to(&self) -> Square {
        square_of_bit(self.layout(), self.to)
    }

    /// Whether the move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// The number of pieces captured.
    #[inline]
    pub fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }

    /// The squares of the captured pieces.
    #[inline]
    pub fn captured(&self) -> Squares {
        Squares::from_layout_bits(self.layout(), self.captured)
    }

    /// The landing square after each capture in order, the last being
    /// [`to`](CheckersMove::to); empty for a step.
    pub fn landings(&self) -> impl Iterator<Item = Square> + '_ {
        self.path[..self.len as usize]
            .iter()
            .map(|&i| square_of_bit(self.layout(), i))
    }

    /// Whether the moving man becomes a king.
    #[inline]
    pub fn promotes(&self) -> bool {
        self.flags & PROMOTES != 0
    }

    /// The board this move is on.
    pub fn board_size(&self) -> BoardSize {
        self.layout().board()
    }
}

impl fmt::Display for CheckersMove {
    /// The full text: `c3-d4` for a step, every landing square for a capture
    /// (`c3:e5:c7`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            return f.write_str("pass");
        }
        if self.is_placement() {
            return write!(f, "{}", self.to());
        }
        write!(f, "{}", self.from())?;
        if self.is_capture() {
            for sq in self.landings() {
                write!(f, ":{sq}")?;
            }
            Ok(())
        } else {
            write!(f, "-{}", self.to())
        }
    }
}

impl fmt::Debug for CheckersMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CheckersMove({self}")?;
        if self.is_capture() {
            f.write_str(" x")?;
            for sq in self.captured() {
                write!(f, " {sq}")?;
            }
        }
        if self.promotes() {
            f.write_str(" =K")?;
        }
        f.write_str(")")
    }
}

/// Why a move text was refused, or a move may not be played here.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveError {
    /// The text is not a move at all: neither squares (`c3`, PDN numbers) nor the
    /// separators `-`, `:`, `x`.
    #[error("`{text}` is not a move: expected `c3-d4`, `c3:e5` or PDN numbers `22-18`")]
    NotAMove {
        /// The text given.
        text: String,
    },
    /// The text is squares, but not joined into a move (one square alone, two
    /// separators in a row).
    #[error("cannot read move `{text}`: {problem}")]
    Syntax {
        /// The text given.
        text: String,
        /// What is wrong.
        problem: String,
    },
    /// A part of the text is not a square of this board.
    #[error("`{part}` in move `{text}` is not a {squares} of the {board} board")]
    BadSquare {
        /// The text given.
        text: String,
        /// The offending part.
        part: String,
        /// The board.
        board: &'static str,
        /// What the board's squares are: `dark square`, or `square` when every square
        /// is played on.
        squares: &'static str,
    },
    /// The game is over: there is no legal move.
    #[error("no move `{text}`: the game is over")]
    GameOver {
        /// The text given.
        text: String,
    },
    /// The start square holds no piece of the side to move.
    #[error("no {colour} piece on {square} for move `{text}`")]
    NoPiece {
        /// The text given.
        text: String,
        /// The start square.
        square: Square,
        /// The side to move.
        colour: Colour,
    },
    /// With neutral pieces: the piece on the start square made the last move and may
    /// not move now.
    #[error("`{text}` is not legal: the piece on {square} made the last move")]
    LastMoved {
        /// The text given.
        text: String,
        /// The start square.
        square: Square,
    },
    /// A step was given while a capture is compulsory.
    #[error("`{text}` is not legal: capturing is compulsory here")]
    CaptureCompulsory {
        /// The text given.
        text: String,
    },
    /// A capture of fewer pieces than the majority rule demands.
    #[error(
        "`{text}` is not legal: the capture of {} is compulsory",
        doska_core::text::counted(u64::from(*required), "piece", "pieces")
    )]
    MustCaptureMore {
        /// The text given.
        text: String,
        /// The number of pieces that must be captured.
        required: u32,
    },
    /// Several legal moves fit the text.
    #[error("`{text}` is ambiguous: it may be {candidates}")]
    Ambiguous {
        /// The text given.
        text: String,
        /// The moves it fits, in full.
        candidates: String,
    },
    /// No legal move fits the text.
    #[error("`{text}` is not a legal move here")]
    Illegal {
        /// The text given.
        text: String,
    },
}
