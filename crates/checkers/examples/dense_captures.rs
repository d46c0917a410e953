//! Full legal-move generation on the dense capture set of `benches/capture_search.rs`
//! (the same positions, listed in docs/checkers.md), repeated and timed (the fastest
//! of ten batches); for instruction counts under callgrind:
//! `cargo run --release -p doska-checkers --example dense_captures -- [POSITION [REPEATS]]`.

use doska_checkers::{CheckersFamily, MoveBuf};
use doska_core::{registry::Family, Game};

/// (spec, FEN, legal moves): keep equal to `DENSE` in benches/capture_search.rs.
const DENSE: &[(&str, &str, usize)] = &[
    ("checkers/russian", "W:WKa1,Ke7:Bb2,d2,f2,c5,e5,g5,b8", 22),
    ("checkers/russian", "W:WKg1,Ka7:Bf2,c3,f4,b6,d6,f6,g7", 24),
    (
        "checkers/russian",
        "W:WKe1,Ka7,Kc7:Bb2,d2,f2,b4,h4,e5,b6",
        24,
    ),
    (
        "checkers/classic",
        "W:WKe3,Kd6,Kb8:Bf2,a3,c3,f4,c5,f6,c7",
        17,
    ),
    ("checkers/classic", "W:WKg1,Kb8:Bf2,b4,e5,g5,b6,e7,g7", 7),
    ("checkers/classic", "W:WKh2,Kf4:Be3,g3,b4,d4,b6,d6,f6", 13),
    (
        "checkers/international",
        "W:WKj2,Kg9,Kj10:Bh2,c3,c5,g5,h6,i7,b8,d8,f8,h8,a9,f10",
        33,
    ),
    (
        "checkers/international",
        "W:WKa1,Kf4,Ka9:Bb2,h2,j2,a3,g3,i3,b4,c5,d6,e7,g7,d8,g9,j10",
        34,
    ),
    (
        "checkers/international",
        "W:WKc1,Kc3:Bb2,d2,j2,g3,b4,d4,f4,f6,g7,i7",
        35,
    ),
    (
        "checkers/international:capture=free",
        "W:WKd2,Ke7,Kd10:Bf2,h2,b4,d4,f4,i5,b6,f6,b8,f8,h8",
        150,
    ),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let only: Option<usize> = args.first().and_then(|a| a.parse().ok());
    let repeats: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let mut buf = MoveBuf::new();
    for (i, (spec, fen, want)) in DENSE.iter().enumerate() {
        if only.is_some_and(|n| n != i + 1) {
            continue;
        }
        let game = CheckersFamily::from_spec(spec).expect("a registry spec");
        let pos = game.parse_position(fen).expect("a valid FEN");
        game.legal_moves(&pos, &mut buf);
        assert_eq!(buf.len(), *want, "{spec} {fen}");
        // The fastest of ten batches: the machine may be shared.
        let batch = repeats.div_ceil(10);
        let mut ns = f64::INFINITY;
        for _ in 0..10 {
            let t = std::time::Instant::now();
            for _ in 0..batch {
                game.legal_moves(std::hint::black_box(&pos), &mut buf);
            }
            ns = ns.min(t.elapsed().as_secs_f64() * 1e9 / f64::from(batch.max(1)));
        }
        println!("{:>2} {:>4} moves  {ns:>7.0} ns  {spec} {fen}", i + 1, want);
    }
}
