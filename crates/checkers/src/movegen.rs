//! The legal moves: generating them (captures when there are any, compulsory;
//! otherwise steps), checking one move, and playing a move.

use doska_core::MoveList;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::dark::{is_up, promotion_rank, Dark10, Dark8, Geometry, NE, NW, SE, SW};
use crate::board::full::Full;
use crate::board::layout::{with_geometry, Layout};
use crate::capture_search::search_captures;
use crate::capture_sinks::{Majority, MoveSink, RouteSink, RoutesOfSink, Sink};
use crate::first_jumps::{has_capture, has_move, push_single_jumps, single_jumps};
use crate::line_moves::{line_generate, line_has_capture, line_has_move, line_reach};
use crate::line_search::search_lines;
use crate::lines::Lines;
use crate::moves::{layout_flags, CheckersMove, CheckersMoves, MoveError, MAX_CAPTURES};
use crate::position::material::{fmjd_class, FmjdClass};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{KingRange, MaterialDraws};
use crate::stack_moves::{each_jumped, stacked_captures, StackRoutesOfSink};
use crate::steps::{forward, king_ray, king_steps_each, shift};
use crate::variants;

/// Whether `pos` goes through the module `variants` (self-capture, neutral pieces, the
/// wolf): rules that are not [`plain`](Checkers::plain), on the dark squares (on all 64
/// squares, which [`Checkers::check`] refuses for them, the variant fields are ignored).
#[inline(always)]
pub(crate) fn special(rules: &Checkers, pos: &CheckersPosition) -> bool {
    !rules.plain() && !pos.layout().all_squares()
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
    if special(rules, pos) {
        return variants::legal_moves(rules, pos, list);
    }
    if !rules.clearly_going_on(pos) && rules.ended_by_rule(pos).is_some() {
        return;
    }
    match pos.layout() {
        Layout::Dark8 => generate::<Dark8, L>(rules, pos, list),
        Layout::Dark10 => generate::<Dark10, L>(rules, pos, list),
        Layout::Full8 => line_generate::<Full, L>(rules, pos, list),
    }
}

/// Runs the capture search of the side to move into `sink`.
pub(crate) fn captures_into<S: Sink>(rules: &Checkers, pos: &CheckersPosition, sink: &mut S) {
    if special(rules, pos) {
        return variants::captures_into(rules, pos, sink);
    }
    let (own, opp) = pos.us_them();
    let (side, occ, kings) = (pos.side_to_move(), pos.occupied_bits(), pos.king_bits());
    with_geometry!(
        pos.layout(),
        G => search_captures::<G, S>(rules, side, own, opp, occ, kings, sink),
        full => search_lines::<Full, S>(rules, side, own, opp, occ, kings, sink)
    )
}

/// Pushes the steps of the side to move of `pos`, whether or not a capture is
/// compulsory.
pub(crate) fn quiet_moves_into<L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    if special(rules, pos) {
        return variants::steps_into(rules, pos, list);
    }
    with_geometry!(
        pos.layout(),
        G => push_quiet_moves::<G, L>(rules, pos, list),
        full => crate::line_moves::line_quiet_moves::<Full, L>(rules, pos, list)
    )
}

/// The move generation of one layout, as checking a move needs it: the dark-square
/// fast paths, or the direction sets of the 64-square board.
trait Generator: Lines {
    /// Whether the side `colour` can capture.
    fn can_capture(
        rules: &Checkers,
        colour: Colour,
        own: u64,
        opp: u64,
        occ: u64,
        kings: u64,
    ) -> bool;
    /// Whether the side to move has a move.
    fn can_move(rules: &Checkers, pos: &CheckersPosition) -> bool;
    /// The squares the piece on `from` steps to, and the promotion rank of a man.
    fn reach(rules: &Checkers, pos: &CheckersPosition, from: u32) -> (u64, u64);
    /// The legal moves.
    fn legal<M: MoveList<CheckersMove>>(rules: &Checkers, pos: &CheckersPosition, list: &mut M);
}

impl<G: Geometry> Generator for G {
    fn can_capture(
        rules: &Checkers,
        colour: Colour,
        own: u64,
        opp: u64,
        occ: u64,
        kings: u64,
    ) -> bool {
        has_capture::<G>(rules, colour, own, opp, occ, kings)
    }
    fn can_move(rules: &Checkers, pos: &CheckersPosition) -> bool {
        has_move::<G>(rules, pos)
    }
    fn reach(rules: &Checkers, pos: &CheckersPosition, from: u32) -> (u64, u64) {
        let fb = 1u64 << from;
        let occ = pos.occupied_bits();
        if pos.king_bits() & fb != 0 {
            let reach = match rules.kings() {
                KingRange::Flying => [NE, NW, SE, SW]
                    .into_iter()
                    .fold(0, |r, d| r | king_ray::<G>(from, d, occ)),
                KingRange::Short => [NE, NW, SE, SW]
                    .into_iter()
                    .fold(0, |r, d| r | G::step(fb, d)),
            };
            (reach & !occ, 0)
        } else {
            let [a, b] = forward(pos.side_to_move());
            let reach = (G::step(fb, a) | G::step(fb, b)) & !occ;
            (reach, promotion_rank::<G>(pos.side_to_move()))
        }
    }
    fn legal<M: MoveList<CheckersMove>>(rules: &Checkers, pos: &CheckersPosition, list: &mut M) {
        generate::<G, M>(rules, pos, list);
    }
}

