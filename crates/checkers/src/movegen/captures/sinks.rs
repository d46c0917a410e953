//! The consumers of the capture searches and the sinks made of them (module `sink`):
//! the legal moves (routes with the same effect merged, module `seen`), their count,
//! every route (for reading move text), the number of routes, and the moves with
//! their routes, each behind the majority rule; and the routes of one move.

use doska_core::MoveList;
use smallvec::SmallVec;

use crate::movegen::captures::seen::SeenEnds;
use crate::movegen::captures::sink::{nearest_on_ray, AnyRoute, ByMajority, Keep, Matching};
use crate::moves::{CheckersMove, MAX_CAPTURES};

/// The legal capture moves: one move per start, end, captured set and promotion, into
/// a move list.
pub(crate) struct Moves<'a, L> {
    list: &'a mut L,
    /// The layout flags of the moves (see `moves::layout_flags`).
    layout: u8,
    /// The ends taken by the current piece's long moves.
    seen: SeenEnds<256>,
}

impl<L: MoveList<CheckersMove>> Keep for Moves<'_, L> {
    #[inline(always)]
    fn clear(&mut self) {
        self.list.clear();
        self.seen.clear();
    }

    #[inline(always)]
    fn begin_piece(&mut self) {
        self.seen.clear();
    }

    #[inline]
    fn one(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
        _weight: u64,
    ) {
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
    fn ends(
        &mut self,
        from: u32,
        captured: u64,
        path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        up: bool,
        promotes: bool,
        _weight: u64,
    ) {
        let mut rest = landings;
        if len + 1 >= 3 {
            rest = self.seen.new_ends(captured, promotes, landings);
        }
        // One move built once; each end changes its last landing square.
        let mut mv = CheckersMove::capture(from, captured, path, len + 1, promotes, self.layout);
        // The loop of `each_landing`, written out: with the closure the dense capture
        // positions took 0.7 % more instructions (callgrind, examples/dense_captures).
        while rest != 0 {
            let l = nearest_on_ray(rest, up);
            rest &= !(1u64 << l);
            mv.path[len] = l as u8;
            mv.to = l as u8;
            self.list.push(mv);
        }
    }
}

/// Collects the legal capture moves into a move list: the majority rule when it
/// applies, one move per start, end, captured set and promotion.
pub(crate) type MoveSink<'a, L> = ByMajority<Moves<'a, L>>;

impl<'a, L: MoveList<CheckersMove>> ByMajority<Moves<'a, L>> {
    /// A sink pushing onto `list` (the caller cleared it), the majority rule if
    /// `maximum`, the moves laid out as the flags `layout` say.
    pub(crate) fn new(list: &'a mut L, maximum: bool, layout: u8) -> Self {
        ByMajority::with(
            Moves {
                list,
                layout,
                seen: SeenEnds::default(),
            },
            maximum,
        )
    }
}

/// The number of legal capture moves: one per start, end, captured set and promotion.
pub(crate) struct Count {
    /// The moves counted.
    pub(crate) count: u64,
    seen: SeenEnds<64>,
}

impl Count {
    /// Counts the ends `ends` of routes of `len` captures capturing `captured`.
    #[inline(always)]
    fn ends_of(&mut self, captured: u64, len: usize, ends: u64, promotes: bool) {
        let new = if len >= 3 {
            self.seen.new_ends(captured, promotes, ends)
        } else {
            ends
        };
        self.count += u64::from(new.count_ones());
    }
}

impl Keep for Count {
    #[inline(always)]
    fn clear(&mut self) {
        self.count = 0;
        self.seen.clear();
    }

    #[inline(always)]
    fn begin_piece(&mut self) {
        self.seen.clear();
    }

    #[inline]
    fn one(
        &mut self,
        _from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
        _weight: u64,
    ) {
        self.ends_of(captured, len, 1 << path[len - 1], promotes);
    }

    #[inline(always)]
    fn ends(
        &mut self,
        _from: u32,
        captured: u64,
        _path: &mut [u8; MAX_CAPTURES],
        len: usize,
        landings: u64,
        _up: bool,
        promotes: bool,
        _weight: u64,
    ) {
        self.ends_of(captured, len + 1, landings, promotes);
    }
}

/// Counts the legal capture moves without building them: the majority rule, one count
/// per start, end, captured set and promotion (`sink.keep.count`).
pub(crate) type CountSink = ByMajority<Count>;

impl ByMajority<Count> {
    /// A counting sink, the majority rule if `maximum`.
    pub(crate) fn new(maximum: bool) -> Self {
        ByMajority::with(
            Count {
                count: 0,
                seen: SeenEnds::default(),
            },
            maximum,
        )
    }
}

/// Every route, without merging (for reading move text).
pub(crate) struct Routes {
    /// The routes, as moves.
    pub(crate) routes: Vec<CheckersMove>,
    /// The layout flags of the moves (see `moves::layout_flags`).
    layout: u8,
}

impl Keep for Routes {
    #[inline(always)]
    fn clear(&mut self) {
        self.routes.clear();
    }

