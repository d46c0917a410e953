//! Legal moves: generating, counting and checking them, and playing one.

use doska_core::{BitIndex, Player};

use crate::error::MoveError;
use crate::jump_flood::{any_move, chain_ends, steps, Reach};
use crate::jump_routes::{chain_routes, routes_between, routes_of_piece};
use crate::moves::{HalmaMove, HalmaMoves};
use crate::outcome::{decide, ended, stuck};
use crate::point::Point;
use crate::points::Points;
use crate::position::HalmaPosition;
use crate::rules::Halma;

/// Fills `moves` with the legal moves of `pos`: every (start, end) pair of the mover's
/// steps and jump chains, or the pass when it has none; nothing when the game is over.
pub(crate) fn legal_moves(rules: &Halma, pos: &HalmaPosition, moves: &mut HalmaMoves) {
    moves.clear();
    if ended(rules, pos).is_some() {
        return;
    }
    let mut reach = Reach::new(pos.occupied.bits());
    for from in pos.pieces(pos.to_move) {
        moves.extend(Ends::new(reach.destinations(from)).map(|to| HalmaMove::unchecked(from, to)));
    }
    if moves.is_empty() && !stuck(rules, pos) {
        moves.push(HalmaMove::PASS);
    }
}

/// The points of a set of destinations, lowest first: a bit iterator over the two
/// 64-bit halves, cheaper than a 128-bit one.
struct Ends {
    low: u64,
    high: u64,
}

impl Ends {
    #[inline]
    fn new(bits: u128) -> Ends {
        Ends {
            low: bits as u64,
            high: (bits >> 64) as u64,
        }
    }
}

impl Iterator for Ends {
    type Item = Point;

