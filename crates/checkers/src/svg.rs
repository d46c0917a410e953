//! Pictures of draughts positions as SVG ([`Game::svg`](doska_core::Game::svg)) and the
//! marks of a move ([`Game::move_marks`](doska_core::Game::move_marks)).
//!
//! The board is drawn from White's side (South's, with neutral pieces), as the text
//! diagram is, or from Black's with the perspective of Black's seat. On the dark-square
//! boards only the dark squares are places; on all 64 squares (Turkish draughts) every
//! square is, on a plain board ruled into squares, as that game's boards are. Men are
//! plain discs, kings carry a crown. A column of column draughts is drawn as a tower:
//! the pieces beneath show as rims under the top piece, bottom lowest, with the number
//! of pieces in the square's corner. Artamonov's neutral pieces have a colour of their
//! own, and the barred piece (the one that moved last) a dashed ring. The wolf is
//! White's piece marked `W`, the sheep Black's men.

use doska_core::registry::{Family, Spec};
use doska_core::svg::{
    contrasting, is_dark, num, Canvas, Emblem, Grid, MoveMarks, PieceColours, PieceDraw, Spot,
    SvgOptions, SQUARE,
};

use crate::board::colour::Colour;
use crate::board::piece::{Piece, PieceKind};
use crate::board::square::Square;
use crate::family::CheckersFamily;
use crate::moves::CheckersMove;
use crate::outcome::result::seat_name;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::Goal;

/// The radius of a piece.
const RADIUS: f64 = 0.38 * SQUARE;

/// The name of the game in words: the tradition of its preset, and whether options
/// change it.
fn title_name(rules: &Checkers) -> String {
    let spec = CheckersFamily::spec_of(rules);
    let parsed: Option<Spec> = spec.parse().ok();
    let preset = parsed.as_ref().and_then(|s| s.preset.clone());
    let tradition = match preset.as_deref() {
        Some("classic") => "Brazilian draughts",
        Some("russian") => "Russian draughts",
        Some("american") => "English draughts",
        Some("giveaway") => "Giveaway draughts",
        Some("diagonal") => "Draughts from the diagonal start",
        Some("international") => "International draughts",
        Some("turkish") => "Turkish draughts",
        Some("turkish-diagonal-kings") => "Turkish draughts with diagonal kings",
        Some("column") => "Column draughts",
        Some("self-capture") => "Self-capture draughts",
        Some("artamonov") => "Artamonov's game",
        Some("wolf-and-sheep") => "The wolf and the sheep",
        _ => "Draughts",
    };
    let options = parsed.map_or(0, |s| s.options.len());
    if options == 0 {
        tradition.to_string()
    } else {
        format!("{tradition} ({spec})")
    }
}

/// `12 men and 1 king`, `no pieces`.
fn material(men: u32, kings: u32, man: &str, men_word: &str) -> String {
    let part = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    match (men, kings) {
        (0, 0) => "no pieces".to_string(),
        (m, 0) => part(m, man, men_word),
        (0, k) => part(k, "king", "kings"),
        (m, k) => format!(
            "{} and {}",
            part(m, man, men_word),
            part(k, "king", "kings")
        ),
    }
}

/// The title: the game, whose turn or the result, and what each side has.
fn title(rules: &Checkers, pos: &CheckersPosition) -> String {
    let neutral = pos.is_neutral();
    let state = match crate::engine::outcome(rules, pos) {
        Some(outcome) => outcome.to_string(),
        None => format!("{} to move", seat_name(pos.side_to_move(), neutral)),
    };
    let mut parts = vec![format!("{}: {state}", title_name(rules))];
    if neutral {
        let (men, kings) = pos.count_all(Colour::White);
        parts.push(format!(
            "{} on the board, all neutral",
            material(men, kings, "man", "men")
        ));
        if let Some(sq) = pos.last_moved() {
            parts.push(format!("the piece on {sq} moved last and may not move"));
        }
        parts.push(format!(
            "South has captured {}, North {}",
            pos.captured_by(Colour::White),
            pos.captured_by(Colour::Black)
        ));
    } else if rules.goal() == Goal::Wolf {
        let wolf = pos.pieces(Colour::White).iter().next();
        parts.push(match wolf {
            Some(sq) => format!("the wolf on {sq}"),
            None => "the wolf not yet placed".to_string(),
        });
        let sheep: Vec<String> = pos
            .pieces(Colour::Black)
            .iter()
            .map(|s| s.to_string())
            .collect();
        parts.push(format!("the sheep on {}", sheep.join(", ")));
    } else {
        for colour in Colour::ALL {
            let (all, kings) = pos.count_all(colour);
            parts.push(format!(
                "{} {}",
                colour.name(),
                material(all - kings, kings, "man", "men")
            ));
        }
    }
    format!("{}.", parts.join("; "))
}

