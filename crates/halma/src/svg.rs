//! Pictures of positions as SVG ([`Game::svg`](doska_core::Game::svg)) and the marks of
//! a move ([`Game::move_marks`](doska_core::Game::move_marks)).
//!
//! The star is drawn on its lattice: neighbouring points are
//! [`SQUARE`](doska_core::svg::SQUARE) apart, each rank a row, a file a line running up
//! and to the right, as in the text diagram. The board is a rounded star with the lines
//! of its three directions; each home is tinted in its seat's colour (the theme's
//! colour of its triangle), and a target nobody starts in faintly in the colour of the
//! seat heading there. Every point is a `place`; every piece a stone in its seat's
//! colour with the seat's number on it. A seat's perspective turns the star by a
//! multiple of 60° so that its home is at the bottom; the coordinates turn with it: the
//! rank at the first point of each rank, the file beyond the last point of each file.

use doska_core::svg::{num, Canvas, Emblem, MoveMarks, PieceDraw, Spot, SvgOptions, Xy, SQUARE};
use doska_core::{Game, Player, Position};

use crate::jump_routes::shortest_route;
use crate::moves::HalmaMove;
use crate::outcome::decide;
use crate::point::Point;
use crate::position::HalmaPosition;
use crate::rules::Halma;
use crate::star::{Triangle, NEIGHBOURS};

/// The height of one rank over the next, in units of [`SQUARE`]: √3 / 2.
const ROW: f64 = 0.866_025_403_784_438_6;
/// How far the board reaches beyond the outer points.
const PAD: f64 = 0.5 * SQUARE;
/// The radius of a piece.
const PIECE: f64 = 0.4 * SQUARE;
/// The radius of an empty point's hole.
const HOLE: f64 = 0.13 * SQUARE;
/// How far a coordinate stands off the point at the end of its line.
const LABEL_OFF: f64 = 0.85;
/// How far apart (in units of [`SQUARE`]) a file's letter keeps from every rank's number.
const LABEL_APART: f64 = 0.6;
/// The size of the coordinates.
const LABEL: f64 = 0.3 * SQUARE;

/// The corners of the star, through the centres of its outer points, clockwise from
/// the bottom corner (axial coordinates): each triangle's apex and the hexagon's
/// corner after it.
const OUTLINE: [(i32, i32); 12] = [
    (4, -8),
    (0, -4),
    (-4, -4),
    (-4, 0),
    (-8, 4),
    (-4, 4),
    (-4, 8),
    (0, 4),
    (4, 4),
    (4, 0),
    (8, -4),
    (4, -4),
];

/// Axial coordinates turned 60° clockwise on the page: each triangle onto the next of
/// [`Triangle::ALL`].
fn turn((q, r): (f64, f64)) -> (f64, f64) {
    (q + r, -q)
}

/// Axial coordinates turned `times` × 60° clockwise.
fn turned(mut qr: (f64, f64), times: usize) -> (f64, f64) {
    for _ in 0..times % 6 {
        qr = turn(qr);
    }
    qr
}

/// Where the star is drawn: its centre on the page and how far it is turned.
#[derive(Clone, Copy)]
struct Layout {
    centre: Xy,
    /// Turns of 60° clockwise.
    turns: usize,
}

impl Layout {
    /// The page position of axial coordinates `(q, r)` (fractions allowed).
    fn at(&self, q: f64, r: f64) -> Xy {
        let (q, r) = turned((q, r), self.turns);
        (
            self.centre.0 + SQUARE * (q + r / 2.0),
            self.centre.1 - SQUARE * ROW * r,
        )
    }

    /// The centre of a point.
    fn point(&self, p: Point) -> Xy {
        let (q, r) = p.axial();
        self.at(f64::from(q), f64::from(r))
    }

