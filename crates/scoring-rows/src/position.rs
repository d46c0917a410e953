//! A game state: the board and who sits at the table; the seat to move follows from
//! the number of pieces.

use doska_core::{Player, Position};

use crate::board::Board;
use crate::colour::Colour;
use crate::error::PositionError;
use crate::rules::{ScoringRows, Seating};
use crate::squares::Squares;

/// A position of scoring rows: the pieces on the board of its rules, and the seat to
/// move.
///
/// Its text is the board text followed by the side to move: `w`/`b` with two players,
/// the seat `1`–`4` (in turn order: 1 = A, 2 = C, 3 = B, 4 = D) with four. The start of
/// the standard game is `....../....../....../....../....../....../....../...... w`.
/// Every position is reachable: White has as many pieces as Black or two more, and the
/// seat to move is the one whose turn the piece counts say it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ScoringRowsPosition {
    board: Board,
    seating: Seating,
}

impl ScoringRowsPosition {
    pub(crate) fn start(rules: &ScoringRows) -> ScoringRowsPosition {
        ScoringRowsPosition {
            board: Board::empty(rules.size()),
            seating: rules.seating(),
        }
    }

    /// The board.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The number of turns played: half the pieces on the board.
    #[inline]
    pub fn turns_played(&self) -> u32 {
        self.board.occupied().count() / 2
    }

    /// The rules of the game this position belongs to.
    #[inline]
    pub fn rules(&self) -> ScoringRows {
        ScoringRows::standard()
            .with_seating(self.seating)
            .with_size_unchecked(self.board.size())
    }

    /// The colour of the seat to move.
    #[inline]
    pub fn colour_to_move(&self) -> Colour {
        self.rules().colour(self.to_move())
    }

    /// Places two pieces of the colour to move on `cells`, which must be empty cells of
    /// the board.
    #[inline]
    pub(crate) fn place(&mut self, cells: Squares) {
        let colour = self.colour_to_move();
        self.board.place(colour, cells);
    }

    /// The position of `rules` with `board` on it (of the rules' size), if a game can
    /// reach it: no colour beyond its supply, White with as many pieces as Black or two
    /// more in the pattern of the turns (White places first, two a turn).
    pub(crate) fn from_board(
        rules: &ScoringRows,
        board: Board,
    ) -> Result<ScoringRowsPosition, PositionError> {
        debug_assert_eq!(board.size(), rules.size());
        let board = board.validate()?;
        let (white, black) = (
            board.pieces(Colour::White).count(),
            board.pieces(Colour::Black).count(),
        );
        let turns = (white + black) / 2;
        if white != turns.div_ceil(2) * 2 || black != turns / 2 * 2 {
            return Err(PositionError::Unreachable { white, black });
        }
        Ok(ScoringRowsPosition {
            board,
            seating: rules.seating(),
        })
    }
}

impl Position for ScoringRowsPosition {
    #[inline]
    fn to_move(&self) -> Player {
        Player::new(self.turns_played() as usize % self.seating.count()).expect("2 or 4 seats")
    }

    /// A hash of both colours' cells (the seat to move follows from them).
    #[inline]
    fn key(&self) -> u64 {
        doska_core::mix64(
            self.board.pieces(Colour::White).bits()
                ^ doska_core::mix64(
                    self.board.pieces(Colour::Black).bits() ^ 0x9e37_79b9_7f4a_7c15,
                ),
        )
    }
}
