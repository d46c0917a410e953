//! Where completed capture sequences go: the legal moves (majority rule, routes with the
//! same effect merged), their count, or every route (for reading move text).
//!
//! Two routes of one piece with the same end, captured set and promotion reach the
//! same position and are one move. Such routes need at least three captures: two
//! captures taken in two orders would need each captured piece on two parallel lines
//! through the turning points, which cannot be (checked for the eight directions of
//! the 64-square board by enumeration in a test below; a route that turns straight
//! back meets the other route's captures on one line, in the wrong order). So routes
//! capturing fewer are taken without a check. For the longer ones [`SeenEnds`] keeps, per captured set (and
//! promotion) of the piece searched, the set of end squares taken so far: the routes
//! that end a flying king's capture on its landing squares all capture the same
//! pieces, so one look-up serves all of them, and a bitwise AND drops the ends taken
//! before.

use doska_core::MoveList;
use smallvec::SmallVec;

use crate::moves::{CheckersMove, MAX_CAPTURES};

/// Where completed capture sequences go.
pub(crate) trait Sink {
    /// Whether the sink counts routes: then the searches call [`weigh`](Sink::weigh)
    /// before each `emit` and `emit_ends` with the number of routes (sequences of
    /// landing squares) the sequence stands for.
    const ROUTES: bool = false;

    /// The number of routes the next sequence emitted stands for (called only when
    /// [`ROUTES`](Sink::ROUTES)).
    #[inline(always)]
    fn weigh(&mut self, weight: u64) {
        let _ = weight;
    }

    /// The search starts on the sequences of another piece.
    #[inline(always)]
    fn begin_piece(&mut self) {}

    /// Whether a sequence of `len` captures could still be kept (under the majority
    /// rule: not fewer than the most found so far).
    fn wants(&self, len: usize) -> bool;

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

    /// A complete sequence for each square of `landings` (taken nearest first along a
    /// ray going up the board if `up`, else down): `path[..len]` holds the landing
    /// squares before the last capture; `path[len]` is written for each and left 0.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn emit_ends(
        &mut self,
        from: u32,
        captured: u64,
        path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        up: bool,
        promotes: bool,
    ) {
        let mut rest = landings;
        while rest != 0 {
            let l = nearest_on_ray(rest, up);
            rest &= !(1u64 << l);
            path[len] = l as u8;
            self.emit(from, captured, path, len + 1, promotes);
        }
        path[len] = 0;
    }
}

/// The nearest square of `set` (on one ray) along a ray going up or down the board.
#[inline(always)]
fn nearest_on_ray(set: u64, up: bool) -> u32 {
    if up {
        set.trailing_zeros()
    } else {
        63 - set.leading_zeros()
    }
}

/// The majority rule as the sinks apply it: with `maximum`, only the sequences of the
/// most captures found so far are kept (one landing square per captured piece, so the
/// length of a route is its number of captures).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Majority {
    best: u32,
    maximum: bool,
}

/// What [`Majority::admit`] decides for a sequence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Admit {
    /// Shorter than one kept before: dropped.
    Drop,
    /// Kept beside the ones kept before.
    Keep,
    /// Longer than all before: kept, and those before must go.
    Replace,
}

impl Majority {
    /// The rule, with `maximum` (or free choice without it), before any sequence.
    pub(crate) fn new(maximum: bool) -> Self {
        Majority { best: 0, maximum }
    }

    /// The rule, with `maximum`, once sequences of `best` captures were admitted
    /// (outside the search).
    pub(crate) fn after(maximum: bool, best: u32) -> Self {
        Majority { best, maximum }
    }

    /// The length of the longest sequence admitted so far (with the majority rule).
    #[cfg(test)]
    pub(crate) fn best(&self) -> u32 {
        self.best
    }

    /// Whether a sequence of `len` captures could still be kept.
    #[inline(always)]
    pub(crate) fn wants(&self, len: usize) -> bool {
        !self.maximum || len as u32 >= self.best
    }

    /// Decides on a complete sequence of `len` captures.
    #[inline(always)]
    pub(crate) fn admit(&mut self, len: usize) -> Admit {
        let n = len as u32;
        if self.maximum && n != self.best {
            if n < self.best {
                return Admit::Drop;
            }
            self.best = n;
            return Admit::Replace;
        }
        Admit::Keep
    }
}

