//! The presets: Brazilian, Russian, English, international, Turkish and column
//! draughts, giveaway, the diagonal start, self-capture, Artamonov's game, the wolf and
//! the sheep, each a constructor of [`Checkers`].

use crate::board::colour::Colour;
use crate::board::square::BoardSize;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{
    CaptureChoice, Captured, Goal, Jumps, KingLines, KingRange, LastMoved, ManCapture, ManMoves,
    MaterialDraws, Pieces, Placement, PlayingSquares, Promotion, Removal, Reverse, StartSetup,
};

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
}
