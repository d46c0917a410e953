//! The exact solver for dense components: one minimum cut.
//!
//! Write `x_c = 1` for a cell labelled horizontal and `0` for vertical. Along one line
//! of cells, the points of the runs are a sum over the intervals `I` of two or more
//! cells of the line of `w(|I|) · Π_{c∈I} x_c`, with `w(2) = 4`, `w(3) = 1` and
//! `w(k) = 2` for `k ≥ 4`: a maximal run of `n` cells contains `n − 1` pairs, `n − 2`
//! triples and `(n − 3)(n − 2)/2` longer intervals, and `4(n − 1) + (n − 2) +
//! (n − 3)(n − 2) = n²` (`n = 2`: 4; `n = 1`: 0). Files are the same with `1 − x_c`.
//! So the score is a sum of products of literals with **positive** weights, all
//! literals of a product of the same sign, and `−score` is an energy that a graph cut
//! minimises exactly: a product `−w·Π x_k` equals `min_y w·(−y + Σ_k y·(1 − x_k))`
//! over one extra 0/1 variable `y`, and `−w·Π (1 − x_k)` equals
//! `min_z w·(z − 1 + Σ_k x_k·(1 − z))`; every resulting pairwise term `c·a·(1 − b)`
//! with `c ≥ 0` is one edge `b → a` of capacity `c`, so the minimum `s`–`t` cut is the
//! minimum energy (Kolmogorov and Zabih, "What energy functions can be minimized via
//! graph cuts?", 2004). Forced cells are constants: a product with a cell that is 0 in
//! it vanishes, one that is 1 drops out of it.
//!
//! Products over the same free cells are merged. A product over three or more free
//! cells `a..=b` of a line gets its extra variable chained to the one of `a..=b − 1`
//! (`y(a, b) ≤ y(a, b − 1)`, `y(a, b) ≤ x_b`, as edges of infinite capacity), which
//! forces the same `y = Π x` with two edges instead of one per cell. The graph has a
//! node per free cell and per such product: a few dozen for a 6×8 colour. Dinic's
//! algorithm finds the flow; the free cells still reachable from the terminal `s` are
//! labelled vertical.

/// Reusable buffers of the cut.
#[derive(Clone, Debug, Default)]
pub(crate) struct MinCut {
    head: Vec<u32>,
    next: Vec<u32>,
    to: Vec<u32>,
    cap: Vec<i32>,
    unary: Vec<i32>,
    level: Vec<i32>,
    iter: Vec<u32>,
    queue: Vec<u32>,
}

const NIL: u32 = u32::MAX;
/// A capacity no cut can afford: more than all finite capacities together.
const INFINITE: i32 = 1 << 28;

type SmallList = smallvec::SmallVec<[u32; 4]>;
const SOURCE: u32 = 0;
const SINK: u32 = 1;

/// The weight of an interval of `len` cells in the expansion of the module docs.
const fn weight(len: u32) -> i32 {
    match len {
        0 | 1 => 0,
        2 => 4,
        3 => 1,
        _ => 2,
    }
}

impl MinCut {
    /// The optimum labelling of a component; returns its vertical cells.
    ///
    /// `cells` is the component, `vertical` its forced-vertical cells, `free` its free
    /// cells; the rest is forced horizontal.
    pub(crate) fn solve(&mut self, cells: u64, vertical: u64, free: u64) -> u64 {
        let horizontal = cells & !vertical & !free;
        let mut node_of = [NIL; 64];
        let mut n = 2u32;
        let mut f = free;
        while f != 0 {
            node_of[f.trailing_zeros() as usize] = n;
            n += 1;
            f &= f - 1;
        }
        self.head.clear();
        self.next.clear();
        self.to.clear();
        self.cap.clear();
        self.unary.clear();
        self.head.resize(n as usize, NIL);
        self.unary.resize(n as usize, 0);

        // Ranks (products of x) and files (products of 1 - x), line by line.
        for (step, blocked, positive) in [(1u32, vertical, true), (8u32, horizontal, false)] {
            for start in line_starts(cells, step) {
                let line = line_cells(cells, start, step);
                self.add_line(&line, free, blocked, positive, &node_of);
            }
        }

        for i in 2..self.unary.len() as u32 {
            let a = self.unary[i as usize];
            if a > 0 {
                self.add_edge(SOURCE, i, a);
            } else if a < 0 {
                self.add_edge(i, SINK, -a);
            }
        }
        self.max_flow();
        // Free cells still reachable from the terminal s are vertical (x = 0).
        let mut v = vertical;
        let mut f = free;
        while f != 0 {
            let c = f.trailing_zeros() as usize;
            if self.level[node_of[c] as usize] >= 0 {
                v |= 1 << c;
            }
            f &= f - 1;
        }
        v
    }

