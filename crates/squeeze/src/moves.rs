//! [`SqueezeMove`], one ply, and [`SqueezeMoves`], the list move generation fills.

use smallvec::SmallVec;

use crate::cell::Cell;

/// One ply: a placement turn (two pieces), one step, or `pass`.
///
/// A capturing step is a ply of its own: the same side then moves again, with another
/// step or with [`Pass`](SqueezeMove::Pass), which ends its turn. Texts: `a1,b2`,
/// `b2-c3`, `pass` (`Display` writes them; [`Game::parse_move`](doska_core::Game::parse_move)
/// reads them).
///
/// ```
/// use doska_squeeze::{Cell, SqueezeMove};
/// let a1: Cell = "a1".parse().unwrap();
/// let b2: Cell = "b2".parse().unwrap();
/// assert_eq!(SqueezeMove::place(b2, a1), SqueezeMove::Place(a1, b2));
/// assert_eq!(SqueezeMove::place(b2, a1).to_string(), "a1,b2");
/// assert_eq!(SqueezeMove::Step(b2, a1).to_string(), "b2-a1");
/// assert_eq!(SqueezeMove::Pass.to_string(), "pass");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum SqueezeMove {
    /// Places two pieces of the side to move, on two different empty cells other than
    /// the centre. The first cell is the lower one (in the order of [`Cell`]: by rank,
    /// then by file); build it with [`SqueezeMove::place`], which orders them.
    Place(Cell, Cell),
    /// Moves a piece of the side to move from the first cell to the empty neighbour
    /// that is the second, capturing what it squeezes.
    Step(Cell, Cell),
    /// Ends the turn: after a capture, instead of moving again; or when the side to
    /// move has no step.
    Pass,
}

impl SqueezeMove {
    /// The placement of `a` and `b`, in either order.
    #[inline]
    pub fn place(a: Cell, b: Cell) -> SqueezeMove {
        if a <= b {
            SqueezeMove::Place(a, b)
        } else {
            SqueezeMove::Place(b, a)
        }
    }
}

/// The legal moves of a position, as move generation fills them.
///
/// Its inline capacity holds the 276 placements of the 5×5 start and any list of the
/// 5×5 movement phase; the placements of the larger boards (1,128 and 3,160 at their
/// starts) spill to the heap once, and a list that is reused keeps that capacity.
pub type SqueezeMoves = SmallVec<[SqueezeMove; 280]>;
