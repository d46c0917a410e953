//! Squares: the cells of the 8×8 frame every board lives in.
//!
//! Cells live in an 8×8 frame whatever the board size: a cell is the shared
//! [`Square8`](doska_core::square::Square8) of the 8×8 board, index
//! `rank * 8 + file` (a1 = 0, b1 = 1, a2 = 8, h8 = 63), so a board of up to 8×8 is one
//! `u64` ([`Squares`](crate::Squares)) and neighbours are shifts by 1 (along a rank) and
//! 8 (along a file). A board smaller than the frame uses its lower-left part
//! ([`BoardSize::contains`](crate::BoardSize::contains)).

/// A cell of the 8×8 frame: file `a…h`, rank `1…8`, index `rank * 8 + file`. Names
/// are read with `FromStr` (no whitespace around them; the error is
/// [`SquareError`](crate::SquareError)) and written by `Display`.
///
/// ```
/// use doska_scoring_rows::Square;
/// let sq: Square = "c2".parse().unwrap();
/// assert_eq!((sq.file(), sq.rank(), sq.index()), (2, 1, 10));
/// assert_eq!(sq.to_string(), "c2");
/// assert_eq!(Square::new(2, 1), Some(sq));
/// assert_eq!(Square::from_index(10), Some(sq));
/// assert!("i1".parse::<Square>().is_err());
/// ```
pub use doska_core::square::Square8 as Square;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_and_print() {
        for i in 0..64 {
            let sq = Square::from_index(i).unwrap();
            assert_eq!(usize::from(sq.rank()) * 8 + usize::from(sq.file()), i);
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
        // Names are read as given: callers trim the text around them.
        for bad in [
            "", "a", "a0", "a9", "i1", "A1", "a10", "1a", "é1", " a1", "a1 ",
        ] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }
}
