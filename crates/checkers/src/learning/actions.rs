//! The action space of a rules value ([`ActionSpace`]) and the action indices of a
//! position's legal moves.
//!
//! A move from square number `f` to square number `t` (numbers of module `numbering`)
//! has the index `(f·S + t)·K + k`, where `S` is the number of playing squares and `K`
//! the slots of each pair of squares. `k` is 0 for every step and for a capture alone
//! between its two squares; the captures of one position that share both squares are
//! ranked by a key that depends only on the move ([`canonical`]), and `k` is the rank.
//! The wolf's placements and the sheep's pass follow the moves: `S²K + t` and
//! `S²K + S`.
//!
//! The common case costs a table look-up and a multiply-add a move: captures alone
//! can share their squares, so only they are hashed into one word, and the ranking
//! runs when two of them hash alike. Past `K` captures between the same squares,
//! `make_distinct` places the extra ones, given the moves in the canonical order.

use std::cmp::Ordering;

use doska_core::learning::make_distinct;
use smallvec::SmallVec;

use crate::board::layout::Layout;
use crate::board::square::Square;
use crate::learning::numbering::{tables_of, Tables};
use crate::moves::CheckersMove;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::Goal;
use crate::variants::column::move_kings;

/// What an action index of an [`ActionSpace`] stands for ([`ActionSpace::decode`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CheckersAction {
    /// A move of the piece on `from` ending on `to`: a step, or a whole capture.
    Move {
        /// The start square.
        from: Square,
        /// The end square.
        to: Square,
        /// The rank of the capture among the position's captures between the same two
        /// squares (0 for a step and for a capture alone between them).
        rank: usize,
    },
    /// The wolf's first move: its placement on this square.
    Place(Square),
    /// A pass (sheep without a step).
    Pass,
}

/// The action space of a rules value: how the action indices of
/// [`Encoding`](doska_core::learning::Encoding) are laid out.
///
/// A move from square number `f` to square number `t` ([`number`](Self::number)) is
/// index `(f·S + t)·K + k` with `S` = [`squares`](Self::squares), `K` =
/// [`slots`](Self::slots) and `k` the move's rank among the captures of its position
/// between the same two squares (0 for a step). The wolf and the sheep add the
/// placements `S²K + t` and the pass `S²K + S`.
///
/// ```
/// use doska_checkers::{ActionSpace, Checkers, CheckersAction, Square};
/// let space = ActionSpace::of(&Checkers::classic());
/// assert_eq!((space.squares(), space.slots(), space.num_actions()), (32, 2, 2048));
/// let (c3, d4): (Square, Square) = ("c3".parse().unwrap(), "d4".parse().unwrap());
/// assert_eq!((space.number(c3), space.number(d4)), (Some(9), Some(13)));
/// assert_eq!(space.move_index(c3, d4, 0), Some((9 * 32 + 13) * 2));
/// assert_eq!(
///     space.decode(602),
///     Some(CheckersAction::Move { from: c3, to: d4, rank: 0 })
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ActionSpace {
    layout: Layout,
    slots: usize,
    extra: bool,
}

impl ActionSpace {
    /// The action space of `rules`.
    pub const fn of(rules: &Checkers) -> ActionSpace {
        let layout = rules.layout();
        let wolf = matches!(rules.goal(), Goal::Wolf);
        ActionSpace {
            layout,
            slots: slots(rules, layout, wolf),
            extra: wolf,
        }
    }

    /// `S`: the number of playing squares (32 or 50 dark squares, or 64).
    pub const fn squares(&self) -> usize {
        tables_of(self.layout).squares
    }

    /// `K`: the slots of each pair of squares, the most captures between the same two
    /// squares that get an index of their own (1 for the wolf and the sheep, who never
    /// capture; 2 on the dark squares; 3 and 4 in column draughts on 8×8 and 10×10; 5
    /// on all 64 squares).
    pub const fn slots(&self) -> usize {
        self.slots
    }

    /// The number of actions: `S²K`, plus `S + 1` for the wolf's placements and the
    /// pass in the wolf and the sheep.
    pub const fn num_actions(&self) -> usize {
        let s = self.squares();
        s * s * self.slots + if self.extra { s + 1 } else { 0 }
    }

    /// The first index after the moves: the placements start here.
    const fn moves_end(&self) -> usize {
        let s = self.squares();
        s * s * self.slots
    }

