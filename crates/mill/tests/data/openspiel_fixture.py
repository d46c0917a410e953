# Usage: python openspiel_fixture.py SEED GAMES > openspiel_games.tsv (needs pip open_spiel==2.0.2)
# Differential fixture: random OpenSpiel 2.0.2 nine_mens_morris games; at each turn the
# position in Doska notation and OpenSpiel's legal moves merged with their removals.
import random, sys, pyspiel
NAMES = "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1".split()
ORDER = "a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7".split()
def board_of(state):
    lines = str(state).split('\n')
    rows = lines[:13]
    cells = {}
    pos = [(0,0),(0,7),(0,14),(2,2),(2,7),(2,12),(4,4),(4,7),(4,10),(6,0),(6,2),(6,4),(6,10),(6,12),(6,14),(8,4),(8,7),(8,10),(10,2),(10,7),(10,12),(12,0),(12,7),(12,14)]
    for i,(r,c) in enumerate(pos):
        ch = rows[r][c]
        cells[NAMES[i]] = 'W' if ch == 'W' else 'B' if ch == 'B' else '.'
    cur = [l for l in lines if l.startswith('Current player:')][0].split(':')[1].strip()
    dep = [l for l in lines if l.startswith('Men to deploy:')][0].split(':')[1].split()
    return ''.join(cells[n] for n in ORDER) + ' ' + cur.lower() + ' ' + dep[0] + ' ' + dep[1]
def act_name(a):
    if a < 24: return NAMES[a]
    a -= 24
    return NAMES[a // 24] + '-' + NAMES[a % 24]
def merged(state):
    me = state.current_player()
    out = []
    for a in state.legal_actions():
        s = state.clone(); s.apply_action(a)
        if not s.is_terminal() and s.current_player() == me:
            for r in s.legal_actions():
                out.append(act_name(a) + 'x' + act_name(r))
        else:
            out.append(act_name(a))
    return out
def main():
    game = pyspiel.load_game('nine_mens_morris')
    rng = random.Random(int(sys.argv[1]))
    games = int(sys.argv[2])
    print("# OpenSpiel 2.0.2 nine_mens_morris (pip open_spiel), random games, seed %s." % sys.argv[1])
    print("# <position> TAB <number of moves> TAB <sorted moves, each with its removal>")
    for g in range(games):
        state = game.new_initial_state()
        prev = None
        while not state.is_terminal():
            text = board_of(state)
            if text != prev:   # a removal sub-turn shows the same board: skip
                ms = sorted(merged(state))
                if int(str(state).split('Turn number: ')[1].split()[0]) < 190:
                    print(text + '\t' + str(len(ms)) + '\t' + ' '.join(ms))
            me = state.current_player()
            # pick a random merged move
            a = rng.choice(state.legal_actions())
            state.apply_action(a)
            if not state.is_terminal() and state.current_player() == me:
                state.apply_action(rng.choice(state.legal_actions()))
        # terminal: record with count 0 and the returns
        r = state.returns()
        if r[0] != r[1]:
            print(board_of(state) + '\t0\twinner ' + ('w' if r[0] > 0 else 'b'))

if __name__ == '__main__':
    main()
