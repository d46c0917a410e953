//! A second, plain implementation of column draughts (`checkers/column`): the board as
//! an array of explicit stacks, every capture route enumerated square by square, and
//! the moves told apart by the positions they reach. The engine must agree with it
//! on the children (as position texts) and on perft(3) of random positions.

use std::collections::BTreeSet;

use doska_checkers::Checkers;
use doska_core::{perft, Game};

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct P {
    black: bool,
    king: bool,
}

/// Columns by square (`8 * rank + file`), top first; the side to move.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Board {
    sq: Vec<Vec<P>>,
    black_to_move: bool,
}

const DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

fn at(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then_some((8 * r + f) as usize)
}

fn name(s: usize) -> String {
    format!("{}{}", (b'a' + (s % 8) as u8) as char, s / 8 + 1)
}

impl Board {
    fn fen(&self) -> String {
        let side = if self.black_to_move { "B" } else { "W" };
        let mut out = side.to_string();
        for black in [false, true] {
            out.push_str(if black { ":B" } else { ":W" });
            let mut first = true;
            for s in 0..64 {
                let col = &self.sq[s];
                if col.is_empty() || col[0].black != black {
                    continue;
                }
                if !first {
                    out.push(',');
                }
                first = false;
                if col[0].king {
                    out.push('K');
                }
                out.push_str(&name(s));
                for p in &col[1..] {
                    out.push(match (p.black, p.king) {
                        (false, false) => 'w',
                        (false, true) => 'W',
                        (true, false) => 'b',
                        (true, true) => 'B',
                    });
                }
            }
        }
        out
    }

    /// The end of a route: the column leaves `from`, each jumped column gives its top
    /// to the bottom of the mover, in order; the top is crowned if `king`.
    fn after(&self, from: usize, to: usize, jumped: &[usize], king: bool) -> Board {
        let mut b = self.clone();
        let mut col = std::mem::take(&mut b.sq[from]);
        for &j in jumped {
            let top = b.sq[j].remove(0);
            col.push(top);
        }
        col[0].king |= king;
        b.sq[to] = col;
        b.black_to_move = !b.black_to_move;
        b
    }

    /// Every position a legal move reaches (a set: routes reaching one are one move).
    fn children(&self) -> BTreeSet<Board> {
        let me = self.black_to_move;
        let mut caps = BTreeSet::new();
        for s in 0..64 {
            if self.sq[s].first().is_some_and(|p| p.black == me) {
                let king = self.sq[s][0].king;
                let mut jumped = Vec::new();
                self.routes(s, s, king, &mut jumped, &mut caps);
            }
        }
        if !caps.is_empty() {
            return caps;
        }
        let mut quiet = BTreeSet::new();
        for s in 0..64 {
            let Some(top) = self.sq[s].first() else {
                continue;
            };
            if top.black != me {
                continue;
            }
            let (f, r) = ((s % 8) as i32, (s / 8) as i32);
            for (df, dr) in DIRS {
                if !top.king && (dr == 1) == me {
                    continue;
                }
                let mut k = 1;
                while let Some(t) = at(f + k * df, r + k * dr) {
                    if !self.sq[t].is_empty() {
                        break;
                    }
                    let crown = !top.king && t / 8 == if me { 0 } else { 7 };
                    quiet.insert(self.after(s, t, &[], crown));
                    if !top.king {
                        break;
                    }
                    k += 1;
                }
            }
        }
        quiet
    }

    /// Whether square `t` is empty during a move that started on `start`.
    fn empty(&self, t: usize, start: usize) -> bool {
        t == start || self.sq[t].is_empty()
    }

    /// The captures available to a piece (a king if `king`) on `cur`: for each, the
    /// jumped square and its landing squares.
    fn jumps(
        &self,
        start: usize,
        cur: usize,
        king: bool,
        jumped: &[usize],
    ) -> Vec<(usize, Vec<usize>)> {
        let me = self.black_to_move;
        let (f, r) = ((cur % 8) as i32, (cur / 8) as i32);
        let mut out = Vec::new();
        for (df, dr) in DIRS {
            let mut k = 1;
            // Over empty squares (a king only) to the first column.
            let over = loop {
                match at(f + k * df, r + k * dr) {
                    None => break None,
                    Some(t) if self.empty(t, start) => {
                        if !king {
                            break None;
                        }
                        k += 1;
                    }
                    Some(t) => break Some(t),
                }
            };
            let Some(x) = over else { continue };
            if self.sq[x][0].black == me || jumped.contains(&x) {
                continue;
            }
            let mut lands = Vec::new();
            let mut j = k + 1;
            while let Some(t) = at(f + j * df, r + j * dr) {
                if !self.empty(t, start) {
                    break;
                }
                lands.push(t);
                if !king {
                    break;
                }
                j += 1;
            }
            if !lands.is_empty() {
                out.push((x, lands));
            }
        }
        out
    }

