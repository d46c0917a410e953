//! A second, literal reading of the rules, written without the engine's tables: lines
//! from a written-out list, steps between neighbours on a line, knight jumps from the
//! hand-traced table, removal sets by trying every subset in every order. Its moves must
//! equal the engine's in every position of random games under every rule combination,
//! on every board (the knight only where its table was traced: the 24-point board).

use crate::common;

use std::collections::BTreeSet;

use doska_core::rand::Rng;
use doska_core::{seeded_rng, Game};
use doska_mill::{Board, Colour, DoubleMill, Mill, MillPosition, Movement, Point, Removal};

use common::{DIAGONALS, KNIGHT_TABLE, NINE_LINES};

const NAMES: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

fn index(name: &str) -> usize {
    NAMES.iter().position(|n| *n == name).unwrap()
}

struct Literal {
    rules: Mill,
    lines: Vec<[usize; 3]>,
    steps: Vec<BTreeSet<usize>>,
    jumps: Vec<BTreeSet<usize>>,
}

impl Literal {
    fn new(rules: Mill) -> Literal {
        let written: Vec<&str> = match rules.board() {
            Board::Nine => NINE_LINES.to_vec(),
            Board::Twelve => NINE_LINES.iter().chain(DIAGONALS.iter()).copied().collect(),
            Board::Six => SIX_LINES.to_vec(),
        };
        let mut lines: Vec<[usize; 3]> = Vec::new();
        for l in written {
            let p: Vec<usize> = l.split(' ').map(index).collect();
            lines.push([p[0], p[1], p[2]]);
        }
        let mut edges: Vec<(usize, usize)> = lines
            .iter()
            .flat_map(|l| [(l[0], l[1]), (l[1], l[2])])
            .collect();
        if rules.board() == Board::Six {
            edges.extend(SIX_LINKS.iter().map(|l| (index(&l[..2]), index(&l[3..]))));
        }
        let mut steps = vec![BTreeSet::new(); 24];
        for (a, b) in edges {
            steps[a].insert(b);
            steps[b].insert(a);
        }
        let mut jumps = vec![BTreeSet::new(); 24];
        for (from, targets) in KNIGHT_TABLE {
            jumps[index(from)] = targets.iter().map(|t| index(t)).collect();
        }
        Literal {
            rules,
            lines,
            steps,
            jumps,
        }
    }

    fn in_mill(&self, board: &[Option<Colour>; 24], p: usize) -> bool {
        let c = board[p];
        self.lines
            .iter()
            .any(|l| l.contains(&p) && l.iter().all(|q| board[*q] == c))
    }

    /// Whether removing `set` (in some order) is allowed.
    fn removable(&self, board: &[Option<Colour>; 24], victim: Colour, set: &[usize]) -> bool {
        if set.is_empty() {
            return true;
        }
        set.iter().enumerate().any(|(i, &r)| {
            let ok = match self.rules.removal() {
                Removal::Any => true,
                Removal::OutsideMills => {
                    !self.in_mill(board, r)
                        || (0..24)
                            .filter(|q| board[*q] == Some(victim))
                            .all(|q| self.in_mill(board, q))
                }
            };
            let mut after = *board;
            after[r] = None;
            let rest: Vec<usize> = set
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, q)| *q)
                .collect();
            ok && self.removable(&after, victim, &rest)
        })
    }

    fn moves(&self, pos: &MillPosition) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let me = pos.side_to_move();
        let them = me.other();
        if pos.total(me) < 3 || pos.total(them) < 3 {
            return out;
        }
        let mut board = [None; 24];
        for p in Point::ALL {
            board[p.index()] = pos.piece_at(p);
        }
        // The board's points are those on its lines.
        let on_board = |p: &usize| self.lines.iter().any(|l| l.contains(p));
        let empty: Vec<usize> = (0..24)
            .filter(|p| board[*p].is_none() && on_board(p))
            .collect();
        let own: Vec<usize> = (0..24).filter(|p| board[*p] == Some(me)).collect();
        let mut base: Vec<(Option<usize>, usize)> = Vec::new();
        if pos.hand(me) > 0 {
            base.extend(empty.iter().map(|t| (None, *t)));
        } else if own.len() == 3 && self.rules.flying() {
            for f in &own {
                base.extend(empty.iter().map(|t| (Some(*f), *t)));
            }
        } else {
            for f in &own {
                let reach = match self.rules.movement() {
                    Movement::Step => &self.steps[*f],
                    Movement::Knight => &self.jumps[*f],
                };
                base.extend(
                    reach
                        .iter()
                        .filter(|t| board[**t].is_none())
                        .map(|t| (Some(*f), *t)),
                );
            }
        }
        let victims: Vec<usize> = (0..24).filter(|p| board[*p] == Some(them)).collect();
        for (from, to) in base {
            let mut after = board;
            if let Some(f) = from {
                after[f] = None;
            }
            after[to] = Some(me);
            let mills = self
                .lines
                .iter()
                .filter(|l| l.contains(&to) && l.iter().all(|q| after[*q] == Some(me)))
                .count();
            let due = match (mills, self.rules.double_mill()) {
                (0, _) => 0,
                (_, DoubleMill::One) => 1,
                (m, DoubleMill::Two) => m,
            }
            .min(victims.len());
            let text = match from {
                Some(f) => format!("{}-{}", NAMES[f], NAMES[to]),
                None => NAMES[to].to_string(),
            };
            for set in subsets(&victims, due) {
                if self.removable(&after, them, &set) {
                    let mut t = text.clone();
                    for r in &set {
                        t += &format!("x{}", NAMES[*r]);
                    }
                    out.insert(t);
                }
            }
        }
        out
    }
}

