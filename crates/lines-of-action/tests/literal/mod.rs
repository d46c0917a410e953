//! The rules read literally, for checking the engine: a board of 64 cells, lines
//! walked square by square, connection by breadth-first search. Slow and plain on
//! purpose; it shares no code with the engine beyond the position text.

#![allow(dead_code)]

use std::collections::BTreeSet;

/// A cell: `None` empty, `Some(0)` Black, `Some(1)` White.
pub type Board = [Option<u8>; 64];

pub const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
];

fn cell(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

fn name(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 8) as u8) as char, i / 8 + 1)
}

/// Reads `<ranks> <side> [plies]` (the plies are ignored).
pub fn parse(text: &str) -> (Board, u8) {
    let mut fields = text.split_whitespace();
    let ranks = fields.next().unwrap();
    let side = if fields.next().unwrap() == "b" { 0 } else { 1 };
    let mut board = [None; 64];
    for (i, rank) in ranks.split('/').enumerate() {
        let r = 7 - i;
        let mut f = 0;
        for c in rank.chars() {
            match c {
                'b' => {
                    board[r * 8 + f] = Some(0);
                    f += 1
                }
                'w' => {
                    board[r * 8 + f] = Some(1);
                    f += 1
                }
                d => f += d.to_digit(10).unwrap() as usize,
            }
        }
    }
    (board, side)
}

/// Whether `side`'s pieces form one group (breadth-first search over the 8 neighbours).
pub fn connected(board: &Board, side: u8) -> bool {
    let pieces: Vec<usize> = (0..64).filter(|&i| board[i] == Some(side)).collect();
    let Some(&first) = pieces.first() else {
        return false;
    };
    let mut seen = BTreeSet::from([first]);
    let mut queue = vec![first];
    while let Some(i) = queue.pop() {
        let (f, r) = ((i % 8) as i32, (i / 8) as i32);
        for (df, dr) in DIRECTIONS {
            if let Some(j) = cell(f + df, r + dr) {
                if board[j] == Some(side) && seen.insert(j) {
                    queue.push(j);
                }
            }
        }
    }
    seen.len() == pieces.len()
}

/// Whether the game is over (a side connected; the ply limit is not modelled).
pub fn over(board: &Board) -> bool {
    connected(board, 0) || connected(board, 1)
}

/// The moves of `side` as `(from, to, capture)`, without the pass.
pub fn steps(board: &Board, side: u8) -> Vec<(usize, usize, bool)> {
    let mut out = Vec::new();
    for from in 0..64 {
        if board[from] != Some(side) {
            continue;
        }
        let (f0, r0) = ((from % 8) as i32, (from / 8) as i32);
        for (df, dr) in DIRECTIONS {
            // The pieces on the whole line, both ways, the mover included.
            let mut on_line = 1;
            for sign in [1, -1] {
                let mut k = 1;
                while let Some(j) = cell(f0 + sign * df * k, r0 + sign * dr * k) {
                    if board[j].is_some() {
                        on_line += 1;
                    }
                    k += 1;
                }
            }
            let Some(to) = cell(f0 + df * on_line, r0 + dr * on_line) else {
                continue;
            };
            let jumps_enemy = (1..on_line)
                .any(|k| board[cell(f0 + df * k, r0 + dr * k).unwrap()] == Some(1 - side));
            if jumps_enemy || board[to] == Some(side) {
                continue;
            }
            out.push((from, to, board[to].is_some()));
        }
    }
    out
}

/// The legal move texts of a position: none when over, `pass` when blocked.
pub fn move_texts(board: &Board, side: u8) -> BTreeSet<String> {
    if over(board) {
        return BTreeSet::new();
    }
    let mut out: BTreeSet<String> = steps(board, side)
        .into_iter()
        .map(|(a, b, c)| format!("{}{}{}", name(a), if c { 'x' } else { '-' }, name(b)))
        .collect();
    if out.is_empty() {
        out.insert("pass".to_string());
    }
    out
}

/// Perft by the literal rules.
pub fn perft(board: &Board, side: u8, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if over(board) {
        return 0;
    }
    let moves = steps(board, side);
    if moves.is_empty() {
        return perft(board, 1 - side, depth - 1);
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|(from, to, _)| {
            let mut next = *board;
            next[to] = next[from].take();
            perft(&next, 1 - side, depth - 1)
        })
        .sum()
}
