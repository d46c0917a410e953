//! The game: four-player seats and teams, outcomes worked out by hand, texts and their
//! errors, checked play, the diagram, the registry and the evaluation.

use doska_core::registry::Family;
use doska_core::{
    random_playout, seeded_rng, Evaluation, Game, Match, Outcome, Player, PlayerSet, Position,
    Reason, SpecError, Team, Verdict,
};
use doska_scoring_rows::{
    Board, BoardSize, Colour, MoveError, PositionError, ScoringRows, ScoringRowsEval,
    ScoringRowsFamily,
};

fn seat(i: usize) -> Player {
    Player::new(i).unwrap()
}

#[test]
fn four_players_take_turns_a_c_b_d() {
    let game = ScoringRows::four_players();
    assert_eq!(game.players(), 4);
    assert_eq!(game.teams(), 2);
    let names: Vec<String> = (0..4).map(|i| game.player_name(seat(i))).collect();
    assert_eq!(names, ["A (White)", "C (Black)", "B (White)", "D (Black)"]);
    assert_eq!(game.team(seat(0)), game.team(seat(2)));
    assert_eq!(game.team(seat(1)), game.team(seat(3)));
    assert_ne!(game.team(seat(0)), game.team(seat(1)));
    assert_eq!(game.team(seat(1)), Team::new(1).unwrap());

    let mut m = Match::new(game);
    let mut order = Vec::new();
    for mv in ["a1,b1", "a2,b2", "c1,d1", "c2,d2", "e1,f1"] {
        order.push(m.position().to_move().index());
        m.play_text(mv).unwrap();
    }
    assert_eq!(order, [0, 1, 2, 3, 0]);
    // A and B placed White on rank 1, C and D Black on rank 2.
    assert_eq!(
        m.position().to_string(),
        "....../....../....../....../....../....../bbbb../wwwwww 2"
    );
    assert_eq!(m.position().board().score(Colour::White), 36);
    assert_eq!(m.position().board().score(Colour::Black), 16);
}

#[test]
fn a_full_board_ends_the_game_with_both_scores() {
    // White holds files a-c, Black files d-f. Each colour is a 3×8 block: every cell is
    // worth at most 8 (its file), and the three files reach it: 3 · 64 = 192 each.
    let split = "wwwbbb/".repeat(7) + "wwwbbb";
    for (game, side) in [
        (ScoringRows::standard(), "w"),
        (ScoringRows::four_players(), "1"),
    ] {
        let pos = game.parse_position(&format!("{split} {side}")).unwrap();
        assert!(game.moves(&pos).is_empty());
        assert_eq!(game.count_moves(&pos), 0);
        let o = game.outcome(&pos).unwrap();
        assert_eq!((o.score(Colour::White), o.score(Colour::Black)), (192, 192));
        assert_eq!(o.verdict(), Verdict::Draw);
        assert_eq!(o.reason(), Reason::Score);
        assert_eq!(o.to_string(), "draw (score w=192 b=192)");
        assert_eq!(
            o.scores().rows(Colour::White).to_string(),
            "a1-a8 64\nb1-b8 64\nc1-c8 64"
        );
    }
    // Swap a1 and d1. White: b1-b8, c1-c8 (128) and a2-a8 (49); d1 could only pair
    // with c1 (4), which costs file c 15: 177. Black is the same picture turned round
    // (a1 alone, d2-d8, e, f): 177.
    let game = ScoringRows::standard();
    let swapped = "wwwbbb/".repeat(7) + "bwwwbb";
    let pos = game.parse_position(&format!("{swapped} w")).unwrap();
    let o = game.outcome(&pos).unwrap();
    assert_eq!((o.score(Colour::White), o.score(Colour::Black)), (177, 177));
}

