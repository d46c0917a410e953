//! Route-counting perft: every capture route (sequence of landing squares) counted as a
//! move of its own, as engines that do not merge routes count.

use crate::capture_sinks::RouteCountSink;
use crate::geometry::Layout;
use crate::movegen::{captures_into, legal_moves, play, routes_of};
use crate::moves::CheckersMoves;
use crate::perft::full::{count_full, perft_full};
use crate::perft::full_count::fast_rules;
use crate::perft::move_count::count_moves;
use crate::position::CheckersPosition;
use crate::rules::Checkers;

/// The number of routes of the legal moves of `pos` (0 when the game is over): the
/// steps, or the capture routes counted by the search.
pub(crate) fn count_routes(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    if pos.layout == Layout::Full8 && fast_rules(rules) {
        let going_on = rules.clearly_going_on(pos) || rules.ended_by_rule(pos).is_none();
        return if going_on {
            count_full(rules, pos, true)
        } else {
            0
        };
    }
    let moves = count_moves(rules, pos);
    if moves == 0 || !crate::first_jumps::side_to_move_can_capture(rules, pos) {
        return moves;
    }
    let mut sink = RouteCountSink::new(rules.majority());
    captures_into(rules, pos, &mut sink);
    sink.count
}

/// Route-counting perft from `pos` (see
/// [`Game::perft_routes`](doska_core::Game::perft_routes)).
pub(crate) fn perft_routes(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    match depth {
        0 => 1,
        _ if pos.layout == Layout::Full8 => perft_full(rules, pos, depth, true),
        1 => count_routes(rules, pos),
        _ => {
            let mut moves = CheckersMoves::new();
            legal_moves(rules, pos, &mut moves);
            let mut total = 0;
            for mv in &moves {
                let mut child = *pos;
                play(rules, &mut child, mv);
                total += routes_of(rules, pos, mv) * perft_routes(rules, &child, depth - 1);
            }
            total
        }
    }
}
