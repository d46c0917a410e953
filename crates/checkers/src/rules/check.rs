//! Which rule values can be played: [`RulesError`] and [`Checkers::check`].

use thiserror::Error;

use crate::board::colour::Colour;
use crate::board::square::BoardSize;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{
    Captured, Goal, Jumps, KingLines, LastMoved, ManMoves, MaterialDraws, Pieces, Placement,
    PlayingSquares, Removal, StartSetup,
};

/// Rule fields that do not fit together, as [`Checkers::check`] finds them. Each
/// message names the options (as written in specs) and why they conflict.
///
/// ```
/// use doska_checkers::{BoardSize, Checkers, RulesError};
/// let rules = Checkers::turkish().with_board(BoardSize::Ten);
/// assert_eq!(rules.check(), Err(RulesError::AllSquaresOnTen));
/// assert!(rules.check().unwrap_err().to_string().starts_with("squares=all needs board=8x8"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum RulesError {
    /// All 64 squares are played on the 8×8 board only.
    #[error("squares=all needs board=8x8: the engine plays all squares of the 8x8 board only")]
    AllSquaresOnTen,
    /// Men stepping along ranks and files leave the dark squares.
    #[error(
        "men=orthogonal needs squares=all: a step along a rank or file leaves the dark squares"
    )]
    OrthogonalMenOnDark,
    /// Kings moving along ranks and files leave the dark squares.
    #[error(
        "king-lines={0} needs squares=all: a step along a rank or file leaves the dark squares"
    )]
    OrthogonalKingsOnDark(KingLines),
    /// Columns need the ordinary sided game.
    #[error("captured=stacked needs the sided game: jumps=enemy, pieces=sided, placement=none")]
    StackedNotSided,
    /// Columns are played on the dark squares.
    #[error("captured=stacked needs squares=dark: columns are played on the dark squares")]
    StackedOnAllSquares,
    /// A jumped column must block until the move ends.
    #[error("captured=stacked needs removal=at-end: a jumped column blocks until the move ends")]
    StackedRemovedAtOnce,
    /// Material draws cannot weigh columns.
    #[error(
        "captured=stacked needs material-draws=none: a column is worth more than its top piece"
    )]
    StackedMaterialDraws,
    /// Self-capture, neutral pieces, the wolf: on the dark squares only. The field holds
    /// the option that asks for them (`goal=wolf`, `pieces=neutral`, …).
    #[error("{0} needs squares=dark: self-capture, neutral pieces and the wolf are played on the dark squares")]
    VariantOnAllSquares(&'static str),
    /// The wolf is placed by its first move.
    #[error("goal=wolf and placement=top-rank go together: the wolf is placed on its first move")]
    WolfWithoutPlacement,
    /// Nobody captures in the wolf and the sheep.
    #[error("goal=wolf needs jumps=none: the wolf and the sheep do not capture")]
    WolfJumps,
    /// The wolf and the sheep belong to sides.
    #[error("goal=wolf needs pieces=sided")]
    WolfNeutral,
    /// The wolf moves first, to be placed.
    #[error("goal=wolf needs first=white: the wolf's first move places it on the board")]
    WolfSecond,
    /// The wolf's game has its own start.
    #[error("goal=wolf and start=wolf-and-sheep go together")]
    WolfStart,
    /// A game without captures is the wolf's.
    #[error("jumps=none is the wolf and the sheep's rule (goal=wolf)")]
    NoJumpsWithoutWolf,
    /// Neutral pieces play the normal goal.
    #[error("pieces=neutral needs goal=normal")]
    NeutralGoal,
    /// With neutral pieces the counter `H` is the adjudication count.
    #[error("pieces=neutral needs move-limit=0: its counter H is the adjudication count")]
    NeutralMoveLimit,
    /// Material draws weigh the sides' pieces; neutral pieces belong to nobody.
    #[error("pieces=neutral needs material-draws=none: no piece belongs to a side")]
    NeutralMaterialDraws,
    /// Only a neutral piece can be the mover's and have moved last.
    #[error("last-moved=barred needs pieces=neutral: with sided pieces the last-moved piece is never the mover's")]
    BarredWithSidedPieces,
}

impl Checkers {
    /// Whether these rules can be played as given: on the dark squares men and kings
    /// move along the diagonals only (an orthogonal step leaves the dark squares), and
    /// all 64 squares are played on the 8×8 board only. The registry refuses rules
    /// that fail this; a value built with the `with_…` methods plays the diagonal
    /// directions on the dark squares whatever `men` and `king-lines` say, and the
    /// dark squares of a 10×10 board with `squares=all`.
    ///
    /// # Errors
    /// The first [`RulesError`] found: what does not fit.
    pub fn check(&self) -> Result<(), RulesError> {
        match (self.squares, self.board) {
            (PlayingSquares::All, BoardSize::Ten) => Err(RulesError::AllSquaresOnTen),
            (PlayingSquares::Dark, _) if self.men == ManMoves::Orthogonal => {
                Err(RulesError::OrthogonalMenOnDark)
            }
            (PlayingSquares::Dark, _) if self.king_lines != KingLines::Diagonal => {
                Err(RulesError::OrthogonalKingsOnDark(self.king_lines))
            }
            _ if self.captured == Captured::Stacked => {
                self.check_stacks()?;
                self.check_variants()
            }
            _ => self.check_variants(),
        }
    }

    /// What stacked captures need: the dark squares, captured pieces that stay until
    /// the move ends, no material draws.
    fn check_stacks(&self) -> Result<(), RulesError> {
        if !self.plain() {
            Err(RulesError::StackedNotSided)
        } else if self.squares == PlayingSquares::All {
            Err(RulesError::StackedOnAllSquares)
        } else if self.removal == Removal::AtOnce {
            Err(RulesError::StackedRemovedAtOnce)
        } else if self.material != MaterialDraws::None {
            Err(RulesError::StackedMaterialDraws)
        } else {
            Ok(())
        }
    }

    /// The combinations the variant fields allow (see [`check`](Checkers::check)).
    fn check_variants(&self) -> Result<(), RulesError> {
        let wolf = matches!(self.goal, Goal::Wolf);
        let neutral = matches!(self.pieces, Pieces::Neutral);
        if !self.plain() && matches!(self.squares, PlayingSquares::All) {
            return Err(RulesError::VariantOnAllSquares(if wolf {
                "goal=wolf"
            } else if neutral {
                "pieces=neutral"
            } else if !matches!(self.placement, Placement::None) {
                "placement=top-rank"
            } else {
                "jumps"
            }));
        }
        let refused = if wolf != matches!(self.placement, Placement::TopRank) {
            RulesError::WolfWithoutPlacement
        } else if wolf && !matches!(self.jumps, Jumps::None) {
            RulesError::WolfJumps
        } else if wolf && neutral {
            RulesError::WolfNeutral
        } else if wolf && self.first != Colour::White {
            RulesError::WolfSecond
        } else if wolf != matches!(self.start, StartSetup::WolfAndSheep) {
            RulesError::WolfStart
        } else if matches!(self.jumps, Jumps::None) && !wolf {
            RulesError::NoJumpsWithoutWolf
        } else if neutral && !matches!(self.goal, Goal::Normal) {
            RulesError::NeutralGoal
        } else if neutral && self.move_limit != 0 {
            RulesError::NeutralMoveLimit
        } else if neutral && !matches!(self.material, MaterialDraws::None) {
            RulesError::NeutralMaterialDraws
        } else if matches!(self.last_moved, LastMoved::Barred) && !neutral {
            RulesError::BarredWithSidedPieces
        } else {
            return Ok(());
        };
        Err(refused)
    }
}
