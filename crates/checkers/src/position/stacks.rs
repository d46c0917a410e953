//! The pieces beneath the top pieces of columns (column draughts), kept in four words.
//!
//! The top piece of every column stands in the position's bitboards like any piece,
//! so move generation, the capture search and the end of the game read only those and
//! never look here. What lies beneath is a sequence of **entries**, one per buried
//! piece: the columns in ascending bit order of their squares, each from the piece
//! just under its top down to its bottom. Three bit strings over the entries say,
//! for entry `i`, whether it is black, whether it is a king, and whether it is the
//! highest buried piece of its square; the last string also has a bit at the number
//! of entries (its end), and a fourth word holds the squares that have entries. A
//! square's entries are found by counting the squares with entries below it and
//! skipping that many starts; lifting a column, taking the piece under a top and
//! putting a column down are shifts and masks on the three strings.
//!
//! A side has at most 20 pieces, so at most 39 entries: 64 bits hold them. Every
//! position without buried pieces has four zero words, so the layout costs the other
//! presets nothing but the copy of those words.

use crate::board::colour::Colour;
use crate::board::piece::{Piece, PieceKind};

/// The bits below bit `i` (`i` < 64).
#[inline(always)]
const fn low(i: u32) -> u64 {
    (1u64 << i) - 1
}

/// `x` with `n` bits of `v` inserted at bit `i` (the bits from `i` on move up).
#[inline(always)]
const fn insert(x: u64, i: u32, n: u32, v: u64) -> u64 {
    (x & low(i)) | ((x & !low(i)) << n) | (v << i)
}

/// `x` with the `n` bits from bit `i` deleted (the bits above move down).
#[inline(always)]
const fn delete(x: u64, i: u32, n: u32) -> u64 {
    (x & low(i)) | ((x >> n) & !low(i))
}

/// Buried pieces lifted off a square, or gathered for one: `n` pieces, top first, bit
/// `i` of `black` and `king` for the `i`-th.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Pile {
    pub(crate) n: u32,
    pub(crate) black: u64,
    pub(in crate::position) king: u64,
}

impl Pile {
    /// Puts `piece` under the pile.
    #[inline(always)]
    pub(crate) fn push_bottom(&mut self, colour: Colour, king: bool) {
        self.black |= u64::from(colour == Colour::Black) << self.n;
        self.king |= u64::from(king) << self.n;
        self.n += 1;
    }

    /// The `i`-th piece from the top.
    pub(crate) fn piece(&self, i: u32) -> Piece {
        Piece {
            colour: if self.black >> i & 1 != 0 {
                Colour::Black
            } else {
                Colour::White
            },
            kind: if self.king >> i & 1 != 0 {
                PieceKind::King
            } else {
                PieceKind::Man
            },
        }
    }
}

/// The buried pieces of a position (see the module docs); all zero without any.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub(crate) struct Stacks {
    /// The squares (layout bits) whose columns hold pieces beneath the top.
    pub(super) tall: u64,
    /// Bit `i`: entry `i` is the highest buried piece of its square; and the end bit
    /// at the number of entries (the word is 0 when there is none).
    pub(super) starts: u64,
    /// Bit `i`: entry `i` is black.
    pub(super) black: u64,
    /// Bit `i`: entry `i` is a king.
    pub(super) king: u64,
}

impl Stacks {
    /// No buried piece.
    pub(crate) const EMPTY: Stacks = Stacks {
        tall: 0,
        starts: 0,
        black: 0,
        king: 0,
    };

    /// The squares (layout bits) whose columns hold pieces beneath the top.
    #[inline(always)]
    pub(crate) const fn tall(&self) -> u64 {
        self.tall
    }

    /// The number of buried pieces.
    #[inline]
    pub(in crate::position) fn len(&self) -> u32 {
        if self.starts == 0 {
            0
        } else {
            63 - self.starts.leading_zeros()
        }
    }

    /// The entry where the `k`-th column with entries begins (`k` = the number of such
    /// columns: the end).
    #[inline(always)]
    fn start_of(&self, k: u32) -> u32 {
        let mut x = self.starts;
        for _ in 0..k {
            x &= x - 1;
        }
        if x == 0 {
            0
        } else {
            x.trailing_zeros()
        }
    }

    /// The entries of square `sq`: `start..end` (empty, at the place where they would
    /// go, when it has none).
    #[inline]
    fn segment(&self, sq: u32) -> (u32, u32) {
        let k = (self.tall & low(sq)).count_ones();
        let start = self.start_of(k);
        if self.tall >> sq & 1 == 0 {
            (start, start)
        } else {
            (start, self.start_of(k + 1))
        }
    }

    /// The pieces beneath the top of square `sq`, top first.
    pub(crate) fn pile(&self, sq: u32) -> Pile {
        let (a, b) = self.segment(sq);
        let n = b - a;
        Pile {
            n,
            black: (self.black >> a) & low(n),
            king: (self.king >> a) & low(n),
        }
    }

    /// Lifts the pieces beneath the top of square `sq` off the board.
    #[inline]
    pub(crate) fn lift(&mut self, sq: u32) -> Pile {
        if self.tall >> sq & 1 == 0 {
            return Pile::default();
        }
        let (a, b) = self.segment(sq);
        let n = b - a;
        let pile = Pile {
            n,
            black: (self.black >> a) & low(n),
            king: (self.king >> a) & low(n),
        };
        self.black = delete(self.black, a, n);
        self.king = delete(self.king, a, n);
        self.starts = delete(self.starts, a, n);
        self.tall &= !(1u64 << sq);
        if self.tall == 0 {
            self.starts = 0;
        }
        pile
    }

