"""Doska against OpenSpiel from Python: random games played to the end.

Run outside the repository's tests, in a virtual environment with both packages:

    python3 -m venv /tmp/bench-venv
    /tmp/bench-venv/bin/pip install maturin numpy open-spiel==2.0.2
    /tmp/bench-venv/bin/pip install ./python          # from the repository's root
    /tmp/bench-venv/bin/python python/bench/bench.py  # --seconds 5 --rounds 3

For each game it times, over the same wall time and three rounds (the median is
reported):

- single: one game at a time from Python, a random legal move a ply. Doska:
  ``legal_moves()`` + ``play(text)``; OpenSpiel: ``legal_actions()`` +
  ``apply_action(a)``. New games start from a fresh state when one ends.
- single+obs: the same with the observation and the legal-action mask read every ply
  (Doska: ``observation()`` + ``legal_action_mask()``; OpenSpiel:
  ``observation_tensor()`` + ``legal_actions_mask()``).
- vector: ``doska.VectorEnv`` with random legal actions (``random_actions()`` +
  ``step()``), observations and masks filled every step, all cores; and
  "vector, stepping alone": observations and masks switched off, ``step_random(k)``.

Random play never ends halma (2-player Chinese checkers), so both engines' games are
cut at OpenSpiel's ``max_game_length`` there and a new game starts.
"""

import argparse
import os
import random
import statistics
import time

import numpy as np

import doska

try:
    import pyspiel
except ImportError:  # Doska's numbers alone
    pyspiel = None

GAMES = [
    # (label, Doska spec, OpenSpiel name, ply cap or None)
    ("checkers", "checkers/american", "checkers", None),
    ("lines of action", "lines-of-action/standard", "lines_of_action", None),
    ("nine men's morris", "mill/nine", "nine_mens_morris", None),
    ("chinese checkers (2p)", "halma/two", "chinese_checkers", 1000),
]


def timed(fn, seconds):
    """Runs fn(deadline) -> steps; returns steps per second."""
    start = time.perf_counter()
    steps = fn(start + seconds)
    return steps / (time.perf_counter() - start)


def doska_single(spec, cap, with_obs):
    game = doska.Game(spec)
    rng = random.Random(1)

    def run(deadline):
        steps = 0
        while time.perf_counter() < deadline:
            state = game.start()
            plies = 0
            while not state.is_over() and (cap is None or plies < cap):
                if with_obs:
                    state.observation()
                    state.legal_action_mask()
                state.play(rng.choice(state.legal_moves()))
                plies += 1
            steps += plies
        return steps

    return run


def spiel_single(name, cap, with_obs):
    game = pyspiel.load_game(name)
    rng = random.Random(1)

    def run(deadline):
        steps = 0
        while time.perf_counter() < deadline:
            state = game.new_initial_state()
            plies = 0
            while not state.is_terminal() and (cap is None or plies < cap):
                if with_obs:
                    state.observation_tensor()
                    state.legal_actions_mask()
                state.apply_action(rng.choice(state.legal_actions()))
                plies += 1
            steps += plies
        return steps

    return run


def doska_vector(spec, cap, n, with_obs):
    env = doska.VectorEnv(spec, n, seed=1, max_plies=cap, observations=with_obs, masks=with_obs)

    def run(deadline):
        steps = 0
        while time.perf_counter() < deadline:
            if with_obs:
                for _ in range(10):
                    env.step(env.random_actions())
                steps += 10 * n
            else:
                env.step_random(10)
                steps += 10 * n
        return steps

    return run


def median_rate(make, seconds, rounds):
    return statistics.median(timed(make, seconds) for _ in range(rounds))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seconds", type=float, default=3.0)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--envs", type=int, default=4096)
    args = p.parse_args()
    print(f"cores: {os.cpu_count()}, doska {doska.__version__}, "
          f"pyspiel {'2.0.2 (PyPI)' if pyspiel else 'not installed'}")
    print("| game | loop | OpenSpiel steps/s | Doska steps/s | ratio |")
    print("|---|---|---|---|---|")
    for label, spec, name, cap in GAMES:
        rows = []
        for with_obs in (False, True):
            loop = "single+obs" if with_obs else "single"
            d = median_rate(doska_single(spec, cap, with_obs), args.seconds, args.rounds)
            s = median_rate(spiel_single(name, cap, with_obs), args.seconds, args.rounds) if pyspiel else None
            rows.append((loop, s, d))
        base = rows[0][1]
        base_obs = rows[1][1]
        v = median_rate(doska_vector(spec, cap, args.envs, True), args.seconds, args.rounds)
        rows.append((f"vector ({args.envs}), obs+masks", base_obs, v))
        v = median_rate(doska_vector(spec, cap, args.envs, False), args.seconds, args.rounds)
        rows.append((f"vector ({args.envs}), stepping alone", base, v))
        for loop, s, d in rows:
            ratio = f"{d / s:,.0f}×" if s else "–"
            s_text = f"{s:,.0f}" if s else "–"
            print(f"| {label} | {loop} | {s_text} | {d:,.0f} | {ratio} |", flush=True)


if __name__ == "__main__":
    main()
