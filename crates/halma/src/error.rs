//! Why a position text, a move text or a move was refused.

use thiserror::Error;

use crate::point::{Point, PointError};

/// Why a position text was refused. Each error names the part of the text that is
/// wrong.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionError {
    /// Not the ranks, a seat and optional counters.
    #[error("`{0}` is not a halma position: expected the 17 ranks from 17 down to 1 separated by `/`, a space, the seat to move and optionally the turns played")]
    Fields(String),
    /// Not 17 ranks.
    #[error("a position has 17 ranks separated by `/`, not {0}")]
    Ranks(usize),
    /// A rank with the wrong number of points.
    #[error(
        "rank {rank} has {}, but `{text}` has {found}",
        doska_core::text::counted(*expected as u64, "point", "points")
    )]
    RankLength {
        /// The rank (1–17).
        rank: u8,
        /// Its number of points.
        expected: usize,
        /// The number of points in the text.
        found: usize,
        /// The rank's text.
        text: String,
    },
    /// A character that is neither `.` nor a seat digit.
    #[error("`{found}` in rank {rank} is neither `.` (empty) nor a seat digit")]
    Char {
        /// The rank (1–17).
        rank: u8,
        /// The character.
        found: char,
    },
    /// A seat digit the table does not have.
    #[error("there is no seat {seat} at a table of {players}")]
    NoSuchSeat {
        /// The seat digit read (1-based).
        seat: usize,
        /// The number of seats of the rules.
        players: usize,
    },
    /// More pieces of one seat than the rules give it.
    #[error("seat {seat} has {found} pieces, more than the {max} of these rules")]
    TooManyPieces {
        /// The seat (1-based).
        seat: usize,
        /// Its pieces in the text.
        found: usize,
        /// The pieces of the rules.
        max: usize,
    },
    /// A seat without any piece.
    #[error("seat {0} has no pieces")]
    NoPieces(usize),
    /// The seat to move is not a seat number.
    #[error("`{0}` is not the seat to move: expected a seat digit")]
    SeatToMove(String),
    /// The turns-played counter is not a number.
    #[error("`{0}` is not a number of turns played")]
    Ply(String),
    /// The finishing order is not seat digits separated by `,` and `=`.
    #[error("`{0}` is not a finishing order: expected `finished:` and the seats in the order they finished, separated by `,` (`=` between seats that finished together), like `finished:2,3`")]
    FinishOrder(String),
    /// A finishing order in a game that ends at the first finisher.
    #[error("`{0}`: a finishing order belongs to games that go on for places (finish=ranking)")]
    FinishOrderNotKept(String),
    /// A seat listed as finished whose pieces do not show it.
    #[error("seat {0} is listed as finished, but its pieces are not in its target")]
    NotArrived(usize),
    /// A seat whose pieces have arrived but is not listed as finished.
    #[error("seat {0} has arrived in its target but is missing from the finishing order")]
    NotListed(usize),
    /// A finished seat to move in a game that goes on.
    #[error("seat {0} has finished and cannot be the seat to move")]
    FinishedToMove(usize),
}

/// Why a move text was refused, or a move may not be played here. Each error names the
/// move.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum MoveError {
    /// Not a move at all.
    #[error(
        "`{0}` is not a move: expected `m4-m6` (from-to, a step or a whole jump chain; `m1-k3-i5` with the landings) or `pass`"
    )]
    Syntax(String),
    /// A point that is not on the star.
    #[error("`{text}`: {error}")]
    Point {
        /// The move text.
        text: String,
        /// What is wrong with the point.
        error: PointError,
    },
    /// The game is over.
    #[error("`{mv}`: the game is over: {outcome}")]
    GameOver {
        /// The move.
        mv: String,
        /// How it ended.
        outcome: String,
    },
    /// No piece on the start point.
    #[error("`{mv}`: there is no piece on {from}")]
    NoPiece {
        /// The move.
        mv: String,
        /// Its start.
        from: Point,
    },
    /// Another seat's piece.
    #[error("`{mv}`: the piece on {from} is {owner}'s, and {mover} is to move")]
    NotYours {
        /// The move.
        mv: String,
        /// Its start.
        from: Point,
        /// The owner's name.
        owner: String,
        /// The mover's name.
        mover: String,
    },
    /// The end point is taken.
    #[error("`{mv}`: {to} is taken")]
    Occupied {
        /// The move.
        mv: String,
        /// Its end.
        to: Point,
    },
    /// From a point to itself.
    #[error("`{0}`: a jump chain that ends where it began is not a move")]
    ReturnsToStart(String),
    /// The end is neither a neighbour nor the end of a jump chain.
    #[error("`{mv}`: {to} is not next to {from}, and no jump chain from {from} ends there ({from} can reach {reach})")]
    Unreachable {
        /// The move.
        mv: String,
        /// Its start.
        from: Point,
        /// Its end.
        to: Point,
        /// The points the piece can reach, or `no point` when it cannot move.
        reach: String,
    },
    /// A route written out with a hop that is not a jump.
    #[error("`{mv}`: {hop} is not a jump over a piece to an empty point")]
    Route {
        /// The move text.
        mv: String,
        /// The hop.
        hop: String,
    },
    /// A pass by a player who can move.
    #[error("`pass`: {0} can move, and only a player who cannot may pass")]
    CannotPass(String),
}
