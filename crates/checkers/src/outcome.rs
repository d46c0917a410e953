//! How a draughts game ends: [`CheckersOutcome`], the FMJD counting endings, and the
//! rules that decide the end.

use std::fmt;

use doska_core::{Outcome, Reason, Verdict};

use crate::board::bits::at_most_four;
use crate::board::colour::Colour;
use crate::board::dark::Geometry;
use crate::board::full;
use crate::board::layout::with_geometry;
use crate::first_jumps::{side_to_move_can_capture, side_to_move_can_move};
use crate::movegen::special;
use crate::position::material::fmjd_class;
use crate::position::material::FmjdClass;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{Goal, MaterialDraws, Pieces};
use crate::variants;

/// The material draws.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MaterialDraw {
    /// One king against one king (traditional).
    KingAgainstKing,
    /// Two kings against one king (traditional).
    TwoKingsAgainstOne,
    /// Three kings against one king standing on the long diagonal (traditional).
    ThreeKingsAgainstOneOnLongDiagonal,
    /// FMJD: three pieces with a king against a lone king, 16 moves each without a win.
    FmjdSixteenMoves,
    /// FMJD: two pieces with a king, or one king, against a lone king, 5 moves each
    /// without a win.
    FmjdFiveMoves,
    /// A single piece against a single piece (`one-piece-each`).
    OnePieceEach,
}

impl MaterialDraw {
    fn describe(self) -> &'static str {
        match self {
            MaterialDraw::KingAgainstKing => "king against king",
            MaterialDraw::TwoKingsAgainstOne => "two kings against one",
            MaterialDraw::ThreeKingsAgainstOneOnLongDiagonal => {
                "three kings against one on the long diagonal"
            }
            MaterialDraw::FmjdSixteenMoves => "16 moves each with three pieces against a lone king",
            MaterialDraw::FmjdFiveMoves => {
                "5 moves each with at most two pieces against a lone king"
            }
            MaterialDraw::OnePieceEach => "one piece against one piece",
        }
    }
}

/// What ended the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cause {
    /// This side has no piece left.
    NoPieces(Colour),
    /// Column draughts: this side has no column on top; its pieces are all buried
    /// under the other side's (they never leave the board there).
    NoColumns(Colour),
    /// This side, to move, has no legal move.
    NoMoves(Colour),
    /// A material draw.
    Material(MaterialDraw),
    /// This many plies in a row without a capture or a man move (the move limit).
    MoveLimit(u16),
    /// This side's piece reached its goal: the wolf on rank 1.
    Breakthrough(Colour),
    /// Neutral pieces: four or fewer pieces stood on the board for this many plies, and
    /// the counts of captured pieces decided.
    Adjudication(u16),
}

/// The end of a draughts game: the winner (none for a draw) and the cause.
///
/// `Display` gives one line, e.g. `Black wins (White has no legal move)` or
/// `draw (king against king)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CheckersOutcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Colour>,
    /// What ended the game.
    pub cause: Cause,
    /// Whether the giveaway goal decided the winner (the side that ran out won).
    pub giveaway: bool,
    /// Whether the players are South (White) and North (Black) of a game of neutral
    /// pieces: only the names in `Display` change.
    pub neutral: bool,
}

impl Outcome for CheckersOutcome {
    fn verdict(&self) -> Verdict {
        match self.winner {
            Some(c) => Verdict::win(c.player()),
            None => Verdict::Draw,
        }
    }

    fn reason(&self) -> Reason {
        match self.cause {
            Cause::NoPieces(_) => Reason::NoPieces,
            // The side has pieces, but none it can move.
            Cause::NoColumns(_) => Reason::NoMoves,
            Cause::NoMoves(_) => Reason::NoMoves,
            Cause::Material(_) => Reason::Material,
            Cause::MoveLimit(_) => Reason::MoveLimit,
            Cause::Breakthrough(_) => Reason::Target,
            Cause::Adjudication(_) => Reason::Score,
        }
    }
}

impl fmt::Display for CheckersOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: Colour| seat_name(c, self.neutral);
        match self.winner {
            Some(c) => write!(f, "{} wins (", name(c))?,
            None => f.write_str("draw (")?,
        }
        if self.giveaway {
            f.write_str("giveaway: ")?;
        }
        match self.cause {
            Cause::NoPieces(c) => write!(f, "{} has no pieces left)", name(c)),
            Cause::NoColumns(c) => write!(f, "{} has no column on top)", name(c)),
            Cause::NoMoves(c) => write!(f, "{} has no legal move)", name(c)),
            Cause::Breakthrough(c) => write!(f, "{} reached the far rank)", name(c)),
            Cause::Adjudication(n) => {
                write!(
                    f,
                    "{n} plies with four or fewer pieces: the captures decide)"
                )
            }
            Cause::Material(m) => write!(f, "{})", m.describe()),
            Cause::MoveLimit(n) => {
                write!(f, "{n} plies without a capture or a man's forward step)")
            }
        }
    }
}

/// The name of a side: `White`/`Black`, or `South`/`North` with neutral pieces.
pub(crate) fn seat_name(colour: Colour, neutral: bool) -> &'static str {
    match (colour, neutral) {
        (Colour::White, true) => "South",
        (Colour::Black, true) => "North",
        (c, false) => c.name(),
    }
}

