//! Column draughts in the one engine: what stacking changes about moves.
//!
//! The capture search runs on the top pieces unchanged: a jumped column blocks until
//! the move ends and is jumped at most once, exactly as a jumped piece does when
//! captured pieces are removed at the end of the move. What stacking adds is
//!
//! - **playing** a move: the moving column's pieces beneath its top go with it; each
//!   jumped column, in the order jumped, loses its top piece to the bottom of the
//!   moving column, and its next piece (if any) becomes its top, with its own colour
//!   and kind;
//! - **which routes are one move**: routes with the same start, end, captured squares
//!   and promotion still differ when they take kings and men in different orders (the
//!   moving column ends with another order of pieces at its bottom). The pieces taken
//!   are all the opponent's, so the order of kings and men among them
//!   ([`taken_kings`]) is all that tells such routes apart.

use std::marker::PhantomData;

use doska_core::MoveList;
use smallvec::SmallVec;

use crate::board::dark::Dark8;
use crate::board::dark::{Geometry, NE, NW, SE, SW};
use crate::board::layout::with_geometry;
use crate::movegen::captures::sink::{ByMajority, Keep, Matching, RouteOf};
use crate::movegen::dark::moves_without_search;
use crate::movegen::plain::captures_into;
use crate::movegen::play::apply;
use crate::moves::{CheckersMove, MAX_CAPTURES};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::Colour;

/// The square jumped going from `prev` to the landing square `land`: the one square of
/// `captured` strictly between them.
#[inline]
fn jumped<G: Geometry>(prev: u32, land: u32, captured: u64) -> u32 {
    let lb = 1u64 << land;
    for d in [NE, NW, SE, SW] {
        let ray = G::RAYS[d][prev as usize];
        if ray & lb != 0 {
            let between = ray & !G::RAYS[d][land as usize] & !lb;
            return (between & captured).trailing_zeros();
        }
    }
    debug_assert!(false, "landing square {land} not on a diagonal from {prev}");
    prev
}

/// The squares jumped by the route from `from` over the landing squares `path`, in
/// order, passed to `each`.
#[inline]
fn each_jumped<G: Geometry>(from: u32, path: &[u8], captured: u64, mut each: impl FnMut(u32)) {
    let mut prev = from;
    for &l in path {
        each(jumped::<G>(prev, u32::from(l), captured));
        prev = u32::from(l);
    }
}

/// Bit `i`: the `i`-th piece the route takes is a king (`kings` the kings on top of
/// the columns).
#[inline]
fn taken_kings<G: Geometry>(kings: u64, from: u32, path: &[u8], captured: u64) -> u32 {
    let (mut bits, mut i) = (0u32, 0);
    each_jumped::<G>(from, path, captured, |j| {
        bits |= u32::from(kings >> j & 1 != 0) << i;
        i += 1;
    });
    bits
}

/// [`taken_kings`] of a move of `pos`.
pub(crate) fn move_kings(pos: &CheckersPosition, mv: &CheckersMove) -> u32 {
    let path = &mv.path[..mv.len as usize];
    with_geometry!(
        pos.layout(),
        G => taken_kings::<G>(pos.king_bits(), u32::from(mv.from), path, mv.captured),
        full => 0
    )
}

/// Whether the routes `a` and `b` of `pos` are one move under `rules`: the same
/// start, end, captured set and promotion and, when pieces stack, the same order of
/// kings and men taken.
pub(crate) fn same_move(
    rules: &Checkers,
    pos: &CheckersPosition,
    a: &CheckersMove,
    b: &CheckersMove,
) -> bool {
    a.same_effect(b) && (!rules.stacked() || move_kings(pos, a) == move_kings(pos, b))
}

/// The legal capture moves when pieces stack, into a move list: one move per start,
/// end, captured set, promotion and order of kings and men taken. Routes of one effect
/// need three captures or more (module `movegen::captures::seen`); those are compared
/// with the moves kept, a scan over the few moves of a capture position.
struct StackMoves<'a, G, L> {
    list: &'a mut L,
    /// The layout flags of the moves (see `moves::layout_flags`).
    layout: u8,
    /// The kings on top of the columns.
    kings: u64,
    /// The order of kings and men taken by each move of the list with three captures
    /// or more (0 for the others).
    taken: SmallVec<[u32; 40]>,
    _g: PhantomData<G>,
}

