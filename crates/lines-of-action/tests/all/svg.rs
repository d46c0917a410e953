//! The pictures: every preset's start and positions of random games drawn and read
//! back (the stones of each side where the position has them, every square once), the
//! marks of hand-picked moves, and the board seen from either side.

use std::collections::BTreeSet;

use doska_core::conformance::svg::{check_picture, read};
use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions, Theme};
use doska_core::{random_playout, seeded_rng, Game, Player};
use doska_lines_of_action::{
    Colour, LinesOfAction, LinesOfActionFamily, LinesOfActionPosition, Square,
};

/// The `(owner, place)` of every piece group in `svg`, read from its attributes.
fn pieces_drawn(svg: &str) -> BTreeSet<(String, String)> {
    svg.lines()
        .filter(|l| l.contains(r#"<g class="piece""#))
        .map(|l| (attribute(l, "data-owner"), attribute(l, "data-place")))
        .collect()
}

/// The value of `name="…"` in one element's line.
fn attribute(line: &str, name: &str) -> String {
    let start = line
        .find(&format!(" {name}=\""))
        .unwrap_or_else(|| panic!("no {name} in {line}"))
        + name.len()
        + 3;
    let len = line[start..].find('"').unwrap();
    line[start..start + len].to_string()
}

/// The line of the element that has `class="place"` and `data-place="name"`.
fn place_line<'a>(svg: &'a str, name: &str) -> &'a str {
    let needle = format!(r#"class="place" data-place="{name}""#);
    svg.lines().find(|l| l.contains(&needle)).unwrap()
}

/// The owner as the picture names it.
fn owner(side: Colour) -> &'static str {
    match side {
        Colour::Black => "black",
        Colour::White => "white",
    }
}

/// Checks the default picture of `pos` against the position's own accessors.
fn check_drawn(game: &LinesOfAction, pos: &LinesOfActionPosition) {
    let svg = game.svg(pos, &SvgOptions::default());
    let census = read(&svg).unwrap_or_else(|e| panic!("{pos}: {e}"));
    assert_eq!(census.game, game.name());
    assert_eq!(census.desc, pos.to_string());
    for side in Colour::ALL {
        assert_eq!(
            census.count(owner(side), "stone"),
            pos.pieces(side).count() as usize,
            "{pos}: {side}"
        );
    }
    assert_eq!(census.total(), pos.occupied().count() as usize, "{pos}");
    assert!(census.hands.is_empty(), "{pos}: no pieces in hand");
    let places: BTreeSet<String> = census.places.iter().cloned().collect();
    let squares: BTreeSet<String> = Square::all().map(|s| s.to_string()).collect();
    assert_eq!(census.places.len(), 64);
    assert_eq!(places, squares);
    let want: BTreeSet<(String, String)> = Square::all()
        .filter_map(|sq| {
            pos.piece_at(sq)
                .map(|side| (owner(side).to_string(), sq.to_string()))
        })
        .collect();
    assert_eq!(pieces_drawn(&svg), want, "{pos}");
}

#[test]
fn every_preset_start_is_drawn() {
    for preset in LinesOfActionFamily::PRESETS {
        let game = preset.rules;
        let pos = game.start();
        check_drawn(&game, &pos);
        for theme in Theme::ALL {
            for seat in [Player::FIRST, Player::SECOND] {
                let options = SvgOptions::new().theme(theme).perspective(seat);
                read(&game.svg(&pos, &options)).unwrap();
            }
        }
    }
}

#[test]
fn random_games_are_drawn_with_their_moves() {
    let games = [
        LinesOfAction::STANDARD,
        LinesOfAction::SCRAMBLED_EGGS,
        LinesOfActionFamily::from_spec("lines-of-action:first=white,move-limit=60").unwrap(),
    ];
    for (i, game) in games.iter().enumerate() {
        for seed in 0..12u64 {
            let start = game.start();
            let playout = random_playout(game, &start, &mut seeded_rng(100 * i as u64 + seed), 600);
            let mut pos = start;
            for (ply, mv) in playout.moves.iter().enumerate() {
                let before = pos.clone();
                game.play(&mut pos, mv).unwrap();
                if ply % 3 == 0 || ply + 1 == playout.moves.len() {
                    check_drawn(game, &pos);
                    check_picture(game, &before, mv, &pos)
                        .unwrap_or_else(|e| panic!("{before} {mv}: {e}"));
                    // A capture takes the enemy piece that stood on the target.
                    let taken: Vec<String> = mv
                        .to()
                        .filter(|&to| before.piece_at(to) == Some(before.side_to_move().other()))
                        .map(|to| to.to_string())
                        .into_iter()
                        .collect();
                    assert_eq!(
                        game.move_marks(&before, mv).captured,
                        taken,
                        "{before} {mv}"
                    );
                }
            }
        }
    }
}

fn marks_of(text: &str, mv: &str) -> MoveMarks {
    let game = LinesOfAction::STANDARD;
    let pos = game.parse_position(text).unwrap();
    let mv = game.parse_move(&pos, mv).unwrap();
    game.move_marks(&pos, &mv)
}

