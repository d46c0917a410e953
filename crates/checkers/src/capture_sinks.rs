//! Where completed capture sequences go: the legal moves (majority rule, routes with the
//! same effect merged), their count, or every route (for reading move text).
//!
//! Two routes of one piece with the same end, captured set and promotion reach the
//! same position and are one move. Such routes need at least three captures: two
//! captures taken in two orders would need each captured piece on two parallel lines
//! through the turning points, which cannot be. So routes capturing fewer are pushed
//! without a check, and longer ones are looked up in a small open-addressing table of
//! the piece's earlier long moves ([`EffectIndex`]), which compares one or two of
//! them instead of all.

use doska_core::MoveList;

use crate::moves::{Move, MAX_CAPTURES};

/// Where completed capture sequences go.
pub(crate) trait Sink {
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
    /// The current piece's long moves by effect.
    pub(crate) seen: EffectIndex,
}

impl<'a, L: MoveList<Move>> MoveSink<'a, L> {
    pub(crate) fn new(list: &'a mut L, maximum: bool, ten: bool) -> Self {
        MoveSink {
            list,
            best: 0,
            maximum,
            ten,
            piece_start: 0,
            seen: EffectIndex::default(),
        }
    }
}

/// The hash of a move's effect (its start is that of the piece searched).
#[inline(always)]
fn effect_hash(captured: u64, to: u32, promotes: bool) -> usize {
    ((captured ^ (u64::from(to) << 56) ^ u64::from(promotes)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        >> 56) as usize
}

/// The long moves (three captures or more) of the piece searched, by effect: an
/// open-addressing table (linear probing) of their positions among the piece's
/// entries, plus one (0 = free slot). At most [`EffectIndex::LIMIT`] entries, all at
/// positions below 255, are indexed; the later ones are found by a scan from
/// `unindexed`.
pub(crate) struct EffectIndex {
    slots: [u8; 256],
    count: usize,
    /// The position from which entries are not in the table (`usize::MAX`: none).
    unindexed: usize,
}

impl Default for EffectIndex {
    fn default() -> Self {
        EffectIndex {
            slots: [0; 256],
            count: 0,
            unindexed: usize::MAX,
        }
    }
}

impl EffectIndex {
    /// The most entries indexed (three quarters of the slots).
    const LIMIT: usize = 192;

    /// Empties the table.
    #[inline(always)]
    fn clear(&mut self) {
        if self.count != 0 || self.unindexed != usize::MAX {
            *self = EffectIndex::default();
        }
    }

    /// Whether one of the first `entries` entries equals the new one, whose hash is
    /// `h` (`same(i)` compares entry `i` with it); if none does, the new one is
    /// recorded as entry `entries`.
    #[inline(always)]
    fn seen_or_insert(&mut self, h: usize, entries: usize, same: impl Fn(usize) -> bool) -> bool {
        let mut i = h;
        loop {
            let s = self.slots[i];
            if s == 0 {
                break;
            }
            if same(usize::from(s) - 1) {
                return true;
            }
            i = (i + 1) & 255;
        }
        if self.unindexed != usize::MAX && (self.unindexed..entries).any(&same) {
            return true;
        }
        if self.count < Self::LIMIT && entries < usize::from(u8::MAX) {
            self.slots[i] = (entries + 1) as u8;
            self.count += 1;
        } else if self.unindexed == usize::MAX {
            self.unindexed = entries;
        }
        false
    }
}

impl<L: MoveList<Move>> Sink for MoveSink<'_, L> {
    #[inline(always)]
    fn begin_piece(&mut self) {
        self.piece_start = self.list.len();
        self.seen.clear();
    }

    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        !self.maximum || len as u32 >= self.best
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
        if self.maximum && n != self.best {
            if n < self.best {
                return;
            }
            self.list.clear();
            self.piece_start = 0;
            self.seen.clear();
            self.best = n;
        }
        let mv = Move::capture(from, captured, path, len, promotes, self.ten);
        // Routes with the same effect need three captures or more, and the same piece.
        if n >= 3 {
            let moves = &self.list[self.piece_start..];
            let h = effect_hash(captured, u32::from(mv.to), promotes);
            if self
                .seen
                .seen_or_insert(h, moves.len(), |i| moves[i].same_effect(&mv))
            {
                return;
            }
        }
        self.list.push(mv);
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
    pub(crate) seen: EffectIndex,
}

impl CountSink {
    pub(crate) fn new(maximum: bool) -> Self {
        CountSink {
            count: 0,
            best: 0,
            maximum,
            long: smallvec::SmallVec::new(),
            seen: EffectIndex::default(),
        }
    }
}

impl Sink for CountSink {
    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        !self.maximum || len as u32 >= self.best
    }

    #[inline(always)]
    fn begin_piece(&mut self) {
        self.long.clear();
        self.seen.clear();
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
                self.seen.clear();
                self.best = n;
            }
        }
        if n >= 3 {
            let to = u32::from(path[len - 1]);
            let key = (captured, from | to << 8 | u32::from(promotes) << 16);
            let long = &self.long;
            let h = effect_hash(captured, to, promotes);
            if self.seen.seen_or_insert(h, long.len(), |i| long[i] == key) {
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
    #[inline(always)]
    fn wants(&self, len: usize) -> bool {
        !self.maximum || len as u32 >= self.best
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys with many hash collisions and more entries than the table indexes: every
    /// repeat is found, no new key is taken for a repeat.
    #[test]
    fn effect_index_finds_every_repeat() {
        let mut index = EffectIndex::default();
        let mut entries: Vec<(u64, u32)> = Vec::new();
        for round in 0..2 {
            for k in 0..400u64 {
                // Entries that are never looked up (short moves) push the positions
                // of the later ones beyond a byte.
                if round == 0 && k % 3 == 0 {
                    entries.push((u64::MAX, u32::MAX));
                }
                // Few distinct hashes: the low 3 bits only.
                let key = (k * 0x1_0001, (k % 7) as u32);
                let h = (k & 7) as usize;
                let seen = index.seen_or_insert(h, entries.len(), |i| entries[i] == key);
                assert_eq!(seen, round == 1, "key {k} in round {round}");
                if !seen {
                    entries.push(key);
                }
            }
        }
        assert_eq!(entries.len(), 400 + 134);
        index.clear();
        assert!(!index.seen_or_insert(0, 0, |_| true));
    }
}
