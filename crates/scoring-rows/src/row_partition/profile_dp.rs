//! The exact solver for one component: a dynamic programme over the ranks, whose state
//! is the profile of open vertical runs.
//!
//! Going up the ranks, a partial labelling (every cell of ranks `r0..=r` labelled
//! horizontal or vertical) has been scored as far as it is decided: every horizontal
//! run of those ranks is complete, every vertical run that cannot continue into rank
//! `r + 1` is complete, and a vertical run that can continue has been counted by
//! increments (`f(1) = 0`, then `+4`, `+5`, `+7`, … so that a run of `n` has received
//! `n²`). What the rest of the labelling can add depends on the past only through the
//! lengths of the vertical runs that end on rank `r` in a file whose cell on rank
//! `r + 1` is in the component: that vector, four bits per file, is the state. Partial
//! labellings with equal states are interchangeable for the future, so keeping the best
//! of each is exact (the principle of optimality); the last rank has no open run, so
//! its single state holds the optimum.
//!
//! The component is first transposed if that makes less work (`work`: per rank, the
//! labellings of its free cells times the runs that may be open into it). Each step
//! tries every labelling of the rank's free cells (the forced ones have one label), so
//! the work is `Σ_r states(r) · 2^free(r)`.
//!
//! **Dominated branches.** In a state where a free cell has no cell above it and no
//! open run below it, labelling it vertical would leave it alone (0 points) while
//! horizontal joins it to its neighbours in the rank (`f(a + b + 1) ≥ f(a) + f(b)`),
//! and both lead to the same state: only horizontal is tried.
//!
//! Likewise a labelling of the rank in which a cell that could be vertical is a lone
//! horizontal cell (0 points) is skipped: with that cell vertical instead, the rank
//! scores at least as much (it joins or starts a vertical run), and the open run it
//! leaves can always be closed later, so the state reached is at least as good.
//!
//! **Pruning.** The caller passes the score of a known labelling (`floor`). A state is
//! dropped when its value plus an upper bound of what the ranks above can add is not
//! more than `floor`: the cell bound of `bounds` for the cells above (each credited with
//! its whole lines, computed once for all ranks), plus what the open runs can gain by
//! growing (`open_bonus`). Every partial labelling that can still
//! lead past `floor` keeps its state, so the optimum is found whenever it beats
//! `floor`; otherwise the known labelling is optimal.

use super::bounds::{byte_counts, rank_bounds};
use super::line_score::LINE_POINTS;

/// What the open runs of `key` can add beyond the cell bound of the ranks above: a run
/// of length `L` continued by `t` of the `m` cells above it gains `t·(2L + t)` (+1 when
/// `L = 1`), at most `2L + m (+1)` a cell, where the cell bound credited each of those
/// cells with its whole file line, at least `L + m` long: `m·(L + [L = 1])` more.
#[inline]
fn open_bonus(key: u32, up: u32) -> u32 {
    let mut bonus = 0;
    let mut k = key;
    while k != 0 {
        let shift = k.trailing_zeros() & !3;
        let len = (key >> shift) & 0xf;
        let m = (up >> shift) & 0xf;
        bonus += m * (len + u32::from(len == 1));
        k &= !(0xf << shift);
    }
    bonus
}

/// The files whose four-bit lane in `key` is not zero, as a byte.
#[inline]
const fn lane_files(key: u32) -> u8 {
    let mut x = (key | key >> 1 | key >> 2 | key >> 3) & 0x1111_1111;
    x = (x | x >> 3) & 0x0303_0303;
    x = (x | x >> 6) & 0x000f_000f;
    ((x | x >> 12) & 0xff) as u8
}

/// Points added when a vertical run grows to length `n`: `f(n) - f(n-1)` with
/// `f(1) = 0`, `f(n) = n²`.
const GROW: [u32; 9] = [0, 0, 4, 5, 7, 9, 11, 13, 15];

/// For a byte of files, the mask of their four-bit lanes.
const LANES: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut m = 0;
    while m < 256 {
        let mut j = 0;
        while j < 8 {
            if m & (1 << j) != 0 {
                t[m] |= 0xf << (4 * j);
            }
            j += 1;
        }
        m += 1;
    }
    t
};

/// For a byte of files, a one in each of their four-bit lanes.
const ONES: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut m = 0;
    while m < 256 {
        t[m] = LANES[m] & 0x1111_1111;
        m += 1;
    }
    t
};

