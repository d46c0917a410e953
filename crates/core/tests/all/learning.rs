//! The learning encoding's shared parts: `make_distinct`, the conformance check on the
//! toy game, and `VecEnv`'s buffers, errors and restarts.

use doska_core::conformance::check_encoding;
use doska_core::learning::{
    make_distinct, Encoding, EnvConfig, ObservationStyle, StepBuffers, StepError, VecEnv,
};
use doska_core::toy::Subtraction;
use doska_core::{Game, Player};
use proptest::prelude::*;

proptest! {
    #[test]
    fn make_distinct_gives_distinct_indices_and_keeps_the_first_of_each(
        slots in proptest::collection::vec(0usize..40, 0..40),
    ) {
        let mut out = slots.clone();
        let moved = make_distinct(&mut out, 40);
        let mut sorted = out.clone();
        sorted.sort_unstable();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), out.len());
        prop_assert!(out.iter().all(|&i| i < 40));
        // The first occurrence of every index stays where it was.
        let mut seen = std::collections::HashSet::new();
        let mut kept = 0;
        for (a, b) in slots.iter().zip(&out) {
            if seen.insert(*a) {
                prop_assert_eq!(a, b);
                kept += 1;
            }
        }
        prop_assert_eq!(moved, slots.len() - kept);
    }
}

#[test]
fn make_distinct_leaves_distinct_indices_alone() {
    let mut slots = [5, 3, 9, 0];
    assert_eq!(make_distinct(&mut slots, 10), 0);
    assert_eq!(slots, [5, 3, 9, 0]);
}

#[test]
fn the_toy_game_keeps_the_encoding_contract_at_every_table_size() {
    for players in 2..=6 {
        let report = check_encoding(&Subtraction::new(players, 21), 30, 100, 11);
        assert!(report.positions > 300, "{report:?}");
        assert_eq!(report.most_moves, 3);
        assert!(report.games > 50, "{report:?}");
    }
}

#[test]
fn a_vec_env_refuses_wrong_buffers_and_illegal_actions_and_changes_nothing() {
    let game = Subtraction::new(2, 5);
    let mut env = VecEnv::new(game, 3, 1, EnvConfig::default()).unwrap();
    let mut short = [0.0; 2];
    let err = env
        .step(
            &[0, 0, 0],
            &mut StepBuffers {
                rewards: Some(&mut short),
                ..StepBuffers::default()
            },
        )
        .unwrap_err();
    assert!(
        matches!(
            err,
            StepError::WrongLength {
                buffer: "rewards",
                expected: 3,
                got: 2
            }
        ),
        "{err}"
    );
    let err = env.step(&[0, 0], &mut StepBuffers::default()).unwrap_err();
    assert!(
        matches!(
            err,
            StepError::WrongLength {
                buffer: "actions",
                ..
            }
        ),
        "{err}"
    );
    let err = env
        .step(&[0, 3, 0], &mut StepBuffers::default())
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "action 3 is not legal in game 1 (position 5 1)"
    );
    for i in 0..3 {
        assert_eq!(env.plies(i), 0);
        assert_eq!(env.position(i).left(), 5);
    }
    // Take 3 then 2 in every game: the second player takes the last counter and wins.
    let mut terminated = [false; 3];
    let mut payoffs = [0.0; 6];
    let mut rewards = [0.0; 3];
    let mut to_play = [9; 3];
    env.step(&[2, 2, 2], &mut StepBuffers::default()).unwrap();
    env.step(
        &[1, 1, 1],
        &mut StepBuffers {
            terminated: Some(&mut terminated),
            payoffs: Some(&mut payoffs),
            rewards: Some(&mut rewards),
            to_play: Some(&mut to_play),
            ..StepBuffers::default()
        },
    )
    .unwrap();
    assert_eq!(terminated, [true; 3]);
    assert_eq!(rewards, [1.0; 3]);
    assert_eq!(payoffs, [-1.0, 1.0, -1.0, 1.0, -1.0, 1.0]);
    assert_eq!(to_play, [0; 3], "restarted with the first seat to move");
    assert_eq!(env.position(0).left(), 5);
}

#[test]
fn a_vec_env_truncates_at_its_ply_cap_and_splits_its_work_the_same_on_any_thread_count() {
    let game = Subtraction::new(3, 200);
    let run = |threads: usize| {
        let config = EnvConfig {
            max_plies: Some(7),
            threads,
            ..EnvConfig::default()
        };
        let mut env = VecEnv::new(game, 300, 5, config).unwrap();
        let shape = env.observation_shape();
        let mut obs = vec![0.0; 300 * shape.len()];
        let mut truncated = vec![false; 300];
        let mut actions = vec![0; 300];
        let mut cut = 0;
        for _ in 0..21 {
            env.random_actions(&mut actions);
            env.step(
                &actions,
                &mut StepBuffers {
                    observations: Some(&mut obs),
                    truncated: Some(&mut truncated),
                    ..StepBuffers::default()
                },
            )
            .unwrap();
            cut += truncated.iter().filter(|&&t| t).count();
        }
        (cut, obs)
    };
    let (cut, obs) = run(1);
    assert_eq!(cut, 900, "every game cut at plies 7, 14 and 21");
    assert_eq!(run(4), (cut, obs));
}

#[test]
fn the_toy_game_has_no_openspiel_observation() {
    let game = Subtraction::new(2, 5);
    assert_eq!(game.observation_shape(ObservationStyle::OpenSpiel), None);
    let mut out = vec![0.0; 6];
    let err = game
        .observation(
            &game.start(),
            Player::FIRST,
            ObservationStyle::OpenSpiel,
            &mut out,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "subtraction/standard:pile=5 has no openspiel observation"
    );
    assert!(VecEnv::new(
        game,
        1,
        0,
        EnvConfig {
            style: ObservationStyle::OpenSpiel,
            ..EnvConfig::default()
        }
    )
    .is_err());
}
