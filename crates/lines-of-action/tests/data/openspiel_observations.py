"""Writes openspiel-observations.txt: random games of OpenSpiel's lines_of_action with,
at every position, the number and a checksum of OpenSpiel's legal actions, and at some
positions OpenSpiel's observation tensor. The Rust test tests/all/encoding.rs replays
the games in Doska and compares.

Needs pyspiel (open-spiel 2.0.2 from PyPI) and nothing else:

    python3 -m venv /tmp/spiel && /tmp/spiel/bin/pip install open-spiel==2.0.2
    /tmp/spiel/bin/python openspiel_observations.py > openspiel-observations.txt

run from this folder. The output depends only on the seed and OpenSpiel's rules.
"""

import random
import sys

import pyspiel

SEED = 20261207
GAMES = 25
# Doska's default move limit is 500 plies; stop well before it so that no game of the
# file reaches a rule OpenSpiel does not have.
MAX_PLIES = 400
# A tensor is written every this many plies, and at the last position of each game.
TENSOR_EVERY = 100


def checksum(actions):
    """FNV-1a (32 bits) over the sorted action ids, each as two little-endian bytes."""
    h = 0x811C9DC5
    for a in sorted(actions):
        for b in (a & 0xFF, a >> 8):
            h ^= b
            h = (h * 0x01000193) & 0xFFFFFFFF
    return h


def board_planes(state):
    """The board as OpenSpiel prints it, turned into the three planes its tensor is
    documented to be (Black x, White o, empty; rank 1 first), to check that the
    tensor is the board alone, whoever observes."""
    rows = str(state).split("\n")[:8]  # rank 8 first: '8.xxxxxx.'
    planes = [[0] * 64 for _ in range(3)]
    for line in rows:
        rank = int(line[0])
        for file, ch in enumerate(line[1:9]):
            planes["xo.".index(ch)][(rank - 1) * 8 + file] = 1
    return [v for plane in planes for v in plane]


def main():
    game = pyspiel.load_game("lines_of_action")
    assert game.num_distinct_actions() == 8192
    assert game.observation_tensor_shape() == [3, 8, 8]
    rng = random.Random(SEED)
    out = []
    positions = 0
    observed = 0
    for g in range(1, GAMES + 1):
        state = game.new_initial_state()
        moves, legal, tensors = [], [], []
        ply = 0
        while True:
            t0 = [int(v) for v in state.observation_tensor(0)]
            t1 = [int(v) for v in state.observation_tensor(1)]
            assert all(v in (0, 1) for v in t0)
            # Absolute: the same tensor for both players, and it is the board.
            assert t0 == t1, (g, ply)
            assert t0 == board_planes(state), (g, ply)
            observed += 2
            positions += 1
            last = state.is_terminal() or ply == MAX_PLIES
            if ply % TENSOR_EVERY == 0 or last:
                if not (g > 1 and ply == 0):
                    tensors.append((ply, "".join(str(v) for v in t0)))
            if last:
                break
            actions = state.legal_actions()
            legal.append("%d:%08x" % (len(actions), checksum(actions)))
            action = rng.choice(actions)
            moves.append(state.action_to_string(state.current_player(), action))
            state.apply_action(action)
            ply += 1
        if state.is_terminal():
            returns = state.returns()
            end = "x" if returns[0] > 0 else "o" if returns[1] > 0 else "draw"
        else:
            end = "cut"
        out.append("game %d" % g)
        out.append("moves " + " ".join(moves))
        out.append("legal " + " ".join(legal))
        for ply, digits in tensors:
            out.append("tensor %d %s" % (ply, digits))
        out.append("end " + end)
        out.append("")
    header = [
        "# OpenSpiel's lines_of_action (open-spiel 2.0.2 from PyPI, pyspiel), %d random"
        % GAMES,
        "# games (Python random.Random(%d), uniform over the legal actions), each to its"
        % SEED,
        "# end or %d plies, written by openspiel_observations.py in this folder (its text"
        % MAX_PLIES,
        "# says how to run it again). Doska does not compute anything in this file.",
        "#",
        "# game N: one game. moves: OpenSpiel's action texts ('b1-b3', 'c1xa3') in order.",
        "# legal: for each position before a move, OpenSpiel's number of legal actions",
        "# and the FNV-1a (32 bits) of their sorted ids, each id as two little-endian",
        "# bytes. tensor P D: state.observation_tensor() after P plies, as 192 digits",
        "# (the values are 0 or 1): planes x (Black), o (White), empty; rank 1 first.",
        "# end: OpenSpiel's result at the last position: x or o won, draw (a board seen",
        "# before, OpenSpiel's repetition rule), or cut (the ply cap, not terminal).",
        "#",
        "# The script checked at all %d positions that observation_tensor(0) and"
        % positions,
        "# observation_tensor(1) are equal and are the printed board: the tensor is",
        "# absolute, the same for both players (%d tensors compared)." % observed,
        "",
    ]
    sys.stdout.write("\n".join(header + out))


if __name__ == "__main__":
    main()
