//! The sinks of the capture searches: the legal moves (majority rule, routes with the
//! same effect merged, module `seen`), their count, every route (for reading move
//! text), the number of routes, the moves with their routes, and the routes of one
//! move.

use doska_core::MoveList;
use smallvec::SmallVec;

use crate::movegen::captures::seen::SeenEnds;
use crate::movegen::captures::sink::nearest_on_ray;
use crate::movegen::captures::sink::Admit;
use crate::movegen::captures::sink::Majority;
use crate::movegen::captures::sink::Sink;
use crate::moves::{CheckersMove, MAX_CAPTURES};

/// Collects the legal capture moves: the majority rule when it applies, and one move
/// per start, end, captured set and promotion.
pub(crate) struct MoveSink<'a, L> {
    pub(in crate::movegen) list: &'a mut L,
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
    pub(in crate::movegen) target: CheckersMove,
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
