//! Mill as a learning environment: the [`Encoding`] of [`Mill`], a fixed action space
//! of whole turns and the observation planes.
//!
//! ## Actions
//!
//! A move is a whole turn, so its index has two parts: the **first part** says what the
//! piece does, the **removal part** what the turn takes off the board.
//!
//! - First part `f` (600 values): placing on point `p` is `p` (0–23, in the order of
//!   the position text, a1 d1 g1 … a7 d7 g7); moving (stepping, jumping or flying)
//!   from `a` to `b` is `24 + 24·a + b`. These are OpenSpiel's action numbers for the
//!   same placement or movement.
//! - Removal part `r` (25 values): 0 when the turn removes nothing; `1 + q` when it
//!   removes the one piece on point `q`; and when it removes two or three pieces,
//!   `1 + k` where `k` is the place of its set of removed pieces among the moves that
//!   share its first part, ordered by their removed points compared one by one in
//!   increasing order.
//!
//! The index is `25·f + r`, below 15,000 on every board. Every move of one
//! first part removes the same number of pieces (it depends only on the mills the piece
//! closes), so single removals and sets never share a first part, and two moves collide
//! only when a turn closing several mills has more than 24 sets of pieces to choose
//! from. Those moves beyond the 24th set keep no natural index: they take the smallest
//! action numbers no other legal move of the position uses, in the order of their
//! first part and set ([`make_distinct`]).
//!
//! ## Observations
//!
//! Egocentric: eight planes of 7×7, the points drawn where their names
//! put them (rank 7 in the first row, file a in the first column), the same picture for
//! both seats (the board has no side of its own: every piece starts in hand); see
//! `docs/mill.md` for the planes. OpenSpiel: on the nine board only, the five 7×7
//! planes of OpenSpiel's `nine_mens_morris`, with OpenSpiel's point `i` at Doska's
//! point `i`.

use doska_core::learning::{
    fill_plane, make_distinct, set_plane, Encoding, EncodingError, ObservationStyle, Shape,
};
use doska_core::{Game, Player};
use smallvec::SmallVec;

use crate::board::Board;
use crate::colour::Colour;
use crate::movegen::Mode;
use crate::moves::MillMove;
use crate::point::Point;
use crate::points::Points;
use crate::position::MillPosition;
use crate::removal_choice::{for_each_set, nth_set, set_rank};
use crate::rules::{DoubleMill, Mill, Removal};

/// Values of the first part of an action: 24 placements and 24 × 24 movements.
const FIRST_PARTS: usize = 24 + 24 * 24;

/// Values of the removal part of an action: nothing, or one of 24 points.
const REMOVAL_SLOTS: usize = 25;

/// The size of mill's action space on every board: 600 first parts × 25 removal parts.
const ACTIONS: usize = FIRST_PARTS * REMOVAL_SLOTS;

/// The number of planes of the egocentric observation (each 7×7).
const EGOCENTRIC_PLANES: usize = 8;

/// The side of the square grid the points are drawn on.
const GRID: usize = 7;

/// The number of planes of OpenSpiel's observation (each 7×7).
const OPENSPIEL_PLANES: usize = 5;

/// Cell (row · 7 + column) of each point in the egocentric planes: rank 7 in row 0.
const EGOCENTRIC_CELL: [usize; 24] = {
    let mut cells = [0; 24];
    let mut i = 0;
    while i < 24 {
        let p = Point::ALL[i];
        cells[i] = (GRID - 1 - p.rank() as usize) * GRID + p.file() as usize;
        i += 1;
    }
    cells
};

/// Cell of each point in OpenSpiel's planes: OpenSpiel draws its point `i` (Doska's
/// point `i`) at row = rank, column = file, so rank 1 is its first row.
const OPENSPIEL_CELL: [usize; 24] = {
    let mut cells = [0; 24];
    let mut i = 0;
    while i < 24 {
        let p = Point::ALL[i];
        cells[i] = p.rank() as usize * GRID + p.file() as usize;
        i += 1;
    }
    cells
};

