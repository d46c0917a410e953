//! A second, plain implementation of the capture rules of every layout (arrays of
//! squares addressed by file and rank, no bitboards), written from the rules of
//! docs/checkers.md: men and kings with any direction sets, captured pieces removed at
//! once or at the end of the move, the 180° ban, flying and short kings, the three
//! promotion rules, the majority rule. Every route is explored square by square (no
//! route is skipped or weighted), then routes with one effect are merged.
//!
//! On 2,000 random positions with kings for each Turkish preset (and fewer for option
//! sets around them and for removal at once on the dark squares) the engine's legal
//! moves equal the reference's, each move's `Game::routes` equals the number of
//! reference routes with its effect, and the counts agree (`count_moves`, perft 1 and
//! route perft 1).

use std::collections::BTreeMap;

use doska_checkers::{
    CaptureChoice, Checkers, CheckersFamily, CheckersPosition, Colour, KingLines, KingRange,
    ManCapture, ManMoves, Piece, PieceKind, PlayingSquares, Promotion, Removal, Reverse, Setup,
    Square,
};
use doska_core::rand::{Rng, RngCore};
use doska_core::registry::Family;
use doska_core::{perft, perft_routes, seeded_rng, Game};

/// (from, to, captured squares sorted, promotes)
type Effect = (Square, Square, Vec<Square>, bool);

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (1, 0), (-1, 0), (0, -1)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    /// Not a playing square, or off the board.
    Off,
    Empty,
    Piece(Piece),
}

struct Reference<'a> {
    rules: &'a Checkers,
    n: i8,
    all: bool,
    board: Vec<Option<Piece>>,
    side: Colour,
    start: (i8, i8),
    /// Captured squares in order; with removal at end their pieces stay on `board`.
    captured: Vec<(i8, i8)>,
    routes: Vec<Effect>,
}

