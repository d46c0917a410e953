//! The Hub's texts for draughts: variants ([`variant`], [`variants`]), positions
//! ([`parse_position`], [`format_position`]) and moves ([`parse_move`],
//! [`format_move`]). Every reader takes any text and never panics.
//!
//! A position is the side to move (`W` or `B`) and one letter per numbered square in
//! PDN order: `w` and `b` men, `W` and `B` kings, `e` empty (51 letters on 10×10, 33 on
//! 8×8). A move is written with PDN square numbers: `32-28` for a step, and for a
//! capture the start, the end and every captured square, all joined by `x`
//! (`28x19x23`: from 28 to 19, taking 23), the captured squares in any order.

use doska::checkers::{
    BoardSize, Captured, Checkers, CheckersFamily, CheckersMove, CheckersPosition, Colour, Piece,
    Pieces, Placement, PlayingSquares, Setup,
};
use doska::core::registry::Family;
use doska::core::Game;

use super::error::HubError;

/// Other names a client may give a variant, and the preset each names.
const ALIASES: &[(&str, &str)] = &[
    ("normal", "international"),
    ("standard", "international"),
    ("english", "american"),
    ("brazilian", "classic"),
];

/// Whether the rules can be played over Hub: pieces on the numbered dark squares, each
/// belonging to a side, one piece a square (no columns), every piece on the board from
/// the start (no placement move), so that the position and move texts say everything.
pub fn playable(rules: &Checkers) -> bool {
    rules.playing_squares() == PlayingSquares::Dark
        && rules.pieces() == Pieces::Sided
        && rules.captured() == Captured::Removed
        && rules.placement() == Placement::None
}

/// The presets of the `checkers` family that can be played over Hub, in the family's
/// order (the values of the `variant` parameter).
///
/// ```
/// let names = doska_engine::hub::variants();
/// assert!(names.contains(&"international") && names.contains(&"american"));
/// assert!(!names.contains(&"turkish"));
/// ```
pub fn variants() -> Vec<&'static str> {
    CheckersFamily::PRESETS
        .iter()
        .filter(|p| playable(&p.rules))
        .map(|p| p.name)
        .collect()
}

/// The rules a `variant` value names: a preset (`international`), an alias (`normal`
/// and `standard` for international, `english` for american, `brazilian` for classic),
/// optionally with the family's options (`international:draws=none`) and the family
/// prefix (`checkers/russian`).
///
/// # Errors
/// [`HubError::Variant`] for a spec that does not read, or rules that cannot be played
/// over Hub (all 64 squares, columns, neutral pieces, a placement move).
///
/// ```
/// use doska_engine::hub::variant;
/// use doska::checkers::Checkers;
/// assert_eq!(variant("normal").unwrap(), Checkers::international());
/// assert_eq!(variant("english").unwrap(), Checkers::american());
/// assert!(variant("international:draws=none").is_ok());
/// assert!(variant("turkish").is_err());
/// ```
pub fn variant(text: &str) -> Result<Checkers, HubError> {
    let text = text.trim();
    let body = text.strip_prefix("checkers/").unwrap_or(text);
    let (preset, options) = match body.split_once(':') {
        Some((p, o)) => (p, Some(o)),
        None => (body, None),
    };
    let preset = ALIASES
        .iter()
        .find(|(alias, _)| *alias == preset)
        .map_or(preset, |(_, name)| name);
    let spec = match options {
        Some(o) => format!("checkers/{preset}:{o}"),
        None => format!("checkers/{preset}"),
    };
    let rules = CheckersFamily::from_spec(&spec)
        .map_err(|e| HubError::Variant(format!("variant {text}: {e}")))?;
    if !playable(&rules) {
        return Err(HubError::Variant(format!(
            "variant {text} cannot be played over Hub (it needs numbered squares, sided \
             pieces, no columns and no placement); playable: {}",
            variants().join(", ")
        )));
    }
    Ok(rules)
}

/// The `variant` value of the rules: their spec without the family prefix
/// (`international`, `russian:draws=none`).
pub fn variant_name(rules: &Checkers) -> String {
    let name = rules.name();
    match name.strip_prefix("checkers/") {
        Some(rest) => rest.to_string(),
        None => name,
    }
}

