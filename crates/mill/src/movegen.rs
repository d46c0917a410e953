//! Legal move generation and bulk counting.
//!
//! A side with pieces in hand places; otherwise it moves (steps or knight jumps), or
//! flies when the rules allow it and it has exactly three pieces. A move that closes
//! mills at its target removes pieces (see [`removal_choice`](crate::removal_choice)).
//!
//! Counting never builds the moves: it counts base moves and, for the few targets where
//! a mill closes, multiplies by the number of removal sets, which depends only on the
//! opponent's pieces and is computed at most once per mill count.

use crate::board::Layout;
use crate::colour::Colour;
use crate::moves::{MillMove, MillMoves};
use crate::point::Point;
use crate::points::Points;
use crate::position::MillPosition;
use crate::removal_choice::{count_sets, for_each_set, removable};
use crate::rules::{DoubleMill, Mill, Movement, Removal};

/// Whether `colour` has at least three pieces on the board and in hand (without a
/// popcount, which costs a dozen instructions without a CPU target).
#[inline]
fn has_three(pos: &MillPosition, colour: Colour) -> bool {
    let hand = pos.hand[colour];
    let mut board = pos.pieces[colour].bits();
    if hand >= 3 {
        return true;
    }
    // Clear the lowest 2 - hand pieces; a piece left makes three.
    for _ in hand..2 {
        board &= board.wrapping_sub(1);
    }
    board != 0
}

/// What a side does on its turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    /// It has pieces in hand.
    Placing,
    /// It moves by the rules' movement.
    Moving,
    /// It has three pieces and may fly.
    Flying,
}

/// Removal-set counts of one position, each computed when first needed.
struct RemovalCounts<'a> {
    layout: &'a Layout,
    rule: Removal,
    their: Points,
    counts: [u64; 4],
}

impl RemovalCounts<'_> {
    #[inline]
    fn get(&mut self, k: u32) -> u64 {
        let slot = &mut self.counts[k as usize];
        if *slot == 0 {
            *slot = count_sets(self.layout, self.rule, self.their, k);
        }
        *slot
    }
}

impl Mill {
    /// The empty points of the board.
    #[inline]
    pub(crate) fn empty(&self, pos: &MillPosition) -> Points {
        self.layout().points() - pos.occupied()
    }

    /// Whether the game is over by the piece counts or the move limit.
    #[inline]
    pub(crate) fn over_by_count(&self, pos: &MillPosition) -> bool {
        !has_three(pos, Colour::White)
            || !has_three(pos, Colour::Black)
            || pos.quiet >= self.move_limit
    }

    /// What `colour` does on its turn in `pos`.
    #[inline]
    pub(crate) fn mode(&self, pos: &MillPosition, colour: Colour) -> Mode {
        if pos.hand[colour] > 0 {
            Mode::Placing
        } else if self.flying && pos.pieces[colour].count() == 3 {
            Mode::Flying
        } else {
            Mode::Moving
        }
    }

    /// The points a piece on `from` may move to on an empty board (not flying).
    #[inline]
    pub(crate) fn reach(&self, from: Point) -> Points {
        match self.movement {
            Movement::Step => self.layout().adjacent(from),
            Movement::Knight => self.layout().knight(from),
        }
    }

    /// The number of removals a move closing `mills` mills makes against `their`.
    #[inline]
    pub(crate) fn removals_due(&self, mills: u32, their: Points) -> u32 {
        let k = match (mills, self.double_mill) {
            (0, _) => 0,
            (_, DoubleMill::One) => 1,
            (m, DoubleMill::Two) => m,
        };
        k.min(their.count())
    }

    /// Whether the side to move has a move (ignoring counts and limits).
    pub(crate) fn has_move(&self, pos: &MillPosition) -> bool {
        let empty = self.empty(pos);
        if empty.is_empty() {
            return false;
        }
        match self.mode(pos, pos.side) {
            Mode::Placing | Mode::Flying => true,
            Mode::Moving => pos.pieces[pos.side]
                .iter()
                .any(|f| !(self.reach(f) & empty).is_empty()),
        }
    }
}

/// Fills `list` with the legal moves of `pos`.
pub(crate) fn legal_moves(rules: &Mill, pos: &MillPosition, list: &mut MillMoves) {
    list.clear();
    if rules.over_by_count(pos) {
        return;
    }
    let layout = rules.layout();
    let me = pos.side;
    let own = pos.pieces[me];
    let their = pos.pieces[me.other()];
    let empty = rules.empty(pos);
    let mut open: Option<Points> = None;
    let mut emit = |from: Option<Point>, to: Point, own_after: Points, list: &mut MillMoves| {
        let k = rules.removals_due(layout.closed_mills(own_after, to), their);
        match k {
            0 => list.push(MillMove::with_removal_set(from, to, Points::EMPTY)),
            1 => {
                let open = *open.get_or_insert_with(|| removable(layout, rules.removal, their));
                for r in open {
                    list.push(MillMove::with_removal_set(from, to, Points::single(r)));
                }
            }
            _ => for_each_set(layout, rules.removal, their, k, |set| {
                list.push(MillMove::with_removal_set(from, to, set));
            }),
        }
    };
    match rules.mode(pos, me) {
        Mode::Placing => {
            for to in empty {
                emit(None, to, own, list);
            }
        }
        Mode::Moving => {
            for from in own {
                let rest = own.without(from);
                for to in rules.reach(from) & empty {
                    emit(Some(from), to, rest, list);
                }
            }
        }
        Mode::Flying => {
            for from in own {
                let rest = own.without(from);
                for to in empty {
                    emit(Some(from), to, rest, list);
                }
            }
        }
    }
}

/// The number of legal moves of `pos`, without generating them.
pub(crate) fn count_moves(rules: &Mill, pos: &MillPosition) -> u64 {
    if rules.over_by_count(pos) {
        return 0;
    }
    let layout = rules.layout();
    let me = pos.side;
    let own = pos.pieces[me];
    let their = pos.pieces[me.other()];
    let empty = rules.empty(pos);
    let mut sets = RemovalCounts {
        layout,
        rule: rules.removal,
        their,
        counts: [0; 4],
    };
    let [c1, c2, c3] = layout.closing_points(own, empty);
    let mode = rules.mode(pos, me);
    if mode == Mode::Placing {
        // Targets closing 0, 1, 2 and 3 mills.
        let e = u64::from(empty.count());
        if c1.is_empty() {
            return e;
        }
        let (n1, n2, n3) = (
            u64::from(c1.count()),
            u64::from(c2.count()),
            u64::from(c3.count()),
        );
        let mut total = e - n1;
        total += (n1 - n2) * sets.get(rules.removals_due(1, their));
        if n2 > 0 {
            total += (n2 - n3) * sets.get(rules.removals_due(2, their));
            if n3 > 0 {
                total += n3 * sets.get(rules.removals_due(3, their));
            }
        }
        return total;
    }
    // Moving or flying: base moves, then the extra removal choices where a mill closes.
    let mut total = match (mode, rules.movement) {
        (Mode::Flying, _) => u64::from(own.count()) * u64::from(empty.count()),
        (_, Movement::Step) => u64::from(layout.step_count(own, empty)),
        (_, Movement::Knight) => own
            .iter()
            .map(|f| u64::from((layout.knight(f) & empty).count()))
            .sum(),
    };
    for to in c1 {
        let sources = match mode {
            Mode::Flying => own,
            _ => rules.reach(to) & own,
        };
        for from in sources {
            let k = rules.removals_due(layout.closed_mills(own.without(from), to), their);
            if k > 0 {
                total += sets.get(k) - 1;
            }
        }
    }
    total
}
