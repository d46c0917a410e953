//! Position and move text (docs/checkers.md, *Notation*), typed errors, the diagram, the registry and
//! the evaluation.

use doska_checkers::{
    BoardSize, Checkers, CheckersEval, CheckersFamily, Colour, MoveError, PositionError, Square,
};
use doska_core::registry::Family;
use doska_core::{Evaluation, Game, Player, SpecError};

#[test]
fn start_positions_match_the_rules() {
    let classic = Checkers::classic().start();
    assert_eq!(
        classic.to_string(),
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    );
    // American: the same men, Black (the dark side) moves first.
    assert!(Checkers::american()
        .start()
        .to_string()
        .starts_with("B:Wa1,"));
    // Diagonal: each side's squares, as docs/checkers.md lists them.
    let diag = Checkers::diagonal().start();
    let white: Vec<String> = diag
        .iter()
        .filter(|(_, p)| p.colour == Colour::White)
        .map(|(s, _)| s.to_string())
        .collect();
    let mut want_w = vec![
        "c1", "e1", "g1", "d2", "f2", "h2", "e3", "g3", "f4", "h4", "g5", "h6",
    ];
    let mut got_w = white.clone();
    want_w.sort();
    got_w.sort();
    assert_eq!(got_w, want_w);
    let mut black: Vec<String> = diag
        .iter()
        .filter(|(_, p)| p.colour == Colour::Black)
        .map(|(s, _)| s.to_string())
        .collect();
    let mut want_b = vec![
        "a3", "a5", "a7", "b4", "b6", "b8", "c5", "c7", "d6", "d8", "e7", "f8",
    ];
    black.sort();
    want_b.sort();
    assert_eq!(black, want_b);
    // International: 20 men each on ranks 1–4 and 7–10; a1 = 46.
    let intl = Checkers::international().start();
    assert_eq!(
        intl.count(Colour::White, doska_checkers::PieceKind::Man),
        20
    );
    assert_eq!(
        intl.count(Colour::Black, doska_checkers::PieceKind::Man),
        20
    );
    let rules = Checkers::international();
    assert_eq!(rules.parse_position("W:W31-50:B1-20").unwrap(), intl);
}

#[test]
fn fen_reads_numbers_kings_ranges_counters() {
    let rules = Checkers::classic();
    let pos = rules.parse_position(" W:WK29,31:B2:H7. ").unwrap();
    assert_eq!(pos.to_string(), "W:WKa1,e1:Bd8:H7");
    assert_eq!(
        rules.parse_position("B:B1-4:W").unwrap().to_string(),
        "B:W:Bb8,d8,f8,h8"
    );
    let intl = Checkers::international();
    assert_eq!(
        intl.parse_position("W:W46:B5").unwrap().to_string(),
        "W:Wa1:Bj10"
    );
    assert_eq!(
        intl.parse_position("B:WKa1:BKj10:E4").unwrap().to_string(),
        "B:WKa1:BKj10:E4"
    );
    // The FMJD count is dropped outside a counting ending, and under other rules.
    assert_eq!(
        intl.parse_position("B:WKa1:Bj10:E4").unwrap().to_string(),
        "B:WKa1:Bj10"
    );
    assert_eq!(
        rules.parse_position("B:WKa1:BKh8:E4").unwrap().to_string(),
        "B:WKa1:BKh8"
    );
}

#[test]
fn fen_errors_name_the_problem() {
    let rules = Checkers::classic();
    let err = |t: &str| rules.parse_position(t).unwrap_err();
    assert!(matches!(
        err("W:Wa2:Bb8"),
        PositionError::LightSquare { .. }
    ));
    assert_eq!(
        err("W:Wa2:Bb8").to_string(),
        "a2 is a light square; pieces stand on the dark squares"
    );
    assert!(matches!(err("W:Wi1:Bb8"), PositionError::OffBoard { .. }));
    assert!(matches!(err("W:W33:B1"), PositionError::OffBoard { .. }));
    assert!(matches!(
        err("W:Wc3,c3:B1"),
        PositionError::DuplicateSquare { .. }
    ));
    assert!(matches!(
        err("W:Wc3:Bc3"),
        PositionError::DuplicateSquare { .. }
    ));
    assert_eq!(
        err("W:Wb8:Ba3").to_string(),
        "White man on b8, its own promotion rank"
    );
    assert!(matches!(
        err("W:Wc3:Bc1"),
        PositionError::ManOnPromotionRank {
            colour: Colour::Black,
            ..
        }
    ));
    assert_eq!(
        err("W:W14-26:B1").to_string(),
        "White has 13 pieces; at most 12 on this board"
    );
    assert!(matches!(err("W:W:B"), PositionError::NoPieces));
    for bad in [
        "",
        "X:Wc3:Bd4",
        "W:Wc3:Bd4:Q5",
        "W:Wc3:Bd4:H",
        "W:Wc3:Wd4",
        "W:Wc3,,d4:B",
        "W::Wc3",
        "W:Wc3:Bd4:Hx",
        "W:W3-1:B",
        "W:Wzz:B",
        "W:Wé:B",
        "W:W0:B",
        "W:W1234:B",
    ] {
        assert!(rules.parse_position(bad).is_err(), "{bad:?}");
    }
    assert!(matches!(err("W:Wzz:B"), PositionError::NotASquare { .. }));
}

