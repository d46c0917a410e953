//! The rules value: every way the presets differ, as data.

use std::fmt::Write as _;

use crate::square::{BoardSize, Color};

/// How men capture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ManCapture {
    /// Forward and backward (the base game, Russian, international).
    BothWays,
    /// Forward only (American / English checkers).
    Forward,
}

/// How far kings move and capture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum KingRange {
    /// Any distance along a diagonal ("flying" kings); a capturing king may land on
    /// any empty square beyond the captured piece.
    Flying,
    /// One square; a capture jumps an adjacent piece to the square just beyond.
    Short,
}

/// Which capture sequence a player may choose.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CaptureChoice {
    /// The sequence capturing the most pieces is compulsory (kings count as one).
    Maximum,
    /// Any complete capture sequence (capturing itself stays compulsory).
    Free,
}

/// What a man does when a capture brings it to the far rank and the move could go on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Promotion {
    /// It captures on as a man and is promoted only if the move ends on the far rank
    /// (the base game, international).
    AtEnd,
    /// It is promoted at once and captures on as a king (Russian).
    ContinueAsKing,
    /// The move ends there and the man is crowned (American / English).
    Stop,
}

/// What a side plays for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// A side with no piece or no legal move on its turn loses.
    Normal,
    /// Reversed: a side with no piece or no legal move on its turn wins.
    Giveaway,
}

/// Where the men stand at the start.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StartSetup {
    /// Each side's men on the dark squares of its first `side/2 − 1` ranks (12 men on
    /// 8×8, 20 on 10×10).
    Standard,
    /// Each side's men on the dark squares on its own side of the long diagonal
    /// a1–h8 (a1–j10), the diagonal empty: White below-right of it, Black above-left.
    Diagonal,
}

/// Draws decided by the material on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MaterialDraws {
    /// None.
    None,
    /// The source text's traditional draws, in force the moment they arise unless the
    /// side to move can capture: one king against one king, two kings against one, and
    /// three kings against one while the lone king stands on the long diagonal.
    Traditional,
    /// The FMJD endgame counts: three pieces (three kings, two kings and a man, or a
    /// king and two men) against a lone king are drawn after 16 moves each; two kings,
    /// a king and a man, or one king against a lone king after 5 moves each.
    Fmjd,
}

/// The named presets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Preset {
    /// The base game of the source text (= Brazilian draughts).
    Classic,
    /// Russian draughts: free choice of capture, promotion mid-capture goes on as a king.
    Russian,
    /// American / English checkers.
    American,
    /// The base game with the goal reversed.
    Giveaway,
    /// The base game from the diagonal start.
    Diagonal,
    /// International (FMJD) draughts on 10×10.
    International,
}

impl Preset {
    /// Every preset, the registry's default first.
    pub const ALL: [Preset; 6] = [
        Preset::Classic,
        Preset::Russian,
        Preset::American,
        Preset::Giveaway,
        Preset::Diagonal,
        Preset::International,
    ];

