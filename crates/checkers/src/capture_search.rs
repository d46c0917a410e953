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
//!   ends the move.
//! - A **short king** jumps like a man, in all four directions.
//!
//! Completed sequences go to a [`Sink`]: [`MoveSink`] applies the majority rule and
//! merges routes with the same start, end, captured set and promotion into one move.
//! Such duplicate routes need at least three captures (two captures in two different
//! orders would need the captured pieces on parallel lines through both turning
//! points, which is impossible), so routes capturing fewer are pushed without a check.

use std::marker::PhantomData;

use doska_core::MoveList;

use crate::geometry::{bits, is_up, reverse, Geometry, NE, NW, SE, SW};
use crate::moves::{Move, MAX_CAPTURES};
use crate::rules::{CaptureChoice, Checkers, KingRange, ManCapture, Promotion};
use crate::square::Color;

/// Where completed capture sequences go.
pub(crate) trait Sink {
    /// A complete sequence of the piece on `from`: the captured set, the landing
    /// squares (the last is where it ends) and whether the piece ends promoted.
    fn emit(&mut self, from: u32, captured: u64, path: &[u8], promotes: bool);
}

/// Collects the legal capture moves: the majority rule when it applies, and one move
/// per start, end, captured set and promotion.
pub(crate) struct MoveSink<'a, L> {
    pub(crate) list: &'a mut L,
    pub(crate) best: u32,
    pub(crate) maximum: bool,
    pub(crate) ten: bool,
}

impl<L: MoveList<Move>> Sink for MoveSink<'_, L> {
    #[inline]
    fn emit(&mut self, from: u32, captured: u64, path: &[u8], promotes: bool) {
        let n = captured.count_ones();
        if self.maximum {
            if n < self.best {
                return;
            }
            if n > self.best {
                self.list.clear();
                self.best = n;
            }
        }
        let mv = Move::capture(from, captured, path, promotes, self.ten);
        if n >= 3 && self.list.iter().any(|m| m.same_effect(&mv)) {
            return;
        }
        self.list.push(mv);
    }
}

/// Collects every route (no merging), with the majority rule; for reading move text.
pub(crate) struct RouteSink {
    pub(crate) routes: Vec<Move>,
    pub(crate) best: u32,
    pub(crate) maximum: bool,
    pub(crate) ten: bool,
}

impl Sink for RouteSink {
    fn emit(&mut self, from: u32, captured: u64, path: &[u8], promotes: bool) {
        let n = captured.count_ones();
        if self.maximum {
            if n < self.best {
                return;
            }
            if n > self.best {
                self.routes.clear();
                self.best = n;
            }
        }
        self.routes
            .push(Move::capture(from, captured, path, promotes, self.ten));
    }
}

/// The capture directions of a man of `color`: forward first.
#[inline(always)]
pub(crate) fn man_capture_dirs(color: Color, rule: ManCapture) -> &'static [usize] {
    match (color, rule) {
        (Color::White, ManCapture::BothWays) => &[NE, NW, SE, SW],
        (Color::White, ManCapture::Forward) => &[NE, NW],
        (Color::Black, ManCapture::BothWays) => &[SE, SW, NE, NW],
        (Color::Black, ManCapture::Forward) => &[SE, SW],
    }
}

