//! A second, plain implementation of the move rules, written from the rules alone on
//! axial coordinates (no tables, no bit sets, no shared floods), compared with the
//! engine on random positions: 1,000 for every table size and both piece counts, half
//! of them random placements of pieces (crowded, with long chains) and half reached by
//! random play from the start. The same positions check the routes of every move
//! (`Game::routes`) against a count of turns played hop by hop.

use std::collections::{BTreeSet, HashMap, HashSet};

use doska_core::rand::{Rng, SeedableRng};
use doska_core::registry::Family;
use doska_core::{perft_routes, DefaultRng, Game, Player, Position};
use doska_halma::{Halma, HalmaFamily, HalmaPosition, Point};

type Hex = (i32, i32);

const DIRECTIONS: [Hex; 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

fn on_star((q, r): Hex) -> bool {
    let s = -q - r;
    (q <= 4 && r <= 4 && s <= 4) || (q >= -4 && r >= -4 && s >= -4)
}

/// The triangle of the star a seat starts in, by coordinates: 0 bottom (r ≤ −5), then
/// clockwise: lower-left (s ≥ 5), upper-left (q ≤ −5), top (r ≥ 5), upper-right
/// (s ≤ −5), lower-right (q ≥ 5).
fn in_triangle(t: usize, (q, r): Hex, fifteen: bool) -> bool {
    let s = -q - r;
    let c = [-r, s, -q, r, -s, q][t];
    let hexagon = q.abs() <= 4 && r.abs() <= 4 && s.abs() <= 4;
    c >= 5 || (fifteen && c == 4 && hexagon)
}

fn homes(players: usize) -> Vec<usize> {
    match players {
        2 => vec![0, 3],
        3 => vec![0, 2, 4],
        4 => vec![0, 1, 3, 4],
        _ => vec![0, 1, 2, 3, 4, 5],
    }
}

/// The position as a map from coordinates to seats.
fn board(game: &Halma, pos: &HalmaPosition) -> HashMap<Hex, usize> {
    let mut b = HashMap::new();
    for s in Player::all(game.players()) {
        for p in pos.pieces(s) {
            b.insert(p.axial(), s.index());
        }
    }
    b
}

/// Every jump route from `at`, remembering the points landed on: each landing is
/// entered once, whatever route reaches it first.
fn routes(at: Hex, board: &HashMap<Hex, usize>, landed: &mut HashSet<Hex>) {
    for (dq, dr) in DIRECTIONS {
        let over = (at.0 + dq, at.1 + dr);
        let land = (at.0 + 2 * dq, at.1 + 2 * dr);
        if on_star(land)
            && board.contains_key(&over)
            && !board.contains_key(&land)
            && landed.insert(land)
        {
            routes(land, board, landed);
        }
    }
}

/// The turns of an engine that plays a chain hop by hop, from `at` with the points of
/// `visited` (the start and the landings so far) closed: after each hop the player
/// may stop (one turn ending there) or hop on to a point not yet visited. Adds each
/// turn to `turns` under its end point.
fn hop_turns(
    at: Hex,
    board: &HashMap<Hex, usize>,
    visited: &mut Vec<Hex>,
    turns: &mut HashMap<Hex, u64>,
) {
    for (dq, dr) in DIRECTIONS {
        let over = (at.0 + dq, at.1 + dr);
        let land = (at.0 + 2 * dq, at.1 + 2 * dr);
        if on_star(land)
            && board.contains_key(&over)
            && !board.contains_key(&land)
            && !visited.contains(&land)
        {
            *turns.entry(land).or_insert(0) += 1;
            visited.push(land);
            hop_turns(land, board, visited, turns);
            visited.pop();
        }
    }
}

/// The turns of the piece on `from` by their end points, counted hop by hop: one for
/// each step, one for each sequence of hops.
fn turns_of(board: &HashMap<Hex, usize>, from: Hex) -> HashMap<Hex, u64> {
    let mut turns = HashMap::new();
    for (dq, dr) in DIRECTIONS {
        let to = (from.0 + dq, from.1 + dr);
        if on_star(to) && !board.contains_key(&to) {
            turns.insert(to, 1);
        }
    }
    let mut lifted = board.clone();
    lifted.remove(&from);
    hop_turns(from, &lifted, &mut vec![from], &mut turns);
    turns
}

/// The moves of `seat` as `from-to` texts: steps, and the ends of jump routes with the
/// piece lifted from its start.
fn moves_of(board: &HashMap<Hex, usize>, seat: usize) -> BTreeSet<String> {
    let name = |h: Hex| Point::from_axial(h.0, h.1).unwrap().to_string();
    let mut moves = BTreeSet::new();
    for (&from, &owner) in board {
        if owner != seat {
            continue;
        }
        for (dq, dr) in DIRECTIONS {
            let to = (from.0 + dq, from.1 + dr);
            if on_star(to) && !board.contains_key(&to) {
                moves.insert(format!("{}-{}", name(from), name(to)));
            }
        }
        let mut lifted = board.clone();
        lifted.remove(&from);
        let mut landed = HashSet::from([from]);
        routes(from, &lifted, &mut landed);
        for to in landed {
            if to != from {
                moves.insert(format!("{}-{}", name(from), name(to)));
            }
        }
    }
    moves
}

/// The legal moves by the plain rules (the game ending at the first arrival).
fn reference_moves(game: &Halma, pos: &HalmaPosition) -> BTreeSet<String> {
    let b = board(game, pos);
    let fifteen = game.pieces() == 15;
    let seats = homes(game.players());
    let arrived = |s: usize| {
        let target = (seats[s] + 3) % 6;
        b.iter()
            .filter(|(_, o)| **o == s)
            .all(|(h, _)| in_triangle(target, *h, fifteen))
    };
    if (0..game.players()).any(arrived) || pos.ply() >= game.move_limit() {
        return BTreeSet::new();
    }
    let mover = pos.to_move().index();
    let moves = moves_of(&b, mover);
    if !moves.is_empty() {
        return moves;
    }
    if (0..game.players()).all(|s| moves_of(&b, s).is_empty()) {
        BTreeSet::new()
    } else {
        BTreeSet::from(["pass".to_string()])
    }
}

/// A random placement: each seat 1 to `pieces` pieces on distinct random points.
fn random_placement(game: &Halma, rng: &mut DefaultRng) -> HalmaPosition {
    let mut free: Vec<Point> = Point::all().collect();
    let mut owner: HashMap<Point, usize> = HashMap::new();
    for s in 0..game.players() {
        let k = rng.random_range(1..=game.pieces());
        for _ in 0..k {
            let i = rng.random_range(0..free.len());
            owner.insert(free.swap_remove(i), s);
        }
    }
    let ranks: Vec<String> = (1..=17u8)
        .rev()
        .map(|rank| {
            Point::all()
                .filter(|p| p.rank() == rank)
                .map(|p| owner.get(&p).map_or('.', |s| char::from(b'1' + *s as u8)))
                .collect()
        })
        .collect();
    let to_move = rng.random_range(1..=game.players());
    let ply = rng.random_range(0..game.move_limit() + 20);
    let text = format!("{} {to_move} {ply}", ranks.join("/"));
    game.parse_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The position after up to 300 random moves from the start.
fn random_game(game: &Halma, rng: &mut DefaultRng) -> HalmaPosition {
    let mut pos = game.start();
    for _ in 0..rng.random_range(0..300) {
        let moves = game.moves(&pos);
        if moves.is_empty() {
            break;
        }
        game.play(&mut pos, &moves[rng.random_range(0..moves.len())])
            .unwrap();
    }
    pos
}

fn compare(spec: &str, seed: u64) {
    let game = HalmaFamily::from_spec(spec).unwrap();
    let mut rng = DefaultRng::seed_from_u64(seed);
    let (mut moves_seen, mut over, mut routes_seen, mut max_routes) = (0, 0, 0, 0);
    for i in 0..1000 {
        let pos = if i % 2 == 0 {
            random_placement(&game, &mut rng)
        } else {
            random_game(&game, &mut rng)
        };
        let want = reference_moves(&game, &pos);
        let got: BTreeSet<String> = game.moves(&pos).iter().map(|m| m.to_string()).collect();
        assert_eq!(got, want, "{spec}: {pos}");
        assert_eq!(game.count_moves(&pos), want.len() as u64, "{spec}: {pos}");
        assert_eq!(
            game.outcome(&pos).is_some(),
            want.is_empty(),
            "{spec}: {pos}"
        );
        // Every move's routes, counted hop by hop, and their sum: the route perft's
        // first ply.
        let b = board(&game, &pos);
        let mut total = 0;
        for mv in game.moves(&pos).iter() {
            let routes = match mv.points() {
                Some((from, to)) => turns_of(&b, from.axial())[&to.axial()],
                None => 1,
            };
            assert_eq!(game.routes(&pos, mv), routes, "{spec}: {mv} in {pos}");
            total += routes;
            max_routes = max_routes.max(routes);
        }
        assert_eq!(perft_routes(&game, &pos, 1), total, "{spec}: {pos}");
        routes_seen += total;
        moves_seen += want.len();
        over += usize::from(want.is_empty());
        // A sample of (from, to) pairs of the mover: accepted exactly when listed.
        let own: Vec<Point> = pos.pieces(pos.to_move()).iter().collect();
        for _ in 0..16 {
            let from = own[rng.random_range(0..own.len())];
            let to = Point::from_index(rng.random_range(0..Point::COUNT)).unwrap();
            let text = format!("{from}-{to}");
            assert_eq!(
                game.parse_move(&pos, &text).is_ok(),
                want.contains(&text),
                "{spec}: {text} in {pos}"
            );
        }
    }
    assert!(moves_seen > 10_000, "{spec}: {moves_seen} moves");
    eprintln!(
        "{spec}: {moves_seen} moves, {routes_seen} routes, at most {max_routes} for one move"
    );
    assert!(over < 900, "{spec}: {over} positions over");
}

#[test]
fn two_players() {
    compare("halma/two", 2);
}

#[test]
fn three_players() {
    compare("halma/three", 3);
}

#[test]
fn four_players() {
    compare("halma/four", 4);
}

#[test]
fn six_players() {
    compare("halma/six", 6);
}

#[test]
fn two_players_fifteen_pieces() {
    compare("halma/two:pieces=15", 15);
}

#[test]
fn three_players_fifteen_pieces() {
    compare("halma/three:pieces=15", 16);
}

#[test]
fn the_rules_of_the_reference_agree_on_the_start() {
    let game = Halma::THREE;
    assert_eq!(reference_moves(&game, &game.start()).len(), 14);
    let fifteen = Halma::TWO.with_pieces(15).unwrap();
    assert_eq!(reference_moves(&fifteen, &fifteen.start()).len(), 22);
    assert_eq!(game.start().key(), game.start().key());
}
