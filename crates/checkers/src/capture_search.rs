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
    /// The search starts on the sequences of another piece.
    #[inline(always)]
    fn begin_piece(&mut self) {}

    /// A complete sequence of the piece on `from`: the captured set, the landing
    /// squares `path[..len]` (the last is where it ends; the bytes beyond are 0) and
    /// whether the piece ends promoted.
    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    );
}

/// Collects the legal capture moves: the majority rule when it applies, and one move
/// per start, end, captured set and promotion.
pub(crate) struct MoveSink<'a, L> {
    pub(crate) list: &'a mut L,
    pub(crate) best: u32,
    pub(crate) maximum: bool,
    pub(crate) ten: bool,
    /// Where the current piece's moves start in `list`.
    pub(crate) piece_start: usize,
    /// The effects of the current piece's moves seen so far.
    pub(crate) seen: SeenFilter,
}

impl<'a, L: MoveList<Move>> MoveSink<'a, L> {
    pub(crate) fn new(list: &'a mut L, maximum: bool, ten: bool) -> Self {
        MoveSink {
            list,
            best: 0,
            maximum,
            ten,
            piece_start: 0,
            seen: SeenFilter::default(),
        }
    }
}

/// A 256-bit filter of move effects (start, end, captured set, promotion): a miss
/// proves an effect new, a hit asks for the exact check.
#[derive(Default)]
pub(crate) struct SeenFilter([u64; 4]);

impl SeenFilter {
    /// Records the effect; `false` when it was certainly not seen before.
    #[inline(always)]
    fn insert(&mut self, captured: u64, to: u32, promotes: bool) -> bool {
        let h = (captured ^ (u64::from(to) << 56) ^ u64::from(promotes))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            >> 56;
        let (word, bit) = ((h >> 6) as usize, 1u64 << (h & 63));
        let hit = self.0[word] & bit != 0;
        self.0[word] |= bit;
        hit
    }
}

impl<L: MoveList<Move>> Sink for MoveSink<'_, L> {
    #[inline(always)]
    fn begin_piece(&mut self) {
        self.piece_start = self.list.len();
        self.seen = SeenFilter::default();
    }

    #[inline]
    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    ) {
        let n = captured.count_ones();
        if self.maximum {
            if n < self.best {
                return;
            }
            if n > self.best {
                self.list.clear();
                self.piece_start = 0;
                self.seen = SeenFilter::default();
                self.best = n;
            }
        }
        // Routes with the same effect need three captures or more, and the same piece.
        let to = u32::from(path[len - 1]);
        if n >= 3 && self.seen.insert(captured, to, promotes) {
            let probe = Move::capture(from, captured, path, len, promotes, self.ten);
            if self.list[self.piece_start..]
                .iter()
                .any(|m| m.same_effect(&probe))
            {
                return;
            }
        }
        self.list
            .push(Move::capture(from, captured, path, len, promotes, self.ten));
    }
}

/// Counts the legal capture moves without building them: the majority rule, and one
/// count per start, end, captured set and promotion (sequences of three or more
/// captures are remembered to merge their routes).
pub(crate) struct CountSink {
    pub(crate) count: u64,
    pub(crate) best: u32,
    pub(crate) maximum: bool,
    pub(crate) long: smallvec::SmallVec<[(u64, u32); 8]>,
    pub(crate) seen: SeenFilter,
}

impl CountSink {
    pub(crate) fn new(maximum: bool) -> Self {
        CountSink {
            count: 0,
            best: 0,
            maximum,
            long: smallvec::SmallVec::new(),
            seen: SeenFilter::default(),
        }
    }
}

impl Sink for CountSink {
    #[inline(always)]
    fn begin_piece(&mut self) {
        self.long.clear();
        self.seen = SeenFilter::default();
    }

