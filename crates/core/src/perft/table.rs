//! The perft transposition table: a fixed-size, lock-free store of exact subtree counts,
//! shared by every thread of a run.
//!
//! [`PerftTable`] documents the layout, the lockless scheme and the replacement.

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// The entries of one bucket of a [`PerftTable`].
pub const BUCKET_ENTRIES: usize = 5;

/// The size of one bucket in bytes (five entries of 24 bytes, padded to two cache lines).
pub const BUCKET_BYTES: usize = std::mem::size_of::<Bucket>();

/// The deepest remaining depth an entry can record.
pub const MAX_TABLE_DEPTH: u32 = (1 << 7) - 1;

/// The largest count an entry can record (56 bits); larger subtrees are not stored.
pub const MAX_TABLE_COUNT: u64 = (1 << 56) - 1;

/// What a perft counts: the game's moves, or the routes of the rules' own moves
/// ([`Game::routes`](crate::Game::routes)). The table keeps the two apart.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Counting {
    /// One per legal move: the game's perft.
    #[default]
    Moves,
    /// One per route of each move: the route-counting perft.
    Routes,
}

/// The 128 bits that identify a position in a [`PerftTable`]: its
/// [`Position::key`](crate::Position::key) and an independent check word.
///
/// The hashed perft computes the check word with [`Fingerprint::of`] from the
/// position's full `Hash` (which covers the move counters the key leaves out) and a
/// salt naming the game, so that one table can serve several games.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Fingerprint {
    /// The position's key: which bucket, and the first 64 bits of the match.
    pub key: u64,
    /// An independent hash of the whole position: the other 64 bits.
    pub check: u64,
}

impl Fingerprint {
    /// A fingerprint of two given words.
    #[inline]
    #[must_use]
    pub const fn new(key: u64, check: u64) -> Self {
        Fingerprint { key, check }
    }

    /// The fingerprint of `pos`: its [`Position::key`](crate::Position::key) and a
    /// SipHash (the standard library's `DefaultHasher`, fixed keys) of `salt` and the
    /// position's `Hash`.
    #[inline]
    #[must_use]
    pub fn of<P: crate::Position>(pos: &P, salt: u64) -> Self {
        Fingerprint {
            key: pos.key(),
            check: check_word(pos, salt),
        }
    }
}

/// The check word of [`Fingerprint::of`]: SipHash of `salt`, then `value`.
#[inline]
pub(crate) fn check_word<T: Hash + ?Sized>(value: &T, salt: u64) -> u64 {
    let mut h = std::hash::DefaultHasher::new();
    h.write_u64(salt);
    value.hash(&mut h);
    h.finish()
}

/// One entry: the three words of the XOR scheme (see the module docs).
#[derive(Debug, Default)]
struct Entry {
    a: AtomicU64,
    b: AtomicU64,
    c: AtomicU64,
}

/// One bucket, aligned to two cache lines so that it never straddles a third.
#[derive(Debug, Default)]
#[repr(C, align(128))]
struct Bucket([Entry; BUCKET_ENTRIES]);

/// The tag of an entry's data word: depth and mode.
#[inline]
fn tag(depth: u32, mode: Counting) -> u64 {
    u64::from(depth) | (mode as u64) << 7
}

const TAG_MASK: u64 = 0xff;

/// A fixed-size, lock-free transposition table of perft counts, shared by reference
/// between threads (`&PerftTable` is `Send + Sync`).
///
/// It stores `(fingerprint, depth, mode) → count` for subtrees, and answers only when
/// the whole 128-bit [`Fingerprint`] matches. A table may be reused across positions,
/// depths, games and runs: its entries are exact counts.
///
/// # Layout
///
/// The table is an array of a power-of-two number of **buckets** of 128 bytes (two
/// cache lines), each holding [`BUCKET_ENTRIES`] entries of three 64-bit words:
///
/// | word | holds |
/// |---|---|
/// | `a` | `key ^ data` |
/// | `b` | `check ^ data` |
/// | `c` | `data` = `count << 8 \| mode << 7 \| depth` |
///
/// where `key` is the position's [`Position::key`](crate::Position::key) and `check` an
/// independent 64-bit hash of the position's full `Hash` (see [`Fingerprint`]). A
/// position's bucket is chosen by the low bits of `key ^ check`.
///
/// # No false hits, no locks, no `unsafe`
///
/// Each word is an [`AtomicU64`], written and read with relaxed ordering, so two threads
/// storing into the same entry at once may leave it **torn**: some words from one write,
/// some from the other. A probe accepts an entry only when `a ^ c == key` and
/// `b ^ c == check` (and the depth and mode in `c` are the ones asked for): a torn entry
/// fails the test unless 64-bit words coincide by chance, so it reads as a miss (the
/// classic lockless XOR scheme). An entry is trusted only when all 128 bits of the
/// fingerprint agree, so a weak [`Position::key`](crate::Position::key) — or two
/// positions whose keys are equal because keys ignore move counters — costs speed, never
/// a wrong count: the `check` word covers the counters.
///
/// # Replacement
///
/// A store overwrites the entry of the same position, depth and mode if the bucket has
/// one, and otherwise the shallowest entry of the bucket (an empty one first; of equal
/// depths, the smaller count). Deep entries, which save the most work, survive; the
/// shallow slots turn over with the search.
///
/// # Example
///
/// ```
/// use doska_core::{perft, toy::Subtraction, Game, Perft, PerftTable};
/// let game = Subtraction::new(3, 40);
/// let table = PerftTable::with_bytes(64 << 10);
/// let hashed = Perft::new(&game).table(&table).count(&game.start(), 12);
/// assert_eq!(hashed, perft(&game, &game.start(), 12));
/// ```
pub struct PerftTable {
    buckets: Box<[Bucket]>,
    mask: u64,
}

