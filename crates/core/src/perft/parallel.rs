//! Perft by work stealing (feature `parallel`): [`Perft::parallel`] spreads the tree
//! over the threads of the current `rayon` pool.
//!
//! Every node with at least [`Perft::split_from`] plies to go hands its moves to
//! rayon's parallel iterator, which splits them between threads only when a thread is
//! idle and steals the work; below that depth the sequential recursion runs. So the
//! tree is split below the root as deep as it needs to be — until the last subtrees are
//! small — and every thread stays busy to the end, whatever the shape of the tree, all
//! of them sharing one [`PerftTable`](crate::PerftTable).
//!
//! The number of threads is the pool's: rayon's global pool has one per core, and a
//! caller picks another number by running the count inside its own pool
//! ([`rayon::ThreadPool::install`]; `rayon` is re-exported as `doska_core::rayon`).
//!
//! ```
//! use doska_core::rayon::ThreadPoolBuilder;
//! use doska_core::{perft, toy::Subtraction, Game, Perft, PerftTable};
//!
//! let game = Subtraction::new(4, 40);
//! let table = PerftTable::with_bytes(1 << 20);
//! let pool = ThreadPoolBuilder::new().num_threads(2).build().unwrap();
//! let n = pool.install(|| Perft::new(&game).table(&table).parallel(true).count(&game.start(), 12));
//! assert_eq!(n, perft(&game, &game.start(), 12));
//! ```

use rayon::prelude::*;

use crate::game::Game;

use super::hashed::Perft;

/// The default of [`Perft::split_from`]: nodes with at least four plies to go may be
/// split between threads.
pub const DEFAULT_SPLIT_FROM: u32 = 4;

impl<G: Game> Perft<'_, G> {
    /// Counts by work stealing over the threads of the current `rayon` pool when `on`
    /// (see the feature `parallel`); on the calling thread alone otherwise (the
    /// default). The counts are the same either way.
    #[must_use]
    pub fn parallel(mut self, on: bool) -> Self {
        self.parallel = on;
        self
    }

    /// Nodes with at least `plies` plies to go may be split between threads (1 at
    /// least; by default [`DEFAULT_SPLIT_FROM`]); smaller subtrees are counted by the
    /// thread that reaches them.
    #[must_use]
    pub fn split_from(mut self, plies: u32) -> Self {
        self.split_from = plies.max(1);
        self
    }

    /// The parallel recursion: through the table, splitting the moves between threads,
    /// down to `split_from`; then the sequential recursion.
    pub(super) fn node_parallel(&self, pos: &G::Position, depth: u32) -> u64 {
        if depth < self.split_from {
            return self.node(pos, depth);
        }
        self.through_table(pos, depth, || {
            let mut moves = G::MoveList::default();
            self.game.legal_moves(pos, &mut moves);
            moves
                .par_iter()
                .map(|mv| self.child(pos, mv, depth, |next, d| self.node_parallel(next, d)))
                .sum()
        })
    }

    /// The split of [`Perft::divide_with`] by work stealing: the first moves in order,
    /// each reported from the thread that finished it.
    pub(super) fn divide_parallel(
        &self,
        pos: &G::Position,
        depth: u32,
        moves: &G::MoveList,
        on_move: &(impl Fn(&G::Move, u64) + Sync),
    ) -> Vec<(G::Move, u64)> {
        moves
            .par_iter()
            .map(|mv| {
                let n = self.child(pos, mv, depth, |next, d| self.node_parallel(next, d));
                on_move(mv, n);
                (mv.clone(), n)
            })
            .collect()
    }
}
