//! Move generation of the sided game: steps and jumps of many pieces at once, the
//! men's first jumps, the capture searches and their sinks, the generators of the dark
//! squares and of all 64 squares, checking a move and playing one, with the entry
//! points that pick the geometry of a position (`plain`).
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `steps`, `lines` | steps, jumps and king rays of many pieces on the dark squares; the directions of any layout | — |
//! | `captures` | the capture searches and their sinks | `lines`, `steps` |
//! | `full` | move generation on any line layout (all 64 squares) | `captures`, `lines` |
//! | `first_jumps` | whether a side can capture or move; men's single captures | `steps` |
//! | `dark` | the legal moves and steps of the dark squares | `captures`, `first_jumps`, `steps` |
//! | `play` | playing a move of the sided game | — |
//! | `check` | whether a move may be played, and why not | `captures`, `first_jumps`, `full`, `lines`, `steps` |
//! | `plain` | the entry points for any layout | `captures`, `dark`, `first_jumps`, `full` |

pub(crate) mod captures;
pub(crate) mod check;
pub(crate) mod dark;
pub(crate) mod first_jumps;
pub(crate) mod full;
pub(crate) mod lines;
pub(crate) mod plain;
pub(crate) mod play;
pub(crate) mod steps;
