//! The piece lists of position texts: squares by name (`c3`) or PDN number (`22`,
//! ranges `1-12`), each optionally a king (`K`) and, in column draughts, followed by
//! the pieces beneath it (`d4bB`).

use crate::board::colour::Colour;
use crate::board::layout::Layout;
use crate::board::piece::{Piece, PieceKind};
use crate::board::square::{BoardSize, Square};
use crate::position::setup::{PositionError, Setup};

/// Splits the pieces beneath a column's top off the end of a list item: the letters
/// after the square's name or number (`d4bB`: `d4`, then `b`, `B`).
fn split_beneath(item: &str, name: &str) -> Result<(usize, Vec<Piece>), PositionError> {
    let b = name.as_bytes();
    // A name is a letter and digits, a number digits (or a range `1-12`).
    let mut end = usize::from(b.first().is_some_and(u8::is_ascii_lowercase));
    while end < b.len() && (b[end].is_ascii_digit() || (b[end] == b'-' && end > 0)) {
        end += 1;
    }
    if !b[..end].iter().any(u8::is_ascii_digit) {
        // Not a square followed by pieces: the whole item is read (and refused) as a square.
        return Ok((name.len(), Vec::new()));
    }
    let mut under = Vec::new();
    for letter in name[end..].chars() {
        let (colour, kind) = match letter {
            'w' => (Colour::White, PieceKind::Man),
            'W' => (Colour::White, PieceKind::King),
            'b' => (Colour::Black, PieceKind::Man),
            'B' => (Colour::Black, PieceKind::King),
            _ => {
                return Err(PositionError::NotAPiece {
                    item: item.to_string(),
                    letter,
                })
            }
        };
        under.push(Piece { colour, kind });
    }
    Ok((end, under))
}

pub(super) fn parse_list(
    list: &str,
    colour: Colour,
    layout: Layout,
    setup: &mut Setup,
    syntax: &dyn Fn(&str) -> PositionError,
) -> Result<(), PositionError> {
    if list.trim().is_empty() {
        return Ok(());
    }
    for item in list.split(',') {
        let item = item.trim();
        if item.is_empty() {
            return Err(syntax("an empty item in a piece list"));
        }
        let (kind, name) = match item.strip_prefix('K') {
            Some(rest) => (PieceKind::King, rest),
            None => (PieceKind::Man, item),
        };
        let (end, under) = split_beneath(item, name)?;
        let name = &name[..end];
        if !under.is_empty() && name.contains('-') {
            return Err(syntax(
                "a range of squares cannot carry the pieces of a column",
            ));
        }
        let piece = Piece { colour, kind };
        let board = layout.board();
        let not_square = || PositionError::NotASquare {
            text: item.to_string(),
            max: board.dark_squares(),
        };
        if name.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
            if layout.all_squares() {
                return Err(PositionError::NumberOnFullBoard {
                    text: item.to_string(),
                });
            }
            let (lo, hi) = match name.split_once('-') {
                Some((a, b)) => (number(a, board, item)?, number(b, board, item)?),
                None => {
                    let n = number(name, board, item)?;
                    (n, n)
                }
            };
            if lo > hi {
                return Err(not_square());
            }
            for n in lo..=hi {
                let sq = board.square_of_number(n).ok_or_else(not_square)?;
                setup.pieces.push((sq, piece));
                if !under.is_empty() {
                    setup.beneath.push((sq, under.clone()));
                }
            }
        } else {
            let sq = Square::from_ascii(name.as_bytes()).ok_or_else(not_square)?;
            if !board.contains(sq) {
                return Err(PositionError::OffBoard {
                    text: name.to_string(),
                    board: board.name(),
                });
            }
            if !sq.is_dark() && !layout.all_squares() {
                return Err(PositionError::LightSquare { square: sq });
            }
            setup.pieces.push((sq, piece));
            if !under.is_empty() {
                setup.beneath.push((sq, under));
            }
        }
    }
    Ok(())
}

fn number(text: &str, board: BoardSize, item: &str) -> Result<u8, PositionError> {
    if text.is_empty() || text.len() > 3 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PositionError::NotASquare {
            text: item.to_string(),
            max: board.dark_squares(),
        });
    }
    let n: u32 = text.parse().unwrap_or(u32::MAX);
    if n == 0 || n > u32::from(board.dark_squares()) {
        return Err(PositionError::OffBoard {
            text: text.to_string(),
            board: board.name(),
        });
    }
    Ok(n as u8)
}