impl<G: Geometry, L: MoveList<CheckersMove>> Keep for StackMoves<'_, G, L> {
    fn clear(&mut self) {
        self.list.clear();
        self.taken.clear();
    }

    fn one(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
        _weight: u64,
    ) {
        let mv = CheckersMove::capture(from, captured, path, len, promotes, self.layout);
        let mut kinds = 0;
        if len >= 3 {
            kinds = taken_kings::<G>(self.kings, from, &path[..len], captured);
            let dup = self
                .list
                .iter()
                .zip(&self.taken)
                .any(|(m, &k)| k == kinds && m.same_effect(&mv));
            if dup {
                return;
            }
        }
        self.list.push(mv);
        self.taken.push(kinds);
    }
}

/// What a route of a move must have when pieces stack, beyond its start, end, captured
/// set and promotion: the move's order of kings and men taken.
struct KingsInOrder<G> {
    /// The kings on top of the columns.
    kings: u64,
    /// [`taken_kings`] of the move.
    order: u32,
    _g: PhantomData<G>,
}

impl<G: Geometry> RouteOf for KingsInOrder<G> {
    fn fits(&self, from: u32, path: &[u8], captured: u64) -> bool {
        taken_kings::<G>(self.kings, from, path, captured) == self.order
    }
}

/// The legal capture moves of the side to move of `pos` when pieces stack, into
/// `list` (cleared first).
fn stacked_captures<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    list.clear();
    let (own, opp) = pos.us_them();
    let flags = crate::moves::layout_flags(pos.layout());
    let moves = StackMoves::<G, L> {
        list,
        layout: flags,
        kings: pos.king_bits(),
        taken: SmallVec::new(),
        _g: PhantomData,
    };
    let mut sink = ByMajority::with(moves, rules.majority());
    crate::movegen::captures::dark::search_captures::<G, _>(
        rules,
        pos.side_to_move(),
        own,
        opp,
        pos.occupied_bits(),
        pos.king_bits(),
        &mut sink,
    );
}

/// Fills `list` with the legal moves of `pos` when pieces stack, ignoring whether the
/// game has ended by a rule other than having no move: the sided game's moves, with
/// the captures collected so that routes taking kings and men in different orders stay
/// apart.
#[inline]
pub(crate) fn generate<G: Geometry, L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    if !moves_without_search::<G, L>(rules, pos, list) {
        stacked_captures::<G, L>(rules, pos, list);
    }
}

/// [`generate`] on the geometry of `pos` (the dark squares; stacking is off on all 64
/// squares, see [`Checkers::stacked`]).
pub(crate) fn generate_any<L: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut L,
) {
    with_geometry!(
        pos.layout(),
        G => generate::<G, L>(rules, pos, list),
        full => generate::<Dark8, L>(rules, pos, list)
    )
}

/// The number of capture routes of the legal move `mv` of `pos` (1 for a step): the
/// routes with its start, end, captured squares and promotion that take kings and men
/// in its order.
pub(crate) fn routes_of(rules: &Checkers, pos: &CheckersPosition, mv: &CheckersMove) -> u64 {
    if !mv.is_capture() {
        return 1;
    }
    with_geometry!(
        pos.layout(),
        G => {
            let path = &mv.path[..mv.len as usize];
            let kings = pos.king_bits();
            let rule = KingsInOrder::<G> {
                kings,
                order: taken_kings::<G>(kings, u32::from(mv.from), path, mv.captured),
                _g: PhantomData,
            };
            let mut sink = Matching::new(*mv, rule);
            captures_into(rules, pos, &mut sink);
            sink.count.max(1)
        },
        full => 1
    )
}

/// Plays the move `mv` of `pos` with stacking (no legality check): the column moves
/// with the pieces beneath its top; each jumped column, in the order jumped, gives its
/// top piece to the bottom of the moving column, and its next piece becomes its top.
#[inline(never)]
pub(crate) fn play(rules: &Checkers, pos: &mut CheckersPosition, mv: &CheckersMove) {
    with_geometry!(
        pos.layout(),
        G => play_stacked_on::<G>(rules, pos, mv),
        full => play_stacked_on::<Dark8>(rules, pos, mv)
    )
}

/// [`play`] on geometry `G`.
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