const NONE: u32 = u32::MAX;

/// A rank's states are found by scanning up to this many, then through a hash table.
const SCAN_UP_TO: usize = 8;

/// One state of one rank: the open run lengths, the best value reaching it, and how.
#[derive(Clone, Copy, Debug)]
struct State {
    key: u32,
    value: u32,
    parent: u32,
    vertical: u8,
}

/// Reusable buffers of the programme.
#[derive(Clone, Debug, Default)]
pub(crate) struct ProfileDp {
    states: Vec<State>,
    table: Vec<u32>,
    /// Whether the current rank's states are indexed by `table` (else scanned).
    hashed: bool,
    /// The largest number of states of one rank in the last solve (for tests and tuning).
    pub(crate) widest: usize,
}

/// An estimate of the programme's work going up the ranks: per rank, the labellings of
/// its free cells times the runs that may be open into it.
#[inline]
fn work(cells: u64, free: u64) -> u32 {
    // Per rank (byte): free cells plus cells with a cell below, at most 16.
    let exponents = byte_counts(free) + byte_counts(cells & (cells << 8));
    exponents.to_le_bytes().iter().map(|&e| 1u32 << e).sum()
}

#[inline]
fn transpose(x: u64) -> u64 {
    crate::squares::bits::transpose(x)
}

impl ProfileDp {
    /// A labelling of one component scoring more than `floor`, the best one, if any.
    ///
    /// `cells` is the component, `vertical` its cells that must be vertical (no
    /// neighbour along their rank) and `free` its cells with neighbours both ways; the
    /// rest must be horizontal. Returns the optimum and the cells labelled vertical, or
    /// `None` when no labelling beats `floor`; gives up with `Err(())` when a rank would
    /// keep more than `limit` states.
    pub(crate) fn solve(
        &mut self,
        cells: u64,
        vertical: u64,
        free: u64,
        floor: u32,
        limit: usize,
    ) -> Result<Option<(u32, u64)>, ()> {
        let (t_cells, t_free) = (transpose(cells), transpose(free));
        if work(t_cells, t_free) < work(cells, free) {
            // Across the diagonal a forced-horizontal cell is forced vertical and back.
            let horizontal = cells & !vertical & !free;
            let best = self.solve_upright(t_cells, transpose(horizontal), t_free, floor, limit)?;
            Ok(best.map(|(score, v)| (score, cells & !transpose(v))))
        } else {
            self.solve_upright(cells, vertical, free, floor, limit)
        }
    }

