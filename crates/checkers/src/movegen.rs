//! The legal moves: generating them (captures when there are any, compulsory;
//! otherwise steps), checking one move, and playing a move.

use doska_core::MoveList;

use crate::capture_search::search_captures;
use crate::capture_sinks::{Majority, MoveSink, RouteSink, Sink};
use crate::first_jumps::{has_capture, has_move, push_single_jumps, single_jumps};
use crate::geometry::{
    bits, is_up, promotion_rank, with_geometry, Dark10, Dark8, Geometry, NE, NW, SE, SW,
};
use crate::moves::{CheckersMove, CheckersMoves, MoveError};
use crate::outcome::{fmjd_class, FmjdClass};
use crate::position::CheckersPosition;
use crate::rules::{Checkers, KingRange, MaterialDraws};
use crate::square::BoardSize;
use crate::steps::{forward, king_ray, king_steps_each, shift};

/// Fills `list` with the legal moves of `pos` (clearing it first); empty when the game
/// is over.
#[inline]
pub(crate) fn legal_moves<L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    list.clear();
    if !rules.clearly_going_on(pos) && rules.ended_by_rule(pos).is_some() {
        return;
    }
    match pos.board {
        BoardSize::Eight => generate::<Dark8, L>(rules, pos, list),
        BoardSize::Ten => generate::<Dark10, L>(rules, pos, list),
    }
}

/// Runs the capture search of the side to move into `sink`.
pub(crate) fn captures_into<S: Sink>(rules: &Checkers, pos: &CheckersPosition, sink: &mut S) {
    let (own, opp) = pos.us_them();
    with_geometry!(pos.board, G => {
        search_captures::<G, S>(rules, pos.side, own, opp, pos.occupied_bits(), pos.kings, sink)
    })
}

/// Fills `list` with the legal moves of `pos`, ignoring whether the game has ended by
/// a rule other than having no move.
#[inline]
pub(crate) fn generate<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    let (own, opp) = pos.us_them();
    let occ = pos.occupied_bits();
    let ten = pos.board == BoardSize::Ten;
    if own & pos.kings == 0 {
        if let Some(landings) = single_jumps::<G>(rules, pos.side, own, opp, occ) {
            if landings == [0; 4] {
                return push_quiet_moves::<G, L>(rules, pos, list);
            }
            let promo = promotion_rank::<G>(pos.side);
            return push_single_jumps::<G, L>(&landings, promo, ten, list);
        }
    } else if !has_capture::<G>(rules, pos.side, own, opp, occ, pos.kings) {
        return push_quiet_moves::<G, L>(rules, pos, list);
    }
    {
        let mut sink = MoveSink::new(list, rules.majority(), ten);
        search_captures::<G, _>(rules, pos.side, own, opp, occ, pos.kings, &mut sink);
    }
}

/// Pushes the steps (non-capturing moves) of the side to move, whether or not a
/// capture is compulsory.
#[inline]
pub(crate) fn push_quiet_moves<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    let (own, _) = pos.us_them();
    let occ = pos.occupied_bits();
    let ten = pos.board == BoardSize::Ten;
    let empty = G::MASK & !occ;
    let men = own & !pos.kings;
    let promo = promotion_rank::<G>(pos.side);
    for d in forward(pos.side) {
        let targets = G::step(men, d) & empty;
        let s = shift::<G>(d);
        for to in bits(targets) {
            let from = if is_up(d) { to - s } else { to + s };
            list.push(CheckersMove::step(from, to, promo & (1u64 << to) != 0, ten));
        }
    }
    let kings = own & pos.kings;
    if kings == 0 {
        return;
    }
    king_steps_each::<G>(rules.kings, kings, occ, |from, to| {
        list.push(CheckersMove::step(from, to, false, ten));
        0
    });
}

/// Whether `mv` may be played in `pos`, and if not, why.
///
/// A step is checked on the bitboards (the side must have no capture, a single-jump
/// test); only a capture is looked for among the generated captures.
pub(crate) fn check_move(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
) -> Result<(), MoveError> {
    if !rules.clearly_going_on(pos) && rules.ended_by_rule(pos).is_some() {
        return Err(MoveError::GameOver {
            text: mv.to_string(),
        });
    }
    with_geometry!(pos.board, G => check::<G>(rules, pos, mv))
}