/// The end squares taken so far by the long routes (three captures or more) of the
/// piece searched, per captured set and promotion: an open-addressing table (linear
/// probing) of positions in `sets`, plus one (0 = free slot). The sets from position
/// [`SeenEnds::LIMIT`] on (more than a piece has in any real position) are found by
/// a scan. `N` (a power of two) slots: the move list's sink takes 256, the counting
/// sink (made for every count in perft) a cheaper 64.
pub(crate) struct SeenEnds<const N: usize> {
    slots: [u8; N],
    /// (captured set with the promotion in bit 63, end squares taken).
    sets: SmallVec<[(u64, u64); 64]>,
}

impl<const N: usize> Default for SeenEnds<N> {
    fn default() -> Self {
        SeenEnds {
            slots: [0; N],
            sets: SmallVec::new(),
        }
    }
}

impl<const N: usize> SeenEnds<N> {
    /// The positions indexed: those below (at most three quarters of the slots fill).
    const LIMIT: usize = N / 4 * 3;

    /// Forgets every route.
    #[inline(always)]
    pub(crate) fn clear(&mut self) {
        if !self.sets.is_empty() {
            self.slots = [0; N];
            self.sets.clear();
        }
    }

    /// The squares of `ends` not yet taken by a route capturing `captured` (with
    /// promotion `promotes`); all of `ends` count as taken afterwards.
    #[inline(always)]
    pub(crate) fn new_ends(&mut self, captured: u64, promotes: bool, ends: u64) -> u64 {
        // A promoted route is keyed by the complement of its captured set, which holds
        // the piece's start square (no captured set does): the keys stay apart on
        // every layout, all 64 bits of which may be squares.
        let key = captured ^ 0u64.wrapping_sub(u64::from(promotes));
        let mut i = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - N.trailing_zeros())) as usize;
        loop {
            let s = self.slots[i];
            if s == 0 {
                break;
            }
            let (k, taken) = &mut self.sets[usize::from(s) - 1];
            if *k == key {
                let new = ends & !*taken;
                *taken |= ends;
                return new;
            }
            i = (i + 1) & (N - 1);
        }
        let n = self.sets.len();
        if n < Self::LIMIT {
            self.slots[i] = (n + 1) as u8;
        } else if let Some((_, taken)) = self.sets[Self::LIMIT..].iter_mut().find(|e| e.0 == key) {
            let new = ends & !*taken;
            *taken |= ends;
            return new;
        }
        self.sets.push((key, ends));
        ends
    }
}

/// Collects the legal capture moves: the majority rule when it applies, and one move
/// per start, end, captured set and promotion.
pub(crate) struct MoveSink<'a, L> {
    pub(crate) list: &'a mut L,
    pub(crate) majority: Majority,
    /// The layout flags of the moves (see `moves::layout_flags`).
    pub(crate) layout: u8,
    /// The ends taken by the current piece's long moves.
    pub(crate) seen: SeenEnds<256>,
}

impl<'a, L: MoveList<CheckersMove>> MoveSink<'a, L> {
    pub(crate) fn new(list: &'a mut L, maximum: bool, layout: u8) -> Self {
        MoveSink {
            list,
            majority: Majority::new(maximum),
            layout,
            seen: SeenEnds::default(),
        }
    }

    /// Whether sequences of `len` captures are kept (the majority rule); the first
    /// longer than all before clears the list.
    #[inline(always)]
    fn keep(&mut self, len: usize) -> bool {
        match self.majority.admit(len) {
            Admit::Drop => return false,
            Admit::Replace => {
                self.list.clear();
                self.seen.clear();
            }
            Admit::Keep => {}
        }
        true
    }
}

