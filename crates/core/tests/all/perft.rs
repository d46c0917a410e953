//! The hashed, parallel and route-counting perft against the plain one on the
//! subtraction game (2 to 6 players), and the route count of a game whose moves merge
//! routes, against counts worked out by hand.

use crate::support::weak_key;

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};
use std::sync::OnceLock;

use doska_core::conformance::{check, check_perft_ways, Config};
use doska_core::toy::{Pile, Subtraction, SubtractionError, Take};
use doska_core::{
    perft, perft_divide, perft_routes, Game, Perft, PerftTable, Player, Position, StandardOutcome,
};
use proptest::prelude::*;

use weak_key::{key_only_perft, WeakKey, Weakness};

fn tiny() -> &'static PerftTable {
    static T: OnceLock<PerftTable> = OnceLock::new();
    T.get_or_init(|| PerftTable::with_bytes(4 << 10))
}

fn large() -> &'static PerftTable {
    static T: OnceLock<PerftTable> = OnceLock::new();
    T.get_or_init(|| PerftTable::with_bytes(16 << 20))
}

/// The subtraction game where taking `n` counters may be done in steps of one or two
/// counters, each order of steps a route: 1, 2 and 3 routes for taking 1, 2 and 3
/// (1; 1+1 or 2; 1+1+1, 1+2 or 2+1). The moves merge the routes, as a draughts capture
/// merges the landing sequences that take the same pieces.
#[derive(Clone, Copy, Debug)]
struct Steps(Subtraction);

impl Game for Steps {
    type Position = Pile;
    type Move = Take;
    type Outcome = StandardOutcome;
    type MoveList = <Subtraction as Game>::MoveList;
    type PositionError = SubtractionError;
    type MoveError = SubtractionError;

    fn name(&self) -> String {
        format!("{} in steps", self.0.name())
    }
    fn players(&self) -> usize {
        self.0.players()
    }
    fn start(&self) -> Pile {
        self.0.start()
    }
    fn legal_moves(&self, pos: &Pile, moves: &mut Self::MoveList) {
        self.0.legal_moves(pos, moves);
    }
    fn routes(&self, _: &Pile, mv: &Take) -> u64 {
        u64::from(mv.0)
    }
    fn check_move(&self, pos: &Pile, mv: &Take) -> Result<(), SubtractionError> {
        self.0.check_move(pos, mv)
    }
    fn play_unchecked(&self, pos: &mut Pile, mv: &Take) {
        self.0.play_unchecked(pos, mv);
    }
    fn outcome(&self, pos: &Pile) -> Option<StandardOutcome> {
        self.0.outcome(pos)
    }
    fn parse_position(&self, text: &str) -> Result<Pile, SubtractionError> {
        self.0.parse_position(text)
    }
    fn parse_move(&self, pos: &Pile, text: &str) -> Result<Take, SubtractionError> {
        self.0.parse_move(pos, text)
    }
}

#[test]
fn route_counts_by_hand() {
    let game = Steps(Subtraction::new(2, 5));
    let start = game.start();
    // Depth 1: 1 + 2 + 3 routes. Depth 2: taking 1 leaves 4 (6 routes), taking 2
    // leaves 3 (6 routes, twice), taking 3 leaves 2 (1 + 2 routes, thrice).
    assert_eq!(perft_routes(&game, &start, 1), 6);
    assert_eq!(perft_routes(&game, &start, 2), 6 + 2 * 6 + 3 * 3);
    // Depth 3: from 4 the route perft(2) is 1·6 + 2·3 + 3·1 = 15, from 3 it is
    // 1·3 + 2·1 + 3·0 = 5, from 2 it is 1·1 + 2·0 = 1.
    let by_hand = [(Take(1), 15), (Take(2), 2 * 5), (Take(3), 3)];
    assert_eq!(perft_routes(&game, &start, 3), 28);
    assert_eq!(perft(&game, &start, 3), 10, "moves are counted once");
    for run in [
        Perft::new(&game).routes(true),
        Perft::new(&game).routes(true).table(tiny()).hash_from(1),
        Perft::new(&game).routes(true).table(large()),
    ] {
        assert_eq!(run.count(&start, 3), 28);
        assert_eq!(run.divide(&start, 3), by_hand);
        // The same table answers the move count apart from the route count.
        assert_eq!(run.routes(false).count(&start, 3), 10);
    }
    #[cfg(feature = "parallel")]
    for split in [1, 2, 4] {
        let run = Perft::new(&game)
            .routes(true)
            .parallel(true)
            .split_from(split);
        assert_eq!(run.divide(&start, 3), by_hand);
        assert_eq!(run.table(tiny()).hash_from(1).divide(&start, 3), by_hand);
    }
    // Deeper, every way against the generic recursions.
    let deep = Steps(Subtraction::new(3, 20));
    let plain = perft(&deep, &deep.start(), 9);
    assert_eq!(check_perft_ways(&deep, &deep.start(), 9, tiny()), plain);
    assert!(perft_routes(&deep, &deep.start(), 9) > plain);
}

