//! Move text: reading `c3-d4`, `c3:e5:c7`, `22x15` against a position, and writing the
//! shortest text that reads back.
//!
//! A text is two or more squares (algebraic or PDN numbers) joined by `-`, `:` or `x`:
//! the start, optionally landing squares, and the end. It names the legal move one of
//! whose routes starts and ends there and passes the given landing squares in order.
//! A route whose landing squares are exactly the ones given wins over routes that only
//! pass them, so a full route text is never ambiguous.

use crate::board::layout::{bit_of, board_mask, square_of_bit, Layout};
use crate::board::square::Square;
use crate::engine::{captures_into, legal_moves, quiet_moves_into};
use crate::movegen::captures::sinks::RouteSink;
use crate::moves::{layout_flags, CheckersMove, CheckersMoves, MoveError};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::variants::column::same_move;

/// Whether `part` looks like a square: a PDN number, or a lower-case file letter and
/// a rank number (whether that square exists is asked later).
fn square_shaped(part: &str) -> bool {
    let b = part.as_bytes();
    match b {
        [] => false,
        [letter, rank @ ..] if letter.is_ascii_lowercase() => {
            (1..=2).contains(&rank.len()) && rank.iter().all(u8::is_ascii_digit)
        }
        _ => b.iter().all(u8::is_ascii_digit),
    }
}

/// Reads the squares of a move text as bit indices of `layout`.
fn squares(text: &str, layout: Layout) -> Result<Vec<u8>, MoveError> {
    let board = layout.board();
    let t = text.trim();
    let syntax = |problem: &str| MoveError::Syntax {
        text: text.to_string(),
        problem: problem.to_string(),
    };
    // Not squares and separators at all: say what a move looks like.
    let mut parts = t
        .split(['-', ':', 'x'])
        .filter(|p| !p.is_empty())
        .peekable();
    if parts.peek().is_none() || !parts.all(square_shaped) {
        return Err(MoveError::NotAMove {
            text: text.to_string(),
        });
    }
    let mut out = Vec::new();
    for part in t.split(['-', ':', 'x']) {
        if part.is_empty() {
            return Err(syntax(
                "expected a square before and after each `-`, `:` or `x`",
            ));
        }
        let bad = || MoveError::BadSquare {
            text: text.to_string(),
            part: part.to_string(),
            board: board.name(),
            squares: if layout.all_squares() {
                "square"
            } else {
                "dark square"
            },
        };
        let sq = if part.bytes().all(|b| b.is_ascii_digit()) {
            // PDN numbers name the dark squares only.
            if layout.all_squares() {
                return Err(bad());
            }
            let n: u32 = if part.len() > 3 {
                u32::MAX
            } else {
                part.parse().unwrap_or(u32::MAX)
            };
            u8::try_from(n)
                .ok()
                .and_then(|n| board.square_of_number(n))
                .ok_or_else(bad)?
        } else {
            Square::from_ascii(part.as_bytes()).ok_or_else(bad)?
        };
        out.push(bit_of(layout, sq).ok_or_else(bad)?);
    }
    if out.len() < 2 {
        return Err(syntax("a move needs a start and an end square"));
    }
    Ok(out)
}

/// Whether `route` starts and ends where `sq` says and passes its middle squares in
/// order; `exact` when its landing squares are exactly those.
fn fits(route: &CheckersMove, sq: &[u8]) -> Option<bool> {
    let (first, last) = (sq[0], sq[sq.len() - 1]);
    if route.from != first || route.to != last {
        return None;
    }
    let middle = &sq[1..sq.len() - 1];
    let landings = &route.path[..route.len.saturating_sub(1) as usize];
    if !route.is_capture() {
        return middle.is_empty().then_some(true);
    }
    let mut it = landings.iter();
    if middle.iter().all(|m| it.any(|l| l == m)) {
        Some(middle == landings)
    } else {
        None
    }
}

/// Every route of the side to move: the steps, or every capture route (no majority
/// filter).
fn all_routes(
    rules: &Checkers,
    pos: &CheckersPosition,
    legal: &[CheckersMove],
) -> Vec<CheckersMove> {
    if legal.iter().any(CheckersMove::is_capture) {
        let mut sink = RouteSink::new(false, layout_flags(pos.layout()));
        captures_into(rules, pos, &mut sink);
        // Steps beside optional captures (`jumps=own-optional`).
        let mut routes = sink.keep.routes;
        routes.extend(legal.iter().filter(|m| !m.is_capture()).copied());
        routes
    } else {
        legal.to_vec()
    }
}

