//! Squeeze as a learning environment: the [`Encoding`] of [`Squeeze`], a fixed action
//! space of placements, steps and `pass`, and egocentric observation planes.
//!
//! ## Actions
//!
//! The cells of an `n`×`n` board are numbered densely, `d = n·rank + file` (a1 = 0,
//! b1 = 1, …), `c = n²` of them. Every move has one number of its own, so no two legal
//! moves can share one:
//!
//! - a placement on the cells `d1 < d2` (a move is an unordered pair, so the pair is
//!   numbered once): its place among the pairs in increasing order,
//!   `d1·(2c − d1 − 1)/2 + (d2 − d1 − 1)`, below `c(c − 1)/2`;
//! - a step from `d` in direction `k` (0 to 7: east, north-east, north, north-west,
//!   west, south-west, south, south-east, north being towards higher ranks):
//!   `c(c − 1)/2 + 8d + k`;
//! - `pass`: `c(c − 1)/2 + 8c`, the last number.
//!
//! A capture that lets the side move again is no special action: the next step (or
//! `pass`) is a ply of its own, numbered as any other.
//!
//! ## Observations
//!
//! Egocentric: seven planes of `n`×`n`, rank `n` in the first row and file a in the
//! first column, the same picture for both seats (every piece starts in hand and the
//! rules treat every direction alike); `docs/squeeze.md` lists the planes. Squeeze has
//! no OpenSpiel style.

use doska_core::learning::{fill_plane, Encoding, EncodingError, ObservationStyle, Shape};
use doska_core::{Game, Player};

use crate::cell::Cell;
use crate::cells::Cells;
use crate::colour::Colour;
use crate::moves::SqueezeMove;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;

/// The eight directions of a step, in the order of their action numbers: (files,
/// ranks) moved.
const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// The number of planes of the egocentric observation.
const PLANES: usize = 7;

/// The direction number of a step, by the difference of the cells' indices (`10·rank +
/// file`) plus 11: east +1, north-east +11, north +10, north-west +9, and the
/// opposites. Other differences are no step (8).
const DIRECTION_BY_DIFFERENCE: [u8; 23] = {
    let mut table = [8; 23];
    let mut k = 0;
    while k < 8 {
        let (df, dr) = DIRECTIONS[k];
        table[(11 + df + 10 * dr) as usize] = k as u8;
        k += 1;
    }
    table
};

/// The direction number of a step from `from` to the neighbour `to`.
#[inline]
fn direction(from: Cell, to: Cell) -> usize {
    let difference = 11 + to.index() as isize - from.index() as isize;
    usize::from(DIRECTION_BY_DIFFERENCE[difference.clamp(0, 22) as usize])
}

/// The most cell indices (`10·rank + file`, up to i9 = 88) and dense numbers (81).
const CELL_INDICES: usize = 89;
const MOST_CELLS: usize = 81;

/// The tables of one board size: the dense number of each cell index, and the action
/// of the first pair of each first cell.
struct Tables {
    dense: [u8; CELL_INDICES],
    pair_start: [u16; MOST_CELLS],
}

impl Tables {
    const fn of(side: usize) -> Tables {
        let mut dense = [0; CELL_INDICES];
        let mut i = 0;
        while i < CELL_INDICES {
            let (rank, file) = (i / 10, i % 10);
            if rank < side && file < side {
                dense[i] = (side * rank + file) as u8;
            }
            i += 1;
        }
        let cells = side * side;
        let mut pair_start = [0; MOST_CELLS];
        let mut a = 0;
        while a < cells {
            pair_start[a] = (a * (2 * cells - a - 1) / 2) as u16;
            a += 1;
        }
        Tables { dense, pair_start }
    }
}

static TABLES: [Tables; 3] = [Tables::of(5), Tables::of(7), Tables::of(9)];

/// The numbering of one board size.
#[derive(Clone, Copy)]
struct Numbering {
    /// The tables of the size.
    tables: &'static Tables,
    /// The side `n`.
    side: usize,
    /// The cells `c = n²`.
    cells: usize,
    /// The placements `c(c − 1)/2`.
    pairs: usize,
}

impl Numbering {
    #[inline]
    fn of(rules: &Squeeze) -> Numbering {
        let side = usize::from(rules.size().side());
        let cells = side * side;
        Numbering {
            tables: &TABLES[side / 2 - 2],
            side,
            cells,
            pairs: cells * (cells - 1) / 2,
        }
    }

    /// The dense number of `cell`.
    #[inline]
    fn dense(self, cell: Cell) -> usize {
        usize::from(self.tables.dense[cell.index() % CELL_INDICES])
    }

