//! The PDN dialect of game records: the draughts games of the PDN standard's
//! `GameType` table that Doska plays, their tags, their move notation and their results.
//!
//! | GameType | game | preset | squares | captures | results |
//! |---|---|---|---|---|---|
//! | `20` (`20,W,10,10,N2,0`) | international draughts | `checkers/international` | numbers | `x` | `2-0` `1-1` `0-2` |
//! | `21` (`21,B,8,8,N1,0`) | English draughts | `checkers/american` | numbers | `x` | `1-0` `1/2-1/2` `0-1` |
//! | `25` (`25,W,8,8,A0,0`) | Russian draughts | `checkers/russian` | algebraic | `:` | `1-0` `1/2-1/2` `0-1` |
//! | `26` (`26,W,8,8,A0,0`) | Brazilian draughts | `checkers/classic` | algebraic | `x` | `1-0` `1/2-1/2` `0-1` |
//! | `30` (`30,W,8,8,A0,0`) | Turkish draughts | `checkers/turkish` | algebraic | `x` | `1-0` `1/2-1/2` `0-1` |
//!
//! The other numbers of the table name games Doska does not play; reading them is
//! refused with the game's name. The full form is read when it agrees with the table
//! (its start colour, board, and, for numbered squares, where number 1 is); every other
//! variant of the crate names itself with a `[Game "<spec>"]` tag instead.

use std::fmt;

use doska_core::record::{RecordStyle, ResultStyle};

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::layout::square_of_bit;
use crate::moves::CheckersMove;
use crate::notation::moves::{write_move_as, Squares};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

/// One row of the PDN `GameType` table.
struct GameType {
    number: u8,
    name: &'static str,
    /// The full form of the tag: number, start colour, width, height, notation, invert.
    full: &'static str,
    /// The preset, for the games Doska plays.
    preset: Option<fn() -> Checkers>,
}

/// The draughts games of the PDN standard's `GameType` table.
const GAME_TYPES: &[GameType] = &[
    GameType {
        number: 20,
        name: "international draughts",
        full: "20,W,10,10,N2,0",
        preset: Some(Checkers::international),
    },
    GameType {
        number: 21,
        name: "English draughts",
        full: "21,B,8,8,N1,0",
        preset: Some(Checkers::american),
    },
    GameType {
        number: 22,
        name: "Italian draughts",
        full: "22,W,8,8,N2,1",
        preset: None,
    },
    GameType {
        number: 23,
        name: "American pool checkers",
        full: "23,B,8,8,N1,0",
        preset: None,
    },
    GameType {
        number: 24,
        name: "Spanish draughts",
        full: "24,W,8,8,N1,1",
        preset: None,
    },
    GameType {
        number: 25,
        name: "Russian draughts",
        full: "25,W,8,8,A0,0",
        preset: Some(Checkers::russian),
    },
    GameType {
        number: 26,
        name: "Brazilian draughts",
        full: "26,W,8,8,A0,0",
        preset: Some(Checkers::classic),
    },
    GameType {
        number: 27,
        name: "Canadian draughts",
        full: "27,W,12,12,N2,0",
        preset: None,
    },
    GameType {
        number: 28,
        name: "Portuguese draughts",
        full: "28,W,8,8,N1,1",
        preset: None,
    },
    GameType {
        number: 29,
        name: "Czech draughts",
        full: "29,W,8,8,A0,0",
        preset: None,
    },
    GameType {
        number: 30,
        name: "Turkish draughts",
        full: "30,W,8,8,A0,0",
        preset: Some(Checkers::turkish),
    },
    GameType {
        number: 31,
        name: "Thai draughts",
        full: "31,B,8,8,N2,0",
        preset: None,
    },
    GameType {
        number: 40,
        name: "Frisian draughts",
        full: "40,W,10,10,N2,0",
        preset: None,
    },
    GameType {
        number: 41,
        name: "Spantsiretti draughts",
        full: "41,W,10,8,A0,0",
        preset: None,
    },
];

/// Why a `GameType` tag names no game that Doska plays.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameTypeError {
    /// The tag's value.
    pub value: String,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for GameTypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameType \"{}\": {}", self.value, self.problem)
    }
}

impl std::error::Error for GameTypeError {}

