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
//!
//! A piece need not hold the prefixes of the others: [`Perft::piece_prefixes`] walks
//! them all in the same order and keeps only its own, so the memory a piece takes is
//! bounded by its own prefixes, however many pieces there are; [`Perft::each_prefix`]
//! shows every prefix to a visitor without keeping any (what `doska merge` checks the
//! pieces against).
//!
//! ```
//! use doska_core::{perft, toy::Subtraction, Game, Perft};
//!
//! let game = Subtraction::new(2, 20);
//! let start = game.start();
//! let run = Perft::new(&game);
//! let split = run.split_for(&start, 8, 3);
//! let mut total = 0;
//! for piece in 0..3 {
//!     let (mine, all) = run.piece_prefixes(&start, split, piece, 3);
//!     assert_eq!(all as u64, perft(&game, &start, split));
//!     assert!(mine.iter().all(|(j, _)| j % 3 == piece));
//!     total += mine.iter().map(|(_, p)| run.prefix_count(p, 8 - split)).sum::<u64>();
//! }
//! assert_eq!(total, perft(&game, &start, 8));
//! ```

use crate::game::Game;

use super::hashed::Perft;
use super::plain::perft;

/// What [`Perft::each_prefix`] shows each prefix to.
type Visit<'v, G> = dyn FnMut(usize, &[<G as Game>::Move], &[<G as Game>::Position], u64) + 'v;

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

    /// Shows every move sequence of `plies` moves from `pos` to `visit`, in the order
    /// of [`prefixes`](Perft::prefixes), without keeping any, and returns their number.
    ///
    /// `visit` gets the sequence's number (from 0), its moves, the positions along it
    /// (`plies + 1` of them: `positions[k]` is the one `moves[k]` is played in, the last
    /// the one the sequence reaches) and its weight (the product of the moves' routes
    /// when routes are counted, else 1). The memory taken is one sequence.
    pub fn each_prefix(
        &self,
        pos: &G::Position,
        plies: u32,
        mut visit: impl FnMut(usize, &[G::Move], &[G::Position], u64),
    ) -> usize {
        /// The sequence walked so far: its moves, the positions along it, and the
        /// number of the next sequence to show.
        struct Walk<'v, G: Game> {
            moves: Vec<G::Move>,
            positions: Vec<G::Position>,
            next: usize,
            visit: &'v mut Visit<'v, G>,
        }
        fn walk<G: Game>(run: &Perft<'_, G>, plies: usize, weight: u64, w: &mut Walk<'_, G>) {
            if w.moves.len() == plies {
                (w.visit)(w.next, &w.moves, &w.positions, weight);
                w.next += 1;
                return;
            }
            let here = w
                .positions
                .last()
                .expect("the walk starts from a position")
                .clone();
            for mv in run.game.moves(&here).iter() {
                let weight = if run.counts_routes() {
                    weight.saturating_mul(run.game.routes(&here, mv))
                } else {
                    weight
                };
                let mut after = here.clone();
                run.game.play_unchecked(&mut after, mv);
                w.positions.push(after);
                w.moves.push(mv.clone());
                walk(run, plies, weight, w);
                w.moves.pop();
                w.positions.pop();
            }
        }
        let mut w = Walk {
            moves: Vec::new(),
            positions: vec![pos.clone()],
            next: 0,
            visit: &mut visit,
        };
        walk(self, plies as usize, 1, &mut w);
        w.next
    }

    /// The prefixes of piece `piece` (from 0) of `pieces`, each with its number — every
    /// prefix `j` of [`prefixes`](Perft::prefixes) with `j mod pieces == piece` — and
    /// the number of all prefixes. Only this piece's prefixes are kept: the others are
    /// walked past ([`each_prefix`](Perft::each_prefix)), so the memory is bounded by
    /// this piece's share, not by `pieces`.
    ///
    /// # Panics
    /// When `pieces` is 0.
    #[must_use]
    pub fn piece_prefixes(
        &self,
        pos: &G::Position,
        plies: u32,
        piece: usize,
        pieces: usize,
    ) -> (Vec<(usize, Prefix<G>)>, usize) {
        assert!(pieces > 0, "a perft is split into one piece or more");
        let mut mine = Vec::new();
        let all = self.each_prefix(pos, plies, |j, moves, positions, weight| {
            if j % pieces == piece {
                let position = positions.last().expect("a prefix reaches a position");
                mine.push((
                    j,
                    Prefix {
                        moves: moves.to_vec(),
                        position: position.clone(),
                        weight,
                    },
                ));
            }
        });
        (mine, all)
    }

    /// The count `below` plies under `prefix`, weighed by its routes (its
    /// [`weight`](Prefix::weight) times the count from the position it reaches).
    #[must_use]
    pub fn prefix_count(&self, prefix: &Prefix<G>, below: u32) -> u64 {
        prefix
            .weight
            .saturating_mul(self.count(&prefix.position, below))
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
            .map(|(j, p)| (j, self.prefix_count(p, below)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::toy::Subtraction;
    use crate::{perft, Game, Perft};

    #[test]
    fn a_piece_keeps_exactly_its_share_of_the_prefixes_in_order() {
        let game = Subtraction::new(3, 25);
        let start = game.start();
        let run = Perft::new(&game);
        for plies in 1..=5 {
            let all = run.prefixes(&start, plies);
            let mut seen = 0;
            let total = run.each_prefix(&start, plies, |j, moves, positions, weight| {
                assert_eq!(j, seen);
                seen += 1;
                assert_eq!(moves, all[j].moves.as_slice());
                assert_eq!(positions.len(), plies as usize + 1);
                assert_eq!(positions.last(), Some(&all[j].position));
                assert_eq!(positions[0], start);
                assert_eq!(weight, all[j].weight);
            });
            assert_eq!(total, all.len());
            assert_eq!(total as u64, perft(&game, &start, plies));
            for pieces in [1, 2, 5, 1 << 20] {
                let mut covered = 0;
                for piece in 0..pieces.min(7) {
                    let (mine, n) = run.piece_prefixes(&start, plies, piece, pieces);
                    assert_eq!(n, all.len());
                    covered += mine.len();
                    let expected: Vec<usize> = (piece..all.len()).step_by(pieces).collect();
                    let got: Vec<usize> = mine.iter().map(|(j, _)| *j).collect();
                    assert_eq!(got, expected);
                    for (j, p) in &mine {
                        assert_eq!(p.moves, all[*j].moves);
                        assert_eq!(p.position, all[*j].position);
                    }
                    let counts: Vec<u64> =
                        mine.iter().map(|(_, p)| run.prefix_count(p, 2)).collect();
                    let old: Vec<u64> = run
                        .piece_counts(&all, 2, piece, pieces)
                        .into_iter()
                        .map(|(_, n)| n)
                        .collect();
                    assert_eq!(counts, old);
                }
                if pieces <= 7 {
                    assert_eq!(covered, all.len());
                }
            }
        }
    }
}
