//! The capture sequences of men read off whole-board bitboards, for a side with no
//! king (perft): no route is kept and no board is updated while searching.
//!
//! `can[d]` holds every square from which a man would jump in direction `d` on the
//! board as it stands (a target next to it, an empty square beyond). A man's landing
//! squares are its start plus twice a sum of unit diagonal steps; the pieces it jumps
//! lie half a step off that lattice. Within the first three jumps of a sequence that
//! never goes straight back,
//! - no landing square is the start square (that needs an even number of jumps
//!   summing to zero: four or more) nor a jumped piece (the other lattice),
//! - no piece is met that was jumped before, except by going straight back (a jumped
//!   piece met again needs five jumps or more), and
//! - no two different routes capture the same pieces and end on the same square
//!   (checked by enumerating every direction sequence in the test below).
//!
//! So for those jumps the board as it stands decides everything: from a landing square
//! reached in direction `d` the man goes on in direction `e ≠ reverse(d)` exactly when
//! the square is in `can[e]` (from the first landing square the reverse direction is
//! excluded by the board itself: the start square is still occupied there), and every
//! route is its own move. A fourth jump (into `can`, or back onto the emptied start
//! square) makes the caller fall back to the general search with its route merging.

use std::marker::PhantomData;

use smallvec::SmallVec;

use crate::board::bits::bits;
use crate::board::colour::Colour;
use crate::board::dark::{popcount_pair, Geometry, NE, NW, SE, SW};
use crate::movegen::steps::raw_step;
use crate::perft::mover::Mover;
use crate::rules::checkers::Checkers;
use crate::rules::choices::Promotion;

/// The men's captures are not counted here: a sequence goes on to a fourth capture, or
/// a man would be crowned mid-capture and go on as a king, so only the general capture
/// search, with its route merging, knows the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Fallback;

/// The jumps of men on one board.
pub(super) struct MenJumps<G> {
    /// The squares from which a man jumps in each direction.
    can: [u64; 4],
    /// The pieces that may be jumped.
    targets: u64,
    /// The side's promotion rank.
    promo: u64,
    promotion: Promotion,
    _g: PhantomData<G>,
}

impl<G: Geometry> MenJumps<G> {
    /// The men's jumps over `targets` into `empty`, in the directions whose mask in
    /// `masks` is set, for a side promoting on `promo`.
    #[inline(always)]
    pub(crate) fn new(
        targets: u64,
        empty: u64,
        masks: &[u64; 4],
        promo: u64,
        promotion: Promotion,
    ) -> Self {
        let can = [
            raw_step::<G, SW>(raw_step::<G, SW>(empty) & targets) & masks[NE],
            raw_step::<G, SE>(raw_step::<G, SE>(empty) & targets) & masks[NW],
            raw_step::<G, NW>(raw_step::<G, NW>(empty) & targets) & masks[SE],
            raw_step::<G, NE>(raw_step::<G, NE>(empty) & targets) & masks[SW],
        ];
        MenJumps {
            can,
            targets,
            promo,
            promotion,
            _g: PhantomData,
        }
    }

    /// The squares from which a man jumps in some direction.
    #[inline(always)]
    pub(in crate::perft) fn any(&self) -> u64 {
        self.can[NE] | self.can[NW] | self.can[SE] | self.can[SW]
    }

    /// Of the first-jump landing squares `landed`, those where the sequence goes on
    /// (crowning rules applied); [`Fallback`] when a man would be crowned and go on as
    /// a king.
    #[inline(always)]
    pub(super) fn going_on(&self, landed: u64) -> Result<u64, Fallback> {
        let on = landed & self.any();
        match self.promotion {
            Promotion::AtEnd => Ok(on),
            Promotion::Stop => Ok(on & !self.promo),
            Promotion::ContinueAsKing if landed & self.promo != 0 => Err(Fallback),
            Promotion::ContinueAsKing => Ok(on),
        }
    }

    /// The directions (a bit each) in which a man on the single bit `x`, having
    /// arrived in direction `came`, jumps on.
    #[inline(always)]
    fn onward(&self, x: u64, came: usize) -> u32 {
        let mut dirs = u32::from(x & self.can[NE] != 0)
            | u32::from(x & self.can[NW] != 0) << 1
            | u32::from(x & self.can[SE] != 0) << 2
            | u32::from(x & self.can[SW] != 0) << 3;
        dirs &= !(1 << (3 - came));
        dirs
    }

