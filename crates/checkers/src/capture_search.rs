//! The capture search: every complete capture sequence of every piece.
//!
//! A depth-first search per piece over bitboards of one [`Geometry`]:
//!
//! - The moving piece's start square counts as empty (it has left it), so a capture
//!   may pass through or end on it.
//! - A jumped piece stays on the board until the move ends: it blocks later jumps and
//!   landings, and is never jumped twice (`captured` excludes it from the targets).
//! - A **man** jumps an adjacent target to the square just beyond, in the rules' man
//!   capture directions. On the far rank mid-capture it goes on as a man, is promoted
//!   and goes on as a king, or stops, as [`Promotion`] says.
//! - A **flying king** jumps the first piece along a diagonal when it is a target with
//!   at least one empty square beyond, and may land on any empty square beyond it.
//!   From each landing square it may turn to the two perpendicular diagonals; going
//!   straight on is tried once, from the first landing square, so that the routes that
//!   differ only in a square passed over are not produced twice. A sequence goes on
//!   while it can: if any landing square after a capture allows a further capture, the
//!   king must take one of those (it may not stop short), otherwise every landing square
//!   ends the move. The landing squares that capture again are found for all of them at
//!   once by occluded fills along the perpendicular diagonals, so the search recurses
//!   only into those.
//! - A **short king** jumps like a man, in all four directions.
//!
//! Completed sequences go to a [`Sink`] (module `capture_sinks`): the legal moves with
//! the majority rule and routes of the same effect merged, their count, or every route.
//! The men's captures that never go past the first jump are found without this search
//! (module `first_jumps`).

use std::marker::PhantomData;

use crate::capture_sinks::Sink;
use crate::first_jumps::man_dir_masks;
use crate::geometry::{bits, is_up, reverse, Geometry, NE, NW, SE, SW};
use crate::moves::MAX_CAPTURES;
use crate::rules::{Checkers, KingRange, Promotion};
use crate::square::Color;

struct Search<'s, G, S> {
    occ: u64,
    empty: u64,
    targets: u64,
    promo: u64,
    man_masks: [u64; 4],
    flying: bool,
    promotion: Promotion,
    from: u32,
    len: usize,
    path: [u8; MAX_CAPTURES],
    sink: &'s mut S,
    _g: PhantomData<G>,
}

