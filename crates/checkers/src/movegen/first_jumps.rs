//! First jumps by whole-board bitboard shifts: whether a side can capture at all,
//! whether it can move at all, and the captures of men when none goes past its first
//! jump (most positions of a game), without running the capture search.

use doska_core::MoveList;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::dark::{promotion_rank, reverse, Geometry, NE, NW, SE, SW};
use crate::movegen::steps::{
    forward, jump_landings, jump_origins, jumpable_by_direction, man_dir_masks, nearest_bit,
};
use crate::moves::{CheckersMove, MAX_CAPTURES};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{KingRange, Promotion};

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
pub(super) fn single_jumps<G: Geometry>(
    rules: &Checkers,
    colour: Colour,
    men: u64,
    targets: u64,
    occupied: u64,
) -> Option<[u64; 4]> {
    let m = man_dir_masks(colour, rules.man_capture());
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
    let promo = promotion_rank::<G>(colour);
    match rules.promotion() {
        Promotion::AtEnd => {}
        Promotion::Stop => goes_on &= !promo,
        Promotion::ContinueAsKing => goes_on |= all & promo,
    }
    (goes_on == 0).then_some(landings)
}

/// The moves of [`single_jumps`] landing sets.
#[inline(always)]
pub(super) fn push_single_jumps<G: Geometry, L: MoveList<CheckersMove>>(
    landings: &[u64; 4],
    promo: u64,
    layout: u8,
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
                    layout,
                ));
            }
        };
    }
    direction!(NE);
    direction!(NW);
    direction!(SE);
    direction!(SW);
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
        &man_dir_masks(colour, rules.man_capture()),
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
    match rules.kings() {
        KingRange::Short => jump_landings::<G>(kings, targets, empty, &[!0; 4]) != 0,
        KingRange::Flying => {
            // Per king and direction the nearest piece, jumpable that way: without a
            // branch (the ray walk's branches were often mispredicted in perft).
            let jumpable = jumpable_by_direction::<G>(targets, empty);
            let mut found = 0;
            for k in bits(kings) {
                let k = k as usize;
                found |= (nearest_bit::<NE>(G::RAYS[NE][k] & occupied) & jumpable[NE])
                    | (nearest_bit::<NW>(G::RAYS[NW][k] & occupied) & jumpable[NW])
                    | (nearest_bit::<SE>(G::RAYS[SE][k] & occupied) & jumpable[SE])
                    | (nearest_bit::<SW>(G::RAYS[SW][k] & occupied) & jumpable[SW]);
            }
            found != 0
        }
    }
}

/// Whether the side to move has any legal move, whether or not the game has ended by
/// another rule.
pub(super) fn has_move<G: Geometry>(rules: &Checkers, pos: &CheckersPosition) -> bool {
    let (own, opp) = pos.us_them();
    let occ = pos.occupied_bits();
    if has_capture::<G>(rules, pos.side_to_move(), own, opp, occ, pos.king_bits()) {
        return true;
    }
    let empty = G::MASK & !occ;
    let men = own & !pos.king_bits();
    let [a, b] = forward(pos.side_to_move());
    if (G::step(men, a) | G::step(men, b)) & empty != 0 {
        return true;
    }
    let kings = own & pos.king_bits();
    [NE, NW, SE, SW]
        .into_iter()
        .any(|d| G::step(kings, d) & empty != 0)
}
