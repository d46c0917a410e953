//! The three layouts of a position's words ([`Layout`]): the dark squares of 8×8 and
//! 10×10 (module `dark`) and all 64 squares of 8×8 (module `full`); the bit of a
//! square in each, and the square of a bit.

use crate::board::dark::{index_of, Dark, Geometry};
use crate::board::popcount::{with_popcount, Popcount, WithPopcount};
use crate::board::square::{BoardSize, Square};

/// How a position's squares are laid out in its words: the dark squares of an 8×8 or
/// 10×10 board (this module), or all 64 squares of the 8×8 board (`full_board`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Layout {
    /// The 32 dark squares of 8×8.
    Dark8,
    /// The 50 dark squares of 10×10.
    Dark10,
    /// All 64 squares of 8×8, bit `8·rank + file`.
    Full8,
}

impl Layout {
    /// The board.
    #[inline]
    pub(crate) const fn board(self) -> BoardSize {
        match self {
            Layout::Dark10 => BoardSize::Ten,
            _ => BoardSize::Eight,
        }
    }

    /// Whether every square is played on.
    #[inline]
    pub(crate) const fn all_squares(self) -> bool {
        matches!(self, Layout::Full8)
    }
}

/// Runs `$body` with the type alias `$g` bound to the dark-square geometry of the
/// layout `$layout` (which must not be [`Layout::Full8`]; that arm runs `$full`).
macro_rules! with_geometry {
    ($layout:expr, $g:ident => $body:expr, full => $full:expr) => {
        match $layout {
            $crate::board::layout::Layout::Dark8 => {
                type $g = $crate::board::dark::Dark8;
                $body
            }
            $crate::board::layout::Layout::Dark10 => {
                type $g = $crate::board::dark::Dark10;
                $body
            }
            $crate::board::layout::Layout::Full8 => $full,
        }
    };
}
pub(crate) use with_geometry;

/// Work generic over the geometry of a layout, run by [`on_geometry`]: `dark` on the
/// dark squares of 8×8 or 10×10, `full` on all 64 squares, each with the best popcount
/// of the CPU.
pub(crate) trait OnGeometry {
    /// What the work returns.
    type Output;
    /// The work on the dark-square geometry `G`.
    fn dark<G: Geometry>(self) -> Self::Output;
    /// The work on all 64 squares, counting bits with `P`.
    fn full<P: Popcount>(self) -> Self::Output;
}

/// Runs `work` on the geometry of `layout` with the popcount the CPU check of module
/// `popcount` picks: the dispatch of the counting code (perft, move counts), whose
/// popcounts are on the hot path.
#[inline(always)]
pub(crate) fn on_geometry<W: OnGeometry>(layout: Layout, work: W) -> W::Output {
    struct Run<W>(Layout, W);
    impl<W: OnGeometry> WithPopcount for Run<W> {
        type Output = W::Output;
        #[inline(always)]
        fn run<P: Popcount>(self) -> W::Output {
            match self.0 {
                Layout::Dark8 => self.1.dark::<Dark<8, P>>(),
                Layout::Dark10 => self.1.dark::<Dark<10, P>>(),
                Layout::Full8 => self.1.full::<P>(),
            }
        }
    }
    with_popcount(Run(layout, work))
}

/// The bit index of a playing square of `layout`, or `None` for a square that is not
/// played on (a light square of the dark layouts) or off the board.
pub(crate) fn bit_of(layout: Layout, square: Square) -> Option<u8> {
    let size = layout.board();
    if !size.contains(square) {
        None
    } else if layout.all_squares() {
        Some(8 * square.rank() + square.file())
    } else if square.is_dark() {
        Some(index_of(size.side(), square.file(), square.rank()) as u8)
    } else {
        None
    }
}

/// The square of bit `index` of `layout` (the index must be a square of that board).
pub(crate) fn square_of_bit(layout: Layout, index: u8) -> Square {
    if layout.all_squares() {
        return Square::new(index & 7, index >> 3).expect("a bit index of the board is a square");
    }
    let size = layout.board();
    let h = size.side() / 2;
    let pair = index / (2 * h + 1);
    let rank = if index % (2 * h + 1) < h {
        2 * pair
    } else {
        2 * pair + 1
    };
    // index = h·rank + (rank + file)/2, so file = 2·(index − h·rank) − rank.
    let file = 2 * (index - h * rank) - rank;
    Square::new(file, rank).expect("a bit index of the board is a square")
}

/// The bits of the layout's squares.
pub(crate) fn board_mask(layout: Layout) -> u64 {
    with_geometry!(layout, G => G::MASK, full => u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_and_squares_round_trip() {
        for layout in [Layout::Dark8, Layout::Dark10, Layout::Full8] {
            let size = layout.board();
            let mut seen = 0u64;
            for rank in 0..size.side() {
                for file in 0..size.side() {
                    let sq = Square::new(file, rank).unwrap();
                    match bit_of(layout, sq) {
                        Some(b) => {
                            assert!(sq.is_dark() || layout.all_squares());
                            assert_eq!(square_of_bit(layout, b), sq);
                            seen |= 1 << b;
                        }
                        None => assert!(!sq.is_dark() && !layout.all_squares()),
                    }
                }
            }
            assert_eq!(seen, board_mask(layout));
        }
    }
}
