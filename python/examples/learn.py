"""A learning loop on doska.VectorEnv: a linear softmax policy learns, by REINFORCE,
to beat a random player at Russian draughts.

    pip install ./python            # from the repository's root
    python python/examples/learn.py # --iterations 200 --envs 256

The learner plays seat 0 in every game and a random player seat 1 (its moves come from
``env.random_actions()``). The policy is one matrix: the logits of all actions are the
observation planes times ``W`` plus a bias, illegal actions masked out. When a game
ends, each of the learner's moves in it is pushed towards more probability when it won
and less when it lost (the reward minus a running average of rewards). Nothing fancy:
the point is the loop — observations, masks, rewards and restarts from one call a step.
"""

import argparse
import time

import numpy as np

import doska


def softmax_masked(logits, masks):
    logits = np.where(masks, logits, -np.inf)
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(axis=1, keepdims=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="checkers/russian")
    ap.add_argument("--iterations", type=int, default=200, help="report every 10")
    ap.add_argument("--envs", type=int, default=256)
    ap.add_argument("--steps", type=int, default=64, help="steps per iteration")
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    env = doska.VectorEnv(args.game, args.envs, seed=args.seed, max_plies=300)
    n, a = env.num_envs, env.num_actions
    features = int(np.prod(env.observation_shape)) + 1  # the planes and a constant
    rng = np.random.default_rng(args.seed)
    w = np.zeros((features, a), dtype=np.float32)
    baseline = 0.0
    # Each game's learner moves so far: (features, mask, action) of every step.
    trails = [[] for _ in range(n)]
    obs, masks = env.reset()
    wins = losses = draws = 0
    start = time.perf_counter()
    for it in range(1, args.iterations + 1):
        grad = np.zeros_like(w)
        for _ in range(args.steps):
            x = np.concatenate([obs.reshape(n, -1), np.ones((n, 1), np.float32)], axis=1)
            probs = softmax_masked(x @ w, masks)
            chosen = (probs.cumsum(axis=1) > rng.random((n, 1))).argmax(axis=1)
            learner = env.to_play == 0
            actions = np.where(learner, chosen, env.random_actions())
            for i in np.flatnonzero(learner):
                trails[i].append((x[i], probs[i], chosen[i]))
            obs, rewards, terminated, truncated, masks = env.step(actions)
            for i in np.flatnonzero(terminated | truncated):
                # The reward of the seat that acted; the learner's result either way.
                mover_was_learner = learner[i]
                result = rewards[i] if mover_was_learner else -rewards[i]
                if truncated[i]:
                    result = 0.0
                wins += result > 0
                losses += result < 0
                draws += result == 0
                advantage = result - baseline
                baseline += 0.01 * (result - baseline)
                for xi, pi, ai in trails[i]:
                    # d log softmax / d logits = onehot(a) - p, masked.
                    g = -pi
                    g[ai] += 1.0
                    grad += advantage * np.outer(xi, g)
                trails[i] = []
        w += args.lr * grad / n
        if it % 10 == 0:
            games = wins + losses + draws
            score = (wins + 0.5 * draws) / max(games, 1)
            print(f"iteration {it:4}: {games:5} games, learner scores {score:.3f} "
                  f"(+{wins} ={draws} -{losses}), {time.perf_counter() - start:.1f} s", flush=True)
            wins = losses = draws = 0


if __name__ == "__main__":
    main()
