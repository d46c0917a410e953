//! Pictures of positions as SVG: the board of cells with its grid, the stones, the
//! pieces each colour still has to place, and each colour's optimal rows outlined with
//! their scores, the rows the score counts.
//!
//! The board is drawn as it is played, on cells: light cells with a thin grid, rank 1 at
//! the bottom as in the text diagram. The rows are those of the scorer
//! ([`Board::scores`], which the outcome uses), so the picture explains the score: each
//! row of `n` stones is a capsule in its owner's colour around its cells with `n²` in a
//! badge at its end, a `<g class="row">` with `data-owner`, `data-score` and
//! `data-row` (the row's text, `a1-c1`).

use doska_core::svg::{
    Canvas, Emblem, Grid, MoveMarks, PieceColours, PieceDraw, Spot, SvgOptions, SQUARE,
};
use doska_core::{Game, Position};

use crate::board::{Board, BoardScore};
use crate::colour::Colour;
use crate::moves::ScoringRowsMove;
use crate::outcome::ScoringRowsOutcome;
use crate::position::ScoringRowsPosition;
use crate::row::{Direction, Row};
use crate::rules::{supply, ScoringRows, Seating};
use crate::square::Square;

/// The radius of a stone on the board.
const STONE: f64 = 0.34 * SQUARE;
/// Half the width of a row's capsule: its edge runs between the stones and the cell
/// borders, so rows side by side stay apart.
const CAPSULE: f64 = 0.42 * SQUARE;
/// The width of the capsule's casing (the contrasting line beneath) and of its core.
const CASING: f64 = 0.085 * SQUARE;
const CORE: f64 = 0.04 * SQUARE;
/// The radius of a row's score badge, and how far from the end cell's centre it sits
/// (inside the end cell, so that it never covers a neighbouring row).
const BADGE: f64 = 0.17 * SQUARE;
const BADGE_AT: f64 = 0.31 * SQUARE;
/// The pieces in hand: stone radius, spacing, how many are drawn.
const HAND_STONE: f64 = 0.2 * SQUARE;
const HAND_STEP: f64 = 0.24 * SQUARE;
const HAND_SHOWN: u32 = 4;
/// The panel of hands and scores right of the board: its distance from the board, its
/// width, the height of one colour's block.
const PANEL_GAP: f64 = 0.35 * SQUARE;
const PANEL_WIDTH: f64 = 2.0 * SQUARE;
const BLOCK: f64 = 1.1 * SQUARE;

