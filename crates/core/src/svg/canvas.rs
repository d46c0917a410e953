//! [`Canvas`]: an SVG document written element by element, always well formed, with
//! the shared vocabulary of every family's pictures — pieces, pieces in hand, the marks
//! of a move, highlights and arrows — so that all games look like one set.

use std::fmt::Write as _;

use crate::svg::options::SvgOptions;
use crate::svg::theme::{PieceColours, Rgb, Theme};

/// A number as SVG writes it: at most two decimals, no trailing zeros (`12.5`, `100`).
pub fn num(value: f64) -> String {
    let mut out = String::new();
    push_num(&mut out, value);
    out
}

/// Appends `value` as [`num`] writes it: rounded to hundredths as an integer and
/// written with integer formatting, which is several times faster than formatting a
/// float with a precision (the pictures write thousands of numbers). Values that are
/// not finite are written `0`.
fn push_num(out: &mut String, value: f64) {
    let hundredths = (value * 100.0).round();
    if !hundredths.is_finite() {
        out.push('0');
        return;
    }
    if hundredths.abs() >= 1e15 {
        let _ = write!(out, "{value:.0}");
        return;
    }
    let h = hundredths as i64;
    if h < 0 {
        out.push('-');
    }
    let (whole, frac) = (h.unsigned_abs() / 100, h.unsigned_abs() % 100);
    push_u64(out, whole);
    if frac != 0 {
        out.push('.');
        out.push(char::from(b'0' + (frac / 10) as u8));
        if frac % 10 != 0 {
            out.push(char::from(b'0' + (frac % 10) as u8));
        }
    }
}

/// Appends the decimal digits of `n`.
fn push_u64(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(digits[i..].iter().map(|&d| char::from(d)));
}

/// Escapes `&`, `<`, `>`, `"` and `'` for XML text and attribute values, and replaces
/// control characters that XML 1.0 does not allow with spaces.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    push_escaped(&mut out, text);
    out
}

/// Appends `text` as [`escape`] writes it.
fn push_escaped(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
}

/// Of `a` and `b`, the colour that stands out more on `ground` (by luminance; `a` on a
/// tie).
pub fn contrasting(ground: Rgb, a: Rgb, b: Rgb) -> Rgb {
    let lum = |c: Rgb| 0.299 * f64::from(c.r) + 0.587 * f64::from(c.g) + 0.114 * f64::from(c.b);
    if (lum(a) - lum(ground)).abs() >= (lum(b) - lum(ground)).abs() {
        a
    } else {
        b
    }
}

/// A value of an attribute: numbers are written with [`num`], colours as `#rrggbb`,
/// texts escaped.
pub trait AttrValue {
    /// Appends the value as it goes between the quotes, escaped.
    fn write_attr(&self, out: &mut String);
}

impl AttrValue for f64 {
    fn write_attr(&self, out: &mut String) {
        push_num(out, *self);
    }
}

impl AttrValue for u32 {
    fn write_attr(&self, out: &mut String) {
        push_u64(out, u64::from(*self));
    }
}

impl AttrValue for usize {
    fn write_attr(&self, out: &mut String) {
        push_u64(out, *self as u64);
    }
}

impl AttrValue for Rgb {
    fn write_attr(&self, out: &mut String) {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        out.push('#');
        for channel in [self.r, self.g, self.b] {
            out.push(char::from(HEX[usize::from(channel >> 4)]));
            out.push(char::from(HEX[usize::from(channel & 15)]));
        }
    }
}

impl AttrValue for &str {
    fn write_attr(&self, out: &mut String) {
        push_escaped(out, self);
    }
}

impl AttrValue for String {
    fn write_attr(&self, out: &mut String) {
        push_escaped(out, self);
    }
}

/// A point of the picture, in the units of its `viewBox`.
pub type Xy = (f64, f64);

/// Where a place of the board is drawn, for the marks: its centre, half its size, and
/// whether it is a square (tinted as a square) or a point (tinted as a disc).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    /// The centre.
    pub centre: Xy,
    /// Half the side of a square, or the radius of the disc a point's marks fill.
    pub half: f64,
    /// A square (`true`) or a point of a line board (`false`).
    pub square: bool,
}

