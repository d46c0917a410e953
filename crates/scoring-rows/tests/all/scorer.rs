//! The scorer against a brute-force solver and against cases worked out by hand.

use doska_scoring_rows::{
    best_rows, row_points, score, Direction, Row, RowScorer, Square, Squares,
};
use proptest::prelude::*;

/// The reference: every labelling of the cells (horizontal or vertical), each scored by
/// walking the ranks and files one cell at a time. Shares no code with the crate.
fn brute_force(cells: &[(u8, u8)]) -> u32 {
    let n = cells.len();
    assert!(n <= 20);
    let mut best = 0;
    for labels in 0u32..(1 << n) {
        // grid[f][r]: 0 = empty, 1 = horizontal, 2 = vertical
        let mut grid = [[0u8; 8]; 8];
        for (i, &(f, r)) in cells.iter().enumerate() {
            grid[f as usize][r as usize] = if labels >> i & 1 == 1 { 2 } else { 1 };
        }
        let mut total = 0;
        for r in 0..8 {
            total += runs(grid.iter().map(|file| file[r] == 1));
        }
        for file in &grid {
            total += runs(file.iter().map(|&label| label == 2));
        }
        best = best.max(total);
    }
    best
}

/// The points of the runs of `true` in a line, one cell at a time.
fn runs(line: impl Iterator<Item = bool>) -> u32 {
    let mut total = 0;
    let mut run = 0;
    for on in line.chain(std::iter::once(false)) {
        if on {
            run += 1;
        } else {
            if run >= 2 {
                total += run * run;
            }
            run = 0;
        }
    }
    total
}

fn board(cells: &[(u8, u8)]) -> Squares {
    cells
        .iter()
        .map(|&(f, r)| Square::new(f, r).unwrap())
        .collect()
}

/// Cells from a picture: ranks from the top, `x` = a piece of the colour.
fn picture(rows: &[&str]) -> Squares {
    let mut bb = Squares::EMPTY;
    for (i, line) in rows.iter().enumerate() {
        let rank = (rows.len() - 1 - i) as u8;
        for (file, c) in line.bytes().enumerate() {
            if c == b'x' {
                bb = bb.with(Square::new(file as u8, rank).unwrap());
            }
        }
    }
    bb
}

/// The rows must be disjoint, lie on the cells, and add up to the score.
fn check_rows(cells: Squares) -> u32 {
    let best = best_rows(cells);
    let mut used = Squares::EMPTY;
    let mut total = 0;
    for row in best.rows() {
        assert!((row.cells() & used).is_empty(), "rows overlap: {best}");
        assert_eq!(row.cells() & cells, row.cells(), "row {row} off the cells");
        used |= row.cells();
        total += row.points();
        // Each row's text reads back.
        assert_eq!(row.to_string().parse::<Row>().unwrap(), *row);
    }
    assert_eq!(total, best.score());
    assert_eq!(best.score(), score(cells));
    assert_eq!(best.loose(), cells - used);
    // Deterministic.
    assert_eq!(best_rows(cells), best);
    best.score()
}

