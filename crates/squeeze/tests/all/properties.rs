//! Properties, with proptest: pieces leave the board only by captures, and exactly the
//! captured ones; the parsers never panic and what they accept is sound; every playout
//! ends; the engine's counting agrees with generation.

use doska_core::{perft, perft_generic, random_playout, seeded_rng, Game, Position};
use doska_squeeze::{Blocked, Colour, ExtraMove, Squeeze, SqueezeMove};
use proptest::prelude::*;

fn rules() -> impl Strategy<Value = Squeeze> {
    prop_oneof![
        Just(Squeeze::STANDARD),
        Just(Squeeze::STANDARD.with_first(Colour::Black)),
        Just(Squeeze::STANDARD.with_move_limit(6)),
        Just(Squeeze::STANDARD.with_extra_move(ExtraMove::Compulsory)),
        Just(Squeeze::STANDARD.with_blocked(Blocked::Lose)),
        Just(Squeeze::SEVEN),
        Just(Squeeze::NINE),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Along a random game, each side's pieces on the board, in hand and captured make
    /// its pieces; a step takes exactly the pieces `captured` names, all of the other
    /// side; a placement adds two pieces and takes two from the hand; `pass` changes
    /// no piece.
    #[test]
    fn pieces_leave_only_by_captures(game in rules(), choices in prop::collection::vec(any::<u32>(), 0..400)) {
        let n = u32::from(game.size().pieces());
        let mut pos = game.start();
        let mut captured = [0u32; 2];
        for choice in choices {
            let moves = game.moves(&pos);
            if moves.is_empty() {
                break;
            }
            let mv = moves[choice as usize % moves.len()];
            let me = pos.side_to_move();
            let taken = game.captured(&pos, &mv);
            prop_assert!(taken.is_subset(pos.pieces(me.other())));
            let before = pos;
            game.play(&mut pos, &mv).unwrap();
            prop_assert_eq!(pos.pieces(me.other()), before.pieces(me.other()) - taken);
            match mv {
                SqueezeMove::Place(a, b) => {
                    prop_assert_eq!(pos.pieces(me), before.pieces(me).with(a).with(b));
                    prop_assert_eq!(pos.hand(me) + 2, before.hand(me));
                }
                SqueezeMove::Step(from, to) => {
                    prop_assert_eq!(pos.pieces(me), before.pieces(me).without(from).with(to));
                    prop_assert_eq!(pos.side_to_move() == me, !taken.is_empty());
                }
                SqueezeMove::Pass => prop_assert_eq!(pos.occupied(), before.occupied()),
            }
            captured[me.other().index()] += taken.count();
            for c in Colour::ALL {
                prop_assert_eq!(
                    pos.pieces(c).count() + u32::from(pos.hand(c)) + captured[c.index()],
                    n
                );
            }
        }
    }

    /// Position texts of any shape never panic the parser; an accepted text writes a
    /// text that reads back as the same position.
    #[test]
    fn position_parser_never_panics(game in rules(), text in "[wb.1-9/+ 0-9a-z]{0,120}") {
        if let Ok(p) = game.parse_position(&text) {
            prop_assert_eq!(game.parse_position(&p.to_string()).unwrap(), p);
        }
    }

    /// Arbitrary text, too.
    #[test]
    fn position_parser_takes_any_text(text in any::<String>()) {
        let _ = Squeeze::STANDARD.parse_position(&text);
    }

    /// Move texts never panic the parser; an accepted move is legal.
    #[test]
    fn move_parser_never_panics(seed in any::<u64>(), text in "([a-j][0-9]{1,2}[,-]?){0,3}|pass|.{0,12}") {
        let game = Squeeze::STANDARD;
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), (seed % 40) as usize);
        let pos = playout.position;
        if let Ok(mv) = game.parse_move(&pos, &text) {
            prop_assert!(game.moves(&pos).contains(&mv));
        }
    }

    /// Every random game ends by the rules or by repetition, well within the ply cap.
    #[test]
    fn playouts_end(game in rules(), seed in any::<u64>()) {
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), 100_000);
        prop_assert!(playout.ending.is_some(), "{}", playout.position);
    }

    /// The engine's perft and move count equal the generic recursion's at random
    /// positions; the key leaves the plies counter out.
    #[test]
    fn counting_agrees(game in rules(), seed in any::<u64>(), plies in 0usize..120) {
        let playout = random_playout(&game, &game.start(), &mut seeded_rng(seed), plies);
        let pos = playout.position;
        prop_assert_eq!(game.count_moves(&pos), game.moves(&pos).len() as u64);
        let depth = if pos.is_placement() { 2 } else { 3 };
        prop_assert_eq!(perft(&game, &pos, depth), perft_generic(&game, &pos, depth));
        if !pos.is_placement() && !pos.moving_again() {
            let text = pos.to_string();
            let fields: Vec<&str> = text.split(' ').take(4).collect();
            let reset = game.parse_position(&fields.join(" ")).unwrap();
            prop_assert_eq!(reset.key(), pos.key());
        }
    }
}