/// Every subset of `pool` of size `k`, each in increasing order.
fn subsets(pool: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, &p) in pool.iter().enumerate() {
        for mut rest in subsets(&pool[i + 1..], k - 1) {
            rest.insert(0, p);
            out.push(rest);
        }
    }
    out
}

/// Six men's morris: the sides of the outer and middle squares, and the links.
const SIX_LINES: [&str; 8] = [
    "a1 d1 g1", "b2 d2 f2", "b6 d6 f6", "a7 d7 g7", "a1 a4 a7", "b2 b4 b6", "f2 f4 f6", "g1 g4 g7",
];
const SIX_LINKS: [&str; 4] = ["a4 b4", "d1 d2", "f4 g4", "d6 d7"];

const STARTS: [&str; 3] = [
    "W.W.W..W.BBB...........B w 5 5",
    "WWB.WB....W.B..B...B.B.. w 0 0",
    "WW.W...B.....B.B.B...... w 0 0",
];

#[test]
fn the_engine_agrees_with_a_literal_reading() {
    let (mut positions, mut multi_removals) = (0, 0);
    for base in [Mill::NINE, Mill::KNIGHT, Mill::TWELVE, Mill::SIX] {
        for removal in [Removal::Any, Removal::OutsideMills] {
            for double in [DoubleMill::Two, DoubleMill::One] {
                for flying in [true, false] {
                    let rules = base
                        .with_removal(removal)
                        .with_double_mill(double)
                        .with_flying(flying);
                    let literal = Literal::new(rules);
                    let mut rng = seeded_rng(17);
                    let extra = if base == Mill::SIX {
                        &[][..]
                    } else {
                        &STARTS[..]
                    };
                    let starts: Vec<MillPosition> = std::iter::once(rules.start())
                        .chain(extra.iter().map(|s| rules.parse_position(s).unwrap()))
                        .collect();
                    for game in 0..12 {
                        let mut pos = starts[game % starts.len()];
                        while rules.outcome(&pos).is_none() {
                            let ours: BTreeSet<String> =
                                rules.moves(&pos).iter().map(|m| m.to_string()).collect();
                            assert_eq!(ours, literal.moves(&pos), "{} at {pos}", rules.name());
                            positions += 1;
                            multi_removals +=
                                ours.iter().filter(|m| m.matches('x').count() >= 2).count();
                            let moves = rules.moves(&pos);
                            rules
                                .play_unchecked(&mut pos, &moves[rng.random_range(0..moves.len())]);
                        }
                    }
                }
            }
        }
    }
    eprintln!("{positions} positions, {multi_removals} moves with several removals");
    // Enough positions, and double (and triple) mills among them.
    assert!(
        positions > 5_000 && multi_removals > 500,
        "{positions} {multi_removals}"
    );
}
