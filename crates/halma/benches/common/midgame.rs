//! Eight crowded middle-game positions for the move-generation benches: the position
//! with the most legal moves met in 300 self-play games of each configuration, between
//! the turns given. In those games each player took, three times in four, a move that
//! brings a piece nearest to the corner of its target (ties and near-ties broken by a
//! seeded random choice), and otherwise any move.

/// One bench position: its spec, its text, and its number of legal moves.
pub struct Midgame {
    /// A name for the bench.
    pub name: &'static str,
    /// The registry spec of the game.
    pub spec: &'static str,
    /// The position text.
    pub position: &'static str,
    /// Its legal moves.
    pub moves: usize,
}

/// The eight positions.
pub const MIDGAMES: [Midgame; 8] = [
    // halma/two: game 80 of 300, turns 30 to 60; turn 37.
    Midgame {
        name: "two",
        spec: "halma/two",
        position: "./.1/.../.21./....2..2...../....221...../...2......./....2...../...2.1.../....2...../....2....../....1.1...../.....11....../...1/.1./../. 2 37",
        moves: 102,
    },
    // halma: game 159 of 300, turns 30 to 60; turn 40.
    Midgame {
        name: "three-a",
        spec: "halma",
        position: "./../.../..../....111....3./.2.3.31...3./.3..2.3..../2.33...22./....12.../..131.32../.....2...../.......1..../.......22..../.1../.1./../. 2 40",
        moves: 130,
    },
    // halma: game 163 of 300, turns 60 to 100; turn 63.
    Midgame {
        name: "three-b",
        spec: "halma",
        position: "./../.../..3./..2...33...../2.1.....33../..21......./.2..1...../..1.1.3../..2.1...32/......21.2./....1.3...../..3.3..2.2.../.1../.1./../. 1 63",
        moves: 123,
    },
    // halma/four: game 52 of 300, turns 50 to 100; turn 75.
    Midgame {
        name: "four",
        spec: "halma/four",
        position: "./3./.../..3./....3413...../....3.2..4.4/..1...4..12/..2..2..../11.1..334/...1.2..../22...1.2.../4..14..4..../.2....2....../343./4.1/3./. 4 75",
        moves: 143,
    },
    // halma/six: game 129 of 300, turns 60 to 100; turn 95.
    Midgame {
        name: "six-a",
        spec: "halma/six",
        position: "./41/..4/..1./63..253.5.545/.61.6.41.2.2/63.535..21./..5.5..2../4...3.1.6/...6.3..2./12.5...6.66/5..1.164.33./.2.2.2....3../.4.3/444/../1 6 95",
        moves: 132,
    },
    // halma/six: game 17 of 300, turns 100 to 160; turn 125.
    Midgame {
        name: "six-b",
        spec: "halma/six",
        position: "1/4./..1/46../136..6..1.225/..5..4.6..2./3..4.6..33./..6364...5/61.2..5.3/262.2.5.5./...1.2.4..3/5.5.2.3.2.../5..4...4..363/.1../141/45/1 6 125",
        moves: 144,
    },
    // halma/two:pieces=15: game 223 of 300, turns 40 to 80; turn 52.
    Midgame {
        name: "two-15",
        spec: "halma/two:pieces=15",
        position: "./.2/.1./..21/...2...1...../....12.21.../......2..../..1..2..../..2.2..../....2...../....1.11.../..121.1.1.../.....2.2...../..2./2.1/1./. 1 52",
        moves: 161,
    },
    // halma:pieces=15: game 77 of 300, turns 50 to 100; turn 64.
    Midgame {
        name: "three-15",
        spec: "halma:pieces=15",
        position: "./../.../1.../..221.1.1...3/..1.1.2.3.3./.2.1.2.3.3./3...1..2../...1.1.32/.2...22.../23.21...3../3.3...322.../..3.1.3.2..../...1/1../13/. 2 64",
        moves: 192,
    },
];
