//! The capture search of any [`Lines`] layout, for the rules the dark-square search
//! (module `capture_search`) does not cover: all 64 squares with their eight
//! directions, and captured pieces removed at once.
//!
//! A depth-first search per piece, with the occupancy and the capturable pieces
//! updated at each jump:
//!
//! - The moving piece's start square is empty during the move.
//! - With [`Removal::AtEnd`] a jumped piece stays until the move ends: it blocks, and
//!   it is no longer a target. With [`Removal::AtOnce`] it leaves the board as it is
//!   jumped: its square is empty for the rest of the move, so a flying king may pass
//!   over it or land on it.
//! - With [`Reverse::Forbidden`] a piece may not capture in the direction opposite to
//!   its last capture (a 90° or 45° turn is allowed).
//! - A **man** jumps an adjacent target in its capture directions to the empty square
//!   beyond. Reaching its promotion rank mid-capture it goes on as a man, is crowned
//!   and goes on as a king, or stops there crowned, as [`Promotion`] says.
//! - A **flying king** captures the first piece along a line when it is a target with
//!   empty squares beyond, and lands on any of them. If from some landing square it can
//!   capture again, it must land on one of those; otherwise every landing square ends
//!   the move. A **short king** jumps like a man, in the king's directions.
//! - From every landing square of one capture the king sees the same first piece
//!   straight on and straight back (the squares between are empty), so those two
//!   directions are searched once, from the nearest landing square; each sequence
//!   found that way stands for as many routes as there are landing squares (the weight
//!   passed to a sink that counts routes, see [`Sink::ROUTES`]).
//!
//! Sequences go to the same [`Sink`]s as the dark-square search: the legal moves with
//! the majority rule and routes of one effect merged, their count, every route, or the
//! number of routes.

use std::marker::PhantomData;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::movegen::captures::route::Route;
use crate::movegen::captures::sink::Sink;
use crate::movegen::lines::{each_dir, Lines};
use crate::rules::checkers::Checkers;
use crate::rules::choices::{KingRange, Promotion, Removal, Reverse};

/// No capture before (the first jump of a move): no direction is banned.
const NONE: usize = usize::MAX;

struct LineSearch<'s, L, S> {
    /// The occupied squares now (the start square empty; the captured pieces gone when
    /// they are removed at once).
    occ: u64,
    /// The pieces that may still be jumped.
    targets: u64,
    /// The captured pieces.
    captured: u64,
    at_once: bool,
    no_reverse: bool,
    man_dirs: u8,
    king_dirs: u8,
    flying: bool,
    promo: u64,
    promotion: Promotion,
    /// The route searched and the sink.
    route: Route<'s, S>,
    _l: PhantomData<L>,
}

