//! Perft and move counting of column draughts: the perft of the other dark-square
//! presets with the stacks carried along.
//!
//! The moves of a position depend only on the top pieces, which stand in the
//! bitboards as single pieces do; so the counters of the other presets count them,
//! with one exception: they merge capture routes by start, end, captured set and
//! promotion, and with stacks routes that take kings and men in different orders are
//! different moves. That can only matter when the pieces the mover may take have
//! both kinds on top, so such counts go through the move generator (module
//! `stack_moves`); every other count is the bitboard count. Quiet moves are played
//! on the bitboards, the pieces beneath the moving top shifted with it; captures are
//! generated and played.

use doska_core::perft_generic;

use crate::board::dark::{Dark10, Dark8, Geometry};
use crate::board::layout::Layout;
use crate::board::layout::{on_geometry, OnGeometry};
use crate::board::popcount::Popcount;
use crate::movegen::first_jumps::has_capture;
use crate::movegen::steps::forward;
use crate::moves::CheckersMoves;
use crate::perft::move_count::count_moves_as;
use crate::perft::mover::{with_mover, Mover};
use crate::perft::quiet::{child, each_quiet_move};
use crate::perft::quiet_replies::replies_to_quiet;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::variants::column::generate;
use crate::variants::column::play;

/// Perft from `pos` under stacking rules (see [`Game::perft`](doska_core::Game::perft)).
pub(in crate::perft) fn perft(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    on_geometry(pos.layout(), Columns { rules, pos, depth })
}

/// Perft of column draughts at `depth` ≥ 1, on the geometry of the position's layout
/// (stacking is off on all 64 squares: the generic recursion).
struct Columns<'a> {
    rules: &'a Checkers,
    pos: &'a CheckersPosition,
    depth: u32,
}

impl OnGeometry for Columns<'_> {
    type Output = u64;

    #[inline(always)]
    fn dark<G: Geometry>(self) -> u64 {
        side::<G>(self.rules, self.pos, self.depth)
    }

    fn full<P: Popcount>(self) -> u64 {
        perft_generic(self.rules, self.pos, self.depth)
    }
}

/// The number of legal moves of `pos` (0 when the game is over) under stacking rules.
pub(crate) fn count_moves(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    if !rules.clearly_going_on(pos) && crate::engine::ended(rules, pos).is_some() {
        return 0;
    }
    match pos.layout() {
        Layout::Dark8 => with_mover!(rules, pos, C => leaf::<Dark8, C>(rules, pos)),
        Layout::Dark10 => with_mover!(rules, pos, C => leaf::<Dark10, C>(rules, pos)),
        Layout::Full8 => {
            let mut moves = CheckersMoves::new();
            crate::engine::legal_moves(rules, pos, &mut moves);
            moves.len() as u64
        }
    }
}

fn side<G: Geometry>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    with_mover!(rules, pos, C => node::<G, C>(rules, pos, depth))
}

/// Whether `set` has kings and men on top (`kings` the kings on top).
#[inline(always)]
fn mixed(set: u64, kings: u64) -> bool {
    set & kings != 0 && set & !kings != 0
}

/// The number of legal moves of `pos` (`C` to move, the game going on by every rule
/// but "no legal move").
#[inline(always)]
fn leaf<G: Geometry, C: Mover>(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    let (own, opp) = C::sides(pos);
    if mixed(opp, pos.king_bits())
        && has_capture::<G>(rules, C::COLOUR, own, opp, own | opp, pos.king_bits())
    {
        return generated::<G>(rules, pos);
    }
    count_moves_as::<G, C>(rules, pos)
}

/// The number of legal moves of `pos`, generated.
#[inline(never)]
fn generated<G: Geometry>(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    let mut moves = CheckersMoves::new();
    generate::<G, _>(rules, pos, &mut moves);
    moves.len() as u64
}

/// Perft of `pos` (`C` to move) at `depth` ≥ 1.
fn node<G: Geometry, C: Mover>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    debug_assert!(depth >= 1 && pos.side_to_move() == C::COLOUR);
    if !rules.clearly_going_on(pos) {
        return perft_generic(rules, pos, depth);
    }
    if depth == 1 {
        return leaf::<G, C>(rules, pos);
    }
    let (own, opp) = C::sides(pos);
    if has_capture::<G>(rules, C::COLOUR, own, opp, own | opp, pos.king_bits()) {
        return captures::<G, C>(rules, pos, depth);
    }
    if depth == 2 {
        // The replies take the mover's pieces: the bitboard count holds unless the
        // mover may have kings and men on top after its move.
        let men = own & !pos.king_bits();
        let [a, b] = forward(C::COLOUR);
        let crowns = (G::step(men, a) | G::step(men, b)) & C::promo::<G>() & !(own | opp) != 0;
        if own & pos.king_bits() == 0 && !crowns {
            return replies_to_quiet::<G, C, true>(rules, pos);
        }
    }
    let tall = pos.stacks().tall();
    each_quiet_move::<G, C>(rules, pos, |own2, kings2, king_move| {
        let mut next = child::<C>(rules, pos, own2, kings2, king_move);
        let moved = own ^ own2;
        let from = own & moved;
        if tall & from != 0 {
            next.stacks_mut()
                .shift(from.trailing_zeros(), (own2 & moved).trailing_zeros());
        }
        node::<G, C::Next>(rules, &next, depth - 1)
    })
}

/// Perft of `pos` at `depth` ≥ 2 when `C` must capture: the captures generated and
/// played.
#[inline(never)]
fn captures<G: Geometry, C: Mover>(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    let mut moves = CheckersMoves::new();
    generate::<G, _>(rules, pos, &mut moves);
    let mut total = 0;
    for mv in &moves {
        let mut next = *pos;
        play(rules, &mut next, mv);
        total += node::<G, C::Next>(rules, &next, depth - 1);
    }
    total
}
