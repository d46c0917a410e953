//! The integration tests of `doska-checkers`, in one test binary: each file of this
//! folder is a module, `../data` the reference perft tables they read. One binary links
//! the crate and its dependencies once, where a binary per file linked them once for
//! each. proptest keeps the failing cases it finds in
//! `../proptest-regressions/<module>.txt` (its default for the files of a test crate
//! with a `main.rs`), as `properties.txt` holds those of `properties.rs`.
//!
//! One part alone: `cargo test -p doska-checkers --test all perft::` (a filter on the
//! module path); the `#[ignore]`d deep tests: `cargo test --release -p doska-checkers
//! --test all -- --ignored`.

mod capture_positions;
mod column_positions;
mod column_reference;
mod conformance;
mod first_example;
mod learning;
mod line_reference;
mod outcomes;
mod perft;
mod properties;
mod records;
mod svg;
mod text_and_registry;
mod turkish_positions;
mod variant_positions;
mod variant_reference;