/// The lower-case name of a colour, the owner of its stones, hands and rows.
fn owner(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// The board seen from `options.perspective`: the board has no sides in the rules, so
/// the seats playing White see the diagram's view (rank 1 at the bottom) and the seats
/// playing Black the board turned half a turn.
fn flipped(rules: &ScoringRows, options: &SvgOptions) -> bool {
    options
        .perspective
        .is_some_and(|seat| rules.colour(seat) == Colour::Black)
}

/// The cell named `name` on `grid`, if it is one of the board's.
fn locate(pos: &ScoringRowsPosition, grid: &Grid, name: &str) -> Option<Spot> {
    let sq: Square = name.parse().ok()?;
    pos.board()
        .size()
        .contains(sq)
        .then(|| grid.spot(sq.file(), sq.rank()))
}

/// The pieces `colour` still has to place.
fn in_hand(board: &Board, colour: Colour) -> u32 {
    supply(board.size(), colour).saturating_sub(board.pieces(colour).count())
}

/// The picture of `pos` (see the module docs).
pub(crate) fn svg(rules: &ScoringRows, pos: &ScoringRowsPosition, options: &SvgOptions) -> String {
    let board = pos.board();
    let size = board.size();
    let outcome = ScoringRowsOutcome::of(rules, pos);
    let scores = match &outcome {
        Some(o) => o.scores().clone(),
        None => board.scores(),
    };
    let grid = Grid::new(
        size.files(),
        size.ranks(),
        flipped(rules, options),
        options.coordinates,
    );
    let board_right = grid.origin.0 + f64::from(size.files()) * SQUARE;
    let board_bottom = grid.origin.1 + f64::from(size.ranks()) * SQUARE;
    let panel = board_right + PANEL_GAP;
    let top_block = grid.origin.1;
    let bottom_block = (board_bottom - BLOCK).max(top_block + BLOCK + 0.1 * SQUARE);
    let width = panel + PANEL_WIDTH + 0.1 * SQUARE;
    let height = grid.height().max(bottom_block + BLOCK + 0.1 * SQUARE);
    let title = title(rules, pos, &scores, outcome.as_ref());
    let mut canvas = Canvas::new(
        width,
        height,
        options,
        &rules.name(),
        &title,
        &pos.to_string(),
    );

    // The board: light cells, then the grid, the frame and the coordinates.
    let light = canvas.theme().light;
    grid.squares(
        &mut canvas,
        |_, _| light,
        |file, rank| Square::new(file, rank).map(|sq| sq.to_string()),
    );
    // The last move's tint on the cells, beneath the grid lines.
    let find = |name: &str| locate(pos, &grid, name);
    canvas.marks_under(options, find);
    grid_lines(&mut canvas, &grid);
    grid.frame(&mut canvas);
    if options.coordinates {
        grid.coordinates(&mut canvas);
    }

    // The stones, White's then Black's, each cell in board order.
    for colour in Colour::ALL {
        let colours = colours_of(&canvas, colour);
        for sq in board.pieces(colour).iter() {
            let place = sq.to_string();
            canvas.piece(
                grid.centre(sq.file(), sq.rank()),
                STONE,
                &PieceDraw {
                    owner: owner(colour),
                    kind: "stone",
                    place: &place,
                    colours,
                    emblem: Emblem::Ring,
                },
            );
        }
    }

    // Each colour's optimal rows, over the stones.
    for colour in Colour::ALL {
        for row in scores.rows(colour).rows() {
            draw_row(&mut canvas, &grid, colour, *row);
        }
    }

    // The hands and scores, the colour at the top of the board at the top.
    let (top, bottom) = if grid.flipped {
        (Colour::White, Colour::Black)
    } else {
        (Colour::Black, Colour::White)
    };
    for (colour, y) in [(top, top_block), (bottom, bottom_block)] {
        hand_block(&mut canvas, rules, pos, &scores, colour, (panel, y));
    }
    canvas.marks_over(options, find);
    canvas.finish()
}

/// The colours of `colour`'s stones in the canvas's theme.
fn colours_of(canvas: &Canvas, colour: Colour) -> PieceColours {
    match colour {
        Colour::White => canvas.theme().white,
        Colour::Black => canvas.theme().black,
    }
}

/// The lines between the cells, thin, in the theme's line colour.
fn grid_lines(canvas: &mut Canvas, grid: &Grid) {
    let (x0, y0) = grid.origin;
    let (w, h) = (
        f64::from(grid.files) * SQUARE,
        f64::from(grid.ranks) * SQUARE,
    );
    let mut d = String::new();
    for i in 1..grid.files {
        let x = x0 + f64::from(i) * SQUARE;
        d.push_str(&format!("M{} {}V{}", num(x), num(y0), num(y0 + h)));
    }
    for i in 1..grid.ranks {
        let y = y0 + f64::from(i) * SQUARE;
        d.push_str(&format!("M{} {}H{}", num(x0), num(y), num(x0 + w)));
    }
    if d.is_empty() {
        return;
    }
    let line = canvas.theme().line;
    canvas
        .el("path")
        .attr("class", "grid")
        .attr("d", d)
        .attr("fill", "none")
        .attr("stroke", line)
        .attr("stroke-opacity", 0.55)
        .attr("stroke-width", 0.012 * SQUARE);
}

fn num(value: f64) -> String {
    doska_core::svg::num(value)
}

/// One row: a capsule around its cells in its owner's colour over a contrasting
/// casing, and its score in a badge inside its end cell (the highest: the rightmost of
/// a row along a rank, the top of a row along a file, as the board is usually seen).
fn draw_row(canvas: &mut Canvas, grid: &Grid, colour: Colour, row: Row) {
    let points = row.points().to_string();
    let name = format!("{}-{}", row.start(), row.end());
    // A mark over the stones: clicks go through to the cells beneath.
    canvas
        .el("g")
        .attr("class", "row")
        .attr("data-owner", owner(colour))
        .attr("data-score", points.as_str())
        .attr("data-row", name.as_str())
        .attr("pointer-events", "none")
        .open();
    let (start, end) = (row.start(), row.end());
    let a = grid.centre(start.file(), start.rank());
    let b = grid.centre(end.file(), end.rank());
    let (left, right) = (a.0.min(b.0) - CAPSULE, a.0.max(b.0) + CAPSULE);
    let (up, down) = (a.1.min(b.1) - CAPSULE, a.1.max(b.1) + CAPSULE);
    let own = colours_of(canvas, colour);
    let other = colours_of(canvas, colour.other());
    for (stroke, width) in [(other.fill, CASING), (own.fill, CORE)] {
        canvas
            .el("rect")
            .attr("x", left)
            .attr("y", up)
            .attr("width", right - left)
            .attr("height", down - up)
            .attr("rx", CAPSULE)
            .attr("fill", "none")
            .attr("stroke", stroke)
            .attr("stroke-width", width);
    }
    // The badge, towards the end cell's far side on the page.
    let step = match row.direction() {
        Direction::Horizontal => (b.0 - a.0).signum(),
        Direction::Vertical => (b.1 - a.1).signum(),
    };
    let centre = match row.direction() {
        Direction::Horizontal => (b.0 + step * BADGE_AT, b.1),
        Direction::Vertical => (b.0, b.1 + step * BADGE_AT),
    };
    canvas
        .el("circle")
        .attr("cx", centre.0)
        .attr("cy", centre.1)
        .attr("r", BADGE)
        .attr("fill", own.fill)
        .attr("stroke", other.fill)
        .attr("stroke-width", 0.025 * SQUARE);
    let size = if points.len() > 1 {
        0.19 * SQUARE
    } else {
        0.22 * SQUARE
    };
    canvas
        .el("text")
        .attr("x", centre.0)
        .attr("y", centre.1 + 0.35 * size)
        .attr("font-size", size)
        .attr("font-weight", "bold")
        .attr("text-anchor", "middle")
        .attr("fill", other.fill)
        .text(&points);
    canvas.close();
}

/// One colour's block of the panel, its top-left corner at `at`: the colour's name
/// (with its seats when four play), a marker when it is to move, its pieces in hand
/// (always drawn: an empty dashed circle and `×0` once all are placed) and its score.
fn hand_block(
    canvas: &mut Canvas,
    rules: &ScoringRows,
    pos: &ScoringRowsPosition,
    scores: &BoardScore,
    colour: Colour,
    at: (f64, f64),
) {
    let board = pos.board();
    let colours = colours_of(canvas, colour);
    let (x, y) = at;
    let theme = *canvas.theme();
    let name = match (rules.seating(), colour) {
        (Seating::Two, _) => colour.to_string(),
        (Seating::Four, Colour::White) => "White: A, B".to_string(),
        (Seating::Four, Colour::Black) => "Black: C, D".to_string(),
    };
    canvas.label((x, y + 0.15 * SQUARE), 0.24 * SQUARE, "start", &name);
    let over = board.is_full();
    if !over && pos.colour_to_move() == colour {
        // A small triangle pointing at the name of the colour to move, in the colour of
        // the texts (readable on the margin in every theme).
        let (tx, ty, t) = (x - 0.07 * SQUARE, y + 0.15 * SQUARE, 0.085 * SQUARE);
        canvas
            .el("polygon")
            .attr("class", "to-move")
            .attr(
                "points",
                format!(
                    "{},{} {},{} {},{}",
                    num(tx - 1.6 * t),
                    num(ty - t),
                    num(tx),
                    num(ty),
                    num(tx - 1.6 * t),
                    num(ty + t)
                ),
            )
            .attr("fill", theme.text);
    }
    let count = in_hand(board, colour);
    let first = (x + HAND_STONE, y + 0.54 * SQUARE);
    if count == 0 {
        canvas
            .el("circle")
            .attr("cx", first.0)
            .attr("cy", first.1)
            .attr("r", HAND_STONE)
            .attr("fill", "none")
            .attr("stroke", theme.text)
            .attr("stroke-opacity", 0.45)
            .attr("stroke-width", 0.015 * SQUARE)
            .attr("stroke-dasharray", "4 4");
    }
    canvas.hand(
        first,
        (HAND_STEP, 0.0),
        HAND_STONE,
        owner(colour),
        colours,
        count,
        HAND_SHOWN,
    );
    let score = scores.score(colour);
    canvas
        .el("text")
        .attr("class", "score")
        .attr("data-owner", owner(colour))
        .attr("x", x)
        .attr("y", y + 0.94 * SQUARE + 0.35 * 0.27 * SQUARE)
        .attr("font-size", 0.27 * SQUARE)
        .attr("font-weight", "bold")
        .attr("text-anchor", "start")
        .attr("fill", theme.text)
        .text(&format!("{score} points"));
}

/// The position in words: the game and board, whose turn or the result, and for each
/// colour its pieces on the board and in hand and its score with the rows that make it.
fn title(
    rules: &ScoringRows,
    pos: &ScoringRowsPosition,
    scores: &BoardScore,
    outcome: Option<&ScoringRowsOutcome>,
) -> String {
    let board = pos.board();
    let size = board.size();
    let four = rules.seating() == Seating::Four;
    let mut out = format!("Scoring rows, {}×{}", size.files(), size.ranks());
    if four {
        out.push_str(", four players in two teams (A and B White, C and D Black)");
    }
    out.push_str(": ");
    let (w, b) = (scores.score(Colour::White), scores.score(Colour::Black));
    match outcome.map(ScoringRowsOutcome::winner) {
        None => out.push_str(&format!("{} to move.", rules.seat_name(pos.to_move()))),
        Some(Some(winner)) => {
            let team = if four {
                match winner {
                    Colour::White => " (A and B)",
                    Colour::Black => " (C and D)",
                }
            } else {
                ""
            };
            let (high, low) = (w.max(b), w.min(b));
            out.push_str(&format!(
                "the board is full; {winner}{team} wins {high} to {low}."
            ));
        }
        Some(None) => out.push_str(&format!("the board is full; a draw, {w} to {b}.")),
    }
    for colour in Colour::ALL {
        out.push(' ');
        out.push_str(&colour_sentence(board, scores, colour, outcome.is_some()));
    }
    out
}

/// One colour in words: `White: 10 on the board, 14 in hand; 13 points from rows
/// a1-c1 (9) and b3-b4 (4).`
fn colour_sentence(board: &Board, scores: &BoardScore, colour: Colour, over: bool) -> String {
    let on_board = board.pieces(colour).count();
    let mut out = format!("{colour}: {on_board} on the board");
    if !over {
        out.push_str(&format!(", {} in hand", in_hand(board, colour)));
    }
    let rows = scores.rows(colour).rows();
    let score = scores.score(colour);
    let listed: Vec<String> = rows
        .iter()
        .map(|r| format!("{}-{} ({})", r.start(), r.end(), r.points()))
        .collect();
    match listed.as_slice() {
        [] => out.push_str(&format!("; {score} points, no rows.")),
        [one] => out.push_str(&format!("; {score} points from row {one}.")),
        [rest @ .., last] => out.push_str(&format!(
            "; {score} points from rows {} and {last}.",
            rest.join(", ")
        )),
    }
    out
}

/// The marks of a turn: the two cells it puts stones on (`placed`, lower cell first);
/// nothing moves and nothing is taken.
pub(crate) fn move_marks(
    _rules: &ScoringRows,
    _before: &ScoringRowsPosition,
    mv: &ScoringRowsMove,
) -> MoveMarks {
    MoveMarks::placed([mv.first().to_string(), mv.second().to_string()])
}
