//! The rules as a value: the start layout, who moves first, the repetition count and
//! the move limit. Presets are constants of [`LinesOfAction`]; one engine serves all.

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

/// The rules of lines of action, as a value.
///
/// ```
/// use doska_lines_of_action::{LinesOfAction, Colour, StartLayout};
/// use doska_core::Game;
/// let rules = LinesOfAction::STANDARD.with_first(Colour::White).with_move_limit(300);
/// assert_eq!(rules.first(), Colour::White);
/// assert_eq!(rules.name(), "lines-of-action/standard:first=white,move-limit=300");
/// assert_eq!(LinesOfAction::SCRAMBLED_EGGS.layout(), StartLayout::ScrambledEggs);
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

    /// These rules with a draw on the `count`-th occurrence of a position (at least 2;
    /// smaller values are raised to 2).
    #[must_use]
    pub const fn with_repetition(self, count: u32) -> LinesOfAction {
        LinesOfAction {
            repetition: if count < 2 { 2 } else { count },
            ..self
        }
    }

    /// These rules with a draw after `plies` plies (at least 1; 0 is raised to 1).
    #[must_use]
    pub const fn with_move_limit(self, plies: u32) -> LinesOfAction {
        LinesOfAction {
            move_limit: if plies < 1 { 1 } else { plies },
            ..self
        }
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
    fn layouts_are_named_as_the_presets() {
        assert_eq!(StartLayout::ScrambledEggs.to_string(), "scrambled-eggs");
        assert_eq!("standard".parse(), Ok(StartLayout::Standard));
        assert!("eggs".parse::<StartLayout>().is_err());
    }
}
