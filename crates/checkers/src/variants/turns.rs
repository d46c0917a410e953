//! The rules the fast paths leave out, played by the same capture search and step code:
//! jumps over own pieces (self-capture), neutral pieces with the last-moved piece
//! barred (Artamonov's game), and the wolf and the sheep (module `wolf`).
//!
//! A turn is seen as a [`Turn`]: the pieces that may move, the pieces that may be
//! jumped and the direction the mover's men go. Self-capture jumps the mover's own
//! pieces as well as the other side's; with neutral pieces every piece may be jumped
//! (but the mover) and every piece but the one that moved last may move, forward being
//! the moving player's. The capture search (module `capture_search`) takes the movers
//! and the targets as arguments, so nothing of it is copied here.
//!
//! These rules are played on the dark squares only ([`Checkers::check`] refuses
//! others; the engine sends 64-square positions to the sided generators). Move
//! generation here always builds the moves; `check_move` looks a move up among them.
//! Perft has its own module on bitboards (`perft::turns`).

use std::cmp::Ordering;

use doska_core::MoveList;

use crate::board::bits::at_most_four;
use crate::board::colour::Colour;
use crate::board::dark::{Dark8, Geometry};
use crate::board::layout::with_geometry;
use crate::movegen::captures::dark::search_captures;
use crate::movegen::captures::sink::{Noted, Sink};
use crate::movegen::captures::sinks::RoutesOfSink;
use crate::movegen::captures::sinks::{MoveSink, RouteSink};
use crate::movegen::check::too_few_captures;
use crate::movegen::dark::push_steps;
use crate::moves::{layout_flags, CheckersMove, CheckersMoves, MoveError};
use crate::outcome::result::{Cause, CheckersOutcome};
use crate::position::material::{fmjd_class, FmjdClass};
use crate::position::state::{CheckersPosition, NO_LAST};
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Goal, Jumps, LastMoved, MaterialDraws};
use crate::variants::wolf;

/// Who may move and what may be jumped on one turn.
#[derive(Clone, Copy, Debug)]
struct Turn {
    /// The side to move: its men's forward and promotion rank.
    pub(in crate::variants) colour: Colour,
    /// The pieces that may move.
    pub(in crate::variants) movers: u64,
    /// The pieces that may be jumped (the mover itself is taken out by the search).
    pub(in crate::variants) targets: u64,
    /// The pieces whose capture makes a jump compulsory under `jumps=own-optional`.
    pub(in crate::variants) enemy: u64,
    /// Every piece.
    pub(in crate::variants) occ: u64,
    /// The kings.
    pub(in crate::variants) kings: u64,
}

/// The [`Turn`] of the side to move of `pos`.
fn turn(rules: &Checkers, pos: &CheckersPosition) -> Turn {
    let occ = pos.occupied_bits();
    if pos.is_neutral() {
        let barred = if pos.last_bit() != NO_LAST && rules.last_moved() == LastMoved::Barred {
            1u64 << pos.last_bit()
        } else {
            0
        };
        return Turn {
            colour: pos.side_to_move(),
            movers: pos.white_bits() & !barred,
            targets: pos.white_bits(),
            enemy: pos.white_bits(),
            occ,
            kings: pos.king_bits(),
        };
    }
    let (own, opp) = pos.us_them();
    let targets = match rules.jumps() {
        Jumps::Enemy => opp,
        Jumps::OwnToo | Jumps::OwnOptional => own | opp,
        Jumps::None => 0,
    };
    Turn {
        colour: pos.side_to_move(),
        movers: own,
        targets,
        enemy: opp,
        occ,
        kings: pos.king_bits(),
    }
}

/// The moves of `pos` with no rule but "no legal move" deciding the end.
fn generate<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    if rules.goal() == Goal::Wolf {
        return wolf::generate::<G, L>(pos, list);
    }
    let t = turn(rules, pos);
    let flags = layout_flags(pos.layout());
    if t.targets != 0 {
        if rules.jumps() == Jumps::OwnOptional && !pos.is_neutral() {
            // Every complete sequence, then the compulsory ones (taking an enemy
            // piece) if there are any, else the optional ones beside the steps.
            let mut all = CheckersMoves::new();
            {
                let mut sink = MoveSink::new(&mut all, false, flags);
                search_captures::<G, _>(
                    rules, t.colour, t.movers, t.targets, t.occ, t.kings, &mut sink,
                );
            }
            let enemy = all.iter().any(|m| m.captured & t.enemy != 0);
            let chosen = |m: &&CheckersMove| (m.captured & t.enemy != 0) == enemy;
            let least = if rules.majority() {
                all.iter()
                    .filter(chosen)
                    .map(CheckersMove::capture_count)
                    .max()
                    .unwrap_or(0)
            } else {
                0
            };
            for m in all
                .iter()
                .filter(chosen)
                .filter(|m| m.capture_count() >= least)
            {
                list.push(*m);
            }
            if enemy {
                return;
            }
        } else {
            let mut found = false;
            {
                let mut sink = Noted {
                    inner: MoveSink::new(list, rules.majority(), flags),
                    any: &mut found,
                };
                search_captures::<G, _>(
                    rules, t.colour, t.movers, t.targets, t.occ, t.kings, &mut sink,
                );
            }
            if found {
                return;
            }
        }
    }
    push_steps::<G, L>(rules, t.colour, t.movers, t.occ, t.kings, flags, list);
}

