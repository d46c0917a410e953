//! The move text: `b1-b3`, `b1xb3` (a capture; writers use `x` for captures, readers
//! take `-` for them too) and `pass`; reading a move text against a position.

use doska_core::square::Square8 as Square;

use crate::movegen::{check_move, check_step};
use crate::moves::{LinesOfActionMove, MoveError};
use crate::position::LinesOfActionPosition;
use crate::rules::LinesOfAction;

/// A move text read, not yet checked against a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveText {
    /// `from-to` or `fromxto`.
    Step {
        /// The start square.
        from: Square,
        /// The target square.
        to: Square,
        /// Written with `x`.
        capture_marked: bool,
    },
    /// `pass`.
    Pass,
}

impl MoveText {
    /// Reads a move text (surrounding whitespace allowed, squares in lower case).
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when the text is not a move.
    ///
    /// ```
    /// use doska_lines_of_action::notation::MoveText;
    /// assert!(matches!(MoveText::parse(" b1xb3 "), Ok(MoveText::Step { capture_marked: true, .. })));
    /// assert_eq!(MoveText::parse("pass"), Ok(MoveText::Pass));
    /// assert!(MoveText::parse("b1b3").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<MoveText, MoveError> {
        let t = text.trim();
        if t == "pass" {
            return Ok(MoveText::Pass);
        }
        let b = t.as_bytes();
        let syntax = || MoveError::Syntax {
            text: text.to_string(),
        };
        if b.len() != 5 {
            return Err(syntax());
        }
        let capture_marked = match b[2] {
            b'-' => false,
            b'x' => true,
            _ => return Err(syntax()),
        };
        let from = Square::from_ascii(&b[..2]).ok_or_else(syntax)?;
        let to = Square::from_ascii(&b[3..]).ok_or_else(syntax)?;
        Ok(MoveText::Step {
            from,
            to,
            capture_marked,
        })
    }
}

/// The legal move of `pos` that `text` names, or why there is none: the text is not a
/// move, the game is over, or the rule the move breaks.
pub(crate) fn parse_move(
    rules: &LinesOfAction,
    pos: &LinesOfActionPosition,
    text: &str,
) -> Result<LinesOfActionMove, MoveError> {
    let parsed = MoveText::parse(text)?;
    if rules.is_over(pos) {
        return Err(MoveError::GameOver {
            text: text.trim().to_string(),
        });
    }
    match parsed {
        MoveText::Pass => {
            check_move(rules, pos, LinesOfActionMove::Pass)?;
            Ok(LinesOfActionMove::Pass)
        }
        MoveText::Step {
            from,
            to,
            capture_marked,
        } => {
            let mv = check_step(pos, from, to)?;
            if capture_marked && !mv.is_capture() {
                return Err(MoveError::NotACapture { from, to });
            }
            Ok(mv)
        }
    }
}