    /// The square jumped over and the landing square of a jump from `x` in direction
    /// `d`, a jump that stays on the board (so a rotation is the shift).
    #[inline(always)]
    fn jump(x: u64, d: usize) -> (u64, u64) {
        let (s1, s0) = (G::H + 1, G::H);
        let r = [s1, s0, 64 - s0, 64 - s1][d];
        (x.rotate_left(r), x.rotate_left(2 * r))
    }

    /// Whether a man landing on `x` stops there, crowned (`Some(true)`), goes on
    /// capturing as a man if it can (`Some(false)`), or would go on as a king (`None`).
    #[inline(always)]
    fn crowned_stop(&self, x: u64) -> Option<bool> {
        if x & self.promo == 0 {
            return Some(false);
        }
        match self.promotion {
            Promotion::AtEnd => Some(false),
            Promotion::Stop => Some(true),
            Promotion::ContinueAsKing => None,
        }
    }

    /// Calls `visit(end, captured, n)` for every complete sequence of a man from
    /// `start` (a single bit) whose first jump, in direction `d1`, landed on the single
    /// bit `x1` from which it goes on: the end square, the captured pieces and their
    /// number (2 or 3).
    #[inline(always)]
    pub(in crate::perft) fn sequences<V: FnMut(u64, u64, u32)>(
        &self,
        start: u64,
        x1: u64,
        d1: usize,
        visit: &mut V,
    ) -> Result<(), Fallback> {
        let (back, _) = Self::jump(x1, 3 - d1);
        let mut dirs2 = self.onward(x1, d1);
        while dirs2 != 0 {
            let d2 = dirs2.trailing_zeros() as usize;
            dirs2 &= dirs2 - 1;
            let (o2, x2) = Self::jump(x1, d2);
            let c2 = back | o2;
            let mut dirs3 = match self.crowned_stop(x2) {
                Some(false) => self.onward(x2, d2),
                Some(true) => 0,
                None => return Err(Fallback),
            };
            if dirs3 == 0 {
                visit(x2, c2, 2);
            }
            while dirs3 != 0 {
                let d3 = dirs3.trailing_zeros() as usize;
                dirs3 &= dirs3 - 1;
                let (o3, x3) = Self::jump(x2, d3);
                match self.crowned_stop(x3) {
                    Some(false) => {
                        if self.onward(x3, d3) != 0 || self.lands_on_start(start, x3, d3) {
                            return Err(Fallback);
                        }
                    }
                    Some(true) => {}
                    None => return Err(Fallback),
                }
                visit(x3, c2 | o3, 3);
            }
        }
        Ok(())
    }

    /// The number of complete sequences of two captures of the men whose first jumps
    /// land on `first` (by direction), from the landing squares in `on`, all at once by
    /// bitboards; `None` when some sequence goes on to a third capture (or a man would
    /// be crowned and go on as a king), or two first jumps land on one square (the
    /// sets would merge them).
    #[inline(always)]
    pub(super) fn count_two(&self, first: &[u64; 4]) -> Option<[u64; 4]> {
        let [f0, f1, f2, f3] = *first;
        let (f01, f012) = (f0 | f1, f0 | f1 | f2);
        if (f0 & f1) | (f01 & f2) | (f012 & f3) != 0 {
            return None;
        }
        let all = f012 | f3;
        let c = &self.can;
        // The second landing squares, by the direction of the second jump (never back).
        let second = [
            raw_step::<G, NE>(raw_step::<G, NE>((all ^ f3) & c[NE])),
            raw_step::<G, NW>(raw_step::<G, NW>((all ^ f2) & c[NW])),
            raw_step::<G, SE>(raw_step::<G, SE>((all ^ f1) & c[SE])),
            raw_step::<G, SW>(raw_step::<G, SW>((all ^ f0) & c[SW])),
        ];
        let landed = second[NE] | second[NW] | second[SE] | second[SW];
        let go_on = match self.promotion {
            Promotion::AtEnd => landed,
            Promotion::Stop => landed & !self.promo,
            Promotion::ContinueAsKing if landed & self.promo != 0 => return None,
            Promotion::ContinueAsKing => landed,
        };
        // A third jump, never back.
        let third = (second[NE] & (c[NE] | c[NW] | c[SE]))
            | (second[NW] & (c[NE] | c[NW] | c[SW]))
            | (second[SE] & (c[NE] | c[SE] | c[SW]))
            | (second[SW] & (c[NW] | c[SE] | c[SW]));
        (third & go_on == 0).then_some(second)
    }

