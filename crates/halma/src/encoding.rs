//! Halma as a learning environment: the [`Encoding`] of [`Halma`].
//!
//! Both the actions and the observation are seen from a seat, turned about the centre
//! of the star in steps of 60° so that the seat's home triangle is at the bottom (its
//! target at the top). The actions are seen from the seat to move and the observation
//! from the seat asked for; in a learning loop that is the same seat, so the points a
//! network reads and the points its actions name are the same points.
//!
//! **Actions.** A move is its start and its end: every route of a jump chain between
//! the same two points is the same move, so no two legal moves of a position share
//! their start and end. The action of a move from `a` to `b` (both turned to the
//! mover's view) numbers the pair `(a, b)` among the pairs a move can join: `b` a
//! neighbour of `a`, or `b` differing from `a` by an even number of steps along both
//! axial coordinates (a jump moves two steps along a line, so a chain ends on such a
//! point). Pairs are numbered by `a`, then by `b`, both in the order of the points
//! (rank by rank from the bottom). That is [`ACTION_PAIRS`] pairs; the pass is the
//! action after them, [`PASS_ACTION`], and the space has `ACTION_PAIRS + 1` actions
//! for every table of players. (The plain `121 × a + b` would take 14,641.)
//!
//! **Egocentric observation**: planes of 17 × 17 cells, the axial grid of the star
//! (`q` = file − 9 across, `r` = rank − 9 up, turned to the seat's view), the cell of
//! a point at row `8 − r` and column `q + 8`, so the seat's home is in the last rows
//! and the cells off the star are always 0. With `n` players and the seats counted
//! from the perspective in turn order (`j = 0` the perspective, `j = 1` the seat after
//! it, …):
//!
//! | planes | holds |
//! |---|---|
//! | 0 | the points of the star (1 on its 121 cells) |
//! | 1 + j | the pieces of seat `j` |
//! | 1 + n + j | the target of seat `j` (10 or 15 points) |
//! | 1 + 2n + j | with `finish=ranking` only: 1 everywhere when seat `j` has finished |
//! | last | the turns played divided by the move limit (at most 1; 0 without a limit) |
//!
//! Whose turn it is is not a plane: a learner is given the observation of the seat to
//! move.
//!
//! There is no OpenSpiel observation: OpenSpiel's `chinese_checkers` plays a jump chain
//! one hop per action, so its positions in the middle of a chain, its action space and
//! its tensor have no counterpart here.

use doska_core::learning::{Encoding, EncodingError, ObservationStyle, Shape};
use doska_core::{Game, Player, Position};

use crate::moves::HalmaMove;
use crate::point::Point;
use crate::points::Points;
use crate::position::HalmaPosition;
use crate::rules::{Finish, Halma};

/// The side of the square grid the star is drawn on.
const SIDE: usize = 17;

/// The cells of one plane.
const CELLS_PER_PLANE: usize = SIDE * SIDE;

/// The point `p` turned 60° about the centre, so that each triangle goes to the next
/// one clockwise (bottom to lower-left, lower-left to upper-left, …): axial `(q, r)`
/// becomes `(q + r, −q)`.
const fn turned_once(p: usize) -> u8 {
    let (q, r) = match Point::from_index(p) {
        Some(point) => point.axial(),
        None => panic!("a point"),
    };
    match Point::from_axial(q + r, -q) {
        Some(point) => point.index() as u8,
        None => panic!("the star turns into itself"),
    }
}

/// `TURNS[k][p]`: the point `p` turned `k` times 60° ([`turned_once`] `k` times).
const fn turns() -> [[u8; Point::COUNT]; 6] {
    let mut t = [[0u8; Point::COUNT]; 6];
    let mut p = 0;
    while p < Point::COUNT {
        t[0][p] = p as u8;
        p += 1;
    }
    let mut k = 1;
    while k < 6 {
        let mut p = 0;
        while p < Point::COUNT {
            t[k][p] = turned_once(t[k - 1][p] as usize);
            p += 1;
        }
        k += 1;
    }
    t
}

static TURNS: [[u8; Point::COUNT]; 6] = turns();

