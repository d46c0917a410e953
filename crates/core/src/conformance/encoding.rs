//! [`check_encoding`]: the [`Encoding`] contract on random positions of a variant,
//! and a [`VecEnv`] of it stepped against the same contract.

use std::collections::HashSet;

use rand::Rng;

use crate::game::Position;
use crate::learning::{Encoding, EncodingError, EnvConfig, ObservationStyle, StepBuffers, VecEnv};
use crate::outcome::Outcome;
use crate::player::Player;
use crate::playout::{random_playout, seeded_rng};

/// What [`check_encoding`] saw.
#[derive(Clone, Debug, Default)]
pub struct EncodingReport {
    /// Positions checked.
    pub positions: usize,
    /// Legal moves whose index was checked both ways.
    pub moves: usize,
    /// The most legal moves of one position.
    pub most_moves: usize,
    /// Observations written and checked (every style, every seat).
    pub observations: usize,
    /// Steps of the [`VecEnv`] run checked.
    pub steps: usize,
    /// Games the [`VecEnv`] run finished (terminated or truncated).
    pub games: usize,
}

/// Checks `game`'s [`Encoding`] at every position of `playouts` seeded random games
/// (each cut at `max_plies`), and panics with the game, the position and the move on
/// the first violation:
///
/// - each legal move's index is below `num_actions`, the indices are pairwise
///   different, and `action_index` and `action_from_index` give each other back;
/// - `legal_actions` and `legal_action_mask` agree with them, and indices of no legal
///   move (random ones, and the space's ends) give `None`;
/// - a finished game has no legal action;
/// - the egocentric observation exists, and every style the game has fills its shape
///   with finite values, the same for equal positions, for every seat; a buffer of the
///   wrong length or a seat that is not at the table is refused and the buffer left
///   as it was;
/// - a [`VecEnv`] of 8 games stepped with random actions for `4 × max_plies` steps
///   writes, at every step, each game's mask and observation as the trait gives them
///   for its position, rewards equal to the mover's payoff, and restarts finished
///   games.
pub fn check_encoding<G: Encoding>(
    game: &G,
    playouts: usize,
    max_plies: usize,
    seed: u64,
) -> EncodingReport {
    let name = game.name();
    let n = game.num_actions();
    assert!(n > 0, "{name}: an empty action space");
    let mut report = EncodingReport::default();
    let mut rng = seeded_rng(seed);
    let styles: Vec<ObservationStyle> = [ObservationStyle::Egocentric, ObservationStyle::OpenSpiel]
        .into_iter()
        .filter(|&s| game.observation_shape(s).is_some())
        .collect();
    assert!(
        styles.contains(&ObservationStyle::Egocentric),
        "{name}: no egocentric observation"
    );
    let mut mask = vec![false; n];
    let mut indices = Vec::new();
    let mut listed = Vec::new();
    for _ in 0..playouts {
        let playout = random_playout(game, &game.start(), &mut rng, max_plies);
        let mut pos = game.start();
        for at in 0..=playout.moves.len() {
            check_position(
                game,
                &pos,
                &styles,
                &mut rng,
                &mut mask,
                &mut indices,
                &mut listed,
                &mut report,
            );
            if let Some(mv) = playout.moves.get(at) {
                game.play_unchecked(&mut pos, mv);
            }
        }
    }
    check_vec_env(game, max_plies, seed, &mut report);
    report
}

#[allow(clippy::too_many_arguments)]
fn check_position<G: Encoding>(
    game: &G,
    pos: &G::Position,
    styles: &[ObservationStyle],
    rng: &mut impl Rng,
    mask: &mut [bool],
    indices: &mut Vec<usize>,
    listed: &mut Vec<usize>,
    report: &mut EncodingReport,
) {
    let name = game.name();
    let n = game.num_actions();
    let moves = game.moves(pos);
    game.action_indices(pos, &moves, indices);
    assert_eq!(
        indices.len(),
        moves.len(),
        "{name}: one index per move at {pos}"
    );
    let mut seen = HashSet::new();
    for (mv, &i) in moves.iter().zip(indices.iter()) {
        let text = game.format_move(pos, mv);
        assert!(
            i < n,
            "{name}: {text} at {pos} has index {i}, not below {n}"
        );
        assert!(
            seen.insert(i),
            "{name}: two moves share index {i} at {pos} ({text})"
        );
        assert_eq!(
            game.action_index(pos, mv),
            Some(i),
            "{name}: action_index of {text} at {pos}"
        );
        assert_eq!(
            game.action_from_index(pos, i).as_ref(),
            Some(mv),
            "{name}: action_from_index({i}) at {pos} is not {text}"
        );
        report.moves += 1;
    }
    if moves.is_empty() {
        assert!(
            game.outcome(pos).is_some(),
            "{name}: no move and no outcome at {pos}"
        );
    }
    game.legal_actions(pos, listed);
    assert_eq!(listed, indices, "{name}: legal_actions at {pos}");
    mask.fill(true);
    game.legal_action_mask(pos, mask);
    let marked: HashSet<usize> = (0..n).filter(|&i| mask[i]).collect();
    assert_eq!(marked, seen, "{name}: the mask at {pos}");
    let mut probes: Vec<usize> = (0..8).map(|_| rng.random_range(0..n)).collect();
    probes.extend([0, n - 1, n, n + 1, usize::MAX]);
    for i in probes {
        if !seen.contains(&i) {
            assert_eq!(
                game.action_from_index(pos, i),
                None,
                "{name}: action_from_index({i}) at {pos} gives a move no legal move has"
            );
        }
    }
    for &style in styles {
        let shape = game.observation_shape(style).expect("listed");
        assert!(!shape.is_empty(), "{name}: an empty {style} observation");
        let mut first = vec![f32::NAN; shape.len()];
        let mut second = vec![0.5; shape.len()];
        for seat in Player::all(game.players()) {
            game.observation(pos, seat, style, &mut first)
                .unwrap_or_else(|e| panic!("{name}: {style} observation at {pos}: {e}"));
            assert!(
                first.iter().all(|v| v.is_finite()),
                "{name}: a value that is not finite in the {style} observation of {pos} from {seat}"
            );
            game.observation(&pos.clone(), seat, style, &mut second)
                .expect("as before");
            assert_eq!(
                first, second,
                "{name}: two {style} observations of {pos} from {seat}"
            );
            report.observations += 1;
        }
        let mut short = vec![7.0; shape.len() - 1];
        let err = game
            .observation(pos, Player::FIRST, style, &mut short)
            .unwrap_err();
        assert!(
            matches!(err, EncodingError::WrongLength { .. }),
            "{name}: a short buffer gave {err:?}"
        );
        assert!(
            short.iter().all(|&v| v == 7.0),
            "{name}: a refused buffer was written"
        );
        if game.players() < crate::player::MAX_PLAYERS {
            let absent = Player::new(game.players()).expect("a seat index");
            let err = game
                .observation(pos, absent, style, &mut first)
                .unwrap_err();
            assert!(
                matches!(err, EncodingError::NotASeat { .. }),
                "{name}: an absent seat gave {err:?}"
            );
        }
    }
    report.positions += 1;
    report.most_moves = report.most_moves.max(moves.len());
}

