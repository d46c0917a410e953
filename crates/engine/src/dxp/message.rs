//! The messages of DXP and their bytes: [`Message`], its fields, and [`DxpError`], why
//! bytes are not a message (or a move is not one of the legal moves).
//!
//! [`Message::encode`] writes a message without the NUL that ends it on the wire
//! ([`Message::frame`] adds it); [`Message::decode`] reads the bytes of one message
//! (the NUL already removed) and refuses, with an error and never a panic, every
//! deviation from the fixed layouts: a wrong length, a byte outside ASCII 1–127, a
//! field that is not its number of digits, an unknown colour or code, a square outside
//! 1–50.

use std::fmt;

use doska::checkers::{Colour, Piece, PieceKind};
use thiserror::Error;

/// The longest message in bytes, the NUL not counted.
pub const MAX_LEN: usize = 127;

/// The width of a program name in a game request or accept, padded with spaces.
pub const NAME_LEN: usize = 32;

/// The squares of the board of international draughts, numbered 1–50.
pub const SQUARES: usize = 50;

/// The most pieces one move may capture.
pub const MAX_CAPTURES: usize = 20;

/// The length of a game request from the initial position (`A`).
const REQUEST_INITIAL_LEN: usize = 43;

/// The length of a game request with a position (`B`).
const REQUEST_POSITION_LEN: usize = REQUEST_INITIAL_LEN + 1 + SQUARES;

/// One DXP message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// `R`, GAMEREQ: the initiator asks for a game.
    GameRequest(GameRequest),
    /// `A`, GAMEACC: the follower's answer to a game request.
    GameAccept(GameAccept),
    /// `M`, MOVE: a move.
    Move(DxpMove),
    /// `E`, GAMEEND: a side ends the game, or confirms the other's end.
    GameEnd(GameEnd),
    /// `C`, CHAT: free text (at most 126 characters).
    Chat(String),
    /// `B`, BACKREQ: a side asks to go back to an earlier move.
    BackRequest(BackRequest),
    /// `K`, BACKACC: the answer to a back request.
    BackAccept(BackCode),
}

/// The fields of a game request (`R`); the protocol version is always `01`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRequest {
    /// The initiator's name (at most 32 characters).
    pub initiator: String,
    /// The colour the follower is asked to play.
    pub follower: Colour,
    /// The thinking time of each side for the whole game, in minutes (0–999).
    pub minutes: u16,
    /// The number of moves the time is for (0–999; 0: no limit).
    pub moves: u16,
    /// The position the game starts from.
    pub start: Start,
}

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// `A`: the initial position, White to move.
    Initial,
    /// `B`: the side to move and the piece on each square 1–50 (index 0 is square 1).
    Position {
        /// The side to move first.
        to_move: Colour,
        /// The piece on each square, `None` for an empty one.
        squares: [Option<Piece>; SQUARES],
    },
}

/// The fields of a game accept (`A`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAccept {
    /// The follower's name (at most 32 characters).
    pub follower: String,
    /// Whether the game is accepted.
    pub code: AcceptCode,
}

/// The follower's answer to a game request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AcceptCode {
    /// `0`: the game starts.
    Accepted,
    /// `1`: the request's protocol version is not supported.
    VersionNotSupported,
    /// `2`: not this game (or not now), but another one is welcome.
    Declined,
    /// `3`: no game at all.
    NoGames,
}

/// A move as DXP writes it: the squares (1–50) it starts and ends on and the squares of
/// the pieces it captures, in any order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DxpMove {
    /// The seconds the mover spent on it (0–9999; for information).
    pub seconds: u16,
    /// The square the piece leaves.
    pub from: u8,
    /// The square the piece ends on.
    pub to: u8,
    /// The squares of the captured pieces (at most 20, none twice).
    pub captured: Vec<u8>,
}

/// The fields of a game end (`E`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEnd {
    /// Why, from the sender's side (for information).
    pub reason: EndReason,
    /// Whether the sender plays another game.
    pub stop: StopCode,
}

