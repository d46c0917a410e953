//! Where a piece can go: its steps, and the end points of its jump chains found by a
//! flood over the jump tables, never by enumerating routes.
//!
//! During a chain the moving piece has left its start, so the points a chain can reach
//! are the points connected to the start in the *jump graph* of the board without that
//! piece: its vertices are the empty points, and two of them are joined when a piece
//! stands between them on a line (a jump goes both ways, because its start and landing
//! are both empty while the piece is in the air). One flood of that graph gives every
//! end point of every chain at once, whatever the number of routes.
//!
//! A jump moves a piece two points along a line, so a chain never leaves the class of
//! points whose `q` and `r` have the parities of its start's; the start's neighbours
//! all lie in other classes. So a chain can never stand next to its start: "never jump
//! over the start" holds by itself, and lifting the piece matters only in that the
//! chain may land on its start and go on (which reaches nothing new).
//!
//! For all the pieces of one player at once, [`Reach`] floods the jump graph of the
//! board *with* every piece once and shares its components between the pieces: lifting
//! a piece `p` adds `p` with its own jumps, and removes only the jumps over `p`, which
//! join points of other classes. So the chain ends of `p` are exactly the components of
//! its first landings.

use crate::point::Point;
use crate::points::STAR;
use crate::star::{JUMPS, LANDINGS, NEIGHBOURS, OVERS};

/// Whether bit `i` of `bits` is set (`i` may be [`NONE`](crate::star::NONE), whose bit
/// is never set). Picks the 64-bit half first: cheaper than a 128-bit shift.
#[inline(always)]
fn has(bits: u128, i: u8) -> bool {
    let half = if i & 64 != 0 {
        (bits >> 64) as u64
    } else {
        bits as u64
    };
    (half >> (i & 63)) & 1 != 0
}

#[inline(always)]
fn bit(i: u8) -> u128 {
    1u128 << i
}

/// Floods the jump graph of `occupied` from `start` (an empty point of it): every empty
/// point connected to `start` by jumps, `start` included.
#[inline(always)]
fn flood(start: u8, occupied: u128) -> u128 {
    let mut seen = bit(start);
    // Every point of a chain is in its start's parity class (at most 37 points), and
    // each is pushed once.
    let mut stack = [0u8; 40];
    let mut top = 0;
    let mut at = start;
    loop {
        let x = at as usize;
        if OVERS[x] & occupied != 0 && LANDINGS[x] & !(occupied | seen) != 0 {
            for j in &JUMPS[x] {
                if has(occupied, j.over) && !has(occupied | seen, j.land) {
                    seen |= bit(j.land);
                    stack[top] = j.land;
                    top += 1;
                }
            }
        }
        if top == 0 {
            return seen;
        }
        top -= 1;
        at = stack[top];
    }
}

/// The end points of every jump chain of the piece on `from` (a point of `occupied`):
/// the piece is lifted from `from` first, so it may pass through its start but never
/// jump over it. `from` itself is not among them.
pub(crate) fn chain_ends(from: Point, occupied: u128) -> u128 {
    let from = from.index() as u8;
    flood(from, occupied & !bit(from)) & !bit(from)
}

/// Whether a piece on `a` can jump to `b` over a piece of `occupied` (which does not
/// hold the jumping piece).
pub(crate) fn is_jump(a: Point, b: Point, occupied: u128) -> bool {
    JUMPS[a.index()].iter().any(|j| {
        usize::from(j.land) == b.index() && has(occupied, j.over) && !has(occupied, j.land)
    })
}

/// The empty neighbours of `from`: its steps.
#[inline(always)]
pub(crate) fn steps(from: Point, occupied: u128) -> u128 {
    NEIGHBOURS[from.index()] & !occupied
}

/// The first landings of the piece on `from`: the empty points just beyond an occupied
/// neighbour.
#[inline(always)]
fn first_landings(from: usize, occupied: u128) -> u128 {
    let mut landings = 0;
    if OVERS[from] & occupied == 0 || LANDINGS[from] & !occupied == 0 {
        return 0;
    }
    for j in &JUMPS[from] {
        if has(occupied, j.over) && !has(occupied, j.land) {
            landings |= bit(j.land);
        }
    }
    landings
}

