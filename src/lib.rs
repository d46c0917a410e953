//! # Doska
//!
//! Board-game rule engines behind one set of traits. See [`doska_core`] for the traits.

#![warn(missing_docs)]

pub use doska_core as core;