impl<G: Geometry, S: Sink> Search<'_, G, S> {
    #[inline(always)]
    fn emit(&mut self, captured: u64, promotes: bool) {
        self.sink
            .emit(self.from, captured, &self.path, self.len, promotes);
    }

    /// Drops the last landing square, keeping the unused bytes of `path` zero.
    #[inline(always)]
    fn pop(&mut self) {
        self.len -= 1;
        self.path[self.len] = 0;
    }

    #[inline(always)]
    fn push(&mut self, sq: u32) {
        self.path[self.len] = sq as u8;
        self.len += 1;
    }

    /// The captures of a man standing on `sq` having captured `captured`; returns
    /// whether there was any.
    #[inline]
    fn man(&mut self, sq: u32, captured: u64) -> bool {
        let b = 1u64 << sq;
        let t = self.targets & !captured;
        if crate::first_jumps::jump_landings::<G>(b, t, self.empty, &self.man_masks) == 0 {
            return false;
        }
        self.man_jump::<NE>(b, t, captured);
        self.man_jump::<NW>(b, t, captured);
        self.man_jump::<SE>(b, t, captured);
        self.man_jump::<SW>(b, t, captured);
        true
    }

    /// A man's jump from `b` in direction `D`, if there is one, and what follows it.
    #[inline(always)]
    fn man_jump<const D: usize>(&mut self, b: u64, t: u64, captured: u64) {
        let over = G::step_c::<D>(b & self.man_masks[D]) & t;
        let land = G::step_c::<D>(over) & self.empty;
        if land == 0 {
            return;
        }
        let l = land.trailing_zeros();
        let cap = captured | over;
        self.push(l);
        if land & self.promo != 0 {
            match self.promotion {
                Promotion::Stop => self.emit(cap, true),
                Promotion::ContinueAsKing => {
                    let more = if self.flying {
                        self.flying_king(l, cap, 0b1111 & !(1 << reverse(D)), true)
                    } else {
                        self.short_king(l, cap, true)
                    };
                    if !more {
                        self.emit(cap, true);
                    }
                }
                Promotion::AtEnd => {
                    if !self.man(l, cap) {
                        self.emit(cap, true);
                    }
                }
            }
        } else if !self.man(l, cap) {
            self.emit(cap, false);
        }
        self.pop();
    }

    /// The captures of a short king on `sq`.
    fn short_king(&mut self, sq: u32, captured: u64, promoted: bool) -> bool {
        let b = 1u64 << sq;
        let mut found = false;
        for d in [NE, NW, SE, SW] {
            let over = G::step(b, d) & self.targets & !captured;
            if over == 0 {
                continue;
            }
            let land = G::step(over, d) & self.empty;
            if land == 0 {
                continue;
            }
            found = true;
            let l = land.trailing_zeros();
            let cap = captured | over;
            self.push(l);
            if !self.short_king(l, cap, promoted) {
                self.emit(cap, promoted);
            }
            self.pop();
        }
        found
    }

    /// The captures of a flying king on `sq` in the directions of the bits of `dirs`
    /// (bit `d` for direction `d`); returns whether there was any.
    fn flying_king(&mut self, sq: u32, captured: u64, dirs: u32, promoted: bool) -> bool {
        let mut found = false;
        if dirs & (1 << NE) != 0 {
            found |= self.king_dir::<NE>(sq, captured, promoted);
        }
        if dirs & (1 << NW) != 0 {
            found |= self.king_dir::<NW>(sq, captured, promoted);
        }
        if dirs & (1 << SE) != 0 {
            found |= self.king_dir::<SE>(sq, captured, promoted);
        }
        if dirs & (1 << SW) != 0 {
            found |= self.king_dir::<SW>(sq, captured, promoted);
        }
        found
    }

    /// A flying king's capture from `sq` in direction `D`, if there is one, and all that
    /// follows it.
    #[inline(always)]
    fn king_dir<const D: usize>(&mut self, sq: u32, captured: u64, promoted: bool) -> bool {
        let blockers = G::RAYS[D][sq as usize] & self.occ;
        if blockers == 0 {
            return false;
        }
        let x = G::nearest(blockers, D);
        let xb = 1u64 << x;
        if xb & self.targets & !captured == 0 {
            return false;
        }
        let cap = captured | xb;
        let jumpable = self.targets & !cap;
        let beyond = G::RAYS[D][x as usize];
        let behind = beyond & self.occ;
        let (landings, straight) = if behind == 0 {
            (beyond, false)
        } else {
            let y = G::nearest(behind, D);
            let yb = 1u64 << y;
            (
                beyond & !G::RAYS[D][y as usize] & !yb,
                yb & jumpable != 0 && G::step_c::<D>(yb) & self.empty != 0,
            )
        };
        if landings == 0 {
            return false;
        }
        let first = G::nearest(landings, D);
        // The landing squares from which the king can capture again, by direction:
        // sideways (found for all landing squares at once), or straight on from the
        // first.
        let (p, q) = match D {
            NE | SW => (NW, SE),
            _ => (NE, SW),
        };
        let [by_p, by_q] = match D {
            NE | SW => sideways_sources::<G, NW, SE>(landings, self.occ, self.empty, jumpable),
            _ => sideways_sources::<G, NE, SW>(landings, self.occ, self.empty, jumpable),
        };
        let by_d = if straight { 1u64 << first } else { 0 };
        let sources = by_p | by_q | by_d;
        if sources == 0 {
            for l in ordered(landings, D) {
                self.push(l);
                self.emit(cap, promoted);
                self.pop();
            }
        } else {
            for l in ordered(sources, D) {
                let lb = 1u64 << l;
                let dirs = (u32::from(lb & by_p != 0) << p)
                    | (u32::from(lb & by_q != 0) << q)
                    | (u32::from(lb & by_d != 0) << D);
                self.push(l);
                self.flying_king(l, cap, dirs, promoted);
                self.pop();
            }
        }
        true
    }
}