impl Spot {
    /// A square of side `2 * half` around `centre`.
    pub fn square(centre: Xy, half: f64) -> Spot {
        Spot {
            centre,
            half,
            square: true,
        }
    }

    /// A point whose marks fill a disc of radius `half` around `centre`.
    pub fn point(centre: Xy, half: f64) -> Spot {
        Spot {
            centre,
            half,
            square: false,
        }
    }
}

/// What a piece is drawn with on top of its body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emblem<'a> {
    /// A plain stone with a faint inner ring (a man, a morris piece).
    Ring,
    /// A crown: a king.
    Crown,
    /// A short text (a seat's number, a piece's letter).
    Label(&'a str),
}

/// One piece to draw: what it is (written as `data-` attributes, so that programs and
/// tests can read the picture) and how it looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceDraw<'a> {
    /// Whose it is, lower case: `white`, `black`, `neutral`, a seat's name.
    pub owner: &'a str,
    /// What it is, lower case: `man`, `king`, `stone`, `wolf`, `sheep`.
    pub kind: &'a str,
    /// The place it stands on, in the game's notation.
    pub place: &'a str,
    /// Its colours.
    pub colours: PieceColours,
    /// What is drawn on it.
    pub emblem: Emblem<'a>,
}

/// An SVG document being written. Every element is closed when the next one starts (or
/// when a group is closed), so the output is well formed whatever the order of calls;
/// [`finish`](Canvas::finish) closes what is still open.
///
/// The picture's conventions, which every family follows and a program reading the
/// picture may rely on:
///
/// - the root `<svg>` has a `viewBox`, a `width` and `height` in pixels,
///   `role="img"`, `class="doska"` and `data-game` (the game's spec); its first child
///   is a `<title>` describing the position in words, then a `<desc>` holding the
///   position's text;
/// - each place of the board is an element with `class="place"` and `data-place`
///   (its name in the game's notation), so a page can tell which place was clicked;
/// - each piece on the board is a `<g class="piece">` with `data-owner`, `data-kind`
///   and `data-place`; a column of pieces (column draughts) is a `<g class="column">`
///   with `data-place` and `data-count`, holding one such group per piece, each with
///   its `data-depth` (0 the top), painted bottom first;
/// - pieces in hand are a `<g class="hand">` with `data-owner` and `data-count`;
/// - marks are classed `last-move`, `highlight`, `captured`, `arrow`, and take no
///   pointer events, so that a click on a marked place reaches the place beneath.
///
/// ```
/// use doska_core::svg::{Canvas, Emblem, PieceDraw, SvgOptions};
///
/// let options = SvgOptions::new();
/// let mut canvas = Canvas::new(100.0, 100.0, &options, "demo", "A lone king", "a king on a1");
/// let look = PieceDraw {
///     owner: "white",
///     kind: "king",
///     place: "a1",
///     colours: canvas.theme().white,
///     emblem: Emblem::Crown,
/// };
/// canvas.piece((50.0, 50.0), 40.0, &look);
/// let svg = canvas.finish();
/// assert!(svg.starts_with("<svg "));
/// assert!(svg.contains("<title>A lone king</title>"));
/// assert!(svg.contains(r#"data-kind="king""#));
/// assert!(svg.trim_end().ends_with("</svg>"));
/// ```
#[derive(Debug)]
pub struct Canvas {
    out: String,
    theme: Theme,
    /// The elements opened and not yet closed, innermost last.
    open: Vec<&'static str>,
    /// Whether the last start tag written still waits for its `>` or `/>`.
    pending: bool,
}

/// The builder of one element's attributes ([`Canvas::el`]). The element is closed
/// when the builder is dropped, or when [`text`](Element::text) or
/// [`open`](Element::open) finishes it.
#[derive(Debug)]
pub struct Element<'c> {
    canvas: &'c mut Canvas,
}

