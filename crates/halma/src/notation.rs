//! The text of positions and moves.
//!
//! A **position** is the ranks from 17 down to 1 separated by `/`, each rank its points
//! in file order with `.` for an empty point and the seat digit `1`–`6` for a piece;
//! then a space and the seat to move; then, optionally, the turns played (0 when
//! absent). A game that goes on for places adds, once a seat has finished, the
//! finishing order: `finished:` and the seats in the order they finished, separated by
//! `,`, with `=` between seats that finished together (`finished:2,3`). Without it,
//! seats already in their target are taken to have finished together.
//!
//! A **move** is `from-to` (`m4-m6`) for a step or a whole jump chain, or `pass`. A
//! chain may also be written with every landing point (`m1-k3-i5`): each hop must then
//! be a jump, and the move is the same as `m1-i5`.

use std::fmt;

use doska_core::{Player, MAX_PLAYERS};

use crate::error::{MoveError, PositionError};
use crate::jump_flood::is_jump;
use crate::movegen::check_move;
use crate::moves::HalmaMove;
use crate::point::{Point, PointError, RANK_LEN, RANK_START};
use crate::points::Points;
use crate::position::HalmaPosition;
use crate::rules::{FilledTarget, Finish, Halma};

const FINISHED: &str = "finished:";

impl fmt::Display for HalmaPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::with_capacity(160);
        for rank in (1..=17usize).rev() {
            let start = RANK_START[rank] as usize;
            for i in start..start + RANK_LEN[rank] as usize {
                let p = Point::from_index(i).expect("a point of the rank");
                text.push(match self.piece_at(p) {
                    Some(seat) => char::from(b'1' + seat.index() as u8),
                    None => '.',
                });
            }
            if rank > 1 {
                text.push('/');
            }
        }
        write!(f, "{text} {}", self.to_move.index() + 1)?;
        if self.ply > 0 {
            write!(f, " {}", self.ply)?;
        }
        let last = self.finished.iter().copied().max().unwrap_or(0);
        if last > 0 {
            f.write_str(" ")?;
            f.write_str(FINISHED)?;
            for event in 1..=last {
                if event > 1 {
                    f.write_str(",")?;
                }
                let seats: Vec<String> = (0..MAX_PLAYERS)
                    .filter(|s| self.finished[*s] == event)
                    .map(|s| (s + 1).to_string())
                    .collect();
                f.write_str(&seats.join("="))?;
            }
        }
        Ok(())
    }
}

/// Reads a seat digit of a table of `players`.
fn seat_digit(c: char, players: usize) -> Option<Result<Player, PositionError>> {
    let d = c.to_digit(10)? as usize;
    if d == 0 {
        return None;
    }
    Some(if d <= players {
        Ok(Player::new(d - 1).expect("a seat below 7"))
    } else {
        Err(PositionError::NoSuchSeat { seat: d, players })
    })
}

/// Reads a position text of `rules`.
pub(crate) fn parse_position(rules: &Halma, text: &str) -> Result<HalmaPosition, PositionError> {
    let players = rules.seats();
    let fields: Vec<&str> = text.split_whitespace().collect();
    if !(2..=4).contains(&fields.len()) {
        return Err(PositionError::Fields(text.to_string()));
    }
    let seats = parse_board(rules, fields[0])?;
    let to_move = match fields[1].chars().collect::<Vec<_>>()[..] {
        [c] => seat_digit(c, players)
            .unwrap_or_else(|| Err(PositionError::SeatToMove(fields[1].to_string())))?,
        _ => return Err(PositionError::SeatToMove(fields[1].to_string())),
    };
    let mut rest = &fields[2..];
    let mut ply = 0;
    if let Some(first) = rest.first() {
        if !first.starts_with(FINISHED) {
            ply = first
                .parse::<u32>()
                .ok()
                .filter(|_| first.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| PositionError::Ply(first.to_string()))?;
            rest = &rest[1..];
        }
    }
    let order = match rest {
        [] => None,
        [field] if field.starts_with(FINISHED) => Some(*field),
        [field, ..] => return Err(PositionError::FinishOrder(field.to_string())),
    };
    let mut pos = HalmaPosition::from_parts(seats, to_move, ply, [0; MAX_PLAYERS]);
    match (rules.finish(), order) {
        (Finish::First, Some(field)) => {
            return Err(PositionError::FinishOrderNotKept(field.to_string()))
        }
        (Finish::First, None) => {}
        (Finish::Ranking, order) => {
            pos.finished = finish_order(rules, &pos, order)?;
            let playing = Player::all(players)
                .filter(|s| !pos.has_finished(*s))
                .count();
            if playing > 1 && pos.has_finished(to_move) {
                return Err(PositionError::FinishedToMove(to_move.index() + 1));
            }
        }
    }
    Ok(pos)
}