#[test]
fn hand_worked_cases() {
    // A row of five: 5² = 25.
    assert_eq!(check_rows(picture(&["xxxxx"])), 25);
    // An L of five (three up, three across, sharing the corner): 3² + 2² = 13.
    assert_eq!(check_rows(picture(&["x..", "x..", "xxx"])), 13);
    // A 2×2 square: two rows of two, 4 + 4 = 8.
    assert_eq!(check_rows(picture(&["xx", "xx"])), 8);
    // A solid 4×6 block: four rows of six, 4 · 36 = 144 (each cell is worth at most 6).
    assert_eq!(
        check_rows(picture(&["xxxxxx", "xxxxxx", "xxxxxx", "xxxxxx"])),
        144
    );
    // The same block standing: six ranks of four wide: four files of six.
    assert_eq!(check_rows(Squares::from_bits(0x0f0f_0f0f_0f0f)), 144);
    // A checkerboard pattern: no two pieces touch, 0.
    assert_eq!(check_rows(Squares::from_bits(0xaa55_aa55_aa55_aa55)), 0);
    assert_eq!(check_rows(Squares::from_bits(0x55aa_55aa_55aa_55aa)), 0);
    // A plus of five: the bar of three and two lone arms (9), never two rows of two (8).
    assert_eq!(check_rows(picture(&[".x.", "xxx", ".x."])), 9);
    // A T: the bar of three (9) beats stem + centre (4).
    assert_eq!(check_rows(picture(&["xxx", ".x.", ".x."])), 13);
    // A run split for a cross: a1-g1 with a3 above b1 (b2, b3): the row of seven (49)
    // beats splitting it (a1, c1-g1 = 25, b1-b3 = 9: 34).
    assert_eq!(
        check_rows(picture(&[".x.....", ".x.....", "xxxxxxx"])),
        49 + 4
    );
}

#[test]
fn a_run_is_split_when_crosses_pay() {
    // A rank of five (a3-e3) crossed in its middle by a file of seven (c1-c7):
    // keeping the rank gives 25 + c1-c2 (4) + c4-c7 (16) = 45; giving c3 to the file
    // gives 49 and leaves a3-b3 and d3-e3 (4 + 4): 57. The rank is split in two.
    let cross = picture(&[
        "..x..", "..x..", "..x..", "..x..", "xxxxx", "..x..", "..x..",
    ]);
    assert_eq!(check_rows(cross), 57);
    assert_eq!(best_rows(cross).to_string(), "c1-c7 49\na3-b3 4\nd3-e3 4");
    // A rank of six crossed by two files of four (b1-b4, e1-e4) on rank 2: the whole
    // rank (36) with b3-b4 and e3-e4 (8) makes 44; both files (32) with c2-d2 (4) only
    // 36; one file and c2-f2 also 36.
    assert_eq!(
        check_rows(picture(&[".x..x.", ".x..x.", "xxxxxx", ".x..x."])),
        44
    );
    // Files of six crossing a rank of three: both files (72, b4 alone) beat the rank
    // (9 + 9 + 4 + 9 + 4 = 35).
    assert_eq!(
        check_rows(picture(&["x.x", "x.x", "xxx", "x.x", "x.x", "x.x"])),
        72
    );
}

#[test]
fn the_worked_example_of_the_traditional_description() {
    // The worked example of the traditional description, on a board built for it:
    // White has a five, a four, three threes and a two, 25 + 16 + 3·9 + 4 = 72, with
    // four loose pieces.
    //
    //   rank 8  x x x x x .    a8-e8 25
    //   rank 7  . . . . . x    f7 alone
    //   rank 6  x x x x . .    a6-d6 16
    //   rank 5  . . . . . x    f5 alone
    //   rank 4  x x x . x .    a4-c4 9, e4 alone
    //   rank 3  . . . . . x    f3 alone
    //   rank 2  x x x . x x    a2-c2 9, e2-f2 4
    //   rank 1  x x x . . .    a1-c1 9
    // a1-c2 could also be three files of two (12 < 18), and f2-f3 instead of e2-f2 is
    // worth the same 4; no other piece has a neighbour, so 72 is the optimum.
    let white = picture(&[
        "xxxxx.", ".....x", "xxxx..", ".....x", "xxx.x.", ".....x", "xxx.xx", "xxx...",
    ]);
    assert_eq!(check_rows(white), 72);
    // Black's tally: two fours, two threes and three twos: 2·16 + 2·9 + 3·4 = 62.
    //   x x x x . .   a8-d8 16
    //   . . . . x x   e7-f7 4
    //   x x x x . .   a6-d6 16
    //   . . . . . .
    //   x x x . x x   a4-c4 9, e4-f4 4
    //   . . . . . .
    //   x x x . x x   a2-c2 9, e2-f2 4
    let black = picture(&[
        "xxxx..", "....xx", "xxxx..", "......", "xxx.xx", "......", "xxx.xx", "......",
    ]);
    assert_eq!(check_rows(black), 62);
}

