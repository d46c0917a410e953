//! A position: the pieces of both sides, the side to move and the ply counter, with
//! the derived state that makes moves fast (line counts, Zobrist key, which sides are
//! connected), kept up to date by every move.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::bitboard::Squares;
use crate::colour::ByColour;
use crate::colour::Colour;
use crate::connectivity::is_connected;
use crate::line_counts::LineCounts;
use crate::moves::LinesOfActionMove;
use crate::position_text::PositionError;
use crate::square::Square;
use crate::zobrist;

/// A position of lines of action.
///
/// Built by [`LinesOfAction::start`](doska_core::Game::start), by parsing its text
/// (see [`position_text`](crate::position_text)) or from its parts
/// ([`LinesOfActionPosition::from_parts`]); advanced by playing moves. Besides the pieces, the
/// side to move and the number of plies played (for the move limit), it carries
/// derived state: the number of pieces on each line ([`LineCounts`]), the Zobrist
/// key, and whether each side's pieces are connected. Equality and hashing look at
/// the pieces, the side to move and the ply counter only.
#[derive(Clone)]
pub struct LinesOfActionPosition {
    pieces: ByColour<Squares>,
    counts: LineCounts,
    key: u64,
    ply: u32,
    side: Colour,
    /// Whether each colour's pieces form one group.
    connected: ByColour<bool>,
}

impl LinesOfActionPosition {
    /// A position from its parts, validated: the sides do not share a square and each
    /// has at least one piece. `ply` is the number of plies played so far, counted
    /// against the move limit.
    ///
    /// # Errors
    /// [`PositionError::Overlap`] when a square holds pieces of both sides,
    /// [`PositionError::NoPieces`] when a side has none.
    ///
    /// ```
    /// use doska_lines_of_action::{Squares, LinesOfActionPosition, Colour};
    /// let b = |squares: &[&str]| squares.iter().map(|s| s.parse().unwrap()).collect::<Squares>();
    /// let pos = LinesOfActionPosition::from_parts(b(&["a1", "c3"]), b(&["h8"]), Colour::Black, 0).unwrap();
    /// assert_eq!(pos.to_string(), "7w/8/8/8/8/2b5/8/b7 b");
    /// assert!(pos.is_connected(Colour::White));
    /// assert!(LinesOfActionPosition::from_parts(b(&["a1"]), b(&[]), Colour::Black, 0).is_err());
    /// ```
    pub fn from_parts(
        black: Squares,
        white: Squares,
        to_move: Colour,
        ply: u32,
    ) -> Result<LinesOfActionPosition, PositionError> {
        if let Some(sq) = (black & white).first() {
            return Err(PositionError::Overlap { square: sq });
        }
        for (side, b) in [(Colour::Black, black), (Colour::White, white)] {
            if b.is_empty() {
                return Err(PositionError::NoPieces { side });
            }
        }
        let pieces = ByColour::new(black, white);
        Ok(LinesOfActionPosition {
            pieces,
            counts: LineCounts::from_occupied((black | white).bits()),
            key: zobrist::key_of(pieces, to_move),
            ply,
            side: to_move,
            connected: pieces.map(|_, p| is_connected(p)),
        })
    }

    /// The pieces of `side`.
    #[inline]
    pub fn pieces(&self, side: Colour) -> Squares {
        self.pieces[side]
    }

    /// The pieces of both sides.
    #[inline]
    pub fn occupied(&self) -> Squares {
        self.pieces[Colour::Black] | self.pieces[Colour::White]
    }

    /// The side of the piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Colour> {
        if self.pieces[Colour::Black].contains(sq) {
            Some(Colour::Black)
        } else if self.pieces[Colour::White].contains(sq) {
            Some(Colour::White)
        } else {
            None
        }
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Colour {
        self.side
    }

    /// The number of plies played so far (passes included), counted against the move
    /// limit.
    #[inline]
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The number of pieces on each line, as kept by the moves.
    #[inline]
    pub fn line_counts(&self) -> &LineCounts {
        &self.counts
    }

    /// Whether the pieces of `side` form one group (orthogonally or diagonally
    /// connected). Kept by the moves, so this is a bit test.
    #[inline]
    pub fn is_connected(&self, side: Colour) -> bool {
        self.connected[side]
    }

    /// Plays `mv`, assumed legal: updates the pieces, the line counts, the key, the
    /// connection bits, the side to move and the ply counter.
    ///
    /// Only the mover's connectivity can change on a quiet move; the opponent's is
    /// recomputed only after a capture.
    #[inline]
    pub(crate) fn apply(&mut self, mv: LinesOfActionMove) {
        let me = self.side;
        if let LinesOfActionMove::Step { from, to, .. } = mv {
            let them = me.other();
            self.pieces[me] ^= Squares::from_bits(from.mask() | to.mask());
            self.key ^= zobrist::piece(me, from) ^ zobrist::piece(me, to);
            self.counts.remove(from);
            if self.pieces[them].contains(to) {
                // A capture: the target square stays occupied, so only the lines
                // through `from` lose a piece.
                self.pieces[them].remove(to);
                self.key ^= zobrist::piece(them, to);
                self.connected[them] = is_connected(self.pieces[them]);
            } else {
                self.counts.add(to);
            }
            self.connected[me] = is_connected(self.pieces[me]);
        }
        self.side = me.other();
        self.key ^= zobrist::WHITE_TO_MOVE;
        self.ply = self.ply.saturating_add(1);
    }
}

impl PartialEq for LinesOfActionPosition {
    fn eq(&self, other: &Self) -> bool {
        self.pieces == other.pieces && self.side == other.side && self.ply == other.ply
    }
}

impl Eq for LinesOfActionPosition {}

impl Hash for LinesOfActionPosition {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.pieces.hash(state);
        self.side.hash(state);
        self.ply.hash(state);
    }
}

impl fmt::Debug for LinesOfActionPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("LinesOfActionPosition")
            .field(&self.to_string())
            .finish()
    }
}

impl doska_core::Position for LinesOfActionPosition {
    #[inline]
    fn to_move(&self) -> doska_core::Player {
        self.side.player()
    }

    #[inline]
    fn key(&self) -> u64 {
        self.key
    }
}
