//! The entry points of the sided game's move generation, for any layout: the legal
//! moves, the capture sequences into a sink, the steps, whether the side to move can
//! capture or move, and the routes of a move. Each picks the geometry of the
//! position's layout and calls the generator of that layout (modules `dark`, `full`,
//! `first_jumps`, `captures`).
//!
//! These serve the rules the engine plays without the variant modules: every preset
//! but self-capture, Artamonov's game and the wolf (the engine's dispatcher sends those
//! elsewhere), and column draughts for everything but its captures' moves and routes.

use doska_core::MoveList;

use crate::board::dark::{Dark10, Dark8};
use crate::board::full::Full;
use crate::board::layout::{with_geometry, Layout};
use crate::movegen::captures::dark::search_captures;
use crate::movegen::captures::lines::search_lines;
use crate::movegen::captures::sink::Sink;
use crate::movegen::dark::{generate, push_quiet_moves};
use crate::movegen::first_jumps::{has_capture, has_move};
use crate::movegen::full::{line_generate, line_has_capture, line_has_move, line_quiet_moves};
use crate::moves::CheckersMove;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

/// Fills `list` with the moves of `pos` (which the caller cleared), ignoring whether
/// the game has ended by a rule other than having no move.
#[inline]
pub(crate) fn generate_any<L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    match pos.layout() {
        Layout::Dark8 => generate::<Dark8, L>(rules, pos, list),
        Layout::Dark10 => generate::<Dark10, L>(rules, pos, list),
        Layout::Full8 => line_generate::<Full, L>(rules, pos, list),
    }
}

/// Runs the capture search of the side to move into `sink`.
pub(crate) fn captures_into<S: Sink>(rules: &Checkers, pos: &CheckersPosition, sink: &mut S) {
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
    with_geometry!(
        pos.layout(),
        G => push_quiet_moves::<G, L>(rules, pos, list),
        full => line_quiet_moves::<Full, L>(rules, pos, list)
    )
}

/// Whether the side to move has a capture.
pub(crate) fn can_capture(rules: &Checkers, pos: &CheckersPosition) -> bool {
    let (own, opp) = pos.us_them();
    let (side, occ, kings) = (pos.side_to_move(), pos.occupied_bits(), pos.king_bits());
    with_geometry!(
        pos.layout(),
        G => has_capture::<G>(rules, side, own, opp, occ, kings),
        full => line_has_capture::<Full>(rules, side, own, opp, occ, kings)
    )
}

/// Whether the side to move has a legal move, whether or not the game has ended by
/// another rule.
pub(crate) fn can_move(rules: &Checkers, pos: &CheckersPosition) -> bool {
    with_geometry!(
        pos.layout(),
        G => has_move::<G>(rules, pos),
        full => line_has_move::<Full>(rules, pos)
    )
}
