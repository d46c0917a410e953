//! The transposition table of alpha-beta: a fixed-size array indexed by the low bits of
//! [`Position::key`](doska_core::Position::key), depth-preferred replacement.

use crate::value::DECIDED;

/// What a stored value says about the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) enum Bound {
    /// Nothing stored.
    #[default]
    Empty,
    /// The exact value.
    Exact,
    /// The true value is at least this (a beta cut-off).
    Lower,
    /// The true value is at most this (no move raised alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Entry {
    pub key: u64,
    pub value: i32,
    pub depth: u16,
    pub bound: Bound,
    /// The index of the best move in the position's generated move list.
    pub best: u16,
}

/// A transposition table of `2^k` entries.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of about `megabytes` MiB (a power of two entries, at least 1024).
    pub(crate) fn new(megabytes: usize) -> Self {
        let fit = ((megabytes.max(1) << 20) / std::mem::size_of::<Entry>()).max(1024);
        // The largest power of two that fits.
        let size = 1usize << (usize::BITS - 1 - fit.leading_zeros());
        Table {
            entries: vec![Entry::default(); size],
            mask: size - 1,
        }
    }

    pub(crate) fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.bound != Bound::Empty && e.key == key).then_some(e)
    }

    pub(crate) fn store(&mut self, entry: Entry) {
        let slot = &mut self.entries[entry.key as usize & self.mask];
        if slot.key != entry.key || entry.depth >= slot.depth || slot.bound == Bound::Empty {
            *slot = entry;
        }
    }
}

/// A value as stored: decided values count plies from the node, not the root.
pub(crate) fn to_table(value: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if value > DECIDED {
        value + ply
    } else if value < -DECIDED {
        value - ply
    } else {
        value
    }
}

/// A stored value seen from `ply` plies below the root.
pub(crate) fn from_table(value: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if value > DECIDED {
        value - ply
    } else if value < -DECIDED {
        value + ply
    } else {
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::WIN;

    #[test]
    fn decided_values_round_trip() {
        for v in [0, 1234, -5, WIN - 7, -(WIN - 9)] {
            assert_eq!(from_table(to_table(v, 5), 5), v);
        }
        // A win 3 plies below a node at ply 5 is 8 plies from the root.
        assert_eq!(from_table(to_table(WIN - 8, 5), 2), WIN - 5);
    }

    #[test]
    fn sizes_and_replacement() {
        let mut t = Table::new(1);
        assert!(t.entries.len().is_power_of_two());
        assert!(t.entries.len() * std::mem::size_of::<Entry>() <= 1 << 20);
        let e = Entry {
            key: 42,
            value: 1,
            depth: 3,
            bound: Bound::Exact,
            best: 0,
        };
        t.store(e);
        t.store(Entry {
            depth: 1,
            value: 2,
            ..e
        });
        assert_eq!(t.probe(42).unwrap().value, 1, "shallower result kept out");
        t.store(Entry {
            depth: 4,
            value: 3,
            ..e
        });
        assert_eq!(t.probe(42).unwrap().value, 3);
        assert!(t.probe(43).is_none());
        t.clear();
        assert!(t.probe(42).is_none());
    }
}
