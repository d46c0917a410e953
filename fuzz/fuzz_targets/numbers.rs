//! The command line's number and size readers on any text: `--hash` sizes
//! (`perft::parse_size`), `--shard I/N` (`shard::Shard`'s `FromStr`), and the bounded
//! counts of `limits` (`--threads`, `--games`, `--max-plies`). Each either refuses or
//! gives a value in its documented range that reads back from its own text.
//!
//! The CLI is a binary crate, so its modules are compiled into this target from their
//! files (`#[path]`).
#![no_main]
// The binary's other entry points (the commands themselves) are not called here.
#![allow(dead_code)]

#[path = "../../crates/cli/src/error.rs"]
mod error;
#[path = "../../crates/cli/src/limits.rs"]
mod limits;
#[path = "../../crates/cli/src/perft.rs"]
mod perft;
#[path = "../../crates/cli/src/shard.rs"]
mod shard;
#[path = "../../crates/cli/src/start.rs"]
mod start;

use libfuzzer_sys::fuzz_target;
use shard::{Shard, MAX_SHARDS};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(bytes) = perft::parse_size(&text) {
        assert!(
            bytes > 0 && bytes as u64 <= 1 << 40,
            "`{text}` is {bytes} bytes"
        );
        assert_eq!(perft::parse_size(&bytes.to_string()).ok(), Some(bytes));
    }
    if let Ok(s) = text.parse::<Shard>() {
        assert!(
            1 <= s.index && s.index <= s.count && s.count <= MAX_SHARDS,
            "`{text}` is piece {s}"
        );
        assert_eq!(s.to_string().parse::<Shard>(), Ok(s));
        assert!(s.takes(s.index - 1));
    }
    let readers: [(fn(&str) -> Result<usize, String>, usize); 3] = [
        (limits::threads, limits::MAX_THREADS),
        (limits::games, limits::MAX_GAMES),
        (limits::plies, limits::MAX_PLIES),
    ];
    for (read, max) in readers {
        if let Ok(n) = read(&text) {
            assert!((1..=max).contains(&n), "`{text}` is {n}, beyond 1 to {max}");
            assert_eq!(read(&n.to_string()), Ok(n));
        }
    }
});
