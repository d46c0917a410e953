//! The star's precomputed tables: neighbours, jumps and the six triangles.
//!
//! Everything here is computed at compile time from the axial coordinates of
//! [`point`](crate::point), so the tables cannot disagree with the names of the points.

use crate::point::{on_star, Point};
use crate::points::Points;

/// The six directions as axial steps `(dq, dr)`, in opposite pairs: `d` and `d + 3`.
pub(crate) const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// A table entry naming no point: its bit is never set in a set of the star.
pub(crate) const NONE: u8 = 127;

/// The point `k` steps from `p` in direction `d`, or [`NONE`].
const fn towards(p: usize, d: usize, k: i32) -> u8 {
    let (q, r) = Point::from_index(p).expect("a point").axial();
    let (dq, dr) = DIRECTIONS[d];
    let (q, r) = (q + k * dq, r + k * dr);
    if on_star(q, r) {
        match Point::from_axial(q, r) {
            Some(x) => x.index() as u8,
            None => NONE,
        }
    } else {
        NONE
    }
}

/// One possible jump from a point: over a neighbour to the point beyond it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Jump {
    /// The point jumped over (or [`NONE`]).
    pub over: u8,
    /// The landing point (or [`NONE`]).
    pub land: u8,
}

struct Tables {
    neighbours: [u128; 121],
    overs: [u128; 121],
    landings: [u128; 121],
    jumps: [[Jump; 6]; 121],
    neighbour: [[u8; 6]; 121],
}

const fn tables() -> Tables {
    let mut t = Tables {
        neighbours: [0; 121],
        overs: [0; 121],
        landings: [0; 121],
        jumps: [[Jump {
            over: NONE,
            land: NONE,
        }; 6]; 121],
        neighbour: [[NONE; 6]; 121],
    };
    let mut p = 0;
    while p < 121 {
        let mut d = 0;
        while d < 6 {
            let n = towards(p, d, 1);
            t.neighbour[p][d] = n;
            if n != NONE {
                t.neighbours[p] |= 1u128 << n;
                let l = towards(p, d, 2);
                if l != NONE {
                    t.jumps[p][d] = Jump { over: n, land: l };
                    t.overs[p] |= 1u128 << n;
                    t.landings[p] |= 1u128 << l;
                }
            }
            d += 1;
        }
        p += 1;
    }
    t
}

const TABLES: Tables = tables();

/// The neighbours of each point, as bits.
pub(crate) static NEIGHBOURS: [u128; 121] = TABLES.neighbours;

/// The points each point can jump over (those with a landing point beyond), as bits.
pub(crate) static OVERS: [u128; 121] = TABLES.overs;

/// The landing points of each point's jumps, as bits.
pub(crate) static LANDINGS: [u128; 121] = TABLES.landings;

/// The jumps from each point, one per direction; a direction without a landing point
/// on the star holds [`NONE`] twice.
pub(crate) static JUMPS: [[Jump; 6]; 121] = TABLES.jumps;

/// The neighbour of each point in each direction, or [`NONE`].
#[cfg(test)]
pub(crate) static NEIGHBOUR: [[u8; 6]; 121] = TABLES.neighbour;

/// The six triangles of the star, clockwise from the bottom.
///
/// Each has 10 points; a home or target of 15 points adds the five points of the
/// hexagon's edge next to the triangle ([`Triangle::edge`]).
///
/// ```
/// use doska_halma::Triangle;
/// assert_eq!(Triangle::Bottom.opposite(), Triangle::Top);
/// assert_eq!(Triangle::Bottom.points().count(), 10);
/// let edge: Vec<String> = Triangle::Bottom.edge().iter().map(|p| p.to_string()).collect();
/// assert_eq!(edge, ["i5", "j5", "k5", "l5", "m5"]);
/// assert_eq!(Triangle::UpperLeft.apex().to_string(), "a13");
/// assert_eq!(Triangle::LowerLeft.name(), "lower-left");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Triangle {
    /// The bottom triangle, ranks 1–4 (`r ≤ −5`), corner `m1`.
    Bottom,
    /// The lower-left triangle (`−q−r ≥ 5`), corner `e5`.
    LowerLeft,
    /// The upper-left triangle (`q ≤ −5`), corner `a13`.
    UpperLeft,
    /// The top triangle, ranks 14–17 (`r ≥ 5`), corner `e17`.
    Top,
    /// The upper-right triangle (`−q−r ≤ −5`), corner `m13`.
    UpperRight,
    /// The lower-right triangle (`q ≥ 5`), corner `q5`.
    LowerRight,
}

/// The axial coordinate (0 = q, 1 = r, 2 = −q−r) and the side (−1, +1) of each
/// triangle: the triangle is where `side × coordinate ≥ 5`.
const AXES: [(usize, i32); 6] = [(1, -1), (2, 1), (0, -1), (1, 1), (2, -1), (0, 1)];

const fn region(t: usize, from: i32, to: i32) -> u128 {
    let (axis, side) = AXES[t];
    let mut bits = 0u128;
    let mut p = 0;
    while p < 121 {
        let (q, r) = Point::from_index(p).expect("a point").axial();
        let c = [q, r, -q - r][axis] * side;
        let hexagon = q.abs() <= 4 && r.abs() <= 4 && (q + r).abs() <= 4;
        if c >= from && c <= to && (c >= 5 || hexagon) {
            bits |= 1u128 << p;
        }
        p += 1;
    }
    bits
}

