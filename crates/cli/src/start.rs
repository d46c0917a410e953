//! Where a command starts: the game's start or `--fen`, then the `--moves` played from
//! it, each checked.

use doska::core::{Game, Match};

use crate::error::CliError;

/// The start options every command that takes a position shares.
#[derive(Clone, Debug, Default, clap::Args)]
pub struct StartArgs {
    /// A position in the game's text format (default: the start). A value may start
    /// with `-` (`--fen -a1`), so a mistyped position is refused as a position.
    #[arg(long, allow_hyphen_values = true)]
    pub fen: Option<String>,
    /// Moves to play from that position first, space-separated, each in the game's
    /// notation (e.g. "c3-d4 f6-e5"); each is checked. A value may start with `-`.
    #[arg(long, allow_hyphen_values = true)]
    pub moves: Option<String>,
}

impl StartArgs {
    /// The match at the start: the position, with the moves played (so their
    /// positions count for repetition).
    ///
    /// # Errors
    /// [`CliError::Data`] naming a refused position, or the first refused move by its
    /// number and the game's reason.
    pub fn start<G: Game>(&self, game: &G) -> Result<Match<G>, CliError> {
        let position = match &self.fen {
            None => game.start(),
            Some(text) => game
                .parse_position(text)
                .map_err(|e| CliError::data(format!("bad position for {}: {e}", game.name())))?,
        };
        let mut m = Match::from_position(game.clone(), position);
        for (i, text) in self
            .moves
            .iter()
            .flat_map(|m| m.split_whitespace())
            .enumerate()
        {
            m.play_text(text)
                .map_err(|e| CliError::data(format!("--moves: move {} `{text}`: {e}", i + 1)))?;
        }
        Ok(m)
    }
}