impl Reference<'_> {
    fn cell(&self, f: i8, r: i8) -> Cell {
        if !(0..self.n).contains(&f) || !(0..self.n).contains(&r) {
            return Cell::Off;
        }
        if !self.all && (f + r) % 2 != 0 {
            return Cell::Off;
        }
        if (f, r) == self.start {
            return Cell::Empty;
        }
        match self.board[(r * self.n + f) as usize] {
            None => Cell::Empty,
            Some(p) => Cell::Piece(p),
        }
    }

    fn is_target(&self, f: i8, r: i8) -> bool {
        matches!(self.cell(f, r), Cell::Piece(p) if p.colour != self.side)
            && !self.captured.contains(&(f, r))
    }

    fn forward(&self) -> i8 {
        match self.side {
            Colour::White => 1,
            Colour::Black => -1,
        }
    }

    fn promo_rank(&self) -> i8 {
        match self.side {
            Colour::White => self.n - 1,
            Colour::Black => 0,
        }
    }

    /// The directions a man steps in.
    fn man_steps(&self) -> Vec<(i8, i8)> {
        let fwd = self.forward();
        match (self.all, self.rules.men()) {
            (true, ManMoves::Orthogonal) => vec![(0, fwd), (1, 0), (-1, 0)],
            _ => vec![(1, fwd), (-1, fwd)],
        }
    }

    /// The directions a man captures in.
    fn man_captures(&self) -> Vec<(i8, i8)> {
        let mut dirs = self.man_steps();
        if self.rules.man_capture() == ManCapture::BothWays {
            let back: Vec<(i8, i8)> = match (self.all, self.rules.men()) {
                (true, ManMoves::Orthogonal) => vec![(0, -self.forward())],
                _ => vec![(1, -self.forward()), (-1, -self.forward())],
            };
            dirs.extend(back);
        }
        dirs
    }

    fn king_dirs(&self) -> Vec<(i8, i8)> {
        match (self.all, self.rules.king_lines()) {
            (false, _) | (true, KingLines::Diagonal) => DIAGONAL.to_vec(),
            (true, KingLines::Orthogonal) => ORTHOGONAL.to_vec(),
            (true, KingLines::Both) => ORTHOGONAL.iter().chain(&DIAGONAL).copied().collect(),
        }
    }

    fn end(&mut self, f: i8, r: i8, promotes: bool) {
        let mut caps: Vec<Square> = self
            .captured
            .iter()
            .map(|&(a, b)| Square::new(a as u8, b as u8).unwrap())
            .collect();
        caps.sort();
        let s = self.start;
        self.routes.push((
            Square::new(s.0 as u8, s.1 as u8).unwrap(),
            Square::new(f as u8, r as u8).unwrap(),
            caps,
            promotes,
        ));
    }

    /// Jumps the piece on (xf, xr): marks it captured and, with removal at once, takes
    /// it off the board. Returns the piece for `unjump`.
    fn jump(&mut self, xf: i8, xr: i8) -> Option<Piece> {
        self.captured.push((xf, xr));
        let i = (xr * self.n + xf) as usize;
        let piece = self.board[i];
        if self.rules.removal() == Removal::AtOnce {
            self.board[i] = None;
        }
        piece
    }

    fn unjump(&mut self, xf: i8, xr: i8, piece: Option<Piece>) {
        self.captured.pop();
        self.board[(xr * self.n + xf) as usize] = piece;
    }

    /// Every capture from (f, r) of a man or king that came in direction `came`;
    /// returns whether there was any.
    fn explore(
        &mut self,
        f: i8,
        r: i8,
        king: bool,
        promoted: bool,
        came: Option<(i8, i8)>,
    ) -> bool {
        let dirs = if king {
            self.king_dirs()
        } else {
            self.man_captures()
        };
        let flying = king && self.rules.kings() == KingRange::Flying;
        let mut found = false;
        for (df, dr) in dirs {
            if self.rules.reverse() == Reverse::Forbidden && came == Some((-df, -dr)) {
                continue;
            }
            // The piece met.
            let (mut xf, mut xr) = (f + df, r + dr);
            if flying {
                while self.cell(xf, xr) == Cell::Empty {
                    xf += df;
                    xr += dr;
                }
            }
            if !self.is_target(xf, xr) {
                continue;
            }
            let piece = self.jump(xf, xr);
            // The landing squares beyond it.
            let mut lands = Vec::new();
            let (mut lf, mut lr) = (xf + df, xr + dr);
            while self.cell(lf, lr) == Cell::Empty {
                lands.push((lf, lr));
                if !flying {
                    break;
                }
                lf += df;
                lr += dr;
            }
            if lands.is_empty() {
                self.unjump(xf, xr, piece);
                continue;
            }
            found = true;
            let mut any = false;
            let mut ends = Vec::new();
            for &(lf, lr) in &lands {
                let crowned = !king && lr == self.promo_rank();
                let (k2, p2) = match (crowned, self.rules.promotion()) {
                    (true, Promotion::Stop) => {
                        ends.push((lf, lr, true));
                        continue;
                    }
                    (true, Promotion::ContinueAsKing) => (true, true),
                    _ => (king, promoted),
                };
                if self.explore(lf, lr, k2, p2, Some((df, dr))) {
                    any = true;
                } else {
                    ends.push((lf, lr, p2 || (!k2 && lr == self.promo_rank())));
                }
            }
            if !any {
                for (lf, lr, promotes) in ends {
                    self.end(lf, lr, promotes);
                }
            }
            self.unjump(xf, xr, piece);
        }
        found
    }

    /// The legal moves of `pos`, each with its number of routes.
    fn moves(rules: &Checkers, pos: &CheckersPosition) -> BTreeMap<Effect, u64> {
        let n = pos.board_size().side() as i8;
        let mut board = vec![None; (n as usize) * (n as usize)];
        for (sq, p) in pos.iter() {
            board[(sq.rank() as i8 * n + sq.file() as i8) as usize] = Some(p);
        }
        let mut me = Reference {
            rules,
            n,
            all: pos.playing_squares() == PlayingSquares::All,
            board,
            side: pos.side_to_move(),
            start: (-1, -1),
            captured: Vec::new(),
            routes: Vec::new(),
        };
        let own: Vec<(Square, Piece)> = pos.iter().filter(|(_, p)| p.colour == me.side).collect();
        for (sq, p) in &own {
            let (f, r) = (sq.file() as i8, sq.rank() as i8);
            me.start = (f, r);
            me.explore(f, r, p.kind == PieceKind::King, false, None);
        }
        me.start = (-1, -1);
        let mut out = BTreeMap::new();
        if !me.routes.is_empty() {
            let best = me.routes.iter().map(|m| m.2.len()).max().unwrap();
            for route in me.routes {
                if rules.capture() == CaptureChoice::Free || route.2.len() == best {
                    *out.entry(route).or_insert(0) += 1;
                }
            }
            return out;
        }
        for (sq, p) in &own {
            let (f, r) = (sq.file() as i8, sq.rank() as i8);
            let king = p.kind == PieceKind::King;
            let dirs = if king { me.king_dirs() } else { me.man_steps() };
            for (df, dr) in dirs {
                let (mut tf, mut tr) = (f + df, r + dr);
                while me.cell(tf, tr) == Cell::Empty {
                    let promotes = !king && tr == me.promo_rank();
                    let to = Square::new(tf as u8, tr as u8).unwrap();
                    out.insert((*sq, to, vec![], promotes), 1);
                    if !king || rules.kings() == KingRange::Short {
                        break;
                    }
                    tf += df;
                    tr += dr;
                }
            }
        }
        out
    }
}