impl Element<'_> {
    /// Adds `name="value"`, the value escaped.
    pub fn attr(self, name: &str, value: impl AttrValue) -> Self {
        let out = &mut self.canvas.out;
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        value.write_attr(out);
        out.push('"');
        self
    }

    /// Adds `name="value"` when `value` is `Some`.
    pub fn attr_opt(self, name: &str, value: Option<impl AttrValue>) -> Self {
        match value {
            Some(v) => self.attr(name, v),
            None => self,
        }
    }

    /// Ends the element with `text` (escaped) as its content.
    pub fn text(self, text: &str) {
        let canvas = &mut *self.canvas;
        let name = canvas.open.pop().unwrap_or("g");
        canvas.pending = false;
        canvas.out.push('>');
        push_escaped(&mut canvas.out, text);
        let _ = writeln!(canvas.out, "</{name}>");
    }

    /// Ends the start tag and leaves the element open for children, until
    /// [`Canvas::close`].
    pub fn open(self) {
        let canvas = &mut *self.canvas;
        canvas.pending = false;
        canvas.out.push_str(">\n");
    }
}

impl Drop for Element<'_> {
    fn drop(&mut self) {
        self.canvas.end_pending();
    }
}

impl Canvas {
    /// Starts a picture `width` × `height` units large, [`SvgOptions::size`] pixels
    /// wide, with its title (the position in words), its description (the position's
    /// text) and the game's spec; the margin is painted with the theme's background.
    pub fn new(
        width: f64,
        height: f64,
        options: &SvgOptions,
        game: &str,
        title: &str,
        desc: &str,
    ) -> Canvas {
        let mut canvas = Canvas {
            out: String::with_capacity(16 * 1024),
            theme: options.theme,
            open: Vec::new(),
            pending: false,
        };
        let pixels = f64::from(options.size.max(1));
        let tall = if width > 0.0 {
            pixels * height / width
        } else {
            pixels
        };
        canvas
            .el("svg")
            .attr("xmlns", "http://www.w3.org/2000/svg")
            .attr("viewBox", format!("0 0 {} {}", num(width), num(height)))
            .attr("width", num(pixels))
            .attr("height", num(tall.round().max(1.0)))
            .attr("role", "img")
            .attr("class", "doska")
            .attr("data-game", game)
            .attr("font-family", "DejaVu Sans, Verdana, Arial, sans-serif")
            .open();
        canvas.el("title").text(title);
        canvas.el("desc").text(desc);
        let background = canvas.theme.background;
        canvas
            .el("rect")
            .attr("class", "background")
            .attr("width", width)
            .attr("height", height)
            .attr("fill", background);
        canvas
    }

    /// The colours of the picture.
    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    fn end_pending(&mut self) {
        if self.pending {
            self.pending = false;
            self.open.pop();
            self.out.push_str("/>\n");
        }
    }