    #[inline]
    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    ) {
        let n = captured.count_ones();
        if self.maximum {
            if n < self.best {
                return;
            }
            if n > self.best {
                self.count = 0;
                self.long.clear();
                self.seen = SeenFilter::default();
                self.best = n;
            }
        }
        if n >= 3 {
            let to = u32::from(path[len - 1]);
            let key = (captured, from | to << 8 | u32::from(promotes) << 16);
            if self.seen.insert(captured, to, promotes) && self.long.contains(&key) {
                return;
            }
            self.long.push(key);
        }
        self.count += 1;
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
    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    ) {
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
            .push(Move::capture(from, captured, path, len, promotes, self.ten));
    }
}

/// For each direction, all ones if a man of `color` captures that way, else 0.
#[inline(always)]
pub(crate) fn man_dir_masks(color: Color, rule: ManCapture) -> [u64; 4] {
    match (color, rule) {
        (_, ManCapture::BothWays) => [!0; 4],
        (Color::White, ManCapture::Forward) => [!0, !0, 0, 0],
        (Color::Black, ManCapture::Forward) => [0, 0, !0, !0],
    }
}

/// The squares of `from` (one or more pieces) that can jump a piece of `targets` in
/// one of the directions whose mask is set, landing on `empty`: as landing squares.
#[inline(always)]
fn jump_landings<G: Geometry>(from: u64, targets: u64, empty: u64, m: &[u64; 4]) -> u64 {
    (G::step_c::<NE>(G::step_c::<NE>(from & m[NE]) & targets)
        | G::step_c::<NW>(G::step_c::<NW>(from & m[NW]) & targets)
        | G::step_c::<SE>(G::step_c::<SE>(from & m[SE]) & targets)
        | G::step_c::<SW>(G::step_c::<SW>(from & m[SW]) & targets))
        & empty
}

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
        self.push(l);
        if land & self.promo != 0 {
            match self.promotion {
                Promotion::Stop => self.emit(cap, true),
                Promotion::ContinueAsKing => {
                    let more = if self.flying {
                        self.flying_king(l, cap, D, true, true)
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
        let back = if came < 4 { reverse(came) } else { 4 };
        let same = if came < 4 && !straight { came } else { 4 };
        let mut found = false;
        if NE != back && NE != same {
            found |= self.king_dir::<NE>(sq, captured, promoted);
        }
        if NW != back && NW != same {
            found |= self.king_dir::<NW>(sq, captured, promoted);
        }
        if SE != back && SE != same {
            found |= self.king_dir::<SE>(sq, captured, promoted);
        }
        if SW != back && SW != same {
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
        // The landing squares from which the king can capture again: sideways (found
        // for all landing squares at once by fills), or straight on from the first.
        let mut sources = match D {
            NE | SW => sideways_sources::<G, NW, SE>(landings, self.empty, jumpable),
            _ => sideways_sources::<G, NE, SW>(landings, self.empty, jumpable),
        };
        if straight {
            sources |= 1u64 << first;
        }
        if sources == 0 {
            for l in ordered(landings, D) {
                self.push(l);
                self.emit(cap, promoted);
                self.pop();
            }
        } else {
            for l in ordered(sources, D) {
                self.push(l);
                self.flying_king(l, cap, D, l == first, promoted);
                self.pop();
            }
        }
        true
    }
}

/// The squares of `landings` (on one ray) from which a flying king captures a piece of
/// `jumpable` along one of the two perpendicular directions `P` and `Q` (`Q` =
/// reverse of `P`).
#[inline(always)]
fn sideways_sources<G: Geometry, const P: usize, const Q: usize>(
    landings: u64,
    empty: u64,
    jumpable: u64,
) -> u64 {
    let mut sources = 0;
    // Pieces first met along P from a landing square, with an empty square behind.
    let xs = G::step_c::<P>(G::fill_c::<P>(landings, empty)) & jumpable & G::step_c::<Q>(empty);
    if xs != 0 {
        sources |= G::fill_c::<Q>(G::step_c::<Q>(xs) & empty, empty) & landings;
    }
    let xs = G::step_c::<Q>(G::fill_c::<Q>(landings, empty)) & jumpable & G::step_c::<P>(empty);
    if xs != 0 {
        sources |= G::fill_c::<P>(G::step_c::<P>(xs) & empty, empty) & landings;
    }
    sources
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
            s.flying_king(from, 0, 4, true, false);
        } else {
            s.short_king(from, 0, false);
        }
    }
}

/// The first jumps of a side's men, by direction, when no sequence goes on past its
/// first jump (the common case): `landings[d]` holds the landing squares of the jumps
/// in direction `d`. `None` when some jump could go on (or would crown a man that goes
/// on as a king): then only the full search knows the moves.
///
/// All by bitboards: a man that has jumped in direction `d` can only go on in another
/// direction than back (the jumped piece is behind it), and in those directions neither
/// the jumped piece nor the emptied start square plays a part, so the squares that can
/// jump in each direction on the board as it is decide it.
#[inline(always)]
pub(crate) fn single_jumps<G: Geometry>(
    rules: &Checkers,
    color: Color,
    men: u64,
    targets: u64,
    occupied: u64,
) -> Option<[u64; 4]> {
    let m = man_dir_masks(color, rules.man_capture);
    let empty = G::MASK & !occupied;
    let landings = [
        G::step_c::<NE>(G::step_c::<NE>(men & m[NE]) & targets) & empty,
        G::step_c::<NW>(G::step_c::<NW>(men & m[NW]) & targets) & empty,
        G::step_c::<SE>(G::step_c::<SE>(men & m[SE]) & targets) & empty,
        G::step_c::<SW>(G::step_c::<SW>(men & m[SW]) & targets) & empty,
    ];
    let all = landings[NE] | landings[NW] | landings[SE] | landings[SW];
    if all == 0 {
        return Some(landings);
    }
    // The squares from which a man jumps in each direction.
    let can = [
        G::step_c::<SW>(G::step_c::<SW>(empty) & targets) & m[NE],
        G::step_c::<SE>(G::step_c::<SE>(empty) & targets) & m[NW],
        G::step_c::<NW>(G::step_c::<NW>(empty) & targets) & m[SE],
        G::step_c::<NE>(G::step_c::<NE>(empty) & targets) & m[SW],
    ];
    let mut goes_on = (landings[NE] & (can[NE] | can[NW] | can[SE]))
        | (landings[NW] & (can[NE] | can[NW] | can[SW]))
        | (landings[SE] & (can[NE] | can[SE] | can[SW]))
        | (landings[SW] & (can[NW] | can[SE] | can[SW]));
    let promo = match color {
        Color::White => G::TOP,
        Color::Black => G::BOTTOM,
    };
    match rules.promotion {
        Promotion::AtEnd => {}
        Promotion::Stop => goes_on &= !promo,
        Promotion::ContinueAsKing => goes_on |= all & promo,
    }
    (goes_on == 0).then_some(landings)
}

/// The moves of [`single_jumps`] landing sets.
#[inline(always)]
pub(crate) fn push_single_jumps<G: Geometry, L: MoveList<Move>>(
    landings: &[u64; 4],
    promo: u64,
    ten: bool,
    list: &mut L,
) {
    macro_rules! direction {
        ($d:expr) => {
            for l in bits(landings[$d]) {
                let lb = 1u64 << l;
                let ob = G::step_c::<{ reverse($d) }>(lb);
                let from = G::step_c::<{ reverse($d) }>(ob).trailing_zeros();
                let mut path = [0; MAX_CAPTURES];
                path[0] = l as u8;
                list.push(Move::capture(from, ob, &path, 1, lb & promo != 0, ten));
            }
        };
    }
    direction!(NE);
    direction!(NW);
    direction!(SE);
    direction!(SW);
}

/// Whether the side with pieces `own` has any capture: a quick bitboard test.
#[inline(always)]
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
    if jump_landings::<G>(
        men,
        targets,
        empty,
        &man_dir_masks(color, rules.man_capture),
    ) != 0
    {
        return true;
    }
    let own_kings = own & kings;
    if own_kings == 0 {
        return false;
    }
    match rules.kings {
        KingRange::Short => jump_landings::<G>(own_kings, targets, empty, &[!0; 4]) != 0,
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