    /// The registry name (`classic`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Russian => "russian",
            Preset::American => "american",
            Preset::Giveaway => "giveaway",
            Preset::Diagonal => "diagonal",
            Preset::International => "international",
        }
    }

    /// The preset with this registry name.
    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
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
    pub(crate) preset: Preset,
    pub(crate) board: BoardSize,
    pub(crate) start: StartSetup,
    pub(crate) first: Color,
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
    /// The base game: 8×8, flying kings, men capture both ways, maximum capture,
    /// promotion only at the end of a move, traditional material draws, a 60-ply
    /// (30 moves each) limit without a capture or a man move, threefold repetition.
    pub const fn classic() -> Checkers {
        Checkers {
            preset: Preset::Classic,
            board: BoardSize::Eight,
            start: StartSetup::Standard,
            first: Color::White,
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

    /// Russian draughts: the base game with free choice among capture sequences and a
    /// man promoted mid-capture going on as a king.
    pub const fn russian() -> Checkers {
        Checkers {
            preset: Preset::Russian,
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
            preset: Preset::American,
            first: Color::Black,
            man_capture: ManCapture::Forward,
            kings: KingRange::Short,
            capture: CaptureChoice::Free,
            promotion: Promotion::Stop,
            material: MaterialDraws::None,
            move_limit: 80,
            ..Checkers::classic()
        }
    }

    /// Giveaway: the base game, but a side with no piece or no legal move on its turn
    /// wins; no material draws.
    pub const fn giveaway() -> Checkers {
        Checkers {
            preset: Preset::Giveaway,
            goal: Goal::Giveaway,
            material: MaterialDraws::None,
            ..Checkers::classic()
        }
    }

    /// The base game from the diagonal start (each side's men on its side of the long
    /// diagonal).
    pub const fn diagonal() -> Checkers {
        Checkers {
            preset: Preset::Diagonal,
            start: StartSetup::Diagonal,
            ..Checkers::classic()
        }
    }

    /// International draughts (FMJD): the base game on 10×10 with 20 men each, the
    /// FMJD endgame draws and the 25-move (50-ply) rule.
    pub const fn international() -> Checkers {
        Checkers {
            preset: Preset::International,
            board: BoardSize::Ten,
            material: MaterialDraws::Fmjd,
            move_limit: 50,
            ..Checkers::classic()
        }
    }

    /// The rules of a preset.
    pub const fn preset(preset: Preset) -> Checkers {
        match preset {
            Preset::Classic => Checkers::classic(),
            Preset::Russian => Checkers::russian(),
            Preset::American => Checkers::american(),
            Preset::Giveaway => Checkers::giveaway(),
            Preset::Diagonal => Checkers::diagonal(),
            Preset::International => Checkers::international(),
        }
    }

    /// The preset these rules were derived from (their registry name's preset).
    pub const fn base_preset(&self) -> Preset {
        self.preset
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
    pub const fn first(&self) -> Color {
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
    pub const fn with_first(mut self, first: Color) -> Self {
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

    /// The registry spec of these rules: `checkers/<preset>` and every field that
    /// differs from the preset as an option.
    pub fn spec(&self) -> String {
        let base = Checkers::preset(self.preset);
        let mut opts: Vec<String> = Vec::new();
        if self.board != base.board {
            opts.push(format!("board={}", self.board.name()));
        }
        if self.start != base.start {
            opts.push(format!("start={}", start_name(self.start)));
        }
        if self.first != base.first {
            opts.push(format!("first={}", color_name(self.first)));
        }
        if self.man_capture != base.man_capture {
            opts.push(format!(
                "man-capture={}",
                man_capture_name(self.man_capture)
            ));
        }
        if self.kings != base.kings {
            opts.push(format!("kings={}", kings_name(self.kings)));
        }
        if self.capture != base.capture {
            opts.push(format!("capture={}", capture_name(self.capture)));
        }
        if self.promotion != base.promotion {
            opts.push(format!("promotion={}", promotion_name(self.promotion)));
        }
        if self.goal != base.goal {
            opts.push(format!("goal={}", goal_name(self.goal)));
        }
        let no_draws =
            self.material == MaterialDraws::None && self.move_limit == 0 && self.repetition == 0;
        if no_draws && base.without_draws() != base {
            opts.push("draws=none".to_string());
        } else {
            if self.material != base.material {
                opts.push(format!("material-draws={}", material_name(self.material)));
            }
            if self.move_limit != base.move_limit {
                opts.push(format!("move-limit={}", self.move_limit));
            }
            if self.repetition != base.repetition {
                opts.push(format!("repetition={}", self.repetition));
            }
        }
        let mut s = format!("checkers/{}", self.preset.name());
        for (i, o) in opts.iter().enumerate() {
            let _ = write!(s, "{}{o}", if i == 0 { ':' } else { ',' });
        }
        s
    }
}

pub(crate) const fn start_name(s: StartSetup) -> &'static str {
    match s {
        StartSetup::Standard => "standard",
        StartSetup::Diagonal => "diagonal",
    }
}
pub(crate) const fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}
pub(crate) const fn man_capture_name(m: ManCapture) -> &'static str {
    match m {
        ManCapture::BothWays => "both-ways",
        ManCapture::Forward => "forward",
    }
}
pub(crate) const fn kings_name(k: KingRange) -> &'static str {
    match k {
        KingRange::Flying => "flying",
        KingRange::Short => "short",
    }
}
pub(crate) const fn capture_name(c: CaptureChoice) -> &'static str {
    match c {
        CaptureChoice::Maximum => "maximum",
        CaptureChoice::Free => "free",
    }
}
pub(crate) const fn promotion_name(p: Promotion) -> &'static str {
    match p {
        Promotion::AtEnd => "at-end",
        Promotion::ContinueAsKing => "continue-as-king",
        Promotion::Stop => "stop",
    }
}
pub(crate) const fn goal_name(g: Goal) -> &'static str {
    match g {
        Goal::Normal => "normal",
        Goal::Giveaway => "giveaway",
    }
}
pub(crate) const fn material_name(m: MaterialDraws) -> &'static str {
    match m {
        MaterialDraws::None => "none",
        MaterialDraws::Traditional => "traditional",
        MaterialDraws::Fmjd => "fmjd",
    }
}
