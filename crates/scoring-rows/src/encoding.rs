//! Scoring rows as a learning environment: the [`Encoding`] of [`ScoringRows`], one
//! action for each pair of cells, and egocentric observation planes.
//!
//! ## Actions
//!
//! The cells of a board of `f` files and `r` ranks are numbered densely,
//! `d = f·rank + file` (a1 = 0, b1 = 1, …), `c = f·r` of them. A turn places on two
//! cells `d1 < d2` (an unordered pair, numbered once): its action is its place among
//! the pairs in increasing order, `d1·(2c − d1 − 1)/2 + (d2 − d1 − 1)`, below
//! `c(c − 1)/2` (1,128 on the standard 6×8 board). Every move has a number of its own.
//!
//! ## Observations
//!
//! Egocentric: four planes of `r` rows by `f` columns, rank `r` in the first
//! row and file a in the first column, the same picture for every seat (the pieces
//! start in hand and the rules treat the board's sides alike); `docs/scoring-rows.md`
//! lists the planes. Scoring rows has no OpenSpiel style.

use doska_core::learning::{fill_plane, Encoding, EncodingError, ObservationStyle, Shape};
use doska_core::{Game, Player};

use crate::moves::ScoringRowsMove;
use crate::position::ScoringRowsPosition;
use crate::rules::{supply, ScoringRows};
use crate::square::Square;
use crate::squares::Squares;

/// The planes: the two colours' pieces and their pieces still to place.
const PLANES: usize = 4;

/// The numbering of one board size.
#[derive(Clone, Copy)]
struct Numbering {
    /// Files.
    files: usize,
    /// Cells, `c = files · ranks`.
    cells: usize,
}

impl Numbering {
    #[inline]
    fn of(rules: &ScoringRows) -> Numbering {
        let size = rules.size();
        Numbering {
            files: usize::from(size.files()),
            cells: size.cells() as usize,
        }
    }

    /// The number of pairs, the size of the action space.
    #[inline]
    fn actions(self) -> usize {
        self.cells * self.cells.saturating_sub(1) / 2
    }

    /// The dense number of `sq`.
    #[inline]
    fn dense(self, sq: Square) -> usize {
        self.files * usize::from(sq.rank()) + usize::from(sq.file())
    }

    /// The action of the move on the cells numbered `a < b`.
    #[inline]
    fn pair(self, a: usize, b: usize) -> usize {
        a * (2 * self.cells - a - 1) / 2 + (b - a - 1)
    }

    /// The action of `mv` (its first cell has the lower square index, and so the lower
    /// dense number).
    #[inline]
    fn index(self, mv: &ScoringRowsMove) -> usize {
        let (a, b) = (self.dense(mv.first()), self.dense(mv.second()));
        self.pair(a.min(b), a.max(b))
    }

    /// The square of dense number `d`.
    #[inline]
    fn square(self, d: usize) -> Option<Square> {
        Square::new((d % self.files) as u8, (d / self.files) as u8)
    }

    /// The move numbered `index`, legal or not, or `None` beyond the pairs.
    fn decode(self, index: usize) -> Option<ScoringRowsMove> {
        if index >= self.actions() {
            return None;
        }
        let mut a = 0;
        let mut start = 0;
        while start + (self.cells - a - 1) <= index {
            start += self.cells - a - 1;
            a += 1;
        }
        let b = a + 1 + (index - start);
        ScoringRowsMove::new(self.square(a)?, self.square(b)?)
    }
}

impl Encoding for ScoringRows {
    fn num_actions(&self) -> usize {
        Numbering::of(self).actions()
    }

    fn action_indices(
        &self,
        _pos: &ScoringRowsPosition,
        moves: &[ScoringRowsMove],
        out: &mut Vec<usize>,
    ) {
        let numbering = Numbering::of(self);
        out.clear();
        out.extend(moves.iter().map(|mv| numbering.index(mv)));
    }

    fn action_index(&self, pos: &ScoringRowsPosition, mv: &ScoringRowsMove) -> Option<usize> {
        self.check_move(pos, mv).ok()?;
        Some(Numbering::of(self).index(mv))
    }

    fn action_from_index(
        &self,
        pos: &ScoringRowsPosition,
        index: usize,
    ) -> Option<ScoringRowsMove> {
        let mv = Numbering::of(self).decode(index)?;
        self.check_move(pos, &mv).ok()?;
        Some(mv)
    }

    fn observation_shape(&self, style: ObservationStyle) -> Option<Shape> {
        let size = self.size();
        (style == ObservationStyle::Egocentric).then_some(Shape::new(
            PLANES,
            usize::from(size.ranks()),
            usize::from(size.files()),
        ))
    }

    fn observation(
        &self,
        pos: &ScoringRowsPosition,
        perspective: Player,
        style: ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), EncodingError> {
        let shape = self.check_observation(perspective, style, out)?;
        out.fill(0.0);
        let own = self.colour(perspective);
        let other = own.other();
        let (files, ranks) = (shape.width, shape.height);
        let area = files * ranks;
        let board = pos.board();
        let mask = self.size().mask();
        let mut write = |plane: usize, cells: Squares| {
            for sq in cells & mask {
                let row = ranks - 1 - usize::from(sq.rank());
                out[plane * area + row * files + usize::from(sq.file())] = 1.0;
            }
        };
        write(0, board.pieces(own));
        write(1, board.pieces(other));
        for (plane, colour) in [(2, own), (3, other)] {
            let full = supply(self.size(), colour);
            let left = full.saturating_sub(board.pieces(colour).count());
            if full > 0 {
                fill_plane(out, &shape, plane, left as f32 / full as f32);
            }
        }
        Ok(())
    }
}
