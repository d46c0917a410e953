//! Checking one move against the rules, with the reason when it is not legal.

use crate::error::MoveError;
use crate::movegen::Mode;
use crate::moves::MillMove;
use crate::outcome::outcome;
use crate::position::MillPosition;
use crate::removal_choice::{check_set, for_each_set};
use crate::rules::{Mill, Movement};

/// Checks `mv` in `pos` under `rules` without generating the legal moves
/// ([`Game::check_move`](doska_core::Game::check_move)).
///
/// # Errors
/// The [`MoveError`] saying why `mv` is not legal.
pub(crate) fn check_move(rules: &Mill, pos: &MillPosition, mv: &MillMove) -> Result<(), MoveError> {
    if outcome(rules, pos).is_some() {
        return Err(MoveError::GameOver { mv: mv.to_string() });
    }
    let layout = rules.layout();
    let board = layout.points();
    let named = mv
        .from()
        .into_iter()
        .chain([mv.to()])
        .chain(mv.removals().iter().copied());
    for point in named {
        if !board.contains(point) {
            return Err(MoveError::OffBoard {
                point,
                board: rules.board.name(),
            });
        }
    }
    let me = pos.side;
    let own = pos.pieces(me);
    let their = pos.pieces(me.other());
    let empty = rules.empty(pos);
    let to = mv.to();
    let mode = rules.mode(pos, me);
    let rest = match (mode, mv.from()) {
        (Mode::Placing, Some(from)) => {
            return Err(MoveError::StillPlacing {
                colour: me,
                hand: pos.hand(me),
                from,
                to,
            })
        }
        (Mode::Placing, None) => own,
        (_, None) => return Err(MoveError::EmptyHand { colour: me, to }),
        (_, Some(from)) => {
            if !own.contains(from) {
                return Err(MoveError::NotOwnPiece { colour: me, from });
            }
            own.without(from)
        }
    };
    if !empty.contains(to) {
        return Err(MoveError::Occupied { to });
    }
    if let (Mode::Moving, Some(from)) = (mode, mv.from()) {
        if !rules.reach(from).contains(to) {
            return Err(if rules.flying {
                MoveError::CannotFly {
                    colour: me,
                    pieces: own.count(),
                    from,
                    to,
                }
            } else if rules.movement == Movement::Knight {
                MoveError::NotKnightJump { from, to }
            } else {
                MoveError::NotAdjacent { from, to }
            });
        }
    }
    let mills = layout.closed_mills(rest, to);
    let due = rules.removals_due(mills, their);
    let given = mv.removals().len() as u32;
    if mills == 0 && given > 0 {
        return Err(MoveError::RemovalWithoutMill { mv: mv.to_string() });
    }
    for &point in mv.removals() {
        if own.contains(point) {
            return Err(MoveError::RemoveOwnPiece { colour: me, point });
        }
        if !their.contains(point) {
            return Err(MoveError::RemoveEmpty { point });
        }
    }
    if given < due {
        // The syntax shown by a legal example: the removals given, then the first
        // allowed set of pieces that completes them.
        let given_set = mv.removal_set();
        let mut example = None;
        for_each_set(layout, rules.removal, their, due, |set| {
            if example.is_none() && given_set.is_subset(set) {
                example = Some(set);
            }
        });
        let example = example.and_then(|set| {
            let removals: Vec<_> = mv
                .removals()
                .iter()
                .copied()
                .chain((set - given_set).iter())
                .collect();
            MillMove::new(mv.from(), to, &removals).map(|m| m.to_string())
        });
        return Err(MoveError::TooFewRemovals {
            mv: mv.to_string(),
            mills,
            expected: due,
            given,
            example,
        });
    }
    if given > due {
        return Err(MoveError::TooManyRemovals {
            mv: mv.to_string(),
            expected: due,
            given,
        });
    }
    check_set(layout, rules.removal, their, mv.removal_set())
        .map_err(|point| MoveError::Protected { point })
}
