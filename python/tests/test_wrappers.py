"""The optional Gymnasium and PettingZoo wrappers (skipped when those are missing),
and the learning example."""

import os
import subprocess
import sys

import numpy as np
import pytest

import doska


def test_gymnasium_env_passes_the_checker_and_plays_whole_games():
    gymnasium = pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env
    from doska.gymnasium_env import DoskaEnv

    env = DoskaEnv("checkers/russian", opponent="random", seat=1)
    check_env(env, skip_render_check=True)
    rewards = []
    for episode in range(3):
        obs, info = env.reset(seed=episode)
        assert env.observation_space.contains(obs)
        done = False
        while not done:
            action = env.action_space.sample(mask=info["action_mask"])
            obs, reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        rewards.append(reward)
        assert reward in (-1.0, 0.0, 1.0)
        assert not info["action_mask"].any()
    env.reset(seed=0)
    before = env.state.text()
    illegal = int(np.flatnonzero(env.action_masks() == 0)[0])
    obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
    assert env.state.text() == before
    assert isinstance(gymnasium.Env, type)


def test_gymnasium_env_against_a_searching_agent_in_a_three_seat_game():
    pytest.importorskip("gymnasium")
    from doska.gymnasium_env import DoskaEnv

    env = DoskaEnv("halma/three", opponent="greedy", max_plies=30)
    obs, info = env.reset(seed=4)
    steps = 0
    while True:
        obs, reward, terminated, truncated, info = env.step(env.action_space.sample(mask=info["action_mask"]))
        steps += 1
        if terminated or truncated:
            break
    assert truncated and env.state.plies >= 30 and steps == 10


def test_pettingzoo_env_passes_the_api_test_for_two_and_six_seats():
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test
    from doska.pettingzoo_env import env

    api_test(env("mill/nine", max_plies=200), num_cycles=300)
    api_test(env("halma/six", max_plies=60), num_cycles=100)


def test_pettingzoo_env_pays_each_seat_its_payoff():
    pytest.importorskip("pettingzoo")
    from doska.pettingzoo_env import env

    e = env("checkers/russian")
    e.reset(seed=0)
    rng = np.random.default_rng(0)
    finals = {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            finals[agent] = reward
            e.step(None)
            continue
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert set(finals) == {"player_0", "player_1"}
    assert sorted(finals.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_the_learning_example_runs():
    example = os.path.join(os.path.dirname(__file__), "..", "examples", "learn.py")
    out = subprocess.run(
        [sys.executable, example, "--iterations", "10", "--envs", "32", "--steps", "16"],
        capture_output=True, text=True, check=True, timeout=300,
    ).stdout
    assert "iteration   10:" in out and "learner scores" in out
