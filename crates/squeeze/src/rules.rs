//! The rules as a value: [`Squeeze`], its presets and builders, and [`RulesError`],
//! what the rules refuse.

use thiserror::Error;

use crate::colour::Colour;
use crate::size::Size;

doska_core::choices! {
    /// Whether the move a side gets after a capture may be declined with `pass`.
    pub enum ExtraMove {
        /// The side may step again or end its turn with `pass` (the default: the
        /// tradition says the player *may* move again).
        Optional = "optional",
        /// The side must step again; its turn ends with the first step that captures
        /// nothing.
        Compulsory = "compulsory",
    }
}

doska_core::choices! {
    /// What happens to a side that has no step.
    pub enum Blocked {
        /// It passes, and the other side moves (the default).
        Pass = "pass",
        /// It loses.
        Lose = "lose",
    }
}

/// The rules of squeeze, as a value: the board size, who begins the placement, whether
/// the move after a capture may be declined, what a side without a step does, the move
/// limit and the repetition rule. It implements [`doska_core::Game`].
///
/// The presets are [`Squeeze::STANDARD`] (5×5, the traditional game),
/// [`Squeeze::SEVEN`] and [`Squeeze::NINE`]; every rule is a field with a `with_…`
/// builder, and the registry ([`SqueezeFamily`](crate::SqueezeFamily)) names them
/// `size`, `first`, `extra-move`, `blocked`, `move-limit` and `repetition`.
///
/// A value built with the builders can be played whenever [`Squeeze::check`] passes;
/// the registry refuses the others.
///
/// ```
/// use doska_squeeze::{Colour, RulesError, Size, Squeeze};
/// let rules = Squeeze::STANDARD.with_first(Colour::Black).with_move_limit(0);
/// assert_eq!(rules.size(), Size::Five);
/// assert_eq!(rules.first(), Colour::Black);
/// assert_eq!(rules.move_limit(), None);
/// assert_eq!(rules.check(), Ok(()));
/// assert_eq!(Squeeze::SEVEN.move_limit(), Some(Squeeze::DEFAULT_MOVE_LIMIT));
/// assert_eq!(Squeeze::NINE.repetition(), Some(3));
/// assert_eq!(rules.with_repetition(0).unwrap().check(), Err(RulesError::EndlessGame));
/// assert_eq!(rules.with_repetition(1), Err(RulesError::RepetitionOfOne));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Squeeze {
    size: Size,
    first: Colour,
    extra_move: ExtraMove,
    blocked: Blocked,
    move_limit: u32,
    repetition: u32,
}

impl Squeeze {
    /// The default move limit: 50 plies of the movement phase (steps and passes, both
    /// sides counted) without a capture draw.
    pub const DEFAULT_MOVE_LIMIT: u32 = 50;

    /// The default repetition rule: the third occurrence of a position draws.
    pub const DEFAULT_REPETITION: u32 = 3;

    /// The traditional game: 5×5, 12 pieces each, White places first.
    pub const STANDARD: Squeeze = Squeeze::new(Size::Five);

    /// The 7×7 board, 24 pieces each.
    pub const SEVEN: Squeeze = Squeeze::new(Size::Seven);

    /// The 9×9 board, 40 pieces each.
    pub const NINE: Squeeze = Squeeze::new(Size::Nine);

    /// The rules on a board of `size`, with every other rule at its default.
    pub const fn new(size: Size) -> Squeeze {
        Squeeze {
            size,
            first: Colour::White,
            extra_move: ExtraMove::Optional,
            blocked: Blocked::Pass,
            move_limit: Squeeze::DEFAULT_MOVE_LIMIT,
            repetition: Squeeze::DEFAULT_REPETITION,
        }
    }

    /// These rules on a board of `size`.
    #[must_use]
    pub const fn with_size(self, size: Size) -> Squeeze {
        Squeeze { size, ..self }
    }

    /// These rules with `first` beginning the placement, and therefore the movement.
    #[must_use]
    pub const fn with_first(self, first: Colour) -> Squeeze {
        Squeeze { first, ..self }
    }

    /// These rules with the move after a capture optional or compulsory.
    #[must_use]
    pub const fn with_extra_move(self, extra_move: ExtraMove) -> Squeeze {
        Squeeze { extra_move, ..self }
    }

    /// These rules with a side that has no step passing or losing.
    #[must_use]
    pub const fn with_blocked(self, blocked: Blocked) -> Squeeze {
        Squeeze { blocked, ..self }
    }

    /// These rules with a draw after `plies` plies of the movement phase without a
    /// capture; `0` switches the rule off.
    #[must_use]
    pub const fn with_move_limit(self, plies: u32) -> Squeeze {
        Squeeze {
            move_limit: plies,
            ..self
        }
    }