/// Reads the ranks of a position.
fn parse_board(rules: &Halma, board: &str) -> Result<[Points; MAX_PLAYERS], PositionError> {
    let players = rules.seats();
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 17 {
        return Err(PositionError::Ranks(ranks.len()));
    }
    let mut seats = [Points::EMPTY; MAX_PLAYERS];
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 17 - i;
        let len = RANK_LEN[rank] as usize;
        let found = rank_text.chars().count();
        if found != len {
            return Err(PositionError::RankLength {
                rank: rank as u8,
                expected: len,
                found,
                text: rank_text.to_string(),
            });
        }
        for (j, c) in rank_text.chars().enumerate() {
            if c == '.' {
                continue;
            }
            let seat = seat_digit(c, players).unwrap_or(Err(PositionError::Char {
                rank: rank as u8,
                found: c,
            }))?;
            let p = Point::from_index(RANK_START[rank] as usize + j).expect("a point of the rank");
            seats[seat.index()].insert(p);
        }
    }
    for seat in Player::all(players) {
        let found = seats[seat.index()].count() as usize;
        if found > rules.pieces() {
            return Err(PositionError::TooManyPieces {
                seat: seat.index() + 1,
                found,
                max: rules.pieces(),
            });
        }
        if found == 0 {
            return Err(PositionError::NoPieces(seat.index() + 1));
        }
    }
    Ok(seats)
}

/// The finishing events of a ranking game: from the `finished:` field, or every seat
/// already in its target as finished together.
fn finish_order(
    rules: &Halma,
    pos: &HalmaPosition,
    field: Option<&str>,
) -> Result<[u8; MAX_PLAYERS], PositionError> {
    let players = rules.seats();
    let mut events = [0u8; MAX_PLAYERS];
    match field {
        None => {
            for s in Player::all(players) {
                if pos.arrived(rules, s) {
                    events[s.index()] = 1;
                }
            }
        }
        Some(field) => {
            let bad = || PositionError::FinishOrder(field.to_string());
            let list = &field[FINISHED.len()..];
            for (i, group) in list.split(',').enumerate() {
                for seat in group.split('=') {
                    let mut chars = seat.chars();
                    let (Some(c), None) = (chars.next(), chars.next()) else {
                        return Err(bad());
                    };
                    let s = seat_digit(c, players).unwrap_or_else(|| Err(bad()))?;
                    if events[s.index()] != 0 {
                        return Err(bad());
                    }
                    events[s.index()] = i as u8 + 1;
                }
            }
            for s in Player::all(players) {
                let shows = pos.arrived(rules, s)
                    || (rules.filled_target() == FilledTarget::On
                        && pos.pieces(s).intersects(rules.target(s)));
                if events[s.index()] != 0 && !shows {
                    return Err(PositionError::NotArrived(s.index() + 1));
                }
                if events[s.index()] == 0 && pos.arrived(rules, s) {
                    return Err(PositionError::NotListed(s.index() + 1));
                }
            }
        }
    }
    Ok(events)
}

/// Reads a point of a move text: a syntax error makes the whole text not a move.
fn move_point(text: &str, part: &str) -> Result<Point, MoveError> {
    part.parse::<Point>().map_err(|error| match error {
        PointError::Syntax(_) => MoveError::Syntax(text.to_string()),
        error => MoveError::Point {
            text: text.to_string(),
            error,
        },
    })
}

/// Reads a move text and returns the legal move of `pos` it names.
pub(crate) fn parse_move(
    rules: &Halma,
    pos: &HalmaPosition,
    text: &str,
) -> Result<HalmaMove, MoveError> {
    let t = text.trim();
    if t == "pass" {
        check_move(rules, pos, &HalmaMove::PASS)?;
        return Ok(HalmaMove::PASS);
    }
    let parts: Vec<&str> = t.split('-').collect();
    if parts.len() < 2 {
        return Err(MoveError::Syntax(text.to_string()));
    }
    let points = parts
        .iter()
        .map(|part| move_point(text, part))
        .collect::<Result<Vec<Point>, MoveError>>()?;
    let (from, to) = (points[0], points[points.len() - 1]);
    let mv = HalmaMove::new(from, to).ok_or_else(|| MoveError::ReturnsToStart(t.to_string()))?;
    check_move(rules, pos, &mv)?;
    // A route written out: every hop must be a jump, with the piece lifted.
    if points.len() > 2 {
        let lifted = pos.occupied().without(from).bits();
        for hop in points.windows(2) {
            if !is_jump(hop[0], hop[1], lifted) {
                return Err(MoveError::Route {
                    mv: t.to_string(),
                    hop: format!("{}-{}", hop[0], hop[1]),
                });
            }
        }
    }
    Ok(mv)
}
