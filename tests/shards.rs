//! Sharded perft adds up: for random positions of every registered game, the pieces of
//! a split into N (N = 1, 2, 3, 7, 16) add up to the unsharded count at every depth, with
//! and without a transposition table, counting moves and routes.

use doska::core::{perft, random_playout, seeded_rng, Evaluation, Game, Perft, PerftTable};
use doska::registry::{self, GameVisitor};
use proptest::prelude::*;

struct Shards {
    seed: u64,
    plies: usize,
}

impl GameVisitor for Shards {
    type Output = Result<(), String>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let pos =
            random_playout(game, &game.start(), &mut seeded_rng(self.seed), self.plies).position;
        // Deep enough to split, shallow enough for a test: the depth at which the tree
        // passes a few thousand leaves, at most 3.
        let depth = (1..=3).find(|&d| perft(game, &pos, d) > 2_000).unwrap_or(3);
        let table = PerftTable::with_bytes(1 << 16);
        for routes in [false, true] {
            for with_table in [false, true] {
                let mut run = Perft::new(game).routes(routes);
                if with_table {
                    run = run.table(&table);
                }
                for n in [1usize, 2, 3, 7, 16] {
                    let split = run.split_for(&pos, depth, n);
                    let prefixes = run.prefixes(&pos, split);
                    for d in split..=depth {
                        let whole = run.count(&pos, d);
                        let sum: u64 = (0..n)
                            .flat_map(|i| run.piece_counts(&prefixes, d - split, i, n))
                            .map(|(_, c)| c)
                            .sum();
                        if sum != whole {
                            return Err(format!(
                                "{} from `{pos}`: {n} pieces split at {split} give {sum} at depth {d}, \
                                 the whole run {whole} (routes {routes}, table {with_table})",
                                game.name()
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn shards_add_up_in_every_game(seed in 0u64..1_000_000, plies in 0usize..40) {
        for variant in registry::variants() {
            let game = registry::build(&variant).unwrap();
            let result = game.visit(Shards { seed, plies });
            prop_assert!(result.is_ok(), "{}", result.unwrap_err());
        }
    }
}