/// The reason of a game end, from the side of its sender.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// `0`: no reason given (always allowed; the confirmation of an end uses it).
    Unknown,
    /// `1`: the sender gives up (it loses).
    ILose,
    /// `2`: a draw.
    Draw,
    /// `3`: the sender wins.
    IWin,
}

/// Whether the sender of a game end plays another game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopCode {
    /// `0`: another game is welcome.
    AnotherGame,
    /// `1`: no more games.
    NoMoreGames,
}

/// The fields of a back request (`B`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BackRequest {
    /// The move to go back to (1–999; the first move of the game is 1).
    pub move_number: u16,
    /// The side to move at that move.
    pub to_move: Colour,
}

/// The answer to a back request (`K`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BackCode {
    /// `0`: accepted; both sides go back.
    Accepted,
    /// `1`: going back is not supported.
    NotSupported,
    /// `2`: declined; the game goes on.
    Declined,
}

/// Why bytes are not a DXP message, or a DXP move or position is not one of the game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DxpError {
    /// No bytes at all.
    #[error("empty message")]
    Empty,
    /// More bytes than a message may have.
    #[error("a message of {0} bytes; DXP allows at most 127")]
    TooLong(usize),
    /// A byte outside ASCII 1–127.
    #[error("byte {byte:#04x} at {at} is not ASCII 1-127")]
    NotAscii {
        /// Its index in the message.
        at: usize,
        /// The byte.
        byte: u8,
    },
    /// A first byte that is no message type.
    #[error("unknown message type {0:?}")]
    UnknownType(char),
    /// A message of the wrong length for its type.
    #[error("{kind} of {found} bytes; it has {expected}")]
    Length {
        /// The message type.
        kind: &'static str,
        /// The lengths it may have.
        expected: &'static str,
        /// Its length.
        found: usize,
    },
    /// A number field with something else than its digits.
    #[error("{field}: {found:?} is not a number of {width} digits")]
    Digits {
        /// The field.
        field: &'static str,
        /// Its width.
        width: usize,
        /// What it held.
        found: String,
    },
    /// A number out of the field's range.
    #[error("{field}: {value} is not in {min}-{max}")]
    Range {
        /// The field.
        field: &'static str,
        /// The number.
        value: u32,
        /// The least allowed.
        min: u32,
        /// The most allowed.
        max: u32,
    },
    /// A character that is not one of the field's codes (a colour, a code, a piece).
    #[error("{field}: {found:?} is not one of {allowed}")]
    Code {
        /// The field.
        field: &'static str,
        /// The character found.
        found: char,
        /// The characters allowed.
        allowed: &'static str,
    },
    /// A game request of another protocol version than `01`.
    #[error("protocol version {0:02}; only 01 is known")]
    Version(u8),
    /// A square listed twice among the captured pieces.
    #[error("square {0} is captured twice")]
    DuplicateCapture(u8),
    /// A move that is none of the legal moves.
    #[error("{0} is not a legal move here")]
    IllegalMove(String),
    /// A move that fits several legal moves (no captured squares given).
    #[error("{0} fits {1} legal moves; the captured squares tell them apart")]
    AmbiguousMove(String, usize),
    /// A start position the rules refuse.
    #[error("the start position is not valid: {0}")]
    Position(String),
}

