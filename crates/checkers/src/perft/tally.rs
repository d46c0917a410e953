//! The count kept by the capture walks of perft's leaf count (modules `king_walk` and
//! `men_walk`): the majority rule across the side's pieces, and the ends of routes of
//! the same effect counted once.

use crate::board::dark::Geometry;

/// The number of captured sets of long sequences kept per piece; beyond it the walk
/// gives up.
const SEEN: usize = 16;

/// The count of capture moves found so far; sequences of `MERGE_FROM` captures or more
/// may share their effect with another route of the same piece, and are merged by
/// captured set.
pub(super) struct Tally<const MERGE_FROM: u32> {
    maximum: bool,
    /// The length of the longest sequence counted (with the majority rule).
    best: u32,
    count: u64,
    /// For the piece walked, the captured sets of such sequences, with their ends.
    seen: [(u64, u64); SEEN],
    seen_len: usize,
    /// Whether a piece had more of them than `seen` holds.
    too_many: bool,
}

impl<const MERGE_FROM: u32> Tally<MERGE_FROM> {
    /// The count after `count` moves of `best` captures, with the majority rule when
    /// `maximum`.
    #[inline(always)]
    pub(crate) fn new(maximum: bool, best: u32, count: u64) -> Self {
        Tally {
            maximum,
            best,
            count,
            seen: [(0, 0); SEEN],
            seen_len: 0,
            too_many: false,
        }
    }

    /// Starts the routes of another piece (no move of two pieces is the same).
    #[inline(always)]
    pub(in crate::perft) fn begin_piece(&mut self) {
        self.seen_len = 0;
    }

    /// Counts the moves of `len` captures taking `cap` and ending on `ends`.
    #[inline(always)]
    pub(crate) fn add<G: Geometry>(&mut self, cap: u64, len: u32, ends: u64) {
        if self.maximum && len != self.best {
            if len < self.best {
                return;
            }
            self.best = len;
            self.count = 0;
            self.seen_len = 0;
        }
        let new = if len >= MERGE_FROM {
            self.new_ends(cap, ends)
        } else {
            ends
        };
        self.count += u64::from(G::popcount(new));
    }

    /// The squares of `ends` not yet counted for the captured set `cap` (all of them
    /// counted from now on).
    #[inline(always)]
    fn new_ends(&mut self, cap: u64, ends: u64) -> u64 {
        for (set, taken) in &mut self.seen[..self.seen_len] {
            if *set == cap {
                let new = ends & !*taken;
                *taken |= ends;
                return new;
            }
        }
        if self.seen_len == SEEN {
            self.too_many = true;
            return 0;
        }
        self.seen[self.seen_len] = (cap, ends);
        self.seen_len += 1;
        ends
    }

    /// Whether the walk must give up: a piece had more captured sets to merge than the
    /// tally keeps.
    #[inline(always)]
    pub(super) fn gave_up(&self) -> bool {
        self.too_many
    }

    /// The number of moves counted.
    #[inline(always)]
    pub(crate) fn count(&self) -> u64 {
        self.count
    }
}
