//! DXP's moves and positions as Doska's: a [`DxpMove`] found among the legal moves, a
//! [`CheckersMove`] written as one, and the 50 squares of a game request's position.

use doska::checkers::{
    Checkers, CheckersMove, CheckersPosition, Colour, Piece, PieceKind, Squares,
};
use doska::core::{Game, Position};

use crate::dxp::message::{DxpError, DxpMove, Start, SQUARES};

/// `mv` as DXP writes it, with `seconds` spent on it; the captured squares ascending.
///
/// ```
/// use doska::checkers::CheckersFamily;
/// use doska::core::{registry::Family, Game};
/// use doska_engine::dxp::dxp_move;
/// let rules = CheckersFamily::from_spec("checkers/international").unwrap();
/// let pos = rules.parse_position("W:W32:B27").unwrap();
/// let moves = rules.moves(&pos);
/// let m = dxp_move(&moves[0], 3);
/// assert_eq!((m.from, m.to, m.captured), (32, 21, vec![27]));
/// ```
pub fn dxp_move(mv: &CheckersMove, seconds: u16) -> DxpMove {
    let board = mv.board_size();
    let number = |square| board.number_of(square).unwrap_or(0);
    let mut captured: Vec<u8> = mv.captured().iter().map(number).collect();
    captured.sort_unstable();
    DxpMove {
        seconds,
        from: number(mv.from()),
        to: number(mv.to()),
        captured,
    }
}

/// The legal move of `pos` that `mv` names: the one with its start, end and captured
/// squares. A move that lists no captured squares is taken for the one legal move with
/// its start and end, if there is exactly one (some programs leave the captures out).
///
/// # Errors
/// [`DxpError::IllegalMove`] when no legal move fits, [`DxpError::AmbiguousMove`] when
/// several do.
pub fn find_move(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &DxpMove,
) -> Result<CheckersMove, DxpError> {
    let board = pos.board_size();
    let illegal = || DxpError::IllegalMove(describe(mv));
    let square = |n: u8| board.square_of_number(n).ok_or_else(illegal);
    let (from, to) = (square(mv.from)?, square(mv.to)?);
    let mut captured = Squares::EMPTY;
    for &n in &mv.captured {
        captured.insert(square(n)?);
    }
    if captured.count() as usize != mv.captured.len() {
        return Err(illegal());
    }
    let moves = rules.moves(pos);
    let mut fitting = moves.iter().filter(|m| {
        m.from() == from && m.to() == to && (mv.captured.is_empty() || m.captured() == captured)
    });
    match (fitting.next(), fitting.count()) {
        (Some(found), 0) => Ok(*found),
        (None, _) => Err(illegal()),
        (Some(_), more) => Err(DxpError::AmbiguousMove(describe(mv), more + 1)),
    }
}

/// A DXP move in words: `32-28`, or `28x19 capturing 23` (squares as sent).
pub fn describe(mv: &DxpMove) -> String {
    if mv.captured.is_empty() {
        format!("{}-{}", mv.from, mv.to)
    } else {
        let list: Vec<String> = mv.captured.iter().map(u8::to_string).collect();
        format!("{}x{} capturing {}", mv.from, mv.to, list.join(","))
    }
}

/// The position a game starts from: the rules' start for [`Start::Initial`], else the
/// squares given.
///
/// # Errors
/// [`DxpError::Position`] when the rules refuse the position.
pub fn start_position(rules: &Checkers, start: &Start) -> Result<CheckersPosition, DxpError> {
    match start {
        Start::Initial => Ok(rules.start()),
        Start::Position { to_move, squares } => position_from_squares(rules, *to_move, squares),
    }
}

/// The position with `to_move` to move and the pieces of `squares` (index 0 is square
/// 1).
///
/// # Errors
/// [`DxpError::Position`] when the rules refuse it (the rules are not on 10×10, a man
/// stands where it cannot).
pub fn position_from_squares(
    rules: &Checkers,
    to_move: Colour,
    squares: &[Option<Piece>; SQUARES],
) -> Result<CheckersPosition, DxpError> {
    let side = |colour: Colour| {
        let pieces: Vec<String> = (1..)
            .zip(squares)
            .filter_map(|(n, piece)| match piece {
                Some(p) if p.colour == colour => Some(match p.kind {
                    PieceKind::Man => format!("{n}"),
                    PieceKind::King => format!("K{n}"),
                }),
                _ => None,
            })
            .collect();
        pieces.join(",")
    };
    let fen = format!(
        "{}:W{}:B{}",
        to_move.letter().to_ascii_uppercase(),
        side(Colour::White),
        side(Colour::Black)
    );
    rules
        .parse_position(&fen)
        .map_err(|e| DxpError::Position(e.to_string()))
}

/// The side to move and the piece on each square 1–50 of `pos` (a 10×10 position).
pub fn squares_of(pos: &CheckersPosition) -> (Colour, [Option<Piece>; SQUARES]) {
    let board = pos.board_size();
    let mut squares = [None; SQUARES];
    for (n, piece) in (1..).zip(squares.iter_mut()) {
        *piece = board.square_of_number(n).and_then(|s| pos.piece_at(s));
    }
    let to_move = Colour::from_player(pos.to_move()).unwrap_or(Colour::White);
    (to_move, squares)
}
