//! The scorer: the best grouping of one colour's pieces into rows, and its score.
//!
//! ## The problem
//! Choose pairwise disjoint rows (two or more consecutive cells of the colour along a
//! rank or a file) to maximise `Σ len²`. Equivalently, label every cell *horizontal* or
//! *vertical* and score the maximal runs of equally labelled cells along ranks (for
//! horizontal cells) and files (for vertical cells), a run of `n ≥ 2` scoring `n²` and a
//! lone cell 0: a labelling's runs are a choice of rows, and a choice of rows labelled
//! by direction (cells in no row labelled either way) scores at least as much as the
//! rows, because `f(a + b + 1) ≥ f(a) + f(b)` for `f(n) = n²` (`n ≥ 2`), `f(1) = f(0) = 0`.
//!
//! ## The algorithm, and why it is exact
//! 1. **Forced cells.** A cell with no neighbour of its colour along its rank is
//!    labelled vertical: as horizontal it would be a lone cell scoring 0, and making
//!    it vertical joins the vertical runs above and below, `f(a + b + 1) ≥ f(a) + f(b)`.
//!    Likewise a cell with no neighbour along its file is horizontal. Whether a cell
//!    is forced depends only on the cells, not on other labels, so one optimal labelling
//!    has every forced cell so labelled. Only cells with neighbours both ways are
//!    *free*.
//! 2. **Components.** Every run lies inside one 4-connected component of the colour,
//!    so the score is the sum over components, each solved alone. A component without
//!    free cells is scored directly.
//! 3. **Few free cells**: every labelling of them is scored with bitboards
//!    (`line_score`), keeping the first best.
//! 4. **More**: upper bounds (every cell is worth at most the length of its longer
//!    line of cells; the counting bound) are compared with the best of three simple
//!    labellings (`bounds`); when they meet, that labelling is optimal. Otherwise the
//!    `profile_dp` dynamic programme finds the optimum exactly, pruned by the known
//!    labelling's score; if a rank of it would keep more than a few dozen states (a
//!    dense, wide component), the `min_cut` solver finds the optimum in polynomial
//!    time instead.
//!
//! The result is deterministic: the same cells give the same rows.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it. Outside
//! this folder they use the crate's `squares` (the word operations).
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `line_score` | the points of a fixed labelling along ranks and files, the first cells of its runs | — |
//! | `bounds` | the upper bounds of a component and the best of three simple labellings | `line_score` |
//! | `min_cut` | the minimum-cut solver for dense components | `line_score` |
//! | `profile_dp` | the profile dynamic programme | `bounds`, `line_score` |

mod bounds;
mod line_score;
mod min_cut;
mod profile_dp;

use std::cell::RefCell;
use std::fmt;

use smallvec::SmallVec;

use crate::row::{Direction, Row};
use crate::squares::{bits, Squares};

use line_score::{file_run_starts, file_runs_points, rank_run_starts, rank_runs_points};
use min_cut::MinCut;
use profile_dp::ProfileDp;

/// Components with at most this many free cells are solved by trying every labelling.
const ENUMERATE_UP_TO: u32 = 3;

/// Components holding this many 2×2 squares of cells go straight to the cut: large
/// dense ones, where the profile DP's bounds prune poorly (measured on random clumps:
/// below it the DP is faster on average, above it the cut). A colour of the 6×8 game
/// (24 cells) holds at most 15 such squares, so the game always uses the DP.
const CUT_FROM_SQUARES: u32 = 20;

/// The profile DP gives a component up to the cut when a rank keeps more states.
const DP_STATE_LIMIT: usize = 64;

/// The best rows of one colour: the score and one optimal set of rows.
///
/// `Display` writes the rows one per line (`a1-a5 25`), in the order of
/// [`rows`](RowPartition::rows); [`Row`] reads each line back.
///
/// ```
/// use doska_scoring_rows::{best_rows, Squares};
/// // An L of five: a1-a3 and b1-c1 (or a1-c1 and a2-a3): 9 + 4.
/// let cells: Squares = ["a1", "a2", "a3", "b1", "c1"].iter().map(|s| s.parse().unwrap()).collect();
/// let best = best_rows(cells);
/// assert_eq!(best.score(), 13);
/// assert_eq!(best.rows().len(), 2);
/// assert_eq!(best.to_string(), "a1-c1 9\na2-a3 4");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RowPartition {
    score: u32,
    rows: SmallVec<[Row; 16]>,
    cells: Squares,
}

