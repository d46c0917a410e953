//! Game records of halma: random games of every preset (and of short and ranking games
//! that end) written as records, replayed, and their canonical text read back as the
//! same game, with the results of two to six seats; games from set-up positions;
//! mangled records never panic and replay only legal moves; a jump chain written with
//! its landings.

use doska_core::conformance::records::{self, expected_result, read_one, round_trip};
use doska_core::record;
use doska_core::registry::Family;
use doska_core::{random_playout, seeded_rng, Game, Outcome, Player, Position};
use doska_halma::{Finish, Halma, HalmaFamily, Point};

use crate::common::near_the_end;

/// The plies of a random game before it is cut off.
const MAX_PLIES: usize = 200;
/// The random games of each preset.
const SEEDS: u64 = 4;
/// The longest random game of a mangled record.
const PLIES: usize = 60;

/// Checks random games of `game` from `start`; returns the results of those that
/// ended.
fn random_games(game: &Halma, start: &<Halma as Game>::Position, seeds: u64) -> Vec<String> {
    // Two seats as `1-0`, `0-1`, `1/2-1/2` (the first seat's score first), more as the
    // place of each seat in turn.
    let seats: Vec<Player> = Player::all(game.players()).collect();
    let mut results = Vec::new();
    for r in records::random_games(game, start, 0..seeds, MAX_PLIES) {
        if let Some(ending) = r.ending() {
            let result = expected_result(ending.verdict(), &seats);
            assert_eq!(r.result(), result, "{}", game.name());
            results.push(result);
        }
    }
    results
}

#[test]
fn records_of_random_games_round_trip_in_every_preset() {
    for preset in HalmaFamily::PRESETS {
        let game = preset.rules;
        random_games(&game, &game.start(), SEEDS);
        // A short move limit ends the game, drawn: every seat first.
        let short = game.with_move_limit(30);
        let draw = if game.players() == 2 {
            "1/2-1/2".to_string()
        } else {
            vec!["1"; game.players()].join("-")
        };
        assert_eq!(
            random_games(&short, &short.start(), 2),
            [draw.clone(), draw]
        );
    }
}

#[test]
fn records_of_games_near_the_end_give_every_seat_its_place() {
    // Each seat one piece from home: random games end with a winner (`finish=first`) or
    // a ranking of every seat (`finish=ranking`), and the record's result says so.
    let mut results = Vec::new();
    for preset in HalmaFamily::PRESETS {
        for finish in [Finish::First, Finish::Ranking] {
            let game = preset.rules.with_finish(finish);
            let start = game.parse_position(&near_the_end(&game, 1)).unwrap();
            results.extend(random_games(&game, &start, 3));
        }
    }
    assert!(results.len() >= 12, "only {} games ended", results.len());
    // Some ranking of three or more seats, with a third place.
    assert!(results.iter().any(|r| r.contains('3')), "{results:?}");
}

#[test]
fn records_from_set_up_positions_and_mangled_records_in_every_preset() {
    records::check_family::<HalmaFamily>(MAX_PLIES, PLIES);
}

#[test]
fn a_jump_chain_written_with_its_landings_is_the_whole_move() {
    // Three seats: after k3-k5, Bottom's m1 jumps over l2 to k3, then over j4 to i5.
    let game = Halma::THREE;
    let point = |name: &str| name.parse::<Point>().unwrap();
    let short = read_one("[Game \"halma/three\"]\n\n1. k3-k5 d10-e9 m10-m9 2. m1-i5 *");
    let long = read_one("[Game \"halma/three\"]\n\n1. k3-k5 d10-e9 m10-m9 2. m1-k3-i5 *");
    let a = record::replay(&game, &short).unwrap();
    let b = record::replay(&game, &long).unwrap();
    assert_eq!(a.moves(), b.moves());
    assert_eq!(a.position(), b.position());
    assert_eq!(a.record(), b.record());
    // One move of the record, one turn: the piece left m1 and stands on i5; k3, the
    // landing between, is empty again.
    assert_eq!(b.plies(), 4);
    let bottom = Player::FIRST;
    let after = b.position();
    assert_eq!(after.piece_at(point("m1")), None);
    assert_eq!(after.piece_at(point("i5")), Some(bottom));
    assert_eq!(after.piece_at(point("k3")), None);
    assert_eq!(after.to_move(), Player::SECOND);
    // The canonical record writes the chain as the game writes the move.
    let chain = &b.moves()[3];
    let text = &b.record().mainline().nth(3).unwrap().text;
    assert_eq!(
        *text,
        game.format_record_move(b.position_at(3).unwrap(), chain)
    );
    // A landing that is not a jump, or a chain back to its start, is refused there.
    for bad in ["m1-l2-i5", "m1-k3-m1"] {
        let rec = read_one(&format!("1. k3-k5 d10-e9 m10-m9 2. {bad} *"));
        let refusal = record::replay(&game, &rec).unwrap_err();
        assert_eq!((refusal.ply, refusal.token.as_str()), (4, bad), "{refusal}");
    }
}

#[test]
fn move_numbers_go_on_after_the_first_seat_has_finished() {
    // Six seats playing on for places: Bottom (the first seat) finishes early and
    // leaves the turn order; the rounds go on without it. A round has at most six
    // plies, so a game of `plies` plies has at least `plies / 6` rounds.
    let game = Halma::SIX.with_finish(Finish::Ranking);
    let start = game.parse_position(&near_the_end(&game, 1)).unwrap();
    let mut long_games = 0;
    for seed in 0..3 {
        let playout = random_playout(&game, &start, &mut seeded_rng(seed), MAX_PLIES);
        let r = round_trip(&game, &start, &playout.moves, playout.ending.as_ref());
        if r.plies() < 60 {
            continue;
        }
        long_games += 1;
        let rounds = r
            .record()
            .mainline()
            .filter_map(|m| m.number)
            .map(|n| n.number)
            .max()
            .unwrap();
        assert!(
            rounds as usize >= r.plies() / 6,
            "{} plies in {rounds} rounds\n{}",
            r.plies(),
            r.record()
        );
    }
    assert!(long_games > 0);
}