    fn solve_upright(
        &mut self,
        cells: u64,
        vertical: u64,
        free: u64,
        floor: u32,
        limit: usize,
    ) -> Result<Option<(u32, u64)>, ()> {
        let r0 = cells.trailing_zeros() / 8;
        let r1 = (63 - cells.leading_zeros()) / 8;
        let row = |set: u64, r: u32| (set >> (8 * r)) as u8;
        // up[r]: four bits per file, the cells of the file from rank r upwards.
        let mut up = [0u32; 9];
        for r in (r0..=r1).rev() {
            let line = usize::from(row(cells, r));
            up[r as usize] = (up[r as usize + 1] + ONES[line]) & LANES[line];
        }
        let prune = floor > 0;
        // suffix[r]: the cell bound of ranks r and above, each cell credited with its
        // whole lines (`bounds::rank_bounds`).
        let mut suffix = [0u32; 9];
        if prune {
            let per_rank = rank_bounds(cells);
            for r in (r0..=r1).rev() {
                suffix[r as usize] = suffix[r as usize + 1] + u32::from(per_rank[r as usize]);
            }
        }
        self.states.clear();
        self.widest = 1;
        self.states.push(State {
            key: 0,
            value: 0,
            parent: NONE,
            vertical: 0,
        });
        let mut prev = 0..1;
        for r in r0..=r1 {
            let line = row(cells, r);
            let forced = row(vertical, r);
            let choice = row(free, r);
            let next = if r < r1 { row(cells, r + 1) } else { 0 };
            let open = line & next;
            // What the ranks above can add at most, before the open runs' bonus.
            let above = suffix[r as usize + 1];
            let lanes_up = up[(r + 1) as usize];
            let start = self.states.len();
            self.reset_table();
            for i in prev.clone() {
                let s = self.states[i];
                // A free cell with no cell above and no open run below would be a lone
                // vertical cell (0) in this state: horizontal is at least as good, and
                // the next state is the same either way, so only the others branch.
                let choice = choice & (next | lane_files(s.key));
                let mut sub = 0u8;
                loop {
                    let v = forced | sub;
                    let h = line & !v;
                    if h & choice & !(h << 1) & !(h >> 1) != 0 {
                        // A cell that could be vertical is a lone horizontal cell:
                        // the labelling with it vertical is at least as good.
                        if sub == choice {
                            break;
                        }
                        sub = sub.wrapping_sub(choice) & choice;
                        continue;
                    }
                    let lanes = LANES[usize::from(v)];
                    let lens = (s.key & lanes) + ONES[usize::from(v)];
                    let mut gain = u32::from(LINE_POINTS[usize::from(line & !v)]);
                    let mut files = v;
                    while files != 0 {
                        let j = files.trailing_zeros();
                        gain += GROW[((lens >> (4 * j)) & 0xf) as usize];
                        files &= files - 1;
                    }
                    let key = lens & LANES[usize::from(v & open)];
                    let value = s.value + gain;
                    if !prune
                        || value + above > floor
                        || value + above + open_bonus(key, lanes_up) > floor
                    {
                        self.offer(start, key, value, i as u32, v);
                    }
                    if sub == choice {
                        break;
                    }
                    sub = sub.wrapping_sub(choice) & choice;
                }
            }
            prev = start..self.states.len();
            self.widest = self.widest.max(prev.len());
            if prev.is_empty() {
                return Ok(None);
            }
            if prev.len() > limit {
                return Err(());
            }
        }
        debug_assert_eq!(prev.len(), 1, "the last rank has no open run");
        let best = self.states[prev.start];
        let mut labelled = 0u64;
        let mut at = prev.start as u32;
        let mut r = r1;
        while at != 0 {
            let s = self.states[at as usize];
            labelled |= u64::from(s.vertical) << (8 * r);
            at = s.parent;
            r = r.wrapping_sub(1);
        }
        Ok(Some((best.value, labelled)))
    }

    fn reset_table(&mut self) {
        self.hashed = false;
    }

    #[inline]
    fn slot(&self, key: u32) -> usize {
        let bits = self.table.len().trailing_zeros();
        (key.wrapping_mul(0x9e37_79b1) >> (32 - bits)) as usize
    }

    /// Adds a way to reach `key` on the current rank, keeping the best (the first of equals).
    #[inline]
    fn offer(&mut self, start: usize, key: u32, value: u32, parent: u32, vertical: u8) {
        if !self.hashed {
            // Few states: a scan beats hashing.
            let new = State {
                key,
                value,
                parent,
                vertical,
            };
            for s in &mut self.states[start..] {
                if s.key == key {
                    if value > s.value {
                        *s = new;
                    }
                    return;
                }
            }
            self.states.push(new);
            if self.states.len() - start > SCAN_UP_TO {
                self.hashed = true;
                self.table.clear();
                self.table
                    .resize((4 * SCAN_UP_TO).next_power_of_two(), NONE);
                self.grow(start);
            }
            return;
        }
        let mask = self.table.len() - 1;
        let mut i = self.slot(key);
        loop {
            let at = self.table[i];
            if at == NONE {
                if 2 * (self.states.len() - start + 1) > self.table.len() {
                    self.grow(start);
                    return self.offer(start, key, value, parent, vertical);
                }
                self.table[i] = self.states.len() as u32;
                self.states.push(State {
                    key,
                    value,
                    parent,
                    vertical,
                });
                return;
            }
            let s = &mut self.states[at as usize];
            if s.key == key {
                if value > s.value {
                    *s = State {
                        key,
                        value,
                        parent,
                        vertical,
                    };
                }
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self, start: usize) {
        let cap = self.table.len() * 2;
        self.table.clear();
        self.table.resize(cap, NONE);
        for at in start..self.states.len() {
            let mut i = self.slot(self.states[at].key);
            while self.table[i] != NONE {
                i = (i + 1) & (cap - 1);
            }
            self.table[i] = at as u32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lanes_to_files() {
        assert_eq!(lane_files(0), 0);
        assert_eq!(lane_files(0x1000_0020), 0b1000_0010);
        assert_eq!(lane_files(0x8888_8888), 0xff);
        assert_eq!(LANES[0b101], 0xf0f);
        assert_eq!(ONES[0b101], 0x101);
    }
}