    /// The numbers of complete sequences of two and of three captures of the men whose
    /// first jumps land on `first` (by direction), from the landing squares in `on`
    /// (where they go on); [`Fallback`] as for [`sequences`](MenJumps::sequences).
    #[inline]
    pub(super) fn count_sequences(&self, first: &[u64; 4], on: u64) -> Result<[u64; 2], Fallback> {
        let (mut two, mut three) = (0, 0);
        for (d1, &landed) in first.iter().enumerate() {
            let mut rest = landed & on;
            while rest != 0 {
                let x1 = rest & rest.wrapping_neg();
                rest ^= x1;
                let mut dirs2 = self.onward(x1, d1);
                while dirs2 != 0 {
                    let d2 = dirs2.trailing_zeros() as usize;
                    dirs2 &= dirs2 - 1;
                    let (_, x2) = Self::jump(x1, d2);
                    let mut dirs3 = match self.crowned_stop(x2) {
                        Some(false) => self.onward(x2, d2),
                        Some(true) => 0,
                        None => return Err(Fallback),
                    };
                    two += u64::from(dirs3 == 0);
                    while dirs3 != 0 {
                        let d3 = dirs3.trailing_zeros() as usize;
                        dirs3 &= dirs3 - 1;
                        let (_, x3) = Self::jump(x2, d3);
                        match self.crowned_stop(x3) {
                            Some(false) => {
                                let (_, start) = Self::jump(x1, 3 - d1);
                                if self.onward(x3, d3) != 0 || self.lands_on_start(start, x3, d3) {
                                    return Err(Fallback);
                                }
                            }
                            Some(true) => {}
                            None => return Err(Fallback),
                        }
                        three += 1;
                    }
                }
            }
        }
        Ok([two, three])
    }

    /// Whether a man on `x` (arrived in direction `came`) can jump onto its own start
    /// square `start` (empty during the move).
    #[inline(always)]
    fn lands_on_start(&self, start: u64, x: u64, came: usize) -> bool {
        macro_rules! back_home {
            ($d:expr) => {
                came != 3 - $d && {
                    let over = raw_step::<G, { $d }>(x);
                    over & self.targets != 0 && raw_step::<G, { $d }>(over) == start
                }
            };
        }
        back_home!(NE) || back_home!(NW) || back_home!(SE) || back_home!(SW)
    }
}