    /// Adds the products of one line. The intervals of two or more cells without a
    /// blocked cell (one forced the other way) are grouped by the range `a..=b` of the
    /// line's free cells they contain; a range of three or more free cells gets an
    /// extra node chained to the range one shorter (so two edges of infinite capacity,
    /// not one per cell): `y(a, b) ≤ y(a, b − 1)` and `y(a, b) ≤ x_b`.
    fn add_line(
        &mut self,
        line: &[u32],
        free: u64,
        blocked: u64,
        positive: bool,
        node_of: &[u32; 64],
    ) {
        // The free cells in line order, and how many come before each cell.
        let mut frees = [0u32; 8];
        let mut before = [0usize; 8];
        let mut nf = 0;
        for (i, &c) in line.iter().enumerate() {
            before[i] = nf;
            if free >> c & 1 == 1 {
                frees[nf] = node_of[c as usize];
                nf += 1;
            }
        }
        if nf == 0 {
            return;
        }
        let mut w = [[0i32; 8]; 8];
        let mut last = [0usize; 8];
        let mut used = [false; 8];
        for (i, &a) in before.iter().enumerate().take(line.len()) {
            let mut count = 0;
            for (j, &c) in line.iter().enumerate().skip(i) {
                if blocked >> c & 1 == 1 {
                    break;
                }
                if free >> c & 1 == 1 {
                    count += 1;
                }
                let len = (j - i + 1) as u32;
                if len >= 2 && count > 0 {
                    let b = a + count - 1;
                    w[a][b] += weight(len);
                    last[a] = if used[a] { last[a].max(b) } else { b };
                    used[a] = true;
                }
            }
        }
        for a in 0..nf {
            if !used[a] {
                continue;
            }
            let mut chain = NIL;
            for b in a..=last[a] {
                let weight = w[a][b];
                match b - a {
                    // −w·x = unary −w; −w·(1 − x) = −w + w·x.
                    0 => self.unary[frees[a] as usize] += if positive { -weight } else { weight },
                    // −w·a·b = −w·a + w·a·(1 − b): edge b → a.
                    // −w·(1 − a)(1 − b) = −w + w·a + w·b·(1 − a): edge a → b.
                    1 => {
                        if weight > 0 {
                            let (x, y) = (frees[a], frees[b]);
                            if positive {
                                self.unary[x as usize] -= weight;
                                self.add_edge(y, x, weight);
                            } else {
                                self.unary[x as usize] += weight;
                                self.add_edge(x, y, weight);
                            }
                        }
                    }
                    _ => {
                        let y = self.new_node();
                        let parents: &[u32] = if chain == NIL {
                            &frees[a..=b]
                        } else {
                            std::slice::from_ref(&frees[b])
                        };
                        let parents: SmallList = parents
                            .iter()
                            .copied()
                            .chain((chain != NIL).then_some(chain))
                            .collect();
                        for &p in parents.iter() {
                            if positive {
                                // y ≤ p: forbid y = 1, p = 0.
                                self.add_edge(p, y, INFINITE);
                            } else {
                                // z = 0 needs p = 0: forbid p = 1, z = 0.
                                self.add_edge(y, p, INFINITE);
                            }
                        }
                        self.unary[y as usize] += if positive { -weight } else { weight };
                        chain = y;
                    }
                }
            }
        }
    }