/// [`generate`] on the geometry of `pos` (the dark squares: the engine sends positions on
/// all 64 squares to the sided generators).
fn generate_any<L: MoveList<CheckersMove>>(rules: &Checkers, pos: &CheckersPosition, list: &mut L) {
    with_geometry!(
        pos.layout(),
        G => generate::<G, L>(rules, pos, list),
        full => generate::<Dark8, L>(rules, pos, list)
    )
}

/// The end decided before looking for moves: the rules' usual ends for sided pieces,
/// the adjudication with neutral pieces, the wolf's ends.
fn ended_early(rules: &Checkers, pos: &CheckersPosition) -> Option<CheckersOutcome> {
    if rules.goal() == Goal::Wolf {
        return wolf::ended(rules, pos);
    }
    if !pos.is_neutral() {
        return rules.ended_by_rule(pos).decide(|| can_capture(rules, pos));
    }
    if rules.adjudication() != 0
        && at_most_four(pos.white_bits())
        && pos.plies_without_progress() >= rules.adjudication()
    {
        let [south, north] = pos.capture_counts();
        let winner = match south.cmp(&north) {
            Ordering::Greater => Some(Colour::White),
            Ordering::Less => Some(Colour::Black),
            Ordering::Equal => None,
        };
        return Some(CheckersOutcome {
            winner,
            cause: Cause::Adjudication(rules.adjudication()),
            giveaway: false,
            neutral: true,
        });
    }
    None
}

/// The legal moves of `pos` into `list` (cleared by the caller); none once the game is
/// over.
pub(crate) fn legal_moves<L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    if ended_early(rules, pos).is_some() {
        return;
    }
    generate_any(rules, pos, list);
}

/// The outcome of `pos` (repetition aside).
pub(crate) fn outcome(rules: &Checkers, pos: &CheckersPosition) -> Option<CheckersOutcome> {
    ended_early(rules, pos).or_else(|| {
        (!can_move(rules, pos))
            .then(|| rules.side_out(pos.side_to_move(), Cause::NoMoves(pos.side_to_move())))
    })
}

/// The moves of `pos`, whatever the rules other than "no legal move" say.
pub(crate) fn raw(rules: &Checkers, pos: &CheckersPosition) -> CheckersMoves {
    let mut list = CheckersMoves::new();
    generate_any(rules, pos, &mut list);
    list
}

/// Whether the side to move has a move.
pub(in crate::variants) fn can_move(rules: &Checkers, pos: &CheckersPosition) -> bool {
    !raw(rules, pos).is_empty()
}

/// Whether the side to move has a capture.
pub(in crate::variants) fn can_capture(rules: &Checkers, pos: &CheckersPosition) -> bool {
    raw(rules, pos).iter().any(CheckersMove::is_capture)
}

/// The number of legal moves, or of their routes when `routes`.
pub(crate) fn count(rules: &Checkers, pos: &CheckersPosition, routes: bool) -> u64 {
    let mut list = CheckersMoves::new();
    legal_moves(rules, pos, &mut list);
    if routes {
        list.iter().map(|m| routes_of(rules, pos, m)).sum()
    } else {
        list.len() as u64
    }
}

/// The number of capture routes (sequences of landing squares) of the legal move `mv`
/// of `pos`: 1 for a step.
pub(crate) fn routes_of(rules: &Checkers, pos: &CheckersPosition, mv: &CheckersMove) -> u64 {
    if !mv.is_capture() {
        return 1;
    }
    let mut sink = RoutesOfSink::of(*mv);
    captures_into(rules, pos, &mut sink);
    sink.count.max(1)
}

/// Every capture sequence of the side to move into `sink`.
pub(crate) fn captures_into<S: Sink>(rules: &Checkers, pos: &CheckersPosition, sink: &mut S) {
    let t = turn(rules, pos);
    if t.targets == 0 {
        return;
    }
    with_geometry!(
        pos.layout(),
        G => search_captures::<G, S>(rules, t.colour, t.movers, t.targets, t.occ, t.kings, sink),
        full => search_captures::<Dark8, S>(rules, t.colour, t.movers, t.targets, t.occ, t.kings, sink)
    )
}