/// The number of capture moves of men whose first jumps land on `first` and whose
/// second jumps land on `second` (both by direction, on the board as it stands, the
/// second ones from the first landing squares where a man may go on: `may_go_on`),
/// with the majority rule (`maximum`) or free choice, all by bitboards. [`Fallback`]
/// when some sequence goes on to a fourth capture; `None` when two jumps of one stage
/// land on one square (the sets would merge them) or a fourth jump onto the start
/// square is possible: the sequence walk ([`MenJumps::count_sequences`]) may still
/// count. `m` are the men's capture directions, `men`
/// the men, `targets` the pieces they may jump, `empty` the empty squares.
///
/// Each landing square and its direction name the square the jump came from, so with
/// no two jumps of a stage landing on one square every landing bit is one sequence
/// (no jump goes straight back; the second jump could not anyway: it would land on the
/// man's start square, occupied on the board as it stands). A fourth jump onto the
/// start square (empty during the move) is ruled out by looking for a jump from a third
/// landing square onto any man.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
pub(super) fn short_sequences<G: Geometry>(
    first: &[u64; 4],
    second: &[u64; 4],
    m: &[u64; 4],
    men: u64,
    targets: u64,
    empty: u64,
    may_go_on: u64,
    maximum: bool,
) -> Result<Option<u64>, Fallback> {
    if !disjoint(first) {
        return Ok(None);
    }
    let jumps = MenJumps::<G>::new(targets, empty, m, 0, Promotion::AtEnd);
    let c = &jumps.can;
    // The squares reached in direction `d` that go on in some direction but back.
    let onward = |set: &[u64; 4]| {
        [
            set[NE] & (c[NE] | c[NW] | c[SE]) & may_go_on,
            set[NW] & (c[NE] | c[NW] | c[SW]) & may_go_on,
            set[SE] & (c[NE] | c[SE] | c[SW]) & may_go_on,
            set[SW] & (c[NW] | c[SE] | c[SW]) & may_go_on,
        ]
    };
    let go_on = ((second[NE] & (c[NE] | c[NW] | c[SE]))
        | (second[NW] & (c[NE] | c[NW] | c[SW]))
        | (second[SE] & (c[NE] | c[SE] | c[SW]))
        | (second[SW] & (c[NW] | c[SE] | c[SW])))
        & may_go_on;
    // Free choice: the single jumps that do not go on count too.
    let singles = || {
        let on1 = raw_step::<G, SW>(raw_step::<G, SW>(second[NE]))
            | raw_step::<G, SE>(raw_step::<G, SE>(second[NW]))
            | raw_step::<G, NW>(raw_step::<G, NW>(second[SE]))
            | raw_step::<G, NE>(raw_step::<G, NE>(second[SW]));
        count_first_jumps::<G>(&[
            first[NE] & !on1,
            first[NW] & !on1,
            first[SE] & !on1,
            first[SW] & !on1,
        ])
    };
    if go_on == 0 {
        let two = count_first_jumps::<G>(second);
        return Ok(Some(if maximum { two } else { two + singles() }));
    }
    if !disjoint(second) {
        return Ok(None);
    }
    let on2 = onward(second);
    // Third jumps by direction, from the second landing squares not reached going the
    // other way.
    let third = [
        raw_step::<G, NE>(raw_step::<G, NE>((on2[NE] | on2[NW] | on2[SE]) & c[NE])),
        raw_step::<G, NW>(raw_step::<G, NW>((on2[NE] | on2[NW] | on2[SW]) & c[NW])),
        raw_step::<G, SE>(raw_step::<G, SE>((on2[NE] | on2[SE] | on2[SW]) & c[SE])),
        raw_step::<G, SW>(raw_step::<G, SW>((on2[NW] | on2[SE] | on2[SW]) & c[SW])),
    ];
    if onward(&third) != [0; 4] {
        return Err(Fallback);
    }
    // A fourth jump onto a man's square (the moving man's own start is empty).
    let onto_man = [
        raw_step::<G, SW>(raw_step::<G, SW>(men) & targets) & m[NE],
        raw_step::<G, SE>(raw_step::<G, SE>(men) & targets) & m[NW],
        raw_step::<G, NW>(raw_step::<G, NW>(men) & targets) & m[SE],
        raw_step::<G, NE>(raw_step::<G, NE>(men) & targets) & m[SW],
    ];
    let home = ((third[NE] & (onto_man[NE] | onto_man[NW] | onto_man[SE]))
        | (third[NW] & (onto_man[NE] | onto_man[NW] | onto_man[SW]))
        | (third[SE] & (onto_man[NE] | onto_man[SE] | onto_man[SW]))
        | (third[SW] & (onto_man[NW] | onto_man[SE] | onto_man[SW])))
        & may_go_on;
    if home != 0 {
        return Ok(None);
    }
    let three = count_first_jumps::<G>(&third);
    if maximum {
        return Ok(Some(three));
    }
    // Free choice: every complete sequence.
    let stop2 = count_first_jumps::<G>(&[
        second[NE] & !on2[NE],
        second[NW] & !on2[NW],
        second[SE] & !on2[SE],
        second[SW] & !on2[SW],
    ]);
    Ok(Some(three + stop2 + singles()))
}

