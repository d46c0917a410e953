//! How `doska play` writes moves: the game's shortest notation, or with `--numeric` the
//! PDN square numbers of draughts (`32-28`, `28x17`), as FMJD scoresheets write them.

use std::any::Any;

use doska::checkers::Checkers;
use doska::core::{Game, Match};

use crate::error::CliError;

/// Writes and reads the moves of one game.
#[derive(Clone, Copy, Debug)]
pub struct MoveWriter {
    numeric: bool,
}

impl MoveWriter {
    /// A writer for `game`; `numeric` only for draughts on the dark squares.
    ///
    /// # Errors
    /// A usage error for `--numeric` with a game that has no numbered squares.
    pub fn new<G: Game>(game: &G, numeric: bool) -> Result<Self, CliError> {
        if numeric && (game as &dyn Any).downcast_ref::<Checkers>().is_none() {
            return Err(CliError::usage(format!(
                "--numeric writes draughts squares as numbers; {} has no numbered squares",
                game.name()
            )));
        }
        Ok(MoveWriter { numeric })
    }

    /// `mv`, legal in `pos`, in the shortest text that reads back.
    pub fn write<G: Game>(&self, game: &G, pos: &G::Position, mv: &G::Move) -> String {
        if self.numeric {
            if let (Some(rules), Some(pos), Some(mv)) = (
                (game as &dyn Any).downcast_ref::<Checkers>(),
                (pos as &dyn Any).downcast_ref(),
                (mv as &dyn Any).downcast_ref(),
            ) {
                return rules.format_move_numeric(pos, mv);
            }
        }
        game.format_move(pos, mv)
    }

    /// The moves of `m`, each written in its position.
    pub fn record<G: Game>(&self, m: &Match<G>) -> Vec<String> {
        m.moves()
            .iter()
            .zip(m.positions())
            .map(|(mv, pos)| self.write(m.game(), pos, mv))
            .collect()
    }

    /// Reads a move (squares by name or number) and plays it in `m`.
    ///
    /// # Errors
    /// The game's reason, as text.
    pub fn read<G: Game>(&self, m: &mut Match<G>, text: &str) -> Result<(), String> {
        m.play_text(text).map(|_| ()).map_err(|e| e.to_string())
    }
}
