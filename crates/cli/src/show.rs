//! `doska show`: a position as a board, with its text, whose turn it is and its legal
//! moves, or the result. The position is the start, `--fen` and `--moves`, or a ply of
//! a game in a record file (`--pdn FILE --game-number N --ply P`). With `--svg` it is
//! drawn as an SVG picture as well (to a file) or instead (to stdout).

use std::io::Write;

use doska::core::{Evaluation, Game, Position};
use doska::registry::{self, GameVisitor};

use crate::error::CliError;
use crate::listing;
use crate::pdn;
use crate::picture::{self, MarkArgs, StyleArgs};
use crate::start::StartArgs;

/// Where the position shown comes from.
pub enum From {
    /// The start options.
    Start(StartArgs),
    /// Game `game` (from 1) of a record file, after `ply` plies (its end by default).
    Record {
        file: String,
        game: usize,
        ply: Option<usize>,
    },
}

/// The picture `doska show --svg` draws: where to write it, how, and what to mark.
pub struct Picture {
    /// A file, or `-` for stdout (then the picture is all that is written).
    pub path: String,
    /// How it is drawn.
    pub style: StyleArgs,
    /// What is marked.
    pub marks: MarkArgs,
}

struct Show<'a> {
    from: &'a From,
    list: bool,
    picture: Option<&'a Picture>,
    out: &'a mut dyn Write,
}

impl GameVisitor for Show<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let out = self.out;
        let m = match self.from {
            From::Start(start) => start.start(game)?,
            From::Record {
                file,
                game: number,
                ply,
            } => {
                let (m, line) = pdn::position_in(game, file, *number, *ply)?;
                writeln!(out, "{line}")?;
                m
            }
        };
        let pos = m.position();
        if let Some(p) = self.picture {
            let last = picture::last_move(&m);
            let options = picture::options(game, pos, last, &p.style, Some(&p.marks))?;
            picture::write(&p.path, &game.svg(pos, &options), out)?;
            if p.path == "-" {
                return Ok(());
            }
        }
        writeln!(out, "{}", game.diagram(pos).trim_end())?;
        writeln!(out, "game: {}", game.name())?;
        writeln!(out, "position: {pos}")?;
        if let Some(p) = self.picture {
            writeln!(out, "picture: {}", p.path)?;
        }
        match m.ending_text() {
            Some(result) => writeln!(out, "result: {result}")?,
            None => {
                writeln!(out, "to move: {}", game.player_name(pos.to_move()))?;
                let moves = m.legal_moves();
                writeln!(out, "legal moves: {}", moves.len())?;
                if self.list && !moves.is_empty() {
                    let texts = moves.iter().map(|mv| game.format_move(pos, mv)).collect();
                    writeln!(out, "{}", listing::wrapped(" ", &listing::sorted(texts)))?;
                }
            }
        }
        Ok(())
    }
}

/// `--game-number`: which game of a record file, counted from 1 as `doska pdn` counts
/// them, so 0 is a usage error (exit status 2) saying so.
pub fn game_number(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(0) => Err("games are numbered from 1: the first game of a file is 1, not 0".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "`{text}` is not a game number (a whole number from 1)"
        )),
    }
}

/// Shows the position `from` names in the game of `spec` (first, for a record, the line
/// `record: game N (tags), ply P of T`): the diagram, the game, the
/// position text, then the result, or the side to move and the legal moves (their
/// number, then — unless `list` is false — the moves in the game's notation, sorted
/// with numbers read as numbers and wrapped, on lines indented by two spaces). With a
/// `picture`, the position is drawn to its file (and `picture: FILE` follows the
/// position text), or to stdout alone when the file is `-`.
pub fn run(
    spec: &str,
    from: &From,
    list: bool,
    picture: Option<&Picture>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    registry::build(spec)?.visit(Show {
        from,
        list,
        picture,
        out,
    })
}
