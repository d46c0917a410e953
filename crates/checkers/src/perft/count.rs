//! The number of legal moves (or routes) of any position, whatever the rules: the
//! variant turns counted by their generator, the dark squares by the bitboard counts
//! of `move_count` with the side to move as a type, the 64 squares by `full_count` or
//! by generating. A node where a rule other than "no legal move" ends the game counts 0.
use crate::board::dark::Geometry;
use crate::board::layout::{on_geometry, OnGeometry};
use crate::board::popcount::Popcount;
use crate::perft::full_count::count_full;
use crate::perft::full_count::fast_rules;
use crate::perft::move_count::count_moves_as;
use crate::perft::mover::with_mover;
use crate::perft::mover::Mover;
use crate::Checkers;
use crate::CheckersPosition;

/// [`count_with`] of side `C` to move: its moves, or their routes when `C` counts
/// routes.
#[inline(always)]
pub(super) fn count_any<C: Mover>(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    if C::ROUTES {
        count_with::<true>(rules, pos)
    } else {
        count_with::<false>(rules, pos)
    }
}

/// The number of legal moves of `pos`, or of their routes when `ROUTES` (0 when the game
/// is over), for every rule set but column draughts (whose capture moves the
/// counters below would merge: see the module `column`).
#[inline(always)]
pub(super) fn count_with<const ROUTES: bool>(rules: &Checkers, pos: &CheckersPosition) -> u64 {
    if crate::engine::engine(rules, pos) == crate::engine::Engine::Turns {
        return crate::variants::turns::count(rules, pos, ROUTES);
    }
    if !rules.clearly_going_on(pos) && crate::engine::ended(rules, pos).is_some() {
        return 0;
    }
    on_geometry(pos.layout(), Count::<ROUTES> { rules, pos })
}

/// The count of [`count_with`] once the game goes on, on the geometry of the
/// position's layout.
struct Count<'a, const ROUTES: bool> {
    rules: &'a Checkers,
    pos: &'a CheckersPosition,
}

impl<const ROUTES: bool> OnGeometry for Count<'_, ROUTES> {
    type Output = u64;

    #[inline(always)]
    fn dark<G: Geometry>(self) -> u64 {
        count_moves_on::<G, ROUTES>(self.rules, self.pos)
    }

    #[inline(always)]
    fn full<P: Popcount>(self) -> u64 {
        if fast_rules(self.rules) {
            count_full::<P>(self.rules, self.pos, ROUTES)
        } else {
            generated_count(self.rules, self.pos, ROUTES)
        }
    }
}

/// The number of legal moves (or routes) of a 64-square `pos` by generating them.
#[inline(never)]
fn generated_count(rules: &Checkers, pos: &CheckersPosition, routes: bool) -> u64 {
    let mut moves = crate::moves::CheckersMoves::new();
    crate::movegen::full::line_generate::<crate::board::full::Full, _>(rules, pos, &mut moves);
    if routes {
        moves
            .iter()
            .map(|m| crate::engine::routes_of(rules, pos, m))
            .sum()
    } else {
        moves.len() as u64
    }
}

/// The number of legal moves (or routes when `ROUTES`) of `pos` on geometry `G`, the
/// mover picked from the position (the end of the game by a rule other than having no
/// move is the caller's business).
#[inline]
fn count_moves_on<G: Geometry, const ROUTES: bool>(
    rules: &Checkers,
    pos: &CheckersPosition,
) -> u64 {
    if ROUTES {
        with_mover!(rules, pos, true, C => count_moves_as::<G, C>(rules, pos))
    } else {
        with_mover!(rules, pos, C => count_moves_as::<G, C>(rules, pos))
    }
}
