//! Whether one move is legal, and if not why, without generating the others.

use crate::error::MoveError;
use crate::movegen::count::has_step;
use crate::moves::SqueezeMove;
use crate::outcome::decide;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;

/// `Ok` when `mv` is legal in `pos`, or the reason it is not.
pub(crate) fn check_move(
    rules: &Squeeze,
    pos: &SqueezePosition,
    mv: &SqueezeMove,
) -> Result<(), MoveError> {
    let mv = *mv;
    let size = pos.size;
    let off_board = |cell| MoveError::OffBoard {
        mv,
        cell,
        side: size.side(),
    };
    if decide(rules, pos).is_some() {
        return Err(MoveError::GameOver { mv });
    }
    let mover = pos.to_move;
    match mv {
        SqueezeMove::Place(a, b) => {
            if !pos.is_placement() {
                return Err(MoveError::PlacementOver { mv });
            }
            for cell in [a, b] {
                if !size.contains(cell) {
                    return Err(off_board(cell));
                }
            }
            if a == b {
                return Err(MoveError::SameCell { cell: a });
            }
            if a > b {
                return Err(MoveError::Unordered { mv });
            }
            for cell in [a, b] {
                if cell == size.centre() {
                    return Err(MoveError::Centre { mv, centre: cell });
                }
                if pos.piece_at(cell).is_some() {
                    return Err(MoveError::Occupied { mv, cell });
                }
            }
            Ok(())
        }
        SqueezeMove::Step(from, to) => {
            if pos.is_placement() {
                return Err(MoveError::Placing { mv });
            }
            for cell in [from, to] {
                if !size.contains(cell) {
                    return Err(off_board(cell));
                }
            }
            match pos.piece_at(from) {
                None => return Err(MoveError::NoPiece { mv, cell: from }),
                Some(owner) if owner != mover => {
                    return Err(MoveError::NotYourPiece {
                        mv,
                        cell: from,
                        owner,
                    })
                }
                Some(_) => {}
            }
            if !from.touches(to) {
                return Err(MoveError::NotNeighbour { mv });
            }
            if pos.piece_at(to).is_some() {
                return Err(MoveError::Occupied { mv, cell: to });
            }
            Ok(())
        }
        SqueezeMove::Pass => {
            if pos.is_placement() {
                return Err(MoveError::Placing { mv });
            }
            let may_decline = pos.again && rules.flags().pass_again;
            if !may_decline && has_step(pos, pos.cells[mover]) {
                return Err(MoveError::PassNotAllowed {
                    side: mover,
                    after_capture: pos.again,
                });
            }
            Ok(())
        }
    }
}
