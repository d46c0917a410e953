use doska_checkers::{CheckersFamily, MoveBuf};
use doska_core::{registry::Family, Game};
fn main() {
    let set = [
    ("checkers/russian", "W:WKa1,Ke7:Bb2,d2,f2,c5,e5,g5,b8"),
    ("checkers/russian", "W:WKg1,Ka7:Bf2,c3,f4,b6,d6,f6,g7"),
    ("checkers/russian", "W:WKe1,Ka7,Kc7:Bb2,d2,f2,b4,h4,e5,b6"),
    ("checkers/classic", "W:WKe3,Kd6,Kb8:Bf2,a3,c3,f4,c5,f6,c7"),
    ("checkers/classic", "W:WKg1,Kb8:Bf2,b4,e5,g5,b6,e7,g7"),
    ("checkers/classic", "W:WKh2,Kf4:Be3,g3,b4,d4,b6,d6,f6"),
    ("checkers/international", "W:WKj2,Kg9,Kj10:Bh2,c3,c5,g5,h6,i7,b8,d8,f8,h8,a9,f10"),
    ("checkers/international", "W:WKa1,Kf4,Ka9:Bb2,h2,j2,a3,g3,i3,b4,c5,d6,e7,g7,d8,g9,j10"),
    ("checkers/international", "W:WKc1,Kc3:Bb2,d2,j2,g3,b4,d4,f4,f6,g7,i7"),
    ("checkers/international:capture=free", "W:WKd2,Ke7,Kd10:Bf2,h2,b4,d4,f4,i5,b6,f6,b8,f8,h8"),
    ];
    let which: Option<usize> = std::env::args().nth(1).and_then(|a| a.parse().ok());
    let set: Vec<_> = set.iter().map(|(s, f)| { let g = CheckersFamily::from_spec(s).unwrap(); let p = g.parse_position(f).unwrap(); (g, p) }).collect();
    let mut buf = MoveBuf::new();
    let mut total = 0;
    for _ in 0..2000 { for (i, (g, p)) in set.iter().enumerate() { if which.map_or(true, |w| w == i) { g.legal_moves(std::hint::black_box(p), &mut buf); total += buf.len(); } } }
    println!("{total}");
}
