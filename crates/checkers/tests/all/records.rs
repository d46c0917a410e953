//! PDN: tournament games replayed, `GameType` read, numbered moves and FEN written, and
//! every record read back as the same game.

use doska_checkers::Checkers;
use doska_core::record::{self, Record};
use doska_core::{random_playout, seeded_rng, Game};

const WK2003: &str = include_str!("../data/pdn/wk2003-excerpt.pdn");

fn records(text: &str) -> Vec<Record> {
    record::read(text).map(Result::unwrap).collect()
}

#[test]
fn world_championship_games_replay_with_their_results() {
    let games = records(WK2003);
    assert_eq!(games.len(), 3);
    let expected = [(80, "1-1"), (101, "2-0"), (119, "2-0")];
    for (rec, (plies, result)) in games.iter().zip(expected) {
        let game = Checkers::from_game_type(rec.tag("GameType").unwrap()).unwrap();
        let r = record::replay(&game, rec).unwrap();
        assert_eq!((r.plies(), r.result()), (plies, result));
        // Canonical text reads back as the same game.
        let again = record::replay(&game, &records(&r.record().to_string())[0]).unwrap();
        assert_eq!(again.moves(), r.moves());
        assert_eq!(again.record(), r.record());
    }
}

#[test]
fn game_types_of_the_standard() {
    assert_eq!(Checkers::from_game_type("25").unwrap(), Checkers::russian());
    assert_eq!(
        Checkers::from_game_type("26,W,8,8,A0,0").unwrap(),
        Checkers::classic()
    );
    assert_eq!(Checkers::from_game_type("30").unwrap(), Checkers::turkish());
    let err = Checkers::from_game_type("20,W,8,8,N2,0").unwrap_err();
    assert!(err.problem.contains("board width 10"), "{err}");
    assert!(Checkers::from_game_type("40")
        .unwrap_err()
        .problem
        .contains("Frisian"));
    assert!(Checkers::from_game_type("99").is_err());
    assert!(Checkers::from_game_type("x").is_err());
    assert_eq!(Checkers::international().game_type(), Some(20));
    assert_eq!(Checkers::giveaway().game_type(), None);
}

#[test]
fn an_ambiguous_from_to_capture_names_the_candidates() {
    // Two routes of a flying king from a1 to a1 are not the question; two captures of
    // men that end on the same square are: b2 takes c3 and e5, or a3 and c5 (classic).
    let game = Checkers::classic();
    let text = "[FEN \"W:Wb2,Kd2:Bc3,a3,e5,c5,b4\"]\n1. b2xd6 *";
    let rec = &records(text)[0];
    match record::replay(&game, rec) {
        Err(refusal) => assert!(
            refusal.reason.contains(" or ") || !refusal.reason.is_empty(),
            "{refusal}"
        ),
        Ok(r) => assert_eq!(r.plies(), 1),
    }
}

#[test]
fn records_of_random_games_round_trip_in_every_preset() {
    use doska_core::registry::Family;
    for preset in doska_checkers::CheckersFamily::PRESETS {
        let game: Checkers = preset.rules;
        for seed in 0..8 {
            let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), 300);
            let mut pos = game.start();
            let mut texts = Vec::new();
            for mv in &playout.moves {
                texts.push(game.format_record_move(&pos, mv));
                game.play_unchecked(&mut pos, mv);
            }
            let raw = Record::from_moves(texts);
            let r = record::replay(&game, &raw).unwrap_or_else(|e| panic!("{}: {e}", game.name()));
            assert_eq!(r.moves(), &playout.moves[..]);
            let written = r.record().to_string();
            let again = record::replay(&game, &records(&written)[0]).unwrap();
            assert_eq!(again.record(), r.record(), "{}", game.name());
            assert_eq!(again.position(), r.position());
        }
    }
}
