//! `doska show`: a position as a board, with its text, whose turn it is and its legal
//! moves, or the result.

use std::io::Write;

use doska::core::{Evaluation, Game, Position};
use doska::registry::{self, GameVisitor};

use crate::error::CliError;
use crate::listing;
use crate::start::StartArgs;

struct Show<'a> {
    start: &'a StartArgs,
    list: bool,
    out: &'a mut dyn Write,
}

impl GameVisitor for Show<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let m = self.start.start(game)?;
        let pos = m.position();
        let out = self.out;
        writeln!(out, "{}", game.diagram(pos).trim_end())?;
        writeln!(out, "game: {}", game.name())?;
        writeln!(out, "position: {pos}")?;
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

/// Shows the position of `start` in the game of `spec`: the diagram, the game, the
/// position text, then the result, or the side to move and the legal moves (their
/// number, then — unless `list` is false — the moves in the game's notation, sorted
/// with numbers read as numbers and wrapped, on lines indented by two spaces).
pub fn run(spec: &str, start: &StartArgs, list: bool, out: &mut dyn Write) -> Result<(), CliError> {
    registry::build(spec)?.visit(Show { start, list, out })
}