/// The legal move that `sq` names, given the routes and the legal moves.
fn resolve(
    text: &str,
    sq: &[u8],
    routes: &[CheckersMove],
    legal: &[CheckersMove],
    same: &dyn Fn(&CheckersMove, &CheckersMove) -> bool,
    full: &dyn Fn(&CheckersMove) -> String,
) -> Result<CheckersMove, MoveError> {
    let canonical = |r: &CheckersMove| legal.iter().find(|m| same(m, r)).copied();
    let mut exact = None;
    let mut fitting: Vec<CheckersMove> = Vec::new();
    let mut too_short = 0;
    for r in routes {
        let Some(is_exact) = fits(r, sq) else {
            continue;
        };
        match canonical(r) {
            Some(m) => {
                if is_exact {
                    exact = Some(m);
                }
                if !fitting.contains(&m) {
                    fitting.push(m);
                }
            }
            None => too_short = too_short.max(1),
        }
    }
    if let Some(m) = exact {
        return Ok(m);
    }
    match fitting.len() {
        1 => Ok(fitting[0]),
        0 if too_short > 0 => Err(MoveError::MustCaptureMore {
            text: text.to_string(),
            required: legal.first().map_or(0, CheckersMove::capture_count),
        }),
        0 => Err(MoveError::Illegal {
            text: text.to_string(),
        }),
        _ => Err(MoveError::Ambiguous {
            text: text.to_string(),
            candidates: fitting.iter().map(full).collect::<Vec<_>>().join(" or "),
        }),
    }
}

/// The legal moves of `pos` (none when the game is over).
fn legal(rules: &Checkers, pos: &CheckersPosition) -> CheckersMoves {
    let mut list = CheckersMoves::new();
    legal_moves(rules, pos, &mut list);
    list
}

/// The legal move of `pos` that `text` names.
pub(crate) fn read_move(
    rules: &Checkers,
    pos: &CheckersPosition,
    text: &str,
) -> Result<CheckersMove, MoveError> {
    if let Some(found) = read_pass_or_placement(rules, pos, text) {
        return found;
    }
    let sq = squares(text, pos.layout())?;
    let legal = legal(rules, pos);
    if legal.is_empty() {
        return Err(MoveError::GameOver {
            text: text.to_string(),
        });
    }
    let from = 1u64 << sq[0];
    if pos.is_neutral() && pos.last_bit() == sq[0] && !legal.iter().any(|m| m.from == sq[0]) {
        return Err(MoveError::LastMoved {
            text: text.to_string(),
            square: square_of_bit(pos.layout(), sq[0]),
        });
    }
    let own = if pos.is_neutral() {
        pos.white_bits()
    } else {
        pos.side_bits(pos.side_to_move())
    };
    if own & from & board_mask(pos.layout()) == 0 {
        return Err(MoveError::NoPiece {
            text: text.to_string(),
            square: square_of_bit(pos.layout(), sq[0]),
            colour: pos.side_to_move(),
        });
    }
    if legal[0].is_capture() && sq.len() == 2 {
        // A step where a capture is compulsory?
        let mut quiet = CheckersMoves::new();
        quiet_moves_into(rules, pos, &mut quiet);
        if quiet.iter().any(|m| fits(m, &sq).is_some())
            && !legal.iter().any(|m| fits(m, &sq).is_some())
        {
            return Err(MoveError::CaptureCompulsory {
                text: text.to_string(),
            });
        }
    }
    let routes = all_routes(rules, pos, &legal);
    // The candidates of an ambiguous text are named in its own squares: numbers for a
    // numbered text (`30x21x14 or 30x23x14`), algebraic squares otherwise.
    let style = if text.starts_with(|c: char| c.is_ascii_digit()) {
        Squares::Numbers
    } else {
        Squares::Algebraic
    };
    resolve(
        text,
        &sq,
        &routes,
        &legal,
        &|a, b| same_move(rules, pos, a, b),
        &|m| full_path(pos, m, style),
    )
}

/// Every square of `mv` (its start and each landing), written as `style` says.
fn full_path(pos: &CheckersPosition, mv: &CheckersMove, style: Squares) -> String {
    if style == Squares::Algebraic || pos.layout().all_squares() || !mv.is_capture() {
        return mv.to_string();
    }
    let number = |square: Square| {
        pos.board_size()
            .number_of(square)
            .map_or_else(|| square.to_string(), |n| n.to_string())
    };
    let mut text = number(mv.from());
    for square in mv.landings() {
        text.push('x');
        text.push_str(&number(square));
    }
    text
}

