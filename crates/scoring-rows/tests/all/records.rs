//! Game records of scoring rows: random games of both presets written as records,
//! replayed, and their canonical text read back as the same game, with the results of
//! two players and of two teams of four (from the start and from a set-up position);
//! mangled records never panic and replay only legal moves; a whole four-player game
//! on a small board written by hand, its result checked against the scores.

use doska_core::conformance::records::{self, expected_result, read_one};
use doska_core::record;
use doska_core::registry::Family;
use doska_core::{Ending, Game, Outcome, Player};
use doska_scoring_rows::{Colour, ScoringRows, ScoringRowsFamily, Square};

/// The plies of a random game before it is cut off (a game lasts a turn per two cells:
/// 24 on the 6×8 board).
const MAX_PLIES: usize = 100;
/// The random games of each preset.
const SEEDS: u64 = 6;
/// The longest random game of a mangled record.
const PLIES: usize = 30;

/// The seats in the order a record's result names them, every seat in turn order: two
/// players as `1-0`, `0-1`, `1/2-1/2` (White's score first), four as the place of each
/// seat (A, C, B, D).
fn seats(game: &ScoringRows) -> Vec<Player> {
    Player::all(game.players()).collect()
}

#[test]
fn records_of_random_games_round_trip_in_every_preset() {
    for preset in ScoringRowsFamily::PRESETS {
        let game: ScoringRows = preset.rules;
        for r in records::random_games(&game, &game.start(), 0..SEEDS, MAX_PLIES) {
            let ending = r.ending().expect("every game fills the board");
            assert_eq!(r.plies(), game.turns() as usize);
            assert_eq!(
                r.result(),
                expected_result(ending.verdict(), &seats(&game)),
                "{}",
                game.name()
            );
        }
    }
}

#[test]
fn records_from_set_up_positions_and_mangled_records_in_every_preset() {
    records::check_family::<ScoringRowsFamily>(MAX_PLIES, PLIES);
}

#[test]
fn a_four_player_game_on_a_small_board_gives_the_team_result() {
    // Four players on 4×3, turn order A, C, B, D, A, C. White (A and B) fills rank 1
    // and a2, a3: a row of four and a row of two, 16 + 4 = 20. Black (C and D) fills
    // b2-d3: two rows of three, 9 + 9 = 18. White wins: A and B first, C and D second.
    let game = ScoringRowsFamily::from_spec("scoring-rows/four:files=4,ranks=3").unwrap();
    let header = format!("[Game \"{}\"]\n\n", game.name());
    let moves = "1. b1,a1 b2,c2 c1,d1 b3,d2 2. a2,a3 d3,c3";
    let r = record::replay(&game, &read_one(&format!("{header}{moves} 1-2-1-2")))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.plies(), 6);
    let Some(Ending::Rules(outcome)) = r.ending() else {
        panic!("the full board ends the game: {:?}", r.ending())
    };
    assert_eq!(outcome.score(Colour::White), 20);
    assert_eq!(outcome.score(Colour::Black), 18);
    assert_eq!(r.result(), "1-2-1-2");
    assert_eq!(
        r.result(),
        expected_result(outcome.verdict(), &seats(&game))
    );
    // Without a result, the rules give it; the canonical record writes every placement
    // lower square first (by rank, then file).
    let bare = record::replay(&game, &read_one(&format!("{header}{moves} *"))).unwrap();
    assert_eq!(bare.result(), "1-2-1-2");
    let texts: Vec<&str> = bare.record().mainline().map(|m| m.text.as_str()).collect();
    assert_eq!(
        texts,
        ["a1,b1", "b2,c2", "c1,d1", "d2,b3", "a2,a3", "c3,d3"]
    );
    let square = |name: &str| name.parse::<Square>().unwrap();
    let board = bare.position().board();
    assert_eq!(board.piece_at(square("a3")), Some(Colour::White));
    assert_eq!(board.piece_at(square("b3")), Some(Colour::Black));
    // A result against the scores is refused, in the move text or in the Result tag.
    for text in [
        format!("{header}{moves} 2-1-2-1"),
        format!("{header}{moves} 1-1-1-1"),
        format!("[Result \"2-1-2-1\"]\n{header}{moves} *"),
    ] {
        let refusal = record::replay(&game, &read_one(&text)).unwrap_err();
        assert_eq!(refusal.ply, 6, "{refusal}");
        assert!(
            refusal.reason.contains("the rules ended the game"),
            "{refusal}"
        );
    }
    // A placement on a taken cell, and a seventh turn on the full board, are refused.
    for (more, ply) in [
        ("1. a1,b1 a1,c2", 2),
        ("1. b1,a1 b2,c2 c1,d1 b3,d2 2. a2,a3 d3,c3 a1,b1", 7),
    ] {
        let refusal = record::replay(&game, &read_one(&format!("{header}{more} *"))).unwrap_err();
        assert_eq!(refusal.ply, ply, "{refusal}");
    }
}

#[test]
fn a_two_sided_result_of_a_four_seat_game_is_refused() {
    // The game of the test above, which White (A and B) wins 20 to 18. A game of four
    // seats writes one place a seat: `0-1`, `1/2-1/2` and `2-1-2-1-2` are results of
    // another number of seats, refused rather than taken for unknown.
    let game = ScoringRowsFamily::from_spec("scoring-rows/four:files=4,ranks=3").unwrap();
    for result in ["0-1", "1/2-1/2", "2-1-2-1-2"] {
        let text = format!("1. b1,a1 b2,c2 c1,d1 b3,d2 2. a2,a3 d3,c3 {result}");
        let refusal = record::replay(&game, &read_one(&text)).unwrap_err();
        assert_eq!(refusal.token, result);
        assert!(refusal.reason.contains("1-2-3-4"), "{refusal}");
    }
}
