//! Perft with the last two plies counted together.
//!
//! At two plies from the end, the replies to every move are counted for the same seat
//! (the one after the mover), on boards that differ from the current one in just the
//! two points the move changed. So the destinations of each of that seat's pieces are
//! found once, with the points their floods read; after a move only the pieces whose
//! floods read one of its two points are flooded again. In the opening a move rarely
//! touches the next seat's pieces, so most replies are counted without any flood.

use doska_core::Player;

use crate::jump_flood::{chain_ends, steps, Reach};
use crate::movegen::{count_moves, legal_moves, play};
use crate::moves::HalmaMoves;
use crate::outcome::{ended, stuck};
use crate::point::Point;
use crate::position::HalmaPosition;
use crate::rules::Halma;

/// The number of move sequences of length `depth` from `pos`.
pub(crate) fn perft(rules: &Halma, pos: &HalmaPosition, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_moves(rules, pos),
        2 => two_plies(rules, pos),
        _ => {
            let mut moves = HalmaMoves::new();
            legal_moves(rules, pos, &mut moves);
            let mut total = 0;
            for mv in &moves {
                let mut next = pos.clone();
                play(rules, &mut next, mv);
                total += perft(rules, &next, depth - 1);
            }
            total
        }
    }
}

/// One piece of the seat that replies: where it stands, how many destinations it has
/// now, and the points they depend on.
#[derive(Clone, Copy, Default)]
struct Replier {
    at: u8,
    count: u32,
    reads: u128,
}

/// Perft 2: the replies to every legal move.
fn two_plies(rules: &Halma, pos: &HalmaPosition) -> u64 {
    let mut moves = HalmaMoves::new();
    legal_moves(rules, pos, &mut moves);
    if moves.is_empty() {
        return 0;
    }
    let replier = pos.next_seat(rules, pos.to_move);
    let mut reach = Reach::new(pos.occupied.bits());
    let mut pieces = [Replier::default(); 15];
    let mut n = 0;
    for p in pos.pieces(replier) {
        let (dest, reads) = reach.destinations_and_reads(p);
        pieces[n] = Replier {
            at: p.index() as u8,
            count: dest.count_ones(),
            reads,
        };
        n += 1;
    }
    let pieces = &pieces[..n];
    let mut total = 0;
    for mv in &moves {
        let mut child = pos.clone();
        play(rules, &mut child, mv);
        let Some((from, to)) = mv.points() else {
            total += count_moves(rules, &child);
            continue;
        };
        if child.to_move != replier || ended(rules, &child).is_some() {
            total += count_moves(rules, &child);
            continue;
        }
        total += replies(rules, &child, pieces, from, to, replier);
    }
    total
}

/// The number of legal moves of `child`, reached by moving a piece from `from` to
/// `to`, from the counts of the replying seat's pieces before the move.
#[inline]
fn replies(
    rules: &Halma,
    child: &HalmaPosition,
    pieces: &[Replier],
    from: Point,
    to: Point,
    replier: Player,
) -> u64 {
    let changed = (1u128 << from.index()) | (1u128 << to.index());
    let occupied = child.occupied.bits();
    let mut count = 0u64;
    for r in pieces {
        count += u64::from(if r.reads & changed == 0 {
            r.count
        } else {
            let p = Point::from_index(r.at as usize).expect("a point");
            (steps(p, occupied) | chain_ends(p, occupied)).count_ones()
        });
    }
    debug_assert_eq!(child.to_move, replier);
    if count == 0 && !stuck(rules, child) {
        count = 1;
    }
    count
}
