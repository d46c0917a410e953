//! The position text of neutral pieces (Artamonov's game):
//! `S:<squares>[:L<square>][:C<south>,<north>][:H<n>]`, read and written. (The wolf and
//! the sheep use the PDN FEN, the wolf's list empty before its placement.)

use std::fmt;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::layout::bit_of;
use crate::board::layout::square_of_bit;
use crate::board::square::Square;
use crate::notation::pieces::parse_list;
use crate::position::setup::max_pieces;
use crate::position::setup::{PositionError, Setup};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

/// Reads the text of a position of neutral pieces.
pub(super) fn read_neutral(
    rules: &Checkers,
    text: &str,
) -> Result<CheckersPosition, PositionError> {
    let syntax = |problem: &str| PositionError::Syntax {
        text: text.to_string(),
        problem: problem.to_string(),
    };
    let body = text.trim();
    let mut fields = body.split(':');
    let side = match fields.next().map(str::trim) {
        Some("S") => Colour::White,
        Some("N") => Colour::Black,
        _ => return Err(syntax("it must begin with the player to move, S or N")),
    };
    let layout = rules.layout();
    let mut setup = Setup::empty(side);
    let list = fields
        .next()
        .ok_or_else(|| syntax("the list of pieces is missing (`S:a1,c1,…`)"))?;
    parse_list(list, Colour::White, layout, &mut setup, &syntax)?;
    let (mut last, mut captures) = (None, [0u8; 2]);
    let (mut seen_l, mut seen_c, mut seen_h) = (false, false, false);
    for field in fields {
        let field = field.trim();
        let Some(&tag) = field.as_bytes().first() else {
            return Err(syntax("an empty field between colons"));
        };
        let seen = match tag {
            b'L' => &mut seen_l,
            b'C' => &mut seen_c,
            b'H' => &mut seen_h,
            _ => {
                return Err(syntax(&format!(
                    "unknown field `{field}` (expected L<square>, C<south>,<north> or H<n>)"
                )))
            }
        };
        if *seen {
            return Err(syntax(&format!("field {} given twice", char::from(tag))));
        }
        *seen = true;
        let rest = &field[1..];
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        match tag {
            b'L' => {
                let sq = Square::from_ascii(rest.as_bytes()).ok_or_else(|| {
                    PositionError::NotASquare {
                        text: rest.to_string(),
                        max: layout.board().dark_squares(),
                    }
                })?;
                last = Some(sq);
            }
            b'C' => {
                let count = |s: &str| {
                    s.parse::<u8>().ok().filter(|_| digits(s)).ok_or_else(|| {
                        syntax(&format!(
                            "`{field}` needs two counts of captured pieces, C<south>,<north>"
                        ))
                    })
                };
                let (s, n) = rest.split_once(',').ok_or_else(|| {
                    syntax(&format!(
                        "`{field}` needs two counts of captured pieces, C<south>,<north>"
                    ))
                })?;
                captures = [count(s.trim())?, count(n.trim())?];
            }
            _ => {
                setup.plies_without_progress = rest
                    .parse::<u16>()
                    .ok()
                    .filter(|_| digits(rest))
                    .ok_or_else(|| {
                        syntax(&format!("`{field}` needs a number of plies up to 65535"))
                    })?;
            }
        }
    }
    let mut pos = rules.position(&setup)?;
    if let Some(square) = last {
        let bit = bit_of(layout, square).filter(|&i| pos.white_bits() & (1u64 << i) != 0);
        pos.set_last(bit.ok_or(PositionError::LastMovedEmpty { square })?);
    }
    let (on_board, captured) = (
        pos.white_bits().count_ones(),
        u32::from(captures[0]) + u32::from(captures[1]),
    );
    let max = max_pieces(rules, Colour::White);
    if on_board + captured > max {
        return Err(PositionError::TooManyCaptured {
            on_board,
            captured,
            max,
        });
    }
    pos.set_capture_counts(captures);
    // H counts only once four or fewer pieces remain.
    if !crate::board::bits::at_most_four(pos.white_bits()) {
        pos.set_quiet(0);
    }
    Ok(pos)
}

/// Writes the text of a position of neutral pieces:
/// `S:<squares>[:L<square>][:C<south>,<north>][:H<n>]`.
pub(super) fn write_neutral(pos: &CheckersPosition, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str(match pos.side_to_move() {
        Colour::White => "S:",
        Colour::Black => "N:",
    })?;
    for (n, i) in bits(pos.white_bits()).enumerate() {
        if n > 0 {
            f.write_str(",")?;
        }
        if pos.king_bits() & (1 << i) != 0 {
            f.write_str("K")?;
        }
        write!(f, "{}", square_of_bit(pos.layout(), i as u8))?;
    }
    if let Some(sq) = pos.last_moved() {
        write!(f, ":L{sq}")?;
    }
    if pos.capture_counts() != [0; 2] {
        write!(
            f,
            ":C{},{}",
            pos.capture_counts()[0],
            pos.capture_counts()[1]
        )?;
    }
    if pos.plies_without_progress() != 0 {
        write!(f, ":H{}", pos.plies_without_progress())?;
    }
    Ok(())
}
