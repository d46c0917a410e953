//! A second, plain implementation of self-capture, Artamonov's game and the wolf and
//! the sheep: a 64-cell array, every capture route enumerated square by square, the
//! moves compared as (start, end, captured set, promotion). Its perft(3) must equal
//! the engine's on 300 positions of each preset, reached by random play from the start
//! or set up at random.

use doska_checkers::{Checkers, CheckersPosition, Colour, PieceKind, Square};
use doska_core::{perft, Game};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Empty,
    /// Owner (0 White/South, 1 Black/North; 0 for every neutral piece) and whether it
    /// is a king.
    Piece(u8, bool),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    SelfCapture { optional: bool },
    Artamonov,
    Wolf,
}

#[derive(Clone, Debug)]
struct Ref {
    board: [Cell; 64],
    side: u8,
    last: Option<usize>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Mv {
    from: usize,
    to: usize,
    captured: u64,
    promotes: bool,
    place: bool,
    pass: bool,
}

const DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

fn at(file: i32, rank: i32) -> Option<usize> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as usize)
}

fn far_rank(side: u8) -> i32 {
    if side == 0 {
        7
    } else {
        0
    }
}

struct Search<'a> {
    r: &'a Ref,
    kind: Kind,
    from: usize,
    out: Vec<Mv>,
}

impl Search<'_> {
    fn empty(&self, sq: usize) -> bool {
        sq == self.from || self.r.board[sq] == Cell::Empty
    }
    /// Whether the piece on `sq` may be jumped (the mover's own square is empty).
    fn target(&self, sq: usize, captured: u64) -> bool {
        if sq == self.from || captured & (1 << sq) != 0 {
            return false;
        }
        match self.r.board[sq] {
            Cell::Empty => false,
            Cell::Piece(owner, _) => match self.kind {
                Kind::SelfCapture { .. } | Kind::Artamonov => {
                    let _ = owner;
                    true
                }
                Kind::Wolf => false,
            },
        }
    }
    fn man_dirs(&self) -> Vec<(i32, i32)> {
        match self.kind {
            Kind::Artamonov => {
                let up = if self.r.side == 0 { 1 } else { -1 };
                vec![(1, up), (-1, up)]
            }
            _ => DIRS.to_vec(),
        }
    }
    /// The jumps from `sq`: (square jumped, landing squares).
    fn jumps(&self, sq: usize, king: bool, captured: u64) -> Vec<(usize, Vec<usize>)> {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut out = Vec::new();
        let dirs = if king { DIRS.to_vec() } else { self.man_dirs() };
        for (df, dr) in dirs {
            if king {
                let mut k = 1;
                while let Some(s) = at(f + k * df, r + k * dr) {
                    if !self.empty(s) {
                        break;
                    }
                    k += 1;
                }
                let Some(over) = at(f + k * df, r + k * dr) else {
                    continue;
                };
                if !self.target(over, captured) {
                    continue;
                }
                let mut lands = Vec::new();
                let mut j = k + 1;
                while let Some(s) = at(f + j * df, r + j * dr) {
                    if !self.empty(s) {
                        break;
                    }
                    lands.push(s);
                    j += 1;
                }
                if !lands.is_empty() {
                    out.push((over, lands));
                }
            } else if let (Some(over), Some(land)) =
                (at(f + df, r + dr), at(f + 2 * df, r + 2 * dr))
            {
                if self.target(over, captured) && self.empty(land) {
                    out.push((over, vec![land]));
                }
            }
        }
        out
    }
    fn dfs(&mut self, sq: usize, king: bool, captured: u64) {
        let jumps = self.jumps(sq, king, captured);
        if jumps.is_empty() {
            if captured != 0 {
                let promotes = !king && (sq / 8) as i32 == far_rank(self.r.side);
                self.out.push(Mv {
                    from: self.from,
                    to: sq,
                    captured,
                    promotes,
                    place: false,
                    pass: false,
                });
            }
            return;
        }
        for (over, lands) in jumps {
            let cap = captured | (1 << over);
            // A king must land where it can capture on, if it can anywhere.
            let going_on: Vec<usize> = lands
                .iter()
                .copied()
                .filter(|&l| !self.jumps(l, king, cap).is_empty())
                .collect();
            let chosen = if going_on.is_empty() { lands } else { going_on };
            for l in chosen {
                self.dfs(l, king, cap);
            }
        }
    }
}

