//! The generic agents on every registered game, and two tactical positions.

use doska::ai::{Agent, AgentSpec, AlphaBeta, QUIESCENCE_NODES, WIN};
use doska::core::{random_playout, seeded_rng, Evaluation, Game};
use doska::registry::{self, GameVisitor};

/// Light budgets, counted rather than timed: depth 2 where a ply has tens of moves,
/// the node limit where it has a thousand (a placement turn of scoring rows or of the
/// larger squeeze boards), so every game costs about the same.
const SPECS: [&str; 4] = [
    "random",
    "greedy",
    "alphabeta:depth=2,nodes=3000",
    "mcts:playouts=40,cutoff=20",
];

/// Positions reached by random play, a few per game, each still going.
fn sample_positions<G: Game>(game: &G) -> Vec<G::Position> {
    (0..6u64)
        .filter_map(|seed| {
            let plies = (seed * 7 % 40) as usize;
            let p = random_playout(game, &game.start(), &mut seeded_rng(seed), plies);
            (p.ending.is_none()).then_some(p.position)
        })
        .collect()
}

struct LegalAndReproducible;

impl GameVisitor for LegalAndReproducible {
    type Output = usize;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> usize {
        let mut checked = 0;
        for pos in sample_positions(game) {
            let legal = game.moves(&pos);
            for text in SPECS {
                let spec: AgentSpec = text.parse().expect("valid spec");
                let Ok(mut a) = spec.build(game, eval, 7) else {
                    assert_ne!(game.teams(), 2, "{text} refused a two-sided game");
                    continue;
                };
                let mut b = spec.build(game, eval, 7).expect("built once already");
                let mv = a.choose(game, &pos).expect("a move in a live position");
                assert!(
                    legal.contains(&mv),
                    "{}: {text} chose `{mv}`, not legal in {pos}",
                    game.name()
                );
                assert_eq!(
                    Some(mv),
                    b.choose(game, &pos),
                    "{}: {text} not reproducible",
                    game.name()
                );
                checked += 1;
            }
        }
        checked
    }
}

#[test]
fn every_agent_plays_legal_reproducible_moves_in_every_game() {
    for name in registry::variants() {
        let game = registry::build(&name).expect("registered");
        let checked = game.visit(LegalAndReproducible);
        assert!(checked >= 8, "{name}: only {checked} decisions checked");
    }
}

#[test]
fn alphabeta_finds_a_forced_draughts_win_in_two() {
    // White men b2, c3 and d4 against the black man f6, White to move. Nothing
    // captures now; d4-e5 forces f6xd4 (capture is compulsory; b2 stops it going on
    // over c3) and c3xe5 takes the last piece.
    let game = doska::checkers::Checkers::classic();
    let pos = game.parse_position("W:Wb2,c3,d4:Bf6").expect("valid FEN");
    let mut ab = AlphaBeta::with_depth(doska::checkers::CheckersEval::default(), 6, 1);
    let mv = ab.search(&game, &pos).expect("a move");
    assert_eq!(game.format_move(&pos, &mv), "d4-e5");
    assert_eq!(
        ab.info().value,
        WIN - 3,
        "a win three plies away: {:?}",
        ab.info()
    );
}

#[test]
fn alphabeta_closes_a_mill() {
    // Placing phase: White has a1 and d1, g1 is free; Black threatens b2-d2-f2.
    // Closing a1-d1-g1 and removing a black piece both wins a piece and stops the threat.
    let game = doska::mill::Mill::nine();
    let pos = game
        .parse_position("WW.BB................... w 7 7")
        .expect("valid position");
    for depth in [1, 2, 3, 4] {
        let mut ab = AlphaBeta::with_depth(doska::mill::MillEval::default(), depth, 1);
        let mv = ab.search(&game, &pos).expect("a move");
        let text = game.format_move(&pos, &mv);
        assert!(text.starts_with("g1x"), "depth {depth}: {text}");
    }
}

#[test]
fn quiescence_follows_captures_past_the_horizon() {
    // White's only move c3:e5 takes d4; Black must answer f6:d4:f2, taking e5 and e3,
    // White's last men. One ply deep, only quiescence sees the loss.
    let game = doska::checkers::Checkers::classic();
    let pos = game
        .parse_position("W:Wc3,e3:Bc5,d4,f6,g7")
        .expect("valid FEN");
    let eval = doska::checkers::CheckersEval::default();
    let mut plain = AlphaBeta::with_depth(eval, 1, 1).with_quiescence(0);
    plain.search(&game, &pos).expect("a move");
    assert!(
        plain.info().value > -doska::ai::DECIDED,
        "{:?}",
        plain.info()
    );
    let mut quiet = AlphaBeta::with_depth(eval, 1, 1);
    quiet.search(&game, &pos).expect("a move");
    assert_eq!(
        quiet.info().value,
        -(WIN - 2),
        "lost two plies away: {:?}",
        quiet.info()
    );
}

