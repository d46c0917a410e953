//! `impl Game for Halma`: each method calls the module that does the work.

use doska_core::registry::Family;
use doska_core::svg::{MoveMarks, SvgOptions};
use doska_core::{Game, Player};

use crate::error::{MoveError, PositionError};
use crate::family::HalmaFamily;
use crate::moves::{HalmaMove, HalmaMoves};
use crate::outcome::{decide, HalmaOutcome};
use crate::position::HalmaPosition;
use crate::rules::Halma;
use crate::{diagram, movegen, notation, perft, svg};

impl Game for Halma {
    type Position = HalmaPosition;
    type Move = HalmaMove;
    type Outcome = HalmaOutcome;
    type MoveList = HalmaMoves;
    type PositionError = PositionError;
    type MoveError = MoveError;

    fn name(&self) -> String {
        HalmaFamily::spec_of(self)
    }

    #[inline]
    fn players(&self) -> usize {
        self.seats()
    }

    fn player_name(&self, player: Player) -> String {
        self.seat_name(player).to_string()
    }

    fn start(&self) -> HalmaPosition {
        HalmaPosition::start(self)
    }

    #[inline]
    fn legal_moves(&self, pos: &HalmaPosition, moves: &mut HalmaMoves) {
        movegen::legal_moves(self, pos, moves);
    }

    #[inline]
    fn count_moves(&self, pos: &HalmaPosition) -> u64 {
        movegen::count_moves(self, pos)
    }

    /// Perft with the last two plies counted together (see the crate's `perft`
    /// module): the replies to a move re-flood only the pieces the move can affect.
    fn perft(&self, pos: &HalmaPosition, depth: u32) -> u64 {
        perft::perft(self, pos, depth)
    }

    /// The route-counting perft, with the last two plies counted together as in
    /// [`perft`](Game::perft).
    fn perft_routes(&self, pos: &HalmaPosition, depth: u32) -> u64 {
        perft::perft_routes(self, pos, depth)
    }

    /// How many turns of an engine that plays a chain hop by hop the move stands for:
    /// 1 for a step or a pass, the number of simple jump paths from its start to its
    /// end for a chain (see `docs/halma.md`).
    fn routes(&self, pos: &HalmaPosition, mv: &HalmaMove) -> u64 {
        movegen::routes(pos, mv)
    }

    fn check_move(&self, pos: &HalmaPosition, mv: &HalmaMove) -> Result<(), MoveError> {
        movegen::check_move(self, pos, mv)
    }

    #[inline]
    fn play_unchecked(&self, pos: &mut HalmaPosition, mv: &HalmaMove) {
        movegen::play(self, pos, mv);
    }

    fn outcome(&self, pos: &HalmaPosition) -> Option<HalmaOutcome> {
        decide(self, pos)
    }

    fn parse_position(&self, text: &str) -> Result<HalmaPosition, PositionError> {
        notation::parse_position(self, text)
    }

    fn parse_move(&self, pos: &HalmaPosition, text: &str) -> Result<HalmaMove, MoveError> {
        notation::parse_move(self, pos, text)
    }

    fn diagram(&self, pos: &HalmaPosition) -> String {
        diagram::diagram(self, pos)
    }

    /// The star with its homes, lines, points, coordinates and pieces (see
    /// `docs/halma.md`, Pictures).
    fn svg(&self, pos: &HalmaPosition, options: &SvgOptions) -> String {
        svg::svg(self, pos, options)
    }

    /// A step's two points, or a chain's start, the landings of its shortest route and
    /// its end; nothing for a pass.
    fn move_marks(&self, before: &HalmaPosition, mv: &HalmaMove) -> MoveMarks {
        svg::move_marks(self, before, mv)
    }
}
