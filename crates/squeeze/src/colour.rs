//! The two sides: White and Black.

use doska_core::BySide;

doska_core::sides! {
    /// A side of the board. White sits at seat 0 and Black at seat 1; which of them
    /// begins the placement is a rule ([`Squeeze::with_first`](crate::Squeeze::with_first)).
    pub enum Colour {
        /// White, written `w`.
        White = ("White", "white", 'w'),
        /// Black, written `b`.
        Black = ("Black", "black", 'b'),
    }
}

/// One value per side, indexed by [`Colour`].
pub type ByColour<T> = BySide<Colour, T>;
