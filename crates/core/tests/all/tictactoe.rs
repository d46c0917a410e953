//! Tic-tac-toe proves the core: perft against the published counts, the conformance
//! harness, the match layer, the registry helpers, and every way of counting perft.

use crate::support::tictactoe;
use crate::support::weak_key;

use std::sync::OnceLock;

use doska_core::conformance::perft_file;
use doska_core::conformance::{check, check_perft_ways, Config};
use doska_core::{
    perft, perft_divide, perft_parallel, random_playout, seeded_rng, Ending, Game, Match,
    MatchError, Outcome, Perft, PerftTable, Player, Reason, Verdict,
};
use proptest::prelude::*;

use tictactoe::{Cell, TicTacToe};
use weak_key::{key_only_perft, WeakKey, Weakness};

#[test]
fn perft_matches_published_counts() {
    // Sequences of d moves where finished games stop: the published per-ply counts,
    // read from the data file by the reader every family uses.
    let game = TicTacToe::default();
    let cases = perft_file::parse(include_str!("../data/tictactoe.perft")).unwrap();
    assert_eq!(cases.len(), 1);
    assert_eq!(perft_file::run_case(&game, &cases[0], u64::MAX), Ok(10));
    // Every finished game counted once: the published 255,168.
    fn finished<G: Game>(game: &G, pos: &G::Position) -> u64 {
        if game.outcome(pos).is_some() {
            return 1;
        }
        game.moves(pos)
            .iter()
            .map(|mv| {
                let mut next = pos.clone();
                game.play_unchecked(&mut next, mv);
                finished(game, &next)
            })
            .sum()
    }
    assert_eq!(finished(&game, &game.start()), 255_168);
    let divide = perft_divide(&game, &game.start(), 4);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 3024);
    // By symmetry the four corners give equal counts.
    let corner = |name: &str| {
        divide
            .iter()
            .find(|(m, _)| m.to_string() == name)
            .unwrap()
            .1
    };
    assert_eq!(corner("a1"), corner("c3"));
    assert_eq!(corner("a3"), corner("c1"));
    let split = perft_parallel(&game, &game.start(), 6, 2, |_, _| {});
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 54720);
    assert_eq!(split.len(), 9);
}

#[test]
fn conformance() {
    let report = check(&TicTacToe::default(), &Config::with_playouts(300));
    assert_eq!(report.playouts, 300);
    assert!(report.non_moves_refused > 100, "{report:?}");
    assert!(report.endings.iter().any(|(r, _)| *r == Reason::Connection));
    assert!(report.endings.iter().any(|(r, _)| *r == Reason::NoMoves));
}

#[test]
fn a_wrong_perft_override_is_caught() {
    let wrong = TicTacToe { skew: 1 };
    let caught = std::panic::catch_unwind(|| check(&wrong, &Config::with_playouts(3)));
    let message = *caught.unwrap_err().downcast::<String>().unwrap();
    assert!(
        message.contains("perft(2) is 73, the generic recursion gives 72"),
        "{message}"
    );
}

#[test]
fn match_layer() {
    let mut m = Match::new(TicTacToe::default());
    for mv in ["a1", "b1", "a2", "b2"] {
        m.play_text(mv).unwrap();
    }
    assert!(matches!(m.play_text("a2"), Err(MatchError::Move(_))));
    assert!(matches!(m.play_text("d9"), Err(MatchError::Move(_))));
    assert_eq!(m.moves().len(), 4);
    m.play_text("a3").unwrap();
    let end = m.ending().unwrap();
    assert_eq!(end.verdict(), Verdict::win(Player::FIRST));
    assert!(matches!(m.play_text("c3"), Err(MatchError::Over)));
    assert_eq!(m.record(), ["a1", "b1", "a2", "b2", "a3"]);

    // Undo reopens the game.
    assert_eq!(m.undo(), Some(Cell(6)));
    assert!(!m.is_over());
    m.resign(Player::SECOND).unwrap();
    assert_eq!(m.ending().unwrap().verdict(), Verdict::win(Player::FIRST));
    assert_eq!(m.ending().unwrap().reason(), Reason::Resignation);
    // Named as the game names its seats, not by seat number.
    assert_eq!(m.ending_text().unwrap(), "X wins (O resigned)");
    assert_eq!(
        m.ending().unwrap().to_string(),
        "player 1 wins (player 2 resigned)"
    );
    assert_eq!(
        m.undo(),
        None,
        "withdrawing the resignation takes back no move"
    );
    assert!(!m.is_over());
    m.adjudicate(Verdict::Draw).unwrap();
    assert!(matches!(m.ending(), Some(Ending::Adjudication { .. })));
    assert!(m.resign(Player::FIRST).is_err());

    // Replay of a record, and a record with an illegal move.
    let r = Match::replay(TicTacToe::default(), None, ["a1", "b1", "a2", "b2", "a3"]).unwrap();
    assert!(r.is_over());
    let e = Match::replay(TicTacToe::default(), None, ["a1", "a1"]).unwrap_err();
    assert_eq!(e.index, 1);
    assert_eq!(e.to_string(), "move 2 `a1` of the record: a1 is not free");
}

