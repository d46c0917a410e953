//! The rules as a value: the start layout, who moves first, the repetition count and
//! the move limit, and why a value is refused ([`RulesError`]). Presets are constants
//! of [`LinesOfAction`]; one engine serves all.

use thiserror::Error;

use crate::colour::{ByColour, Colour};
use crate::squares::Squares;

doska_core::choices! {
    /// The arrangement of the pieces at the start of a game, named as the registry
    /// presets are.
    pub enum StartLayout {
        /// Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7:
        /// `1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1`.
        Standard = "standard",
        /// "Scrambled eggs": the same 24 edge squares, the colours alternating along
        /// each edge and the layout symmetric under a half turn. Black on b1, d1, f1,
        /// c8, e8, g8, a3, a5, a7, h2, h4, h6; White on c1, e1, g1, b8, d8, f8, a2, a4,
        /// a6, h3, h5, h7: `1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1`.
        ScrambledEggs = "scrambled-eggs",
    }
}

/// Squares given as `(file, rank)` pairs, 0-based.
const fn squares(list: &[(u8, u8)]) -> Squares {
    let mut b = 0u64;
    let mut i = 0;
    while i < list.len() {
        b |= 1u64 << (list[i].1 * 8 + list[i].0);
        i += 1;
    }
    Squares::from_bits(b)
}

impl StartLayout {
    /// The pieces of each colour.
    pub const fn pieces(self) -> ByColour<Squares> {
        match self {
            StartLayout::Standard => ByColour::new(
                // b1–g1 and b8–g8.
                Squares::from_bits(0x7e00_0000_0000_007e),
                // a2–a7 and h2–h7.
                Squares::from_bits(0x0081_8181_8181_8100),
            ),
            StartLayout::ScrambledEggs => ByColour::new(
                squares(&[
                    (1, 0),
                    (3, 0),
                    (5, 0),
                    (2, 7),
                    (4, 7),
                    (6, 7),
                    (0, 2),
                    (0, 4),
                    (0, 6),
                    (7, 1),
                    (7, 3),
                    (7, 5),
                ]),
                squares(&[
                    (2, 0),
                    (4, 0),
                    (6, 0),
                    (1, 7),
                    (3, 7),
                    (5, 7),
                    (0, 1),
                    (0, 3),
                    (0, 5),
                    (7, 2),
                    (7, 4),
                    (7, 6),
                ]),
            ),
        }
    }
}

/// Why a rules value was refused: a count outside the range the rules allow. (The
/// options do not constrain each other, so no combination is refused.)
///
/// ```
/// use doska_lines_of_action::{LinesOfAction, RulesError};
/// let err = LinesOfAction::STANDARD.with_repetition(1).unwrap_err();
/// assert_eq!(err, RulesError::Repetition(1));
/// assert_eq!(
///     err.to_string(),
///     "repetition 1 is not from 2 to 1000 (the occurrence of a position that draws)"
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum RulesError {
    /// The occurrence of a position that draws is 2 to 1000
    /// ([`LinesOfAction::MIN_REPETITION`], [`LinesOfAction::MAX_REPETITION`]).
    #[error(
        "repetition {0} is not from {min} to {max} (the occurrence of a position that draws)",
        min = LinesOfAction::MIN_REPETITION,
        max = LinesOfAction::MAX_REPETITION
    )]
    Repetition(u32),
    /// The move limit is 1 to 1,000,000 plies ([`LinesOfAction::MIN_MOVE_LIMIT`],
    /// [`LinesOfAction::MAX_MOVE_LIMIT`]).
    #[error(
        "move limit {0} is not from {min} to {max} plies",
        min = LinesOfAction::MIN_MOVE_LIMIT,
        max = LinesOfAction::MAX_MOVE_LIMIT
    )]
    MoveLimit(u32),
}

/// The rules of lines of action, as a value.
///
/// ```
/// use doska_lines_of_action::{LinesOfAction, Colour, RulesError, StartLayout};
/// use doska_core::Game;
/// let rules = LinesOfAction::STANDARD.with_first(Colour::White).with_move_limit(300)?;
/// assert_eq!(rules.first(), Colour::White);
/// assert_eq!(rules.name(), "lines-of-action/standard:first=white,move-limit=300");
/// assert_eq!(LinesOfAction::SCRAMBLED_EGGS.layout(), StartLayout::ScrambledEggs);
/// assert_eq!(rules.check(), Ok(()));
/// # Ok::<(), RulesError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LinesOfAction {
    layout: StartLayout,
    first: Colour,
    repetition: u32,
    move_limit: u32,
}

impl LinesOfAction {
    /// The default repetition count: the third occurrence of a position (same pieces,
    /// same side to move) is a draw.
    pub const DEFAULT_REPETITION: u32 = 3;

    /// The default move limit: after this many plies (moves of either side, passes
    /// included) without a connection the game is drawn.
    pub const DEFAULT_MOVE_LIMIT: u32 = 500;

    /// The smallest repetition count: 1 would end every game at once.
    pub const MIN_REPETITION: u32 = 2;

    /// The largest repetition count.
    pub const MAX_REPETITION: u32 = 1000;

    /// The smallest move limit, in plies.
    pub const MIN_MOVE_LIMIT: u32 = 1;

    /// The largest move limit, in plies.
    pub const MAX_MOVE_LIMIT: u32 = 1_000_000;

    /// The standard game: standard layout, Black first, draw on the third repetition or
    /// after 500 plies.
    pub const STANDARD: LinesOfAction = LinesOfAction {
        layout: StartLayout::Standard,
        first: Colour::Black,
        repetition: Self::DEFAULT_REPETITION,
        move_limit: Self::DEFAULT_MOVE_LIMIT,
    };

