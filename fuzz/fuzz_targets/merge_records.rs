//! Records for `doska merge`: any bytes, read as the lines of shard records, parsed,
//! checked and (when every check passes) added up. Whatever the input, merge answers
//! with its output or a refusal, and never panics: no division by a shard count of 0,
//! no overflow of a sum (cargo-fuzz builds with debug assertions, so an overflow is a
//! crash), no index out of range, no allocation sized by a number a record claims.
//!
//! The CLI is a binary crate, so its modules are compiled into this target from their
//! files (`#[path]`), the same source the `doska` binary is built from.
#![no_main]
// The binary's other entry points (the commands themselves) are not called here.
#![allow(dead_code)]

#[path = "../../crates/cli/src/arena.rs"]
mod arena;
#[path = "../../crates/cli/src/error.rs"]
mod error;
#[path = "../../crates/cli/src/interrupt.rs"]
mod interrupt;
#[path = "../../crates/cli/src/limits.rs"]
mod limits;
#[path = "../../crates/cli/src/merge.rs"]
mod merge;
#[path = "../../crates/cli/src/shard.rs"]
mod shard;
#[path = "../../crates/cli/src/soak.rs"]
mod soak;
#[path = "../../crates/cli/src/start.rs"]
mod start;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = data;
    let mut out = Vec::new();
    let _ = merge::run(&[], &mut input, &mut out);
});
