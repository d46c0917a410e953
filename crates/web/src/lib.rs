//! # doska-web
//!
//! Doska in a web browser: every game of the registry compiled to WebAssembly
//! (`wasm32-unknown-unknown`, no operating system underneath) behind a small
//! `wasm-bindgen` API, and the playground page in the repository's `web/` folder that
//! uses it. `web/build.sh` builds the page into `target/web/`, which any static file
//! server can serve; `web/test.sh` plays it in a real browser. The repository's
//! `docs/playground.md` describes the page.
//!
//! The API is [`games`] (the catalog of families, presets and options as JSON) and
//! [`WebGame`]: a game started from a spec, a position or a record; its state as JSON
//! with every legal move and the places it touches (so that clicks on places can be
//! turned into moves); its picture as SVG; moves played, taken back and played again;
//! its record; perft; and an agent's move, whose time limits are measured by the
//! page's `performance.now()`. All of it is [`Table`], plain Rust tested natively.
//!
//! ```
//! use doska_web::Table;
//!
//! let mut table = Table::new("checkers/russian")?;
//! table.play("c3-d4")?;
//! table.play("f6-e5")?;
//! let state = table.state();
//! assert_eq!(state.moves.len(), 1); // the capture d4:f6 is compulsory
//! assert_eq!(state.moves[0].captured, ["e5"]);
//! let svg = table.svg(r#"{"last_move": true}"#)?;
//! assert!(svg.starts_with("<svg"));
//! # Ok::<(), String>(())
//! ```
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `clock` | the clock of the agents' time limits: `performance.now()` in a browser | — |
//! | `catalog` | every family, preset and option as JSON | — |
//! | `table` | [`Table`]: a game in progress as the page sees it, [`State`], [`MoveView`], [`Picture`] | `clock` |
//! | `bindings` | [`WebGame`], [`games`]: the JavaScript face of `table` and `catalog` | `catalog`, `table` |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod bindings;
mod catalog;
mod clock;
mod table;

pub use bindings::{games, WebGame};
pub use table::{MoveView, Picture, State, Table};
