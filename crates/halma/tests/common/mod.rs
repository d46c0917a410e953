//! Helpers shared by the tests: building position texts from lists of points.

#![allow(dead_code)]

use doska_core::{Game, Player};
use doska_halma::{Halma, Point, Points};

/// The position text with the pieces of seat `i + 1` on the points `seats[i]`, `to_move`
/// (1-based) to move, then `extra` (counters) if not empty.
pub fn text(seats: &[&[&str]], to_move: usize, extra: &str) -> String {
    let mut ranks = Vec::new();
    for rank in (1..=17u8).rev() {
        let row: String = Point::all()
            .filter(|p| p.rank() == rank)
            .map(|p| {
                let name = p.to_string();
                seats
                    .iter()
                    .position(|points| points.contains(&name.as_str()))
                    .map_or('.', |s| char::from(b'1' + s as u8))
            })
            .collect();
        ranks.push(row);
    }
    let mut t = format!("{} {to_move}", ranks.join("/"));
    if !extra.is_empty() {
        t.push(' ');
        t.push_str(extra);
    }
    t
}

/// The names of a set of points, in order.
pub fn names(points: impl IntoIterator<Item = Point>) -> Vec<String> {
    let mut v: Vec<String> = points.into_iter().map(|p| p.to_string()).collect();
    v.sort();
    v
}

/// The sorted names of `list`.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// A position text with each seat's `k` pieces on the points of its target nearest its
/// corner, but one of them moved just outside the target.
pub fn near_the_end(rules: &Halma, k: usize) -> String {
    let mut seats = [Points::EMPTY; 6];
    let mut taken = Points::EMPTY;
    for s in Player::all(rules.players()) {
        let corner = rules.triangle(s).opposite().apex();
        let target = rules.target(s);
        let mut inside: Vec<Point> = target.iter().collect();
        inside.sort_by_key(|p| p.distance(corner));
        let mut outside: Vec<Point> = (Points::ALL - target - taken).iter().collect();
        outside.sort_by_key(|p| p.distance(corner));
        let mut own: Vec<Point> = inside
            .into_iter()
            .filter(|p| !taken.contains(*p))
            .take(k - 1)
            .collect();
        own.push(outside[0]);
        for p in own {
            seats[s.index()].insert(p);
            taken.insert(p);
        }
    }
    let mut ranks = Vec::new();
    for rank in (1..=17u8).rev() {
        ranks.push(
            Point::all()
                .filter(|p| p.rank() == rank)
                .map(|p| {
                    (0..6)
                        .find(|s| seats[*s].contains(p))
                        .map_or('.', |s| char::from(b'1' + s as u8))
                })
                .collect::<String>(),
        );
    }
    format!("{} 1", ranks.join("/"))
}
