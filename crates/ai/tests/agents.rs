//! The agents on the core's subtraction game, whose perfect play is known: with two
//! players, a pile that is a multiple of four is lost for the player to move.

use doska_ai::{Agent, AgentSpec, AlphaBeta, Budget, Greedy, Mcts, MctsConfig, RandomAgent};
use doska_core::toy::{Subtraction, Take};
use doska_core::{Game, Match, NoEvaluation, Outcome, Player, Position};

fn spec(s: &str) -> AgentSpec {
    s.parse().unwrap()
}

#[test]
fn alphabeta_plays_perfectly() {
    for pile in 5..=20u32 {
        let game = Subtraction::new(2, pile);
        let mut ab = AlphaBeta::with_depth(NoEvaluation, 24, 1);
        let mv = ab.search(&game, &game.start()).unwrap();
        if pile % 4 != 0 {
            assert_eq!(u32::from(mv.0), pile % 4, "pile {pile}");
            assert!(
                ab.info().value > doska_ai::DECIDED,
                "pile {pile}: {:?}",
                ab.info()
            );
        } else {
            assert!(ab.info().value < -doska_ai::DECIDED, "pile {pile}: lost");
        }
    }
}

#[test]
fn alphabeta_prefers_the_quickest_win() {
    // From 3 the winning move takes all three at once, not 3 plies later.
    let game = Subtraction::new(2, 3);
    let mut ab = AlphaBeta::with_depth(NoEvaluation, 8, 0);
    assert_eq!(ab.search(&game, &game.start()), Some(Take(3)));
    assert_eq!(ab.info().value, doska_ai::WIN - 1);
}

#[test]
fn alphabeta_needs_two_sides() {
    let game = Subtraction::new(3, 10);
    let err = spec("alphabeta")
        .build(&game, &NoEvaluation, 0)
        .err()
        .unwrap();
    assert_eq!(
        err.to_string(),
        "alpha-beta needs a game with two sides; subtraction/standard:players=3 has 3"
    );
}

#[test]
fn node_and_time_budgets_stop_the_search() {
    let game = Subtraction::new(2, 400);
    let mut ab = AlphaBeta::new(NoEvaluation, Budget::nodes(5_000), 1, 0);
    assert!(ab.search(&game, &game.start()).is_some());
    assert!(ab.info().nodes <= 5_000 + 1024, "{:?}", ab.info());
    let mut ab = AlphaBeta::new(
        NoEvaluation,
        Budget::time(std::time::Duration::from_millis(20)),
        1,
        0,
    );
    assert!(ab.search(&game, &game.start()).is_some());
}

fn play<G: Game>(game: &G, agents: &mut [Box<dyn Agent<G>>]) -> Match<G> {
    let mut m = Match::new(game.clone());
    while !m.is_over() {
        let seat = m.position().to_move().index();
        let mv = agents[seat]
            .choose_in_match(&m)
            .expect("a move while not over");
        m.play(&mv).expect("agents play legal moves");
    }
    m
}

#[test]
fn every_agent_plays_legal_moves_and_is_reproducible() {
    for players in [2, 3, 4] {
        let game = Subtraction::new(players, 30);
        for s in [
            "random",
            "greedy",
            "mcts:playouts=200",
            "mcts:playouts=100,cutoff=3",
            "alphabeta:depth=5",
        ] {
            if s.starts_with("alphabeta") && players != 2 {
                continue;
            }
            let records: Vec<Vec<Take>> = (0..2)
                .map(|_| {
                    let mut agents: Vec<Box<dyn Agent<Subtraction>>> = (0..players as u64)
                        .map(|seat| spec(s).build(&game, &NoEvaluation, seat).unwrap())
                        .collect();
                    play(&game, &mut agents).moves().to_vec()
                })
                .collect();
            assert_eq!(records[0], records[1], "{s} with {players} players");
        }
    }
}

#[test]
fn searchers_beat_random() {
    // Pile 21 is a win for the first player (21 % 4 = 1); from 20 it is a loss, but
    // random play errs. Alternate seats and count wins against the random agent.
    let game = Subtraction::new(2, 21);
    for s in ["alphabeta:depth=10", "mcts:playouts=400"] {
        let mut wins = 0;
        for g in 0..20u64 {
            let strong = spec(s).build(&game, &NoEvaluation, g).unwrap();
            let weak: Box<dyn Agent<Subtraction>> = Box::new(RandomAgent::new(1000 + g));
            let strong_seat = (g % 2) as usize;
            let mut agents = if strong_seat == 0 {
                vec![strong, weak]
            } else {
                vec![weak, strong]
            };
            let m = play(&game, &mut agents);
            let seat = Player::new(strong_seat).unwrap();
            if m.ending().unwrap().verdict().is_win_for(seat) {
                wins += 1;
            }
        }
        assert!(wins >= 19, "{s} won only {wins} of 20");
    }
}

