//! Words for people: a count with its noun in the right number.

use std::fmt;

/// A count and its noun, displayed in the right number: `1 ply`, `2 plies`, `0 plies`.
///
/// ```
/// use doska_core::text::counted;
/// assert_eq!(counted(1, "ply", "plies").to_string(), "1 ply");
/// assert_eq!(counted(0, "ply", "plies").to_string(), "0 plies");
/// assert_eq!(format!("{} left", counted(3, "piece", "pieces")), "3 pieces left");
/// ```
#[must_use]
pub fn counted(n: u64, one: &'static str, many: &'static str) -> Counted {
    Counted { n, one, many }
}

/// What [`counted`] returns: a count that writes its noun in the right number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    n: u64,
    one: &'static str,
    many: &'static str,
}

impl fmt::Display for Counted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = if self.n == 1 { self.one } else { self.many };
        write!(f, "{} {noun}", self.n)
    }
}
