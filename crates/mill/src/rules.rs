//! The rules as a value: [`Mill`], its presets and the choices it is made of.

use thiserror::Error;

use crate::board::{Board, Layout};
use crate::colour::Colour;

doska_core::choices! {
    /// How pieces move in the moving phase (flying with three pieces is separate).
    pub enum Movement {
        /// To an adjacent empty point along a line (the traditional game).
        Step = "step",
        /// A knight jump (the knight-move variant): two steps in one direction and one
        /// perpendicular, or one and then two perpendicular, over any pieces, to an
        /// empty point.
        Knight = "knight",
    }
}

doska_core::choices! {
    /// Which opponent pieces a mill may remove.
    pub enum Removal {
        /// Any opponent piece on the board (the traditional rule this crate plays by
        /// default).
        Any = "any",
        /// A piece in a mill only when every opponent piece on the board is in a mill
        /// (the common modern rule, and OpenSpiel's). With several removals the
        /// condition is checked before each one.
        OutsideMills = "outside-mills",
    }
}

doska_core::choices! {
    /// What a move that closes several mills at once gives.
    pub enum DoubleMill {
        /// One removal per mill closed (the default: two mills remove two; on the
        /// twelve board a triple mill removes three).
        Two = "two",
        /// A single removal, however many mills close (OpenSpiel).
        One = "one",
    }
}

/// The rules of one game of the mill family, as a value.
///
/// Presets are constants ([`Mill::NINE`], [`Mill::KNIGHT`], [`Mill::SIX`],
/// [`Mill::TWELVE`]); every rule is a field with a `with_…` builder, so a variant is a
/// value, never another engine.
///
/// ```
/// use doska_mill::{DoubleMill, Mill, Removal};
/// use doska_core::Game;
/// let openspiel = Mill::NINE.with_removal(Removal::OutsideMills).with_double_mill(DoubleMill::One);
/// assert_eq!(openspiel.name(), "mill/nine:removal=outside-mills,double-mill=one");
/// assert_eq!(Mill::KNIGHT.name(), "mill/knight");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Mill {
    pub(crate) board: Board,
    pub(crate) men: u8,
    pub(crate) movement: Movement,
    pub(crate) flying: bool,
    pub(crate) removal: Removal,
    pub(crate) double_mill: DoubleMill,
    pub(crate) first: Colour,
    pub(crate) move_limit: u16,
    pub(crate) repetition: u8,
}

/// Rules that do not fit together, or a rule that would make no game: what
/// [`Mill::check`] and the builders that can fail refuse.
///
/// ```
/// use doska_mill::{Board, Mill, RulesError};
/// let err = Mill::SIX.with_men(9).unwrap_err();
/// assert_eq!(err, RulesError::Men { men: 9, board: Board::Six, max: 8 });
/// assert_eq!(err.to_string(), "9 pieces each do not fit the six board (3 to 8)");
/// let err = Mill::NINE.with_repetition(Some(1)).unwrap_err();
/// assert_eq!(err, RulesError::Repetition { count: 1 });
/// assert_eq!(
///     err.to_string(),
///     "a repetition count of 1 would end every game at once; use 0 (off) or 2 or more"
/// );
/// ```
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum RulesError {
    /// The number of pieces does not fit the board: at least 3, and both sides' pieces
    /// must fit on its points (at most 12 each).
    #[error("{men} pieces each do not fit the {board} board (3 to {max})", board = board.name())]
    Men {
        /// The number asked for.
        men: u8,
        /// The board.
        board: Board,
        /// The most the board takes.
        max: u8,
    },
    /// A draw at the first occurrence of a position (or the zeroth): every position
    /// occurs once as soon as it is reached, so every game would end at once.
    #[error(
        "a repetition count of {count} would end every game at once; use 0 (off) or 2 or more"
    )]
    Repetition {
        /// The count asked for.
        count: u8,
    },
}

impl Mill {
    /// Nine men's morris, the traditional game: 9 pieces each, steps along the lines,
    /// flying with three pieces, a mill removes **any** opponent piece, two mills at once
    /// remove two, White first; draws after 200 plies without a removal or the third
    /// occurrence of a position.
    pub const NINE: Mill = Mill {
        board: Board::Nine,
        men: 9,
        movement: Movement::Step,
        flying: true,
        removal: Removal::Any,
        double_mill: DoubleMill::Two,
        first: Colour::White,
        move_limit: 200,
        repetition: 3,
    };

    /// The knight-move variant of nine men's morris: as [`Mill::NINE`], but pieces move
    /// by knight jumps (flying with three pieces unchanged).
    pub const KNIGHT: Mill = Mill {
        movement: Movement::Knight,
        ..Mill::NINE
    };

    /// Six men's morris: 6 pieces each on the 16-point board of two squares, the rules
    /// of [`Mill::NINE`] otherwise.
    pub const SIX: Mill = Mill {
        board: Board::Six,
        men: 6,
        ..Mill::NINE
    };

    /// Twelve men's morris: 12 pieces each on the 24-point board with diagonals, the
    /// rules of [`Mill::NINE`] otherwise; a board filled during placement is a draw.
    pub const TWELVE: Mill = Mill {
        board: Board::Twelve,
        men: 12,
        ..Mill::NINE
    };

    /// [`Mill::NINE`].
    pub const fn nine() -> Mill {
        Mill::NINE
    }

    /// [`Mill::KNIGHT`].
    pub const fn knight() -> Mill {
        Mill::KNIGHT
    }

    /// [`Mill::SIX`].
    pub const fn six() -> Mill {
        Mill::SIX
    }

    /// [`Mill::TWELVE`].
    pub const fn twelve() -> Mill {
        Mill::TWELVE
    }

