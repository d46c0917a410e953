//! The end of a game: what ended it ([`CheckersOutcome`](crate::CheckersOutcome),
//! [`Cause`](crate::Cause), [`MaterialDraw`](crate::MaterialDraw)) and the rules that
//! end it before the moves are looked at. Those return a pending verdict
//! (`end::Ending`) where the moves decide; move generation, above this room, settles
//! it.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `result` | [`CheckersOutcome`](crate::CheckersOutcome), [`Cause`](crate::Cause), [`MaterialDraw`](crate::MaterialDraw), the names of the seats | — |
//! | `end` | the end rules: no pieces, the move limit, the material draws | `result` |

pub(crate) mod end;
pub(crate) mod result;