/// Calls `visit(start, end, captured)` (single bits but `captured`) for every capture
/// move of the men of side `C` whose first jumps over `targets` land on `first` (by
/// direction), `empty` the empty squares, with the majority rule when `rules` have it,
/// and returns the sum of the results; `None`, having called nothing, when only the
/// capture search knows the moves (a sequence of four captures or more, a man crowned
/// going on as a king).
#[inline(always)]
pub(super) fn men_capture_moves<G: Geometry, C: Mover>(
    rules: &Checkers,
    first: &[u64; 4],
    targets: u64,
    empty: u64,
    mut visit: impl FnMut(u64, u64, u64) -> u64,
) -> Option<u64> {
    let m = C::man_masks();
    let jumps = MenJumps::<G>::new(targets, empty, &m, C::promo::<G>(), rules.promotion());
    let on = jumps
        .going_on(first[NE] | first[NW] | first[SE] | first[SW])
        .ok()?;
    let mut total = 0;
    if on == 0 {
        each_first_jump::<G>(first, |_, start, land, over| {
            total += visit(start, land, over);
        });
        return Some(total);
    }
    if !C::MEN_BACK && G::H == 4 && rules.promotion() != Promotion::ContinueAsKing {
        // Men capturing forward only on eight ranks: no sequence has a fourth jump, so
        // the walk below never falls back, and the longest sequence is known from the
        // board: the moves are visited as the walk finds them.
        let least = if rules.majority() {
            forward_sequences::<G, C>(first, targets, empty, true).0
        } else {
            0
        };
        let mut fell_back = false;
        each_first_jump::<G>(first, |d, start, land, over| {
            if land & on == 0 {
                if least <= 1 {
                    total += visit(start, land, over);
                }
            } else {
                fell_back |= jumps
                    .sequences(start, land, d, &mut |end, captured, n| {
                        if n >= least {
                            total += visit(start, end, captured);
                        }
                    })
                    .is_err();
            }
        });
        // The walk never falls back here (see above).
        debug_assert!(!fell_back);
        return (!fell_back).then_some(total);
    }
    // (start, end, captured, number captured) of every complete sequence.
    let mut found: SmallVec<[(u64, u64, u64, u32); 16]> = SmallVec::new();
    if G::H == 4 {
        let mut fell_back = false;
        each_first_jump::<G>(first, |d, start, land, over| {
            if land & on == 0 {
                found.push((start, land, over, 1));
            } else if !fell_back {
                fell_back = jumps
                    .sequences(start, land, d, &mut |end, captured, n| {
                        found.push((start, end, captured, n))
                    })
                    .is_err();
            }
        });
        if fell_back {
            return None;
        }
    } else {
        // On larger boards the loops by direction, which return at once on a fall back
        // (international perft(7): 2 % fewer instructions than the closure).
        for (d, &landed) in first.iter().enumerate() {
            for l in bits(landed) {
                let land = 1u64 << l;
                let (start, over) = first_jump_origin::<G>(d, land);
                if land & on == 0 {
                    found.push((start, land, over, 1));
                } else {
                    jumps
                        .sequences(start, land, d, &mut |end, captured, n| {
                            found.push((start, end, captured, n))
                        })
                        .ok()?;
                }
            }
        }
    }
    total += visit_kept(rules.majority(), &found, visit);
    Some(total)
}

/// Calls `visit(d, start, land, over)` (single bits) for each first jump of men, in
/// direction `d` from `start` over `over` to `land`, `first` holding the landing
/// squares by direction. On 8×8 the two upward and the two downward directions share
/// a loop each (the starts of upward jumps and the landing squares of downward ones
/// lie in `[0, 32)`, as in [`count_first_jumps`]): the end of a loop is a branch the
/// CPU mispredicts about once per loop, and two loops instead of four took
/// self-capture perft(14) from 1.27 M to 1.14 M mispredicted branches
/// (`valgrind --tool=callgrind --branch-sim=yes`). An iterator instead of the
/// closure had more branches (1.21 M).
#[inline(always)]
fn each_first_jump<G: Geometry>(first: &[u64; 4], mut visit: impl FnMut(usize, u64, u64, u64)) {
    let (s1, s0) = (G::H + 1, G::H);
    if G::H == 4 {
        // Bit i < 32: a jump by s1 (NE upward, SW downward); bit 32 + i: by s0 (NW,
        // SE).
        let mut up = (first[NE] >> (2 * s1)) | ((first[NW] >> (2 * s0)) << 32);
        while up != 0 {
            let i = up.trailing_zeros();
            up &= up - 1;
            let (start, s) = (1u64 << (i & 31), s1 - (i >> 5));
            visit(
                if i < 32 { NE } else { NW },
                start,
                start << (2 * s),
                start << s,
            );
        }
        let mut down = first[SW] | (first[SE] << 32);
        while down != 0 {
            let i = down.trailing_zeros();
            down &= down - 1;
            let (land, s) = (1u64 << (i & 31), s1 - (i >> 5));
            visit(
                if i < 32 { SW } else { SE },
                land << (2 * s),
                land,
                land << s,
            );
        }
        return;
    }
    for (d, &landed) in first.iter().enumerate() {
        for l in bits(landed) {
            let land = 1u64 << l;
            let (start, over) = first_jump_origin::<G>(d, land);
            visit(d, start, land, over);
        }
    }
}

