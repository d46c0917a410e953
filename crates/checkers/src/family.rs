//! The registry family `checkers`: its presets and options, declared once as data.

use doska_core::registry::{Choice, Family, OptionDef, OptionKind, OptionValue, Preset};

use crate::board::colour::Colour;
use crate::board::square::BoardSize;
use crate::rules::checkers::Checkers;
use crate::rules::choices::{
    CaptureChoice, Captured, Goal, Jumps, KingLines, KingRange, LastMoved, ManCapture, ManMoves,
    MaterialDraws, Pieces, Placement, PlayingSquares, Promotion, Removal, Reverse, StartSetup,
};

/// The registry family of draughts: `checkers/classic` (the default), `checkers/russian`,
/// `checkers/american`, `checkers/giveaway`, `checkers/diagonal`,
/// `checkers/international`, `checkers/turkish`, `checkers/turkish-diagonal-kings`,
/// `checkers/column`,
/// each taking the options of [`CheckersFamily::OPTIONS`] (every field of
/// [`Checkers`]). Rules that cannot be played are refused ([`Checkers::check`]: men or
/// kings along ranks and files need all 64 squares, which need the 8×8 board).
///
/// The spec of a game ([`Game::name`](doska_core::Game::name)) names the preset it is
/// reached from with the fewest options, then those options in the order of
/// [`OPTIONS`](Family::OPTIONS).
///
/// ```
/// use doska_checkers::{CheckersFamily, CaptureChoice};
/// use doska_core::{registry::Family, Game};
/// let game = CheckersFamily::from_spec("checkers/classic:capture=free,move-limit=100").unwrap();
/// assert_eq!(game.capture(), CaptureChoice::Free);
/// assert_eq!(game.name(), "checkers/classic:capture=free,move-limit=100");
/// let err = CheckersFamily::from_spec("checkers/polish").unwrap_err().to_string();
/// assert!(err.contains("classic, russian, american, giveaway, diagonal, international, turkish"));
/// assert!(CheckersFamily::from_spec("checkers/classic:men=orthogonal").is_err());
/// assert_eq!(
///     CheckersFamily::from_spec("checkers/turkish:king-lines=both").unwrap().name(),
///     "checkers/turkish-diagonal-kings"
/// );
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct CheckersFamily;

/// Whether every draw rule is off (the `draws=none` switch).
fn draws_off(g: &Checkers) -> bool {
    g.material_draws() == MaterialDraws::None && g.move_limit() == 0 && g.repetition_count() == 0
}

impl Family for CheckersFamily {
    type Game = Checkers;

    const NAME: &'static str = "checkers";
    const DESCRIPTION: &'static str =
        "draughts: classic, Russian, American, giveaway, diagonal, international; Turkish on all 64 squares; self-capture, Artamonov's neutral pieces, wolf and sheep";

