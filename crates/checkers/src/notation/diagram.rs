//! The diagram of a position for people: the board with its coordinates, and a last
//! line saying who is to move, or the result once the game is over.

use crate::board::piece::PieceKind;
use crate::board::square::Square;
use crate::outcome::result::seat_name;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

/// The board from White's side (rank 1 at the bottom), `w`/`b` for men and `W`/`B` for
/// kings, `.` for an empty playing square (blank for a light square of the dark
/// games); files below, ranks on the
/// left; then the side to move, or the result when the game is over by the rules
/// (repetition aside), and the move-limit counter when it is not 0. In column draughts
/// the board shows the top pieces, and a line before the last lists every column of
/// more than one piece, top first (`d4 WbB`).
pub(crate) fn diagram(rules: &Checkers, pos: &CheckersPosition) -> String {
    let n = pos.board_size().side();
    let all = pos.layout().all_squares();
    let mut s = String::new();
    for rank in (0..n).rev() {
        s.push_str(&format!("{:>2}", rank + 1));
        for file in 0..n {
            let sq = Square::new(file, rank).expect("on the board");
            let c = match pos.piece_at(sq) {
                // Neutral pieces: `o` a man, `O` a king.
                Some(p) if pos.is_neutral() => ['o', 'O'][usize::from(p.kind == PieceKind::King)],
                Some(p) => p.letter(),
                None if all || sq.is_dark() => '.',
                None => ' ',
            };
            s.push(' ');
            s.push(c);
        }
        s.push('\n');
    }
    s.push_str("  ");
    for file in 0..n {
        s.push(' ');
        s.push((b'a' + file) as char);
    }
    s.push('\n');
    // Column draughts: each column of more than one piece, top first.
    let columns: Vec<String> = pos
        .iter()
        .map(|(sq, _)| (sq, pos.column(sq)))
        .filter(|(_, c)| c.len() > 1)
        .map(|(sq, c)| format!("{sq} {}", c.iter().map(|p| p.letter()).collect::<String>()))
        .collect();
    if !columns.is_empty() {
        s.push_str(&format!("columns (top first): {}\n", columns.join(", ")));
    }
    match crate::engine::outcome(rules, pos) {
        Some(outcome) => s.push_str(&outcome.to_string()),
        None => s.push_str(&format!(
            "{} to move",
            seat_name(pos.side_to_move(), pos.is_neutral())
        )),
    }
    if pos.is_neutral() {
        if let Some(sq) = pos.last_moved() {
            s.push_str(&format!(", last moved {sq}"));
        }
        s.push_str(&format!(
            ", captured South {} North {}",
            pos.capture_counts()[0],
            pos.capture_counts()[1]
        ));
        if pos.plies_without_progress() != 0 {
            s.push_str(&format!(
                ", {} with four or fewer pieces",
                plies(pos.plies_without_progress())
            ));
        }
        return s;
    }
    if pos.plies_without_progress() != 0 && rules.goal() == crate::rules::choices::Goal::Wolf {
        s.push_str(&format!(
            ", {} without a sheep's step",
            plies(pos.plies_without_progress())
        ));
    } else if pos.plies_without_progress() != 0 {
        s.push_str(&format!(
            ", {} without a capture or a man's forward step",
            plies(pos.plies_without_progress())
        ));
    }
    s
}

/// `1 ply`, `5 plies`.
fn plies(n: impl Into<u64>) -> doska_core::text::Counted {
    doska_core::text::counted(n.into(), "ply", "plies")
}
