//! Fixed positions shared by the benches.

pub mod midgame;
