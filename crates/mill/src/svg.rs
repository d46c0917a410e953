//! Pictures of positions as SVG ([`Game::svg`](doska_core::Game::svg)) and the marks of
//! a move ([`Game::move_marks`](doska_core::Game::move_marks)).
//!
//! The board is drawn from its own lines (the three squares, the midpoint lines, the
//! diagonals of twelve men's morris, the links of six men's morris) on the 7×7 grid
//! the point names use, one [`SQUARE`] between neighbouring grid lines. Each point is a
//! small dot (`class="place"`, `data-place` its name), each piece a stone (`data-kind`
//! `stone`, `data-owner` `white` or `black`). The pieces in hand sit in a tray above
//! and below the board: the hand of the side at the bottom below it, the other above.
//! Both hands are always drawn, a hand of 0 as an empty tray with `×0`, so the picture
//! keeps its size through the game. The tray of the side to move is outlined until the
//! game is over.

use doska_core::svg::{Canvas, MoveMarks, PieceDraw, Spot, SvgOptions, Xy, SQUARE};
use doska_core::text::counted;

use crate::board::Board;
use crate::colour::Colour;
use crate::movegen::Mode;
use crate::moves::MillMove;
use crate::outcome::outcome;
use crate::point::Point;
use crate::position::MillPosition;
use crate::rules::{Mill, Movement};

/// The board surface reaches this far beyond the outer points.
const PAD: f64 = 0.5 * SQUARE;
/// The side of the board surface: seven grid lines, six gaps and the pads.
const BOARD: f64 = 6.0 * SQUARE + 2.0 * PAD;
/// The height of a hand's tray, above and below the board.
const TRAY: f64 = 0.72 * SQUARE;
/// The gap between the picture's edge and a tray.
const EDGE: f64 = 0.08 * SQUARE;
/// The gap between a tray and the margin of the board.
const GAP: f64 = 0.12 * SQUARE;
/// The radius of a stone on the board.
const STONE: f64 = 0.37 * SQUARE;
/// The radius of a stone in hand.
const SMALL: f64 = 0.24 * SQUARE;
/// The radius of a point's dot.
const DOT: f64 = 0.085 * SQUARE;
/// Half the size of the spot the marks fill on a point.
const HALF: f64 = 0.47 * SQUARE;

/// Where everything goes: the margins and which way the board is turned.
struct Geometry {
    /// The margin around the board surface (coordinates, or a thin one).
    margin: f64,
    /// The board turned half a turn (Black's side at the bottom).
    flipped: bool,
}

impl Geometry {
    fn new(options: &SvgOptions) -> Geometry {
        let bottom = options
            .perspective
            .and_then(Colour::from_player)
            .unwrap_or(Colour::White);
        Geometry {
            margin: if options.coordinates {
                0.42 * SQUARE
            } else {
                0.1 * SQUARE
            },
            flipped: bottom == Colour::Black,
        }
    }

    fn width(&self) -> f64 {
        BOARD + 2.0 * self.margin
    }

    fn height(&self) -> f64 {
        2.0 * (EDGE + TRAY + GAP + self.margin) + BOARD
    }

    /// The top-left corner of the board surface.
    fn board_origin(&self) -> Xy {
        (self.margin, EDGE + TRAY + GAP + self.margin)
    }

    /// The centre of grid line crossing (`file`, `rank`), 0-based, as seen.
    fn at(&self, file: u8, rank: u8) -> Xy {
        let (column, row) = if self.flipped {
            (6 - file, rank)
        } else {
            (file, 6 - rank)
        };
        let (x, y) = self.board_origin();
        (
            x + PAD + f64::from(column) * SQUARE,
            y + PAD + f64::from(row) * SQUARE,
        )
    }

    fn centre(&self, p: Point) -> Xy {
        self.at(p.file(), p.rank())
    }

    /// The centre line of the tray above (`top`) or below the board.
    fn tray_y(&self, top: bool) -> f64 {
        if top {
            EDGE + TRAY / 2.0
        } else {
            self.height() - EDGE - TRAY / 2.0
        }
    }
}

