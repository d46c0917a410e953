//! The board: squares and board sizes, the two sides and the pieces, the public set of
//! squares, and the bit layouts the engine works in (the padded dark-square geometry,
//! the 64-square geometry) with the population count they use.
//!
//! Nothing here knows a rule. The one piece of `unsafe` code of the crate (the CPU's
//! `popcnt` instruction) and the one place that checks the CPU for it are in `popcount`.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `colour`, `square`, `popcount`, `bits` | [`Colour`](crate::Colour) and [`ByColour`](crate::ByColour); [`Square`](crate::Square) and [`BoardSize`](crate::BoardSize); the `popcnt` instruction; bit iteration | — |
//! | `piece` | [`Piece`](crate::Piece), [`PieceKind`](crate::PieceKind) | `colour` |
//! | `dark` | the padded dark-square geometry of 8×8 and 10×10 | `colour`, `popcount` |
//! | `full` | the geometry of all 64 squares | `popcount` |
//! | `layout` | the three layouts, the bit of a square and the square of a bit, the dispatch of the counting code to a geometry | `dark`, `popcount`, `square` |
//! | `squares` | [`Squares`](crate::Squares), the public set of squares | `layout`, `square` |

pub(crate) mod bits;
pub(crate) mod colour;
pub(crate) mod dark;
pub(crate) mod full;
pub(crate) mod layout;
pub(crate) mod piece;
pub(crate) mod popcount;
pub(crate) mod square;
pub(crate) mod squares;