impl<const P: bool> Generator for Full<P> {
    fn can_capture(
        rules: &Checkers,
        colour: Colour,
        own: u64,
        opp: u64,
        occ: u64,
        kings: u64,
    ) -> bool {
        line_has_capture::<Self>(rules, colour, own, opp, occ, kings)
    }
    fn can_move(rules: &Checkers, pos: &CheckersPosition) -> bool {
        line_has_move::<Self>(rules, pos)
    }
    fn reach(rules: &Checkers, pos: &CheckersPosition, from: u32) -> (u64, u64) {
        line_reach::<Self>(rules, pos, from)
    }
    fn legal<M: MoveList<CheckersMove>>(rules: &Checkers, pos: &CheckersPosition, list: &mut M) {
        line_generate::<Self, M>(rules, pos, list);
    }
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
    let flags = layout_flags(pos.layout());
    if own & pos.king_bits() == 0 {
        if let Some(landings) = single_jumps::<G>(rules, pos.side_to_move(), own, opp, occ) {
            if landings == [0; 4] {
                return push_quiet_moves::<G, L>(rules, pos, list);
            }
            let promo = promotion_rank::<G>(pos.side_to_move());
            return push_single_jumps::<G, L>(&landings, promo, flags, list);
        }
    } else if !has_capture::<G>(rules, pos.side_to_move(), own, opp, occ, pos.king_bits()) {
        return push_quiet_moves::<G, L>(rules, pos, list);
    }
    if rules.stacked() {
        return stacked_captures::<G, L>(rules, pos, list);
    }
    {
        let mut sink = MoveSink::new(list, rules.majority(), flags);
        search_captures::<G, _>(
            rules,
            pos.side_to_move(),
            own,
            opp,
            occ,
            pos.king_bits(),
            &mut sink,
        );
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
    let flags = layout_flags(pos.layout());
    push_steps::<G, L>(
        rules,
        pos.side_to_move(),
        own,
        pos.occupied_bits(),
        pos.king_bits(),
        flags,
        list,
    );
}

/// Pushes the steps of the pieces `movers` of a side moving as `colour` (its men's
/// forward), on a board with the pieces `occ` and the kings `kings`.
#[inline(always)]
pub(crate) fn push_steps<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    colour: Colour,
    movers: u64,
    occ: u64,
    kings: u64,
    flags: u8,
    list: &mut L,
) {
    let own = movers;
    let empty = G::MASK & !occ;
    let men = own & !kings;
    let promo = promotion_rank::<G>(colour);
    for d in forward(colour) {
        let targets = G::step(men, d) & empty;
        let s = shift::<G>(d);
        for to in bits(targets) {
            let from = if is_up(d) { to - s } else { to + s };
            list.push(CheckersMove::step(
                from,
                to,
                promo & (1u64 << to) != 0,
                flags,
            ));
        }
    }
    let kings = own & kings;
    if kings == 0 {
        return;
    }
    king_steps_each::<G>(rules.kings(), kings, occ, |from, to| {
        list.push(CheckersMove::step(from, to, false, flags));
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
    if special(rules, pos) {
        return variants::check_move(rules, pos, mv);
    }
    if !rules.clearly_going_on(pos) && rules.ended_by_rule(pos).is_some() {
        return Err(MoveError::GameOver {
            text: mv.to_string(),
        });
    }
    with_geometry!(
        pos.layout(),
        G => check::<G>(rules, pos, mv),
        full => check::<Full>(rules, pos, mv)
    )
}

/// [`check_move`] on layout `G`, the game going on by every rule but "no legal move".
fn check<G: Generator>(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
) -> Result<(), MoveError> {
    let text = || mv.to_string();
    // Every refusal is "the game is over" when the side to move has no move at all.
    let refuse = |reason: MoveError| {
        Err(if G::can_move(rules, pos) {
            reason
        } else {
            MoveError::GameOver { text: text() }
        })
    };
    let (own, opp) = pos.us_them();
    let occ = pos.occupied_bits();
    let fb = 1u64 << mv.from;
    if mv.layout() != pos.layout() {
        return refuse(MoveError::Illegal { text: text() });
    }
    if own & fb == 0 {
        return refuse(MoveError::NoPiece {
            text: text(),
            square: mv.from(),
            colour: pos.side_to_move(),
        });
    }
    if !mv.is_capture() {
        if G::can_capture(rules, pos.side_to_move(), own, opp, occ, pos.king_bits()) {
            return Err(MoveError::CaptureCompulsory { text: text() });
        }
        let (from, to) = (u32::from(mv.from), u32::from(mv.to));
        let tb = 1u64 << to;
        let (reach, promo) = G::reach(rules, pos, from);
        let step = CheckersMove::step(from, to, promo & tb != 0, layout_flags(pos.layout()));
        return if reach & G::MASK & tb != 0 && *mv == step {
            Ok(())
        } else {
            refuse(MoveError::Illegal { text: text() })
        };
    }
    let mut legal = CheckersMoves::new();
    G::legal(rules, pos, &mut legal);
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
            layout: layout_flags(pos.layout()),
        };
        captures_into(rules, pos, &mut sink);
        if sink.routes.iter().any(|r| r.same_effect(mv)) {
            return Err(MoveError::MustCaptureMore {
                text: text(),
                required: legal[0].capture_count(),
            });
        }
    }
    Err(MoveError::Illegal { text: text() })
}

