//! A move: two pieces placed on two distinct empty cells (written `a1,b2`), and the
//! move list.

use doska_core::smallvec::SmallVec;

use crate::square::Square;
use crate::squares::Squares;

/// The most moves of any position: two of the 64 cells of an empty 8×8 board.
pub const MAX_MOVES: usize = 64 * 63 / 2;

/// The move list move generation fills: every move of the largest board fits without
/// allocating.
pub type ScoringRowsMoves = SmallVec<[ScoringRowsMove; MAX_MOVES]>;

/// Two cells, lowest index first (so `b1,a2`: b1 is square 1, a2 square 8).
///
/// ```
/// use doska_scoring_rows::ScoringRowsMove;
/// let mv: ScoringRowsMove = "c2, a1".parse().unwrap();
/// assert_eq!(mv.to_string(), "a1,c2");
/// assert!("a1,a1".parse::<ScoringRowsMove>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ScoringRowsMove {
    first: Square,
    second: Square,
}

impl ScoringRowsMove {
    /// The placement on `a` and `b` in either order, or `None` when they are the same cell.
    #[inline]
    pub const fn new(a: Square, b: Square) -> Option<ScoringRowsMove> {
        if a.index() < b.index() {
            Some(ScoringRowsMove {
                first: a,
                second: b,
            })
        } else if b.index() < a.index() {
            Some(ScoringRowsMove {
                first: b,
                second: a,
            })
        } else {
            None
        }
    }

    /// The placement on `first < second` (the caller guarantees the order).
    #[inline]
    pub(crate) const fn ordered(first: Square, second: Square) -> ScoringRowsMove {
        ScoringRowsMove { first, second }
    }

    /// The lower cell.
    #[inline]
    pub const fn first(self) -> Square {
        self.first
    }

    /// The higher cell.
    #[inline]
    pub const fn second(self) -> Square {
        self.second
    }

    /// Both cells.
    #[inline]
    pub const fn cells(self) -> Squares {
        Squares::from_bits(1 << self.first.index() | 1 << self.second.index())
    }
}
