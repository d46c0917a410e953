//! Perft of the rules the module `variants` plays: jumps over own pieces
//! (self-capture), neutral pieces with the last-moved piece barred (Artamonov's game),
//! and the wolf and the sheep. The same count as the core's generic recursion, on
//! bitboards.
//!
//! A turn is its movers and its targets (module `variants`): the mover's pieces and
//! every piece with self-capture, every piece but the barred one and every piece with
//! neutral pieces. The leaf count of the other presets
//! ([`count_on_bitboards`]) takes exactly those two sets (its "own" and "other"
//! pieces), so it counts these leaves too: the men's first jumps and steps from
//! whole-board shifts, the longer sequences by the shared capture search. Above the
//! leaves, quiet moves are played on the bitboards. At depth 2 the replies to a quiet
//! self-capture move are counted from what the move does not change (module
//! `quiet_replies`, the replying men among their own targets); the replies to other
//! moves from the bitboards after the move. The men's captures are read off the board
//! (module `men_captures`), the others come from the capture search; `variants::apply`
//! plays them for neutral pieces and under the FMJD draw rule, and for other sided
//! pieces the child's words are set inline. A node where a rule other than "no legal
//! move" could end the game goes to the generic recursion, as in the other presets'
//! perft.
//!
//! The wolf and the sheep has a recursion of its own over three words: the wolf, the
//! sheep and the move-limit count.
//!
//! `jumps=own-optional` (a capture compulsory only when it takes an enemy piece) is
//! counted by the generic recursion.

use doska_core::perft_generic;

use crate::board::bits::at_most_four;
use crate::board::colour::Colour;
use crate::board::dark::{Geometry, NE, NW, SE, SW};
use crate::board::layout::{on_geometry, OnGeometry};
use crate::board::popcount::Popcount;
use crate::movegen::captures::dark::search_captures;
use crate::movegen::captures::sinks::MoveSink;
use crate::movegen::first_jumps::kings_capture;
use crate::movegen::steps::{king_steps_each, raw_step};
use crate::moves::{layout_flags, CheckersMoves};
use crate::perft::men_captures::men_capture_moves;
use crate::perft::move_count::count_on_bitboards;
use crate::perft::mover::{with_mover, Mover};
use crate::perft::quiet::{
    men_steps_each, quiet_scratch, set_quiet_child, step_origins, steps_each, StepIter,
};
use crate::perft::quiet_replies::Replies;
use crate::position::state::{CheckersPosition, NO_LAST};
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Goal, Jumps, LastMoved, MaterialDraws};

/// Perft of `pos` at `depth` ≥ 1 under rules that are not plain, on the dark squares.
pub(in crate::perft) fn perft(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    debug_assert!(depth >= 1);
    let wolf = rules.goal() == Goal::Wolf;
    // More than one wolf is refused by the parser; the generic count is exact whatever
    // the position.
    let generic = if wolf {
        pos.white_bits().count_ones() > 1
    } else {
        !pos.is_neutral() && rules.jumps() != Jumps::OwnToo
    };
    if generic {
        return perft_generic(rules, pos, depth);
    }
    on_geometry(
        pos.layout(),
        Turns {
            rules,
            pos,
            depth,
            wolf,
        },
    )
}

/// Perft of the variant turns (the wolf's when `wolf`) at `depth` ≥ 1, on the geometry
/// of the position's layout (the variants play on the dark squares: on all 64 the
/// generic recursion).
struct Turns<'a> {
    rules: &'a Checkers,
    pos: &'a CheckersPosition,
    depth: u32,
    wolf: bool,
}

impl OnGeometry for Turns<'_> {
    type Output = u64;

    #[inline(always)]
    fn dark<G: Geometry>(self) -> u64 {
        if self.wolf {
            wolf_side::<G>(self.rules, self.pos, self.depth)
        } else {
            side::<G>(self.rules, self.pos, self.depth)
        }
    }

    fn full<P: Popcount>(self) -> u64 {
        perft_generic(self.rules, self.pos, self.depth)
    }
}

