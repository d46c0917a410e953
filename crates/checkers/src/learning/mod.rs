//! Draughts as a learning environment: [`Encoding`] for [`Checkers`].
//!
//! - **Actions**: a whole move (a step or a complete capture sequence) is one action,
//!   `(from·S + to)·K + k` over the playing squares ([`ActionSpace`],
//!   module `actions`); captures between the same two squares are ranked by the
//!   squares they take.
//! - **Egocentric observation**: the full board, the perspective's side at the bottom,
//!   the planes of [`Checkers::egocentric_planes`] (module `planes`).
//! - **OpenSpiel observation**: OpenSpiel's `checkers` tensor, for the sided game on the
//!   dark squares (module `openspiel`).
//!
//! docs/checkers.md, section *Learning*, gives the sizes, the planes and the measured
//! collision rates.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `numbering` | the action numbers of the squares and the cells of the planes, per layout | — |
//! | `actions`, `planes`, `openspiel` | [`ActionSpace`] and the action indices; [`Plane`](crate::Plane) and the egocentric planes; OpenSpiel's tensor | `numbering` |

pub(crate) mod actions;
pub(crate) mod numbering;
pub(crate) mod openspiel;
pub(crate) mod planes;

use doska_core::learning::{Encoding, EncodingError, ObservationStyle, Shape};
use doska_core::{Game, Player};

use crate::board::colour::Colour;
use crate::learning::actions::{action_indices, ActionSpace};
use crate::learning::numbering::tables_of;
use crate::learning::planes::PlaneSet;
use crate::moves::CheckersMove;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

impl Encoding for Checkers {
    fn num_actions(&self) -> usize {
        ActionSpace::of(self).num_actions()
    }

    #[inline]
    fn action_indices(&self, pos: &CheckersPosition, moves: &[CheckersMove], out: &mut Vec<usize>) {
        action_indices(self, pos, moves, out);
    }

    /// A step, placement or pass is checked on its own (its index is the first of its
    /// squares); a capture's rank needs the other captures, so they are generated.
    fn action_index(&self, pos: &CheckersPosition, mv: &CheckersMove) -> Option<usize> {
        if !mv.is_capture() {
            self.check_move(pos, mv).ok()?;
            let space = ActionSpace::of(self);
            return Some(space.first_index(tables_of(self.layout()), mv));
        }
        let moves = self.moves(pos);
        let at = moves.iter().position(|m| m == mv)?;
        let mut indices = Vec::with_capacity(moves.len());
        action_indices(self, pos, &moves, &mut indices);
        indices.get(at).copied()
    }

    fn observation_shape(&self, style: ObservationStyle) -> Option<Shape> {
        let side = usize::from(self.layout().board().side());
        match style {
            ObservationStyle::Egocentric => {
                Some(Shape::new(PlaneSet::of(self).count(), side, side))
            }
            ObservationStyle::OpenSpiel => {
                openspiel::supported(self).then(|| Shape::new(openspiel::PLANES, side, side))
            }
            _ => None,
        }
    }

    fn observation(
        &self,
        pos: &CheckersPosition,
        perspective: Player,
        style: ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), EncodingError> {
        let shape = self.check_observation(perspective, style, out)?;
        let colour = Colour::from_player(perspective).unwrap_or(Colour::White);
        match style {
            ObservationStyle::OpenSpiel => openspiel::write(self, pos, out),
            _ => planes::write(self, pos, colour, &shape, out),
        }
        Ok(())
    }
}
