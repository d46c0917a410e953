//! The rules as a value: the board size and who sits at the table, the pieces each
//! colour places, and why a rules value is refused.

use doska_core::{Player, Team};
use thiserror::Error;

use crate::colour::Colour;
use crate::size::BoardSize;

/// The pieces a colour places in a game on a board of `size` (two per turn, White
/// first): half the cells each, White two more when the number of turns is odd.
///
/// ```
/// use doska_scoring_rows::{supply, BoardSize, Colour};
/// assert_eq!(supply(BoardSize::STANDARD, Colour::Black), 24);
/// let small = BoardSize::new(5, 2).unwrap(); // five turns
/// assert_eq!((supply(small, Colour::White), supply(small, Colour::Black)), (6, 4));
/// ```
pub const fn supply(size: BoardSize, colour: Colour) -> u32 {
    let turns = size.cells() / 2;
    match colour {
        Colour::White => turns.div_ceil(2) * 2,
        Colour::Black => turns / 2 * 2,
    }
}

/// Why a rules value was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum RulesError {
    /// Scoring rows is played by two players, or by four in two teams.
    #[error("{0} players: scoring rows is for 2 players or 4 in two teams")]
    Players(usize),
    /// The board must have an even number of cells, as every turn fills two.
    #[error("a {0} board has an odd number of cells; every turn fills two")]
    OddCells(BoardSize),
    /// A board has 1 to 8 files and 1 to 8 ranks (the 8×8 frame).
    #[error("a board has 1 to 8 files and 1 to 8 ranks")]
    Size {
        /// The number of files asked for.
        files: u8,
        /// The number of ranks asked for.
        ranks: u8,
    },
}

doska_core::choices! {
    /// Who sits at the table: two players, or four in two teams (option `players`).
    pub enum Seating {
        /// White and Black, one player each.
        Two = "2",
        /// Four players in two teams: A and B place White, C and D Black.
        Four = "4",
    }
}

impl Seating {
    /// The number of seats, 2 or 4.
    #[inline]
    pub const fn count(self) -> usize {
        match self {
            Seating::Two => 2,
            Seating::Four => 4,
        }
    }

    /// The seating of `players` seats, or `None` unless it is 2 or 4.
    #[inline]
    pub const fn of_count(players: usize) -> Option<Seating> {
        match players {
            2 => Some(Seating::Two),
            4 => Some(Seating::Four),
            _ => None,
        }
    }
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
/// use doska_scoring_rows::{BoardSize, ScoringRows, Seating};
/// use doska_core::Game;
/// let game = ScoringRows::standard();
/// assert_eq!((game.size(), game.players()), (BoardSize::STANDARD, 2));
/// let big = ScoringRows::new(BoardSize::new(8, 8).unwrap(), 4).unwrap();
/// assert_eq!(big.name(), "scoring-rows/four:files=8");
/// assert_eq!(big, ScoringRows::four_players().with_size(BoardSize::new(8, 8).unwrap()).unwrap());
/// assert_eq!(big.with_seating(Seating::Two).players(), 2);
/// assert!(ScoringRows::new(BoardSize::new(5, 5).unwrap(), 2).is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ScoringRows {
    size: BoardSize,
    seating: Seating,
}

impl ScoringRows {
    /// The traditional two-player game on 6×8.
    pub const fn standard() -> ScoringRows {
        ScoringRows {
            size: BoardSize::STANDARD,
            seating: Seating::Two,
        }
    }

    /// The traditional four-player game on 6×8 (two teams, 12 pieces per player).
    pub const fn four_players() -> ScoringRows {
        ScoringRows {
            size: BoardSize::STANDARD,
            seating: Seating::Four,
        }
    }

    /// The game for `players` (2 or 4) on a board of `size`.
    ///
    /// # Errors
    /// [`RulesError`] for another number of players or a board with an odd number of cells.
    pub const fn new(size: BoardSize, players: usize) -> Result<ScoringRows, RulesError> {
        match Seating::of_count(players) {
            Some(seating) => ScoringRows::standard()
                .with_seating(seating)
                .with_size(size),
            None => Err(RulesError::Players(players)),
        }
    }

    /// These rules on a board of `size`.
    ///
    /// # Errors
    /// [`RulesError::OddCells`] when the board has an odd number of cells.
    pub const fn with_size(self, size: BoardSize) -> Result<ScoringRows, RulesError> {
        let game = self.with_size_unchecked(size);
        match game.check() {
            Ok(()) => Ok(game),
            Err(e) => Err(e),
        }
    }

    /// These rules with the board's files or ranks (whichever is given) replaced, for
    /// the registry's options `files` and `ranks`. The board may have an odd number of
    /// cells: the options are set one at a time, and [`check`](ScoringRows::check)
    /// refuses such a board once both are known.
    ///
    /// # Errors
    /// [`RulesError::Size`] for a side outside 1 to 8.
    pub(crate) const fn resized(
        self,
        files: Option<u8>,
        ranks: Option<u8>,
    ) -> Result<ScoringRows, RulesError> {
        let files = match files {
            Some(f) => f,
            None => self.size.files(),
        };
        let ranks = match ranks {
            Some(r) => r,
            None => self.size.ranks(),
        };
        match BoardSize::new(files, ranks) {
            Some(size) => Ok(self.with_size_unchecked(size)),
            None => Err(RulesError::Size { files, ranks }),
        }
    }

