//! Why a position text, a move text or a move was refused.

use thiserror::Error;

use crate::cell::Cell;
use crate::colour::Colour;
use crate::moves::SqueezeMove;

/// Why a position text was refused. Each error names what is wrong.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The text does not have the fields of a position.
    #[error(
        "`{text}` is not a squeeze position: expected BOARD SIDE WHITE-HAND BLACK-HAND [PLIES], \
         e.g. `...../...../...../...../..... w 12 12`"
    )]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// The board has the wrong number of ranks for the rules' size.
    #[error("the board `{board}` has {found} ranks; a {side}×{side} board has {side}")]
    WrongRankCount {
        /// The board field.
        board: String,
        /// The ranks found.
        found: usize,
        /// The side of the rules' board.
        side: u8,
    },
    /// A rank has the wrong number of cells for the rules' size.
    #[error("rank `{rank}` has {found} cells; a {side}×{side} board has {side}")]
    WrongRankLength {
        /// The rank as written.
        rank: String,
        /// The cells found.
        found: usize,
        /// The side of the rules' board.
        side: u8,
    },
    /// A rank holds a character that is no cell.
    #[error("`{found}` in rank `{rank}` is not a cell: expected `w`, `b`, `.` or a digit 1-9")]
    BadCell {
        /// The rank as written.
        rank: String,
        /// The character.
        found: char,
    },
    /// The side-to-move field is not `w`, `b`, `w+` or `b+`.
    #[error("`{text}` is not a side to move: expected `w`, `b`, `w+` or `b+`")]
    BadSide {
        /// The field as given.
        text: String,
    },
    /// A hand or the plies counter is not a number.
    #[error("`{text}` is not a number of {field}")]
    BadNumber {
        /// Which field (`White's pieces in hand`, …).
        field: &'static str,
        /// The field as given.
        text: String,
    },
    /// A side has more pieces on the board and in hand than the board gives it.
    #[error("{colour} has {count} pieces on the board and in hand; the board allows {allowed}")]
    TooManyPieces {
        /// The side.
        colour: Colour,
        /// Its pieces on the board and in hand.
        count: u32,
        /// The pieces of each side on this board.
        allowed: u8,
    },
    /// During the placement a side's pieces on the board and in hand do not make its
    /// pieces (nothing is captured before the movement phase).
    #[error(
        "{colour} has {on_board} pieces on the board and {in_hand} in hand, but places {pieces} \
         and cannot lose any before the placement ends"
    )]
    HandMismatch {
        /// The side.
        colour: Colour,
        /// Its pieces on the board.
        on_board: u32,
        /// Its pieces in hand.
        in_hand: u8,
        /// The pieces of each side on this board.
        pieces: u8,
    },
    /// A hand is odd, but pieces are placed two at a time.
    #[error("{colour} has {in_hand} pieces in hand, but pieces are placed two at a time")]
    OddHand {
        /// The side.
        colour: Colour,
        /// Its pieces in hand.
        in_hand: u8,
    },
    /// The hands do not fit the side to move: with equal hands the side that began the
    /// placement places, otherwise the other side, two pieces behind.
    #[error(
        "{to_move} cannot be to place with hands {white} (White) and {black} (Black) when \
         {first} places first"
    )]
    TurnMismatch {
        /// The side to move in the text.
        to_move: Colour,
        /// White's pieces in hand.
        white: u8,
        /// Black's pieces in hand.
        black: u8,
        /// The side that begins the placement under the rules.
        first: Colour,
    },
    /// A piece stands on the centre during the placement.
    #[error("a piece stands on the centre {centre}, which stays empty during the placement")]
    CentreDuringPlacement {
        /// The centre cell.
        centre: Cell,
    },
    /// The `+` continuation marker during the placement, where nothing is captured.
    #[error("the continuation marker `+` follows a capture, and nothing is captured during the placement")]
    ContinuationDuringPlacement,
    /// A plies counter during the placement, which counts only movement-phase plies.
    #[error("the plies counter is {plies}, but it counts movement-phase plies and the placement goes on")]
    CounterDuringPlacement {
        /// The counter as given.
        plies: u32,
    },
    /// Neither side has two pieces: the game would have ended at the first of them.
    #[error("neither side has two pieces; the game ends when the first side is down to one")]
    BothBeaten,
    /// A side moving again after a capture, with a plies counter that the capture
    /// would have reset.
    #[error("the side to move has just captured (`+`), which resets the plies counter, but it is {plies}")]
    CounterAfterCapture {
        /// The counter as given.
        plies: u32,
    },
}

