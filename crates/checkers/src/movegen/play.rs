//! Playing a move of the sided game on the bitboards.
use crate::board::layout::Layout;
use crate::position::material::fmjd_class;
use crate::position::material::FmjdClass;
use crate::Checkers;
use crate::CheckersPosition;
use crate::MaterialDraws;

/// Plays the move of the piece on `from` to `to` capturing `captured` (crowning the
/// man if `promotes`) on `pos`: the effect of a [`CheckersMove`], without one.
#[inline(always)]
pub(crate) fn apply(
    rules: &Checkers,
    pos: &mut CheckersPosition,
    from: u32,
    to: u32,
    captured: u64,
    promotes: bool,
) {
    let before = if rules.material_draws() == MaterialDraws::Fmjd {
        fmjd_class(pos)
    } else {
        FmjdClass::None
    };
    let fb = 1u64 << from;
    let tb = 1u64 << to;
    let was_king = pos.king_bits() & fb != 0;
    // No progress: a king's move, or a man's step along its rank (all 64 squares).
    let progress =
        captured != 0 || !(was_king || (pos.layout() == Layout::Full8 && (from ^ to) < 8));
    let (own, opp) = pos.us_them_mut();
    *own = (*own & !fb) | tb;
    *opp &= !captured;
    pos.set_kings(pos.king_bits() & !(fb | captured));
    if was_king || promotes {
        pos.set_kings(pos.king_bits() | tb);
    }
    pos.set_quiet(if progress {
        0
    } else {
        pos.plies_without_progress().saturating_add(1)
    });
    pos.set_side(pos.side_to_move().other());
    if rules.material_draws() == MaterialDraws::Fmjd {
        let after = fmjd_class(pos);
        pos.set_endgame(if after == FmjdClass::None || after != before {
            0
        } else {
            pos.endgame_plies().saturating_add(1)
        });
    }
}
