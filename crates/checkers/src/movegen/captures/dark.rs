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
//!
//!   The occupancy does not change during a move (jumped pieces stay until it ends),
//!   so for each piece the sets `can[d]` of the squares from which a flying king meets
//!   a target with an empty square behind it in direction `d` are computed once, by
//!   occluded fills; whether the piece met was captured already is the only thing
//!   left to check at a jump. The landing squares that may capture again are then
//!   `landings & can[p]` for the two directions `p` across the line (and straight on
//!   from the first landing square when it is in `can[d]`), a few AND operations per
//!   capture. A capture none of whose landing squares is in those sets ends the move
//!   at once, without a call; the others recurse, one function per direction.
//! - A **short king** jumps like a man, in all four directions.
//!
//! Completed sequences go to a [`Sink`] (module `capture_sinks`): the legal moves with
//! the majority rule and routes of the same effect merged, their count, every route, or
//! the number of routes (a sequence going on straight from the nearest landing square
//! stands for one route per landing square of that capture). The men's captures that
//! never go past the first jump are found without this search (module `first_jumps`).
//!
//! Flying kings whose captured pieces leave the board at once are searched by the line
//! search (module `line_search`), which updates the board at each jump; this search
//! serves every other rule set on the dark squares (for men and short kings the moment
//! of removal changes nothing: a short jump never passes over or lands on a square
//! emptied earlier in the move).

use std::marker::PhantomData;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::dark::{is_up, reverse, Geometry, NE, NW, SE, SW};
use crate::movegen::captures::lines::search_lines;
use crate::movegen::captures::route::Route;
use crate::movegen::captures::sink::Sink;
use crate::movegen::steps::{jump_landings, jump_origins, man_dir_masks};
use crate::rules::checkers::Checkers;
use crate::rules::choices::{KingRange, Promotion, Removal};

struct Search<'s, G, S> {
    occ: u64,
    empty: u64,
    targets: u64,
    promo: u64,
    man_masks: [u64; 4],
    /// `can[d]`: the squares from which a flying king of the piece searched meets a
    /// target with an empty square behind it in direction `d`, on the board as it
    /// stands when the move starts (captured pieces are still there; whether the piece
    /// met was captured already is checked at the jump).
    can: [u64; 4],
    /// `can` of the two directions across each line (see [`line`]).
    can_across: [u64; 2],
    /// Whether `can` is computed for the piece searched.
    can_ready: bool,
    /// Whether the flying king searched is a man crowned during this move.
    promoted: bool,
    /// The captures made by flying kings so far (counted to tell whether a capture
    /// led to another).
    captures: u32,
    flying: bool,
    promotion: Promotion,
    /// The route searched and the sink.
    route: Route<'s, S>,
    _g: PhantomData<G>,
}