/// The colours, owner word and kind word of a piece.
fn look(
    rules: &Checkers,
    pos: &CheckersPosition,
    piece: Piece,
    options: &SvgOptions,
) -> (PieceColours, &'static str, &'static str) {
    let theme = &options.theme;
    if pos.is_neutral() {
        let kind = if piece.kind == PieceKind::King {
            "king"
        } else {
            "man"
        };
        return (theme.neutral, "neutral", kind);
    }
    let (colours, owner) = match piece.colour {
        Colour::White => (theme.white, "white"),
        Colour::Black => (theme.black, "black"),
    };
    let kind = match (rules.goal() == Goal::Wolf, piece.colour, piece.kind) {
        (true, Colour::White, _) => "wolf",
        (true, Colour::Black, _) => "sheep",
        (false, _, PieceKind::King) => "king",
        (false, _, PieceKind::Man) => "man",
    };
    (colours, owner, kind)
}

fn emblem(kind: &str) -> Emblem<'static> {
    match kind {
        "king" => Emblem::Crown,
        "wolf" => Emblem::Label("W"),
        _ => Emblem::Ring,
    }
}

/// The picture of `pos`.
pub(crate) fn svg(rules: &Checkers, pos: &CheckersPosition, options: &SvgOptions) -> String {
    let board = pos.board_size();
    let n = board.side();
    let all = rules.playing_squares() == crate::rules::choices::PlayingSquares::All;
    let flipped = options.perspective.and_then(Colour::from_player) == Some(Colour::Black);
    let grid = Grid::new(n, n, flipped, options.coordinates);
    let mut canvas = Canvas::new(
        grid.width(),
        grid.height(),
        options,
        &CheckersFamily::spec_of(rules),
        &title(rules, pos),
        &pos.to_string(),
    );
    let theme = options.theme;
    let square_at = |file: u8, rank: u8| Square::new(file, rank).filter(|sq| all || sq.is_dark());
    let colour = |file: u8, rank: u8| {
        if all || !is_dark(file, rank) {
            theme.light
        } else {
            theme.dark
        }
    };
    grid.squares(&mut canvas, colour, |file, rank| {
        square_at(file, rank).map(|sq| sq.to_string())
    });
    if all {
        // The plain board of Turkish draughts, ruled into squares.
        let (x0, y0) = grid.origin;
        let side = f64::from(n) * SQUARE;
        let mut d = String::new();
        for i in 1..n {
            let at = f64::from(i) * SQUARE;
            d.push_str(&format!(
                "M{} {}h{}M{} {}v{}",
                x0,
                y0 + at,
                side,
                x0 + at,
                y0,
                side
            ));
        }
        canvas
            .el("path")
            .attr("class", "rules")
            .attr("d", d)
            .attr("stroke", theme.line)
            .attr("stroke-opacity", 0.5)
            .attr("stroke-width", 0.02 * SQUARE);
    }
    grid.frame(&mut canvas);
    if options.coordinates {
        grid.coordinates(&mut canvas);
    }
    let locate = |name: &str| -> Option<Spot> {
        let sq: Square = name.parse().ok()?;
        square_at(sq.file(), sq.rank())
            .filter(|sq| board.contains(*sq))
            .map(|sq| grid.spot(sq.file(), sq.rank()))
    };
    canvas.marks_under(options, locate);
    for (sq, _) in pos.iter() {
        let centre = grid.centre(sq.file(), sq.rank());
        let column = pos.column(sq);
        let place = sq.to_string();
        if column.len() == 1 && rules.captured() != crate::rules::choices::Captured::Stacked {
            let (colours, owner, kind) = look(rules, pos, column[0], options);
            canvas.piece(
                centre,
                RADIUS,
                &PieceDraw {
                    owner,
                    kind,
                    place: &place,
                    colours,
                    emblem: emblem(kind),
                },
            );
        } else {
            draw_column(&mut canvas, rules, pos, &column, centre, &place, options);
        }
    }
    if let Some(sq) = pos.last_moved() {
        let (x, y) = grid.centre(sq.file(), sq.rank());
        canvas
            .el("circle")
            .attr("class", "barred")
            .attr("data-place", sq.to_string())
            .attr("cx", x)
            .attr("cy", y)
            .attr("r", 0.46 * SQUARE)
            .attr("fill", "none")
            .attr("stroke", theme.capture)
            .attr("stroke-width", 0.05 * SQUARE)
            .attr("stroke-dasharray", "8 6");
    }
    // Square numbers over the pieces, in the corner a piece leaves free.
    if options.square_numbers && !all {
        let ink = contrasting(theme.dark, theme.light, theme.text);
        for sq in Square::all().filter(|sq| board.contains(*sq)) {
            if let Some(number) = board.number_of(sq) {
                let (x, y) = grid.corner(sq.file(), sq.rank());
                canvas
                    .el("text")
                    .attr("class", "number")
                    .attr("x", x + 0.03 * SQUARE)
                    .attr("y", y + 0.2 * SQUARE)
                    .attr("font-size", 0.22 * SQUARE)
                    .attr("fill", ink)
                    .text(&number.to_string());
            }
        }
    }
    canvas.marks_over(options, locate);
    canvas.finish()
}