/// A random position of `rules` with at least one king of the side to move: each
/// playing square empty or holding a piece, kings a third of the pieces, men on
/// their own promotion rank crowned.
fn random_position(rules: &Checkers, rng: &mut impl RngCore) -> CheckersPosition {
    let n = rules.board().side();
    let all = rules.playing_squares() == PlayingSquares::All;
    loop {
        let side = if rng.random_bool(0.5) {
            Colour::White
        } else {
            Colour::Black
        };
        let mut setup = Setup::empty(side);
        let density = rng.random_range(0.12..0.5);
        let (mut w, mut b, mut own_king) = (0, 0, false);
        for rank in 0..n {
            for file in 0..n {
                if (!all && (file + rank) % 2 != 0) || !rng.random_bool(density) {
                    continue;
                }
                let colour = if rng.random_bool(0.5) {
                    Colour::White
                } else {
                    Colour::Black
                };
                let count = if colour == Colour::White {
                    &mut w
                } else {
                    &mut b
                };
                if *count >= rules.max_pieces() {
                    continue;
                }
                *count += 1;
                let far = (colour == Colour::White && rank == n - 1)
                    || (colour == Colour::Black && rank == 0);
                let kind = if far || rng.random_bool(0.33) {
                    PieceKind::King
                } else {
                    PieceKind::Man
                };
                own_king |= kind == PieceKind::King && colour == side;
                setup
                    .pieces
                    .push((Square::new(file, rank).unwrap(), Piece { colour, kind }));
            }
        }
        if !own_king {
            continue;
        }
        if let Ok(pos) = rules.position(&setup) {
            if rules.outcome(&pos).is_none() {
                return pos;
            }
        }
    }
}

fn effect(mv: &doska_checkers::CheckersMove) -> Effect {
    let mut caps: Vec<Square> = mv.captured().iter().collect();
    caps.sort();
    (mv.from(), mv.to(), caps, mv.promotes())
}

/// Compares the engine with the reference on `count` random positions of `spec`;
/// returns how many had captures and how many moves stood for several routes.
fn compare(spec: &str, count: usize, seed: u64) -> (usize, usize) {
    let rules = CheckersFamily::from_spec(spec).unwrap();
    let mut rng = seeded_rng(seed);
    let (mut with_captures, mut merged) = (0, 0);
    for _ in 0..count {
        let pos = random_position(&rules, &mut rng);
        let want = Reference::moves(&rules, &pos);
        let moves = rules.moves(&pos);
        let got: BTreeMap<Effect, u64> = moves
            .iter()
            .map(|m| (effect(m), rules.routes(&pos, m)))
            .collect();
        assert_eq!(
            got.len(),
            moves.len(),
            "{spec} {pos}: two moves of one effect"
        );
        assert_eq!(got, want, "{spec} {pos}");
        assert_eq!(rules.count_moves(&pos), moves.len() as u64, "{spec} {pos}");
        assert_eq!(perft(&rules, &pos, 1), moves.len() as u64, "{spec} {pos}");
        let routes: u64 = want.values().sum();
        assert_eq!(perft_routes(&rules, &pos, 1), routes, "{spec} {pos}");
        with_captures += usize::from(moves.first().is_some_and(|m| m.is_capture()));
        merged += want.values().filter(|&&r| r > 1).count();
        // The full route text reads back as the move.
        for mv in &moves {
            assert_eq!(
                rules.parse_move(&pos, &mv.to_string()).unwrap(),
                *mv,
                "{pos}"
            );
        }
    }
    (with_captures, merged)
}

#[test]
fn turkish_agrees_with_the_reference() {
    let (captures, merged) = compare("checkers/turkish", 2_000, 15);
    assert!(captures > 500, "{captures}");
    assert!(merged > 0, "{merged}");
}

#[test]
fn turkish_with_diagonal_kings_agrees_with_the_reference() {
    let (captures, merged) = compare("checkers/turkish-diagonal-kings", 2_000, 16);
    assert!(captures > 500, "{captures}");
    assert!(merged > 0, "{merged}");
}

#[test]
fn option_sets_around_turkish_agree_with_the_reference() {
    for (i, spec) in [
        "checkers/turkish:capture=free",
        "checkers/turkish:removal=at-end",
        "checkers/turkish:reverse=allowed",
        "checkers/turkish:reverse=allowed,capture=free",
        "checkers/turkish:promotion=continue-as-king",
        "checkers/turkish:promotion=stop",
        "checkers/turkish:kings=short",
        "checkers/turkish-diagonal-kings:kings=short,reverse=allowed",
        "checkers/turkish:man-capture=both-ways",
        "checkers/turkish:men=diagonal,man-capture=both-ways",
        "checkers/turkish:king-lines=diagonal,removal=at-end,reverse=allowed",
        "checkers/turkish-diagonal-kings:removal=at-end,promotion=continue-as-king",
    ]
    .into_iter()
    .enumerate()
    {
        compare(spec, 300, 100 + i as u64);
    }
}

#[test]
fn removal_at_once_on_the_dark_squares_agrees_with_the_reference() {
    for (i, spec) in [
        "checkers/classic:removal=at-once",
        "checkers/classic:removal=at-once,reverse=forbidden",
        "checkers/russian:removal=at-once,capture=free",
        "checkers/international:removal=at-once,reverse=forbidden",
        "checkers/american:removal=at-once,reverse=forbidden",
    ]
    .into_iter()
    .enumerate()
    {
        compare(spec, 300, 200 + i as u64);
    }
}

#[test]
fn the_dark_presets_agree_with_the_reference_routes() {
    for (i, spec) in [
        "checkers/classic",
        "checkers/russian",
        "checkers/american",
        "checkers/international",
    ]
    .into_iter()
    .enumerate()
    {
        compare(spec, 300, 300 + i as u64);
    }
}