    /// These rules with a draw at the `count`-th occurrence of a position; `0` switches
    /// the rule off.
    ///
    /// # Errors
    /// [`RulesError::RepetitionOfOne`] for a count of 1, which would end every game at
    /// its start.
    pub const fn with_repetition(self, count: u32) -> Result<Squeeze, RulesError> {
        if count == 1 {
            return Err(RulesError::RepetitionOfOne);
        }
        Ok(Squeeze {
            repetition: count,
            ..self
        })
    }

    /// Whether these rules can be played as a whole: a repetition count is not 1, and
    /// the move limit and the repetition rule are not both off (a game could then go on
    /// forever). The registry refuses rules that fail this.
    ///
    /// # Errors
    /// The first [`RulesError`] found.
    pub const fn check(&self) -> Result<(), RulesError> {
        if self.repetition == 1 {
            return Err(RulesError::RepetitionOfOne);
        }
        if self.move_limit == 0 && self.repetition == 0 {
            return Err(RulesError::EndlessGame);
        }
        Ok(())
    }

    /// The board.
    #[inline]
    pub const fn size(&self) -> Size {
        self.size
    }

    /// Who begins the placement (and the movement).
    #[inline]
    pub const fn first(&self) -> Colour {
        self.first
    }

    /// Whether the move after a capture may be declined with `pass`.
    #[inline]
    pub const fn extra_move(&self) -> ExtraMove {
        self.extra_move
    }

    /// What a side without a step does.
    #[inline]
    pub const fn blocked(&self) -> Blocked {
        self.blocked
    }

    /// The plies of the movement phase without a capture that draw, or `None` when the
    /// rule is off.
    #[inline]
    pub const fn move_limit(&self) -> Option<u32> {
        if self.move_limit == 0 {
            None
        } else {
            Some(self.move_limit)
        }
    }

    /// The occurrences of a position that draw, or `None` when the rule is off.
    #[inline]
    pub const fn repetition(&self) -> Option<u32> {
        if self.repetition == 0 {
            None
        } else {
            Some(self.repetition)
        }
    }

    /// The rules the hot path needs, as plain values.
    #[inline]
    pub(crate) const fn flags(&self) -> Flags {
        Flags {
            limit: if self.move_limit == 0 {
                u32::MAX
            } else {
                self.move_limit
            },
            pass_again: matches!(self.extra_move, ExtraMove::Optional),
            blocked_loses: matches!(self.blocked, Blocked::Lose),
        }
    }
}

/// Rules that cannot be played, as [`Squeeze::with_repetition`] and [`Squeeze::check`]
/// find them. Each message names the options (as written in specs) and why.
///
/// ```
/// use doska_squeeze::{RulesError, Squeeze};
/// let err = Squeeze::STANDARD.with_repetition(1).unwrap_err();
/// assert_eq!(err, RulesError::RepetitionOfOne);
/// assert!(err.to_string().starts_with("a position occurs once at the start of every game"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum RulesError {
    /// A repetition count of 1: every position occurs once, so every game would end at
    /// its start.
    #[error("a position occurs once at the start of every game; use 2 or more, or 0 for off")]
    RepetitionOfOne,
    /// The move limit and the repetition rule both off: nothing ends a game in which
    /// neither side is beaten.
    #[error("move-limit=0 and repetition=0 together let a game go on forever; keep one of them")]
    EndlessGame,
}

/// The rules of the movement phase as move generation, counting and perft test them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Flags {
    /// The move limit, `u32::MAX` when off.
    pub(crate) limit: u32,
    /// Whether a side moving again after a capture may `pass`.
    pub(crate) pass_again: bool,
    /// Whether a side to move without a step loses (else it passes).
    pub(crate) blocked_loses: bool,
}

impl Default for Squeeze {
    fn default() -> Squeeze {
        Squeeze::STANDARD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_refuses_what_the_builders_refuse() {
        assert_eq!(Squeeze::STANDARD.check(), Ok(()));
        let once = Squeeze {
            repetition: 1,
            ..Squeeze::STANDARD
        };
        assert_eq!(once.check(), Err(RulesError::RepetitionOfOne));
        let endless = Squeeze::NINE.with_move_limit(0).with_repetition(0);
        assert_eq!(endless.map(|g| g.check()), Ok(Err(RulesError::EndlessGame)));
        for count in [0, 2, 3, 100] {
            let game = Squeeze::STANDARD.with_repetition(count).unwrap();
            assert_eq!(game.check(), Ok(()));
            assert_eq!(game.repetition(), (count != 0).then_some(count));
        }
    }
}