#[test]
fn mcts_uses_each_players_own_payoff() {
    // Three players, pile of 2: the player to move takes both and wins.
    let game = Subtraction::new(3, 2);
    let mut mcts = Mcts::new(NoEvaluation, MctsConfig::default(), 0);
    assert_eq!(mcts.search(&game, &game.start()), Some(Take(2)));
    assert!(mcts.info().mean > 0.99);
    let mut greedy = Greedy::new(NoEvaluation, 0);
    assert_eq!(
        Agent::choose(&mut greedy, &game, &game.start()),
        Some(Take(2))
    );
}

#[test]
fn quiescence_defaults_to_the_evaluations_limit() {
    // No `quiescence=` in a spec leaves the limit to the evaluation
    // (`Evaluation::QUIESCENCE_PLIES`); an explicit value, 0 included, is kept and
    // written back.
    assert_eq!(spec("alphabeta:depth=3").quiescence, None);
    assert_eq!(spec("alphabeta:depth=3").to_string(), "alphabeta:depth=3");
    for q in ["0", "4", "16"] {
        let s = spec(&format!("alphabeta:depth=3,quiescence={q}"));
        assert_eq!(s.quiescence, Some(q.parse().unwrap()));
        assert_eq!(s, spec(&s.to_string()));
    }
    assert!("alphabeta:quiescence=101".parse::<AgentSpec>().is_err());
}

#[test]
fn agent_specs_share_the_grammar_of_game_specs() {
    let err = |s: &str| s.parse::<AgentSpec>().unwrap_err().to_string();
    assert_eq!(
        err("minimax"),
        "unknown agent `minimax`; agents: random, greedy, alphabeta, mcts"
    );
    assert_eq!(
        err("alphabeta:playouts=3"),
        "unknown option `playouts` for alphabeta; options: depth, nodes, time, tt, quiescence"
    );
    assert_eq!(
        err("alphabeta:depth=2,depth=3"),
        "option `depth` given twice"
    );
    assert_eq!(
        err("mcts:time=2"),
        "bad value `2` for option `time`; expected a duration from 1ms to 1000000s, such as 500ms or 2s"
    );
    assert_eq!(
        err("random:depth=1"),
        "unknown option `depth` for random; options: none"
    );
    assert!(err("alphabeta/deep").starts_with("unknown agent `alphabeta/deep`"));
    assert!(err("Alphabeta").starts_with("malformed"));
    // The canonical text: options in declaration order, defaults left out.
    let spec: AgentSpec = "mcts:scale=300,cutoff=40,playouts=500,c=1.5"
        .parse()
        .unwrap();
    assert_eq!(spec.to_string(), "mcts:playouts=500,c=1.5,cutoff=40");
    assert_eq!(spec.to_string().parse::<AgentSpec>().unwrap(), spec);
    let ab: AgentSpec = "ab:quiescence=0".parse().unwrap();
    assert_eq!(ab.to_string(), "alphabeta:quiescence=0");
}

#[test]
fn the_time_option_takes_what_its_error_says() {
    // "from 1ms to 1000000s": both ends as the message puts them.
    let time = |s: &str| s.parse::<AgentSpec>().map(|a| a.budget.time);
    let ms = std::time::Duration::from_millis;
    for kind in ["mcts", "alphabeta"] {
        assert_eq!(time(&format!("{kind}:time=1ms")), Ok(Some(ms(1))));
        assert_eq!(
            time(&format!("{kind}:time=1000000s")),
            Ok(Some(ms(1_000_000_000)))
        );
        for refused in ["1000001s", "0.5ms", "0s"] {
            let err = time(&format!("{kind}:time={refused}")).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!("bad value `{refused}` for option `time`; expected a duration from 1ms to 1000000s, such as 500ms or 2s")
            );
        }
    }
}

/// A clock that moves 10 ms at every reading, whatever the real time: the searches
/// must be timed by the clock they are given, not by the platform's.
fn ten_ms_a_reading() -> std::time::Duration {
    use std::sync::atomic::{AtomicU64, Ordering};
    static READINGS: AtomicU64 = AtomicU64::new(0);
    std::time::Duration::from_millis(10 * READINGS.fetch_add(1, Ordering::Relaxed))
}

#[test]
fn an_injected_clock_times_the_searches() {
    use doska_ai::Control;
    let game = Subtraction::new(2, 4000);
    let m = Match::new(game);
    for text in ["alphabeta:time=1s", "mcts:time=1s"] {
        let mut agent = spec(text).build(&game, &NoEvaluation, 1).unwrap();
        let mut control = Control::new().with_clock(ten_ms_a_reading);
        let start = control.now();
        assert!(agent.think(&m, &mut control).is_some(), "{text}");
        // A second by this clock is about a hundred readings: the search stopped long
        // before a real second could pass on this game's huge tree.
        let spent = control.now().saturating_sub(start);
        assert!(
            spent >= std::time::Duration::from_secs(1),
            "{text}: {spent:?}"
        );
        assert!(
            spent < std::time::Duration::from_secs(60),
            "{text}: {spent:?}"
        );
    }
}
