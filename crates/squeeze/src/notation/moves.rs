//! Reading and writing moves: `a1,b2`, `b2-c3`, `pass`.

use std::fmt;

use crate::cell::Cell;
use crate::error::MoveError;
use crate::movegen::check::check_move;
use crate::moves::SqueezeMove;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;

impl fmt::Display for SqueezeMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SqueezeMove::Place(a, b) => write!(f, "{},{}", a.min(b), a.max(b)),
            SqueezeMove::Step(from, to) => write!(f, "{from}-{to}"),
            SqueezeMove::Pass => f.write_str("pass"),
        }
    }
}

/// Reads a move's text, without looking at a position.
///
/// # Errors
/// [`MoveError::Syntax`] when the text is none of the three forms, or
/// [`MoveError::SameCell`] for a placement naming one cell twice.
pub(crate) fn read_move(text: &str) -> Result<SqueezeMove, MoveError> {
    let trimmed = text.trim();
    let syntax = || MoveError::Syntax {
        text: text.to_string(),
    };
    if trimmed == "pass" {
        return Ok(SqueezeMove::Pass);
    }
    let cells = |a: &str, b: &str| {
        Some((
            Cell::from_ascii(a.as_bytes())?,
            Cell::from_ascii(b.as_bytes())?,
        ))
    };
    if let Some((a, b)) = trimmed.split_once(',') {
        let (a, b) = cells(a, b).ok_or_else(syntax)?;
        if a == b {
            return Err(MoveError::SameCell { cell: a });
        }
        return Ok(SqueezeMove::place(a, b));
    }
    if let Some((a, b)) = trimmed.split_once('-') {
        let (from, to) = cells(a, b).ok_or_else(syntax)?;
        return Ok(SqueezeMove::Step(from, to));
    }
    Err(syntax())
}

/// Reads a move's text and returns it when it is legal in `pos`.
///
/// # Errors
/// The syntax errors of [`read_move`], or why the move is not legal.
pub(crate) fn parse_move(
    rules: &Squeeze,
    pos: &SqueezePosition,
    text: &str,
) -> Result<SqueezeMove, MoveError> {
    let mv = read_move(text)?;
    check_move(rules, pos, &mv)?;
    Ok(mv)
}
