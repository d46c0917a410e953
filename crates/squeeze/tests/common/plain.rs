//! A second, plain implementation of the rules: a grid of cells in a `Vec`, loops over
//! the eight directions, moves as texts. No bitboards, no tables, nothing shared with
//! the engine but the text formats, so the two can be compared.

/// A cell: empty, or the side (0 White, 1 Black) whose piece is on it.
type Grid = Vec<Option<usize>>;

const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The rules the plain implementation needs beyond the position text.
#[derive(Clone, Copy, Debug)]
pub struct PlainRules {
    /// Plies without a capture that draw; 0 is off.
    pub limit: u32,
    /// Whether a side moving again after a capture may pass.
    pub pass_again: bool,
    /// Whether a side to move without a step loses (else it passes).
    pub blocked_loses: bool,
}

/// One move, as the plain implementation sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlainMove {
    /// Two cells (rank, file), the first before the second.
    Place((usize, usize), (usize, usize)),
    /// From (rank, file) to (rank, file).
    Step((usize, usize), (usize, usize)),
    /// End the turn.
    Pass,
}

fn name((rank, file): (usize, usize)) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

impl PlainMove {
    /// The move's text.
    pub fn text(&self) -> String {
        match *self {
            PlainMove::Place(a, b) => format!("{},{}", name(a), name(b)),
            PlainMove::Step(a, b) => format!("{}-{}", name(a), name(b)),
            PlainMove::Pass => "pass".to_string(),
        }
    }
}

/// A position.
#[derive(Clone, Debug)]
pub struct Plain {
    /// The side length.
    pub n: usize,
    /// `grid[rank * n + file]`.
    pub grid: Grid,
    /// Pieces in hand, White's and Black's.
    pub hand: [u32; 2],
    /// The side to move.
    pub to_move: usize,
    /// Moving again after a capture.
    pub again: bool,
    /// Plies since the last capture.
    pub plies: u32,
}

impl Plain {
    /// Reads a position text (trusted: the engine wrote it).
    pub fn parse(text: &str) -> Plain {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        let n = ranks.len();
        let mut grid = vec![None; n * n];
        for (i, row) in ranks.iter().enumerate() {
            let rank = n - 1 - i;
            let mut file = 0;
            for c in row.chars() {
                match c {
                    'w' => {
                        grid[rank * n + file] = Some(0);
                        file += 1;
                    }
                    'b' => {
                        grid[rank * n + file] = Some(1);
                        file += 1;
                    }
                    '.' => file += 1,
                    d => file += d.to_digit(10).unwrap() as usize,
                }
            }
        }
        let side = fields[1];
        Plain {
            n,
            grid,
            hand: [fields[2].parse().unwrap(), fields[3].parse().unwrap()],
            to_move: if side.starts_with('w') { 0 } else { 1 },
            again: side.ends_with('+'),
            plies: fields.get(4).map_or(0, |p| p.parse().unwrap()),
        }
    }

    fn at(&self, rank: i32, file: i32) -> Option<Option<usize>> {
        let n = self.n as i32;
        if rank < 0 || file < 0 || rank >= n || file >= n {
            None
        } else {
            Some(self.grid[(rank * n + file) as usize])
        }
    }

    fn pieces(&self, side: usize) -> usize {
        self.grid.iter().filter(|c| **c == Some(side)).count()
    }

    fn steps_of(&self, side: usize) -> Vec<PlainMove> {
        let mut steps = Vec::new();
        for rank in 0..self.n {
            for file in 0..self.n {
                if self.grid[rank * self.n + file] != Some(side) {
                    continue;
                }
                for (dr, df) in DIRECTIONS {
                    let (r, f) = (rank as i32 + dr, file as i32 + df);
                    if self.at(r, f) == Some(None) {
                        steps.push(PlainMove::Step((rank, file), (r as usize, f as usize)));
                    }
                }
            }
        }
        steps
    }

    /// Whether the placement goes on.
    pub fn placing(&self) -> bool {
        self.hand[0] + self.hand[1] > 0
    }

    /// Whether the game is over.
    pub fn over(&self, rules: &PlainRules) -> bool {
        if self.placing() {
            return false;
        }
        if self.pieces(0) <= 1 || self.pieces(1) <= 1 {
            return true;
        }
        if rules.limit > 0 && self.plies >= rules.limit {
            return true;
        }
        let blocked = self.steps_of(self.to_move).is_empty();
        blocked && (rules.blocked_loses || self.steps_of(1 - self.to_move).is_empty())
    }

    /// The legal moves.
    pub fn moves(&self, rules: &PlainRules) -> Vec<PlainMove> {
        if self.over(rules) {
            return Vec::new();
        }
        if self.placing() {
            let centre = (self.n / 2, self.n / 2);
            let cells: Vec<(usize, usize)> = (0..self.n * self.n)
                .map(|i| (i / self.n, i % self.n))
                .filter(|&(r, f)| self.grid[r * self.n + f].is_none() && (r, f) != centre)
                .collect();
            let mut moves = Vec::new();
            for i in 0..cells.len() {
                for j in i + 1..cells.len() {
                    moves.push(PlainMove::Place(cells[i], cells[j]));
                }
            }
            return moves;
        }
        let mut moves = self.steps_of(self.to_move);
        if (self.again && rules.pass_again) || moves.is_empty() {
            moves.push(PlainMove::Pass);
        }
        moves
    }

    /// Plays a legal move; returns the pieces it captured.
    pub fn play(&mut self, mv: PlainMove) -> usize {
        let me = self.to_move;
        let n = self.n;
        match mv {
            PlainMove::Place(a, b) => {
                self.grid[a.0 * n + a.1] = Some(me);
                self.grid[b.0 * n + b.1] = Some(me);
                self.hand[me] -= 2;
                self.to_move = 1 - me;
                0
            }
            PlainMove::Step(from, to) => {
                self.grid[from.0 * n + from.1] = None;
                self.grid[to.0 * n + to.1] = Some(me);
                let mut taken = 0;
                for (dr, df) in DIRECTIONS {
                    let (r1, f1) = (to.0 as i32 + dr, to.1 as i32 + df);
                    let (r2, f2) = (to.0 as i32 + 2 * dr, to.1 as i32 + 2 * df);
                    if self.at(r1, f1) == Some(Some(1 - me)) && self.at(r2, f2) == Some(Some(me)) {
                        self.grid[(r1 * n as i32 + f1) as usize] = None;
                        taken += 1;
                    }
                }
                if taken > 0 {
                    self.again = true;
                    self.plies = 0;
                } else {
                    self.again = false;
                    self.to_move = 1 - me;
                    self.plies += 1;
                }
                taken
            }
            PlainMove::Pass => {
                self.again = false;
                self.to_move = 1 - me;
                self.plies += 1;
                0
            }
        }
    }

    /// The number of move sequences of length `depth`.
    pub fn perft(&self, rules: &PlainRules, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(rules);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv);
                next.perft(rules, depth - 1)
            })
            .sum()
    }
}
