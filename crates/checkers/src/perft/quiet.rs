//! The quiet moves of the side to move played on the bitboards: where men step from,
//! each step or king move visited without building a move, and the position after one.

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::dark::Geometry;
use crate::movegen::steps::king_steps_each;
use crate::perft::mover::Mover;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::MaterialDraws;

/// The squares from which the men `men` of side `C` step to an empty square of
/// `empty`: `[by H+1, by H]` (White: up-right and up-left; Black: down-left and
/// down-right).
#[inline(always)]
pub(super) fn step_origins<G: Geometry, C: Mover>(men: u64, empty: u64) -> [u64; 2] {
    let (s1, s0) = (G::H + 1, G::H);
    match C::COLOUR {
        Colour::White => [men & (empty >> s1), men & (empty >> s0)],
        Colour::Black => [men & (empty << s1), men & (empty << s0)],
    }
}

/// Calls `visit(from, to)` for every step from the origins `origins` (as
/// [`step_origins`] gives them) of side `C`, returning the sum of the results. On
/// 8×8 both directions share one loop: the origins of each fit in 32 bits (after a
/// shift for Black), packed in one word.
#[inline(always)]
pub(super) fn steps_each<G: Geometry, C: Mover>(
    origins: [u64; 2],
    mut visit: impl FnMut(u32, u32) -> u64,
) -> u64 {
    let (s1, s0) = (G::H + 1, G::H);
    let mut total = 0;
    let up = C::COLOUR == Colour::White;
    if G::H == 4 {
        // Bit i < 32: a step by s1 from (White) or to (Black) square i; bit 32 + i: by
        // s0.
        let mut packed = if up {
            origins[0] | (origins[1] << 32)
        } else {
            (origins[0] >> s1) | ((origins[1] >> s0) << 32)
        };
        while packed != 0 {
            let i = packed.trailing_zeros();
            packed &= packed - 1;
            let (low, s) = (i & 31, s1 - (i >> 5));
            total += if up {
                visit(low, low + s)
            } else {
                visit(low + s, low)
            };
        }
        return total;
    }
    for (set, s) in [(origins[0], s1), (origins[1], s0)] {
        for from in bits(set) {
            total += visit(from, if up { from + s } else { from - s });
        }
    }
    total
}

/// The steps from the origins of [`step_origins`] as `(from, to)` pairs: the loop of
/// [`steps_each`] as an iterator, for callers whose loop body is too large for the
/// compiler to inline a closure into `steps_each`.
pub(super) struct StepIter<G, C> {
    /// On 8×8 both sets packed as in [`steps_each`]; otherwise the set by `H + 1`.
    a: u64,
    /// The set by `H` (not on 8×8).
    b: u64,
    _g: std::marker::PhantomData<(G, C)>,
}

impl<G: Geometry, C: Mover> StepIter<G, C> {
    /// The steps of the men `men` of side `C` to an empty square of `empty`.
    #[inline(always)]
    pub(crate) fn new(men: u64, empty: u64) -> Self {
        let origins = step_origins::<G, C>(men, empty);
        let (s1, s0) = (G::H + 1, G::H);
        let (a, b) = if G::H == 4 {
            let packed = match C::COLOUR {
                Colour::White => origins[0] | (origins[1] << 32),
                Colour::Black => (origins[0] >> s1) | ((origins[1] >> s0) << 32),
            };
            (packed, 0)
        } else {
            (origins[0], origins[1])
        };
        StepIter {
            a,
            b,
            _g: std::marker::PhantomData,
        }
    }
}

impl<G: Geometry, C: Mover> Iterator for StepIter<G, C> {
    type Item = (u32, u32);

    #[inline(always)]
    fn next(&mut self) -> Option<(u32, u32)> {
        let (s1, s0) = (G::H + 1, G::H);
        let up = C::COLOUR == Colour::White;
        if G::H == 4 {
            if self.a == 0 {
                return None;
            }
            let i = self.a.trailing_zeros();
            self.a &= self.a - 1;
            let (low, s) = (i & 31, s1 - (i >> 5));
            return Some(if up { (low, low + s) } else { (low + s, low) });
        }
        let (set, s) = if self.a != 0 {
            (&mut self.a, s1)
        } else if self.b != 0 {
            (&mut self.b, s0)
        } else {
            return None;
        };
        let from = set.trailing_zeros();
        *set &= *set - 1;
        Some((from, if up { from + s } else { from - s }))
    }
}

