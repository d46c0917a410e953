//! [`HalmaPosition`]: the pieces of every seat, the seat to move, the turns played and,
//! when play goes on for places, who has finished.

use doska_core::{mix64, Player, Position, MAX_PLAYERS};

use crate::point::Point;
use crate::points::Points;
use crate::rules::{FilledTarget, Finish, Halma};

/// One state of a halma game.
///
/// The pieces of each seat are a [`Points`] set; a point holds at most one piece. The
/// position also counts the turns played (for the move limit) and, in a game that goes
/// on for places ([`Finish::Ranking`]), the order in which seats finished. Its
/// `Display` is the position text (see the crate docs); positions are built by
/// [`Game::start`](doska_core::Game::start), [`Game::parse_position`](doska_core::Game::parse_position)
/// and by playing moves.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct HalmaPosition {
    /// The pieces of each seat; seats beyond the table are empty.
    pub(crate) seats: [Points; MAX_PLAYERS],
    /// Every piece.
    pub(crate) occupied: Points,
    pub(crate) to_move: Player,
    /// Turns played (passes included).
    pub(crate) ply: u32,
    /// For each seat, the finishing event it finished in (1 = the first seat or seats to
    /// finish), 0 while it plays. Kept in ranking games only.
    pub(crate) finished: [u8; MAX_PLAYERS],
}

impl HalmaPosition {
    /// The start: every seat's home full, seat 1 (the bottom) to move.
    pub(crate) fn start(rules: &Halma) -> HalmaPosition {
        let mut seats = [Points::EMPTY; MAX_PLAYERS];
        for seat in Player::all(rules.seats()) {
            seats[seat.index()] = rules.home(seat);
        }
        HalmaPosition::from_parts(seats, Player::FIRST, 0, [0; MAX_PLAYERS])
    }

    pub(crate) fn from_parts(
        seats: [Points; MAX_PLAYERS],
        to_move: Player,
        ply: u32,
        finished: [u8; MAX_PLAYERS],
    ) -> HalmaPosition {
        let occupied = seats.iter().fold(Points::EMPTY, |a, s| a | *s);
        HalmaPosition {
            seats,
            occupied,
            to_move,
            ply,
            finished,
        }
    }

    /// The pieces of `seat`.
    #[inline]
    pub fn pieces(&self, seat: Player) -> Points {
        self.seats[seat.index()]
    }

    /// Every piece on the board.
    #[inline]
    pub fn occupied(&self) -> Points {
        self.occupied
    }

    /// The empty points.
    #[inline]
    pub fn empty(&self) -> Points {
        Points::ALL - self.occupied
    }

    /// The seat whose piece stands on `point`, if any.
    pub fn piece_at(&self, point: Point) -> Option<Player> {
        if !self.occupied.contains(point) {
            return None;
        }
        self.seats
            .iter()
            .position(|s| s.contains(point))
            .and_then(Player::new)
    }

    /// The turns played so far (every move and pass counts one).
    #[inline]
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// In a game that goes on for places ([`Finish::Ranking`]): when `seat` finished,
    /// 1 for the first seat to finish (seats read from a text as finished together
    /// share a number), or `None` while it plays. Always `None` in a game that ends at
    /// the first finisher.
    #[inline]
    pub fn finish_order(&self, seat: Player) -> Option<u8> {
        match self.finished[seat.index()] {
            0 => None,
            n => Some(n),
        }
    }

    /// Whether `seat` has left the turn order (ranking games).
    #[inline]
    pub(crate) fn has_finished(&self, seat: Player) -> bool {
        self.finished[seat.index()] != 0
    }

    /// Whether the board shows `seat` arrived: all its pieces in its target, or, with
    /// the filled-target rule, its target full with at least one of its own pieces.
    #[inline]
    pub(crate) fn arrived(&self, rules: &Halma, seat: Player) -> bool {
        let target = rules.target(seat);
        let own = self.seats[seat.index()];
        if !own.is_empty() && own.is_subset(target) {
            return true;
        }
        rules.filled_target() == FilledTarget::On
            && target.is_subset(self.occupied)
            && own.intersects(target)
    }

    /// The number of the next finishing event.
    fn next_event(&self) -> u8 {
        self.finished.iter().copied().max().unwrap_or(0) + 1
    }

    /// Moves the mover's piece from `from` to `to` (a step or a whole chain) and passes
    /// the turn on.
    #[inline]
    pub(crate) fn move_piece(&mut self, rules: &Halma, from: Point, to: Point) {
        let both = Points::single(from) | Points::single(to);
        self.seats[self.to_move.index()] ^= both;
        self.occupied ^= both;
        if rules.finish() == Finish::Ranking {
            let event = self.next_event();
            for seat in Player::all(rules.seats()) {
                if !self.has_finished(seat)
                    && rules.target(seat).contains(to)
                    && self.arrived(rules, seat)
                {
                    self.finished[seat.index()] = event;
                }
            }
        }
        self.end_turn(rules);
    }

    /// The mover passes.
    #[inline]
    pub(crate) fn pass(&mut self, rules: &Halma) {
        self.end_turn(rules);
    }

    /// Counts the turn and gives the move to the next seat that still plays.
    #[inline]
    fn end_turn(&mut self, rules: &Halma) {
        self.ply = self.ply.saturating_add(1);
        self.to_move = self.next_seat(rules, self.to_move);
    }

    /// The seat after `seat` in the turn order, skipping seats that have finished (it
    /// is `seat` itself when every other seat has finished).
    pub(crate) fn next_seat(&self, rules: &Halma, seat: Player) -> Player {
        let n = rules.seats();
        let mut next = seat.next(n);
        while next != seat && self.has_finished(next) {
            next = next.next(n);
        }
        next
    }
}

impl Position for HalmaPosition {
    #[inline]
    fn to_move(&self) -> Player {
        self.to_move
    }

    fn key(&self) -> u64 {
        let mut finished = 0u64;
        for (i, f) in self.finished.iter().enumerate() {
            finished |= u64::from(*f) << (8 * i);
        }
        let mut h = mix64(finished ^ ((self.to_move.index() as u64) << 56));
        for seat in &self.seats {
            let bits = seat.bits();
            h = mix64(h ^ bits as u64);
            h = mix64(h.rotate_left(17) ^ (bits >> 64) as u64);
        }
        h
    }
}
