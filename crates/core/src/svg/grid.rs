//! [`Grid`]: the layout of a board of squares (files from `a`, ranks from `1`), shared by
//! the families played on one: where each square is drawn, seen from either side, and
//! its coordinates.

use crate::svg::canvas::{Canvas, Spot, Xy};
use crate::svg::theme::Rgb;

/// The side of one square, in the units of the picture's `viewBox`.
pub const SQUARE: f64 = 100.0;

/// A board of `files` × `ranks` squares drawn at `origin` (its top-left corner), rank 1
/// at the bottom, or at the top when `flipped` (seen from the other side: the board
/// turned half a turn, so file `a` is then on the right).
///
/// ```
/// use doska_core::svg::{Grid, SQUARE};
/// let grid = Grid::new(8, 8, false, true);
/// let (x, y) = grid.centre(0, 0); // a1, bottom left
/// let (x2, y2) = grid.flip(true).centre(0, 0); // top right
/// assert!(x < x2 && y > y2);
/// assert_eq!(grid.width(), 8.0 * SQUARE + 2.0 * grid.margin);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    /// The number of files (columns).
    pub files: u8,
    /// The number of ranks (rows).
    pub ranks: u8,
    /// Seen from the far side: rank 1 at the top, file `a` on the right.
    pub flipped: bool,
    /// The top-left corner of the board.
    pub origin: Xy,
    /// The space kept around the board (for its coordinates).
    pub margin: f64,
}

impl Grid {
    /// A board of `files` × `ranks` squares with a margin wide enough for coordinates
    /// (or a thin one without them), its corner at the margin.
    pub fn new(files: u8, ranks: u8, flipped: bool, coordinates: bool) -> Grid {
        let margin = if coordinates {
            0.42 * SQUARE
        } else {
            0.1 * SQUARE
        };
        Grid {
            files,
            ranks,
            flipped,
            origin: (margin, margin),
            margin,
        }
    }

    /// This grid seen from the far side, or not.
    #[must_use]
    pub fn flip(self, flipped: bool) -> Grid {
        Grid { flipped, ..self }
    }

    /// This grid with its top-left corner at `origin`.
    #[must_use]
    pub fn at(self, origin: Xy) -> Grid {
        Grid { origin, ..self }
    }

    /// The width of the board with its margins.
    pub fn width(&self) -> f64 {
        f64::from(self.files) * SQUARE + 2.0 * self.margin
    }

    /// The height of the board with its margins.
    pub fn height(&self) -> f64 {
        f64::from(self.ranks) * SQUARE + 2.0 * self.margin
    }

    /// The column (0 at the left) and row (0 at the top) on the page of square
    /// (`file`, `rank`), counted from 0.
    pub fn cell(&self, file: u8, rank: u8) -> (u8, u8) {
        if self.flipped {
            (self.files - 1 - file, rank)
        } else {
            (file, self.ranks - 1 - rank)
        }
    }

    /// The top-left corner of square (`file`, `rank`).
    pub fn corner(&self, file: u8, rank: u8) -> Xy {
        let (column, row) = self.cell(file, rank);
        (
            self.origin.0 + f64::from(column) * SQUARE,
            self.origin.1 + f64::from(row) * SQUARE,
        )
    }

    /// The centre of square (`file`, `rank`).
    pub fn centre(&self, file: u8, rank: u8) -> Xy {
        let (x, y) = self.corner(file, rank);
        (x + SQUARE / 2.0, y + SQUARE / 2.0)
    }

    /// The square (`file`, `rank`) as a [`Spot`] for the marks.
    pub fn spot(&self, file: u8, rank: u8) -> Spot {
        Spot::square(self.centre(file, rank), SQUARE / 2.0)
    }

    /// Draws every square in the colour `colour` gives it; a square that `name` names
    /// is a place (`class="place"`, `data-place`).
    pub fn squares(
        &self,
        canvas: &mut Canvas,
        colour: impl Fn(u8, u8) -> Rgb,
        name: impl Fn(u8, u8) -> Option<String>,
    ) {
        for rank in 0..self.ranks {
            for file in 0..self.files {
                let (x, y) = self.corner(file, rank);
                let name = name(file, rank);
                canvas
                    .el("rect")
                    .attr_opt("class", name.as_ref().map(|_| "place"))
                    .attr_opt("data-place", name)
                    .attr("x", x)
                    .attr("y", y)
                    .attr("width", SQUARE)
                    .attr("height", SQUARE)
                    .attr("fill", colour(file, rank));
            }
        }
    }

    /// A thin frame around the board in the theme's line colour.
    pub fn frame(&self, canvas: &mut Canvas) {
        let line = canvas.theme().line;
        canvas
            .el("rect")
            .attr("class", "frame")
            .attr("x", self.origin.0)
            .attr("y", self.origin.1)
            .attr("width", f64::from(self.files) * SQUARE)
            .attr("height", f64::from(self.ranks) * SQUARE)
            .attr("fill", "none")
            .attr("stroke", line)
            .attr("stroke-width", 0.03 * SQUARE);
    }

    /// The files (`a`, `b`, …) under the board and the ranks (`1`, `2`, …) on its left,
    /// in the theme's text colour.
    pub fn coordinates(&self, canvas: &mut Canvas) {
        let size = 0.26 * SQUARE;
        let below = self.origin.1 + f64::from(self.ranks) * SQUARE + self.margin / 2.0;
        for file in 0..self.files {
            let (x, _) = self.centre(file, 0);
            let letter = char::from(b'a' + file).to_string();
            canvas.label((x, below), size, "middle", &letter);
        }
        let left = self.origin.0 - self.margin / 2.0;
        for rank in 0..self.ranks {
            let (_, y) = self.centre(0, rank);
            canvas.label(
                (left, y),
                size,
                "middle",
                &(u32::from(rank) + 1).to_string(),
            );
        }
    }
}

/// Whether square (`file`, `rank`) is dark: `a1` is dark, as on every draughts and
/// chess board.
pub fn is_dark(file: u8, rank: u8) -> bool {
    (file + rank).is_multiple_of(2)
}
