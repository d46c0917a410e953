//! Scoring a fixed labelling with bitboards: the points of every maximal run of a set of
//! cells along ranks (or files), all lanes at once.
//!
//! Along ranks the points of each rank come from a 256-entry table (`LINE_POINTS`);
//! along files, from the same table on the transposed set. The bit-counting formula
//! below is kept in the tests as a second way to the same numbers.
//!
//! A run of `n` cells scores `n² = n + 2·C(n, 2)`, and `C(n, 2)` counts the pairs of
//! cells of the run at distances `1, 2, …`. With `P₁` = the cells whose right
//! neighbour is also in the set, `P_d = P_{d-1} & (P₁ >> (d-1))` are the cells that
//! start `d + 1` consecutive cells, so `Σ n² = |set| + 2·Σ_d |P_d|`; lone cells
//! (runs of one, worth 0 instead of 1) are subtracted. The loop runs once per distance
//! present, at most seven times.

/// Every cell except file h: shifting right by one must not pair h with the next rank's a.
const NOT_FILE_H: u64 = !0x8080_8080_8080_8080;
/// Every cell except file a.
const NOT_FILE_A: u64 = !0x0101_0101_0101_0101;

/// The points of the maximal runs of `set` along ranks: one table look-up per rank
/// (cheaper than counting bits where the CPU baseline has no `popcnt`).
#[inline]
pub(crate) fn rank_runs_points(set: u64) -> u32 {
    set.to_le_bytes()
        .iter()
        .map(|&line| u32::from(LINE_POINTS[usize::from(line)]))
        .sum()
}

/// The points of the maximal runs of `set` along files: the ranks of the transposed set.
#[inline]
pub(crate) fn file_runs_points(set: u64) -> u32 {
    rank_runs_points(crate::squares::bits::transpose(set))
}

/// [`rank_runs_points`] by counting pairs of cells with bit operations (the formula of
/// the module docs); kept to check the table against.
#[cfg(test)]
fn rank_runs_points_by_pairs(set: u64) -> u32 {
    let p1 = set & (set >> 1) & NOT_FILE_H;
    if p1 == 0 {
        return 0;
    }
    let lone = set & !(p1 | (p1 << 1));
    let mut pairs = 0;
    let mut p = p1;
    let mut d = 1;
    while p != 0 {
        pairs += p.count_ones();
        p &= p1 >> d;
        d += 1;
    }
    set.count_ones() - lone.count_ones() + 2 * pairs
}

/// [`file_runs_points`] by counting pairs of cells with bit operations.
#[cfg(test)]
fn file_runs_points_by_pairs(set: u64) -> u32 {
    let p1 = set & (set >> 8);
    if p1 == 0 {
        return 0;
    }
    let lone = set & !(p1 | (p1 << 8));
    let mut pairs = 0;
    let mut p = p1;
    let mut d = 8;
    while p != 0 {
        pairs += p.count_ones();
        p &= p1 >> d;
        d += 8;
    }
    set.count_ones() - lone.count_ones() + 2 * pairs
}

/// The first cell of every maximal run of two or more cells of `set` along ranks.
#[inline]
pub(crate) fn rank_run_starts(set: u64) -> u64 {
    let p1 = set & (set >> 1) & NOT_FILE_H;
    p1 & !((p1 << 1) & NOT_FILE_A)
}

/// The first cell of every maximal run of two or more cells of `set` along files.
#[inline]
pub(crate) fn file_run_starts(set: u64) -> u64 {
    let p1 = set & (set >> 8);
    p1 & !(p1 << 8)
}

/// The points of the runs of an 8-cell line given as a byte, for every byte.
pub(crate) const LINE_POINTS: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut m = 0;
    while m < 256 {
        t[m] = rank_runs_points_const(m as u64) as u16;
        m += 1;
    }
    t
};

const fn rank_runs_points_const(set: u64) -> u32 {
    let mut total = 0;
    let mut run = 0;
    let mut i = 0;
    while i <= 8 {
        if i < 8 && set & (1 << i) != 0 {
            run += 1;
        } else {
            if run >= 2 {
                total += run * run;
            }
            run = 0;
        }
        i += 1;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_by_hand() {
        // a1-e1: one run of five.
        assert_eq!(rank_runs_points(0b1_1111), 25);
        // a1-b1, d1-f1, h1 and a2: 4 + 9 + 0 + 0; h1 and a2 are not neighbours.
        assert_eq!(rank_runs_points(0b1011_1011 | 1 << 8), 13);
        // a1-a3 vertically: 9; along ranks nothing.
        assert_eq!(file_runs_points(0x1_0101), 9);
        assert_eq!(rank_runs_points(0x1_0101), 0);
        // h1-h8 and a1: 64.
        assert_eq!(file_runs_points(0x8080_8080_8080_8080 | 1), 64);
        assert_eq!(rank_runs_points(!0), 8 * 64);
        assert_eq!(LINE_POINTS[0b1011_1011], 13);
        assert_eq!(LINE_POINTS[0xff], 64);
    }

    #[test]
    fn run_starts() {
        assert_eq!(
            rank_run_starts(0b1011_1011 | 0b11 << 14),
            1 | 1 << 3 | 1 << 14
        );
        // a1-a3 and a5-a6.
        assert_eq!(file_run_starts(0x0101_0001_0101), 1 | 1 << 32);
    }

    #[test]
    fn table_matches_pair_counting() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let set = x & (x >> 3 | x << 5);
            assert_eq!(rank_runs_points(set), rank_runs_points_by_pairs(set));
            assert_eq!(file_runs_points(set), file_runs_points_by_pairs(set));
        }
    }

    #[test]
    fn table_matches_bitboard_scoring() {
        for m in 0..256u64 {
            assert_eq!(u32::from(LINE_POINTS[m as usize]), rank_runs_points(m));
            assert_eq!(rank_runs_points(m << 40), rank_runs_points(m));
        }
    }
}
