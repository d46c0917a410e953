//! A static evaluation for search: concentration, centralisation and groups.

use doska_core::square::Square8 as Square;
use doska_core::{Evaluation, Player};

use crate::colour::Colour;
use crate::connectivity::group_count;
use crate::moves::LinesOfActionMove;
use crate::position::LinesOfActionPosition;
use crate::rules::LinesOfAction;
use crate::squares::Squares;

/// A heuristic evaluation of lines-of-action positions, in the spirit of the classic
/// LOA programs (MIA, YL):
///
/// - **concentration**: the sum of the (king-move) distances of a side's pieces to
///   their centre of mass, less the least such sum that many pieces can have — a
///   side whose pieces are close together is close to connecting;
/// - **centralisation**: the average ring of the pieces, 0 on the edge to 3 in the
///   centre;
/// - **groups**: the number of separate groups, less one.
///
/// A side's score is `centralisation·ring − concentration·spread − groups·(groups−1)`
/// (spread and ring in sixteenths of a square); the value for a player is its score
/// minus the opponent's, so the evaluation is antisymmetric. `move_priority` puts
/// captures first, then moves that bring a piece closer to its side's centre of mass.
///
/// ```
/// use doska_core::{Evaluation, Game, Player};
/// use doska_lines_of_action::{LinesOfAction, LinesOfActionEval};
/// let game = LinesOfAction::STANDARD;
/// let eval = LinesOfActionEval::default();
/// let start = game.start();
/// // The start is symmetric between the sides.
/// assert_eq!(eval.evaluate(&game, &start, Player::FIRST), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LinesOfActionEval {
    /// Weight of a sixteenth of a square of excess spread.
    pub concentration: i32,
    /// Weight of a sixteenth of a ring of average centralisation.
    pub centralisation: i32,
    /// Weight of each group beyond the first.
    pub groups: i32,
}

impl Default for LinesOfActionEval {
    fn default() -> Self {
        LinesOfActionEval {
            concentration: 4,
            centralisation: 2,
            groups: 40,
        }
    }
}

/// The least sum of king-move distances to one square that `n` pieces can have:
/// 8 pieces fit at distance 1, 16 at distance 2, 24 at distance 3.
const fn min_spread(n: i32) -> i32 {
    if n <= 1 {
        0
    } else if n <= 9 {
        n - 1
    } else if n <= 25 {
        8 + 2 * (n - 9)
    } else {
        40 + 3 * (n - 25)
    }
}

/// The ring of a square: 0 on the edge, 3 on d4, e4, d5, e5.
const fn ring(sq: Square) -> i32 {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    let df = if f < 4 { f } else { 7 - f };
    let dr = if r < 4 { r } else { 7 - r };
    if df < dr {
        df
    } else {
        dr
    }
}

/// The centre of mass of `pieces`, scaled by their number: `(Σ file, Σ rank, n)`.
fn centre(pieces: Squares) -> (i32, i32, i32) {
    pieces.iter().fold((0, 0, 0), |(f, r, n), sq| {
        (f + sq.file() as i32, r + sq.rank() as i32, n + 1)
    })
}

/// The king-move distance from `sq` to the centre of mass, times `n`.
fn scaled_distance(sq: Square, (sf, sr, n): (i32, i32, i32)) -> i32 {
    let df = (sq.file() as i32 * n - sf).abs();
    let dr = (sq.rank() as i32 * n - sr).abs();
    df.max(dr)
}

impl LinesOfActionEval {
    /// The score of one side (higher is better for it).
    pub fn side_score(&self, pos: &LinesOfActionPosition, side: Colour) -> i32 {
        let pieces = pos.pieces(side);
        let c = centre(pieces);
        let n = c.2;
        if n == 0 {
            return 0;
        }
        let (mut spread, mut rings) = (0, 0);
        for sq in pieces {
            spread += scaled_distance(sq, c);
            rings += ring(sq);
        }
        // Both in sixteenths of a square.
        let excess = (16 * spread / n - 16 * min_spread(n)).max(0);
        let central = 16 * rings / n;
        let groups = group_count(pieces) as i32 - 1;
        self.centralisation * central - self.concentration * excess - self.groups * groups
    }
}

impl Evaluation<LinesOfAction> for LinesOfActionEval {
    fn evaluate(&self, _game: &LinesOfAction, pos: &LinesOfActionPosition, player: Player) -> i32 {
        let side = Colour::from_player(player).unwrap_or(Colour::Black);
        self.side_score(pos, side) - self.side_score(pos, side.other())
    }

    fn move_priority(
        &self,
        _game: &LinesOfAction,
        pos: &LinesOfActionPosition,
        mv: &LinesOfActionMove,
    ) -> i32 {
        match *mv {
            LinesOfActionMove::Pass => 0,
            LinesOfActionMove::Step { from, to, capture } => {
                let c = centre(pos.pieces(pos.side_to_move()));
                let n = c.2.max(1);
                // Sixteenths of a square gained towards the centre of mass.
                let closer = 16 * (scaled_distance(from, c) - scaled_distance(to, c)) / n;
                closer + if capture { 1000 } else { 0 }
            }
        }
    }
}
