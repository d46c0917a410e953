//! The moves of the dark squares: every legal move of a position (the capture search
//! only where the men's first jumps do not tell), and the steps.
use doska_core::MoveList;

use crate::board::bits::bits;
use crate::board::dark::is_up;
use crate::board::dark::promotion_rank;
use crate::board::dark::Geometry;
use crate::movegen::captures::dark::search_captures;
use crate::movegen::captures::sinks::MoveSink;
use crate::movegen::first_jumps::has_capture;
use crate::movegen::first_jumps::push_single_jumps;
use crate::movegen::first_jumps::single_jumps;
use crate::movegen::steps::forward;
use crate::movegen::steps::king_steps_each;
use crate::movegen::steps::shift;
use crate::moves::layout_flags;
use crate::Checkers;
use crate::CheckersMove;
use crate::CheckersPosition;
use crate::Colour;

/// Fills `list` with the legal moves of `pos`, ignoring whether the game has ended by
/// a rule other than having no move.
#[inline]
pub(crate) fn generate<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    if moves_without_search::<G, L>(rules, pos, list) {
        return;
    }
    let (own, opp) = pos.us_them();
    let mut sink = MoveSink::new(list, rules.majority(), layout_flags(pos.layout()));
    search_captures::<G, _>(
        rules,
        pos.side_to_move(),
        own,
        opp,
        pos.occupied_bits(),
        pos.king_bits(),
        &mut sink,
    );
}

/// Fills `list` with the legal moves of `pos` if no capture search is needed for them:
/// the side to move has no capture (its steps), or only men's captures that stop after
/// their first jump. Returns whether it did; if not, `list` is untouched and the
/// captures are for the search (which column draughts runs with its own sink).
#[inline(always)]
pub(crate) fn moves_without_search<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) -> bool {
    let (own, opp) = pos.us_them();
    let occ = pos.occupied_bits();
    if own & pos.king_bits() == 0 {
        if let Some(landings) = single_jumps::<G>(rules, pos.side_to_move(), own, opp, occ) {
            if landings == [0; 4] {
                push_quiet_moves::<G, L>(rules, pos, list);
            } else {
                let promo = promotion_rank::<G>(pos.side_to_move());
                push_single_jumps::<G, L>(&landings, promo, layout_flags(pos.layout()), list);
            }
            return true;
        }
    } else if !has_capture::<G>(rules, pos.side_to_move(), own, opp, occ, pos.king_bits()) {
        push_quiet_moves::<G, L>(rules, pos, list);
        return true;
    }
    false
}

/// Pushes the steps (non-capturing moves) of the side to move, whether or not a
/// capture is compulsory.
#[inline]
pub(super) fn push_quiet_moves<G: Geometry, L: MoveList<CheckersMove>>(
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
