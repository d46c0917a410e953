"""A PettingZoo AEC environment of any Doska game, every seat an agent.

Needs ``pettingzoo`` (``pip install doska[pettingzoo]``).

>>> from doska.pettingzoo_env import env
>>> e = env("mill/nine")
>>> e.reset(seed=0)
>>> e.agent_selection
'player_0'

Agents are ``player_0``, ``player_1``, … in seat order. Each observation is a dict, as
PettingZoo's classic games have it: ``observation`` (the egocentric planes from that
agent's seat, float32) and ``action_mask`` (int8 over the game's action space, all 0
for an agent not to move). Rewards are 0 until the game ends, then each seat's payoff.
``max_plies`` truncates long games (random play never finishes halma).
"""

from __future__ import annotations

from typing import Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._doska import Game


def env(spec: str, **kwargs) -> "DoskaAECEnv":
    """The AEC environment of ``spec``."""
    return DoskaAECEnv(spec, **kwargs)


class DoskaAECEnv(AECEnv):
    """Every seat of ``spec`` as an agent, in turn order."""

    metadata = {"render_modes": ["ansi"], "name": "doska_v0", "is_parallelizable": False}

    def __init__(
        self,
        spec: str,
        style: str = "egocentric",
        max_plies: Optional[int] = None,
        render_mode: Optional[str] = None,
    ):
        super().__init__()
        self.game = Game(spec)
        shape = self.game.observation_shape(style)
        if shape is None:
            raise ValueError(f"{spec} has no {style} observation")
        self.style = style
        self.max_plies = max_plies
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.game.players)]
        n = self.game.num_actions
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, shape=shape, dtype=np.float32),
                    "action_mask": spaces.Box(0, 1, shape=(n,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.state = self.game.start()

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def observe(self, agent):
        seat = self._seat(agent)
        obs = self.state.observation(perspective=seat, style=self.style)
        if self.state.is_over() or self.state.to_move != seat:
            mask = np.zeros(self.game.num_actions, dtype=np.int8)
        else:
            mask = self.state.legal_action_mask().astype(np.int8)
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed=None, options=None):
        self.state = self.game.start()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.state.to_move]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state.step(int(action))
        self.rewards = {a: 0.0 for a in self.agents}
        outcome = self.state.outcome()
        if outcome is not None:
            for a in self.agents:
                self.rewards[a] = float(outcome.payoffs[self._seat(a)])
                self.terminations[a] = True
        elif self.max_plies is not None and self.state.plies >= self.max_plies:
            for a in self.agents:
                self.truncations[a] = True
        else:
            self.agent_selection = self.possible_agents[self.state.to_move]
        self._accumulate_rewards()

    def render(self):
        if self.render_mode == "ansi":
            return self.state.diagram()
        return None

    def close(self):
        pass
