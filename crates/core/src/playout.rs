//! Seeded random playouts.

use rand::{Rng, SeedableRng};

use crate::game::{Game, Position};
use crate::history::{Ending, History};

/// The random number generator Doska uses wherever it needs one: Xoshiro256++, fast,
/// small and reproducible from a seed on every platform.
pub type DefaultRng = rand_xoshiro::Xoshiro256PlusPlus;

/// A [`DefaultRng`] seeded from `seed`.
pub fn seeded_rng(seed: u64) -> DefaultRng {
    DefaultRng::seed_from_u64(seed)
}

/// The end of a random playout.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The final position.
    pub position: G::Position,
    /// The moves played, in order.
    pub moves: Vec<G::Move>,
    /// How the game ended, or `None` when the ply cap stopped it first.
    pub ending: Option<Ending<G::Outcome>>,
}

/// Plays uniformly random legal moves from `start` until the game ends (by its rules or
/// by [repetition](Game::repetition)) or `max_plies` moves have been played.
///
/// Reproducible: the same game, start, RNG state and cap give the same playout.
///
/// ```
/// use doska_core::{random_playout, seeded_rng, toy::Subtraction, Game};
/// let game = Subtraction::new(3, 10);
/// let a = random_playout(&game, &game.start(), &mut seeded_rng(7), 100);
/// let b = random_playout(&game, &game.start(), &mut seeded_rng(7), 100);
/// assert_eq!(a.moves, b.moves);
/// assert!(a.ending.is_some());
/// ```
pub fn random_playout<G: Game, R: Rng + ?Sized>(
    game: &G,
    start: &G::Position,
    rng: &mut R,
    max_plies: usize,
) -> Playout<G> {
    let mut pos = start.clone();
    let mut history = History::new();
    let limit = game.repetition();
    history.push(pos.key());
    let mut moves = G::MoveList::default();
    let mut played = Vec::new();
    let ending = loop {
        if let Some(o) = game.outcome(&pos) {
            break Some(Ending::Rules(o));
        }
        if played.len() >= max_plies {
            break None;
        }
        game.legal_moves(&pos, &mut moves);
        debug_assert!(!moves.is_empty(), "no legal moves but no outcome");
        let Some(mv) = pick(&moves, rng) else {
            break None;
        };
        game.play_unchecked(&mut pos, mv);
        played.push(mv.clone());
        let count = history.push(pos.key());
        if let Some(limit) = limit {
            if count >= limit {
                break Some(Ending::Repetition { count });
            }
        }
    };
    Playout {
        position: pos,
        moves: played,
        ending,
    }
}

fn pick<'a, M, R: Rng + ?Sized>(moves: &'a [M], rng: &mut R) -> Option<&'a M> {
    if moves.is_empty() {
        None
    } else {
        Some(&moves[rng.random_range(0..moves.len())])
    }
}
