//! Pictures on the command line: the options of `doska show --svg` and `doska pdn
//! --svg`, turned into the library's `SvgOptions`, with every seat and place they name
//! checked against the game.

use doska::core::svg::{MoveMarks, SvgOptions, Theme};
use doska::core::{Game, Match, Player};

use crate::error::CliError;

/// The largest picture width `--size` accepts, in pixels.
pub const MAX_SIZE: u32 = 10_000;

/// How a picture is drawn: the options `show` and `pdn` share.
#[derive(Clone, Debug, clap::Args)]
pub struct StyleArgs {
    /// The width of the picture in pixels (it scales: this is only its default size).
    #[arg(long, value_name = "PIXELS", default_value_t = 400, value_parser = size, requires = "svg")]
    pub size: u32,
    /// Leave the coordinates out.
    #[arg(long, requires = "svg")]
    pub no_coordinates: bool,
    /// Draughts: write each playing square's number on it.
    #[arg(long, requires = "svg")]
    pub square_numbers: bool,
    /// The seat whose side is at the bottom: its name (white, black, south, bottom, …)
    /// or its number from 1.
    #[arg(long, value_name = "SEAT", requires = "svg")]
    pub perspective: Option<String>,
    /// The colours: wood, green or print.
    #[arg(long, value_name = "THEME", default_value = "wood", value_parser = theme, requires = "svg")]
    pub theme: String,
    /// Mark the last move: its path, what it placed and what it took.
    #[arg(long, requires = "svg")]
    pub last_move: bool,
}

/// What to mark on a picture besides the last move (`show` only).
#[derive(Clone, Debug, Default, clap::Args)]
pub struct MarkArgs {
    /// Places to mark with a dot, comma-separated, as the game's notation names them.
    #[arg(long, value_name = "PLACES", value_delimiter = ',', requires = "svg")]
    pub highlight: Vec<String>,
    /// An arrow from one place to another (repeatable): `--arrow c3 e5`.
    #[arg(long, num_args = 2, value_names = ["FROM", "TO"], action = clap::ArgAction::Append, requires = "svg")]
    pub arrow: Vec<String>,
    /// Mark the places the piece on PLACE can move to (the ends of its legal moves).
    #[arg(long, value_name = "PLACE", requires = "svg")]
    pub targets: Option<String>,
}

/// `--size`: 1 to [`MAX_SIZE`] pixels.
fn size(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if (1..=MAX_SIZE).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{text}` is not a width from 1 to {MAX_SIZE} pixels"
        )),
    }
}

/// `--theme`: a built-in theme's name.
fn theme(text: &str) -> Result<String, String> {
    match Theme::by_name(text.trim()) {
        Some(t) => Ok(t.name.to_string()),
        None => {
            let names: Vec<&str> = Theme::ALL.iter().map(|t| t.name).collect();
            Err(format!(
                "no theme `{text}`; the themes are {}",
                names.join(", ")
            ))
        }
    }
}

/// The seat `text` names in `game`: a seat's name (any case) or its number from 1.
fn seat<G: Game>(game: &G, text: &str) -> Result<Player, CliError> {
    let seats = Player::all(game.players());
    if let Some(p) = seats
        .clone()
        .find(|p| game.player_name(*p).eq_ignore_ascii_case(text.trim()))
    {
        return Ok(p);
    }
    if let Some(p) = text
        .trim()
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(Player::new)
        .filter(|p| p.index() < game.players())
    {
        return Ok(p);
    }
    let names: Vec<String> = seats.map(|p| game.player_name(p).to_lowercase()).collect();
    Err(CliError::usage(format!(
        "--perspective: {} has no seat `{text}`; its seats are {} (or 1 to {})",
        game.name(),
        names.join(", "),
        game.players()
    )))
}

/// The marks of the last move of `m`, if a move was played.
pub fn last_move<G: Game>(m: &Match<G>) -> Option<MoveMarks> {
    let plies = m.moves().len();
    (plies > 0).then(|| {
        m.game()
            .move_marks(&m.positions()[plies - 1], &m.moves()[plies - 1])
    })
}

/// The library's options for the picture of `pos` in `game`: the style (with `last`, the
/// marks of the move that led to `pos`, drawn when the style asks for the last move),
/// and the marks of `marks` when given.
///
/// # Errors
/// A usage error for an unknown seat; a data error for a place that is not on the board
/// (named with the places the board has), or `--targets` on a place with no legal move.
pub fn options<G: Game>(
    game: &G,
    pos: &G::Position,
    last: Option<MoveMarks>,
    style: &StyleArgs,
    marks: Option<&MarkArgs>,
) -> Result<SvgOptions, CliError> {
    let mut options = SvgOptions::new()
        .size(style.size)
        .coordinates(!style.no_coordinates)
        .square_numbers(style.square_numbers)
        .theme(Theme::by_name(&style.theme).unwrap_or_default());
    if let Some(text) = &style.perspective {
        options = options.perspective(seat(game, text)?);
    }
    if style.last_move {
        if let Some(marks) = last {
            options = options.last_move(marks);
        }
    }
    let Some(marks) = marks else {
        return Ok(options);
    };
    // The places of the board, as the picture itself names them.
    let plain = game.svg(pos, &SvgOptions::new());
    let places = places_of(&plain);
    let known = |name: &str| -> Result<String, CliError> {
        let name = name.trim();
        if places.iter().any(|p| p == name) {
            Ok(name.to_string())
        } else {
            let sample: Vec<&str> = places.iter().take(4).map(String::as_str).collect();
            Err(CliError::data(format!(
                "`{name}` is not a place of the board of {} (places are named like {})",
                game.name(),
                sample.join(", ")
            )))
        }
    };
    for name in &marks.highlight {
        options = options.highlight(known(name)?);
    }
    for pair in marks.arrow.chunks(2) {
        if let [from, to] = pair {
            options = options.arrow(known(from)?, known(to)?);
        }
    }
    if let Some(place) = &marks.targets {
        let place = known(place)?;
        let mut targets: Vec<String> = game
            .moves(pos)
            .iter()
            .map(|mv| game.move_marks(pos, mv))
            .filter(|mk| mk.path.first() == Some(&place))
            .filter_map(|mk| mk.path.last().cloned())
            .collect();
        targets.sort();
        targets.dedup();
        if targets.is_empty() {
            return Err(CliError::data(format!(
                "--targets: nothing on `{place}` can move now"
            )));
        }
        for t in targets {
            options = options.highlight(t);
        }
    }
    Ok(options)
}

/// The values of the `data-place` attributes of a picture, in order.
fn places_of(svg: &str) -> Vec<String> {
    svg.split("data-place=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(|escaped| {
            escaped
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&apos;", "'")
                .replace("&amp;", "&")
        })
        .collect()
}

/// Writes `svg` to `path`, or to stdout for `-`.
///
/// # Errors
/// A data error naming the file when it cannot be written.
pub fn write(path: &str, svg: &str, out: &mut dyn std::io::Write) -> Result<(), CliError> {
    if path == "-" {
        out.write_all(svg.as_bytes())?;
        Ok(())
    } else {
        std::fs::write(path, svg).map_err(|e| CliError::data(format!("{path}: {e}")))
    }
}