/// Why a move text was refused, or a move may not be played. Each error names the
/// move.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[non_exhaustive]
pub enum MoveError {
    /// The text is not a move at all.
    #[error("`{text}` is not a move: expected a placement `a1,b2`, a step `b2-c3` or `pass`")]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// A cell of the move is not on the board.
    #[error("`{mv}`: {cell} is not on the {side}×{side} board")]
    OffBoard {
        /// The move.
        mv: SqueezeMove,
        /// The cell.
        cell: Cell,
        /// The side of the board.
        side: u8,
    },
    /// The game is over.
    #[error("`{mv}`: the game is over")]
    GameOver {
        /// The move.
        mv: SqueezeMove,
    },
    /// A placement after the placement phase.
    #[error("`{mv}` places pieces, but the placement is over: a move is a step `b2-c3` or `pass`")]
    PlacementOver {
        /// The move.
        mv: SqueezeMove,
    },
    /// A step or `pass` during the placement.
    #[error("`{mv}`: the placement goes on, so a move places two pieces, e.g. `a1,b2`")]
    Placing {
        /// The move.
        mv: SqueezeMove,
    },
    /// Both pieces of a placement on one cell.
    #[error("`{cell},{cell}` places both pieces on one cell")]
    SameCell {
        /// The cell.
        cell: Cell,
    },
    /// A placement value whose cells are not in order (built without
    /// [`SqueezeMove::place`]).
    #[error("`{mv:?}` lists its cells out of order; build placements with SqueezeMove::place")]
    Unordered {
        /// The move.
        mv: SqueezeMove,
    },
    /// A placement on the centre.
    #[error("`{mv}`: the centre {centre} stays empty during the placement")]
    Centre {
        /// The move.
        mv: SqueezeMove,
        /// The centre cell.
        centre: Cell,
    },
    /// A placement or a step onto a cell that is not empty.
    #[error("`{mv}`: {cell} is not empty")]
    Occupied {
        /// The move.
        mv: SqueezeMove,
        /// The cell.
        cell: Cell,
    },
    /// A step from an empty cell.
    #[error("`{mv}`: there is no piece on {cell}")]
    NoPiece {
        /// The move.
        mv: SqueezeMove,
        /// The cell.
        cell: Cell,
    },
    /// A step of the opponent's piece.
    #[error("`{mv}`: the piece on {cell} is {owner}'s")]
    NotYourPiece {
        /// The move.
        mv: SqueezeMove,
        /// The cell.
        cell: Cell,
        /// The side the piece belongs to.
        owner: Colour,
    },
    /// A step to a cell that is not next to the piece.
    #[error("`{mv}`: a piece steps to one of the eight cells next to it")]
    NotNeighbour {
        /// The move.
        mv: SqueezeMove,
    },
    /// `pass` by a side that has a step and has not just captured (or has, under rules
    /// that make the move after a capture compulsory).
    #[error("`pass`: {side} has a step and {}, so it must move", pass_reason(*.after_capture))]
    PassNotAllowed {
        /// The side to move.
        side: Colour,
        /// Whether the side has just captured.
        after_capture: bool,
    },
}

fn pass_reason(after_capture: bool) -> &'static str {
    if after_capture {
        "the move after a capture is compulsory"
    } else {
        "has not just captured"
    }
}
