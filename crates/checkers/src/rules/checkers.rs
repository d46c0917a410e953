//! [`Checkers`]: the rules of one variant as a value, its accessors and its `with_…`
//! builders.

use crate::board::colour::Colour;
use crate::board::layout::{board_mask, Layout};
use crate::board::square::BoardSize;
use crate::board::squares::Squares;
use crate::rules::choices::{
    CaptureChoice, Captured, Goal, Jumps, KingLines, KingRange, LastMoved, ManCapture, ManMoves,
    MaterialDraws, Pieces, Placement, PlayingSquares, Promotion, Removal, Reverse, StartSetup,
};

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
    pub(super) board: BoardSize,
    pub(super) squares: PlayingSquares,
    pub(super) start: StartSetup,
    pub(super) first: Colour,
    pub(super) men: ManMoves,
    pub(super) man_capture: ManCapture,
    pub(super) kings: KingRange,
    pub(super) king_lines: KingLines,
    pub(super) capture: CaptureChoice,
    pub(super) promotion: Promotion,
    pub(super) removal: Removal,
    pub(super) reverse: Reverse,
    pub(super) captured: Captured,
    pub(super) goal: Goal,
    pub(super) material: MaterialDraws,
    pub(super) move_limit: u16,
    pub(super) repetition: u8,
    pub(super) jumps: Jumps,
    pub(super) pieces: Pieces,
    pub(super) last_moved: LastMoved,
    pub(super) placement: Placement,
    pub(super) adjudication: u16,
}

impl Default for Checkers {
    fn default() -> Self {
        Checkers::classic()
    }
}

impl Checkers {
    /// What becomes of captured pieces.
    pub const fn captured(&self) -> Captured {
        self.captured
    }
    /// Whether pieces stack into columns (`captured=stacked`, on the dark squares: a
    /// value built with the `with_…` methods that stacks on all 64 squares, which
    /// [`check`](Checkers::check) refuses, removes captured pieces; so does one with
    /// rules outside the ordinary sided game, which `check` refuses too).
    #[inline(always)]
    pub(crate) const fn stacked(&self) -> bool {
        matches!(self.captured, Captured::Stacked)
            && !matches!(self.layout(), Layout::Full8)
            && self.plain()
    }

    /// Which pieces a capture may jump.
    pub const fn jumps(&self) -> Jumps {
        self.jumps
    }
    /// To whom the pieces belong.
    pub const fn pieces(&self) -> Pieces {
        self.pieces
    }
    /// Whether the last-moved piece may move again.
    pub const fn last_moved(&self) -> LastMoved {
        self.last_moved
    }
    /// How White enters the board.
    pub const fn placement(&self) -> Placement {
        self.placement
    }
    /// With neutral pieces: the plies played once four or fewer pieces remain after
    /// which the capture counts decide (0 = never).
    pub const fn adjudication(&self) -> u16 {
        self.adjudication
    }
    /// Whether these rules are the ordinary sided game the fast paths serve (no own
    /// jumps, sided pieces, no placement, no wolf); the others go through the module
    /// `variants`.
    #[inline(always)]
    pub(crate) const fn plain(&self) -> bool {
        matches!(self.jumps, Jumps::Enemy)
            && matches!(self.pieces, Pieces::Sided)
            && matches!(self.placement, Placement::None)
            && !matches!(self.goal, Goal::Wolf)
    }

    /// The board.
    pub const fn board(&self) -> BoardSize {
        self.board
    }
    /// The squares played on.
    pub const fn playing_squares(&self) -> PlayingSquares {
        self.squares
    }
    /// How men step and capture.
    pub const fn men(&self) -> ManMoves {
        self.men
    }
    /// The lines kings move and capture along.
    pub const fn king_lines(&self) -> KingLines {
        self.king_lines
    }
    /// When captured pieces leave the board.
    pub const fn removal(&self) -> Removal {
        self.removal
    }
    /// Whether a capturing piece may turn straight back.
    pub const fn reverse(&self) -> Reverse {
        self.reverse
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
    /// The most pieces a side can have: its number of men at the start (12 or 20 on
    /// the dark squares; 16 on all 64 squares, 28 from the diagonal start there).
    pub const fn max_pieces(&self) -> u32 {
        let side = self.board.side() as u32;
        match (self.layout(), self.start) {
            (Layout::Full8, StartSetup::Standard) => 2 * side,
            (Layout::Full8, StartSetup::Diagonal) => side * (side - 1) / 2,
            _ => side / 2 * (side / 2 - 1),
        }
    }

    /// The bit layout of these rules' positions: all 64 squares when `squares=all` on
    /// 8×8, else the dark squares of the board (`squares=all` with 10×10, which
    /// [`check`](Checkers::check) refuses, plays on the dark squares).
    #[inline(always)]
    pub(crate) const fn layout(&self) -> Layout {
        match (self.squares, self.board) {
            (PlayingSquares::All, BoardSize::Eight) => Layout::Full8,
            (_, BoardSize::Eight) => Layout::Dark8,
            (_, BoardSize::Ten) => Layout::Dark10,
        }
    }

    /// These rules on another board.
    #[must_use]
    pub const fn with_board(mut self, board: BoardSize) -> Self {
        self.board = board;
        self
    }
    /// These rules on other squares (see [`check`](Checkers::check)).
    #[must_use]
    pub const fn with_squares(mut self, squares: PlayingSquares) -> Self {
        self.squares = squares;
        self
    }
    /// These rules with men stepping and capturing as given.
    #[must_use]
    pub const fn with_men(mut self, men: ManMoves) -> Self {
        self.men = men;
        self
    }
    /// These rules with kings on other lines.
    #[must_use]
    pub const fn with_king_lines(mut self, lines: KingLines) -> Self {
        self.king_lines = lines;
        self
    }
    /// These rules with captured pieces removed as given.
    #[must_use]
    pub const fn with_removal(mut self, removal: Removal) -> Self {
        self.removal = removal;
        self
    }
    /// These rules with another rule on turning straight back in a capture.
    #[must_use]
    pub const fn with_reverse(mut self, reverse: Reverse) -> Self {
        self.reverse = reverse;
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
    /// These rules with captured pieces removed or stacked under the capturer (see
    /// [`check`](Checkers::check)).
    #[must_use]
    pub const fn with_captured(mut self, captured: Captured) -> Self {
        self.captured = captured;
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
    /// These rules with other jumpable pieces.
    #[must_use]
    pub const fn with_jumps(mut self, jumps: Jumps) -> Self {
        self.jumps = jumps;
        self
    }
    /// These rules with other ownership of the pieces.
    #[must_use]
    pub const fn with_pieces(mut self, pieces: Pieces) -> Self {
        self.pieces = pieces;
        self
    }
    /// These rules with another rule on the last-moved piece.
    #[must_use]
    pub const fn with_last_moved(mut self, last_moved: LastMoved) -> Self {
        self.last_moved = last_moved;
        self
    }
    /// These rules with another placement rule.
    #[must_use]
    pub const fn with_placement(mut self, placement: Placement) -> Self {
        self.placement = placement;
        self
    }
    /// These rules with another adjudication count (plies with four or fewer pieces;
    /// 0 = never).
    #[must_use]
    pub const fn with_adjudication(mut self, plies: u16) -> Self {
        self.adjudication = plies;
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

impl Squares {
    /// Every square the rules play on: the dark squares, or all 64.
    pub fn playing(rules: &Checkers) -> Squares {
        let layout = rules.layout();
        Squares::from_layout_bits(layout, board_mask(layout))
    }
}