    /// The number of `square` in the action space, if it is a playing square: the
    /// playing squares counted rank by rank from a1 (on the dark squares
    /// `(side·rank + file) / 2`, on all 64 `8·rank + file`). Turning the board by 180°
    /// maps number `n` to `S − 1 − n`.
    pub fn number(&self, square: Square) -> Option<usize> {
        tables_of(self.layout).number_of(square)
    }

    /// The square numbered `number`, if any.
    pub fn square(&self, number: usize) -> Option<Square> {
        tables_of(self.layout).square_of(number)
    }

    /// The index of the move from `from` to `to` ranked `rank`, if the squares are
    /// playing squares and the rank is below [`slots`](Self::slots).
    pub fn move_index(&self, from: Square, to: Square, rank: usize) -> Option<usize> {
        if rank >= self.slots {
            return None;
        }
        let s = self.squares();
        Some((self.number(from)? * s + self.number(to)?) * self.slots + rank)
    }

    /// The index of the wolf's placement on `to`, in the wolf and the sheep.
    pub fn placement_index(&self, to: Square) -> Option<usize> {
        if !self.extra {
            return None;
        }
        Some(self.moves_end() + self.number(to)?)
    }

    /// The index of the pass, in the wolf and the sheep.
    pub fn pass_index(&self) -> Option<usize> {
        self.extra.then(|| self.moves_end() + self.squares())
    }

    /// What `index` stands for, or `None` past the end of the space.
    pub fn decode(&self, index: usize) -> Option<CheckersAction> {
        let s = self.squares();
        let end = self.moves_end();
        if index < end {
            let pair = index / self.slots;
            return Some(CheckersAction::Move {
                from: self.square(pair / s)?,
                to: self.square(pair % s)?,
                rank: index % self.slots,
            });
        }
        if !self.extra {
            return None;
        }
        match index - end {
            n if n < s => self.square(n).map(CheckersAction::Place),
            n if n == s => Some(CheckersAction::Pass),
            _ => None,
        }
    }

    /// The index of a legal step, placement or pass of these rules (never displaced:
    /// nothing else shares its slot), or of a capture at rank 0.
    #[inline(always)]
    pub(crate) fn first_index(&self, t: &Tables, mv: &CheckersMove) -> usize {
        let to = usize::from(t.number[usize::from(mv.to & 63)]);
        if self.extra {
            if mv.is_placement() {
                return self.moves_end() + to;
            }
            if mv.is_pass() {
                return self.moves_end() + t.squares;
            }
        }
        let from = usize::from(t.number[usize::from(mv.from & 63)]);
        (from * t.squares + to) * self.slots
    }
}

impl Checkers {
    /// The action space of these rules ([`ActionSpace::of`]).
    pub const fn action_space(&self) -> ActionSpace {
        ActionSpace::of(self)
    }
}

/// `K` for `rules` on `layout`: measured on random games so that more captures
/// between the same two squares than `K` are rarer than one position in 100,000
/// (docs/checkers.md, *Learning*).
const fn slots(rules: &Checkers, layout: Layout, wolf: bool) -> usize {
    if wolf {
        return 1;
    }
    match layout {
        Layout::Full8 => 5,
        Layout::Dark8 if rules.stacked() => 3,
        Layout::Dark10 if rules.stacked() => 4,
        _ => 2,
    }
}

/// The order of the captures of one position that share their two squares: by the
/// captured squares (each set read as a number with bit `n` for square number `n`;
/// the layout's bits run in the same order, so the raw words compare alike), then a
/// move that does not crown before one that does, then (when pieces stack) by the
/// kings and men taken, read as a number whose bit `i` is set when the `i`-th piece
/// taken is a king.
fn canonical(
    rules: &Checkers,
    pos: &CheckersPosition,
    a: &CheckersMove,
    b: &CheckersMove,
) -> Ordering {
    a.captured
        .cmp(&b.captured)
        .then(a.promotes().cmp(&b.promotes()))
        .then_with(|| {
            if rules.stacked() {
                move_kings(pos, a).cmp(&move_kings(pos, b))
            } else {
                Ordering::Equal
            }
        })
}

