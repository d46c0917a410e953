//! Perft specialised for draughts: the same count as the core's generic recursion
//! ([`doska_core::perft_generic`]), faster.
//!
//! - The side to move is a type parameter, so each ply is compiled for one colour.
//! - Quiet moves (no capture on the board) are played straight on the bitboards: no
//!   `CheckersMove` is built and nothing is copied but three words.
//! - The last two plies are counted together: the replies to a quiet move depend only
//!   on the mover's pieces and the empty squares (not on which of the mover's pieces
//!   are kings), so they are counted from bitboards without building the position.
//! - A node where a rule other than "no legal move" could end the game (a side without
//!   pieces, the move limit, a material draw) goes to the generic recursion, which is
//!   exact by definition; with a quiet move only the move limit can change, and only
//!   after a king move.
//! - Column draughts has its module (`column`), 64-square boards theirs (`full`), and
//!   self-capture, neutral pieces and the wolf and the sheep theirs (`turns`), each
//!   sharing the leaf count and the quiet-move code.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it. This file
//! holds the entries (`perft`, `perft_routes`, `count_moves`) that pick the counter
//! of a rules value.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `tally`, `mover`, `full_mover` | the walks' count with the majority rule; the side to move as a type, on the dark squares and on all 64 | — |
//! | `men_captures`, `full_men`, `quiet` | men's capture sequences read off the board; the men of the 64-square board; quiet moves played on the bitboards | `mover`, `full_mover` |
//! | `king_walk`, `men_walk` | the walks along flying kings' rays and over men's single-bit boards | `tally` |
//! | `full_count` | the leaf count on all 64 squares | `full_men`, `full_mover` |
//! | `move_count` | the leaf count on the dark squares | `king_walk`, `men_captures`, `men_walk`, `mover` |
//! | `count` | the count of any position, whatever the rules | `full_count`, `move_count`, `mover` |
//! | `quiet_replies` | perft(2) after quiet moves, from bitboards | `count`, `men_captures`, `move_count`, `mover`, `quiet` |
//! | `dark`, `full`, `column`, `turns` | perft of the sided game on the dark squares and on all 64, of column draughts, of the variant turns | `count`, `full_count`, `full_men`, `full_mover`, `men_captures`, `move_count`, `mover`, `quiet`, `quiet_replies` |

pub(crate) mod column;
pub(crate) mod count;
pub(crate) mod dark;
pub(crate) mod full;
pub(crate) mod full_count;
pub(crate) mod full_men;
pub(crate) mod full_mover;
pub(crate) mod king_walk;
pub(crate) mod men_captures;
pub(crate) mod men_walk;
pub(crate) mod move_count;
pub(crate) mod mover;
pub(crate) mod quiet;
pub(crate) mod quiet_replies;
pub(crate) mod tally;
pub(crate) mod turns;

use doska_core::perft_routes_generic;

use crate::board::dark::Geometry;
use crate::board::layout::{on_geometry, OnGeometry};
use crate::board::popcount::Popcount;
use crate::engine::{engine, Engine};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

/// Perft from `pos` (see [`Game::perft`](doska_core::Game::perft)).
pub(crate) fn perft(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match engine(rules, pos) {
        Engine::Columns => column::perft(rules, pos, depth),
        Engine::Turns => turns::perft(rules, pos, depth),
        Engine::Sided => on_geometry(
            pos.layout(),
            Sided {
                rules,
                pos,
                depth,
                routes: false,
            },
        ),
    }
}

/// Route-counting perft from `pos` at `depth` ≥ 1 (see
/// [`Game::perft_routes`](doska_core::Game::perft_routes)): the same code as
/// [`perft`], its mover counting routes.
pub(crate) fn perft_routes(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if engine(rules, pos) != Engine::Sided {
        return perft_routes_generic(rules, pos, depth);
    }
    on_geometry(
        pos.layout(),
        Sided {
            rules,
            pos,
            depth,
            routes: true,
        },
    )
}

/// The number of legal moves of `pos` (0 when the game is over): what
/// [`Game::count_moves`](doska_core::Game::count_moves) returns.
#[inline(always)]
pub(crate) fn count_moves(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    match engine(rules, pos) {
        Engine::Columns => column::count_moves(rules, pos),
        _ => count::count_with::<false>(rules, pos),
    }
}

/// Perft (routes when `routes`) of the sided game at `depth` ≥ 1, on the geometry of
/// the position's layout.
struct Sided<'a> {
    rules: &'a Checkers,
    pos: &'a CheckersPosition,
    depth: u32,
    routes: bool,
}

impl OnGeometry for Sided<'_> {
    type Output = u64;

    #[inline(always)]
    fn dark<G: Geometry>(self) -> u64 {
        if self.routes {
            dark::route_side::<G>(self.rules, self.pos, self.depth)
        } else {
            dark::side::<G>(self.rules, self.pos, self.depth)
        }
    }

    #[inline(always)]
    fn full<P: Popcount>(self) -> u64 {
        full::perft_full::<P>(self.rules, self.pos, self.depth, self.routes)
    }
}
