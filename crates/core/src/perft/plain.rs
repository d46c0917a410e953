//! The plain perft: the game's own count ([`perft`], [`perft_routes`]), the generic
//! recursions every override must agree with, and the split by first move (on this
//! thread, or one thread per first move).

use crate::game::Game;

/// The number of legal move sequences of length `depth` from `pos`: the game's own
/// [`Game::perft`], which is [`perft_generic`] unless the game has a faster equivalent.
///
/// ```
/// use doska_core::{perft, toy::Subtraction, Game};
/// let game = Subtraction::new(2, 5);
/// // From a pile of 5, taking 1 to 3: 3 first moves, then 3 + 3 + 2 replies.
/// assert_eq!(perft(&game, &game.start(), 1), 3);
/// assert_eq!(perft(&game, &game.start(), 2), 8);
/// ```
#[inline]
pub fn perft<G: Game>(game: &G, pos: &G::Position, depth: u32) -> u64 {
    game.perft(pos, depth)
}

/// Perft by the generic recursion over the core traits: generate, copy, play, recurse,
/// with [`Game::count_moves`] at the last ply (bulk counting). The reference every
/// override of [`Game::perft`] must agree with.
pub fn perft_generic<G: Game>(game: &G, pos: &G::Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.count_moves(pos),
        _ => {
            let mut moves = G::MoveList::default();
            game.legal_moves(pos, &mut moves);
            let mut total = 0;
            for mv in moves.iter() {
                let mut next = pos.clone();
                game.play_unchecked(&mut next, mv);
                total += perft_generic(game, &next, depth - 1);
            }
            total
        }
    }
}

/// The route-counting perft from `pos`: the game's own [`Game::perft_routes`], which is
/// [`perft_routes_generic`] unless the game has a faster equivalent. It equals
/// [`perft`] in every game whose [`Game::routes`] is always 1.
///
/// ```
/// use doska_core::{perft, perft_routes, toy::Subtraction, Game};
/// let game = Subtraction::new(2, 5);
/// assert_eq!(perft_routes(&game, &game.start(), 3), perft(&game, &game.start(), 3));
/// ```
#[inline]
pub fn perft_routes<G: Game>(game: &G, pos: &G::Position, depth: u32) -> u64 {
    game.perft_routes(pos, depth)
}

/// The route-counting perft by the generic recursion: the sum over the legal moves of
/// [`Game::routes`] times the route count of the position after the move, 1 at depth
/// 0 (so at depth 1, the sum of the routes of the moves). The reference every override
/// of [`Game::perft_routes`] must agree with.
pub fn perft_routes_generic<G: Game>(game: &G, pos: &G::Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = G::MoveList::default();
    game.legal_moves(pos, &mut moves);
    let mut total = 0;
    for mv in moves.iter() {
        let routes = game.routes(pos, mv);
        if depth == 1 {
            total += routes;
        } else {
            let mut next = pos.clone();
            game.play_unchecked(&mut next, mv);
            total += routes * perft_routes_generic(game, &next, depth - 1);
        }
    }
    total
}

/// Perft split by first move: each legal move of `pos` with the number of sequences of
/// length `depth` that start with it (so the counts sum to `perft(depth)`).
///
/// `on_move` is called after each move's count, in order, with the move and its count,
/// for progress reports.
///
/// # Panics
/// When `depth` is 0 (a split needs at least one move).
pub fn perft_divide_with<G: Game>(
    game: &G,
    pos: &G::Position,
    depth: u32,
    mut on_move: impl FnMut(&G::Move, u64),
) -> Vec<(G::Move, u64)> {
    assert!(depth >= 1, "perft_divide needs depth >= 1");
    let mut moves = G::MoveList::default();
    game.legal_moves(pos, &mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            game.play_unchecked(&mut next, &mv);
            let n = game.perft(&next, depth - 1);
            on_move(&mv, n);
            (mv, n)
        })
        .collect()
}

/// Perft split by first move; see [`perft_divide_with`].
///
/// ```
/// use doska_core::{perft, perft_divide, toy::Subtraction, Game};
/// let game = Subtraction::new(2, 5);
/// let split = perft_divide(&game, &game.start(), 3);
/// assert_eq!(split.len(), 3);
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), perft(&game, &game.start(), 3));
/// ```
///
/// # Panics
/// When `depth` is 0.
pub fn perft_divide<G: Game>(game: &G, pos: &G::Position, depth: u32) -> Vec<(G::Move, u64)> {
    perft_divide_with(game, pos, depth, |_, _| {})
}

/// Perft spread over `threads` threads by first move; the same count as [`perft`].
///
/// `on_move` is called from the worker threads as each first move finishes. A split by
/// first move leaves threads idle once fewer first moves than threads are left; for
/// work stealing below the root and a shared table, see [`Perft`](crate::Perft) (feature `parallel`).
pub fn perft_parallel<G: Game>(
    game: &G,
    pos: &G::Position,
    depth: u32,
    threads: usize,
    on_move: impl Fn(&G::Move, u64) + Sync,
) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves: Vec<G::Move> = game.moves(pos).into_iter().collect();
    let threads = threads.clamp(1, moves.len().max(1));
    if threads == 1 {
        return perft_divide_with(game, pos, depth, on_move);
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut counts = vec![0u64; moves.len()];
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(mv) = moves.get(i) else { break };
                        let mut child = pos.clone();
                        game.play_unchecked(&mut child, mv);
                        let n = game.perft(&child, depth - 1);
                        on_move(mv, n);
                        done.push((i, n));
                    }
                    done
                })
            })
            .collect();
        for w in workers {
            for (i, n) in w.join().expect("perft worker panicked") {
                counts[i] = n;
            }
        }
    });
    moves.into_iter().zip(counts).collect()
}
