//! Why a position text, a move text or a move was refused.

use doska_core::SquareError;
use thiserror::Error;

use crate::colour::Colour;
use crate::size::BoardSize;
use crate::square::Square;

/// Why a board or position text was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionError {
    /// Nothing but whitespace.
    #[error("empty board text")]
    Empty,
    /// More than eight ranks or files.
    #[error("`{text}`: a board has 1 to 8 files and 1 to 8 ranks")]
    TooLarge {
        /// The text as given.
        text: String,
    },
    /// A rank has a different number of cells than the first (top) one, or than the board.
    #[error("rank {rank} `{cells}` has {found} cells, expected {expected}")]
    WrongWidth {
        /// The rank, 1-based.
        rank: usize,
        /// The rank's text.
        cells: String,
        /// Its number of cells.
        found: usize,
        /// The number expected.
        expected: usize,
    },
    /// The board has a different number of ranks than the rules.
    #[error("the board has {found} ranks, expected {expected}")]
    WrongRanks {
        /// The number of ranks found.
        found: usize,
        /// The number expected.
        expected: usize,
    },
    /// A character that is not `w`, `b`, `.` or a digit 1–8.
    #[error("unknown symbol `{symbol}` in rank {rank} `{cells}` (expected w, b, . or a digit)")]
    UnknownSymbol {
        /// The character.
        symbol: char,
        /// The rank, 1-based.
        rank: usize,
        /// The rank's text.
        cells: String,
    },
    /// The board has an odd number of cells, which no game fills two at a time.
    #[error("a {size} board has an odd number of cells")]
    OddCells {
        /// The size read.
        size: BoardSize,
    },
    /// A colour has more pieces than it gets in a game on this board.
    #[error("{colour} has {count} pieces; a {size} board gives it at most {max}")]
    TooManyPieces {
        /// The colour.
        colour: Colour,
        /// Its pieces.
        count: u32,
        /// Its supply.
        max: u32,
        /// The board size.
        size: BoardSize,
    },
    /// The side field is not one of the sides of this game.
    #[error("`{text}` is not a side to move (expected {expected})")]
    BadSide {
        /// The field as given.
        text: String,
        /// What the game takes.
        expected: &'static str,
    },
    /// A position without its side field.
    #[error("`{text}`: the side to move is missing (e.g. `{example}`)")]
    MissingSide {
        /// The text as given.
        text: String,
        /// An example of the field.
        example: &'static str,
    },
    /// The piece counts cannot occur in a game.
    #[error("White has {white} pieces and Black {black}: no game reaches that (White places two, then Black two, …)")]
    Unreachable {
        /// White's pieces.
        white: u32,
        /// Black's pieces.
        black: u32,
    },
    /// The side field names another seat than the one the piece counts say is to move.
    #[error("the side field says `{given}`, but with these pieces `{expected}` is to move")]
    WrongSide {
        /// The field as given.
        given: String,
        /// The side the pieces call for.
        expected: String,
    },
    /// More fields follow the side.
    #[error("unexpected text `{text}` after the position")]
    Trailing {
        /// The extra text.
        text: String,
    },
}

/// Why a move text or a move was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveError {
    /// Not two cell names separated by a comma: not a move at all.
    #[error("`{text}` is not a move: expected two cells separated by a comma, e.g. `a1,b2`")]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// A cell name is bad.
    #[error(transparent)]
    Square(#[from] SquareError),
    /// Both cells are the same.
    #[error("the two pieces must go on two different cells, not both on {cell}")]
    SameCell {
        /// The cell named twice.
        cell: Square,
    },
    /// A cell is not on this board.
    #[error("{cell} is off the {size} board")]
    OffBoard {
        /// The cell.
        cell: Square,
        /// The board size.
        size: BoardSize,
    },
    /// A cell is taken.
    #[error("{cell} is occupied by {colour}")]
    Occupied {
        /// The cell.
        cell: Square,
        /// Whose piece is there.
        colour: Colour,
    },
    /// The board is full.
    #[error("the board is full: the game is over")]
    GameOver,
}
