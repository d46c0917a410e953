//! The sides and the pieces: [`Colour`], [`ByColour`], [`PieceKind`], [`Piece`].

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

/// A man or a king.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum PieceKind {
    /// A man: moves forward one square, promoted on the far rank.
    Man,
    /// A king: moves in all four diagonal directions (any distance when flying).
    King,
}

/// A piece: its colour and kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Whose piece.
    pub colour: Colour,
    /// Man or king.
    pub kind: PieceKind,
}

impl Piece {
    /// A man of `colour`.
    pub const fn man(colour: Colour) -> Piece {
        Piece {
            colour,
            kind: PieceKind::Man,
        }
    }

    /// A king of `colour`.
    pub const fn king(colour: Colour) -> Piece {
        Piece {
            colour,
            kind: PieceKind::King,
        }
    }

    /// The diagram letter: `w` white man, `W` white king, `b`, `B` likewise.
    pub const fn letter(self) -> char {
        match (self.colour, self.kind) {
            (Colour::White, PieceKind::Man) => 'w',
            (Colour::White, PieceKind::King) => 'W',
            (Colour::Black, PieceKind::Man) => 'b',
            (Colour::Black, PieceKind::King) => 'B',
        }
    }
}