/// Whether a piece of `pieces` can step or jump at all.
pub(crate) fn any_move(pieces: u128, occupied: u128) -> bool {
    let empty = STAR & !occupied;
    let mut rest = pieces;
    while rest != 0 {
        let p = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if NEIGHBOURS[p] & empty != 0 || first_landings(p, occupied) != 0 {
            return true;
        }
    }
    false
}

/// The destinations of several pieces on one board, sharing the floods of the jump
/// graph between them (see the [module docs](self)).
pub(crate) struct Reach {
    occupied: u128,
    /// The points whose component is known: the union of `components[..count]`.
    covered: u128,
    components: [u128; 16],
    count: usize,
}

/// The points whose occupancy a flood from `x` reads: its jumps' middles and landings.
#[inline(always)]
fn read_by(x: usize) -> u128 {
    OVERS[x] | LANDINGS[x]
}

/// The points whose occupancy the floods of the points of `set` read.
#[inline]
fn read_by_all(mut set: u128) -> u128 {
    let mut read = 0;
    while set != 0 {
        read |= read_by(set.trailing_zeros() as usize);
        set &= set - 1;
    }
    read
}

/// The points whose occupancy the steps and chains of the piece on `from` depend on,
/// given the ends of its chains: a board that differs only outside that set gives the
/// piece the same steps and the same chains.
#[inline]
pub(crate) fn reads_of(from: Point, chain_ends: u128) -> u128 {
    let p = from.index();
    NEIGHBOURS[p] | read_by(p) | read_by_all(chain_ends)
}

impl Reach {
    /// Ready to answer for pieces standing on `occupied`.
    #[inline]
    pub(crate) fn new(occupied: u128) -> Reach {
        Reach {
            occupied,
            covered: 0,
            components: [0; 16],
            count: 0,
        }
    }

    /// The component of the empty point `l` in the jump graph of the full board.
    #[inline]
    fn component(&mut self, l: u8) -> u128 {
        if has(self.covered, l) {
            for c in &self.components[..self.count] {
                if has(*c, l) {
                    return *c;
                }
            }
        }
        let c = flood(l, self.occupied);
        if self.count < self.components.len() {
            self.components[self.count] = c;
            self.count += 1;
            self.covered |= c;
        }
        c
    }

    /// Every point the piece on `from` (a point of the board) can move to: its steps
    /// and the ends of its jump chains.
    #[inline]
    pub(crate) fn destinations(&mut self, from: Point) -> u128 {
        let p = from.index();
        let steps = NEIGHBOURS[p] & !self.occupied;
        let mut first = first_landings(p, self.occupied);
        if first == 0 {
            return steps;
        }
        let mut chains = 0u128;
        while first != 0 {
            let l = first.trailing_zeros() as u8;
            let c = self.component(l);
            chains |= c;
            first &= !c;
        }
        steps | chains
    }

    /// The destinations of the piece on `from`, with every point whose occupancy they
    /// depend on: a board that differs from this one only outside that set gives the
    /// piece the same destinations.
    #[inline]
    pub(crate) fn destinations_and_reads(&mut self, from: Point) -> (u128, u128) {
        let p = from.index();
        let dest = self.destinations(from);
        (dest, reads_of(from, dest & !NEIGHBOURS[p]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use doska_core::rand::{Rng, SeedableRng};
    use doska_core::DefaultRng;

    #[test]
    fn shared_components_agree_with_one_flood_per_piece() {
        let mut rng = DefaultRng::seed_from_u64(7);
        for round in 0..3000 {
            let density = [0.15, 0.3, 0.45, 0.6][round % 4];
            let mut occupied = 0u128;
            for p in 0..121 {
                if rng.random_bool(density) {
                    occupied |= 1 << p;
                }
            }
            let mut reach = Reach::new(occupied);
            let mut rest = occupied;
            while rest != 0 {
                let p = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let from = Point::from_index(p).unwrap();
                let exact = steps(from, occupied) | chain_ends(from, occupied);
                assert_eq!(reach.destinations(from), exact, "{from} in {occupied:#x}");
                assert_eq!(exact & (1 << p), 0);
            }
        }
    }
}
