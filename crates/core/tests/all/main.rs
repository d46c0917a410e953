//! The integration tests of `doska-core`, in one test binary: each file of this folder
//! is a module, `../support` the tic-tac-toe game and the weak-key wrapper they share
//! (the perft table bench includes the game too), `../data` the reference table they
//! read. One binary links the crate and its dependencies once, where a binary per file
//! linked them once for each. proptest keeps the failing cases it finds in
//! `../proptest-regressions/<module>.txt` (its default for the files of a test crate
//! with a `main.rs`).
//!
//! One part alone: `cargo test -p doska-core --test all perft::` (a filter on the
//! module path).

#[path = "../support"]
mod support {
    pub mod tictactoe;
    pub mod weak_key;
}

mod learning;
mod perft;
mod record;
mod registry;
mod ring;
mod soak;
mod tictactoe;
