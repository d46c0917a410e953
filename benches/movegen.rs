//! Move generation of every registered variant, through the registry's static
//! dispatch: perft from the start at a depth of about 10^5 leaves.
//!
//! ```text
//! cargo bench --bench movegen
//! ```
//!
//! The family crates have their own, deeper benches; this one keeps all games side by
//! side and proves that generic code runs at full speed on each.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use doska::core::{perft, Evaluation, Game};
use doska::registry::{self, GameVisitor};

/// The smallest depth whose perft reaches `leaves` leaves, with its count.
struct Depth {
    leaves: u64,
}

impl GameVisitor for Depth {
    type Output = (u32, u64);
    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> (u32, u64) {
        let start = game.start();
        let mut d = 1;
        loop {
            let n = perft(game, &start, d);
            if n >= self.leaves || d >= 8 {
                return (d, n);
            }
            d += 1;
        }
    }
}

struct Bench<'a> {
    c: &'a mut Criterion,
    name: String,
}

impl GameVisitor for Bench<'_> {
    type Output = ();
    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) {
        let (depth, leaves) = Depth { leaves: 100_000 }.visit(game, eval);
        let start = game.start();
        let mut group = self.c.benchmark_group("perft");
        group.throughput(Throughput::Elements(leaves));
        group.sample_size(10);
        group.bench_function(format!("{}/{depth}", self.name), |b| {
            b.iter(|| assert_eq!(perft(game, black_box(&start), depth), leaves))
        });
        group.finish();
    }
}

fn movegen(c: &mut Criterion) {
    for name in registry::variants() {
        let game = registry::build(&name).expect("registered variants build");
        game.visit(Bench { c, name });
    }
}

criterion_group!(benches, movegen);
criterion_main!(benches);
