//! Positions from outside: an unvalidated [`Setup`] (pieces on squares, the side to
//! move, the counters), and its validation against the rules into a
//! [`CheckersPosition`], with [`PositionError`] saying what is wrong.

use thiserror::Error;

use crate::board::colour::Colour;
use crate::board::dark::Geometry;
use crate::board::full;
use crate::board::layout::{bit_of, with_geometry};
use crate::board::piece::{Piece, PieceKind};
use crate::board::square::Square;
use crate::position::material::{fmjd_class, FmjdClass};
use crate::position::stacks::Pile;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Goal, MaterialDraws, Pieces};

/// Why a position text or setup was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionError {
    /// The text does not follow the FEN grammar.
    #[error("cannot read position `{text}`: {problem}")]
    Syntax {
        /// The text given.
        text: String,
        /// What is wrong.
        problem: String,
    },
    /// An item of a piece list is not a square name or number.
    #[error("`{text}` is not a square (expected a name like c3 or a number 1-{max})")]
    NotASquare {
        /// The item.
        text: String,
        /// The largest square number of the board.
        max: u8,
    },
    /// A PDN square number on a board where every square is played: numbers name the
    /// dark squares only.
    #[error("`{text}` is a square number; on all 64 squares squares are named (a1 … h8)")]
    NumberOnFullBoard {
        /// The item.
        text: String,
    },
    /// A square that is not on this board.
    #[error("square `{text}` is off the {board} board")]
    OffBoard {
        /// The square as given.
        text: String,
        /// The board (`8x8`, `10x10`).
        board: &'static str,
    },
    /// A piece on a light square.
    #[error("{square} is a light square; pieces stand on the dark squares")]
    LightSquare {
        /// The square.
        square: Square,
    },
    /// A square given twice.
    #[error("square {square} is given twice")]
    DuplicateSquare {
        /// The square.
        square: Square,
    },
    /// A man on the rank where it would have been promoted.
    #[error("{colour} man on {square}, its own promotion rank")]
    ManOnPromotionRank {
        /// The square.
        square: Square,
        /// Its colour.
        colour: Colour,
    },
    /// More pieces of one colour than the rules start with.
    #[error("{colour} has {count} pieces; at most {max} on this board")]
    TooManyPieces {
        /// The colour.
        colour: Colour,
        /// How many were given.
        count: usize,
        /// The most allowed.
        max: u32,
    },
    /// No piece at all.
    #[error("no piece on the board")]
    NoPieces,
    /// Pieces beneath a top piece, where the rules do not stack pieces.
    #[error("a column on {square}, but these rules do not stack pieces (captured=stacked)")]
    NotStacked {
        /// The square.
        square: Square,
    },
    /// A column taller than all the pieces in play together.
    #[error("the column on {square} has {height} pieces; at most {max} are in play")]
    StackTooTall {
        /// The square.
        square: Square,
        /// Its height (top piece included).
        height: usize,
        /// The pieces of both sides at the start.
        max: u32,
    },
    /// Pieces beneath the top of a square without a top piece.
    #[error("pieces beneath the top of {square}, which is empty")]
    EmptyColumn {
        /// The square.
        square: Square,
    },
    /// A letter after a square that is not a piece (`w`, `b`, `W`, `B`).
    #[error(
        "`{item}`: after the square, the pieces beneath the top are w, b, W or B, not `{letter}`"
    )]
    NotAPiece {
        /// The item.
        item: String,
        /// The offending character.
        letter: char,
    },
    /// Neutral pieces: the `L` field names a square without a piece.
    #[error("the last-moved square {square} (field L) holds no piece")]
    LastMovedEmpty {
        /// The square.
        square: Square,
    },
    /// Neutral pieces: the pieces on the board and the captured ones (field `C`) are
    /// more than the start has.
    #[error("{on_board} pieces on the board and {captured} captured are more than the {max} of the start")]
    TooManyCaptured {
        /// Pieces on the board.
        on_board: u32,
        /// Pieces captured (both players).
        captured: u32,
        /// Pieces at the start.
        max: u32,
    },
    /// The wolf and the sheep: Black (the sheep) to move, but the wolf is not on the
    /// board: it is placed by White's first move, so White moves first.
    #[error("Black to move, but the wolf is not on the board: White's first move places it")]
    WolfNotPlaced,
    /// A king in a game without promotion (the wolf and the sheep).
    #[error("a king on {square}: pieces are never crowned in this game")]
    NoKings {
        /// The square.
        square: Square,
    },
}

