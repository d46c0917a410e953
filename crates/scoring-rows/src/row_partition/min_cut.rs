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
//! The graph has a node per free cell and per product of three or more free cells; on a
//! full 8×8 frame a few hundred nodes. Dinic's algorithm finds the flow; the cells
//! still reachable from the source are labelled vertical.

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
    terms: Vec<(u64, i32)>,
}

const NIL: u32 = u32::MAX;
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

        // Horizontal lines: the products of x over intervals without a vertical cell.
        for (step, blocked, positive) in [(1u32, vertical, true), (8u32, horizontal, false)] {
            self.terms.clear();
            for start in line_starts(cells, step) {
                let line = line_cells(cells, start, step);
                for i in 0..line.len() {
                    let mut mask = 0u64;
                    for (j, &c) in line.iter().enumerate().skip(i) {
                        if blocked >> c & 1 == 1 {
                            break;
                        }
                        mask |= free & (1 << c);
                        let len = (j - i + 1) as u32;
                        if len >= 2 {
                            self.terms.push((mask, weight(len)));
                        }
                    }
                }
            }
            self.terms.sort_unstable_by_key(|t| t.0);
            let mut k = 0;
            while k < self.terms.len() {
                let mask = self.terms[k].0;
                let mut w = 0;
                while k < self.terms.len() && self.terms[k].0 == mask {
                    w += self.terms[k].1;
                    k += 1;
                }
                self.add_product(mask, w, positive, &node_of);
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
        // Free cells still reachable from the source are vertical (x = 0).
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

    /// Adds `−w·Π x` (`positive`) or `−w·Π (1 − x)` over the free cells of `mask`;
    /// constants are dropped (the caller scores the labelling itself).
    fn add_product(&mut self, mask: u64, w: i32, positive: bool, node_of: &[u32; 64]) {
        let mut nodes = [0u32; 8];
        let mut k = 0;
        let mut m = mask;
        while m != 0 {
            nodes[k] = node_of[m.trailing_zeros() as usize];
            k += 1;
            m &= m - 1;
        }
        match (k, positive) {
            (0, _) => {}
            // −w·x = unary −w; −w·(1 − x) = −w + w·x.
            (1, true) => self.unary[nodes[0] as usize] -= w,
            (1, false) => self.unary[nodes[0] as usize] += w,
            // −w·a·b = −w·a + w·a·(1 − b): edge b → a.
            (2, true) => {
                self.unary[nodes[0] as usize] -= w;
                self.add_edge(nodes[1], nodes[0], w);
            }
            // −w·(1 − a)(1 − b) = −w + w·a + w·b·(1 − a): edge a → b.
            (2, false) => {
                self.unary[nodes[0] as usize] += w;
                self.add_edge(nodes[0], nodes[1], w);
            }
            (_, true) => {
                let y = self.new_node();
                self.unary[y as usize] -= w;
                for &x in &nodes[..k] {
                    self.add_edge(x, y, w);
                }
            }
            (_, false) => {
                let z = self.new_node();
                self.unary[z as usize] += w;
                for &x in &nodes[..k] {
                    self.add_edge(z, x, w);
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
    /// the source in the final residual graph.
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
            while self.augment(SOURCE, i32::MAX) > 0 {}
        }
    }

    fn augment(&mut self, v: u32, limit: i32) -> i32 {
        if v == SINK {
            return limit;
        }
        while self.iter[v as usize] != NIL {
            let e = self.iter[v as usize] as usize;
            let u = self.to[e];
            if self.cap[e] > 0 && self.level[u as usize] == self.level[v as usize] + 1 {
                let pushed = self.augment(u, limit.min(self.cap[e]));
                if pushed > 0 {
                    self.cap[e] -= pushed;
                    self.cap[e ^ 1] += pushed;
                    return pushed;
                }
            }
            self.iter[v as usize] = self.next[e];
        }
        0
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
    crate::square::Bitboard(starts)
        .squares()
        .map(|s| u32::from(s.index()))
}

/// The cells of the line of `cells` from `start` with `step`.
fn line_cells(cells: u64, start: u32, step: u32) -> arrayvec_lite::Line {
    let mut line = arrayvec_lite::Line::default();
    let mut c = start;
    loop {
        line.push(c);
        let next = c + step;
        let wraps = step == 1 && next % 8 == 0;
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