#[test]
fn the_harness_checks_routes_of_every_move() {
    let report = check(&Steps(Subtraction::new(3, 30)), &Config::with_playouts(20));
    assert!(report.perft_checks > 0);
}

#[test]
fn routes_equal_moves_when_each_move_is_one_route() {
    for players in 2..=6 {
        let game = Subtraction::new(players, 25);
        for depth in 0..=10 {
            assert_eq!(
                perft_routes(&game, &game.start(), depth),
                perft(&game, &game.start(), depth)
            );
        }
    }
}

#[test]
fn weak_keys_are_detected_not_trusted() {
    for weakness in [Weakness::Zero, Weakness::SideToMove] {
        for players in [2, 3, 5] {
            let game = WeakKey {
                game: Subtraction::new(players, 30),
                weakness,
            };
            let start = game.start();
            let plain = perft(&game, &start, 12);
            assert_eq!(check_perft_ways(&game, &start, 12, tiny()), plain);
            let table = PerftTable::with_bytes(1 << 20);
            assert_eq!(Perft::new(&game).table(&table).count(&start, 12), plain);
            // Trusting the key alone would have gone wrong on these keys.
            let key_only = key_only_perft(&game, &start, 12, &PerftTable::with_bytes(1 << 20));
            assert_ne!(key_only, plain, "{weakness:?}, {players} players");
        }
    }
}

#[test]
fn progress_reports_every_first_move() {
    let game = Subtraction::new(3, 40);
    let start = game.start();
    let table = PerftTable::with_bytes(1 << 20);
    let runs = [
        Perft::new(&game),
        Perft::new(&game).table(&table),
        #[cfg(feature = "parallel")]
        Perft::new(&game).table(&table).parallel(true),
        #[cfg(feature = "parallel")]
        Perft::new(&game).parallel(true),
    ];
    for run in runs {
        let calls = AtomicUsize::new(0);
        let sum = AtomicU64::new(0);
        let split = run.divide_with(&start, 14, |_, n| {
            calls.fetch_add(1, Relaxed);
            sum.fetch_add(n, Relaxed);
        });
        assert_eq!(split, perft_divide(&game, &start, 14));
        assert_eq!(calls.into_inner(), 3);
        assert_eq!(sum.into_inner(), perft(&game, &start, 14));
    }
}

#[test]
fn depth_zero_counts_one_and_a_finished_game_nothing() {
    let game = Subtraction::new(2, 3);
    let table = PerftTable::with_bytes(4 << 10);
    let run = Perft::new(&game).table(&table).hash_from(1);
    assert_eq!(run.count(&game.start(), 0), 1);
    let over = game.parse_position("0 2").unwrap();
    assert_eq!(over.to_move(), Player::SECOND);
    for depth in 0..4 {
        assert_eq!(run.count(&over, depth), u64::from(depth == 0));
        assert_eq!(run.routes(true).count(&over, depth), u64::from(depth == 0));
    }
    assert!(run.divide(&over, 3).is_empty());
}

#[test]
#[should_panic(expected = "depth >= 1")]
fn divide_needs_a_move() {
    let game = Subtraction::new(2, 3);
    let _ = Perft::new(&game).divide(&game.start(), 0);
}

#[test]
fn one_table_serves_several_games() {
    // The subtraction game and its version in steps have the same positions (the same
    // key, the same `Hash`) and different route counts; the game's name keeps them
    // apart in a shared table.
    let table = PerftTable::with_bytes(1 << 20);
    let plain = Subtraction::new(2, 30);
    let steps = Steps(plain);
    let (start, depth) = (plain.start(), 11);
    let want = [
        perft_routes(&plain, &start, depth),
        perft_routes(&steps, &start, depth),
    ];
    assert_ne!(want[0], want[1]);
    for round in 0..2 {
        let got = [
            Perft::new(&plain)
                .table(&table)
                .hash_from(1)
                .routes(true)
                .count(&start, depth),
            Perft::new(&steps)
                .table(&table)
                .hash_from(1)
                .routes(true)
                .count(&start, depth),
        ];
        assert_eq!(got, want, "round {round}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random piles, players and depths, the game often ending inside the horizon.
    #[test]
    fn every_way_agrees_on_subtraction(
        players in 2usize..=6,
        pile in 0u32..40,
        seat in 0usize..6,
        depth in 0u32..12,
        small in any::<bool>(),
    ) {
        let game = Subtraction::new(players, pile);
        let pos = game
            .parse_position(&format!("{pile} {}", seat % players + 1))
            .unwrap();
        let table = if small { tiny() } else { large() };
        prop_assert_eq!(check_perft_ways(&game, &pos, depth, table), perft(&game, &pos, depth));
    }
}