    /// Starts an element `<name`; add attributes to the builder. The element ends when
    /// the builder is dropped (`<name …/>`), or with content or children.
    pub fn el(&mut self, name: &'static str) -> Element<'_> {
        self.end_pending();
        for _ in 0..self.open.len() {
            self.out.push(' ');
        }
        self.out.push('<');
        self.out.push_str(name);
        self.open.push(name);
        self.pending = true;
        Element { canvas: self }
    }

    /// Opens a group `<g class="…">` with `data-` attributes (names without the
    /// `data-` prefix), for children until [`close`](Canvas::close).
    pub fn group(&mut self, class: &str, data: &[(&str, &str)]) {
        let mut el = self.el("g").attr("class", class);
        for (name, value) in data {
            el = el.attr(&format!("data-{name}"), *value);
        }
        el.open();
    }

    /// Closes the innermost open element (a group).
    pub fn close(&mut self) {
        self.end_pending();
        if let Some(name) = self.open.pop() {
            for _ in 0..self.open.len() {
                self.out.push(' ');
            }
            let _ = writeln!(self.out, "</{name}>");
        }
    }

    /// A text in the theme's text colour, centred on `at` (`anchor`: `middle`, `start`
    /// or `end`), `size` units high.
    pub fn label(&mut self, at: Xy, size: f64, anchor: &str, text: &str) {
        let colour = self.theme.text;
        self.text_at(at, size, anchor, colour, text);
    }

    /// A text in `colour`, vertically centred on `at`.
    pub fn text_at(&mut self, at: Xy, size: f64, anchor: &str, colour: Rgb, text: &str) {
        self.el("text")
            .attr("x", at.0)
            .attr("y", at.1 + 0.35 * size)
            .attr("font-size", size)
            .attr("text-anchor", anchor)
            .attr("fill", colour)
            .text(text);
    }

    /// A piece of radius `r` centred on `at`: a `<g class="piece">` with its
    /// `data-owner`, `data-kind` and `data-place`, its body and its emblem.
    pub fn piece(&mut self, at: Xy, r: f64, piece: &PieceDraw<'_>) {
        self.group(
            "piece",
            &[
                ("owner", piece.owner),
                ("kind", piece.kind),
                ("place", piece.place),
            ],
        );
        self.stone(at, r, piece.colours, piece.emblem);
        self.close();
    }

    /// The body of a piece and its emblem, outside any group (a column's pieces beneath
    /// the top, a piece in hand).
    pub fn stone(&mut self, at: Xy, r: f64, colours: PieceColours, emblem: Emblem<'_>) {
        // A soft shadow lifts the piece off the board.
        self.el("circle")
            .attr("cx", at.0 + 0.06 * r)
            .attr("cy", at.1 + 0.1 * r)
            .attr("r", r)
            .attr("fill", "#000000")
            .attr("fill-opacity", 0.18);
        self.el("circle")
            .attr("cx", at.0)
            .attr("cy", at.1)
            .attr("r", r)
            .attr("fill", colours.fill)
            .attr("stroke", colours.edge)
            .attr("stroke-width", 0.09 * r);
        // The inner ring in whichever of the edge and emblem colours stands out on the
        // body, so that it shows on a black piece whose edge is black too.
        let ring = contrasting(colours.fill, colours.edge, colours.emblem);
        self.el("circle")
            .attr("cx", at.0)
            .attr("cy", at.1)
            .attr("r", 0.72 * r)
            .attr("fill", "none")
            .attr("stroke", ring)
            .attr("stroke-opacity", 0.45)
            .attr("stroke-width", 0.06 * r);
        match emblem {
            Emblem::Ring => {}
            Emblem::Crown => self.crown(at, r, colours.emblem),
            Emblem::Label(text) => {
                let size = if text.chars().count() > 1 {
                    0.85 * r
                } else {
                    1.05 * r
                };
                self.text_at(at, size, "middle", colours.emblem, text);
            }
        }
    }

    /// A crown of size `r` on `at`.
    pub fn crown(&mut self, at: Xy, r: f64, colour: Rgb) {
        const CROWN: [Xy; 7] = [
            (-0.48, 0.3),
            (0.48, 0.3),
            (0.56, -0.3),
            (0.26, -0.02),
            (0.0, -0.42),
            (-0.26, -0.02),
            (-0.56, -0.3),
        ];
        let points: Vec<String> = CROWN
            .iter()
            .map(|(x, y)| format!("{},{}", num(at.0 + x * r), num(at.1 + y * r)))
            .collect();
        self.el("polygon")
            .attr("points", points.join(" "))
            .attr("fill", colour)
            .attr("stroke", colour)
            .attr("stroke-width", 0.05 * r)
            .attr("stroke-linejoin", "round");
    }

    /// Pieces in hand: `count` pieces of `owner` drawn as a row of small stones from
    /// `at` towards `step` (at most `shown` of them, overlapping as needed) followed by
    /// the number, in a `<g class="hand">` with `data-owner` and `data-count`.
    #[allow(clippy::too_many_arguments)]
    pub fn hand(
        &mut self,
        at: Xy,
        step: Xy,
        r: f64,
        owner: &str,
        colours: PieceColours,
        count: u32,
        shown: u32,
    ) {
        let count_text = count.to_string();
        self.group("hand", &[("owner", owner), ("count", &count_text)]);
        let drawn = count.min(shown);
        for i in 0..drawn {
            let i = f64::from(i);
            self.stone(
                (at.0 + i * step.0, at.1 + i * step.1),
                r,
                colours,
                Emblem::Ring,
            );
        }
        let n = f64::from(drawn.max(1)) - 1.0;
        let end = (at.0 + n * step.0 + 1.6 * r, at.1 + n * step.1);
        self.label(end, 1.3 * r, "start", &format!("×{count}"));
        self.close();
    }

    /// The last move's tint on one place.
    pub fn tint(&mut self, spot: Spot) {
        let colour = self.theme.last_move;
        self.fill_spot(spot, colour, 0.55, "last-move");
    }

    fn fill_spot(&mut self, spot: Spot, colour: Rgb, opacity: f64, class: &str) {
        let (x, y) = spot.centre;
        if spot.square {
            self.el("rect")
                .attr("class", class)
                .attr("pointer-events", "none")
                .attr("x", x - spot.half)
                .attr("y", y - spot.half)
                .attr("width", 2.0 * spot.half)
                .attr("height", 2.0 * spot.half)
                .attr("fill", colour)
                .attr("fill-opacity", opacity);
        } else {
            self.el("circle")
                .attr("class", class)
                .attr("pointer-events", "none")
                .attr("cx", x)
                .attr("cy", y)
                .attr("r", spot.half)
                .attr("fill", colour)
                .attr("fill-opacity", opacity);
        }
    }

    /// A highlighted place: a dot in its centre.
    pub fn highlight(&mut self, spot: Spot) {
        let colour = self.theme.highlight;
        self.el("circle")
            .attr("class", "highlight")
            .attr("pointer-events", "none")
            .attr("cx", spot.centre.0)
            .attr("cy", spot.centre.1)
            .attr("r", 0.32 * spot.half)
            .attr("fill", colour)
            .attr("fill-opacity", 0.6);
    }

    /// A captured place: a cross over it.
    pub fn cross(&mut self, spot: Spot) {
        let colour = self.theme.capture;
        let (x, y) = spot.centre;
        let a = 0.5 * spot.half;
        self.el("path")
            .attr("class", "captured")
            .attr("pointer-events", "none")
            .attr(
                "d",
                format!(
                    "M{} {}L{} {}M{} {}L{} {}",
                    num(x - a),
                    num(y - a),
                    num(x + a),
                    num(y + a),
                    num(x - a),
                    num(y + a),
                    num(x + a),
                    num(y - a)
                ),
            )
            .attr("stroke", colour)
            .attr("stroke-width", 0.2 * spot.half)
            .attr("stroke-linecap", "round")
            .attr("stroke-opacity", 0.85);
    }

    /// An arrow along `points` (at least two), `width` units thick, with its head at
    /// the last point; `class` is `arrow` or `last-move`.
    pub fn arrow(&mut self, points: &[Xy], width: f64, class: &str) {
        let Some((&tip, rest)) = points.split_last() else {
            return;
        };
        let Some(&before) = rest.last() else {
            return;
        };
        let (dx, dy) = (tip.0 - before.0, tip.1 - before.1);
        let length = dx.hypot(dy);
        if length < 1e-6 {
            return;
        }
        let (ux, uy) = (dx / length, dy / length);
        let head = (2.6 * width).min(0.9 * length);
        let base = (tip.0 - ux * head, tip.1 - uy * head);
        let colour = self.theme.arrow;
        self.el("g")
            .attr("class", class)
            .attr("pointer-events", "none")
            .open();
        let mut line: Vec<String> = rest
            .iter()
            .map(|p| format!("{},{}", num(p.0), num(p.1)))
            .collect();
        line.push(format!("{},{}", num(base.0), num(base.1)));
        self.el("polyline")
            .attr("points", line.join(" "))
            .attr("fill", "none")
            .attr("stroke", colour)
            .attr("stroke-width", width)
            .attr("stroke-linejoin", "round")
            .attr("stroke-linecap", "round")
            .attr("stroke-opacity", 0.8);
        let side = 1.25 * width;
        let wing = |s: f64| {
            format!(
                "{},{}",
                num(base.0 - uy * side * s),
                num(base.1 + ux * side * s)
            )
        };
        self.el("polygon")
            .attr(
                "points",
                format!("{} {},{} {}", wing(1.0), num(tip.0), num(tip.1), wing(-1.0)),
            )
            .attr("fill", colour)
            .attr("fill-opacity", 0.8);
        self.close();
    }

    /// The marks drawn beneath the pieces: the tint of the last move's places (its
    /// start, its stop and the places it put pieces on). `locate` finds a place by name;
    /// names it does not know are left out.
    pub fn marks_under(&mut self, options: &SvgOptions, locate: impl Fn(&str) -> Option<Spot>) {
        let Some(marks) = &options.last_move else {
            return;
        };
        let ends = marks
            .path
            .first()
            .into_iter()
            .chain(marks.path.last().filter(|_| marks.path.len() > 1));
        for name in ends.chain(&marks.placed) {
            if let Some(spot) = locate(name) {
                self.tint(spot);
            }
        }
    }

    /// The marks drawn over the pieces: crosses on what the last move took, dots on the
    /// highlighted places, the last move's path and the arrows of the options.
    pub fn marks_over(&mut self, options: &SvgOptions, locate: impl Fn(&str) -> Option<Spot>) {
        if let Some(marks) = &options.last_move {
            for name in &marks.captured {
                if let Some(spot) = locate(name) {
                    self.cross(spot);
                }
            }
        }
        for name in &options.highlights {
            if let Some(spot) = locate(name) {
                self.highlight(spot);
            }
        }
        if let Some(marks) = &options.last_move {
            let spots: Vec<Spot> = marks.path.iter().filter_map(|n| locate(n)).collect();
            if spots.len() >= 2 && spots.len() == marks.path.len() {
                let points: Vec<Xy> = spots.iter().map(|s| s.centre).collect();
                self.arrow(&points, 0.28 * spots[0].half, "last-move");
            }
        }
        for arrow in &options.arrows {
            if let (Some(from), Some(to)) = (locate(&arrow.from), locate(&arrow.to)) {
                self.arrow(&[from.centre, to.centre], 0.28 * from.half, "arrow");
            }
        }
    }

    /// Ends the picture: closes every open element and returns the SVG text.
    pub fn finish(mut self) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        std::mem::take(&mut self.out)
    }
}

