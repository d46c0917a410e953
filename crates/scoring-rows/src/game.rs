//! The [`Game`] implementation: each method calls the module that does the work.

use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions};
use doska_core::{Game, Player, Team};

use crate::error::{MoveError, PositionError};
use crate::family::ScoringRowsFamily;
use crate::moves::{ScoringRowsMove, ScoringRowsMoves};
use crate::outcome::ScoringRowsOutcome;
use crate::position::ScoringRowsPosition;
use crate::rules::ScoringRows;
use crate::{movegen, notation, svg};

impl Game for ScoringRows {
    type Position = ScoringRowsPosition;
    type Move = ScoringRowsMove;
    type Outcome = ScoringRowsOutcome;
    type MoveList = ScoringRowsMoves;
    type PositionError = PositionError;
    type MoveError = MoveError;

    fn name(&self) -> String {
        ScoringRowsFamily::spec_of(self)
    }

    fn players(&self) -> usize {
        self.player_count()
    }

    /// Team 0 is White (seats 0, and 2 with four players), team 1 Black.
    fn team(&self, player: Player) -> Team {
        ScoringRows::team(self, player)
    }

    fn teams(&self) -> usize {
        2
    }

    /// `White`/`Black`; with four players `A (White)`, `C (Black)`, `B (White)`, `D (Black)`.
    fn player_name(&self, player: Player) -> String {
        self.seat_name(player)
    }

    fn start(&self) -> ScoringRowsPosition {
        ScoringRowsPosition::start(self)
    }

    /// Every pair of empty cells, in increasing order of the first cell then the second.
    fn legal_moves(&self, pos: &ScoringRowsPosition, moves: &mut ScoringRowsMoves) {
        movegen::legal_moves(pos, moves);
    }

    fn count_moves(&self, pos: &ScoringRowsPosition) -> u64 {
        movegen::count_moves(pos)
    }

    /// Decided from the two cells alone: the board is not full, and both cells are on
    /// it and empty.
    fn check_move(&self, pos: &ScoringRowsPosition, mv: &ScoringRowsMove) -> Result<(), MoveError> {
        movegen::check_move(pos, mv)
    }

    fn play_unchecked(&self, pos: &mut ScoringRowsPosition, mv: &ScoringRowsMove) {
        movegen::play(pos, mv);
    }

    /// The scores once the board is full; `None` before.
    fn outcome(&self, pos: &ScoringRowsPosition) -> Option<ScoringRowsOutcome> {
        ScoringRowsOutcome::of(self, pos)
    }

    fn parse_position(&self, text: &str) -> Result<ScoringRowsPosition, PositionError> {
        notation::parse_position(self, text)
    }

    /// Reads `a1,b2` (either order, spaces allowed around the cells).
    fn parse_move(
        &self,
        pos: &ScoringRowsPosition,
        text: &str,
    ) -> Result<ScoringRowsMove, MoveError> {
        notation::parse_move(pos, text)
    }

    /// The board with ranks and files labelled; below it who is to move, or the result
    /// once the board is full.
    fn diagram(&self, pos: &ScoringRowsPosition) -> String {
        notation::diagram(self, pos)
    }

    /// The cells and their grid, the stones, each colour's pieces in hand and score, and
    /// each colour's optimal rows outlined with their points.
    fn svg(&self, pos: &ScoringRowsPosition, options: &SvgOptions) -> String {
        svg::svg(self, pos, options)
    }

    /// The two cells the turn places stones on.
    fn move_marks(&self, before: &ScoringRowsPosition, mv: &ScoringRowsMove) -> MoveMarks {
        svg::move_marks(self, before, mv)
    }
}
