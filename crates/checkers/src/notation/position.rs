//! PDN FEN: reading position text into an unvalidated [`Setup`], and validating a
//! setup against the rules into a [`CheckersPosition`].
//!
//! Grammar: `SIDE:W<list>:B<list>[:H<n>][:E<n>]`, `SIDE` is `W` or `B`; a list is
//! comma-separated squares, algebraic (`c3`) or PDN numbers (`22`, ranges `1-12`),
//! each optionally prefixed by `K` for a king. Either list may be empty or missing.
//! `H` counts the plies since the last capture or man move, `E` the plies of the
//! current FMJD counting endgame; both default to 0, and `E` is dropped (read as 0)
//! unless the rules count FMJD endings and the position is one. A trailing `.` (PDN) and
//! surrounding whitespace are ignored.
//!
//! A counter at or past the rules' limit is accepted (any number up to 65535): the
//! game is then over, drawn by the move limit (`H`) or by the FMJD count (`E`).
//!
//! On all 64 squares (Turkish draughts) the same grammar names any square of the 8×8
//! board, light or dark, by its algebraic name; PDN numbers, which number the dark
//! squares, are refused there.

use thiserror::Error;

use crate::board::colour::Colour;
use crate::board::dark::Geometry;
use crate::board::full;
use crate::board::layout::{bit_of, with_geometry, Layout};
use crate::board::piece::{Piece, PieceKind};
use crate::board::square::{BoardSize, Square};
use crate::outcome::{fmjd_class, FmjdClass};
use crate::position::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::MaterialDraws;
use crate::stacks::{Pile, Stacks};

/// Why a position text or setup was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum PositionError {
    /// The text does not follow the FEN grammar.
    #[error("cannot read position `{text}`: {problem}")]
    Syntax {
        /// The text given.
        text: String,
        /// What is wrong.
        problem: String,
    },
    /// An item of a piece list is not a square name or number.
    #[error("`{text}` is not a square (expected a name like c3 or a number 1-{max})")]
    NotASquare {
        /// The item.
        text: String,
        /// The largest square number of the board.
        max: u8,
    },
    /// A PDN square number on a board where every square is played: numbers name the
    /// dark squares only.
    #[error("`{text}` is a square number; on all 64 squares squares are named (a1 … h8)")]
    NumberOnFullBoard {
        /// The item.
        text: String,
    },
    /// A square that is not on this board.
    #[error("square `{text}` is off the {board} board")]
    OffBoard {
        /// The square as given.
        text: String,
        /// The board (`8x8`, `10x10`).
        board: &'static str,
    },
    /// A piece on a light square.
    #[error("{square} is a light square; pieces stand on the dark squares")]
    LightSquare {
        /// The square.
        square: Square,
    },
    /// A square given twice.
    #[error("square {square} is given twice")]
    DuplicateSquare {
        /// The square.
        square: Square,
    },
    /// A man on the rank where it would have been promoted.
    #[error("{colour} man on {square}, its own promotion rank")]
    ManOnPromotionRank {
        /// The square.
        square: Square,
        /// Its colour.
        colour: Colour,
    },
    /// More pieces of one colour than the rules start with.
    #[error("{colour} has {count} pieces; at most {max} on this board")]
    TooManyPieces {
        /// The colour.
        colour: Colour,
        /// How many were given.
        count: usize,
        /// The most allowed.
        max: u32,
    },
    /// No piece at all.
    #[error("no piece on the board")]
    NoPieces,
    /// Pieces beneath a top piece, where the rules do not stack pieces.
    #[error("a column on {square}, but these rules do not stack pieces (captured=stacked)")]
    NotStacked {
        /// The square.
        square: Square,
    },
    /// A column taller than all the pieces in play together.
    #[error("the column on {square} has {height} pieces; at most {max} are in play")]
    StackTooTall {
        /// The square.
        square: Square,
        /// Its height (top piece included).
        height: usize,
        /// The pieces of both sides at the start.
        max: u32,
    },
    /// Pieces beneath the top of a square without a top piece.
    #[error("pieces beneath the top of {square}, which is empty")]
    EmptyColumn {
        /// The square.
        square: Square,
    },
    /// A letter after a square that is not a piece (`w`, `b`, `W`, `B`).
    #[error(
        "`{item}`: after the square, the pieces beneath the top are w, b, W or B, not `{letter}`"
    )]
    NotAPiece {
        /// The item.
        item: String,
        /// The offending character.
        letter: char,
    },
    /// Neutral pieces: the `L` field names a square without a piece.
    #[error("the last-moved square {square} (field L) holds no piece")]
    LastMovedEmpty {
        /// The square.
        square: Square,
    },
    /// Neutral pieces: the pieces on the board and the captured ones (field `C`) are
    /// more than the start has.
    #[error("{on_board} pieces on the board and {captured} captured are more than the {max} of the start")]
    TooManyCaptured {
        /// Pieces on the board.
        on_board: u32,
        /// Pieces captured (both players).
        captured: u32,
        /// Pieces at the start.
        max: u32,
    },
    /// The wolf and the sheep: Black (the sheep) to move, but the wolf is not on the
    /// board: it is placed by White's first move, so White moves first.
    #[error("Black to move, but the wolf is not on the board: White's first move places it")]
    WolfNotPlaced,
    /// A king in a game without promotion (the wolf and the sheep).
    #[error("a king on {square}: pieces are never crowned in this game")]
    NoKings {
        /// The square.
        square: Square,
    },
}