#[test]
fn playouts_are_reproducible() {
    let g = TicTacToe::default();
    for seed in 0..20 {
        let a = random_playout(&g, &g.start(), &mut seeded_rng(seed), 100);
        let b = random_playout(&g, &g.start(), &mut seeded_rng(seed), 100);
        assert_eq!(a.moves, b.moves);
        assert!(a.ending.is_some());
        assert!(g.outcome(&a.position).is_some());
    }
}

/// The published per-ply counts of the data file.
fn published() -> Vec<(u32, u64)> {
    perft_file::parse(include_str!("../data/tictactoe.perft")).unwrap()[0]
        .counts
        .clone()
}

#[test]
fn hashed_and_parallel_perft_give_the_published_counts() {
    let game = TicTacToe::default();
    let start = game.start();
    let small = PerftTable::with_bytes(4 << 10);
    let large = PerftTable::with_bytes(16 << 20);
    for (depth, count) in published() {
        for table in [&small, &large] {
            for from in [1, 2, 3] {
                let run = Perft::new(&game).table(table).hash_from(from);
                assert_eq!(run.count(&start, depth), count, "depth {depth}");
                assert_eq!(run.routes(true).count(&start, depth), count);
            }
            #[cfg(feature = "parallel")]
            {
                let run = Perft::new(&game).table(table).parallel(true).split_from(2);
                assert_eq!(run.count(&start, depth), count, "depth {depth}");
            }
        }
    }
    assert!(large.occupancy() > 0.0);
}

#[test]
fn weak_keys_are_detected_not_trusted() {
    let table = PerftTable::with_bytes(64 << 10);
    for weakness in [Weakness::Zero, Weakness::SideToMove] {
        let game = WeakKey {
            game: TicTacToe::default(),
            weakness,
        };
        let start = game.start();
        for (depth, count) in published() {
            assert_eq!(check_perft_ways(&game, &start, depth, &table), count);
        }
        // Trusting the key alone would have gone wrong on these keys.
        let (_, nine) = published()[8];
        let key_only = key_only_perft(&game, &start, 9, &PerftTable::with_bytes(64 << 10));
        assert_ne!(key_only, nine, "{weakness:?}");
    }
}

fn shared(small: bool) -> &'static PerftTable {
    static TABLES: [OnceLock<PerftTable>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[usize::from(small)]
        .get_or_init(|| PerftTable::with_bytes(if small { 4 << 10 } else { 16 << 20 }))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Random positions, most games ending inside the horizon; the tables are shared by
    /// all the cases, so entries of earlier positions are reused and replaced.
    #[test]
    fn every_way_agrees_on_tictactoe(
        seed in any::<u64>(),
        plies in 1usize..9,
        depth in 0u32..9,
        small in any::<bool>(),
    ) {
        let game = TicTacToe::default();
        let pos = random_playout(&game, &game.start(), &mut seeded_rng(seed), plies).position;
        let n = check_perft_ways(&game, &pos, depth, shared(small));
        prop_assert_eq!(n, perft(&game, &pos, depth));
    }
}