/// `CELLS[k][p]`: the cell (row × 17 + column) of point `p` in a view turned `k` times.
const fn cells() -> [[u16; Point::COUNT]; 6] {
    let t = turns();
    let mut c = [[0u16; Point::COUNT]; 6];
    let mut k = 0;
    while k < 6 {
        let mut p = 0;
        while p < Point::COUNT {
            let (q, r) = match Point::from_index(t[k][p] as usize) {
                Some(point) => point.axial(),
                None => panic!("a point"),
            };
            c[k][p] = ((8 - r) as usize * SIDE + (q + 8) as usize) as u16;
            p += 1;
        }
        k += 1;
    }
    c
}

static CELLS: [[u16; Point::COUNT]; 6] = cells();

/// Whether a move can join `a` to `b`: a step to a neighbour, or a chain of jumps,
/// which ends an even number of steps away along both axial coordinates.
const fn joinable(a: usize, b: usize) -> bool {
    let (Some(pa), Some(pb)) = (Point::from_index(a), Point::from_index(b)) else {
        return false;
    };
    let ((qa, ra), (qb, rb)) = (pa.axial(), pb.axial());
    let (dq, dr) = (qb - qa, rb - ra);
    if dq == 0 && dr == 0 {
        return false;
    }
    let neighbour = dq.abs() <= 1 && dr.abs() <= 1 && (dq + dr).abs() <= 1;
    neighbour || (dq % 2 == 0 && dr % 2 == 0)
}

const fn count_pairs() -> usize {
    let mut n = 0;
    let mut a = 0;
    while a < Point::COUNT {
        let mut b = 0;
        while b < Point::COUNT {
            if joinable(a, b) {
                n += 1;
            }
            b += 1;
        }
        a += 1;
    }
    n
}

/// The number of (start, end) pairs a move can join, and so the action of the pass:
/// actions `0..ACTION_PAIRS` are moves, [`PASS_ACTION`] the pass.
///
/// ```
/// use doska_halma::{ACTION_PAIRS, PASS_ACTION};
/// assert_eq!(ACTION_PAIRS, 4_224);
/// assert_eq!(PASS_ACTION, ACTION_PAIRS);
/// ```
pub const ACTION_PAIRS: usize = count_pairs();

/// The action of the pass: the last of the space, after every pair.
pub const PASS_ACTION: usize = ACTION_PAIRS;

/// A pair no move can join in [`PAIR_INDEX`].
const NO_PAIR: u16 = u16::MAX;

/// `PAIR_INDEX[a][b]`: the action of the move from `a` to `b` in the mover's view, or
/// [`NO_PAIR`].
const fn pair_index() -> [[u16; Point::COUNT]; Point::COUNT] {
    let mut t = [[NO_PAIR; Point::COUNT]; Point::COUNT];
    let mut n = 0;
    let mut a = 0;
    while a < Point::COUNT {
        let mut b = 0;
        while b < Point::COUNT {
            if joinable(a, b) {
                t[a][b] = n;
                n += 1;
            }
            b += 1;
        }
        a += 1;
    }
    t
}

static PAIR_INDEX: [[u16; Point::COUNT]; Point::COUNT] = pair_index();

/// `PAIRS[i]`: the start and end (in the mover's view) of action `i`.
const fn pairs() -> [(u8, u8); ACTION_PAIRS] {
    let mut t = [(0u8, 0u8); ACTION_PAIRS];
    let mut n = 0;
    let mut a = 0;
    while a < Point::COUNT {
        let mut b = 0;
        while b < Point::COUNT {
            if joinable(a, b) {
                t[n] = (a as u8, b as u8);
                n += 1;
            }
            b += 1;
        }
        a += 1;
    }
    t
}

static PAIRS: [(u8, u8); ACTION_PAIRS] = pairs();

/// The star's plane: 1.0 on the cells of its points (the same in every view).
const fn star_plane() -> [f32; CELLS_PER_PLANE] {
    let c = cells();
    let mut plane = [0.0f32; CELLS_PER_PLANE];
    let mut p = 0;
    while p < Point::COUNT {
        plane[c[0][p] as usize] = 1.0;
        p += 1;
    }
    plane
}

static STAR_PLANE: [f32; CELLS_PER_PLANE] = star_plane();

/// Writes 1.0 in `plane` at `cells[p]` for every point `p` of `points`.
#[inline]
fn scatter(plane: &mut [f32], points: Points, cells: &[u16; Point::COUNT]) {
    let bits = points.bits();
    for (mut half, offset) in [(bits as u64, 0), ((bits >> 64) as u64, 64)] {
        while half != 0 {
            let p = half.trailing_zeros() as usize + offset;
            half &= half - 1;
            plane[usize::from(cells[p])] = 1.0;
        }
    }
}

