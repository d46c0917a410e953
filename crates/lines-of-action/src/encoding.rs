//! Lines of action as a learning environment: the [`Encoding`] of [`LinesOfAction`].
//!
//! **Actions** are numbered as OpenSpiel numbers them, so that a policy trained on
//! either engine reads the other's actions: a step from square `from` to square `to`
//! (`a1` = 0, `h1` = 7, `h8` = 63) is `2 × (64 × from + to) + capture`, where
//! `capture` is 1 when the step takes an enemy piece. The space has 8,192 actions. The
//! capture bit is decided by the position (the piece on `to`), so no two legal moves
//! share an index. OpenSpiel has no pass (a side without a move loses there); here the
//! pass is action 0, the slot of "a1 to a1", which no step can use.
//!
//! The numbers are absolute: they name squares of the board, whichever colour moves.
//! The egocentric observation leaves the board unturned for the same reason (see
//! below), so that the squares of the planes and the squares of the actions are the same
//! squares from both seats.
//!
//! **Egocentric observation**: 4 planes of 8 × 8, rank 8 in the first row and rank 1 in
//! the last, file `a` in the first column:
//!
//! | plane | holds |
//! |---|---|
//! | 0 | the perspective's pieces |
//! | 1 | the opponent's pieces |
//! | 2 | the empty squares |
//! | 3 | the plies played divided by the move limit (at most 1), everywhere |
//!
//! Whose turn it is is not a plane: a learner is given the observation of the side to
//! move.
//!
//! The board is not turned for White. Lines of action has no side of the board: each
//! colour starts on two opposite edges, and the rules are the same under every
//! symmetry of the square and under swapping the colours. Turning the board for one
//! seat would turn the action numbers away from the squares a network sees; leaving
//! it keeps both in one frame, and a learner that wants the symmetries adds them
//! itself. The repetition count needs the game's history, which a position does not
//! hold, so it is not observed.
//!
//! **OpenSpiel observation** (`lines_of_action`): 3 planes of 8 × 8, absolute
//! whatever the perspective: plane 0 Black (OpenSpiel's `x`, its player 0), plane 1
//! White (`o`), plane 2 the empty squares; row `r` of a plane is rank `r + 1` (rank 1
//! first) and column `c` is file `c`, so the value of square `s` of plane `k` is at
//! `64 k + s`.

use doska_core::learning::{Encoding, EncodingError, ObservationStyle, Shape};
use doska_core::square::Square8 as Square;
use doska_core::{Game, Player};

use crate::colour::Colour;
use crate::moves::LinesOfActionMove;
use crate::position::LinesOfActionPosition;
use crate::rules::LinesOfAction;

/// The number of actions: `2 × 64 × 64`, OpenSpiel's space.
const ACTIONS: usize = 2 * 64 * 64;

/// The action of the pass: "a1 to a1, no capture", which no step is.
const PASS: usize = 0;

/// The egocentric shape: own, opponent, empty, plies.
const EGOCENTRIC: Shape = Shape::new(4, 8, 8);

/// OpenSpiel's shape: Black, White, empty.
const OPENSPIEL: Shape = Shape::new(3, 8, 8);

/// The action of a move (any move, legal or not).
#[inline]
fn index_of(mv: &LinesOfActionMove) -> usize {
    match *mv {
        LinesOfActionMove::Step { from, to, capture } => {
            2 * (64 * from.index() + to.index()) + usize::from(capture)
        }
        LinesOfActionMove::Pass => PASS,
    }
}

/// `BYTE_PLANES[b]`: the eight values of a rank whose squares are the bits of `b`
/// (bit `i`, file `i`, is 1.0 when set).
const fn byte_planes() -> [[f32; 8]; 256] {
    let mut t = [[0.0f32; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            if b >> i & 1 == 1 {
                t[b][i] = 1.0;
            }
            i += 1;
        }
        b += 1;
    }
    t
}

static BYTE_PLANES: [[f32; 8]; 256] = byte_planes();

/// Writes the 64 squares of `bits` into `plane` (1.0 for a square in the set, 0.0
/// otherwise), square `s` at offset `s`: rank 1 first. Every value is written, a rank
/// at a time from a table, so the plane needs no clearing.
#[inline]
fn write_plane(plane: &mut [f32], bits: u64) {
    for (rank, values) in plane.chunks_exact_mut(8).zip(bits.to_le_bytes()) {
        rank.copy_from_slice(&BYTE_PLANES[usize::from(values)]);
    }
}

impl Encoding for LinesOfAction {
    /// 8,192, OpenSpiel's number: `2 × (64 × from + to) + capture`.
    fn num_actions(&self) -> usize {
        ACTIONS
    }

    fn action_indices(
        &self,
        _pos: &LinesOfActionPosition,
        moves: &[LinesOfActionMove],
        out: &mut Vec<usize>,
    ) {
        out.clear();
        out.extend(moves.iter().map(index_of));
    }

    fn action_index(&self, pos: &LinesOfActionPosition, mv: &LinesOfActionMove) -> Option<usize> {
        self.check_move(pos, mv).ok()?;
        Some(index_of(mv))
    }

    fn action_from_index(
        &self,
        pos: &LinesOfActionPosition,
        index: usize,
    ) -> Option<LinesOfActionMove> {
        if index >= ACTIONS {
            return None;
        }
        let mv = if index == PASS {
            LinesOfActionMove::Pass
        } else {
            let pair = index / 2;
            LinesOfActionMove::Step {
                from: Square::from_index(pair / 64)?,
                to: Square::from_index(pair % 64)?,
                capture: index % 2 == 1,
            }
        };
        self.check_move(pos, &mv).ok().map(|()| mv)
    }

    fn observation_shape(&self, style: ObservationStyle) -> Option<Shape> {
        match style {
            ObservationStyle::Egocentric => Some(EGOCENTRIC),
            ObservationStyle::OpenSpiel => Some(OPENSPIEL),
            _ => None,
        }
    }

    fn observation(
        &self,
        pos: &LinesOfActionPosition,
        perspective: Player,
        style: ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), EncodingError> {
        self.check_observation(perspective, style, out)?;
        let black = pos.pieces(Colour::Black).bits();
        let white = pos.pieces(Colour::White).bits();
        let (own, theirs) = match Colour::from_player(perspective) {
            Some(Colour::White) => (white, black),
            _ => (black, white),
        };
        let (planes, rest) = out.split_at_mut(192);
        let (first, others) = planes.split_at_mut(64);
        let (second, third) = others.split_at_mut(64);
        if style == ObservationStyle::OpenSpiel {
            // Absolute, rank 1 first: a square's index is its offset in a plane.
            write_plane(first, black);
            write_plane(second, white);
            write_plane(third, !(black | white));
            return Ok(());
        }
        // Egocentric, rank 8 first: swapping the bytes of a set mirrors its ranks.
        write_plane(first, own.swap_bytes());
        write_plane(second, theirs.swap_bytes());
        write_plane(third, (!(black | white)).swap_bytes());
        let plies = pos.ply() as f32 / self.move_limit() as f32;
        rest.fill(plies.min(1.0));
        Ok(())
    }
}
