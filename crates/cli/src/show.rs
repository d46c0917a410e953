//! `doska show`: a position as a board, with its text, whose turn it is and the result.

use std::io::Write;

use doska::core::{Evaluation, Game, Position};
use doska::registry::{self, GameVisitor};

use crate::error::CliError;
use crate::start::StartArgs;

struct Show<'a> {
    start: &'a StartArgs,
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
                let n = game.count_moves(pos);
                writeln!(out, "legal moves: {n}")?;
            }
        }
        Ok(())
    }
}

pub fn run(spec: &str, start: &StartArgs, out: &mut dyn Write) -> Result<(), CliError> {
    registry::build(spec)?.visit(Show { start, out })
}