/// The letter of a piece in a position text.
fn letter(piece: Option<Piece>) -> char {
    piece.map_or('e', Piece::letter)
}

/// The position text of `pos`: the side to move, then a letter per numbered square.
///
/// ```
/// use doska_engine::hub::format_position;
/// use doska::checkers::Checkers;
/// use doska::core::Game;
/// let rules = Checkers::international();
/// assert_eq!(
///     format_position(&rules, &rules.start()),
///     "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww"
/// );
/// ```
pub fn format_position(rules: &Checkers, pos: &CheckersPosition) -> String {
    let board = rules.board();
    let mut text = String::with_capacity(usize::from(board.dark_squares()) + 1);
    text.push(match pos.side_to_move() {
        Colour::White => 'W',
        Colour::Black => 'B',
    });
    for n in 1..=board.dark_squares() {
        text.push(letter(
            board.square_of_number(n).and_then(|sq| pos.piece_at(sq)),
        ));
    }
    text
}

/// Reads a position text for `rules` (which must be [`playable`]).
///
/// # Errors
/// [`HubError::Position`] for a text of the wrong length, a side other than `W` or
/// `B`, a letter other than `w b W B e`, or a position the rules refuse (a man on its
/// own promotion rank, more pieces than the rules start with).
///
/// ```
/// use doska_engine::hub::{format_position, parse_position};
/// use doska::checkers::Checkers;
/// let rules = Checkers::american();
/// let text = "Bbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";
/// assert_eq!(format_position(&rules, &parse_position(&rules, text).unwrap()), text);
/// assert!(parse_position(&rules, "Wbbb").is_err());
/// ```
pub fn parse_position(rules: &Checkers, text: &str) -> Result<CheckersPosition, HubError> {
    let board = rules.board();
    let squares = usize::from(board.dark_squares());
    let bad = |problem: String| HubError::Position(problem);
    if !playable(rules) {
        return Err(bad(format!("{} has no Hub positions", variant_name(rules))));
    }
    let mut letters = text.chars();
    let side = match letters.next() {
        Some('W') => Colour::White,
        Some('B') => Colour::Black,
        _ => return Err(bad("it begins with the side to move, W or B".into())),
    };
    let mut setup = Setup::empty(side);
    let mut count = 0usize;
    for (i, c) in letters.enumerate() {
        count = i + 1;
        if count > squares {
            break;
        }
        let piece = match c {
            'w' => Piece::man(Colour::White),
            'b' => Piece::man(Colour::Black),
            'W' => Piece::king(Colour::White),
            'B' => Piece::king(Colour::Black),
            'e' => continue,
            other => {
                return Err(bad(format!(
                    "square {count} is {}; the letters are w, b, W, B and e",
                    quoted_char(other)
                )))
            }
        };
        let square = u8::try_from(count)
            .ok()
            .and_then(|n| board.square_of_number(n))
            .ok_or_else(|| bad(format!("no square {count} on {}", board_name(board))))?;
        setup.pieces.push((square, piece));
    }
    if count != squares {
        let given = text.chars().count();
        return Err(bad(format!(
            "{} letters, not {}: the side to move and one letter for each of the {squares} squares of {}",
            given,
            squares + 1,
            board_name(board)
        )));
    }
    rules.position(&setup).map_err(|e| bad(e.to_string()))
}

fn quoted_char(c: char) -> String {
    if c.is_control() {
        format!("U+{:04X}", u32::from(c))
    } else {
        format!("`{c}`")
    }
}

fn board_name(board: BoardSize) -> &'static str {
    match board {
        BoardSize::Eight => "8x8",
        BoardSize::Ten => "10x10",
    }
}