impl Message {
    /// The bytes of the message, without the NUL that ends it on the wire.
    ///
    /// Every field is written at its width: a name is cut to 32 characters and padded
    /// with spaces, a number larger than its digits allow is written as the largest
    /// (999, 9999), a square above 99 as 99, a chat cut to 126 characters, and any
    /// character outside printable ASCII becomes `?`. `decode(&m.encode())` gives `m`
    /// back for every message whose fields are in range (names and chats of printable
    /// ASCII, without spaces at their ends for names).
    ///
    /// ```
    /// use doska_engine::dxp::{DxpMove, Message};
    /// let m = Message::Move(DxpMove { seconds: 12, from: 5, to: 25, captured: vec![23, 22, 12, 20] });
    /// assert_eq!(m.encode(), b"M001205250423221220");
    /// assert_eq!(Message::decode(&m.encode()), Ok(m));
    /// ```
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(MAX_LEN + 1);
        match self {
            Message::GameRequest(r) => {
                out.extend_from_slice(b"R01");
                push_name(&mut out, &r.initiator);
                out.push(colour_byte(r.follower));
                push_number(&mut out, r.minutes.into(), 3);
                push_number(&mut out, r.moves.into(), 3);
                match &r.start {
                    Start::Initial => out.push(b'A'),
                    Start::Position { to_move, squares } => {
                        out.push(b'B');
                        out.push(colour_byte(*to_move));
                        out.extend(squares.iter().map(|s| piece_byte(*s)));
                    }
                }
            }
            Message::GameAccept(a) => {
                out.push(b'A');
                push_name(&mut out, &a.follower);
                out.push(match a.code {
                    AcceptCode::Accepted => b'0',
                    AcceptCode::VersionNotSupported => b'1',
                    AcceptCode::Declined => b'2',
                    AcceptCode::NoGames => b'3',
                });
            }
            Message::Move(m) => {
                out.push(b'M');
                push_number(&mut out, m.seconds.into(), 4);
                push_number(&mut out, m.from.into(), 2);
                push_number(&mut out, m.to.into(), 2);
                let captured = &m.captured[..m.captured.len().min(MAX_CAPTURES)];
                push_number(&mut out, captured.len() as u32, 2);
                for &square in captured {
                    push_number(&mut out, square.into(), 2);
                }
            }
            Message::GameEnd(e) => {
                out.push(b'E');
                out.push(match e.reason {
                    EndReason::Unknown => b'0',
                    EndReason::ILose => b'1',
                    EndReason::Draw => b'2',
                    EndReason::IWin => b'3',
                });
                out.push(match e.stop {
                    StopCode::AnotherGame => b'0',
                    StopCode::NoMoreGames => b'1',
                });
            }
            Message::Chat(text) => {
                out.push(b'C');
                out.extend(text.chars().take(MAX_LEN - 1).map(printable));
            }
            Message::BackRequest(b) => {
                out.push(b'B');
                push_number(&mut out, b.move_number.into(), 3);
                out.push(colour_byte(b.to_move));
            }
            Message::BackAccept(code) => {
                out.push(b'K');
                out.push(match code {
                    BackCode::Accepted => b'0',
                    BackCode::NotSupported => b'1',
                    BackCode::Declined => b'2',
                });
            }
        }
        out
    }

    /// The bytes sent on the wire: [`encode`](Message::encode) and the NUL.
    pub fn frame(&self) -> Vec<u8> {
        let mut out = self.encode();
        out.push(0);
        out
    }

    /// Reads one message from its bytes (without the NUL that ended it).
    ///
    /// # Errors
    /// A [`DxpError`] naming the first problem: an empty or over-long message, a byte
    /// outside ASCII 1–127, an unknown type, a length that does not fit the type, a
    /// number field with other characters than digits or out of its range (squares
    /// 1–50, at most 20 captures, move numbers 1–999), an unknown colour or code, a
    /// square captured twice, a game request of another version than `01`
    /// ([`DxpError::Version`]).
    pub fn decode(bytes: &[u8]) -> Result<Message, DxpError> {
        let Some(&kind) = bytes.first() else {
            return Err(DxpError::Empty);
        };
        if bytes.len() > MAX_LEN {
            return Err(DxpError::TooLong(bytes.len()));
        }
        if let Some(at) = bytes.iter().position(|&b| b == 0 || b > 127) {
            return Err(DxpError::NotAscii {
                at,
                byte: bytes[at],
            });
        }
        let body = &bytes[1..];
        match kind {
            b'R' => decode_request(bytes),
            b'A' => {
                expect_len("a game accept", "34 bytes", bytes, 34)?;
                Ok(Message::GameAccept(GameAccept {
                    follower: name(&body[..NAME_LEN]),
                    code: match body[NAME_LEN] {
                        b'0' => AcceptCode::Accepted,
                        b'1' => AcceptCode::VersionNotSupported,
                        b'2' => AcceptCode::Declined,
                        b'3' => AcceptCode::NoGames,
                        other => return Err(code("acceptance code", other, "0 1 2 3")),
                    },
                }))
            }
            b'M' => decode_move(bytes),
            b'E' => {
                expect_len("a game end", "3 bytes", bytes, 3)?;
                Ok(Message::GameEnd(GameEnd {
                    reason: match body[0] {
                        b'0' => EndReason::Unknown,
                        b'1' => EndReason::ILose,
                        b'2' => EndReason::Draw,
                        b'3' => EndReason::IWin,
                        other => return Err(code("reason", other, "0 1 2 3")),
                    },
                    stop: match body[1] {
                        b'0' => StopCode::AnotherGame,
                        b'1' => StopCode::NoMoreGames,
                        other => return Err(code("stop code", other, "0 1")),
                    },
                }))
            }
            b'C' => Ok(Message::Chat(body.iter().map(|&b| char::from(b)).collect())),
            b'B' => {
                expect_len("a back request", "5 bytes", bytes, 5)?;
                let move_number = number(&body[..3], "move number", 1, 999)?;
                Ok(Message::BackRequest(BackRequest {
                    move_number: move_number as u16,
                    to_move: colour(body[3], "colour to move")?,
                }))
            }
            b'K' => {
                expect_len("a back accept", "2 bytes", bytes, 2)?;
                Ok(Message::BackAccept(match body[0] {
                    b'0' => BackCode::Accepted,
                    b'1' => BackCode::NotSupported,
                    b'2' => BackCode::Declined,
                    other => return Err(code("acceptance code", other, "0 1 2")),
                }))
            }
            other => Err(DxpError::UnknownType(char::from(other))),
        }
    }
}

