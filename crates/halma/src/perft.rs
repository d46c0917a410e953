//! Perft with the last two plies counted together, of moves and of routes.
//!
//! At two plies from the end, the replies to every move are counted for the same seat
//! (the one after the mover), on boards that differ from the current one in just the
//! two points the move changed. So the turns of each of that seat's pieces are counted
//! once, with the points their count read; after a move only the pieces whose counts
//! read one of its two points are counted again. In the opening a move rarely touches
//! the next seat's pieces, so most replies are counted without a flood or a search.
//!
//! The same scheme counts moves (a piece's destinations, one flood) and routes (a
//! piece's simple jump paths, one search; see `jump_routes`): both depend on the same
//! points, the ones a flood from the piece reads.

use doska_core::Player;

use crate::jump_flood::{chain_ends, reads_of, steps, Reach};
use crate::jump_routes::{routes_and_ends, routes_of_piece};
use crate::movegen::{count_moves, count_routes, legal_moves, moves_with_routes, play};
use crate::moves::{HalmaMove, HalmaMoves};
use crate::outcome::{ended, stuck};
use crate::point::Point;
use crate::position::HalmaPosition;
use crate::rules::Halma;

/// What a perft counts: moves, or the routes they stand for.
trait Way {
    /// The turns of the piece on `from` of the board `occupied` (`reach` answers for the
    /// same board), and the points they depend on.
    fn piece_and_reads(reach: &mut Reach, occupied: u128, from: Point) -> (u64, u128);
    /// The turns of the piece on `from` of the board `occupied`.
    fn piece(from: Point, occupied: u128) -> u64;
    /// The turns of `pos`: the last ply.
    fn count(rules: &Halma, pos: &HalmaPosition) -> u64;
    /// Calls `f` with every legal move of `pos` and the turns it stands for.
    fn each_move(rules: &Halma, pos: &HalmaPosition, f: impl FnMut(&HalmaMove, u64));
}

/// One move per (start, end) pair: [`Game::perft`](doska_core::Game::perft).
struct Moves;

impl Way for Moves {
    #[inline]
    fn piece_and_reads(reach: &mut Reach, _: u128, from: Point) -> (u64, u128) {
        let (dest, reads) = reach.destinations_and_reads(from);
        (u64::from(dest.count_ones()), reads)
    }

    #[inline]
    fn piece(from: Point, occupied: u128) -> u64 {
        u64::from((steps(from, occupied) | chain_ends(from, occupied)).count_ones())
    }

    #[inline]
    fn count(rules: &Halma, pos: &HalmaPosition) -> u64 {
        count_moves(rules, pos)
    }

    #[inline]
    fn each_move(rules: &Halma, pos: &HalmaPosition, mut f: impl FnMut(&HalmaMove, u64)) {
        let mut moves = HalmaMoves::new();
        legal_moves(rules, pos, &mut moves);
        for mv in &moves {
            f(mv, 1);
        }
    }
}

/// Every route a turn: [`Game::perft_routes`](doska_core::Game::perft_routes).
struct Routes;

impl Way for Routes {
    #[inline]
    fn piece_and_reads(_: &mut Reach, occupied: u128, from: Point) -> (u64, u128) {
        // The search of the routes stands on the points a flood from the piece
        // reaches, and reads what the flood reads.
        let (count, ends) = routes_and_ends(from, occupied);
        (count, reads_of(from, ends))
    }

    #[inline]
    fn piece(from: Point, occupied: u128) -> u64 {
        routes_of_piece(from, occupied)
    }

    #[inline]
    fn count(rules: &Halma, pos: &HalmaPosition) -> u64 {
        count_routes(rules, pos)
    }

    #[inline]
    fn each_move(rules: &Halma, pos: &HalmaPosition, f: impl FnMut(&HalmaMove, u64)) {
        moves_with_routes(rules, pos, f);
    }
}

/// The number of move sequences of length `depth` from `pos`.
pub(crate) fn perft(rules: &Halma, pos: &HalmaPosition, depth: u32) -> u64 {
    count::<Moves>(rules, pos, depth)
}

/// The number of route sequences of length `depth` from `pos`: each move weighed by
/// the routes it stands for.
pub(crate) fn perft_routes(rules: &Halma, pos: &HalmaPosition, depth: u32) -> u64 {
    count::<Routes>(rules, pos, depth)
}

fn count<W: Way>(rules: &Halma, pos: &HalmaPosition, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => W::count(rules, pos),
        2 => two_plies::<W>(rules, pos),
        _ => {
            let mut total = 0;
            W::each_move(rules, pos, |mv, weight| {
                let mut next = pos.clone();
                play(rules, &mut next, mv);
                total += weight * count::<W>(rules, &next, depth - 1);
            });
            total
        }
    }
}

/// One piece of the seat that replies: where it stands, how many turns it has now,
/// and the points they depend on.
#[derive(Clone, Copy, Default)]
struct Replier {
    at: u8,
    count: u64,
    reads: u128,
}

/// Perft 2: the replies to every legal move.
fn two_plies<W: Way>(rules: &Halma, pos: &HalmaPosition) -> u64 {
    if ended(rules, pos).is_some() {
        return 0;
    }
    let replier = pos.next_seat(rules, pos.to_move);
    let occupied = pos.occupied.bits();
    let mut reach = Reach::new(occupied);
    let mut pieces = [Replier::default(); 15];
    let mut n = 0;
    for p in pos.pieces(replier) {
        let (count, reads) = W::piece_and_reads(&mut reach, occupied, p);
        pieces[n] = Replier {
            at: p.index() as u8,
            count,
            reads,
        };
        n += 1;
    }
    let pieces = &pieces[..n];
    let mut total = 0;
    W::each_move(rules, pos, |mv, weight| {
        let mut child = pos.clone();
        play(rules, &mut child, mv);
        total += weight
            * match mv.points() {
                Some((from, to)) if child.to_move == replier && ended(rules, &child).is_none() => {
                    replies::<W>(rules, &child, pieces, from, to, replier)
                }
                _ => W::count(rules, &child),
            };
    });
    total
}

/// The number of turns of `child`, reached by moving a piece from `from` to `to`, from
/// the counts of the replying seat's pieces before the move.
#[inline]
fn replies<W: Way>(
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
        count += if r.reads & changed == 0 {
            r.count
        } else {
            W::piece(Point::from_index(r.at as usize).expect("a point"), occupied)
        };
    }
    debug_assert_eq!(child.to_move, replier);
    if count == 0 && !stuck(rules, child) {
        count = 1;
    }
    count
}
