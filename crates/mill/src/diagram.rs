//! An ASCII picture of a position, drawn from the board's own lines.

use crate::colour::Colour;
use crate::outcome::outcome;
use crate::point::Point;
use crate::position::MillPosition;
use crate::rules::Mill;

const WIDTH: usize = 25;
const HEIGHT: usize = 13;

/// The position as an ASCII board (`W`, `B`, `.` on the points, the lines between
/// them, the files and ranks around), then a line with the side to move (or the
/// result once the game is over), the pieces in hand and the plies without a removal
/// ([`Game::diagram`](doska_core::Game::diagram)).
pub(crate) fn diagram(rules: &Mill, pos: &MillPosition) -> String {
    let layout = rules.layout();
    let mut canvas = [[b' '; WIDTH]; HEIGHT];
    let at = |p: Point| (2 * (6 - p.rank() as usize), 4 * p.file() as usize);
    for p in layout.points() {
        for q in layout.adjacent(p) {
            if q <= p {
                continue;
            }
            let ((r1, c1), (r2, c2)) = (at(p), at(q));
            if r1 == r2 {
                canvas[r1][c1.min(c2) + 1..c1.max(c2)].fill(b'-');
            } else if c1 == c2 {
                for row in canvas.iter_mut().take(r1.max(r2)).skip(r1.min(r2) + 1) {
                    row[c1] = b'|';
                }
            } else {
                // Diagonal links span one grid square: one mark halfway.
                let up_right = (r2 < r1) == (c2 > c1);
                canvas[(r1 + r2) / 2][(c1 + c2) / 2] = if up_right { b'/' } else { b'\\' };
            }
        }
    }
    for p in layout.points() {
        let (r, c) = at(p);
        canvas[r][c] = match pos.piece_at(p) {
            Some(Colour::White) => b'W',
            Some(Colour::Black) => b'B',
            None => b'.',
        };
    }
    let mut out = String::new();
    for (i, row) in canvas.iter().enumerate() {
        if i % 2 == 0 {
            out.push_str(&format!("{} ", 7 - i / 2));
        } else {
            out.push_str("  ");
        }
        out.push_str(String::from_utf8_lossy(row).trim_end());
        out.push('\n');
    }
    out.push_str("  a   b   c   d   e   f   g\n");
    // The last line: who is to move, or the result once the game is over, then the
    // hands and the counter.
    let status = match outcome(rules, pos) {
        Some(end) => end.to_string(),
        None => format!("{} to move", pos.side_to_move()),
    };
    out.push_str(&format!(
        "{status}; in hand: White {}, Black {}; {} without a removal",
        pos.hand(Colour::White),
        pos.hand(Colour::Black),
        doska_core::text::counted(u64::from(pos.plies_since_removal()), "ply", "plies")
    ));
    out
}
