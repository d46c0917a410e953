//! The rules value: every way the presets differ, as data.

use crate::piece::Colour;
use crate::square::BoardSize;

doska_core::choices! {
    /// How men capture.
    pub enum ManCapture {
        /// Forward and backward (Brazilian, Russian and international draughts).
        BothWays = "both-ways",
        /// Forward only (English / American checkers).
        Forward = "forward",
    }
}

doska_core::choices! {
    /// How far kings move and capture.
    pub enum KingRange {
        /// Any distance along a diagonal ("flying" kings); a capturing king may land on
        /// any empty square beyond the captured piece.
        Flying = "flying",
        /// One square; a capture jumps an adjacent piece to the square just beyond.
        Short = "short",
    }
}

doska_core::choices! {
    /// Which capture sequence a player may choose.
    pub enum CaptureChoice {
        /// The sequence capturing the most pieces is compulsory (kings count as one).
        Maximum = "maximum",
        /// Any complete capture sequence (capturing itself stays compulsory).
        Free = "free",
    }
}

doska_core::choices! {
    /// What a man does when a capture brings it to the far rank and the move could go on.
    pub enum Promotion {
        /// It captures on as a man and is promoted only if the move ends on the far rank
        /// (Brazilian and international draughts).
        AtEnd = "at-end",
        /// It is promoted at once and captures on as a king (Russian draughts).
        ContinueAsKing = "continue-as-king",
        /// The move ends there and the man is crowned (English / American checkers).
        Stop = "stop",
    }
}

doska_core::choices! {
    /// What a side plays for.
    pub enum Goal {
        /// A side with no piece or no legal move on its turn loses.
        Normal = "normal",
        /// Reversed: a side with no piece or no legal move on its turn wins.
        Giveaway = "giveaway",
    }
}

doska_core::choices! {
    /// Where the men stand at the start.
    pub enum StartSetup {
        /// Each side's men on the dark squares of its first `side/2 − 1` ranks (12 men on
        /// 8×8, 20 on 10×10).
        Standard = "standard",
        /// Each side's men on the dark squares on its own side of the long diagonal
        /// a1–h8 (a1–j10), the diagonal empty: White below-right of it, Black above-left.
        Diagonal = "diagonal",
    }
}

doska_core::choices! {
    /// Draws decided by the material on the board.
    pub enum MaterialDraws {
        /// None.
        None = "none",
        /// The traditional draws of Russian and Brazilian play, in force the moment they
        /// arise unless the side to move can capture: one king against one king, two
        /// kings against one, and three kings against one while the lone king stands on
        /// the long diagonal.
        Traditional = "traditional",
        /// The endgame counts of the international (FMJD) rules: three pieces (three
        /// kings, two kings and a man, or a king and two men) against a lone king are
        /// drawn after 16 moves each; two kings, a king and a man, or one king against a
        /// lone king after 5 moves each.
        Fmjd = "fmjd",
    }
}

/// The rules of one draughts variant, as a value: a [`Game`](doska_core::Game).
///
/// The presets are constructors ([`Checkers::classic`], …); every field can be changed
/// with a `with_…` method, so a user's own variant is a value too, and
/// [`name`](doska_core::Game::name) writes the registry spec that rebuilds it.
///
/// ```
/// use doska_checkers::{CaptureChoice, Checkers, KingRange};
/// use doska_core::Game;
/// let rules = Checkers::classic().with_capture(CaptureChoice::Free);
/// assert_eq!(rules.name(), "checkers/classic:capture=free");
/// assert_eq!(Checkers::american().kings(), KingRange::Short);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Checkers {
    pub(crate) board: BoardSize,
    pub(crate) start: StartSetup,
    pub(crate) first: Colour,
    pub(crate) man_capture: ManCapture,
    pub(crate) kings: KingRange,
    pub(crate) capture: CaptureChoice,
    pub(crate) promotion: Promotion,
    pub(crate) goal: Goal,
    pub(crate) material: MaterialDraws,
    pub(crate) move_limit: u16,
    pub(crate) repetition: u8,
}

impl Default for Checkers {
    fn default() -> Self {
        Checkers::classic()
    }
}

impl Checkers {
    /// Brazilian draughts, the `classic` preset: 8×8, flying kings, men capture both
    /// ways, maximum capture, promotion only at the end of a move, traditional material
    /// draws, a 60-ply (30 moves each) limit without a capture or a man move, threefold
    /// repetition.
    pub const fn classic() -> Checkers {
        Checkers {
            board: BoardSize::Eight,
            start: StartSetup::Standard,
            first: Colour::White,
            man_capture: ManCapture::BothWays,
            kings: KingRange::Flying,
            capture: CaptureChoice::Maximum,
            promotion: Promotion::AtEnd,
            goal: Goal::Normal,
            material: MaterialDraws::Traditional,
            move_limit: 60,
            repetition: 3,
        }
    }

    /// Russian draughts: Brazilian draughts with free choice among capture sequences and a
    /// man promoted mid-capture going on as a king.
    pub const fn russian() -> Checkers {
        Checkers {
            capture: CaptureChoice::Free,
            promotion: Promotion::ContinueAsKing,
            ..Checkers::classic()
        }
    }

