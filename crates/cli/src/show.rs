//! `doska show`: a position as a board.

use std::io::Write;

use doska::core::{Evaluation, Game, Position};
use doska::registry::{self, GameVisitor};

use crate::error::CliError;

/// Reads `fen` for `game`, or takes the start position.
pub fn position<G: Game>(game: &G, fen: Option<&str>) -> Result<G::Position, CliError> {
    match fen {
        None => Ok(game.start()),
        Some(text) => game
            .parse_position(text)
            .map_err(|e| CliError::msg(format!("bad position for {}: {e}", game.name()))),
    }
}

struct Show<'a> {
    fen: Option<&'a str>,
    out: &'a mut dyn Write,
}

impl GameVisitor for Show<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let pos = position(game, self.fen)?;
        let out = self.out;
        writeln!(out, "{}", game.diagram(&pos).trim_end())?;
        writeln!(out, "game: {}", game.name())?;
        writeln!(out, "position: {pos}")?;
        match game.outcome(&pos) {
            Some(outcome) => writeln!(out, "result: {outcome}")?,
            None => {
                writeln!(out, "to move: {}", game.player_name(pos.to_move()))?;
                writeln!(out, "legal moves: {}", game.count_moves(&pos))?;
            }
        }
        Ok(())
    }
}

pub fn run(spec: &str, fen: Option<&str>, out: &mut dyn Write) -> Result<(), CliError> {
    registry::build(spec)?.visit(Show { fen, out })
}
