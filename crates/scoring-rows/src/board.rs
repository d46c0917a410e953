//! A board of pieces, its text, and its scores.
//!
//! The text (NOTATION.md) lists the ranks from the top down, separated by `/`, each
//! rank's cells from file a: `w` White, `b` Black, `.` empty; a digit stands for that
//! many empty cells. A board read on its own may end with the side or seat to move
//! (`w`, `b`, `1`–`4`), which scoring ignores.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::bitboard::Bitboard;
use crate::colour::{ByColour, Colour};
use crate::row_partition::{best_rows, score, RowPartition};
use crate::size::BoardSize;
use crate::square::Square;

/// Why a board or position text was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionError {
    /// Nothing but whitespace.
    #[error("empty board text")]
    Empty,
    /// More than eight ranks or files.
    #[error("`{text}`: a board has 1 to 8 files and 1 to 8 ranks")]
    TooLarge {
        /// The text as given.
        text: String,
    },
    /// A rank has a different number of cells than the first (top) one, or than the board.
    #[error("rank {rank} `{cells}` has {found} cells, expected {expected}")]
    WrongWidth {
        /// The rank, 1-based.
        rank: usize,
        /// The rank's text.
        cells: String,
        /// Its number of cells.
        found: usize,
        /// The number expected.
        expected: usize,
    },
    /// The board has a different number of ranks than the rules.
    #[error("the board has {found} ranks, expected {expected}")]
    WrongRanks {
        /// The number of ranks found.
        found: usize,
        /// The number expected.
        expected: usize,
    },
    /// A character that is not `w`, `b`, `.` or a digit 1–8.
    #[error("unknown symbol `{symbol}` in rank {rank} `{cells}` (expected w, b, . or a digit)")]
    UnknownSymbol {
        /// The character.
        symbol: char,
        /// The rank, 1-based.
        rank: usize,
        /// The rank's text.
        cells: String,
    },
    /// The board has an odd number of cells, which no game fills two at a time.
    #[error("a {size} board has an odd number of cells")]
    OddCells {
        /// The size read.
        size: BoardSize,
    },
    /// A colour has more pieces than it gets in a game on this board.
    #[error("{colour} has {count} pieces; a {size} board gives it at most {max}")]
    TooManyPieces {
        /// The colour.
        colour: Colour,
        /// Its pieces.
        count: u32,
        /// Its supply.
        max: u32,
        /// The board size.
        size: BoardSize,
    },
    /// The side field is not one of the sides of this game.
    #[error("`{text}` is not a side to move (expected {expected})")]
    BadSide {
        /// The field as given.
        text: String,
        /// What the game takes.
        expected: &'static str,
    },
    /// A position without its side field.
    #[error("`{text}`: the side to move is missing (e.g. `{example}`)")]
    MissingSide {
        /// The text as given.
        text: String,
        /// An example of the field.
        example: &'static str,
    },
    /// The piece counts cannot occur in a game.
    #[error("White has {white} pieces and Black {black}: no game reaches that (White places two, then Black two, …)")]
    Unreachable {
        /// White's pieces.
        white: u32,
        /// Black's pieces.
        black: u32,
    },
    /// The side field names another seat than the one the piece counts say is to move.
    #[error("the side field says `{given}`, but with these pieces `{expected}` is to move")]
    WrongSide {
        /// The field as given.
        given: String,
        /// The side the pieces call for.
        expected: String,
    },
    /// More fields follow the side.
    #[error("unexpected text `{text}` after the position")]
    Trailing {
        /// The extra text.
        text: String,
    },
}

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
    pieces: ByColour<Bitboard>,
}

/// The pieces a colour places in a game on a board of `size` (two per turn, White
/// first): half the cells each, White two more when the number of turns is odd.
pub const fn supply(size: BoardSize, colour: Colour) -> u32 {
    let turns = size.cells() / 2;
    match colour {
        Colour::White => turns.div_ceil(2) * 2,
        Colour::Black => turns / 2 * 2,
    }
}

impl Board {
    /// An empty board.
    pub const fn empty(size: BoardSize) -> Board {
        Board {
            size,
            pieces: ByColour::new(Bitboard::EMPTY, Bitboard::EMPTY),
        }
    }

    /// A board from the cells of each colour; cells off the board are dropped and a
    /// cell claimed by both colours is White's. No limit on the number of pieces: the
    /// [text](Board::from_str) checks that.
    pub fn from_pieces(size: BoardSize, white: Bitboard, black: Bitboard) -> Board {
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
    pub fn pieces(&self, colour: Colour) -> Bitboard {
        self.pieces[colour]
    }

    /// The occupied cells.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.pieces[Colour::White] | self.pieces[Colour::Black]
    }

