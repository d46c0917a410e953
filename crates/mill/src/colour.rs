//! The two sides and one value per side.

doska_core::sides! {
    /// A side: White (seat 0, written `W` / `w`) or Black (seat 1, written `B` / `b`).
    /// Which one moves first is a rule ([`Mill::first`](crate::Mill::first)).
    pub enum Colour {
        /// White, seat 0.
        White = ("White", "white", 'w'),
        /// Black, seat 1.
        Black = ("Black", "black", 'b'),
    }
}

/// One value per side, indexed by [`Colour`]: `ByColour<Points>` holds each side's
/// pieces.
///
/// ```
/// use doska_mill::{ByColour, Colour};
/// let mut hand = ByColour::splat(9u8);
/// hand[Colour::Black] -= 1;
/// assert_eq!(hand.into_array(), [9, 8]);
/// ```
pub type ByColour<T> = doska_core::BySide<Colour, T>;
