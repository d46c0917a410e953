//! Legal move generation and counting: captures when there are any (compulsory),
//! otherwise steps; and playing a move.

use doska_core::MoveList;

use crate::capture_search::search_captures;
use crate::capture_sinks::{Majority, RouteSink};
use crate::capture_sinks::{MoveSink, Sink};
use crate::first_jumps::{has_capture, majority, push_single_jumps, single_jumps};
use crate::geometry::{bits, is_up, Geometry, NE, NW, SE, SW};
use crate::move_count::with_mover;
use crate::moves::{CheckersMove, MoveError};
use crate::position::CheckersPosition;
use crate::rules::{Checkers, KingRange, MaterialDraws};
use crate::square::{BoardSize, Colour};

/// The forward step directions of a man of `colour`.
#[inline(always)]
pub(crate) const fn forward(colour: Colour) -> [usize; 2] {
    match colour {
        Colour::White => [NE, NW],
        Colour::Black => [SE, SW],
    }
}

/// The bit distance of one step in direction `d`.
#[inline(always)]
pub(crate) const fn shift<G: Geometry>(d: usize) -> u32 {
    match d {
        NE | SW => G::H + 1,
        _ => G::H,
    }
}

/// The squares a flying king on `k` reaches in direction `d` over empty squares.
#[inline(always)]
pub(crate) fn king_ray<G: Geometry>(k: u32, d: usize, occupied: u64) -> u64 {
    let ray = G::RAYS[d][k as usize];
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        let y = G::nearest(blockers, d);
        ray & !G::RAYS[d][y as usize] & !(1u64 << y)
    }
}

/// Calls `visit(from, to)` for each quiet move of the kings `kings` with `occupied`
/// squares, and sums what it returns: flying kings to every square before the first
/// occupied one along each diagonal (king by king, then NE, NW, SE, SW), short kings
/// one step to an empty square (direction by direction).
#[inline(always)]
pub(crate) fn king_steps_each<G: Geometry>(
    range: KingRange,
    kings: u64,
    occupied: u64,
    mut visit: impl FnMut(u32, u32) -> u64,
) -> u64 {
    let mut total = 0;
    match range {
        KingRange::Flying => {
            for k in bits(kings) {
                for d in [NE, NW, SE, SW] {
                    for to in bits(king_ray::<G>(k, d, occupied)) {
                        total += visit(k, to);
                    }
                }
            }
        }
        KingRange::Short => {
            let empty = G::MASK & !occupied;
            for d in [NE, NW, SE, SW] {
                let s = shift::<G>(d);
                for to in bits(G::step(kings, d) & empty) {
                    let from = if is_up(d) { to - s } else { to + s };
                    total += visit(from, to);
                }
            }
        }
    }
    total
}

/// The pieces of the side to move, the targets, the occupied squares.
#[inline(always)]
fn sides(pos: &CheckersPosition) -> (u64, u64) {
    match pos.side {
        Colour::White => (pos.white, pos.black),
        Colour::Black => (pos.black, pos.white),
    }
}

/// Whether the side to move has a capture.
pub(crate) fn side_has_capture(rules: &Checkers, pos: &CheckersPosition) -> bool {
    let (own, opp) = sides(pos);
    crate::geometry::with_geometry!(pos.board, G => {
        has_capture::<G>(rules, pos.side, own, opp, pos.occupied(), pos.kings)
    })
}

