//! The rules the sided game's generators leave out, played with the same steps,
//! capture search and sinks: column draughts (what stacking changes about moves and
//! play), jumps over own pieces and neutral pieces with the last-moved piece barred
//! (`turns`), and the wolf and the sheep (`wolf`).
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `column`, `wolf` | column draughts: its captures' moves and routes, playing a move with stacks; the wolf and the sheep: moves, end, play | — |
//! | `turns` | self-capture and neutral pieces: who may move and what may be jumped, the moves, the end, checking and playing a move | `wolf` |

pub(crate) mod column;
pub(crate) mod turns;
pub(crate) mod wolf;
