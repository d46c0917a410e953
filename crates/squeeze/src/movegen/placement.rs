//! The cells a placement may use, and the number of placements they make.

use crate::cells::Cells;
use crate::position::SqueezePosition;

/// The cells a placement may use: the empty cells other than the centre.
#[inline]
pub(crate) fn placement_cells(pos: &SqueezePosition) -> Cells {
    pos.empty().without(pos.size.centre())
}

/// The number of unordered pairs of `n` things.
#[inline]
pub(crate) const fn pairs(n: u64) -> u64 {
    n * n.saturating_sub(1) / 2
}
