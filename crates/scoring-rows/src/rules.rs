//! The rules as a value: the board size and the number of players.

use doska_core::Player;
use thiserror::Error;

use crate::colour::Colour;
use crate::square::BoardSize;

/// Why a rules value was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum RulesError {
    /// Scoring rows is played by two players, or by four in two teams.
    #[error("{0} players: scoring rows is for 2 players or 4 in two teams")]
    Players(usize),
    /// The board must have an even number of cells, as every turn fills two.
    #[error("a {0} board has an odd number of cells; every turn fills two")]
    OddCells(BoardSize),
}

/// The rules of scoring rows: a value, with a constructor per preset.
///
/// - **Two players** (`players = 2`): White (seat 0) and Black (seat 1) alternate,
///   White first.
/// - **Four players** (`players = 4`) in two teams: seats in turn order 0 = A, 1 = C,
///   2 = B, 3 = D; A and B (even seats) place White, C and D (odd seats) Black, so
///   the order round the table is A, C, B, D.
///
/// A turn places two pieces of the mover's colour on two empty cells; the game ends when
/// the board is full and the higher optimal score wins (equal scores draw).
///
/// ```
/// use doska_scoring_rows::{BoardSize, ScoringRows};
/// use doska_core::Game;
/// let game = ScoringRows::standard();
/// assert_eq!((game.size(), game.players()), (BoardSize::STANDARD, 2));
/// let big = ScoringRows::new(BoardSize::new(8, 8).unwrap(), 4).unwrap();
/// assert_eq!(big.name(), "scoring-rows:players=4,files=8,ranks=8");
/// assert!(ScoringRows::new(BoardSize::new(5, 5).unwrap(), 2).is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ScoringRows {
    size: BoardSize,
    players: u8,
}

impl ScoringRows {
    /// The source's two-player game on 6×8.
    pub const fn standard() -> ScoringRows {
        ScoringRows {
            size: BoardSize::STANDARD,
            players: 2,
        }
    }

    /// The source's four-player game on 6×8 (two teams, 12 pieces per player).
    pub const fn four_players() -> ScoringRows {
        ScoringRows {
            size: BoardSize::STANDARD,
            players: 4,
        }
    }

    /// The game for `players` (2 or 4) on a board of `size`.
    ///
    /// # Errors
    /// [`RulesError`] for another number of players or a board with an odd number of cells.
    pub const fn new(size: BoardSize, players: usize) -> Result<ScoringRows, RulesError> {
        if players != 2 && players != 4 {
            return Err(RulesError::Players(players));
        }
        if size.cells() % 2 == 1 {
            return Err(RulesError::OddCells(size));
        }
        Ok(ScoringRows {
            size,
            players: players as u8,
        })
    }

    /// The board size.
    #[inline]
    pub const fn size(&self) -> BoardSize {
        self.size
    }

    /// The number of turns of a whole game (half the cells).
    #[inline]
    pub const fn turns(&self) -> u32 {
        self.size.cells() / 2
    }

    /// The colour `player` places.
    #[inline]
    pub const fn colour(&self, player: Player) -> Colour {
        Colour::of_seat(player)
    }

    /// The seat's name in the source's terms (`A`–`D`) for four players.
    pub(crate) const fn seat_letter(seat: usize) -> char {
        match seat {
            0 => 'A',
            1 => 'C',
            2 => 'B',
            _ => 'D',
        }
    }

    pub(crate) const fn player_count(&self) -> usize {
        self.players as usize
    }
}

impl Default for ScoringRows {
    fn default() -> Self {
        ScoringRows::standard()
    }
}