/// [`node`] with the mover and the kind of pieces of `pos`.
fn side<G: Geometry>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    if pos.is_neutral() {
        with_mover!(rules, pos, C => node::<G, C, true>(rules, pos, depth))
    } else {
        with_mover!(rules, pos, C => node::<G, C, false>(rules, pos, depth))
    }
}

/// Whether no rule but "no legal move" can have ended the game at `pos`: for sided
/// pieces [`Checkers::clearly_going_on`], for neutral ones the adjudication not due.
#[inline(always)]
fn going_on<const NEUTRAL: bool>(rules: &Checkers, pos: &CheckersPosition) -> bool {
    if NEUTRAL {
        !adjudicated(rules, pos.white_bits(), pos.plies_without_progress())
    } else {
        rules.clearly_going_on(pos)
    }
}

/// Whether the adjudication ends a game of neutral pieces `pieces` whose counter is
/// `h`.
#[inline(always)]
fn adjudicated(rules: &Checkers, pieces: u64, h: u16) -> bool {
    rules.adjudication() != 0 && at_most_four(pieces) && h >= rules.adjudication()
}

/// The adjudication counter after any quiet move among the neutral pieces of `pos`:
/// every quiet move leaves the same pieces on the board, so it goes up by one for all
/// of them (four pieces or fewer) or is 0 for all. `None` when the adjudication then
/// ends the game, after every quiet move alike.
#[inline(always)]
fn quiet_counter(rules: &Checkers, pos: &CheckersPosition) -> Option<u16> {
    let h = if at_most_four(pos.white_bits()) {
        pos.plies_without_progress().saturating_add(1)
    } else {
        0
    };
    (!adjudicated(rules, pos.white_bits(), h)).then_some(h)
}

/// The movers and the targets of the side to move of `pos` (module `variants`,
/// `turn`): with neutral pieces every piece but the barred one moves, with
/// self-capture the mover's pieces; every piece may be jumped.
#[inline(always)]
fn turn_bits<C: Mover, const NEUTRAL: bool>(
    rules: &Checkers,
    pos: &CheckersPosition,
) -> (u64, u64) {
    if NEUTRAL {
        (
            pos.white_bits() & !barred(rules, pos.last_bit()),
            pos.white_bits(),
        )
    } else {
        let (own, opp) = C::sides(pos);
        (own, own | opp)
    }
}

/// The bit of the piece the last-moved rule bars after it moved to `last`.
#[inline(always)]
fn barred(rules: &Checkers, last: u8) -> u64 {
    if last != NO_LAST && rules.last_moved() == LastMoved::Barred {
        1u64 << last
    } else {
        0
    }
}

