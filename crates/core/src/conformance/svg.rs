//! Pictures read back: [`read`] parses an SVG picture with a real XML parser and counts
//! what it shows ([`SvgCensus`]), and [`check_picture`] checks a game's picture of a
//! position and of the move that led to it, for the harness and a family's own tests.

use std::collections::BTreeMap;

use crate::game::Game;
use crate::svg::{MoveMarks, SvgOptions};

/// What a picture shows, read from its elements' classes and `data-` attributes (the
/// conventions of [`Canvas`](crate::svg::Canvas)).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SvgCensus {
    /// The width and height of the `viewBox`.
    pub view_box: (f64, f64),
    /// The text of the `<title>`.
    pub title: String,
    /// The text of the `<desc>`.
    pub desc: String,
    /// The root's `data-game`.
    pub game: String,
    /// The pieces on the board by (`data-owner`, `data-kind`), every piece of a column
    /// counted.
    pub pieces: BTreeMap<(String, String), usize>,
    /// The places of the pieces on the board (each piece once, a column's pieces each).
    pub piece_places: Vec<String>,
    /// Pieces in hand by owner (`data-count` of the `hand` groups).
    pub hands: BTreeMap<String, u64>,
    /// The places of the board (`class="place"`), in document order.
    pub places: Vec<String>,
    /// The scoring rows drawn (`class="row"`): owner and score.
    pub rows: Vec<(String, u64)>,
    /// How many elements carry each class (`last-move`, `highlight`, `captured`,
    /// `arrow`, …).
    pub classes: BTreeMap<String, usize>,
}

impl SvgCensus {
    /// The number of pieces on the board of this owner and kind.
    pub fn count(&self, owner: &str, kind: &str) -> usize {
        self.pieces
            .get(&(owner.to_string(), kind.to_string()))
            .copied()
            .unwrap_or(0)
    }

    /// The number of pieces on the board.
    pub fn total(&self) -> usize {
        self.pieces.values().sum()
    }

    /// The number of elements of this class.
    pub fn class(&self, class: &str) -> usize {
        self.classes.get(class).copied().unwrap_or(0)
    }
}

fn number(text: &str) -> Option<f64> {
    text.trim().parse::<f64>().ok().filter(|v| v.is_finite())
}

/// Parses `svg` with an XML parser, checks the conventions every picture follows — an
/// `<svg>` root in the SVG namespace with a `viewBox` of positive size, `width` and
/// `height`, `role="img"` and `data-game`, a `<title>` with text as its first child and
/// a `<desc>`, finite numbers in every geometric attribute, every piece with its owner,
/// kind and place, places named once — and counts what it shows.
///
/// # Errors
/// What is wrong, in words.
pub fn read(svg: &str) -> Result<SvgCensus, String> {
    let doc = roxmltree::Document::parse(svg).map_err(|e| format!("not well-formed XML: {e}"))?;
    let root = doc.root_element();
    if root.tag_name().name() != "svg"
        || root.tag_name().namespace() != Some("http://www.w3.org/2000/svg")
    {
        return Err(format!(
            "the root is `{:?}`, not an SVG `<svg>`",
            root.tag_name()
        ));
    }
    let view: Vec<f64> = root
        .attribute("viewBox")
        .ok_or("no viewBox")?
        .split_whitespace()
        .map(|t| number(t).ok_or(format!("a viewBox number `{t}`")))
        .collect::<Result<_, _>>()?;
    if view.len() != 4 || view[2] <= 0.0 || view[3] <= 0.0 {
        return Err(format!(
            "viewBox {view:?} is not four numbers of positive size"
        ));
    }
    for size in ["width", "height"] {
        match root.attribute(size).and_then(number) {
            Some(v) if v > 0.0 => {}
            _ => return Err(format!("no positive `{size}`")),
        }
    }
    if root.attribute("role") != Some("img") {
        return Err("the root has no role=\"img\"".into());
    }
    let mut census = SvgCensus {
        view_box: (view[2], view[3]),
        game: root
            .attribute("data-game")
            .ok_or("no data-game")?
            .to_string(),
        ..SvgCensus::default()
    };
    let mut children = root.children().filter(roxmltree::Node::is_element);
    match children.next() {
        Some(t) if t.has_tag_name("title") => census.title = t.text().unwrap_or("").to_string(),
        _ => return Err("the first child is not a <title>".into()),
    }
    if census.title.trim().is_empty() {
        return Err("the <title> is empty".into());
    }
    match children.next() {
        Some(d) if d.has_tag_name("desc") => census.desc = d.text().unwrap_or("").to_string(),
        _ => return Err("no <desc> after the <title>".into()),
    }
    for node in root.descendants().filter(roxmltree::Node::is_element) {
        for attr in [
            "x",
            "y",
            "cx",
            "cy",
            "r",
            "width",
            "height",
            "font-size",
            "stroke-width",
        ] {
            if let Some(v) = node.attribute(attr) {
                if number(v).is_none() {
                    return Err(format!(
                        "<{}> {attr}=\"{v}\" is not a number",
                        node.tag_name().name()
                    ));
                }
            }
        }
        let Some(classes) = node.attribute("class") else {
            continue;
        };
        for class in classes.split_whitespace() {
            *census.classes.entry(class.to_string()).or_default() += 1;
            let data = |name: &str| {
                node.attribute(name)
                    .map(str::to_string)
                    .ok_or(format!("a `{class}` element without {name}"))
            };
            match class {
                "place" => census.places.push(data("data-place")?),
                "piece" => {
                    let key = (data("data-owner")?, data("data-kind")?);
                    *census.pieces.entry(key).or_default() += 1;
                    census.piece_places.push(data("data-place")?);
                }
                "hand" => {
                    let count = data("data-count")?;
                    let n = count
                        .parse::<u64>()
                        .map_err(|_| format!("data-count=\"{count}\""))?;
                    *census.hands.entry(data("data-owner")?).or_default() += n;
                }
                "row" => {
                    let score = data("data-score")?;
                    let n = score
                        .parse::<u64>()
                        .map_err(|_| format!("data-score=\"{score}\""))?;
                    census.rows.push((data("data-owner")?, n));
                }
                _ => {}
            }
        }
    }
    let mut names = census.places.clone();
    names.sort();
    if let Some(w) = names.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("the place `{}` is drawn twice", w[0]));
    }
    for place in &census.piece_places {
        if !census.places.is_empty() && !census.places.contains(place) {
            return Err(format!(
                "a piece on `{place}`, which is not a place of the board"
            ));
        }
    }
    Ok(census)
}

