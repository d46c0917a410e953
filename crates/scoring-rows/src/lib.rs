//! Scoring rows (work in progress).
#![warn(missing_docs)]

mod board;
mod colour;
mod eval;
mod family;
mod game;
mod outcome;
mod placement;
mod position;
pub mod row;
pub mod row_partition;
mod rules;
pub mod square;

pub use board::{supply, Board, BoardError, BoardScore};
pub use colour::{ByColour, Colour};
pub use eval::ScoringRowsEval;
pub use family::ScoringRowsFamily;
pub use game::{MoveList, MAX_MOVES};
pub use outcome::RowsOutcome;
pub use placement::{MoveError, Placement};
pub use position::RowsPosition;
pub use row::{row_points, Direction, Row, RowError};
pub use row_partition::{best_rows, score, RowPartition, RowScorer};
pub use rules::{RulesError, ScoringRows};
pub use square::{Bitboard, BoardSize, Square, SquareError, Squares};