fn check_vec_env<G: Encoding>(game: &G, max_plies: usize, seed: u64, report: &mut EncodingReport) {
    let name = game.name();
    let games = 8;
    let config = EnvConfig {
        max_plies: Some(max_plies.clamp(1, u32::MAX as usize) as u32),
        threads: 1,
        ..EnvConfig::default()
    };
    let mut env = VecEnv::new(game.clone(), games, seed, config)
        .unwrap_or_else(|e| panic!("{name}: a VecEnv: {e}"));
    let shape = env.observation_shape();
    let n = env.num_actions();
    let players = game.players();
    let mut obs = vec![0.0; games * shape.len()];
    let mut masks = vec![false; games * n];
    let mut rewards = vec![0.0; games];
    let mut terminated = vec![false; games];
    let mut truncated = vec![false; games];
    let mut to_play = vec![0; games];
    let mut payoffs = vec![0.0; games * players];
    let mut actions = vec![0; games];
    let mut one = vec![0.0; shape.len()];
    let mut one_mask = vec![false; n];
    {
        let mut out = StepBuffers {
            observations: Some(&mut obs),
            masks: Some(&mut masks),
            ..StepBuffers::default()
        };
        env.reset(&mut out).expect("reset");
    }
    let bad = env.step(&vec![usize::MAX; games], &mut StepBuffers::default());
    assert!(bad.is_err(), "{name}: a VecEnv took illegal actions");
    for _ in 0..4 * max_plies {
        let before: Vec<G::Position> = (0..games).map(|i| env.position(i).clone()).collect();
        env.random_actions(&mut actions);
        let moved: Vec<G::Move> = (0..games)
            .map(|i| {
                game.action_from_index(&before[i], actions[i])
                    .expect("a legal action")
            })
            .collect();
        let mut out = StepBuffers {
            observations: Some(&mut obs),
            masks: Some(&mut masks),
            rewards: Some(&mut rewards),
            terminated: Some(&mut terminated),
            truncated: Some(&mut truncated),
            to_play: Some(&mut to_play),
            payoffs: Some(&mut payoffs),
        };
        env.step(&actions, &mut out).expect("legal actions");
        for i in 0..games {
            let pos = env.position(i);
            if terminated[i] || truncated[i] {
                report.games += 1;
                assert_eq!(env.plies(i), 0, "{name}: a finished game was not restarted");
                if terminated[i] {
                    let mut after = before[i].clone();
                    game.play_unchecked(&mut after, &moved[i]);
                    let mover = before[i].to_move();
                    // No outcome: the game ended by repetition, a draw for everyone.
                    let expected: Vec<f32> = match game.outcome(&after) {
                        Some(o) => Player::all(players)
                            .map(|p| o.payoff(p, players) as f32)
                            .collect(),
                        None => vec![0.0; players],
                    };
                    assert_eq!(
                        &payoffs[i * players..(i + 1) * players],
                        &expected[..],
                        "{name}: the payoffs of the game ended at {after}"
                    );
                    assert_eq!(
                        rewards[i],
                        expected[mover.index()],
                        "{name}: the mover's reward at {after}"
                    );
                }
            } else {
                assert_eq!(rewards[i], 0.0, "{name}: a reward in a game not over");
                let mut after = before[i].clone();
                game.play_unchecked(&mut after, &moved[i]);
                assert_eq!(&after, pos, "{name}: the VecEnv did not play the action");
            }
            assert_eq!(
                to_play[i] as usize,
                pos.to_move().index(),
                "{name}: to_play"
            );
            game.observation(pos, pos.to_move(), ObservationStyle::Egocentric, &mut one)
                .expect("an observation");
            assert_eq!(
                &obs[i * shape.len()..(i + 1) * shape.len()],
                &one[..],
                "{name}: the VecEnv's observation of game {i} at {pos}"
            );
            game.legal_action_mask(pos, &mut one_mask);
            assert_eq!(
                &masks[i * n..(i + 1) * n],
                &one_mask[..],
                "{name}: the VecEnv's mask of game {i} at {pos}"
            );
            report.steps += 1;
        }
    }
}
