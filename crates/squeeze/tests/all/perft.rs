//! The perft table of `tests/data/squeeze.perft` (every count worked out by hand; the
//! file says how), counted with the engine's own perft and with the generic recursion,
//! and the placement counts to depth 6 as products of the empty cells' pairs. The
//! movement positions to their full depth are `plain::movement_set_deep`, `#[ignore]`d.

use doska_core::conformance::perft_file::{parse, position_of, run_case};
use doska_core::registry::Family;
use doska_core::{perft, perft_generic, Game};
use doska_squeeze::{Squeeze, SqueezeFamily};

fn table() -> Vec<doska_core::conformance::perft_file::PerftCase> {
    parse(include_str!("../data/squeeze.perft")).expect("the perft file reads")
}

#[test]
fn the_table_with_the_engine_perft() {
    let mut checked = 0;
    for case in table() {
        let game = SqueezeFamily::from_spec(&case.game).unwrap();
        checked += run_case(&game, &case, u64::MAX).unwrap();
    }
    assert_eq!(checked, 16);
}

/// The generic recursion builds and plays every move but the last ply's, which
/// `count_moves` counts: 63,756 placements for the 5×5 depth 3.
#[test]
fn the_table_with_the_generic_recursion() {
    for case in table() {
        let game = SqueezeFamily::from_spec(&case.game).unwrap();
        let pos = position_of(&game, &case).unwrap();
        for (depth, want) in case.counts_up_to(20_000_000) {
            assert_eq!(
                perft_generic(&game, &pos, depth),
                want,
                "{} depth {depth}",
                case.id
            );
        }
    }
}

#[test]
fn placement_counts_are_products() {
    let game = Squeeze::STANDARD;
    let start = game.start();
    let mut product = 1u64;
    for (depth, empty) in (1..=6).zip((14..=24).rev().step_by(2)) {
        product *= empty * (empty - 1) / 2;
        assert_eq!(perft(&game, &start, depth), product, "depth {depth}");
    }
}