impl fmt::Display for Message {
    /// The message as it goes on the wire, without its NUL (`M0012061100`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.encode()))
    }
}

fn decode_request(bytes: &[u8]) -> Result<Message, DxpError> {
    const LENGTHS: &str = "43 bytes (start A) or 94 (start B)";
    if bytes.len() < 3 {
        return Err(length("a game request", LENGTHS, bytes.len()));
    }
    let version = number(&bytes[1..3], "version", 0, 99)?;
    if version != 1 {
        return Err(DxpError::Version(version as u8));
    }
    if bytes.len() < REQUEST_INITIAL_LEN {
        return Err(length("a game request", LENGTHS, bytes.len()));
    }
    let start = match bytes[42] {
        b'A' => {
            expect_len("a game request", LENGTHS, bytes, REQUEST_INITIAL_LEN)?;
            Start::Initial
        }
        b'B' => {
            expect_len("a game request", LENGTHS, bytes, REQUEST_POSITION_LEN)?;
            let mut squares = [None; SQUARES];
            for (square, &b) in squares.iter_mut().zip(&bytes[44..]) {
                *square = match b {
                    b'e' => None,
                    b'w' => Some(Piece::man(Colour::White)),
                    b'z' => Some(Piece::man(Colour::Black)),
                    b'W' => Some(Piece::king(Colour::White)),
                    b'Z' => Some(Piece::king(Colour::Black)),
                    other => return Err(code("square", other, "e w z W Z")),
                };
            }
            Start::Position {
                to_move: colour(bytes[43], "colour to move")?,
                squares,
            }
        }
        other => return Err(code("starting position", other, "A B")),
    };
    Ok(Message::GameRequest(GameRequest {
        initiator: name(&bytes[3..35]),
        follower: colour(bytes[35], "follower colour")?,
        minutes: number(&bytes[36..39], "thinking time", 0, 999)? as u16,
        moves: number(&bytes[39..42], "number of moves", 0, 999)? as u16,
        start,
    }))
}