#[test]
fn alphabeta_does_not_go_round_in_circles() {
    // Six men's morris against random play: searching without the game's history,
    // alpha-beta playing second drew 8 of 40 games by threefold repetition.
    let game = registry::build("mill/six").expect("registered");
    struct Play;
    impl GameVisitor for Play {
        type Output = usize;
        fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> usize {
            let mut draws = 0;
            for seed in 0..40 {
                let mut agents: Vec<Box<dyn Agent<G>>> = vec![
                    Box::new(doska::ai::RandomAgent::new(seed)),
                    "alphabeta:depth=3"
                        .parse::<AgentSpec>()
                        .unwrap()
                        .build(game, eval, seed)
                        .unwrap(),
                ];
                let mut m = doska::core::Match::new(game.clone());
                while !m.is_over() {
                    let seat = doska::core::Position::to_move(m.position()).index();
                    let mv = agents[seat].choose_in_match(&m).expect("a move");
                    m.play(&mv).expect("legal");
                }
                if doska::core::Outcome::verdict(m.ending().unwrap()) == doska::core::Verdict::Draw
                {
                    draws += 1;
                }
            }
            draws
        }
    }
    assert_eq!(game.visit(Play), 0);
}

#[test]
fn quiescence_is_bounded_by_nodes_below_each_leaf() {
    // A crowded 9×9 squeeze position where most steps capture: six plies of captures
    // multiplied each ply by about 17, and one move at depth 1 took 22 s before the
    // quiescence node budget. Now each leaf of the full-width tree costs at most
    // 1 + QUIESCENCE_NODES nodes, so iteration d visits at most the tree's inner
    // nodes plus (1 + QUIESCENCE_NODES) per position at depth d.
    let game = doska::squeeze::Squeeze::NINE;
    let pos = game
        .parse_position(
            "bwwbbwwbw/wbbwbbbbb/bwbw.wwww/wwbbbw.bb/bbw.w.www/wbwbbwbbb/wbbwbwwbw/wbbbwbbbw/bwwwwwwww b 0 0 1",
        )
        .expect("valid position");
    let legal = game.moves(&pos);
    // Positions at each ply of the full-width tree: perft(k).
    let width: Vec<u64> = (0..=2)
        .map(|k| doska::core::perft(&game, &pos, k))
        .collect();
    for depth in [1u32, 2] {
        let mut bound = 0;
        for d in 1..=depth as usize {
            bound += width[1..d].iter().sum::<u64>() + width[d] * (1 + u64::from(QUIESCENCE_NODES));
        }
        let mut moves = Vec::new();
        for _ in 0..2 {
            let mut ab = AlphaBeta::with_depth(doska::squeeze::SqueezeEval, depth, 3);
            let mv = ab.search(&game, &pos).expect("a move");
            assert!(legal.contains(&mv), "depth {depth}: `{mv}` is not legal");
            let info = ab.info();
            assert_eq!(info.depth, depth, "{info:?}");
            assert!(
                info.nodes <= bound,
                "depth {depth}: {} nodes, more than the bound {bound}",
                info.nodes
            );
            moves.push(mv);
        }
        assert_eq!(moves[0], moves[1], "depth {depth}: not reproducible");
    }
}

#[test]
fn greedy_brings_its_halma_pieces_home_against_random_play() {
    // Greedy is the halma agent (docs/ai.md): by HalmaEval's distance to go and the
    // waiting of its target (how long the pieces parked there will take to leave) it
    // arrives by the game's own end, not the move limit, at every table: in four and
    // six players its target is a random player's home.
    use doska::core::{Match, Outcome, Player, Position, Reason};
    use doska::halma::Halma;
    for (spec, game) in [
        ("halma/two", Halma::TWO),
        ("halma/three", Halma::THREE),
        ("halma/four", Halma::FOUR),
        ("halma/six", Halma::SIX),
    ] {
        let n = game.players();
        for g in 0..3u64 {
            let seat = (g as usize) % n;
            let mut agents: Vec<Box<dyn Agent<Halma>>> = (0..n)
                .map(|s| -> Box<dyn Agent<Halma>> {
                    if s == seat {
                        Box::new(doska::ai::Greedy::new(doska::halma::HalmaEval, g))
                    } else {
                        Box::new(doska::ai::RandomAgent::new(g * 10 + s as u64))
                    }
                })
                .collect();
            let mut m = Match::new(game);
            while !m.is_over() {
                let mv = agents[m.position().to_move().index()]
                    .choose_in_match(&m)
                    .expect("a move");
                m.play(&mv).expect("legal");
            }
            let ending = m.ending().expect("over");
            assert_eq!(ending.reason(), Reason::Target, "{spec} game {g}: {ending}");
            assert!(
                ending.verdict().is_win_for(Player::new(seat).unwrap()),
                "{spec} game {g}: {ending}"
            );
        }
    }
}
