//! The numbers of the playing squares in the action space, and the cells of the
//! observation planes, for each bit layout: tables indexed by the layout's bits, built
//! at compile time from the same formulas as the layouts themselves (module
//! `board::layout`).
//!
//! The action number of a square counts the playing squares rank by rank from a1:
//! on the dark squares `(side·rank + file) / 2` (a1 = 0, c1 = 1, …, b2 = 4 on 8×8; the
//! last is 31 or 49), on all 64 squares `8·rank + file`. Turning the board by 180°
//! maps number `n` to `S − 1 − n` in both (S the number of playing squares).
//!
//! The cell of a square in a plane of `side × side` is `side·row + column` with row 0
//! at the top (rank 8 or 10) and column 0 on file a: White's view. The other view,
//! the board turned by 180°, is cell `side² − 1 − cell`.

use crate::board::layout::Layout;
use crate::board::square::Square;

/// Marks a bit that is no square in [`Tables::number`] and [`Tables::cell`].
pub(crate) const NONE: u8 = u8::MAX;

/// The tables of one layout.
pub(crate) struct Tables {
    /// Squares a rank (and ranks): 8 or 10.
    pub(crate) side: usize,
    /// The number of playing squares, `S`.
    pub(crate) squares: usize,
    /// The action number of the square on each bit, [`NONE`] for bits that are no
    /// square.
    pub(crate) number: [u8; 64],
    /// The bit of each action number (only the first `squares` entries are used).
    pub(crate) bit: [u8; 64],
    /// The cell of the square on each bit in White's view, [`NONE`] for bits that are
    /// no square.
    pub(crate) cell: [u8; 64],
}

/// The bit of (file, rank) in a layout of `side` squares a rank, on the dark squares
/// or on all of them.
const fn bit_of(side: u8, all: bool, file: u8, rank: u8) -> usize {
    if all {
        (8 * rank + file) as usize
    } else {
        let h = side / 2;
        (h * rank + (rank + file) / 2) as usize
    }
}

const fn tables(side: u8, all: bool) -> Tables {
    let mut t = Tables {
        side: side as usize,
        squares: 0,
        number: [NONE; 64],
        bit: [NONE; 64],
        cell: [NONE; 64],
    };
    let mut rank = 0;
    while rank < side {
        let mut file = 0;
        while file < side {
            if all || (file + rank) % 2 == 0 {
                let b = bit_of(side, all, file, rank);
                let n = if all {
                    (8 * rank + file) as usize
                } else {
                    (side as usize * rank as usize + file as usize) / 2
                };
                t.number[b] = n as u8;
                t.bit[n] = b as u8;
                t.cell[b] = ((side - 1 - rank) as usize * side as usize + file as usize) as u8;
                t.squares += 1;
            }
            file += 1;
        }
        rank += 1;
    }
    t
}

const DARK8: Tables = tables(8, false);
const DARK10: Tables = tables(10, false);
const FULL8: Tables = tables(8, true);

/// The tables of `layout`.
#[inline(always)]
pub(crate) const fn tables_of(layout: Layout) -> &'static Tables {
    match layout {
        Layout::Dark8 => &DARK8,
        Layout::Dark10 => &DARK10,
        Layout::Full8 => &FULL8,
    }
}

impl Tables {
    /// The action number of `square`, if it is a playing square of the layout.
    pub(crate) fn number_of(&self, square: Square) -> Option<usize> {
        let (file, rank) = (square.file(), square.rank());
        let side = self.side as u8;
        if file >= side || rank >= side {
            return None;
        }
        let all = self.squares == 64;
        if !all && (file + rank) % 2 != 0 {
            return None;
        }
        let n = self.number[bit_of(side, all, file, rank)];
        (n != NONE).then_some(usize::from(n))
    }

    /// The square of action number `number`, if there is one.
    pub(crate) fn square_of(&self, number: usize) -> Option<Square> {
        if number >= self.squares {
            return None;
        }
        let (file, rank) = if self.squares == 64 {
            (number % 8, number / 8)
        } else {
            let two = 2 * number;
            let rank = two / self.side;
            (two % self.side + rank % 2, rank)
        };
        Square::new(file as u8, rank as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::layout::{bit_of as layout_bit, square_of_bit};

    #[test]
    fn tables_agree_with_the_layouts() {
        for layout in [Layout::Dark8, Layout::Dark10, Layout::Full8] {
            let t = tables_of(layout);
            let side = layout.board().side();
            assert_eq!(t.side, usize::from(side));
            let mut numbers = Vec::new();
            for rank in 0..side {
                for file in 0..side {
                    let sq = Square::new(file, rank).unwrap();
                    let Some(b) = layout_bit(layout, sq) else {
                        assert_eq!(t.number_of(sq), None, "{sq}");
                        continue;
                    };
                    let n = t.number_of(sq).unwrap();
                    assert_eq!(usize::from(t.number[usize::from(b)]), n);
                    assert_eq!(t.bit[n], b);
                    assert_eq!(square_of_bit(layout, b), sq);
                    assert_eq!(t.square_of(n), Some(sq));
                    let row = usize::from(side - 1 - rank);
                    assert_eq!(
                        usize::from(t.cell[usize::from(b)]),
                        row * usize::from(side) + usize::from(file)
                    );
                    // Turning the board maps n to S − 1 − n.
                    let turned = Square::new(side - 1 - file, side - 1 - rank).unwrap();
                    assert_eq!(t.number_of(turned), Some(t.squares - 1 - n));
                    numbers.push(n);
                }
            }
            numbers.sort_unstable();
            assert_eq!(numbers, (0..t.squares).collect::<Vec<_>>());
            assert_eq!(t.square_of(t.squares), None);
        }
        assert_eq!(tables_of(Layout::Dark8).squares, 32);
        assert_eq!(tables_of(Layout::Dark10).squares, 50);
        assert_eq!(tables_of(Layout::Full8).squares, 64);
    }
}