    /// The rules with another removal rule.
    #[must_use]
    pub const fn with_removal(self, removal: Removal) -> Mill {
        Mill { removal, ..self }
    }

    /// The rules with another double-mill rule.
    #[must_use]
    pub const fn with_double_mill(self, double_mill: DoubleMill) -> Mill {
        Mill {
            double_mill,
            ..self
        }
    }

    /// The rules with `first` moving first.
    #[must_use]
    pub const fn with_first(self, first: Colour) -> Mill {
        Mill { first, ..self }
    }

    /// The rules with another movement.
    #[must_use]
    pub const fn with_movement(self, movement: Movement) -> Mill {
        Mill { movement, ..self }
    }

    /// The rules with flying with three pieces allowed or not.
    #[must_use]
    pub const fn with_flying(self, flying: bool) -> Mill {
        Mill { flying, ..self }
    }

    /// The rules with a draw after `plies` plies (moves of either side) without a
    /// removal; 0 is taken as 1.
    #[must_use]
    pub const fn with_move_limit(self, plies: u16) -> Mill {
        Mill {
            move_limit: if plies == 0 { 1 } else { plies },
            ..self
        }
    }

    /// The rules with a draw at the `n`-th occurrence of a position (same pieces, same
    /// side to move, same pieces in hand), or without that rule (`None`).
    ///
    /// # Errors
    /// [`RulesError::Repetition`] for `n` below 2, which would end every game at once.
    pub const fn with_repetition(self, n: Option<u8>) -> Result<Mill, RulesError> {
        let repetition = match n {
            None => 0,
            Some(count) if count < 2 => return Err(RulesError::Repetition { count }),
            Some(n) => n,
        };
        Ok(Mill { repetition, ..self })
    }

    /// The rules on another board, keeping the number of pieces if it fits.
    ///
    /// # Errors
    /// [`RulesError::Men`] when the pieces do not fit the board.
    pub const fn with_board(self, board: Board) -> Result<Mill, RulesError> {
        Mill { board, ..self }.with_men(self.men)
    }

    /// The rules with `men` pieces each.
    ///
    /// # Errors
    /// [`RulesError::Men`] unless `3 <= men` and both sides fit on the board (at most
    /// 8 each on the six board, 12 on the others).
    pub const fn with_men(self, men: u8) -> Result<Mill, RulesError> {
        let game = Mill { men, ..self };
        match game.check() {
            Ok(()) => Ok(game),
            Err(e) => Err(e),
        }
    }

    /// Whether these rules make a game, as a whole: the pieces fit the board (3 to 12
    /// each, at most 8 on the six board) and the repetition rule is off or counts 2 or
    /// more. The builders keep rules that pass; the registry refuses rules that fail
    /// (the `men` option is applied as given and checked here, once every option is
    /// applied).
    ///
    /// ```
    /// use doska_core::registry::Family;
    /// use doska_mill::{Mill, MillFamily, RulesError};
    /// assert_eq!(Mill::TWELVE.check(), Ok(()));
    /// let err = MillFamily::from_spec("mill/six:men=9").unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "options do not fit together: 9 pieces each do not fit the six board (3 to 8)"
    /// );
    /// ```
    ///
    /// # Errors
    /// The first [`RulesError`] found: [`RulesError::Men`], then
    /// [`RulesError::Repetition`].
    pub const fn check(&self) -> Result<(), RulesError> {
        let max = Mill::max_men(self.board);
        if self.men < 3 || self.men > max {
            return Err(RulesError::Men {
                men: self.men,
                board: self.board,
                max,
            });
        }
        if self.repetition == 1 {
            return Err(RulesError::Repetition { count: 1 });
        }
        Ok(())
    }

    const fn max_men(board: Board) -> u8 {
        match board {
            Board::Six => 8,
            Board::Nine | Board::Twelve => 12,
        }
    }

    /// The board.
    #[inline]
    pub const fn board(&self) -> Board {
        self.board
    }

    /// The tables of the board.
    #[inline]
    pub fn layout(&self) -> &'static Layout {
        self.board.layout()
    }

    /// Pieces each.
    #[inline]
    pub const fn men(&self) -> u8 {
        self.men
    }

    /// How pieces move.
    #[inline]
    pub const fn movement(&self) -> Movement {
        self.movement
    }

    /// Whether a player with three pieces (none in hand) may fly to any empty point.
    #[inline]
    pub const fn flying(&self) -> bool {
        self.flying
    }

    /// Which pieces a mill may remove.
    #[inline]
    pub const fn removal(&self) -> Removal {
        self.removal
    }

    /// What closing several mills at once gives.
    #[inline]
    pub const fn double_mill(&self) -> DoubleMill {
        self.double_mill
    }

    /// Who moves first.
    #[inline]
    pub const fn first(&self) -> Colour {
        self.first
    }

    /// The plies without a removal after which the game is drawn.
    #[inline]
    pub const fn move_limit(&self) -> u16 {
        self.move_limit
    }

    /// The occurrence of a position that draws, or `None`.
    #[inline]
    pub const fn repetition_limit(&self) -> Option<u8> {
        if self.repetition == 0 {
            None
        } else {
            Some(self.repetition)
        }
    }
}

impl Default for Mill {
    fn default() -> Mill {
        Mill::NINE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value no builder makes: `check` refuses it all the same.
    #[test]
    fn check_refuses_a_repetition_of_one() {
        let once = Mill {
            repetition: 1,
            ..Mill::NINE
        };
        assert_eq!(once.check(), Err(RulesError::Repetition { count: 1 }));
        let few = Mill {
            men: 2,
            ..Mill::SIX
        };
        assert_eq!(
            few.check(),
            Err(RulesError::Men {
                men: 2,
                board: Board::Six,
                max: 8
            })
        );
    }
}