/// Perft of `pos` (`C` to move, sided pieces jumping their own too, or neutral
/// pieces when `NEUTRAL`) at `depth` ≥ 1.
fn node<G: Geometry, C: Mover, const NEUTRAL: bool>(
    rules: &Checkers,
    pos: &CheckersPosition,
    depth: u32,
) -> u64 {
    debug_assert!(depth >= 1 && pos.side_to_move() == C::COLOUR);
    if !going_on::<NEUTRAL>(rules, pos) {
        return perft_generic(rules, pos, depth);
    }
    let (movers, targets) = turn_bits::<C, NEUTRAL>(rules, pos);
    let kings = movers & pos.king_bits();
    if depth == 1 {
        return count_on_bitboards::<G, C>(rules, movers, targets, kings);
    }
    let occ = movers | targets;
    let empty = G::MASK & !occ;
    let men = movers ^ kings;
    let m = C::man_masks();
    let first = [
        raw_step::<G, NE>(raw_step::<G, NE>(men & m[NE]) & targets) & empty,
        raw_step::<G, NW>(raw_step::<G, NW>(men & m[NW]) & targets) & empty,
        raw_step::<G, SE>(raw_step::<G, SE>(men & m[SE]) & targets) & empty,
        raw_step::<G, SW>(raw_step::<G, SW>(men & m[SW]) & targets) & empty,
    ];
    let kings_can = kings != 0 && kings_capture::<G>(rules, kings, targets, occ);
    if kings_can || first[NE] | first[NW] | first[SE] | first[SW] != 0 {
        let men_only = (!kings_can).then_some(&first);
        return capture_children::<G, C, NEUTRAL>(rules, pos, depth, movers, targets, men_only);
    }
    if depth == 2 {
        return quiet_leaves::<G, C, NEUTRAL>(rules, pos, men, kings, empty);
    }
    let promo = C::promo::<G>();
    if NEUTRAL {
        let Some(h) = quiet_counter(rules, pos) else {
            // Every child is adjudicated: no leaf below.
            return 0;
        };
        let mut next = *pos;
        next.set_side(<C::Next as Mover>::COLOUR);
        next.set_quiet(h);
        let mut visit = |from: u32, to: u32, kings2: u64| {
            next.set_white(pos.white_bits() ^ (1u64 << from) ^ (1u64 << to));
            next.set_kings(kings2);
            next.set_last(to as u8);
            node::<G, C::Next, true>(rules, &next, depth - 1)
        };
        let mut total = men_steps_each::<G, C>(men, empty, |from, to| {
            visit(from, to, pos.king_bits() | (promo & (1u64 << to)))
        });
        if kings != 0 {
            total += king_steps_each::<G>(rules.kings(), kings, occ, |from, to| {
                visit(from, to, pos.king_bits() ^ (1u64 << from) ^ (1u64 << to))
            });
        }
        return total;
    }
    // Sided pieces: the quiet moves change only the mover's pieces, the kings and the
    // move-limit count.
    let own = C::sides(pos).0;
    let mut next = quiet_scratch::<C>(rules, pos);
    let mut visit = |own2: u64, kings2: u64, king_move: bool| {
        set_quiet_child::<C>(pos, &mut next, own2, kings2, king_move);
        node::<G, C::Next, false>(rules, &next, depth - 1)
    };
    let mut total = men_steps_each::<G, C>(men, empty, |from, to| {
        let moved = (1u64 << from) | (1u64 << to);
        visit(own ^ moved, pos.king_bits() | (promo & (1u64 << to)), false)
    });
    if kings != 0 {
        total += king_steps_each::<G>(rules.kings(), kings, occ, |from, to| {
            let moved = (1u64 << from) | (1u64 << to);
            visit(own ^ moved, pos.king_bits() ^ moved, true)
        });
    }
    total
}

