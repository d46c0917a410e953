//! Perft(2) of a position whose side to move has no capture: the replies to each quiet
//! move, counted from bitboards without building a position.
//!
//! The replies depend only on the mover's pieces and the empty squares (not on which of
//! the mover's pieces are kings). When the replying side has only men and no capture
//! after the move, its reply count is its step count on the board before the move
//! corrected on the two squares that changed, and the moves known by bitboards to give
//! it no capture are summed at once ([`Replies::steps_after_sum`]); its captures are
//! counted from the whole-board jump sets (modules `move_count` and `men_captures`).
//! When it can capture on the board as it stands, the moves known by bitboards to leave
//! its captures as they were each give the count on the board before the move, also
//! summed at once ([`Replies::capture_changers`]).

use crate::board::colour::Colour;
use crate::board::dark::{popcount_pair, Geometry, NE, NW, SE, SW};
use crate::movegen::steps::{king_steps_each, raw_step};
use crate::perft::count::count_any;
use crate::perft::men_captures::{count_first_jumps, short_sequences, Fallback};
use crate::perft::move_count::{count_on_bitboards, men_long_count, men_sequence_count};
use crate::perft::mover::Mover;
use crate::perft::quiet::{child, each_quiet_move, step_origins, steps_each};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::Promotion;

/// Perft(2) of `pos` (`C` to move, going on, no capture).
///
/// `CALLER` only tells the instances of the two callers apart (the perft of each
/// layout, `false`; the column perft, `true`), so that each instance has one call site
/// and the compiler inlines it, with its closures, as it did when it had one caller.
/// Forcing `#[inline(always)]` instead left the closures out of line and cost the
/// English perft(8) 17 % more instructions.
pub(super) fn replies_to_quiet<G: Geometry, C: Mover, const CALLER: bool>(
    rules: &Checkers,
    pos: &CheckersPosition,
) -> u64 {
    let (own, opp) = C::sides(pos);
    let opp_kings = opp & pos.king_bits();
    // A king move that reaches the move limit ends the game: the generic count knows.
    let limit_reached = rules.move_limit() != 0
        && pos.plies_without_progress().saturating_add(1) >= rules.move_limit();
    if opp_kings != 0 || (limit_reached && own & pos.king_bits() != 0) {
        return each_quiet_move::<G, C>(rules, pos, |own2, kings2, king_move| {
            if king_move && limit_reached {
                count_any::<C::Next>(rules, &child::<C>(rules, pos, own2, kings2, king_move))
            } else {
                count_on_bitboards::<G, C::Next>(rules, opp, own2, opp_kings)
            }
        });
    }
    let replies = Replies::<G, C::Next>::new(rules, opp, own);
    let empty = replies.empty;
    let mut total = 0;
    let men = own & !pos.king_bits();
    let origins = step_origins::<G, C>(men, empty);
    match replies.capture_makers::<C>(&origins) {
        // The moves after which the replying side can capture, and the others.
        Some(makers) => {
            total +=
                replies.steps_after_sum::<C>([origins[0] & !makers[0], origins[1] & !makers[1]]);
            total += steps_each::<G, C>(makers, |from, to| replies.after(from, to));
        }
        // The moves after which the replying side's captures may change, and the
        // others.
        None => match replies.capture_changers::<C>(&origins) {
            Some((unchanged, changers)) => {
                total += unchanged;
                total += steps_each::<G, C>(changers, |from, to| replies.after(from, to));
            }
            None => total += steps_each::<G, C>(origins, |from, to| replies.after(from, to)),
        },
    }
    let kings = own & pos.king_bits();
    if kings != 0 {
        total += king_steps_each::<G>(rules.kings(), kings, own | opp, |from, to| {
            replies.after_outlined(from, to)
        });
    }
    total
}

/// The replies of side `C` (only men) to the quiet moves of the other side, with what
/// the moves do not change computed once. With `OWN` the replying men jump their own
/// men as well as the other side's pieces (self-capture; [`Replies::after`] only).
pub(super) struct Replies<'r, G, C, const OWN: bool = false> {
    rules: &'r Checkers,
    /// The replying men.
    men: u64,
    /// The other side's pieces before its move.
    opp: u64,
    /// The empty squares before the move.
    empty: u64,
    /// The squares the men would jump over, by direction.
    over: [u64; 4],
    /// The men's capture directions.
    m: [u64; 4],
    /// The squares the men would step to, for each of their two step directions.
    step_a: u64,
    step_b: u64,
    /// The men's steps before the move.
    steps: u64,
    /// The landing squares from which a sequence may go on (the promotion rank is
    /// left out when a man stops there).
    may_go_on: u64,
    /// Whether a man crowned mid-capture goes on as a king (then a capture reaching
    /// the promotion rank needs the full count).
    crowned_goes_on: bool,
    _g: std::marker::PhantomData<(G, C)>,
}