impl<G: Geometry, S: Sink> Search<'_, G, S> {
    /// The captures of a man standing on `sq` having captured `captured`; returns
    /// whether there was any.
    #[inline]
    fn man(&mut self, sq: u32, captured: u64) -> bool {
        let b = 1u64 << sq;
        let t = self.targets & !captured;
        if jump_landings::<G>(b, t, self.empty, &self.man_masks) == 0 {
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
        self.route.push(l);
        if land & self.promo != 0 {
            match self.promotion {
                Promotion::Stop => self.route.emit(cap, true),
                Promotion::ContinueAsKing => {
                    let more = if self.flying {
                        // Most crowned men cannot go on: look along the rays first.
                        let dirs = self.ray_capture_dirs(l, cap) & !(1 << reverse(D));
                        if dirs != 0 && !self.can_ready {
                            self.prepare_flying();
                        }
                        dirs != 0 && self.flying_king(l, cap, self.route.len, dirs, true)
                    } else {
                        self.short_king(l, cap, true)
                    };
                    if !more {
                        self.route.emit(cap, true);
                    }
                }
                Promotion::AtEnd => {
                    if !self.man(l, cap) {
                        self.route.emit(cap, true);
                    }
                }
            }
        } else if !self.man(l, cap) {
            self.route.emit(cap, false);
        }
        self.route.pop();
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
            self.route.push(l);
            if !self.short_king(l, cap, promoted) {
                self.route.emit(cap, promoted);
            }
            self.route.pop();
        }
        found
    }

    /// The captures of a flying king on `sq` having captured `captured` (with `len`
    /// landing squares in the path), in the directions of the bits of `dirs` (bit `d`
    /// for direction `d`, set only where `sq` is in `can[d]`); returns whether there
    /// was any. `promoted`: the piece is a man crowned during this move.
    #[inline]
    fn flying_king(
        &mut self,
        sq: u32,
        captured: u64,
        len: usize,
        dirs: u32,
        promoted: bool,
    ) -> bool {
        self.promoted = promoted;
        let before = self.captures;
        if dirs & (1 << NE) != 0 {
            self.king_capture::<NE, false>(sq, captured, len);
        }
        if dirs & (1 << NW) != 0 {
            self.king_capture::<NW, false>(sq, captured, len);
        }
        if dirs & (1 << SE) != 0 {
            self.king_capture::<SE, false>(sq, captured, len);
        }
        if dirs & (1 << SW) != 0 {
            self.king_capture::<SW, false>(sq, captured, len);
        }
        self.captures != before
    }

    /// The directions in which a flying king on `sq` captures, having captured
    /// `captured`, as bits (bit `d` for direction `d`): a direct look along each ray.
    #[inline(always)]
    fn ray_capture_dirs(&self, sq: u32, captured: u64) -> u32 {
        let jumpable = self.targets & !captured;
        let mut dirs = 0;
        for d in [NE, NW, SE, SW] {
            let blockers = G::RAYS[d][sq as usize] & self.occ;
            if blockers != 0 {
                let x = 1u64 << G::nearest(blockers, d);
                if x & jumpable != 0 && G::step(x, d) & self.empty != 0 {
                    dirs |= 1 << d;
                }
            }
        }
        dirs
    }

    /// A flying king on `sq` (in `can[D]`) capturing in direction `D`, having
    /// captured `captured` with `len` landing squares in the path, unless the piece it
    /// meets was captured already (each capture counts in `captures`). A capture
    /// after which no landing square can capture again on the board as it stands ends
    /// the move here; the others go on in [`king_landings`](Self::king_landings)
    /// (inlined here when `INLINE`, so that a call covers two captures).
    #[inline(always)]
    fn king_capture<const D: usize, const INLINE: bool>(
        &mut self,
        sq: u32,
        captured: u64,
        len: usize,
    ) {
        // `sq` in `can[D]`: the first piece met is a target with an empty square
        // behind it; only whether it was captured already is open.
        let x = G::nearest(G::RAYS[D][sq as usize] & self.occ, D);
        let xb = 1u64 << x;
        if captured & xb != 0 {
            return;
        }
        let cap = captured | xb;
        self.captures += 1;
        let landings = G::ray_until(G::RAYS[D][x as usize], self.occ, D);
        // Straight on is tried from the nearest landing square only (the square just
        // behind `x`, empty as `sq` is in `can[D]`).
        let straight = G::step_c::<D>(xb) & self.can[D];
        if landings & self.can_across[line(D)] | straight == 0 {
            self.emit_landings::<D>(landings, cap, len);
        } else {
            if INLINE {
                self.landings_body::<D, false>(cap, landings, straight, len);
            } else {
                self.king_landings::<D>(cap, landings, straight, len);
            }
        }
    }

    /// Every square of `landings` (on a ray in direction `D`, nearest first) ends a
    /// move capturing `cap`, with `len` landing squares before it.
    #[inline(always)]
    fn emit_landings<const D: usize>(&mut self, landings: u64, cap: u64, len: usize) {
        if self.route.sink.wants(len + 1) {
            self.emit_each::<D>(landings, cap, len);
        }
    }

    /// [`emit_landings`](Self::emit_landings) once the sink wants them.
    #[inline(never)]
    fn emit_each<const D: usize>(&mut self, landings: u64, cap: u64, len: usize) {
        if S::ROUTES {
            self.route.sink.weigh(self.route.weight);
        }
        self.route.sink.emit_ends(
            self.route.from,
            cap,
            &mut self.route.path,
            len,
            landings,
            is_up(D),
            self.promoted,
        );
    }

    /// After a capture in direction `D` (captured set `cap`, landing squares
    /// `landings`, `len` landing squares before it) from which the king may go on:
    /// sideways from any landing square in `can` across the line, or straight on from
    /// the first (`straight`, that square's bit or 0). If no further capture is
    /// found, each landing square ends the move.
    #[inline(never)]
    fn king_landings<const D: usize>(
        &mut self,
        cap: u64,
        landings: u64,
        straight: u64,
        len: usize,
    ) {
        self.landings_body::<D, true>(cap, landings, straight, len);
    }

    /// The body of [`king_landings`](Self::king_landings); its captures inline the
    /// next level when `INLINE`.
    #[inline(always)]
    fn landings_body<const D: usize, const INLINE: bool>(
        &mut self,
        cap: u64,
        landings: u64,
        straight: u64,
        len: usize,
    ) {
        let (p, q) = match D {
            NE | SW => (NW, SE),
            _ => (NE, SW),
        };
        let by_p = landings & self.can[p];
        let by_q = landings & self.can[q];
        let before = self.captures;
        let mut sources = by_p | by_q | straight;
        while sources != 0 {
            let l = G::nearest(sources, D);
            let lb = 1u64 << l;
            sources &= !lb;
            self.route.path[len] = l as u8;
            // The directions in their order NE, NW, SE, SW.
            macro_rules! try_direction {
                ($e:expr) => {
                    let from_l = if $e == D {
                        straight
                    } else if $e == p {
                        by_p
                    } else if $e == q {
                        by_q
                    } else {
                        0
                    };
                    if from_l & lb != 0 {
                        // Straight on from the nearest landing square stands for the
                        // same from every landing square.
                        if S::ROUTES && $e == D {
                            let weight = self.route.weight;
                            self.route.weight *= u64::from(landings.count_ones());
                            self.king_capture::<{ $e }, INLINE>(l, cap, len + 1);
                            self.route.weight = weight;
                        } else {
                            self.king_capture::<{ $e }, INLINE>(l, cap, len + 1);
                        }
                    }
                };
            }
            try_direction!(NE);
            try_direction!(NW);
            try_direction!(SE);
            try_direction!(SW);
        }
        // Whether some landing square led to a further capture.
        if self.captures != before {
            self.route.path[len] = 0;
        } else {
            self.emit_landings::<D>(landings, cap, len);
        }
    }

    /// Computes `can` for the piece now searched (its start square empty).
    #[inline]
    fn prepare_flying(&mut self) {
        let (empty, t) = (self.empty, self.targets);
        self.can = [
            can_capture::<G, NE, SW>(t, empty),
            can_capture::<G, NW, SE>(t, empty),
            can_capture::<G, SE, NW>(t, empty),
            can_capture::<G, SW, NE>(t, empty),
        ];
        self.can_across = [self.can[NW] | self.can[SE], self.can[NE] | self.can[SW]];
        self.can_ready = true;
    }
}