/// Perft(2) of `pos` (`C` to move, going on, no capture; `men` and `kings` its movers,
/// `empty` the empty squares): each reply count from the bitboards after the move.
#[inline(always)]
fn quiet_leaves<G: Geometry, C: Mover, const NEUTRAL: bool>(
    rules: &Checkers,
    pos: &CheckersPosition,
    men: u64,
    kings: u64,
    empty: u64,
) -> u64 {
    let promo = C::promo::<G>();
    let occ = G::MASK & !empty;
    if NEUTRAL {
        if quiet_counter(rules, pos).is_none() {
            return 0;
        }
        let last_moved = rules.last_moved() == LastMoved::Barred;
        let count = |from: u32, to: u32, kings2: u64| {
            let white2 = occ ^ (1u64 << from) ^ (1u64 << to);
            let movers2 = if last_moved {
                white2 & !(1u64 << to)
            } else {
                white2
            };
            count_on_bitboards::<G, C::Next>(rules, movers2, white2, movers2 & kings2)
        };
        let mut total = 0;
        for (from, to) in StepIter::<G, C>::new(men, empty) {
            total += count(from, to, pos.king_bits() | (promo & (1u64 << to)));
        }
        if kings != 0 {
            total += king_steps_each::<G>(rules.kings(), kings, occ, |from, to| {
                count(from, to, pos.king_bits() ^ (1u64 << from) ^ (1u64 << to))
            });
        }
        return total;
    }
    // The replying side and its kings are the same after every quiet move; its targets
    // are all the pieces after the move.
    let opp = C::sides(pos).1;
    let opp_kings = opp & pos.king_bits();
    let limit_reached = rules.move_limit() != 0
        && pos.plies_without_progress().saturating_add(1) >= rules.move_limit();
    if opp_kings == 0 && !(kings != 0 && limit_reached) {
        // Only men reply: what the moves do not change computed once, as for the other
        // presets (module `quiet_replies`); when the replying men cannot capture on the
        // board as it stands, the steps after which they still cannot are summed at
        // once, without the branch of `Replies::after` on a first jump; when they can,
        // the steps that leave their captures as they were. The same
        // split as in `replies_to_quiet`: as one shared method its closures stayed out
        // of line in the English perft (+15 % instructions, perft(8)), so it is
        // written out in both.
        let replies = Replies::<G, C::Next, true>::new(rules, opp, C::sides(pos).0);
        let origins = step_origins::<G, C>(men, empty);
        let mut total = match replies.capture_makers::<C>(&origins) {
            Some(makers) => {
                replies.steps_after_sum::<C>([origins[0] & !makers[0], origins[1] & !makers[1]])
                    + steps_each::<G, C>(makers, |from, to| replies.after(from, to))
            }
            None => match replies.capture_changers::<C>(&origins) {
                Some((unchanged, changers)) => {
                    unchanged + steps_each::<G, C>(changers, |from, to| replies.after(from, to))
                }
                None => steps_each::<G, C>(origins, |from, to| replies.after(from, to)),
            },
        };
        if kings != 0 {
            total += king_steps_each::<G>(rules.kings(), kings, occ, |from, to| {
                replies.after_outlined(from, to)
            });
        }
        return total;
    }
    let mut total = 0;
    for (from, to) in StepIter::<G, C>::new(men, empty) {
        total += count_on_bitboards::<G, C::Next>(
            rules,
            opp,
            occ ^ (1u64 << from) ^ (1u64 << to),
            opp_kings,
        );
    }
    if kings != 0 {
        // A king move that reaches the move limit ends the game: the generic count
        // knows.
        if limit_reached {
            let own = C::sides(pos).0;
            let mut next = quiet_scratch::<C>(rules, pos);
            total += king_steps_each::<G>(rules.kings(), kings, occ, |from, to| {
                let moved = (1u64 << from) | (1u64 << to);
                set_quiet_child::<C>(pos, &mut next, own ^ moved, pos.king_bits() ^ moved, true);
                perft_generic(rules, &next, 1)
            });
        } else {
            total += king_steps_each::<G>(rules.kings(), kings, occ, |from, to| {
                count_on_bitboards::<G, C::Next>(
                    rules,
                    opp,
                    occ ^ (1u64 << from) ^ (1u64 << to),
                    opp_kings,
                )
            });
        }
    }
    total
}