/// A picture of any text diagram: its lines in a monospace font on the theme's light
/// colour. The default of [`Game::svg`](crate::Game::svg) for games that draw no board
/// of their own.
pub fn text_picture(
    game: &str,
    title: &str,
    desc: &str,
    diagram: &str,
    options: &SvgOptions,
) -> String {
    let lines: Vec<&str> = diagram.lines().collect();
    let columns = lines
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        .max(1);
    let (char_w, line_h, pad) = (12.0, 24.0, 16.0);
    let width = 2.0 * pad + char_w * columns as f64;
    let height = 2.0 * pad + line_h * lines.len().max(1) as f64;
    let mut canvas = Canvas::new(width, height, options, game, title, desc);
    let (light, text) = (canvas.theme().light, canvas.theme().text);
    canvas
        .el("rect")
        .attr("x", pad / 2.0)
        .attr("y", pad / 2.0)
        .attr("width", width - pad)
        .attr("height", height - pad)
        .attr("fill", light);
    for (i, line) in lines.iter().enumerate() {
        canvas
            .el("text")
            .attr("x", pad)
            .attr("y", pad + line_h * (i as f64 + 0.75))
            .attr("font-family", "DejaVu Sans Mono, monospace")
            .attr("font-size", 20.0)
            .attr("fill", text)
            .attr("xml:space", "preserve")
            .text(line);
    }
    canvas.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(100.0), "100");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-2.05), "-2.05");
        assert_eq!(num(0.999), "1");
        assert_eq!(num(-7.1), "-7.1");
        assert_eq!(num(f64::NAN), "0");
        assert_eq!(num(3e17), "300000000000000000");
        let mut out = String::new();
        Rgb::new(0x0a, 0xbc, 0xff).write_attr(&mut out);
        7u32.write_attr(&mut out);
        1234usize.write_attr(&mut out);
        assert_eq!(out, "#0abcff71234");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape(r#"a<b & "c" 'd'>"#),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"
        );
        assert_eq!(escape("x\u{7}y"), "x y");
    }

    #[test]
    fn elements_close_in_order() {
        let mut c = Canvas::new(10.0, 10.0, &SvgOptions::new(), "g", "t", "d");
        c.group("a", &[("place", "c3")]);
        c.el("rect").attr("width", 1.0);
        c.el("circle").attr("r", 2.0);
        c.close();
        c.el("text").text("x<y");
        let svg = c.finish();
        assert!(svg.contains("<g class=\"a\" data-place=\"c3\">\n  <rect width=\"1\"/>\n  <circle r=\"2\"/>\n </g>\n"), "{svg}");
        assert!(svg.contains("<text>x&lt;y</text>"), "{svg}");
        assert!(svg.ends_with("</svg>\n"), "{svg}");
    }
}
