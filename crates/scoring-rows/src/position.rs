//! A game state: the board and the number of seats; the seat to move follows from the
//! number of pieces.

use std::fmt;

use doska_core::{Player, Position};

use crate::board::{Board, PositionError};
use crate::colour::Colour;
use crate::rules::{ScoringRows, Seating};

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

    pub(crate) fn board_mut(&mut self) -> &mut Board {
        &mut self.board
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

    fn side_text(&self) -> String {
        if self.seating == Seating::Two {
            self.colour_to_move().letter().to_string()
        } else {
            (self.to_move().index() + 1).to_string()
        }
    }

    /// Reads a position of `rules`: the board text, then the side (`w`/`b`) or seat
    /// (`1`–`4`) to move.
    pub(crate) fn parse(
        rules: &ScoringRows,
        text: &str,
    ) -> Result<ScoringRowsPosition, PositionError> {
        let mut fields = text.split_whitespace();
        let cells = fields.next().ok_or(PositionError::Empty)?;
        let example = if rules.player_count() == 2 { "w" } else { "1" };
        let side = fields.next().ok_or_else(|| PositionError::MissingSide {
            text: text.trim().to_string(),
            example,
        })?;
        if let Some(extra) = fields.next() {
            return Err(PositionError::Trailing {
                text: extra.to_string(),
            });
        }
        let board = Board::parse_cells(cells)?
            .check_size(rules.size())?
            .validate()?;
        let (white, black) = (
            board.pieces(Colour::White).count(),
            board.pieces(Colour::Black).count(),
        );
        let turns = (white + black) / 2;
        if white != turns.div_ceil(2) * 2 || black != turns / 2 * 2 {
            return Err(PositionError::Unreachable { white, black });
        }
        let pos = ScoringRowsPosition {
            board,
            seating: rules.seating(),
        };
        let expected = pos.side_text();
        let known = if rules.player_count() == 2 {
            matches!(side, "w" | "b")
        } else {
            matches!(side, "1" | "2" | "3" | "4")
        };
        if !known {
            return Err(PositionError::BadSide {
                text: side.to_string(),
                expected: if rules.player_count() == 2 {
                    "w or b"
                } else {
                    "a seat 1-4"
                },
            });
        }
        if side != expected {
            return Err(PositionError::WrongSide {
                given: side.to_string(),
                expected,
            });
        }
        Ok(pos)
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

impl fmt::Display for ScoringRowsPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.board, self.side_text())
    }
}