/// A column of column draughts, `column` top first, drawn as a tower of pucks seen
/// from a little above: each piece's rim shows its colour, the top one's face its
/// emblem. Each puck is a piece group of its own (`data-depth`, 0 the top), painted
/// bottom first, inside a `<g class="column">` with `data-count`. A tall tower rises
/// into the square above rather than thin its rims to nothing.
fn draw_column(
    canvas: &mut Canvas,
    rules: &Checkers,
    pos: &CheckersPosition,
    column: &[Piece],
    centre: (f64, f64),
    place: &str,
    options: &SvgOptions,
) {
    let count = column.len();
    let (r, e) = (0.4 * SQUARE, 0.22 * SQUARE);
    let t = (0.15 * SQUARE).min((1.15 * SQUARE - 2.0 * e) / count as f64);
    // The bottom of the lowest rim sits low in the square.
    let base = centre.1 + 0.42 * SQUARE - e;
    let size = count.to_string();
    canvas.group("column", &[("place", place), ("count", &size)]);
    for (depth, &piece) in column.iter().enumerate().rev() {
        let (colours, owner, kind) = look(rules, pos, piece, options);
        let level = (count - 1 - depth) as f64;
        // The top face's centre of this puck.
        let (x, y) = (centre.0, base - t * (level + 1.0));
        let depth_text = depth.to_string();
        // The rims of dark pieces are outlined in their emblem's colour, so that two
        // dark pieces one on the other stay two.
        let edge = contrasting(colours.fill, colours.edge, colours.emblem);
        canvas.group(
            "piece",
            &[
                ("owner", owner),
                ("kind", kind),
                ("place", place),
                ("depth", &depth_text),
            ],
        );
        let side = format!(
            "M{} {}v{}a{} {} 0 0 0 {} 0v{}z",
            num(x - r),
            num(y),
            num(t),
            num(r),
            num(e),
            num(2.0 * r),
            num(-t)
        );
        canvas
            .el("path")
            .attr("d", side)
            .attr("fill", colours.fill)
            .attr("stroke", edge)
            .attr("stroke-width", 0.025 * SQUARE);
        canvas
            .el("ellipse")
            .attr("cx", x)
            .attr("cy", y)
            .attr("rx", r)
            .attr("ry", e)
            .attr("fill", colours.fill)
            .attr("stroke", edge)
            .attr("stroke-width", 0.025 * SQUARE);
        if depth == 0 {
            match emblem(kind) {
                Emblem::Crown => canvas.crown((x, y + 0.02 * SQUARE), 0.55 * r, colours.emblem),
                Emblem::Label(text) => {
                    canvas.text_at((x, y), 1.1 * e, "middle", colours.emblem, text)
                }
                Emblem::Ring => {
                    canvas
                        .el("ellipse")
                        .attr("cx", x)
                        .attr("cy", y)
                        .attr("rx", 0.72 * r)
                        .attr("ry", 0.72 * e)
                        .attr("fill", "none")
                        .attr("stroke", edge)
                        .attr("stroke-opacity", 0.45)
                        .attr("stroke-width", 0.02 * SQUARE);
                }
            }
        }
        canvas.close();
    }
    canvas.close();
}

/// What `mv` does in `before`: the start and each landing square; the placed wolf; the
/// captured squares.
pub(crate) fn move_marks(
    _rules: &Checkers,
    _before: &CheckersPosition,
    mv: &CheckersMove,
) -> MoveMarks {
    if mv.is_pass() {
        return MoveMarks::default();
    }
    if mv.is_placement() {
        return MoveMarks::placed([mv.to().to_string()]);
    }
    let mut path = vec![mv.from().to_string()];
    if mv.is_capture() {
        path.extend(mv.landings().map(|sq| sq.to_string()));
    } else {
        path.push(mv.to().to_string());
    }
    MoveMarks::path(path).with_captured(mv.captured().iter().map(|sq| sq.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use doska_core::Game;

    #[test]
    fn names_of_the_presets() {
        assert_eq!(title_name(&Checkers::classic()), "Brazilian draughts");
        let spec = "checkers/russian:draws=none";
        let rules = CheckersFamily::from_spec(spec).unwrap();
        assert_eq!(title_name(&rules), format!("Russian draughts ({spec})"));
        let pos = Checkers::classic().start();
        assert_eq!(
            title(&Checkers::classic(), &pos),
            "Brazilian draughts: White to move; White 12 men; Black 12 men."
        );
    }
}
