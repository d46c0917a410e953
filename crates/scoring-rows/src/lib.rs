//! Scoring rows (work in progress).
#![warn(missing_docs)]

pub mod row;
pub mod row_partition;
pub mod square;

pub use row::{row_points, Direction, Row, RowError};
pub use row_partition::{best_rows, score, RowPartition, RowScorer};
pub use square::{Bitboard, BoardSize, Square, SquareError, Squares};
