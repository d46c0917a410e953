//! First jumps by whole-board bitboard shifts: whether a side can capture at all, and
//! the captures of men when none goes past its first jump (most positions of a game),
//! without running the capture search.

use doska_core::MoveList;

use crate::geometry::{bits, reverse, Geometry, NE, NW, SE, SW};
use crate::moves::{CheckersMove, MAX_CAPTURES};
use crate::rules::{CaptureChoice, Checkers, KingRange, ManCapture, Promotion};
use crate::square::Colour;

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
pub(crate) fn jump_landings<G: Geometry>(from: u64, targets: u64, empty: u64, m: &[u64; 4]) -> u64 {
    (G::step_c::<NE>(G::step_c::<NE>(from & m[NE]) & targets)
        | G::step_c::<NW>(G::step_c::<NW>(from & m[NW]) & targets)
        | G::step_c::<SE>(G::step_c::<SE>(from & m[SE]) & targets)
        | G::step_c::<SW>(G::step_c::<SW>(from & m[SW]) & targets))
        & empty
}

/// The first jumps of a side's men, by direction, when no sequence goes on past its
/// first jump (the common case): `landings[d]` holds the landing squares of the jumps
/// in direction `d`. `None` when some jump could go on (or would crown a man that goes
/// on as a king): then only the full search knows the moves.
///
/// All by bitboards: a man that has jumped in direction `d` can only go on in another
/// direction than back (the jumped piece is behind it), and in those directions neither
/// the jumped piece nor the emptied start square plays a part, so the squares that can
/// jump in each direction on the board as it is decide it.
#[inline(always)]
pub(crate) fn single_jumps<G: Geometry>(
    rules: &Checkers,
    colour: Colour,
    men: u64,
    targets: u64,
    occupied: u64,
) -> Option<[u64; 4]> {
    let m = man_dir_masks(colour, rules.man_capture);
    let empty = G::MASK & !occupied;
    let landings = [
        G::step_c::<NE>(G::step_c::<NE>(men & m[NE]) & targets) & empty,
        G::step_c::<NW>(G::step_c::<NW>(men & m[NW]) & targets) & empty,
        G::step_c::<SE>(G::step_c::<SE>(men & m[SE]) & targets) & empty,
        G::step_c::<SW>(G::step_c::<SW>(men & m[SW]) & targets) & empty,
    ];
    let all = landings[NE] | landings[NW] | landings[SE] | landings[SW];
    if all == 0 {
        return Some(landings);
    }
    let can = jump_origins::<G>(targets, empty, &m);
    let mut goes_on = (landings[NE] & (can[NE] | can[NW] | can[SE]))
        | (landings[NW] & (can[NE] | can[NW] | can[SW]))
        | (landings[SE] & (can[NE] | can[SE] | can[SW]))
        | (landings[SW] & (can[NW] | can[SE] | can[SW]));
    let promo = match colour {
        Colour::White => G::TOP,
        Colour::Black => G::BOTTOM,
    };
    match rules.promotion {
        Promotion::AtEnd => {}
        Promotion::Stop => goes_on &= !promo,
        Promotion::ContinueAsKing => goes_on |= all & promo,
    }
    (goes_on == 0).then_some(landings)
}

/// The moves of [`single_jumps`] landing sets.
#[inline(always)]
pub(crate) fn push_single_jumps<G: Geometry, L: MoveList<CheckersMove>>(
    landings: &[u64; 4],
    promo: u64,
    ten: bool,
    list: &mut L,
) {
    macro_rules! direction {
        ($d:expr) => {
            for l in bits(landings[$d]) {
                let lb = 1u64 << l;
                let ob = G::step_c::<{ reverse($d) }>(lb);
                let from = G::step_c::<{ reverse($d) }>(ob).trailing_zeros();
                let mut path = [0; MAX_CAPTURES];
                path[0] = l as u8;
                list.push(CheckersMove::capture(
                    from,
                    ob,
                    &path,
                    1,
                    lb & promo != 0,
                    ten,
                ));
            }
        };
    }
    direction!(NE);
    direction!(NW);
    direction!(SE);
    direction!(SW);
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

/// Whether the side with pieces `own` has any capture: a quick bitboard test.
#[inline(always)]
pub(crate) fn has_capture<G: Geometry>(
    rules: &Checkers,
    colour: Colour,
    own: u64,
    targets: u64,
    occupied: u64,
    kings: u64,
) -> bool {
    let empty = G::MASK & !occupied;
    let men = own & !kings;
    if jump_landings::<G>(
        men,
        targets,
        empty,
        &man_dir_masks(colour, rules.man_capture),
    ) != 0
    {
        return true;
    }
    let own_kings = own & kings;
    own_kings != 0 && kings_capture::<G>(rules, own_kings, targets, occupied)
}

/// Whether one of the kings `kings` can capture a piece of `targets`.
#[inline(always)]
pub(crate) fn kings_capture<G: Geometry>(
    rules: &Checkers,
    kings: u64,
    targets: u64,
    occupied: u64,
) -> bool {
    let empty = G::MASK & !occupied;
    match rules.kings {
        KingRange::Short => jump_landings::<G>(kings, targets, empty, &[!0; 4]) != 0,
        KingRange::Flying => bits(kings).any(|k| {
            [NE, NW, SE, SW].into_iter().any(|d| {
                let blockers = G::RAYS[d][k as usize] & occupied;
                if blockers == 0 {
                    return false;
                }
                let x = 1u64 << G::nearest(blockers, d);
                x & targets != 0 && G::step(x, d) & empty != 0
            })
        }),
    }
}

/// The capture rule's majority flag.
#[inline(always)]
pub(crate) fn majority(rules: &Checkers) -> bool {
    rules.capture == CaptureChoice::Maximum
}
