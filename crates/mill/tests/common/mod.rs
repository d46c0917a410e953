//! Data shared by the integration tests, written out by hand.

#![allow(dead_code)]

/// The knight jumps of every point of the 24-point board, traced by hand on the board
/// from the rule of the knight-move variant (see `all/knight.rs`).
pub const KNIGHT_TABLE: [(&str, &[&str]); 24] = [
    ("a1", &["c4", "d3", "d7", "g4"]),
    ("d1", &["a7", "c3", "e3", "g7"]),
    ("g1", &["a4", "d3", "d7", "e4"]),
    ("b2", &["d6", "f4"]),
    ("d2", &["b6", "f6"]),
    ("f2", &["b4", "d6"]),
    ("c3", &["a4", "d1", "d5", "e4"]),
    ("d3", &["a1", "c5", "e5", "g1"]),
    ("e3", &["c4", "d1", "d5", "g4"]),
    ("a4", &["c3", "c5", "g1", "g7"]),
    ("b4", &["f2", "f6"]),
    ("c4", &["a1", "a7", "e3", "e5"]),
    ("e4", &["c3", "c5", "g1", "g7"]),
    ("f4", &["b2", "b6"]),
    ("g4", &["a1", "a7", "e3", "e5"]),
    ("c5", &["a4", "d3", "d7", "e4"]),
    ("d5", &["a7", "c3", "e3", "g7"]),
    ("e5", &["c4", "d3", "d7", "g4"]),
    ("b6", &["d2", "f4"]),
    ("d6", &["b2", "f2"]),
    ("f6", &["b4", "d2"]),
    ("a7", &["c4", "d1", "d5", "g4"]),
    ("d7", &["a1", "c5", "e5", "g1"]),
    ("g7", &["a4", "d1", "d5", "e4"]),
];

/// The 16 lines of the nine board.
pub const NINE_LINES: [&str; 16] = [
    "a1 d1 g1", "b2 d2 f2", "c3 d3 e3", "a4 b4 c4", "e4 f4 g4", "c5 d5 e5", "b6 d6 f6", "a7 d7 g7",
    "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7",
];

/// The diagonals twelve men's morris adds.
pub const DIAGONALS: [&str; 4] = ["a1 b2 c3", "g1 f2 e3", "a7 b6 c5", "g7 f6 e5"];
