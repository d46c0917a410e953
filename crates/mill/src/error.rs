//! Why a position text or a move was refused.

use thiserror::Error;

use crate::colour::Colour;
use crate::point::Point;

/// A position text that is not a valid position of the rules.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionError {
    /// The text does not have the fields `<24 points> <side> <white hand> <black hand> [H<n>]`.
    #[error("position `{text}`: {problem} (expected `<24 points> <side> <white in hand> <black in hand> [H<plies>]`)")]
    Syntax {
        /// The text as given.
        text: String,
        /// What is wrong.
        problem: String,
    },
    /// A character of the board field is not `W`, `B` or `.`.
    #[error("position `{text}`: `{found}` at {point} is not W, B or .")]
    BadPiece {
        /// The text as given.
        text: String,
        /// The character found.
        found: char,
        /// The point it stands for.
        point: Point,
    },
    /// A piece stands on a point that the board does not have (six men's morris).
    #[error("position `{text}`: {point} is not a point of the {board} board")]
    OffBoard {
        /// The text as given.
        text: String,
        /// The point.
        point: Point,
        /// The board's name.
        board: &'static str,
    },
    /// A side has more pieces on the board and in hand than the rules give it.
    #[error(
        "position `{text}`: {colour} has {count} pieces on the board and in hand, more than {men}"
    )]
    TooManyPieces {
        /// The text as given.
        text: String,
        /// The side.
        colour: Colour,
        /// Its pieces on the board and in hand.
        count: u32,
        /// The pieces per side of the rules.
        men: u8,
    },
    /// Both sides have fewer than three pieces: no game reaches that.
    #[error("position `{text}`: both sides have fewer than three pieces")]
    BothTooFew {
        /// The text as given.
        text: String,
    },
}

/// A move text that cannot be read, or a move that is not legal here, and why.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveError {
    /// The text is not a move (`d2`, `d2-d3`, `d2-d3xa1`, `b4xa1xg7`).
    #[error(
        "`{text}` is not a move: {problem} (expected `d2`, `d2-d3`, `d2-d3xa1` or `b4xa1xg7`)"
    )]
    Syntax {
        /// The text as given.
        text: String,
        /// What is wrong.
        problem: String,
    },
    /// The game is over.
    #[error("the game is over; no move `{mv}`")]
    GameOver {
        /// The move.
        mv: String,
    },
    /// A point named by the move is not on this board.
    #[error("{point} is not a point of the {board} board")]
    OffBoard {
        /// The point.
        point: Point,
        /// The board's name.
        board: &'static str,
    },
    /// A placement while the hand is empty.
    #[error("{colour} has no pieces in hand to place on {to}; it must move a piece")]
    EmptyHand {
        /// The side to move.
        colour: Colour,
        /// The point named.
        to: Point,
    },
    /// A movement while pieces are still to be placed.
    #[error(
        "{colour} still has {} to place; {from}-{to} moves during placement",
        counted(.hand, "piece", "pieces")
    )]
    StillPlacing {
        /// The side to move.
        colour: Colour,
        /// The pieces in hand.
        hand: u8,
        /// From.
        from: Point,
        /// To.
        to: Point,
    },
    /// The piece to move is not the mover's.
    #[error("{colour} has no piece on {from}")]
    NotOwnPiece {
        /// The side to move.
        colour: Colour,
        /// The point named.
        from: Point,
    },
    /// The target point is occupied.
    #[error("{to} is occupied")]
    Occupied {
        /// The point.
        to: Point,
    },
    /// Not a step along a line (step rules, no flying).
    #[error("{from}-{to} is not a step along a line")]
    NotAdjacent {
        /// From.
        from: Point,
        /// To.
        to: Point,
    },
    /// Not a knight jump (knight rules, no flying).
    #[error("{from}-{to} is not a knight jump")]
    NotKnightJump {
        /// From.
        from: Point,
        /// To.
        to: Point,
    },
    /// A flight by a player who has more than three pieces.
    #[error("{from}-{to} would fly, but only a player with three pieces may fly ({colour} has {pieces})")]
    CannotFly {
        /// The side to move.
        colour: Colour,
        /// Its pieces on the board.
        pieces: u32,
        /// From.
        from: Point,
        /// To.
        to: Point,
    },
    /// A removal by a move that closes no mill.
    #[error("{mv} closes no mill, so it removes nothing")]
    RemovalWithoutMill {
        /// The move.
        mv: String,
    },
    /// A removal of one of the mover's own pieces.
    #[error("{point} is {colour}'s own piece; a mill removes an opponent piece")]
    RemoveOwnPiece {
        /// The side to move.
        colour: Colour,
        /// The point.
        point: Point,
    },
    /// A removal of an empty point.
    #[error("there is no piece on {point} to remove")]
    RemoveEmpty {
        /// The point.
        point: Point,
    },
    /// A point removed twice.
    #[error("{point} is removed twice")]
    DuplicateRemoval {
        /// The point.
        point: Point,
    },
    /// Fewer removals than the mills closed give (a mill must remove).
    #[error(
        "{mv} closes {} and must remove {}, not {given}{}",
        counted(.mills, "mill", "mills"),
        counted(.expected, "piece", "pieces"),
        example.as_ref().map(|m| format!(" (each removal after an `x`, e.g. `{m}`)")).unwrap_or_default()
    )]
    TooFewRemovals {
        /// The move.
        mv: String,
        /// The mills closed.
        mills: u32,
        /// The removals due.
        expected: u32,
        /// The removals given.
        given: u32,
        /// A legal move with the same step and all its removals, to show the syntax.
        example: Option<String>,
    },
    /// More removals than the mills closed give.
    #[error("{mv} may remove only {}, not {given}", counted(.expected, "piece", "pieces"))]
    TooManyRemovals {
        /// The move.
        mv: String,
        /// The removals due.
        expected: u32,
        /// The removals given.
        given: u32,
    },
    /// A piece in a mill removed while the opponent has pieces outside mills.
    #[error(
        "{point} stands in a mill and may not be removed while other pieces are outside mills"
    )]
    Protected {
        /// The point.
        point: Point,
    },
}

/// `1 mill`, `2 mills`: a count (a field of the error) with its noun in the right number.
fn counted<N: Copy + Into<u64>>(
    n: &N,
    one: &'static str,
    many: &'static str,
) -> doska_core::text::Counted {
    doska_core::text::counted((*n).into(), one, many)
}