/// Writes into `out` (cleared first) the action index of each of `moves`, the legal
/// moves of `pos` under `rules`.
#[inline]
pub(crate) fn action_indices(
    rules: &Checkers,
    pos: &CheckersPosition,
    moves: &[CheckersMove],
    out: &mut Vec<usize>,
) {
    out.clear();
    let space = ActionSpace::of(rules);
    let t = tables_of(space.layout);
    // Captures alone can share their squares: each is hashed into a word by its
    // squares, and a bit met twice sends the list to the exact ranking.
    let mut seen = 0u64;
    let mut twice = false;
    let mut note = |index: usize, mv: &CheckersMove| {
        if mv.captured != 0 {
            let bit = 1u64 << ((index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 58);
            twice |= seen & bit != 0;
            seen |= bit;
        }
    };
    if space.extra {
        out.extend(moves.iter().map(|mv| {
            let index = space.first_index(t, mv);
            note(index, mv);
            index
        }));
    } else {
        let (s, k) = (t.squares, space.slots);
        out.extend(moves.iter().map(|mv| {
            let from = usize::from(t.number[usize::from(mv.from & 63)]);
            let to = usize::from(t.number[usize::from(mv.to & 63)]);
            let index = (from * s + to) * k;
            note(index, mv);
            index
        }));
    }
    if twice {
        rank_shared(rules, pos, moves, &space, out);
    }
}

/// Adds to each capture of `out` (holding the rank-0 indices) its rank among the
/// captures with the same squares; past `K` of them, or should two of them be equal
/// under [`canonical`], places every index with `make_distinct`.
#[cold]
fn rank_shared(
    rules: &Checkers,
    pos: &CheckersPosition,
    moves: &[CheckersMove],
    space: &ActionSpace,
    out: &mut [usize],
) {
    let n = moves.len();
    let mut ranks: SmallVec<[usize; 64]> = SmallVec::from_elem(0, n);
    let mut tie = false;
    for i in 0..n {
        if !moves[i].is_capture() {
            continue;
        }
        for j in i + 1..n {
            if out[j] != out[i] || !moves[j].is_capture() {
                continue;
            }
            match canonical(rules, pos, &moves[i], &moves[j]) {
                Ordering::Less => ranks[j] += 1,
                Ordering::Greater => ranks[i] += 1,
                Ordering::Equal => tie = true,
            }
        }
    }
    let k = space.slots;
    if !tie && ranks.iter().all(|&r| r < k) {
        for (index, rank) in out.iter_mut().zip(ranks) {
            *index += rank;
        }
        return;
    }
    // More captures between two squares than slots: the moves in the canonical order
    // (index, then key), each at its slot or the last one of its pair, and the extra
    // ones moved to free indices.
    let mut order: SmallVec<[usize; 64]> = (0..n).collect();
    order.sort_by(|&a, &b| {
        out[a]
            .cmp(&out[b])
            .then_with(|| canonical(rules, pos, &moves[a], &moves[b]))
    });
    let mut slots: SmallVec<[usize; 64]> = order
        .iter()
        .map(|&i| out[i] + ranks[i].min(k - 1))
        .collect();
    make_distinct(&mut slots, space.num_actions());
    for (&i, slot) in order.iter().zip(slots) {
        out[i] = slot;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::square::BoardSize;
    use crate::rules::choices::{Captured, MaterialDraws};

    #[test]
    fn sizes_of_the_spaces() {
        let size = |r: Checkers| ActionSpace::of(&r).num_actions();
        assert_eq!(size(Checkers::classic()), 32 * 32 * 2);
        assert_eq!(size(Checkers::international()), 50 * 50 * 2);
        assert_eq!(size(Checkers::turkish()), 64 * 64 * 5);
        assert_eq!(size(Checkers::column()), 32 * 32 * 3);
        assert_eq!(
            size(Checkers::column().with_board(BoardSize::Ten)),
            50 * 50 * 4
        );
        assert_eq!(size(Checkers::wolf_and_sheep()), 32 * 32 + 32 + 1);
        // Stacking refused on all 64 squares: the squares decide.
        let odd = Checkers::turkish()
            .with_captured(Captured::Stacked)
            .with_material_draws(MaterialDraws::None);
        assert_eq!(size(odd), 64 * 64 * 5);
    }

    #[test]
    fn decode_inverts_the_indices() {
        for rules in [
            Checkers::classic(),
            Checkers::international(),
            Checkers::turkish(),
            Checkers::column(),
            Checkers::wolf_and_sheep(),
        ] {
            let space = ActionSpace::of(&rules);
            for index in 0..space.num_actions() {
                let back = match space.decode(index).unwrap() {
                    CheckersAction::Move { from, to, rank } => space.move_index(from, to, rank),
                    CheckersAction::Place(to) => space.placement_index(to),
                    CheckersAction::Pass => space.pass_index(),
                };
                assert_eq!(back, Some(index), "{rules:?}");
            }
            assert_eq!(space.decode(space.num_actions()), None);
            assert_eq!(space.decode(usize::MAX), None);
        }
    }
}