/// OpenSpiel's plane 3, the same in every state: the cells of its board picture that
/// hold a horizontal line between two points.
const OPENSPIEL_ACROSS: [[u8; GRID]; GRID] = [
    [0, 1, 1, 0, 1, 1, 0],
    [0, 0, 1, 0, 1, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 1, 0, 1, 0, 0],
    [0, 1, 1, 0, 1, 1, 0],
];

/// OpenSpiel's plane 4, the same in every state: the cells that hold a vertical line.
const OPENSPIEL_DOWN: [[u8; GRID]; GRID] = [
    [0, 0, 0, 0, 0, 0, 0],
    [1, 0, 0, 0, 0, 0, 1],
    [1, 1, 0, 0, 0, 1, 1],
    [0, 0, 0, 0, 0, 0, 0],
    [1, 1, 0, 0, 0, 1, 1],
    [1, 0, 0, 0, 0, 0, 1],
    [0, 0, 0, 0, 0, 0, 0],
];

/// The first part of `mv`'s action: its placement point, or `24 + 24·from + to`.
#[inline]
fn first_part(mv: &MillMove) -> usize {
    match mv.from() {
        None => mv.to().index(),
        Some(from) => 24 + 24 * from.index() + mv.to().index(),
    }
}

/// The places of removal sets among the allowed sets of their size, for the moves of
/// one position: counted directly under [`Removal::Any`] (every set of the size is
/// allowed), looked up in the sorted allowed sets otherwise, listed once per size.
struct SetOrder<'a> {
    rules: &'a Mill,
    their: Points,
    /// The allowed sets of two and of three pieces, sorted, once needed.
    sorted: [Option<SmallVec<[Points; 72]>>; 2],
}

impl<'a> SetOrder<'a> {
    fn new(rules: &'a Mill, pos: &MillPosition) -> SetOrder<'a> {
        SetOrder {
            rules,
            their: pos.pieces(pos.side_to_move().other()),
            sorted: [None, None],
        }
    }

    /// The place of `set` among the allowed sets of its size, or `None`.
    fn rank(&mut self, set: Points) -> Option<usize> {
        let (layout, rule, their) = (self.rules.layout(), self.rules.removal(), self.their);
        let k = set.count();
        if rule == Removal::Any || !(2..=3).contains(&k) {
            return set_rank(layout, rule, their, set);
        }
        let sorted = self.sorted[k as usize - 2].get_or_insert_with(|| {
            let mut sets = SmallVec::new();
            for_each_set(layout, rule, their, k, |s| sets.push(s));
            sets.sort_unstable_by(|a: &Points, b: &Points| a.iter().cmp(b.iter()));
            sets
        });
        sorted.binary_search_by(|s| s.iter().cmp(set.iter())).ok()
    }

    /// The removal part of `mv`, unbounded: 0, `1 + point`, or `1 + rank` of its set.
    #[inline]
    fn removal_part(&mut self, mv: &MillMove) -> usize {
        match *mv.removals() {
            [] => 0,
            [one] => 1 + one.index(),
            // A legal move's set is always allowed; an unranked set sorts last.
            _ => 1 + self.rank(mv.removal_set()).unwrap_or(usize::MAX - 1),
        }
    }
}

impl Mill {
    /// Whether some move of `pos` may have a set of removals past the 24 its first part
    /// numbers: a turn may close two mills (or three) and the opponent has enough
    /// pieces for more than 24 sets (8 for pairs, 7 for triples). Conservative: false
    /// means that every legal move has its natural index.
    fn may_overflow(&self, pos: &MillPosition) -> bool {
        if self.double_mill() == DoubleMill::One {
            return false;
        }
        let me = pos.side_to_move();
        let their = pos.pieces(me.other()).count();
        let enough = their >= 8 || (self.board() == Board::Twelve && their >= 7);
        enough && {
            let [_, two, _] = self
                .layout()
                .closing_points(pos.pieces(me), self.empty(pos));
            !two.is_empty()
        }
    }

