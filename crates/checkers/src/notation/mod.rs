//! The texts of draughts: positions (PDN FEN, and the text of neutral pieces), moves
//! (`c3-d4`, `c3:e5:c7`, PDN numbers), and the diagram for people.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `pieces`, `moves`, `diagram` | the piece lists of position texts; reading and writing move text; the diagram | — |
//! | `neutral` | the position text of neutral pieces | `pieces` |
//! | `position` | PDN FEN: reading into a [`Setup`](crate::Setup), writing a position (`Display`) | `neutral`, `pieces` |
//! | `record` | the PDN dialect of game records: `GameType`, record moves and positions, result style | `moves` |

pub(crate) mod diagram;
pub(crate) mod moves;
pub(crate) mod neutral;
pub(crate) mod pieces;
pub(crate) mod position;
pub(crate) mod record;
