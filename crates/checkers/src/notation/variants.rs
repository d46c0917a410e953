//! The position texts and checks of the variant rules: neutral pieces
//! (`S:<squares>[:L<square>][:C<south>,<north>][:H<n>]`) and the wolf and the sheep
//! (the PDN FEN, the wolf's list empty before its placement).

use crate::board::colour::Colour;
use crate::board::layout::bit_of;
use crate::board::square::Square;
use crate::notation::position::{parse_list, PositionError, Setup};
use crate::position::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Goal, Pieces};

/// The most pieces `colour` may have under `rules`: all of the start's on one list with
/// neutral pieces, one wolf and a sheep per dark square of rank 1 in the wolf and the
/// sheep.
pub(crate) fn max_pieces(rules: &Checkers, colour: Colour) -> u32 {
    match (rules.pieces(), rules.goal(), colour) {
        (Pieces::Neutral, _, _) => 2 * rules.max_pieces(),
        (_, Goal::Wolf, Colour::White) => 1,
        (_, Goal::Wolf, Colour::Black) => u32::from(rules.board().side()) / 2,
        _ => rules.max_pieces(),
    }
}

/// The checks of a position the variant rules add: the wolf and the sheep have no
/// kings, and Black never moves before the wolf is placed.
pub(crate) fn validate(rules: &Checkers, pos: &CheckersPosition) -> Result<(), PositionError> {
    if rules.goal() != Goal::Wolf {
        return Ok(());
    }
    if let Some((square, _)) = pos.iter().find(|(sq, _)| pos.kings().contains(*sq)) {
        return Err(PositionError::NoKings { square });
    }
    if pos.white == 0 && pos.side == Colour::Black {
        return Err(PositionError::WolfNotPlaced);
    }
    Ok(())
}

/// Reads the text of a position of neutral pieces.
pub(crate) fn read_neutral(
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
                let sq = Square::parse(rest).ok_or_else(|| PositionError::NotASquare {
                    text: rest.to_string(),
                    max: layout.board().dark_squares(),
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
        let bit = bit_of(layout, square).filter(|&i| pos.white & (1u64 << i) != 0);
        pos.last = bit.ok_or(PositionError::LastMovedEmpty { square })?;
    }
    let (on_board, captured) = (
        pos.white.count_ones(),
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
    pos.captures = captures;
    // H counts only once four or fewer pieces remain.
    if !crate::board::bits::at_most_four(pos.white) {
        pos.quiet = 0;
    }
    Ok(pos)
}
