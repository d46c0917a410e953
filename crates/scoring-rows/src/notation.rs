//! Reading and writing positions, boards and moves, and the diagram.
//!
//! - **Board**: the ranks from the top (8) down to 1, separated by `/`, each rank's cells
//!   from file a: `w` White, `b` Black, `.` empty; a digit 1–8 stands for that many
//!   empty cells. Writers use `.`. A board read on its own ([`Board`]'s `FromStr`) takes
//!   its size from the text and may end with a side or seat field (`w`, `b`, `1`–`4`),
//!   which scoring ignores.
//! - **Position**: the board of the rules' size, a space, and the side to move: `w`/`b`
//!   with two players, the seat `1`–`4` (turn order: 1 = A, 2 = C, 3 = B, 4 = D) with
//!   four. `....../....../....../....../....../....../....../...... w` is the start of
//!   the standard game.
//! - **Move**: two cells separated by a comma, in either order, spaces allowed around
//!   them (`c2, a1`); writers put the lower square index (`rank * 8 + file`) first:
//!   `a1,c2`, `b1,a2`.
//!
//! Readers never panic; each refusal is a [`PositionError`] or [`MoveError`] naming the
//! offending text.

use std::fmt;
use std::str::FromStr;

use doska_core::Position;

use crate::board::Board;
use crate::colour::{ByColour, Colour};
use crate::error::{MoveError, PositionError};
use crate::movegen;
use crate::moves::ScoringRowsMove;
use crate::outcome::ScoringRowsOutcome;
use crate::position::ScoringRowsPosition;
use crate::rules::{ScoringRows, Seating};
use crate::size::BoardSize;
use crate::square::Square;
use crate::squares::Squares;

impl Board {
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
        let mut pieces = ByColour::new(Squares::EMPTY, Squares::EMPTY);
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
        Ok(Board::from_pieces(
            size,
            pieces[Colour::White],
            pieces[Colour::Black],
        ))
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
        if self.size().files() != size.files() {
            return Err(PositionError::WrongWidth {
                rank: self.size().ranks() as usize,
                cells: self.to_string().split('/').next().unwrap_or("").to_string(),
                found: self.size().files() as usize,
                expected: size.files() as usize,
            });
        }
        if self.size().ranks() != size.ranks() {
            return Err(PositionError::WrongRanks {
                found: self.size().ranks() as usize,
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
        let size = self.size();
        for rank in (0..size.ranks()).rev() {
            for file in 0..size.files() {
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

/// The side field of `pos`: `w`/`b` with two players, the seat `1`–`4` with four.
fn side_text(pos: &ScoringRowsPosition) -> String {
    match pos.rules().seating() {
        Seating::Two => pos.colour_to_move().letter().to_string(),
        Seating::Four => (pos.to_move().index() + 1).to_string(),
    }
}

/// Reads a position of `rules`: the board text, then the side (`w`/`b`) or seat
/// (`1`–`4`) to move.
pub(crate) fn parse_position(
    rules: &ScoringRows,
    text: &str,
) -> Result<ScoringRowsPosition, PositionError> {
    let two = rules.seating() == Seating::Two;
    let mut fields = text.split_whitespace();
    let cells = fields.next().ok_or(PositionError::Empty)?;
    let side = fields.next().ok_or_else(|| PositionError::MissingSide {
        text: text.trim().to_string(),
        example: if two { "w" } else { "1" },
    })?;
    if let Some(extra) = fields.next() {
        return Err(PositionError::Trailing {
            text: extra.to_string(),
        });
    }
    let board = Board::parse_cells(cells)?.check_size(rules.size())?;
    let pos = ScoringRowsPosition::from_board(rules, board)?;
    let known = if two {
        matches!(side, "w" | "b")
    } else {
        matches!(side, "1" | "2" | "3" | "4")
    };
    if !known {
        return Err(PositionError::BadSide {
            text: side.to_string(),
            expected: if two { "w or b" } else { "a seat 1-4" },
        });
    }
    let expected = side_text(&pos);
    if side != expected {
        return Err(PositionError::WrongSide {
            given: side.to_string(),
            expected,
        });
    }
    Ok(pos)
}

impl fmt::Display for ScoringRowsPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.board(), side_text(self))
    }
}

impl fmt::Display for ScoringRowsMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.first(), self.second())
    }
}

/// Whether `text` has the shape of a cell name, a letter and one or two digits (`c2`,
/// `z9`, `a10`), so that a bad one is reported as a bad cell rather than as no move.
fn cell_shaped(text: &str) -> bool {
    match text.as_bytes() {
        [letter, digits @ ..] => {
            letter.is_ascii_alphabetic()
                && (1..=2).contains(&digits.len())
                && digits.iter().all(u8::is_ascii_digit)
        }
        [] => false,
    }
}

/// Reads `a1,b2`: two cells in either order, spaces allowed around them.
///
/// # Errors
/// [`MoveError::Syntax`] for a text that is not two cell names separated by a comma
/// (the message says what a move looks like), [`MoveError::Square`] for a cell name
/// off the 8×8 frame (`i1`, `a9`), [`MoveError::SameCell`] for one cell twice.
impl FromStr for ScoringRowsMove {
    type Err = MoveError;

    fn from_str(text: &str) -> Result<ScoringRowsMove, MoveError> {
        let not_a_move = || MoveError::Syntax {
            text: text.to_string(),
        };
        let (a, b) = text.split_once(',').ok_or_else(not_a_move)?;
        let (a, b) = (a.trim(), b.trim());
        if !cell_shaped(a) || !cell_shaped(b) {
            return Err(not_a_move());
        }
        let (a, b): (Square, Square) = (a.parse()?, b.parse()?);
        ScoringRowsMove::new(a, b).ok_or(MoveError::SameCell { cell: a })
    }
}

/// Reads a move of `pos`: the text, then whether it may be played here.
pub(crate) fn parse_move(
    pos: &ScoringRowsPosition,
    text: &str,
) -> Result<ScoringRowsMove, MoveError> {
    let mv: ScoringRowsMove = text.parse()?;
    movegen::check_move(pos, &mv)?;
    Ok(mv)
}

/// The board for people: ranks and files labelled, then who is to move, or the result
/// once the game is over.
pub(crate) fn diagram(rules: &ScoringRows, pos: &ScoringRowsPosition) -> String {
    let size = pos.board().size();
    let mut out = String::new();
    for rank in (0..size.ranks()).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..size.files() {
            let sq = Square::new(file, rank).expect("on the board");
            out.push(pos.board().piece_at(sq).map_or('.', Colour::letter));
            out.push(' ');
        }
        out.pop();
        out.push('\n');
    }
    out.push_str("  ");
    for file in 0..size.files() {
        out.push((b'a' + file) as char);
        out.push(' ');
    }
    out.pop();
    match ScoringRowsOutcome::of(rules, pos) {
        Some(o) => out.push_str(&format!("\n{o}")),
        None => out.push_str(&format!("\n{} to move", rules.seat_name(pos.to_move()))),
    }
    out
}
