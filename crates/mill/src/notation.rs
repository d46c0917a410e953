//! The text formats (`docs/mill.md`): positions
//! (`<24 points> <side> <white in hand> <black in hand> [H<plies>]`) and moves
//! (`d2`, `d2-d3`, `d2-d3xa1`, `b4xa1xg7`).
//!
//! Parsing is split in two steps: the syntax (never panics, errors name the text), then
//! validation against the rules (pieces per side, points of the board, legality).

use crate::colour::{ByColour, Colour};
use crate::error::{MoveError, PositionError};
use crate::legality::check_move;
use crate::moves::{MillMove, MAX_REMOVALS};
use crate::point::Point;
use crate::points::Points;
use crate::position::MillPosition;
use crate::rules::Mill;

/// Reads a position text and validates it against `rules`
/// ([`Game::parse_position`](doska_core::Game::parse_position)).
///
/// # Errors
/// [`PositionError`] naming the text and what is wrong with it.
pub(crate) fn parse_position(rules: &Mill, text: &str) -> Result<MillPosition, PositionError> {
    let syntax = |problem: String| PositionError::Syntax {
        text: text.to_string(),
        problem,
    };
    let mut fields = text.split_whitespace();
    let (Some(board), Some(side), Some(white), Some(black)) =
        (fields.next(), fields.next(), fields.next(), fields.next())
    else {
        return Err(syntax("it needs at least four fields".into()));
    };
    let counter = fields.next();
    if fields.next().is_some() {
        return Err(syntax("it has more than five fields".into()));
    }
    let count = board.chars().count();
    if count != 24 {
        return Err(syntax(format!(
            "the board field has {count} characters, not 24"
        )));
    }
    let mut pieces = ByColour::splat(Points::EMPTY);
    for (c, point) in board.chars().zip(Point::ALL) {
        if c == '.' {
            continue;
        }
        // Pieces are the sides' letters in upper case: `W`, `B`.
        let colour = Colour::from_letter(c)
            .filter(|_| c.is_ascii_uppercase())
            .ok_or_else(|| PositionError::BadPiece {
                text: text.to_string(),
                found: c,
                point,
            })?;
        pieces[colour].insert(point);
    }
    let mut letters = side.chars();
    let side = match (letters.next(), letters.next()) {
        (Some(c), None) if c.is_ascii_lowercase() => Colour::from_letter(c),
        _ => None,
    }
    .ok_or_else(|| syntax(format!("the side `{side}` is not w or b")))?;
    let hand = |field: &str| -> Result<u8, PositionError> {
        if field.is_empty() || field.len() > 2 || !field.bytes().all(|b| b.is_ascii_digit()) {
            return Err(syntax(format!(
                "the hand `{field}` is not a number of pieces"
            )));
        }
        field
            .parse()
            .map_err(|_| syntax(format!("the hand `{field}` is not a number of pieces")))
    };
    let hand = ByColour::new(hand(white)?, hand(black)?);
    // A counter at or past the move limit is accepted: the game is then over, drawn by
    // the limit.
    let quiet = match counter {
        None => 0,
        Some(field) => field
            .strip_prefix('H')
            .filter(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| syntax(format!("the counter `{field}` is not H<plies>")))?
            .parse::<u16>()
            .map_err(|_| {
                syntax(format!(
                    "the counter `{field}` is more than {} plies",
                    u16::MAX
                ))
            })?,
    };
    let on_board = rules.layout().points();
    if let Some(point) = ((pieces[Colour::White] | pieces[Colour::Black]) - on_board).first() {
        return Err(PositionError::OffBoard {
            text: text.to_string(),
            point,
            board: rules.board.name(),
        });
    }
    let pos = MillPosition {
        pieces,
        hand,
        side,
        quiet,
    };
    for colour in Colour::ALL {
        let count = pos.total(colour);
        if count > u32::from(rules.men) {
            return Err(PositionError::TooManyPieces {
                text: text.to_string(),
                colour,
                count,
                men: rules.men,
            });
        }
    }
    if pos.total(Colour::White) < 3 && pos.total(Colour::Black) < 3 {
        return Err(PositionError::BothTooFew {
            text: text.to_string(),
        });
    }
    Ok(pos)
}

/// Reads a move text and returns the legal move of `pos` it names
/// ([`Game::parse_move`](doska_core::Game::parse_move)). Removals may be written in any
/// order.
///
/// # Errors
/// [`MoveError`]: bad syntax, or why the move is not legal here.
pub(crate) fn parse_move(
    rules: &Mill,
    pos: &MillPosition,
    text: &str,
) -> Result<MillMove, MoveError> {
    let mv = parse_move_text(text)?;
    check_move(rules, pos, &mv)?;
    Ok(mv)
}

/// The syntax of a move text, without the position.
fn parse_move_text(text: &str) -> Result<MillMove, MoveError> {
    let syntax = |problem: String| MoveError::Syntax {
        text: text.to_string(),
        problem,
    };
    let point = |s: &str| -> Result<Point, MoveError> {
        if s.is_empty() {
            return Err(syntax("a point is missing".to_string()));
        }
        s.parse()
            .map_err(|_| syntax(format!("`{s}` is not a point")))
    };
    let mut parts = text.trim().split('x');
    let head = parts.next().unwrap_or("");
    let (from, to) = match head.split_once('-') {
        Some((from, to)) => (Some(point(from)?), point(to)?),
        None => (None, point(head)?),
    };
    let mut mv = MillMove::new(from, to, &[]).ok_or_else(|| syntax("bad move".into()))?;
    for (i, part) in parts.enumerate() {
        if i >= MAX_REMOVALS {
            return Err(syntax(format!("at most {MAX_REMOVALS} removals")));
        }
        let r = point(part)?;
        mv = mv
            .removing(r)
            .ok_or(MoveError::DuplicateRemoval { point: r })?;
    }
    if from == Some(to) {
        return Err(syntax(format!("{to}-{to} does not move")));
    }
    Ok(mv)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_syntax() {
        assert_eq!(parse_move_text(" d2 ").unwrap(), MillMove::place(Point::D2));
        assert_eq!(
            parse_move_text("d2-d3").unwrap(),
            MillMove::step(Point::D2, Point::D3)
        );
        let mv = parse_move_text("b4xg7xa1").unwrap();
        assert_eq!(mv.removals(), [Point::A1, Point::G7]);
        for bad in [
            "",
            "x",
            "d2x",
            "d2-",
            "-d3",
            "d2--d3",
            "d2 d3",
            "D2",
            "d4",
            "d2-d2",
            "a1xb2xd2xf2xg1",
        ] {
            assert!(
                matches!(parse_move_text(bad), Err(MoveError::Syntax { .. })),
                "{bad}"
            );
        }
        assert_eq!(
            parse_move_text("d2xa1xa1"),
            Err(MoveError::DuplicateRemoval { point: Point::A1 })
        );
    }
}
