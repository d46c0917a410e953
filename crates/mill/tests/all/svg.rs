//! Pictures: every preset's start and many random positions read back show the
//! position's pieces where it has them, both hands and every point once; the marks of
//! hand-picked moves; the board turned for Black.

use doska_core::conformance::svg::{read, SvgCensus};
use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions, Theme};
use doska_core::{random_playout, seeded_rng, Game, Player};
use doska_mill::{Board, Colour, DoubleMill, Mill, MillFamily, MillPosition, Point, Removal};

/// The 24 points of the nine and twelve boards, written out.
const POINTS_24: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

/// The 16 points of the six board (the outer and middle squares), written out.
const POINTS_16: [&str; 16] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "a4", "b4", "f4", "g4", "b6", "d6", "f6", "a7", "d7", "g7",
];

fn board_points(rules: &Mill) -> &'static [&'static str] {
    match rules.board() {
        Board::Six => &POINTS_16,
        Board::Nine | Board::Twelve => &POINTS_24,
    }
}

fn owner(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// Checks the picture of `pos` against the position's own accessors.
fn check(rules: &Mill, pos: &MillPosition, options: &SvgOptions) -> SvgCensus {
    let svg = rules.svg(pos, options);
    let census = read(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
    assert_eq!(census.game, rules.name());
    assert_eq!(census.desc, pos.to_string());
    // Every point of the board drawn once, and nothing else is a place.
    let mut places = census.places.clone();
    places.sort();
    let mut expected: Vec<String> = board_points(rules).iter().map(|s| s.to_string()).collect();
    expected.sort();
    assert_eq!(places, expected, "{pos}");
    // The stones of each side, each on its point, and the hands.
    let mut occupied = Vec::new();
    for colour in Colour::ALL {
        let on_board: Vec<Point> = Point::ALL
            .into_iter()
            .filter(|&p| pos.piece_at(p) == Some(colour))
            .collect();
        assert_eq!(
            census.count(owner(colour), "stone"),
            on_board.len(),
            "{pos}"
        );
        for p in on_board {
            let piece = format!(
                r#"class="piece" data-owner="{}" data-kind="stone" data-place="{p}""#,
                owner(colour)
            );
            assert!(svg.contains(&piece), "{pos}: no {piece}");
            occupied.push(p.to_string());
        }
        assert_eq!(
            census.hands.get(owner(colour)).copied(),
            Some(u64::from(pos.hand(colour))),
            "{pos}"
        );
    }
    assert_eq!(census.total(), occupied.len());
    let mut drawn = census.piece_places.clone();
    drawn.sort();
    occupied.sort();
    assert_eq!(drawn, occupied, "{pos}");
    census
}

#[test]
fn every_preset_start() {
    for preset in MillFamily::PRESETS {
        let rules = preset.rules;
        let start = rules.start();
        for theme in Theme::ALL {
            let census = check(&rules, &start, &SvgOptions::new().theme(theme));
            assert_eq!(census.total(), 0);
            assert_eq!(census.hands["white"], u64::from(rules.men()));
            assert_eq!(census.hands["black"], u64::from(rules.men()));
        }
        let census = check(&rules, &start, &SvgOptions::new());
        assert!(
            census.title.contains("White to move (placing)"),
            "{}",
            census.title
        );
    }
}

#[test]
fn random_positions() {
    let games = [
        Mill::NINE,
        Mill::KNIGHT,
        Mill::SIX,
        Mill::TWELVE,
        Mill::NINE
            .with_removal(Removal::OutsideMills)
            .with_double_mill(DoubleMill::One),
        Mill::NINE.with_first(Colour::Black).with_flying(false),
        Mill::NINE.with_men(12).unwrap(),
    ];
    let black = Player::new(1).unwrap();
    let mut seen = 0;
    for (g, rules) in games.iter().enumerate() {
        for seed in 0..12u64 {
            let playout = random_playout(rules, &rules.start(), &mut seeded_rng(seed), 300);
            let mut pos = rules.start();
            for (i, mv) in playout.moves.iter().enumerate() {
                let before = pos;
                rules.play(&mut pos, mv).unwrap();
                if (i + g) % 3 != 0 {
                    continue;
                }
                let marks = rules.move_marks(&before, mv);
                let options = if i % 2 == 0 {
                    SvgOptions::new().last_move(marks)
                } else {
                    SvgOptions::new().perspective(black).coordinates(false)
                };
                check(rules, &pos, &options);
                seen += 1;
            }
            check(rules, &playout.position, &SvgOptions::new());
        }
    }
    assert!(seen > 1000, "{seen}");
}

fn marks_of(rules: &Mill, position: &str, mv: &str) -> MoveMarks {
    let pos = rules.parse_position(position).unwrap();
    let mv = rules.parse_move(&pos, mv).unwrap();
    rules.move_marks(&pos, &mv)
}

fn strings(names: &[&str]) -> Vec<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn marks_of_hand_picked_moves() {
    let nine = Mill::NINE;
    // A placement.
    let start = nine.start().to_string();
    assert_eq!(
        marks_of(&nine, &start, "d2"),
        MoveMarks {
            path: vec![],
            placed: strings(&["d2"]),
            captured: vec![],
        }
    );
    // A placement closing a1 d1 g1 and d1 d2 d3: two removals.
    let two = "W.W.W..W..........B.BBB. w 5 5";
    assert_eq!(
        marks_of(&nine, two, "d1xa7xd7"),
        MoveMarks {
            path: vec![],
            placed: strings(&["d1"]),
            captured: strings(&["a7", "d7"]),
        }
    );
    // A step closing a1 d1 g1, removing a7.
    let moving = "W.W.W...........B...BBBW w 0 0";
    assert_eq!(
        marks_of(&nine, moving, "d2-d1xa7"),
        MoveMarks {
            path: strings(&["d2", "d1"]),
            placed: vec![],
            captured: strings(&["a7"]),
        }
    );
    // A step without a removal.
    assert_eq!(
        marks_of(&nine, moving, "d2-b2"),
        MoveMarks::path(["d2", "b2"])
    );
    // A flight: White has three pieces.
    let flying = "W.W..............B..BBBW w 0 0";
    assert_eq!(
        marks_of(&nine, flying, "g7-d1xe5"),
        MoveMarks::path(["g7", "d1"]).with_captured(["e5"])
    );
    // A knight jump.
    let knight = Mill::KNIGHT;
    let jumping = "W...W.BB.....W....W.B.BB w 0 0";
    assert_eq!(
        marks_of(&knight, jumping, "a1-c4"),
        MoveMarks::path(["a1", "c4"])
    );
    // Mill has no pass: every legal move marks something.
    let mut pos = nine.start();
    for mv in random_playout(&nine, &pos, &mut seeded_rng(5), 200).moves {
        assert!(!nine.move_marks(&pos, &mv).is_empty(), "{mv}");
        nine.play(&mut pos, &mv).unwrap();
    }
}

#[test]
fn marks_are_drawn() {
    let nine = Mill::NINE;
    let before = nine
        .parse_position("W.W.W...........B...BBBW w 0 0")
        .unwrap();
    let mv = nine.parse_move(&before, "d2-d1xa7").unwrap();
    let mut after = before;
    nine.play(&mut after, &mv).unwrap();
    let options = SvgOptions::new()
        .last_move(nine.move_marks(&before, &mv))
        .highlight("d1")
        .highlight("d4") // no point: left out
        .arrow("b6", "d6");
    let census = check(&nine, &after, &options);
    assert_eq!(census.class("captured"), 1);
    assert_eq!(census.class("last-move"), 3); // two tinted points and the path's arrow
    assert_eq!(census.class("highlight"), 1);
    assert_eq!(census.class("arrow"), 1);
    // On the six board the centre points are not places: their marks are left out.
    let six = Mill::SIX;
    let options = SvgOptions::new()
        .last_move(MoveMarks::placed(["c3"]))
        .highlight("e4");
    let census = check(&six, &six.start(), &options);
    assert_eq!(census.class("last-move") + census.class("highlight"), 0);
}

/// The `cx` and `cy` of the first element after `marker` that has them.
fn centre_after(svg: &str, marker: &str) -> (f64, f64) {
    let at = svg.find(marker).unwrap_or_else(|| panic!("no {marker}"));
    let rest = &svg[at..];
    let value = |name: &str| -> f64 {
        let key = format!(" {name}=\"");
        let start = rest.find(&key).unwrap() + key.len();
        let end = start + rest[start..].find('"').unwrap();
        rest[start..end].parse().unwrap()
    };
    (value("cx"), value("cy"))
}

#[test]
fn black_sees_the_board_turned() {
    let nine = Mill::NINE;
    let pos = nine
        .parse_position("W......................B w 8 8")
        .unwrap();
    let point = |svg: &str, name: &str| centre_after(svg, &format!("data-place=\"{name}\" cx="));
    let plain = nine.svg(&pos, &SvgOptions::new());
    let (a1, g7) = (point(&plain, "a1"), point(&plain, "g7"));
    // The usual view, as the text diagram: a1 bottom left, g7 top right.
    assert!(a1.0 < g7.0 && a1.1 > g7.1, "{a1:?} {g7:?}");
    // White's hand below the board, Black's above.
    let white_hand = centre_after(&plain, "class=\"hand\" data-owner=\"white\"");
    let black_hand = centre_after(&plain, "class=\"hand\" data-owner=\"black\"");
    assert!(white_hand.1 > a1.1 && black_hand.1 < g7.1);
    // White's perspective is the usual view.
    let white = nine.svg(
        &pos,
        &SvgOptions::new().perspective(Player::new(0).unwrap()),
    );
    assert_eq!(white, plain);

    let turned = nine.svg(
        &pos,
        &SvgOptions::new().perspective(Player::new(1).unwrap()),
    );
    let (a1_t, g7_t) = (point(&turned, "a1"), point(&turned, "g7"));
    // Half a turn: a1 at the top right, g7 at the bottom left, where a1 and g7 were.
    assert_eq!(a1_t, g7);
    assert_eq!(g7_t, a1);
    // The stones go with their points (the body is the second circle of a piece).
    let stone = |svg: &str, name: &str| {
        let marker = format!(
            "class=\"piece\" data-owner=\"black\" data-kind=\"stone\" data-place=\"{name}\""
        );
        let at = svg.find(&marker).unwrap();
        let body = at + svg[at..].find("<circle").unwrap() + 1;
        centre_after(&svg[body..], "<circle")
    };
    assert_eq!(stone(&turned, "g7"), a1);
    assert_eq!(stone(&plain, "g7"), g7);
    // Black's hand now below the board, White's above.
    let white_hand = centre_after(&turned, "class=\"hand\" data-owner=\"white\"");
    let black_hand = centre_after(&turned, "class=\"hand\" data-owner=\"black\"");
    assert!(black_hand.1 > a1.1 && white_hand.1 < g7.1);
    // The files run from g to a under the turned board, left to right.
    let files = |svg: &str| -> String {
        let mut letters: Vec<(f64, String)> = svg
            .lines()
            .filter(|l| l.contains("<text"))
            .filter_map(|l| {
                let text = l.split('>').nth(1)?.split('<').next()?;
                let x: f64 = l.split(" x=\"").nth(1)?.split('"').next()?.parse().ok()?;
                (text.len() == 1 && text.chars().all(|c| c.is_ascii_lowercase()))
                    .then(|| (x, text.to_string()))
            })
            .collect();
        letters.sort_by(|a, b| a.0.total_cmp(&b.0));
        letters.into_iter().map(|(_, l)| l).collect()
    };
    assert_eq!(files(&plain), "abcdefg");
    assert_eq!(files(&turned), "gfedcba");
    assert!(files(&nine.svg(&pos, &SvgOptions::new().coordinates(false))).is_empty());
}

#[test]
fn titles_say_the_game_the_turn_and_the_pieces() {
    let title = |rules: &Mill, text: &str| {
        let pos = rules.parse_position(text).unwrap();
        read(&rules.svg(&pos, &SvgOptions::new())).unwrap().title
    };
    assert_eq!(
        title(&Mill::NINE, "WWW......B.............. b 6 7"),
        "Nine men's morris: Black to move (placing); White 3 on the board, 6 in hand; Black 1 on the board, 7 in hand."
    );
    assert_eq!(
        title(&Mill::NINE, "BBWBW....WW...W.......WB b 0 0"),
        "Nine men's morris: White wins (Black cannot move); White 6 on the board; Black 4 on the board."
    );
    assert_eq!(
        title(&Mill::NINE, "W.W.............B...BBBW w 0 0 H3"),
        "Nine men's morris: White to move (flying); White 3 on the board; Black 4 on the board; 3 plies without a removal."
    );
    assert_eq!(
        title(&Mill::KNIGHT, "W...W.BB.....W....W.B.BB w 0 0"),
        "Nine men's morris with knight moves: White to move (moving); White 4 on the board; Black 5 on the board."
    );
    assert!(title(&Mill::SIX, "........................ w 6 6").starts_with("Six men's morris: "));
    assert!(
        title(&Mill::TWELVE, "........................ w 12 12").starts_with(
            "Twelve men's morris: White to move (placing); White 0 on the board, 12 in hand"
        )
    );
}