    /// These rules on a board of `size`, which may have an odd number of cells (for
    /// [`resized`](ScoringRows::resized) and a position's rules, whose board is known
    /// to be even).
    pub(crate) const fn with_size_unchecked(self, size: BoardSize) -> ScoringRows {
        ScoringRows {
            size,
            seating: self.seating,
        }
    }

    /// Checks a whole rules value: what the builders refuse, for a value put together
    /// one option at a time (the registry's [`check`](doska_core::registry::Family::check)
    /// calls it). The only combination that does not fit is a board with an odd number
    /// of cells, which no game fills two at a time.
    ///
    /// ```
    /// use doska_scoring_rows::{BoardSize, RulesError, ScoringRows};
    /// assert_eq!(ScoringRows::four_players().check(), Ok(()));
    /// let size = BoardSize::new(5, 5).unwrap();
    /// let err = ScoringRows::standard().with_size(size).unwrap_err();
    /// assert_eq!(err, RulesError::OddCells(size));
    /// assert_eq!(err.to_string(), "a 5x5 board has an odd number of cells; every turn fills two");
    /// ```
    ///
    /// # Errors
    /// [`RulesError::OddCells`] when the board has an odd number of cells.
    pub const fn check(&self) -> Result<(), RulesError> {
        if self.size.cells() % 2 == 1 {
            return Err(RulesError::OddCells(self.size));
        }
        Ok(())
    }

    /// These rules with `seating` at the table.
    #[must_use]
    pub const fn with_seating(self, seating: Seating) -> ScoringRows {
        ScoringRows {
            size: self.size,
            seating,
        }
    }

    /// The board size.
    #[inline]
    pub const fn size(&self) -> BoardSize {
        self.size
    }

    /// Who sits at the table.
    #[inline]
    pub const fn seating(&self) -> Seating {
        self.seating
    }

    /// The number of turns of a whole game (half the cells).
    #[inline]
    pub const fn turns(&self) -> u32 {
        self.size.cells() / 2
    }

    /// The colour `player` places: White for the even seats (White; A and B), Black for
    /// the odd ones (Black; C and D).
    #[inline]
    pub const fn colour(&self, player: Player) -> Colour {
        if player.index().is_multiple_of(2) {
            Colour::White
        } else {
            Colour::Black
        }
    }

    /// The team of `player`: team 0 is White, team 1 Black.
    #[inline]
    pub fn team(&self, player: Player) -> Team {
        Team::new(self.colour(player).index()).expect("two teams")
    }

    /// The name of a seat: `White`/`Black`, or with four players `A (White)`,
    /// `C (Black)`, `B (White)`, `D (Black)`.
    pub fn seat_name(&self, player: Player) -> String {
        let colour = self.colour(player);
        match self.seating {
            Seating::Two => colour.to_string(),
            Seating::Four => format!("{} ({colour})", ScoringRows::seat_letter(player)),
        }
    }

    /// The seat's letter (`A`–`D`) with four players, in turn order A, C, B, D.
    pub(crate) const fn seat_letter(player: Player) -> char {
        match player.index() {
            0 => 'A',
            1 => 'C',
            2 => 'B',
            _ => 'D',
        }
    }

    /// The number of seats, 2 or 4.
    #[inline]
    pub(crate) const fn player_count(&self) -> usize {
        self.seating.count()
    }
}

impl Default for ScoringRows {
    fn default() -> Self {
        ScoringRows::standard()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The registry's options set one side at a time: an odd board passes `resized` and
    /// is refused by `check`; a side beyond the frame is refused at once.
    #[test]
    fn resizing_and_checking() {
        let game = ScoringRows::standard().resized(Some(5), None).unwrap();
        assert_eq!(game.size(), BoardSize::new(5, 8).unwrap());
        assert_eq!(game.check(), Ok(()));
        let odd = game.resized(None, Some(5)).unwrap();
        let size = BoardSize::new(5, 5).unwrap();
        assert_eq!(odd.check(), Err(RulesError::OddCells(size)));
        assert_eq!(ScoringRows::new(size, 2), Err(RulesError::OddCells(size)));
        assert_eq!(
            ScoringRows::four_players().resized(Some(9), None),
            Err(RulesError::Size { files: 9, ranks: 8 })
        );
        assert_eq!(
            ScoringRows::standard().resized(None, Some(0)),
            Err(RulesError::Size { files: 6, ranks: 0 })
        );
        assert_eq!(
            ScoringRows::new(BoardSize::STANDARD, 3),
            Err(RulesError::Players(3))
        );
        for game in [ScoringRows::standard(), ScoringRows::four_players()] {
            assert_eq!(game.check(), Ok(()));
        }
    }
}
