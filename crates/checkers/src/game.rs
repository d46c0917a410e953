//! [`Game`] for [`Checkers`]: each method calls the module that does the work.

use doska_core::registry::Family;
use doska_core::{Game, Player};

use crate::board::colour::Colour;
use crate::engine::play;
use crate::engine::{check_move, legal_moves, routes_of};
use crate::family::CheckersFamily;
use crate::moves::{CheckersMove, CheckersMoves, MoveError};
use crate::notation::diagram::diagram;
use crate::notation::moves::{read_move, write_move};
use crate::notation::position::read_position;
use crate::outcome::result::CheckersOutcome;
use crate::perft::count_moves;
use crate::perft::perft;
use crate::perft::perft_routes;
use crate::position::setup::PositionError;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

impl Game for Checkers {
    type Position = CheckersPosition;
    type Move = CheckersMove;
    type Outcome = CheckersOutcome;
    type MoveList = CheckersMoves;
    type PositionError = PositionError;
    type MoveError = MoveError;

    fn name(&self) -> String {
        CheckersFamily::spec_of(self)
    }

    fn players(&self) -> usize {
        2
    }

    fn player_name(&self, player: Player) -> String {
        let neutral = self.pieces() == crate::rules::choices::Pieces::Neutral;
        Colour::from_player(player).map_or_else(
            || player.to_string(),
            |c| crate::outcome::result::seat_name(c, neutral).to_string(),
        )
    }

    fn start(&self) -> CheckersPosition {
        CheckersPosition::start(self)
    }

    #[inline]
    fn legal_moves(&self, pos: &CheckersPosition, moves: &mut CheckersMoves) {
        legal_moves(self, pos, moves);
    }

    #[inline(always)]
    fn count_moves(&self, pos: &CheckersPosition) -> u64 {
        count_moves(self, pos)
    }

    fn perft(&self, pos: &CheckersPosition, depth: u32) -> u64 {
        perft(self, pos, depth)
    }

    fn routes(&self, pos: &CheckersPosition, mv: &CheckersMove) -> u64 {
        routes_of(self, pos, mv)
    }

    fn perft_routes(&self, pos: &CheckersPosition, depth: u32) -> u64 {
        perft_routes(self, pos, depth)
    }

    fn check_move(&self, pos: &CheckersPosition, mv: &CheckersMove) -> Result<(), MoveError> {
        check_move(self, pos, mv)
    }

    #[inline]
    fn play_unchecked(&self, pos: &mut CheckersPosition, mv: &CheckersMove) {
        play(self, pos, mv);
    }

    fn outcome(&self, pos: &CheckersPosition) -> Option<CheckersOutcome> {
        crate::engine::outcome(self, pos)
    }

    fn parse_position(&self, text: &str) -> Result<CheckersPosition, PositionError> {
        read_position(self, text)
    }

    fn parse_move(&self, pos: &CheckersPosition, text: &str) -> Result<CheckersMove, MoveError> {
        read_move(self, pos, text)
    }

    fn format_move(&self, pos: &CheckersPosition, mv: &CheckersMove) -> String {
        write_move(self, pos, mv)
    }

    fn diagram(&self, pos: &CheckersPosition) -> String {
        diagram(self, pos)
    }

    fn svg(&self, pos: &CheckersPosition, options: &doska_core::svg::SvgOptions) -> String {
        crate::svg::svg(self, pos, options)
    }

    fn move_marks(
        &self,
        before: &CheckersPosition,
        mv: &CheckersMove,
    ) -> doska_core::svg::MoveMarks {
        crate::svg::move_marks(self, before, mv)
    }

    fn record_style(&self) -> doska_core::record::RecordStyle {
        crate::notation::record::record_style(self)
    }

    fn format_record_move(&self, pos: &CheckersPosition, mv: &CheckersMove) -> String {
        crate::notation::record::record_move(self, pos, mv)
    }

    fn format_record_position(&self, pos: &CheckersPosition) -> String {
        crate::notation::record::record_position(self, pos)
    }

    fn repetition(&self) -> Option<u32> {
        (self.repetition_count() != 0).then_some(u32::from(self.repetition_count()))
    }
}