    /// Puts `pile` beneath the top of square `sq`, which has no entries.
    #[inline]
    pub(crate) fn put(&mut self, sq: u32, pile: Pile) {
        debug_assert!(self.tall >> sq & 1 == 0);
        if pile.n == 0 {
            return;
        }
        if self.starts == 0 {
            // The end bit of the empty sequence, moved up by the insertion.
            self.starts = 1;
        }
        let (a, _) = self.segment(sq);
        self.black = insert(self.black, a, pile.n, pile.black);
        self.king = insert(self.king, a, pile.n, pile.king);
        self.starts = insert(self.starts, a, pile.n, 1);
        self.tall |= 1u64 << sq;
    }

    /// Moves the pieces beneath the top of `from` under the top of `to` (empty).
    #[inline]
    pub(crate) fn shift(&mut self, from: u32, to: u32) {
        let pile = self.lift(from);
        self.put(to, pile);
    }

    /// Takes the highest piece beneath the top of square `sq` (it becomes the top):
    /// its colour and whether it is a king; `None` when the top was alone.
    #[inline]
    pub(crate) fn take(&mut self, sq: u32) -> Option<(Colour, bool)> {
        if self.tall >> sq & 1 == 0 {
            return None;
        }
        let (a, b) = self.segment(sq);
        let colour = if self.black >> a & 1 != 0 {
            Colour::Black
        } else {
            Colour::White
        };
        let king = self.king >> a & 1 != 0;
        self.black = delete(self.black, a, 1);
        self.king = delete(self.king, a, 1);
        self.starts = delete(self.starts, a, 1);
        if b - a > 1 {
            // The next piece of the column is now its highest buried one.
            self.starts |= 1u64 << a;
        } else {
            self.tall &= !(1u64 << sq);
            if self.tall == 0 {
                self.starts = 0;
            }
        }
        Some((colour, king))
    }

    /// Calls `each` with every buried piece: the square (layout bit) of its column,
    /// its depth under the top (1 for the piece just under it), whether it is black and
    /// whether it is a king; the columns in ascending bit order, each from the top
    /// down. One pass over the entries.
    #[inline]
    pub(crate) fn for_each(&self, mut each: impl FnMut(u32, u32, bool, bool)) {
        let mut tall = self.tall;
        let (mut sq, mut depth) = (0, 0);
        for i in 0..self.len() {
            if self.starts >> i & 1 != 0 {
                sq = tall.trailing_zeros();
                tall &= tall.wrapping_sub(1);
                depth = 0;
            }
            depth += 1;
            each(sq, depth, self.black >> i & 1 != 0, self.king >> i & 1 != 0);
        }
    }

    /// The number of buried pieces of `colour`, and how many of them are kings.
    pub(crate) fn count(&self, colour: Colour) -> (u32, u32) {
        let mask = low(self.len());
        let of = match colour {
            Colour::White => !self.black & mask,
            Colour::Black => self.black & mask,
        };
        (of.count_ones(), (of & self.king).count_ones())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::xorshift;

    /// The same operations on explicit vectors, over random sequences.
    #[test]
    fn operations_agree_with_vectors() {
        let mut rng = xorshift(0x2545_f491_4f6c_dd1d);
        let mut next = move |m: u64| rng() % m;
        for _ in 0..200 {
            let mut stacks = Stacks::default();
            let mut model: Vec<Vec<(Colour, bool)>> = vec![Vec::new(); 36];
            for _ in 0..60 {
                let sq = next(36) as u32;
                match next(3) {
                    0 if model[sq as usize].is_empty() => {
                        let n = next(5) as u32;
                        let total: usize = model.iter().map(Vec::len).sum();
                        if total + n as usize > 39 {
                            continue;
                        }
                        let mut pile = Pile::default();
                        for _ in 0..n {
                            let c = if next(2) == 0 {
                                Colour::White
                            } else {
                                Colour::Black
                            };
                            let k = next(2) == 0;
                            pile.push_bottom(c, k);
                            model[sq as usize].push((c, k));
                        }
                        stacks.put(sq, pile);
                    }
                    1 => {
                        let got = stacks.take(sq);
                        let want = if model[sq as usize].is_empty() {
                            None
                        } else {
                            Some(model[sq as usize].remove(0))
                        };
                        assert_eq!(got, want);
                    }
                    _ => {
                        let to = next(36) as u32;
                        if to != sq && model[to as usize].is_empty() {
                            stacks.shift(sq, to);
                            let moved = std::mem::take(&mut model[sq as usize]);
                            model[to as usize] = moved;
                        }
                    }
                }
                let total: usize = model.iter().map(Vec::len).sum();
                assert_eq!(stacks.len() as usize, total);
                let mut listed = Vec::new();
                stacks.for_each(|sq, depth, black, king| listed.push((sq, depth, black, king)));
                let expected: Vec<(u32, u32, bool, bool)> = model
                    .iter()
                    .enumerate()
                    .flat_map(|(s, column)| {
                        column.iter().enumerate().map(move |(d, &(c, k))| {
                            (s as u32, d as u32 + 1, c == Colour::Black, k)
                        })
                    })
                    .collect();
                assert_eq!(listed, expected);
                if total == 0 {
                    assert_eq!(stacks, Stacks::default());
                }
                for (s, column) in model.iter().enumerate() {
                    let pile = stacks.pile(s as u32);
                    assert_eq!(pile.n as usize, column.len());
                    for (i, &(c, k)) in column.iter().enumerate() {
                        let p = pile.piece(i as u32);
                        assert_eq!((p.colour, p.kind == PieceKind::King), (c, k));
                    }
                }
            }
        }
    }
}
