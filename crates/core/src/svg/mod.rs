//! Pictures of positions as SVG, for documentation, bug reports, web pages and
//! notebooks.
//!
//! [`Game::svg`](crate::Game::svg) draws a position; every family draws its own board
//! (draughts boards with men, kings and columns, morris lines, the halma star, grids of
//! squares and cells) with the shared vocabulary of this module, so every game looks
//! like one set. One [`SvgOptions`] serves every game: the size, coordinates, draughts
//! square numbers, the seat at the bottom, the last move ([`MoveMarks`], which
//! [`Game::move_marks`](crate::Game::move_marks) computes), extra [`Arrow`]s,
//! highlighted places and a [`Theme`].
//!
//! ```
//! use doska_core::prelude::*;
//! use doska_core::svg::SvgOptions;
//! use doska_core::toy::Subtraction;
//!
//! let game = Subtraction::new(2, 10);
//! let svg = game.svg(&game.start(), &SvgOptions::default());
//! assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox="));
//! assert!(svg.contains("<title>"));
//! ```
//!
//! The pictures are plain SVG 1.1 text with no scripts, no external references and no
//! `id`s (so several can sit in one HTML page). [`Canvas`] documents the classes and
//! `data-` attributes that name the places and pieces in them, for programs that read
//! or script the pictures.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `theme` | [`Rgb`], [`PieceColours`], [`Theme`] | — |
//! | `options` | [`SvgOptions`], [`MoveMarks`], [`Arrow`] | `theme` |
//! | `canvas` | [`Canvas`], [`Element`], [`Spot`], [`PieceDraw`], [`Emblem`], [`text_picture`], [`num`], [`escape`], [`contrasting`] | `options`, `theme` |
//! | `grid` | [`Grid`], [`SQUARE`], [`is_dark`]: boards of squares | `canvas`, `theme` |

mod canvas;
mod grid;
mod options;
mod theme;

pub use canvas::{
    contrasting, escape, num, text_picture, AttrValue, Canvas, Element, Emblem, PieceDraw, Spot, Xy,
};
pub use grid::{is_dark, Grid, SQUARE};
pub use options::{Arrow, MoveMarks, SvgOptions};
pub use theme::{PieceColours, Rgb, Theme};