/// An unvalidated position: pieces on squares, the side to move and the counters.
/// [`Checkers::position`] checks it against the rules.
///
/// ```
/// use doska_checkers::{BoardSize, Checkers, Colour, Piece, Setup, Square};
/// let mut setup = Setup::empty(Colour::White);
/// setup.pieces.push((Square::parse("c3").unwrap(), Piece::man(Colour::White)));
/// setup.pieces.push((Square::parse("d4").unwrap(), Piece::man(Colour::Black)));
/// let pos = Checkers::classic().position(&setup).unwrap();
/// assert_eq!(pos.to_string(), "W:Wc3:Bd4");
/// assert_eq!(Setup::parse("W:Wc3:Bd4", BoardSize::Eight).unwrap(), setup);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// The side to move.
    pub side: Colour,
    /// The pieces and their squares.
    pub pieces: Vec<(Square, Piece)>,
    /// Plies since the last capture or man move.
    pub plies_without_progress: u16,
    /// Plies of the current FMJD counting endgame.
    pub endgame_plies: u16,
    /// Column draughts: the pieces beneath the top piece of a square (its entry of
    /// [`pieces`](Setup::pieces)), from the one just under the top down to the bottom.
    /// A square not listed holds its top piece alone.
    pub beneath: Vec<(Square, Vec<Piece>)>,
}

impl Setup {
    /// No pieces, `side` to move, counters zero.
    pub fn empty(side: Colour) -> Setup {
        Setup {
            side,
            pieces: Vec::new(),
            plies_without_progress: 0,
            endgame_plies: 0,
            beneath: Vec::new(),
        }
    }

    /// The setup of a position.
    pub fn of(position: &CheckersPosition) -> Setup {
        Setup {
            side: position.side,
            pieces: position.iter().collect(),
            plies_without_progress: position.quiet,
            endgame_plies: position.endgame,
            beneath: position
                .iter()
                .map(|(sq, _)| (sq, position.column(sq)[1..].to_vec()))
                .filter(|(_, under)| !under.is_empty())
                .collect(),
        }
    }

    /// Reads a PDN FEN of a game on the dark squares; `board` says how PDN square
    /// numbers are read and which squares exist.
    ///
    /// # Errors
    /// [`PositionError`] naming the offending text: bad syntax, an item that is not a
    /// square, a square off the board or a light square.
    pub fn parse(text: &str, board: BoardSize) -> Result<Setup, PositionError> {
        let layout = match board {
            BoardSize::Eight => Layout::Dark8,
            BoardSize::Ten => Layout::Dark10,
        };
        Setup::parse_on(text, layout)
    }

