//! The evaluation for search: the difference of the two colours' optimal scores.

use doska_core::{Evaluation, Player};

use crate::colour::Colour;
use crate::moves::ScoringRowsMove;
use crate::position::ScoringRowsPosition;
use crate::row_partition::score;
use crate::rules::ScoringRows;
use crate::squares::Squares;

/// Evaluates a position as the optimal score of `player`'s colour minus the other
/// colour's, from the exact scorer: on a full board this is the final margin.
/// Antisymmetric: the value for White is minus the value for Black, and the seats of a
/// team get the same value.
///
/// Move ordering puts first the placements that touch the most pieces of the mover
/// (extending its rows) and of the opponent (blocking them), and pairs of adjacent cells.
///
/// ```
/// use doska_core::{Evaluation, Game, Player};
/// use doska_scoring_rows::{ScoringRows, ScoringRowsEval};
/// let game = ScoringRows::standard();
/// let pos = game.parse_position("....../....../....../....../....../....../bb..../wwww.. b").unwrap();
/// assert_eq!(ScoringRowsEval.evaluate(&game, &pos, Player::FIRST), 16 - 4);
/// assert_eq!(ScoringRowsEval.evaluate(&game, &pos, Player::SECOND), 4 - 16);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ScoringRowsEval;

fn neighbours(cells: Squares) -> Squares {
    cells.rank_neighbours() | cells.file_neighbours()
}

impl Evaluation<ScoringRows> for ScoringRowsEval {
    fn evaluate(&self, game: &ScoringRows, pos: &ScoringRowsPosition, player: Player) -> i32 {
        let own = game.colour(player);
        let board = pos.board();
        score(board.pieces(own)) as i32 - score(board.pieces(own.other())) as i32
    }

    fn move_priority(
        &self,
        _game: &ScoringRows,
        pos: &ScoringRowsPosition,
        mv: &ScoringRowsMove,
    ) -> i32 {
        let colour: Colour = pos.colour_to_move();
        let board = pos.board();
        let own = board.pieces(colour);
        let theirs = board.pieces(colour.other());
        let mut priority = 0;
        for cell in [mv.first(), mv.second()] {
            let around = neighbours(Squares::single(cell));
            priority += 2 * (around & own).count() as i32 + (around & theirs).count() as i32;
        }
        if neighbours(Squares::single(mv.first())).contains(mv.second()) {
            priority += 2;
        }
        priority
    }
}
