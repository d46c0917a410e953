//! Draughts (checkers) for Doska: one bitboard engine, the variants as data.
#![warn(missing_docs)]

mod capture_search;
mod fen;
mod game;
mod geometry;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod position;
mod rules;
mod square;

pub use fen::{PositionError, Setup};
pub use game::MoveBuf;
pub use moves::{Move, MAX_CAPTURES};
pub use notation::MoveError;
pub use outcome::{Cause, CheckersOutcome, MaterialDraw};
pub use position::Position;
pub use rules::{
    CaptureChoice, Checkers, Goal, KingRange, ManCapture, MaterialDraws, Preset, Promotion,
    StartSetup,
};
pub use square::{BoardSize, Color, Piece, PieceKind, Square};
