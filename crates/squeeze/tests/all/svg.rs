//! The pictures: every preset's start and positions of random games on every size
//! drawn and read back (the stones of each side where the position has them, the
//! pieces in hand, every cell once), the marks of hand-picked moves, and the board seen
//! from either side.

use std::collections::{BTreeMap, BTreeSet};

use doska_core::conformance::svg::{check_picture, read};
use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions, Theme};
use doska_core::{random_playout, seeded_rng, Game, Player};
use doska_squeeze::{Cell, Colour, Squeeze, SqueezeFamily, SqueezePosition};

/// The owner as the picture names it.
fn owner(side: Colour) -> &'static str {
    match side {
        Colour::White => "white",
        Colour::Black => "black",
    }
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

/// The `(owner, place)` of every piece group in `svg`.
fn pieces_drawn(svg: &str) -> BTreeSet<(String, String)> {
    svg.lines()
        .filter(|l| l.contains(r#"<g class="piece""#))
        .map(|l| (attribute(l, "data-owner"), attribute(l, "data-place")))
        .collect()
}

/// The top-left corner of the cell `name`.
fn corner(svg: &str, name: &str) -> (f64, f64) {
    let needle = format!(r#"class="place" data-place="{name}""#);
    let line = svg.lines().find(|l| l.contains(&needle)).unwrap();
    (
        attribute(line, "x").parse().unwrap(),
        attribute(line, "y").parse().unwrap(),
    )
}

/// The `cy` of the first stone of `owner`'s hand.
fn hand_y(svg: &str, owner: &str) -> f64 {
    let needle = format!(r#"<g class="hand" data-owner="{owner}""#);
    let line = svg
        .lines()
        .skip_while(|l| !l.contains(&needle))
        .find(|l| l.contains("<circle"))
        .unwrap();
    attribute(line, "cy").parse().unwrap()
}

/// Checks the default picture of `pos` against the position's own accessors.
fn check_drawn(game: &Squeeze, pos: &SqueezePosition) {
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
    // The hands are drawn throughout the placement (a hand of 0 too), never after.
    let hands: BTreeMap<String, u64> = if pos.is_placement() {
        Colour::ALL
            .into_iter()
            .map(|side| (owner(side).to_string(), u64::from(pos.hand(side))))
            .collect()
    } else {
        BTreeMap::new()
    };
    assert_eq!(census.hands, hands, "{pos}");
    let n = game.size().side();
    let cells: BTreeSet<String> = Cell::all()
        .filter(|c| c.file() < n && c.rank() < n)
        .map(|c| c.to_string())
        .collect();
    assert_eq!(census.places.len(), usize::from(n) * usize::from(n));
    assert_eq!(
        census.places.iter().cloned().collect::<BTreeSet<_>>(),
        cells
    );
    let want: BTreeSet<(String, String)> = Cell::all()
        .filter_map(|c| {
            pos.piece_at(c)
                .map(|side| (owner(side).to_string(), c.to_string()))
        })
        .collect();
    assert_eq!(pieces_drawn(&svg), want, "{pos}");
}

#[test]
fn every_preset_start_is_drawn() {
    for preset in SqueezeFamily::PRESETS {
        for game in [preset.rules, preset.rules.with_first(Colour::Black)] {
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
}

#[test]
fn random_games_are_drawn_with_their_moves() {
    let games = [
        Squeeze::STANDARD,
        Squeeze::SEVEN,
        Squeeze::NINE,
        SqueezeFamily::from_spec("squeeze:first=black,extra-move=compulsory").unwrap(),
        SqueezeFamily::from_spec("squeeze/nine:size=7,blocked=lose,move-limit=20").unwrap(),
    ];
    let (mut captures, mut moving) = (0, 0);
    for (i, game) in games.iter().enumerate() {
        let every = usize::from(game.size().side()) - 3;
        for seed in 0..8u64 {
            let start = game.start();
            let playout = random_playout(game, &start, &mut seeded_rng(50 * i as u64 + seed), 400);
            let mut pos = start;
            for (ply, mv) in playout.moves.iter().enumerate() {
                let before = pos;
                game.play(&mut pos, mv).unwrap();
                if ply % every == 0 || ply + 1 == playout.moves.len() {
                    check_drawn(game, &pos);
                    check_picture(game, &before, mv, &pos)
                        .unwrap_or_else(|e| panic!("{before} {mv}: {e}"));
                    let marks = game.move_marks(&before, mv);
                    let taken: Vec<String> = game
                        .captured(&before, mv)
                        .iter()
                        .map(|c| c.to_string())
                        .collect();
                    assert_eq!(marks.captured, taken, "{before} {mv}");
                    captures += taken.len();
                    moving += usize::from(!pos.is_placement());
                }
            }
        }
    }
    assert!(captures > 100 && moving > 100, "{captures} {moving}");
}

fn marks_of(text: &str, mv: &str) -> MoveMarks {
    let game = Squeeze::STANDARD;
    let pos = game.parse_position(text).unwrap();
    let mv = game.parse_move(&pos, mv).unwrap();
    game.move_marks(&pos, &mv)
}

#[test]
fn a_placement_marks_its_two_cells() {
    let marks = marks_of("...../...../...../...../..... w 12 12", "b2,a1");
    assert_eq!(marks, MoveMarks::placed(["a1", "b2"]));
}

/// b2-c3 on the chequered board squeezes c2 (against c1), b3 (against a3), d3 (against
/// e3) and c4 (against c5): four pieces at once.
#[test]
fn a_step_marks_what_it_squeezed() {
    let marks = marks_of("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0", "b2-c3");
    assert_eq!(marks.path, ["b2", "c3"]);
    assert!(marks.placed.is_empty());
    let taken: BTreeSet<&str> = marks.captured.iter().map(String::as_str).collect();
    assert_eq!(taken, BTreeSet::from(["b3", "c2", "c4", "d3"]));

    // Drawn: four crosses on four ghosts in the emptied cells, and White moves again.
    let game = Squeeze::STANDARD;
    let mut pos = game
        .parse_position("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0")
        .unwrap();
    let mv = game.parse_move(&pos, "b2-c3").unwrap();
    game.play(&mut pos, &mv).unwrap();
    let svg = game.svg(&pos, &SvgOptions::new().last_move(marks));
    let census = read(&svg).unwrap();
    assert_eq!(census.class("captured"), 4);
    assert_eq!(
        svg.matches(r#"<g opacity="0.35" pointer-events="none">"#)
            .count(),
        4
    );
    assert_eq!(
        census.title,
        "Squeeze on the 5×5 board: movement, White to move again after a capture \
         (or to end the turn). White has 12 pieces on the board, Black 8."
    );
}

/// a5-a4 takes nothing (b4 is empty, and the edge never squeezes).
#[test]
fn a_quiet_step_is_its_path() {
    let marks = marks_of("w...b/...../...../...../b...w w 0 0", "a5-a4");
    assert_eq!(marks, MoveMarks::path(["a5", "a4"]));
}

#[test]
fn ending_the_turn_marks_nothing() {
    let marks = marks_of("wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0", "pass");
    assert!(marks.is_empty());
}

#[test]
fn the_title_says_the_phase_the_turn_and_the_counts() {
    let game = Squeeze::STANDARD;
    let title = |game: &Squeeze, text: &str| {
        let pos = game.parse_position(text).unwrap();
        read(&game.svg(&pos, &SvgOptions::default())).unwrap().title
    };
    assert_eq!(
        title(&game, "...../...../...../...../..... w 12 12"),
        "Squeeze on the 5×5 board: placement, White to place two pieces. White has 0 pieces \
         on the board and 12 in hand, Black 0 on the board and 12 in hand."
    );
    assert_eq!(
        title(&game, "w...w/...../..w../...../b...b b 0 0 17"),
        "Squeeze on the 5×5 board: movement, Black to move. White has 3 pieces on the \
         board, Black 2."
    );
    assert_eq!(
        title(&game, "w...b/..w../...../..w../..... w+ 0 0"),
        "Squeeze on the 5×5 board: White wins: Black has one piece left. White has 3 \
         pieces on the board, Black 1."
    );
    let compulsory = SqueezeFamily::from_spec("squeeze:extra-move=compulsory").unwrap();
    assert!(title(&compulsory, "wbwbw/bw.wb/w.w.w/b..wb/wbwbw w+ 0 0")
        .contains("movement, White to move again after a capture."));
    let nine = Squeeze::NINE;
    assert!(title(&nine, &nine.start().to_string()).starts_with("Squeeze on the 9×9 board"));
}

/// The last placement: White has placed all its pieces, and its empty hand is drawn
/// (`×0`) until the placement ends.
#[test]
fn an_empty_hand_is_drawn_during_the_placement() {
    let game = Squeeze::STANDARD;
    let pos = game
        .parse_position("wbwbw/bwbw./wb.bw/bwbwb/wbw.w b 0 2")
        .unwrap();
    let census = read(&game.svg(&pos, &SvgOptions::default())).unwrap();
    assert_eq!(census.hands["white"], 0);
    assert_eq!(census.hands["black"], 2);
    check_drawn(&game, &pos);
}

/// By default rank 1 is at the bottom (White's side, as the diagram), with White's
/// hand below the board; from Black's side the board turns half a turn and the hands
/// swap.
#[test]
fn the_board_turns_for_black() {
    let game = Squeeze::STANDARD;
    let mut pos = game.start();
    let mv = game.parse_move(&pos, "a1,b1").unwrap();
    game.play(&mut pos, &mv).unwrap();
    for options in [
        SvgOptions::default(),
        SvgOptions::new().perspective(Player::FIRST),
    ] {
        let svg = game.svg(&pos, &options);
        let (a1, e5) = (corner(&svg, "a1"), corner(&svg, "e5"));
        assert!(a1.0 < e5.0 && a1.1 > e5.1, "a1 bottom left: {a1:?} {e5:?}");
        assert!(hand_y(&svg, "white") > a1.1 + 100.0);
        assert!(hand_y(&svg, "black") < e5.1);
    }
    let svg = game.svg(&pos, &SvgOptions::new().perspective(Player::SECOND));
    let (a1, e5) = (corner(&svg, "a1"), corner(&svg, "e5"));
    assert!(a1.0 > e5.0 && a1.1 < e5.1, "a1 top right: {a1:?} {e5:?}");
    assert!(hand_y(&svg, "white") < a1.1);
    assert!(hand_y(&svg, "black") > e5.1 + 100.0);
    // White's stone on b1 is drawn in b1's cell, in the top row.
    let b1 = corner(&svg, "b1");
    let line = svg
        .lines()
        .skip_while(|l| !l.contains(r#"data-place="b1">"#))
        .nth(2)
        .unwrap();
    let cx: f64 = attribute(line, "cx").parse().unwrap();
    let cy: f64 = attribute(line, "cy").parse().unwrap();
    assert_eq!((cx, cy), (b1.0 + 50.0, b1.1 + 50.0));
    assert!(b1.1 < e5.1 + 100.0 && b1.1 == a1.1);
}

#[test]
fn the_hands_go_with_the_placement() {
    let game = Squeeze::STANDARD;
    let placing = read(&game.svg(&game.start(), &SvgOptions::default())).unwrap();
    let moving = game
        .parse_position("wbwbw/bwbwb/wb.bw/bwbwb/wbwbw w 0 0")
        .unwrap();
    let moving = read(&game.svg(&moving, &SvgOptions::default())).unwrap();
    assert_eq!(placing.view_box.0, moving.view_box.0);
    assert!(placing.view_box.1 > moving.view_box.1);
    assert!(moving.hands.is_empty());
}

#[test]
fn coordinates_can_be_left_out() {
    let game = Squeeze::SEVEN;
    let pos = game.start();
    let with = game.svg(&pos, &SvgOptions::default());
    let without = game.svg(&pos, &SvgOptions::new().coordinates(false));
    // 7 files, 7 ranks and the two hands' numbers.
    assert_eq!(with.matches("<text").count(), 16);
    assert_eq!(without.matches("<text").count(), 2);
}