/// An unvalidated position: pieces on squares, the side to move and the counters.
/// [`Checkers::position`] checks it against the rules.
///
/// ```
/// use doska_checkers::{BoardSize, Checkers, Colour, Piece, Setup, Square};
/// let mut setup = Setup::empty(Colour::White);
/// setup.pieces.push(("c3".parse::<Square>().unwrap(), Piece::man(Colour::White)));
/// setup.pieces.push(("d4".parse::<Square>().unwrap(), Piece::man(Colour::Black)));
/// let pos = Checkers::classic().position(&setup).unwrap();
/// assert_eq!(pos.to_string(), "W:Wc3:Bd4");
/// assert_eq!(Setup::parse("W:Wc3:Bd4", BoardSize::Eight).unwrap(), setup);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// The side to move.
    pub side: Colour,
    /// The pieces and their squares.
    pub pieces: Vec<(Square, Piece)>,
    /// Plies since the last capture or man move.
    pub plies_without_progress: u16,
    /// Plies of the current FMJD counting endgame.
    pub endgame_plies: u16,
    /// Column draughts: the pieces beneath the top piece of a square (its entry of
    /// [`pieces`](Setup::pieces)), from the one just under the top down to the bottom.
    /// A square not listed holds its top piece alone.
    pub beneath: Vec<(Square, Vec<Piece>)>,
}

impl Setup {
    /// No pieces, `side` to move, counters zero.
    pub fn empty(side: Colour) -> Setup {
        Setup {
            side,
            pieces: Vec::new(),
            plies_without_progress: 0,
            endgame_plies: 0,
            beneath: Vec::new(),
        }
    }

    /// The setup of a position.
    pub fn of(position: &CheckersPosition) -> Setup {
        Setup {
            side: position.side,
            pieces: position.iter().collect(),
            plies_without_progress: position.quiet,
            endgame_plies: position.endgame,
            beneath: position
                .iter()
                .map(|(sq, _)| (sq, position.column(sq)[1..].to_vec()))
                .filter(|(_, under)| !under.is_empty())
                .collect(),
        }
    }
}

impl Checkers {
    /// Validates a setup for these rules.
    ///
    /// # Errors
    /// [`PositionError`]: a square off the board or light, a square used twice, a man
    /// on its own promotion rank, more pieces of a colour than the rules start with, or
    /// no piece at all.
    pub fn position(&self, setup: &Setup) -> Result<CheckersPosition, PositionError> {
        let layout = self.layout();
        let board = layout.board();
        let mut pos = CheckersPosition::empty(layout, setup.side, self.pieces() == Pieces::Neutral);
        pos.quiet = setup.plies_without_progress;
        pos.endgame = setup.endgame_plies;
        let (top, bottom) = with_geometry!(
            layout,
            G => (G::TOP, G::BOTTOM),
            full => (full::RANK_8, full::RANK_1)
        );
        for &(sq, piece) in &setup.pieces {
            let i = match bit_of(layout, sq) {
                Some(i) => i,
                None if !board.contains(sq) => {
                    return Err(PositionError::OffBoard {
                        text: sq.to_string(),
                        board: board.name(),
                    })
                }
                None => return Err(PositionError::LightSquare { square: sq }),
            };
            let b = 1u64 << i;
            if pos.occupied_bits() & b != 0 {
                return Err(PositionError::DuplicateSquare { square: sq });
            }
            let promo = match piece.colour {
                Colour::White => top,
                Colour::Black => bottom,
            };
            // Neutral men stand on both end ranks at the start; the wolf starts on
            // rank 8 and the sheep on rank 1; in column draughts a man freed on its far
            // rank stays a man.
            let ranks_free = pos.neutral || self.goal() == crate::rules::choices::Goal::Wolf;
            if piece.kind == PieceKind::Man && promo & b != 0 && !ranks_free && !self.stacked() {
                return Err(PositionError::ManOnPromotionRank {
                    square: sq,
                    colour: piece.colour,
                });
            }
            match piece.colour {
                _ if pos.neutral => pos.white |= b,
                Colour::White => pos.white |= b,
                Colour::Black => pos.black |= b,
            }
            if piece.kind == PieceKind::King {
                pos.kings |= b;
            }
        }
        self.put_beneath(&mut pos, setup)?;
        for colour in Colour::ALL {
            let count = pos.count_all(colour).0;
            let max = crate::position::setup::max_pieces(self, colour);
            if count > max {
                return Err(PositionError::TooManyPieces {
                    colour,
                    count: count as usize,
                    max,
                });
            }
        }
        crate::position::setup::validate(self, &pos)?;
        if pos.occupied_bits() == 0 {
            return Err(PositionError::NoPieces);
        }
        // The FMJD count means something only in a counting ending of FMJD rules.
        if self.material_draws() != MaterialDraws::Fmjd || fmjd_class(&pos) == FmjdClass::None {
            pos.endgame = 0;
        }
        Ok(pos)
    }
}

