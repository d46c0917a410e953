//! Pictures of positions ([`Game::svg`](doska_core::Game::svg)) and the marks of a move
//! ([`Game::move_marks`](doska_core::Game::move_marks)).
//!
//! Squeeze is drawn as it is played, on squared paper: a plain grid of n×n cells (not
//! chequered), the centre marked with a dot, the stones in the cells, and during the
//! placement each side's pieces in hand beside the board, the bottom side's below it and
//! the other's above it. The pieces a step took are drawn as faint ghosts of their
//! colour, crossed out, in the cells they left empty.

use doska_core::svg::{num, Canvas, Emblem, Grid, MoveMarks, PieceDraw, SvgOptions, Xy, SQUARE};
use doska_core::text::counted;

use crate::cell::Cell;
use crate::colour::Colour;
use crate::movegen::play::play;
use crate::moves::SqueezeMove;
use crate::outcome::{decide, SqueezeOutcome};
use crate::position::SqueezePosition;
use crate::rules::{ExtraMove, Squeeze};

/// The radius of a stone on the board, as a share of a cell.
const STONE: f64 = 0.4;
/// The radius of a stone in hand, as a share of a cell.
const HAND_STONE: f64 = 0.22;
/// The most stones of a hand drawn; the number says the rest.
const HAND_SHOWN: u32 = 4;
/// The height of the band above and below the board where the hands go, as a share of
/// a cell.
const HAND_BAND: f64 = 0.6;

