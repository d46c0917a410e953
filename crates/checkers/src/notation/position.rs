//! PDN FEN: reading position text into an unvalidated [`Setup`], and validating a
//! setup against the rules into a [`CheckersPosition`].
//!
//! Grammar: `SIDE:W<list>:B<list>[:H<n>][:E<n>]`, `SIDE` is `W` or `B`; a list is
//! comma-separated squares, algebraic (`c3`) or PDN numbers (`22`, ranges `1-12`),
//! each optionally prefixed by `K` for a king. Either list may be empty or missing.
//! `H` counts the plies since the last capture or man move, `E` the plies of the
//! current FMJD counting endgame; both default to 0, and `E` is dropped (read as 0)
//! unless the rules count FMJD endings and the position is one. A trailing `.` (PDN) and
//! surrounding whitespace are ignored.
//!
//! A counter at or past the rules' limit is accepted (any number up to 65535): the
//! game is then over, drawn by the move limit (`H`) or by the FMJD count (`E`).
//!
//! On all 64 squares (Turkish draughts) the same grammar names any square of the 8×8
//! board, light or dark, by its algebraic name; PDN numbers, which number the dark
//! squares, are refused there.

use std::fmt;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::layout::square_of_bit;
use crate::board::layout::Layout;
use crate::board::square::BoardSize;
use crate::notation::neutral::write_neutral;
use crate::notation::pieces::parse_list;
use crate::position::setup::{PositionError, Setup};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

impl Setup {
    /// Reads a PDN FEN of a game on the dark squares; `board` says how PDN square
    /// numbers are read and which squares exist.
    ///
    /// # Errors
    /// [`PositionError`] naming the offending text: bad syntax, an item that is not a
    /// square, a square off the board or a light square.
    pub fn parse(text: &str, board: BoardSize) -> Result<Setup, PositionError> {
        let layout = match board {
            BoardSize::Eight => Layout::Dark8,
            BoardSize::Ten => Layout::Dark10,
        };
        Setup::parse_on(text, layout)
    }

    /// Reads a PDN FEN for `rules`: on their board and their playing squares (the dark
    /// squares, or all 64).
    ///
    /// # Errors
    /// As [`Setup::parse`]; on all 64 squares a square number is refused.
    ///
    /// ```
    /// use doska_checkers::{Checkers, Setup};
    /// let setup = Setup::parse_for("W:Wd3,Kh1:Bd4", &Checkers::turkish()).unwrap();
    /// assert_eq!(setup.pieces.len(), 3);
    /// assert!(Setup::parse_for("W:W22:B", &Checkers::turkish()).is_err());
    /// ```
    pub fn parse_for(text: &str, rules: &Checkers) -> Result<Setup, PositionError> {
        Setup::parse_on(text, rules.layout())
    }

    fn parse_on(text: &str, layout: Layout) -> Result<Setup, PositionError> {
        let syntax = |problem: &str| PositionError::Syntax {
            text: text.to_string(),
            problem: problem.to_string(),
        };
        let body = text.trim();
        let body = body.strip_suffix('.').unwrap_or(body);
        let mut fields = body.split(':');
        let side = match fields.next().map(str::trim) {
            Some("W") => Colour::White,
            Some("B") => Colour::Black,
            _ => return Err(syntax("it must begin with the side to move, W or B")),
        };
        let mut setup = Setup::empty(side);
        let (mut seen_w, mut seen_b, mut seen_h, mut seen_e) = (false, false, false, false);
        for field in fields {
            let field = field.trim();
            let Some(&tag) = field.as_bytes().first() else {
                return Err(syntax("an empty field between colons"));
            };
            let seen = match tag {
                b'W' => &mut seen_w,
                b'B' => &mut seen_b,
                b'H' => &mut seen_h,
                b'E' => &mut seen_e,
                _ => {
                    return Err(syntax(&format!(
                        "unknown field `{field}` (expected W…, B…, H<n> or E<n>)"
                    )))
                }
            };
            if *seen {
                return Err(syntax(&format!("field {} given twice", char::from(tag))));
            }
            *seen = true;
            // The tag is one ASCII byte, so the rest starts on a character boundary.
            let rest = &field[1..];
            match tag {
                b'W' | b'B' => {
                    let colour = if tag == b'W' {
                        Colour::White
                    } else {
                        Colour::Black
                    };
                    parse_list(rest, colour, layout, &mut setup, &syntax)?;
                }
                _ => {
                    let n = rest
                        .parse::<u16>()
                        .ok()
                        .filter(|_| rest.bytes().all(|b| b.is_ascii_digit()))
                        .ok_or_else(|| {
                            syntax(&format!("`{field}` needs a number of plies up to 65535"))
                        })?;
                    if tag == b'H' {
                        setup.plies_without_progress = n;
                    } else {
                        setup.endgame_plies = n;
                    }
                }
            }
        }
        Ok(setup)
    }
}

/// Reads a PDN FEN for `rules` ([`Setup::parse`], then [`Checkers::position`]).
pub(crate) fn read_position(
    rules: &Checkers,
    text: &str,
) -> Result<CheckersPosition, PositionError> {
    if rules.pieces() == crate::rules::choices::Pieces::Neutral && !rules.layout().all_squares() {
        return crate::notation::neutral::read_neutral(rules, text);
    }
    rules.position(&Setup::parse_for(text, rules)?)
}

/// The PDN FEN of the position (see the module docs); the neutral-piece text with
/// neutral pieces.
impl fmt::Display for CheckersPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_neutral() {
            return write_neutral(self, f);
        }
        write!(f, "{}", self.side_to_move().letter().to_ascii_uppercase())?;
        for colour in Colour::ALL {
            write!(f, ":{}", colour.letter().to_ascii_uppercase())?;
            for (n, i) in bits(self.side_bits(colour)).enumerate() {
                if n > 0 {
                    f.write_str(",")?;
                }
                if self.king_bits() & (1 << i) != 0 {
                    f.write_str("K")?;
                }
                write!(f, "{}", square_of_bit(self.layout(), i as u8))?;
                let pile = self.stacks().pile(i);
                for k in (0..pile.n).filter(|_| self.stacks().tall() >> i & 1 != 0) {
                    write!(f, "{}", pile.piece(k).letter())?;
                }
            }
        }
        if self.plies_without_progress() != 0 {
            write!(f, ":H{}", self.plies_without_progress())?;
        }
        if self.endgame_plies() != 0 {
            write!(f, ":E{}", self.endgame_plies())?;
        }
        Ok(())
    }
}
