//! Perft from the start position against ../shared/reference/perft.md (numbers computed
//! by py-draughts, pydraughts, OpenSpiel and dame-rs; none by Doska).

use doska_checkers::Checkers;
use doska_core::{perft, Game};

fn check(rules: Checkers, expected: &[u64]) {
    let start = rules.start();
    for (i, want) in expected.iter().enumerate() {
        let d = i as u32 + 1;
        assert_eq!(
            perft(&rules, &start, d),
            *want,
            "{} depth {d}",
            rules.name()
        );
    }
}

#[test]
fn classic() {
    check(
        Checkers::classic(),
        &[
            7, 49, 302, 1_469, 7_473, 37_628, 187_302, 907_830, 4_431_766, 21_560_022,
        ],
    );
}

#[test]
fn russian() {
    check(
        Checkers::russian(),
        &[
            7, 49, 302, 1_469, 7_482, 37_986, 190_146, 929_899, 4_570_586, 22_444_032,
        ],
    );
}

#[test]
fn american() {
    check(
        Checkers::american(),
        &[
            7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680, 18_391_564,
        ],
    );
}

#[test]
fn international() {
    check(
        Checkers::international(),
        &[
            9, 81, 658, 4_265, 27_117, 167_140, 1_049_442, 6_483_961, 41_022_423,
        ],
    );
}

/// The deep rows of the tables: `cargo test -p doska-checkers --release --test perft -- --ignored`.
fn deep(rules: Checkers, from: u32, expected: &[u64]) {
    let start = rules.start();
    for (i, want) in expected.iter().enumerate() {
        let d = from + i as u32;
        let t = std::time::Instant::now();
        let n = perft(&rules, &start, d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{} perft({d}) = {n} in {s:.2} s ({:.0} M leaves/s)",
            rules.name(),
            n as f64 / s / 1e6
        );
        assert_eq!(n, *want, "{} depth {d}", rules.name());
    }
}

#[test]
#[ignore = "deep perft: minutes in release"]
fn classic_deep() {
    deep(
        Checkers::classic(),
        10,
        &[21_560_022, 105_491_257, 511_882_477],
    );
}

#[test]
#[ignore = "deep perft: minutes in release"]
fn russian_deep() {
    deep(
        Checkers::russian(),
        10,
        &[22_444_032, 110_917_189, 544_770_444],
    );
}

#[test]
#[ignore = "deep perft: minutes in release"]
fn american_deep() {
    deep(
        Checkers::american(),
        10,
        &[18_391_564, 85_242_128, 388_617_999],
    );
}

#[test]
#[ignore = "deep perft: minutes in release"]
fn international_deep() {
    deep(
        Checkers::international(),
        9,
        &[41_022_423, 258_895_763, 1_665_861_398],
    );
}

/// The draw rules never fire within the perft depths: the same counts with every draw
/// rule off (`draws=none`), as the reference engines count.
#[test]
fn draw_rules_do_not_change_perft() {
    use doska_checkers::CheckersFamily;
    use doska_core::registry::Family;
    for (spec, depth, want) in [
        ("checkers/classic:draws=none", 8, 907_830),
        ("checkers/russian:draws=none", 8, 929_899),
        ("checkers/american:draws=none", 8, 845_931),
        ("checkers/international:draws=none", 7, 1_049_442),
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
    use doska_checkers::CheckersFamily;
    use doska_core::registry::Family;
    use doska_core::{perft_generic, random_playout, seeded_rng};
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
    ] {
        let game = CheckersFamily::from_spec(spec).unwrap();
        let pos = game.parse_position(fen).unwrap();
        for depth in 1..=4 {
            let want = perft_generic(&game, &pos, depth);
            assert_eq!(game.perft(&pos, depth), want, "{spec} {fen} depth {depth}");
        }
    }
}