/// Perft of `pos` at `depth` ≥ 2 when the side to move (`movers`, jumping `targets`)
/// must capture. When only men can capture (`men_only`: the landing squares of their
/// first jumps, by direction) the sequences are read off the board as in the other
/// presets' perft (module `men_captures`); otherwise, or when those sequences are too
/// long for it, they come from the capture search. At depth 2 the replies are counted
/// from the bitboards after each capture.
#[inline(always)]
fn capture_children<G: Geometry, C: Mover, const NEUTRAL: bool>(
    rules: &Checkers,
    pos: &CheckersPosition,
    depth: u32,
    movers: u64,
    targets: u64,
    men_only: Option<&[u64; 4]>,
) -> u64 {
    let visit = |from: u32, to: u32, captured: u64, promotes: bool| {
        if depth == 2 {
            if let Some(n) = leaf_after::<G, C, NEUTRAL>(rules, pos, from, to, captured, promotes) {
                return n;
            }
        }
        let mut child = *pos;
        if NEUTRAL || rules.material_draws() == MaterialDraws::Fmjd {
            crate::variants::turns::apply(rules, &mut child, from, to, captured, promotes);
        } else {
            // What `variants::apply` plays for sided pieces, the mover known: a capture
            // resets the move-limit count.
            debug_assert!(captured != 0);
            let (fb, tb) = (1u64 << from, 1u64 << to);
            let (own2, opp2) = sides_after::<C>(pos, fb, tb, captured);
            let (white, black) = match C::COLOUR {
                Colour::White => (own2, opp2),
                Colour::Black => (opp2, own2),
            };
            child.set_white(white);
            child.set_black(black);
            child.set_kings(kings_after(pos.king_bits(), fb, tb, captured, promotes));
            child.set_quiet(0);
            child.set_side(<C::Next as Mover>::COLOUR);
        }
        node::<G, C::Next, NEUTRAL>(rules, &child, depth - 1)
    };
    if let Some(first) = men_only {
        let empty = G::MASK & !(movers | targets);
        let promo = C::promo::<G>();
        let men_moves =
            men_capture_moves::<G, C>(rules, first, targets, empty, |start, end, captured| {
                visit(
                    start.trailing_zeros(),
                    end.trailing_zeros(),
                    captured,
                    end & promo != 0,
                )
            });
        if let Some(total) = men_moves {
            return total;
        }
    }
    let mut moves = CheckersMoves::new();
    {
        let mut sink = MoveSink::new(&mut moves, rules.majority(), layout_flags(pos.layout()));
        search_captures::<G, _>(
            rules,
            C::COLOUR,
            movers,
            targets,
            movers | targets,
            pos.king_bits(),
            &mut sink,
        );
    }
    let mut total = 0;
    for mv in &moves {
        total += visit(
            u32::from(mv.from),
            u32::from(mv.to),
            mv.captured,
            mv.promotes(),
        );
    }
    total
}

/// The number of moves after the move of the piece on `from` to `to` capturing
/// `captured` (crowning it if `promotes`) in `pos`, counted from the bitboards; `None`
/// when a rule other than "no legal move" might end the game there (the caller
/// builds the position).
#[inline(always)]
fn leaf_after<G: Geometry, C: Mover, const NEUTRAL: bool>(
    rules: &Checkers,
    pos: &CheckersPosition,
    from: u32,
    to: u32,
    captured: u64,
    promotes: bool,
) -> Option<u64> {
    let (fb, tb) = (1u64 << from, 1u64 << to);
    let kings2 = kings_after(pos.king_bits(), fb, tb, captured, promotes);
    if NEUTRAL {
        let white2 = (pos.white_bits() & !(fb | captured)) | tb;
        let h2 = if at_most_four(pos.white_bits()) && at_most_four(white2) {
            pos.plies_without_progress().saturating_add(1)
        } else {
            0
        };
        if adjudicated(rules, white2, h2) {
            return Some(0);
        }
        let movers2 = white2 & !barred(rules, to as u8);
        return Some(count_on_bitboards::<G, C::Next>(
            rules,
            movers2,
            white2,
            movers2 & kings2,
        ));
    }
    let (own2, opp2) = sides_after::<C>(pos, fb, tb, captured);
    // A move of a king that takes nothing adds to the move-limit count; a side left
    // without pieces, or four pieces or fewer under material draws: the generic count.
    let quiet_king = captured == 0 && pos.king_bits() & fb != 0;
    if opp2 == 0
        || (rules.material_draws() != MaterialDraws::None && at_most_four(own2 | opp2))
        || (quiet_king
            && rules.move_limit() != 0
            && pos.plies_without_progress().saturating_add(1) >= rules.move_limit())
    {
        return None;
    }
    Some(count_on_bitboards::<G, C::Next>(
        rules,
        opp2,
        own2 | opp2,
        opp2 & kings2,
    ))
}

