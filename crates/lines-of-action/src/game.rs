//! The [`Game`] implementation: the rules value drives positions, moves, outcomes and
//! the text formats.

use doska_core::registry::Family;
use doska_core::smallvec::SmallVec;
use doska_core::{Game, MoveList, Player};

use crate::colour::Colour;
use crate::family::LinesOfActionFamily;
use crate::move_generation::{check_move, check_step, count, generate, has_step};
use crate::move_text::{MoveError, MoveText};
use crate::moves::LinesOfActionMove;
use crate::outcome::LinesOfActionOutcome;
use crate::position::LinesOfActionPosition;
use crate::position_text::PositionError;
use crate::rules::LinesOfAction;
use crate::square::Square;

/// The move list of lines of action. A side has at most 12 pieces with 8 moves each
/// in any game from the standard layouts, so 96 moves fit inline and generation never
/// allocates (positions set up with more pieces spill to the heap).
pub type LinesOfActionMoves = SmallVec<[LinesOfActionMove; 96]>;

impl LinesOfAction {
    /// Whether the game is over at `pos` by the rules (a connection or the move limit).
    #[inline]
    pub fn is_over(&self, pos: &LinesOfActionPosition) -> bool {
        pos.is_connected(Colour::Black)
            || pos.is_connected(Colour::White)
            || pos.ply() >= self.move_limit()
    }
}

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
        match Colour::from_player(player) {
            Some(side) => side.to_string(),
            None => player.to_string(),
        }
    }

    fn start(&self) -> LinesOfActionPosition {
        let [black, white] = self.layout().pieces().into_array();
        LinesOfActionPosition::from_parts(black, white, self.first(), 0)
            .expect("the start layouts are valid positions")
    }

    #[inline]
    fn legal_moves(&self, pos: &LinesOfActionPosition, moves: &mut LinesOfActionMoves) {
        moves.clear();
        if self.is_over(pos) {
            return;
        }
        generate(pos, moves);
        if moves.is_empty() {
            MoveList::push(moves, LinesOfActionMove::Pass);
        }
    }

    #[inline]
    fn count_moves(&self, pos: &LinesOfActionPosition) -> u64 {
        if self.is_over(pos) {
            return 0;
        }
        u64::from(count(pos).max(1))
    }

    fn check_move(
        &self,
        pos: &LinesOfActionPosition,
        mv: &LinesOfActionMove,
    ) -> Result<(), MoveError> {
        if self.is_over(pos) {
            return Err(MoveError::GameOver {
                text: mv.to_string(),
            });
        }
        check_move(pos, *mv)
    }

    #[inline]
    fn play_unchecked(&self, pos: &mut LinesOfActionPosition, mv: &LinesOfActionMove) {
        pos.apply(*mv);
    }

    fn outcome(&self, pos: &LinesOfActionPosition) -> Option<LinesOfActionOutcome> {
        LinesOfActionOutcome::of_connection(pos).or_else(|| {
            (pos.ply() >= self.move_limit())
                .then_some(LinesOfActionOutcome::MoveLimit { plies: pos.ply() })
        })
    }

    fn parse_position(&self, text: &str) -> Result<LinesOfActionPosition, PositionError> {
        text.parse()
    }

    fn parse_move(
        &self,
        pos: &LinesOfActionPosition,
        text: &str,
    ) -> Result<LinesOfActionMove, MoveError> {
        let parsed = MoveText::parse(text)?;
        if self.is_over(pos) {
            return Err(MoveError::GameOver {
                text: text.trim().to_string(),
            });
        }
        match parsed {
            MoveText::Pass => {
                if has_step(pos) {
                    Err(MoveError::PassNotAllowed {
                        side: pos.side_to_move(),
                    })
                } else {
                    Ok(LinesOfActionMove::Pass)
                }
            }
            MoveText::Step {
                from,
                to,
                capture_marked,
            } => {
                let mv = check_step(pos, from, to)?;
                if capture_marked && !mv.is_capture() {
                    return Err(MoveError::NotACapture { from, to });
                }
                Ok(mv)
            }
        }
    }

    fn diagram(&self, pos: &LinesOfActionPosition) -> String {
        let mut s = String::from("  +-----------------+\n");
        for rank in (0..8u8).rev() {
            s.push_str(&format!("{} |", rank + 1));
            for file in 0..8u8 {
                let sq = Square::new(file, rank).unwrap_or(Square::A1);
                s.push(' ');
                s.push(match pos.piece_at(sq) {
                    Some(side) => side.letter(),
                    None => '.',
                });
            }
            s.push_str(" |\n");
        }
        s.push_str("  +-----------------+\n    a b c d e f g h\n");
        match self.outcome(pos) {
            Some(o) => s.push_str(&o.to_string()),
            None => s.push_str(&format!(
                "{} to move, ply {} of {}",
                pos.side_to_move(),
                pos.ply(),
                self.move_limit()
            )),
        }
        s
    }

    fn repetition(&self) -> Option<u32> {
        Some(self.repetition_count())
    }
}