    /// The index of `mv` (legal in `pos`) by generating every move of `pos`.
    fn index_by_generation(&self, pos: &MillPosition, mv: &MillMove) -> Option<usize> {
        let moves = self.moves(pos);
        let at = moves.iter().position(|m| m == mv)?;
        let mut indices = Vec::with_capacity(moves.len());
        self.action_indices(pos, &moves, &mut indices);
        indices.get(at).copied()
    }

    /// The move of `pos` whose index is `index`, by generating every move of `pos`.
    fn move_by_generation(&self, pos: &MillPosition, index: usize) -> Option<MillMove> {
        let moves = self.moves(pos);
        let mut indices = Vec::with_capacity(moves.len());
        self.action_indices(pos, &moves, &mut indices);
        let at = indices.iter().position(|&i| i == index)?;
        moves.get(at).copied()
    }

    /// Gives the moves whose removal part overflowed (their index in `out` is the
    /// last slot of their first part) the smallest free indices, in the order of
    /// (first part, removal part).
    fn resolve_overflow(&self, pos: &MillPosition, moves: &[MillMove], out: &mut [usize]) {
        let mut sets = SetOrder::new(self, pos);
        let mut order: Vec<(usize, usize, usize)> = moves
            .iter()
            .enumerate()
            .map(|(at, mv)| (first_part(mv), sets.removal_part(mv), at))
            .collect();
        order.sort_unstable();
        let mut slots: Vec<usize> = order.iter().map(|&(_, _, at)| out[at]).collect();
        make_distinct(&mut slots, ACTIONS);
        for (&(_, _, at), slot) in order.iter().zip(slots) {
            out[at] = slot;
        }
    }
}

impl Encoding for Mill {
    fn num_actions(&self) -> usize {
        ACTIONS
    }

    fn action_indices(&self, pos: &MillPosition, moves: &[MillMove], out: &mut Vec<usize>) {
        out.clear();
        let mut sets = SetOrder::new(self, pos);
        let mut overflow = false;
        out.extend(moves.iter().map(|mv| {
            let base = first_part(mv) * REMOVAL_SLOTS;
            let removal = sets.removal_part(mv);
            if removal < REMOVAL_SLOTS {
                base + removal
            } else {
                // Equal to the index of the set ranked 23rd: moved below.
                overflow = true;
                base + REMOVAL_SLOTS - 1
            }
        }));
        if overflow {
            self.resolve_overflow(pos, moves, out);
        }
    }

    fn action_index(&self, pos: &MillPosition, mv: &MillMove) -> Option<usize> {
        self.check_move(pos, mv).ok()?;
        if self.may_overflow(pos) {
            return self.index_by_generation(pos, mv);
        }
        let removal = SetOrder::new(self, pos).removal_part(mv);
        Some(first_part(mv) * REMOVAL_SLOTS + removal)
    }

    fn action_from_index(&self, pos: &MillPosition, index: usize) -> Option<MillMove> {
        if index >= ACTIONS {
            return None;
        }
        if self.may_overflow(pos) {
            return self.move_by_generation(pos, index);
        }
        let (first, removal) = (index / REMOVAL_SLOTS, index % REMOVAL_SLOTS);
        let (from, to) = if first < 24 {
            (None, Point::new(first)?)
        } else {
            let m = first - 24;
            (Some(Point::new(m / 24)?), Point::new(m % 24)?)
        };
        let me = pos.side_to_move();
        let own = pos.pieces(me);
        let their = pos.pieces(me.other());
        let rest = match from {
            Some(f) if own.contains(f) => own.without(f),
            Some(_) => return None,
            None => own,
        };
        let due = self.removals_due(self.layout().closed_mills(rest, to), their);
        let mv = match (due, removal) {
            (0, 0) => MillMove::new(from, to, &[])?,
            (1, r) if r > 0 => MillMove::new(from, to, &[Point::new(r - 1)?])?,
            (k, r) if k >= 2 && r > 0 => {
                let set = nth_set(self.layout(), self.removal(), their, k, r - 1)?;
                MillMove::new(from, to, &set.iter().collect::<SmallVec<[Point; 3]>>())?
            }
            _ => return None,
        };
        self.check_move(pos, &mv).ok()?;
        Some(mv)
    }