impl<'r, G: Geometry, C: Mover, const OWN: bool> Replies<'r, G, C, OWN> {
    /// The replies of the men `men` to the quiet moves of the other side's pieces `opp`.
    #[inline(always)]
    pub(crate) fn new(rules: &'r Checkers, men: u64, opp: u64) -> Self {
        let (s1, s0) = (G::H + 1, G::H);
        let empty = G::MASK & !(men | opp);
        let m = C::man_masks();
        let over = [
            raw_step::<G, NE>(men & m[NE]),
            raw_step::<G, NW>(men & m[NW]),
            raw_step::<G, SE>(men & m[SE]),
            raw_step::<G, SW>(men & m[SW]),
        ];
        let (step_a, step_b, steps) = match C::COLOUR {
            Colour::White => {
                let (a, b) = (men << s1, men << s0);
                (
                    a,
                    b,
                    popcount_pair::<G>((a & empty) >> s1, (b & empty) >> s0),
                )
            }
            Colour::Black => {
                let (a, b) = (men >> s0, men >> s1);
                (a, b, popcount_pair::<G>(a & empty, b & empty))
            }
        };
        let promo = C::promo::<G>();
        Replies {
            rules,
            men,
            opp,
            empty,
            over,
            m,
            step_a,
            step_b,
            steps: u64::from(steps),
            may_go_on: match rules.promotion() {
                Promotion::Stop => !promo,
                _ => !0,
            },
            crowned_goes_on: rules.promotion() == Promotion::ContinueAsKing,
            _g: std::marker::PhantomData,
        }
    }

    /// Of the other side's (`M`'s) men's steps from `origins` (as
    /// [`step_origins`] gives them), those after which the replying men can capture,
    /// when they cannot on the board as it stands (`None` when they can).
    ///
    /// A capture after the move from `f` to `t` that was not possible before jumps the
    /// piece arriving on `t` (from a man next to `t`, onto an empty square or onto `f`
    /// when the man stood just ahead of `t`), or lands on the emptied `f` (over a
    /// piece of the mover or, with `OWN`, over one of the replying men).
    #[inline(always)]
    pub(super) fn capture_makers<M: Mover>(&self, origins: &[u64; 2]) -> Option<[u64; 2]> {
        let jumped = if OWN { self.opp | self.men } else { self.opp };
        let (jumpable, landable) = self.jump_squares(&self.over, jumped);
        if landable & self.empty != 0 {
            return None;
        }
        Some(Self::steps_touching::<M>(
            origins, &self.over, jumpable, landable,
        ))
    }

    /// For jumpers next to `over` (by direction, as the field `over` holds them for the
    /// men): the squares whose filling a jumper could jump onto an empty square, and
    /// the squares whose emptying it could land on, over a piece of `jumped`.
    #[inline(always)]
    fn jump_squares(&self, over: &[u64; 4], jumped: u64) -> (u64, u64) {
        let (s1, s0) = (G::H + 1, G::H);
        let empty = self.empty;
        let jumpable = (over[NE] & (empty >> s1))
            | (over[NW] & (empty >> s0))
            | (over[SE] & (empty << s0))
            | (over[SW] & (empty << s1));
        let landable = ((over[NE] & jumped) << s1)
            | ((over[NW] & jumped) << s0)
            | ((over[SE] & jumped) >> s0)
            | ((over[SW] & jumped) >> s1);
        (jumpable, landable)
    }

    /// Of the other side's (`M`'s) men's steps from `origins` (as [`step_origins`]
    /// gives them), those from `f` to `t` with `t` in `at_to`, `f` in `at_from`, or a
    /// jumper just ahead of `t` (next to `t` in `over`, the step's direction reversed)
    /// that would jump back onto the emptied `f`.
    #[inline(always)]
    fn steps_touching<M: Mover>(
        origins: &[u64; 2],
        over: &[u64; 4],
        at_to: u64,
        at_from: u64,
    ) -> [u64; 2] {
        let (s1, s0) = (G::H + 1, G::H);
        match M::COLOUR {
            Colour::White => [
                origins[0] & ((((origins[0] << s1) & (at_to | over[SW])) >> s1) | at_from),
                origins[1] & ((((origins[1] << s0) & (at_to | over[SE])) >> s0) | at_from),
            ],
            Colour::Black => [
                origins[0] & ((((origins[0] >> s1) & (at_to | over[NE])) << s1) | at_from),
                origins[1] & ((((origins[1] >> s0) & (at_to | over[NW])) << s0) | at_from),
            ],
        }
    }

