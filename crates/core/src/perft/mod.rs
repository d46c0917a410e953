//! Perft: counting the move sequences of a given length, the standard test of a move
//! generator against published tables.
//!
//! `perft(d)` is the number of sequences of `d` legal moves from the position, one move
//! being one whole turn; a position where the game has ended has no moves and so
//! contributes 0 at every depth beyond it. At the last ply the count comes from
//! [`Game::count_moves`](crate::Game::count_moves), which games override where counting
//! is faster than generating ("bulk counting").
//!
//! Beside the plain recursion this module holds the machinery of deep perft: a
//! fixed-size, lock-free table of exact subtree counts verified on 128 bits, runs
//! through it that count moves or routes ([`Game::routes`](crate::Game::routes), every
//! route of a merged move, the way other engines count capture routes), split by first
//! move with progress reports, on this thread or (feature `parallel`) by work stealing
//! over all cores, and perft in pieces for batch systems.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `table` | [`PerftTable`], [`Fingerprint`], [`Counting`]: the table of exact subtree counts | — |
//! | `plain` | [`perft`], [`perft_routes`], their generic recursions, and the splits by first move ([`perft_divide`], [`perft_parallel`]) | — |
//! | `hashed` | [`Perft`], its options and its sequential recursion through the table | `table` |
//! | `parallel` | `Perft::parallel`, `Perft::split_from` and the recursion by work stealing (feature `parallel`) | `hashed` |
//! | `run` | [`Perft::count`] and [`Perft::divide`], by the sequential or the parallel recursion | `hashed` |
//! | `shard` | [`Prefix`], [`Perft::split_for`], [`Perft::prefixes`], [`Perft::each_prefix`], [`Perft::piece_prefixes`], [`Perft::prefix_count`], [`Perft::piece_counts`]: perft in pieces | `hashed`, `plain` |

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
