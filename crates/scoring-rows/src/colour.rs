//! The two colours of pieces, and one value per colour.

doska_core::sides! {
    /// A colour of pieces. With two players White is seat 0 and Black seat 1; with four,
    /// the colour of a seat is a rule of the game: see
    /// [`ScoringRows::colour`](crate::ScoringRows::colour).
    pub enum Colour {
        /// Moves first.
        White = ("White", "white", 'w'),
        /// Moves second.
        Black = ("Black", "black", 'b'),
    }
}

/// One value per colour, indexed by [`Colour`].
///
/// ```
/// use doska_scoring_rows::{ByColour, Colour};
/// let mut pieces = ByColour::new(3, 5);
/// pieces[Colour::Black] += 1;
/// assert_eq!((pieces[Colour::White], pieces[Colour::Black]), (3, 6));
/// ```
pub type ByColour<T> = doska_core::BySide<Colour, T>;
