//! Perft: the hand counts of `tests/data/scoring-rows.perft` (products of binomial
//! coefficients, derived in the file), checked against the engine and against the
//! product itself.

use doska_core::conformance::perft_file::{self, PerftCase};
use doska_core::registry::Family;
use doska_core::{perft, perft_divide, Game};
use doska_scoring_rows::{ScoringRows, ScoringRowsFamily};

/// The cheap part of the table, checked by default.
const QUICK: u64 = 2_000_000;

fn cases() -> Vec<PerftCase> {
    perft_file::parse(include_str!("../data/scoring-rows.perft")).expect("the perft file reads")
}

fn game_of(case: &PerftCase) -> ScoringRows {
    let game = ScoringRowsFamily::from_spec(&case.game).expect("the case's game builds");
    assert_eq!(game.name(), case.game, "{}: the spec is canonical", case.id);
    game
}

/// C(n, 2): the moves with `n` empty cells.
fn pairs(n: u64) -> u64 {
    n * n.saturating_sub(1) / 2
}

#[test]
fn the_table_is_the_product_of_binomials() {
    for case in cases() {
        let game = game_of(&case);
        let pos = perft_file::position_of(&game, &case).unwrap();
        let empty = u64::from(pos.board().empty_cells().count());
        for &(depth, count) in &case.counts {
            let product: u64 = (0..u64::from(depth))
                .map(|k| pairs(empty.saturating_sub(2 * k)))
                .product();
            assert_eq!(count, product, "{} depth {depth}", case.id);
        }
    }
}

#[test]
fn the_table_up_to_two_million() {
    let mut checked = 0;
    for case in cases() {
        checked += perft_file::run_case(&game_of(&case), &case, QUICK).unwrap();
    }
    assert_eq!(checked, 13);
}

#[test]
#[ignore = "deep perft (depth 4: 9.5·10¹¹ leaves): run with --release -- --ignored"]
fn the_whole_table() {
    for case in cases() {
        perft_file::run_case(&game_of(&case), &case, u64::MAX).unwrap();
    }
}

#[test]
fn every_first_move_has_the_same_replies() {
    for game in [ScoringRows::standard(), ScoringRows::four_players()] {
        let divide = perft_divide(&game, &game.start(), 2);
        assert_eq!(divide.len(), 1128);
        assert!(divide.iter().all(|(_, n)| *n == 1035));
        assert_eq!(perft(&game, &game.start(), 2), 1128 * 1035);
    }
}