/// The action of a legal move, its points turned by `turn` (a row of [`TURNS`]).
#[inline]
fn action_of(turn: &[u8; Point::COUNT], mv: &HalmaMove) -> usize {
    match mv.points() {
        None => PASS_ACTION,
        Some((from, to)) => {
            let i = PAIR_INDEX[usize::from(turn[from.index()])][usize::from(turn[to.index()])];
            debug_assert_ne!(i, NO_PAIR, "{mv} joins no pair");
            usize::from(i)
        }
    }
}

impl Halma {
    /// How many times 60° the star is turned to show `seat`'s home at the bottom (0
    /// for a seat not at the table).
    #[inline]
    fn view_of(&self, seat: Player) -> usize {
        self.triangles()
            .get(seat.index())
            .map_or(0, |t| (6 - t.index()) % 6)
    }

    /// The number of planes of the egocentric observation.
    #[inline]
    fn planes(&self) -> usize {
        let n = self.players();
        let finished = if self.finish() == Finish::Ranking {
            n
        } else {
            0
        };
        1 + 2 * n + finished + 1
    }

    /// The point `p` of the board seen from the view turned `view` times, turned back
    /// to the board.
    #[inline]
    fn unturned(view: usize, p: u8) -> Option<Point> {
        let back = (6 - view) % 6;
        Point::from_index(usize::from(TURNS[back][usize::from(p)]))
    }
}

impl Encoding for Halma {
    /// [`ACTION_PAIRS`] + 1: every (start, end) pair a move can join, and the pass.
    fn num_actions(&self) -> usize {
        ACTION_PAIRS + 1
    }

    fn action_indices(&self, pos: &HalmaPosition, moves: &[HalmaMove], out: &mut Vec<usize>) {
        out.clear();
        let turn = &TURNS[self.view_of(pos.to_move())];
        out.extend(moves.iter().map(|mv| action_of(turn, mv)));
    }

    fn action_index(&self, pos: &HalmaPosition, mv: &HalmaMove) -> Option<usize> {
        self.check_move(pos, mv).ok()?;
        Some(action_of(&TURNS[self.view_of(pos.to_move())], mv))
    }

    fn action_from_index(&self, pos: &HalmaPosition, index: usize) -> Option<HalmaMove> {
        let mv = if index == PASS_ACTION {
            HalmaMove::PASS
        } else {
            let &(a, b) = PAIRS.get(index)?;
            let view = self.view_of(pos.to_move());
            HalmaMove::new(Self::unturned(view, a)?, Self::unturned(view, b)?)?
        };
        self.check_move(pos, &mv).ok().map(|()| mv)
    }

    fn observation_shape(&self, style: ObservationStyle) -> Option<Shape> {
        match style {
            ObservationStyle::Egocentric => Some(Shape::new(self.planes(), SIDE, SIDE)),
            _ => None,
        }
    }

    fn observation(
        &self,
        pos: &HalmaPosition,
        perspective: Player,
        style: ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), EncodingError> {
        let shape = self.check_observation(perspective, style, out)?;
        let n = self.players();
        let ranking = self.finish() == Finish::Ranking;
        let cells = &CELLS[self.view_of(perspective)];
        // Each value is written once: the constant planes are filled with their value,
        // the planes of points cleared and then marked.
        let mut planes = out.chunks_exact_mut(CELLS_PER_PLANE);
        let mut next = || planes.next().expect("the shape's planes");
        next().copy_from_slice(&STAR_PLANE);
        let seats: [Player; doska_core::MAX_PLAYERS] = std::array::from_fn(|j| {
            Player::new((perspective.index() + j) % n).unwrap_or(perspective)
        });
        for &seat in &seats[..n] {
            let plane = next();
            plane.fill(0.0);
            scatter(plane, pos.pieces(seat), cells);
        }
        for &seat in &seats[..n] {
            let plane = next();
            plane.fill(0.0);
            scatter(plane, self.target(seat), cells);
        }
        if ranking {
            for &seat in &seats[..n] {
                next().fill(if pos.finish_order(seat).is_some() {
                    1.0
                } else {
                    0.0
                });
            }
        }
        let turns = match self.move_limit() {
            0 => 0.0,
            limit => (pos.ply() as f32 / limit as f32).min(1.0),
        };
        next().fill(turns);
        debug_assert_eq!(shape.planes, self.planes());
        Ok(())
    }
}
