//! The material classes the draw rules look at: the FMJD counting endgames.

use crate::position::state::CheckersPosition;

/// The FMJD counting endgames (articles on three and on two pieces against a lone king).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FmjdClass {
    /// Not a counting endgame.
    None,
    /// Two kings, a king and a man, or one king against a lone king: 5 moves each.
    Five,
    /// Three kings, two kings and a man, or a king and two men against a lone king:
    /// 16 moves each.
    Sixteen,
}

/// The FMJD counting endgame of the material of `pos`.
#[inline]
pub(crate) fn fmjd_class(pos: &CheckersPosition) -> FmjdClass {
    let total = pos.occupied_bits().count_ones();
    if !(2..=4).contains(&total) {
        return FmjdClass::None;
    }
    let lone_king = |side: u64| side.count_ones() == 1 && side & pos.kings != 0;
    let class_of = |strong: u64| match (strong.count_ones(), strong & pos.kings != 0) {
        (1 | 2, true) => FmjdClass::Five,
        (3, true) => FmjdClass::Sixteen,
        _ => FmjdClass::None,
    };
    if lone_king(pos.black) {
        let c = class_of(pos.white);
        if c != FmjdClass::None {
            return c;
        }
    }
    if lone_king(pos.white) {
        return class_of(pos.black);
    }
    FmjdClass::None
}
