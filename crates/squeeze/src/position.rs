//! [`SqueezePosition`]: one state of a game, and the invariants every position keeps.

use doska_core::{mix64, Position};

use crate::cell::Cell;
use crate::cells::Cells;
use crate::colour::{ByColour, Colour};
use crate::error::PositionError;
use crate::rules::Squeeze;
use crate::size::Size;

/// One state of a game of squeeze: the pieces of each side, the pieces each still has
/// to place, the side to move, whether it is moving again after a capture, and the
/// plies of the movement phase since the last capture.
///
/// Its `Display` is the position text (`...../...../...../...../..... w 12 12`), read
/// back by [`Game::parse_position`](doska_core::Game::parse_position). A position is
/// built by its rules (the start, a parsed text, moves played), so it always keeps the
/// invariants:
///
/// - each side has at most [`Size::pieces`] pieces on the board and in hand together;
/// - while pieces are in hand (the placement phase) nothing has been captured, so each
///   side's pieces on the board and in hand make [`Size::pieces`]; the centre is
///   empty; the hands are even and say whose turn it is (equal hands: the side that
///   began the placement; otherwise the other side, two pieces behind); the side to
///   move is not moving again, and the plies counter is 0;
/// - in the movement phase (both hands empty) at least one side has two pieces, and a
///   side moving again after a capture has the plies counter at 0 (the capture reset
///   it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SqueezePosition {
    pub(crate) cells: ByColour<Cells>,
    pub(crate) hand: ByColour<u8>,
    pub(crate) to_move: Colour,
    pub(crate) again: bool,
    pub(crate) size: Size,
    pub(crate) plies: u32,
}

impl SqueezePosition {
    /// The start of `rules`: an empty board, every piece in hand, the first side to
    /// place.
    pub(crate) fn start(rules: &Squeeze) -> SqueezePosition {
        let n = rules.size().pieces();
        SqueezePosition {
            cells: ByColour::splat(Cells::EMPTY),
            hand: ByColour::splat(n),
            to_move: rules.first(),
            again: false,
            size: rules.size(),
            plies: 0,
        }
    }

    /// A position from its parts, checked against the invariants of the
    /// [type docs](SqueezePosition) under `rules`.
    pub(crate) fn checked(
        rules: &Squeeze,
        cells: ByColour<Cells>,
        hand: ByColour<u8>,
        to_move: Colour,
        again: bool,
        plies: u32,
    ) -> Result<SqueezePosition, PositionError> {
        let size = rules.size();
        let pieces = size.pieces();
        for colour in Colour::ALL {
            let total = cells[colour].count() + u32::from(hand[colour]);
            if total > u32::from(pieces) {
                return Err(PositionError::TooManyPieces {
                    colour,
                    count: total,
                    allowed: pieces,
                });
            }
        }
        let pos = SqueezePosition {
            cells,
            hand,
            to_move,
            again,
            size,
            plies,
        };
        if pos.is_placement() {
            if cells[Colour::White].contains(size.centre())
                || cells[Colour::Black].contains(size.centre())
            {
                return Err(PositionError::CentreDuringPlacement {
                    centre: size.centre(),
                });
            }
            for colour in Colour::ALL {
                let on_board = cells[colour].count();
                if on_board + u32::from(hand[colour]) != u32::from(pieces) {
                    return Err(PositionError::HandMismatch {
                        colour,
                        on_board,
                        in_hand: hand[colour],
                        pieces,
                    });
                }
                if !hand[colour].is_multiple_of(2) {
                    return Err(PositionError::OddHand {
                        colour,
                        in_hand: hand[colour],
                    });
                }
            }
            let first = rules.first();
            let turn_fits = if hand[first] == hand[first.other()] {
                to_move == first
            } else {
                hand[first] + 2 == hand[first.other()] && to_move == first.other()
            };
            if !turn_fits {
                return Err(PositionError::TurnMismatch {
                    to_move,
                    white: hand[Colour::White],
                    black: hand[Colour::Black],
                    first,
                });
            }
            if again {
                return Err(PositionError::ContinuationDuringPlacement);
            }
            if plies != 0 {
                return Err(PositionError::CounterDuringPlacement { plies });
            }
        } else {
            if cells[Colour::White].count() <= 1 && cells[Colour::Black].count() <= 1 {
                return Err(PositionError::BothBeaten);
            }
            if again && plies != 0 {
                return Err(PositionError::CounterAfterCapture { plies });
            }
        }
        Ok(pos)
    }

    /// The board size.
    #[inline]
    pub const fn size(&self) -> Size {
        self.size
    }

    /// The pieces of `colour` on the board.
    #[inline]
    pub fn pieces(&self, colour: Colour) -> Cells {
        self.cells[colour]
    }

    /// Every piece on the board.
    #[inline]
    pub fn occupied(&self) -> Cells {
        self.cells[Colour::White] | self.cells[Colour::Black]
    }

    /// The empty cells of the board.
    #[inline]
    pub fn empty(&self) -> Cells {
        self.size.cells() - self.occupied()
    }

    /// The side whose piece is on `cell`, if any.
    #[inline]
    pub fn piece_at(&self, cell: Cell) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|&c| self.cells[c].contains(cell))
    }

    /// The pieces `colour` still has to place.
    #[inline]
    pub fn hand(&self, colour: Colour) -> u8 {
        self.hand[colour]
    }

    /// The side to move.
    #[inline]
    pub const fn side_to_move(&self) -> Colour {
        self.to_move
    }

    /// Whether the side to move is moving again after a capture (the `+` of the
    /// position text): it may step again or end its turn with `pass`.
    #[inline]
    pub const fn moving_again(&self) -> bool {
        self.again
    }

    /// The plies of the movement phase (steps and passes) since the last capture, or
    /// since the placement ended.
    #[inline]
    pub const fn plies_since_capture(&self) -> u32 {
        self.plies
    }

    /// Whether the game is in the placement phase: a side still has pieces in hand.
    #[inline]
    pub fn is_placement(&self) -> bool {
        self.hand[Colour::White] != 0 || self.hand[Colour::Black] != 0
    }
}

impl Position for SqueezePosition {
    #[inline]
    fn to_move(&self) -> doska_core::Player {
        self.to_move.player()
    }

    /// Everything but the plies counter: the pieces, the hands, the side to move, the
    /// continuation and the size.
    fn key(&self) -> u64 {
        let white = self.cells[Colour::White].bits();
        let black = self.cells[Colour::Black].bits();
        let flags = u64::from(self.hand[Colour::White])
            | u64::from(self.hand[Colour::Black]) << 8
            | (self.to_move.index() as u64) << 16
            | u64::from(self.again) << 17
            | u64::from(self.size.side()) << 18;
        let mut key = mix64(flags);
        for word in [
            white as u64,
            (white >> 64) as u64,
            black as u64,
            (black >> 64) as u64,
        ] {
            key = mix64(key ^ word);
        }
        key
    }
}
