//! The 46 lines of the board (8 ranks, 8 files, 15 diagonals, 15 anti-diagonals) and
//! the precomputed tables move generation reads: the lines through each square, each
//! line's squares, and the ray from each square in each direction.
//!
//! All tables are built at compile time by `const fn`s (4.6 KB in all).

use doska_core::square::Square8 as Square;

use crate::direction::Direction;

/// The four kinds of line a piece moves along.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum LineKind {
    /// A rank (East–West).
    Rank = 0,
    /// A file (North–South).
    File = 1,
    /// A diagonal running a1–h8 (NorthEast–SouthWest).
    Diagonal = 2,
    /// An anti-diagonal running a8–h1 (NorthWest–SouthEast).
    AntiDiagonal = 3,
}

impl LineKind {
    /// The four kinds, in order.
    pub const ALL: [LineKind; 4] = [
        LineKind::Rank,
        LineKind::File,
        LineKind::Diagonal,
        LineKind::AntiDiagonal,
    ];

    /// The two directions along a line of this kind.
    #[inline]
    pub const fn directions(self) -> [Direction; 2] {
        [
            Direction::ALL[2 * self as usize],
            Direction::ALL[2 * self as usize + 1],
        ]
    }
}

impl Direction {
    /// The kind of line this direction moves along.
    #[inline]
    pub const fn line_kind(self) -> LineKind {
        LineKind::ALL[self as usize >> 1]
    }
}

/// One of the 46 lines of the board, by index: ranks 0–7, files 8–15, diagonals 16–30
/// (by `file - rank + 7`), anti-diagonals 31–45 (by `file + rank`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Line(u8);

/// The number of lines.
pub const LINES: usize = 46;

impl Line {
    /// The line of `kind` through `sq`.
    #[inline]
    pub const fn through(sq: Square, kind: LineKind) -> Line {
        Line(LINE_OF[sq.index()][kind as usize])
    }

    /// The index, `0..46`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The line with index `index`, or `None` when `index >= 46`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Line> {
        if index < LINES {
            Some(Line(index as u8))
        } else {
            None
        }
    }

    /// The squares of the line.
    #[inline]
    pub const fn mask(self) -> u64 {
        LINE_MASK[self.0 as usize]
    }

    /// The kind of line.
    pub const fn kind(self) -> LineKind {
        match self.0 {
            0..=7 => LineKind::Rank,
            8..=15 => LineKind::File,
            16..=30 => LineKind::Diagonal,
            _ => LineKind::AntiDiagonal,
        }
    }

    /// Every line, by index.
    pub fn all() -> impl Iterator<Item = Line> {
        (0..LINES as u8).map(Line)
    }
}

const fn line_index(sq: usize, kind: usize) -> u8 {
    let (f, r) = ((sq & 7) as u8, (sq >> 3) as u8);
    match kind {
        0 => r,
        1 => 8 + f,
        2 => 16 + (f + 7 - r),
        _ => 31 + f + r,
    }
}

/// `LINE_OF[sq][kind]`: the index of the line of each kind through each square.
pub(crate) static LINE_OF: [[u8; 4]; 64] = {
    let mut t = [[0u8; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut k = 0;
        while k < 4 {
            t[sq][k] = line_index(sq, k);
            k += 1;
        }
        sq += 1;
    }
    t
};

/// `LINE_MASK[line]`: the squares of each line.
pub(crate) static LINE_MASK: [u64; LINES] = {
    let mut t = [0u64; LINES];
    let mut sq = 0;
    while sq < 64 {
        let mut k = 0;
        while k < 4 {
            t[line_index(sq, k) as usize] |= 1u64 << sq;
            k += 1;
        }
        sq += 1;
    }
    t
};

/// `RAY[sq][dir]`: the squares from `sq` (excluded) to the edge of the board in `dir`.
pub(crate) static RAY: [[u64; 8]; 64] = {
    let mut t = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = Direction::ALL[d].delta();
            let (mut f, mut r) = ((sq & 7) as i32 + df as i32, (sq >> 3) as i32 + dr as i32);
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                t[sq][d] |= 1u64 << (r * 8 + f);
                f += df as i32;
                r += dr as i32;
            }
            d += 1;
        }
        sq += 1;
    }
    t
};

/// `REACH[sq][dir]`: how many steps `sq` is from the edge in `dir` (the length of the ray).
pub(crate) static REACH: [[u8; 8]; 64] = {
    let mut t = [[0u8; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            t[sq][d] = RAY[sq][d].count_ones() as u8;
            d += 1;
        }
        sq += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_lies_on_four_lines() {
        let mut covered = [0u32; 64];
        for line in Line::all() {
            for (sq, c) in covered.iter_mut().enumerate() {
                if line.mask() & (1 << sq) != 0 {
                    *c += 1;
                }
            }
        }
        assert!(covered.iter().all(|&c| c == 4));
        // 8 + 8 squares per rank and file; diagonals from 1 to 8 squares.
        let total: u32 = Line::all().map(|l| l.mask().count_ones()).sum();
        assert_eq!(total, 4 * 64);
        assert_eq!(Line::from_index(16).unwrap().mask().count_ones(), 1); // a8
        assert_eq!(Line::from_index(23).unwrap().mask().count_ones(), 8); // a1-h8
        assert_eq!(Line::from_index(45).unwrap().mask().count_ones(), 1); // h8
    }

    #[test]
    fn lines_and_rays_agree() {
        for sq in Square::all() {
            for kind in LineKind::ALL {
                let line = Line::through(sq, kind);
                assert_eq!(line.kind(), kind);
                let [a, b] = kind.directions();
                let from_rays =
                    RAY[sq.index()][a as usize] | RAY[sq.index()][b as usize] | sq.mask();
                assert_eq!(from_rays, line.mask(), "{sq} {kind:?}");
            }
            for d in Direction::ALL {
                assert_eq!(d.line_kind(), d.opposite().line_kind());
                assert!(d.line_kind().directions().contains(&d));
                let n = REACH[sq.index()][d as usize];
                assert!(d.step_from(sq, n).is_some());
                assert!(d.step_from(sq, n + 1).is_none());
            }
        }
    }
}
