//! OpenSpiel's observation tensor of its game `checkers`, for the sided game on the
//! dark squares.
//!
//! OpenSpiel writes five planes of `rows × columns` (8×8 by default; its parameters
//! `rows` and `columns` give 10×10), row 0 at the top, the same tensor for either
//! observer: the first player's men, its kings, the second player's men, its kings,
//! and every empty cell (light squares included). Its first player moves first and
//! starts at the bottom, so here that is the side that moves first by the rules: with
//! `first=white` the board as White sees it, with `first=black` (the `american`
//! preset) turned by 180° so that Black's men start at the bottom.

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::layout::Layout;
use crate::learning::numbering::tables_of;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::Pieces;

/// The planes of OpenSpiel's tensor.
pub(crate) const PLANES: usize = 5;

/// Whether the rules have OpenSpiel's tensor: sided pieces, no columns, the dark
/// squares.
#[inline]
pub(crate) fn supported(rules: &Checkers) -> bool {
    rules.pieces() == Pieces::Sided && !rules.stacked() && rules.layout() != Layout::Full8
}

/// Writes OpenSpiel's tensor of `pos` into `out` (of `PLANES × side × side` values).
pub(crate) fn write(rules: &Checkers, pos: &CheckersPosition, out: &mut [f32]) {
    let t = tables_of(pos.layout());
    let size = t.side * t.side;
    out.fill(0.0);
    out[4 * size..5 * size].fill(1.0);
    let first = rules.first();
    let turned = first == Colour::Black;
    let kings = pos.king_bits();
    for (plane, colour) in [(0, first), (2, first.other())] {
        let own = pos.side_bits(colour);
        for (offset, word) in [(0, own & !kings), (1, own & kings)] {
            for b in bits(word) {
                let c = usize::from(t.cell[(b & 63) as usize]);
                let c = if turned { size - 1 - c } else { c };
                out[(plane + offset) * size + c] = 1.0;
                out[4 * size + c] = 0.0;
            }
        }
    }
}
