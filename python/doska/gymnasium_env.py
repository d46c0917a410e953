"""A Gymnasium environment: one seat of a Doska game, the other seats played by a
Doska agent.

Needs ``gymnasium`` (``pip install doska[gymnasium]``).

>>> from doska.gymnasium_env import DoskaEnv
>>> env = DoskaEnv("checkers/russian", opponent="random")
>>> obs, info = env.reset(seed=1)
>>> obs.shape, info["action_mask"].shape
((5, 8, 8), (2048,))

The observation is the egocentric planes of the position from the learner's seat (a
``Box`` of float32 in [0, 1]); the action is an index of the game's action space (a
``Discrete``); ``info["action_mask"]`` (int8, also ``env.action_masks()``) marks the legal
ones, and ``action_space.sample(mask=info["action_mask"])`` draws a legal one. An illegal
action loses: the episode ends (terminated) with reward -1 and ``info["illegal_action"]``
set, the position unchanged — as PettingZoo's classic games treat it. The reward is 0 until the game ends, then the
learner's payoff (1 win, 0 draw, -1 loss with two players). ``max_plies`` truncates
long games.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np
import gymnasium
from gymnasium import spaces

from ._doska import Game


class DoskaEnv(gymnasium.Env):
    """One seat (``seat``) of ``spec`` against ``opponent`` (an agent spec such as
    ``random``, ``greedy``, ``alphabeta:depth=4`` or ``mcts:playouts=500``)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        spec: str,
        opponent: str = "random",
        seat: int = 0,
        style: str = "egocentric",
        max_plies: Optional[int] = None,
        render_mode: Optional[str] = None,
    ):
        self.game = Game(spec)
        if not 0 <= seat < self.game.players:
            raise ValueError(f"seat {seat} is not at a table of {self.game.players}")
        shape = self.game.observation_shape(style)
        if shape is None:
            raise ValueError(f"{spec} has no {style} observation")
        self.opponent = opponent
        self.seat = seat
        self.style = style
        self.max_plies = max_plies
        self.render_mode = render_mode
        self.observation_space = spaces.Box(0.0, 1.0, shape=shape, dtype=np.float32)
        self.action_space = spaces.Discrete(self.game.num_actions)
        self.state = self.game.start()
        self._opponent_seed = 0

    def _observe(self):
        obs = self.state.observation(perspective=self.seat, style=self.style)
        return obs, {"action_mask": self.action_masks()}

    def action_masks(self) -> np.ndarray:
        """The legal actions of the learner now, as int8 (all 0 once the game is over)."""
        if self.state.is_over():
            return np.zeros(self.game.num_actions, dtype=np.int8)
        return self.state.legal_action_mask().astype(np.int8)

    def _opponents_play(self) -> None:
        while not self.state.is_over() and self.state.to_move != self.seat:
            self._opponent_seed += 1
            self.state.play(self.state.agent_move(self.opponent, seed=self._opponent_seed))

    def _reward(self) -> float:
        outcome = self.state.outcome()
        return 0.0 if outcome is None else float(outcome.payoffs[self.seat])

    def reset(self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None):
        super().reset(seed=seed)
        self._opponent_seed = int(self.np_random.integers(0, 2**62))
        self.state = self.game.start()
        self._opponents_play()
        return self._observe()

    def step(self, action):
        if int(action) not in self.state.legal_actions():
            obs, info = self._observe()
            info["illegal_action"] = True
            return obs, -1.0, True, False, info
        self.state.step(int(action))
        self._opponents_play()
        obs, info = self._observe()
        terminated = self.state.is_over()
        truncated = (
            not terminated and self.max_plies is not None and self.state.plies >= self.max_plies
        )
        return obs, self._reward(), terminated, truncated, info

    def render(self):
        if self.render_mode == "ansi":
            return self.state.diagram()
        return None