/// The owner of `side`'s pieces as the picture names it (`data-owner`).
fn owner(side: Colour) -> &'static str {
    match side {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// The sentence of the picture's `<title>`: the game and its board, the phase and whose
/// turn it is (or the result), and what each side has on the board and in hand.
fn title(rules: &Squeeze, pos: &SqueezePosition) -> String {
    let n = pos.size().side();
    let side = pos.side_to_move();
    let state = match decide(rules, pos) {
        Some(SqueezeOutcome::Win { winner, left }) => format!(
            "{winner} wins: {} has {} left",
            winner.other(),
            if left == 0 { "no piece" } else { "one piece" }
        ),
        Some(SqueezeOutcome::NoMoves { winner }) => {
            format!("{winner} wins: {} cannot move", winner.other())
        }
        Some(SqueezeOutcome::MoveLimit) => {
            let plies = pos.plies_since_capture();
            format!(
                "drawn by the move limit, {} without a capture",
                counted(u64::from(plies), "ply", "plies")
            )
        }
        Some(SqueezeOutcome::Deadlock) => "drawn: neither side can move".to_string(),
        None if pos.is_placement() => {
            format!("placement, {side} to place two pieces")
        }
        None if pos.moving_again() => match rules.extra_move() {
            ExtraMove::Optional => {
                format!("movement, {side} to move again after a capture (or to end the turn)")
            }
            ExtraMove::Compulsory => {
                format!("movement, {side} to move again after a capture")
            }
        },
        None => format!("movement, {side} to move"),
    };
    let on_board = |c: Colour| u64::from(pos.pieces(c).count());
    let hand = |c: Colour| u64::from(pos.hand(c));
    let sides = if pos.is_placement() {
        format!(
            "White has {} on the board and {} in hand, Black {} on the board and {} in hand",
            counted(on_board(Colour::White), "piece", "pieces"),
            hand(Colour::White),
            on_board(Colour::Black),
            hand(Colour::Black)
        )
    } else {
        format!(
            "White has {} on the board, Black {}",
            counted(on_board(Colour::White), "piece", "pieces"),
            on_board(Colour::Black)
        )
    };
    format!("Squeeze on the {n}×{n} board: {state}. {sides}.")
}

/// Draws `pos`: see the family's page for what each option does.
pub(crate) fn svg(rules: &Squeeze, pos: &SqueezePosition, options: &SvgOptions) -> String {
    let n = pos.size().side();
    let flipped = options.perspective == Some(Colour::Black.player());
    let band = if pos.is_placement() {
        HAND_BAND * SQUARE
    } else {
        0.0
    };
    let grid = Grid::new(n, n, flipped, options.coordinates);
    let grid = grid.at((grid.margin, grid.margin + band));
    let (width, height) = (grid.width(), grid.height() + 2.0 * band);
    let mut canvas = Canvas::new(
        width,
        height,
        options,
        &doska_core::Game::name(rules),
        &title(rules, pos),
        &pos.to_string(),
    );
    let theme = *canvas.theme();
    let name = |file: u8, rank: u8| Cell::new(file, rank).map(|c| c.to_string());
    grid.squares(&mut canvas, |_, _| theme.light, name);
    paper_lines(&mut canvas, &grid);
    grid.frame(&mut canvas);
    let centre = pos.size().centre();
    let (cx, cy) = grid.centre(centre.file(), centre.rank());
    canvas
        .el("circle")
        .attr("class", "centre")
        .attr("cx", cx)
        .attr("cy", cy)
        .attr("r", 0.07 * SQUARE)
        .attr("fill", theme.line)
        .attr("fill-opacity", 0.55);
    if options.coordinates {
        grid.coordinates(&mut canvas);
    }
    let locate = |name: &str| {
        name.parse::<Cell>()
            .ok()
            .filter(|&c| pos.size().contains(c))
            .map(|c| grid.spot(c.file(), c.rank()))
    };
    canvas.marks_under(options, locate);
    taken_ghosts(&mut canvas, pos, options, &grid);
    for side in Colour::ALL {
        let colours = match side {
            Colour::White => theme.white,
            Colour::Black => theme.black,
        };
        for cell in pos.pieces(side).iter() {
            let place = cell.to_string();
            canvas.piece(
                grid.centre(cell.file(), cell.rank()),
                STONE * SQUARE,
                &PieceDraw {
                    owner: owner(side),
                    kind: "stone",
                    place: &place,
                    colours,
                    emblem: Emblem::Ring,
                },
            );
        }
    }
    if pos.is_placement() {
        let (bottom, top) = if flipped {
            (Colour::Black, Colour::White)
        } else {
            (Colour::White, Colour::Black)
        };
        let left = grid.origin.0 + HAND_STONE * SQUARE;
        hand(&mut canvas, pos, top, (left, 0.5 * band + 0.1 * SQUARE));
        hand(
            &mut canvas,
            pos,
            bottom,
            (left, height - 0.5 * band - 0.1 * SQUARE),
        );
    }
    canvas.marks_over(options, locate);
    canvas.finish()
}

/// The ruled lines between the cells, as on squared paper.
fn paper_lines(canvas: &mut Canvas, grid: &Grid) {
    let line = canvas.theme().line;
    let (x0, y0) = grid.origin;
    let side = f64::from(grid.files) * SQUARE;
    let mut d = String::new();
    for i in 1..grid.files {
        let at = f64::from(i) * SQUARE;
        d.push_str(&format!(
            "M{} {}v{}M{} {}h{}",
            num(x0 + at),
            num(y0),
            num(side),
            num(x0),
            num(y0 + at),
            num(side)
        ));
    }
    canvas
        .el("path")
        .attr("class", "lines")
        .attr("d", d)
        .attr("fill", "none")
        .attr("stroke", line)
        .attr("stroke-opacity", 0.55)
        .attr("stroke-width", 0.02 * SQUARE);
}

/// The pieces of `side` in hand: a short row of stones and their number, at `at`.
fn hand(canvas: &mut Canvas, pos: &SqueezePosition, side: Colour, at: Xy) {
    let colours = match side {
        Colour::White => canvas.theme().white,
        Colour::Black => canvas.theme().black,
    };
    let r = HAND_STONE * SQUARE;
    if pos.hand(side) == 0 {
        // An empty hand: the outline of a stone, then `×0`.
        let text = canvas.theme().text;
        canvas
            .el("circle")
            .attr("cx", at.0)
            .attr("cy", at.1)
            .attr("r", r)
            .attr("fill", "none")
            .attr("stroke", text)
            .attr("stroke-opacity", 0.5)
            .attr("stroke-width", 0.08 * r)
            .attr("stroke-dasharray", "4 3");
    }
    canvas.hand(
        at,
        (1.6 * r, 0.0),
        r,
        owner(side),
        colours,
        u32::from(pos.hand(side)),
        HAND_SHOWN,
    );
}

/// Faint stones, in the colour of the side that lost them, on the cells the last
/// move's marks name as captured and that are empty now (the crosses come with the
/// other marks over the pieces). The side that lost them is the other side of the
/// piece on the end of the move's path.
fn taken_ghosts(canvas: &mut Canvas, pos: &SqueezePosition, options: &SvgOptions, grid: &Grid) {
    let Some(marks) = &options.last_move else {
        return;
    };
    let cell = |name: &String| {
        name.parse::<Cell>()
            .ok()
            .filter(|&c| pos.size().contains(c))
    };
    let Some(mover) = marks
        .path
        .last()
        .and_then(cell)
        .and_then(|c| pos.piece_at(c))
    else {
        return;
    };
    let colours = match mover.other() {
        Colour::White => canvas.theme().white,
        Colour::Black => canvas.theme().black,
    };
    for taken in marks.captured.iter().filter_map(cell) {
        if pos.piece_at(taken).is_none() {
            canvas
                .el("g")
                .attr("opacity", 0.35)
                .attr("pointer-events", "none")
                .open();
            canvas.stone(
                grid.centre(taken.file(), taken.rank()),
                STONE * SQUARE,
                colours,
                Emblem::Ring,
            );
            canvas.close();
        }
    }
}

/// The marks of `mv` played in `before`: the two cells of a placement; the path of a
/// step and the enemy pieces it squeezed off, found by comparing the position before
/// and after it; nothing for `pass`.
pub(crate) fn move_marks(
    _rules: &Squeeze,
    before: &SqueezePosition,
    mv: &SqueezeMove,
) -> MoveMarks {
    match *mv {
        SqueezeMove::Place(a, b) => MoveMarks::placed([a.to_string(), b.to_string()]),
        SqueezeMove::Step(from, to) => {
            let mut after = *before;
            play(&mut after, mv);
            let enemy = before.side_to_move().other();
            let taken = before.pieces(enemy) - after.pieces(enemy);
            MoveMarks::path([from.to_string(), to.to_string()])
                .with_captured(taken.iter().map(|c| c.to_string()))
        }
        SqueezeMove::Pass => MoveMarks::default(),
    }
}