    fn one(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
        _weight: u64,
    ) {
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

/// Collects every route the search produces (no merging), behind the majority rule or
/// free choice; for reading move text (`sink.keep.routes`). A flying king going on
/// straight, or straight back, is searched from its nearest landing square only, so
/// those routes appear once, with that square.
pub(crate) type RouteSink = ByMajority<Routes>;

impl ByMajority<Routes> {
    /// A sink keeping every route, the majority rule if `maximum`, the moves laid out as
    /// the flags `layout` say.
    pub(crate) fn new(maximum: bool, layout: u8) -> Self {
        ByMajority::with(
            Routes {
                routes: Vec::new(),
                layout,
            },
            maximum,
        )
    }
}

/// The number of capture routes (sequences of landing squares).
pub(crate) struct RouteCount {
    /// The routes counted.
    pub(crate) count: u64,
}

impl Keep for RouteCount {
    const ROUTES: bool = true;

    #[inline(always)]
    fn clear(&mut self) {
        self.count = 0;
    }

    #[inline]
    fn one(
        &mut self,
        _from: u32,
        _captured: u64,
        _path: &[u8; MAX_CAPTURES],
        _len: usize,
        _promotes: bool,
        weight: u64,
    ) {
        self.count += weight;
    }

    #[inline]
    fn ends(
        &mut self,
        _from: u32,
        _captured: u64,
        _path: &mut [u8; MAX_CAPTURES],
        _len: usize,
        landings: u64,
        _up: bool,
        _promotes: bool,
        weight: u64,
    ) {
        self.count += u64::from(landings.count_ones()) * weight;
    }
}

/// Counts the capture routes with the majority rule: what engines that do not merge
/// routes count as moves (`sink.keep.count`).
pub(crate) type RouteCountSink = ByMajority<RouteCount>;

impl ByMajority<RouteCount> {
    /// A route-counting sink, the majority rule if `maximum`.
    pub(crate) fn new(maximum: bool) -> Self {
        ByMajority::with(RouteCount { count: 0 }, maximum)
    }
}

/// The legal capture moves with their numbers of routes; merging scans the moves kept,
/// fine for the few moves of a capture position.
pub(crate) struct RoutedMoves {
    /// The moves and the routes each stands for.
    pub(crate) moves: SmallVec<[(CheckersMove, u64); 16]>,
    /// The layout flags of the moves (see `moves::layout_flags`).
    layout: u8,
}

impl Keep for RoutedMoves {
    const ROUTES: bool = true;

    #[inline(always)]
    fn clear(&mut self) {
        self.moves.clear();
    }

    fn one(
        &mut self,
        from: u32,
        captured: u64,
        path: &[u8; MAX_CAPTURES],
        len: usize,
        promotes: bool,
        weight: u64,
    ) {
        let mv = CheckersMove::capture(from, captured, path, len, promotes, self.layout);
        match self.moves.iter_mut().find(|(m, _)| m.same_effect(&mv)) {
            Some((_, n)) => *n += weight,
            None => self.moves.push((mv, weight)),
        }
    }
}

/// Collects the legal capture moves with their numbers of routes: the majority rule,
/// one move per start, end, captured set and promotion (`sink.keep.moves`; for the
/// route-counting perft).
pub(crate) type RoutedMoveSink = ByMajority<RoutedMoves>;

impl ByMajority<RoutedMoves> {
    /// A sink of moves with their routes, the majority rule if `maximum`, the moves laid
    /// out as the flags `layout` say.
    pub(crate) fn new(maximum: bool, layout: u8) -> Self {
        ByMajority::with(
            RoutedMoves {
                moves: SmallVec::new(),
                layout,
            },
            maximum,
        )
    }
}

/// Counts the routes of one move: the sequences with its start, end, captured set and
/// promotion (`sink.count`).
pub(crate) type RoutesOfSink = Matching<AnyRoute>;

impl Matching<AnyRoute> {
    /// Counts the routes of the move `target`.
    pub(crate) fn of(target: CheckersMove) -> Self {
        Matching::new(target, AnyRoute)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movegen::captures::sink::Sink;

    /// The majority rule in front of a consumer: shorter sequences dropped, the first
    /// longer one clears what was kept, routes counted with their weights.
    #[test]
    fn majority_drops_and_clears() {
        let mut path = [0u8; MAX_CAPTURES];
        path[..3].copy_from_slice(&[5, 9, 13]);
        let mut sink = RouteCountSink::new(true);
        sink.weigh(2);
        sink.emit(1, 0b110, &path, 2, false);
        assert_eq!(sink.keep.count, 2);
        assert!(!sink.wants(1) && sink.wants(2));
        sink.weigh(3);
        sink.emit(1, 0b1110, &path, 3, false);
        assert_eq!(sink.keep.count, 3);
        sink.emit(1, 0b110, &path, 2, false);
        assert_eq!(sink.keep.count, 3);
        let mut free = RouteCountSink::new(false);
        free.emit(1, 0b1110, &path, 3, false);
        free.emit(1, 0b110, &path, 2, false);
        assert_eq!(free.keep.count, 2);
    }
}
