"""Writes openspiel_observations.tsv: OpenSpiel's observation tensors of nine men's
morris along random games, for tests/all/encoding.rs.

Needs open-spiel 2.0.2 from PyPI (`python3 -m venv venv && venv/bin/pip install
open-spiel==2.0.2 numpy`). Regenerate from the crate's directory with
`venv/bin/python tests/data/openspiel_observations.py > tests/data/openspiel_observations.tsv`.

OpenSpiel numbers the 24 points 0-23 in reading order of its board picture; point i is
Doska's point i (a1 d1 g1 b2 ... a7 d7 g7, the order of Doska's position text). Its
action p < 24 places on (or removes from) point p, and 24 + 24 a + b moves from a to b;
a mill makes the same player act again to remove a piece. A Doska move is the whole
turn: the placement or movement with its removal (`d2-d3xa1`).
"""

import random

import numpy as np
import pyspiel

NAMES = ("a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7").split()
GAMES = 6
EVERY = 5
SEED = 2031


def action_text(action):
    if action < 24:
        return NAMES[action]
    a, b = divmod(action - 24, 24)
    return f"{NAMES[a]}-{NAMES[b]}"


def doska_position(state, mover=None):
    """The position in Doska's text, read from OpenSpiel's own state string; `mover`
    made the last turn (OpenSpiel names no player to move once the game is over)."""
    lines = str(state).splitlines()
    points = [ch for row in lines[0:13:2] for ch in row if ch in "WB."]
    assert len(points) == 24, lines
    board = "".join(points)
    fields = {}
    for line in lines:
        if ":" in line:
            key, value = line.split(":", 1)
            fields[key.strip()] = value.strip()
    white, black = fields["Men to deploy"].split()
    side = fields["Current player"].lower()
    if state.is_terminal():
        side = "b" if mover == 0 else "w"
    return f"{board} {side} {white} {black}"


def tensor_text(state):
    planes = []
    first = np.array(state.observation_tensor(0))
    second = np.array(state.observation_tensor(1))
    assert (first == second).all(), "the tensor is the same for both players"
    assert set(first.tolist()) <= {0.0, 1.0}
    for plane in first.reshape(5, 49):
        planes.append("".join(str(int(v)) for v in plane))
    return " ".join(planes)


def main():
    game = pyspiel.load_game("nine_mens_morris")
    rng = random.Random(SEED)
    print("# OpenSpiel's observation tensors of nine_mens_morris (open-spiel 2.0.2 from PyPI),")
    print(f"# {GAMES} random games (Python random.Random({SEED}), uniform over OpenSpiel's legal")
    print("# actions), written by tests/data/openspiel_observations.py (see it to regenerate).")
    print("# One line a turn: game TAB turn TAB Doska move (OpenSpiel's action with the removal")
    print("# that follows it) TAB the position after it in Doska's text (no counter) TAB the")
    print("# tensor: 5 planes of 7x7, each 49 digits row by row (every value is 0.0 or 1.0), or")
    print(f"# `-` (kept every {EVERY}th turn, when a side first flies, and at the end). Turn 0 is the start.")
    for g in range(GAMES):
        state = game.new_initial_state()
        turn = 0
        flying = set()
        print(f"{g}\t0\tstart\t{doska_position(state)}\t{tensor_text(state)}")
        while not state.is_terminal():
            player = state.current_player()
            action = rng.choice(state.legal_actions())
            text = action_text(action)
            state.apply_action(action)
            while not state.is_terminal() and state.current_player() == player:
                removal = rng.choice(state.legal_actions())
                text += "x" + NAMES[removal]
                state.apply_action(removal)
            turn += 1
            position = doska_position(state, player)
            board, _, white, black = position.split()
            flies = {
                letter
                for hand, letter in ((white, "W"), (black, "B"))
                if int(hand) == 0 and board.count(letter) == 3
            }
            first_flight = bool(flies - flying)
            flying |= flies
            keep = turn % EVERY == 0 or first_flight or state.is_terminal()
            tensor = tensor_text(state) if keep else "-"
            print(f"{g}\t{turn}\t{text}\t{position}\t{tensor}")


if __name__ == "__main__":
    main()