/// The start and the jumped piece of a man's first jump in direction `d` landing on
/// `land`.
#[inline(always)]
fn first_jump_origin<G: Geometry>(d: usize, land: u64) -> (u64, u64) {
    let (s1, s0) = (G::H + 1, G::H);
    match d {
        NE => (land >> (2 * s1), land >> s1),
        NW => (land >> (2 * s0), land >> s0),
        SE => (land << (2 * s0), land << s0),
        _ => (land << (2 * s1), land << s1),
    }
}

/// The sum of `visit(start, end, captured)` over the complete sequences `found`
/// (start, end, captured pieces, number captured) that the rules keep: the longest
/// under the majority rule (`maximum`), all of them otherwise.
#[inline(always)]
pub(super) fn visit_kept(
    maximum: bool,
    found: &[(u64, u64, u64, u32)],
    mut visit: impl FnMut(u64, u64, u64) -> u64,
) -> u64 {
    let least = if maximum {
        found.iter().map(|f| f.3).max().unwrap_or(0)
    } else {
        0
    };
    let mut total = 0;
    for &(start, end, captured, n) in found {
        if n >= least {
            total += visit(start, end, captured);
        }
    }
    total
}

/// The number of capture moves of men that capture forward only (side `C`), whose
/// first jumps land on `first` (by direction), over `targets` into `empty`, with the
/// majority rule (`maximum`) or free choice; for any rule of crowning but going on as
/// a king. With it, the number of captures of the longest sequence (0 when `first` is
/// empty).
///
/// Each jump of such a man goes two ranks up its board, so a sequence never comes back
/// to a square it passed: no piece is met twice, the emptied start square is never
/// reached and the promotion rank ends every sequence (no forward jump is left there).
/// The board as it stands therefore decides every jump, and a route is its direction
/// sequence, its own move (the piece jumped at the `k`-th jump lies on a rank of its
/// own, so two routes never capture the same pieces). The routes are counted stage by
/// stage with one landing set per direction sequence: a landing square in `can[d]`
/// goes on in direction `d` (a bijection onto the next set, so popcounts count
/// routes), the others end their sequence there. With the majority rule only the last
/// stage reached counts.
#[inline(always)]
pub(super) fn forward_sequences<G: Geometry, C: Mover>(
    first: &[u64; 4],
    targets: u64,
    empty: u64,
    maximum: bool,
) -> (u32, u64) {
    debug_assert!(!C::MEN_BACK);
    match C::COLOUR {
        Colour::White => forward_stages::<G, NE, NW, SW, SE>(first, targets, empty, maximum, 0),
        Colour::Black => forward_stages::<G, SE, SW, NW, NE>(first, targets, empty, maximum, 0),
    }
}

/// The number of moves of a side of men capturing forward only (side `C`): its
/// capture moves as [`forward_sequences`] counts them, or `steps` when it has no first
/// jump (`first` empty). Whether it has one and whether a jump goes on are one branch,
/// which the leaf count's own test for a jump was not: about every fourth such test
/// was mispredicted (Artamonov perft(12)).
#[inline(always)]
pub(super) fn forward_moves<G: Geometry, C: Mover>(
    first: &[u64; 4],
    targets: u64,
    empty: u64,
    maximum: bool,
    steps: u64,
) -> u64 {
    debug_assert!(!C::MEN_BACK);
    match C::COLOUR {
        Colour::White => forward_stages::<G, NE, NW, SW, SE>(first, targets, empty, maximum, steps),
        Colour::Black => forward_stages::<G, SE, SW, NW, NE>(first, targets, empty, maximum, steps),
    }
    .1
}