impl std::fmt::Debug for PerftTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PerftTable")
            .field("bytes", &self.bytes())
            .field("entries", &self.entries())
            .finish_non_exhaustive()
    }
}

impl PerftTable {
    /// The largest table of a power-of-two number of buckets that fits in `bytes`, and
    /// at least one bucket ([`BUCKET_BYTES`] bytes). Every entry is written once here
    /// (the memory is touched at creation, not during the search).
    ///
    /// # Panics
    /// Aborts the process, as any failed allocation does, when the memory cannot be
    /// had; [`try_with_bytes`](PerftTable::try_with_bytes) refuses instead.
    #[must_use]
    pub fn with_bytes(bytes: usize) -> Self {
        let buckets: Box<[Bucket]> = std::iter::repeat_with(Bucket::default)
            .take(Self::buckets_for(bytes))
            .collect();
        PerftTable {
            mask: buckets.len() as u64 - 1,
            buckets,
        }
    }

    /// The table [`with_bytes`](PerftTable::with_bytes) makes, or a refusal when the
    /// memory cannot be had: the buckets are reserved with
    /// [`Vec::try_reserve_exact`] before any is written, so a size beyond what the
    /// allocator gives (the address space, `ulimit -v`, the system's overcommit rule)
    /// is an error to report, not an abort.
    ///
    /// The allocator may still promise memory the machine cannot back (Linux
    /// overcommits by default); writing every entry here touches it all, so such a
    /// table fails here, at creation, and never in the middle of a search. Callers that
    /// want a clear message before that check the size against the memory available
    /// first.
    ///
    /// # Errors
    /// The allocator's [`TryReserveError`](std::collections::TryReserveError) when the
    /// buckets cannot be reserved.
    ///
    /// ```
    /// use doska_core::PerftTable;
    ///
    /// assert_eq!(PerftTable::try_with_bytes(1 << 20).map(|t| t.bytes()), Ok(1 << 20));
    /// // More than any address space holds: refused, not aborted.
    /// assert!(PerftTable::try_with_bytes(usize::MAX).is_err());
    /// ```
    pub fn try_with_bytes(bytes: usize) -> Result<Self, std::collections::TryReserveError> {
        let count = Self::buckets_for(bytes);
        let mut buckets: Vec<Bucket> = Vec::new();
        buckets.try_reserve_exact(count)?;
        buckets.resize_with(count, Bucket::default);
        let buckets = buckets.into_boxed_slice();
        Ok(PerftTable {
            mask: buckets.len() as u64 - 1,
            buckets,
        })
    }

    /// The number of buckets of a table of at most `bytes` bytes: the largest power of
    /// two that fits, and 1 at least.
    fn buckets_for(bytes: usize) -> usize {
        let wanted = (bytes / BUCKET_BYTES).max(1);
        1usize << (usize::BITS - 1 - wanted.leading_zeros())
    }

    /// The memory the entries take, in bytes.
    #[must_use]
    pub fn bytes(&self) -> usize {
        self.buckets.len() * BUCKET_BYTES
    }

    /// The number of entries.
    #[must_use]
    pub fn entries(&self) -> usize {
        self.buckets.len() * BUCKET_ENTRIES
    }

    /// Empties the table.
    pub fn clear(&self) {
        for entry in self.buckets.iter().flat_map(|b| &b.0) {
            entry.a.store(0, Relaxed);
            entry.b.store(0, Relaxed);
            entry.c.store(0, Relaxed);
        }
    }

    /// The share of entries in use, from 0 to 1, estimated on the first thousand
    /// buckets (or all of them in a smaller table): how full the table is, for reports.
    #[must_use]
    pub fn occupancy(&self) -> f64 {
        let sample = &self.buckets[..self.buckets.len().min(1000)];
        let used = sample
            .iter()
            .flat_map(|b| &b.0)
            .filter(|e| e.c.load(Relaxed) & TAG_MASK != 0)
            .count();
        used as f64 / (sample.len() * BUCKET_ENTRIES) as f64
    }