#[test]
fn move_text_reading_and_writing() {
    let rules = Checkers::classic();
    let start = rules.start();
    // PDN numbers: 22 = c3, 18 = d4.
    let mv = rules.parse_move(&start, "22-18").unwrap();
    assert_eq!(mv.to_string(), "c3-d4");
    assert_eq!(rules.format_move(&start, &mv), "c3-d4");
    assert_eq!(rules.parse_move(&start, " c3-d4 ").unwrap(), mv);
    assert_eq!(mv.from(), "c3".parse::<Square>().unwrap());
    assert!(!mv.is_capture());
    // `x` for `:`.
    let pos = rules.parse_position("W:Wc3:Bd4,d6").unwrap();
    assert_eq!(
        rules.parse_move(&pos, "22x15x6").unwrap().to_string(),
        "c3:e5:c7"
    );
    let err =
        |pos: &doska_checkers::CheckersPosition, t: &str| rules.parse_move(pos, t).unwrap_err();
    assert!(matches!(err(&start, "c3"), MoveError::Syntax { .. }));
    assert!(matches!(err(&start, "c3--d4"), MoveError::Syntax { .. }));
    assert!(matches!(err(&start, "z9-a1"), MoveError::BadSquare { .. }));
    assert!(matches!(err(&start, "c4-d5"), MoveError::BadSquare { .. }));
    assert!(matches!(err(&start, "d4-e5"), MoveError::NoPiece { .. }));
    assert_eq!(
        err(&start, "d4-e5").to_string(),
        "no White piece on d4 for move `d4-e5`"
    );
    assert!(matches!(err(&start, "b6-a5"), MoveError::NoPiece { .. }));
    assert!(matches!(err(&start, "c3-e5"), MoveError::Illegal { .. }));
    assert!(matches!(err(&start, "c1-d2"), MoveError::Illegal { .. }));
    let over = rules.parse_position("W:Wa1:Bb2,c3").unwrap();
    assert!(matches!(err(&over, "a1-b2"), MoveError::GameOver { .. }));
    // A text that is not a move at all says what a move looks like.
    for garbage in [
        "zz", "HELP", "C3-D4", "", " ", "xx", "-", "c3-HELP", "é1-a1", "c3 d4",
    ] {
        let e = err(&start, garbage);
        assert!(matches!(e, MoveError::NotAMove { .. }), "{garbage:?}: {e}");
        assert_eq!(
            e.to_string(),
            format!("`{garbage}` is not a move: expected `c3-d4`, `c3:e5` or PDN numbers `22-18`")
        );
    }
    // A square that exists but is light, or is off this board, is named as such.
    assert_eq!(
        err(&start, "c4-d5").to_string(),
        "`c4` in move `c4-d5` is not a dark square of the 8x8 board"
    );
    assert!(matches!(err(&start, "i1-h2"), MoveError::BadSquare { .. }));
    assert!(matches!(err(&start, "33-29"), MoveError::BadSquare { .. }));
}

#[test]
fn diagram_of_the_start() {
    let rules = Checkers::classic();
    let want = [
        " 8   b   b   b   b",
        " 7 b   b   b   b  ",
        " 6   b   b   b   b",
        " 5 .   .   .   .  ",
        " 4   .   .   .   .",
        " 3 w   w   w   w  ",
        " 2   w   w   w   w",
        " 1 w   w   w   w  ",
        "   a b c d e f g h",
        "White to move",
    ]
    .join("\n");
    assert_eq!(rules.diagram(&rules.start()), want);
}

