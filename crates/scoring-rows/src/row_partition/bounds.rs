//! Bounds on the optimum of a component, for pruning and for early exits.
//!
//! **Upper bound.** A run of `n` cells scores `n² = Σ_{its cells} n`, and a run is
//! never longer than the line of cells (along its rank or file) that contains it. So
//! every cell is worth at most the length of its longer line (a line of one cell being
//! worth 0), and the optimum is at most the sum of those lengths. It is exact on solid
//! rectangles and on components without free cells.
//!
//! **Counting bound.** With `n` cells and no line longer than `L`, the rows have
//! lengths `n_i ≤ L` with `Σ n_i ≤ n`, and as `n²` is convex `Σ n_i²` is largest with
//! as many rows of `L` as fit: `⌊n / L⌋·L² + r²` (`r = n mod L`, if `r ≥ 2`). Exact on
//! a 5×5 square less a corner (116), where the cell bound says 120.
//!
//! **Lower bound.** The best of three whole-component labellings: every free cell
//! horizontal, every free cell vertical, and every free cell along its longer line.

use super::line_score::{file_runs_points, rank_runs_points};

const NOT_FILE_H: u64 = !0x8080_8080_8080_8080;

/// The cells of a set by the length of their lines: `ranks[k]` (`files[k]`) holds the
/// cells on a line of at least `k` cells along their rank (file), `k ≥ 2`.
pub(crate) struct Lines {
    ranks: [u64; 9],
    files: [u64; 9],
}

impl Lines {
    pub(crate) fn of(set: u64) -> Lines {
        Lines {
            ranks: rank_lines(set),
            files: file_lines(set),
        }
    }
}

/// `lines[k]` = the cells of `set` on a line of at least `k` cells along ranks (k ≥ 2).
#[inline]
fn rank_lines(set: u64) -> [u64; 9] {
    let mut lines = [0u64; 9];
    let p1 = set & (set >> 1) & NOT_FILE_H;
    let mut starts = p1; // cells starting k consecutive cells, for k = 2
    let mut k = 2;
    while starts != 0 {
        let mut cover = starts;
        for shift in 1..k {
            cover |= starts << shift;
        }
        lines[k] = cover;
        if k == 8 {
            break;
        }
        starts &= p1 >> (k - 1);
        k += 1;
    }
    lines
}

/// `lines[k]` = the cells of `set` on a line of at least `k` cells along files (k ≥ 2).
#[inline]
fn file_lines(set: u64) -> [u64; 9] {
    let mut lines = [0u64; 9];
    let p1 = set & (set >> 8);
    let mut starts = p1;
    let mut k = 2;
    while starts != 0 {
        let mut cover = starts;
        for shift in 1..k {
            cover |= starts << (8 * shift);
        }
        lines[k] = cover;
        if k == 8 {
            break;
        }
        starts &= p1 >> (8 * (k - 1));
        k += 1;
    }
    lines
}

/// The upper bound of the module docs: `Σ_cells max(rank line, file line)`.
#[cfg(test)]
fn upper_bound(set: u64) -> u32 {
    cell_bound(&rank_lines(set), &file_lines(set))
}

#[inline]
fn cell_bound(h: &[u64; 9], v: &[u64; 9]) -> u32 {
    let mut total = 2 * (h[2] | v[2]).count_ones();
    for k in 3..9 {
        let either = h[k] | v[k];
        if either == 0 {
            break;
        }
        total += either.count_ones();
    }
    total
}

/// The cell bound of each rank: `Σ_{cells of the rank} max(rank line, file line)`, one
/// byte per rank (at most 64 each), all ranks at once by bytewise bit counts.
pub(crate) fn rank_bounds(set: u64) -> [u8; 8] {
    let h = rank_lines(set);
    let v = file_lines(set);
    let mut total = 2 * byte_counts(h[2] | v[2]);
    for k in 3..9 {
        let either = h[k] | v[k];
        if either == 0 {
            break;
        }
        total += byte_counts(either);
    }
    total.to_le_bytes()
}

/// The number of set bits of each byte of `x`, in that byte.
#[inline]
pub(crate) const fn byte_counts(x: u64) -> u64 {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f
}

/// The smaller of the cell bound and the counting bound: with `n` cells and no line
/// longer than `L`, rows of lengths `n_i ≤ L` with `Σ n_i ≤ n` score at most
/// `⌊n / L⌋·L² + r²` (`r = n mod L`, counted only if `r ≥ 2`), as `n²` is convex.
pub(crate) fn component_bound(set: u64, lines: &Lines) -> u32 {
    let (h, v) = (&lines.ranks, &lines.files);
    let longest = (2..9).rev().find(|&k| h[k] | v[k] != 0).unwrap_or(0) as u32;
    let by_cells = cell_bound(h, v);
    if longest < 2 {
        return by_cells;
    }
    let n = set.count_ones();
    let rest = n % longest;
    let by_count = n / longest * longest * longest + if rest >= 2 { rest * rest } else { 0 };
    by_cells.min(by_count)
}

/// The best of the three simple labellings of a component; returns its score and its
/// vertical cells. `vertical` and `horizontal` are the forced cells, `free` the others.
pub(crate) fn lower_bound(horizontal: u64, vertical: u64, free: u64, lines: &Lines) -> (u32, u64) {
    let cells = horizontal | vertical | free;
    let (h, v) = (&lines.ranks, &lines.files);
    let mut longer_file = 0;
    for k in 2..9 {
        longer_file |= v[k] & !h[k];
    }
    let mut best = (0, 0);
    let mut first = true;
    for choice in [0, free, free & longer_file] {
        let vert = vertical | choice;
        let points = rank_runs_points(cells & !vert) + file_runs_points(vert);
        if first || points > best.0 {
            best = (points, vert);
            first = false;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_by_hand() {
        // A solid 4×6 block: every cell on a line of six.
        assert_eq!(upper_bound(0x3f3f_3f3f), 144);
        // A row of five and a lone cell: 25.
        assert_eq!(upper_bound(0b1_1111 | 1 << 20), 25);
        // An L of five (a1-c1, a1-a3): a1 is worth 3, the others 3 each: 15 ≥ 13.
        assert_eq!(upper_bound(0b111 | 1 << 8 | 1 << 16), 15);
        // The L: all horizontal 9 + 4 = 13.
        let l = 0b111 | 1 << 8 | 1 << 16;
        assert_eq!(lower_bound(0b110, 1 << 8 | 1 << 16, 1, &Lines::of(l)).0, 13);
        assert!(upper_bound(l) >= 13);
        // Full frame: 8 rows of 8.
        assert_eq!(upper_bound(!0), 512);
        // A 5×5 square less a corner: 24 cells, lines of at most 5: 4·25 + 4² = 116.
        let square = 0x1f_1f1f_1f0f;
        assert_eq!(upper_bound(square), 120);
        assert_eq!(component_bound(square, &Lines::of(square)), 116);
        // Per rank: the same total.
        let per_rank = rank_bounds(square);
        assert_eq!(per_rank.iter().map(|&b| u32::from(b)).sum::<u32>(), 120);
        assert_eq!((per_rank[0], per_rank[4]), (20, 25)); // a1-d1: 4 · 5; a5-e5: 5 · 5
        assert_eq!(rank_bounds(!0), [64; 8]);
    }
}
