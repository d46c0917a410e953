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
//! The component is first transposed if that makes the profile narrower. Each step
//! tries every labelling of the rank's free cells (the forced ones have one label), so
//! the work is `Σ_r states(r) · 2^free(r)`.
//!
//! **Pruning.** The caller passes the score of a known labelling (`floor`). A state is
//! dropped when its value plus an upper bound of what the ranks above can add is not
//! more than `floor`: the bound of `bounds` for the cells above, plus what the open
//! runs can gain by growing (`open_bonus`). Every partial labelling that can still
//! lead past `floor` keeps its state, so the optimum is found whenever it beats
//! `floor`; otherwise the known labelling is optimal.

use super::bounds::upper_bound;
use super::line_score::LINE_POINTS;

/// What the open runs of `key` can add beyond the plain bound of the cells above: a run
/// of length `L` continued by `t` of the `m` cells above it gains `t·(2L + t)` (+1 when
/// `L = 1`), at most `2L + m (+1)` a cell where the plain bound counted `m` (or 0 for a
/// single cell): `m·(2L + [L = 1]) + [m = 1]` in all.
#[inline]
fn open_bonus(key: u32, up: &[u8; 8]) -> u32 {
    let mut bonus = 0;
    let mut k = key;
    while k != 0 {
        let lane = k.trailing_zeros() / 4;
        let len = (key >> (4 * lane)) & 0xf;
        let m = u32::from(up[lane as usize]);
        bonus += m * (2 * len + u32::from(len == 1)) + u32::from(m == 1);
        k &= !(0xf << (4 * lane));
    }
    bonus
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
    /// The largest number of states of one rank in the last solve (for tests and tuning).
    pub(crate) widest: usize,
}

/// The files spanned by the cells of `set`, as `(lowest, highest)`.
#[inline]
fn file_span(set: u64) -> (u32, u32) {
    let mut x = set;
    x |= x >> 32;
    x |= x >> 16;
    x |= x >> 8;
    let b = (x & 0xff) as u32;
    (b.trailing_zeros(), 31 - b.leading_zeros())
}

#[inline]
fn transpose(x: u64) -> u64 {
    crate::square::Bitboard(x).transpose().0
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
        let (lo, hi) = file_span(cells);
        let width = hi - lo + 1;
        let height = (63 - cells.leading_zeros()) / 8 - cells.trailing_zeros() / 8 + 1;
        if width > height {
            // Across the diagonal a forced-horizontal cell is forced vertical and back.
            let horizontal = cells & !vertical & !free;
            let best = self.solve_upright(
                transpose(cells),
                transpose(horizontal),
                transpose(free),
                floor,
                limit,
            )?;
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
        // up[r][j]: the cells of file j from rank r upwards without a gap.
        let mut up = [[0u8; 8]; 9];
        for r in (r0..=r1).rev() {
            let line = row(cells, r);
            for j in 0..8 {
                if line >> j & 1 == 1 {
                    up[r as usize][j] = up[r as usize + 1][j] + 1;
                }
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
            let above = if r < r1 {
                upper_bound(cells & (!0u64 << (8 * (r + 1))))
            } else {
                0
            };
            let lanes_up = &up[(r + 1) as usize];
            let start = self.states.len();
            let estimate = (prev.len() << choice.count_ones()).min(1 << 16);
            self.reset_table(estimate);
            for i in prev.clone() {
                let s = self.states[i];
                let mut sub = 0u8;
                loop {
                    let v = forced | sub;
                    let mut gain = u32::from(LINE_POINTS[usize::from(line & !v)]);
                    let lens = (s.key & LANES[usize::from(v)]) + ONES[usize::from(v)];
                    let mut files = v;
                    while files != 0 {
                        let j = files.trailing_zeros();
                        gain += GROW[((lens >> (4 * j)) & 0xf) as usize];
                        files &= files - 1;
                    }
                    let key = lens & LANES[usize::from(v & open)];
                    let value = s.value + gain;
                    if value + above + open_bonus(key, lanes_up) > floor {
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

    fn reset_table(&mut self, estimate: usize) {
        let cap = (2 * estimate).next_power_of_two().max(16);
        self.table.clear();
        self.table.resize(cap, NONE);
    }

    #[inline]
    fn slot(&self, key: u32) -> usize {
        let bits = self.table.len().trailing_zeros();
        (key.wrapping_mul(0x9e37_79b1) >> (32 - bits)) as usize
    }

    /// Adds a way to reach `key` on the current rank, keeping the best (the first of equals).
    #[inline]
    fn offer(&mut self, start: usize, key: u32, value: u32, parent: u32, vertical: u8) {
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
