# Usage: python openspiel_perft.py moving|flying SEED DEPTH (needs pip open_spiel==2.0.2)
# Merged perft (a move with its removal = one move) with OpenSpiel 2.0.2 nine_mens_morris
# from positions reached in random games: the first moving-phase position with >= 7 pieces
# a side, and the first flying position.
import random, sys, pyspiel
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from openspiel_fixture import board_of
game = pyspiel.load_game('nine_mens_morris')
def children(state):
    me = state.current_player()
    for a in state.legal_actions():
        s = state.clone(); s.apply_action(a)
        if not s.is_terminal() and s.current_player() == me:
            for r in s.legal_actions():
                t = s.clone(); t.apply_action(r); yield t
        else:
            yield s
def perft(state, d):
    if state.is_terminal(): return 0
    if d == 1: return sum(1 for _ in children(state))
    return sum(perft(c, d - 1) for c in children(state))
def find(seed, pred):
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        text = board_of(state)
        if pred(text): return state, text
        me = state.current_player()
        state.apply_action(rng.choice(state.legal_actions()))
        if not state.is_terminal() and state.current_player() == me:
            state.apply_action(rng.choice(state.legal_actions()))
    return None, None
kind, seed, depth = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
if kind == 'moving':
    pred = lambda t: t.split()[2] == '0' and t.split()[3] == '0' and t.count('W') >= 7 and t.count('B') >= 7
else:
    pred = lambda t: t.split()[2] == '0' and t.split()[3] == '0' and (t.split()[0].count('W') == 3 or t.split()[0].count('B') == 3) and t.count('W') + t.count('B') >= 8
for s in range(seed, seed + 200):
    state, text = find(s, pred)
    if state is not None: break
print(text, 'seed', s)
for d in range(1, depth + 1):
    print(d, perft(state, d), flush=True)