    /// The empty cells of the board.
    #[inline]
    pub fn empty_cells(&self) -> Bitboard {
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

    pub(crate) fn place(&mut self, colour: Colour, cells: Bitboard) {
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

    /// Both colours' scores and rows.
    pub fn scores(&self) -> BoardScore {
        BoardScore {
            rows: ByColour::from_fn(|c| self.rows(c)),
        }
    }

    /// Reads the cells part of a board text (no side field), inferring the size.
    pub(crate) fn parse_cells(text: &str) -> Result<Board, PositionError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(PositionError::Empty);
        }
        let ranks: Vec<&str> = text.split('/').collect();
        let too_large = || PositionError::TooLarge {
            text: text.to_string(),
        };
        if ranks.len() > 8 {
            return Err(too_large());
        }
        let height = ranks.len();
        let mut pieces = ByColour::new(Bitboard::EMPTY, Bitboard::EMPTY);
        let mut width = None;
        for (i, cells) in ranks.iter().enumerate() {
            let rank = height - i; // 1-based
            let mut file = 0usize;
            for symbol in cells.chars() {
                let colour = match symbol {
                    'w' => Some(Colour::White),
                    'b' => Some(Colour::Black),
                    '.' => None,
                    '1'..='8' => {
                        file += symbol as usize - '0' as usize;
                        continue;
                    }
                    _ => {
                        return Err(PositionError::UnknownSymbol {
                            symbol,
                            rank,
                            cells: cells.to_string(),
                        })
                    }
                };
                if let Some(c) = colour {
                    if file < 8 {
                        let sq = Square::new(file as u8, (rank - 1) as u8).expect("in frame");
                        pieces[c] = pieces[c].with(sq);
                    }
                }
                file += 1;
            }
            match width {
                None if file == 0 || file > 8 => return Err(too_large()),
                None => width = Some(file),
                Some(w) if w != file => {
                    return Err(PositionError::WrongWidth {
                        rank,
                        cells: cells.to_string(),
                        found: file,
                        expected: w,
                    })
                }
                Some(_) => {}
            }
        }
        let width = width.unwrap_or(0);
        let size = BoardSize::new(width as u8, height as u8).ok_or_else(too_large)?;
        Ok(Board { size, pieces })
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

    /// Reads a board text whose size must be `size`; see [`FromStr`](#impl-FromStr-for-Board).
    ///
    /// # Errors
    /// As `from_str`, and [`PositionError::WrongWidth`] / [`PositionError::WrongRanks`] when
    /// the size differs.
    pub fn parse_sized(text: &str, size: BoardSize) -> Result<Board, PositionError> {
        let board: Board = text.parse()?;
        board.check_size(size)
    }

    pub(crate) fn check_size(self, size: BoardSize) -> Result<Board, PositionError> {
        if self.size.files() != size.files() {
            return Err(PositionError::WrongWidth {
                rank: self.size.ranks() as usize,
                cells: self.to_string().split('/').next().unwrap_or("").to_string(),
                found: self.size.files() as usize,
                expected: size.files() as usize,
            });
        }
        if self.size.ranks() != size.ranks() {
            return Err(PositionError::WrongRanks {
                found: self.size.ranks() as usize,
                expected: size.ranks() as usize,
            });
        }
        Ok(self)
    }
}

/// Reads a board text, inferring its size from the text; an optional last field names
/// the side or seat to move (`w`, `b`, `1`–`4`) and is ignored.
///
/// # Errors
/// [`PositionError`] naming the rank or field at fault: ranks of different widths, more
/// than 8 ranks or files, unknown symbols, an odd number of cells, a colour with more
/// pieces than its supply, a bad side field or trailing text.
impl FromStr for Board {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Board, PositionError> {
        let mut fields = text.split_whitespace();
        let cells = fields.next().ok_or(PositionError::Empty)?;
        if let Some(side) = fields.next() {
            if !matches!(side, "w" | "b" | "1" | "2" | "3" | "4") {
                return Err(PositionError::BadSide {
                    text: side.to_string(),
                    expected: "w, b or a seat 1-4",
                });
            }
        }
        if let Some(extra) = fields.next() {
            return Err(PositionError::Trailing {
                text: extra.to_string(),
            });
        }
        Board::parse_cells(cells)?.validate()
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..self.size.ranks()).rev() {
            for file in 0..self.size.files() {
                let sq = Square::new(file, rank).expect("on the board");
                let c = match self.piece_at(sq) {
                    Some(colour) => colour.letter(),
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        Ok(())
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
