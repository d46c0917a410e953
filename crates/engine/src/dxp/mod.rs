//! The DamExchange protocol (DXP, version 01) over TCP: engine-against-engine games of
//! international draughts.
//!
//! Two programs play: the *initiator* connects and asks for games, the *follower*
//! (here: a listening socket, [`listen`] and [`serve`]) answers. Messages are ASCII
//! text (bytes 1–127) of 1 to 127 characters, each ended on the socket by a NUL; the
//! first character is the type and every field has a fixed width, numbers with leading
//! zeros, names padded with spaces:
//!
//! | type | message | fields after the type |
//! |---|---|---|
//! | `R` | game request | version `01` (2), initiator name (32), the follower's colour `W`/`Z` (1), minutes of thinking time for the whole game (3), number of moves (3, `000`: no limit), start `A` (the initial position) or `B` followed by the side to move (1) and the 50 squares (`e` empty, `w` `z` white and black men, `W` `Z` kings) |
//! | `A` | game accept | follower name (32), code (1): `0` accepted, `1` version not supported, `2` not this game, `3` no games at all |
//! | `M` | move | seconds spent (4), from (2), to (2), number captured (2, at most 20), each captured square (2) in any order |
//! | `E` | game end | reason (1): `0` none given, `1` I lose, `2` draw, `3` I win; stop code (1): `0` another game welcome, `1` no more games |
//! | `C` | chat | free text (up to 126) |
//! | `B` | back request | move number (3), side to move then (1) |
//! | `K` | back accept | code (1): `0` accepted, `1` not supported, `2` declined |
//!
//! A game goes `R`, `A`, then moves alternating, until the side to move sends `E`
//! instead of a move and the other confirms with its own `E`. Doska:
//!
//! - sends `E` with its result (`1`, `2`, `3`) when the rules end the game on its turn,
//!   and confirms the partner's `E` with reason `0`; when the rules end the game on the
//!   partner's turn it waits for the partner's `E` (and sends its own if the partner
//!   moves instead, or says nothing for [`DxpConfig::read_timeout`]);
//! - stops its search and confirms when an `E` comes during it; logs chats; refuses
//!   every back request with `K1` (not supported): engine matches do not go back;
//! - counts each side's clock from the request's minutes, spread over its moves
//!   ([`doska::ai::Clock`]), its own time as spent by the search and the partner's as
//!   the wait for its move; it does not end a game when the number of moves is
//!   reached (the protocol allows it, the rules decide);
//! - ends the game with `E01` and closes the connection on anything that breaks the
//!   protocol: a message longer than 127 bytes, one that does not decode, a stream
//!   that ends inside a message, an illegal move, a flood of unasked messages, silence.
//!
//! A move is found among the legal moves by its start, end and captured squares
//! ([`find_move`]); moves are written with the captured squares ascending
//! ([`dxp_move`]). [`Message::decode`] never panics on any bytes.
//!
//! ```no_run
//! use doska_engine::dxp::{connect, DxpConfig};
//! let config = DxpConfig { games: 2, ..DxpConfig::default() };
//! let games = connect("127.0.0.1:27531", &config, &mut std::io::stderr())?;
//! for g in &games {
//!     println!("{} as {:?} against {}: {}", g.result, g.colour, g.partner, g.ending);
//! }
//! # Ok::<(), std::io::Error>(())
//! ```
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `message` | [`Message`] and its fields, [`DxpError`]: the codec | — |
//! | `frame` | the NUL-ended messages of a byte stream, read into a bounded buffer | `message` |
//! | `convert` | [`find_move`], [`dxp_move`], [`start_position`]: DXP's moves and positions as Doska's | `message` |
//! | `session` | [`DxpConfig`], [`GameSummary`], [`follow`], [`initiate`]: the games of one connection | `convert`, `frame`, `message` |
//! | `server` | [`listen`], [`serve`], [`connect`]: TCP, one partner at a time | `frame`, `message`, `session` |

mod convert;
mod frame;
mod message;
mod server;
mod session;

pub use convert::{
    describe, dxp_move, find_move, position_from_squares, squares_of, start_position,
};
pub use message::{
    AcceptCode, BackCode, BackRequest, DxpError, DxpMove, EndReason, GameAccept, GameEnd,
    GameRequest, Message, Start, StopCode, MAX_CAPTURES, MAX_LEN, NAME_LEN, SQUARES,
};
pub use server::{connect, listen, listen_address, serve, DEFAULT_ADDRESS, DXP_PORT, REFUSERS};
pub use session::{follow, initiate, DxpConfig, GameResult, GameSummary};
