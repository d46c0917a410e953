//! PDN: tournament games replayed, `GameType` read, numbered moves and FEN written, and
//! every record read back as the same game: random games of every preset (from the start
//! and from set-up positions) and mangled records, by the core's record checks.

use doska_checkers::{Checkers, CheckersFamily};
use doska_core::conformance::records as conformance;
use doska_core::record::{self, Record};
use doska_core::registry::Family;
use doska_core::Game;

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
    // English checkers: the man on 30 (c1) takes two pieces either way round to 14 (c5),
    // over 25 and 17 or over 26 and 18. `30x14` may be either, so it is refused with both
    // named; the full paths replay, and the writer keeps the full path.
    let game = Checkers::american();
    let fen = "[GameType \"21\"]\n[FEN \"W:W30:B25,26,17,18\"]\n\n";
    let short = &records(&format!("{fen}1... 30x14 *"))[0];
    let refusal = record::replay(&game, short).unwrap_err();
    assert_eq!((refusal.ply, refusal.token.as_str()), (1, "30x14"));
    // The candidates are named in the record's own squares.
    assert!(refusal.reason.contains("ambiguous"), "{refusal}");
    for path in ["30x21x14", "30x23x14"] {
        assert!(refusal.reason.contains(path), "{refusal}");
    }
    let mut endings = Vec::new();
    for path in ["30x21x14", "30x23x14"] {
        let full = &records(&format!("{fen}1... {path} *"))[0];
        let r = record::replay(&game, full).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(r.record().mainline().next().unwrap().text, path);
        endings.push(*r.position());
    }
    // The two paths take different pieces.
    assert_ne!(endings[0], endings[1]);
}

#[test]
fn records_of_random_games_round_trip_in_every_preset() {
    for preset in CheckersFamily::PRESETS {
        let game: Checkers = preset.rules;
        let replays = conformance::random_games(&game, &game.start(), 0..8, 300);
        // A preset of the PDN standard names itself by its GameType, the others by
        // their spec.
        for r in &replays {
            match game.game_type() {
                Some(n) => assert_eq!(r.record().tag("GameType"), Some(n.to_string().as_str())),
                None => assert_eq!(r.record().tag("Game"), Some(game.name().as_str())),
            }
        }
        assert!(
            replays.iter().any(|r| r.ending().is_some()),
            "{}",
            game.name()
        );
    }
}

#[test]
fn records_from_set_up_positions_and_mangled_records_in_every_preset() {
    conformance::check_family::<CheckersFamily>(300, 60);
}

/// Every game of `text` replayed in `game` (or its GameType when `None`): the lines
/// `doska pdn` would print, as (game number, Ok(plies) or Err(reason)).
fn verdicts(text: &str, game: Option<Checkers>) -> Vec<Result<usize, String>> {
    record::read(text)
        .map(|rec| {
            let rec = rec.map_err(|e| e.to_string())?;
            let game = match game {
                Some(g) => g,
                None => Checkers::from_game_type(rec.tag("GameType").unwrap())
                    .map_err(|e| e.to_string())?,
            };
            record::replay(&game, &rec)
                .map(|r| r.plies())
                .map_err(|e| e.to_string())
        })
        .collect()
}

#[test]
fn published_tournament_files_replay_with_every_verdict_right() {
    // Dutch semi-finals 1996 (international): squares padded to line up in columns
    // (`1- 6`, `47x 9`); all 13 games replay.
    let v = verdicts(include_str!("../data/pdn/DUTCH96H.pdn"), None);
    assert_eq!(v.len(), 13);
    assert!(v.iter().all(Result::is_ok), "{v:?}");
    assert_eq!(v[0], Ok(105));

    // USSR championship 1947 (Russian draughts, no GameType tag, a FEN tag on every
    // game): all 54 replay.
    let v = verdicts(
        include_str!("../data/pdn/ussr1947.pdn"),
        Some(Checkers::russian()),
    );
    assert_eq!(v.len(), 54);
    assert!(v.iter().all(Result::is_ok), "{v:?}");

    // Gould's problems (English checkers, FEN set-ups): 261 of 262 replay; problem 88's
    // FEN puts a White man on 3, White's own crowning row, which no game can reach.
    let v = verdicts(
        include_str!("../data/pdn/goulds.pdn"),
        Some(Checkers::american()),
    );
    assert_eq!(v.len(), 262);
    let refused: Vec<(usize, &String)> = v
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.as_ref().err().map(|e| (i + 1, e)))
        .collect();
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(refused[0].0, 93);
    assert!(refused[0]
        .1
        .contains("White man on f8, its own promotion rank"));

    // Games from an online server whose GameType says `N1` where the standard's
    // international draughts is `N2`: refused as the tag says, replayed with the game
    // given; the third game plays on after a threefold repetition, which the rules of
    // international draughts make a draw.
    let text = include_str!("../data/pdn/kurnik.pdn");
    let v = verdicts(text, None);
    assert!(
        v.iter()
            .all(|r| r.as_ref().is_err_and(|e| e.contains("not N1"))),
        "{v:?}"
    );
    let v = verdicts(text, Some(Checkers::international()));
    assert_eq!(v[0], Ok(126));
    assert!(
        v[2].as_ref().unwrap_err().contains("repetition, 3 times"),
        "{v:?}"
    );
    assert_eq!(v.iter().filter(|r| r.is_ok()).count(), 3);
}