    #[inline]
    fn bucket(&self, fp: Fingerprint) -> &Bucket {
        // `mask` < the number of buckets, so the index is in range.
        &self.buckets[((fp.key ^ fp.check) & self.mask) as usize]
    }

    /// The count stored for `fp` at `depth` in `mode`, if the table holds it.
    ///
    /// `None` also for a depth of 0 or above [`MAX_TABLE_DEPTH`], which are never
    /// stored.
    ///
    /// ```
    /// use doska_core::{Counting, Fingerprint, PerftTable};
    ///
    /// let table = PerftTable::with_bytes(1 << 20); // 1 MiB
    /// assert_eq!(table.bytes(), 1 << 20);
    /// let fp = Fingerprint::new(0x1234, 0x5678);
    /// table.store(fp, 5, Counting::Moves, 4_865_609);
    /// assert_eq!(table.probe(fp, 5, Counting::Moves), Some(4_865_609));
    /// // Another depth, another mode, another check word: misses.
    /// assert_eq!(table.probe(fp, 4, Counting::Moves), None);
    /// assert_eq!(table.probe(fp, 5, Counting::Routes), None);
    /// assert_eq!(table.probe(Fingerprint::new(0x1234, 0), 5, Counting::Moves), None);
    /// ```
    #[inline]
    #[must_use]
    pub fn probe(&self, fp: Fingerprint, depth: u32, mode: Counting) -> Option<u64> {
        if depth == 0 || depth > MAX_TABLE_DEPTH {
            return None;
        }
        let want = tag(depth, mode);
        for entry in &self.bucket(fp).0 {
            let c = entry.c.load(Relaxed);
            if c & TAG_MASK == want
                && entry.a.load(Relaxed) ^ c == fp.key
                && entry.b.load(Relaxed) ^ c == fp.check
            {
                return Some(c >> 8);
            }
        }
        None
    }