/// Calls `visit(from, to)` for every step of the men `men` of side `C` to an empty
/// square of `empty`, returning the sum of the results.
#[inline(always)]
pub(super) fn men_steps_each<G: Geometry, C: Mover>(
    men: u64,
    empty: u64,
    visit: impl FnMut(u32, u32) -> u64,
) -> u64 {
    steps_each::<G, C>(step_origins::<G, C>(men, empty), visit)
}

/// The position after a quiet move of `C` in `pos` that leaves `C` with the pieces
/// `own2` and the board with the kings `kings2`, as `play` would make it.
#[inline(always)]
pub(super) fn child<C: Mover>(
    rules: &Checkers,
    pos: &CheckersPosition,
    own2: u64,
    kings2: u64,
    king_move: bool,
) -> CheckersPosition {
    let (_, opp) = C::sides(pos);
    let (white, black) = match C::COLOUR {
        Colour::White => (own2, opp),
        Colour::Black => (opp, own2),
    };
    pos.with_words(
        white,
        black,
        kings2,
        <C::Next as Mover>::COLOUR,
        if king_move {
            pos.plies_without_progress().saturating_add(1)
        } else {
            0
        },
        // The material is unchanged and, the game going on, not an FMJD ending.
        if rules.material_draws() == MaterialDraws::Fmjd {
            0
        } else {
            pos.endgame_plies()
        },
    )
}

/// The scratch position for the quiet moves of `C` from `pos`: what every child
/// shares (the other side to move, the FMJD count), the rest set per move by
/// [`set_quiet_child`]. Reusing one scratch spares the copy of the whole position
/// (with its stack and neutral-piece words) for every child.
#[inline(always)]
pub(super) fn quiet_scratch<C: Mover>(
    rules: &Checkers,
    pos: &CheckersPosition,
) -> CheckersPosition {
    child::<C>(rules, pos, C::sides(pos).0, pos.king_bits(), false)
}

/// Makes `next`, a [`quiet_scratch`] of `pos`, the position after a quiet move of `C`
/// (as [`child`] makes it).
#[inline(always)]
pub(super) fn set_quiet_child<C: Mover>(
    pos: &CheckersPosition,
    next: &mut CheckersPosition,
    own2: u64,
    kings2: u64,
    king_move: bool,
) {
    match C::COLOUR {
        Colour::White => next.set_white(own2),
        Colour::Black => next.set_black(own2),
    }
    next.set_kings(kings2);
    next.set_quiet(if king_move {
        pos.plies_without_progress().saturating_add(1)
    } else {
        0
    });
}

/// Calls `visit(own2, kings2, king_move)` for each quiet move of `C` in `pos` (which
/// has no capture) with the mover's pieces and the kings after it, and whether a king
/// moved; returns the sum of the results.
#[inline(always)]
pub(super) fn each_quiet_move<G: Geometry, C: Mover>(
    rules: &Checkers,
    pos: &CheckersPosition,
    mut visit: impl FnMut(u64, u64, bool) -> u64,
) -> u64 {
    let (own, opp) = C::sides(pos);
    let occ = own | opp;
    let empty = G::MASK & !occ;
    let men = own & !pos.king_bits();
    let promo = C::promo::<G>();
    let mut total = 0;
    total += men_steps_each::<G, C>(men, empty, |from, to| {
        let moved = (1u64 << from) | (1u64 << to);
        visit(own ^ moved, pos.king_bits() | (promo & (1u64 << to)), false)
    });
    let kings = own & pos.king_bits();
    if kings != 0 {
        total += king_steps_each::<G>(rules.kings(), kings, occ, |from, to| {
            let moved = (1u64 << from) | (1u64 << to);
            visit(own ^ moved, pos.king_bits() ^ moved, true)
        });
    }
    total
}