#[test]
fn a_win_goes_to_the_team() {
    // White: files a-d of ranks 1-6, a 4×6 block: each cell is worth at most 6, and
    // four files of six reach it: 144. Black: ranks 7-8 and files e-f below them.
    // Black's corner cells e7, f7, e8, f8 decide: all in files e and f (64 + 64) with
    // a7-d7 and a8-d8 (16 + 16) make 160; every other choice of the four corners was
    // counted by hand and is lower (e8 alone in rank 8: 154; ranks 7 and 8 whole: 144;
    // e7 and e8 in the ranks: 150; …).
    let text = "bbbbbb/bbbbbb/".to_string() + &"wwwwbb/".repeat(5) + "wwwwbb";
    for (game, side, team, line) in [
        (
            ScoringRows::standard(),
            "w",
            vec![1],
            "Black wins (score w=144 b=160)",
        ),
        (
            ScoringRows::four_players(),
            "1",
            vec![1, 3],
            "Black (C, D) wins (score w=144 b=160)",
        ),
    ] {
        let pos = game.parse_position(&format!("{text} {side}")).unwrap();
        let o = game.outcome(&pos).unwrap();
        assert_eq!((o.score(Colour::White), o.score(Colour::Black)), (144, 160));
        assert_eq!(o.winner(), Some(Colour::Black));
        let winners: PlayerSet = team.into_iter().map(seat).collect();
        assert_eq!(o.verdict(), Verdict::Win(winners));
        assert_eq!(o.to_string(), line);
        assert_eq!(o.payoff(seat(0), game.players()), -1.0);
        assert_eq!(o.payoff(seat(1), game.players()), 1.0);
        assert_eq!(
            o.scores().rows(Colour::Black).to_string(),
            "e1-e8 64\nf1-f8 64\na7-d7 16\na8-d8 16"
        );
    }
}

#[test]
fn position_texts_and_their_errors() {
    let game = ScoringRows::standard();
    let start = game.start();
    assert_eq!(
        start.to_string(),
        "....../....../....../....../....../....../....../...... w"
    );
    // Digits for empty runs; surrounding whitespace.
    let pos = game.parse_position("  6/6/6/6/6/6/6/ww4 b ").unwrap();
    assert_eq!(
        pos.to_string(),
        "....../....../....../....../....../....../....../ww.... b"
    );
    assert_eq!(pos.to_move(), seat(1));
    let err = |text: &str| game.parse_position(text).unwrap_err();
    assert!(matches!(err(""), PositionError::Empty));
    assert!(matches!(
        err("6/6/6/6/6/6/6/5 w"),
        PositionError::WrongWidth {
            rank: 1,
            found: 5,
            expected: 6,
            ..
        }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6 w"),
        PositionError::WrongRanks {
            found: 7,
            expected: 8
        }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6/x5 w"),
        PositionError::UnknownSymbol {
            symbol: 'x',
            rank: 1,
            ..
        }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6/6"),
        PositionError::MissingSide { .. }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6/6 x"),
        PositionError::BadSide { .. }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6/6 1"),
        PositionError::BadSide { .. }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6/ww4 w"),
        PositionError::WrongSide { .. }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6/bb4 b"),
        PositionError::Unreachable { white: 0, black: 2 }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6/w5 b"),
        PositionError::Unreachable { .. }
    ));
    assert!(matches!(
        err("6/6/6/6/6/6/6/6 w 12"),
        PositionError::Trailing { .. }
    ));
    assert!(matches!(
        err("7/7/7/7/7/7/7/7/7 w"),
        PositionError::TooLarge { .. }
    ));
    // Messages name the offending text.
    assert_eq!(
        err("6/6/6/6/6/6/6/x5 w").to_string(),
        "unknown symbol `x` in rank 1 `x5` (expected w, b, . or a digit)"
    );
    assert_eq!(
        err("6/6/6/6/6/6/6/5 w").to_string(),
        "rank 1 `5` has 5 cells, expected 6"
    );
    // Four players: seats 1-4.
    let four = ScoringRows::four_players();
    let pos = four.parse_position("6/6/6/6/6/6/6/ww4 2").unwrap();
    assert_eq!(pos.to_move(), seat(1));
    assert!(four.parse_position("6/6/6/6/6/6/6/ww4 b").is_err());
    assert!(four.parse_position("6/6/6/6/6/6/6/ww4 3").is_err());
}