/// The Hub text of a move: `32-28`, or `28x19x23` (start, end, then every captured
/// square in ascending order).
///
/// ```
/// use doska_engine::hub::{format_move, parse_move};
/// use doska::checkers::Checkers;
/// use doska::core::Game;
/// let rules = Checkers::international();
/// let mut pos = rules.start();
/// for text in ["32-28", "19-23"] {
///     let mv = parse_move(&rules, &pos, text).unwrap();
///     rules.play(&mut pos, &mv).unwrap();
/// }
/// let capture = parse_move(&rules, &pos, "28x19").unwrap();
/// assert_eq!(format_move(&capture), "28x19x23");
/// ```
pub fn format_move(mv: &CheckersMove) -> String {
    let board = mv.board_size();
    let number = |sq| {
        board
            .number_of(sq)
            .map_or_else(|| sq.to_string(), |n| n.to_string())
    };
    if !mv.is_capture() {
        return format!("{}-{}", number(mv.from()), number(mv.to()));
    }
    let mut captured: Vec<u8> = mv
        .captured()
        .iter()
        .filter_map(|sq| board.number_of(sq))
        .collect();
    captured.sort_unstable();
    let mut text = format!("{}x{}", number(mv.from()), number(mv.to()));
    for n in captured {
        text.push('x');
        text.push_str(&n.to_string());
    }
    text
}

/// The squares of a text in the Hub's form: numbers joined by `-` (a step) or by `x` (a
/// capture), each a square of `board`; `None` when the text has another form.
fn hub_form(text: &str, board: BoardSize) -> Option<(bool, Vec<u8>)> {
    let capture = text.contains('x');
    if capture && text.contains('-') {
        return None;
    }
    let parts: Vec<&str> = text.split(if capture { 'x' } else { '-' }).collect();
    if parts.len() < 2 || (!capture && parts.len() != 2) {
        return None;
    }
    let numbers = parts
        .iter()
        .map(|p| {
            if p.is_empty() || p.len() > 2 || !p.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            p.parse::<u8>()
                .ok()
                .filter(|&n| board.square_of_number(n).is_some())
        })
        .collect::<Option<Vec<u8>>>()?;
    Some((capture, numbers))
}

/// Reads a move of `pos`: the Hub's form (`32-28`; `28x19x23` with the captured squares
/// in any order; `28x19` when one capture goes from 28 to 19), else any text the
/// rules read ([`Game::parse_move`]: `d4-e5`, the landing squares `28x19x10`). The
/// Hub's form is tried first, so `a x b x c` means from `a` to `b` taking `c` whenever
/// such a capture is legal.
///
/// # Errors
/// [`HubError::Move`] for a text that is no move, a move that is not legal, or a short
/// form that fits several captures.
pub fn parse_move(
    rules: &Checkers,
    pos: &CheckersPosition,
    text: &str,
) -> Result<CheckersMove, HubError> {
    let text = text.trim();
    let refuse = |reason: String| HubError::Move {
        text: text.to_string(),
        reason,
    };
    if text.is_empty() {
        return Err(refuse("an empty move".into()));
    }
    if let Some((capture, numbers)) = hub_form(text, rules.board()) {
        let board = rules.board();
        let number = |sq| board.number_of(sq);
        let legal = rules.moves(pos);
        let ends = |m: &&CheckersMove| {
            m.is_capture() == capture
                && number(m.from()) == Some(numbers[0])
                && number(m.to()) == Some(numbers[1])
        };
        let fitting: Vec<&CheckersMove> = if numbers.len() == 2 {
            legal.iter().filter(ends).collect()
        } else {
            let mut given = numbers[2..].to_vec();
            given.sort_unstable();
            legal
                .iter()
                .filter(ends)
                .filter(|m| {
                    let mut taken: Vec<u8> = m.captured().iter().filter_map(number).collect();
                    taken.sort_unstable();
                    taken == given
                })
                .collect()
        };
        match fitting.as_slice() {
            [one] => return Ok(**one),
            // Several captures with the same start, end and captured squares differ in
            // their route only where the Hub cannot tell them apart: any will do.
            [first, ..] if numbers.len() > 2 => return Ok(**first),
            [_, _, ..] => {
                let options: Vec<String> = fitting.iter().map(|m| format_move(m)).collect();
                return Err(refuse(format!(
                    "ambiguous: it could be {}",
                    options.join(" or ")
                )));
            }
            [] => {}
        }
    }
    rules
        .parse_move(pos, text)
        .map_err(|e| refuse(e.to_string()))
}
