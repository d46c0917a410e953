//! Perft by work stealing (feature `parallel`): [`Perft::parallel`] spreads the tree
//! over the threads of the current `rayon` pool; its docs say how.

use rayon::prelude::*;

use smallvec::SmallVec;

use crate::game::Game;

use super::hashed::{Entry, Perft};

/// A child left to count: its weight, its position, its place in the table.
type Rest<'t, G> = (u64, <G as Game>::Position, Option<Entry<'t>>);

impl<G: Game> Perft<'_, G> {
    /// Counts by work stealing over the threads of the current `rayon` pool when `on`
    /// (see the feature `parallel`); on the calling thread alone otherwise (the
    /// default). The counts are the same either way.
    ///
    /// Every node with at least [`split_from`](Perft::split_from) plies to go adds up
    /// the children the table holds, then hands the others to rayon's parallel
    /// iterator, which splits them between threads only when a thread is idle and
    /// steals the work; below that depth the sequential recursion runs. So the tree is
    /// split below the root as deep as it needs to be — down to small subtrees — and
    /// every thread stays busy to the end, whatever the shape of the tree, all of them
    /// sharing one [`PerftTable`](crate::PerftTable).
    ///
    /// The number of threads is the pool's: rayon's global pool has one per core, and
    /// a caller picks another number by running the count inside its own pool
    /// ([`rayon::ThreadPool::install`]; `rayon` is re-exported as `doska_core::rayon`).
    ///
    /// ```
    /// use doska_core::rayon::ThreadPoolBuilder;
    /// use doska_core::{perft, toy::Subtraction, Game, Perft, PerftTable};
    ///
    /// let game = Subtraction::new(4, 40);
    /// let table = PerftTable::with_bytes(1 << 20);
    /// let pool = ThreadPoolBuilder::new().num_threads(2).build().unwrap();
    /// let run = Perft::new(&game).table(&table).parallel(true);
    /// let n = pool.install(|| run.count(&game.start(), 12));
    /// assert_eq!(n, perft(&game, &game.start(), 12));
    /// ```
    #[must_use]
    pub fn parallel(mut self, on: bool) -> Self {
        self.parallel = on;
        self
    }

    /// Nodes with at least `plies` plies to go may be split between threads (1 at
    /// least; by default [`DEFAULT_SPLIT_FROM`](crate::DEFAULT_SPLIT_FROM)); smaller subtrees are counted by the
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
        let entry = self.entry(pos, depth);
        if let Some(n) = entry.and_then(|e| e.probe(depth, self.counting)) {
            return n;
        }
        self.missed(pos, depth, entry)
    }

    /// A node that is not in the table (or does not go through it): counted by its
    /// children, then stored.
    fn missed(&self, pos: &G::Position, depth: u32, entry: Option<Entry<'_>>) -> u64 {
        if depth < self.split_from {
            return match entry {
                Some(entry) => self.expand_and_store(pos, depth, entry),
                None => self.leaf(pos, depth),
            };
        }
        let n = self.split(pos, depth);
        if let Some(entry) = entry {
            entry.store(depth, self.counting, n);
        }
        n
    }

    /// The children of a node with at least `split_from` plies to go: those the table
    /// holds are added up here, the others handed to rayon, which gives them to idle
    /// threads.
    fn split(&self, pos: &G::Position, depth: u32) -> u64 {
        let mut moves = G::MoveList::default();
        self.game.legal_moves(pos, &mut moves);
        let mut total = 0;
        let mut rest: SmallVec<[Rest<'_, G>; 16]> = SmallVec::new();
        for mv in moves.iter() {
            let weight = self.weight(pos, mv);
            let mut next = pos.clone();
            self.game.play_unchecked(&mut next, mv);
            let entry = self.entry(&next, depth - 1);
            match entry.and_then(|e| e.probe(depth - 1, self.counting)) {
                Some(n) => total += weight * n,
                None => rest.push((weight, next, entry)),
            }
        }
        total
            + match rest.as_slice() {
                [] => 0,
                [(weight, next, entry)] => weight * self.missed(next, depth - 1, *entry),
                _ => rest
                    .par_iter()
                    .map(|(weight, next, entry)| weight * self.missed(next, depth - 1, *entry))
                    .sum(),
            }
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
