//! Reading and writing positions (the format of the [module docs](super)).

use std::fmt;

use crate::cell::Cell;
use crate::cells::Cells;
use crate::colour::{ByColour, Colour};
use crate::error::PositionError;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;

impl fmt::Display for SqueezePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size.side();
        for rank in (0..n).rev() {
            for file in 0..n {
                let cell = Cell::at(file, rank);
                let c = match self.piece_at(cell) {
                    Some(colour) => colour.letter(),
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(
            f,
            " {}{} {} {}",
            self.to_move.letter(),
            if self.again { "+" } else { "" },
            self.hand[Colour::White],
            self.hand[Colour::Black]
        )?;
        if self.plies != 0 {
            write!(f, " {}", self.plies)?;
        }
        Ok(())
    }
}

/// Reads a position of `rules` from its text.
///
/// # Errors
/// [`PositionError`] naming the field or the rule the text breaks.
pub(crate) fn parse_position(
    rules: &Squeeze,
    text: &str,
) -> Result<SqueezePosition, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [board, side, white, black, rest @ ..] = fields.as_slice() else {
        return Err(PositionError::Syntax {
            text: text.to_string(),
        });
    };
    if rest.len() > 1 {
        return Err(PositionError::Syntax {
            text: text.to_string(),
        });
    }
    let cells = read_board(rules, board)?;
    let (to_move, again) = match *side {
        "w" => (Colour::White, false),
        "b" => (Colour::Black, false),
        "w+" => (Colour::White, true),
        "b+" => (Colour::Black, true),
        _ => {
            return Err(PositionError::BadSide {
                text: side.to_string(),
            })
        }
    };
    let number = |field: &'static str, text: &str| {
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        digits
            .then(|| text.parse::<u32>().ok())
            .flatten()
            .ok_or_else(|| PositionError::BadNumber {
                field,
                text: text.to_string(),
            })
    };
    let hand_of = |field: &'static str, text: &str| -> Result<u8, PositionError> {
        let n = number(field, text)?;
        let allowed = rules.size().pieces();
        u8::try_from(n)
            .ok()
            .filter(|&h| h <= allowed)
            .ok_or(PositionError::TooManyPieces {
                colour: if field.starts_with("White") {
                    Colour::White
                } else {
                    Colour::Black
                },
                count: n,
                allowed,
            })
    };
    let hand = ByColour::new(
        hand_of("White's pieces in hand", white)?,
        hand_of("Black's pieces in hand", black)?,
    );
    let plies = match rest.first() {
        Some(p) => number("plies since the last capture", p)?,
        None => 0,
    };
    SqueezePosition::checked(rules, cells, hand, to_move, again, plies)
}

/// Reads the board field: the ranks from the top, `/` between them.
fn read_board(rules: &Squeeze, board: &str) -> Result<ByColour<Cells>, PositionError> {
    let side = rules.size().side();
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != usize::from(side) {
        return Err(PositionError::WrongRankCount {
            board: board.to_string(),
            found: ranks.len(),
            side,
        });
    }
    let mut cells = ByColour::splat(Cells::EMPTY);
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = side - 1 - i as u8;
        let mut file = 0usize;
        for c in rank_text.chars() {
            let (colour, run) = match c {
                '.' => (None, 1),
                '1'..='9' => (None, c as usize - '0' as usize),
                _ => match Colour::from_letter(c).filter(|_| c.is_ascii_lowercase()) {
                    Some(colour) => (Some(colour), 1),
                    None => {
                        return Err(PositionError::BadCell {
                            rank: rank_text.to_string(),
                            found: c,
                        })
                    }
                },
            };
            if let Some(colour) = colour {
                if file < usize::from(side) {
                    cells[colour].insert(Cell::at(file as u8, rank));
                }
            }
            file += run;
        }
        if file != usize::from(side) {
            return Err(PositionError::WrongRankLength {
                rank: rank_text.to_string(),
                found: file,
                side,
            });
        }
    }
    Ok(cells)
}
