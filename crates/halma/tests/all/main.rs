//! The integration tests of `doska-halma`, in one test binary: each file of this folder
//! is a module, `../common` the helpers they share, `../data` the reference perft
//! tables they read. One binary links the crate and its dependencies once, where a
//! binary per file linked them once for each. proptest keeps the failing cases it finds
//! in `../proptest-regressions/<module>.txt` (its default for the files of a test crate
//! with a `main.rs`).
//!
//! One part alone: `cargo test -p doska-halma --test all perft::` (a filter on the
//! module path); the `#[ignore]`d deep tests: `cargo test --release -p doska-halma
//! --test all -- --ignored`.

#[path = "../common/mod.rs"]
mod common;

mod conformance;
mod encoding;
mod first_example;
mod perft;
mod properties;
mod records;
mod reference;
mod rules;
mod svg;
mod text;