impl Ref {
    fn movers(&self, kind: Kind) -> Vec<usize> {
        (0..64)
            .filter(|&s| match self.board[s] {
                Cell::Empty => false,
                Cell::Piece(owner, _) => match kind {
                    Kind::Artamonov => Some(s) != self.last,
                    _ => owner == self.side,
                },
            })
            .collect()
    }

    fn moves(&self, kind: Kind) -> Vec<Mv> {
        let mut out = Vec::new();
        let count = |o: u8| {
            self.board
                .iter()
                .filter(|c| matches!(c, Cell::Piece(x, _) if *x == o))
                .count()
        };
        let step = |from: usize, to: usize, promotes: bool| Mv {
            from,
            to,
            captured: 0,
            promotes,
            place: false,
            pass: false,
        };
        if kind == Kind::Wolf {
            if (0..8).any(|f| self.board[f] == Cell::Piece(0, false)) {
                return out; // the wolf stands on rank 1: it has won
            }
            if self.side == 0 {
                let wolf = (0..64).find(|&s| {
                    self.board[s] != Cell::Empty && matches!(self.board[s], Cell::Piece(0, _))
                });
                match wolf {
                    None => {
                        for s in 56..64 {
                            if (s % 8 + s / 8) % 2 == 0 && self.board[s] == Cell::Empty {
                                out.push(Mv {
                                    place: true,
                                    ..step(s, s, false)
                                });
                            }
                        }
                    }
                    Some(w) => {
                        for (df, dr) in DIRS {
                            if let Some(t) = at((w % 8) as i32 + df, (w / 8) as i32 + dr) {
                                if self.board[t] == Cell::Empty {
                                    out.push(step(w, t, false));
                                }
                            }
                        }
                    }
                }
            } else {
                for s in self.movers(kind) {
                    for df in [1, -1] {
                        if let Some(t) = at((s % 8) as i32 + df, (s / 8) as i32 + 1) {
                            if self.board[t] == Cell::Empty {
                                out.push(step(s, t, false));
                            }
                        }
                    }
                }
                if out.is_empty() {
                    out.push(Mv {
                        pass: true,
                        ..step(0, 0, false)
                    });
                }
            }
            return out;
        }
        if matches!(kind, Kind::SelfCapture { .. }) && (count(0) == 0 || count(1) == 0) {
            return out;
        }
        let movers = self.movers(kind);
        let mut caps = Vec::new();
        for &from in &movers {
            let Cell::Piece(_, king) = self.board[from] else {
                unreachable!()
            };
            let mut s = Search {
                r: self,
                kind,
                from,
                out: Vec::new(),
            };
            s.dfs(from, king, 0);
            for m in s.out {
                if !caps.contains(&m) {
                    caps.push(m);
                }
            }
        }
        let most = |ms: &[Mv]| {
            ms.iter()
                .map(|m| m.captured.count_ones())
                .max()
                .unwrap_or(0)
        };
        let mut steps_allowed = caps.is_empty();
        if let Kind::SelfCapture { optional: true } = kind {
            let enemy = |m: &Mv| {
                (0..64).any(|s| {
                    m.captured & (1 << s) != 0
                        && matches!(self.board[s], Cell::Piece(o, _) if o != self.side)
                })
            };
            let with_enemy: Vec<Mv> = caps.iter().copied().filter(enemy).collect();
            if with_enemy.is_empty() {
                steps_allowed = true;
            } else {
                caps = with_enemy;
            }
        }
        let n = most(&caps);
        out.extend(caps.into_iter().filter(|m| m.captured.count_ones() == n));
        if steps_allowed {
            for &from in &movers {
                let Cell::Piece(_, king) = self.board[from] else {
                    unreachable!()
                };
                let (f, r) = ((from % 8) as i32, (from / 8) as i32);
                let up = if self.side == 0 { 1 } else { -1 };
                let dirs = if king {
                    DIRS.to_vec()
                } else {
                    vec![(1, up), (-1, up)]
                };
                for (df, dr) in dirs {
                    let mut k = 1;
                    while let Some(t) = at(f + k * df, r + k * dr) {
                        if self.board[t] != Cell::Empty {
                            break;
                        }
                        out.push(step(from, t, !king && t as i32 / 8 == far_rank(self.side)));
                        if !king {
                            break;
                        }
                        k += 1;
                    }
                }
            }
        }
        out
    }

