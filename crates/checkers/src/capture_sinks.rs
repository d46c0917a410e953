//! Where completed capture sequences go: the legal moves (majority rule, routes with the
//! same effect merged), their count, or every route (for reading move text).
//!
//! Two routes of one piece with the same end, captured set and promotion reach the
//! same position and are one move. Such routes need at least three captures: two
//! captures taken in two orders would need each captured piece on two parallel lines
//! through the turning points, which cannot be. So routes capturing fewer are pushed
//! without a check, and longer ones pass a 1024-bit filter before an exact check
//! against the same piece's earlier moves.

use doska_core::MoveList;

use crate::moves::{Move, MAX_CAPTURES};

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

/// A 1024-bit filter of move effects (start, end, captured set, promotion): a miss
/// proves an effect new, a hit asks for the exact check.
#[derive(Default)]
pub(crate) struct SeenFilter([u64; 16]);

impl SeenFilter {
    /// Records the effect; `false` when it was certainly not seen before.
    #[inline(always)]
    fn insert(&mut self, captured: u64, to: u32, promotes: bool) -> bool {
        let h = (captured ^ (u64::from(to) << 56) ^ u64::from(promotes))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            >> 54;
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
        // One landing square per captured piece.
        let n = len as u32;
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
    pub(crate) long: smallvec::SmallVec<[(u64, u32); 64]>,
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
        // One landing square per captured piece.
        let n = len as u32;
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
        // One landing square per captured piece.
        let n = len as u32;
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