/// [`forward_sequences`] with the two capture directions `A` and `B` (`RA` and `RB`
/// their reverses), `(0, steps)` when there is no jump. The first three stages are
/// written out (an 8×8 board has no more); later ones, on larger boards, run in a loop.
#[inline(always)]
fn forward_stages<G: Geometry, const A: usize, const B: usize, const RA: usize, const RB: usize>(
    first: &[u64; 4],
    targets: u64,
    empty: u64,
    maximum: bool,
    steps: u64,
) -> (u32, u64) {
    let can_a = raw_step::<G, RA>(raw_step::<G, RA>(empty) & targets);
    let can_b = raw_step::<G, RB>(raw_step::<G, RB>(empty) & targets);
    let goes = can_a | can_b;
    let pc = |x: u64| u64::from(G::popcount(x));
    // The landing squares of the next jump from `x` in each direction.
    let onward = |x: u64| {
        [
            raw_step::<G, A>(raw_step::<G, A>(x & can_a)),
            raw_step::<G, B>(raw_step::<G, B>(x & can_b)),
        ]
    };
    // Stage by stage: the sequences that end there, and the landing sets of the next.
    let [a, b] = [first[A], first[B]];
    if (a | b) & goes == 0 {
        // No jump (`steps`), or single jumps only: chosen without a branch.
        let some = u64::from(a | b != 0);
        let mask = some.wrapping_neg();
        return (some as u32, (steps & !mask) | ((pc(a) + pc(b)) & mask));
    }
    // Under the majority rule the shorter sequences do not count.
    let total = if maximum {
        0
    } else {
        pc(a & !goes) + pc(b & !goes)
    };
    let ([aa, ab], [ba, bb]) = (onward(a), onward(b));
    let two = [aa, ab, ba, bb];
    if (aa | ab | ba | bb) & goes == 0 {
        return (2, total + pc(aa) + pc(ab) + pc(ba) + pc(bb));
    }
    let total = if maximum {
        0
    } else {
        total + two.iter().map(|&x| pc(x & !goes)).sum::<u64>()
    };
    if G::H == 4 {
        // On eight ranks a third jump ends the sequence (it reaches the seventh or the
        // eighth rank): one sequence per stage-two square and direction that jumps on.
        let three: u64 = two.iter().map(|&x| pc(x & can_a) + pc(x & can_b)).sum();
        return (3, total + three);
    }
    let mut three = [0; 8];
    for (i, &x) in two.iter().enumerate() {
        [three[2 * i], three[2 * i + 1]] = onward(x);
    }
    let reached = three.iter().fold(0, |acc, &x| acc | x);
    if reached & goes == 0 {
        return (3, total + three.iter().map(|&x| pc(x)).sum::<u64>());
    }
    // Boards of more than eight ranks: one landing set per direction sequence (at most
    // 2^4 on ten ranks, the fourth jump reaching the ninth or tenth), empty sets left
    // out.
    let mut sets = [0u64; 32];
    let mut n = 0;
    for x in three {
        if x != 0 {
            sets[n] = x;
            n += 1;
        }
    }
    let (mut total, mut stage) = (total, 3);
    while n != 0 {
        let mut next = [0u64; 32];
        let mut m = 0;
        let mut ended = 0;
        for &set in &sets[..n] {
            ended += pc(set & !goes);
            for x in onward(set) {
                if x != 0 {
                    next[m] = x;
                    m += 1;
                }
            }
        }
        if m == 0 {
            return (stage, total + ended);
        }
        if !maximum {
            total += ended;
        }
        sets = next;
        n = m;
        stage += 1;
    }
    unreachable!("the loop returns at its last stage")
}

/// The number of first jumps, `first` holding their landing squares by direction.
#[inline(always)]
pub(super) fn count_first_jumps<G: Geometry>(first: &[u64; 4]) -> u64 {
    let (s1, s0) = (G::H + 1, G::H);
    // Landings of up-jumps are at or above bit 2·s0, of down-jumps below the top by as
    // much: bring each pair into [0, 32) on 8×8.
    let up = popcount_pair::<G>(first[NE] >> (2 * s1), first[NW] >> (2 * s0));
    let down = popcount_pair::<G>(first[SE], first[SW]);
    u64::from(up + down)
}

/// Whether no two of the four sets share a square.
#[inline(always)]
fn disjoint(sets: &[u64; 4]) -> bool {
    let [a, b, c, d] = *sets;
    (a & b) | ((a | b) & c) | ((a | b | c) & d) == 0
}

#[cfg(test)]
mod tests {
    use super::forward_sequences;
    use crate::board::dark::{Dark10, Dark8, Geometry, NE, NW, SE, SW};
    use crate::movegen::steps::raw_step;
    use crate::perft::move_count::search_count;
    use crate::perft::mover::{BlackMoves, Mover, WhiteMoves};
    use crate::rules::checkers::Checkers;
    use crate::rules::choices::{CaptureChoice, ManCapture, Promotion};
    use crate::test_rng::xorshift;

