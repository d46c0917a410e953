//! Whether one move may be played, and if not why ([`MoveError`](crate::MoveError)):
//! a step decided on the bitboards, a capture looked up among the generated ones.

use crate::board::dark::promotion_rank;
use crate::board::dark::Geometry;
use crate::board::dark::NE;
use crate::board::dark::NW;
use crate::board::dark::SE;
use crate::board::dark::SW;
use crate::board::full::Full;
use crate::board::layout::with_geometry;
use crate::board::popcount::Popcount;
use crate::movegen::captures::dark::search_captures;
use crate::movegen::captures::lines::search_lines;
use crate::movegen::captures::sinks::RouteSink;
use crate::movegen::first_jumps::has_capture;
use crate::movegen::first_jumps::has_move;
use crate::movegen::full::line_has_capture;
use crate::movegen::full::line_has_move;
use crate::movegen::full::line_reach;
use crate::movegen::lines::Lines;
use crate::movegen::steps::forward;
use crate::movegen::steps::king_ray;
use crate::moves::layout_flags;
use crate::Checkers;
use crate::CheckersMove;
use crate::CheckersMoves;
use crate::CheckersPosition;
use crate::Colour;
use crate::KingRange;
use crate::MoveError;

/// The move generation of one layout, as checking a move needs it: the dark-square
/// fast paths, or the direction sets of the 64-square board.
trait Generator: Lines {
    /// Whether the side `colour` can capture.
    fn can_capture(
        rules: &Checkers,
        colour: Colour,
        own: u64,
        opp: u64,
        occ: u64,
        kings: u64,
    ) -> bool;
    /// Whether the side to move has a move.
    fn can_move(rules: &Checkers, pos: &CheckersPosition) -> bool;
    /// The squares the piece on `from` steps to, and the promotion rank of a man.
    fn reach(rules: &Checkers, pos: &CheckersPosition, from: u32) -> (u64, u64);
}

impl<G: Geometry> Generator for G {
    fn can_capture(
        rules: &Checkers,
        colour: Colour,
        own: u64,
        opp: u64,
        occ: u64,
        kings: u64,
    ) -> bool {
        has_capture::<G>(rules, colour, own, opp, occ, kings)
    }
    fn can_move(rules: &Checkers, pos: &CheckersPosition) -> bool {
        has_move::<G>(rules, pos)
    }
    fn reach(rules: &Checkers, pos: &CheckersPosition, from: u32) -> (u64, u64) {
        let fb = 1u64 << from;
        let occ = pos.occupied_bits();
        if pos.king_bits() & fb != 0 {
            let reach = match rules.kings() {
                KingRange::Flying => [NE, NW, SE, SW]
                    .into_iter()
                    .fold(0, |r, d| r | king_ray::<G>(from, d, occ)),
                KingRange::Short => [NE, NW, SE, SW]
                    .into_iter()
                    .fold(0, |r, d| r | G::step(fb, d)),
            };
            (reach & !occ, 0)
        } else {
            let [a, b] = forward(pos.side_to_move());
            let reach = (G::step(fb, a) | G::step(fb, b)) & !occ;
            (reach, promotion_rank::<G>(pos.side_to_move()))
        }
    }
}

impl<P: Popcount> Generator for Full<P> {
    fn can_capture(
        rules: &Checkers,
        colour: Colour,
        own: u64,
        opp: u64,
        occ: u64,
        kings: u64,
    ) -> bool {
        line_has_capture::<Self>(rules, colour, own, opp, occ, kings)
    }
    fn can_move(rules: &Checkers, pos: &CheckersPosition) -> bool {
        line_has_move::<Self>(rules, pos)
    }
    fn reach(rules: &Checkers, pos: &CheckersPosition, from: u32) -> (u64, u64) {
        line_reach::<Self>(rules, pos, from)
    }
}

/// Whether `mv` may be played in `pos`, where no rule but "no legal move" has ended
/// the game, and if not, why. `legal` fills a list with the legal moves.
///
/// A step is checked on the bitboards (the side must have no capture, a single-jump
/// test); only a capture is looked for among the legal moves.
pub(crate) fn check_move(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
    legal: impl FnOnce(&mut CheckersMoves),
) -> Result<(), MoveError> {
    with_geometry!(
        pos.layout(),
        G => check::<G>(rules, pos, mv, legal),
        full => check::<Full>(rules, pos, mv, legal)
    )
}

/// [`check_move`] on layout `G`.
fn check<G: Generator>(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
    legal: impl FnOnce(&mut CheckersMoves),
) -> Result<(), MoveError> {
    let text = || mv.to_string();
    // Every refusal is "the game is over" when the side to move has no move at all.
    let refuse = |reason: MoveError| {
        Err(if G::can_move(rules, pos) {
            reason
        } else {
            MoveError::GameOver { text: text() }
        })
    };
    let (own, opp) = pos.us_them();
    let occ = pos.occupied_bits();
    let fb = 1u64 << mv.from;
    if mv.layout() != pos.layout() {
        return refuse(MoveError::Illegal { text: text() });
    }
    if own & fb == 0 {
        return refuse(MoveError::NoPiece {
            text: text(),
            square: mv.from(),
            colour: pos.side_to_move(),
        });
    }
    if !mv.is_capture() {
        if G::can_capture(rules, pos.side_to_move(), own, opp, occ, pos.king_bits()) {
            return Err(MoveError::CaptureCompulsory { text: text() });
        }
        let (from, to) = (u32::from(mv.from), u32::from(mv.to));
        let tb = 1u64 << to;
        let (reach, promo) = G::reach(rules, pos, from);
        let step = CheckersMove::step(from, to, promo & tb != 0, layout_flags(pos.layout()));
        return if reach & G::MASK & tb != 0 && *mv == step {
            Ok(())
        } else {
            refuse(MoveError::Illegal { text: text() })
        };
    }
    let mut moves = CheckersMoves::new();
    legal(&mut moves);
    if moves.contains(mv) {
        return Ok(());
    }
    if moves.is_empty() {
        return Err(MoveError::GameOver { text: text() });
    }
    let routes = |sink: &mut RouteSink| {
        let (side, kings) = (pos.side_to_move(), pos.king_bits());
        with_geometry!(
            pos.layout(),
            G => search_captures::<G, _>(rules, side, own, opp, occ, kings, sink),
            full => search_lines::<Full, _>(rules, side, own, opp, occ, kings, sink)
        )
    };
    Err(too_few_captures(rules, pos, mv, &moves, routes)
        .unwrap_or(MoveError::Illegal { text: text() }))
}

/// Why the capture `mv`, which is not among the `legal` moves of `pos`, is refused when
/// it is a complete sequence that free choice would allow: the majority rule demands
/// more captures. `routes` runs the capture search of `pos` into the sink. `None` when
/// that is not why.
pub(crate) fn too_few_captures(
    rules: &Checkers,
    pos: &CheckersPosition,
    mv: &CheckersMove,
    legal: &CheckersMoves,
    routes: impl FnOnce(&mut RouteSink),
) -> Option<MoveError> {
    if !mv.is_capture() || !rules.majority() {
        return None;
    }
    let required = legal
        .iter()
        .map(CheckersMove::capture_count)
        .max()
        .unwrap_or(0);
    if mv.capture_count() >= required {
        return None;
    }
    let mut sink = RouteSink::new(false, layout_flags(pos.layout()));
    routes(&mut sink);
    sink.keep
        .routes
        .iter()
        .any(|r| r.same_effect(mv))
        .then(|| MoveError::MustCaptureMore {
            text: mv.to_string(),
            required,
        })
}
