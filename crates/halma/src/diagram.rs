//! The star drawn for people.
//!
//! Rows are the ranks, 17 at the top, each centred, with its number on the left and its
//! files on the right; points are two columns apart, so the six lines of the board show
//! as rows and as the two diagonals (a file runs up and to the right). Empty points are
//! `.`, pieces their seat digit.

use doska_core::Player;

use crate::outcome::decide;
use crate::point::Point;
use crate::position::HalmaPosition;
use crate::rules::Halma;

/// The column of the point `(q, r)`: points are two apart, the centre column is 0.
fn column(q: i32, r: i32) -> i32 {
    2 * q + r
}

/// Draws `pos` with coordinates, a line naming the seats, and a last line saying who
/// is to move with the turns played, or the result.
pub(crate) fn diagram(rules: &Halma, pos: &HalmaPosition) -> String {
    let mut out = String::new();
    for rank in (1..=17u8).rev() {
        let mut line = [' '; 25];
        let mut files = (b'z', b'a');
        for p in Point::all().filter(|p| p.rank() == rank) {
            let (q, r) = p.axial();
            line[(column(q, r) + 12) as usize] = match pos.piece_at(p) {
                Some(seat) => char::from(b'1' + seat.index() as u8),
                None => '.',
            };
            let letter = p.file_letter() as u8;
            files = (files.0.min(letter), files.1.max(letter));
        }
        let line: String = line.iter().collect();
        let files = if files.0 == files.1 {
            char::from(files.0).to_string()
        } else {
            format!("{}-{}", char::from(files.0), char::from(files.1))
        };
        out.push_str(&format!("{rank:>2}  {line}   {files}\n"));
    }
    let seats: Vec<String> = Player::all(rules.seats())
        .map(|s| {
            let done = match pos.finish_order(s) {
                Some(n) => format!(" (finished {n})"),
                None => String::new(),
            };
            format!("{} {}{done}", s.index() + 1, rules.seat_name(s))
        })
        .collect();
    out.push_str(&format!("seats: {}\n", seats.join(", ")));
    let turns = match rules.move_limit() {
        0 => format!(
            "{} played, no move limit",
            doska_core::text::counted(u64::from(pos.ply), "turn", "turns")
        ),
        limit => format!("{} of {limit} turns played", pos.ply),
    };
    match decide(rules, pos) {
        Some(outcome) => out.push_str(&format!("{outcome}; {turns}")),
        None => out.push_str(&format!(
            "{} ({}) to move; {turns}",
            rules.seat_name(pos.to_move),
            pos.to_move.index() + 1
        )),
    }
    out
}