impl Checkers {
    pub(crate) fn side_out(&self, side: Colour, cause: Cause) -> CheckersOutcome {
        let giveaway = self.goal() == Goal::Giveaway;
        CheckersOutcome {
            winner: Some(if giveaway { side } else { side.other() }),
            cause,
            giveaway,
            neutral: self.pieces() == Pieces::Neutral,
        }
    }

    /// A quick test that no rule but "no legal move" can have ended the game: both sides
    /// have pieces, the move limit is not reached, and no material draw is possible.
    #[inline(always)]
    pub(crate) fn clearly_going_on(&self, pos: &CheckersPosition) -> bool {
        pos.white_bits() != 0
            && pos.black_bits() != 0
            && (self.move_limit() == 0 || pos.plies_without_progress() < self.move_limit())
            && (self.material_draws() == MaterialDraws::None
                || !at_most_four(pos.white_bits() | pos.black_bits()))
    }

    /// The end of the game decided before looking for moves: a side without pieces,
    /// the move limit, a material draw. `None` when play may go on (if there is a move).
    #[inline]
    pub(crate) fn ended_by_rule(&self, pos: &CheckersPosition) -> Option<CheckersOutcome> {
        let own = pos.side_bits(pos.side_to_move());
        let opp = pos.side_bits(pos.side_to_move().other());
        // With stacks the bitboards hold the top pieces: a side without one still has
        // its pieces, buried.
        let out = |c: Colour| {
            if self.stacked() {
                Cause::NoColumns(c)
            } else {
                Cause::NoPieces(c)
            }
        };
        if own == 0 {
            return Some(self.side_out(pos.side_to_move(), out(pos.side_to_move())));
        }
        if opp == 0 {
            let other = pos.side_to_move().other();
            return Some(self.side_out(other, out(other)));
        }
        if self.move_limit() != 0 && pos.plies_without_progress() >= self.move_limit() {
            return Some(self.draw(Cause::MoveLimit(self.move_limit())));
        }
        if self.material_draws() != MaterialDraws::None && at_most_four(own | opp) {
            return self
                .material_draw(pos)
                .map(|m| self.draw(Cause::Material(m)));
        }
        None
    }

    pub(crate) fn draw(&self, cause: Cause) -> CheckersOutcome {
        CheckersOutcome {
            winner: None,
            cause,
            giveaway: false,
            neutral: self.pieces() == Pieces::Neutral,
        }
    }

    fn material_draw(&self, pos: &CheckersPosition) -> Option<MaterialDraw> {
        match self.material_draws() {
            MaterialDraws::None => None,
            MaterialDraws::Fmjd => match fmjd_class(pos) {
                FmjdClass::Sixteen if pos.endgame_plies() >= 32 => {
                    Some(MaterialDraw::FmjdSixteenMoves)
                }
                FmjdClass::Five if pos.endgame_plies() >= 10 => Some(MaterialDraw::FmjdFiveMoves),
                _ => None,
            },
            // Single pieces: drawn at once, whatever the side to move could capture.
            MaterialDraws::OneKingEach => {
                let single =
                    pos.white_bits().count_ones() == 1 && pos.black_bits().count_ones() == 1;
                (single && pos.occupied_bits() & !pos.king_bits() == 0)
                    .then_some(MaterialDraw::KingAgainstKing)
            }
            MaterialDraws::OnePieceEach => (pos.white_bits().count_ones() == 1
                && pos.black_bits().count_ones() == 1)
                .then_some(MaterialDraw::OnePieceEach),
            MaterialDraws::Traditional => {
                // Kings only on both sides.
                if pos.occupied_bits() & !pos.king_bits() != 0 {
                    return None;
                }
                let (w, b) = (pos.white_bits().count_ones(), pos.black_bits().count_ones());
                let lone = if b == 1 {
                    pos.black_bits()
                } else {
                    pos.white_bits()
                };
                let long = with_geometry!(
                    pos.layout(),
                    G => G::LONG_DIAGONAL,
                    full => full::LONG_DIAGONAL
                );
                let draw = match (w.max(b), w.min(b)) {
                    (1, 1) => MaterialDraw::KingAgainstKing,
                    (2, 1) => MaterialDraw::TwoKingsAgainstOne,
                    (3, 1) if lone & long != 0 => MaterialDraw::ThreeKingsAgainstOneOnLongDiagonal,
                    _ => return None,
                };
                // The side to move could still change the material by capturing.
                (!side_to_move_can_capture(self, pos)).then_some(draw)
            }
        }
    }

    /// The outcome of `pos` by the rules (repetition aside, see
    /// [`Game::repetition`](doska_core::Game::repetition)).
    pub(crate) fn outcome_of(&self, pos: &CheckersPosition) -> Option<CheckersOutcome> {
        if special(self, pos) {
            return variants::outcome(self, pos);
        }
        let own_pieces = pos.side_bits(pos.side_to_move()) != 0;
        let opp_pieces = pos.side_bits(pos.side_to_move().other()) != 0;
        if own_pieces && opp_pieces && !side_to_move_can_move(self, pos) {
            return Some(self.side_out(pos.side_to_move(), Cause::NoMoves(pos.side_to_move())));
        }
        self.ended_by_rule(pos)
    }
}
