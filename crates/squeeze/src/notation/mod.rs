//! The text formats: positions ([`position`]), moves ([`moves`]) and the diagram for
//! people ([`diagram`]).
//!
//! - **Position:** the ranks from the top to rank 1, `/` between them, each rank its
//!   cells from file a: `w` White, `b` Black, `.` empty (a digit 1-9 may stand for that
//!   many empty cells); a space and the side to move, `w` or `b`, followed by `+` when
//!   that side is moving again after a capture; White's and Black's pieces in hand;
//!   and optionally the plies of the movement phase since the last capture (written
//!   only when it is not 0). The 5×5 start is `...../...../...../...../..... w 12 12`.
//! - **Move:** a placement `a1,b2` (either order is read; the lower cell is written
//!   first), a step `b2-c3`, or `pass`.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `position` | reading and writing positions | — |
//! | `moves` | reading and writing moves | — |
//! | `diagram` | the board for people | — |

pub(crate) mod diagram;
pub(crate) mod moves;
pub(crate) mod position;
