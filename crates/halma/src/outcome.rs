//! [`HalmaOutcome`] and how the end of a game is decided.

use std::fmt;

use doska_core::{write_verdict, Outcome, Player, Ranking, Reason, Verdict, MAX_PLAYERS};

use crate::jump_flood::any_move;
use crate::position::HalmaPosition;
use crate::rules::{seat_name_of, Finish, Halma};

/// How a halma game ended: who won or the places, why, and how many pieces each seat
/// had in its target.
///
/// - **[`Reason::Target`]**: a seat arrived. When the game ends at the first finisher
///   that seat wins ([`Verdict::Win`]); when play goes on for places the game ends with
///   one seat left and the verdict is a [`Verdict::Ranking`] by finishing order.
/// - **[`Reason::MoveLimit`]**: the move limit was reached; **[`Reason::Passes`]**: no
///   seat still playing can move, so nothing can change any more. Either is a draw,
///   unless some seat has already finished in a ranking game: then the finishers come
///   first, in their order, and the others follow by pieces in their target (ties
///   share a place).
///
/// Payoffs are the core's: a win is +1 for the winner and −1 for the others; in a
/// ranking each seat gets (seats below − seats above) / (seats − 1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct HalmaOutcome {
    verdict: Verdict,
    reason: Reason,
    players: u8,
    in_target: [u8; MAX_PLAYERS],
}

impl HalmaOutcome {
    /// The pieces `seat` had in its target at the end.
    pub fn pieces_in_target(&self, seat: Player) -> usize {
        self.in_target.get(seat.index()).map_or(0, |n| *n as usize)
    }

    /// The winner: the one seat of a win, or the seat alone in first place of a
    /// ranking.
    pub fn winner(&self) -> Option<Player> {
        Player::all(self.players as usize).find(|p| self.verdict.is_win_for(*p))
    }
}

impl Outcome for HalmaOutcome {
    fn verdict(&self) -> Verdict {
        self.verdict
    }
    fn reason(&self) -> Reason {
        self.reason
    }
}

impl fmt::Display for HalmaOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let players = self.players as usize;
        write_verdict(f, &self.verdict, |p| seat_name_of(players, p).to_string())?;
        write!(f, " ({})", self.reason)
    }
}

/// Why the game is over by its rules, without asking whether anyone can move: a seat
/// arrived (or every place is decided), or the move limit.
#[inline]
pub(crate) fn ended(rules: &Halma, pos: &HalmaPosition) -> Option<Reason> {
    let seats = Player::all(rules.seats());
    let decided = match rules.finish() {
        Finish::First => seats.clone().any(|s| pos.arrived(rules, s)),
        Finish::Ranking => seats.filter(|s| !pos.has_finished(*s)).count() <= 1,
    };
    if decided {
        Some(Reason::Target)
    } else if rules.move_limit() > 0 && pos.ply >= rules.move_limit() {
        Some(Reason::MoveLimit)
    } else {
        None
    }
}

/// Whether no seat that still plays can move, the one to move included: the position
/// can never change again.
pub(crate) fn stuck(rules: &Halma, pos: &HalmaPosition) -> bool {
    let occupied = pos.occupied.bits();
    if any_move(pos.pieces(pos.to_move).bits(), occupied) {
        return false;
    }
    Player::all(rules.seats())
        .filter(|s| !pos.has_finished(*s))
        .all(|s| !any_move(pos.pieces(s).bits(), occupied))
}

/// The outcome at `pos`, or `None` while the game goes on.
pub(crate) fn decide(rules: &Halma, pos: &HalmaPosition) -> Option<HalmaOutcome> {
    let reason = ended(rules, pos).or_else(|| stuck(rules, pos).then_some(Reason::Passes))?;
    Some(outcome(rules, pos, reason))
}

/// The outcome of a game over at `pos` for `reason`.
fn outcome(rules: &Halma, pos: &HalmaPosition, reason: Reason) -> HalmaOutcome {
    let n = rules.seats();
    let mut in_target = [0u8; MAX_PLAYERS];
    for s in Player::all(n) {
        in_target[s.index()] = (pos.pieces(s) & rules.target(s)).count() as u8;
    }
    let verdict = match (rules.finish(), reason) {
        (Finish::First, Reason::Target) => {
            let arrived: Vec<Player> = Player::all(n).filter(|s| pos.arrived(rules, *s)).collect();
            if let [one] = arrived[..] {
                Verdict::win(one)
            } else {
                // Several seats arrived already in a position read from a text: they
                // share first place.
                let scores: Vec<u8> = Player::all(n)
                    .map(|s| u8::from(arrived.contains(&s)))
                    .collect();
                Verdict::Ranking(Ranking::by_score(&scores))
            }
        }
        (Finish::First, _) => Verdict::Draw,
        (Finish::Ranking, _) => {
            if reason != Reason::Target && Player::all(n).all(|s| !pos.has_finished(s)) {
                Verdict::Draw
            } else {
                // Finishers by their order, ahead of everyone still playing; those by
                // their pieces in target.
                let scores: Vec<u32> = Player::all(n)
                    .map(|s| match pos.finish_order(s) {
                        Some(event) => 1000 - u32::from(event),
                        None => u32::from(in_target[s.index()]),
                    })
                    .collect();
                Verdict::Ranking(Ranking::by_score(&scores))
            }
        }
    };
    HalmaOutcome {
        verdict,
        reason,
        players: n as u8,
        in_target,
    }
}
