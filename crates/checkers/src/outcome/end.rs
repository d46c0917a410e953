//! The rules that end a game before its moves are looked at: a side without pieces,
//! the move limit, the material draws. They return an [`Ending`]; where the verdict
//! depends on the moves (a traditional material draw holds only if the side to move
//! cannot capture), move generation decides it. Having no legal move is decided there
//! too.

use crate::board::bits::at_most_four;
use crate::board::colour::Colour;
use crate::board::dark::Geometry;
use crate::board::full;
use crate::board::layout::with_geometry;
use crate::outcome::result::{Cause, CheckersOutcome, MaterialDraw};
use crate::position::material::{fmjd_class, FmjdClass};
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Goal, MaterialDraws, Pieces};

/// What the end rules say of a position, before its moves are looked at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Ending {
    /// No rule ends the game: it is over only if the side to move has no move.
    Open,
    /// The game is over, whatever the moves.
    Over(CheckersOutcome),
    /// The game is over (drawn by material) unless the side to move can capture.
    UnlessCapture(CheckersOutcome),
}

impl Ending {
    /// The outcome the end rules give, `can_capture` telling (asked only for an
    /// [`Ending::UnlessCapture`]) whether the side to move has a capture.
    #[inline]
    pub(crate) fn decide(self, can_capture: impl FnOnce() -> bool) -> Option<CheckersOutcome> {
        match self {
            Ending::Open => None,
            Ending::Over(out) => Some(out),
            Ending::UnlessCapture(out) => (!can_capture()).then_some(out),
        }
    }
}

impl Checkers {
    /// The end of the game for `side`, which has run out of pieces or moves: it loses,
    /// or wins in giveaway.
    pub(crate) fn side_out(&self, side: Colour, cause: Cause) -> CheckersOutcome {
        let giveaway = self.goal() == Goal::Giveaway;
        CheckersOutcome {
            winner: Some(if giveaway { side } else { side.other() }),
            cause,
            giveaway,
            neutral: self.pieces() == Pieces::Neutral,
        }
    }

    /// A quick test that no rule but "no legal move" can have ended the game: both sides
    /// have pieces, the move limit is not reached, and no material draw is possible.
    #[inline(always)]
    pub(crate) fn clearly_going_on(&self, pos: &CheckersPosition) -> bool {
        pos.white_bits() != 0
            && pos.black_bits() != 0
            && (self.move_limit() == 0 || pos.plies_without_progress() < self.move_limit())
            && (self.material_draws() == MaterialDraws::None
                || !at_most_four(pos.white_bits() | pos.black_bits()))
    }

    /// The end of the game decided before looking for moves: a side without pieces,
    /// the move limit, a material draw ([`Ending`]). The traditional material draws
    /// hold only if the side to move cannot capture, which move generation decides
    /// ([`Ending::decide`]).
    #[inline]
    pub(crate) fn ended_by_rule(&self, pos: &CheckersPosition) -> Ending {
        let own = pos.side_bits(pos.side_to_move());
        let opp = pos.side_bits(pos.side_to_move().other());
        // With stacks the bitboards hold the top pieces: a side without one still has
        // its pieces, buried.
        let out = |c: Colour| {
            if self.stacked() {
                Cause::NoColumns(c)
            } else {
                Cause::NoPieces(c)
            }
        };
        if own == 0 {
            return Ending::Over(self.side_out(pos.side_to_move(), out(pos.side_to_move())));
        }
        if opp == 0 {
            let other = pos.side_to_move().other();
            return Ending::Over(self.side_out(other, out(other)));
        }
        if self.move_limit() != 0 && pos.plies_without_progress() >= self.move_limit() {
            return Ending::Over(self.draw(Cause::MoveLimit(self.move_limit())));
        }
        if self.material_draws() != MaterialDraws::None && at_most_four(own | opp) {
            return match self.material_draw(pos) {
                None => Ending::Open,
                Some((m, false)) => Ending::Over(self.draw(Cause::Material(m))),
                Some((m, true)) => Ending::UnlessCapture(self.draw(Cause::Material(m))),
            };
        }
        Ending::Open
    }

    /// A draw for `cause`.
    pub(crate) fn draw(&self, cause: Cause) -> CheckersOutcome {
        CheckersOutcome {
            winner: None,
            cause,
            giveaway: false,
            neutral: self.pieces() == Pieces::Neutral,
        }
    }

    /// The material draw of `pos`, if any, and whether it holds only when the side to
    /// move cannot capture.
    fn material_draw(&self, pos: &CheckersPosition) -> Option<(MaterialDraw, bool)> {
        match self.material_draws() {
            MaterialDraws::None => None,
            MaterialDraws::Fmjd => match fmjd_class(pos) {
                FmjdClass::Sixteen if pos.endgame_plies() >= 32 => {
                    Some((MaterialDraw::FmjdSixteenMoves, false))
                }
                FmjdClass::Five if pos.endgame_plies() >= 10 => {
                    Some((MaterialDraw::FmjdFiveMoves, false))
                }
                _ => None,
            },
            // Single pieces: drawn at once, whatever the side to move could capture.
            MaterialDraws::OneKingEach => {
                let single =
                    pos.white_bits().count_ones() == 1 && pos.black_bits().count_ones() == 1;
                (single && pos.occupied_bits() & !pos.king_bits() == 0)
                    .then_some((MaterialDraw::KingAgainstKing, false))
            }
            MaterialDraws::OnePieceEach => (pos.white_bits().count_ones() == 1
                && pos.black_bits().count_ones() == 1)
                .then_some((MaterialDraw::OnePieceEach, false)),
            MaterialDraws::Traditional => {
                // Kings only on both sides.
                if pos.occupied_bits() & !pos.king_bits() != 0 {
                    return None;
                }
                let (w, b) = (pos.white_bits().count_ones(), pos.black_bits().count_ones());
                let lone = if b == 1 {
                    pos.black_bits()
                } else {
                    pos.white_bits()
                };
                let long = with_geometry!(
                    pos.layout(),
                    G => G::LONG_DIAGONAL,
                    full => full::LONG_DIAGONAL
                );
                let draw = match (w.max(b), w.min(b)) {
                    (1, 1) => MaterialDraw::KingAgainstKing,
                    (2, 1) => MaterialDraw::TwoKingsAgainstOne,
                    (3, 1) if lone & long != 0 => MaterialDraw::ThreeKingsAgainstOneOnLongDiagonal,
                    _ => return None,
                };
                // The side to move could still change the material by capturing.
                Some((draw, true))
            }
        }
    }
}
