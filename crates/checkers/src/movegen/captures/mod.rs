//! The capture searches and where their sequences go: every complete capture sequence
//! of every piece, into a [`Sink`](sink::Sink) that keeps the legal moves (majority
//! rule, routes of one effect merged), counts them, or counts routes.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `sink`, `seen` | the `Sink` trait and the majority rule; the ends of routes already taken | — |
//! | `route` | the route a search is on, shared by both searches | `sink` |
//! | `sinks` | the sinks: moves, counts, every route, route counts, moves with routes, the routes of one move | `seen`, `sink` |
//! | `lines` | the capture search of any line layout (all 64 squares, pieces removed at once) | `route`, `sink` |
//! | `dark` | the capture search of the dark squares | `lines`, `route`, `sink` |

pub(crate) mod dark;
pub(crate) mod lines;
pub(crate) mod route;
pub(crate) mod seen;
pub(crate) mod sink;
pub(crate) mod sinks;
