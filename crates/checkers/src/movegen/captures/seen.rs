//! Routes of one effect counted once: [`SeenEnds`].
//!
//! Two routes of one piece with the same end, captured set and promotion reach the
//! same position and are one move. Such routes need at least three captures: two
//! captures taken in two orders would need each captured piece on two parallel lines
//! through the turning points, which cannot be (checked for the eight directions of
//! the 64-square board by enumeration in a test below; a route that turns straight
//! back meets the other route's captures on one line, in the wrong order). So routes
//! capturing fewer are taken without a check. For the longer ones [`SeenEnds`] keeps, per captured set (and
//! promotion) of the piece searched, the set of end squares taken so far: the routes
//! that end a flying king's capture on its landing squares all capture the same
//! pieces, so one look-up serves all of them, and a bitwise AND drops the ends taken
//! before.

use smallvec::SmallVec;

/// The end squares taken so far by the long routes (three captures or more) of the
/// piece searched, per captured set and promotion: an open-addressing table (linear
/// probing) of positions in `sets`, plus one (0 = free slot). The sets from position
/// [`SeenEnds::LIMIT`] on (more than a piece has in any real position) are found by
/// a scan. `N` (a power of two) slots: the move list's sink takes 256, the counting
/// sink (made for every count in perft) a cheaper 64.
pub(crate) struct SeenEnds<const N: usize> {
    slots: [u8; N],
    /// (captured set with the promotion in bit 63, end squares taken).
    sets: SmallVec<[(u64, u64); 64]>,
}

impl<const N: usize> Default for SeenEnds<N> {
    fn default() -> Self {
        SeenEnds {
            slots: [0; N],
            sets: SmallVec::new(),
        }
    }
}

impl<const N: usize> SeenEnds<N> {
    /// The positions indexed: those below (at most three quarters of the slots fill).
    const LIMIT: usize = N / 4 * 3;

    /// Forgets every route.
    #[inline(always)]
    pub(in crate::movegen) fn clear(&mut self) {
        if !self.sets.is_empty() {
            self.slots = [0; N];
            self.sets.clear();
        }
    }

    /// The squares of `ends` not yet taken by a route capturing `captured` (with
    /// promotion `promotes`); all of `ends` count as taken afterwards.
    #[inline(always)]
    pub(in crate::movegen) fn new_ends(&mut self, captured: u64, promotes: bool, ends: u64) -> u64 {
        // A promoted route is keyed by the complement of its captured set, which holds
        // the piece's start square (no captured set does): the keys stay apart on
        // every layout, all 64 bits of which may be squares.
        let key = captured ^ 0u64.wrapping_sub(u64::from(promotes));
        let mut i = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - N.trailing_zeros())) as usize;
        loop {
            let s = self.slots[i];
            if s == 0 {
                break;
            }
            let (k, taken) = &mut self.sets[usize::from(s) - 1];
            if *k == key {
                let new = ends & !*taken;
                *taken |= ends;
                return new;
            }
            i = (i + 1) & (N - 1);
        }
        let n = self.sets.len();
        if n < Self::LIMIT {
            self.slots[i] = (n + 1) as u8;
        } else if let Some((_, taken)) = self.sets[Self::LIMIT..].iter_mut().find(|e| e.0 == key) {
            let new = ends & !*taken;
            *taken |= ends;
            return new;
        }
        self.sets.push((key, ends));
        ends
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys with many hash collisions and more captured sets than the table indexes:
    /// every end taken before is dropped, every new one kept.
    #[test]
    fn seen_ends_drops_exactly_the_ends_taken() {
        let mut seen = SeenEnds::<256>::default();
        for round in 0..3u64 {
            for k in 0..300u64 {
                // Keys that differ only in high bits collide in the low slots often.
                let captured = (k % 150) << 20 | 1;
                let promotes = k >= 150;
                // Round r offers the ends of round 0 again and two new ones.
                let fresh = 0b11 << (2 * round);
                assert_eq!(
                    seen.new_ends(captured, promotes, fresh | 0b11),
                    fresh,
                    "key {k} round {round}"
                );
            }
        }
        seen.clear();
        assert_eq!(seen.new_ends(1, false, 0b101), 0b101);
        assert_eq!(seen.new_ends(1, false, 0b111), 0b010);
        assert_eq!(seen.new_ends(1, true, 0b111), 0b111);
    }
}