/// [`check_move`] on geometry `G`, the game going on by every rule but "no legal move".
fn check<G: Geometry>(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
) -> Result<(), MoveError> {
    let text = || mv.to_string();
    // Every refusal is "the game is over" when the side to move has no move at all.
    let refuse = |reason: MoveError| {
        Err(if has_move::<G>(rules, pos) {
            reason
        } else {
            MoveError::GameOver { text: text() }
        })
    };
    let (own, opp) = pos.us_them();
    let occ = pos.occupied_bits();
    let fb = 1u64 << mv.from;
    if mv.board_size() != pos.board {
        return refuse(MoveError::Illegal { text: text() });
    }
    if own & fb == 0 {
        return refuse(MoveError::NoPiece {
            text: text(),
            square: mv.from(),
            colour: pos.side,
        });
    }
    if !mv.is_capture() {
        if has_capture::<G>(rules, pos.side, own, opp, occ, pos.kings) {
            return Err(MoveError::CaptureCompulsory { text: text() });
        }
        let (from, to) = (u32::from(mv.from), u32::from(mv.to));
        let tb = 1u64 << to;
        let empty = G::MASK & !occ;
        let (reach, promotes) = if pos.kings & fb != 0 {
            let reach = match rules.kings {
                KingRange::Flying => [NE, NW, SE, SW]
                    .into_iter()
                    .fold(0, |r, d| r | king_ray::<G>(from, d, occ)),
                KingRange::Short => [NE, NW, SE, SW]
                    .into_iter()
                    .fold(0, |r, d| r | G::step(fb, d)),
            };
            (reach, false)
        } else {
            let [a, b] = forward(pos.side);
            let promo = promotion_rank::<G>(pos.side);
            (G::step(fb, a) | G::step(fb, b), promo & tb != 0)
        };
        let step = CheckersMove::step(from, to, promotes, pos.board == BoardSize::Ten);
        return if reach & empty & tb != 0 && *mv == step {
            Ok(())
        } else {
            refuse(MoveError::Illegal { text: text() })
        };
    }
    let mut legal = CheckersMoves::new();
    generate::<G, _>(rules, pos, &mut legal);
    if legal.contains(mv) {
        return Ok(());
    }
    if legal.is_empty() {
        return Err(MoveError::GameOver { text: text() });
    }
    if legal[0].is_capture() && rules.majority() {
        // A complete sequence that free choice would allow: too short for the majority
        // rule.
        let mut sink = RouteSink {
            routes: Vec::new(),
            majority: Majority::new(false),
            ten: pos.board == BoardSize::Ten,
        };
        search_captures::<G, _>(rules, pos.side, own, opp, occ, pos.kings, &mut sink);
        if sink.routes.iter().any(|r| r.same_effect(mv)) {
            return Err(MoveError::MustCaptureMore {
                text: text(),
                required: legal[0].capture_count(),
            });
        }
    }
    Err(MoveError::Illegal { text: text() })
}

/// Plays `mv` on `pos` (no legality check).
#[inline]
pub(crate) fn play(rules: &Checkers, pos: &mut CheckersPosition, mv: &CheckersMove) {
    apply(
        rules,
        pos,
        u32::from(mv.from),
        u32::from(mv.to),
        mv.captured,
        mv.promotes(),
    );
}

/// Plays the move of the piece on `from` to `to` capturing `captured` (crowning the
/// man if `promotes`) on `pos`: the effect of a [`CheckersMove`], without one.
#[inline(always)]
pub(crate) fn apply(
    rules: &Checkers,
    pos: &mut CheckersPosition,
    from: u32,
    to: u32,
    captured: u64,
    promotes: bool,
) {
    let before = if rules.material == MaterialDraws::Fmjd {
        fmjd_class(pos)
    } else {
        FmjdClass::None
    };
    let fb = 1u64 << from;
    let tb = 1u64 << to;
    let was_king = pos.kings & fb != 0;
    let (own, opp) = pos.us_them_mut();
    *own = (*own & !fb) | tb;
    *opp &= !captured;
    pos.kings &= !(fb | captured);
    if was_king || promotes {
        pos.kings |= tb;
    }
    pos.quiet = if was_king && captured == 0 {
        pos.quiet.saturating_add(1)
    } else {
        0
    };
    pos.side = pos.side.other();
    if rules.material == MaterialDraws::Fmjd {
        let after = fmjd_class(pos);
        pos.endgame = if after == FmjdClass::None || after != before {
            0
        } else {
            pos.endgame.saturating_add(1)
        };
    }
}
