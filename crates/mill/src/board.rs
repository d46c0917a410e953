//! The boards: which points exist, the lines (mills), adjacency, and the knight jumps,
//! all precomputed at compile time from a list of lines.
//!
//! A board is data: [`Board::Nine`] is the 24-point board of nine men's morris with its
//! 16 lines; [`Board::Twelve`] adds the four diagonal lines of twelve men's morris;
//! [`Board::Six`] is the outer and middle squares (16 points, 8 lines), joined at the
//! side midpoints by two-point links that are paths but no mills. One engine serves
//! them all through the tables of [`Layout`].

use crate::line_family::LineFamily;
use crate::point::Point;
use crate::points::Points;

doska_core::choices! {
    /// The boards the engine knows, with their names in texts (`six`, `nine`, `twelve`).
    pub enum Board {
        /// Six men's morris: the outer and middle squares of the 24-point board (16
        /// points, 8 mills), joined at a4-b4, d1-d2, f4-g4, d6-d7.
        Six = "six",
        /// Nine men's morris: three squares joined at their side midpoints, 24 points,
        /// 16 mills.
        Nine = "nine",
        /// Twelve men's morris: the nine board plus the diagonals a1-b2-c3, g1-f2-e3,
        /// a7-b6-c5, g7-f6-e5, which are paths and mills.
        Twelve = "twelve",
    }
}

impl Board {
    /// The precomputed tables of the board.
    #[inline]
    pub fn layout(self) -> &'static Layout {
        match self {
            Board::Six => &SIX,
            Board::Nine => &NINE,
            Board::Twelve => &TWELVE,
        }
    }
}

/// Directions of a step in the 7×7 picture.
const RIGHT: usize = 0;
const UP: usize = 1;
const LEFT: usize = 2;
const DOWN: usize = 3;

/// The tables of one board, built at compile time.
#[derive(Debug)]
pub struct Layout {
    points: Points,
    lines: [Points; 20],
    line_count: usize,
    adjacent: [Points; 24],
    knight: [Points; 24],
    /// For each point, the other two points of each line through it.
    through: [[Points; 3]; 24],
    through_count: [u8; 24],
    /// The lines as families of disjoint lines, for bulk tests.
    families: [LineFamily; 3],
    family_count: usize,
    /// Paths that are not on a line (the six board's links).
    links: [[Point; 2]; 4],
    link_count: usize,
}

/// Line lists, each a run of three points along a board line, in order.
const SQUARE_SIDES: [[Point; 3]; 12] = {
    use Point::*;
    [
        [A1, D1, G1],
        [B2, D2, F2],
        [C3, D3, E3],
        [C5, D5, E5],
        [B6, D6, F6],
        [A7, D7, G7],
        [A1, A4, A7],
        [B2, B4, B6],
        [C3, C4, C5],
        [E3, E4, E5],
        [F2, F4, F6],
        [G1, G4, G7],
    ]
};
const MIDPOINT_LINES: [[Point; 3]; 4] = {
    use Point::*;
    [[A4, B4, C4], [E4, F4, G4], [D1, D2, D3], [D5, D6, D7]]
};
const DIAGONALS: [[Point; 3]; 4] = {
    use Point::*;
    [[A1, B2, C3], [G1, F2, E3], [A7, B6, C5], [G7, F6, E5]]
};

static NINE: Layout = Layout::build(Points::ALL, &[&SQUARE_SIDES, &MIDPOINT_LINES], &[]);
static TWELVE: Layout = Layout::build(
    Points::ALL,
    &[&SQUARE_SIDES, &MIDPOINT_LINES, &DIAGONALS],
    &[],
);
static SIX: Layout = {
    use Point::*;
    const SIDES: [[Point; 3]; 8] = [
        [A1, D1, G1],
        [B2, D2, F2],
        [B6, D6, F6],
        [A7, D7, G7],
        [A1, A4, A7],
        [B2, B4, B6],
        [F2, F4, F6],
        [G1, G4, G7],
    ];
    const POINTS: Points = Points::from_bits(
        Points::ALL.bits()
            & !(bit(C3) | bit(D3) | bit(E3) | bit(C4) | bit(E4))
            & !(bit(C5) | bit(D5) | bit(E5)),
    );
    Layout::build(POINTS, &[&SIDES], &[[A4, B4], [D1, D2], [F4, G4], [D6, D7]])
};