    /// American / English checkers: men capture forward only, kings move and capture
    /// one square, free choice of capture, crowning ends the move, Black (the dark
    /// side) moves first; no material draws, an 80-ply (40 moves each) limit.
    pub const fn american() -> Checkers {
        Checkers {
            first: Colour::Black,
            man_capture: ManCapture::Forward,
            kings: KingRange::Short,
            capture: CaptureChoice::Free,
            promotion: Promotion::Stop,
            material: MaterialDraws::None,
            move_limit: 80,
            ..Checkers::classic()
        }
    }

    /// Giveaway: Brazilian draughts, but a side with no piece or no legal move on its turn
    /// wins; no material draws.
    pub const fn giveaway() -> Checkers {
        Checkers {
            goal: Goal::Giveaway,
            material: MaterialDraws::None,
            ..Checkers::classic()
        }
    }

    /// Brazilian draughts from the diagonal start (each side's men on its side of the long
    /// diagonal).
    pub const fn diagonal() -> Checkers {
        Checkers {
            start: StartSetup::Diagonal,
            ..Checkers::classic()
        }
    }

    /// International draughts (FMJD rules): Brazilian draughts on 10×10 with 20 men
    /// each, the FMJD endgame draws and the 25-move (50-ply) rule.
    pub const fn international() -> Checkers {
        Checkers {
            board: BoardSize::Ten,
            material: MaterialDraws::Fmjd,
            move_limit: 50,
            ..Checkers::classic()
        }
    }

    /// The board.
    pub const fn board(&self) -> BoardSize {
        self.board
    }
    /// The start setup.
    pub const fn start_setup(&self) -> StartSetup {
        self.start
    }
    /// The side that moves first from the start.
    pub const fn first(&self) -> Colour {
        self.first
    }
    /// How men capture.
    pub const fn man_capture(&self) -> ManCapture {
        self.man_capture
    }
    /// How far kings go.
    pub const fn kings(&self) -> KingRange {
        self.kings
    }
    /// The capture choice.
    pub const fn capture(&self) -> CaptureChoice {
        self.capture
    }
    /// Promotion during a capture.
    pub const fn promotion(&self) -> Promotion {
        self.promotion
    }
    /// The goal.
    pub const fn goal(&self) -> Goal {
        self.goal
    }
    /// The material draws.
    pub const fn material_draws(&self) -> MaterialDraws {
        self.material
    }
    /// The move limit: the game is drawn after this many plies in a row without a
    /// capture or a man move; 0 = no limit.
    pub const fn move_limit(&self) -> u16 {
        self.move_limit
    }
    /// The number of occurrences of a position that draws; 0 = no repetition rule.
    pub const fn repetition_count(&self) -> u8 {
        self.repetition
    }
    /// Whether the majority rule holds (`capture=maximum`).
    #[inline(always)]
    pub(crate) const fn majority(&self) -> bool {
        matches!(self.capture, CaptureChoice::Maximum)
    }
    /// The most men a side can have: its number at the standard start.
    pub const fn max_pieces(&self) -> u32 {
        let half = self.board.side() as u32 / 2;
        half * (half - 1)
    }

    /// These rules on another board.
    #[must_use]
    pub const fn with_board(mut self, board: BoardSize) -> Self {
        self.board = board;
        self
    }
    /// These rules with another start setup.
    #[must_use]
    pub const fn with_start(mut self, start: StartSetup) -> Self {
        self.start = start;
        self
    }
    /// These rules with another first mover.
    #[must_use]
    pub const fn with_first(mut self, first: Colour) -> Self {
        self.first = first;
        self
    }
    /// These rules with men capturing as given.
    #[must_use]
    pub const fn with_man_capture(mut self, man_capture: ManCapture) -> Self {
        self.man_capture = man_capture;
        self
    }
    /// These rules with kings of another range.
    #[must_use]
    pub const fn with_kings(mut self, kings: KingRange) -> Self {
        self.kings = kings;
        self
    }
    /// These rules with another capture choice.
    #[must_use]
    pub const fn with_capture(mut self, capture: CaptureChoice) -> Self {
        self.capture = capture;
        self
    }
    /// These rules with another mid-capture promotion rule.
    #[must_use]
    pub const fn with_promotion(mut self, promotion: Promotion) -> Self {
        self.promotion = promotion;
        self
    }
    /// These rules with another goal.
    #[must_use]
    pub const fn with_goal(mut self, goal: Goal) -> Self {
        self.goal = goal;
        self
    }
    /// These rules with other material draws.
    #[must_use]
    pub const fn with_material_draws(mut self, material: MaterialDraws) -> Self {
        self.material = material;
        self
    }
    /// These rules with another move limit (plies without a capture or a man move;
    /// 0 = none).
    #[must_use]
    pub const fn with_move_limit(mut self, plies: u16) -> Self {
        self.move_limit = plies;
        self
    }
    /// These rules with another repetition count (0 = no repetition rule; 1 is
    /// treated as 2, since the position one is in has always occurred once).
    #[must_use]
    pub const fn with_repetition(mut self, count: u8) -> Self {
        self.repetition = if count == 1 { 2 } else { count };
        self
    }
    /// These rules with every draw rule off: no material draws, no move limit, no
    /// repetition. For analysis and perft comparisons; such games need not end.
    #[must_use]
    pub const fn without_draws(self) -> Self {
        self.with_material_draws(MaterialDraws::None)
            .with_move_limit(0)
            .with_repetition(0)
    }
}
