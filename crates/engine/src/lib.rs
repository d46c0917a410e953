//! # doska-engine
//!
//! Doska's agents as an engine that programs written by others can drive:
//!
//! - [`hub`]: the Hub protocol (version 2) of draughts GUIs and bots, on standard
//!   input and output (`doska hub`);
//! - [`dxp`]: the DamExchange protocol over TCP, for engine-against-engine matches of
//!   international draughts (`doska dxp`);
//! - [`ugi`]: the Universal Game Interface, UCI generalised to any two-player game,
//!   for every Doska game (`doska ugi`).
//!
//! Each protocol reads its input on one thread and searches on another, so `stop`,
//! `ping` and `isready` are answered while the engine thinks; nothing it reads can
//! make it panic, and lines and messages longer than the protocol allows are refused
//! whole, so memory stays bounded. The repository's `docs/engines.md` describes each
//! protocol and how to plug Doska into a GUI, a bot and a tournament.
//!
//! ```
//! use std::io::Cursor;
//! use std::sync::{Arc, Mutex};
//! use doska_engine::{hub, ugi};
//!
//! /// Lines the engine writes, kept for the example to read.
//! #[derive(Clone, Default)]
//! struct Lines(Arc<Mutex<Vec<u8>>>);
//! impl std::io::Write for Lines {
//!     fn write(&mut self, b: &[u8]) -> std::io::Result<usize> { self.0.lock().unwrap().extend_from_slice(b); Ok(b.len()) }
//!     fn flush(&mut self) -> std::io::Result<()> { Ok(()) }
//! }
//!
//! // A match runner asks for a move of nine men's morris over UGI…
//! let out = Lines::default();
//! let script = "position startpos moves d2\ngo depth 2\nquery p2turn\n";
//! let config = ugi::UgiConfig { game: "mill/nine".into(), ..ugi::UgiConfig::default() };
//! ugi::run(Cursor::new(script), out.clone(), config).unwrap();
//! let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
//! assert!(text.contains("response true"));
//! assert!(text.lines().last().unwrap().starts_with("bestmove "));
//!
//! // …and a draughts GUI's Hub line is read into a command and its arguments.
//! let line = hub::parse_line(r#"pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves="32-28 18-23""#).unwrap();
//! assert_eq!(line.command, "pos");
//! assert_eq!(line.get("moves"), Some("32-28 18-23"));
//! ```
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `wire` | [`wire::read_line`], [`wire::Output`]: bounded lines in, whole lines out | — |
//! | `search` | the search thread every protocol shares | `wire` |
//! | `hub` | the Hub protocol | `search`, `wire` |
//! | `dxp` | the DamExchange protocol | `search` |
//! | `ugi` | the Universal Game Interface | `search`, `wire` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod dxp;
pub mod hub;
mod search;
pub mod ugi;
pub mod wire;
