//! Perft from the start positions against the reference tables of `tests/data/*.perft`
//! (counts computed by other engines, named in each file's `source` lines; none by
//! Doska), read with the core's reader. Counts up to 50 million run by default, the
//! deep ones with `cargo test -p doska-checkers --release --test all perft:: --
//! --ignored`.

use doska_checkers::CheckersFamily;
use doska_core::conformance::perft_file::{self, PerftCase};
use doska_core::registry::Family;
use doska_core::{perft, perft_routes, Counting, Game};

/// The counts checked by default; the larger ones are the ignored deep tests.
const DEFAULT_MAX: u64 = 50_000_000;

/// The cases of one data file (one table each), checked for their sources.
fn cases(text: &str) -> Vec<PerftCase> {
    let cases = perft_file::parse(text).unwrap();
    assert!(!cases.is_empty());
    for case in &cases {
        assert!(!case.sources.is_empty(), "{} names no source", case.id);
    }
    cases
}

/// The counts of `text` no larger than `DEFAULT_MAX`.
fn check(text: &str) {
    for case in cases(text) {
        let game = CheckersFamily::from_spec(&case.game).unwrap();
        let checked = perft_file::run_case(&game, &case, DEFAULT_MAX).unwrap();
        assert!(checked >= 6, "{}: {checked} counts", case.id);
    }
}

/// The counts of `text` above `DEFAULT_MAX`, timed.
fn deep(text: &str) {
    for case in cases(text) {
        let game = CheckersFamily::from_spec(&case.game).unwrap();
        let start = perft_file::position_of(&game, &case).unwrap();
        for &(depth, want) in case.counts.iter().filter(|&&(_, n)| n > DEFAULT_MAX) {
            let t = std::time::Instant::now();
            let (n, what) = match case.counting {
                Counting::Moves => (perft(&game, &start, depth), "perft"),
                Counting::Routes => (perft_routes(&game, &start, depth), "route perft"),
            };
            let s = t.elapsed().as_secs_f64();
            println!(
                "{} {what}({depth}) = {n} in {s:.2} s ({:.0} M leaves/s)",
                game.name(),
                n as f64 / s / 1e6
            );
            assert_eq!(n, want, "{} depth {depth}", case.id);
        }
    }
}

const CLASSIC: &str = include_str!("../data/classic.perft");
const RUSSIAN: &str = include_str!("../data/russian.perft");
const AMERICAN: &str = include_str!("../data/american.perft");
const INTERNATIONAL: &str = include_str!("../data/international.perft");
const TURKISH: &str = include_str!("../data/turkish.perft");
const TURKISH_DIAGONAL_KINGS: &str = include_str!("../data/turkish-diagonal-kings.perft");
const COLUMN: &str = include_str!("../data/column.perft");

#[test]
fn column() {
    check(COLUMN);
}

const SELF_CAPTURE: &str = include_str!("../data/self-capture.perft");
const ARTAMONOV: &str = include_str!("../data/artamonov.perft");
const WOLF_AND_SHEEP: &str = include_str!("../data/wolf-and-sheep.perft");

#[test]
fn self_capture() {
    check(SELF_CAPTURE);
}

#[test]
fn artamonov() {
    check(ARTAMONOV);
}

#[test]
fn wolf_and_sheep() {
    check(WOLF_AND_SHEEP);
}

#[test]
fn classic() {
    check(CLASSIC);
}

#[test]
fn russian() {
    check(RUSSIAN);
}

#[test]
fn american() {
    check(AMERICAN);
}

#[test]
fn international() {
    check(INTERNATIONAL);
}

#[test]
fn turkish() {
    check(TURKISH);
}

#[test]
fn turkish_diagonal_kings() {
    check(TURKISH_DIAGONAL_KINGS);
}

#[test]
#[ignore = "deep perft: seconds in release"]
fn turkish_deep() {
    deep(TURKISH);
}

#[test]
#[ignore = "deep perft: seconds in release"]
fn classic_deep() {
    deep(CLASSIC);
}

