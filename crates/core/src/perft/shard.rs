//! Perft in deterministic pieces: the move sequences of the first plies ("prefixes")
//! in a fixed order, dealt round-robin to `N` pieces that any batch system can run on
//! separate machines, and added up afterwards.
//!
//! The split is the fewest plies whose prefixes number at least
//! [`PREFIXES_PER_PIECE`] per piece (or the whole depth, for small trees). Piece `i` of
//! `N` (from 0) takes every prefix whose number `j` has `j mod N = i`. The counts at
//! depths up to the split are small and every piece computes them whole; deeper counts
//! are the sums over the prefixes of the counts below them, each weighed by the routes
//! of its moves when routes are counted.
//!
//! ```
//! use doska_core::{perft, toy::Subtraction, Game, Perft};
//!
//! let game = Subtraction::new(2, 20);
//! let start = game.start();
//! let run = Perft::new(&game);
//! let split = run.split_for(&start, 8, 3);
//! let prefixes = run.prefixes(&start, split);
//! let total: u64 = (0..3)
//!     .flat_map(|piece| run.piece_counts(&prefixes, 8 - split, piece, 3))
//!     .map(|(_, n)| n)
//!     .sum();
//! assert_eq!(total, perft(&game, &start, 8));
//! ```

use crate::game::Game;

use super::hashed::Perft;
use super::plain::perft;

/// The fewest prefixes a piece of a sharded perft gets, when the tree is deep enough.
pub const PREFIXES_PER_PIECE: u64 = 8;

/// One move sequence of the first plies of a sharded perft.
#[derive(Clone, Debug)]
pub struct Prefix<G: Game> {
    /// The moves, from the position the perft counts from.
    pub moves: Vec<G::Move>,
    /// The position they reach.
    pub position: G::Position,
    /// The product of the moves' routes when routes are counted, else 1.
    pub weight: u64,
}

impl<G: Game> Perft<'_, G> {
    /// The split of a perft of `depth` plies from `pos` into `pieces` pieces: the fewest
    /// plies (below `depth`) whose move sequences number at least
    /// [`PREFIXES_PER_PIECE`] per piece, or `depth` when there is no such number.
    #[must_use]
    pub fn split_for(&self, pos: &G::Position, depth: u32, pieces: usize) -> u32 {
        let wanted = PREFIXES_PER_PIECE.saturating_mul(pieces as u64);
        (1..depth)
            .find(|&k| perft(self.game, pos, k) >= wanted)
            .unwrap_or(depth)
    }

    /// The move sequences of `plies` moves from `pos`, in the order of move generation,
    /// depth first; their number is `perft(plies)`. Sequences that end the game early
    /// are not among them (they count at no deeper depth).
    #[must_use]
    pub fn prefixes(&self, pos: &G::Position, plies: u32) -> Vec<Prefix<G>> {
        fn walk<G: Game>(
            run: &Perft<'_, G>,
            pos: &G::Position,
            plies: u32,
            weight: u64,
            moves: &mut Vec<G::Move>,
            all: &mut Vec<Prefix<G>>,
        ) {
            if plies == 0 {
                all.push(Prefix {
                    moves: moves.clone(),
                    position: pos.clone(),
                    weight,
                });
                return;
            }
            let routes = run.counts_routes();
            for mv in run.game.moves(pos).iter() {
                let mut next = pos.clone();
                run.game.play_unchecked(&mut next, mv);
                let w = if routes {
                    weight.saturating_mul(run.game.routes(pos, mv))
                } else {
                    weight
                };
                moves.push(mv.clone());
                walk(run, &next, plies - 1, w, moves, all);
                moves.pop();
            }
        }
        let mut all = Vec::new();
        walk(self, pos, plies, 1, &mut Vec::new(), &mut all);
        all
    }

    /// The counts `below` plies under each prefix of piece `piece` (from 0) of
    /// `pieces`, with the prefix's number: every prefix `j` with `j mod pieces ==
    /// piece`, its count weighed by its routes. The counts of all pieces add up to the
    /// count at `split + below` plies.
    ///
    /// # Panics
    /// When `pieces` is 0.
    #[must_use]
    pub fn piece_counts(
        &self,
        prefixes: &[Prefix<G>],
        below: u32,
        piece: usize,
        pieces: usize,
    ) -> Vec<(usize, u64)> {
        assert!(pieces > 0, "a perft is split into one piece or more");
        prefixes
            .iter()
            .enumerate()
            .filter(|(j, _)| j % pieces == piece)
            .map(|(j, p)| (j, p.weight.saturating_mul(self.count(&p.position, below))))
            .collect()
    }
}
