//! How a draughts game ended: [`CheckersOutcome`] (the winner and the [`Cause`]), and
//! the [`MaterialDraw`]s.

use std::fmt;

use doska_core::text::counted;
use doska_core::{Outcome, Reason, Verdict};

use crate::board::colour::Colour;

/// The material draws.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MaterialDraw {
    /// One king against one king (traditional).
    KingAgainstKing,
    /// Two kings against one king (traditional).
    TwoKingsAgainstOne,
    /// Three kings against one king standing on the long diagonal (traditional).
    ThreeKingsAgainstOneOnLongDiagonal,
    /// FMJD: three pieces with a king against a lone king, 16 moves each without a win.
    FmjdSixteenMoves,
    /// FMJD: two pieces with a king, or one king, against a lone king, 5 moves each
    /// without a win.
    FmjdFiveMoves,
    /// A single piece against a single piece (`one-piece-each`).
    OnePieceEach,
}

impl MaterialDraw {
    fn describe(self) -> &'static str {
        match self {
            MaterialDraw::KingAgainstKing => "king against king",
            MaterialDraw::TwoKingsAgainstOne => "two kings against one",
            MaterialDraw::ThreeKingsAgainstOneOnLongDiagonal => {
                "three kings against one on the long diagonal"
            }
            MaterialDraw::FmjdSixteenMoves => "16 moves each with three pieces against a lone king",
            MaterialDraw::FmjdFiveMoves => {
                "5 moves each with at most two pieces against a lone king"
            }
            MaterialDraw::OnePieceEach => "one piece against one piece",
        }
    }
}

/// What ended the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cause {
    /// This side has no piece left.
    NoPieces(Colour),
    /// Column draughts: this side has no column on top; its pieces are all buried
    /// under the other side's (they never leave the board there).
    NoColumns(Colour),
    /// This side, to move, has no legal move.
    NoMoves(Colour),
    /// A material draw.
    Material(MaterialDraw),
    /// This many plies in a row without a capture or a man move (the move limit).
    MoveLimit(u16),
    /// This side's piece reached its goal: the wolf on rank 1.
    Breakthrough(Colour),
    /// Neutral pieces: four or fewer pieces stood on the board for this many plies, and
    /// the counts of captured pieces decided.
    Adjudication(u16),
}

/// The end of a draughts game: the winner (none for a draw) and the cause.
///
/// `Display` gives one line, e.g. `Black wins (White has no legal move)` or
/// `draw (king against king)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CheckersOutcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Colour>,
    /// What ended the game.
    pub cause: Cause,
    /// Whether the giveaway goal decided the winner (the side that ran out won).
    pub giveaway: bool,
    /// Whether the players are South (White) and North (Black) of a game of neutral
    /// pieces: only the names in `Display` change.
    pub neutral: bool,
}

impl Outcome for CheckersOutcome {
    fn verdict(&self) -> Verdict {
        match self.winner {
            Some(c) => Verdict::win(c.player()),
            None => Verdict::Draw,
        }
    }

    fn reason(&self) -> Reason {
        match self.cause {
            Cause::NoPieces(_) => Reason::NoPieces,
            // The side has pieces, but none it can move.
            Cause::NoColumns(_) => Reason::NoMoves,
            Cause::NoMoves(_) => Reason::NoMoves,
            Cause::Material(_) => Reason::Material,
            Cause::MoveLimit(_) => Reason::MoveLimit,
            Cause::Breakthrough(_) => Reason::Target,
            Cause::Adjudication(_) => Reason::Score,
        }
    }
}

impl fmt::Display for CheckersOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: Colour| seat_name(c, self.neutral);
        match self.winner {
            Some(c) => write!(f, "{} wins (", name(c))?,
            None => f.write_str("draw (")?,
        }
        if self.giveaway {
            f.write_str("giveaway: ")?;
        }
        match self.cause {
            Cause::NoPieces(c) => write!(f, "{} has no pieces left)", name(c)),
            Cause::NoColumns(c) => write!(f, "{} has no column on top)", name(c)),
            Cause::NoMoves(c) => write!(f, "{} has no legal move)", name(c)),
            Cause::Breakthrough(c) => write!(f, "{} reached the far rank)", name(c)),
            Cause::Adjudication(n) => {
                write!(
                    f,
                    "{} with four or fewer pieces: the captures decide)",
                    counted(u64::from(n), "ply", "plies")
                )
            }
            Cause::Material(m) => write!(f, "{})", m.describe()),
            Cause::MoveLimit(n) => {
                write!(
                    f,
                    "{} without a capture or a man's forward step)",
                    counted(u64::from(n), "ply", "plies")
                )
            }
        }
    }
}

/// The name of a side: `White`/`Black`, or `South`/`North` with neutral pieces.
pub(crate) fn seat_name(colour: Colour, neutral: bool) -> &'static str {
    match (colour, neutral) {
        (Colour::White, true) => "South",
        (Colour::Black, true) => "North",
        (c, false) => c.name(),
    }
}
