//! Move notation: `b1-b3`, `b1xb3` (a capture; writers use `x` for captures, readers
//! take `-` for them too) and `pass`; the errors of a refused move text.

use thiserror::Error;

use crate::colour::Colour;
use crate::line_geometry::LineKind;
use crate::square::Square;

/// Why a move text was refused: bad syntax, or the rule the move breaks.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveError {
    /// The text is not `<square>-<square>`, `<square>x<square>` or `pass`.
    #[error("cannot read move `{text}`: expected `b1-b3`, `b1xb3` or `pass`")]
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
        "{from}-{to} moves {distance} squares, but the {line} holds {required} pieces",
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

/// A move text read, not yet checked against a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveText {
    /// `from-to` or `fromxto`.
    Step {
        /// The start square.
        from: Square,
        /// The target square.
        to: Square,
        /// Written with `x`.
        capture_marked: bool,
    },
    /// `pass`.
    Pass,
}

impl MoveText {
    /// Reads a move text (surrounding whitespace allowed, squares in lower case).
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when the text is not a move.
    ///
    /// ```
    /// use doska_lines_of_action::move_text::MoveText;
    /// assert!(matches!(MoveText::parse(" b1xb3 "), Ok(MoveText::Step { capture_marked: true, .. })));
    /// assert_eq!(MoveText::parse("pass"), Ok(MoveText::Pass));
    /// assert!(MoveText::parse("b1b3").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<MoveText, MoveError> {
        let t = text.trim();
        if t == "pass" {
            return Ok(MoveText::Pass);
        }
        let b = t.as_bytes();
        let syntax = || MoveError::Syntax {
            text: text.to_string(),
        };
        if b.len() != 5 {
            return Err(syntax());
        }
        let capture_marked = match b[2] {
            b'-' => false,
            b'x' => true,
            _ => return Err(syntax()),
        };
        let from = Square::from_bytes(&b[..2]).ok_or_else(syntax)?;
        let to = Square::from_bytes(&b[3..]).ok_or_else(syntax)?;
        Ok(MoveText::Step {
            from,
            to,
            capture_marked,
        })
    }
}
