//! The board for people: ranks with their numbers, files with their letters, and a
//! last line saying who is to move (or the result) and the counters.

use std::fmt::Write;

use crate::cell::Cell;
use crate::colour::Colour;
use crate::outcome::decide;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;

/// The diagram of `pos` under `rules`:
///
/// ```text
/// 5  w b w b w
/// 4  b w b w b
/// 3  w b . b w
/// 2  b w b w b
/// 1  w b w b w
///    a b c d e
/// White to move · plies without capture: 0 of 50
/// ```
pub(crate) fn diagram(rules: &Squeeze, pos: &SqueezePosition) -> String {
    let n = pos.size.side();
    let mut out = String::new();
    for rank in (0..n).rev() {
        let _ = write!(out, "{}  ", rank + 1);
        for file in 0..n {
            let c = match pos.piece_at(Cell::at(file, rank)) {
                Some(colour) => colour.letter(),
                None => '.',
            };
            out.push(c);
            out.push(if file + 1 < n { ' ' } else { '\n' });
        }
    }
    out.push_str("   ");
    for file in 0..n {
        out.push(char::from(b'a' + file));
        out.push(if file + 1 < n { ' ' } else { '\n' });
    }
    match decide(rules, pos) {
        Some(outcome) => {
            let _ = write!(out, "{outcome}");
        }
        None if pos.again => {
            let _ = write!(
                out,
                "{} to move again after a capture (or pass)",
                pos.to_move
            );
        }
        None => {
            let _ = write!(out, "{} to move", pos.to_move);
        }
    }
    if pos.is_placement() {
        let _ = write!(
            out,
            " · in hand: White {}, Black {}",
            pos.hand[Colour::White],
            pos.hand[Colour::Black]
        );
    } else {
        let _ = match rules.move_limit() {
            Some(limit) => write!(out, " · plies without capture: {} of {limit}", pos.plies),
            None => write!(out, " · plies without capture: {} (no limit)", pos.plies),
        };
    }
    out
}
