"""doska.VectorEnv: many games stepped together in Rust."""

import numpy as np
import pytest

import doska


def test_shapes_dtypes_and_reset():
    env = doska.VectorEnv("checkers/russian", 16, seed=1)
    obs, masks = env.reset()
    assert obs.shape == (16, *env.observation_shape) and obs.dtype == np.float32
    assert masks.shape == (16, env.num_actions) and masks.dtype == np.bool_
    assert (masks.sum(axis=1) == 7).all()
    assert len(env) == env.num_envs == 16 and env.players == 2
    assert (env.to_play == 0).all()


def test_every_step_writes_what_a_single_state_would_show():
    game = doska.Game("mill/nine")
    env = doska.VectorEnv("mill/nine", 8, seed=4, max_plies=300)
    for _ in range(400):
        before = [env.position(i) for i in range(8)]
        actions = env.random_actions()
        obs, rewards, terminated, truncated, masks = env.step(actions)
        for i in range(8):
            state = game.position(before[i])
            mover = state.to_move
            state.step(int(actions[i]))
            if terminated[i]:
                if state.is_over():
                    assert rewards[i] == state.outcome().payoffs[mover]
                else:
                    # A draw by repetition: it needs the game's history, which a state
                    # read from the position's text does not have.
                    assert rewards[i] == 0
                assert env.plies(i) == 0
            elif truncated[i]:
                assert env.plies(i) == 0
            else:
                assert rewards[i] == 0
                assert env.position(i) == state.text()
                assert np.array_equal(obs[i], state.observation())
                assert np.array_equal(masks[i], state.legal_action_mask())


def test_illegal_actions_are_refused_and_change_nothing():
    env = doska.VectorEnv("checkers/russian", 4, seed=0)
    before = [env.position(i) for i in range(4)]
    bad = env.random_actions()
    bad[2] = 0 if 0 not in env.legal_actions(2) else 1
    with pytest.raises(doska.IllegalMoveError, match="game 2"):
        env.step(bad)
    with pytest.raises(doska.IllegalMoveError):
        env.step([-1, 0, 0, 0])
    with pytest.raises(doska.DoskaError, match="3 actions given to 4 games"):
        env.step([0, 0, 0])
    assert [env.position(i) for i in range(4)] == before


def test_lists_are_accepted_as_actions_and_runs_repeat_with_their_seed():
    def run(threads):
        env = doska.VectorEnv("checkers/classic", 300, seed=9, threads=threads, max_plies=50)
        total = 0.0
        for _ in range(120):
            actions = env.random_actions().tolist()
            obs, rewards, terminated, truncated, masks = env.step(actions)
            total += float(rewards.sum()) + float(terminated.sum()) * 1000 + float(truncated.sum())
        return total, obs.copy()

    one, obs_one = run(1)
    many, obs_many = run(0)
    assert one == many and np.array_equal(obs_one, obs_many)


def test_truncation_switched_off_buffers_and_step_random():
    env = doska.VectorEnv("halma/two", 5, seed=2, max_plies=10, observations=False, masks=False)
    assert env.reset() == (None, None)
    cut = 0
    for _ in range(30):
        obs, rewards, terminated, truncated, masks = env.step(env.random_actions())
        assert obs is None and masks is None
        cut += int(truncated.sum())
    assert cut == 15
    assert env.step_random(20) == 10
    with pytest.raises(IndexError):
        env.position(5)


def test_payoffs_and_seats_of_a_four_player_game():
    env = doska.VectorEnv("scoring-rows/four", 6, seed=3)
    ended = 0
    for _ in range(200):
        obs, rewards, terminated, truncated, masks = env.step(env.random_actions())
        payoffs = env.payoffs
        assert payoffs.shape == (6, 4)
        for i in np.flatnonzero(terminated):
            ended += 1
            assert abs(payoffs[i].sum()) < 1e-6
        assert set(env.to_play.tolist()) <= {0, 1, 2, 3}
    assert ended > 0