    #[inline]
    fn next(&mut self) -> Option<Point> {
        let bit = if self.low != 0 {
            let b = self.low.trailing_zeros();
            self.low &= self.low - 1;
            b
        } else if self.high != 0 {
            let b = self.high.trailing_zeros();
            self.high &= self.high - 1;
            64 + b
        } else {
            return None;
        };
        Some(Point::from_bit(bit))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.low.count_ones() + self.high.count_ones()) as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Ends {}

/// The number of legal moves of `pos`, without listing them.
pub(crate) fn count_moves(rules: &Halma, pos: &HalmaPosition) -> u64 {
    if ended(rules, pos).is_some() {
        return 0;
    }
    let mut reach = Reach::new(pos.occupied.bits());
    let mut count = 0;
    for from in pos.pieces(pos.to_move) {
        count += u64::from(reach.destinations(from).count_ones());
    }
    if count == 0 && !stuck(rules, pos) {
        count = 1;
    }
    count
}

/// Calls `f` with every legal move of `pos` and the number of routes it stands for
/// (see [`routes`]); in the order of the pieces, each piece's steps first.
#[inline]
pub(crate) fn moves_with_routes(
    rules: &Halma,
    pos: &HalmaPosition,
    mut f: impl FnMut(&HalmaMove, u64),
) {
    if ended(rules, pos).is_some() {
        return;
    }
    let occupied = pos.occupied.bits();
    let mut routes = [0u64; 121];
    let mut any = false;
    for from in pos.pieces(pos.to_move) {
        for to in Ends::new(steps(from, occupied)) {
            any = true;
            f(&HalmaMove::unchecked(from, to), 1);
        }
        for to in Ends::new(chain_routes(from, occupied, &mut routes)) {
            any = true;
            f(&HalmaMove::unchecked(from, to), routes[to.index()]);
            routes[to.index()] = 0;
        }
    }
    if !any && !stuck(rules, pos) {
        f(&HalmaMove::PASS, 1);
    }
}

/// The number of routes of all the legal moves of `pos`: the last ply of the
/// route-counting perft.
pub(crate) fn count_routes(rules: &Halma, pos: &HalmaPosition) -> u64 {
    if ended(rules, pos).is_some() {
        return 0;
    }
    let occupied = pos.occupied.bits();
    let mut count = 0;
    for from in pos.pieces(pos.to_move) {
        count += routes_of_piece(from, occupied);
    }
    if count == 0 && !stuck(rules, pos) {
        count = 1;
    }
    count
}

/// Why `mv` may not be played in `pos`, deciding with one flood from the move's start.
pub(crate) fn check_move(
    rules: &Halma,
    pos: &HalmaPosition,
    mv: &HalmaMove,
) -> Result<(), MoveError> {
    if let Some(outcome) = decide(rules, pos) {
        return Err(MoveError::GameOver {
            mv: mv.to_string(),
            outcome: outcome.to_string(),
        });
    }
    let mover = pos.to_move;
    let occupied = pos.occupied.bits();
    let Some((from, to)) = mv.points() else {
        return if any_move(pos.pieces(mover).bits(), occupied) {
            Err(MoveError::CannotPass(rules.seat_name(mover).to_string()))
        } else {
            Ok(())
        };
    };
    match pos.piece_at(from) {
        None => {
            return Err(MoveError::NoPiece {
                mv: mv.to_string(),
                from,
            })
        }
        Some(owner) if owner != mover => {
            return Err(MoveError::NotYours {
                mv: mv.to_string(),
                from,
                owner: rules.seat_name(owner).to_string(),
                mover: rules.seat_name(mover).to_string(),
            })
        }
        Some(_) => {}
    }
    if pos.occupied.contains(to) {
        return Err(MoveError::Occupied {
            mv: mv.to_string(),
            to,
        });
    }
    let steps = steps(from, occupied);
    if steps >> to.index() & 1 != 0 {
        return Ok(());
    }
    let ends = chain_ends(from, occupied);
    if ends >> to.index() & 1 != 0 {
        return Ok(());
    }
    let reach: Vec<String> = Points::from_bits(steps | ends)
        .iter()
        .map(|p| p.to_string())
        .collect();
    Err(MoveError::Unreachable {
        mv: mv.to_string(),
        from,
        to,
        reach: if reach.is_empty() {
            "no point".to_string()
        } else {
            reach.join(", ")
        },
    })
}

/// The number of routes `mv` stands for in `pos`: 1 for a pass or a step, the number
/// of simple jump paths from its start to its end for a chain.
pub(crate) fn routes(pos: &HalmaPosition, mv: &HalmaMove) -> u64 {
    match mv.points() {
        Some((from, to)) => routes_between(from, to, pos.occupied.bits()),
        None => 1,
    }
}

/// Plays a legal move.
#[inline]
pub(crate) fn play(rules: &Halma, pos: &mut HalmaPosition, mv: &HalmaMove) {
    match mv.points() {
        Some((from, to)) => pos.move_piece(rules, from, to),
        None => pos.pass(rules),
    }
}

/// The destinations of the piece on `from` in `pos`: its steps and the ends of its
/// jump chains (empty when no piece stands there).
fn destinations(pos: &HalmaPosition, from: Point) -> Points {
    if !pos.occupied.contains(from) {
        return Points::EMPTY;
    }
    let occupied = pos.occupied.bits();
    Points::from_bits(steps(from, occupied) | chain_ends(from, occupied))
}

/// Whether `seat` can step or jump at all in `pos`.
fn can_move(pos: &HalmaPosition, seat: Player) -> bool {
    any_move(pos.pieces(seat).bits(), pos.occupied.bits())
}

impl Halma {
    /// The points the piece on `from` can move to in `pos`: its steps and the end
    /// points of its jump chains, whoever's turn it is (empty when no piece stands
    /// there).
    ///
    /// ```
    /// use doska_core::Game;
    /// use doska_halma::{Halma, Point};
    /// let rules = Halma::THREE;
    /// let from: Point = "k3".parse().unwrap();
    /// let to: Vec<String> = rules.destinations(&rules.start(), from).iter().map(|p| p.to_string()).collect();
    /// assert_eq!(to, ["i5", "k5"]);
    /// ```
    pub fn destinations(&self, pos: &HalmaPosition, from: Point) -> Points {
        destinations(pos, from)
    }

    /// Whether `seat` can step or jump at all in `pos` (a seat that cannot must pass).
    pub fn can_move(&self, pos: &HalmaPosition, seat: doska_core::Player) -> bool {
        can_move(pos, seat)
    }
}