fn decode_move(bytes: &[u8]) -> Result<Message, DxpError> {
    const LENGTHS: &str = "11 bytes and 2 for each captured piece";
    if bytes.len() < 11 {
        return Err(length("a move", LENGTHS, bytes.len()));
    }
    let seconds = number(&bytes[1..5], "time", 0, 9999)? as u16;
    let from = number(&bytes[5..7], "from field", 1, SQUARES as u32)? as u8;
    let to = number(&bytes[7..9], "to field", 1, SQUARES as u32)? as u8;
    let count = number(&bytes[9..11], "number captured", 0, MAX_CAPTURES as u32)? as usize;
    if bytes.len() != 11 + 2 * count {
        return Err(length("a move", LENGTHS, bytes.len()));
    }
    let mut captured = Vec::with_capacity(count);
    for field in bytes[11..].chunks_exact(2) {
        let square = number(field, "captured piece", 1, SQUARES as u32)? as u8;
        if captured.contains(&square) {
            return Err(DxpError::DuplicateCapture(square));
        }
        captured.push(square);
    }
    Ok(Message::Move(DxpMove {
        seconds,
        from,
        to,
        captured,
    }))
}

fn length(kind: &'static str, expected: &'static str, found: usize) -> DxpError {
    DxpError::Length {
        kind,
        expected,
        found,
    }
}

fn expect_len(
    kind: &'static str,
    expected: &'static str,
    bytes: &[u8],
    len: usize,
) -> Result<(), DxpError> {
    if bytes.len() == len {
        Ok(())
    } else {
        Err(length(kind, expected, bytes.len()))
    }
}

fn code(field: &'static str, found: u8, allowed: &'static str) -> DxpError {
    DxpError::Code {
        field,
        found: char::from(found),
        allowed,
    }
}

/// The number written in `digits` (all of them ASCII digits), within `min..=max`.
fn number(digits: &[u8], field: &'static str, min: u32, max: u32) -> Result<u32, DxpError> {
    if !digits.iter().all(u8::is_ascii_digit) {
        return Err(DxpError::Digits {
            field,
            width: digits.len(),
            found: String::from_utf8_lossy(digits).into_owned(),
        });
    }
    let value = digits
        .iter()
        .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(DxpError::Range {
            field,
            value,
            min,
            max,
        })
    }
}

fn colour(byte: u8, field: &'static str) -> Result<Colour, DxpError> {
    match byte {
        b'W' => Ok(Colour::White),
        b'Z' => Ok(Colour::Black),
        other => Err(code(field, other, "W Z")),
    }
}

/// A name field: its characters without the spaces around them.
fn name(field: &[u8]) -> String {
    let text: String = field.iter().map(|&b| char::from(b)).collect();
    text.trim_matches(' ').to_string()
}

fn colour_byte(colour: Colour) -> u8 {
    match colour {
        Colour::White => b'W',
        Colour::Black => b'Z',
    }
}

fn piece_byte(piece: Option<Piece>) -> u8 {
    match piece.map(|p| (p.colour, p.kind)) {
        None => b'e',
        Some((Colour::White, PieceKind::Man)) => b'w',
        Some((Colour::Black, PieceKind::Man)) => b'z',
        Some((Colour::White, PieceKind::King)) => b'W',
        Some((Colour::Black, PieceKind::King)) => b'Z',
    }
}

/// `c` if it is printable ASCII, else `?`.
fn printable(c: char) -> u8 {
    if c == ' ' || c.is_ascii_graphic() {
        c as u8
    } else {
        b'?'
    }
}

/// Writes `name` cut to [`NAME_LEN`] printable characters and padded with spaces.
fn push_name(out: &mut Vec<u8>, name: &str) {
    let start = out.len();
    out.extend(name.trim().chars().take(NAME_LEN).map(printable));
    out.resize(start + NAME_LEN, b' ');
}

/// Writes `n` in `width` digits with leading zeros (the largest such number if `n` is
/// larger).
fn push_number(out: &mut Vec<u8>, n: u32, width: u32) {
    let n = n.min(10u32.pow(width) - 1);
    out.extend(format!("{n:0width$}", width = width as usize).bytes());
}
