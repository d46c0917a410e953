//! Perft from the start positions against the reference tables of `tests/data/*.perft`
//! (OpenSpiel 2.0.2 for 10 pieces, an independent implementation for 15; none computed
//! by Doska), and the route counts of `tests/data/openspiel-routes.perft` (OpenSpiel
//! 2.0.2, every hop route a turn) against the route-counting perft. The deep rows:
//! `cargo test --release -p doska-halma --test all perft:: -- --ignored`.

use doska_core::conformance::perft_file::{parse, position_of, run_case, PerftCase};
use doska_core::registry::Family;
use doska_halma::HalmaFamily;

use crate::common;

const FILES: [(&str, &str); 2] = [
    ("openspiel.perft", include_str!("../data/openspiel.perft")),
    ("fifteen.perft", include_str!("../data/fifteen.perft")),
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

/// The route counts of `openspiel-routes.perft` up to `max_count`, checked with the
/// route-counting perft; returns how many were checked.
fn run_routes(max_count: u64) -> usize {
    let text = include_str!("../data/openspiel-routes.perft");
    let mut checked = 0;
    for case in parse(text).unwrap_or_else(|e| panic!("openspiel-routes.perft: {e}")) {
        assert!(!case.sources.is_empty(), "{}: no source", case.id);
        let game =
            HalmaFamily::from_spec(&case.game).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let pos = position_of(&game, &case).unwrap_or_else(|e| panic!("{e}"));
        for (depth, expected) in case.counts_up_to(max_count) {
            let got = doska_core::perft_routes(&game, &pos, depth);
            assert_eq!(
                got, expected,
                "{} ({}): routes at depth {depth}",
                case.id, case.game
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn route_tables() {
    // Depths 1 to 4 of both tables.
    assert_eq!(run_routes(1_000_000), 8);
}

#[test]
#[ignore = "deep: depths 5 and 6, about 44 M and 109 M routes; run with --release"]
fn route_tables_deep() {
    assert_eq!(run_routes(u64::MAX), 12);
}

/// The crate's perft and route-counting perft (the last two plies counted together)
/// against the core's generic recursions, on positions of random games and near their end, where moves finish
/// seats, end games and change the turn order.
#[test]
fn own_perft_equals_the_generic_recursion() {
    use doska_core::{perft_generic, perft_routes_generic, random_playout, seeded_rng, Game};
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
                    assert_eq!(
                        game.perft_routes(&pos, depth),
                        perft_routes_generic(&game, &pos, depth),
                        "{spec} routes, depth {depth}: {pos}"
                    );
                }
            }
        }
    }
}