#[test]
fn boards_to_score() {
    // The side field is optional and any side is accepted.
    for text in ["ww../bb..", "ww../bb.. w", "ww../bb.. 3", "2ww/2bb"] {
        let board: Board = text.parse().unwrap();
        assert_eq!(board.size(), BoardSize::new(4, 2).unwrap());
        assert_eq!(board.scores().to_string(), "w=4 b=4", "{text}");
    }
    let board: Board = "ww../bb..".parse().unwrap();
    assert_eq!(
        format!("{:#}", board.scores()),
        "w=4 b=4\nw a2-b2 4\nb a1-b1 4"
    );
    assert!(matches!(
        "www/bbb".parse::<Board>(),
        // 3 turns on 3×2: White places 4, Black 2.
        Err(PositionError::TooManyPieces {
            colour: Colour::Black,
            count: 3,
            max: 2,
            ..
        })
    ));
    assert!(matches!(
        "ww./bb".parse::<Board>(),
        Err(PositionError::WrongWidth { .. })
    ));
    assert!(matches!(
        "w.b/b.w/w.b".parse::<Board>(),
        Err(PositionError::OddCells { .. })
    ));
    assert!(matches!(
        "ww../bb.. x".parse::<Board>(),
        Err(PositionError::BadSide { .. })
    ));
    assert!("".parse::<Board>().is_err());
    assert!(Board::parse_sized("ww../bb..", BoardSize::STANDARD).is_err());
}

#[test]
fn move_texts_and_their_errors() {
    let game = ScoringRows::standard();
    let pos = game.parse_position("6/6/6/6/6/6/6/ww4 b").unwrap();
    let mv = game.parse_move(&pos, " f8 , c3 ").unwrap();
    assert_eq!(mv.to_string(), "c3,f8");
    assert_eq!(game.parse_move(&pos, "b2,a2").unwrap().to_string(), "a2,b2");
    // Writers sort by square index: b1 (1) before a2 (8).
    assert_eq!(game.parse_move(&pos, "a2,c1").unwrap().to_string(), "c1,a2");
    let err = |text: &str| game.parse_move(&pos, text).unwrap_err();
    assert!(matches!(
        err("a1,c3"),
        MoveError::Occupied {
            colour: Colour::White,
            ..
        }
    ));
    assert!(matches!(err("c3,c3"), MoveError::SameCell { .. }));
    assert!(matches!(err("g1,c3"), MoveError::OffBoard { .. }));
    assert!(matches!(err("c3"), MoveError::Syntax { .. }));
    // A text that is not a move at all says what a move looks like; a cell-shaped name
    // off the frame is reported as a bad cell.
    for text in ["HELP", "moves", "", "a1,b2,c3", "HELP,ME", "a1-b2", "a1 b2"] {
        assert!(matches!(err(text), MoveError::Syntax { .. }), "{text}");
        assert_eq!(
            err(text).to_string(),
            format!(
                "`{text}` is not a move: expected two cells separated by a comma, e.g. `a1,b2`"
            )
        );
    }
    assert!(matches!(err("a10,b1"), MoveError::Square(_)));
    assert!(matches!(err("i1,b1"), MoveError::Square(_)));
    assert!(matches!(err("c3,z9"), MoveError::Square(_)));
    assert_eq!(err("a1,c3").to_string(), "a1 is occupied by White");
    assert_eq!(err("g1,c3").to_string(), "g1 is off the 6x8 board");
    let full = game
        .parse_position(&(("wwwbbb/".repeat(7)) + "wwwbbb w"))
        .unwrap();
    assert!(matches!(
        game.parse_move(&full, "a1,b1"),
        Err(MoveError::GameOver)
    ));
    // Checked play refuses an occupied cell and leaves the position alone.
    let mut copy = pos;
    let occupied =
        doska_scoring_rows::ScoringRowsMove::new("a1".parse().unwrap(), "c3".parse().unwrap())
            .unwrap();
    assert!(game.play(&mut copy, &occupied).is_err());
    assert_eq!(copy, pos);
}

