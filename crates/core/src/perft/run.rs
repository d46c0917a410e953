//! The entry points of a [`Perft`] run, [`count`](Perft::count) and
//! [`divide`](Perft::divide): the sequential recursion, or with the feature `parallel`
//! the one by work stealing.

use crate::game::Game;

use super::hashed::Perft;

impl<G: Game> Perft<'_, G> {
    /// The number of move sequences of length `depth` from `pos` (each move weighed by
    /// its routes when counting routes).
    #[must_use]
    pub fn count(&self, pos: &G::Position, depth: u32) -> u64 {
        #[cfg(feature = "parallel")]
        if self.parallel {
            return self.node_parallel(pos, depth);
        }
        self.node(pos, depth)
    }

    /// The count of each legal move of `pos` at `depth` (the sequences that start with
    /// it), in the order of [`Game::legal_moves`]; the counts sum to
    /// [`count`](Perft::count).
    ///
    /// # Panics
    /// When `depth` is 0 (a split needs at least one move).
    #[must_use]
    pub fn divide(&self, pos: &G::Position, depth: u32) -> Vec<(G::Move, u64)> {
        self.divide_with(pos, depth, |_, _| {})
    }

    /// [`divide`](Perft::divide), calling `on_move` with each first move and its count
    /// as soon as it is done — in order on this thread, in the order they finish from
    /// the pool's threads when parallel — for progress reports.
    ///
    /// # Panics
    /// When `depth` is 0 (a split needs at least one move).
    pub fn divide_with(
        &self,
        pos: &G::Position,
        depth: u32,
        on_move: impl Fn(&G::Move, u64) + Sync,
    ) -> Vec<(G::Move, u64)> {
        assert!(depth >= 1, "perft divide needs depth >= 1");
        let moves = self.game.moves(pos);
        #[cfg(feature = "parallel")]
        if self.parallel {
            return self.divide_parallel(pos, depth, &moves, &on_move);
        }
        moves
            .into_iter()
            .map(|mv| {
                let n = self.child(pos, &mv, depth, |next, d| self.node(next, d));
                on_move(&mv, n);
                (mv, n)
            })
            .collect()
    }
}