/// The squares of `landings` (on one ray) from which a flying king captures a piece of
/// `jumpable` along each of the two perpendicular directions `P` and `Q` (`Q` =
/// reverse of `P`).
#[inline(always)]
fn sideways_sources<G: Geometry, const P: usize, const Q: usize>(
    landings: u64,
    occupied: u64,
    empty: u64,
    jumpable: u64,
) -> [u64; 2] {
    let (mut by_p, mut by_q) = (0, 0);
    let rest = landings & landings.wrapping_sub(1);
    if rest & rest.wrapping_sub(1) == 0 {
        // One or two landing squares: look along their rays directly.
        for l in bits(landings) {
            if captures_along::<G, P>(l, occupied, empty, jumpable) {
                by_p |= 1u64 << l;
            }
            if captures_along::<G, Q>(l, occupied, empty, jumpable) {
                by_q |= 1u64 << l;
            }
        }
        return [by_p, by_q];
    }
    // Pieces first met along P from a landing square, with an empty square behind.
    let xs = G::step_c::<P>(G::fill_c::<P>(landings, empty)) & jumpable & G::step_c::<Q>(empty);
    if xs != 0 {
        by_p = G::fill_c::<Q>(G::step_c::<Q>(xs) & empty, empty) & landings;
    }
    let xs = G::step_c::<Q>(G::fill_c::<Q>(landings, empty)) & jumpable & G::step_c::<P>(empty);
    if xs != 0 {
        by_q = G::fill_c::<P>(G::step_c::<P>(xs) & empty, empty) & landings;
    }
    [by_p, by_q]
}

/// Whether a flying king on `l` can capture along direction `D`.
#[inline(always)]
fn captures_along<G: Geometry, const D: usize>(
    l: u32,
    occupied: u64,
    empty: u64,
    jumpable: u64,
) -> bool {
    let blockers = G::RAYS[D][l as usize] & occupied;
    if blockers == 0 {
        return false;
    }
    let x = 1u64 << G::nearest(blockers, D);
    x & jumpable != 0 && G::step_c::<D>(x) & empty != 0
}

/// The squares of `set` (on one ray in direction `d`) from the nearest outwards.
#[inline(always)]
fn ordered(set: u64, d: usize) -> impl Iterator<Item = u32> {
    let mut rest = set;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let i = if is_up(d) {
            rest.trailing_zeros()
        } else {
            63 - rest.leading_zeros()
        };
        rest &= !(1u64 << i);
        Some(i)
    })
}

/// Runs the capture search for the side to move of a position given as bitboards:
/// `own` pieces (of `color`), `targets` (the pieces that may be jumped), `occupied`
/// and `kings`. Every complete sequence goes to `sink`.
pub(crate) fn search_captures<G: Geometry, S: Sink>(
    rules: &Checkers,
    color: Color,
    own: u64,
    targets: u64,
    occupied: u64,
    kings: u64,
    sink: &mut S,
) {
    let promo = match color {
        Color::White => G::TOP,
        Color::Black => G::BOTTOM,
    };
    let mut s = Search::<G, S> {
        occ: occupied,
        empty: 0,
        targets,
        promo,
        man_masks: man_dir_masks(color, rules.man_capture),
        flying: rules.kings == KingRange::Flying,
        promotion: rules.promotion,
        from: 0,
        len: 0,
        path: [0; MAX_CAPTURES],
        sink,
        _g: PhantomData,
    };
    // Only the men that have a first jump, and every king, need a search.
    let men = own & !kings;
    let empty = G::MASK & !occupied;
    let m = s.man_masks;
    // A man on `from` jumps in direction d when the square beyond its neighbour is
    // empty: walk back from the empty squares over the targets.
    let jumpers = (own & kings)
        | (men
            & ((G::step_c::<SW>(G::step_c::<SW>(empty) & targets) & m[NE])
                | (G::step_c::<SE>(G::step_c::<SE>(empty) & targets) & m[NW])
                | (G::step_c::<NW>(G::step_c::<NW>(empty) & targets) & m[SE])
                | (G::step_c::<NE>(G::step_c::<NE>(empty) & targets) & m[SW])));
    for from in bits(jumpers) {
        let fb = 1u64 << from;
        s.from = from;
        s.occ = occupied & !fb;
        s.empty = G::MASK & !s.occ;
        s.len = 0;
        s.sink.begin_piece();
        if kings & fb == 0 {
            s.man(from, 0);
        } else if s.flying {
            s.flying_king(from, 0, 0b1111, false);
        } else {
            s.short_king(from, 0, false);
        }
    }
}