/// Checks the pictures of `after`, the position `mv` leads to from `before`: drawn with
/// the default options and from every seat's side, each is well formed ([`read`]),
/// names the game (`data-game`) and holds the position's text (`<desc>`), and all show
/// the same pieces; drawn with the move's [`Game::move_marks`] as the last move (and
/// its end highlighted, an arrow along it), every place the marks name is a place of
/// the board, and the picture tints the move's places, crosses each captured place and
/// draws its path. Returns the census of the default picture.
///
/// # Errors
/// What is wrong, naming the options that drew it.
pub fn check_picture<G: Game>(
    game: &G,
    before: &G::Position,
    mv: &G::Move,
    after: &G::Position,
) -> Result<SvgCensus, String> {
    let plain = read(&game.svg(after, &SvgOptions::default()))
        .map_err(|e| format!("default picture: {e}"))?;
    if plain.game != game.name() {
        return Err(format!(
            "data-game is `{}`, the game is `{}`",
            plain.game,
            game.name()
        ));
    }
    if plain.desc != after.to_string() {
        return Err(format!(
            "<desc> is `{}`, the position `{after}`",
            plain.desc
        ));
    }
    for seat in crate::player::Player::all(game.players()) {
        let options = SvgOptions::new().perspective(seat).coordinates(false);
        let seen =
            read(&game.svg(after, &options)).map_err(|e| format!("seen from {seat}: {e}"))?;
        if seen.pieces != plain.pieces || seen.hands != plain.hands {
            return Err(format!(
                "seen from {seat} the picture shows {:?} and hands {:?}, by default {:?} and {:?}",
                seen.pieces, seen.hands, plain.pieces, plain.hands
            ));
        }
    }
    let marks: MoveMarks = game.move_marks(before, mv);
    if marks.is_empty() {
        return Ok(plain);
    }
    for name in marks
        .path
        .iter()
        .chain(&marks.placed)
        .chain(&marks.captured)
    {
        if !plain.places.contains(name) {
            return Err(format!(
                "the marks of `{mv}` name `{name}`, not a place of the board"
            ));
        }
    }
    let mut options = SvgOptions::new().last_move(marks.clone());
    if let (Some(from), Some(to)) = (marks.path.first(), marks.path.last()) {
        options = options
            .highlight(to.clone())
            .arrow(from.clone(), to.clone());
    }
    let marked =
        read(&game.svg(after, &options)).map_err(|e| format!("with the last move `{mv}`: {e}"))?;
    if marked.class("captured") != marks.captured.len() {
        return Err(format!(
            "`{mv}` captured {:?}, the picture crosses {}",
            marks.captured,
            marked.class("captured")
        ));
    }
    if marked.class("last-move") == 0 && !(marks.path.is_empty() && marks.placed.is_empty()) {
        return Err(format!("the last move `{mv}` is not drawn"));
    }
    let moved = marks.path.first() != marks.path.last();
    if moved && marked.class("arrow") == 0 {
        return Err(format!("no arrow along `{mv}` from {:?}", marks.path));
    }
    if !marks.path.is_empty() && marked.class("highlight") != 1 {
        return Err(format!(
            "the end of `{mv}` is highlighted {} times",
            marked.class("highlight")
        ));
    }
    if marked.pieces != plain.pieces {
        return Err(format!(
            "the marks changed the pieces drawn: {:?}, {:?}",
            marked.pieces, plain.pieces
        ));
    }
    Ok(plain)
}