/// Once the game is over, the diagram's last line is the result instead of the side to
/// move; the move-limit counter follows it.
#[test]
fn diagram_of_an_ended_game() {
    let rules = Checkers::classic();
    let last = |fen: &str| {
        let pos = rules.parse_position(fen).unwrap();
        rules.diagram(&pos).lines().last().unwrap().to_string()
    };
    assert_eq!(last("W:Wa1:Bb2,c3"), "Black wins (White has no legal move)");
    assert_eq!(last("B:WKa1:BKh8"), "draw (king against king)");
    assert_eq!(
        last("W:WKa1:BKh8,b6:H60"),
        "draw (60 plies without a capture or a man's forward step), 60 plies without a capture or a man's forward step"
    );
    assert_eq!(
        last("W:WKa1:BKh8,b6:H7"),
        "White to move, 7 plies without a capture or a man's forward step"
    );
}

#[test]
fn registry_builds_every_preset() {
    for preset in CheckersFamily::PRESETS {
        let spec = format!("checkers/{}", preset.name);
        let game = CheckersFamily::from_spec(&spec).unwrap();
        assert_eq!(game, preset.rules);
        assert_eq!(game.name(), spec);
    }
    assert_eq!(
        CheckersFamily::from_spec("checkers").unwrap(),
        Checkers::classic()
    );
    assert_eq!(CheckersFamily::info().presets[0].name, "classic");
    let g = CheckersFamily::from_spec("checkers/american:draws=none").unwrap();
    assert_eq!(g.move_limit(), 0);
    assert_eq!(g.repetition(), None);
    assert_eq!(g.name(), "checkers/american:draws=none");
    let g = CheckersFamily::from_spec("checkers/classic:draws=none,move-limit=100").unwrap();
    assert_eq!(g.move_limit(), 100);
    assert_eq!(CheckersFamily::from_spec(&g.name()).unwrap(), g);
    let g = CheckersFamily::from_spec(
        "checkers/giveaway:board=10x10,first=black,kings=short,man-capture=forward,promotion=stop,material-draws=fmjd,repetition=4,start=diagonal,capture=free,goal=normal",
    )
    .unwrap();
    assert_eq!(g.board(), BoardSize::Ten);
    assert_eq!(CheckersFamily::from_spec(&g.name()).unwrap(), g);
}

#[test]
fn registry_errors_list_what_exists() {
    let err = |s: &str| CheckersFamily::from_spec(s).unwrap_err();
    assert_eq!(
        err("checkers/polish").to_string(),
        "unknown preset `checkers/polish`; presets of checkers: classic, russian, american, giveaway, diagonal, international, turkish, turkish-diagonal-kings, column, self-capture, artamonov, wolf-and-sheep"
    );
    let e = err("checkers:flying=yes").to_string();
    assert!(e.contains("board, squares, start, first, men, man-capture, kings, king-lines, capture, promotion, removal, reverse, captured, goal, draws, material-draws, move-limit, repetition, jumps, pieces, last-moved, placement, adjudication"), "{e}");
    assert_eq!(
        err("checkers:capture=most").to_string(),
        "bad value `most` for option `capture`; expected one of maximum, free"
    );
    assert!(matches!(
        err("checkers:repetition=1"),
        SpecError::Conflict { .. }
    ));
    assert!(matches!(
        err("checkers:move-limit=-1"),
        SpecError::BadValue { .. }
    ));
    assert!(matches!(
        err("chess/classic"),
        SpecError::UnknownFamily { .. }
    ));
}

#[test]
fn evaluation_is_antisymmetric_and_orders_captures() {
    let eval = CheckersEval::default();
    for rules in [
        Checkers::classic(),
        Checkers::american(),
        Checkers::giveaway(),
    ] {
        for fen in [
            "W:WKc3,e3,a1:Bd6,Kh8",
            "B:Wc3:Bb6,d6,Kf8",
            "W:Wc3:Bd4,d6,h8",
        ] {
            let pos = rules.parse_position(fen).unwrap();
            let w = eval.evaluate(&rules, &pos, Player::FIRST);
            assert_eq!(eval.evaluate(&rules, &pos, Player::SECOND), -w, "{fen}");
        }
    }
    // White: king 300 + men on ranks 3 and 1 (100 + 2·4, 100); Black: man d6 (100 +
    // 2·4), king 300.
    let rules = Checkers::classic();
    let pos = rules.parse_position("W:WKc3,e3,a1:Bd6,Kh8").unwrap();
    assert_eq!(
        eval.evaluate(&rules, &pos, Player::FIRST),
        300 + 108 + 100 - 108 - 300
    );
    // Giveaway negates.
    let give = Checkers::giveaway();
    assert_eq!(
        eval.evaluate(&give, &pos, Player::FIRST),
        -(300 + 108 + 100 - 108 - 300)
    );
    // Longer captures first (free choice: both a one- and a two-piece capture).
    let russian = Checkers::russian();
    let pos = russian.parse_position("W:Wa3,g1:BKb4,f2,f4").unwrap();
    let mut moves = russian.moves(&pos).to_vec();
    moves.sort_by_key(|m| -eval.move_priority(&russian, &pos, m));
    assert_eq!(moves[0].capture_count(), 2);
    assert_eq!(moves[1].capture_count(), 1);
}

