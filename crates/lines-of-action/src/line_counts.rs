//! The number of pieces (of both colours) on each of the 46 lines, kept up to date by
//! every move so that move generation reads a piece's distance with one load.

use doska_core::square::Square8 as Square;

use crate::line_geometry::{Line, LINES, LINE_MASK, LINE_OF};

/// The number of pieces on each line of the board, indexed by [`Line`].
///
/// A move updates the eight lines through its two squares (four for a capture, whose
/// target square stays occupied), so this is cheaper than counting bits on every move
/// generation; [`LineCounts::from_occupied`] recomputes it from scratch.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LineCounts([u8; LINES]);

impl LineCounts {
    /// The counts of the pieces `occupied` (a bitboard of both colours).
    pub fn from_occupied(occupied: u64) -> LineCounts {
        let mut c = [0u8; LINES];
        for (i, mask) in LINE_MASK.iter().enumerate() {
            c[i] = (occupied & mask).count_ones() as u8;
        }
        LineCounts(c)
    }

    /// The number of pieces on `line`.
    #[inline]
    pub fn get(&self, line: Line) -> u8 {
        self.0[line.index()]
    }

    /// The counts of the four lines through `sq` (rank, file, diagonal, anti-diagonal).
    #[inline]
    pub fn through(&self, sq: Square) -> [u8; 4] {
        let l = &LINE_OF[sq.index()];
        [
            self.0[l[0] as usize],
            self.0[l[1] as usize],
            self.0[l[2] as usize],
            self.0[l[3] as usize],
        ]
    }

    /// Records a piece added on `sq`.
    #[inline]
    pub(crate) fn add(&mut self, sq: Square) {
        for &l in &LINE_OF[sq.index()] {
            self.0[l as usize] = self.0[l as usize].wrapping_add(1);
        }
    }

    /// Records a piece removed from `sq`. (Wrapping: `play_unchecked` with an illegal
    /// move must not panic, only give a meaningless position.)
    #[inline]
    pub(crate) fn remove(&mut self, sq: Square) {
        for &l in &LINE_OF[sq.index()] {
            self.0[l as usize] = self.0[l as usize].wrapping_sub(1);
        }
    }

    /// The counts as a slice, by line index.
    pub fn as_slice(&self) -> &[u8] {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn incremental_updates_match_a_recount() {
        let mut occ = 0x8100_0000_0000_00ffu64;
        let mut c = LineCounts::from_occupied(occ);
        let a1 = Square::A1;
        let d5 = Square::new(3, 4).unwrap();
        c.remove(a1);
        c.add(d5);
        occ = occ & !a1.mask() | d5.mask();
        assert_eq!(c, LineCounts::from_occupied(occ));
        assert_eq!(c.through(d5), [1, 2, 1, 3]);
    }
}
