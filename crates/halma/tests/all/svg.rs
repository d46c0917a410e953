//! Pictures: what the SVG of a position shows, read back with the core's reader and
//! compared with the position's own accessors; the marks of moves worked out by hand;
//! the star turned for each seat.

use crate::common;

use common::{near_the_end, text};
use doska_core::conformance::svg::{check_picture, read};
use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions, Theme};
use doska_core::{random_playout, seeded_rng, Game, Player};
use doska_halma::{Halma, HalmaFamily, HalmaMove, HalmaPosition, Point};

/// The tables the pictures are checked on: every preset, fifteen pieces, play on for
/// places.
const SPECS: [&str; 8] = [
    "halma/two",
    "halma/three",
    "halma/four",
    "halma/six",
    "halma/two:pieces=15",
    "halma/three:pieces=15",
    "halma/three:finish=ranking,move-limit=400",
    "halma/six:finish=ranking,filled-target=on",
];

fn game(spec: &str) -> Halma {
    HalmaFamily::from_spec(spec).unwrap()
}

fn position(rules: &Halma, seats: &[&[&str]], to_move: usize) -> HalmaPosition {
    let t = text(seats, to_move, "");
    rules
        .parse_position(&t)
        .unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// The value of attribute `name` in one start tag.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

/// The (owner, place) of every piece group of a picture, read from its start tags.
fn pieces_drawn(svg: &str) -> Vec<(String, String)> {
    svg.lines()
        .filter(|l| l.trim_start().starts_with("<g class=\"piece\""))
        .map(|l| {
            (
                attr(l, "data-owner").unwrap().to_string(),
                attr(l, "data-place").unwrap().to_string(),
            )
        })
        .collect()
}

/// The centre of the place `name` in a picture.
fn centre(svg: &str, name: &str) -> (f64, f64) {
    let tag = svg
        .lines()
        .find(|l| l.contains("class=\"place\"") && attr(l, "data-place") == Some(name))
        .unwrap_or_else(|| panic!("no place {name}"));
    let number = |a: &str| attr(tag, a).unwrap().parse::<f64>().unwrap();
    (number("cx"), number("cy"))
}

/// Checks the picture of `pos` against the position: the game and the text, all 121
/// points once, each seat's pieces by count and by place, no hands; the same pieces
/// from every seat's side and without coordinates.
fn check_position(rules: &Halma, pos: &HalmaPosition) {
    let svg = rules.svg(pos, &SvgOptions::default());
    let census = read(&svg).unwrap_or_else(|e| panic!("{pos}: {e}"));
    assert_eq!(census.game, rules.name());
    assert_eq!(census.desc, pos.to_string());
    let mut places = census.places.clone();
    places.sort();
    let mut all: Vec<String> = Point::all().map(|p| p.to_string()).collect();
    all.sort();
    assert_eq!(places, all, "{pos}");
    assert!(census.hands.is_empty(), "halma has no hands: {pos}");
    let mut expected = Vec::new();
    for seat in Player::all(rules.players()) {
        let owner = rules.player_name(seat).to_lowercase();
        assert_eq!(
            census.count(&owner, "stone"),
            pos.pieces(seat).count() as usize,
            "{owner} in {pos}"
        );
        for p in pos.pieces(seat) {
            expected.push((owner.clone(), p.to_string()));
        }
    }
    assert_eq!(census.total(), pos.occupied().count() as usize, "{pos}");
    let mut drawn = pieces_drawn(&svg);
    drawn.sort();
    expected.sort();
    assert_eq!(drawn, expected, "{pos}");
    for seat in Player::all(rules.players()) {
        for options in [
            SvgOptions::new().perspective(seat),
            SvgOptions::new().perspective(seat).coordinates(false),
        ] {
            let seen = read(&rules.svg(pos, &options)).unwrap();
            assert_eq!(seen.pieces, census.pieces, "{pos} from {seat}");
            assert_eq!(seen.places.len(), 121);
        }
    }
}

#[test]
fn every_preset_at_the_start() {
    let mut rules: Vec<Halma> = HalmaFamily::PRESETS.iter().map(|p| p.rules).collect();
    rules.push(game("halma/two:pieces=15"));
    rules.push(game("halma/three:pieces=15"));
    for rules in rules {
        let start = rules.start();
        check_position(&rules, &start);
        let census = read(&rules.svg(&start, &SvgOptions::default())).unwrap();
        assert_eq!(census.total(), rules.players() * rules.pieces());
    }
}

#[test]
fn random_positions_and_their_last_moves() {
    for spec in SPECS {
        let rules = game(spec);
        let starts = [
            rules.start(),
            rules.parse_position(&near_the_end(&rules, 3)).unwrap(),
        ];
        for (i, start) in starts.iter().enumerate() {
            for seed in 0..4u64 {
                let plies = [1, 9, 40, 160][seed as usize];
                let playout =
                    random_playout(&rules, start, &mut seeded_rng(seed + 10 * i as u64), plies);
                check_position(&rules, &playout.position);
                // The last move again, with its marks.
                let mut before = start.clone();
                let moves = &playout.moves;
                for mv in moves.iter().take(moves.len().saturating_sub(1)) {
                    rules.play(&mut before, mv).unwrap();
                }
                if let Some(mv) = moves.last() {
                    check_picture(&rules, &before, mv, &playout.position)
                        .unwrap_or_else(|e| panic!("{spec}: {e}"));
                }
            }
        }
    }
}

#[test]
fn every_marked_route_is_the_move() {
    // The path of every legal move in these positions, written out as a move text, is
    // read back by the parser as the same move: each hop a jump (or the one step).
    for spec in ["halma/three", "halma/six", "halma/two:pieces=15"] {
        let rules = game(spec);
        for seed in 0..3u64 {
            let pos = random_playout(&rules, &rules.start(), &mut seeded_rng(seed), 30).position;
            for mv in rules.moves(&pos) {
                let marks = rules.move_marks(&pos, &mv);
                assert!(marks.placed.is_empty() && marks.captured.is_empty());
                let text = marks.path.join("-");
                assert_eq!(rules.parse_move(&pos, &text), Ok(mv), "{text} in {pos}");
                let (from, to) = mv.points().unwrap();
                assert_eq!(marks.path.first(), Some(&from.to_string()));
                assert_eq!(marks.path.last(), Some(&to.to_string()));
            }
        }
    }
}

#[test]
fn marks_of_a_step_a_jump_a_chain_and_a_pass() {
    let rules = Halma::THREE;
    let mut pos = rules.start();
    let step = rules.parse_move(&pos, "m4-m5").unwrap();
    assert_eq!(rules.move_marks(&pos, &step), MoveMarks::path(["m4", "m5"]));
    let jump = rules.parse_move(&pos, "k3-k5").unwrap();
    assert_eq!(rules.move_marks(&pos, &jump), MoveMarks::path(["k3", "k5"]));
    // The crate docs' game: after k3-k5, d10-e9 and m10-m9, m1 jumps over l2 to k3 and
    // over j4 to i5.
    for mv in ["k3-k5", "d10-e9", "m10-m9"] {
        let mv = rules.parse_move(&pos, mv).unwrap();
        rules.play(&mut pos, &mv).unwrap();
    }
    let chain = rules.parse_move(&pos, "m1-i5").unwrap();
    assert_eq!(
        rules.move_marks(&pos, &chain),
        MoveMarks::path(["m1", "k3", "i5"])
    );
    // A pass marks nothing.
    assert!(rules.move_marks(&pos, &HalmaMove::PASS).is_empty());
}

#[test]
fn of_two_shortest_routes_the_first_direction_wins() {
    // i9 reaches k11 by k9 (east over j9, then north over k10) or by i11 (north over
    // i10, then east over j11). East is tried first, so the marks go by k9.
    let rules = Halma::TWO;
    let pos = position(&rules, &[&["i9"], &["j9", "i10", "k10", "j11"]], 1);
    let mv = rules.parse_move(&pos, "i9-k11").unwrap();
    assert_eq!(rules.routes(&pos, &mv), 2);
    assert_eq!(
        rules.move_marks(&pos, &mv),
        MoveMarks::path(["i9", "k9", "k11"])
    );
    // A chain with a longer route too: the marks take the shortest. i9 to k9 is one hop;
    // the three-hop way round (by i11 and k11, then down over k10) is not drawn.
    let mv = rules.parse_move(&pos, "i9-k9").unwrap();
    assert_eq!(rules.move_marks(&pos, &mv), MoveMarks::path(["i9", "k9"]));
}

#[test]
fn the_star_turns_to_the_seat_at_the_bottom() {
    let lowest = |svg: &str| {
        Point::all()
            .max_by(|a, b| {
                let (ya, yb) = (centre(svg, &a.to_string()).1, centre(svg, &b.to_string()).1);
                ya.total_cmp(&yb)
            })
            .unwrap()
            .to_string()
    };
    // The usual view is the diagram's: m1 at the bottom, e17 at the top, a13 on the
    // left, q5 on the right; a rank is a row.
    let rules = Halma::SIX;
    let pos = rules.start();
    let plain = rules.svg(&pos, &SvgOptions::default());
    let (m1, e17, a13, q5) = (
        centre(&plain, "m1"),
        centre(&plain, "e17"),
        centre(&plain, "a13"),
        centre(&plain, "q5"),
    );
    assert!(m1.1 > e17.1 && (m1.0 - e17.0).abs() < 1e-6);
    assert!(a13.0 < q5.0 && a13.1 < q5.1);
    assert_eq!(centre(&plain, "e5").1, centre(&plain, "q5").1);
    assert_eq!(lowest(&plain), "m1");
    // Each seat's corner comes to the bottom, the centre stays.
    let corners = ["m1", "e5", "a13", "e17", "m13", "q5"];
    for seat in Player::all(6) {
        let svg = rules.svg(&pos, &SvgOptions::new().perspective(seat));
        assert_eq!(lowest(&svg), corners[seat.index()], "seat {seat}");
        assert_eq!(centre(&svg, "i9"), centre(&plain, "i9"));
        // The piece on the corner is the seat's own, drawn there.
        let corner_piece = pieces_drawn(&svg)
            .into_iter()
            .find(|(_, place)| place == corners[seat.index()])
            .unwrap();
        assert_eq!(corner_piece.0, rules.player_name(seat).to_lowercase());
    }
    // Two players: Top's view is the star turned half round; the first seat's view is
    // the usual one.
    let two = Halma::TWO;
    let start = two.start();
    let usual = two.svg(&start, &SvgOptions::default());
    assert_eq!(
        two.svg(&start, &SvgOptions::new().perspective(Player::FIRST)),
        usual
    );
    let top = two.svg(&start, &SvgOptions::new().perspective(Player::SECOND));
    assert_eq!(centre(&top, "e17"), centre(&usual, "m1"));
    assert_eq!(centre(&top, "a13"), centre(&usual, "q5"));
    // Three players: Upper-left (seat 2) sees a13 at the bottom.
    let three = Halma::THREE;
    let svg = three.svg(
        &three.start(),
        &SvgOptions::new().perspective(Player::SECOND),
    );
    assert_eq!(lowest(&svg), "a13");
}

#[test]
fn titles_say_the_table_the_turn_and_the_targets() {
    let rules = Halma::THREE;
    let census = read(&rules.svg(&rules.start(), &SvgOptions::default())).unwrap();
    assert_eq!(
        census.title,
        "Halma, three players with 10 pieces each: Bottom (seat 1) to move, turn 1 of 1000; \
         pieces in their targets: Bottom 0 of 10, Upper-left 0 of 10, Upper-right 0 of 10."
    );
    // A finished game: Bottom's two pieces are in the top triangle.
    let two = Halma::TWO.with_move_limit(0);
    let over = position(&two, &[&["e17", "f16"], &["m1", "i9"]], 2);
    let census = read(&two.svg(&over, &SvgOptions::default())).unwrap();
    assert_eq!(
        census.title,
        "Halma, two players with 10 pieces each: Bottom wins (target reached) after 0 turns; \
         pieces in their targets: Bottom 2 of 2, Top 1 of 2."
    );
}

#[test]
fn coordinates_themes_and_marks() {
    let rules = Halma::THREE;
    let pos = rules.start();
    let with = rules.svg(&pos, &SvgOptions::default());
    let without = rules.svg(&pos, &SvgOptions::new().coordinates(false));
    // The 17 ranks and 17 files, or none.
    let labels = |svg: &str| {
        svg.lines()
            .skip_while(|l| !l.contains("class=\"coordinates\""))
            .take_while(|l| !l.trim_start().starts_with("</g>"))
            .filter(|l| l.trim_start().starts_with("<text"))
            .count()
    };
    assert_eq!(labels(&with), 34);
    assert!(!without.contains("coordinates"));
    assert!(read(&without).unwrap().view_box.0 < read(&with).unwrap().view_box.0);
    for theme in Theme::ALL {
        let svg = rules.svg(&pos, &SvgOptions::new().theme(theme));
        assert!(
            svg.contains(&theme.seats[0].fill.to_string()),
            "{}",
            theme.name
        );
        read(&svg).unwrap();
    }
    // Marks, arrows and highlights on places; unknown names are left out.
    let options = SvgOptions::new()
        .last_move(MoveMarks::path(["m1", "k3", "i5"]))
        .highlight("i5")
        .highlight("z99")
        .arrow("a13", "nowhere");
    let census = read(&rules.svg(&pos, &options)).unwrap();
    assert_eq!(census.class("last-move"), 3); // two tints and the path's arrow
    assert_eq!(census.class("highlight"), 1);
    assert_eq!(census.class("arrow"), 0);
}