/// The number of capture routes (sequences of landing squares) of the legal move `mv`
/// of `pos`: 1 for a step.
pub(crate) fn routes_of(rules: &Checkers, pos: &CheckersPosition, mv: &CheckersMove) -> u64 {
    if !mv.is_capture() {
        return 1;
    }
    if rules.stacked() {
        return with_geometry!(
            pos.layout(),
            G => {
                let mut sink = StackRoutesOfSink::<G>::new(pos, *mv);
                captures_into(rules, pos, &mut sink);
                sink.count.max(1)
            },
            full => 1
        );
    }
    let mut sink = RoutesOfSink::new(*mv);
    captures_into(rules, pos, &mut sink);
    sink.count.max(1)
}

/// Plays `mv` on `pos` (no legality check).
#[inline]
pub(crate) fn play(rules: &Checkers, pos: &mut CheckersPosition, mv: &CheckersMove) {
    if rules.stacked() {
        return play_stacked(rules, pos, mv);
    }
    if special(rules, pos) {
        return variants::play(rules, pos, mv);
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
    let before = if rules.material_draws() == MaterialDraws::Fmjd {
        fmjd_class(pos)
    } else {
        FmjdClass::None
    };
    let fb = 1u64 << from;
    let tb = 1u64 << to;
    let was_king = pos.king_bits() & fb != 0;
    // No progress: a king's move, or a man's step along its rank (all 64 squares).
    let progress =
        captured != 0 || !(was_king || (pos.layout() == Layout::Full8 && (from ^ to) < 8));
    let (own, opp) = pos.us_them_mut();
    *own = (*own & !fb) | tb;
    *opp &= !captured;
    pos.set_kings(pos.king_bits() & !(fb | captured));
    if was_king || promotes {
        pos.set_kings(pos.king_bits() | tb);
    }
    pos.set_quiet(if progress {
        0
    } else {
        pos.plies_without_progress().saturating_add(1)
    });
    pos.set_side(pos.side_to_move().other());
    if rules.material_draws() == MaterialDraws::Fmjd {
        let after = fmjd_class(pos);
        pos.set_endgame(if after == FmjdClass::None || after != before {
            0
        } else {
            pos.endgame_plies().saturating_add(1)
        });
    }
}

/// Plays the move `mv` of `pos` with stacking (no legality check): the column moves
/// with the pieces beneath its top; each jumped column, in the order jumped, gives its
/// top piece to the bottom of the moving column, and its next piece becomes its top.
#[inline(never)]
pub(crate) fn play_stacked(rules: &Checkers, pos: &mut CheckersPosition, mv: &CheckersMove) {
    with_geometry!(
        pos.layout(),
        G => play_stacked_on::<G>(rules, pos, mv),
        full => play_stacked_on::<Dark8>(rules, pos, mv)
    )
}

/// [`play_stacked`] on geometry `G`.
#[inline]
fn play_stacked_on<G: Geometry>(rules: &Checkers, pos: &mut CheckersPosition, mv: &CheckersMove) {
    let (from, to) = (u32::from(mv.from), u32::from(mv.to));
    let mut pile = pos.stacks_mut().lift(from);
    let them = pos.side_to_move().other();
    let mut freed = [(0u32, Colour::White, false); MAX_CAPTURES];
    let mut n_freed = 0;
    if mv.is_capture() {
        let kings = pos.king_bits();
        let stacks = pos.stacks_mut();
        each_jumped::<G>(from, &mv.path[..mv.len as usize], mv.captured, |j| {
            pile.push_bottom(them, kings >> j & 1 != 0);
            if let Some((colour, king)) = stacks.take(j) {
                freed[n_freed] = (j, colour, king);
                n_freed += 1;
            }
        });
    }
    apply(rules, pos, from, to, mv.captured, mv.promotes());
    for &(j, colour, king) in &freed[..n_freed] {
        let b = 1u64 << j;
        match colour {
            Colour::White => pos.set_white(pos.white_bits() | b),
            Colour::Black => pos.set_black(pos.black_bits() | b),
        }
        if king {
            pos.set_kings(pos.king_bits() | b);
        }
    }
    pos.stacks_mut().put(to, pile);
}