/// `pass`, or a single square naming a placement (the wolf and the sheep); `None`
/// when the text is neither.
fn read_pass_or_placement(
    rules: &Checkers,
    pos: &CheckersPosition,
    text: &str,
) -> Option<Result<CheckersMove, MoveError>> {
    let t = text.trim();
    let pass = t == "pass";
    let single = !pass && !t.contains(['-', ':', 'x']) && square_shaped(t);
    let placement = single && rules.placement() != crate::rules::choices::Placement::None;
    if !(pass || placement) {
        return None;
    }
    let legal = legal(rules, pos);
    let err = |e: fn(String) -> MoveError| Some(Err(e(text.to_string())));
    if legal.is_empty() {
        return err(|text| MoveError::GameOver { text });
    }
    let found = if pass {
        legal.iter().find(|m| m.is_pass())
    } else {
        let at = Square::from_ascii(t.as_bytes()).and_then(|sq| bit_of(pos.layout(), sq));
        legal.iter().find(|m| m.is_placement() && Some(m.to) == at)
    };
    match found {
        Some(m) => Some(Ok(*m)),
        None => err(|text| MoveError::Illegal { text }),
    }
}

/// How a move text names squares and joins them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Squares {
    /// `c3-d4`, `c3:e5:c7`: algebraic squares, `:` between the squares of a capture.
    Algebraic,
    /// `22-18`, `22x15`: PDN numbers, `x` between the squares of a capture, as FMJD
    /// scoresheets write them.
    Numbers,
}

/// The shortest text of the legal move `mv` of `pos` that [`read_move`] reads back.
pub(crate) fn write_move(rules: &Checkers, pos: &CheckersPosition, mv: &CheckersMove) -> String {
    write_move_as(rules, pos, mv, Squares::Algebraic)
}

/// The shortest text of the legal move `mv` of `pos` that [`read_move`] reads back, its
/// squares written as `style` says.
pub(crate) fn write_move_as(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
    style: Squares,
) -> String {
    let name = |i: u8| {
        let square = square_of_bit(pos.layout(), i);
        match style {
            Squares::Algebraic => square.to_string(),
            Squares::Numbers if pos.layout().all_squares() => square.to_string(),
            Squares::Numbers => pos
                .board_size()
                .number_of(square)
                .map_or_else(|| square.to_string(), |n| n.to_string()),
        }
    };
    let (step, jump) = match style {
        Squares::Algebraic => ('-', ':'),
        Squares::Numbers => ('-', 'x'),
    };
    if mv.is_pass() || mv.is_placement() {
        return mv.to_string();
    }
    if !mv.is_capture() {
        return format!("{}{step}{}", name(mv.from), name(mv.to));
    }
    let legal = legal(rules, pos);
    let routes = all_routes(rules, pos, &legal);
    let path = &mv.path[..mv.len as usize - 1];
    let text_of = |middle: &[u8]| {
        let mut sq = vec![mv.from];
        sq.extend_from_slice(middle);
        sq.push(mv.to);
        sq
    };
    let same = |a: &CheckersMove, b: &CheckersMove| same_move(rules, pos, a, b);
    let works = |middle: &[u8]| {
        resolve(
            "",
            &text_of(middle),
            &routes,
            &legal,
            &same,
            &ToString::to_string,
        )
        .is_ok_and(|m| m == *mv)
    };
    let write = |middle: &[u8]| {
        let mut s = name(mv.from);
        for &m in middle {
            s.push(jump);
            s.push_str(&name(m));
        }
        s.push(jump);
        s.push_str(&name(mv.to));
        s
    };
    if works(&[]) {
        return write(&[]);
    }
    for &a in path {
        if works(&[a]) {
            return write(&[a]);
        }
    }
    for i in 0..path.len() {
        for j in i + 1..path.len() {
            if works(&[path[i], path[j]]) {
                return write(&[path[i], path[j]]);
            }
        }
    }
    write(path)
}

impl Checkers {
    /// The shortest text of the legal move `mv` of `pos` in PDN square numbers, as FMJD
    /// scoresheets write moves: `32-28` for a step, `28x17` for a capture, with the
    /// landing squares needed to tell two captures apart (`28x19x10`). It reads back
    /// with [`Game::parse_move`](doska_core::Game::parse_move) like the algebraic form.
    /// On all 64 squares, which have no numbers, squares are written by name
    /// (`d3-d4`, `d4xd6`).
    ///
    /// ```
    /// use doska_checkers::Checkers;
    /// use doska_core::Game;
    /// let rules = Checkers::international();
    /// let pos = rules.start();
    /// let moves = rules.moves(&pos);
    /// let mut texts: Vec<String> = moves.iter().map(|m| rules.format_move_numeric(&pos, m)).collect();
    /// texts.sort();
    /// assert_eq!(texts, ["31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"]);
    /// assert_eq!(rules.parse_move(&pos, "32-28").unwrap(), rules.parse_move(&pos, "d4-e5").unwrap());
    /// ```
    pub fn format_move_numeric(&self, pos: &CheckersPosition, mv: &CheckersMove) -> String {
        write_move_as(self, pos, mv, Squares::Numbers)
    }
}
