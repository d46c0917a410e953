//! `impl Game for Squeeze`: each method calls the module that does the work.

use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions};
use doska_core::{Game, Player};

use crate::colour::Colour;
use crate::error::{MoveError, PositionError};
use crate::family::SqueezeFamily;
use crate::movegen::check::check_move;
use crate::movegen::count::count_moves;
use crate::movegen::generate::legal_moves;
use crate::movegen::play::play;
use crate::moves::{SqueezeMove, SqueezeMoves};
use crate::notation::diagram::diagram;
use crate::notation::moves::parse_move;
use crate::notation::position::parse_position;
use crate::outcome::{decide, SqueezeOutcome};
use crate::perft::perft;
use crate::position::SqueezePosition;
use crate::rules::Squeeze;
use crate::svg;

impl Game for Squeeze {
    type Position = SqueezePosition;
    type Move = SqueezeMove;
    type Outcome = SqueezeOutcome;
    type MoveList = SqueezeMoves;
    type PositionError = PositionError;
    type MoveError = MoveError;

    fn name(&self) -> String {
        SqueezeFamily::spec_of(self)
    }

    fn players(&self) -> usize {
        2
    }

    fn player_name(&self, player: Player) -> String {
        Colour::from_player(player).map_or_else(|| player.to_string(), |c| c.name().to_string())
    }

    fn start(&self) -> SqueezePosition {
        SqueezePosition::start(self)
    }

    fn legal_moves(&self, pos: &SqueezePosition, moves: &mut SqueezeMoves) {
        legal_moves(self, pos, moves);
    }

    fn count_moves(&self, pos: &SqueezePosition) -> u64 {
        count_moves(self, pos)
    }

    fn perft(&self, pos: &SqueezePosition, depth: u32) -> u64 {
        perft(self, pos, depth)
    }

    fn check_move(&self, pos: &SqueezePosition, mv: &SqueezeMove) -> Result<(), MoveError> {
        check_move(self, pos, mv)
    }

    fn play_unchecked(&self, pos: &mut SqueezePosition, mv: &SqueezeMove) {
        play(pos, mv);
    }

    fn outcome(&self, pos: &SqueezePosition) -> Option<SqueezeOutcome> {
        decide(self, pos)
    }

    fn parse_position(&self, text: &str) -> Result<SqueezePosition, PositionError> {
        parse_position(self, text)
    }

    fn parse_move(&self, pos: &SqueezePosition, text: &str) -> Result<SqueezeMove, MoveError> {
        parse_move(self, pos, text)
    }

    fn diagram(&self, pos: &SqueezePosition) -> String {
        diagram(self, pos)
    }

    fn svg(&self, pos: &SqueezePosition, options: &SvgOptions) -> String {
        svg::svg(self, pos, options)
    }

    fn move_marks(&self, before: &SqueezePosition, mv: &SqueezeMove) -> MoveMarks {
        svg::move_marks(self, before, mv)
    }

    fn repetition(&self) -> Option<u32> {
        Squeeze::repetition(self)
    }
}