    fn play(&self, kind: Kind, m: &Mv) -> Ref {
        let mut n = self.clone();
        if m.place {
            n.board[m.to] = Cell::Piece(0, false);
        } else if !m.pass {
            let piece = n.board[m.from];
            n.board[m.from] = Cell::Empty;
            for s in 0..64 {
                if m.captured & (1 << s) != 0 {
                    n.board[s] = Cell::Empty;
                }
            }
            let Cell::Piece(o, k) = piece else {
                unreachable!()
            };
            n.board[m.to] = Cell::Piece(o, k || m.promotes);
            if kind == Kind::Artamonov {
                n.last = Some(m.to);
            }
        }
        n.side ^= 1;
        n
    }

    fn perft(&self, kind: Kind, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(kind);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| self.play(kind, m).perft(kind, depth - 1))
            .sum()
    }

    fn of(pos: &CheckersPosition) -> Ref {
        let mut board = [Cell::Empty; 64];
        for (sq, piece) in pos.iter() {
            let owner = if piece.colour == Colour::White { 0 } else { 1 };
            board[usize::from(sq.rank()) * 8 + usize::from(sq.file())] =
                Cell::Piece(owner, piece.kind == PieceKind::King);
        }
        Ref {
            board,
            side: if pos.side_to_move() == Colour::White {
                0
            } else {
                1
            },
            last: pos
                .last_moved()
                .map(|s| usize::from(s.rank()) * 8 + usize::from(s.file())),
        }
    }
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random position text for `kind`, which the engine may still refuse.
fn random_text(kind: Kind, rng: &mut Rng) -> String {
    let dark: Vec<Square> = (0..8u8)
        .flat_map(|r| (0..8u8).filter_map(move |f| Square::new(f, r)))
        .filter(|s| s.is_dark())
        .collect();
    let mut squares = dark.clone();
    for i in (1..squares.len()).rev() {
        squares.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let n = if kind == Kind::Wolf {
        5
    } else {
        2 + rng.below(14) as usize
    };
    let chosen = &squares[..n];
    let name = |s: &Square, king: bool| format!("{}{s}", if king { "K" } else { "" });
    match kind {
        Kind::Artamonov => {
            let list: Vec<String> = chosen.iter().map(|s| name(s, rng.below(4) == 0)).collect();
            let last = if rng.below(3) == 0 {
                String::new()
            } else {
                format!(":L{}", chosen[rng.below(n as u64) as usize])
            };
            format!(
                "{}:{}{last}",
                if rng.below(2) == 0 { "S" } else { "N" },
                list.join(",")
            )
        }
        Kind::Wolf => {
            let sheep: Vec<String> = chosen[..4].iter().map(|s| name(s, false)).collect();
            let wolf = if rng.below(5) == 0 {
                String::new()
            } else {
                name(&chosen[4], false)
            };
            let side = if wolf.is_empty() || rng.below(2) == 0 {
                "W"
            } else {
                "B"
            };
            format!("{side}:W{wolf}:B{}", sheep.join(","))
        }
        Kind::SelfCapture { .. } => {
            let (w, b) = chosen.split_at(n / 2);
            let list = |xs: &[Square], rng: &mut Rng| {
                xs.iter()
                    .map(|s| name(s, rng.below(3) == 0))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let wl = list(w, rng);
            let bl = list(b, rng);
            format!("{}:W{wl}:B{bl}", if rng.below(2) == 0 { "W" } else { "B" })
        }
    }
}

fn compare(rules: Checkers, kind: Kind, seed: u64) {
    let mut rng = Rng(seed);
    let mut positions = Vec::new();
    // Reached by random play from the start.
    while positions.len() < 150 {
        let mut pos = rules.start();
        let plies = rng.below(40);
        for _ in 0..plies {
            let moves = rules.moves(&pos);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u64) as usize];
            rules.play(&mut pos, &mv).unwrap();
        }
        positions.push(pos);
    }
    // Set up at random.
    while positions.len() < 300 {
        if let Ok(pos) = rules.parse_position(&random_text(kind, &mut rng)) {
            positions.push(pos);
        }
    }
    // The sample must exercise the captures (or, for the wolf, placements and passes).
    let special = positions
        .iter()
        .filter(|p| {
            rules
                .moves(p)
                .iter()
                .any(|m| m.is_capture() || m.is_pass() || m.is_placement())
        })
        .count();
    assert!(
        special >= 30,
        "{}: only {special} positions with captures",
        rules.name()
    );
    for pos in &positions {
        let reference = Ref::of(pos);
        for depth in 1..=3 {
            assert_eq!(
                perft(&rules, pos, depth),
                reference.perft(kind, depth),
                "{} perft({depth}) of {pos}",
                rules.name()
            );
        }
    }
}