    fn observation_shape(&self, style: ObservationStyle) -> Option<Shape> {
        match style {
            ObservationStyle::Egocentric => Some(Shape::new(EGOCENTRIC_PLANES, GRID, GRID)),
            ObservationStyle::OpenSpiel if self.board() == Board::Nine => {
                Some(Shape::new(OPENSPIEL_PLANES, GRID, GRID))
            }
            _ => None,
        }
    }

    fn observation(
        &self,
        pos: &MillPosition,
        perspective: Player,
        style: ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), EncodingError> {
        let shape = self.check_observation(perspective, style, out)?;
        out.fill(0.0);
        match style {
            ObservationStyle::OpenSpiel => openspiel(self, pos, &shape, out),
            _ => egocentric(self, pos, perspective, &shape, out),
        }
        Ok(())
    }
}

/// Writes the egocentric planes (see `docs/mill.md`):
/// 0 own pieces, 1 opponent pieces, 2 empty points, 3 own pieces in hand / men,
/// 4 opponent pieces in hand / men, 5 own side flies, 6 opponent flies,
/// 7 plies since the last removal / move limit.
fn egocentric(
    rules: &Mill,
    pos: &MillPosition,
    perspective: Player,
    shape: &Shape,
    out: &mut [f32],
) {
    let me = Colour::from_player(perspective).unwrap_or(Colour::White);
    let them = me.other();
    let size = shape.height * shape.width;
    let empty = rules.empty(pos);
    for (plane, set) in [(0, pos.pieces(me)), (1, pos.pieces(them)), (2, empty)] {
        let base = plane * size;
        for p in set {
            out[base + EGOCENTRIC_CELL[p.index()]] = 1.0;
        }
    }
    let men = f32::from(rules.men());
    fill_plane(out, shape, 3, f32::from(pos.hand(me)) / men);
    fill_plane(out, shape, 4, f32::from(pos.hand(them)) / men);
    for (plane, colour) in [(5, me), (6, them)] {
        if rules.mode(pos, colour) == Mode::Flying {
            fill_plane(out, shape, plane, 1.0);
        }
    }
    let quiet = f32::from(pos.plies_since_removal()) / f32::from(rules.move_limit());
    fill_plane(out, shape, 7, quiet.min(1.0));
}

/// Writes OpenSpiel's planes: 0 White's pieces, 1 Black's, 2 the empty points, 3 and 4
/// the lines of its board picture (the same in every state).
fn openspiel(rules: &Mill, pos: &MillPosition, shape: &Shape, out: &mut [f32]) {
    let size = shape.height * shape.width;
    let sets = [
        pos.pieces(Colour::White),
        pos.pieces(Colour::Black),
        rules.empty(pos),
    ];
    for (plane, set) in sets.into_iter().enumerate() {
        for p in set {
            out[plane * size + OPENSPIEL_CELL[p.index()]] = 1.0;
        }
    }
    for (plane, picture) in [(3, &OPENSPIEL_ACROSS), (4, &OPENSPIEL_DOWN)] {
        for (row, cells) in picture.iter().enumerate() {
            for (column, &line) in cells.iter().enumerate() {
                if line == 1 {
                    set_plane(out, shape, plane, row, column);
                }
            }
        }
    }
}