impl RowPartition {
    fn from_labelling(cells: u64, vertical: u64) -> RowPartition {
        let horizontal = cells & !vertical;
        let mut rows: SmallVec<[Row; 16]> = SmallVec::new();
        let mut push = |starts: u64, set: u64, direction: Direction, step: u32| {
            for start in Squares::from_bits(starts).iter() {
                let mut len = 1;
                while match direction {
                    Direction::Horizontal => u32::from(start.file()) + len < 8,
                    Direction::Vertical => u32::from(start.rank()) + len < 8,
                } && set >> (start.index() as u32 + step * len) & 1 == 1
                {
                    len += 1;
                }
                rows.push(Row::new(start, direction, len as u8).expect("a run of two or more"));
            }
        };
        push(
            rank_run_starts(horizontal),
            horizontal,
            Direction::Horizontal,
            1,
        );
        push(file_run_starts(vertical), vertical, Direction::Vertical, 8);
        rows.sort_unstable_by_key(|r| (r.start(), r.direction()));
        RowPartition {
            score: rank_runs_points(horizontal) + file_runs_points(vertical),
            rows,
            cells: Squares::from_bits(cells),
        }
    }

    /// The score: the sum of the rows' points.
    #[inline]
    pub fn score(&self) -> u32 {
        self.score
    }

    /// The rows, ordered by their first cell (a1, b1, …, a2, …), horizontal first.
    #[inline]
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    /// The cells that were scored.
    #[inline]
    pub fn cells(&self) -> Squares {
        self.cells
    }

    /// The scored cells in no row (they score nothing).
    pub fn loose(&self) -> Squares {
        self.rows
            .iter()
            .fold(self.cells, |left, row| left - row.cells())
    }
}

impl fmt::Display for RowPartition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, row) in self.rows.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{row}")?;
        }
        Ok(())
    }
}

/// The scorer with its reusable buffers. [`score`] and [`best_rows`] use one per thread;
/// keep your own to control where the memory lives.
///
/// ```
/// use doska_scoring_rows::{RowScorer, Squares};
/// let mut scorer = RowScorer::new();
/// // A solid 2×2 square: two rows of two.
/// assert_eq!(scorer.score(Squares::from_bits(0x0303)), 8);
/// ```
#[derive(Clone, Debug, Default)]
pub struct RowScorer {
    dp: ProfileDp,
    cut: MinCut,
    /// Which solver handles components with many free cells (the tests compare them).
    strategy: Strategy,
}

/// The solver for components with many free cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(not(test), allow(dead_code))]
enum Strategy {
    /// The profile DP for narrow components, the cut for wide ones.
    #[default]
    Auto,
    /// Always the profile DP.
    Profile,
    /// Always the cut.
    Cut,
}

impl RowScorer {
    /// A scorer with empty buffers.
    pub fn new() -> Self {
        Self::default()
    }

    /// The optimal score of `cells` (the pieces of one colour, on any board up to 8×8).
    #[inline]
    pub fn score(&mut self, cells: Squares) -> u32 {
        self.solve(cells.bits()).0
    }

    /// The optimal score of `cells` and one optimal set of rows, always the same one for
    /// the same cells.
    pub fn best_rows(&mut self, cells: Squares) -> RowPartition {
        let (_, vertical) = self.solve(cells.bits());
        RowPartition::from_labelling(cells.bits(), vertical)
    }

    /// The optimum and the cells labelled vertical in one optimal labelling.
    fn solve(&mut self, cells: u64) -> (u32, u64) {
        let along_ranks = cells & bits::rank_neighbours(cells);
        let along_files = cells & bits::file_neighbours(cells);
        let free = along_ranks & along_files;
        let mut vertical = along_files & !along_ranks;
        let mut horizontal = along_ranks & !along_files;
        let mut pending = free;
        let linked = along_ranks | along_files;
        while pending != 0 {
            let component = flood(pending & pending.wrapping_neg(), linked);
            pending &= !component;
            let c_free = free & component;
            let c_vertical = vertical & component;
            let c_horizontal = horizontal & component;
            let v = if c_free.count_ones() <= ENUMERATE_UP_TO {
                enumerate(c_horizontal, c_vertical, c_free)
            } else {
                let lines = bounds::Lines::of(component);
                let (floor, known) = bounds::lower_bound(c_horizontal, c_vertical, c_free, &lines);
                if floor == bounds::component_bound(component, &lines) {
                    known
                } else {
                    let squares = (component
                        & component >> 1
                        & component >> 8
                        & component >> 9
                        & 0x007f_7f7f_7f7f_7f7f)
                        .count_ones();
                    let limit = match self.strategy {
                        Strategy::Auto if squares >= CUT_FROM_SQUARES => 0,
                        Strategy::Auto => DP_STATE_LIMIT,
                        Strategy::Profile => usize::MAX,
                        Strategy::Cut => 0,
                    };
                    match self.dp.solve(component, c_vertical, c_free, floor, limit) {
                        Ok(Some((_, v))) => v,
                        Ok(None) => known,
                        Err(()) => self.cut.solve(component, c_vertical, c_free),
                    }
                }
            };
            vertical |= v;
            horizontal |= component & !v;
        }
        (
            rank_runs_points(horizontal) + file_runs_points(vertical),
            vertical,
        )
    }
}

/// The 4-connected component of `seed` within `within`.
#[inline]
fn flood(seed: u64, within: u64) -> u64 {
    let mut c = seed;
    loop {
        let grown = (c | bits::rank_neighbours(c) | bits::file_neighbours(c)) & within;
        if grown == c {
            return c;
        }
        c = grown;
    }
}

