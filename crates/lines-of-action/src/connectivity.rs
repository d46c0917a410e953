//! Whether a side's pieces form one group, by bitboard flood fill.
//!
//! Two pieces are connected when they are next to each other orthogonally or
//! diagonally. The group of one piece grows by [`Squares::dilate`] (a king step in all
//! eight directions at once, eight shifts and masks) intersected with the side's
//! pieces, until it stops growing; the side is connected when the group is all of its
//! pieces. A side with one piece is connected.

use crate::squares::Squares;

/// The group (orthogonally or diagonally connected) of `pieces` that contains the
/// squares of `seed` (which must be a subset of `pieces`).
#[inline]
pub fn group_of(seed: Squares, pieces: Squares) -> Squares {
    let mut group = seed;
    loop {
        let grown = group.dilate() & pieces;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// Whether `pieces` form a single group. An empty set is not connected; a single piece
/// is.
///
/// ```
/// use doska_lines_of_action::{is_connected, Squares};
/// let b = |squares: &[&str]| squares.iter().map(|s| s.parse().unwrap()).collect::<Squares>();
/// assert!(is_connected(b(&["a1", "b2", "c1", "d2"])));
/// assert!(!is_connected(b(&["a1", "c1"])));
/// assert!(is_connected(b(&["e5"])));
/// ```
#[inline]
pub fn is_connected(pieces: Squares) -> bool {
    let p = pieces.bits();
    if p == 0 {
        return false;
    }
    // Grow from the lowest piece; stop as soon as the group covers every piece or
    // stops growing.
    let mut group = Squares::from_bits(p & p.wrapping_neg());
    loop {
        let grown = group.dilate() & pieces;
        if grown == pieces {
            return true;
        }
        if grown == group {
            return false;
        }
        group = grown;
    }
}

/// The number of groups `pieces` fall into (0 for no pieces).
///
/// ```
/// use doska_lines_of_action::{group_count, Squares};
/// let b = |squares: &[&str]| squares.iter().map(|s| s.parse().unwrap()).collect::<Squares>();
/// assert_eq!(group_count(b(&["a1", "b2", "h8", "a8"])), 3);
/// ```
pub fn group_count(pieces: Squares) -> u32 {
    let mut rest = pieces;
    let mut groups = 0;
    while let Some(sq) = rest.first() {
        let g = group_of(Squares::single(sq), rest);
        rest &= !g;
        groups += 1;
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(squares: &[&str]) -> Squares {
        squares.iter().map(|s| s.parse().unwrap()).collect()
    }

    #[test]
    fn start_position_is_two_groups_each() {
        let black = board(&[
            "b1", "c1", "d1", "e1", "f1", "g1", "b8", "c8", "d8", "e8", "f8", "g8",
        ]);
        let white = board(&[
            "a2", "a3", "a4", "a5", "a6", "a7", "h2", "h3", "h4", "h5", "h6", "h7",
        ]);
        assert_eq!(group_count(black), 2);
        assert_eq!(group_count(white), 2);
        assert!(!is_connected(black));
        assert!(!is_connected(white));
        // b1 and a2 touch diagonally: together they would be one group.
        assert!(is_connected(board(&["b1", "a2"])));
    }

    #[test]
    fn no_wrap_around_the_edges() {
        assert!(!is_connected(board(&["h1", "a2"])));
        assert!(!is_connected(board(&["a1", "h1"])));
        assert!(!is_connected(board(&["h4", "a5"])));
        assert!(!is_connected(Squares::EMPTY));
        assert_eq!(group_count(Squares::EMPTY), 0);
        // A snake: a long chain is one group.
        assert!(is_connected(board(&[
            "a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "g8", "f8", "e8"
        ])));
    }
}