/// Checked play decides from the two cells alone; on positions of random games it
/// agrees with the generated moves on every pair of cells of the 8×8 frame.
#[test]
fn check_move_agrees_with_generation() {
    use doska_scoring_rows::{ScoringRowsMove, Square};
    let cells: Vec<Square> = (0..64).map(|i| Square::from_index(i).unwrap()).collect();
    for (game, seed) in [
        (ScoringRows::standard(), 3),
        (ScoringRows::four_players(), 4),
        (
            ScoringRows::new(BoardSize::new(3, 4).unwrap(), 2).unwrap(),
            5,
        ),
    ] {
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), 100);
        let mut pos = game.start();
        for (ply, mv) in playout.moves.iter().enumerate() {
            if ply % 4 == 0 {
                let legal = game.moves(&pos);
                let mut accepted = 0;
                for (i, &a) in cells.iter().enumerate() {
                    for &b in &cells[i + 1..] {
                        let m = ScoringRowsMove::new(a, b).unwrap();
                        let check = game.check_move(&pos, &m);
                        assert_eq!(check.is_ok(), legal.contains(&m), "{m} in {pos}");
                        match check {
                            Ok(()) => accepted += 1,
                            Err(MoveError::OffBoard { cell, .. }) => {
                                assert!(!game.size().contains(cell))
                            }
                            Err(MoveError::Occupied { cell, colour }) => {
                                assert_eq!(pos.board().piece_at(cell), Some(colour))
                            }
                            Err(e) => panic!("{m} in {pos}: {e}"),
                        }
                    }
                }
                assert_eq!(accepted, legal.len());
            }
            game.play(&mut pos, mv).unwrap();
        }
        // The game is over: every move is refused as such, the position unchanged.
        let any = ScoringRowsMove::new(cells[0], cells[1]).unwrap();
        let before = pos;
        assert!(matches!(
            game.play(&mut pos, &any),
            Err(MoveError::GameOver)
        ));
        assert_eq!(pos, before);
    }
}

#[test]
fn the_diagram_shows_who_is_to_move_then_the_result() {
    let game = ScoringRowsFamily::from_spec("scoring-rows:files=3,ranks=2").unwrap();
    let mut pos = game.start();
    assert_eq!(
        game.diagram(&pos),
        "2 . . .\n1 . . .\n  a b c\nWhite to move"
    );
    for mv in ["a1,b1", "a2,b2"] {
        let mv = game.parse_move(&pos, mv).unwrap();
        game.play(&mut pos, &mv).unwrap();
    }
    assert_eq!(
        game.diagram(&pos),
        "2 b b .\n1 w w .\n  a b c\nWhite to move"
    );
    // Three turns on 3×2: White places the last two pieces. White a1-c1 (9, c2 alone,
    // better than a1-b1 and c1-c2, 8), Black a2-b2 (4).
    let mv = game.parse_move(&pos, "c1,c2").unwrap();
    game.play(&mut pos, &mv).unwrap();
    assert_eq!(
        game.diagram(&pos),
        "2 b b w\n1 w w w\n  a b c\nWhite wins (score w=9 b=4)"
    );
    let four = ScoringRowsFamily::from_spec("scoring-rows/four:files=2,ranks=2").unwrap();
    assert_eq!(
        four.diagram(&four.start()),
        "2 . .\n1 . .\n  a b\nA (White) to move"
    );
}

#[test]
fn registry_specs() {
    let standard = ScoringRowsFamily::from_spec("scoring-rows").unwrap();
    assert_eq!(standard, ScoringRows::standard());
    assert_eq!(standard.name(), "scoring-rows/standard");
    for (spec, players, size) in [
        ("scoring-rows/standard", 2, BoardSize::STANDARD),
        ("scoring-rows/four", 4, BoardSize::STANDARD),
        ("scoring-rows:players=4", 4, BoardSize::STANDARD),
        ("scoring-rows/four:players=2", 2, BoardSize::STANDARD),
        (
            "scoring-rows:files=8,ranks=8",
            2,
            BoardSize::new(8, 8).unwrap(),
        ),
        (
            "scoring-rows/four:ranks=2",
            4,
            BoardSize::new(6, 2).unwrap(),
        ),
    ] {
        let game = ScoringRowsFamily::from_spec(spec).unwrap();
        assert_eq!((game.players(), game.size()), (players, size), "{spec}");
        // name() rebuilds the same game.
        assert_eq!(ScoringRowsFamily::from_spec(&game.name()).unwrap(), game);
    }
    let err = |spec: &str| ScoringRowsFamily::from_spec(spec).unwrap_err();
    assert_eq!(
        err("scoring-rows/five").to_string(),
        "unknown preset `scoring-rows/five`; presets of scoring-rows: standard, four"
    );
    assert!(matches!(
        err("scoring-rows:players=3"),
        SpecError::BadValue { .. }
    ));
    assert!(err("scoring-rows:players=3")
        .to_string()
        .contains("one of 2, 4"));
    assert!(matches!(
        err("scoring-rows:files=9"),
        SpecError::BadValue { .. }
    ));
    assert!(matches!(
        err("scoring-rows:files=5,ranks=5"),
        SpecError::Conflict { .. }
    ));
    assert!(err("scoring-rows:colour=red")
        .to_string()
        .contains("options: players, files, ranks"));
    assert!(matches!(err("mill"), SpecError::UnknownFamily { .. }));
}