impl<L: Lines, S: Sink> LineSearch<'_, L, S> {
    /// The directions of `dirs` that may follow a capture in direction `came`.
    #[inline(always)]
    fn allowed(&self, dirs: u8, came: usize) -> u8 {
        if self.no_reverse && came != NONE {
            dirs & !(1 << L::back(came))
        } else {
            dirs
        }
    }

    /// Takes the piece `xb` off the targets (and off the board when removed at once);
    /// returns the occupancy to restore.
    #[inline(always)]
    fn take(&mut self, xb: u64) -> u64 {
        let before = self.occ;
        self.captured |= xb;
        self.targets &= !xb;
        if self.at_once {
            self.occ &= !xb;
        }
        before
    }

    /// Undoes [`take`](Self::take).
    #[inline(always)]
    fn untake(&mut self, xb: u64, occ: u64) {
        self.captured &= !xb;
        self.targets |= xb;
        self.occ = occ;
    }

    #[inline(always)]
    fn emit(&mut self, promotes: bool) {
        self.route.emit(self.captured, promotes);
    }

    /// The jump of a man or a short king on `b` over an adjacent target in direction
    /// `d`: its landing square, if any.
    #[inline(always)]
    fn short_jump(&self, b: u64, d: usize) -> Option<(u64, u32)> {
        let over = L::line_step(b, d) & self.targets;
        if over == 0 {
            return None;
        }
        let land = L::line_step(over, d) & L::MASK & !self.occ;
        (land != 0).then(|| (over, land.trailing_zeros()))
    }

    /// The captures of a man on `sq` whose last capture went in direction `came`;
    /// returns whether there was any.
    fn man(&mut self, sq: u32, came: usize) -> bool {
        let b = 1u64 << sq;
        let mut found = false;
        for d in each_dir(self.allowed(self.man_dirs, came)) {
            let Some((over, l)) = self.short_jump(b, d) else {
                continue;
            };
            found = true;
            let occ = self.take(over);
            self.route.push(l);
            if self.promo & (1 << l) != 0 {
                match self.promotion {
                    Promotion::Stop => self.emit(true),
                    Promotion::ContinueAsKing => {
                        if !self.king(l, d, true) {
                            self.emit(true);
                        }
                    }
                    Promotion::AtEnd => {
                        if !self.man(l, d) {
                            self.emit(true);
                        }
                    }
                }
            } else if !self.man(l, d) {
                self.emit(false);
            }
            self.route.pop();
            self.untake(over, occ);
        }
        found
    }

    /// The captures of a king on `sq` whose last capture went in direction `came`
    /// (`promoted`: a man crowned during this move); returns whether there was any.
    fn king(&mut self, sq: u32, came: usize, promoted: bool) -> bool {
        if self.flying {
            return self.flying_king(sq, came, promoted, self.king_dirs);
        }
        let b = 1u64 << sq;
        let mut found = false;
        for d in each_dir(self.allowed(self.king_dirs, came)) {
            let Some((over, l)) = self.short_jump(b, d) else {
                continue;
            };
            found = true;
            let occ = self.take(over);
            self.route.push(l);
            if !self.king(l, d, promoted) {
                self.emit(promoted);
            }
            self.route.pop();
            self.untake(over, occ);
        }
        found
    }

    /// The target a flying king on `sq` captures in direction `d`, with the landing
    /// squares beyond it (the board as it stands, the target still on it).
    #[inline(always)]
    fn king_target(&self, sq: u32, d: usize) -> Option<(u64, u64)> {
        let blockers = L::ray(d, sq) & self.occ;
        if blockers == 0 {
            return None;
        }
        let x = L::nearest_on(blockers, d);
        let xb = 1u64 << x;
        if xb & self.targets == 0 {
            return None;
        }
        let landings = L::ray_before(x, d, self.occ);
        (landings != 0).then_some((xb, landings))
    }

    /// The captures of a flying king on `sq` in the directions of `dirs` (less the one
    /// banned after `came`); returns whether there was any.
    fn flying_king(&mut self, sq: u32, came: usize, promoted: bool, dirs: u8) -> bool {
        let mut found = false;
        for d in each_dir(self.allowed(dirs, came)) {
            let Some((xb, landings)) = self.king_target(sq, d) else {
                continue;
            };
            found = true;
            let occ = self.take(xb);
            self.king_landings(d, landings, promoted);
            self.untake(xb, occ);
        }
        found
    }

    /// After a capture in direction `d` landing on `landings`: the king goes on from
    /// those landing squares that can capture again, or else every landing square ends
    /// the move.
    fn king_landings(&mut self, d: usize, landings: u64, promoted: bool) {
        let line = 1u8 << d | 1 << L::back(d);
        let across = self.king_dirs & !line;
        let first = L::nearest_on(landings, d);
        let weight = self.route.weight;
        let mut more = false;
        // Straight on and straight back, once, from the nearest landing square: the
        // same from every landing square.
        if self.king_dirs & line != 0 {
            if S::ROUTES {
                self.route.weight = weight * u64::from(landings.count_ones());
            }
            self.route.push(first);
            more |= self.flying_king(first, d, promoted, self.king_dirs & line);
            self.route.pop();
            if S::ROUTES {
                self.route.weight = weight;
            }
        }
        if across != 0 {
            let mut rest = landings;
            while rest != 0 {
                let l = L::nearest_on(rest, d);
                rest &= !(1u64 << l);
                self.route.push(l);
                more |= self.flying_king(l, d, promoted, across);
                self.route.pop();
            }
        }
        if !more && self.route.sink.wants(self.route.len + 1) {
            if S::ROUTES {
                self.route.sink.weigh(weight);
            }
            self.route.sink.emit_ends(
                self.route.from,
                self.captured,
                &mut self.route.path,
                self.route.len,
                landings,
                L::up(d),
                promoted,
            );
        }
    }
}

/// Runs the line search for the side to move of a position given as bitboards: `own`
/// pieces (of `colour`), `targets` (the pieces that may be jumped), `occupied` and
/// `kings`. Every complete sequence goes to `sink`.
pub(crate) fn search_lines<L: Lines, S: Sink>(
    rules: &Checkers,
    colour: Colour,
    own: u64,
    targets: u64,
    occupied: u64,
    kings: u64,
    sink: &mut S,
) {
    let mut s = LineSearch::<L, S> {
        occ: occupied,
        targets,
        captured: 0,
        at_once: rules.removal() == Removal::AtOnce,
        no_reverse: rules.reverse() == Reverse::Forbidden,
        man_dirs: L::man_captures(colour, rules.men(), rules.man_capture()),
        king_dirs: L::king_dirs(rules.king_lines()),
        flying: rules.kings() == KingRange::Flying,
        promo: L::promotion_rank(colour),
        promotion: rules.promotion(),
        route: Route::new(sink),
        _l: PhantomData,
    };
    // Only the men with a first jump, and every king, need a search.
    let empty = L::MASK & !occupied;
    let men_jumping = each_dir(s.man_dirs).fold(0, |m, d| {
        let back = L::back(d);
        m | L::line_step(L::line_step(empty, back) & targets, back)
    });
    for from in bits((own & kings) | (own & !kings & men_jumping)) {
        let fb = 1u64 << from;
        s.route.from = from;
        s.occ = occupied & !fb;
        s.route.sink.begin_piece();
        if kings & fb != 0 {
            s.king(from, NONE, false);
        } else {
            s.man(from, NONE);
        }
    }
}
