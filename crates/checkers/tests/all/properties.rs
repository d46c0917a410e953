//! Property tests on random positions of every preset:
//! - the engine's moves equal those of a slow, independent reference generator written
//!   here on (file, rank) coordinates, straight from the rules of docs/checkers.md
//!   (every route explored, then merged by effect);
//! - every generated move is accepted by `play`, and its texts read back;
//! - captures are compulsory, and maximal where the rules say so;
//! - piece counts only fall by the captured set;
//! - FEN round-trips; random playouts always end.

use std::collections::BTreeSet;

use doska_checkers::{
    CaptureChoice, Checkers, CheckersPosition, Colour, KingRange, ManCapture, Piece, PieceKind,
    Promotion, Setup, Square, Squares,
};
use doska_core::{random_playout, seeded_rng, Game};
use proptest::prelude::*;

/// (from, to, captured squares sorted, promotes)
type Effect = (Square, Square, Vec<Square>, bool);

struct Reference<'a> {
    rules: &'a Checkers,
    n: i8,
    board: Vec<Option<Piece>>,
    side: Colour,
    routes: Vec<Effect>,
}

impl Reference<'_> {
    fn at(&self, f: i8, r: i8) -> Option<Option<Piece>> {
        (0..self.n)
            .contains(&f)
            .then_some(())
            .filter(|_| (0..self.n).contains(&r))
            .map(|_| self.board[(r * self.n + f) as usize])
    }

    fn promo_rank(&self) -> i8 {
        match self.side {
            Colour::White => self.n - 1,
            Colour::Black => 0,
        }
    }

    /// Explores every capture from (f, r); `captured` holds the jumped squares in order.
    #[allow(clippy::too_many_arguments)]
    fn explore(
        &mut self,
        start: (i8, i8),
        f: i8,
        r: i8,
        king: bool,
        promoted: bool,
        captured: &mut Vec<(i8, i8)>,
        came: Option<(i8, i8)>,
    ) -> bool {
        let empty = |s: &Self, ff: i8, rr: i8| match s.at(ff, rr) {
            Some(None) => true,
            Some(Some(_)) => (ff, rr) == start,
            None => false,
        };
        let target = |s: &Self, ff: i8, rr: i8, caps: &Vec<(i8, i8)>| {
            matches!(s.at(ff, rr), Some(Some(p)) if p.colour != s.side && (ff, rr) != start)
                && !caps.contains(&(ff, rr))
        };
        let dirs: Vec<(i8, i8)> = if king || self.rules.man_capture() == ManCapture::BothWays {
            vec![(1, 1), (-1, 1), (1, -1), (-1, -1)]
        } else if self.side == Colour::White {
            vec![(1, 1), (-1, 1)]
        } else {
            vec![(1, -1), (-1, -1)]
        };
        let flying = king && self.rules.kings() == KingRange::Flying;
        let mut found = false;
        for (df, dr) in dirs {
            if came == Some((-df, -dr)) {
                continue;
            }
            // Find the piece to jump.
            let (mut xf, mut xr) = (f + df, r + dr);
            if flying {
                while self.at(xf, xr).is_some() && empty(self, xf, xr) {
                    xf += df;
                    xr += dr;
                }
            }
            if !target(self, xf, xr, captured) {
                continue;
            }
            // The landing squares.
            let mut lands = Vec::new();
            let (mut lf, mut lr) = (xf + df, xr + dr);
            while empty(self, lf, lr) {
                lands.push((lf, lr));
                if !flying {
                    break;
                }
                lf += df;
                lr += dr;
            }
            if lands.is_empty() {
                continue;
            }
            found = true;
            captured.push((xf, xr));
            let mut any = false;
            let mut ends = Vec::new();
            for &(lf, lr) in &lands {
                let crowned = !king && lr == self.promo_rank();
                let (k2, p2) = if crowned {
                    match self.rules.promotion() {
                        Promotion::Stop => {
                            ends.push((lf, lr, true));
                            continue;
                        }
                        Promotion::ContinueAsKing => (true, true),
                        Promotion::AtEnd => (false, false),
                    }
                } else {
                    (king, promoted)
                };
                if self.explore(start, lf, lr, k2, p2, captured, Some((df, dr))) {
                    any = true;
                } else {
                    ends.push((lf, lr, p2 || (!k2 && lr == self.promo_rank())));
                }
            }
            if !any {
                for (lf, lr, promotes) in ends {
                    let mut caps: Vec<Square> = captured
                        .iter()
                        .map(|&(a, b)| Square::new(a as u8, b as u8).unwrap())
                        .collect();
                    caps.sort();
                    self.routes.push((
                        Square::new(start.0 as u8, start.1 as u8).unwrap(),
                        Square::new(lf as u8, lr as u8).unwrap(),
                        caps,
                        promotes,
                    ));
                }
            }
            captured.pop();
        }
        found
    }

    fn moves(rules: &Checkers, pos: &CheckersPosition) -> BTreeSet<Effect> {
        let n = pos.board_size().side() as i8;
        let mut board = vec![None; (n as usize) * (n as usize)];
        for (sq, p) in pos.iter() {
            board[(sq.rank() as i8 * n + sq.file() as i8) as usize] = Some(p);
        }
        let mut me = Reference {
            rules,
            n,
            board,
            side: pos.side_to_move(),
            routes: Vec::new(),
        };
        let own: Vec<(Square, Piece)> = pos.iter().filter(|(_, p)| p.colour == me.side).collect();
        for (sq, p) in &own {
            let (f, r) = (sq.file() as i8, sq.rank() as i8);
            let king = p.kind == PieceKind::King;
            me.explore((f, r), f, r, king, false, &mut Vec::new(), None);
        }
        if !me.routes.is_empty() {
            if rules.capture() == CaptureChoice::Maximum {
                let best = me.routes.iter().map(|m| m.2.len()).max().unwrap();
                me.routes.retain(|m| m.2.len() == best);
            }
            return me.routes.into_iter().collect();
        }
        let mut steps = BTreeSet::new();
        for (sq, p) in &own {
            let (f, r) = (sq.file() as i8, sq.rank() as i8);
            let king = p.kind == PieceKind::King;
            let fwd = if me.side == Colour::White { 1 } else { -1 };
            for (df, dr) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                if !king && dr != fwd {
                    continue;
                }
                let (mut tf, mut tr) = (f + df, r + dr);
                while me.at(tf, tr) == Some(None) {
                    let promotes = !king && tr == me.promo_rank();
                    steps.insert((
                        *sq,
                        Square::new(tf as u8, tr as u8).unwrap(),
                        vec![],
                        promotes,
                    ));
                    if !king || rules.kings() == KingRange::Short {
                        break;
                    }
                    tf += df;
                    tr += dr;
                }
            }
        }
        steps
    }
}