impl Checkers {
    /// The preset that a PDN `GameType` tag names, in its short form (`20`) or its
    /// full form (`20,W,10,10,N2,0`: the start colour, the board's width and height,
    /// the notation with the corner of square 1, and the invert flag).
    ///
    /// # Errors
    /// [`GameTypeError`]: not a number; a number of the standard's table that names a
    /// game Doska does not play (the error names that game); a number that is not in
    /// the table; a full form that differs from the table's.
    ///
    /// ```
    /// use doska_checkers::Checkers;
    /// assert_eq!(Checkers::from_game_type("20").unwrap(), Checkers::international());
    /// assert_eq!(Checkers::from_game_type("21,B,8,8,N1,0").unwrap(), Checkers::american());
    /// let err = Checkers::from_game_type("22").unwrap_err();
    /// assert_eq!(err.to_string(), "GameType \"22\": 22 is Italian draughts, which Doska does not play");
    /// ```
    pub fn from_game_type(value: &str) -> Result<Checkers, GameTypeError> {
        let err = |problem: String| GameTypeError {
            value: value.to_string(),
            problem,
        };
        let fields: Vec<&str> = value.split(',').map(str::trim).collect();
        let number: u32 = fields[0]
            .parse()
            .ok()
            .filter(|_| fields[0].bytes().all(|b| b.is_ascii_digit()))
            .ok_or_else(|| err("expected a game number such as 20".to_string()))?;
        let Some(row) = GAME_TYPES.iter().find(|r| u32::from(r.number) == number) else {
            let what = match number {
                0 => "chess",
                1 => "Chinese chess",
                50 => "Othello",
                _ => "not a draughts game of the standard's table",
            };
            return Err(err(format!(
                "{number} is {what}; the draughts games Doska plays are {}",
                playable()
            )));
        };
        let Some(preset) = row.preset else {
            return Err(err(format!(
                "{number} is {}, which Doska does not play",
                row.name
            )));
        };
        if fields.len() > 1 {
            let table: Vec<&str> = row.full.split(',').collect();
            // The invert flag may be left out: it is then the table's.
            let given = fields.len();
            if !(5..=6).contains(&given) {
                return Err(err("the full form has 6 fields: number, start colour, width, height, notation, invert flag".to_string()));
            }
            for (i, (f, t)) in fields.iter().zip(&table).enumerate().skip(1) {
                // Algebraic and numeric squares are both read; the corner of number 1
                // matters only for numbers.
                let same = match i {
                    4 => {
                        let (fl, tl) = (f.get(..1), t.get(..1));
                        f == t
                            || (fl == Some("A") && tl != Some("A"))
                            || (fl != Some("N") && tl == Some("A"))
                    }
                    _ => f.eq_ignore_ascii_case(t),
                };
                if !same {
                    let what = [
                        "number",
                        "start colour",
                        "board width",
                        "board height",
                        "notation",
                        "invert flag",
                    ][i];
                    return Err(err(format!(
                        "{} is played with {what} {t} (`{}`), not {f}",
                        row.name, row.full
                    )));
                }
            }
        }
        Ok(preset())
    }

    /// The `GameType` of the PDN standard that names these rules exactly, if any
    /// (`20` for `checkers/international`).
    pub fn game_type(&self) -> Option<u8> {
        GAME_TYPES
            .iter()
            .find(|r| r.preset.is_some_and(|p| p() == *self))
            .map(|r| r.number)
    }
}

/// The games of the table that Doska plays, for messages.
fn playable() -> String {
    GAME_TYPES
        .iter()
        .filter(|r| r.preset.is_some())
        .map(|r| format!("{} ({})", r.number, r.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether the rules' records write squares as PDN numbers (international and English
/// draughts).
fn numbered(rules: &Checkers) -> bool {
    matches!(rules.game_type(), Some(20 | 21))
}

/// The record style: `GameType` for the games of the table, `Game` for every other
/// variant; the international result style on 10×10 boards.
pub(crate) fn record_style(rules: &Checkers) -> RecordStyle {
    let results = if rules.board() == crate::board::square::BoardSize::Ten {
        ResultStyle::International
    } else {
        ResultStyle::Default
    };
    let tags = match rules.game_type() {
        Some(n) => vec![("GameType".to_string(), n.to_string())],
        None => RecordStyle::named(doska_core::Game::name(rules)).tags,
    };
    RecordStyle { tags, results }
}

/// A move as records write it: PDN numbers with `x` for international and English
/// draughts, algebraic squares with `:` for Russian draughts and with `x` for the other
/// games of the table, the move text of the crate for every other variant.
pub(crate) fn record_move(rules: &Checkers, pos: &CheckersPosition, mv: &CheckersMove) -> String {
    match rules.game_type() {
        Some(20 | 21) => write_move_as(rules, pos, mv, Squares::Numbers),
        Some(26 | 30) => write_move_as(rules, pos, mv, Squares::Algebraic).replace(':', "x"),
        _ => write_move_as(rules, pos, mv, Squares::Algebraic),
    }
}

/// A position as records write it: the position text, with PDN numbers for the games
/// whose moves are numbered (`W:W31,32,…:B1,2,…`).
pub(crate) fn record_position(rules: &Checkers, pos: &CheckersPosition) -> String {
    if !numbered(rules) || pos.is_neutral() {
        return pos.to_string();
    }
    let mut text = String::new();
    text.push(pos.side_to_move().letter().to_ascii_uppercase());
    for colour in Colour::ALL {
        text.push(':');
        text.push(colour.letter().to_ascii_uppercase());
        let mut squares: Vec<(u8, bool)> = bits(pos.side_bits(colour))
            .filter_map(|i| {
                let square = square_of_bit(pos.layout(), i as u8);
                let n = pos.board_size().number_of(square)?;
                Some((n, pos.king_bits() & (1 << i) != 0))
            })
            .collect();
        squares.sort_unstable();
        for (k, (n, king)) in squares.iter().enumerate() {
            if k > 0 {
                text.push(',');
            }
            if *king {
                text.push('K');
            }
            text.push_str(&n.to_string());
        }
    }
    if pos.plies_without_progress() != 0 {
        text.push_str(&format!(":H{}", pos.plies_without_progress()));
    }
    if pos.endgame_plies() != 0 {
        text.push_str(&format!(":E{}", pos.endgame_plies()));
    }
    text
}
