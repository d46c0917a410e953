//! Perft: counting the move sequences of a given length, the standard test of a move
//! generator against published tables.
//!
//! `perft(d)` is the number of sequences of `d` legal moves from the position, one move
//! being one whole turn; a position where the game has ended has no moves and so
//! contributes 0 at every depth beyond it. At the last ply the count comes from
//! [`Game::count_moves`](crate::Game::count_moves), which games override where counting is faster than generating
//! ("bulk counting").
//!
//! Beside the plain recursion this module holds the machinery of deep perft:
//!
//! - [`PerftTable`] (`table.rs`): a fixed-size, lock-free transposition table of exact
//!   subtree counts, verified on 128 bits;
//! - [`Perft`] (`hashed.rs`, `run.rs`): perft with the table above the plies the game
//!   counts itself, with a per-first-move split and progress reports, and — with the
//!   feature `parallel` — by work stealing over all cores (`parallel.rs`);
//! - the route-counting perft ([`perft_routes`], [`Game::routes`](crate::Game::routes)), which counts every
//!   route of a merged move the way other engines count capture routes.

mod hashed;
#[cfg(feature = "parallel")]
mod parallel;
mod plain;
mod run;
mod shard;
mod table;

#[cfg(feature = "parallel")]
pub use hashed::DEFAULT_SPLIT_FROM;
pub use hashed::{Perft, DEFAULT_HASH_FROM};
pub use plain::{
    perft, perft_divide, perft_divide_with, perft_generic, perft_parallel, perft_routes,
    perft_routes_generic,
};
pub use shard::{Prefix, PREFIXES_PER_PIECE};
pub use table::{
    Counting, Fingerprint, PerftTable, BUCKET_BYTES, BUCKET_ENTRIES, MAX_TABLE_COUNT,
    MAX_TABLE_DEPTH,
};
