//! The rules value: every way the presets differ, as data.

use crate::geometry::Layout;
use crate::piece::Colour;
use crate::square::BoardSize;

doska_core::choices! {
    /// How men capture: in the directions they step in, or backward as well.
    pub enum ManCapture {
        /// Forward and backward (Brazilian, Russian and international draughts).
        BothWays = "both-ways",
        /// Forward only (English / American checkers); with orthogonal men, forward and
        /// sideways (Turkish draughts).
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
    /// The squares the game is played on.
    pub enum PlayingSquares {
        /// The dark squares (`a1` is dark): the diagonal games.
        Dark = "dark",
        /// All 64 squares of the 8×8 board (Turkish draughts).
        All = "all",
    }
}

doska_core::choices! {
    /// How men step and capture.
    pub enum ManMoves {
        /// One square diagonally forward; captures along the diagonals.
        Diagonal = "diagonal",
        /// One square straight forward or sideways; captures along ranks and files
        /// (Turkish draughts).
        Orthogonal = "orthogonal",
    }
}

doska_core::choices! {
    /// The lines along which kings move and capture.
    pub enum KingLines {
        /// The four diagonal directions.
        Diagonal = "diagonal",
        /// The four directions along ranks and files (Turkish draughts).
        Orthogonal = "orthogonal",
        /// All eight directions.
        Both = "both",
    }
}

doska_core::choices! {
    /// When the pieces a move captures leave the board.
    pub enum Removal {
        /// When the move ends: until then a jumped piece blocks and cannot be jumped
        /// again.
        AtEnd = "at-end",
        /// At once, as each is jumped: its square is empty for the rest of the move
        /// (Turkish draughts).
        AtOnce = "at-once",
    }
}

doska_core::choices! {
    /// Whether a capturing piece may turn straight back (180°) between two captures.
    pub enum Reverse {
        /// It may (it can only matter when captured pieces are removed at once).
        Allowed = "allowed",
        /// It may not (Turkish draughts); a turn of 90° (or 45°) is allowed.
        Forbidden = "forbidden",
    }
}

doska_core::choices! {
    /// What a side plays for.
    pub enum Goal {
        /// A side with no piece or no legal move on its turn loses.
        Normal = "normal",
        /// Reversed: a side with no piece or no legal move on its turn wins.
        Giveaway = "giveaway",
        /// The wolf and the sheep: White's single man (the wolf) steps one square along
        /// any diagonal and wins the moment it stands on rank 1; Black's men (the sheep)
        /// step one square diagonally up and win when the wolf, to move, cannot; sheep
        /// without a step pass; nobody captures and nothing is promoted.
        Wolf = "wolf",
    }
}

doska_core::choices! {
    /// What becomes of a captured piece.
    pub enum Captured {
        /// It leaves the board (every preset but column draughts).
        Removed = "removed",
        /// Pieces stack into columns (column draughts): a jump takes only the top piece
        /// of the jumped column, which goes to the bottom of the capturing column; the
        /// rest of the jumped column stays and belongs to its new top piece.
        Stacked = "stacked",
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
        /// The wolf and the sheep: Black's men on the dark squares of rank 1 (a1 c1 e1
        /// g1 on 8×8), White's wolf not yet on the board.
        WolfAndSheep = "wolf-and-sheep",
    }
}

doska_core::choices! {
    /// Which pieces a capture may jump.
    pub enum Jumps {
        /// The other side's pieces only.
        Enemy = "enemy",
        /// Own pieces as well as the other side's (self-capture); every jumped piece is
        /// removed and counts toward the majority rule, and any jump is compulsory.
        OwnToo = "own-too",
        /// Own pieces as well, but compulsory only for a sequence that takes an enemy
        /// piece: when one exists, only those may be played (the majority rule among
        /// them, all jumped pieces counted); otherwise a jump over own pieces only is a
        /// free choice beside the steps (its sequence still taken in full, the majority
        /// rule among such jumps).
        OwnOptional = "own-optional",
        /// None: there are no captures (the wolf and the sheep).
        None = "none",
    }
}

doska_core::choices! {
    /// To whom the pieces belong.
    pub enum Pieces {
        /// Each piece to one side (White's and Black's).
        Sided = "sided",
        /// To nobody (Artamonov's game): all pieces are of one colour, either player
        /// (South, playing up, and North, playing down) may move any of them, any piece
        /// but the mover may be jumped, and each player keeps the count of the pieces it
        /// captured.
        Neutral = "neutral",
    }
}

doska_core::choices! {
    /// Whether the piece that made the last move may make this one.
    pub enum LastMoved {
        /// It may.
        Free = "free",
        /// It may neither step nor capture (it may be captured); the compulsory-capture
        /// rule looks only at the pieces allowed to move. Meaningful with neutral
        /// pieces only.
        Barred = "barred",
    }
}

doska_core::choices! {
    /// How a side enters the board.
    pub enum Placement {
        /// All pieces start on the board.
        None = "none",
        /// White starts without a piece and its first move places one on an empty dark
        /// square of rank 8 (the wolf).
        TopRank = "top-rank",
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
        /// Drawn as soon as each side has a single king and nothing else.
        OneKingEach = "one-king-each",
        /// Drawn as soon as each side has a single piece, man or king (the Turkish
        /// tournament rule).
        OnePieceEach = "one-piece-each",
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
    pub(crate) squares: PlayingSquares,
    pub(crate) start: StartSetup,
    pub(crate) first: Colour,
    pub(crate) men: ManMoves,
    pub(crate) man_capture: ManCapture,
    pub(crate) kings: KingRange,
    pub(crate) king_lines: KingLines,
    pub(crate) capture: CaptureChoice,
    pub(crate) promotion: Promotion,
    pub(crate) removal: Removal,
    pub(crate) reverse: Reverse,
    pub(crate) captured: Captured,
    pub(crate) goal: Goal,
    pub(crate) material: MaterialDraws,
    pub(crate) move_limit: u16,
    pub(crate) repetition: u8,
    pub(crate) jumps: Jumps,
    pub(crate) pieces: Pieces,
    pub(crate) last_moved: LastMoved,
    pub(crate) placement: Placement,
    pub(crate) adjudication: u16,
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
            squares: PlayingSquares::Dark,
            start: StartSetup::Standard,
            first: Colour::White,
            men: ManMoves::Diagonal,
            man_capture: ManCapture::BothWays,
            kings: KingRange::Flying,
            king_lines: KingLines::Diagonal,
            capture: CaptureChoice::Maximum,
            promotion: Promotion::AtEnd,
            removal: Removal::AtEnd,
            reverse: Reverse::Allowed,
            captured: Captured::Removed,
            goal: Goal::Normal,
            material: MaterialDraws::Traditional,
            move_limit: 60,
            repetition: 3,
            jumps: Jumps::Enemy,
            pieces: Pieces::Sided,
            last_moved: LastMoved::Free,
            placement: Placement::None,
            adjudication: 0,
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

    /// Turkish draughts: all 64 squares, 16 men each on ranks 2–3 and 6–7 that step
    /// and capture straight forward or sideways, flying kings along ranks and files,
    /// maximum capture, captured pieces removed at once, no 180° turn within a capture,
    /// a man crowned only at the end of a move; drawn when each side has a single king,
    /// after 60 plies without a capture or a man's forward step, or by threefold
    /// repetition.
    pub const fn turkish() -> Checkers {
        Checkers {
            squares: PlayingSquares::All,
            men: ManMoves::Orthogonal,
            man_capture: ManCapture::Forward,
            king_lines: KingLines::Orthogonal,
            removal: Removal::AtOnce,
            reverse: Reverse::Forbidden,
            material: MaterialDraws::OneKingEach,
            ..Checkers::classic()
        }
    }

    /// Turkish draughts with kings that also move and capture along the diagonals
    /// (eight directions); otherwise as [`Checkers::turkish`].
    pub const fn turkish_diagonal_kings() -> Checkers {
        Checkers {
            king_lines: KingLines::Both,
            ..Checkers::turkish()
        }
    }

    /// Column draughts: Russian draughts (free choice of capture, a man crowned
    /// mid-capture goes on as a king) with pieces that stack. A jump takes only the top
    /// piece of the jumped column and puts it at the bottom of the capturing column; a
    /// column belongs to the colour of its top piece and moves as that piece. No
    /// material draws (a column's worth is more than its top piece); the 60-ply move
    /// limit and threefold repetition as in Russian draughts.
    pub const fn column() -> Checkers {
        Checkers {
            captured: Captured::Stacked,
            material: MaterialDraws::None,
            ..Checkers::russian()
        }
    }

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

    /// Self-capture: Brazilian draughts in which a capture may jump one's own pieces as
    /// well as the other side's (men backward too); every jumped piece is removed when
    /// the move ends and counts toward the majority rule, so a jump over an own man is
    /// compulsory like any other. The milder reading is `jumps=own-optional`
    /// ([`Jumps::OwnOptional`]).
    pub const fn self_capture() -> Checkers {
        Checkers {
            jumps: Jumps::OwnToo,
            ..Checkers::classic()
        }
    }

    /// Artamonov's game: the 24 pieces of the standard start belong to nobody. South
    /// (moving first) plays up, North down; a player moves any piece but the one that
    /// made the last move. Men step and capture diagonally forward only (the mover's
    /// forward), kings fly and capture in the four directions, the majority rule holds,
    /// a man ending South's move on rank 8 (North's on rank 1) is crowned. The player
    /// with no legal move loses; once four or fewer pieces remain, after
    /// [`adjudication`](Checkers::adjudication) plies (30 by default) the player who
    /// captured more pieces wins, equal counts draw. No move limit and no material
    /// draws; threefold repetition draws.
    pub const fn artamonov() -> Checkers {
        Checkers {
            man_capture: ManCapture::Forward,
            pieces: Pieces::Neutral,
            last_moved: LastMoved::Barred,
            material: MaterialDraws::None,
            move_limit: 0,
            adjudication: 30,
            ..Checkers::classic()
        }
    }

    /// The wolf and the sheep: four black men (sheep) on a1 c1 e1 g1 stepping diagonally
    /// up, against White's wolf, which its first move places on an empty dark square of
    /// rank 8 and which then steps one square along any diagonal. No captures, no
    /// promotion. The wolf wins on reaching rank 1, the sheep when the wolf cannot move;
    /// sheep without a step pass. Drawn after 40 plies in a row without a sheep's step,
    /// or by threefold repetition.
    pub const fn wolf_and_sheep() -> Checkers {
        Checkers {
            start: StartSetup::WolfAndSheep,
            goal: Goal::Wolf,
            jumps: Jumps::None,
            placement: Placement::TopRank,
            material: MaterialDraws::None,
            move_limit: 40,
            ..Checkers::classic()
        }
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

    /// Whether these rules can be played as given: on the dark squares men and kings
    /// move along the diagonals only (an orthogonal step leaves the dark squares), and
    /// all 64 squares are played on the 8×8 board only. The registry refuses rules
    /// that fail this; a value built with the `with_…` methods plays the diagonal
    /// directions on the dark squares whatever `men` and `king-lines` say, and the
    /// dark squares of a 10×10 board with `squares=all`.
    ///
    /// # Errors
    /// What does not fit.
    pub fn check(&self) -> Result<(), String> {
        match (self.squares, self.board) {
            (PlayingSquares::All, BoardSize::Ten) => Err(
                "squares=all needs board=8x8: the engine plays all squares of the 8x8 board only"
                    .to_string(),
            ),
            (PlayingSquares::Dark, _) if self.men == ManMoves::Orthogonal => Err(
                "men=orthogonal needs squares=all: a step along a rank or file leaves the dark squares"
                    .to_string(),
            ),
            (PlayingSquares::Dark, _) if self.king_lines != KingLines::Diagonal => Err(format!(
                "king-lines={} needs squares=all: a step along a rank or file leaves the dark squares",
                self.king_lines
            )),
            _ if self.captured == Captured::Stacked => {
                self.check_stacks()?;
                self.check_variants()
            }
            _ => self.check_variants(),
        }
    }

    /// What stacked captures need: the dark squares, captured pieces that stay until
    /// the move ends, no material draws.
    fn check_stacks(&self) -> Result<(), String> {
        if !self.plain() {
            Err(
                "captured=stacked needs the sided game: jumps=enemy, pieces=sided, placement=none"
                    .to_string(),
            )
        } else if self.squares == PlayingSquares::All {
            Err(
                "captured=stacked needs squares=dark: columns are played on the dark squares"
                    .to_string(),
            )
        } else if self.removal == Removal::AtOnce {
            Err(
                "captured=stacked needs removal=at-end: a jumped column blocks until the move ends"
                    .to_string(),
            )
        } else if self.material != MaterialDraws::None {
            Err("captured=stacked needs material-draws=none: a column is worth more than its top piece".to_string())
        } else {
            Ok(())
        }
    }

    /// The combinations the variant fields allow (see [`check`](Checkers::check)).
    fn check_variants(&self) -> Result<(), String> {
        let wolf = matches!(self.goal, Goal::Wolf);
        let neutral = matches!(self.pieces, Pieces::Neutral);
        if !self.plain() && matches!(self.squares, PlayingSquares::All) {
            return Err(format!(
                "{} needs squares=dark: self-capture, neutral pieces and the wolf are played on the dark squares",
                if wolf { "goal=wolf" } else if neutral { "pieces=neutral" } else if !matches!(self.placement, Placement::None) { "placement=top-rank" } else { "jumps" }
            ));
        }
        if wolf != matches!(self.placement, Placement::TopRank) {
            return Err("goal=wolf and placement=top-rank go together: the wolf is placed on its first move".to_string());
        }
        if wolf && !matches!(self.jumps, Jumps::None) {
            return Err(
                "goal=wolf needs jumps=none: the wolf and the sheep do not capture".to_string(),
            );
        }
        if wolf && neutral {
            return Err("goal=wolf needs pieces=sided".to_string());
        }
        if wolf && self.first != Colour::White {
            return Err(
                "goal=wolf needs first=white: the wolf's first move places it on the board"
                    .to_string(),
            );
        }
        if wolf != matches!(self.start, StartSetup::WolfAndSheep) {
            return Err("goal=wolf and start=wolf-and-sheep go together".to_string());
        }
        if matches!(self.jumps, Jumps::None) && !wolf {
            return Err("jumps=none is the wolf and the sheep's rule (goal=wolf)".to_string());
        }
        if neutral && !matches!(self.goal, Goal::Normal) {
            return Err("pieces=neutral needs goal=normal".to_string());
        }
        if neutral && self.move_limit != 0 {
            return Err(
                "pieces=neutral needs move-limit=0: its counter H is the adjudication count"
                    .to_string(),
            );
        }
        if neutral && !matches!(self.material, MaterialDraws::None) {
            return Err(
                "pieces=neutral needs material-draws=none: no piece belongs to a side".to_string(),
            );
        }
        if matches!(self.last_moved, LastMoved::Barred) && !neutral {
            return Err("last-moved=barred needs pieces=neutral: with sided pieces the last-moved piece is never the mover's".to_string());
        }
        Ok(())
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
