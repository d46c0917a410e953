//! The [`Game`] implementation: the core traits on top of the engine.

use doska_core::registry::Family;
use doska_core::{Game, Player};

use crate::error::{MoveError, PositionError};
use crate::family::MillFamily;
use crate::mill_move::MillMove;
use crate::move_generation::MillMoves;
use crate::outcome::MillOutcome;
use crate::point::Points;
use crate::position::MillPosition;
use crate::rules::{Colour, Mill};

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
            pieces: [Points::EMPTY; 2],
            hand: [self.men; 2],
            side: self.first,
            quiet: 0,
        }
    }

    #[inline]
    fn legal_moves(&self, pos: &MillPosition, moves: &mut MillMoves) {
        self.generate(pos, moves);
    }

    #[inline]
    fn count_moves(&self, pos: &MillPosition) -> u64 {
        self.count(pos)
    }

    fn check_move(&self, pos: &MillPosition, mv: &MillMove) -> Result<(), MoveError> {
        Mill::check_move(self, pos, mv)
    }

    #[inline]
    fn play_unchecked(&self, pos: &mut MillPosition, mv: &MillMove) {
        self.apply(pos, mv);
    }

    fn outcome(&self, pos: &MillPosition) -> Option<MillOutcome> {
        self.outcome_of(pos)
    }

    fn parse_position(&self, text: &str) -> Result<MillPosition, PositionError> {
        self.read_position(text)
    }

    fn parse_move(&self, pos: &MillPosition, text: &str) -> Result<MillMove, MoveError> {
        self.read_move(pos, text)
    }

    fn diagram(&self, pos: &MillPosition) -> String {
        self.draw(pos)
    }

    fn repetition(&self) -> Option<u32> {
        self.repetition_limit().map(u32::from)
    }
}