    fn routes(
        &self,
        start: usize,
        cur: usize,
        king: bool,
        jumped: &mut Vec<usize>,
        out: &mut BTreeSet<Board>,
    ) {
        let me = self.black_to_move;
        let far = if me { 0 } else { 7 };
        let options = self.jumps(start, cur, king, jumped);
        if options.is_empty() {
            if !jumped.is_empty() {
                let crowned = king && !self.sq[start][0].king;
                out.insert(self.after(start, cur, jumped, crowned));
            }
            return;
        }
        for (x, lands) in options {
            jumped.push(x);
            // A king must land where it can capture on, if it can anywhere.
            let king_at = |l: usize| king || l / 8 == far;
            let going_on: Vec<usize> = lands
                .iter()
                .copied()
                .filter(|&l| !self.jumps(start, l, king_at(l), jumped).is_empty())
                .collect();
            let ends = if going_on.is_empty() { lands } else { going_on };
            for l in ends {
                self.routes(start, l, king_at(l), jumped, out);
            }
            jumped.pop();
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let children = self.children();
        if depth == 1 {
            return children.len() as u64;
        }
        children.iter().map(|c| c.perft(depth - 1)).sum()
    }
}

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A random position: columns of one to five pieces, kings often, at most 12 pieces
/// of a colour; men may stand on their far rank (freed there, they stay men).
fn random_board(rng: &mut Rng) -> Board {
    let mut b = Board {
        sq: vec![Vec::new(); 64],
        black_to_move: rng.below(2) == 1,
    };
    let mut left = [12u32, 12];
    let columns = 2 + rng.below(14);
    for _ in 0..columns {
        let s = loop {
            let s = rng.below(64) as usize;
            if (s % 8 + s / 8).is_multiple_of(2) && b.sq[s].is_empty() {
                break s;
            }
        };
        let tall = rng.below(3) == 0;
        let height = 1 + rng.below(if tall { 5 } else { 2 });
        for _ in 0..height {
            let black = rng.below(2) == 1;
            if left[usize::from(black)] == 0 {
                continue;
            }
            left[usize::from(black)] -= 1;
            b.sq[s].push(P {
                black,
                king: rng.below(3) == 0,
            });
        }
    }
    b
}

#[test]
fn the_engine_agrees_with_a_plain_implementation() {
    let rules = Checkers::column().without_draws();
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    let mut captures = 0;
    for round in 0..300 {
        // Both sides with a column on top (the side without one has lost already).
        let board = loop {
            let b = random_board(&mut rng);
            let tops = |black: bool| {
                b.sq.iter()
                    .any(|c| c.first().is_some_and(|p| p.black == black))
            };
            if tops(false) && tops(true) {
                break b;
            }
        };
        let fen = board.fen();
        let pos = rules
            .parse_position(&fen)
            .unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.to_string(), fen, "round {round}");
        // The children, as texts.
        let want: BTreeSet<String> = board.children().iter().map(Board::fen).collect();
        let got: BTreeSet<String> = rules
            .moves(&pos)
            .iter()
            .map(|m| {
                let mut c = pos;
                rules.play(&mut c, m).unwrap();
                // The plain model keeps no move-limit counter.
                let text = c.to_string();
                text.split(":H").next().unwrap_or_default().to_string()
            })
            .collect();
        assert_eq!(got, want, "children of {fen}");
        assert_eq!(
            rules.moves(&pos).len(),
            want.len(),
            "one move per child of {fen}"
        );
        if rules.moves(&pos).first().is_some_and(|m| m.is_capture()) {
            captures += 1;
        }
        assert_eq!(perft(&rules, &pos, 3), board.perft(3), "perft(3) of {fen}");
    }
    // The random positions exercise captures, not only steps.
    assert!(captures > 100, "{captures} capture positions");
}

/// The start of column draughts in the plain model.
fn start_board() -> Board {
    let mut b = Board {
        sq: vec![Vec::new(); 64],
        black_to_move: false,
    };
    for s in 0..64 {
        if (s % 8 + s / 8) % 2 == 0 && (s / 8 <= 2 || s / 8 >= 5) {
            b.sq[s].push(P {
                black: s / 8 >= 5,
                king: false,
            });
        }
    }
    b
}

#[test]
fn the_start_agrees_with_the_plain_implementation() {
    let rules = Checkers::column().without_draws();
    let b = start_board();
    assert_eq!(rules.start().to_string(), b.fen());
    for d in 1..=5 {
        assert_eq!(perft(&rules, &rules.start(), d), b.perft(d), "depth {d}");
    }
}

/// Depths 6 to 8 from the start: 37,908 (as the independent reference counts),
/// 189,912 and 925,862, by both implementations.
#[test]
#[ignore = "deep perft of the plain implementation: seconds in release"]
fn the_deep_start_agrees_with_the_plain_implementation() {
    let rules = Checkers::column().without_draws();
    let b = start_board();
    for (d, want) in [(6, 37_908), (7, 189_912), (8, 925_862)] {
        assert_eq!(b.perft(d), want, "plain, depth {d}");
        assert_eq!(perft(&rules, &rules.start(), d), want, "engine, depth {d}");
    }
}
