//! The men of the 64-square board as perft counts them, for the rules of Turkish
//! draughts: men that step and capture straight forward and sideways (never back),
//! crowned at the end of the move or stopping on the far rank. Everything is read off
//! whole-board bitboards of the position as it stands.
//!
//! Such a man never comes back: its rank never falls, and along one rank it moves one
//! way (turning back would jump the piece it has just taken). Its landing squares are
//! its start plus even steps and the pieces it jumps lie an odd step off, so within a
//! move no landing square is a captured square or the start square, and no jumped
//! piece is met again. The board as it stands therefore decides every jump: a man on
//! a landing square jumps on in direction `e` exactly when the square is in `can[e]`
//! (the squares with a target next to them in direction `e` and an empty square
//! beyond), except straight back the way it came, which is excluded by hand. Whether
//! the captured pieces are removed at once or at the end changes nothing.
//!
//! A route is also determined by its effect: the pieces taken going forward fix the
//! files where the man went up, and on each rank the run between them fixes the pieces
//! taken sideways. So every sequence is one move and one route.

use crate::board::full::{FILE_A, FILE_H};
use crate::perft::full_mover::FullMover;
use crate::rules::choices::Promotion;

/// Forward (the mover's), east and west: the three directions of a man.
const FORWARD: usize = 0;
/// Towards file h.
const EAST: usize = 1;
/// Towards file a.
const WEST: usize = 2;

/// One step east, not wrapping onto file a.
#[inline(always)]
pub(super) const fn east(x: u64) -> u64 {
    (x << 1) & !FILE_A
}

/// One step west, not wrapping onto file h.
#[inline(always)]
pub(super) const fn west(x: u64) -> u64 {
    (x >> 1) & !FILE_H
}

/// The jumps of one side's men on one board.
pub(super) struct MenJumps64<C> {
    /// The squares from which a man jumps forward, east, west.
    can: [u64; 3],
    /// The side's promotion rank when a man stops there (`Promotion::Stop`), else 0.
    stop: u64,
    _c: std::marker::PhantomData<C>,
}

impl<C: FullMover> MenJumps64<C> {
    /// The men's jumps over `targets` into `empty` under `promotion` (not
    /// `ContinueAsKing`, which the caller sends to the general search).
    #[inline(always)]
    pub(crate) fn new(targets: u64, empty: u64, promotion: Promotion) -> Self {
        MenJumps64 {
            can: [
                C::back(C::back(empty) & targets),
                west(west(empty) & targets),
                east(east(empty) & targets),
            ],
            stop: if promotion == Promotion::Stop {
                C::PROMO
            } else {
                0
            },
            _c: std::marker::PhantomData,
        }
    }

    /// Of the first-jump landing squares `landed`, those from which the man jumps on.
    #[inline(always)]
    pub(super) fn going_on(&self, landed: u64) -> u64 {
        landed & (self.can[0] | self.can[1] | self.can[2]) & !self.stop
    }

    /// Calls `visit(end, captured, n)` for every complete sequence of a man that has
    /// landed on the single bit `at` by a jump in direction `came`, having captured
    /// `captured` (`n` pieces).
    #[inline]
    pub(in crate::perft) fn walk<V: FnMut(u64, u64, u32)>(
        &self,
        at: u64,
        came: usize,
        captured: u64,
        n: u32,
        visit: &mut V,
    ) {
        let mut more = false;
        if at & self.stop == 0 {
            if at & self.can[FORWARD] != 0 {
                more = true;
                let over = C::fwd(at);
                self.walk(C::fwd(over), FORWARD, captured | over, n + 1, visit);
            }
            if came != WEST && at & self.can[EAST] != 0 {
                more = true;
                let over = east(at);
                self.walk(east(over), EAST, captured | over, n + 1, visit);
            }
            if came != EAST && at & self.can[WEST] != 0 {
                more = true;
                let over = west(at);
                self.walk(west(over), WEST, captured | over, n + 1, visit);
            }
        }
        if !more {
            visit(at, captured, n);
        }
    }

    /// Calls `visit(start, end, captured, n)` for every complete sequence of the men
    /// whose first jumps land on `first` (forward, east, west; all landing squares
    /// with the start square and the piece taken known from the direction).
    #[inline]
    pub(super) fn each_sequence<V: FnMut(u64, u64, u64, u32)>(
        &self,
        first: &[u64; 3],
        mut visit: V,
    ) {
        for (d, &landed) in first.iter().enumerate() {
            let mut rest = landed;
            while rest != 0 {
                let at = rest & rest.wrapping_neg();
                rest ^= at;
                let (over, start) = match d {
                    FORWARD => (C::back(at), C::back(C::back(at))),
                    EAST => (at >> 1, at >> 2),
                    _ => (at << 1, at << 2),
                };
                self.walk(at, d, over, 1, &mut |end, captured, n| {
                    visit(start, end, captured, n)
                });
            }
        }
    }

    /// The number of moves of the men whose first jumps land on `first`, some of which
    /// go on: the longest sequences under the majority rule, all of them otherwise.
    #[inline(never)]
    pub(crate) fn count(&self, first: &[u64; 3], maximum: bool) -> u64 {
        let (mut best, mut count) = (0u32, 0u64);
        self.each_sequence(first, |_, _, _, n| {
            if !maximum || n == best {
                count += 1;
            } else if n > best {
                best = n;
                count = 1;
            }
        });
        count
    }
}
