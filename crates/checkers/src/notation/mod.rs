//! The texts of draughts: positions (PDN FEN), moves (`c3-d4`, `c3:e5:c7`, PDN numbers),
//! and the diagram for people.

pub(crate) mod diagram;
pub(crate) mod moves;
pub(crate) mod neutral;
pub(crate) mod pieces;
pub(crate) mod position;
