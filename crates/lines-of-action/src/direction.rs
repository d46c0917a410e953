//! The eight directions a piece moves in, and the squares they lead to.
//!
//! Squares themselves are the shared 8×8 square of `doska_core`
//! ([`Square8`](doska_core::square::Square8), named [`Square`] here); this module adds
//! what lines of action asks of them: the square some steps away in a direction
//! ([`Direction::step_from`]) and the direction and distance from one square to
//! another ([`Direction::between`]).

use doska_core::square::Square8 as Square;

/// One of the eight directions of movement.
///
/// The directions come in opposite pairs that share a kind of line (see
/// [`Direction::line_kind`]): East and West along a rank, North and South along a
/// file, NorthEast and SouthWest along a diagonal, NorthWest and SouthEast along an
/// anti-diagonal.
///
/// ```
/// use doska_lines_of_action::{Direction, Square};
/// let sq = |s: &str| s.parse::<Square>().unwrap();
/// assert_eq!(Direction::NorthWest.step_from(sq("d4"), 3), Some(sq("a7")));
/// assert_eq!(Direction::NorthWest.step_from(sq("d4"), 4), None);
/// assert_eq!(Direction::between(sq("b1"), sq("b3")), Some((Direction::North, 2)));
/// assert_eq!(Direction::between(sq("b1"), sq("c3")), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Direction {
    /// Towards file h.
    East = 0,
    /// Towards file a.
    West = 1,
    /// Towards rank 8.
    North = 2,
    /// Towards rank 1.
    South = 3,
    /// Towards h8.
    NorthEast = 4,
    /// Towards a1.
    SouthWest = 5,
    /// Towards a8.
    NorthWest = 6,
    /// Towards h1.
    SouthEast = 7,
}

impl Direction {
    /// All eight, in the order of their discriminants (opposites adjacent).
    pub const ALL: [Direction; 8] = [
        Direction::East,
        Direction::West,
        Direction::North,
        Direction::South,
        Direction::NorthEast,
        Direction::SouthWest,
        Direction::NorthWest,
        Direction::SouthEast,
    ];

    /// The change of (file, rank) for one step.
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::East => (1, 0),
            Direction::West => (-1, 0),
            Direction::North => (0, 1),
            Direction::South => (0, -1),
            Direction::NorthEast => (1, 1),
            Direction::SouthWest => (-1, -1),
            Direction::NorthWest => (-1, 1),
            Direction::SouthEast => (1, -1),
        }
    }

    /// The change of square index for one step.
    #[inline]
    pub const fn step(self) -> i8 {
        let (df, dr) = self.delta();
        df + 8 * dr
    }

    /// The opposite direction.
    #[inline]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[self as usize ^ 1]
    }

    /// The square `steps` steps from `sq` in this direction, or `None` when that leaves
    /// the board.
    #[inline]
    pub const fn step_from(self, sq: Square, steps: u8) -> Option<Square> {
        let (df, dr) = self.delta();
        sq.offset(df as i32 * steps as i32, dr as i32 * steps as i32)
    }

    /// The direction and distance from `from` to `to` when both lie on one rank, file
    /// or diagonal (and differ); `None` otherwise.
    pub const fn between(from: Square, to: Square) -> Option<(Direction, u8)> {
        let df = to.file() as i32 - from.file() as i32;
        let dr = to.rank() as i32 - from.rank() as i32;
        if df == 0 && dr == 0 {
            return None;
        }
        if df != 0 && dr != 0 && df.abs() != dr.abs() {
            return None;
        }
        let dist = if df.abs() > dr.abs() {
            df.abs()
        } else {
            dr.abs()
        };
        let dir = match (df.signum(), dr.signum()) {
            (1, 0) => Direction::East,
            (-1, 0) => Direction::West,
            (0, 1) => Direction::North,
            (0, -1) => Direction::South,
            (1, 1) => Direction::NorthEast,
            (-1, -1) => Direction::SouthWest,
            (-1, 1) => Direction::NorthWest,
            _ => Direction::SouthEast,
        };
        Some((dir, dist as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_between_squares() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(
            Direction::between(sq("b1"), sq("b3")),
            Some((Direction::North, 2))
        );
        assert_eq!(
            Direction::between(sq("h8"), sq("a1")),
            Some((Direction::SouthWest, 7))
        );
        assert_eq!(
            Direction::between(sq("a8"), sq("h1")),
            Some((Direction::SouthEast, 7))
        );
        assert_eq!(Direction::between(sq("b1"), sq("c3")), None);
        assert_eq!(Direction::between(sq("b1"), sq("b1")), None);
        assert_eq!(Direction::NorthWest.step_from(sq("d4"), 3), Some(sq("a7")));
        assert_eq!(Direction::NorthWest.step_from(sq("d4"), 4), None);
        for d in Direction::ALL {
            assert_eq!(d.opposite().opposite(), d);
            assert_eq!(d.step(), -d.opposite().step());
        }
    }

    #[test]
    fn steps_and_lines_agree() {
        // Every square `n` steps away in a direction is reached back by `between`, and
        // one step changes the index by `step`.
        for from in Square::all() {
            for d in Direction::ALL {
                for n in 1..8u8 {
                    if let Some(to) = d.step_from(from, n) {
                        assert_eq!(Direction::between(from, to), Some((d, n)), "{from} {d:?}");
                        assert_eq!(
                            to.index() as i32 - from.index() as i32,
                            i32::from(n) * i32::from(d.step())
                        );
                    }
                }
            }
        }
    }
}