/// The kings `kings` after the move of the piece on `fb` to `tb` capturing `captured`
/// (crowning it if `promotes`).
#[inline(always)]
fn kings_after(kings: u64, fb: u64, tb: u64, captured: u64, promotes: bool) -> u64 {
    (kings & !(fb | captured)) | if kings & fb != 0 || promotes { tb } else { 0 }
}

/// The pieces of the mover `C` and of the other side (sided pieces) after the move of
/// the piece on `fb` to `tb` capturing `captured` in `pos`.
#[inline(always)]
fn sides_after<C: Mover>(pos: &CheckersPosition, fb: u64, tb: u64, captured: u64) -> (u64, u64) {
    let (own, opp) = C::sides(pos);
    ((own & !(fb | captured)) | tb, opp & !captured)
}

/// The wolf and the sheep from `pos` at `depth` ≥ 1, on geometry `G`.
fn wolf_side<G: Geometry>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    match pos.side_to_move() {
        Colour::White => wolf_node::<G, true>(
            rules,
            pos.white_bits(),
            pos.black_bits(),
            pos.plies_without_progress(),
            depth,
        ),
        Colour::Black => wolf_node::<G, false>(
            rules,
            pos.white_bits(),
            pos.black_bits(),
            pos.plies_without_progress(),
            depth,
        ),
    }
}

/// Perft of the wolf and the sheep: the wolf on `wolf` (0 before its placement), the
/// sheep on `sheep`, `quiet` plies since the last sheep step, the wolf to move when
/// `WOLF`; `depth` ≥ 1. As module `wolf` plays it: the placement on an empty square
/// of the top rank, the wolf's steps along the four diagonals, the sheep's steps up
/// or their pass; the game over once the wolf stands on the bottom rank or the move
/// limit is reached.
fn wolf_node<G: Geometry, const WOLF: bool>(
    rules: &Checkers,
    wolf: u64,
    sheep: u64,
    quiet: u16,
    depth: u32,
) -> u64 {
    if wolf & G::BOTTOM != 0 || (rules.move_limit() != 0 && quiet >= rules.move_limit()) {
        return 0;
    }
    let empty = G::MASK & !(wolf | sheep);
    if WOLF {
        let to = if wolf == 0 {
            G::TOP & empty
        } else {
            (G::step(wolf, NE) | G::step(wolf, NW) | G::step(wolf, SE) | G::step(wolf, SW)) & empty
        };
        if depth == 1 {
            return u64::from(G::popcount(to));
        }
        let quiet = quiet.saturating_add(1);
        let mut total = 0;
        let mut rest = to;
        while rest != 0 {
            let w = rest & rest.wrapping_neg();
            rest ^= w;
            total += wolf_node::<G, false>(rules, w, sheep, quiet, depth - 1);
        }
        return total;
    }
    let up = [G::step(sheep, NE) & empty, G::step(sheep, NW) & empty];
    if up[0] | up[1] == 0 {
        // The pass.
        return if depth == 1 {
            1
        } else {
            wolf_node::<G, true>(rules, wolf, sheep, quiet.saturating_add(1), depth - 1)
        };
    }
    if depth == 1 {
        return u64::from(G::popcount(up[0]) + G::popcount(up[1]));
    }
    let mut total = 0;
    for (d, set) in [(NE, up[0]), (NW, up[1])] {
        let s = if d == NE { G::H + 1 } else { G::H };
        let mut rest = set;
        while rest != 0 {
            let t = rest & rest.wrapping_neg();
            rest ^= t;
            total += wolf_node::<G, true>(rules, wolf, sheep ^ t ^ (t >> s), 0, depth - 1);
        }
    }
    total
}
