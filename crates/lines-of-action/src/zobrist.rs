//! Zobrist keys: one random 64-bit number per (side, square) and one for White to
//! move, fixed at compile time (SplitMix64 from a constant seed), so that
//! [`Position::key`](doska_core::Position::key) is the same in every build.

use doska_core::square::Square8 as Square;

use crate::colour::{ByColour, Colour};
use crate::squares::Squares;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// `PIECE[colour][square]`.
pub(crate) static PIECE: [[u64; 64]; 2] = {
    let mut t = [[0u64; 64]; 2];
    let mut state = 0x4c4f_415f_646f_736bu64; // "LOA_dosk"
    let mut s = 0;
    while s < 2 {
        let mut sq = 0;
        while sq < 64 {
            let (next, value) = splitmix64(state);
            state = next;
            t[s][sq] = value;
            sq += 1;
        }
        s += 1;
    }
    t
};

/// XORed into the key when White is to move.
pub(crate) const WHITE_TO_MOVE: u64 = splitmix64(0x7768_6974_6521).1;

/// The key of a piece of `colour` on `square`.
#[inline]
pub(crate) fn piece(colour: Colour, square: Square) -> u64 {
    PIECE[colour.index()][square.index()]
}

/// The key of a board: the XOR of the keys of its pieces, and of [`WHITE_TO_MOVE`]
/// when White is to move.
pub(crate) fn key_of(pieces: ByColour<Squares>, to_move: Colour) -> u64 {
    let start = if to_move == Colour::White {
        WHITE_TO_MOVE
    } else {
        0
    };
    pieces.iter().fold(start, |key, (colour, set)| {
        set.iter().fold(key, |k, sq| k ^ piece(colour, sq))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = PIECE.iter().flatten().copied().collect();
        all.push(WHITE_TO_MOVE);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 129);
        assert!(all.iter().all(|k| k.count_ones() > 10));
    }
}
