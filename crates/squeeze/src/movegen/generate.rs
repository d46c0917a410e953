//! Filling a move list with the legal moves of a position.

use doska_core::{BitIndex, Word};

use crate::cell::Cell;
use crate::geometry::{spread, with_geometry, Geometry, Lanes};
use crate::movegen::placement::placement_cells;
use crate::moves::{SqueezeMove, SqueezeMoves};
use crate::outcome::movement_end;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;

/// Fills `moves` with the legal moves of `pos` (clearing it first).
pub(crate) fn legal_moves(rules: &Squeeze, pos: &SqueezePosition, moves: &mut SqueezeMoves) {
    moves.clear();
    if pos.is_placement() {
        let cells = placement_cells(pos);
        let mut rest = cells;
        while let Some(a) = rest.pop_first() {
            for b in rest {
                moves.push(SqueezeMove::Place(a, b));
            }
        }
    } else {
        with_geometry!(pos.size, G => movement_moves::<G>(rules, pos, moves));
    }
}

fn movement_moves<G: Geometry>(rules: &Squeeze, pos: &SqueezePosition, moves: &mut SqueezeMoves) {
    let own = G::W::narrow(pos.cells[pos.to_move].bits());
    let opp = G::W::narrow(pos.cells[pos.to_move.other()].bits());
    let flags = rules.flags();
    if movement_end::<G>(own, opp, pos.plies, flags).is_some() {
        return;
    }
    let empty = G::BOARD & !(own | opp);
    let mut targets = empty & spread(own);
    let any_step = targets != G::W::ZERO;
    while targets != G::W::ZERO {
        let to = targets.trailing_zeros();
        let mut sources = G::neighbours(to) & own;
        while sources != G::W::ZERO {
            let from = sources.trailing_zeros();
            moves.push(SqueezeMove::Step(Cell::from_bit(from), Cell::from_bit(to)));
            sources = sources.clear_lowest();
        }
        targets = targets.clear_lowest();
    }
    if (pos.again && flags.pass_again) || !any_step {
        moves.push(SqueezeMove::Pass);
    }
}