    /// Reads a PDN FEN for `rules`: on their board and their playing squares (the dark
    /// squares, or all 64).
    ///
    /// # Errors
    /// As [`Setup::parse`]; on all 64 squares a square number is refused.
    ///
    /// ```
    /// use doska_checkers::{Checkers, Setup};
    /// let setup = Setup::parse_for("W:Wd3,Kh1:Bd4", &Checkers::turkish()).unwrap();
    /// assert_eq!(setup.pieces.len(), 3);
    /// assert!(Setup::parse_for("W:W22:B", &Checkers::turkish()).is_err());
    /// ```
    pub fn parse_for(text: &str, rules: &Checkers) -> Result<Setup, PositionError> {
        Setup::parse_on(text, rules.layout())
    }

    fn parse_on(text: &str, layout: Layout) -> Result<Setup, PositionError> {
        let syntax = |problem: &str| PositionError::Syntax {
            text: text.to_string(),
            problem: problem.to_string(),
        };
        let body = text.trim();
        let body = body.strip_suffix('.').unwrap_or(body);
        let mut fields = body.split(':');
        let side = match fields.next().map(str::trim) {
            Some("W") => Colour::White,
            Some("B") => Colour::Black,
            _ => return Err(syntax("it must begin with the side to move, W or B")),
        };
        let mut setup = Setup::empty(side);
        let (mut seen_w, mut seen_b, mut seen_h, mut seen_e) = (false, false, false, false);
        for field in fields {
            let field = field.trim();
            let Some(&tag) = field.as_bytes().first() else {
                return Err(syntax("an empty field between colons"));
            };
            let seen = match tag {
                b'W' => &mut seen_w,
                b'B' => &mut seen_b,
                b'H' => &mut seen_h,
                b'E' => &mut seen_e,
                _ => {
                    return Err(syntax(&format!(
                        "unknown field `{field}` (expected W…, B…, H<n> or E<n>)"
                    )))
                }
            };
            if *seen {
                return Err(syntax(&format!("field {} given twice", char::from(tag))));
            }
            *seen = true;
            // The tag is one ASCII byte, so the rest starts on a character boundary.
            let rest = &field[1..];
            match tag {
                b'W' | b'B' => {
                    let colour = if tag == b'W' {
                        Colour::White
                    } else {
                        Colour::Black
                    };
                    parse_list(rest, colour, layout, &mut setup, &syntax)?;
                }
                _ => {
                    let n = rest
                        .parse::<u16>()
                        .ok()
                        .filter(|_| rest.bytes().all(|b| b.is_ascii_digit()))
                        .ok_or_else(|| {
                            syntax(&format!("`{field}` needs a number of plies up to 65535"))
                        })?;
                    if tag == b'H' {
                        setup.plies_without_progress = n;
                    } else {
                        setup.endgame_plies = n;
                    }
                }
            }
        }
        Ok(setup)
    }
}

/// Splits the pieces beneath a column's top off the end of a list item: the letters
/// after the square's name or number (`d4bB`: `d4`, then `b`, `B`).
fn split_beneath(item: &str, name: &str) -> Result<(usize, Vec<Piece>), PositionError> {
    let b = name.as_bytes();
    // A name is a letter and digits, a number digits (or a range `1-12`).
    let mut end = usize::from(b.first().is_some_and(u8::is_ascii_lowercase));
    while end < b.len() && (b[end].is_ascii_digit() || (b[end] == b'-' && end > 0)) {
        end += 1;
    }
    if !b[..end].iter().any(u8::is_ascii_digit) {
        // Not a square followed by pieces: the whole item is read (and refused) as a square.
        return Ok((name.len(), Vec::new()));
    }
    let mut under = Vec::new();
    for letter in name[end..].chars() {
        let (colour, kind) = match letter {
            'w' => (Colour::White, PieceKind::Man),
            'W' => (Colour::White, PieceKind::King),
            'b' => (Colour::Black, PieceKind::Man),
            'B' => (Colour::Black, PieceKind::King),
            _ => {
                return Err(PositionError::NotAPiece {
                    item: item.to_string(),
                    letter,
                })
            }
        };
        under.push(Piece { colour, kind });
    }
    Ok((end, under))
}