impl<L: MoveList<CheckersMove>> Sink for MoveSink<'_, L> {
    #[inline(always)]
    fn begin_piece(&mut self) {
        self.seen.clear();
    }

    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        self.majority.wants(len)
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
        if !self.keep(len) {
            return;
        }
        let to = u32::from(path[len - 1]);
        // Routes with the same effect need three captures or more.
        if len >= 3 && self.seen.new_ends(captured, promotes, 1 << to) == 0 {
            return;
        }
        self.list.push(CheckersMove::capture(
            from,
            captured,
            path,
            len,
            promotes,
            self.layout,
        ));
    }

    #[inline(always)]
    fn emit_ends(
        &mut self,
        from: u32,
        captured: u64,
        path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        up: bool,
        promotes: bool,
    ) {
        if !self.keep(len + 1) {
            return;
        }
        let mut rest = landings;
        if len + 1 >= 3 {
            rest = self.seen.new_ends(captured, promotes, landings);
        }
        // One move built once; each end changes its last landing square.
        let mut mv = CheckersMove::capture(from, captured, path, len + 1, promotes, self.layout);
        while rest != 0 {
            let l = nearest_on_ray(rest, up);
            rest &= !(1u64 << l);
            mv.path[len] = l as u8;
            mv.to = l as u8;
            self.list.push(mv);
        }
    }
}

/// Counts the legal capture moves without building them: the majority rule, and one
/// count per start, end, captured set and promotion.
pub(crate) struct CountSink {
    pub(crate) count: u64,
    pub(crate) majority: Majority,
    pub(crate) seen: SeenEnds<64>,
}

impl CountSink {
    pub(crate) fn new(maximum: bool) -> Self {
        CountSink {
            count: 0,
            majority: Majority::new(maximum),
            seen: SeenEnds::default(),
        }
    }

    /// Counts the ends `ends` of routes of `len` captures capturing `captured`.
    #[inline(always)]
    fn count_ends(&mut self, captured: u64, len: usize, ends: u64, promotes: bool) {
        match self.majority.admit(len) {
            Admit::Drop => return,
            Admit::Replace => {
                self.count = 0;
                self.seen.clear();
            }
            Admit::Keep => {}
        }
        let new = if len >= 3 {
            self.seen.new_ends(captured, promotes, ends)
        } else {
            ends
        };
        self.count += u64::from(new.count_ones());
    }
}

impl Sink for CountSink {
    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        self.majority.wants(len)
    }

    #[inline(always)]
    fn begin_piece(&mut self) {
        self.seen.clear();
    }

    #[inline]
    fn emit(
        &mut self,
        _from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    ) {
        self.count_ends(captured, len, 1 << path[len - 1], promotes);
    }

    #[inline(always)]
    fn emit_ends(
        &mut self,
        _from: u32,
        captured: u64,
        _path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        _up: bool,
        promotes: bool,
    ) {
        self.count_ends(captured, len + 1, landings, promotes);
    }
}

/// Collects every route the search produces (no merging), with the majority rule; for
/// reading move text. (A flying king going on straight, or straight back, is searched
/// from its nearest landing square only, so those routes appear once, with that
/// square.)
pub(crate) struct RouteSink {
    pub(crate) routes: Vec<CheckersMove>,
    pub(crate) majority: Majority,
    /// The layout flags of the moves (see `moves::layout_flags`).
    pub(crate) layout: u8,
}

impl Sink for RouteSink {
    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        self.majority.wants(len)
    }

    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    ) {
        match self.majority.admit(len) {
            Admit::Drop => return,
            Admit::Replace => self.routes.clear(),
            Admit::Keep => {}
        }
        self.routes.push(CheckersMove::capture(
            from,
            captured,
            path,
            len,
            promotes,
            self.layout,
        ));
    }
}

/// Counts the capture routes (sequences of landing squares) with the majority rule:
/// what engines that do not merge routes count as moves.
pub(crate) struct RouteCountSink {
    pub(crate) count: u64,
    pub(crate) majority: Majority,
    weight: u64,
}

impl RouteCountSink {
    pub(crate) fn new(maximum: bool) -> Self {
        RouteCountSink {
            count: 0,
            majority: Majority::new(maximum),
            weight: 1,
        }
    }

    #[inline(always)]
    fn count_routes(&mut self, len: usize, routes: u64) {
        match self.majority.admit(len) {
            Admit::Drop => return,
            Admit::Replace => self.count = 0,
            Admit::Keep => {}
        }
        self.count += routes * self.weight;
    }
}

impl Sink for RouteCountSink {
    const ROUTES: bool = true;

