//! The position: [`CheckersPosition`](crate::CheckersPosition) and what belongs to it —
//! the pieces beneath the tops of columns, the material classes the draw rules look
//! at, and the [`Setup`](crate::Setup) a position is built from, with its validation
//! against the rules and its [`PositionError`](crate::PositionError).
//!
//! The words of a position are private to this room: the engine reads and changes
//! them through small inline methods, so no other module depends on how they are
//! stored.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `stacks` | the pieces beneath the tops of columns, in four words | — |
//! | `state` | [`CheckersPosition`](crate::CheckersPosition): its words, accessors, start position and key | `stacks` |
//! | `material` | the FMJD counting endgames of a position's material | `state` |
//! | `setup` | [`Setup`](crate::Setup), [`PositionError`](crate::PositionError), validating a setup into a position | `material`, `stacks`, `state` |

pub(crate) mod material;
pub(crate) mod setup;
pub(crate) mod stacks;
pub(crate) mod state;
