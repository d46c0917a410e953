//! The dense capture positions (kings with many branching capture sequences: 8×8 and
//! 10×10 dark squares, and Turkish draughts on all 64 squares) timed by
//! `benches/capture_search.rs` and `examples/dense_captures.rs`, and listed in
//! docs/checkers.md.

/// (spec, FEN, legal moves, pieces captured by each).
pub const DENSE: &[(&str, &str, usize, u32)] = &[
    (
        "checkers/russian",
        "W:WKa1,Ke7:Bb2,d2,f2,c5,e5,g5,b8",
        22,
        6,
    ),
    (
        "checkers/russian",
        "W:WKg1,Ka7:Bf2,c3,f4,b6,d6,f6,g7",
        24,
        7,
    ),
    (
        "checkers/russian",
        "W:WKe1,Ka7,Kc7:Bb2,d2,f2,b4,h4,e5,b6",
        24,
        5,
    ),
    (
        "checkers/classic",
        "W:WKe3,Kd6,Kb8:Bf2,a3,c3,f4,c5,f6,c7",
        17,
        5,
    ),
    ("checkers/classic", "W:WKg1,Kb8:Bf2,b4,e5,g5,b6,e7,g7", 7, 7),
    (
        "checkers/classic",
        "W:WKh2,Kf4:Be3,g3,b4,d4,b6,d6,f6",
        13,
        5,
    ),
    (
        "checkers/international",
        "W:WKj2,Kg9,Kj10:Bh2,c3,c5,g5,h6,i7,b8,d8,f8,h8,a9,f10",
        33,
        7,
    ),
    (
        "checkers/international",
        "W:WKa1,Kf4,Ka9:Bb2,h2,j2,a3,g3,i3,b4,c5,d6,e7,g7,d8,g9,j10",
        34,
        6,
    ),
    (
        "checkers/international",
        "W:WKc1,Kc3:Bb2,d2,j2,g3,b4,d4,f4,f6,g7,i7",
        35,
        5,
    ),
    (
        "checkers/international:capture=free",
        "W:WKd2,Ke7,Kd10:Bf2,h2,b4,d4,f4,i5,b6,f6,b8,f8,h8",
        150,
        11,
    ),
];

/// Turkish draughts (flying kings along ranks and files, captured pieces removed at
/// once, no 180° turn), and two with diagonal kings: (spec, FEN, legal moves, pieces
/// captured by each).
pub const TURKISH: &[(&str, &str, usize, u32)] = &[
    (
        "checkers/turkish",
        "W:WKh2,Kh4:Bb2,a3,b4,f5,a6,d6,h6,c7,g7",
        40,
        9,
    ),
    (
        "checkers/turkish",
        "W:WKb2,Kc2,Ka8:Be2,b3,d4,f4,a5,e5,c6,h6,f7",
        37,
        9,
    ),
    (
        "checkers/turkish",
        "W:WKa8,Kf8:Bg2,d3,h3,a4,c4,e5,g5,d6,f6",
        35,
        9,
    ),
    (
        "checkers/turkish",
        "W:WKf3,Kc5,Ke5:Bd2,g2,c3,e3,a4,d4,h4,b5,f5,a6,c6,g6,c7",
        52,
        13,
    ),
    (
        "checkers/turkish",
        "W:WKe1,Ka3:Bd2,d3,f3,d4,e4,a5,b5,c5,g5,f6,h6,b7,f7",
        50,
        13,
    ),
    (
        "checkers/turkish",
        "W:WKb6:Bg2,b3,h3,c4,f4,b5,d5,f5,a6,c6,h6,c7,g7",
        49,
        13,
    ),
    (
        "checkers/turkish",
        "W:WKe7:Be2,c3,g3,b4,e4,g4,a5,c5,d6,g6,h6,c7,f7",
        41,
        13,
    ),
    (
        "checkers/turkish",
        "W:WKc7,Kb8:Bb2,d2,g2,c3,g3,e4,f4,h4,a5,d5,c6,b7,e7",
        40,
        13,
    ),
    (
        "checkers/turkish-diagonal-kings",
        "W:WKd1,Kb5,Kd8:Bb2,a3,f3,g3,d4,c5,b6,e6,d7",
        183,
        9,
    ),
    (
        "checkers/turkish-diagonal-kings",
        "W:WKb1,Kd1,Kh7:Bc3,b4,e4,g4,a5,c5,c6,d6,f6",
        182,
        9,
    ),
];
