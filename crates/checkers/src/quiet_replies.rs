//! Perft(2) of a position whose side to move has no capture: the replies to each quiet
//! move, counted from bitboards without building a position.
//!
//! The replies depend only on the mover's pieces and the empty squares (not on which of
//! the mover's pieces are kings). When the replying side has only men and no capture
//! after the move, its reply count is its step count on the board before the move
//! corrected on the two squares that changed; its captures are counted from the
//! whole-board jump sets (module `move_count`).

use doska_core::Game;

use crate::first_jumps::man_dir_masks;
use crate::geometry::{bits, is_up, reverse, Geometry, NE, NW, SE, SW};
use crate::men_captures::raw_step;
use crate::move_count::{count_bb, men_capture_moves, popcount_pair, single_jumps_only, Mover};
use crate::movegen::{king_ray, shift};
use crate::perft::{child, quiet_moves};
use crate::position::Position;
use crate::rules::{Checkers, KingRange};
use crate::square::Color;

/// One step of `b` in direction `d` (known at compile time after inlining), masked to
/// the board.
#[inline(always)]
fn step<G: Geometry>(b: u64, d: usize) -> u64 {
    G::step(b, d)
}

/// Perft(2) of `pos` (`C` to move, going on, no capture).
pub(crate) fn replies_to_quiet<G: Geometry, C: Mover>(rules: &Checkers, pos: &Position) -> u64 {
    let (own, opp) = C::sides(pos);
    let opp_kings = opp & pos.kings;
    // A king move that reaches the move limit ends the game: the generic count knows.
    let limit_reached = rules.move_limit != 0 && pos.quiet.saturating_add(1) >= rules.move_limit;
    if opp_kings != 0 || (limit_reached && own & pos.kings != 0) {
        return quiet_moves::<G, C>(rules, pos, |own2, kings2, king_move| {
            if king_move && limit_reached {
                rules.count_moves(&child::<C>(rules, pos, own2, kings2, king_move))
            } else {
                count_bb::<G, C::Next>(rules, opp, own2, opp_kings)
            }
        });
    }
    let (s1, s0) = (G::H + 1, G::H);
    let empty = G::MASK & !(own | opp);
    // The replying men: the squares they would jump over (by direction) and step to.
    let m = man_dir_masks(<C::Next as Mover>::COLOR, rules.man_capture);
    let over = [
        raw_step::<G, NE>(opp & m[NE]),
        raw_step::<G, NW>(opp & m[NW]),
        raw_step::<G, SE>(opp & m[SE]),
        raw_step::<G, SW>(opp & m[SW]),
    ];
    let (step_a, step_b, base) = match C::COLOR {
        // Black replies: steps down.
        Color::White => {
            let (a, b) = (opp >> s0, opp >> s1);
            (a, b, popcount_pair::<G>(a & empty, b & empty))
        }
        Color::Black => {
            let (a, b) = (opp << s1, opp << s0);
            (
                a,
                b,
                popcount_pair::<G>((a & empty) >> s1, (b & empty) >> s0),
            )
        }
    };
    let base = u64::from(base);
    let replies = |from: u32, to: u32| -> u64 {
        let moved = (1u64 << from) | (1u64 << to);
        let own2 = own ^ moved;
        let empty2 = empty ^ moved;
        let first = [
            ((over[NE] & own2) << s1) & empty2,
            ((over[NW] & own2) << s0) & empty2,
            ((over[SE] & own2) >> s0) & empty2,
            ((over[SW] & own2) >> s1) & empty2,
        ];
        if first[NE] | first[NW] | first[SE] | first[SW] != 0 {
            return capture_replies::<G, C::Next>(rules, &first, opp, own2, empty2);
        }
        // `from` became empty, `to` occupied.
        base + ((step_a >> from) & 1) + ((step_b >> from) & 1)
            - ((step_a >> to) & 1)
            - ((step_b >> to) & 1)
    };
    let mut total = 0;
    let men = own & !pos.kings;
    let (fa, fb) = match C::COLOR {
        Color::White => (NE, NW),
        Color::Black => (SE, SW),
    };
    for d in [fa, fb] {
        let s = shift::<G>(d);
        for from in bits(men & step::<G>(empty, reverse(d))) {
            let to = if is_up(d) { from + s } else { from - s };
            total += replies(from, to);
        }
    }
    let kings = own & pos.kings;
    if kings != 0 {
        match rules.kings {
            KingRange::Flying => {
                for k in bits(kings) {
                    for d in [NE, NW, SE, SW] {
                        for to in bits(king_ray::<G>(k, d, own | opp)) {
                            total += replies(k, to);
                        }
                    }
                }
            }
            KingRange::Short => {
                for d in [NE, NW, SE, SW] {
                    let s = shift::<G>(d);
                    for to in bits(G::step(kings, d) & empty) {
                        let from = if is_up(d) { to - s } else { to + s };
                        total += replies(from, to);
                    }
                }
            }
        }
    }
    total
}

/// The number of capture moves of side `C`, which has only men (`men`) and first
/// jumps landing on `first` (by direction), over the pieces `opp` into `empty`.
#[inline(never)]
fn capture_replies<G: Geometry, C: Mover>(
    rules: &Checkers,
    first: &[u64; 4],
    men: u64,
    opp: u64,
    empty: u64,
) -> u64 {
    let m = man_dir_masks(C::COLOR, rules.man_capture);
    match single_jumps_only::<G>(rules, first, &m, opp, empty, C::promo::<G>()) {
        Some(n) => n,
        None => men_capture_moves::<G, C>(rules, men, opp),
    }
}
