//! A board of pieces and its scores.

use std::fmt;

use crate::colour::{ByColour, Colour};
use crate::error::PositionError;
use crate::row_partition::{best_rows, score, RowPartition};
use crate::rules::supply;
use crate::size::BoardSize;
use crate::square::Square;
use crate::squares::Squares;

/// The pieces on a board of a given size (no side to move: see
/// [`ScoringRowsPosition`](crate::ScoringRowsPosition) for a game state).
///
/// ```
/// use doska_scoring_rows::{Board, Colour};
/// let board: Board = "wwb/wb./3/3 w".parse().unwrap();
/// assert_eq!(board.size().to_string(), "3x4");
/// assert_eq!(board.score(Colour::White), 4); // a4-b4 (or a3-a4, as good)
/// assert_eq!(board.to_string(), "wwb/wb./.../...");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    size: BoardSize,
    pieces: ByColour<Squares>,
}

impl Board {
    /// An empty board.
    pub const fn empty(size: BoardSize) -> Board {
        Board {
            size,
            pieces: ByColour::new(Squares::EMPTY, Squares::EMPTY),
        }
    }

    /// A board from the cells of each colour; cells off the board are dropped and a
    /// cell claimed by both colours is White's. No limit on the number of pieces: the
    /// board's text (`FromStr`) checks that.
    pub fn from_pieces(size: BoardSize, white: Squares, black: Squares) -> Board {
        let white = white & size.mask();
        Board {
            size,
            pieces: ByColour::new(white, black & (size.mask() - white)),
        }
    }

    /// The size.
    #[inline]
    pub const fn size(&self) -> BoardSize {
        self.size
    }

    /// The cells of `colour`.
    #[inline]
    pub fn pieces(&self, colour: Colour) -> Squares {
        self.pieces[colour]
    }

    /// The occupied cells.
    #[inline]
    pub fn occupied(&self) -> Squares {
        self.pieces[Colour::White] | self.pieces[Colour::Black]
    }

    /// The empty cells of the board.
    #[inline]
    pub fn empty_cells(&self) -> Squares {
        self.size.mask() - self.occupied()
    }

    /// Whether every cell is taken.
    #[inline]
    pub fn is_full(&self) -> bool {
        self.empty_cells().is_empty()
    }

    /// The colour on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| self.pieces[*c].contains(sq))
    }

    /// Puts a piece of `colour` on `sq` (replacing whatever was there); squares off the
    /// board are ignored.
    pub fn set(&mut self, sq: Square, colour: Option<Colour>) {
        if !self.size.contains(sq) {
            return;
        }
        for c in Colour::ALL {
            self.pieces[c] = self.pieces[c].without(sq);
        }
        if let Some(c) = colour {
            self.pieces[c] = self.pieces[c].with(sq);
        }
    }

    pub(crate) fn place(&mut self, colour: Colour, cells: Squares) {
        self.pieces[colour] |= cells;
    }

    /// The optimal score of `colour` (see [`score`](crate::score)).
    pub fn score(&self, colour: Colour) -> u32 {
        score(self.pieces[colour])
    }

    /// The optimal score of `colour` and one optimal set of its rows.
    pub fn rows(&self, colour: Colour) -> RowPartition {
        best_rows(self.pieces[colour])
    }

    /// Checks that the board can occur in a game: an even number of cells and no colour
    /// beyond its supply.
    pub(crate) fn validate(self) -> Result<Board, PositionError> {
        if self.size.cells() % 2 == 1 {
            return Err(PositionError::OddCells { size: self.size });
        }
        for colour in Colour::ALL {
            let count = self.pieces[colour].count();
            let max = supply(self.size, colour);
            if count > max {
                return Err(PositionError::TooManyPieces {
                    colour,
                    count,
                    max,
                    size: self.size,
                });
            }
        }
        Ok(self)
    }

    /// Both colours' scores and rows.
    pub fn scores(&self) -> BoardScore {
        BoardScore {
            rows: ByColour::from_fn(|c| self.rows(c)),
        }
    }
}

/// Both colours' optimal scores and rows on one board.
///
/// `Display` writes `w=<score> b=<score>`; the alternate form (`{:#}`) adds the rows
/// below, one per line, each prefixed by its colour: `w a1-a5 25`.
///
/// ```
/// use doska_scoring_rows::{Board, Colour};
/// let board: Board = "bb../wwww".parse().unwrap();
/// let scores = board.scores();
/// assert_eq!(scores.score(Colour::White), 16);
/// assert_eq!(scores.to_string(), "w=16 b=4");
/// assert_eq!(format!("{scores:#}"), "w=16 b=4\nw a1-d1 16\nb a2-b2 4");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BoardScore {
    rows: ByColour<RowPartition>,
}

impl BoardScore {
    /// The score of `colour`.
    pub fn score(&self, colour: Colour) -> u32 {
        self.rows[colour].score()
    }

    /// The rows of `colour`.
    pub fn rows(&self, colour: Colour) -> &RowPartition {
        &self.rows[colour]
    }

    /// The colour with the higher score, or `None` when they are equal.
    pub fn leader(&self) -> Option<Colour> {
        let (w, b) = (self.score(Colour::White), self.score(Colour::Black));
        match w.cmp(&b) {
            std::cmp::Ordering::Greater => Some(Colour::White),
            std::cmp::Ordering::Less => Some(Colour::Black),
            std::cmp::Ordering::Equal => None,
        }
    }
}

impl fmt::Display for BoardScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "w={} b={}",
            self.score(Colour::White),
            self.score(Colour::Black)
        )?;
        if f.alternate() {
            for colour in Colour::ALL {
                for row in self.rows[colour].rows() {
                    write!(f, "\n{} {row}", colour.letter())?;
                }
            }
        }
        Ok(())
    }
}
