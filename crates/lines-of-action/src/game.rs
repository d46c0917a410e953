//! The [`Game`] implementation: each method calls the module that does the work
//! (move generation, the outcome, the notation, the pictures).

use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions};
use doska_core::{Game, Player};

use crate::colour::Colour;
use crate::family::LinesOfActionFamily;
use crate::movegen;
use crate::moves::{LinesOfActionMove, LinesOfActionMoves, MoveError};
use crate::notation;
use crate::outcome::LinesOfActionOutcome;
use crate::position::{LinesOfActionPosition, PositionError};
use crate::rules::LinesOfAction;
use crate::svg;

impl Game for LinesOfAction {
    type Position = LinesOfActionPosition;
    type Move = LinesOfActionMove;
    type Outcome = LinesOfActionOutcome;
    type MoveList = LinesOfActionMoves;
    type PositionError = PositionError;
    type MoveError = MoveError;

    fn name(&self) -> String {
        LinesOfActionFamily::spec_of(self)
    }

    fn players(&self) -> usize {
        2
    }

    fn player_name(&self, player: Player) -> String {
        Colour::from_player(player).map_or_else(|| player.to_string(), |c| c.to_string())
    }

    fn start(&self) -> LinesOfActionPosition {
        LinesOfActionPosition::start(self)
    }

    #[inline]
    fn legal_moves(&self, pos: &LinesOfActionPosition, moves: &mut LinesOfActionMoves) {
        movegen::legal_moves(self, pos, moves);
    }

    #[inline]
    fn count_moves(&self, pos: &LinesOfActionPosition) -> u64 {
        movegen::count_moves(self, pos)
    }

    fn check_move(
        &self,
        pos: &LinesOfActionPosition,
        mv: &LinesOfActionMove,
    ) -> Result<(), MoveError> {
        movegen::check_move(self, pos, *mv)
    }

    #[inline]
    fn play_unchecked(&self, pos: &mut LinesOfActionPosition, mv: &LinesOfActionMove) {
        mv.play(pos);
    }

    #[inline]
    fn outcome(&self, pos: &LinesOfActionPosition) -> Option<LinesOfActionOutcome> {
        LinesOfActionOutcome::of(self, pos)
    }

    fn parse_position(&self, text: &str) -> Result<LinesOfActionPosition, PositionError> {
        text.parse()
    }

    fn parse_move(
        &self,
        pos: &LinesOfActionPosition,
        text: &str,
    ) -> Result<LinesOfActionMove, MoveError> {
        notation::parse_move(self, pos, text)
    }

    fn diagram(&self, pos: &LinesOfActionPosition) -> String {
        notation::diagram(self, pos)
    }

    fn svg(&self, pos: &LinesOfActionPosition, options: &SvgOptions) -> String {
        svg::svg(self, pos, options)
    }

    fn move_marks(&self, before: &LinesOfActionPosition, mv: &LinesOfActionMove) -> MoveMarks {
        svg::move_marks(self, before, mv)
    }

    fn repetition(&self) -> Option<u32> {
        Some(self.repetition_count())
    }
}