    const PRESETS: &'static [Preset<Checkers>] = &[
        Preset {
            name: "classic",
            description:
                "Brazilian draughts: flying kings, men capture backward, maximum capture",
            rules: Checkers::classic(),
        },
        Preset {
            name: "russian",
            description:
                "Russian draughts: free choice of capture, a man crowned mid-capture goes on as a king",
            rules: Checkers::russian(),
        },
        Preset {
            name: "american",
            description:
                "English checkers: men capture forward, one-square kings, free choice, Black first",
            rules: Checkers::american(),
        },
        Preset {
            name: "giveaway",
            description: "classic, reversed goal: the side that loses all pieces or moves wins",
            rules: Checkers::giveaway(),
        },
        Preset {
            name: "diagonal",
            description: "classic from the diagonal start (each side on its side of a1-h8)",
            rules: Checkers::diagonal(),
        },
        Preset {
            name: "international",
            description: "international draughts (FMJD rules): 10x10, 20 men each",
            rules: Checkers::international(),
        },
        Preset {
            name: "turkish",
            description:
                "Turkish draughts: all 64 squares, men forward and sideways, kings along ranks and files",
            rules: Checkers::turkish(),
        },
        Preset {
            name: "turkish-diagonal-kings",
            description: "Turkish draughts with kings that also move and capture diagonally",
            rules: Checkers::turkish_diagonal_kings(),
        },
        Preset {
            name: "column",
            description:
                "column draughts (bashni): Russian rules, a captured piece goes under the capturing column",
            rules: Checkers::column(),
        },
        Preset {
            name: "self-capture",
            description:
                "classic, but captures may jump own pieces too; all jumped pieces go and count",
            rules: Checkers::self_capture(),
        },
        Preset {
            name: "artamonov",
            description:
                "Artamonov's game: neutral pieces, South up and North down, the last-moved piece may not move",
            rules: Checkers::artamonov(),
        },
        Preset {
            name: "wolf-and-sheep",
            description:
                "the wolf (placed on rank 8) against four sheep stepping up; the wolf wins on rank 1",
            rules: Checkers::wolf_and_sheep(),
        },
    ];

    const OPTIONS: &'static [OptionDef<Checkers>] = &[
        OptionDef::choice::<BoardSize>(
            "board",
            "the board (the start fills the first side/2-1 ranks)",
            |g| g.board().into(),
            |g, v| Ok(g.with_board(v.to_choice()?)),
        ),
        OptionDef::choice::<PlayingSquares>(
            "squares",
            "the squares played on: the dark ones, or all 64 (8x8 only)",
            |g| g.playing_squares().into(),
            |g, v| Ok(g.with_squares(v.to_choice()?)),
        ),
        OptionDef::choice::<StartSetup>(
            "start",
            "the start setup: first ranks, or each side of the long diagonal",
            |g| g.start_setup().into(),
            |g, v| Ok(g.with_start(v.to_choice()?)),
        ),
        OptionDef::choice::<Colour>(
            "first",
            "the side that moves first (White is always at the bottom)",
            |g| OptionValue::Choice(Choice::name(g.first())),
            |g, v| Ok(g.with_first(v.to_choice()?)),
        ),
        OptionDef::choice::<ManMoves>(
            "men",
            "men step and capture diagonally forward, or straight forward and sideways (all squares)",
            |g| g.men().into(),
            |g, v| Ok(g.with_men(v.to_choice()?)),
        ),
        OptionDef::choice::<ManCapture>(
            "man-capture",
            "whether men capture backward as well as in their step directions",
            |g| g.man_capture().into(),
            |g, v| Ok(g.with_man_capture(v.to_choice()?)),
        ),
        OptionDef::choice::<KingRange>(
            "kings",
            "kings move and capture any distance, or one square",
            |g| g.kings().into(),
            |g, v| Ok(g.with_kings(v.to_choice()?)),
        ),
        OptionDef::choice::<KingLines>(
            "king-lines",
            "kings move and capture along diagonals, ranks and files (all squares), or both",
            |g| g.king_lines().into(),
            |g, v| Ok(g.with_king_lines(v.to_choice()?)),
        ),
        OptionDef::choice::<CaptureChoice>(
            "capture",
            "the sequence capturing most pieces is compulsory, or any sequence may be chosen",
            |g| g.capture().into(),
            |g, v| Ok(g.with_capture(v.to_choice()?)),
        ),
        OptionDef::choice::<Promotion>(
            "promotion",
            "a man reaching the far rank mid-capture: goes on as a man, goes on as a king, or stops",
            |g| g.promotion().into(),
            |g, v| Ok(g.with_promotion(v.to_choice()?)),
        ),
        OptionDef::choice::<Removal>(
            "removal",
            "captured pieces leave the board when the move ends (they block until then) or at once",
            |g| g.removal().into(),
            |g, v| Ok(g.with_removal(v.to_choice()?)),
        ),
        OptionDef::choice::<Reverse>(
            "reverse",
            "whether a capturing piece may turn straight back between two captures",
            |g| g.reverse().into(),
            |g, v| Ok(g.with_reverse(v.to_choice()?)),
        ),
        OptionDef::choice::<Captured>(
            "captured",
            "captured pieces leave the board, or only a jumped column's top is taken and goes under the capturer (column draughts)",
            |g| g.captured().into(),
            |g, v| Ok(g.with_captured(v.to_choice()?)),
        ),
        OptionDef::choice::<Goal>(
            "goal",
            "the side without pieces or moves loses (normal) or wins (giveaway)",
            |g| g.goal().into(),
            |g, v| Ok(g.with_goal(v.to_choice()?)),
        ),
        // A switch over the three draw options that follow: `none` turns them all off
        // (options given after it still apply); it reads `none` exactly when all three
        // are off.
        OptionDef {
            key: "draws",
            kind: OptionKind::Choice(&["standard", "none"]),
            help: "none switches off material draws, the move limit and repetition (games may not end)",
            get: |g| OptionValue::Choice(if draws_off(g) { "none" } else { "standard" }),
            set: |g, v| match v {
                OptionValue::Choice("none") => Ok(g.without_draws()),
                _ if !draws_off(&g) => Ok(g),
                _ => Err("the draw rules are off; turn them on with material-draws, \
                          move-limit or repetition"
                    .to_string()),
            },
        },
        OptionDef::choice::<MaterialDraws>(
            "material-draws",
            "material draws: traditional (1v1, 2v1, 3v1 with the lone king on the long diagonal, kings only), FMJD's counts, one king each, or one piece each",
            |g| g.material_draws().into(),
            |g, v| Ok(g.with_material_draws(v.to_choice()?)),
        ),
        OptionDef::int(
            "move-limit",
            0,
            65535,
            "draw after this many plies without a capture or a man's forward step (0 = none)",
            |g| g.move_limit().into(),
            |g, v| Ok(g.with_move_limit(v.to_int()?)),
        ),
        OptionDef::int(
            "repetition",
            0,
            100,
            "draw when a position occurs this many times (0 = never)",
            |g| g.repetition_count().into(),
            |g, v| match v.to_int::<u8>()? {
                1 => Err("1 would end every game at once; use 0 (none) or 2 or more".to_string()),
                n => Ok(g.with_repetition(n)),
            },
        ),
        OptionDef::choice::<Jumps>(
            "jumps",
            "which pieces a capture may jump: enemy ones, own ones too (all compulsory), own ones too but compulsory only with an enemy piece, or none",
            |g| g.jumps().into(),
            |g, v| Ok(g.with_jumps(v.to_choice()?)),
        ),
        OptionDef::choice::<Pieces>(
            "pieces",
            "the pieces belong to the sides, or to nobody (South and North move any of them)",
            |g| g.pieces().into(),
            |g, v| Ok(g.with_pieces(v.to_choice()?)),
        ),
        OptionDef::choice::<LastMoved>(
            "last-moved",
            "whether the piece that made the last move may move again (neutral pieces)",
            |g| g.last_moved().into(),
            |g, v| Ok(g.with_last_moved(v.to_choice()?)),
        ),
        OptionDef::choice::<Placement>(
            "placement",
            "White's first move places its piece on rank 8 (the wolf), or every piece starts on the board",
            |g| g.placement().into(),
            |g, v| Ok(g.with_placement(v.to_choice()?)),
        ),
        OptionDef::int(
            "adjudication",
            0,
            65535,
            "neutral pieces: after this many plies with four or fewer pieces the capture counts decide (0 = never)",
            |g| g.adjudication().into(),
            |g, v| Ok(g.with_adjudication(v.to_int()?)),
        ),
    ];

    fn check(game: &Checkers) -> Result<(), String> {
        game.check().map_err(|e| e.to_string())
    }
}

/// Reads a spec of the family, as [`CheckersFamily::from_spec`](Family::from_spec) does:
/// the rules parse with `str::parse`, and (with the feature `serde`) deserialize from
/// their spec.
///
/// ```
/// use doska_checkers::Checkers;
/// let game: Checkers = "checkers/russian".parse().unwrap();
/// assert_eq!(game, Checkers::russian());
/// let err = "checkers/polish".parse::<Checkers>().unwrap_err();
/// assert!(err.to_string().starts_with("unknown preset `checkers/polish`"), "{err}");
/// ```
impl std::str::FromStr for Checkers {
    type Err = doska_core::SpecError;

    fn from_str(spec: &str) -> Result<Checkers, doska_core::SpecError> {
        CheckersFamily::from_spec(spec)
    }
}