    /// [`forward_sequences`] against the capture search on random boards of men
    /// capturing forward only, dense enough for sequences of every length the board
    /// allows (three jumps on 8×8, four on 10×10).
    fn forward_counts_match_the_search<G: Geometry, C: Mover>(maximum: bool) -> [u64; 5] {
        let rules = Checkers::classic()
            .with_man_capture(ManCapture::Forward)
            .with_promotion(Promotion::AtEnd)
            .with_capture(if maximum {
                CaptureChoice::Maximum
            } else {
                CaptureChoice::Free
            });
        let mut next = xorshift(0x2545_f491_4f6c_dd1d);
        // How many boards had their longest sequence of each length.
        let mut longest = [0; 5];
        for _ in 0..20_000 {
            let occupied = (next() | next()) & G::MASK;
            let men = occupied & next() & next();
            let targets = occupied & !men;
            let empty = G::MASK & !occupied;
            let m = C::man_masks();
            let first = [
                raw_step::<G, NE>(raw_step::<G, NE>(men & m[NE]) & targets) & empty,
                raw_step::<G, NW>(raw_step::<G, NW>(men & m[NW]) & targets) & empty,
                raw_step::<G, SE>(raw_step::<G, SE>(men & m[SE]) & targets) & empty,
                raw_step::<G, SW>(raw_step::<G, SW>(men & m[SW]) & targets) & empty,
            ];
            if first == [0; 4] {
                continue;
            }
            let want = search_count::<G, C>(&rules, men, targets, 0);
            let (len, got) = forward_sequences::<G, C>(&first, targets, empty, maximum);
            assert_eq!(got, want, "men {men:#x} targets {targets:#x}");
            let majority = Checkers::classic().with_man_capture(ManCapture::Forward);
            let mut sink = crate::movegen::captures::sinks::CountSink::new(true);
            crate::movegen::captures::dark::search_captures::<G, _>(
                &majority,
                C::COLOUR,
                men,
                targets,
                occupied,
                0,
                &mut sink,
            );
            assert_eq!(
                len,
                sink.majority.best(),
                "men {men:#x} targets {targets:#x}"
            );
            longest[len as usize] += 1;
        }
        longest
    }

    #[test]
    fn forward_sequences_equal_the_search() {
        for maximum in [true, false] {
            let l8 = forward_counts_match_the_search::<Dark8, WhiteMoves<false>>(maximum);
            let b8 = forward_counts_match_the_search::<Dark8, BlackMoves<false>>(maximum);
            let l10 = forward_counts_match_the_search::<Dark10, WhiteMoves<false>>(maximum);
            let b10 = forward_counts_match_the_search::<Dark10, BlackMoves<false>>(maximum);
            // Every length the board allows was met.
            assert!(l8[3] > 0 && b8[3] > 0, "{l8:?} {b8:?}");
            assert!(l10[4] > 0 && b10[4] > 0, "{l10:?} {b10:?}");
        }
    }

    /// Routes of a man as direction sequences (no jump straight back, no piece jumped
    /// twice): the number of routes whose captured set and end another route already
    /// has, by the number of jumps.
    fn repeated_effects(jumps: usize) -> usize {
        const V: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
        let mut effects = Vec::new();
        for code in 0..4usize.pow(jumps as u32) {
            let dirs: Vec<usize> = (0..jumps)
                .map(|i| code / 4usize.pow(i as u32) % 4)
                .collect();
            let (mut x, mut y) = (0, 0);
            let mut captured = Vec::new();
            for &d in &dirs {
                captured.push((x + V[d].0, y + V[d].1));
                x += 2 * V[d].0;
                y += 2 * V[d].1;
            }
            // NE+SW and NW+SE are opposite (index sum 3).
            let back = dirs.windows(2).any(|w| w[0] + w[1] == 3);
            captured.sort_unstable();
            captured.dedup();
            if back || captured.len() < jumps {
                continue;
            }
            effects.push((captured, (x, y)));
        }
        let n = effects.len();
        effects.sort();
        effects.dedup();
        n - effects.len()
    }

    #[test]
    fn men_routes_merge_from_four_captures_only() {
        assert_eq!(repeated_effects(1), 0);
        assert_eq!(repeated_effects(2), 0);
        assert_eq!(repeated_effects(3), 0);
        // The square round four pieces, both ways round and from each corner.
        assert!(repeated_effects(4) > 0);
    }
}
