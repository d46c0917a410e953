//! Move generation on any [`Lines`] layout, by direction sets: whether a side can
//! capture or move, its steps, and its legal moves. The 64-square board (Turkish
//! draughts) is generated here; the dark squares keep their own fast paths (modules
//! `first_jumps` and `movegen`), which these functions equal.

use doska_core::MoveList;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::movegen::captures::lines::search_lines;
use crate::movegen::captures::sinks::MoveSink;
use crate::movegen::lines::{each_dir, Lines};
use crate::moves::{layout_flags, CheckersMove};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::KingRange;

/// The squares from which a piece in `from` jumps a piece of `targets` to an empty
/// square, in one of the directions of `dirs`: as landing squares.
#[inline(always)]
fn short_jumps<L: Lines>(from: u64, targets: u64, empty: u64, dirs: u8) -> u64 {
    each_dir(dirs).fold(0, |land, d| {
        land | L::line_step(L::line_step(from, d) & targets, d) & empty
    })
}

/// Whether one of the flying kings `kings` can capture a piece of `targets` along the
/// directions `dirs`.
#[inline]
fn flying_kings_capture<L: Lines>(kings: u64, targets: u64, occupied: u64, dirs: u8) -> bool {
    let empty = L::MASK & !occupied;
    bits(kings).any(|k| {
        each_dir(dirs).any(|d| {
            let blockers = L::ray(d, k) & occupied;
            if blockers == 0 {
                return false;
            }
            let x = 1u64 << L::nearest_on(blockers, d);
            x & targets != 0 && L::line_step(x, d) & empty != 0
        })
    })
}

/// Whether the side `colour` with pieces `own` (of which `kings` are kings) has a
/// capture.
#[inline]
pub(super) fn line_has_capture<L: Lines>(
    rules: &Checkers,
    colour: Colour,
    own: u64,
    targets: u64,
    occupied: u64,
    kings: u64,
) -> bool {
    let empty = L::MASK & !occupied;
    let men = own & !kings;
    let man_dirs = L::man_captures(colour, rules.men(), rules.man_capture());
    if short_jumps::<L>(men, targets, empty, man_dirs) != 0 {
        return true;
    }
    let own_kings = own & kings;
    own_kings != 0 && line_kings_capture::<L>(rules, own_kings, targets, occupied)
}

/// Whether one of the kings `kings` can capture a piece of `targets`.
#[inline]
pub(crate) fn line_kings_capture<L: Lines>(
    rules: &Checkers,
    kings: u64,
    targets: u64,
    occupied: u64,
) -> bool {
    let dirs = L::king_dirs(rules.king_lines());
    match rules.kings() {
        KingRange::Short => short_jumps::<L>(kings, targets, L::MASK & !occupied, dirs) != 0,
        KingRange::Flying => flying_kings_capture::<L>(kings, targets, occupied, dirs),
    }
}

/// The squares the king on `king` steps to.
#[inline(always)]
pub(crate) fn king_reach<L: Lines>(rules: &Checkers, king: u32, occupied: u64) -> u64 {
    let dirs = L::king_dirs(rules.king_lines());
    match rules.kings() {
        KingRange::Flying => each_dir(dirs).fold(0, |r, d| r | L::ray_before(king, d, occupied)),
        KingRange::Short => each_dir(dirs).fold(0, |r, d| {
            r | L::line_step(1 << king, d) & L::MASK & !occupied
        }),
    }
}

/// Whether the side to move of `pos` has a legal move (whether or not the game has
/// ended by another rule).
pub(super) fn line_has_move<L: Lines>(rules: &Checkers, pos: &CheckersPosition) -> bool {
    let (own, opp) = pos.us_them();
    let occ = pos.occupied_bits();
    if line_has_capture::<L>(rules, pos.side_to_move(), own, opp, occ, pos.king_bits()) {
        return true;
    }
    let empty = L::MASK & !occ;
    let men = own & !pos.king_bits();
    let kings = own & pos.king_bits();
    each_dir(L::man_steps(pos.side_to_move(), rules.men()))
        .any(|d| L::line_step(men, d) & empty != 0)
        || each_dir(L::king_dirs(rules.king_lines())).any(|d| L::line_step(kings, d) & empty != 0)
}

/// The squares the piece on `from` (of the side to move, with no capture on the
/// board) may step to, and whether a man arriving there is crowned.
pub(super) fn line_reach<L: Lines>(
    rules: &Checkers,
    pos: &CheckersPosition,
    from: u32,
) -> (u64, u64) {
    let fb = 1u64 << from;
    let occ = pos.occupied_bits();
    let empty = L::MASK & !occ;
    if pos.king_bits() & fb == 0 {
        let reach = each_dir(L::man_steps(pos.side_to_move(), rules.men()))
            .fold(0, |r, d| r | L::line_step(fb, d) & empty);
        return (reach, L::promotion_rank(pos.side_to_move()));
    }
    let dirs = L::king_dirs(rules.king_lines());
    let reach = match rules.kings() {
        KingRange::Flying => each_dir(dirs).fold(0, |r, d| r | L::ray_before(from, d, occ)),
        KingRange::Short => each_dir(dirs).fold(0, |r, d| r | L::line_step(fb, d) & empty),
    };
    (reach, 0)
}

/// Pushes the steps (non-capturing moves) of the side to move, whether or not a
/// capture is compulsory: men direction by direction, then kings.
pub(super) fn line_quiet_moves<L: Lines, M: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut M,
) {
    let (own, _) = pos.us_them();
    let occ = pos.occupied_bits();
    let flags = layout_flags(pos.layout());
    let empty = L::MASK & !occ;
    let men = own & !pos.king_bits();
    let promo = L::promotion_rank(pos.side_to_move());
    for d in each_dir(L::man_steps(pos.side_to_move(), rules.men())) {
        for to in bits(L::line_step(men, d) & empty) {
            let from = L::line_step(1 << to, L::back(d)).trailing_zeros();
            list.push(CheckersMove::step(from, to, promo & (1 << to) != 0, flags));
        }
    }
    let kings = own & pos.king_bits();
    let dirs = L::king_dirs(rules.king_lines());
    for k in bits(kings) {
        let reach = match rules.kings() {
            KingRange::Flying => each_dir(dirs).fold(0, |r, d| r | L::ray_before(k, d, occ)),
            KingRange::Short => each_dir(dirs).fold(0, |r, d| r | L::line_step(1 << k, d) & empty),
        };
        for to in bits(reach) {
            list.push(CheckersMove::step(k, to, false, flags));
        }
    }
}

/// Fills `list` with the legal moves of `pos` (the end of the game by a rule other
/// than having no move is the caller's business): the captures when there are any,
/// else the steps.
pub(crate) fn line_generate<L: Lines, M: MoveList<CheckersMove>>(
    rules: &Checkers,
    pos: &CheckersPosition,
    list: &mut M,
) {
    let (own, opp) = pos.us_them();
    let occ = pos.occupied_bits();
    if !line_has_capture::<L>(rules, pos.side_to_move(), own, opp, occ, pos.king_bits()) {
        return line_quiet_moves::<L, M>(rules, pos, list);
    }
    let mut sink = MoveSink::new(list, rules.majority(), layout_flags(pos.layout()));
    search_lines::<L, _>(
        rules,
        pos.side_to_move(),
        own,
        opp,
        occ,
        pos.king_bits(),
        &mut sink,
    );
}
