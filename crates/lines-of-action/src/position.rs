//! A position: the pieces of both sides, the side to move and the ply counter, with
//! the derived state that makes moves fast (line counts, Zobrist key, which sides are
//! connected), kept up to date by every move.

use std::fmt;
use std::hash::{Hash, Hasher};

use doska_core::square::Square8 as Square;
use thiserror::Error;

use crate::colour::{ByColour, Colour};
use crate::connectivity::is_connected;
use crate::line_counts::LineCounts;
use crate::rules::LinesOfAction;
use crate::squares::Squares;
use crate::zobrist;

/// A position of lines of action.
///
/// Built by [`LinesOfAction::start`](doska_core::Game::start), by parsing its text
/// (see [`notation`](crate::notation)) or from its parts
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

    /// The start position of `rules`: its layout, its first side to move, no ply played.
    pub(crate) fn start(rules: &LinesOfAction) -> LinesOfActionPosition {
        let [black, white] = rules.layout().pieces().into_array();
        LinesOfActionPosition::from_parts(black, white, rules.first(), 0)
            .expect("the start layouts are valid positions")
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

    /// Moves the piece of the side to move from `from` to `to`, capturing what stands
    /// there, and passes the turn, assuming the step legal: updates the pieces, the line
    /// counts, the key, the connection bits, the side to move and the ply counter.
    ///
    /// Only the mover's connectivity can change on a quiet move; the opponent's is
    /// recomputed only after a capture.
    #[inline]
    pub(crate) fn play_step(&mut self, from: Square, to: Square) {
        let me = self.side;
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
        self.pass_turn();
    }

    /// Passes the turn: the other side is to move and one more ply is played.
    #[inline]
    pub(crate) fn pass_turn(&mut self) {
        self.side = self.side.other();
        self.key ^= zobrist::WHITE_TO_MOVE;
        self.ply = self.ply.saturating_add(1);
    }
}

/// Why a position text was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionError {
    /// The text does not have the fields `<board> <side> [<plies>]`.
    #[error("cannot read position `{text}`: expected `<ranks 8 to 1> <b|w> [<plies>]`")]
    Fields {
        /// The text as given.
        text: String,
    },
    /// The board does not have eight ranks.
    #[error("the board `{board}` has {found} ranks, not 8")]
    RankCount {
        /// The board field.
        board: String,
        /// The number of `/`-separated ranks found.
        found: usize,
    },
    /// A rank does not describe exactly eight squares.
    #[error("rank {rank} `{text}` describes {squares} squares, not 8")]
    RankLength {
        /// The rank number, 1–8.
        rank: u8,
        /// The rank's text.
        text: String,
        /// The number of squares it describes.
        squares: usize,
    },
    /// A character other than `b`, `w` or a digit 1–8 in the board.
    #[error("unexpected `{symbol}` in rank {rank} `{text}`: expected b, w or a digit 1-8")]
    Symbol {
        /// The rank number, 1–8.
        rank: u8,
        /// The rank's text.
        text: String,
        /// The offending character.
        symbol: char,
    },
    /// The side to move is not `b` or `w`.
    #[error("side to move `{text}` is not `b` or `w`")]
    Colour {
        /// The field as given.
        text: String,
    },
    /// The ply counter is not a whole number.
    #[error("ply counter `{text}` is not a whole number")]
    Plies {
        /// The field as given.
        text: String,
    },
    /// A side has no pieces (it could not have lost them all: the game ends when a side
    /// is down to one piece, which is connected).
    #[error("{side} has no pieces")]
    NoPieces {
        /// The side without pieces.
        side: Colour,
    },
    /// A square holds pieces of both sides (only from
    /// [`LinesOfActionPosition::from_parts`]).
    #[error("{square} holds pieces of both sides")]
    Overlap {
        /// The square.
        square: Square,
    },
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
