//! The core's contract harness on both seatings and several board sizes, and the
//! registry declaration.

use doska_core::conformance::{check, check_family, Config};
use doska_core::{Game, Reason};
use doska_scoring_rows::{BoardSize, ScoringRows, ScoringRowsFamily};

#[test]
fn conformance_two_and_four_players() {
    let games = [
        ScoringRows::standard(),
        ScoringRows::four_players(),
        ScoringRows::new(BoardSize::new(3, 4).unwrap(), 2).unwrap(),
        ScoringRows::new(BoardSize::new(5, 2).unwrap(), 4).unwrap(),
        ScoringRows::new(BoardSize::new(8, 8).unwrap(), 2).unwrap(),
    ];
    for game in games {
        let config = Config {
            playouts: 24,
            starts: vec![
                // A position part-way through, to start from as well.
                game.parse_position(&mid_game(&game)).unwrap().to_string(),
            ],
            ..Config::default()
        };
        let report = check(&game, &config);
        assert_eq!(report.playouts, 24);
        assert!(report.non_moves_refused > 50, "{report:?}");
        assert!(report.endings.iter().all(|(r, _)| *r == Reason::Score));
        assert_eq!(report.longest as u32, game.size().cells() / 2);
    }
}

/// The position after a third of a game of first moves, as text.
fn mid_game(game: &ScoringRows) -> String {
    let mut pos = game.start();
    for _ in 0..game.size().cells() / 6 {
        let mv = game.moves(&pos)[0];
        game.play(&mut pos, &mv).unwrap();
    }
    pos.to_string()
}

#[test]
fn the_family_declaration() {
    // Every preset and every option value on it: each name builds its rules again. Per
    // preset: the preset itself, players 2 and 4, files 1, 8, 3 and 6, ranks 1, 8, 3
    // and 8 (with the other side 6 or 8, every board has an even number of cells).
    assert_eq!(check_family::<ScoringRowsFamily>(), 2 * (1 + 2 + 4 + 4));
}
