//! Perft from the start positions against the reference tables of `tests/data/*.perft`
//! (OpenSpiel 2.0.2 for 10 pieces, an independent implementation for 15; none computed
//! by Doska). The deep rows:
//! `cargo test --release -p doska-halma --test perft -- --ignored`.

use doska_core::conformance::perft_file::{parse, run_case, PerftCase};
use doska_core::registry::Family;
use doska_halma::HalmaFamily;

mod common;

const FILES: [(&str, &str); 2] = [
    ("openspiel.perft", include_str!("data/openspiel.perft")),
    ("fifteen.perft", include_str!("data/fifteen.perft")),
];

fn cases() -> Vec<PerftCase> {
    FILES
        .iter()
        .flat_map(|(name, text)| parse(text).unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

fn run(max_count: u64) -> usize {
    let mut checked = 0;
    for case in cases() {
        assert!(!case.sources.is_empty(), "{}: no source", case.id);
        let game =
            HalmaFamily::from_spec(&case.game).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        checked += run_case(&game, &case, max_count).unwrap_or_else(|e| panic!("{e}"));
    }
    checked
}

#[test]
fn reference_tables() {
    // Every table up to a million leaves: all rows but the two- and three-player
    // depths 5 and 6.
    assert_eq!(run(1_000_000), 26);
}

#[test]
#[ignore = "deep: about 40 M and 88 M leaves; run with --release"]
fn reference_tables_deep() {
    assert_eq!(run(u64::MAX), 30);
}

/// The crate's perft (the last two plies counted together) against the core's generic
/// recursion, on positions of random games and near their end, where moves finish
/// seats, end games and change the turn order.
#[test]
fn own_perft_equals_the_generic_recursion() {
    use doska_core::{perft_generic, random_playout, seeded_rng, Game};
    for spec in [
        "halma/two",
        "halma/three:finish=ranking",
        "halma/four:filled-target=on",
        "halma/six:finish=ranking,filled-target=on",
        "halma/three:pieces=15,move-limit=60",
    ] {
        let game = HalmaFamily::from_spec(spec).unwrap();
        let mut starts = vec![game.start()];
        for k in [1, 2, 3] {
            starts.push(
                game.parse_position(&common::near_the_end(&game, k))
                    .unwrap(),
            );
        }
        for (i, start) in starts.iter().enumerate() {
            for seed in 0..6 {
                let plies = [0, 5, 30, 57, 120, 200][seed as usize];
                let pos =
                    random_playout(&game, start, &mut seeded_rng(seed + 10 * i as u64), plies)
                        .position;
                for depth in 1..=3 {
                    assert_eq!(
                        game.perft(&pos, depth),
                        perft_generic(&game, &pos, depth),
                        "{spec} depth {depth}: {pos}"
                    );
                }
            }
        }
    }
}
