//! Move buffers: the caller-provided lists that move generation writes into.

use std::fmt::Debug;
use std::ops::{Deref, DerefMut};

/// A growable buffer of moves that a game's generator fills.
///
/// Each game picks its list type ([`Game::MoveList`](crate::Game::MoveList)): usually a
/// [`smallvec::SmallVec`] whose inline capacity holds the moves of a typical position, so
/// move generation on the hot path never allocates, and spills to the heap rather than
/// panicking in the rare position with more. `Vec` works too.
pub trait MoveList<M>:
    Default
    + Clone
    + Debug
    + Deref<Target = [M]>
    + DerefMut
    + Extend<M>
    + IntoIterator<Item = M>
    + Send
    + Sync
{
    /// Appends a move.
    fn push(&mut self, mv: M);
    /// Removes every move, keeping the capacity.
    fn clear(&mut self);
    /// Keeps only the moves for which `keep` is true, in order.
    fn retain(&mut self, keep: impl FnMut(&mut M) -> bool);
}

impl<M: Clone + Debug + Send + Sync> MoveList<M> for Vec<M> {
    #[inline]
    fn push(&mut self, mv: M) {
        Vec::push(self, mv);
    }
    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }
    #[inline]
    fn retain(&mut self, mut keep: impl FnMut(&mut M) -> bool) {
        Vec::retain_mut(self, |m| keep(m));
    }
}

impl<M: Clone + Debug + Send + Sync, const N: usize> MoveList<M> for smallvec::SmallVec<[M; N]> {
    #[inline]
    fn push(&mut self, mv: M) {
        smallvec::SmallVec::push(self, mv);
    }
    #[inline]
    fn clear(&mut self) {
        smallvec::SmallVec::clear(self);
    }
    #[inline]
    fn retain(&mut self, keep: impl FnMut(&mut M) -> bool) {
        smallvec::SmallVec::retain(self, keep);
    }
}