fn effect(mv: &doska_checkers::CheckersMove) -> Effect {
    let mut caps: Vec<Square> = mv.captured().iter().collect();
    caps.sort();
    (mv.from(), mv.to(), caps, mv.promotes())
}

/// A random legal setup: each dark square empty or holding a random piece.
fn arb_position(rules: Checkers) -> impl Strategy<Value = CheckersPosition> {
    let n = rules.board().side();
    let squares = (n as usize) * (n as usize) / 2;
    (proptest::collection::vec(0u8..12, squares), any::<bool>()).prop_filter_map(
        "a legal setup",
        move |(cells, white)| {
            let mut setup = Setup::empty(if white { Colour::White } else { Colour::Black });
            let (mut w, mut b) = (0, 0);
            for (i, c) in cells.iter().enumerate() {
                let sq = rules.board().square_of_number(i as u8 + 1).unwrap();
                let piece = match c {
                    0 => Piece::man(Colour::White),
                    1 => Piece::man(Colour::Black),
                    2 => Piece::king(Colour::White),
                    3 => Piece::king(Colour::Black),
                    _ => continue,
                };
                let count = if piece.colour == Colour::White {
                    &mut w
                } else {
                    &mut b
                };
                if *count >= rules.max_pieces() {
                    continue;
                }
                *count += 1;
                let top = sq.rank() == n - 1 && piece.colour == Colour::White;
                let bottom = sq.rank() == 0 && piece.colour == Colour::Black;
                let piece = if top || bottom {
                    Piece::king(piece.colour)
                } else {
                    piece
                };
                setup.pieces.push((sq, piece));
            }
            rules.position(&setup).ok()
        },
    )
}

fn presets() -> Vec<Checkers> {
    vec![
        Checkers::classic(),
        Checkers::russian(),
        Checkers::american(),
        Checkers::giveaway(),
        Checkers::international(),
        Checkers::classic().with_promotion(Promotion::Stop),
        Checkers::american()
            .with_promotion(Promotion::ContinueAsKing)
            .with_capture(CaptureChoice::Maximum),
    ]
}

