//! Every way of counting perft, compared with the plain recursion at one position.

use crate::game::Game;
use crate::perft::{
    perft_divide, perft_generic, perft_routes_generic, Perft, PerftTable, DEFAULT_HASH_FROM,
};

/// Checks at `pos` and `depth` that every way of counting perft gives the count of the
/// generic recursion ([`perft_generic`]), and every way of counting routes that of
/// [`perft_routes_generic`], and returns the plain count.
///
/// The ways: the game's own [`Game::perft`] and [`Game::perft_routes`]; the hashed
/// [`Perft`] with `table` and entries from 1, 2 and [`DEFAULT_HASH_FROM`] plies to go;
/// with the feature `parallel`, the parallel run without and with the table, split from
/// 1, 2 and the default number of plies; and for each of them the per-first-move split
/// ([`Perft::divide`]) against [`perft_divide`], move by move. The table is not
/// cleared: pass the same table to many calls (and a small one) to check the
/// replacement and the reuse of entries across positions too.
///
/// ```
/// use doska_core::conformance::check_perft_ways;
/// use doska_core::{perft, toy::Subtraction, Game, PerftTable};
/// let game = Subtraction::new(3, 12);
/// let table = PerftTable::with_bytes(4 << 10);
/// // 3^5 sequences of takes, less the 21 whose takes add up to more than 12.
/// let n = check_perft_ways(&game, &game.start(), 5, &table);
/// assert_eq!(n, perft(&game, &game.start(), 5));
/// assert_eq!(n, 222);
/// ```
///
/// # Panics
/// On the first way whose count differs, naming it, the game and the position.
pub fn check_perft_ways<G: Game>(
    game: &G,
    pos: &G::Position,
    depth: u32,
    table: &PerftTable,
) -> u64 {
    let moves = perft_generic(game, pos, depth);
    let routes = perft_routes_generic(game, pos, depth);
    let fail = |way: &str, got: u64, want: u64| -> ! {
        panic!(
            "{}: {way} perft({depth}) is {got}, the plain one {want}\n  position: {pos}",
            game.name()
        )
    };
    if game.perft(pos, depth) != moves {
        fail("the game's own", game.perft(pos, depth), moves);
    }
    if game.perft_routes(pos, depth) != routes {
        fail(
            "the game's own route",
            game.perft_routes(pos, depth),
            routes,
        );
    }
    if routes < moves {
        fail("the route (fewer routes than moves)", routes, moves);
    }
    let divide = (depth >= 1).then(|| perft_divide(game, pos, depth));
    // The route count of each first move: its routes times the route perft after it.
    let divide_routes: Option<Vec<(G::Move, u64)>> = divide.as_ref().map(|split| {
        split
            .iter()
            .map(|(mv, _)| {
                let mut next = pos.clone();
                game.play_unchecked(&mut next, mv);
                let n = game.routes(pos, mv) * perft_routes_generic(game, &next, depth - 1);
                (mv.clone(), n)
            })
            .collect()
    });
    let check = |way: &str, run: Perft<'_, G>| {
        for (run, want, split) in [
            (run.routes(false), moves, &divide),
            (run.routes(true), routes, &divide_routes),
        ] {
            let counted = if run.counting() == crate::Counting::Routes {
                "route"
            } else {
                "move"
            };
            let got = run.count(pos, depth);
            if got != want {
                fail(&format!("{way} {counted}"), got, want);
            }
            if let Some(split) = split {
                let got = run.divide(pos, depth);
                if got != *split {
                    panic!(
                        "{}: {way} {counted} divide({depth}) is {got:?}, the plain one \
                         {split:?}\n  position: {pos}",
                        game.name()
                    );
                }
            }
        }
    };
    for from in [1, 2, DEFAULT_HASH_FROM] {
        check(
            &format!("hashed (from {from})"),
            Perft::new(game).table(table).hash_from(from),
        );
    }
    #[cfg(feature = "parallel")]
    for split in [1, 2, crate::perft::DEFAULT_SPLIT_FROM] {
        let run = Perft::new(game).parallel(true).split_from(split);
        check(&format!("parallel (split from {split})"), run);
        check(
            &format!("hashed parallel (split from {split})"),
            run.table(table).hash_from(split.min(2)),
        );
    }
    moves
}