#[test]
fn adversarial_shapes_match_brute_force() {
    let shapes: Vec<Squares> = vec![
        // a staircase
        picture(&["x....", "xx...", ".xx..", "..xx.", "...xx"]),
        // a comb: a spine with teeth
        picture(&["x.x.x", "x.x.x", "xxxxx"]),
        // two columns
        picture(&["xx", "xx", "xx", "xx", "xx", "xx", "xx"]),
        // a 3×4 block
        picture(&["xxxx", "xxxx", "xxxx"]),
        // a ring
        picture(&["xxxx", "x..x", "x..x", "xxxx"]),
        // a 4×4 minus a corner
        picture(&["xxx.", "xxxx", "xxxx", "xxxx"]),
    ];
    for cells in shapes {
        let list: Vec<(u8, u8)> = cells.iter().map(|s| (s.file(), s.rank())).collect();
        assert_eq!(check_rows(cells), brute_force(&list), "{cells:?}");
    }
}

#[test]
fn row_points_are_squares() {
    for n in 2..=8 {
        assert_eq!(row_points(n), n * n);
        let row = Row::new(Square::new(0, 0).unwrap(), Direction::Horizontal, n as u8).unwrap();
        assert_eq!(score(row.cells()), n * n);
    }
}

#[test]
fn a_reused_scorer_agrees() {
    let mut scorer = RowScorer::new();
    for bits in [
        0u64,
        1,
        0x0303,
        0xffff_ffff_ffff_ffff,
        0x0f0f_0f0f_0f0f,
        0x8181_8181,
    ] {
        assert_eq!(
            scorer.score(Squares::from_bits(bits)),
            score(Squares::from_bits(bits))
        );
        assert_eq!(
            scorer.best_rows(Squares::from_bits(bits)),
            best_rows(Squares::from_bits(bits))
        );
    }
    // The full 8×8 frame: eight rows of eight.
    assert_eq!(score(Squares::FULL), 512);
}

fn small_board() -> impl Strategy<Value = Vec<(u8, u8)>> {
    (1u8..=5, 1u8..=5).prop_flat_map(|(files, ranks)| {
        let all: Vec<(u8, u8)> = (0..files)
            .flat_map(|f| (0..ranks).map(move |r| (f, r)))
            .collect();
        let max = all.len().min(14);
        proptest::sample::subsequence(all, 0..=max)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn matches_brute_force_on_small_boards(cells in small_board()) {
        let bb = board(&cells);
        prop_assert_eq!(check_rows(bb), brute_force(&cells));
    }

    #[test]
    fn translation_and_mirror_do_not_change_the_score(cells in small_board(), df in 0u8..3, dr in 0u8..3) {
        let moved: Vec<(u8, u8)> = cells.iter().map(|&(f, r)| (f + df, r + dr)).collect();
        let mirrored: Vec<(u8, u8)> = cells.iter().map(|&(f, r)| (r, f)).collect();
        let flipped: Vec<(u8, u8)> = cells.iter().map(|&(f, r)| (7 - f, 7 - r)).collect();
        let s = score(board(&cells));
        prop_assert_eq!(score(board(&moved)), s);
        prop_assert_eq!(score(board(&mirrored)), s);
        prop_assert_eq!(score(board(&flipped)), s);
    }

    #[test]
    fn big_boards_have_consistent_rows(bits in any::<u64>(), mask in any::<u64>()) {
        // Dense random 8×8 sets: rows valid, score reproducible, mirror-invariant.
        let cells = Squares::from_bits(bits | mask);
        let s = check_rows(cells);
        prop_assert_eq!(score(cells.transpose()), s);
    }
}
