//! Playing a move: placing, stepping with its captures, passing.

use doska_core::BitIndex;

use crate::cell::Cell;
use crate::cells::Cells;
use crate::geometry::{captures, with_geometry, Geometry, Lanes};
use crate::moves::SqueezeMove;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;

/// The pieces of the other side that the side to move captures by moving a piece to
/// `to` (a step from any neighbour squeezes the same pieces).
pub(crate) fn captured_by_step(pos: &SqueezePosition, to: Cell) -> Cells {
    let own = pos.cells[pos.to_move].bits();
    let opp = pos.cells[pos.to_move.other()].bits();
    let bits = with_geometry!(pos.size, G => captures::<<G as Geometry>::W>(
        <G as Geometry>::W::narrow(1u128 << to.bit()),
        <G as Geometry>::W::narrow(own),
        <G as Geometry>::W::narrow(opp),
    ).wide());
    Cells::from_bits(bits)
}

/// Plays a legal `mv` in `pos`.
pub(crate) fn play(pos: &mut SqueezePosition, mv: &SqueezeMove) {
    let mover = pos.to_move;
    match *mv {
        SqueezeMove::Place(a, b) => {
            pos.cells[mover] = pos.cells[mover].with(a).with(b);
            pos.hand[mover] = pos.hand[mover].saturating_sub(2);
            pos.to_move = mover.other();
        }
        SqueezeMove::Step(from, to) => {
            let taken = captured_by_step(pos, to);
            pos.cells[mover] = pos.cells[mover].without(from).with(to);
            if taken.is_empty() {
                pos.to_move = mover.other();
                pos.again = false;
                pos.plies = pos.plies.saturating_add(1);
            } else {
                pos.cells[mover.other()] -= taken;
                pos.again = true;
                pos.plies = 0;
            }
        }
        SqueezeMove::Pass => {
            pos.to_move = mover.other();
            pos.again = false;
            pos.plies = pos.plies.saturating_add(1);
        }
    }
}

impl Squeeze {
    /// The pieces `mv` takes when played in `pos`: the pieces of the other side that a
    /// step squeezes (none for a placement or `pass`). For a legal move.
    ///
    /// ```
    /// use doska_core::Game;
    /// use doska_squeeze::Squeeze;
    /// let game = Squeeze::STANDARD;
    /// let pos = game.parse_position("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0").unwrap();
    /// let mv = game.parse_move(&pos, "b2-c3").unwrap();
    /// let taken: Vec<String> = game.captured(&pos, &mv).iter().map(|c| c.to_string()).collect();
    /// assert_eq!(taken, ["c2", "b3", "d3", "c4"]);
    /// ```
    pub fn captured(&self, pos: &SqueezePosition, mv: &SqueezeMove) -> Cells {
        match *mv {
            SqueezeMove::Step(_, to) => captured_by_step(pos, to),
            _ => Cells::EMPTY,
        }
    }
}
