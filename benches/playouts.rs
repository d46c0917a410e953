//! Seeded random playouts of every registered variant, through the registry: the cost
//! of one whole random game (move generation, play and the outcome check at every ply).
//!
//! ```text
//! cargo bench --bench playouts
//! ```

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use doska::core::{random_playout, seeded_rng, Evaluation, Game};
use doska::registry::{self, GameVisitor};

struct Bench<'a> {
    c: &'a mut Criterion,
    name: String,
}

impl GameVisitor for Bench<'_> {
    type Output = ();
    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) {
        let start = game.start();
        let mut group = self.c.benchmark_group("playout");
        group.sample_size(20);
        let mut seed = 0;
        group.bench_function(&self.name, |b| {
            b.iter(|| {
                seed += 1;
                let p = random_playout(game, black_box(&start), &mut seeded_rng(seed), 100_000);
                assert!(p.ending.is_some());
                p.moves.len()
            })
        });
        group.finish();
    }
}

fn playouts(c: &mut Criterion) {
    for name in registry::variants() {
        let game = registry::build(&name).expect("registered variants build");
        game.visit(Bench { c, name });
    }
}

criterion_group!(benches, playouts);
criterion_main!(benches);
