//! Pictures of positions ([`Game::svg`](doska_core::Game::svg)) and the marks of a move
//! ([`Game::move_marks`](doska_core::Game::move_marks)): the chequered 8×8 board with
//! its coordinates, the black and white stones, and the last move's tint, arrow and
//! captures.
//!
//! A capture takes the enemy piece on the square the mover lands on, so the cross of a
//! capture cannot go over the square's piece (which is the mover's): it goes on a small
//! ghost of the taken stone, in the colour of the side that lost it, in the top right
//! corner of that square.

use doska_core::square::Square8 as Square;
use doska_core::svg::{
    is_dark, Canvas, Emblem, Grid, MoveMarks, PieceDraw, Spot, SvgOptions, SQUARE,
};
use doska_core::text::counted;

use crate::colour::Colour;
use crate::moves::LinesOfActionMove;
use crate::outcome::LinesOfActionOutcome;
use crate::position::LinesOfActionPosition;
use crate::rules::{LinesOfAction, StartLayout};

/// The radius of a stone, as a share of a square.
const STONE: f64 = 0.38;

/// The owner of `side`'s pieces as the picture names it (`data-owner`).
fn owner(side: Colour) -> &'static str {
    match side {
        Colour::Black => "black",
        Colour::White => "white",
    }
}

/// The square named `name`, if it is one of the board's.
fn square_named(name: &str) -> Option<Square> {
    name.parse().ok()
}

/// The sentence of the picture's `<title>`: the game, whose turn it is or how the game
/// ended, and the pieces each side has.
fn title(rules: &LinesOfAction, pos: &LinesOfActionPosition) -> String {
    let game = match rules.layout() {
        StartLayout::Standard => "Lines of action",
        StartLayout::ScrambledEggs => "Lines of action (scrambled eggs)",
    };
    let state = match LinesOfActionOutcome::of(rules, pos) {
        None => format!("{} to move", pos.side_to_move()),
        Some(LinesOfActionOutcome::Connection {
            winner,
            both: false,
        }) => format!("{winner} has connected all its pieces and wins"),
        Some(LinesOfActionOutcome::Connection { winner, both: true }) => {
            format!("{winner}'s move connected the pieces of both sides; {winner}, who moved, wins")
        }
        Some(LinesOfActionOutcome::ConnectedByCapture { winner }) => format!(
            "{}'s capture left {winner}'s pieces connected; {winner} wins",
            winner.other()
        ),
        Some(LinesOfActionOutcome::MoveLimit { plies }) => format!(
            "drawn by the move limit after {}",
            counted(u64::from(plies), "ply", "plies")
        ),
    };
    let count = |side: Colour| u64::from(pos.pieces(side).count());
    format!(
        "{game}: {state}. Black has {} on the board, White {}.",
        counted(count(Colour::Black), "piece", "pieces"),
        count(Colour::White)
    )
}

/// Draws `pos`: see the family's page for what each option does.
pub(crate) fn svg(
    rules: &LinesOfAction,
    pos: &LinesOfActionPosition,
    options: &SvgOptions,
) -> String {
    let flipped = options.perspective == Some(Colour::White.player());
    let grid = Grid::new(8, 8, flipped, options.coordinates);
    let mut canvas = Canvas::new(
        grid.width(),
        grid.height(),
        options,
        &doska_core::Game::name(rules),
        &title(rules, pos),
        &pos.to_string(),
    );
    let theme = *canvas.theme();
    grid.squares(
        &mut canvas,
        |file, rank| {
            if is_dark(file, rank) {
                theme.dark
            } else {
                theme.light
            }
        },
        |file, rank| Square::new(file, rank).map(|sq| sq.to_string()),
    );
    grid.frame(&mut canvas);
    if options.coordinates {
        grid.coordinates(&mut canvas);
    }
    let locate = |name: &str| square_named(name).map(|sq| grid.spot(sq.file(), sq.rank()));
    canvas.marks_under(options, locate);
    for side in Colour::ALL {
        let colours = match side {
            Colour::Black => theme.black,
            Colour::White => theme.white,
        };
        for sq in pos.pieces(side).iter() {
            let place = sq.to_string();
            canvas.piece(
                grid.centre(sq.file(), sq.rank()),
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
    // The captures are drawn here, as crossed ghosts in a corner of their squares; the
    // rest of the marks as every family draws them.
    let mut rest = options.clone();
    if let Some(marks) = &mut rest.last_move {
        for name in std::mem::take(&mut marks.captured) {
            if let Some(sq) = square_named(&name) {
                let lost = pos.piece_at(sq).map(Colour::other);
                captured_ghost(&mut canvas, grid.spot(sq.file(), sq.rank()), lost);
            }
        }
    }
    canvas.marks_over(&rest, locate);
    canvas.finish()
}

/// The mark of a captured piece on `spot`: a small faded stone of the side that lost
/// it (when known) in the square's top right corner, crossed out.
fn captured_ghost(canvas: &mut Canvas, spot: Spot, lost: Option<Colour>) {
    let centre = (
        spot.centre.0 + 0.56 * spot.half,
        spot.centre.1 - 0.56 * spot.half,
    );
    let r = 0.42 * spot.half;
    if let Some(side) = lost {
        let colours = match side {
            Colour::Black => canvas.theme().black,
            Colour::White => canvas.theme().white,
        };
        canvas
            .el("g")
            .attr("opacity", 0.85)
            .attr("pointer-events", "none")
            .open();
        canvas.stone(centre, r, colours, Emblem::Ring);
        canvas.close();
    }
    canvas.cross(Spot::square(centre, 1.5 * r));
}

/// The marks of `mv`: the path from its start to its target, and for a capture the
/// target again as the captured place (the enemy piece stood where the mover landed);
/// nothing for a pass.
pub(crate) fn move_marks(
    _rules: &LinesOfAction,
    _before: &LinesOfActionPosition,
    mv: &LinesOfActionMove,
) -> MoveMarks {
    match *mv {
        LinesOfActionMove::Step { from, to, capture } => {
            let marks = MoveMarks::path([from.to_string(), to.to_string()]);
            if capture {
                marks.with_captured([to.to_string()])
            } else {
                marks
            }
        }
        LinesOfActionMove::Pass => MoveMarks::default(),
    }
}
