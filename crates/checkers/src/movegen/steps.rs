//! One step of many pieces at once: the step directions of men, the bit distance of a
//! step, whole-board steps and jumps by shifts, and the squares a flying king reaches
//! along a diagonal.

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::dark::{is_up, Geometry, NE, NW, SE, SW};
use crate::rules::choices::{KingRange, ManCapture};

/// The forward step directions of a man of `colour`.
#[inline(always)]
pub(crate) const fn forward(colour: Colour) -> [usize; 2] {
    match colour {
        Colour::White => [NE, NW],
        Colour::Black => [SE, SW],
    }
}

/// The bit distance of one step in direction `d`.
#[inline(always)]
pub(crate) const fn shift<G: Geometry>(d: usize) -> u32 {
    match d {
        NE | SW => G::H + 1,
        _ => G::H,
    }
}

/// The squares a flying king on `k` reaches in direction `d` over empty squares.
#[inline(always)]
pub(crate) fn king_ray<G: Geometry>(k: u32, d: usize, occupied: u64) -> u64 {
    let ray = G::RAYS[d][k as usize];
    let blockers = ray & occupied;
    if blockers == 0 {
        ray
    } else {
        let y = G::nearest(blockers, d);
        ray & !G::RAYS[d][y as usize] & !(1u64 << y)
    }
}

/// The square of `blockers` (squares of one ray going in direction `D`) nearest to
/// the ray's start, as a bit; 0 when there is none. Without a branch.
#[inline(always)]
pub(crate) fn nearest_bit<const D: usize>(blockers: u64) -> u64 {
    if is_up(D) {
        blockers & blockers.wrapping_neg()
    } else {
        // The highest bit (`| 1` keeps the shift below 64 when there is none).
        ((1u64 << 63) >> (blockers | 1).leading_zeros()) & blockers
    }
}

/// For each direction `d`, the pieces of `targets` with an empty square (of `empty`)
/// behind them that way: those a king meeting them going in direction `d` can jump.
#[inline(always)]
pub(crate) fn jumpable_by_direction<G: Geometry>(targets: u64, empty: u64) -> [u64; 4] {
    [
        targets & raw_step::<G, SW>(empty),
        targets & raw_step::<G, SE>(empty),
        targets & raw_step::<G, NW>(empty),
        targets & raw_step::<G, NE>(empty),
    ]
}

/// Calls `visit(from, to)` for each quiet move of the kings `kings` with `occupied`
/// squares, and sums what it returns: flying kings to every square before the first
/// occupied one along each diagonal (king by king, then NE, NW, SE, SW), short kings
/// one step to an empty square (direction by direction).
#[inline(always)]
pub(crate) fn king_steps_each<G: Geometry>(
    range: KingRange,
    kings: u64,
    occupied: u64,
    mut visit: impl FnMut(u32, u32) -> u64,
) -> u64 {
    let mut total = 0;
    match range {
        KingRange::Flying => {
            for k in bits(kings) {
                for d in [NE, NW, SE, SW] {
                    for to in bits(king_ray::<G>(k, d, occupied)) {
                        total += visit(k, to);
                    }
                }
            }
        }
        KingRange::Short => {
            let empty = G::MASK & !occupied;
            for d in [NE, NW, SE, SW] {
                let s = shift::<G>(d);
                for to in bits(G::step(kings, d) & empty) {
                    let from = if is_up(d) { to - s } else { to + s };
                    total += visit(from, to);
                }
            }
        }
    }
    total
}

/// One step of every square of `b` in direction `D`, without the board mask (the
/// callers intersect the result with sets that hold no ghost bit and nothing off the
/// board).
#[inline(always)]
pub(crate) fn raw_step<G: Geometry, const D: usize>(b: u64) -> u64 {
    match D {
        NE => b << (G::H + 1),
        NW => b << G::H,
        SE => b >> G::H,
        _ => b >> (G::H + 1),
    }
}

/// For each direction, all ones if a man of `colour` captures that way, else 0.
#[inline(always)]
pub(crate) fn man_dir_masks(colour: Colour, rule: ManCapture) -> [u64; 4] {
    match (colour, rule) {
        (_, ManCapture::BothWays) => [!0; 4],
        (Colour::White, ManCapture::Forward) => [!0, !0, 0, 0],
        (Colour::Black, ManCapture::Forward) => [0, 0, !0, !0],
    }
}

/// The squares of `from` (one or more pieces) that can jump a piece of `targets` in
/// one of the directions whose mask is set, landing on `empty`: as landing squares.
#[inline(always)]
pub(super) fn jump_landings<G: Geometry>(from: u64, targets: u64, empty: u64, m: &[u64; 4]) -> u64 {
    (G::step_c::<NE>(G::step_c::<NE>(from & m[NE]) & targets)
        | G::step_c::<NW>(G::step_c::<NW>(from & m[NW]) & targets)
        | G::step_c::<SE>(G::step_c::<SE>(from & m[SE]) & targets)
        | G::step_c::<SW>(G::step_c::<SW>(from & m[SW]) & targets))
        & empty
}

/// The squares from which a man (with capture directions `m`, as [`man_dir_masks`])
/// jumps a piece of `targets` to an `empty` square, per direction: walked back from the
/// empty squares over the targets.
#[inline(always)]
pub(crate) fn jump_origins<G: Geometry>(targets: u64, empty: u64, m: &[u64; 4]) -> [u64; 4] {
    [
        G::step_c::<SW>(G::step_c::<SW>(empty) & targets) & m[NE],
        G::step_c::<SE>(G::step_c::<SE>(empty) & targets) & m[NW],
        G::step_c::<NW>(G::step_c::<NW>(empty) & targets) & m[SE],
        G::step_c::<NE>(G::step_c::<NE>(empty) & targets) & m[SW],
    ]
}