#[test]
fn evaluation_is_antisymmetric() {
    let eval = ScoringRowsEval;
    for (game, seed) in [
        (ScoringRows::standard(), 1),
        (ScoringRows::four_players(), 2),
    ] {
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), 100);
        let mut pos = game.start();
        for mv in &playout.moves {
            let values: Vec<i32> = (0..game.players())
                .map(|i| eval.evaluate(&game, &pos, seat(i)))
                .collect();
            assert_eq!(values[0], -values[1]);
            if game.players() == 4 {
                assert_eq!(values[0], values[2]);
                assert_eq!(values[1], values[3]);
            }
            let w = pos.board().score(Colour::White) as i32;
            let b = pos.board().score(Colour::Black) as i32;
            assert_eq!(values[0], w - b);
            game.play(&mut pos, mv).unwrap();
        }
        // On the full board the evaluation is the final margin.
        let o = game.outcome(&pos).unwrap();
        assert_eq!(
            eval.evaluate(&game, &pos, seat(0)),
            o.score(Colour::White) as i32 - o.score(Colour::Black) as i32
        );
    }
    // Move ordering prefers extending own rows to a lone corner placement.
    let game = ScoringRows::standard();
    let pos = game.parse_position("6/6/6/6/6/6/6/ww4 b").unwrap();
    let reply = game.parse_move(&pos, "a8,f8").unwrap();
    let mut pos = pos;
    game.play(&mut pos, &reply).unwrap();
    let extend = game.parse_move(&pos, "c1,d1").unwrap();
    let far = game.parse_move(&pos, "c5,e5").unwrap();
    assert!(eval.move_priority(&game, &pos, &extend) > eval.move_priority(&game, &pos, &far));
}

#[test]
fn the_docs_page_example() {
    // docs/scoring-rows.md shows this board and its output.
    let board: Board = "wwb/wb./3/3 w".parse().unwrap();
    let scores = board.scores();
    assert_eq!(scores.to_string(), "w=4 b=0");
    assert_eq!(format!("{scores:#}"), "w=4 b=0\nw a4-b4 4");
}

mod parsers_never_panic {
    use super::*;
    use doska_scoring_rows::{Row, ScoringRowsMove, Square};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

        /// Any text: the parsers return a value or an error, and what they accept
        /// writes back to text they read as the same value.
        #[test]
        fn on_any_text(text in "[wb.1-9/ ,a-i0-9x-]{0,40}|\\PC{0,30}") {
            let game = ScoringRows::standard();
            if let Ok(pos) = game.parse_position(&text) {
                prop_assert_eq!(game.parse_position(&pos.to_string()).unwrap(), pos);
            }
            if let Ok(board) = text.parse::<Board>() {
                prop_assert_eq!(board.to_string().parse::<Board>().unwrap(), board);
            }
            if let Ok(mv) = game.parse_move(&game.start(), &text) {
                prop_assert!(game.is_legal(&game.start(), &mv));
            }
            if let Ok(mv) = text.parse::<ScoringRowsMove>() {
                prop_assert_eq!(mv.to_string().parse::<ScoringRowsMove>().unwrap(), mv);
            }
            if let Ok(row) = text.parse::<Row>() {
                prop_assert_eq!(row.to_string().parse::<Row>().unwrap(), row);
            }
            let _ = text.parse::<Square>();
        }
    }
}
