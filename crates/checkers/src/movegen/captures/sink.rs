//! Where completed capture sequences go: the [`Sink`] trait the capture searches call,
//! and the parts every sink is built from. A sink is a small consumer ([`Keep`]: what
//! to do with a sequence, how to forget what it kept) inside an adaptor that decides
//! which sequences reach it: [`ByMajority`] (the majority rule, and the route weights
//! passed on), [`Matching`] (the routes of one move), and [`Noted`] (any sink, noting
//! whether a sequence arrived). The consumers are in the module `sinks`.

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
        each_landing(landings, up, |l| {
            path[len] = l as u8;
            self.emit(from, captured, path, len + 1, promotes);
        });
        path[len] = 0;
    }
}

/// Calls `each` with the squares of `landings` (on one ray), nearest first along a ray
/// going up the board if `up`, else down.
#[inline(always)]
pub(crate) fn each_landing(landings: u64, up: bool, mut each: impl FnMut(u32)) {
    let mut rest = landings;
    while rest != 0 {
        let l = nearest_on_ray(rest, up);
        rest &= !(1u64 << l);
        each(l);
    }
}

/// The nearest square of `set` (on one ray) along a ray going up or down the board.
#[inline(always)]
pub(super) fn nearest_on_ray(set: u64, up: bool) -> u32 {
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

/// The simple end of a sink: what it does with each sequence its adaptor lets through.
pub(crate) trait Keep {
    /// Whether the consumer counts routes: then `weight` is the number of routes the
    /// sequence stands for (else 1, to be ignored).
    const ROUTES: bool = false;

    /// Sequences longer than all kept so far were found: forget what was kept.
    fn clear(&mut self);

    /// The search starts on the sequences of another piece.
    #[inline(always)]
    fn begin_piece(&mut self) {}

    /// One sequence, as [`Sink::emit`] gives it, standing for `weight` routes.
    #[allow(clippy::too_many_arguments)]
    fn one(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
        weight: u64,
    );

    /// A sequence for each square of `landings`, as [`Sink::emit_ends`] gives them,
    /// each standing for `weight` routes.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn ends(
        &mut self,
        from: u32,
        captured: u64,
        path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        up: bool,
        promotes: bool,
        weight: u64,
    ) {
        each_landing(landings, up, |l| {
            path[len] = l as u8;
            self.one(from, captured, path, len + 1, promotes, weight);
        });
        path[len] = 0;
    }
}

/// The majority rule around a consumer: with `maximum`, only the sequences of the most
/// captures reach it, and it forgets the shorter ones kept before; with free choice
/// every complete sequence does. Route weights are passed on when the consumer counts
/// routes.
pub(crate) struct ByMajority<K> {
    /// The consumer.
    pub(crate) keep: K,
    /// The rule, and the longest sequence so far.
    pub(crate) majority: Majority,
    /// The routes the next sequence stands for.
    weight: u64,
}

impl<K: Keep> ByMajority<K> {
    /// `keep` behind the majority rule if `maximum`, else behind free choice.
    #[inline(always)]
    pub(crate) fn with(keep: K, maximum: bool) -> Self {
        ByMajority {
            keep,
            majority: Majority::new(maximum),
            weight: 1,
        }
    }

    /// Whether a complete sequence of `len` captures reaches the consumer; the first
    /// longer than all before makes it forget what it kept.
    #[inline(always)]
    fn admit(&mut self, len: usize) -> bool {
        match self.majority.admit(len) {
            Admit::Drop => return false,
            Admit::Replace => self.keep.clear(),
            Admit::Keep => {}
        }
        true
    }
}

impl<K: Keep> Sink for ByMajority<K> {
    const ROUTES: bool = K::ROUTES;

    #[inline(always)]
    fn weigh(&mut self, weight: u64) {
        self.weight = weight;
    }

    #[inline(always)]
    fn begin_piece(&mut self) {
        self.keep.begin_piece();
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
        if self.admit(len) {
            self.keep
                .one(from, captured, path, len, promotes, self.weight);
        }
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
        if self.admit(len + 1) {
            self.keep.ends(
                from,
                captured,
                path,
                len,
                landings,
                up,
                promotes,
                self.weight,
            );
        }
    }
}

/// What a route of a move must have beyond its start, end, captured set and
/// promotion to be one of its routes (for [`Matching`]).
pub(crate) trait RouteOf {
    /// Whether the route of the piece on `from` with landing squares `path[..len]` and
    /// captured set `captured` is one of the move's routes, the rest matching.
    fn fits(&self, from: u32, path: &[u8], captured: u64) -> bool;
}

/// Any route with the move's start, end, captured set and promotion.
pub(crate) struct AnyRoute;

impl RouteOf for AnyRoute {
    #[inline(always)]
    fn fits(&self, _from: u32, _path: &[u8], _captured: u64) -> bool {
        true
    }
}

/// Counts the routes of one move: the sequences with its start, end, captured set and
/// promotion that `R` accepts (all of one length, so no majority rule is needed).
pub(crate) struct Matching<R> {
    /// The move.
    target: CheckersMove,
    /// What else a route must have.
    rule: R,
    /// The routes found.
    pub(crate) count: u64,
    /// The routes the next sequence stands for.
    weight: u64,
}

impl<R: RouteOf> Matching<R> {
    /// Counts the routes of `target` that `rule` accepts.
    pub(crate) fn new(target: CheckersMove, rule: R) -> Self {
        Matching {
            target,
            rule,
            count: 0,
            weight: 1,
        }
    }

    /// Whether a sequence of the piece on `from` ending on `to` has the move's start,
    /// end, captured set and promotion.
    #[inline(always)]
    fn same_ends(&self, from: u32, captured: u64, to_bits: u64, promotes: bool) -> bool {
        let t = &self.target;
        captured == t.captured
            && from == u32::from(t.from)
            && to_bits & (1 << t.to) != 0
            && promotes == t.promotes()
    }
}

impl<R: RouteOf> Sink for Matching<R> {
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
        if self.same_ends(from, captured, 1 << path[len - 1], promotes)
            && self.rule.fits(from, &path[..len], captured)
        {
            self.count += self.weight;
        }
    }

    fn emit_ends(
        &mut self,
        from: u32,
        captured: u64,
        path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        _up: bool,
        promotes: bool,
    ) {
        if self.same_ends(from, captured, landings, promotes) {
            path[len] = self.target.to;
            if self.rule.fits(from, &path[..len + 1], captured) {
                self.count += self.weight;
            }
            path[len] = 0;
        }
    }
}

/// Any sink, noting whether a sequence reached it (a move list cannot be asked for its
/// length).
pub(crate) struct Noted<'b, S> {
    /// The sink.
    pub(crate) inner: S,
    /// Set when a sequence arrives.
    pub(crate) any: &'b mut bool,
}

impl<S: Sink> Sink for Noted<'_, S> {
    const ROUTES: bool = S::ROUTES;

    #[inline(always)]
    fn weigh(&mut self, weight: u64) {
        self.inner.weigh(weight);
    }

    #[inline(always)]
    fn begin_piece(&mut self) {
        self.inner.begin_piece();
    }

    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        self.inner.wants(len)
    }

    fn emit(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
    ) {
        *self.any = true;
        self.inner.emit(from, captured, path, len, promotes);
    }

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
        *self.any = true;
        self.inner
            .emit_ends(from, captured, path, len, landings, up, promotes);
    }
}
