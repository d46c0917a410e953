//! The diagram for people: the board with its coordinates, then who is to move (or the
//! result once the game is over) and the ply counter.

use std::fmt::Write;

use doska_core::square::Square8 as Square;

use crate::outcome::LinesOfActionOutcome;
use crate::position::LinesOfActionPosition;
use crate::rules::LinesOfAction;

/// The board of `pos`, rank 8 at the top, `b` and `w` for the pieces and `.` for an
/// empty square, framed and with files and ranks marked; the last line says who is to
/// move, or the result once the game is over, and the ply counter against the limit.
pub(crate) fn diagram(rules: &LinesOfAction, pos: &LinesOfActionPosition) -> String {
    let mut s = String::from("  +-----------------+\n");
    for rank in (0..8u8).rev() {
        let _ = write!(s, "{} |", rank + 1);
        for file in 0..8u8 {
            let sq = Square::new(file, rank).unwrap_or(Square::A1);
            s.push(' ');
            s.push(pos.piece_at(sq).map_or('.', |side| side.letter()));
        }
        s.push_str(" |\n");
    }
    s.push_str("  +-----------------+\n    a b c d e f g h\n");
    let _ = match LinesOfActionOutcome::of(rules, pos) {
        Some(end) => write!(s, "{end}"),
        None => write!(s, "{} to move", pos.side_to_move()),
    };
    let _ = write!(s, ", ply {} of {}", pos.ply(), rules.move_limit());
    s
}
