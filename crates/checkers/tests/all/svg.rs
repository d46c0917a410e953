//! Pictures: every preset's start and random positions read back with an XML parser
//! show the pieces the position has, where it has them; the marks of hand-picked moves;
//! the board seen from either side.

use std::collections::BTreeMap;

use doska_checkers::{Checkers, CheckersFamily, Colour, PieceKind, Square};
use doska_core::conformance::svg::{read, SvgCensus};
use doska_core::rand::Rng;
use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions, Theme};
use doska_core::{seeded_rng, Game};

fn picture(
    rules: &Checkers,
    pos: &doska_checkers::CheckersPosition,
    options: &SvgOptions,
) -> SvgCensus {
    let svg = rules.svg(pos, options);
    read(&svg).unwrap_or_else(|e| panic!("{}: {e}\n{svg}", rules.name()))
}

/// The pieces of `pos` by (owner, kind) and their squares, counted from the position's
/// own accessors: each piece of a column once.
fn expected(
    rules: &Checkers,
    pos: &doska_checkers::CheckersPosition,
) -> (BTreeMap<(String, String), usize>, Vec<String>) {
    let wolf = rules.name().starts_with("checkers/wolf-and-sheep");
    let mut pieces = BTreeMap::new();
    let mut places = Vec::new();
    for sq in Square::all() {
        for piece in pos.column(sq) {
            let owner = if pos.is_neutral() {
                "neutral"
            } else {
                match piece.colour {
                    Colour::White => "white",
                    Colour::Black => "black",
                }
            };
            let kind = match (wolf, piece.colour, piece.kind) {
                (true, Colour::White, _) => "wolf",
                (true, Colour::Black, _) => "sheep",
                (false, _, PieceKind::King) => "king",
                (false, _, PieceKind::Man) => "man",
            };
            *pieces
                .entry((owner.to_string(), kind.to_string()))
                .or_default() += 1;
            places.push(sq.to_string());
        }
    }
    places.sort();
    (pieces, places)
}

fn check_counts(rules: &Checkers, pos: &doska_checkers::CheckersPosition) {
    let census = picture(rules, pos, &SvgOptions::default());
    let (pieces, places) = expected(rules, pos);
    assert_eq!(census.pieces, pieces, "{}: {pos}", rules.name());
    let mut drawn = census.piece_places.clone();
    drawn.sort();
    assert_eq!(drawn, places, "{}: {pos}", rules.name());
    // Every playing square is drawn once, as a place.
    let n = pos.board_size().side();
    let all = rules.name().contains("turkish");
    let squares = usize::from(n) * usize::from(n) / if all { 1 } else { 2 };
    assert_eq!(census.places.len(), squares, "{}", rules.name());
    assert!(census.hands.is_empty());
    assert_eq!(census.desc, pos.to_string());
    assert_eq!(census.game, rules.name());
}

#[test]
fn every_preset_start() {
    for preset in CheckersFamily::PRESETS {
        let rules = preset.rules;
        check_counts(&rules, &rules.start());
    }
    // The start of the classic game: 12 men a side.
    let census = picture(
        &Checkers::classic(),
        &Checkers::classic().start(),
        &SvgOptions::default(),
    );
    assert_eq!(census.count("white", "man"), 12);
    assert_eq!(census.count("black", "man"), 12);
    assert_eq!(census.total(), 24);
    assert_eq!(
        census.title,
        "Brazilian draughts: White to move; White 12 men; Black 12 men."
    );
}

#[test]
fn random_positions_of_every_preset() {
    let mut rng = seeded_rng(30);
    for preset in CheckersFamily::PRESETS {
        let rules = preset.rules;
        for _ in 0..12 {
            let mut pos = rules.start();
            let plies = rng.random_range(0..120);
            for _ in 0..plies {
                let moves = rules.moves(&pos);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.random_range(0..moves.len())];
                rules.play(&mut pos, &mv).unwrap();
            }
            check_counts(&rules, &pos);
        }
    }
}