#[test]
fn self_capture_agrees_with_the_plain_implementation() {
    compare(
        Checkers::self_capture().without_draws(),
        Kind::SelfCapture { optional: false },
        0x5eed_0001,
    );
}

#[test]
fn milder_self_capture_agrees_with_the_plain_implementation() {
    compare(
        Checkers::self_capture()
            .without_draws()
            .with_jumps(doska_checkers::Jumps::OwnOptional),
        Kind::SelfCapture { optional: true },
        0x5eed_0002,
    );
}

#[test]
fn artamonov_agrees_with_the_plain_implementation() {
    compare(
        Checkers::artamonov().without_draws().with_adjudication(0),
        Kind::Artamonov,
        0x5eed_0003,
    );
}

#[test]
fn wolf_and_sheep_agrees_with_the_plain_implementation() {
    compare(
        Checkers::wolf_and_sheep().without_draws(),
        Kind::Wolf,
        0x5eed_0004,
    );
}

#[test]
fn the_plain_implementation_counts_the_start_as_the_independent_reference() {
    let starts = [
        (
            Checkers::self_capture(),
            Kind::SelfCapture { optional: false },
            [6, 14, 18, 40, 95, 183],
        ),
        (
            Checkers::artamonov(),
            Kind::Artamonov,
            [6, 14, 47, 113, 225, 481],
        ),
        (
            Checkers::wolf_and_sheep(),
            Kind::Wolf,
            [4, 28, 49, 301, 1_118, 6_786],
        ),
    ];
    for (rules, kind, counts) in starts {
        let r = Ref::of(&rules.start());
        for (d, &n) in counts.iter().enumerate() {
            assert_eq!(r.perft(kind, d as u32 + 1), n, "{}", rules.name());
        }
    }
}

/// Start perft of the engine against the plain implementation, deeper than the
/// independent counts go (the values are recorded in `docs/checkers.md`).
fn deep(rules: Checkers, kind: Kind, depth: u32) {
    let start = rules.start();
    let t = std::time::Instant::now();
    let engine = perft(&rules, &start, depth);
    let s = t.elapsed().as_secs_f64();
    println!("{} perft({depth}) = {engine} in {s:.2} s", rules.name());
    assert_eq!(
        engine,
        Ref::of(&start).perft(kind, depth),
        "{}",
        rules.name()
    );
}

#[test]
fn self_capture_deep() {
    deep(
        Checkers::self_capture().without_draws(),
        Kind::SelfCapture { optional: false },
        8,
    );
}

#[test]
fn artamonov_deep() {
    deep(Checkers::artamonov().without_draws(), Kind::Artamonov, 8);
}

#[test]
#[ignore = "deep perft: seconds in release"]
fn wolf_and_sheep_deep() {
    deep(Checkers::wolf_and_sheep().without_draws(), Kind::Wolf, 12);
}
