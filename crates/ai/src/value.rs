//! Search values: static evaluations inside `±EVAL_MAX`, decided games beyond.

use doska_core::{Game, Outcome, Player};

/// The value of a won game at the root; a win `n` plies away is worth `WIN - n`, so
/// search prefers the quickest win and the slowest loss.
pub const WIN: i32 = 1_000_000_000;

/// Values beyond this magnitude are decided games.
pub const DECIDED: i32 = WIN - 100_000;

/// The value of a finished game for `player`, `ply` plies from the root: the
/// outcome's payoff (in `[-1, 1]`) scaled to `WIN - ply`.
pub fn terminal<G: Game>(game: &G, outcome: &G::Outcome, player: Player, ply: u32) -> i32 {
    let payoff = outcome.payoff(player, game.players()).clamp(-1.0, 1.0);
    let reach = f64::from(WIN - ply.min(100_000) as i32);
    (payoff * reach).round() as i32
}