    /// When the replying men can capture on the board as it stands: of the other
    /// side's (`M`'s) men's steps from `origins` (as [`step_origins`] gives them), the
    /// number of replies summed over those that leave the men's captures as they were
    /// (each the capture count on the board as it stands), and the others. `None` when a jump may end on the promotion rank where a crowned man
    /// goes on (as a king, beyond the squares looked at here).
    ///
    /// The squares a man may stand on during a capture are the men's and, repeated,
    /// the squares one jump from them over any piece they may jump onto an empty one
    /// (a superset of the landing squares: it forgets that a piece is jumped once).
    /// The captures after the move from `f` to `t` are those before unless `f` or `t`
    /// lies on a jump from one of those squares (the jumped piece leaves `f`, or `t`
    /// fills the landing square), or a new jump from one of them goes over `t` or onto
    /// `f`: the same squares as in [`capture_makers`](Replies::capture_makers), with
    /// the landing squares among the jumpers.
    #[inline(always)]
    pub(super) fn capture_changers<M: Mover>(&self, origins: &[u64; 2]) -> Option<(u64, [u64; 2])> {
        let (s1, s0) = (G::H + 1, G::H);
        let (empty, m) = (self.empty, &self.m);
        let jumped = if OWN { self.opp | self.men } else { self.opp };
        // The landing squares of jumps from the squares next to jumpers `over`.
        let landings = |over: &[u64; 4]| {
            [
                ((over[NE] & jumped) << s1) & empty,
                ((over[NW] & jumped) << s0) & empty,
                ((over[SE] & jumped) >> s0) & empty,
                ((over[SW] & jumped) >> s1) & empty,
            ]
        };
        let union = |x: [u64; 4]| x[NE] | x[NW] | x[SE] | x[SW];
        // The squares next to the jumpers `from`, by direction.
        let next_to = |from: u64| {
            [
                raw_step::<G, NE>(from & m[NE]),
                raw_step::<G, NW>(from & m[NW]),
                raw_step::<G, SE>(from & m[SE]),
                raw_step::<G, SW>(from & m[SW]),
            ]
        };
        let with_men = |x: [u64; 4]| {
            [
                x[NE] | self.over[NE],
                x[NW] | self.over[NW],
                x[SE] | self.over[SE],
                x[SW] | self.over[SW],
            ]
        };
        let first = landings(&self.over);
        let landed = union(first);
        let next_to_landed = next_to(landed & self.may_go_on);
        let second = landings(&next_to_landed);
        // The squares next to a jumper (the men and the landing squares reached), by
        // direction.
        let mut over = with_men(next_to_landed);
        let mut reached = landed;
        let again = union(second);
        if again != 0 {
            let mut new = again & !reached;
            while new != 0 {
                reached |= new;
                over = with_men(next_to(reached & self.may_go_on));
                new = union(landings(&over)) & !reached;
            }
        }
        if self.crowned_goes_on && reached & C::promo::<G>() != 0 {
            return None;
        }
        // The squares whose filling (with `f` a piece jumped before the move) or
        // emptying (with `t` a landing square before the move) may change a jump.
        let (jumpable, landable) = self.jump_squares(&over, jumped);
        let bad = jumpable | landable;
        let changers = Self::steps_touching::<M>(origins, &over, bad, bad);
        let captures = if again == 0 {
            count_first_jumps::<G>(&first)
        } else {
            self.two_or_more(&first, &second, jumped, empty)
        };
        let unchanged =
            G::popcount(origins[0] & !changers[0]) + G::popcount(origins[1] & !changers[1]);
        Some((u64::from(unchanged) * captures, changers))
    }

    /// The number of replies (all steps) after the other side's quiet move from `from`
    /// to `to` that gives the replying men no capture.
    #[inline(always)]
    fn steps_after(&self, from: u32, to: u32) -> u64 {
        // `from` became empty, `to` occupied.
        self.steps + ((self.step_a >> from) & 1) + ((self.step_b >> from) & 1)
            - ((self.step_a >> to) & 1)
            - ((self.step_b >> to) & 1)
    }