#[test]
#[ignore = "deep perft: seconds in release"]
fn russian_deep() {
    deep(RUSSIAN);
}

#[test]
#[ignore = "deep perft: seconds in release"]
fn american_deep() {
    deep(AMERICAN);
}

#[test]
#[ignore = "deep perft: seconds in release"]
fn international_deep() {
    deep(INTERNATIONAL);
}

/// The draw rules never fire within the perft depths: the same counts with every draw
/// rule off (`draws=none`), as the reference engines count (Turkish to depth 6).
#[test]
fn draw_rules_do_not_change_perft() {
    for (spec, depth, want) in [
        ("checkers/classic:draws=none", 8, 907_830),
        ("checkers/russian:draws=none", 8, 929_899),
        ("checkers/american:draws=none", 8, 845_931),
        ("checkers/international:draws=none", 7, 1_049_442),
        ("checkers/turkish:draws=none", 6, 931_312),
        ("checkers/turkish-diagonal-kings:draws=none", 6, 925_142),
    ] {
        let game = CheckersFamily::from_spec(spec).unwrap();
        assert_eq!(perft(&game, &game.start(), depth), want, "{spec}");
    }
}

/// The crate's own `Game::perft` (specialised: quiet moves on bitboards, the last two
/// plies counted together, men's captures read off the board) equals the core's generic
/// recursion, which only uses `legal_moves`, `play_unchecked` and `count_moves`: on
/// every position of random games of every preset and of option sets that change move
/// generation, and on positions at the edge of the draw rules (move limit one or two
/// plies away, few pieces, FMJD endings).
#[test]
fn specialised_perft_equals_the_generic_recursion() {
    use doska_core::{perft_generic, perft_routes_generic, random_playout, seeded_rng};
    let specs = [
        "checkers/classic",
        "checkers/russian",
        "checkers/american",
        "checkers/giveaway",
        "checkers/diagonal",
        "checkers/international",
        "checkers/classic:promotion=stop",
        "checkers/classic:capture=free",
        "checkers/russian:capture=maximum",
        "checkers/american:capture=maximum,promotion=continue-as-king",
        "checkers/classic:kings=short,man-capture=forward",
        "checkers/international:capture=free,promotion=continue-as-king",
        "checkers/russian:board=10x10,start=diagonal,first=black",
        "checkers/turkish",
        "checkers/turkish-diagonal-kings",
        "checkers/turkish:capture=free,reverse=allowed",
        "checkers/turkish:promotion=continue-as-king,kings=short",
        "checkers/turkish:man-capture=both-ways,removal=at-end",
        "checkers/classic:removal=at-once,reverse=forbidden",
        "checkers/column",
        "checkers/column:capture=maximum,promotion=at-end",
        "checkers/column:board=10x10,kings=short",
        "checkers/self-capture",
        "checkers/self-capture:draws=none",
        "checkers/self-capture:capture=free,promotion=continue-as-king",
        "checkers/self-capture:kings=short,man-capture=forward",
        "checkers/self-capture:board=10x10,promotion=stop",
        "checkers/self-capture:jumps=own-optional",
        "checkers/self-capture:removal=at-once",
        "checkers/artamonov",
        "checkers/artamonov:adjudication=2",
        "checkers/artamonov:last-moved=free,capture=free",
        "checkers/artamonov:man-capture=both-ways,promotion=continue-as-king",
        "checkers/artamonov:board=10x10,kings=short,first=black",
        "checkers/wolf-and-sheep",
        "checkers/wolf-and-sheep:move-limit=3",
        "checkers/wolf-and-sheep:board=10x10",
    ];
    let mut rng = seeded_rng(2026);
    let mut compared = 0;
    for spec in specs {
        let game = CheckersFamily::from_spec(spec).unwrap();
        for _ in 0..10 {
            let playout = random_playout(&game, &game.start(), &mut rng, 400);
            let mut pos = game.start();
            for mv in &playout.moves {
                for depth in 1..=3 {
                    let want = perft_generic(&game, &pos, depth);
                    assert_eq!(game.perft(&pos, depth), want, "{spec} {pos} depth {depth}");
                    let routes = perft_routes_generic(&game, &pos, depth);
                    assert_eq!(
                        game.perft_routes(&pos, depth),
                        routes,
                        "{spec} {pos} routes depth {depth}"
                    );
                    compared += 1;
                }
                game.play_unchecked(&mut pos, mv);
            }
        }
    }
    assert!(compared > 2_000, "{compared}");
    // At the edge of the draw rules.
    for (spec, fen) in [
        ("checkers/classic", "W:WKa1,c3,e3,g3:BKh8,f6,d6,b6:H59"),
        ("checkers/classic", "B:WKa1,c3,e3,g3:BKh8,f6,d6,b6:H58"),
        ("checkers/american", "B:WKa1,c3,e3,g3:BKh8,f6,d6,b6:H79"),
        ("checkers/classic", "W:WKa1,Kc3,e5:BKh8,d6"),
        ("checkers/classic", "W:WKa1,Kc3:BKh8,f8,d8"),
        ("checkers/russian", "B:WKd4:BKh8,Ka7,g7"),
        ("checkers/international", "W:WK46,K28:BK5:E9"),
        ("checkers/international", "W:WK46,K28,33:BK5:E31"),
        ("checkers/international", "W:WK46,31,32,33:BK5,6:H49"),
        ("checkers/giveaway", "W:Wc3,e3:Bd4"),
        ("checkers/turkish", "W:WKa1,c3,e3:BKh8,d6,f6:H59"),
        ("checkers/turkish", "B:WKa1,c3,e3:BKh8,d6,f6:H58"),
        ("checkers/turkish", "W:WKd4,e4:BKe6"),
        ("checkers/turkish", "W:Wd4:Bd5,Kh8"),
        (
            "checkers/turkish:material-draws=one-piece-each",
            "W:Wd4,a2:Bd5,h7",
        ),
        ("checkers/turkish-diagonal-kings", "W:WKd4,Kb2:BKe6,g7,a7"),
        ("checkers/column", "W:Wc3,e3:Bd2,f2,Kd4,f4,h8bW:H58"),
        ("checkers/column", "B:WKc3bB,Ke5w:BKh8,Kd6bw,f6W,b6"),
        // Self-capture: a lone king jumping its own men, the move limit one ply away,
        // material draws in reach.
        ("checkers/self-capture", "W:WKa1,c3,e5,g7:BKh8,b8:H59"),
        ("checkers/self-capture", "W:WKd4,c3,e5,f6:BKh8,a7"),
        ("checkers/self-capture", "B:WKc1,e3:BKh8,g7,f6,d4"),
        // Artamonov: kings in reach of each other, the adjudication one or two plies
        // away, the last-moved piece the only one that could capture.
        ("checkers/artamonov", "S:Ka1,c3,Kf6,h8:C10,10:H28"),
        ("checkers/artamonov", "N:Ka1,c3,Kf6,h8:Lc3:C9,10:H29"),
        ("checkers/artamonov", "S:Kb2,c3,e5,Kg7,d6:Lc3"),
        ("checkers/artamonov", "N:b2,Kd4,e5,Kf6,c7,b8:Le5:C2,3"),
        // The wolf: before its placement, next to rank 1, the move limit in reach.
        ("checkers/wolf-and-sheep", "W:W:Ba1,c1,e1,g1"),
        ("checkers/wolf-and-sheep", "W:Wc3:Bb2,d2,f2,h2:H38"),
        ("checkers/wolf-and-sheep", "B:Wd2:Bc1,e1,b4,h6:H2"),
    ] {
        let game = CheckersFamily::from_spec(spec).unwrap();
        let pos = game.parse_position(fen).unwrap();
        for depth in 1..=4 {
            let want = perft_generic(&game, &pos, depth);
            assert_eq!(game.perft(&pos, depth), want, "{spec} {fen} depth {depth}");
            let routes = perft_routes_generic(&game, &pos, depth);
            assert_eq!(
                game.perft_routes(&pos, depth),
                routes,
                "{spec} {fen} depth {depth}"
            );
        }
    }
}