/// `check_move` (and so `play`) gives the game's reason for a move of another position,
/// and leaves the position unchanged.
#[test]
fn check_move_reasons() {
    let rules = Checkers::classic();
    // A move as another position generates it.
    let move_of = |fen: &str, text: &str| {
        let pos = rules.parse_position(fen).unwrap();
        rules.parse_move(&pos, text).unwrap()
    };
    let check = |fen: &str, mv: &doska_checkers::CheckersMove| {
        let pos = rules.parse_position(fen).unwrap();
        let mut after = pos;
        let played = rules.play(&mut after, mv);
        assert_eq!(played, rules.check_move(&pos, mv));
        if played.is_err() {
            assert_eq!(after, pos, "a refused move changes nothing");
        }
        played
    };
    let start = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
    assert_eq!(check(start, &move_of(start, "c3-d4")), Ok(()));
    assert!(matches!(
        check(start, &move_of("W:Wd4:Bh8", "d4-e5")),
        Err(MoveError::NoPiece {
            colour: Colour::White,
            ..
        })
    ));
    assert!(matches!(
        check(start, &move_of("W:Wc3:Bd4", "c3:e5")),
        Err(MoveError::Illegal { .. })
    ));
    assert!(matches!(
        check(start, &move_of("W:Wc1:Bh8", "c1-d2")),
        Err(MoveError::Illegal { .. })
    ));
    // e1-f2 while c3 must take d4.
    let must = "W:Wc3,e1:Bd4";
    assert!(matches!(
        check(must, &move_of("W:We1,c3:Bh8", "e1-f2")),
        Err(MoveError::CaptureCompulsory { .. })
    ));
    // h2 takes g3, a complete sequence, but c3 takes two (majority rule).
    let two = "W:Wc3,h2:Bd4,d6,g3";
    assert_eq!(
        check(two, &move_of("W:Wh2:Bg3", "h2:f4")),
        Err(MoveError::MustCaptureMore {
            text: "h2:f4".to_string(),
            required: 2
        })
    );
    assert_eq!(check(two, &move_of(two, "c3:c7")), Ok(()));
    // Free choice: the short capture is legal.
    let russian = Checkers::russian();
    let pos = russian.parse_position(two).unwrap();
    let short = move_of("W:Wh2:Bg3", "h2:f4");
    assert_eq!(russian.check_move(&pos, &short), Ok(()));
    // Kings: a flying king's step along an open diagonal, and not through a piece.
    let kings = "W:WKa1,Kh2:Bc3,h8";
    assert!(matches!(
        check(kings, &move_of("W:WKa1:Bh8", "a1-e5")),
        Err(MoveError::CaptureCompulsory { .. })
    ));
    let open = "W:WKa1:Bh6";
    assert_eq!(check(open, &move_of("W:WKa1:Bh8", "a1-g7")), Ok(()));
    assert!(matches!(
        check("W:WKa1,d4:Bh6", &move_of("W:WKa1:Bh8", "a1-g7")),
        Err(MoveError::Illegal { .. })
    ));
    // The game is over: every move is refused as such.
    assert!(matches!(
        check("W:Wa1:Bb2,c3", &move_of(start, "c3-d4")),
        Err(MoveError::GameOver { .. })
    ));
    assert!(matches!(
        check("W:W:Bb2", &move_of(start, "c3-d4")),
        Err(MoveError::GameOver { .. })
    ));
    // A move of the other board.
    let intl = Checkers::international();
    let ten = intl.parse_position("W:Wc3:Bh8").unwrap();
    let mv10 = intl.parse_move(&ten, "c3-d4").unwrap();
    assert!(matches!(
        check("W:Wc3:Bh8", &mv10),
        Err(MoveError::Illegal { .. })
    ));
}