    fn new_node(&mut self) -> u32 {
        self.head.push(NIL);
        self.unary.push(0);
        (self.head.len() - 1) as u32
    }

    fn add_edge(&mut self, from: u32, to: u32, cap: i32) {
        for (a, b, c) in [(from, to, cap), (to, from, 0)] {
            self.next.push(self.head[a as usize]);
            self.head[a as usize] = self.to.len() as u32;
            self.to.push(b);
            self.cap.push(c);
        }
    }

    /// Dinic's algorithm; leaves `level[v] >= 0` exactly for the nodes reachable from
    /// the terminal `s` in the final residual graph.
    fn max_flow(&mut self) {
        let n = self.head.len();
        loop {
            self.level.clear();
            self.level.resize(n, -1);
            self.queue.clear();
            self.level[SOURCE as usize] = 0;
            self.queue.push(SOURCE);
            let mut qi = 0;
            while qi < self.queue.len() {
                let v = self.queue[qi];
                qi += 1;
                let mut e = self.head[v as usize];
                while e != NIL {
                    let u = self.to[e as usize];
                    if self.cap[e as usize] > 0 && self.level[u as usize] < 0 {
                        self.level[u as usize] = self.level[v as usize] + 1;
                        self.queue.push(u);
                    }
                    e = self.next[e as usize];
                }
            }
            if self.level[SINK as usize] < 0 {
                return;
            }
            self.iter.clear();
            self.iter.extend_from_slice(&self.head);
            self.augment(SOURCE, i32::MAX);
        }
    }

    /// Pushes up to `limit` from `v` to the sink along the level graph (all it can,
    /// not one path at a time); returns the amount pushed.
    fn augment(&mut self, v: u32, limit: i32) -> i32 {
        if v == SINK {
            return limit;
        }
        let mut pushed = 0;
        while self.iter[v as usize] != NIL {
            let e = self.iter[v as usize] as usize;
            let u = self.to[e];
            if self.cap[e] > 0 && self.level[u as usize] == self.level[v as usize] + 1 {
                let d = self.augment(u, (limit - pushed).min(self.cap[e]));
                if d > 0 {
                    self.cap[e] -= d;
                    self.cap[e ^ 1] += d;
                    pushed += d;
                    if pushed == limit {
                        return pushed;
                    }
                }
            }
            self.iter[v as usize] = self.next[e];
        }
        pushed
    }
}

/// The first cell of every line (maximal run, two or more cells) of `cells` with
/// step 1 (ranks) or 8 (files).
fn line_starts(cells: u64, step: u32) -> impl Iterator<Item = u32> {
    let starts = if step == 1 {
        super::line_score::rank_run_starts(cells)
    } else {
        super::line_score::file_run_starts(cells)
    };
    crate::squares::Squares::from_bits(starts)
        .iter()
        .map(|s| s.index() as u32)
}

/// The cells of the line of `cells` from `start` with `step`.
fn line_cells(cells: u64, start: u32, step: u32) -> arrayvec_lite::Line {
    let mut line = arrayvec_lite::Line::default();
    let mut c = start;
    loop {
        line.push(c);
        let next = c + step;
        let wraps = step == 1 && next.is_multiple_of(8);
        if next >= 64 || wraps || cells >> next & 1 == 0 {
            return line;
        }
        c = next;
    }
}

mod arrayvec_lite {
    /// Up to eight cell indices.
    #[derive(Default)]
    pub(super) struct Line {
        cells: [u32; 8],
        len: usize,
    }

    impl Line {
        pub(super) fn push(&mut self, c: u32) {
            self.cells[self.len] = c;
            self.len += 1;
        }
    }

    impl std::ops::Deref for Line {
        type Target = [u32];
        fn deref(&self) -> &[u32] {
            &self.cells[..self.len]
        }
    }
}