struct Search<'s, G, S> {
    occ: u64,
    empty: u64,
    targets: u64,
    promo: u64,
    man_dirs: &'static [usize],
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
            .emit(self.from, captured, &self.path[..self.len], promotes);
    }

    #[inline(always)]
    fn push(&mut self, sq: u32) {
        self.path[self.len] = sq as u8;
        self.len += 1;
    }

    /// The captures of a man standing on `sq` having captured `captured`; returns
    /// whether there was any.
    fn man(&mut self, sq: u32, captured: u64) -> bool {
        let b = 1u64 << sq;
        let mut found = false;
        for &d in self.man_dirs {
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
            if land & self.promo != 0 {
                match self.promotion {
                    Promotion::Stop => self.emit(cap, true),
                    Promotion::ContinueAsKing => {
                        let more = if self.flying {
                            self.flying_king(l, cap, d, true, true)
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
            self.len -= 1;
        }
        found
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
            self.len -= 1;
        }
        found
    }

    /// The captures of a flying king on `sq` that arrived moving in direction `came`
    /// (4 = it has not captured yet); it goes straight on only when `straight`.
    fn flying_king(
        &mut self,
        sq: u32,
        captured: u64,
        came: usize,
        straight: bool,
        promoted: bool,
    ) -> bool {
        let mut found = false;
        for d in [NE, NW, SE, SW] {
            if came < 4 && (d == reverse(came) || (d == came && !straight)) {
                continue;
            }
            let blockers = G::RAYS[d][sq as usize] & self.occ;
            if blockers == 0 {
                continue;
            }
            let x = G::nearest(blockers, d);
            let xb = 1u64 << x;
            if xb & self.targets & !captured == 0 {
                continue;
            }
            let beyond = G::RAYS[d][x as usize];
            let behind = beyond & self.occ;
            let landings = if behind == 0 {
                beyond
            } else {
                let y = G::nearest(behind, d);
                beyond & !G::RAYS[d][y as usize] & !(1u64 << y)
            };
            if landings == 0 {
                continue;
            }
            found = true;
            let cap = captured | xb;
            let first = G::nearest(landings, d);
            let mut any = false;
            for l in ordered(landings, d) {
                self.push(l);
                any |= self.flying_king(l, cap, d, l == first, promoted);
                self.len -= 1;
            }
            if !any {
                for l in ordered(landings, d) {
                    self.push(l);
                    self.emit(cap, promoted);
                    self.len -= 1;
                }
            }
        }
        found
    }
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
        man_dirs: man_capture_dirs(color, rules.man_capture),
        flying: rules.kings == KingRange::Flying,
        promotion: rules.promotion,
        from: 0,
        len: 0,
        path: [0; MAX_CAPTURES],
        sink,
        _g: PhantomData,
    };
    for from in bits(own) {
        let fb = 1u64 << from;
        s.from = from;
        s.occ = occupied & !fb;
        s.empty = G::MASK & !s.occ;
        s.len = 0;
        if kings & fb == 0 {
            s.man(from, 0);
        } else if s.flying {
            s.flying_king(from, 0, 4, true, false);
        } else {
            s.short_king(from, 0, false);
        }
    }
}

/// Whether the side with pieces `own` has any capture: a quick bitboard test.
#[inline]
pub(crate) fn has_capture<G: Geometry>(
    rules: &Checkers,
    color: Color,
    own: u64,
    targets: u64,
    occupied: u64,
    kings: u64,
) -> bool {
    let empty = G::MASK & !occupied;
    let men = own & !kings;
    for &d in man_capture_dirs(color, rules.man_capture) {
        if G::step(G::step(men, d) & targets, d) & empty != 0 {
            return true;
        }
    }
    let own_kings = own & kings;
    if own_kings == 0 {
        return false;
    }
    match rules.kings {
        KingRange::Short => [NE, NW, SE, SW]
            .into_iter()
            .any(|d| G::step(G::step(own_kings, d) & targets, d) & empty != 0),
        KingRange::Flying => bits(own_kings).any(|k| {
            [NE, NW, SE, SW].into_iter().any(|d| {
                let blockers = G::RAYS[d][k as usize] & occupied;
                if blockers == 0 {
                    return false;
                }
                let x = 1u64 << G::nearest(blockers, d);
                x & targets != 0 && G::step(x, d) & empty != 0
            })
        }),
    }
}

/// The capture rule's majority flag.
#[inline(always)]
pub(crate) fn majority(rules: &Checkers) -> bool {
    rules.capture == CaptureChoice::Maximum
}