impl Layout {
    /// Builds the tables from the board's points, its lines (each a mill and a path
    /// along its three points) and extra two-point links (paths but no mills).
    const fn build(points: Points, line_lists: &[&[[Point; 3]]], links: &[[Point; 2]]) -> Layout {
        let mut layout = Layout {
            points,
            lines: [Points::EMPTY; 20],
            line_count: 0,
            adjacent: [Points::EMPTY; 24],
            knight: [Points::EMPTY; 24],
            through: [[Points::EMPTY; 3]; 24],
            through_count: [0; 24],
            families: [LineFamily::EMPTY, LineFamily::EMPTY, LineFamily::EMPTY],
            family_count: 0,
            links: [[Point::A1; 2]; 4],
            link_count: 0,
        };
        // Orthogonal steps: steps[p][dir] = the next point along a board line.
        let mut steps: [[Option<Point>; 4]; 24] = [[None; 4]; 24];
        let mut l = 0;
        while l < line_lists.len() {
            let list = line_lists[l];
            let mut i = 0;
            while i < list.len() {
                let line = list[i];
                let mask = Points::from_bits(bit(line[0]) | bit(line[1]) | bit(line[2]));
                layout.lines[layout.line_count] = mask;
                layout.line_count += 1;
                let mut j = 0;
                while j < 3 {
                    let p = line[j] as usize;
                    layout.through[p][layout.through_count[p] as usize] =
                        Points::from_bits(mask.bits() & !bit(line[j]));
                    layout.through_count[p] += 1;
                    j += 1;
                }
                link(&mut layout.adjacent, &mut steps, line[0], line[1]);
                link(&mut layout.adjacent, &mut steps, line[1], line[2]);
                i += 1;
            }
            l += 1;
        }
        let mut i = 0;
        while i < links.len() {
            link(&mut layout.adjacent, &mut steps, links[i][0], links[i][1]);
            layout.links[i] = links[i];
            layout.link_count += 1;
            i += 1;
        }
        let (families, family_count) =
            LineFamily::partition(layout.lines.split_at(layout.line_count).0);
        layout.families = families;
        layout.family_count = family_count;
        // Knight jumps: two steps one way then one perpendicular, or one then two.
        let mut p = 0;
        while p < 24 {
            let mut x = 0;
            while x < 4 {
                let mut y = 0;
                while y < 4 {
                    if x % 2 != y % 2 {
                        if let Some(t) = walk(&steps, p, x, x, y) {
                            layout.knight[p] = Points::from_bits(layout.knight[p].bits() | bit(t));
                        }
                        if let Some(t) = walk(&steps, p, x, y, y) {
                            layout.knight[p] = Points::from_bits(layout.knight[p].bits() | bit(t));
                        }
                    }
                    y += 1;
                }
                x += 1;
            }
            p += 1;
        }
        layout
    }

    /// The points of the board.
    #[inline]
    pub const fn points(&self) -> Points {
        self.points
    }

    /// The lines (possible mills), each a set of three points.
    #[inline]
    pub fn lines(&self) -> &[Points] {
        &self.lines[..self.line_count]
    }

    /// The points one step from `p` along a board line.
    #[inline]
    pub const fn adjacent(&self, p: Point) -> Points {
        self.adjacent[p as usize]
    }

    /// The points a knight jump away from `p` (two steps one way and one perpendicular,
    /// or one and two), on an empty board.
    #[inline]
    pub const fn knight(&self, p: Point) -> Points {
        self.knight[p as usize]
    }

    /// For each line through `p`, the other two points of the line.
    #[inline]
    pub fn lines_through(&self, p: Point) -> &[Points] {
        &self.through[p as usize][..self.through_count[p as usize] as usize]
    }

    /// The number of lines through `to` whose other two points are all in `own`: the
    /// mills a piece arriving at `to` closes.
    #[inline]
    pub fn closed_mills(&self, own: Points, to: Point) -> u32 {
        let t = &self.through[to as usize];
        // Unused slots are empty sets, which every set contains: mask them out by count.
        let n = self.through_count[to as usize] as usize;
        let mut k = 0;
        let mut i = 0;
        while i < n {
            k += u32::from(t[i].is_subset(own));
            i += 1;
        }
        k
    }

    /// The pieces of `pieces` that stand in a mill (a full line of `pieces`).
    #[inline]
    pub fn in_mills(&self, pieces: Points) -> Points {
        let mut m = Points::EMPTY;
        for family in &self.families[..self.family_count] {
            m |= family.full(pieces);
        }
        m
    }

    /// The number of steps along the board's paths from a point of `own` to a point of
    /// `empty`: the moves of a side that steps, without a mill's removals.
    #[inline]
    pub fn step_count(&self, own: Points, empty: Points) -> u32 {
        let f = &self.families;
        let mut bits = u64::from(f[0].steps(own, empty));
        if self.family_count > 1 {
            bits |= u64::from(f[1].steps(own, empty)) << 24;
        }
        let mut n = bits.count_ones();
        if self.family_count > 2 {
            n += f[2].steps(own, empty).count_ones();
        }
        for &[a, b] in &self.links[..self.link_count] {
            let forward = own.contains(a) && empty.contains(b);
            let backward = own.contains(b) && empty.contains(a);
            n += u32::from(forward) + u32::from(backward);
        }
        n
    }