    /// [`steps_after`](Replies::steps_after) summed over the other side's (`M`'s)
    /// men's steps from `origins` (as [`step_origins`] gives them), none of which
    /// gives the replying men a capture; without a loop, as the origins of each
    /// direction are distinct squares and so are their targets.
    #[inline(always)]
    pub(super) fn steps_after_sum<M: Mover>(&self, origins: [u64; 2]) -> u64 {
        let (s1, s0) = (G::H + 1, G::H);
        let targets = match M::COLOUR {
            Colour::White => [origins[0] << s1, origins[1] << s0],
            Colour::Black => [origins[0] >> s1, origins[1] >> s0],
        };
        let (a, b) = (self.step_a, self.step_b);
        let count = |x: u64| u64::from(G::popcount(x));
        let moves = count(origins[0]) + count(origins[1]);
        // A step emptied on `from` and blocked on `to`, per move.
        let freed = count(origins[0] & a)
            + count(origins[0] & b)
            + count(origins[1] & a)
            + count(origins[1] & b);
        let blocked = count(targets[0] & a)
            + count(targets[0] & b)
            + count(targets[1] & a)
            + count(targets[1] & b);
        moves * self.steps + freed - blocked
    }

    /// The number of replies after the other side's quiet move from `from` to `to`.
    #[inline(always)]
    pub(crate) fn after(&self, from: u32, to: u32) -> u64 {
        let moved = (1u64 << from) | (1u64 << to);
        // The pieces the replying men may jump.
        let opp = if OWN {
            (self.opp ^ moved) | self.men
        } else {
            self.opp ^ moved
        };
        self.captures(opp, self.empty ^ moved, || self.steps_after(from, to))
    }

    /// The number of replies when the replying men may jump `opp` onto `empty`: their
    /// capture count, or `steps()` when they have none.
    #[inline(always)]
    fn captures(&self, opp: u64, empty: u64, steps: impl FnOnce() -> u64) -> u64 {
        let (s1, s0) = (G::H + 1, G::H);
        let first = [
            ((self.over[NE] & opp) << s1) & empty,
            ((self.over[NW] & opp) << s0) & empty,
            ((self.over[SE] & opp) >> s0) & empty,
            ((self.over[SW] & opp) >> s1) & empty,
        ];
        let landed = first[NE] | first[NW] | first[SE] | first[SW];
        if landed == 0 {
            return steps();
        }
        // Single jumps, unless one may go on (see `single_jumps_only`): the landing
        // squares of second jumps, by direction.
        let from_landed = landed & self.may_go_on;
        let m = &self.m;
        let second = [
            raw_step::<G, NE>(raw_step::<G, NE>(from_landed & m[NE]) & opp) & empty,
            raw_step::<G, NW>(raw_step::<G, NW>(from_landed & m[NW]) & opp) & empty,
            raw_step::<G, SE>(raw_step::<G, SE>(from_landed & m[SE]) & opp) & empty,
            raw_step::<G, SW>(raw_step::<G, SW>(from_landed & m[SW]) & opp) & empty,
        ];
        let again = second[NE] | second[NW] | second[SE] | second[SW];
        if again == 0 && !(self.crowned_goes_on && landed & C::promo::<G>() != 0) {
            return count_first_jumps::<G>(&first);
        }
        self.two_or_more(&first, &second, opp, empty)
    }

    /// The capture count when a first jump goes on: at once when no sequence has a
    /// fourth capture (see [`short_sequences`]), else by the sequence search.
    #[inline(never)]
    fn two_or_more(&self, first: &[u64; 4], second: &[u64; 4], opp: u64, empty: u64) -> u64 {
        if !self.crowned_goes_on {
            let maximum = self.rules.majority();
            match short_sequences::<G>(
                first,
                second,
                &self.m,
                self.men,
                opp,
                empty,
                self.may_go_on,
                maximum,
            ) {
                Ok(Some(n)) => return n,
                Err(Fallback) => {
                    return men_long_count::<G, C>(self.rules, self.men, opp, self.men | opp);
                }
                Ok(None) => {}
            }
        }
        self.sequences(first, opp, empty)
    }

    /// [`after`](Replies::after), not inlined.
    #[inline(never)]
    pub(super) fn after_outlined(&self, from: u32, to: u32) -> u64 {
        self.after(from, to)
    }

