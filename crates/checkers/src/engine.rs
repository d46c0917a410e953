//! The one dispatcher: which engine plays a rules value. The sided game of the presets
//! goes to move generation (`movegen`, any layout); column draughts to it with the
//! moves and play of `variants::column`; self-capture, neutral pieces and the wolf and
//! the sheep to `variants::turns` (on the dark squares; on all 64 squares, which
//! [`Checkers::check`](crate::Checkers::check) refuses for them, the variant fields
//! are ignored). Every entry point of the game that depends on the rules' engine
//! starts here, so no module below asks which engine it is in.

use doska_core::MoveList;

use crate::movegen::captures::sink::Sink;
use crate::movegen::captures::sinks::RoutesOfSink;
use crate::movegen::check;
use crate::movegen::plain;
use crate::movegen::play::apply;
use crate::moves::{CheckersMove, CheckersMoves, MoveError};
use crate::outcome::result::{Cause, CheckersOutcome};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::variants::{column, turns};

/// The engine that plays a rules value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Engine {
    /// The sided game's generators (`movegen`), on any layout.
    Sided,
    /// The sided generators with column draughts' captures and play
    /// (`variants::column`): `captured=stacked` on the dark squares.
    Columns,
    /// The variant turns (`variants::turns`): self-capture, neutral pieces, the wolf
    /// and the sheep (rules that are not [`plain`](Checkers::plain)), on the dark
    /// squares.
    Turns,
}

/// The engine of `rules` for `pos` (whose layout is the rules' own).
#[inline(always)]
pub(crate) fn engine(rules: &Checkers, pos: &CheckersPosition) -> Engine {
    if rules.stacked() {
        Engine::Columns
    } else if special(rules, pos) {
        Engine::Turns
    } else {
        Engine::Sided
    }
}

/// Whether `pos` goes through `variants::turns` ([`Engine::Turns`]).
#[inline(always)]
fn special(rules: &Checkers, pos: &CheckersPosition) -> bool {
    !rules.plain() && !pos.layout().all_squares()
}

/// The end of `pos` by the end rules (no pieces, the move limit, the material draws)
/// for the sided game, the capture test of a material draw settled; `None` when play
/// goes on if there is a move.
#[inline]
pub(crate) fn ended(rules: &Checkers, pos: &CheckersPosition) -> Option<CheckersOutcome> {
    rules
        .ended_by_rule(pos)
        .decide(|| plain::can_capture(rules, pos))
}

/// Fills `list` with the legal moves of `pos` (clearing it first); empty when the game
/// is over.
#[inline]
pub(crate) fn legal_moves<L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    list.clear();
    let engine = engine(rules, pos);
    if engine == Engine::Turns {
        return turns::legal_moves(rules, pos, list);
    }
    if !rules.clearly_going_on(pos) && ended(rules, pos).is_some() {
        return;
    }
    match engine {
        Engine::Columns => column::generate_any(rules, pos, list),
        _ => plain::generate_any(rules, pos, list),
    }
}

/// Runs the capture search of the side to move into `sink` (on the top pieces when
/// pieces stack).
pub(crate) fn captures_into<S: Sink>(rules: &Checkers, pos: &CheckersPosition, sink: &mut S) {
    if special(rules, pos) {
        return turns::captures_into(rules, pos, sink);
    }
    plain::captures_into(rules, pos, sink);
}

/// Pushes the steps of the side to move of `pos`, whether or not a capture is
/// compulsory.
pub(crate) fn quiet_moves_into<L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    if special(rules, pos) {
        return turns::steps_into(rules, pos, list);
    }
    plain::quiet_moves_into(rules, pos, list);
}

/// Whether `mv` may be played in `pos`, and if not, why.
pub(crate) fn check_move(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
) -> Result<(), MoveError> {
    let engine = engine(rules, pos);
    if engine == Engine::Turns {
        return turns::check_move(rules, pos, mv);
    }
    if !rules.clearly_going_on(pos) && ended(rules, pos).is_some() {
        return Err(MoveError::GameOver {
            text: mv.to_string(),
        });
    }
    match engine {
        Engine::Columns => {
            let legal = |list: &mut CheckersMoves| column::generate_any(rules, pos, list);
            check::check_move(rules, pos, mv, legal)
        }
        _ => {
            let legal = |list: &mut CheckersMoves| plain::generate_any(rules, pos, list);
            check::check_move(rules, pos, mv, legal)
        }
    }
}

/// The number of capture routes (sequences of landing squares) of the legal move `mv`
/// of `pos`: 1 for a step.
pub(crate) fn routes_of(rules: &Checkers, pos: &CheckersPosition, mv: &CheckersMove) -> u64 {
    if !mv.is_capture() {
        return 1;
    }
    match engine(rules, pos) {
        Engine::Columns => column::routes_of(rules, pos, mv),
        Engine::Turns => turns::routes_of(rules, pos, mv),
        Engine::Sided => {
            let mut sink = RoutesOfSink::of(*mv);
            plain::captures_into(rules, pos, &mut sink);
            sink.count.max(1)
        }
    }
}

/// Plays `mv` on `pos` (no legality check).
#[inline]
pub(crate) fn play(rules: &Checkers, pos: &mut CheckersPosition, mv: &CheckersMove) {
    match engine(rules, pos) {
        Engine::Columns => column::play(rules, pos, mv),
        Engine::Turns => turns::play(rules, pos, mv),
        Engine::Sided => apply(
            rules,
            pos,
            u32::from(mv.from),
            u32::from(mv.to),
            mv.captured,
            mv.promotes(),
        ),
    }
}

/// The outcome of `pos` by the rules (repetition aside, see
/// [`Game::repetition`](doska_core::Game::repetition)).
pub(crate) fn outcome(rules: &Checkers, pos: &CheckersPosition) -> Option<CheckersOutcome> {
    if special(rules, pos) {
        return turns::outcome(rules, pos);
    }
    let own_pieces = pos.side_bits(pos.side_to_move()) != 0;
    let opp_pieces = pos.side_bits(pos.side_to_move().other()) != 0;
    if own_pieces && opp_pieces && !plain::can_move(rules, pos) {
        let side = pos.side_to_move();
        return Some(rules.side_out(side, Cause::NoMoves(side)));
    }
    ended(rules, pos)
}