/// The owner of a piece in the picture: the side's name in lower case.
fn owner(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// The game in words: the board's name, and the rules that change what the picture
/// shows (knight moves, another number of pieces).
fn game_words(rules: &Mill) -> String {
    let (mut words, usual) = match rules.board() {
        Board::Six => ("Six men's morris".to_string(), 6),
        Board::Nine => ("Nine men's morris".to_string(), 9),
        Board::Twelve => ("Twelve men's morris".to_string(), 12),
    };
    let mut with = Vec::new();
    if rules.movement() == Movement::Knight {
        with.push("knight moves".to_string());
    }
    if rules.men() != usual {
        with.push(format!("{} pieces each", rules.men()));
    }
    if !with.is_empty() {
        words.push_str(" with ");
        words.push_str(&with.join(" and "));
    }
    words
}

/// The picture's title: the game, whose turn and what it does (or the result), and
/// each side's pieces on the board and in hand.
fn title(rules: &Mill, pos: &MillPosition) -> String {
    let status = match outcome(rules, pos) {
        Some(end) => end.to_string(),
        None => {
            let side = pos.side_to_move();
            let doing = match rules.mode(pos, side) {
                Mode::Placing => "placing",
                Mode::Moving => "moving",
                Mode::Flying => "flying",
            };
            format!("{side} to move ({doing})")
        }
    };
    let sides: Vec<String> = Colour::ALL
        .into_iter()
        .map(|c| {
            let mut text = format!("{c} {} on the board", pos.pieces(c).count());
            if pos.hand(c) > 0 {
                text.push_str(&format!(", {} in hand", pos.hand(c)));
            }
            text
        })
        .collect();
    let mut text = format!("{}: {status}; {}", game_words(rules), sides.join("; "));
    if pos.plies_since_removal() > 0 {
        text.push_str(&format!(
            "; {} without a removal",
            counted(u64::from(pos.plies_since_removal()), "ply", "plies")
        ));
    }
    text.push('.');
    text
}

/// The position drawn as SVG: the board's lines and points, the stones, both hands
/// beside the board, the coordinates and the marks of `options`.
pub(crate) fn svg(rules: &Mill, pos: &MillPosition, options: &SvgOptions) -> String {
    let layout = Geometry::new(options);
    let board = rules.layout();
    let mut canvas = Canvas::new(
        layout.width(),
        layout.height(),
        options,
        &doska_core::Game::name(rules),
        &title(rules, pos),
        &pos.to_string(),
    );
    let theme = *canvas.theme();

    // The board surface.
    let (x0, y0) = layout.board_origin();
    canvas
        .el("rect")
        .attr("class", "board")
        .attr("x", x0)
        .attr("y", y0)
        .attr("width", BOARD)
        .attr("height", BOARD)
        .attr("rx", 0.08 * SQUARE)
        .attr("fill", theme.light)
        .attr("stroke", theme.line)
        .attr("stroke-width", 0.02 * SQUARE);

    // The lines, one segment between each pair of neighbouring points.
    canvas
        .el("g")
        .attr("class", "lines")
        .attr("stroke", theme.line)
        .attr("stroke-width", 0.045 * SQUARE)
        .attr("stroke-linecap", "round")
        .open();
    for p in board.points() {
        for q in board.adjacent(p) {
            if q <= p {
                continue;
            }
            let ((x1, y1), (x2, y2)) = (layout.centre(p), layout.centre(q));
            canvas
                .el("line")
                .attr("x1", x1)
                .attr("y1", y1)
                .attr("x2", x2)
                .attr("y2", y2);
        }
    }
    canvas.close();

    // The points.
    for p in board.points() {
        let (x, y) = layout.centre(p);
        canvas
            .el("circle")
            .attr("class", "place")
            .attr("data-place", p.name())
            .attr("cx", x)
            .attr("cy", y)
            .attr("r", DOT)
            .attr("fill", theme.line);
    }

    if options.coordinates {
        coordinates(&mut canvas, &layout);
    }
    hands(&mut canvas, &layout, rules, pos);

    let locate = |name: &str| -> Option<Spot> {
        let p: Point = name.parse().ok()?;
        board
            .points()
            .contains(p)
            .then(|| Spot::point(layout.centre(p), HALF))
    };
    canvas.marks_under(options, locate);
    for colour in Colour::ALL {
        let colours = match colour {
            Colour::White => theme.white,
            Colour::Black => theme.black,
        };
        for p in pos.pieces(colour) {
            canvas.piece(
                layout.centre(p),
                STONE,
                &PieceDraw {
                    owner: owner(colour),
                    kind: "stone",
                    place: p.name(),
                    colours,
                    emblem: doska_core::svg::Emblem::Ring,
                },
            );
        }
    }
    canvas.marks_over(options, locate);
    canvas.finish()
}

/// The files under the board and the ranks on its left, turned with the board.
fn coordinates(canvas: &mut Canvas, layout: &Geometry) {
    let size = 0.26 * SQUARE;
    let (x0, y0) = layout.board_origin();
    let below = y0 + BOARD + layout.margin / 2.0;
    let left = x0 - layout.margin / 2.0;
    for i in 0..7u8 {
        let (x, y) = layout.at(i, i);
        let letter = char::from(b'a' + i).to_string();
        canvas.label((x, below), size, "middle", &letter);
        canvas.label((left, y), size, "middle", &(i + 1).to_string());
    }
}

/// Both hands in their trays: the side at the bottom below the board, the other above;
/// the tray of the side to move outlined while the game goes on.
fn hands(canvas: &mut Canvas, layout: &Geometry, rules: &Mill, pos: &MillPosition) {
    let theme = *canvas.theme();
    let to_move = outcome(rules, pos).is_none().then_some(pos.side_to_move());
    let men = u32::from(rules.men()).max(1);
    // The stones start under file a and end early enough to leave room for the count.
    let room = BOARD - PAD - 1.55 * SQUARE;
    let step = (0.56 * SQUARE).min(room / f64::from((men - 1).max(1)));
    // Small enough that neighbouring stones stay apart (twelve in hand).
    let r = SMALL.min(0.45 * step);
    for colour in Colour::ALL {
        let top = (colour == Colour::Black) != layout.flipped;
        let y = layout.tray_y(top);
        let x0 = layout.margin;
        let moving = to_move == Some(colour);
        canvas
            .el("rect")
            .attr("class", if moving { "tray to-move" } else { "tray" })
            .attr("x", x0)
            .attr("y", y - TRAY / 2.0)
            .attr("width", BOARD)
            .attr("height", TRAY)
            .attr("rx", TRAY / 2.0)
            .attr("fill", theme.dark)
            .attr("fill-opacity", 0.2)
            .attr_opt("stroke", moving.then_some(theme.text))
            .attr_opt("stroke-opacity", moving.then_some(0.85))
            .attr_opt("stroke-width", moving.then_some(0.03 * SQUARE));
        let colours = match colour {
            Colour::White => theme.white,
            Colour::Black => theme.black,
        };
        canvas.hand(
            (x0 + PAD, y),
            (step, 0.0),
            r,
            owner(colour),
            colours,
            u32::from(pos.hand(colour)),
            men,
        );
    }
}

/// The marks of `mv` played in `before`: a placement marks the point it fills, a
/// movement (a step, a knight jump or a flight) its start and end; the removed pieces
/// are the captured places.
pub(crate) fn move_marks(_rules: &Mill, _before: &MillPosition, mv: &MillMove) -> MoveMarks {
    let marks = match mv.from() {
        Some(from) => MoveMarks::path([from.name(), mv.to().name()]),
        None => MoveMarks::placed([mv.to().name()]),
    };
    marks.with_captured(mv.removals().iter().map(|p| p.name()))
}
