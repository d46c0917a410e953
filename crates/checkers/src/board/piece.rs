//! The pieces: [`PieceKind`] and [`Piece`].

use crate::board::colour::Colour;

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
