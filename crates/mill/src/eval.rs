//! A static evaluation for search: pieces, mills, open two-in-a-rows and mobility.

use doska_core::{Evaluation, Player, EVAL_MAX};

use crate::colour::Colour;
use crate::movegen::Mode;
use crate::moves::MillMove;
use crate::outcome::outcome;
use crate::position::MillPosition;
use crate::rules::Mill;

/// The evaluation of the mill family: a weighted sum, for each side, of its pieces
/// (board and hand), its closed mills, its open two-in-a-rows (two pieces on a line
/// whose third point is empty) and its mobility in the moving phase; the value is one
/// side's sum minus the other's, so it is antisymmetric. Decided positions are worth
/// `±EVAL_MAX`.
///
/// [`move_priority`](Evaluation::move_priority) puts moves that close mills first (by
/// the number of removals), then moves onto a point where the opponent would close a
/// mill.
///
/// ```
/// use doska_core::{Evaluation, Game, Player};
/// use doska_mill::{Mill, MillEval};
/// let game = Mill::NINE;
/// let pos = game.parse_position("WW.......B.............B b 7 7").unwrap();
/// let eval = MillEval::default();
/// let white = eval.evaluate(&game, &pos, Player::FIRST);
/// assert_eq!(white, -eval.evaluate(&game, &pos, Player::SECOND));
/// let close = game.parse_move(&pos, "g1").unwrap(); // Black blocks White's mill
/// let other = game.parse_move(&pos, "d2").unwrap();
/// assert!(eval.move_priority(&game, &pos, &close) > eval.move_priority(&game, &pos, &other));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MillEval {
    /// Per piece on the board or in hand.
    pub piece: i32,
    /// Per closed mill (full line of own pieces).
    pub mill: i32,
    /// Per line with two own pieces and the third point empty.
    pub open_two: i32,
    /// Per legal base move (step or jump target) in the moving phase; a flying side
    /// counts one per empty point.
    pub mobility: i32,
}

impl Default for MillEval {
    fn default() -> MillEval {
        MillEval {
            piece: 100,
            mill: 12,
            open_two: 18,
            mobility: 3,
        }
    }
}

impl MillEval {
    /// The weighted sum of one side.
    fn side_score(&self, game: &Mill, pos: &MillPosition, colour: Colour) -> i32 {
        let layout = game.layout();
        let own = pos.pieces(colour);
        let empty = game.empty(pos);
        let mut mills = 0;
        let mut twos = 0;
        for &line in layout.lines() {
            let mine = (own & line).count();
            if mine == 3 {
                mills += 1;
            } else if mine == 2 && !(line & empty).is_empty() {
                twos += 1;
            }
        }
        let mobility = match game.mode(pos, colour) {
            Mode::Placing => 0,
            Mode::Flying => empty.count(),
            Mode::Moving => own.iter().map(|f| (game.reach(f) & empty).count()).sum(),
        };
        self.piece * pos.total(colour) as i32
            + self.mill * mills
            + self.open_two * twos
            + self.mobility * mobility as i32
    }
}

impl Evaluation<Mill> for MillEval {
    const QUIESCENCE_PLIES: u32 = 4;

    fn evaluate(&self, game: &Mill, pos: &MillPosition, player: Player) -> i32 {
        // A seat beyond the two has nothing at stake.
        let Some(me) = Colour::from_player(player) else {
            return 0;
        };
        if let Some(o) = outcome(game, pos) {
            return match o.winner() {
                Some(w) if w == me => EVAL_MAX,
                Some(_) => -EVAL_MAX,
                None => 0,
            };
        }
        let v = self.side_score(game, pos, me) - self.side_score(game, pos, me.other());
        v.clamp(-EVAL_MAX + 1, EVAL_MAX - 1)
    }

    fn move_priority(&self, game: &Mill, pos: &MillPosition, mv: &MillMove) -> i32 {
        let layout = game.layout();
        let me = pos.side_to_move();
        let their = pos.pieces(me.other());
        let mut p = 1000 * mv.removals().len() as i32;
        // Blocking: the target closes a mill of the opponent's.
        if layout.closed_mills(their, mv.to()) > 0 {
            p += 100;
        }
        // Building: the target makes an open two of the mover's.
        let own = match mv.from() {
            Some(f) => pos.pieces(me).without(f),
            None => pos.pieces(me),
        };
        let empty = game.empty(pos);
        for &others in layout.lines_through(mv.to()) {
            if (own & others).count() == 1 && (empty & others).count() == 1 {
                p += 10;
            }
        }
        p
    }

    /// Moves that close a mill (and so remove pieces) are noisy.
    fn is_noisy(&self, _game: &Mill, _pos: &MillPosition, mv: &MillMove) -> bool {
        !mv.removals().is_empty()
    }
}
