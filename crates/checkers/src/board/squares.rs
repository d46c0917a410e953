//! [`Squares`]: a set of squares, the public face of the engine's bitboards.
//!
//! A set is one `u128` in a board-independent layout: square (`file`, `rank`) is bit
//! `10·rank + file`, so every square of every board (up to 10×10, light squares
//! included for the games on all 64 squares) has one bit, the same on every board.
//! Bits 100–127 are no square.
//!
//! The engine works on raw `u64` words in the layout of the position's own board (the
//! padded dark-square layouts of the `geometry` module, or bit `8·rank + file` on all
//! 64 squares); those words never leave the crate.

use crate::board::layout::{board_mask, square_of_bit, Layout};
use crate::board::square::{BoardSize, Square};

doska_core::bitboard! {
    /// A set of squares (see the [module docs](self) for its bits).
    ///
    /// ```
    /// use doska_checkers::{Checkers, Colour, Square, Squares};
    /// use doska_core::Game;
    /// let rules = Checkers::classic();
    /// let pos = rules.parse_position("W:WKc3,e3:Bd6").unwrap();
    /// let white = pos.pieces(Colour::White);
    /// assert_eq!(white.count(), 2);
    /// assert!(white.contains("e3".parse::<Square>().unwrap()));
    /// assert_eq!(pos.kings().iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["c3"]);
    /// assert_eq!(Squares::dark(rules.board()).count(), 32);
    /// assert_eq!(Squares::playing(&Checkers::turkish()).count(), 64);
    /// ```
    pub struct Squares(u128) of Square;
}

impl Squares {
    /// Every dark square of `board`.
    pub fn dark(board: BoardSize) -> Squares {
        let layout = match board {
            BoardSize::Eight => Layout::Dark8,
            BoardSize::Ten => Layout::Dark10,
        };
        Squares::from_layout_bits(layout, board_mask(layout))
    }

    /// The set of the engine's bitboard `bits` of a position laid out as `layout`.
    pub(crate) fn from_layout_bits(layout: Layout, mut bits: u64) -> Squares {
        let mut out = 0u128;
        while bits != 0 {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            out |= 1 << square_of_bit(layout, i as u8).index();
        }
        Squares::from_bits(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::layout::bit_of;
    use doska_core::BitIndex;

    #[test]
    fn every_square_has_its_bit_on_every_board() {
        for layout in [Layout::Dark8, Layout::Dark10, Layout::Full8] {
            let board = layout.board();
            let mut all = Squares::EMPTY;
            for rank in 0..board.side() {
                for file in 0..board.side() {
                    let sq = Square::new(file, rank).unwrap();
                    assert_eq!(Square::from_bit(sq.bit()), sq);
                    if let Some(i) = bit_of(layout, sq) {
                        let one = Squares::from_layout_bits(layout, 1 << i);
                        assert_eq!(one, Squares::single(sq), "{sq} on {layout:?}");
                        all.insert(sq);
                    }
                }
            }
            assert_eq!(all, Squares::from_layout_bits(layout, board_mask(layout)));
        }
        assert_eq!(Squares::dark(BoardSize::Ten).count(), 50);
        // Bits that name no square read as squares off every board.
        for bit in [100, 127] {
            assert!(!BoardSize::Ten.contains(Square::from_bit(bit)));
        }
        // The 8×8 dark squares are 10×10 squares with the same bits.
        assert!(Squares::dark(BoardSize::Eight).is_subset(Squares::dark(BoardSize::Ten)));
    }
}