/// The best labelling of a component with few free cells, by trying them all; returns
/// the vertical cells.
fn enumerate(horizontal: u64, vertical: u64, free: u64) -> u64 {
    let mut best = (0, 0);
    let mut sub = 0u64;
    let mut first = true;
    loop {
        let v = vertical | sub;
        let points = rank_runs_points(horizontal | (free & !sub)) + file_runs_points(v);
        if first || points > best.0 {
            best = (points, v);
            first = false;
        }
        if sub == free {
            break;
        }
        sub = sub.wrapping_sub(free) & free;
    }
    best.1
}

thread_local! {
    static SCORER: RefCell<RowScorer> = RefCell::new(RowScorer::new());
}

/// The optimal score of `cells`, the pieces of one colour on any board up to 8×8.
///
/// ```
/// use doska_scoring_rows::{score, Squares};
/// assert_eq!(score(Squares::from_bits(0b1_1111)), 25); // a row of five
/// assert_eq!(score(Squares::from_bits(0x0f0f_0f0f_0f0f)), 144); // a solid 4×6 block: four rows of six
/// assert_eq!(score(Squares::from_bits(0xaa55_aa55_aa55_aa55)), 0); // a checkerboard
/// ```
pub fn score(cells: Squares) -> u32 {
    SCORER.with(|s| s.borrow_mut().score(cells))
}

/// The optimal score of `cells` and one optimal set of rows (deterministic).
///
/// ```
/// use doska_scoring_rows::{best_rows, Squares};
/// let best = best_rows(Squares::from_bits(0x0303)); // a1, b1, a2, b2
/// assert_eq!(best.score(), 8);
/// assert_eq!(best.to_string(), "a1-b1 4\na2-b2 4");
/// ```
pub fn best_rows(cells: Squares) -> RowPartition {
    SCORER.with(|s| s.borrow_mut().best_rows(cells))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scorer(strategy: Strategy) -> RowScorer {
        RowScorer {
            strategy,
            ..RowScorer::new()
        }
    }

    /// The bench's 10,000 random full 6×8 boards (random generator 2024, 48 cells shuffled, the
    /// first 24 White): the cut alone and the default route give the same total, the
    /// one the bench asserts.
    #[test]
    fn random_boards_total() {
        use rand::seq::SliceRandom;
        let mut rng = doska_core::seeded_rng(2024);
        let mut cells: Vec<crate::Square> = (0..8u8)
            .flat_map(|r| (0..6u8).map(move |f| crate::Square::new(f, r).unwrap()))
            .collect();
        let (mut auto, mut cut) = (scorer(Strategy::Auto), scorer(Strategy::Cut));
        let (mut a, mut c) = (0u64, 0u64);
        for _ in 0..10_000 {
            cells.shuffle(&mut rng);
            for half in [&cells[..24], &cells[24..]] {
                let set: Squares = half.iter().copied().collect();
                a += u64::from(auto.score(set));
                c += u64::from(cut.score(set));
            }
        }
        assert_eq!(c, 1_224_209);
        assert_eq!(a, c);
    }

    /// The slowest shape the search found (bench `hill-climbed`): the DP alone and the
    /// cut alone agree on 100.
    #[test]
    fn slowest_found_shape() {
        let cells = Squares::from_bits(0x0200_303e_3e3e_1e30);
        assert_eq!(scorer(Strategy::Profile).score(cells), 100);
        assert_eq!(scorer(Strategy::Cut).score(cells), 100);
        assert_eq!(scorer(Strategy::Auto).score(cells), 100);
    }

    /// Random sets of several densities: the three solvers agree on the score, and
    /// with few free cells they agree with trying every labelling.
    #[test]
    fn solvers_agree() {
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let (mut auto, mut profile, mut cut) = (
            scorer(Strategy::Auto),
            scorer(Strategy::Profile),
            scorer(Strategy::Cut),
        );
        for i in 0..3000 {
            let frame = if i % 2 == 0 {
                !0
            } else {
                0x3f3f_3f3f_3f3f_3f3f
            };
            let cells = match i % 4 {
                0 => next() & next(),
                1 => next(),
                2 => next() | next(),
                _ => next() | next() | next(),
            } & frame;
            let best = cut.best_rows(Squares::from_bits(cells));
            assert_eq!(
                auto.score(Squares::from_bits(cells)),
                best.score(),
                "{cells:#x}"
            );
            if cells.count_ones() <= 40 {
                assert_eq!(
                    profile.score(Squares::from_bits(cells)),
                    best.score(),
                    "{cells:#x}"
                );
            }
            let along_ranks = cells & bits::rank_neighbours(cells);
            let along_files = cells & bits::file_neighbours(cells);
            let free = along_ranks & along_files;
            if free.count_ones() <= 12 {
                let v = enumerate(along_ranks & !along_files, along_files & !along_ranks, free);
                let points = rank_runs_points(cells & !v) + file_runs_points(v);
                assert_eq!(points, best.score(), "{cells:#x}");
            }
        }
    }
}
