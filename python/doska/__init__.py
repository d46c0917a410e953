"""Doska: board-game rule engines for Python.

Every game of the Rust library Doska (draughts in many national variants, nine men's
morris and its relatives, halma, lines of action, squeeze, scoring rows) with exact
rules and fast move generation, and what a learner needs: a fixed action space per
variant with a legal-action mask, observation planes, and ``VectorEnv``, many games
stepped together in Rust.

>>> import doska
>>> game = doska.Game("checkers/russian")
>>> state = game.start()
>>> state.legal_moves()[:3]
['a3-b4', 'c3-d4', 'e3-f4']
>>> state.play("c3-d4")
>>> state.observation().shape
(5, 8, 8)

``State.play`` and ``State.step`` change the state in place; ``State.copy()`` branches.
Errors are Python exceptions carrying the game's own message: ``UnknownGameError``,
``PositionError``, ``IllegalMoveError`` and ``GameOverError``, all ``DoskaError``
(a ``ValueError``).

The optional wrappers ``doska.gymnasium_env`` (a Gymnasium single-agent environment
against a Doska agent) and ``doska.pettingzoo_env`` (a PettingZoo AEC environment) need
those packages installed.
"""

from ._doska import (
    DoskaError,
    Game,
    GameOverError,
    IllegalMoveError,
    Outcome,
    PositionError,
    State,
    UnknownGameError,
    VectorEnv,
    __version__,
    games,
)

__all__ = [
    "DoskaError",
    "Game",
    "GameOverError",
    "IllegalMoveError",
    "Outcome",
    "PositionError",
    "State",
    "UnknownGameError",
    "VectorEnv",
    "__version__",
    "games",
]
