"""Writes OpenSpiel's observation tensors of random games of its `checkers` for the
test `learning::openspiel_tensors_match` of doska-checkers (file checkers.txt beside
this script).

OpenSpiel: the `open-spiel` package from PyPI, version 2.0.2 (`pip install
open-spiel==2.0.2 numpy`). Regenerate from the repository root with

    python3 crates/checkers/tests/data/openspiel/checkers.py \
        > crates/checkers/tests/data/openspiel/checkers.txt

Each game is played with uniformly random legal actions (a seeded `random.Random`) in
OpenSpiel, where a multi-jump is one action a hop. The hops of one player's turn are
joined into one Doska move text (`c3:e5:c7`), and the tensor is written after every
whole turn, so the file holds the positions both engines have. OpenSpiel's first
player (`o`, moving first, at the bottom) is the side the Doska rules let move
first: with `checkers/american` that is Black and the board is turned by 180°
(OpenSpiel's a1 is Doska's h8); with `first=white` it is White on the same squares.

OpenSpiel removes a captured piece at once, Doska's `american` preset when the move
ends; the two differ only when a king lands, later in the same turn, on a square it
emptied. A game's record stops before such a turn (the line `stop` says so).
OpenSpiel draws after 40 actions without a capture; the last position of such a game
is recorded as any other (Doska's own limit, 80 plies without a capture or a man
move, is never reached first).

Output lines: `game SPEC FEN` (the Doska rules and the start position in Doska's
notation), then `tensor HEX` (the 5 x rows x columns values, 0 or 1, in OpenSpiel's
order, four a hexadecimal digit, the first value the highest bit) for the start and
after each `move TEXT`.
"""

import random
import re
import sys

import numpy as np
import pyspiel

GAMES = [
    # (Doska spec, OpenSpiel game string, seed, turns at most)
    ("checkers/american", "checkers", 1, 200),
    ("checkers/american", "checkers", 2, 200),
    ("checkers/american", "checkers", 3, 200),
    ("checkers/american", "checkers", 4, 200),
    ("checkers/american:board=10x10,first=white", "checkers(rows=10,columns=10)", 5, 90),
    ("checkers/american:board=10x10,first=white", "checkers(rows=10,columns=10)", 6, 90),
]


def doska_square(row, column, size, turned):
    """Doska's name of OpenSpiel's cell (row 0 at the top)."""
    if turned:
        file, rank = size - 1 - column, row
    else:
        file, rank = column, size - 1 - row
    return "abcdefghij"[file] + str(rank + 1)


def cells(text, size):
    """OpenSpiel's action text `a3b4` (or `a10b9`) as two (row, column) cells."""
    m = re.fullmatch(r"([a-j])(\d+)([a-j])(\d+)", text)
    (f1, r1, f2, r2) = m.groups()
    return ((size - int(r1), ord(f1) - 97), (size - int(r2), ord(f2) - 97))


def fen(state, size, turned, first_colour):
    """The Doska PDN FEN of OpenSpiel's state."""
    board = str(state).splitlines()[:size]
    pieces = {"W": [], "B": []}
    other = "B" if first_colour == "W" else "W"
    for row, line in enumerate(board):
        cellsline = line.strip()[-size:]
        for column, ch in enumerate(cellsline):
            if ch == ".":
                continue
            colour = first_colour if ch in "o8" else other
            king = "K" if ch in "8*" else ""
            pieces[colour].append(king + doska_square(row, column, size, turned))
    mover = first_colour if state.current_player() == 0 else other
    return f"{mover}:W{','.join(pieces['W'])}:B{','.join(pieces['B'])}"


def tensor_hex(state, shape):
    t = np.array(state.observation_tensor(0), dtype=np.float32)
    assert np.array_equal(t, np.array(state.observation_tensor(1), dtype=np.float32))
    assert set(np.unique(t)) <= {0.0, 1.0}
    bits = "".join("1" if v else "0" for v in t)
    bits += "0" * (-len(bits) % 4)
    return "".join(f"{int(bits[i:i + 4], 2):x}" for i in range(0, len(bits), 4))


def play(spec, name, seed, turns, out):
    game = pyspiel.load_game(name)
    shape = game.observation_tensor_shape()
    size = shape[1]
    turned = "first=white" not in spec
    first_colour = "B" if turned else "W"
    rng = random.Random(seed)
    state = game.new_initial_state()
    out.append(f"game {spec} {fen(state, size, turned, first_colour)}")
    out.append(f"tensor {tensor_hex(state, shape)}")
    for _ in range(turns):
        if state.is_terminal():
            break
        trial = state.clone()
        player = trial.current_player()
        squares, emptied, capture = [], set(), False
        diverges = False
        while not trial.is_terminal() and trial.current_player() == player:
            action = rng.choice(trial.legal_actions())
            (a, b) = cells(trial.action_to_string(player, action), size)
            if not squares:
                squares.append(a)
            squares.append(b)
            if abs(a[0] - b[0]) == 2:
                capture = True
                if b in emptied:
                    diverges = True
                emptied.add(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2))
            trial.apply_action(action)
        if diverges:
            out.append("stop")
            break
        names = [doska_square(r, c, size, turned) for (r, c) in squares]
        out.append("move " + (":" if capture else "-").join(names))
        state = trial
        out.append(f"tensor {tensor_hex(state, shape)}")


def main():
    out = []
    for (spec, name, seed, turns) in GAMES:
        play(spec, name, seed, turns, out)
    sys.stdout.write(HEADER + "\n".join(out) + "\n")


HEADER = """\
# OpenSpiel's observation tensors of its game `checkers`, from open-spiel 2.0.2
# (PyPI), written by checkers.py beside this file (its docstring says how the
# games are played and mapped to Doska's rules and squares). Regenerate with
#   python3 crates/checkers/tests/data/openspiel/checkers.py \\
#       > crates/checkers/tests/data/openspiel/checkers.txt
# Lines: `game SPEC FEN`, `tensor HEX` (5 planes x rows x columns of 0/1, four
# values a hexadecimal digit, first value highest), `move TEXT`, `stop`.
"""

if __name__ == "__main__":
    main()