#[test]
fn marks_of_a_capture_a_step_a_placement_and_a_pass() {
    let rules = Checkers::classic();
    let pos = rules.parse_position("W:Wc3,h2:Bd4,d6,g3").unwrap();
    let mv = rules.parse_move(&pos, "c3:c7").unwrap();
    assert_eq!(
        rules.move_marks(&pos, &mv),
        MoveMarks::path(["c3", "e5", "c7"]).with_captured(["d4", "d6"])
    );
    let mut after = pos;
    rules.play(&mut after, &mv).unwrap();
    let census = picture(
        &rules,
        &after,
        &SvgOptions::new().last_move(rules.move_marks(&pos, &mv)),
    );
    assert_eq!(census.class("captured"), 2);
    assert_eq!(
        census.class("last-move"),
        3,
        "two tinted squares and the arrow"
    );

    let start = rules.start();
    let step = rules.parse_move(&start, "c3-d4").unwrap();
    assert_eq!(
        rules.move_marks(&start, &step),
        MoveMarks::path(["c3", "d4"])
    );

    let wolf = Checkers::wolf_and_sheep();
    let start = wolf.start();
    let place = wolf.parse_move(&start, "d8").unwrap();
    assert_eq!(wolf.move_marks(&start, &place), MoveMarks::placed(["d8"]));
    // Sheep with no step pass: nothing to mark.
    let stuck = wolf.parse_position("B:Wb2:Ba1").unwrap();
    let pass = wolf.parse_move(&stuck, "pass").unwrap();
    assert!(wolf.move_marks(&stuck, &pass).is_empty());

    // Turkish: captured pieces leave at once, the path turns at each landing.
    let turkish = Checkers::turkish();
    let pos = turkish.parse_position("W:Wa1:Ba2,b3").unwrap();
    let mv = turkish.parse_move(&pos, "a1:a3:c3").unwrap();
    assert_eq!(
        turkish.move_marks(&pos, &mv),
        MoveMarks::path(["a1", "a3", "c3"]).with_captured(["a2", "b3"])
    );
}

/// The `x` and `y` of the square `name` in the picture.
fn square_corner(svg: &str, name: &str) -> (f64, f64) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let rect = doc
        .descendants()
        .find(|n| n.attribute("data-place") == Some(name) && n.has_tag_name("rect"))
        .unwrap_or_else(|| panic!("no square {name}"));
    let num = |a: &str| rect.attribute(a).unwrap().parse::<f64>().unwrap();
    (num("x"), num("y"))
}

#[test]
fn seen_from_either_side() {
    let rules = Checkers::american();
    let pos = rules.start();
    let white = rules.svg(&pos, &SvgOptions::default());
    let black = rules.svg(&pos, &SvgOptions::new().perspective(Colour::Black.player()));
    let (a1, h8) = (square_corner(&white, "a1"), square_corner(&white, "h8"));
    // From White's side a1 is at the bottom left, h8 at the top right.
    assert!(a1.0 < h8.0 && a1.1 > h8.1);
    let (a1b, h8b) = (square_corner(&black, "a1"), square_corner(&black, "h8"));
    assert_eq!((a1b, h8b), (h8, a1));
    // White's seat is White's view.
    let white_seat = rules.svg(&pos, &SvgOptions::new().perspective(Colour::White.player()));
    assert_eq!(white_seat, white);
}

#[test]
fn square_numbers_columns_neutral_pieces_and_themes() {
    let rules = Checkers::international();
    let census = picture(
        &rules,
        &rules.start(),
        &SvgOptions::new().square_numbers(true),
    );
    assert_eq!(census.class("number"), 50);
    let census = picture(&rules, &rules.start(), &SvgOptions::default());
    assert_eq!(census.class("number"), 0);

    // A column of three, top first: a white king over a black man over a black king.
    let column = Checkers::column();
    let pos = column.parse_position("W:WKd4bB:Bb6").unwrap();
    let census = picture(&column, &pos, &SvgOptions::default());
    assert_eq!(census.class("column"), 2);
    assert_eq!(census.count("white", "king"), 1);
    assert_eq!(census.count("black", "man"), 2);
    assert_eq!(census.count("black", "king"), 1);

    // Artamonov: neutral pieces, the barred piece ringed and named in the title.
    let art = Checkers::artamonov();
    let mut pos = art.start();
    let mv = art.parse_move(&pos, "b2:d4").unwrap();
    art.play(&mut pos, &mv).unwrap();
    let census = picture(&art, &pos, &SvgOptions::default());
    assert_eq!(census.count("neutral", "man"), 23);
    assert_eq!(census.class("barred"), 1);
    assert!(
        census.title.contains("the piece on d4 moved last"),
        "{}",
        census.title
    );

    for theme in Theme::ALL {
        let census = picture(
            &rules,
            &rules.start(),
            &SvgOptions::new().theme(theme).coordinates(false),
        );
        assert_eq!(census.total(), 40);
    }
}