impl Checkers {
    /// Puts the pieces beneath the tops of `setup` under the tops of `pos`.
    fn put_beneath(&self, pos: &mut CheckersPosition, setup: &Setup) -> Result<(), PositionError> {
        if let Some((square, _)) = setup.beneath.iter().find(|(_, u)| !u.is_empty()) {
            if !self.stacked() {
                return Err(PositionError::NotStacked { square: *square });
            }
        }
        if !self.stacked() {
            // Nothing beneath; the caller counts the pieces against the rules' limit.
            return Ok(());
        }
        let max = 2 * self.max_pieces();
        if let Some((square, under)) = setup
            .beneath
            .iter()
            .find(|(_, u)| u.len() + 1 > max as usize)
        {
            return Err(PositionError::StackTooTall {
                square: *square,
                height: under.len() + 1,
                max,
            });
        }
        // Refuse too many pieces before stacking any (64 bits hold the buried pieces
        // of two full sides, not more).
        for colour in Colour::ALL {
            let count = pos.side_bits(colour).count_ones() as usize
                + setup
                    .beneath
                    .iter()
                    .flat_map(|(_, under)| under)
                    .filter(|p| p.colour == colour)
                    .count();
            if count > self.max_pieces() as usize {
                return Err(PositionError::TooManyPieces {
                    colour,
                    count,
                    max: self.max_pieces(),
                });
            }
        }
        let mut done = 0u64;
        for (sq, under) in &setup.beneath {
            let square = *sq;
            if under.is_empty() {
                continue;
            }
            if !self.stacked() {
                return Err(PositionError::NotStacked { square });
            }
            let Some(i) = bit_of(pos.layout, square) else {
                return Err(PositionError::LightSquare { square });
            };
            if pos.occupied_bits() >> i & 1 == 0 {
                return Err(PositionError::EmptyColumn { square });
            }
            if done >> i & 1 != 0 {
                return Err(PositionError::DuplicateSquare { square });
            }
            done |= 1 << i;
            let mut pile = Pile::default();
            for p in under {
                pile.push_bottom(p.colour, p.kind == PieceKind::King);
            }
            pos.stacks.put(u32::from(i), pile);
        }
        Ok(())
    }
}

/// The most pieces `colour` may have under `rules`: all of the start's on one list with
/// neutral pieces, one wolf and a sheep per dark square of rank 1 in the wolf and the
/// sheep.
pub(crate) fn max_pieces(rules: &Checkers, colour: Colour) -> u32 {
    match (rules.pieces(), rules.goal(), colour) {
        (Pieces::Neutral, _, _) => 2 * rules.max_pieces(),
        (_, Goal::Wolf, Colour::White) => 1,
        (_, Goal::Wolf, Colour::Black) => u32::from(rules.board().side()) / 2,
        _ => rules.max_pieces(),
    }
}

/// The checks of a position the variant rules add: the wolf and the sheep have no
/// kings, and Black never moves before the wolf is placed.
fn validate(rules: &Checkers, pos: &CheckersPosition) -> Result<(), PositionError> {
    if rules.goal() != Goal::Wolf {
        return Ok(());
    }
    if let Some((square, _)) = pos.iter().find(|(sq, _)| pos.kings().contains(*sq)) {
        return Err(PositionError::NoKings { square });
    }
    if pos.white == 0 && pos.side == Colour::Black {
        return Err(PositionError::WolfNotPlaced);
    }
    Ok(())
}
