//! The two colours, Black and White, and their seats at the table.

use doska_core::BySide;

doska_core::sides! {
    /// A colour: Black or White.
    ///
    /// Seats are fixed by colour: Black is [`Player::FIRST`](doska_core::Player::FIRST)
    /// (seat 0) and White is [`Player::SECOND`](doska_core::Player::SECOND) (seat 1),
    /// whichever moves first (option `first`). Position texts write them `b` and `w`,
    /// registry options `black` and `white`.
    ///
    /// ```
    /// use doska_lines_of_action::Colour;
    /// use doska_core::Player;
    /// assert_eq!(Colour::Black.player(), Player::FIRST);
    /// assert_eq!(Colour::from_player(Player::SECOND), Some(Colour::White));
    /// assert_eq!(Colour::White.other(), Colour::Black);
    /// assert_eq!(Colour::Black.to_string(), "Black");
    /// assert_eq!(Colour::White.letter(), 'w');
    /// ```
    pub enum Colour {
        /// Black: on b1–g1 and b8–g8 in the standard start, moves first by default.
        Black = ("Black", "black", 'b'),
        /// White: on a2–a7 and h2–h7 in the standard start.
        White = ("White", "white", 'w'),
    }
}

/// One value per colour, indexed by [`Colour`].
pub type ByColour<T> = BySide<Colour, T>;
