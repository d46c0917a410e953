//! Perft against the reference table (`shared/reference/perft.md`, computed with
//! OpenSpiel 2.0.2 `lines_of_action`, not by Doska).

use doska_core::{perft, perft_divide, Game};
use doska_lines_of_action::LinesOfAction;

#[test]
fn perft_from_the_start_to_depth_4() {
    let game = LinesOfAction::STANDARD;
    let start = game.start();
    for (depth, want) in [(1, 36u64), (2, 1_244), (3, 44_952), (4, 1_563_208)] {
        assert_eq!(perft(&game, &start, depth), want, "depth {depth}");
    }
}

/// 55,963,132 with our repetition rule (repetition is never reached in five plies);
/// OpenSpiel's immediate draw on a repeated board gives 55,934,908.
#[test]
#[ignore = "about a second in release; run with --release -- --ignored"]
fn perft_from_the_start_depth_5() {
    let game = LinesOfAction::STANDARD;
    assert_eq!(perft(&game, &game.start(), 5), 55_963_132);
}

#[test]
fn divide_sums_to_perft() {
    let game = LinesOfAction::STANDARD;
    let split = perft_divide(&game, &game.start(), 3);
    assert_eq!(split.len(), 36);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 44_952);
}