    /// Records that the subtree of `fp` at `depth` counts `count` in `mode`.
    ///
    /// Nothing is stored for a depth of 0 or above [`MAX_TABLE_DEPTH`], or a count
    /// above [`MAX_TABLE_COUNT`].
    #[inline]
    pub fn store(&self, fp: Fingerprint, depth: u32, mode: Counting, count: u64) {
        if depth == 0 || depth > MAX_TABLE_DEPTH || count > MAX_TABLE_COUNT {
            return;
        }
        let want = tag(depth, mode);
        let bucket = self.bucket(fp);
        let mut victim = &bucket.0[0];
        let mut weakest = u64::MAX;
        for entry in &bucket.0 {
            let c = entry.c.load(Relaxed);
            if c & TAG_MASK == want
                && entry.a.load(Relaxed) ^ c == fp.key
                && entry.b.load(Relaxed) ^ c == fp.check
            {
                victim = entry;
                break;
            }
            // Depth first, then the count: (depth, count) packed so that the smaller
            // is the weaker; an empty entry (0) is the weakest of all.
            let depth = c & 0x7f;
            let strength = depth << 56 | (c >> 8);
            if strength < weakest {
                weakest = strength;
                victim = entry;
            }
        }
        let data = count << 8 | want;
        victim.c.store(data, Relaxed);
        victim.a.store(fp.key ^ data, Relaxed);
        victim.b.store(fp.check ^ data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_powers_of_two_buckets() {
        assert_eq!(BUCKET_BYTES, 128);
        assert_eq!(PerftTable::with_bytes(0).entries(), BUCKET_ENTRIES);
        assert_eq!(PerftTable::with_bytes(1000).bytes(), 512);
        assert_eq!(PerftTable::with_bytes(4096).bytes(), 4096);
        assert_eq!(PerftTable::with_bytes(4097).bytes(), 4096);
        assert_eq!(PerftTable::with_bytes(1 << 20).entries(), 5 << 13);
    }

    #[test]
    fn a_table_too_large_is_refused_not_aborted() {
        // 2^56 buckets of 128 bytes: more than `isize::MAX` bytes, a capacity overflow.
        assert!(PerftTable::try_with_bytes(usize::MAX).is_err());
        assert!(PerftTable::try_with_bytes(1 << 63).is_err());
        for bytes in [0, 1000, 4096, 1 << 20] {
            let t = PerftTable::try_with_bytes(bytes).expect("a small table");
            assert_eq!(t.bytes(), PerftTable::with_bytes(bytes).bytes());
            assert_eq!(t.occupancy(), 0.0);
        }
    }

    #[test]
    fn one_bucket_keeps_the_deepest() {
        // One bucket: every fingerprint shares it.
        let t = PerftTable::with_bytes(BUCKET_BYTES);
        for d in 1..=8u32 {
            t.store(
                Fingerprint::new(7, u64::from(d)),
                d,
                Counting::Moves,
                100 + u64::from(d),
            );
        }
        for d in 1..=3u32 {
            assert_eq!(
                t.probe(Fingerprint::new(7, d.into()), d, Counting::Moves),
                None
            );
        }
        for d in 4..=8u32 {
            let fp = Fingerprint::new(7, d.into());
            assert_eq!(t.probe(fp, d, Counting::Moves), Some(100 + u64::from(d)));
        }
        // A store of the same fingerprint, depth and mode updates its own entry.
        let fp = Fingerprint::new(7, 8);
        t.store(fp, 8, Counting::Moves, 5);
        assert_eq!(t.probe(fp, 8, Counting::Moves), Some(5));
        assert_eq!(
            t.probe(Fingerprint::new(7, 4), 4, Counting::Moves),
            Some(104)
        );
        // Modes are kept apart.
        t.store(fp, 8, Counting::Routes, 6);
        assert_eq!(t.probe(fp, 8, Counting::Moves), Some(5));
        assert_eq!(t.probe(fp, 8, Counting::Routes), Some(6));
        t.clear();
        assert_eq!(t.probe(fp, 8, Counting::Moves), None);
        assert_eq!(t.occupancy(), 0.0);
    }

    #[test]
    fn out_of_range_is_not_stored() {
        let t = PerftTable::with_bytes(4096);
        let fp = Fingerprint::new(1, 2);
        t.store(fp, 0, Counting::Moves, 1);
        t.store(fp, MAX_TABLE_DEPTH + 1, Counting::Moves, 1);
        t.store(fp, 3, Counting::Moves, MAX_TABLE_COUNT + 1);
        assert_eq!(t.occupancy(), 0.0);
        assert_eq!(t.probe(fp, 0, Counting::Moves), None);
        t.store(fp, MAX_TABLE_DEPTH, Counting::Routes, MAX_TABLE_COUNT);
        assert_eq!(
            t.probe(fp, MAX_TABLE_DEPTH, Counting::Routes),
            Some(MAX_TABLE_COUNT)
        );
    }

    #[test]
    fn a_torn_entry_reads_as_a_miss() {
        // Two writers of the same bucket interleave word by word: the words of the
        // entry come from different stores, and no probe of either trusts it.
        let t = PerftTable::with_bytes(BUCKET_BYTES);
        let (p, q) = (Fingerprint::new(0, 11), Fingerprint::new(0, 22));
        t.store(p, 3, Counting::Moves, 30);
        let e = &t.buckets[0].0[0];
        let data = 31 << 8 | tag(3, Counting::Moves);
        e.c.store(data, Relaxed); // q's write got as far as its data word
        assert_eq!(t.probe(p, 3, Counting::Moves), None);
        assert_eq!(t.probe(q, 3, Counting::Moves), None);
        e.a.store(q.key ^ data, Relaxed);
        assert_eq!(t.probe(p, 3, Counting::Moves), None);
        assert_eq!(t.probe(q, 3, Counting::Moves), None);
        e.b.store(q.check ^ data, Relaxed);
        assert_eq!(t.probe(q, 3, Counting::Moves), Some(31));
    }

    #[test]
    fn concurrent_writers_never_give_a_wrong_count() {
        // Four threads hammer one bucket with fingerprints that share the key; every
        // hit must be the count of its own fingerprint.
        let t = PerftTable::with_bytes(BUCKET_BYTES);
        let count = |i: u64| i.wrapping_mul(0x9e37_79b9) & 0xffff_ffff;
        std::thread::scope(|s| {
            for w in 0..4u64 {
                let t = &t;
                s.spawn(move || {
                    let mut hits = 0;
                    for n in 0..100_000u64 {
                        let i = (n * 7 + w * 13) % 64;
                        let fp = Fingerprint::new(0, i);
                        if let Some(c) = t.probe(fp, 3, Counting::Moves) {
                            assert_eq!(c, count(i), "a wrong count for {i}");
                            hits += 1;
                        }
                        t.store(fp, 3, Counting::Moves, count(i));
                    }
                    assert!(hits > 0);
                });
            }
        });
    }

    #[test]
    fn check_words_cover_the_whole_value_and_salt() {
        assert_ne!(check_word(&(1u32, 2u8), 0), check_word(&(1u32, 3u8), 0));
        assert_ne!(check_word(&(1u32, 2u8), 0), check_word(&(1u32, 2u8), 1));
        assert_eq!(check_word(&(1u32, 2u8), 9), check_word(&(1u32, 2u8), 9));
    }
}