    /// The polygon through these axial corners, as SVG `points`.
    fn polygon(&self, corners: impl IntoIterator<Item = (i32, i32)>) -> String {
        corners
            .into_iter()
            .map(|(q, r)| {
                let (x, y) = self.at(f64::from(q), f64::from(r));
                format!("{},{}", num(x), num(y))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The three corners of a home or target region (`rows` = 4 for a triangle of 10, 5
/// with the hexagon's edge), axial, unturned.
fn region_corners(t: Triangle, rows: i32) -> [(i32, i32); 3] {
    // The bottom region: the corner m1 and the two ends of its widest rank.
    let bottom = [(4, -8), (5 - rows, -9 + rows), (4, -9 + rows)];
    bottom.map(|(q, r)| {
        let (q, r) = turned((f64::from(q), f64::from(r)), t.index());
        (q as i32, r as i32)
    })
}

/// The seat whose home is `t`, if any.
fn seat_of(rules: &Halma, t: Triangle) -> Option<Player> {
    rules
        .triangles()
        .iter()
        .position(|h| *h == t)
        .and_then(Player::new)
}

/// A seat's name as the pictures write it: lower case (`bottom`, `upper-left`).
fn owner(rules: &Halma, seat: Player) -> String {
    rules.seat_name(seat).to_lowercase()
}

/// The number of players in words.
fn table(players: usize) -> &'static str {
    match players {
        2 => "two players",
        3 => "three players",
        4 => "four players",
        _ => "six players",
    }
}

/// The title: the game in words, whose turn or the result with the turns played, and
/// each seat's pieces in its target.
fn title(rules: &Halma, pos: &HalmaPosition) -> String {
    let turns = match rules.move_limit() {
        0 => format!("turn {}, no move limit", pos.ply() + 1),
        limit => format!("turn {} of {limit}", pos.ply() + 1),
    };
    let state = match decide(rules, pos) {
        Some(outcome) => {
            let played = match rules.move_limit() {
                0 => format!("after {} turns", pos.ply()),
                limit => format!("after {} of {limit} turns", pos.ply()),
            };
            format!("{outcome} {played}")
        }
        None => format!(
            "{} (seat {}) to move, {turns}",
            rules.seat_name(pos.to_move()),
            pos.to_move().index() + 1
        ),
    };
    let seats: Vec<String> = Player::all(rules.seats())
        .map(|s| {
            let own = pos.pieces(s);
            let done = match pos.finish_order(s) {
                Some(n) => format!(" (finished {})", ordinal(n)),
                None => String::new(),
            };
            format!(
                "{} {} of {}{done}",
                rules.seat_name(s),
                (own & rules.target(s)).count(),
                own.count()
            )
        })
        .collect();
    format!(
        "Halma, {} with {} pieces each: {state}; pieces in their targets: {}.",
        table(rules.seats()),
        rules.pieces(),
        seats.join(", ")
    )
}

/// `1st`, `2nd`, `3rd`, `4th`, …
fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Draws `pos`: the star, its homes, lines and points, the coordinates, the pieces and
/// the marks `options` ask for.
pub(crate) fn svg(rules: &Halma, pos: &HalmaPosition, options: &SvgOptions) -> String {
    let margin = if options.coordinates {
        1.1 * SQUARE
    } else {
        0.6 * SQUARE
    };
    let width = 12.0 * SQUARE + 2.0 * margin;
    let height = 16.0 * ROW * SQUARE + 2.0 * margin;
    let turns = options
        .perspective
        .and_then(|seat| rules.triangles().get(seat.index()))
        .map_or(0, |t| (6 - t.index()) % 6);
    let layout = Layout {
        centre: (width / 2.0, height / 2.0),
        turns,
    };
    let mut canvas = Canvas::new(
        width,
        height,
        options,
        &rules.name(),
        &title(rules, pos),
        &pos.to_string(),
    );
    board(&mut canvas, rules, &layout);
    if options.coordinates {
        coordinates(&mut canvas, &layout);
    }
    let locate = |name: &str| {
        let p: Point = name.parse().ok()?;
        Some(Spot::point(layout.point(p), 0.46 * SQUARE))
    };
    canvas.marks_under(options, locate);
    for seat in Player::all(rules.seats()) {
        let t = rules.triangle(seat);
        let name = owner(rules, seat);
        let number = (seat.index() + 1).to_string();
        let colours = canvas.theme().seats[t.index()];
        for p in pos.pieces(seat) {
            let place = p.to_string();
            canvas.piece(
                layout.point(p),
                PIECE,
                &PieceDraw {
                    owner: &name,
                    kind: "stone",
                    place: &place,
                    colours,
                    emblem: Emblem::Label(&number),
                },
            );
        }
    }
    canvas.marks_over(options, locate);
    canvas.finish()
}

/// The board: the star, the homes and targets, the lines and the points.
fn board(canvas: &mut Canvas, rules: &Halma, layout: &Layout) {
    let theme = *canvas.theme();
    // The star, rounded: its outline through the outer points, stroked wide with round
    // joins, a border in the line colour beneath the surface.
    let star = layout.polygon(OUTLINE);
    canvas.group("board", &[]);
    for (colour, width) in [
        (theme.line, 2.0 * PAD + 0.06 * SQUARE),
        (theme.light, 2.0 * PAD),
    ] {
        canvas
            .el("polygon")
            .attr("points", star.as_str())
            .attr("fill", theme.light)
            .attr("stroke", colour)
            .attr("stroke-width", width)
            .attr("stroke-linejoin", "round");
    }
    canvas.close();
    // Homes in their seat's colour; a target where nobody starts, faintly in the
    // colour of the seat heading there.
    let rows = if rules.pieces() == 15 { 5 } else { 4 };
    for t in Triangle::ALL {
        let (seat, class, opacity) = match (seat_of(rules, t), seat_of(rules, t.opposite())) {
            (Some(seat), _) => (seat, "home", 0.34),
            (None, Some(seat)) => (seat, "target", 0.13),
            (None, None) => continue,
        };
        let colours = theme.seats[rules.triangle(seat).index()];
        let corners = layout.polygon(region_corners(t, rows));
        canvas
            .el("g")
            .attr("class", class)
            .attr("data-owner", owner(rules, seat))
            .attr("opacity", opacity)
            .open();
        canvas
            .el("polygon")
            .attr("points", corners.as_str())
            .attr("fill", colours.edge)
            .attr("stroke", colours.edge)
            .attr("stroke-width", 0.84 * SQUARE)
            .attr("stroke-linejoin", "round");
        canvas
            .el("polygon")
            .attr("points", corners.as_str())
            .attr("fill", colours.fill)
            .attr("stroke", colours.fill)
            .attr("stroke-width", 0.78 * SQUARE)
            .attr("stroke-linejoin", "round");
        canvas.close();
    }
    // The lines: each run of neighbours in the three directions, one path.
    let mut d = String::new();
    for (dq, dr) in [(1, 0), (0, 1), (-1, 1)] {
        for p in Point::all() {
            let (q, r) = p.axial();
            if Point::from_axial(q - dq, r - dr).is_some() {
                continue;
            }
            let mut end = p;
            while let Some(next) = Point::from_axial(end.axial().0 + dq, end.axial().1 + dr) {
                end = next;
            }
            if end != p {
                let (a, b) = (layout.point(p), layout.point(end));
                d.push_str(&format!(
                    "M{} {}L{} {}",
                    num(a.0),
                    num(a.1),
                    num(b.0),
                    num(b.1)
                ));
            }
        }
    }
    canvas
        .el("path")
        .attr("class", "lines")
        .attr("d", d)
        .attr("fill", "none")
        .attr("stroke", theme.line)
        .attr("stroke-width", 0.035 * SQUARE)
        .attr("stroke-linecap", "round")
        .attr("stroke-opacity", 0.7);
    // The points: holes, each the place of its name.
    for p in Point::all() {
        let (x, y) = layout.point(p);
        canvas
            .el("circle")
            .attr("class", "place")
            .attr("data-place", p.to_string())
            .attr("cx", x)
            .attr("cy", y)
            .attr("r", HOLE)
            .attr("fill", theme.dark)
            .attr("stroke", theme.line)
            .attr("stroke-width", 0.025 * SQUARE);
    }
}

/// The distance on the page between two axial positions, in units of [`SQUARE`].
fn apart((q1, r1): (f64, f64), (q2, r2): (f64, f64)) -> f64 {
    let (dq, dr) = (q1 - q2, r1 - r2);
    (dq + dr / 2.0).hypot(ROW * dr)
}

/// The coordinates: each rank's number before its first point (on the left when the
/// star is not turned), each file's letter beyond its last point (up and to the right),
/// on the lines' own extensions, so that each names one line only. Where a file's
/// letter would crowd a rank's number (in the corner between the upper-left and the
/// top triangle, where file `d` and rank 14 meet), the letter stands straight above its
/// last point instead.
fn coordinates(canvas: &mut Canvas, layout: &Layout) {
    canvas.group("coordinates", &[]);
    let mut ranks = Vec::new();
    for rank in 1..=17u8 {
        if let Some(first) = Point::all().find(|p| p.rank() == rank) {
            let (q, r) = first.axial();
            let spot = (f64::from(q) - LABEL_OFF, f64::from(r));
            ranks.push(spot);
            canvas.label(
                layout.at(spot.0, spot.1),
                LABEL,
                "middle",
                &rank.to_string(),
            );
        }
    }
    for file in 1..=17u8 {
        if let Some(last) = Point::all().rev().find(|p| p.file() == file) {
            let (q, r) = last.axial();
            let (q, r) = (f64::from(q), f64::from(r));
            // Along the file; else straight up from its last point (across the
            // ranks), still clear of the ranks' numbers.
            let along = (q, r + LABEL_OFF);
            let up = (q - 0.8 / (2.0 * ROW), r + 0.8 / ROW);
            let clear = |spot: (f64, f64)| ranks.iter().all(|&s| apart(s, spot) >= LABEL_APART);
            let spot = if clear(along) { along } else { up };
            let at = layout.at(spot.0, spot.1);
            canvas.label(at, LABEL, "middle", &last.file_letter().to_string());
        }
    }
    canvas.close();
}

/// The marks of `mv` played in `before`: a step's two points, a chain's start, every
/// landing of its shortest route and its end; nothing for a pass.
pub(crate) fn move_marks(_rules: &Halma, before: &HalmaPosition, mv: &HalmaMove) -> MoveMarks {
    let Some((from, to)) = mv.points() else {
        return MoveMarks::default();
    };
    let step = NEIGHBOURS[from.index()] >> to.index() & 1 != 0;
    let route = if step {
        None
    } else {
        shortest_route(from, to, before.occupied().bits())
    };
    let route = route.unwrap_or_else(|| vec![from, to]);
    MoveMarks::path(route.iter().map(ToString::to_string))
}