    /// The cell of dense number `d` (below `cells`).
    #[inline]
    fn cell(self, d: usize) -> Option<Cell> {
        Cell::new((d % self.side) as u8, (d / self.side) as u8)
    }

    /// The number of the pair `a < b` (dense numbers).
    #[inline]
    fn pair(self, a: usize, b: usize) -> usize {
        usize::from(self.tables.pair_start[a % MOST_CELLS]) + (b - a - 1)
    }

    /// The pass.
    #[inline]
    fn pass(self) -> usize {
        self.pairs + 8 * self.cells
    }

    /// The size of the action space.
    #[inline]
    fn actions(self) -> usize {
        self.pass() + 1
    }

    /// The action number of `mv` (a move on this board).
    #[inline]
    fn index(self, mv: &SqueezeMove) -> usize {
        match *mv {
            SqueezeMove::Place(a, b) => {
                let (a, b) = (self.dense(a), self.dense(b));
                self.pair(a.min(b), a.max(b))
            }
            SqueezeMove::Step(from, to) => self.pairs + 8 * self.dense(from) + direction(from, to),
            SqueezeMove::Pass => self.pass(),
        }
    }

    /// The move numbered `index`, whether legal or not, or `None` for a number of no
    /// move on this board.
    fn decode(self, index: usize) -> Option<SqueezeMove> {
        if index < self.pairs {
            // The first cell a: the pairs of the cells before it come first.
            let mut a = 0;
            let mut start = 0;
            while start + (self.cells - a - 1) <= index {
                start += self.cells - a - 1;
                a += 1;
            }
            let b = a + 1 + (index - start);
            Some(SqueezeMove::Place(self.cell(a)?, self.cell(b)?))
        } else if index < self.pass() {
            let step = index - self.pairs;
            let from = self.cell(step / 8)?;
            let (df, dr) = DIRECTIONS[step % 8];
            let to = from.offset(df, dr)?;
            let inside = usize::from(to.file()) < self.side && usize::from(to.rank()) < self.side;
            inside.then_some(SqueezeMove::Step(from, to))
        } else if index == self.pass() {
            Some(SqueezeMove::Pass)
        } else {
            None
        }
    }
}

impl Encoding for Squeeze {
    fn num_actions(&self) -> usize {
        Numbering::of(self).actions()
    }

    fn action_indices(&self, _pos: &SqueezePosition, moves: &[SqueezeMove], out: &mut Vec<usize>) {
        let numbering = Numbering::of(self);
        out.clear();
        out.extend(moves.iter().map(|mv| numbering.index(mv)));
    }

    fn action_index(&self, pos: &SqueezePosition, mv: &SqueezeMove) -> Option<usize> {
        self.check_move(pos, mv).ok()?;
        let numbering = Numbering::of(self);
        let index = numbering.index(mv);
        (index < numbering.actions()).then_some(index)
    }

    fn action_from_index(&self, pos: &SqueezePosition, index: usize) -> Option<SqueezeMove> {
        let mv = Numbering::of(self).decode(index)?;
        self.check_move(pos, &mv).ok()?;
        Some(mv)
    }

    fn observation_shape(&self, style: ObservationStyle) -> Option<Shape> {
        let side = usize::from(self.size().side());
        (style == ObservationStyle::Egocentric).then_some(Shape::new(PLANES, side, side))
    }

    fn observation(
        &self,
        pos: &SqueezePosition,
        perspective: Player,
        style: ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), EncodingError> {
        let shape = self.check_observation(perspective, style, out)?;
        out.fill(0.0);
        let me = Colour::from_player(perspective).unwrap_or(Colour::White);
        let them = me.other();
        let side = shape.width;
        let area = side * shape.height;
        let board = self.size().cells();
        let mut write = |plane: usize, cells: Cells| {
            for cell in cells & board {
                let row = side - 1 - usize::from(cell.rank());
                out[plane * area + row * side + usize::from(cell.file())] = 1.0;
            }
        };
        write(0, pos.pieces(me));
        write(1, pos.pieces(them));
        let pieces = f32::from(self.size().pieces());
        fill_plane(out, &shape, 2, f32::from(pos.hand(me)) / pieces);
        fill_plane(out, &shape, 3, f32::from(pos.hand(them)) / pieces);
        if pos.is_placement() {
            fill_plane(out, &shape, 4, 1.0);
        }
        if pos.moving_again() {
            fill_plane(out, &shape, 5, 1.0);
        }
        if let Some(limit) = self.move_limit() {
            let plies = pos.plies_since_capture() as f32 / limit as f32;
            fill_plane(out, &shape, 6, plies.min(1.0));
        }
        Ok(())
    }
}
