"""The doska package: games, states, moves and actions, observations, errors."""

import copy
import random

import numpy as np
import pytest

import doska


def test_games_lists_every_variant_and_each_builds():
    names = doska.games()
    assert "checkers/russian" in names and "mill/nine" in names and "halma/six" in names
    assert len(names) == len(set(names)) >= 27
    for name in names:
        game = doska.Game(name)
        assert game.num_actions > 0
        assert 2 <= game.players <= 6
        planes, height, width = game.observation_shape()
        assert planes * height * width > 0


def test_an_unknown_game_is_refused_with_the_registry_words():
    with pytest.raises(doska.UnknownGameError, match="unknown game `chess`"):
        doska.Game("chess")
    with pytest.raises(doska.DoskaError):
        doska.Game("checkers:board=3")
    assert issubclass(doska.DoskaError, ValueError)


def test_english_checkers_perft_matches_the_published_counts():
    state = doska.Game("checkers/american").start()
    # Published perft of English checkers from the start: 7, 49, 302, 1469, 7361.
    assert [state.perft(d) for d in range(1, 6)] == [7, 49, 302, 1469, 7361]


def test_play_changes_the_state_in_place_and_a_refused_move_changes_nothing():
    game = doska.Game("checkers/russian")
    state = game.start()
    before = state.text()
    with pytest.raises(doska.IllegalMoveError):
        state.play("a1-b2")
    assert state.text() == before and state.plies == 0
    first = state.legal_moves()[0]
    branch = state.copy()
    state.play(first)
    assert state.plies == 1 and state.history() == [first]
    assert branch.plies == 0, "a copy is independent"
    assert copy.deepcopy(state).text() == state.text()
    assert state.undo() is not None
    assert state.text() == before


def test_actions_and_moves_agree_in_random_games_of_every_family():
    rng = random.Random(3)
    for name in ["checkers/russian", "checkers/column", "mill/nine", "mill/twelve",
                 "halma/two", "lines-of-action/standard", "squeeze/standard",
                 "scoring-rows/standard", "checkers/turkish", "checkers/international"]:
        game = doska.Game(name)
        state = game.start()
        for _ in range(60):
            if state.is_over():
                break
            moves = state.legal_moves()
            actions = state.legal_actions()
            assert len(moves) == len(actions) == len(set(actions))
            mask = state.legal_action_mask()
            assert mask.dtype == np.bool_ and mask.shape == (game.num_actions,)
            assert sorted(np.flatnonzero(mask).tolist()) == sorted(actions)
            k = rng.randrange(len(moves))
            assert state.action_to_move(actions[k]) == moves[k]
            assert state.move_to_action(moves[k]) == actions[k]
            assert state.step(actions[k]) == moves[k]


def test_a_finished_game_has_an_outcome_and_refuses_more_moves():
    state = doska.Game("checkers/russian").start()
    rng = random.Random(1)
    while not state.is_over():
        state.play(rng.choice(state.legal_moves()))
    outcome = state.outcome()
    assert outcome is not None and outcome.result and outcome.reason
    assert len(outcome.payoffs) == 2 and sum(outcome.payoffs) == 0
    assert state.legal_moves() == [] and state.legal_actions() == []
    assert not state.legal_action_mask().any()
    with pytest.raises(doska.GameOverError):
        state.step(0)


def test_observations_are_float_planes_seen_from_the_seat_asked_for():
    game = doska.Game("checkers/russian")
    state = game.start()
    mine = state.observation()
    assert mine.dtype == np.float32 and mine.shape == game.observation_shape()
    theirs = state.observation(perspective=1)
    # The start is symmetric: each side sees its own 12 men at the bottom.
    assert mine.sum() == theirs.sum() == 24
    assert np.array_equal(mine, theirs)
    state.play(state.legal_moves()[0])
    assert not np.array_equal(state.observation(perspective=0), state.observation(perspective=1))
    with pytest.raises(doska.DoskaError, match="seat 2"):
        state.observation(perspective=2)
    with pytest.raises(doska.DoskaError, match="unknown observation style"):
        state.observation(style="pixels")


def test_openspiel_style_observations_have_openspiel_shapes():
    assert doska.Game("checkers/american").observation_shape("openspiel") == (5, 8, 8)
    assert doska.Game("lines-of-action/standard").observation_shape("openspiel") == (3, 8, 8)
    assert doska.Game("mill/nine").observation_shape("openspiel") == (5, 7, 7)
    assert doska.Game("squeeze/standard").observation_shape("openspiel") is None


def test_positions_records_pictures_and_agents():
    game = doska.Game("mill/nine")
    state = game.start()
    for _ in range(6):
        state.play(state.agent_move("greedy", seed=2))
    again = game.position(state.text())
    assert again.text() == state.text()
    replayed = game.record(state.record())
    assert replayed.history() == state.history()
    assert state.svg().startswith("<svg") and "</svg>" in state.svg(size=200, perspective=1)
    assert state.agent_move("alphabeta:depth=2") in state.legal_moves()
    with pytest.raises(doska.PositionError):
        game.position("not a position")
    with pytest.raises(doska.DoskaError):
        state.agent_move("nonsense")
