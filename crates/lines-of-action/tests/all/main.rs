//! The integration tests of `doska-lines-of-action`, in one test binary: each file of
//! this folder is a module, `../literal` the literal second reading of the rules,
//! `../data` the reference perft table they read. One binary links the crate and its
//! dependencies once, where a binary per file linked them once for each. proptest keeps
//! the failing cases it finds in `../proptest-regressions/<module>.txt` (its default
//! for the files of a test crate with a `main.rs`).
//!
//! One part alone: `cargo test -p doska-lines-of-action --test all perft::` (a filter
//! on the module path); the `#[ignore]`d deep tests: `cargo test --release -p
//! doska-lines-of-action --test all -- --ignored`.

#[path = "../literal/mod.rs"]
mod literal;

mod conformance;
mod encoding;
mod evaluation;
mod examples;
mod first_example;
mod perft;
mod properties;
mod records;
mod registry;
mod svg;
