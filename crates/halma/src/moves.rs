//! [`HalmaMove`], one whole turn, and [`HalmaMoves`], the list move generation fills.

use std::fmt;

use smallvec::SmallVec;

use crate::point::Point;

/// One whole turn: a piece's step or jump chain, named by where it starts and where it
/// ends (`m4-m6`), or a pass (`pass`) when the player cannot move.
///
/// Every route between the same two points is the same move: a jump chain is never
/// spelled out, because where the piece stops is all that changes the position.
///
/// ```
/// use doska_halma::{HalmaMove, Point};
/// let from: Point = "m4".parse().unwrap();
/// let to: Point = "m6".parse().unwrap();
/// let mv = HalmaMove::new(from, to).unwrap();
/// assert_eq!(mv.to_string(), "m4-m6");
/// assert_eq!(mv.points(), Some((from, to)));
/// assert_eq!(HalmaMove::PASS.to_string(), "pass");
/// assert_eq!(HalmaMove::new(from, from), None); // a chain back to its start is no move
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HalmaMove {
    /// Equal to `to` for the pass (and only for it).
    from: Point,
    to: Point,
}

impl HalmaMove {
    /// The pass: the player to move has no step and no jump.
    pub const PASS: HalmaMove = HalmaMove {
        from: Point::BOTTOM,
        to: Point::BOTTOM,
    };

    /// The move of the piece on `from` to `to`, or `None` when they are the same point
    /// (a chain that returns to its start is not a move).
    #[inline]
    pub const fn new(from: Point, to: Point) -> Option<HalmaMove> {
        if from.index() == to.index() {
            None
        } else {
            Some(HalmaMove { from, to })
        }
    }

    /// Built by move generation, which never passes equal points.
    #[inline]
    pub(crate) const fn unchecked(from: Point, to: Point) -> HalmaMove {
        HalmaMove { from, to }
    }

    /// Whether this is the pass.
    #[inline]
    pub const fn is_pass(self) -> bool {
        self.from.index() == self.to.index()
    }

    /// Where the piece starts and where it ends, or `None` for the pass.
    #[inline]
    pub const fn points(self) -> Option<(Point, Point)> {
        if self.is_pass() {
            None
        } else {
            Some((self.from, self.to))
        }
    }
}

impl fmt::Display for HalmaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.points() {
            None => f.write_str("pass"),
            Some((from, to)) => write!(f, "{from}-{to}"),
        }
    }
}

impl fmt::Debug for HalmaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The move list of halma: room for 256 moves without allocating (the most crowded
/// middle games have about 200), spilling to the heap beyond.
pub type HalmaMoves = SmallVec<[HalmaMove; 256]>;