pub(crate) fn parse_list(
    list: &str,
    colour: Colour,
    layout: Layout,
    setup: &mut Setup,
    syntax: &dyn Fn(&str) -> PositionError,
) -> Result<(), PositionError> {
    if list.trim().is_empty() {
        return Ok(());
    }
    for item in list.split(',') {
        let item = item.trim();
        if item.is_empty() {
            return Err(syntax("an empty item in a piece list"));
        }
        let (kind, name) = match item.strip_prefix('K') {
            Some(rest) => (PieceKind::King, rest),
            None => (PieceKind::Man, item),
        };
        let (end, under) = split_beneath(item, name)?;
        let name = &name[..end];
        if !under.is_empty() && name.contains('-') {
            return Err(syntax(
                "a range of squares cannot carry the pieces of a column",
            ));
        }
        let piece = Piece { colour, kind };
        let board = layout.board();
        let not_square = || PositionError::NotASquare {
            text: item.to_string(),
            max: board.dark_squares(),
        };
        if name.bytes().next().is_some_and(|b| b.is_ascii_digit()) {
            if layout.all_squares() {
                return Err(PositionError::NumberOnFullBoard {
                    text: item.to_string(),
                });
            }
            let (lo, hi) = match name.split_once('-') {
                Some((a, b)) => (number(a, board, item)?, number(b, board, item)?),
                None => {
                    let n = number(name, board, item)?;
                    (n, n)
                }
            };
            if lo > hi {
                return Err(not_square());
            }
            for n in lo..=hi {
                let sq = board.square_of_number(n).ok_or_else(not_square)?;
                setup.pieces.push((sq, piece));
                if !under.is_empty() {
                    setup.beneath.push((sq, under.clone()));
                }
            }
        } else {
            let sq = Square::parse(name).ok_or_else(not_square)?;
            if !board.contains(sq) {
                return Err(PositionError::OffBoard {
                    text: name.to_string(),
                    board: board.name(),
                });
            }
            if !sq.is_dark() && !layout.all_squares() {
                return Err(PositionError::LightSquare { square: sq });
            }
            setup.pieces.push((sq, piece));
            if !under.is_empty() {
                setup.beneath.push((sq, under));
            }
        }
    }
    Ok(())
}

fn number(text: &str, board: BoardSize, item: &str) -> Result<u8, PositionError> {
    if text.is_empty() || text.len() > 3 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PositionError::NotASquare {
            text: item.to_string(),
            max: board.dark_squares(),
        });
    }
    let n: u32 = text.parse().unwrap_or(u32::MAX);
    if n == 0 || n > u32::from(board.dark_squares()) {
        return Err(PositionError::OffBoard {
            text: text.to_string(),
            board: board.name(),
        });
    }
    Ok(n as u8)
}

impl Checkers {
    /// Validates a setup for these rules.
    ///
    /// # Errors
    /// [`PositionError`]: a square off the board or light, a square used twice, a man
    /// on its own promotion rank, more pieces of a colour than the rules start with, or
    /// no piece at all.
    pub fn position(&self, setup: &Setup) -> Result<CheckersPosition, PositionError> {
        let layout = self.layout();
        let board = layout.board();
        let mut pos = CheckersPosition {
            white: 0,
            black: 0,
            kings: 0,
            side: setup.side,
            layout,
            quiet: setup.plies_without_progress,
            endgame: setup.endgame_plies,
            stacks: Stacks::default(),
            last: crate::position::NO_LAST,
            captures: [0; 2],
            neutral: self.pieces() == crate::rules::choices::Pieces::Neutral,
        };
        let (top, bottom) = with_geometry!(
            layout,
            G => (G::TOP, G::BOTTOM),
            full => (full::RANK_8, full::RANK_1)
        );
        for &(sq, piece) in &setup.pieces {
            let i = match bit_of(layout, sq) {
                Some(i) => i,
                None if !board.contains(sq) => {
                    return Err(PositionError::OffBoard {
                        text: sq.to_string(),
                        board: board.name(),
                    })
                }
                None => return Err(PositionError::LightSquare { square: sq }),
            };
            let b = 1u64 << i;
            if pos.occupied_bits() & b != 0 {
                return Err(PositionError::DuplicateSquare { square: sq });
            }
            let promo = match piece.colour {
                Colour::White => top,
                Colour::Black => bottom,
            };
            // Neutral men stand on both end ranks at the start; the wolf starts on
            // rank 8 and the sheep on rank 1; in column draughts a man freed on its far
            // rank stays a man.
            let ranks_free = pos.neutral || self.goal() == crate::rules::choices::Goal::Wolf;
            if piece.kind == PieceKind::Man && promo & b != 0 && !ranks_free && !self.stacked() {
                return Err(PositionError::ManOnPromotionRank {
                    square: sq,
                    colour: piece.colour,
                });
            }
            match piece.colour {
                _ if pos.neutral => pos.white |= b,
                Colour::White => pos.white |= b,
                Colour::Black => pos.black |= b,
            }
            if piece.kind == PieceKind::King {
                pos.kings |= b;
            }
        }
        self.put_beneath(&mut pos, setup)?;
        for colour in Colour::ALL {
            let count = pos.count_all(colour).0;
            let max = crate::notation::variants::max_pieces(self, colour);
            if count > max {
                return Err(PositionError::TooManyPieces {
                    colour,
                    count: count as usize,
                    max,
                });
            }
        }
        crate::notation::variants::validate(self, &pos)?;
        if pos.occupied_bits() == 0 {
            return Err(PositionError::NoPieces);
        }
        // The FMJD count means something only in a counting ending of FMJD rules.
        if self.material_draws() != MaterialDraws::Fmjd || fmjd_class(&pos) == FmjdClass::None {
            pos.endgame = 0;
        }
        Ok(pos)
    }
}