    /// The empty points where a piece of `own` would close at least one, two and three
    /// lines, given the `empty` points: `[one, two, three]`.
    #[inline]
    pub fn closing_points(&self, own: Points, empty: Points) -> [Points; 3] {
        let f = &self.families;
        match self.family_count {
            1 => [f[0].threats(own, empty), Points::EMPTY, Points::EMPTY],
            2 => {
                let (a, b) = (f[0].threats(own, empty), f[1].threats(own, empty));
                [a | b, a & b, Points::EMPTY]
            }
            _ => {
                let (a, b, c) = (
                    f[0].threats(own, empty),
                    f[1].threats(own, empty),
                    f[2].threats(own, empty),
                );
                [a | b | c, (a & b) | (a & c) | (b & c), a & b & c]
            }
        }
    }
}

/// The bit of `p` in a [`Points`] word, for the tables built at compile time (where
/// the set methods, being trait-generic, cannot be called).
const fn bit(p: Point) -> u32 {
    1 << p as u32
}

const fn link(
    adjacent: &mut [Points; 24],
    steps: &mut [[Option<Point>; 4]; 24],
    a: Point,
    b: Point,
) {
    adjacent[a as usize] = Points::from_bits(adjacent[a as usize].bits() | bit(b));
    adjacent[b as usize] = Points::from_bits(adjacent[b as usize].bits() | bit(a));
    let (a_dir, b_dir) = if a.rank() == b.rank() {
        if a.file() < b.file() {
            (RIGHT, LEFT)
        } else {
            (LEFT, RIGHT)
        }
    } else if a.file() == b.file() {
        if a.rank() < b.rank() {
            (UP, DOWN)
        } else {
            (DOWN, UP)
        }
    } else {
        // A diagonal: a path, but not a step of the knight's (up, down, left, right).
        return;
    };
    steps[a as usize][a_dir] = Some(b);
    steps[b as usize][b_dir] = Some(a);
}

const fn walk(
    steps: &[[Option<Point>; 4]; 24],
    from: usize,
    d1: usize,
    d2: usize,
    d3: usize,
) -> Option<Point> {
    let Some(a) = steps[from][d1] else {
        return None;
    };
    let Some(b) = steps[a as usize][d2] else {
        return None;
    };
    steps[b as usize][d3]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_point_counts() {
        assert_eq!(Board::Nine.layout().lines().len(), 16);
        assert_eq!(Board::Twelve.layout().lines().len(), 20);
        assert_eq!(Board::Six.layout().lines().len(), 8);
        assert_eq!(Board::Six.layout().points().count(), 16);
        // Nine: every point on exactly two lines; its edges are the 32 segments.
        let nine = Board::Nine.layout();
        let edges: u32 = Point::ALL.iter().map(|&p| nine.adjacent(p).count()).sum();
        assert_eq!(edges, 2 * 32);
        assert!(Point::ALL.iter().all(|&p| nine.lines_through(p).len() == 2));
        // Twelve: the corners of the squares are on three lines.
        let twelve = Board::Twelve.layout();
        assert_eq!(twelve.lines_through(Point::B2).len(), 3);
        assert_eq!(
            twelve.adjacent(Point::B2),
            Points::EMPTY
                .with(Point::A1)
                .with(Point::C3)
                .with(Point::D2)
                .with(Point::B4)
        );
        // Six: links are paths, not mills.
        let six = Board::Six.layout();
        assert!(six.adjacent(Point::A4).contains(Point::B4));
        assert_eq!(six.lines_through(Point::A4).len(), 1);
    }

    /// The bulk tests by families agree with a plain loop over the lines.
    #[test]
    fn families_agree_with_the_lines() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u32 & Points::ALL.bits()
        };
        for board in [Board::Six, Board::Nine, Board::Twelve] {
            let layout = board.layout();
            for _ in 0..20_000 {
                let (a, b) = (next(), next());
                let own = Points::from_bits(a & b & layout.points().bits());
                let empty = Points::from_bits(!a & !b & layout.points().bits());
                let mut mills = Points::EMPTY;
                let mut hits = [0u32; 24];
                for &line in layout.lines() {
                    if line.is_subset(own) {
                        mills |= line;
                    }
                    let rest = line.bits() & !own.bits();
                    if rest.count_ones() == 1 && rest & empty.bits() != 0 {
                        hits[rest.trailing_zeros() as usize] += 1;
                    }
                }
                let want = |k: u32| -> Points {
                    Point::ALL
                        .into_iter()
                        .filter(|p| hits[p.index()] >= k)
                        .collect()
                };
                assert_eq!(layout.in_mills(own), mills, "{board:?} {own:?}");
                let steps: u32 = own
                    .iter()
                    .map(|f| (layout.adjacent(f) & empty).count())
                    .sum();
                assert_eq!(
                    layout.step_count(own, empty),
                    steps,
                    "{board:?} {own:?} {empty:?}"
                );
                assert_eq!(
                    layout.closing_points(own, empty),
                    [want(1), want(2), want(3)],
                    "{board:?} {own:?} {empty:?}"
                );
            }
        }
    }
}