    #[inline(always)]
    fn weigh(&mut self, weight: u64) {
        self.weight = weight;
    }

    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        self.majority.wants(len)
    }

    #[inline]
    fn emit(
        &mut self,
        _from: u32,
        _captured: u64,
        _path: &[u8; MAX_CAPTURES],
        len: usize,
        _promotes: bool,
    ) {
        self.count_routes(len, 1);
    }

    #[inline]
    fn emit_ends(
        &mut self,
        _from: u32,
        _captured: u64,
        _path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        _up: bool,
        _promotes: bool,
    ) {
        self.count_routes(len + 1, u64::from(landings.count_ones()));
    }
}

/// Collects the legal capture moves with their numbers of routes: the majority rule,
/// one move per start, end, captured set and promotion, each with the routes it
/// stands for (for the route-counting perft). Merging scans the moves kept: fine for
/// the few moves of a capture position.
pub(crate) struct RoutedMoveSink {
    pub(crate) moves: SmallVec<[(CheckersMove, u64); 16]>,
    pub(crate) majority: Majority,
    /// The layout flags of the moves (see `moves::layout_flags`).
    pub(crate) layout: u8,
    weight: u64,
}

impl RoutedMoveSink {
    pub(crate) fn new(maximum: bool, layout: u8) -> Self {
        RoutedMoveSink {
            moves: SmallVec::new(),
            majority: Majority::new(maximum),
            layout,
            weight: 1,
        }
    }

    fn add(&mut self, mv: CheckersMove, routes: u64) {
        match self.moves.iter_mut().find(|(m, _)| m.same_effect(&mv)) {
            Some((_, n)) => *n += routes,
            None => self.moves.push((mv, routes)),
        }
    }
}

impl Sink for RoutedMoveSink {
    const ROUTES: bool = true;

    #[inline(always)]
    fn weigh(&mut self, weight: u64) {
        self.weight = weight;
    }

    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        self.majority.wants(len)
    }

    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    ) {
        match self.majority.admit(len) {
            Admit::Drop => return,
            Admit::Replace => self.moves.clear(),
            Admit::Keep => {}
        }
        let mv = CheckersMove::capture(from, captured, path, len, promotes, self.layout);
        self.add(mv, self.weight);
    }
}

/// Counts the routes of one move: the sequences with its start, end, captured set and
/// promotion (all of one length, so the majority rule has nothing to drop).
pub(crate) struct RoutesOfSink {
    pub(crate) target: CheckersMove,
    pub(crate) count: u64,
    weight: u64,
}

impl RoutesOfSink {
    pub(crate) fn new(target: CheckersMove) -> Self {
        RoutesOfSink {
            target,
            count: 0,
            weight: 1,
        }
    }
}

impl Sink for RoutesOfSink {
    const ROUTES: bool = true;

    #[inline(always)]
    fn weigh(&mut self, weight: u64) {
        self.weight = weight;
    }

    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        len <= self.target.len as usize
    }

    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    ) {
        let t = &self.target;
        if captured == t.captured
            && from == u32::from(t.from)
            && path[len - 1] == t.to
            && promotes == t.promotes()
        {
            self.count += self.weight;
        }
    }

    fn emit_ends(
        &mut self,
        from: u32,
        captured: u64,
        _path: &mut [u8; MAX_CAPTURES],
        _len: usize,
        landings: u64,
        _up: bool,
        promotes: bool,
    ) {
        let t = &self.target;
        if captured == t.captured
            && from == u32::from(t.from)
            && landings & (1 << t.to) != 0
            && promotes == t.promotes()
        {
            self.count += self.weight;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys with many hash collisions and more captured sets than the table indexes:
    /// every end taken before is dropped, every new one kept.
    #[test]
    fn seen_ends_drops_exactly_the_ends_taken() {
        let mut seen = SeenEnds::<256>::default();
        for round in 0..3u64 {
            for k in 0..300u64 {
                // Keys that differ only in high bits collide in the low slots often.
                let captured = (k % 150) << 20 | 1;
                let promotes = k >= 150;
                // Round r offers the ends of round 0 again and two new ones.
                let fresh = 0b11 << (2 * round);
                assert_eq!(
                    seen.new_ends(captured, promotes, fresh | 0b11),
                    fresh,
                    "key {k} round {round}"
                );
            }
        }
        seen.clear();
        assert_eq!(seen.new_ends(1, false, 0b101), 0b101);
        assert_eq!(seen.new_ends(1, false, 0b111), 0b010);
        assert_eq!(seen.new_ends(1, true, 0b111), 0b111);
    }
}
