//! Colours: [`Rgb`], the colours of one kind of piece ([`PieceColours`]) and a whole
//! palette ([`Theme`]), with three built-in themes.

use std::fmt;

/// A colour, written in SVG as `#rrggbb`.
///
/// ```
/// use doska_core::svg::Rgb;
/// assert_eq!(Rgb::new(0xf0, 0xd9, 0xb5).to_string(), "#f0d9b5");
/// assert_eq!(Rgb::parse("#769656"), Some(Rgb::new(0x76, 0x96, 0x56)));
/// assert_eq!(Rgb::parse("green"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb {
    /// Red, 0–255.
    pub r: u8,
    /// Green, 0–255.
    pub g: u8,
    /// Blue, 0–255.
    pub b: u8,
}

impl Rgb {
    /// The colour of these three channels.
    pub const fn new(r: u8, g: u8, b: u8) -> Rgb {
        Rgb { r, g, b }
    }

    /// Reads `#rrggbb` (six hexadecimal digits after a `#`), or `None`.
    pub fn parse(text: &str) -> Option<Rgb> {
        let hex = text.strip_prefix('#')?;
        if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        Some(Rgb::new(channel(0)?, channel(2)?, channel(4)?))
    }
}

impl fmt::Display for Rgb {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

/// How one kind of piece is painted: its body, its edge, and the emblem drawn on it
/// (a king's crown, a seat's number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceColours {
    /// The body of the piece.
    pub fill: Rgb,
    /// Its outline and inner ring.
    pub edge: Rgb,
    /// The crown of a king, the label on a piece.
    pub emblem: Rgb,
}

impl PieceColours {
    /// The colours of a piece with this fill, edge and emblem.
    pub const fn new(fill: Rgb, edge: Rgb, emblem: Rgb) -> PieceColours {
        PieceColours { fill, edge, emblem }
    }
}

/// The palette of a picture: board, marks and pieces. Every family draws with the same
/// theme, so a page that shows several games looks like one set.
///
/// The built-in themes are [`Theme::WOOD`] (the default), [`Theme::GREEN`] and
/// [`Theme::PRINT`] (black on white, for paper); [`Theme::by_name`] finds them by name.
/// A theme of one's own is a value like any other:
///
/// ```
/// use doska_core::svg::{Rgb, Theme};
/// let mine = Theme { dark: Rgb::new(0x4b, 0x73, 0x99), name: "blue", ..Theme::WOOD };
/// assert_eq!(Theme::by_name("green"), Some(Theme::GREEN));
/// assert_ne!(mine, Theme::WOOD);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Theme {
    /// The theme's name (`wood`).
    pub name: &'static str,
    /// The margin around the board, where coordinates and pieces in hand go.
    pub background: Rgb,
    /// Light squares, and the surface of boards drawn with lines (mill, halma).
    pub light: Rgb,
    /// Dark squares.
    pub dark: Rgb,
    /// The lines of line boards and the grid of boards played on cells.
    pub line: Rgb,
    /// Coordinates, numbers and labels.
    pub text: Rgb,
    /// The pieces of White (and of a team playing White).
    pub white: PieceColours,
    /// The pieces of Black.
    pub black: PieceColours,
    /// Pieces that belong to nobody (Artamonov's neutral pieces).
    pub neutral: PieceColours,
    /// The pieces of the six seats of a star board, by home triangle (bottom first,
    /// then clockwise).
    pub seats: [PieceColours; 6],
    /// The tint of the places the last move left and reached.
    pub last_move: Rgb,
    /// Highlighted places (legal targets).
    pub highlight: Rgb,
    /// Arrows.
    pub arrow: Rgb,
    /// The cross on captured places and the mark of a barred piece.
    pub capture: Rgb,
}

const fn rgb(hex: u32) -> Rgb {
    Rgb::new((hex >> 16) as u8, (hex >> 8) as u8, hex as u8)
}

const fn piece(fill: u32, edge: u32, emblem: u32) -> PieceColours {
    PieceColours::new(rgb(fill), rgb(edge), rgb(emblem))
}

/// Six seat colours that stay apart for the common kinds of colour blindness (the
/// Okabe–Ito set, slightly deepened so that they read on a light board).
const SEATS: [PieceColours; 6] = [
    piece(0xd55e00, 0x5a2800, 0xffffff), // vermilion
    piece(0x0072b2, 0x00304d, 0xffffff), // blue
    piece(0x009e73, 0x00402e, 0xffffff), // bluish green
    piece(0xe69f00, 0x5c4000, 0x1a1a1a), // orange
    piece(0xcc79a7, 0x5a2a45, 0x1a1a1a), // reddish purple
    piece(0x56b4e9, 0x1c4f6e, 0x1a1a1a), // sky blue
];

impl Theme {
    /// Warm wood: the brown squares most chess and draughts sites use. The default.
    pub const WOOD: Theme = Theme {
        name: "wood",
        background: rgb(0xf4ecdf),
        light: rgb(0xf0d9b5),
        dark: rgb(0xb58863),
        line: rgb(0x5b4530),
        text: rgb(0x5b4530),
        white: piece(0xfbf7ee, 0x4a4038, 0xb07d12),
        black: piece(0x2e2a27, 0x0c0b0a, 0xe3c25c),
        neutral: piece(0x8c9eb0, 0x2e3b48, 0xffffff),
        seats: SEATS,
        last_move: rgb(0xf2d33c),
        highlight: rgb(0x2f7d3b),
        arrow: rgb(0x1f6fb2),
        capture: rgb(0xc0392b),
    };

    /// Cream and green squares.
    pub const GREEN: Theme = Theme {
        name: "green",
        background: rgb(0x2f3a2b),
        light: rgb(0xeeeed2),
        dark: rgb(0x769656),
        line: rgb(0x36452e),
        text: rgb(0xe6ecd6),
        white: piece(0xfafafa, 0x3a3a3a, 0xb07d12),
        black: piece(0x262626, 0x000000, 0xe3c25c),
        neutral: piece(0x9aa9bf, 0x2e3b48, 0xffffff),
        seats: SEATS,
        last_move: rgb(0xf6f669),
        highlight: rgb(0x14551b),
        arrow: rgb(0xd9822b),
        capture: rgb(0xb3261e),
    };

    /// Black on white with grey dark squares, for paper and for readers who print.
    pub const PRINT: Theme = Theme {
        name: "print",
        background: rgb(0xffffff),
        light: rgb(0xffffff),
        dark: rgb(0xc8c8c8),
        line: rgb(0x000000),
        text: rgb(0x000000),
        white: piece(0xffffff, 0x000000, 0x000000),
        black: piece(0x000000, 0x000000, 0xffffff),
        neutral: piece(0x9a9a9a, 0x000000, 0x000000),
        seats: [
            piece(0xffffff, 0x000000, 0x000000),
            piece(0x000000, 0x000000, 0xffffff),
            piece(0xa0a0a0, 0x000000, 0x000000),
            piece(0x505050, 0x000000, 0xffffff),
            piece(0xd8d8d8, 0x000000, 0x000000),
            piece(0x787878, 0x000000, 0xffffff),
        ],
        last_move: rgb(0x6e6e6e),
        highlight: rgb(0x000000),
        arrow: rgb(0x404040),
        capture: rgb(0x000000),
    };

    /// The built-in themes.
    pub const ALL: [Theme; 3] = [Theme::WOOD, Theme::GREEN, Theme::PRINT];

    /// The built-in theme of this name (`wood`, `green`, `print`), or `None`.
    pub fn by_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name == name)
    }
}

impl Default for Theme {
    fn default() -> Theme {
        Theme::WOOD
    }
}