    /// The scrambled-eggs start with otherwise standard rules.
    pub const SCRAMBLED_EGGS: LinesOfAction = LinesOfAction {
        layout: StartLayout::ScrambledEggs,
        ..Self::STANDARD
    };

    /// The standard game ([`LinesOfAction::STANDARD`]).
    pub const fn standard() -> LinesOfAction {
        Self::STANDARD
    }

    /// The scrambled-eggs start ([`LinesOfAction::SCRAMBLED_EGGS`]).
    pub const fn scrambled_eggs() -> LinesOfAction {
        Self::SCRAMBLED_EGGS
    }

    /// These rules with another start layout.
    #[must_use]
    pub const fn with_layout(self, layout: StartLayout) -> LinesOfAction {
        LinesOfAction { layout, ..self }
    }

    /// These rules with `first` moving first.
    #[must_use]
    pub const fn with_first(self, first: Colour) -> LinesOfAction {
        LinesOfAction { first, ..self }
    }

    /// These rules with a draw on the `count`-th occurrence of a position.
    ///
    /// # Errors
    /// [`RulesError::Repetition`] when `count` is not 2 to 1000.
    pub const fn with_repetition(self, count: u32) -> Result<LinesOfAction, RulesError> {
        let rules = LinesOfAction {
            repetition: count,
            ..self
        };
        match rules.check() {
            Ok(()) => Ok(rules),
            Err(e) => Err(e),
        }
    }

    /// These rules with a draw after `plies` plies.
    ///
    /// # Errors
    /// [`RulesError::MoveLimit`] when `plies` is not 1 to 1,000,000.
    pub const fn with_move_limit(self, plies: u32) -> Result<LinesOfAction, RulesError> {
        let rules = LinesOfAction {
            move_limit: plies,
            ..self
        };
        match rules.check() {
            Ok(()) => Ok(rules),
            Err(e) => Err(e),
        }
    }

    /// Checks a whole rules value: the repetition count is 2 to 1000 and the move limit
    /// 1 to 1,000,000 plies. The layout, the first side and the two counts do not
    /// constrain each other, so no combination of valid fields is refused; and as the
    /// builders refuse the same counts, every value they build passes. The registry
    /// checks each game it builds with this.
    ///
    /// # Errors
    /// [`RulesError::Repetition`] or [`RulesError::MoveLimit`] for a count out of range.
    pub const fn check(&self) -> Result<(), RulesError> {
        if self.repetition < Self::MIN_REPETITION || self.repetition > Self::MAX_REPETITION {
            return Err(RulesError::Repetition(self.repetition));
        }
        if self.move_limit < Self::MIN_MOVE_LIMIT || self.move_limit > Self::MAX_MOVE_LIMIT {
            return Err(RulesError::MoveLimit(self.move_limit));
        }
        Ok(())
    }

    /// The start layout.
    pub const fn layout(&self) -> StartLayout {
        self.layout
    }

    /// The side that moves first.
    pub const fn first(&self) -> Colour {
        self.first
    }

    /// The occurrence of a position that draws the game.
    pub const fn repetition_count(&self) -> u32 {
        self.repetition
    }

    /// The number of plies after which the game is drawn.
    pub const fn move_limit(&self) -> u32 {
        self.move_limit
    }
}

impl Default for LinesOfAction {
    fn default() -> Self {
        Self::STANDARD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_have_twelve_pieces_each_on_distinct_squares() {
        for layout in StartLayout::ALL {
            let [b, w] = layout.pieces().into_array();
            assert_eq!((b.count(), w.count()), (12, 12), "{layout:?}");
            assert!((b & w).is_empty());
        }
        let [sb, sw] = StartLayout::ScrambledEggs.pieces().into_array();
        let [b, w] = StartLayout::Standard.pieces().into_array();
        assert_eq!(sb | sw, b | w, "the same 24 edge squares");
        // A half turn (square i -> 63 - i) maps each colour onto itself.
        assert_eq!(Squares::from_bits(sb.bits().reverse_bits()), sb);
        assert_eq!(Squares::from_bits(sw.bits().reverse_bits()), sw);
    }

    #[test]
    fn counts_out_of_range_are_refused() {
        let rules = LinesOfAction::STANDARD;
        assert_eq!(rules.check(), Ok(()));
        assert_eq!(LinesOfAction::SCRAMBLED_EGGS.check(), Ok(()));
        assert_eq!(rules.with_repetition(0), Err(RulesError::Repetition(0)));
        assert_eq!(rules.with_repetition(1), Err(RulesError::Repetition(1)));
        assert_eq!(
            rules.with_repetition(1001),
            Err(RulesError::Repetition(1001))
        );
        assert_eq!(rules.with_move_limit(0), Err(RulesError::MoveLimit(0)));
        assert_eq!(
            rules.with_move_limit(1_000_001),
            Err(RulesError::MoveLimit(1_000_001))
        );
        let edges = rules
            .with_repetition(2)
            .and_then(|r| r.with_repetition(1000))
            .and_then(|r| r.with_move_limit(1))
            .and_then(|r| r.with_move_limit(1_000_000));
        assert_eq!(
            edges.map(|r| (r.repetition_count(), r.move_limit())),
            Ok((1000, 1_000_000))
        );
        assert_eq!(
            RulesError::MoveLimit(0).to_string(),
            "move limit 0 is not from 1 to 1000000 plies"
        );
    }

    #[test]
    fn layouts_are_named_as_the_presets() {
        assert_eq!(StartLayout::ScrambledEggs.to_string(), "scrambled-eggs");
        assert_eq!("standard".parse(), Ok(StartLayout::Standard));
        assert!("eggs".parse::<StartLayout>().is_err());
    }
}
