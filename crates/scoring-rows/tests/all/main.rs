//! The integration tests of `doska-scoring-rows`, in one test binary: each file of this
//! folder is a module, `../data` the perft table they read. One binary links the crate
//! and its dependencies once, where a binary per file linked them once for each.
//! proptest keeps the failing cases it finds in `../proptest-regressions/<module>.txt`
//! (its default for the files of a test crate with a `main.rs`).
//!
//! One part alone: `cargo test -p doska-scoring-rows --test all perft::` (a filter on
//! the module path); the `#[ignore]`d deep tests: `cargo test --release -p
//! doska-scoring-rows --test all -- --ignored`.

mod conformance;
mod encoding;
mod first_example;
mod game;
mod perft;
mod records;
mod scorer;
mod svg;
