//! Pictures: what the SVG of a position shows, read back with the core's reader and
//! compared with the position's own accessors — the stones, the hands, every cell once,
//! and each colour's rows, whose scores add up to the scorer's score — the marks of a
//! turn, the title, and the board seen from either colour.

use doska_core::conformance::svg::{read, SvgCensus};
use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions, Theme};
use doska_core::{random_playout, seeded_rng, Game, Player};
use doska_scoring_rows::{
    score, supply, BoardSize, Colour, ScoringRows, ScoringRowsFamily, ScoringRowsPosition, Square,
};
use rand::seq::SliceRandom;

/// The names of every cell of a board of `size`, sorted.
fn cell_names(size: BoardSize) -> Vec<String> {
    let mut names: Vec<String> = (0..size.ranks())
        .flat_map(|r| (0..size.files()).map(move |f| Square::new(f, r).unwrap().to_string()))
        .collect();
    names.sort();
    names
}

fn owner(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// The sum of the `data-score` of `owner`'s rows.
fn row_total(census: &SvgCensus, owner: &str) -> u64 {
    census
        .rows
        .iter()
        .filter(|(o, _)| o == owner)
        .map(|(_, s)| s)
        .sum()
}

/// Draws `pos` with `options` and checks the picture against the position: the stones
/// of each colour on their cells, the pieces in hand, every cell drawn once, and each
/// colour's rows scoring exactly what the scorer gives. Returns the census.
fn check_position(
    game: &ScoringRows,
    pos: &ScoringRowsPosition,
    options: &SvgOptions,
) -> SvgCensus {
    let svg = game.svg(pos, options);
    let census = read(&svg).unwrap_or_else(|e| panic!("{pos}: {e}\n{svg}"));
    assert_eq!(census.game, game.name());
    assert_eq!(census.desc, pos.to_string());
    let board = pos.board();
    let size = board.size();
    let mut places = census.places.clone();
    places.sort();
    assert_eq!(places, cell_names(size), "{pos}");
    assert_eq!(census.total(), board.occupied().count() as usize, "{pos}");
    for colour in Colour::ALL {
        let cells = board.pieces(colour);
        assert_eq!(
            census.count(owner(colour), "stone"),
            cells.count() as usize,
            "{pos}"
        );
        for sq in cells.iter() {
            let piece = format!(
                r#"<g class="piece" data-owner="{}" data-kind="stone" data-place="{sq}">"#,
                owner(colour)
            );
            assert!(svg.contains(&piece), "{pos}: no {piece}");
        }
        let in_hand = u64::from(supply(size, colour) - cells.count());
        assert_eq!(census.hands.get(owner(colour)), Some(&in_hand), "{pos}");
        // The rows add up to the scorer's score.
        assert_eq!(
            row_total(&census, owner(colour)),
            u64::from(score(cells)),
            "{pos} {colour}"
        );
    }
    // Each row is a real one: n² for n ≥ 2 (a lone stone draws no row).
    for (o, s) in &census.rows {
        let n = (2..=8).find(|n| n * n == *s);
        assert!(n.is_some(), "{pos}: a row of {o} scores {s}");
    }
    // Each stone on its cell, once.
    let mut piece_places = census.piece_places.clone();
    piece_places.sort();
    let mut occupied: Vec<String> = board.occupied().iter().map(|s| s.to_string()).collect();
    occupied.sort();
    assert_eq!(piece_places, occupied, "{pos}");
    census
}

#[test]
fn the_start_of_every_preset() {
    for preset in ScoringRowsFamily::PRESETS {
        let game = preset.rules;
        let census = check_position(&game, &game.start(), &SvgOptions::default());
        assert_eq!(census.total(), 0);
        assert!(census.rows.is_empty());
        assert_eq!(census.hands["white"], 24);
        assert_eq!(census.hands["black"], 24);
    }
}

#[test]
fn random_positions_show_what_they_hold() {
    let games = [
        ScoringRows::standard(),
        ScoringRows::four_players(),
        ScoringRows::new(BoardSize::new(8, 8).unwrap(), 2).unwrap(),
        ScoringRows::new(BoardSize::new(5, 2).unwrap(), 4).unwrap(),
        ScoringRows::new(BoardSize::new(1, 2).unwrap(), 2).unwrap(),
        ScoringRows::new(BoardSize::new(8, 1).unwrap(), 2).unwrap(),
    ];
    let mut seen = 0;
    for (i, game) in games.iter().enumerate() {
        for seed in 0..6 {
            let mut rng = seeded_rng(100 * i as u64 + seed);
            let playout = random_playout(game, &game.start(), &mut rng, 1000);
            let mut pos = game.start();
            for (ply, mv) in playout.moves.iter().enumerate() {
                game.play(&mut pos, mv).unwrap();
                let options = match ply % 3 {
                    0 => SvgOptions::default(),
                    1 => SvgOptions::new().coordinates(false).theme(Theme::PRINT),
                    _ => SvgOptions::new()
                        .perspective(Player::new(ply % game.players()).unwrap())
                        .theme(Theme::GREEN),
                };
                check_position(game, &pos, &options);
                seen += 1;
            }
            // The end: the rows are the outcome's, and the title gives both scores.
            let outcome = game.outcome(&pos).expect("a playout fills the board");
            let census = check_position(game, &pos, &SvgOptions::default());
            for colour in Colour::ALL {
                assert_eq!(
                    row_total(&census, owner(colour)),
                    u64::from(outcome.score(colour))
                );
            }
            let (w, b) = (outcome.score(Colour::White), outcome.score(Colour::Black));
            assert!(census
                .title
                .contains(&format!("{} to {}", w.max(b), w.min(b))));
        }
    }
    assert!(seen > 500, "{seen}");
}

/// Full boards dealt at random (half the cells each, shuffled): the rows drawn add up
/// to each colour's score, the outcome's.
#[test]
fn rows_add_up_to_the_score_on_random_full_boards() {
    let mut rng = seeded_rng(2024);
    for (files, ranks, players) in [(6, 8, 2), (6, 8, 4), (8, 8, 2), (4, 3, 2), (7, 6, 4)] {
        let game = ScoringRows::new(BoardSize::new(files, ranks).unwrap(), players).unwrap();
        let size = game.size();
        for _ in 0..60 {
            let mut cells: Vec<char> =
                std::iter::repeat_n('w', supply(size, Colour::White) as usize)
                    .chain(std::iter::repeat_n(
                        'b',
                        supply(size, Colour::Black) as usize,
                    ))
                    .collect();
            cells.shuffle(&mut rng);
            let ranks_text: Vec<String> = cells
                .chunks(usize::from(files))
                .map(|r| r.iter().collect())
                .collect();
            let side = if players == 2 {
                if (size.cells() / 2).is_multiple_of(2) {
                    "w"
                } else {
                    "b"
                }
            } else {
                ["1", "2", "3", "4"][(size.cells() / 2) as usize % 4]
            };
            let text = format!("{} {side}", ranks_text.join("/"));
            let pos = game.parse_position(&text).unwrap();
            let outcome = game.outcome(&pos).unwrap();
            let census = check_position(&game, &pos, &SvgOptions::default());
            for colour in Colour::ALL {
                assert_eq!(
                    row_total(&census, owner(colour)),
                    u64::from(outcome.score(colour)),
                    "{text}"
                );
                assert_eq!(
                    census
                        .rows
                        .iter()
                        .filter(|(o, _)| o == owner(colour))
                        .count(),
                    outcome.scores().rows(colour).rows().len()
                );
            }
        }
    }
}

#[test]
fn rows_and_title_of_a_position_worked_by_hand() {
    // White a1-d1 (a four, 16), Black a2-b2 (a two, 4) and a lone piece.
    let game = ScoringRows::standard();
    let pos = game
        .parse_position("....../....../....../....../....../....../bb..../wwww.. b")
        .unwrap();
    let svg = game.svg(&pos, &SvgOptions::default());
    let census = read(&svg).unwrap();
    assert_eq!(
        census.rows,
        [("white".to_string(), 16), ("black".to_string(), 4)]
    );
    assert!(svg.contains(r#"<g class="row" data-owner="white" data-score="16" data-row="a1-d1" pointer-events="none">"#));
    assert!(svg.contains(r#"<g class="row" data-owner="black" data-score="4" data-row="a2-b2" pointer-events="none">"#));
    assert_eq!(
        census.title,
        "Scoring rows, 6×8: Black to move. \
         White: 4 on the board, 20 in hand; 16 points from row a1-d1 (16). \
         Black: 2 on the board, 22 in hand; 4 points from row a2-b2 (4)."
    );
    assert_eq!((census.hands["white"], census.hands["black"]), (20, 22));

    // A lone stone is in no row and draws none.
    let lone = game
        .parse_position("....../....../....../....../....../....../b.b.../w.w... w")
        .unwrap();
    let census = read(&game.svg(&lone, &SvgOptions::default())).unwrap();
    assert!(census.rows.is_empty());
    assert!(census
        .title
        .contains("White: 2 on the board, 22 in hand; 0 points, no rows."));

    // Four players: the seats in the title, the result per team.
    let four = ScoringRows::four_players();
    let pos = four
        .parse_position("....../....../....../....../....../....../bb..../wwww.. 4")
        .unwrap();
    let census = read(&four.svg(&pos, &SvgOptions::default())).unwrap();
    assert!(
        census.title.starts_with(
            "Scoring rows, 6×8, four players in two teams (A and B White, C and D Black): \
             D (Black) to move."
        ),
        "{}",
        census.title
    );

    // A full board: the result with both scores, and every row of both colours.
    let split = "wwwbbb/".repeat(7) + "wwwbbb";
    let full = game.parse_position(&format!("{split} w")).unwrap();
    let census = read(&game.svg(&full, &SvgOptions::default())).unwrap();
    assert!(
        census
            .title
            .starts_with("Scoring rows, 6×8: the board is full; a draw, 192 to 192. White: 24 on the board; 192 points from rows "),
        "{}",
        census.title
    );
    assert_eq!(row_total(&census, "white"), 192);
    assert_eq!(row_total(&census, "black"), 192);
    assert_eq!(census.rows.len(), 6);
    let full = four.parse_position(&format!("{split} 1")).unwrap();
    let census = read(&four.svg(&full, &SvgOptions::default())).unwrap();
    assert!(
        census.title.contains("a draw, 192 to 192"),
        "{}",
        census.title
    );
}

#[test]
fn a_won_game_names_the_winner_and_both_scores() {
    // White a 4×6 block (144), Black ranks 7-8 and files e-f below them (160): the
    // outcome worked by hand in the game's tests.
    let text = "bbbbbb/bbbbbb/".to_string() + &"wwwwbb/".repeat(5) + "wwwwbb";
    let game = ScoringRows::standard();
    let pos = game.parse_position(&format!("{text} w")).unwrap();
    let census = read(&game.svg(&pos, &SvgOptions::default())).unwrap();
    assert!(
        census
            .title
            .starts_with("Scoring rows, 6×8: the board is full; Black wins 160 to 144. White: 24 on the board; 144 points from rows "),
        "{}",
        census.title
    );
    assert_eq!(row_total(&census, "white"), 144);
    assert_eq!(row_total(&census, "black"), 160);
    assert_eq!(census.hands["white"], 0);
    assert_eq!(census.hands["black"], 0);
    // With four players the winning team's seats are named.
    let four = ScoringRows::four_players();
    let pos = four.parse_position(&format!("{text} 1")).unwrap();
    let census = read(&four.svg(&pos, &SvgOptions::default())).unwrap();
    assert!(
        census.title.contains("; Black (C and D) wins 160 to 144."),
        "{}",
        census.title
    );
}

#[test]
fn a_turn_marks_its_two_cells() {
    let game = ScoringRows::standard();
    let start = game.start();
    for (text, placed) in [
        ("a1,b1", ["a1", "b1"]),
        ("c2, a1", ["a1", "c2"]),
        ("f8,a1", ["a1", "f8"]),
    ] {
        let mv = game.parse_move(&start, text).unwrap();
        let marks = game.move_marks(&start, &mv);
        assert_eq!(marks, MoveMarks::placed(placed), "{text}");
        assert!(marks.path.is_empty() && marks.captured.is_empty());
        let mut after = start;
        game.play(&mut after, &mv).unwrap();
        let census = read(&game.svg(&after, &SvgOptions::new().last_move(marks))).unwrap();
        assert_eq!(census.class("last-move"), 2);
        assert_eq!(census.class("captured"), 0);
        assert_eq!(census.count("white", "stone"), 2);
        doska_core::conformance::svg::check_picture(&game, &start, &mv, &after).unwrap();
    }
    // Later in a four-player game: Black's seat C places.
    let four = ScoringRows::four_players();
    let pos = four
        .parse_position("....../....../....../....../....../....../....../ww.... 2")
        .unwrap();
    let mv = four.parse_move(&pos, "e8,f8").unwrap();
    assert_eq!(four.move_marks(&pos, &mv), MoveMarks::placed(["e8", "f8"]));
}

/// The `x` and `y` of the cell `name`'s rectangle in `svg`.
fn cell_corner(svg: &str, name: &str) -> (f64, f64) {
    let key = format!(r#"data-place="{name}" x=""#);
    let at = svg.find(&key).unwrap_or_else(|| panic!("no cell {name}")) + key.len();
    let rest = &svg[at..];
    let x: f64 = rest[..rest.find('"').unwrap()].parse().unwrap();
    let rest = &rest[rest.find(r#"y=""#).unwrap() + 3..];
    let y: f64 = rest[..rest.find('"').unwrap()].parse().unwrap();
    (x, y)
}

/// The centre of the stone on `name`, from its body circle.
fn stone_centre(svg: &str, name: &str) -> (f64, f64) {
    let key = format!(r#"data-place="{name}">"#);
    let group = &svg[svg
        .find(&key)
        .unwrap_or_else(|| panic!("no stone on {name}"))..];
    // The shadow comes first; the body is the second circle.
    let body = &group[group.find("<circle").unwrap() + 7..];
    let body = &body[body.find("<circle").unwrap()..];
    let number = |attr: &str| -> f64 {
        let k = format!(r#" {attr}=""#);
        let s = &body[body.find(&k).unwrap() + k.len()..];
        s[..s.find('"').unwrap()].parse().unwrap()
    };
    (number("cx"), number("cy"))
}

/// The `x` of the text `label` in `svg`.
fn label_x(svg: &str, label: &str) -> f64 {
    let line = svg
        .lines()
        .find(|l| l.ends_with(&format!(">{label}</text>")))
        .unwrap_or_else(|| panic!("no label {label}"));
    let s = &line[line.find(r#" x=""#).unwrap() + 4..];
    s[..s.find('"').unwrap()].parse().unwrap()
}

#[test]
fn the_board_turns_for_black() {
    let game = ScoringRows::standard();
    let pos = game
        .parse_position("....../....../....../....../....../....../....../w....w b")
        .unwrap();
    let usual = game.svg(&pos, &SvgOptions::default());
    let white = game.svg(
        &pos,
        &SvgOptions::new().perspective(Player::new(0).unwrap()),
    );
    let black = game.svg(
        &pos,
        &SvgOptions::new().perspective(Player::new(1).unwrap()),
    );
    assert_eq!(usual, white);
    // As the diagram: a1 bottom left, f8 top right.
    let (a1, f8) = (cell_corner(&usual, "a1"), cell_corner(&usual, "f8"));
    assert!(a1.0 < f8.0 && a1.1 > f8.1);
    // From Black's side: a1 top right, f8 bottom left.
    let (a1b, f8b) = (cell_corner(&black, "a1"), cell_corner(&black, "f8"));
    assert!(a1b.0 > f8b.0 && a1b.1 < f8b.1);
    assert_eq!((a1b.0, a1b.1), (f8.0, f8.1));
    // The stone on a1 follows its cell: its centre is the cell's centre.
    for svg in [&usual, &black] {
        let (x, y) = cell_corner(svg, "a1");
        assert_eq!(stone_centre(svg, "a1"), (x + 50.0, y + 50.0));
        let (x, y) = cell_corner(svg, "f1");
        assert_eq!(stone_centre(svg, "f1"), (x + 50.0, y + 50.0));
    }
    // The coordinates turn with the board: `a` is written under the last column.
    assert!(label_x(&black, "a") > label_x(&black, "f"));
    assert!(label_x(&usual, "a") < label_x(&usual, "f"));

    // Four players: A and B (White) see the usual view, C and D (Black) the turned one.
    let four = ScoringRows::four_players();
    let pos = four.start();
    let usual = four.svg(&pos, &SvgOptions::default());
    for seat in 0..4 {
        let svg = four.svg(
            &pos,
            &SvgOptions::new().perspective(Player::new(seat).unwrap()),
        );
        let turned = cell_corner(&svg, "a1") != cell_corner(&usual, "a1");
        assert_eq!(turned, seat % 2 == 1, "seat {seat}");
    }
}

#[test]
fn every_theme_and_size_reads_back() {
    let game = ScoringRows::standard();
    let mut rng = seeded_rng(9);
    let playout = random_playout(&game, &game.start(), &mut rng, 10);
    for theme in Theme::ALL {
        for coordinates in [true, false] {
            let options = SvgOptions::new()
                .theme(theme)
                .coordinates(coordinates)
                .size(640);
            let census = check_position(&game, &playout.position, &options);
            assert!(census.view_box.0 > 600.0 && census.view_box.1 > 800.0);
        }
    }
    // Names that are not cells of the board are left out of the marks.
    let options = SvgOptions::new()
        .last_move(MoveMarks::placed(["a1", "h8", "z9", ""]))
        .highlight("g1")
        .arrow("a1", "f8");
    let census = read(&game.svg(&playout.position, &options)).unwrap();
    assert_eq!(census.class("last-move"), 1);
    assert_eq!(census.class("highlight"), 0);
    assert_eq!(census.class("arrow"), 1);
}