impl Checkers {
    /// Puts the pieces beneath the tops of `setup` under the tops of `pos`.
    fn put_beneath(&self, pos: &mut CheckersPosition, setup: &Setup) -> Result<(), PositionError> {
        if let Some((square, _)) = setup.beneath.iter().find(|(_, u)| !u.is_empty()) {
            if !self.stacked() {
                return Err(PositionError::NotStacked { square: *square });
            }
        }
        if !self.stacked() {
            // Nothing beneath; the caller counts the pieces against the rules' limit.
            return Ok(());
        }
        let max = 2 * self.max_pieces();
        if let Some((square, under)) = setup
            .beneath
            .iter()
            .find(|(_, u)| u.len() + 1 > max as usize)
        {
            return Err(PositionError::StackTooTall {
                square: *square,
                height: under.len() + 1,
                max,
            });
        }
        // Refuse too many pieces before stacking any (64 bits hold the buried pieces
        // of two full sides, not more).
        for colour in Colour::ALL {
            let count = pos.side_bits(colour).count_ones() as usize
                + setup
                    .beneath
                    .iter()
                    .flat_map(|(_, under)| under)
                    .filter(|p| p.colour == colour)
                    .count();
            if count > self.max_pieces() as usize {
                return Err(PositionError::TooManyPieces {
                    colour,
                    count,
                    max: self.max_pieces(),
                });
            }
        }
        let mut done = 0u64;
        for (sq, under) in &setup.beneath {
            let square = *sq;
            if under.is_empty() {
                continue;
            }
            if !self.stacked() {
                return Err(PositionError::NotStacked { square });
            }
            let Some(i) = bit_of(pos.layout, square) else {
                return Err(PositionError::LightSquare { square });
            };
            if pos.occupied_bits() >> i & 1 == 0 {
                return Err(PositionError::EmptyColumn { square });
            }
            if done >> i & 1 != 0 {
                return Err(PositionError::DuplicateSquare { square });
            }
            done |= 1 << i;
            let mut pile = Pile::default();
            for p in under {
                pile.push_bottom(p.colour, p.kind == PieceKind::King);
            }
            pos.stacks.put(u32::from(i), pile);
        }
        Ok(())
    }
}

/// Reads a PDN FEN for `rules` ([`Setup::parse`], then [`Checkers::position`]).
pub(crate) fn read_position(
    rules: &Checkers,
    text: &str,
) -> Result<CheckersPosition, PositionError> {
    if rules.pieces() == crate::rules::choices::Pieces::Neutral && !rules.layout().all_squares() {
        return crate::notation::variants::read_neutral(rules, text);
    }
    rules.position(&Setup::parse_for(text, rules)?)
}