/// The diagonal line of direction `d`: 0 for NE–SW, 1 for NW–SE.
#[inline(always)]
const fn line(d: usize) -> usize {
    (d ^ (d >> 1)) & 1
}

/// The empty squares from which a flying king moving in direction `D` (`R` = its
/// reverse) over empty squares meets a piece of `targets` with an empty square behind
/// it.
#[inline(always)]
fn can_capture<G: Geometry, const D: usize, const R: usize>(targets: u64, empty: u64) -> u64 {
    let xs = targets & G::step_c::<R>(empty);
    if xs == 0 {
        return 0;
    }
    G::fill_c::<R>(G::step_c::<R>(xs) & empty, empty)
}

/// Runs the capture search for the side to move of a position given as bitboards:
/// `own` pieces (of `colour`), `targets` (the pieces that may be jumped), `occupied`
/// and `kings`. Every complete sequence goes to `sink`.
pub(crate) fn search_captures<G: Geometry, S: Sink>(
    rules: &Checkers,
    colour: Colour,
    own: u64,
    targets: u64,
    occupied: u64,
    kings: u64,
    sink: &mut S,
) {
    if rules.removal() == Removal::AtOnce && rules.kings() == KingRange::Flying {
        return search_lines::<G, S>(rules, colour, own, targets, occupied, kings, sink);
    }
    let promo = match colour {
        Colour::White => G::TOP,
        Colour::Black => G::BOTTOM,
    };
    let mut s = Search::<G, S> {
        occ: occupied,
        empty: 0,
        targets,
        promo,
        man_masks: man_dir_masks(colour, rules.man_capture()),
        can: [0; 4],
        can_across: [0; 2],
        can_ready: false,
        promoted: false,
        captures: 0,
        flying: rules.kings() == KingRange::Flying,
        promotion: rules.promotion(),
        route: Route::new(sink),
        _g: PhantomData,
    };
    // Only the men that have a first jump, and every king, need a search.
    let men = own & !kings;
    let jumpers = if men == 0 {
        own
    } else {
        let empty = G::MASK & !occupied;
        let [ne, nw, se, sw] = jump_origins::<G>(targets, empty, &s.man_masks);
        (own & kings) | (men & (ne | nw | se | sw))
    };
    for from in bits(jumpers) {
        let fb = 1u64 << from;
        s.route.from = from;
        // The mover is never a target of its own jumps (its square is empty during the
        // move); only when own pieces may be jumped is it among `targets` at all.
        s.targets = targets & !fb;
        s.occ = occupied & !fb;
        s.empty = G::MASK & !s.occ;
        s.route.len = 0;
        s.can_ready = false;
        s.route.sink.begin_piece();
        if kings & fb == 0 {
            s.man(from, 0);
        } else if s.flying {
            // Kings that cannot capture at all cost only these ray checks.
            let dirs = s.ray_capture_dirs(from, 0);
            if dirs != 0 {
                s.prepare_flying();
                s.flying_king(from, 0, 0, dirs, false);
            }
        } else {
            s.short_king(from, 0, false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::dark::{Dark10, Dark8};
    use crate::test_rng::xorshift;

    /// `can_capture` square by square: walk from each empty square over empty squares
    /// and look at the first piece met.
    fn can_by_walk<G: Geometry>(targets: u64, empty: u64, d: usize) -> u64 {
        let mut out = 0;
        for s in bits(empty) {
            let mut b = G::step(1 << s, d);
            while b & empty != 0 {
                b = G::step(b, d);
            }
            if b & targets != 0 && G::step(b, d) & empty != 0 {
                out |= 1 << s;
            }
        }
        out
    }

    fn can_matches_walk<G: Geometry>() {
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
        for round in 0..2000 {
            // Denser and sparser boards.
            let occupied = match round % 3 {
                0 => next() & next(),
                1 => next(),
                _ => next() | next(),
            } & G::MASK;
            let targets = occupied & next();
            let empty = G::MASK & !occupied;
            let got = [
                can_capture::<G, NE, SW>(targets, empty),
                can_capture::<G, NW, SE>(targets, empty),
                can_capture::<G, SE, NW>(targets, empty),
                can_capture::<G, SW, NE>(targets, empty),
            ];
            for d in [NE, NW, SE, SW] {
                assert_eq!(
                    got[d],
                    can_by_walk::<G>(targets, empty, d),
                    "direction {d}, occupied {occupied:#x}, targets {targets:#x}"
                );
            }
        }
    }

    #[test]
    fn can_sets_equal_a_ray_walk() {
        can_matches_walk::<Dark8>();
        can_matches_walk::<Dark10>();
    }

    #[test]
    fn line_and_perpendicular_directions() {
        assert_eq!(line(NE), line(SW));
        assert_eq!(line(NW), line(SE));
        assert_ne!(line(NE), line(NW));
    }
}