    /// The capture count when a first jump may go on.
    #[inline(never)]
    fn sequences(&self, first: &[u64; 4], opp: u64, empty: u64) -> u64 {
        men_sequence_count::<G, C>(self.rules, first, &self.m, opp, empty)
            .unwrap_or_else(|| men_long_count::<G, C>(self.rules, self.men, opp, self.men | opp))
    }
}

#[cfg(test)]
mod tests {
    use doska_core::registry::Family;
    use doska_core::{perft_generic, Game};

    use crate::board::colour::Colour;
    use crate::board::dark::{promotion_rank, Dark10, Dark8, Geometry};
    use crate::board::layout::Layout;
    use crate::family::CheckersFamily;
    use crate::moves::CheckersMoves;
    use crate::position::state::CheckersPosition;
    use crate::test_rng::xorshift;

    /// Perft(2) and perft(3) against the generic recursion on random boards where the
    /// side to move has no capture and the replying side has only men, many of them
    /// able to capture already (the boards [`Replies::capture_changers`] counts) or
    /// only after some moves ([`Replies::capture_makers`]).
    ///
    /// [`Replies::capture_changers`]: super::Replies::capture_changers
    /// [`Replies::capture_makers`]: super::Replies::capture_makers
    #[test]
    fn replies_to_quiet_moves_equal_the_generic_recursion() {
        for spec in [
            "checkers/classic",
            "checkers/russian",
            "checkers/american",
            "checkers/classic:promotion=stop",
            "checkers/american:promotion=continue-as-king",
            "checkers/international",
            "checkers/self-capture:draws=none",
            "checkers/self-capture:draws=none,promotion=stop",
            "checkers/self-capture:draws=none,man-capture=forward,capture=free",
            "checkers/self-capture:draws=none,board=10x10",
        ] {
            let game = CheckersFamily::from_spec(spec).unwrap();
            let start = game.start();
            let (mask, size) = match start.layout() {
                Layout::Dark8 => (Dark8::MASK, 8),
                _ => (Dark10::MASK, 10),
            };
            let promo = |colour| match start.layout() {
                Layout::Dark8 => promotion_rank::<Dark8>(colour),
                _ => promotion_rank::<Dark10>(colour),
            };
            let mut next = xorshift(0x9e37_79b9_7f4a_7c15 ^ size);
            // Boards compared, and of those the boards whose replying side can capture
            // on the board as it stands, and those where it can after some move only.
            let (mut compared, mut capturing_before, mut capturing_after) = (0, 0, 0);
            for round in 0..40_000 {
                // A quarter to a half of the squares taken.
                let occupied = next() & (next() | (next() & next())) & mask;
                let side = if round % 2 == 0 {
                    Colour::White
                } else {
                    Colour::Black
                };
                let white = occupied & next();
                let black = occupied & !white;
                // Kings among the mover's pieces only; no man on its promotion rank.
                let kings = match side {
                    Colour::White => white,
                    Colour::Black => black,
                } & next()
                    & next();
                let white = white & !(promo(Colour::White) & !kings);
                let black = black & !(promo(Colour::Black) & !kings);
                if white == 0 || black == 0 {
                    continue;
                }
                let pos = start.with_words(white, black, kings, side, 0, 0);
                let mut moves = CheckersMoves::new();
                game.legal_moves(&pos, &mut moves);
                if moves.is_empty() || moves.iter().any(|mv| mv.captured != 0) {
                    continue;
                }
                // Whether the replying side can capture on the board as it stands, or
                // only after some moves.
                let captures = |pos: &CheckersPosition| {
                    let mut replies = CheckersMoves::new();
                    game.legal_moves(pos, &mut replies);
                    replies.iter().any(|r| r.captured != 0)
                };
                let mut other = pos;
                other.set_side(side.other());
                let before = captures(&other);
                let after = moves.iter().any(|mv| {
                    let mut child = pos;
                    game.play_unchecked(&mut child, mv);
                    captures(&child)
                });
                for depth in [2, 3] {
                    assert_eq!(
                        game.perft(&pos, depth),
                        perft_generic(&game, &pos, depth),
                        "{spec} {pos} depth {depth}"
                    );
                }
                compared += 1;
                capturing_before += u32::from(before);
                capturing_after += u32::from(after && !before);
            }
            assert!(
                compared > 800 && capturing_before > 600 && capturing_after > 100,
                "{spec}: {compared} {capturing_before} {capturing_after}"
            );
        }
    }
}