#[test]
fn a_quiet_move_is_its_path() {
    let marks = marks_of("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b", "b1-b3");
    assert_eq!(marks, MoveMarks::path(["b1", "b3"]));
}

/// Black's g4 takes White's g2 (file g holds g4 and g2: two squares); the captured
/// piece stood where Black lands.
#[test]
fn a_capture_takes_the_target_square() {
    let marks = marks_of("b7/8/8/2ww4/6b1/8/6w1/8 b", "g4xg2");
    assert_eq!(marks.path, ["g4", "g2"]);
    assert!(marks.placed.is_empty());
    assert_eq!(marks.captured, ["g2"]);

    // Drawn: one cross, on a ghost of the white stone, and Black's stone on g2.
    let game = LinesOfAction::STANDARD;
    let mut pos = game.parse_position("b7/8/8/2ww4/6b1/8/6w1/8 b").unwrap();
    let mv = game.parse_move(&pos, "g4xg2").unwrap();
    game.play(&mut pos, &mv).unwrap();
    let svg = game.svg(&pos, &SvgOptions::new().last_move(marks));
    let census = read(&svg).unwrap();
    assert_eq!(census.class("captured"), 1);
    assert_eq!(census.class("last-move"), 3, "two tints and the arrow");
    assert!(pieces_drawn(&svg).contains(&("black".to_string(), "g2".to_string())));
    assert_eq!(
        census.title,
        "Lines of action: Black's capture left White's pieces connected; White wins. \
         Black has 2 pieces on the board, White 2."
    );
}

/// Black on h8 and h7 is boxed in by White and must pass: nothing is marked.
#[test]
fn a_pass_marks_nothing() {
    let marks = marks_of("6wb/6ww/8/8/8/8/ww6/bw6 b", "pass");
    assert!(marks.is_empty());
}

#[test]
fn the_title_says_whose_turn_and_the_pieces() {
    let game = LinesOfAction::STANDARD;
    let census = read(&game.svg(&game.start(), &SvgOptions::default())).unwrap();
    assert_eq!(
        census.title,
        "Lines of action: Black to move. Black has 12 pieces on the board, White 12."
    );
    let eggs = LinesOfAction::SCRAMBLED_EGGS;
    let census = read(&eggs.svg(&eggs.start(), &SvgOptions::default())).unwrap();
    assert!(census
        .title
        .starts_with("Lines of action (scrambled eggs): Black to move."));
    let won = game.parse_position("8/8/8/3ww3/8/8/8/b6b b").unwrap();
    let census = read(&game.svg(&won, &SvgOptions::default())).unwrap();
    assert_eq!(
        census.title,
        "Lines of action: White has connected all its pieces and wins. \
         Black has 2 pieces on the board, White 2."
    );
}

/// By default rank 1 is at the bottom and file a on the left (Black's side, as the
/// diagram); from White's side the board turns half a turn.
#[test]
fn the_board_turns_for_white() {
    let game = LinesOfAction::STANDARD;
    let pos = game.start();
    let corner = |svg: &str, name: &str| -> (f64, f64) {
        let line = place_line(svg, name);
        (
            attribute(line, "x").parse().unwrap(),
            attribute(line, "y").parse().unwrap(),
        )
    };
    for options in [
        SvgOptions::default(),
        SvgOptions::new().perspective(Player::FIRST),
    ] {
        let svg = game.svg(&pos, &options);
        let (a1, h8) = (corner(&svg, "a1"), corner(&svg, "h8"));
        assert!(a1.0 < h8.0 && a1.1 > h8.1, "a1 bottom left: {a1:?} {h8:?}");
    }
    let svg = game.svg(&pos, &SvgOptions::new().perspective(Player::SECOND));
    let (a1, h8) = (corner(&svg, "a1"), corner(&svg, "h8"));
    assert!(a1.0 > h8.0 && a1.1 < h8.1, "a1 top right: {a1:?} {h8:?}");
    // The stone on b1 is drawn in b1's square, top row, second from the right.
    let b1 = corner(&svg, "b1");
    let line = svg
        .lines()
        .skip_while(|l| !l.contains(r#"data-place="b1">"#))
        .nth(2)
        .unwrap();
    let cx: f64 = attribute(line, "cx").parse().unwrap();
    let cy: f64 = attribute(line, "cy").parse().unwrap();
    assert_eq!((cx, cy), (b1.0 + 50.0, b1.1 + 50.0));
    assert!(b1.1 < 100.0 && b1.0 > 600.0, "{b1:?}");
}

#[test]
fn coordinates_can_be_left_out() {
    let game = LinesOfAction::STANDARD;
    let with = game.svg(&game.start(), &SvgOptions::default());
    let without = game.svg(&game.start(), &SvgOptions::new().coordinates(false));
    assert_eq!(with.matches("<text").count(), 16);
    assert_eq!(without.matches("<text").count(), 0);
    assert!(read(&without).unwrap().view_box.0 < read(&with).unwrap().view_box.0);
}
