//! [`Squares`]: a set of dark squares, the public face of the engine's bitboards.
//!
//! A set is one `u64` in a board-independent layout: dark square (`file`, `rank`) is
//! bit `5·rank + (rank + file)/2`, which is the engine's own padded layout of the
//! 10×10 board (see the `geometry` module), so a 10×10 position's sets are its
//! bitboards as they are and an 8×8 position's are moved into it rank by rank. The
//! 8×8 squares keep their names, so a square has the same bit on both boards. Bits
//! 5, 16, 27, 38 and 49 (the gaps between rank pairs) and 55–63 are no square.
//!
//! The engine works on raw `u64` words in the padded layout of the position's own
//! board (8×8: bit `4·rank + (rank + file)/2`); those words never leave the crate.

use doska_core::BitIndex;

use crate::geometry::{Dark10, Dark8, Geometry};
use crate::square::{BoardSize, Square};

doska_core::bitboard! {
    /// A set of dark squares (see the [module docs](self) for its bits).
    ///
    /// ```
    /// use doska_checkers::{Checkers, Colour, Square, Squares};
    /// use doska_core::Game;
    /// let rules = Checkers::classic();
    /// let pos = rules.parse_position("W:WKc3,e3:Bd6").unwrap();
    /// let white = pos.pieces(Colour::White);
    /// assert_eq!(white.count(), 2);
    /// assert!(white.contains(Square::parse("e3").unwrap()));
    /// assert_eq!(pos.kings().iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["c3"]);
    /// assert_eq!(Squares::dark(rules.board()).count(), 32);
    /// ```
    pub struct Squares(u64) of Square;
}

/// The bit of a dark square in the layout of [`Squares`]. A light square has no bit
/// of its own: it gets bit 63, which no dark square uses, so no set the crate makes
/// contains it; bits that name no dark square read back as the light square `b1`.
impl BitIndex for Square {
    #[inline]
    fn bit(self) -> u32 {
        if self.is_dark() {
            let (file, rank) = (u32::from(self.file()), u32::from(self.rank()));
            5 * rank + (rank + file) / 2
        } else {
            63
        }
    }

    #[inline]
    fn from_bit(bit: u32) -> Square {
        let (pair, at) = (bit / 11, bit % 11);
        let (file, rank) = match at {
            0..=4 => (2 * at, 2 * pair),
            5 => return LIGHT,
            _ => (2 * (at - 6) + 1, 2 * pair + 1),
        };
        if rank >= 10 {
            return LIGHT;
        }
        Square::new(file as u8, rank as u8).unwrap_or(LIGHT)
    }
}

/// What bits that name no dark square read back as.
const LIGHT: Square = match Square::new(1, 0) {
    Some(s) => s,
    None => unreachable!(),
};

/// The first bit of the 8×8 rank `rank` in the engine's 8×8 layout.
const fn eight_rank_start(rank: u32) -> u32 {
    4 * rank + rank.div_ceil(2)
}

impl Squares {
    /// Every dark square of `board`.
    pub const fn dark(board: BoardSize) -> Squares {
        match board {
            BoardSize::Eight => Squares::from_board_bits(board, <Dark8 as Geometry>::MASK),
            BoardSize::Ten => Squares::from_board_bits(board, <Dark10 as Geometry>::MASK),
        }
    }

    /// The set of the engine's bitboard `bits` of a `board` position.
    pub(crate) const fn from_board_bits(board: BoardSize, bits: u64) -> Squares {
        match board {
            BoardSize::Ten => Squares::from_bits(bits),
            BoardSize::Eight => {
                let mut out = 0;
                let mut rank = 0;
                while rank < 8 {
                    // Rank `r` starts `r` bits lower on 8×8 than on 10×10.
                    out |= (bits & (0xf << eight_rank_start(rank))) << rank;
                    rank += 1;
                }
                Squares::from_bits(out)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::bit_of;

    #[test]
    fn every_dark_square_has_its_bit_on_both_boards() {
        for board in [BoardSize::Eight, BoardSize::Ten] {
            let mut all = Squares::EMPTY;
            for rank in 0..board.side() {
                for file in 0..board.side() {
                    let sq = Square::new(file, rank).unwrap();
                    match bit_of(board, sq) {
                        Some(i) => {
                            let one = Squares::from_board_bits(board, 1 << i);
                            assert_eq!(one, Squares::single(sq), "{sq} on {board}");
                            assert_eq!(Square::from_bit(sq.bit()), sq);
                            all.insert(sq);
                        }
                        None => {
                            assert_eq!(sq.bit(), 63);
                            assert!(!Squares::dark(board).contains(sq));
                        }
                    }
                }
            }
            assert_eq!(all, Squares::dark(board));
            assert_eq!(all.count(), u32::from(board.dark_squares()));
        }
        // Bits that name no square read as the light square b1.
        for bit in [5, 16, 49, 55, 63] {
            assert_eq!(Square::from_bit(bit), Square::parse("b1").unwrap());
        }
        // The 8×8 squares are 10×10 squares with the same bits.
        assert!(Squares::dark(BoardSize::Eight).is_subset(Squares::dark(BoardSize::Ten)));
    }
}
