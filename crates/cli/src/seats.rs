//! Who sits where: `human` or an agent spec for each seat.

use doska::core::{Game, Player};
use doska_ai::AgentSpec;

use crate::error::CliError;

/// What plays a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SeatSpec {
    /// A person at the terminal.
    Human,
    /// An agent.
    Agent(AgentSpec),
}

impl SeatSpec {
    /// Reads `human` or an agent spec.
    pub fn parse(text: &str) -> Result<Self, CliError> {
        if text.trim() == "human" {
            Ok(SeatSpec::Human)
        } else {
            text.parse().map(SeatSpec::Agent).map_err(CliError::from)
        }
    }
}

/// The seat a colour name designates: the seat whose name is `colour`
/// (case-insensitive), else seat `fallback`.
pub fn seat_named<G: Game>(game: &G, colour: &str, fallback: usize) -> Player {
    Player::all(game.players())
        .find(|p| game.player_name(*p).eq_ignore_ascii_case(colour))
        .unwrap_or_else(|| Player::new(fallback).expect("fallback seat < 6"))
}

/// Reads `N=SPEC` (seat numbers from 1).
pub fn parse_seat_arg(text: &str) -> Result<(usize, SeatSpec), CliError> {
    let (n, spec) = text
        .split_once('=')
        .ok_or_else(|| CliError::usage(format!("--seat takes N=SPEC, not `{text}`")))?;
    let n: usize = n
        .trim()
        .parse()
        .ok()
        .filter(|n| (1..=6).contains(n))
        .ok_or_else(|| CliError::usage(format!("bad seat number in `{text}` (1 to 6)")))?;
    Ok((n - 1, SeatSpec::parse(spec)?))
}

/// A sensible agent for a game with no seat given: `greedy` in halma (its evaluation
/// brings the pieces home in well under a millisecond a move, where a second of
/// alpha-beta or MCTS a move does not reach the end of the game), alpha-beta for other
/// games of two sides, MCTS otherwise.
pub fn default_agent<G: Game>(game: &G) -> AgentSpec {
    let text = if game.name().starts_with("halma") {
        "greedy"
    } else if game.teams() == 2 {
        "alphabeta:time=1s"
    } else {
        "mcts:time=1s"
    };
    text.parse().expect("valid default agent")
}