const fn regions(from: i32, to: i32) -> [u128; 6] {
    let mut all = [0u128; 6];
    let mut t = 0;
    while t < 6 {
        all[t] = region(t, from, to);
        t += 1;
    }
    all
}

const TRIANGLES: [u128; 6] = regions(5, 8);
const EDGES: [u128; 6] = regions(4, 4);
const APEXES: [u8; 6] = [0, 10, 98, 120, 110, 22];

impl Triangle {
    /// The six triangles, clockwise from the bottom.
    pub const ALL: [Triangle; 6] = [
        Triangle::Bottom,
        Triangle::LowerLeft,
        Triangle::UpperLeft,
        Triangle::Top,
        Triangle::UpperRight,
        Triangle::LowerRight,
    ];

    /// The position in [`Triangle::ALL`], `0..6`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The triangle across the centre.
    #[inline]
    pub const fn opposite(self) -> Triangle {
        Triangle::ALL[(self as usize + 3) % 6]
    }

    /// Its name: `bottom`, `lower-left`, `upper-left`, `top`, `upper-right`,
    /// `lower-right`.
    pub const fn name(self) -> &'static str {
        match self {
            Triangle::Bottom => "bottom",
            Triangle::LowerLeft => "lower-left",
            Triangle::UpperLeft => "upper-left",
            Triangle::Top => "top",
            Triangle::UpperRight => "upper-right",
            Triangle::LowerRight => "lower-right",
        }
    }

    /// The ten points of the triangle.
    #[inline]
    pub const fn points(self) -> Points {
        Points::from_bits(TRIANGLES[self as usize])
    }

    /// The five points of the hexagon's edge next to the triangle, which a home of 15
    /// adds to it. Neighbouring triangles' edges share their end point.
    #[inline]
    pub const fn edge(self) -> Points {
        Points::from_bits(EDGES[self as usize])
    }

    /// The corner of the star at the tip of the triangle.
    #[inline]
    pub const fn apex(self) -> Point {
        match Point::from_index(APEXES[self as usize] as usize) {
            Some(p) => p,
            None => Point::CENTRE,
        }
    }
}

impl std::fmt::Display for Triangle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(set: Points) -> Vec<String> {
        set.iter().map(|p| p.to_string()).collect()
    }

    #[test]
    fn triangles() {
        let all: u128 = TRIANGLES.iter().fold(0, |a, t| a | t);
        assert_eq!(all.count_ones(), 60);
        for t in Triangle::ALL {
            assert_eq!(t.points().count(), 10, "{t}");
            assert_eq!(t.edge().count(), 5, "{t}");
            assert!(t.points().contains(t.apex()), "{t}");
            assert!(!t.points().intersects(t.edge()));
            for p in t.points() {
                assert!(p.distance(t.apex()) <= 3);
            }
            let next = Triangle::ALL[(t.index() + 1) % 6];
            assert_eq!((t.edge() & next.edge()).count(), 1, "{t} and {next}");
            assert!(!t.edge().intersects(t.opposite().edge()));
        }
        assert_eq!(
            names(Triangle::Bottom.points()),
            ["m1", "l2", "m2", "k3", "l3", "m3", "j4", "k4", "l4", "m4"]
        );
        assert_eq!(
            names(Triangle::LowerLeft.points()),
            ["e5", "f5", "g5", "h5", "e6", "f6", "g6", "e7", "f7", "e8"]
        );
        assert_eq!(
            names(Triangle::UpperLeft.edge()),
            ["e9", "e10", "e11", "e12", "e13"]
        );
        assert_eq!(
            names(Triangle::Top.edge()),
            ["e13", "f13", "g13", "h13", "i13"]
        );
        assert_eq!(
            names(Triangle::UpperRight.edge()),
            ["m9", "l10", "k11", "j12", "i13"]
        );
        assert_eq!(
            names(Triangle::LowerRight.edge()),
            ["m5", "m6", "m7", "m8", "m9"]
        );
        let apexes: Vec<String> = Triangle::ALL.iter().map(|t| t.apex().to_string()).collect();
        assert_eq!(apexes, ["m1", "e5", "a13", "e17", "m13", "q5"]);
    }

    #[test]
    fn tables_are_symmetric() {
        let mut jumps = 0;
        for p in 0..121 {
            for d in 0..6 {
                let n = NEIGHBOUR[p][d];
                if n != NONE {
                    assert_eq!(NEIGHBOUR[n as usize][(d + 3) % 6], p as u8);
                }
                let j = JUMPS[p][d];
                if j.land != NONE {
                    jumps += 1;
                    assert_eq!(j.over, n);
                    assert_eq!(JUMPS[j.land as usize][(d + 3) % 6].land, p as u8);
                }
            }
            assert_eq!(
                NEIGHBOURS[p].count_ones() as usize,
                NEIGHBOUR[p].iter().filter(|&&n| n != NONE).count()
            );
        }
        assert!(jumps > 400);
        assert_eq!(NEIGHBOURS[Point::CENTRE.index()].count_ones(), 6);
        assert_eq!(NEIGHBOURS[Point::BOTTOM.index()].count_ones(), 2);
    }
}
