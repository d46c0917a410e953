//! The two sides: [`Colour`] and [`ByColour`].

doska_core::sides! {
    /// A side: White starts on ranks 1–3 (1–4 on 10×10), Black on the far ranks.
    ///
    /// White is seat [`Player::FIRST`](doska_core::Player::FIRST) and Black
    /// [`Player::SECOND`](doska_core::Player::SECOND) whichever side moves first (the
    /// `american` preset lets Black begin). In options the sides are `white` and
    /// `black`; in position texts `W` and `B`.
    pub enum Colour {
        /// The side at the bottom of the board (ranks 1…).
        White = ("White", "white", 'w'),
        /// The side at the top of the board.
        Black = ("Black", "black", 'b'),
    }
}

/// One value per side: [`BySide`](doska_core::BySide) indexed by [`Colour`].
pub type ByColour<T> = doska_core::BySide<Colour, T>;
