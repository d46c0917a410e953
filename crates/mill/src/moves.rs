//! A move: a placement or a movement together with all its removals; the move list
//! move generation fills; and how a move changes a position.

use std::fmt;

use smallvec::SmallVec;

use crate::point::Point;
use crate::points::Points;
use crate::position::MillPosition;

/// The move list of [`Mill`](crate::Mill): 64 moves inline, enough for all but rare
/// flying positions.
pub type MillMoves = SmallVec<[MillMove; 64]>;

/// One whole turn: a placement (`d2`) or a movement (`d2-d3`, also a knight or flying
/// move), with the opponent pieces its mills remove (`d2-d3xa1`, `b4xa1xg7`).
///
/// The removals are a set (kept sorted), so two removal orders that leave the same
/// position are one move. `Display` writes the canonical text.
///
/// ```
/// use doska_mill::{MillMove, Point};
/// let mv = MillMove::step(Point::D2, Point::D3).removing(Point::A1).unwrap();
/// assert_eq!(mv.to_string(), "d2-d3xa1");
/// let two = MillMove::new(None, Point::B4, &[Point::G7, Point::A1]).unwrap();
/// assert_eq!(two.to_string(), "b4xa1xg7");
/// assert_eq!(two.removals(), [Point::A1, Point::G7]);
/// assert!(MillMove::new(None, Point::B4, &[Point::A1, Point::A1]).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MillMove {
    from: Option<Point>,
    to: Point,
    /// Sorted; unused slots hold `A1` so that equal moves are equal values.
    removed: [Point; MAX_REMOVALS],
    removed_len: u8,
}

/// The most removals one move can make (a triple mill on the twelve board).
pub const MAX_REMOVALS: usize = 3;

impl MillMove {
    /// Placing a piece on `to`, removing nothing.
    #[inline]
    pub const fn place(to: Point) -> MillMove {
        MillMove {
            from: None,
            to,
            removed: [Point::A1; MAX_REMOVALS],
            removed_len: 0,
        }
    }

    /// Moving the piece on `from` to `to` (a step, knight jump or flight), removing nothing.
    #[inline]
    pub const fn step(from: Point, to: Point) -> MillMove {
        MillMove {
            from: Some(from),
            to,
            removed: [Point::A1; MAX_REMOVALS],
            removed_len: 0,
        }
    }

    /// A move from `from` (`None` for a placement) to `to` removing `removals` (any
    /// order); `None` when a point is removed twice or more than three are removed.
    pub fn new(from: Option<Point>, to: Point, removals: &[Point]) -> Option<MillMove> {
        let mut mv = MillMove {
            from,
            to,
            ..MillMove::place(to)
        };
        for &r in removals {
            mv = mv.removing(r)?;
        }
        Some(mv)
    }

    /// This move with `r` removed as well; `None` when `r` is already removed or the
    /// move already removes three.
    #[inline]
    pub fn removing(self, r: Point) -> Option<MillMove> {
        let n = self.removed_len as usize;
        if n == MAX_REMOVALS || self.removals().contains(&r) {
            return None;
        }
        let mut mv = self;
        let mut i = n;
        while i > 0 && mv.removed[i - 1] > r {
            mv.removed[i] = mv.removed[i - 1];
            i -= 1;
        }
        mv.removed[i] = r;
        mv.removed_len += 1;
        Some(mv)
    }

    /// A move with the removals of `set` (at most three points, taken in order).
    #[inline]
    pub(crate) fn with_removal_set(from: Option<Point>, to: Point, set: Points) -> MillMove {
        let mut mv = MillMove {
            from,
            to,
            ..MillMove::place(to)
        };
        for r in set.iter().take(MAX_REMOVALS) {
            mv.removed[mv.removed_len as usize] = r;
            mv.removed_len += 1;
        }
        mv
    }

    /// Where the piece comes from, or `None` for a placement.
    #[inline]
    pub const fn from(&self) -> Option<Point> {
        self.from
    }

    /// Where the piece goes.
    #[inline]
    pub const fn to(&self) -> Point {
        self.to
    }

    /// Whether the move places a piece from the hand.
    #[inline]
    pub const fn is_placement(&self) -> bool {
        self.from.is_none()
    }

    /// The removed opponent pieces, in point order.
    #[inline]
    pub fn removals(&self) -> &[Point] {
        &self.removed[..self.removed_len as usize]
    }

    /// The removed opponent pieces as a set.
    #[inline]
    pub fn removal_set(&self) -> Points {
        self.removals().iter().copied().collect()
    }
}

impl fmt::Display for MillMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(from) = self.from {
            write!(f, "{from}-")?;
        }
        write!(f, "{}", self.to)?;
        for r in self.removals() {
            write!(f, "x{r}")?;
        }
        Ok(())
    }
}

/// Plays `mv`, assumed legal, on `pos`: the piece placed or moved, the removals taken
/// off, the counter of plies without a removal advanced or reset, the turn passed.
#[inline]
pub(crate) fn play_unchecked(pos: &mut MillPosition, mv: &MillMove) {
    let me = pos.side;
    let them = me.other();
    match mv.from() {
        Some(from) => pos.pieces[me].remove(from),
        None => pos.hand[me] = pos.hand[me].saturating_sub(1),
    }
    pos.pieces[me].insert(mv.to());
    let removed = mv.removals();
    if removed.is_empty() {
        pos.quiet = pos.quiet.saturating_add(1);
    } else {
        for &r in removed {
            pos.pieces[them].remove(r);
        }
        pos.quiet = 0;
    }
    pos.side = them;
}