/// The moves of the side to move that are not captures.
pub(crate) fn steps_into<L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    let all = raw(rules, pos);
    let mut quiet: CheckersMoves = all.into_iter().filter(|m| !m.is_capture()).collect();
    if quiet.is_empty() && rules.goal() != Goal::Wolf {
        // Steps that a compulsory capture rules out.
        let t = turn(rules, pos);
        let flags = layout_flags(pos.layout());
        with_geometry!(
            pos.layout(),
            G => push_steps::<G, _>(rules, t.colour, t.movers, t.occ, t.kings, flags, &mut quiet),
            full => {}
        );
    }
    for m in quiet {
        list.push(m);
    }
}

/// Whether `mv` may be played in `pos`, and if not, why.
pub(crate) fn check_move(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
) -> Result<(), MoveError> {
    let text = || mv.to_string();
    let mut legal = CheckersMoves::new();
    legal_moves(rules, pos, &mut legal);
    if legal.contains(mv) {
        return Ok(());
    }
    if legal.is_empty() {
        return Err(MoveError::GameOver { text: text() });
    }
    if mv.layout() != pos.layout() || mv.is_pass() || mv.is_placement() {
        return Err(MoveError::Illegal { text: text() });
    }
    let fb = 1u64 << mv.from;
    let t = turn(rules, pos);
    if pos.is_neutral()
        && pos.last_bit() == mv.from
        && pos.white_bits() & fb != 0
        && t.movers & fb == 0
    {
        return Err(MoveError::LastMoved {
            text: text(),
            square: mv.from(),
        });
    }
    if t.movers & fb == 0 {
        return Err(MoveError::NoPiece {
            text: text(),
            square: mv.from(),
            colour: pos.side_to_move(),
        });
    }
    let captures = legal.iter().any(CheckersMove::is_capture);
    let steps = legal.iter().any(|m| !m.is_capture());
    if !mv.is_capture() && captures && !steps {
        return Err(MoveError::CaptureCompulsory { text: text() });
    }
    let routes = |sink: &mut RouteSink| captures_into(rules, pos, sink);
    Err(too_few_captures(rules, pos, mv, &legal, routes)
        .unwrap_or(MoveError::Illegal { text: text() }))
}

/// Plays `mv` on `pos` (no legality check).
pub(crate) fn play(rules: &Checkers, pos: &mut CheckersPosition, mv: &CheckersMove) {
    if rules.goal() == Goal::Wolf {
        return wolf::play(pos, mv);
    }
    apply(
        rules,
        pos,
        u32::from(mv.from),
        u32::from(mv.to),
        mv.captured,
        mv.promotes(),
    );
}

/// Plays on `pos` the move of the piece on `from` to `to` capturing `captured`
/// (crowning the man if `promotes`): the effect of a [`CheckersMove`] of these rules
/// (the wolf's aside), without one.
#[inline]
pub(crate) fn apply(
    rules: &Checkers,
    pos: &mut CheckersPosition,
    from: u32,
    to: u32,
    captured: u64,
    promotes: bool,
) {
    let fb = 1u64 << from;
    let tb = 1u64 << to;
    let clear = fb | captured;
    let was_king = pos.king_bits() & fb != 0;
    if pos.is_neutral() {
        let small_before = at_most_four(pos.white_bits());
        pos.set_white((pos.white_bits() & !clear) | tb);
        let side = pos.side_to_move().index();
        let mut counts = pos.capture_counts();
        counts[side] = counts[side].saturating_add(captured.count_ones() as u8);
        pos.set_capture_counts(counts);
        pos.set_last(to as u8);
        // H: the plies played since four or fewer pieces remain.
        pos.set_quiet(match (small_before, at_most_four(pos.white_bits())) {
            (true, true) => pos.plies_without_progress().saturating_add(1),
            _ => 0,
        });
    } else {
        let before = if rules.material_draws() == MaterialDraws::Fmjd {
            fmjd_class(pos)
        } else {
            FmjdClass::None
        };
        pos.set_white(pos.white_bits() & !clear);
        pos.set_black(pos.black_bits() & !clear);
        match pos.side_to_move() {
            Colour::White => pos.set_white(pos.white_bits() | tb),
            Colour::Black => pos.set_black(pos.black_bits() | tb),
        }
        pos.set_quiet(if captured != 0 || !was_king {
            0
        } else {
            pos.plies_without_progress().saturating_add(1)
        });
        if rules.material_draws() == MaterialDraws::Fmjd {
            let after = fmjd_class(pos);
            pos.set_endgame(if after == FmjdClass::None || after != before {
                0
            } else {
                pos.endgame_plies().saturating_add(1)
            });
        }
    }
    pos.set_kings(pos.king_bits() & !clear);
    if was_king || promotes {
        pos.set_kings(pos.king_bits() | tb);
    }
    pos.set_side(pos.side_to_move().other());
}