/// Runs the capture search of the side to move into `sink`.
pub(crate) fn captures_into<S: Sink>(rules: &Checkers, pos: &CheckersPosition, sink: &mut S) {
    let (own, opp) = sides(pos);
    crate::geometry::with_geometry!(pos.board, G => {
        search_captures::<G, S>(rules, pos.side, own, opp, pos.occupied(), pos.kings, sink)
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
    let (own, opp) = sides(pos);
    let occ = pos.occupied();
    let ten = pos.board == BoardSize::Ten;
    if own & pos.kings == 0 {
        if let Some(landings) = single_jumps::<G>(rules, pos.side, own, opp, occ) {
            if landings == [0; 4] {
                return steps::<G, L>(rules, pos, list);
            }
            let promo = match pos.side {
                Colour::White => G::TOP,
                Colour::Black => G::BOTTOM,
            };
            return push_single_jumps::<G, L>(&landings, promo, ten, list);
        }
    } else if !has_capture::<G>(rules, pos.side, own, opp, occ, pos.kings) {
        return steps::<G, L>(rules, pos, list);
    }
    {
        let mut sink = MoveSink::new(list, majority(rules), ten);
        search_captures::<G, _>(rules, pos.side, own, opp, occ, pos.kings, &mut sink);
    }
}

/// Pushes the steps (non-capturing moves) of the side to move, whether or not a
/// capture is compulsory.
#[inline]
pub(crate) fn steps<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    let (own, _) = sides(pos);
    let occ = pos.occupied();
    let ten = pos.board == BoardSize::Ten;
    let empty = G::MASK & !occ;
    let men = own & !pos.kings;
    let promo = match pos.side {
        Colour::White => G::TOP,
        Colour::Black => G::BOTTOM,
    };
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

/// The number of legal moves of `pos` (same proviso as [`generate`]).
#[inline]
pub(crate) fn count<G: Geometry>(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    with_mover!(rules, pos, C => crate::move_count::count::<G, C>(rules, pos))
}

/// Whether the side to move has any legal move (same proviso as [`generate`]).
pub(crate) fn has_move<G: Geometry>(rules: &Checkers, pos: &CheckersPosition) -> bool {
    let (own, opp) = sides(pos);
    let occ = pos.occupied();
    if has_capture::<G>(rules, pos.side, own, opp, occ, pos.kings) {
        return true;
    }
    let empty = G::MASK & !occ;
    let men = own & !pos.kings;
    let [a, b] = forward(pos.side);
    if (G::step(men, a) | G::step(men, b)) & empty != 0 {
        return true;
    }
    let kings = own & pos.kings;
    [NE, NW, SE, SW]
        .into_iter()
        .any(|d| G::step(kings, d) & empty != 0)
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
    crate::geometry::with_geometry!(pos.board, G => check::<G>(rules, pos, mv))
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
    let (own, opp) = sides(pos);
    let occ = pos.occupied();
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
            let promo = match pos.side {
                Colour::White => G::TOP,
                Colour::Black => G::BOTTOM,
            };
            (G::step(fb, a) | G::step(fb, b), promo & tb != 0)
        };
        let step = CheckersMove::step(from, to, promotes, pos.board == BoardSize::Ten);
        return if reach & empty & tb != 0 && *mv == step {
            Ok(())
        } else {
            refuse(MoveError::Illegal { text: text() })
        };
    }
    let mut legal = crate::moves::CheckersMoves::new();
    generate::<G, _>(rules, pos, &mut legal);
    if legal.contains(mv) {
        return Ok(());
    }
    if legal.is_empty() {
        return Err(MoveError::GameOver { text: text() });
    }
    if legal[0].is_capture() && majority(rules) {
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
    let (own, opp) = match pos.side {
        Colour::White => (&mut pos.white, &mut pos.black),
        Colour::Black => (&mut pos.black, &mut pos.white),
    };
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

/// The FMJD counting endgames (articles on three and on two pieces against a lone king).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FmjdClass {
    /// Not a counting endgame.
    None,
    /// Two kings, a king and a man, or one king against a lone king: 5 moves each.
    Five,
    /// Three kings, two kings and a man, or a king and two men against a lone king:
    /// 16 moves each.
    Sixteen,
}

/// The FMJD counting endgame of the material of `pos`.
#[inline]
pub(crate) fn fmjd_class(pos: &CheckersPosition) -> FmjdClass {
    let total = pos.occupied().count_ones();
    if !(2..=4).contains(&total) {
        return FmjdClass::None;
    }
    let lone_king = |side: u64| side.count_ones() == 1 && side & pos.kings != 0;
    let class_of = |strong: u64| match (strong.count_ones(), strong & pos.kings != 0) {
        (1 | 2, true) => FmjdClass::Five,
        (3, true) => FmjdClass::Sixteen,
        _ => FmjdClass::None,
    };
    if lone_king(pos.black) {
        let c = class_of(pos.white);
        if c != FmjdClass::None {
            return c;
        }
    }
    if lone_king(pos.white) {
        return class_of(pos.black);
    }
    FmjdClass::None
}