fn check_position(rules: &Checkers, pos: &CheckersPosition) {
    let moves = rules.moves(pos);
    let got: BTreeSet<Effect> = moves.iter().map(effect).collect();
    assert_eq!(got.len(), moves.len(), "duplicate effects in {pos}");
    if rules.outcome(pos).is_none() {
        assert_eq!(got, Reference::moves(rules, pos), "{} {pos}", rules.name());
    } else {
        assert!(moves.is_empty());
    }
    // Captures compulsory; with the majority rule all of one length.
    if moves.iter().any(|m| m.is_capture()) {
        assert!(moves.iter().all(|m| m.is_capture()));
        if rules.capture() == CaptureChoice::Maximum {
            let n = moves[0].capture_count();
            assert!(moves.iter().all(|m| m.capture_count() == n));
        }
    }
    let side = pos.side_to_move();
    let count =
        |p: &CheckersPosition, c: Colour| p.count(c, PieceKind::Man) + p.count(c, PieceKind::King);
    for mv in moves.iter() {
        let mut next = *pos;
        rules.play(&mut next, mv).unwrap();
        assert_eq!(count(&next, side), count(pos, side));
        assert_eq!(
            count(&next, side.other()),
            count(pos, side.other()) - mv.capture_count()
        );
        for sq in mv.captured() {
            assert_eq!(pos.piece_at(sq).map(|p| p.colour), Some(side.other()));
            assert_eq!(next.piece_at(sq), None);
        }
        assert_eq!(next.piece_at(mv.to()).map(|p| p.colour), Some(side));
        assert_eq!(
            rules.parse_move(pos, &rules.format_move(pos, mv)).unwrap(),
            *mv
        );
        assert_eq!(rules.parse_move(pos, &mv.to_string()).unwrap(), *mv);
    }
    assert_eq!(rules.parse_position(&pos.to_string()).unwrap(), *pos);
    // The square sets agree with the piece list.
    for colour in Colour::ALL {
        let listed: Squares = pos
            .iter()
            .filter(|(_, p)| p.colour == colour)
            .map(|(s, _)| s)
            .collect();
        assert_eq!(pos.pieces(colour), listed);
    }
    let kings: Squares = pos
        .iter()
        .filter(|(_, p)| p.kind == PieceKind::King)
        .map(|(s, _)| s)
        .collect();
    assert_eq!(pos.kings(), kings);
    assert_eq!(pos.men() | pos.kings(), pos.occupied());
    assert!(pos.occupied().is_subset(Squares::dark(pos.board_size())));
}

/// Perft by the move generator alone: every level generates and plays the moves.
fn generated_perft(rules: &Checkers, pos: &CheckersPosition, depth: u32) -> u64 {
    let moves = rules.moves(pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = *pos;
            rules.play_unchecked(&mut next, mv);
            generated_perft(rules, &next, depth - 1)
        })
        .sum()
}

/// The presets whose bitboard counts take kings' captures without the search,
/// self-capture, whose perft has its own module, and men capturing forward only (their
/// sequences counted stage by stage) on both boards, with the majority rule and
/// without.
fn counted_presets() -> Vec<Checkers> {
    vec![
        Checkers::classic().without_draws(),
        Checkers::international().without_draws(),
        Checkers::russian().without_draws(),
        Checkers::classic()
            .without_draws()
            .with_capture(CaptureChoice::Free),
        Checkers::self_capture().without_draws(),
        Checkers::self_capture()
            .without_draws()
            .with_board(doska_checkers::BoardSize::Ten),
        Checkers::american().without_draws(),
        Checkers::international()
            .without_draws()
            .with_man_capture(ManCapture::Forward),
        Checkers::classic()
            .without_draws()
            .with_man_capture(ManCapture::Forward)
            .with_capture(CaptureChoice::Free),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// The bitboard move counts (perft's leaves, with their shortcuts for men's and
    /// flying kings' short captures), perft(2) and the route perft(2) equal the
    /// generated moves and their routes on random setups, a third of whose pieces are
    /// kings.
    #[test]
    fn counts_equal_the_generated_moves(
        (i, pos) in (0usize..9).prop_flat_map(|i| arb_position(counted_presets()[i]).prop_map(move |p| (i, p)))
    ) {
        let rules = counted_presets()[i];
        prop_assert_eq!(rules.count_moves(&pos), rules.moves(&pos).len() as u64, "{} {}", rules.name(), pos);
        prop_assert_eq!(rules.perft(&pos, 2), generated_perft(&rules, &pos, 2), "{} {}", rules.name(), pos);
        prop_assert_eq!(
            rules.perft_routes(&pos, 2),
            doska_core::perft_routes_generic(&rules, &pos, 2),
            "{} {} routes", rules.name(), pos
        );
    }

    #[test]
    fn random_setups_agree_with_the_reference(
        (i, pos) in (0usize..7).prop_flat_map(|i| arb_position(presets()[i]).prop_map(move |p| (i, p)))
    ) {
        check_position(&presets()[i], &pos);
    }

    #[test]
    fn playout_positions_agree_and_games_end(i in 0usize..7, seed in any::<u64>()) {
        let rules = presets()[i];
        let playout = random_playout(&rules, &rules.start(), &mut seeded_rng(seed), 5_000);
        prop_assert!(playout.ending.is_some(), "{} did not end", rules.name());
        let mut pos = rules.start();
        for (k, mv) in playout.moves.iter().enumerate() {
            if k % 3 == 0 {
                check_position(&rules, &pos);
            }
            rules.play(&mut pos, mv).unwrap();
        }
        check_position(&rules, &pos);
    }
}
