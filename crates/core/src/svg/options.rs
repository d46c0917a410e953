//! What to draw besides the position: [`SvgOptions`], the marks of a move
//! ([`MoveMarks`]) and [`Arrow`]s.

use crate::player::Player;
use crate::svg::theme::Theme;

/// What a move did, as places of the board named in the game's notation (`c3`, `21`,
/// `a1`, `5-7-6`): the path of the moving piece, the pieces placed and the pieces taken.
/// [`Game::move_marks`](crate::Game::move_marks) gives them for a move; the picture
/// then tints the places, draws the path as an arrow and crosses the captured places.
///
/// ```
/// use doska_core::svg::MoveMarks;
/// let capture = MoveMarks::path(["c3", "e5", "c7"]).with_captured(["d4", "d6"]);
/// assert_eq!(capture.captured, ["d4", "d6"]);
/// assert!(MoveMarks::default().is_empty());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveMarks {
    /// The places the moving piece went through: where it started, where it landed on
    /// the way, where it stopped. Empty when no piece moved (a placement, a pass).
    pub path: Vec<String>,
    /// Places where a piece was put onto the board.
    pub placed: Vec<String>,
    /// Places whose pieces the move took.
    pub captured: Vec<String>,
}

impl MoveMarks {
    /// The marks of a piece that moved along `places` (from, landings, to).
    pub fn path<S: Into<String>>(places: impl IntoIterator<Item = S>) -> MoveMarks {
        MoveMarks {
            path: places.into_iter().map(Into::into).collect(),
            ..MoveMarks::default()
        }
    }

    /// The marks of pieces put on `places`.
    pub fn placed<S: Into<String>>(places: impl IntoIterator<Item = S>) -> MoveMarks {
        MoveMarks {
            placed: places.into_iter().map(Into::into).collect(),
            ..MoveMarks::default()
        }
    }

    /// These marks, with the pieces on `places` taken.
    #[must_use]
    pub fn with_captured<S: Into<String>>(mut self, places: impl IntoIterator<Item = S>) -> Self {
        self.captured.extend(places.into_iter().map(Into::into));
        self
    }

    /// Whether nothing is marked (a pass).
    pub fn is_empty(&self) -> bool {
        self.path.is_empty() && self.placed.is_empty() && self.captured.is_empty()
    }
}

/// An arrow from one place to another, named in the game's notation: an idea, a threat,
/// a suggested move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Where it starts.
    pub from: String,
    /// Where it points.
    pub to: String,
}

impl Arrow {
    /// The arrow from `from` to `to`.
    pub fn new(from: impl Into<String>, to: impl Into<String>) -> Arrow {
        Arrow {
            from: from.into(),
            to: to.into(),
        }
    }
}

/// How to draw a position as SVG ([`Game::svg`](crate::Game::svg)): one set of options
/// for every game. The defaults need no tuning: 400 pixels wide, coordinates on, seen
/// from the side the game's own diagram shows at the bottom, the [`Theme::WOOD`]
/// colours.
///
/// Places (for the marks, the arrows and the highlights) are named as the game's
/// notation names them. A name that is not a place of the board is left out of the
/// picture; [`Game::svg`](crate::Game::svg) never fails.
///
/// ```
/// use doska_core::svg::{MoveMarks, SvgOptions, Theme};
/// use doska_core::Player;
///
/// let options = SvgOptions::new()
///     .size(600)
///     .coordinates(false)
///     .perspective(Player::new(1).unwrap()) // seat 1 at the bottom
///     .last_move(MoveMarks::path(["c3", "d4"]))
///     .highlight("e5")
///     .arrow("d4", "e5")
///     .theme(Theme::GREEN);
/// assert_eq!(options.size, 600);
/// assert_eq!(options.highlights, ["e5"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SvgOptions {
    /// The width of the picture in pixels (its `width` attribute); the height follows
    /// the board's proportions. The picture scales to any size: everything is drawn in
    /// the units of its `viewBox`.
    pub size: u32,
    /// Whether to write the files and ranks (or a board's own coordinates) around it.
    pub coordinates: bool,
    /// Draughts: whether to write each playing square's number (the numbering the
    /// game's notation uses) in its corner.
    pub square_numbers: bool,
    /// The seat whose side of the board is at the bottom; `None` for the game's usual
    /// view (the one of its text diagram).
    pub perspective: Option<Player>,
    /// The move that led to the position, drawn as tinted places, an arrow along its
    /// path and crosses on what it took.
    pub last_move: Option<MoveMarks>,
    /// Arrows to draw (ideas, threats, suggestions).
    pub arrows: Vec<Arrow>,
    /// Places to mark with a dot (the targets of the legal moves of a piece).
    pub highlights: Vec<String>,
    /// The colours.
    pub theme: Theme,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions {
            size: 400,
            coordinates: true,
            square_numbers: false,
            perspective: None,
            last_move: None,
            arrows: Vec::new(),
            highlights: Vec::new(),
            theme: Theme::WOOD,
        }
    }
}

impl SvgOptions {
    /// The defaults.
    pub fn new() -> SvgOptions {
        SvgOptions::default()
    }

    /// The width in pixels (at least 1).
    #[must_use]
    pub fn size(mut self, pixels: u32) -> Self {
        self.size = pixels.max(1);
        self
    }

    /// Coordinates around the board, or none.
    #[must_use]
    pub fn coordinates(mut self, on: bool) -> Self {
        self.coordinates = on;
        self
    }

    /// Draughts square numbers on the playing squares, or none.
    #[must_use]
    pub fn square_numbers(mut self, on: bool) -> Self {
        self.square_numbers = on;
        self
    }

    /// The board seen from `seat`'s side.
    #[must_use]
    pub fn perspective(mut self, seat: Player) -> Self {
        self.perspective = Some(seat);
        self
    }

    /// The last move's marks.
    #[must_use]
    pub fn last_move(mut self, marks: MoveMarks) -> Self {
        self.last_move = Some(marks);
        self
    }

    /// One more arrow.
    #[must_use]
    pub fn arrow(mut self, from: impl Into<String>, to: impl Into<String>) -> Self {
        self.arrows.push(Arrow::new(from, to));
        self
    }

    /// One more highlighted place.
    #[must_use]
    pub fn highlight(mut self, place: impl Into<String>) -> Self {
        self.highlights.push(place.into());
        self
    }

    /// The colours.
    #[must_use]
    pub fn theme(mut self, theme: Theme) -> Self {
        self.theme = theme;
        self
    }
}
