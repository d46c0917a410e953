//! How many routes a move stands for, counted the way engines that make every hop a
//! decision of its own count turns.
//!
//! Such an engine (OpenSpiel's `chinese_checkers` is one) plays a chain hop by hop: the
//! piece leaves its start, each hop lands on an empty point that the chain has not yet
//! stood on (its start included), and after any hop the player may stop. So one of its
//! turns is a *simple path* of the jump graph of the board without the piece, starting
//! at the piece's start and never coming back to it; a step is one turn. A move here
//! (its start and end) stands for as many turns as there are such paths ending at its
//! end, and a step for one.
//!
//! The paths are enumerated, one search branch per path: there is no shortcut, since
//! the number of simple paths between two points of a graph is hard to count in
//! general. In the positions of a game the chains are short and few, and the search
//! costs about as much as the flood that finds the chain ends; a crowded study can have
//! millions of routes for one piece (a count that would overflow a `u64` would take
//! centuries to enumerate).

use crate::point::Point;
use crate::star::{JUMPS, LANDINGS, NEIGHBOURS, NONE, OVERS};

/// Whether bit `i` of `bits` is set (`i` may be [`NONE`](crate::star::NONE), whose bit
/// is never set).
#[inline(always)]
fn has(bits: u128, i: u8) -> bool {
    let half = if i & 64 != 0 {
        (bits >> 64) as u64
    } else {
        bits as u64
    };
    (half >> (i & 63)) & 1 != 0
}

/// Whether a chain on `x` may have a jump to take: a piece next to it that it can jump,
/// and an empty point not on `path` where a jump from `x` lands.
#[inline(always)]
fn may_jump(x: u8, occupied: u128, path: u128) -> bool {
    let x = usize::from(x);
    OVERS[x] & occupied != 0 && LANDINGS[x] & !(occupied | path) != 0
}

/// Walks every simple path of jumps from `from` over `occupied` (which does not hold
/// the jumping piece), calling `land` with the end of each.
#[inline(always)]
fn walk(from: u8, occupied: u128, land: &mut impl FnMut(u8)) {
    let on_path = 1u128 << from;
    if may_jump(from, occupied, on_path) {
        walk_on(from, occupied, on_path, land);
    }
}

/// The paths of [`walk`] that go on from `at`, the end of the path `on_path`. One
/// level of recursion per point of a path, and every point of a chain has its start's
/// parities of `q` and `r` (at most 37 points of the star): at most 37 levels.
fn walk_on(at: u8, occupied: u128, on_path: u128, land: &mut impl FnMut(u8)) {
    for j in &JUMPS[usize::from(at)] {
        if has(occupied, j.over) && !has(occupied | on_path, j.land) {
            land(j.land);
            let path = on_path | 1u128 << j.land;
            if may_jump(j.land, occupied, path) {
                walk_on(j.land, occupied, path, land);
            }
        }
    }
}

/// The number of turns (steps and jump routes) of the piece on `from`, a point of
/// `occupied`: its empty neighbours, and every simple path of jumps from `from`.
pub(crate) fn routes_of_piece(from: Point, occupied: u128) -> u64 {
    let p = from.index();
    let steps = u64::from((NEIGHBOURS[p] & !occupied).count_ones());
    let mut chains = 0u64;
    walk(p as u8, occupied & !(1u128 << p), &mut |_| chains += 1);
    steps + chains
}

/// The number of turns of the piece on `from` (as [`routes_of_piece`]) and the ends of
/// its chains.
pub(crate) fn routes_and_ends(from: Point, occupied: u128) -> (u64, u128) {
    let p = from.index();
    let steps = u64::from((NEIGHBOURS[p] & !occupied).count_ones());
    let (mut chains, mut ends) = (0u64, 0u128);
    walk(p as u8, occupied & !(1u128 << p), &mut |to| {
        chains += 1;
        ends |= 1u128 << to;
    });
    (steps + chains, ends)
}

/// The routes of the piece on `from` (a point of `occupied`) by their ends: `routes[i]`
/// gains the number of simple jump paths from `from` ending on the point numbered `i`.
/// Steps are not included. Returns the ends, the points whose count it raised.
pub(crate) fn chain_routes(from: Point, occupied: u128, routes: &mut [u64; 121]) -> u128 {
    let p = from.index();
    let mut ends = 0u128;
    walk(p as u8, occupied & !(1u128 << p), &mut |to| {
        routes[usize::from(to)] += 1;
        ends |= 1u128 << to;
    });
    ends
}

/// The number of routes by which the piece on `from` (a point of `occupied`) reaches
/// `to`: 1 for a step, the number of simple jump paths from `from` to `to` otherwise (0
/// when there is none).
pub(crate) fn routes_between(from: Point, to: Point, occupied: u128) -> u64 {
    let p = from.index();
    if NEIGHBOURS[p] >> to.index() & 1 != 0 {
        return u64::from(occupied >> to.index() & 1 == 0);
    }
    let target = to.index() as u8;
    let mut count = 0u64;
    walk(p as u8, occupied & !(1u128 << p), &mut |end| {
        if end == target {
            count += 1;
        }
    });
    count
}

/// One route of the chain from `from` (a point of `occupied`) to `to`: its points, the
/// start and the end included, or `None` when no chain joins them. Of the routes with
/// the fewest hops it is the first a breadth-first search finds, trying the jumps of
/// each point in the order of the star's directions, so the same move always gets the
/// same route.
pub(crate) fn shortest_route(from: Point, to: Point, occupied: u128) -> Option<Vec<Point>> {
    let start = from.index() as u8;
    let target = to.index() as u8;
    let occupied = occupied & !(1u128 << start);
    let mut previous = [NONE; Point::COUNT];
    let mut seen = 1u128 << start;
    let mut queue = vec![start];
    let mut head = 0;
    while head < queue.len() && !has(seen, target) {
        let at = queue[head];
        head += 1;
        for j in &JUMPS[usize::from(at)] {
            if has(occupied, j.over) && !has(occupied | seen, j.land) {
                seen |= 1u128 << j.land;
                previous[usize::from(j.land)] = at;
                queue.push(j.land);
            }
        }
    }
    if start == target || !has(seen, target) {
        return None;
    }
    let mut route = vec![to];
    let mut at = target;
    while at != start {
        at = previous[usize::from(at)];
        route.push(Point::from_index(usize::from(at))?);
    }
    route.reverse();
    Some(route)
}
