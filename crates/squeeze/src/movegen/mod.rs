//! Legal move generation and move counting, the legality of one move and playing it.
//!
//! A position of the placement phase has the placements of two pieces on two empty
//! cells other than the centre: C(e, 2) of them for e such cells, counted without
//! building a pair. A position of the movement phase has every step of a piece of the
//! side to move to an empty neighbour, and `pass` when the side is moving again after a
//! capture or has no step at all; a position whose game is over has none.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `placement` | the cells a placement may use, and the number of their pairs | — |
//! | `count` | the number of legal moves, counted without generating them; whether a side has a step | `placement` |
//! | `generate` | filling a move list with the legal moves | `placement` |
//! | `check` | whether one move is legal, and if not why | `count` |
//! | `play` | playing a move, and the pieces a step captures | — |

pub(crate) mod check;
pub(crate) mod count;
pub(crate) mod generate;
pub(crate) mod placement;
pub(crate) mod play;
