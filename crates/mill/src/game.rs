//! The [`Game`] implementation: each trait method calls the module that does the work.

use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions};
use doska_core::{Game, Player};

use crate::colour::{ByColour, Colour};
use crate::diagram;
use crate::error::{MoveError, PositionError};
use crate::family::MillFamily;
use crate::legality;
use crate::movegen;
use crate::moves::{self, MillMove, MillMoves};
use crate::notation;
use crate::outcome::{self, MillOutcome};
use crate::points::Points;
use crate::position::MillPosition;
use crate::rules::Mill;
use crate::svg;

impl Game for Mill {
    type Position = MillPosition;
    type Move = MillMove;
    type Outcome = MillOutcome;
    type MoveList = MillMoves;
    type PositionError = PositionError;
    type MoveError = MoveError;

    fn name(&self) -> String {
        MillFamily::spec_of(self)
    }

    fn players(&self) -> usize {
        2
    }

    fn player_name(&self, player: Player) -> String {
        Colour::from_player(player).map_or_else(|| player.to_string(), |c| c.name().to_string())
    }

    fn start(&self) -> MillPosition {
        MillPosition {
            pieces: ByColour::splat(Points::EMPTY),
            hand: ByColour::splat(self.men),
            side: self.first,
            quiet: 0,
        }
    }

    #[inline]
    fn legal_moves(&self, pos: &MillPosition, moves: &mut MillMoves) {
        movegen::legal_moves(self, pos, moves);
    }

    #[inline]
    fn count_moves(&self, pos: &MillPosition) -> u64 {
        movegen::count_moves(self, pos)
    }

    fn check_move(&self, pos: &MillPosition, mv: &MillMove) -> Result<(), MoveError> {
        legality::check_move(self, pos, mv)
    }

    #[inline]
    fn play_unchecked(&self, pos: &mut MillPosition, mv: &MillMove) {
        moves::play_unchecked(pos, mv);
    }

    fn outcome(&self, pos: &MillPosition) -> Option<MillOutcome> {
        outcome::outcome(self, pos)
    }

    fn parse_position(&self, text: &str) -> Result<MillPosition, PositionError> {
        notation::parse_position(self, text)
    }

    fn parse_move(&self, pos: &MillPosition, text: &str) -> Result<MillMove, MoveError> {
        notation::parse_move(self, pos, text)
    }

    fn diagram(&self, pos: &MillPosition) -> String {
        diagram::diagram(self, pos)
    }

    fn repetition(&self) -> Option<u32> {
        self.repetition_limit().map(u32::from)
    }

    fn svg(&self, pos: &MillPosition, options: &SvgOptions) -> String {
        svg::svg(self, pos, options)
    }

    fn move_marks(&self, before: &MillPosition, mv: &MillMove) -> MoveMarks {
        svg::move_marks(self, before, mv)
    }
}
