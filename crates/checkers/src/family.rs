//! The registry family `checkers`: presets and options.

use doska_core::registry::{Family, FamilyInfo, OptionKind, OptionSpec, Options, PresetInfo};
use doska_core::SpecError;

use crate::rules::{
    CaptureChoice, Checkers, Goal, KingRange, ManCapture, MaterialDraws, Preset, Promotion,
    StartSetup,
};
use crate::square::{BoardSize, Color};

/// The registry family of draughts: `checkers/classic` (the default), `checkers/russian`,
/// `checkers/american`, `checkers/giveaway`, `checkers/diagonal`,
/// `checkers/international`, each taking the options of [`CheckersFamily::INFO`]
/// (every field of [`Checkers`]).
///
/// ```
/// use doska_checkers::{CheckersFamily, CaptureChoice};
/// use doska_core::{registry::Family, Game};
/// let game = CheckersFamily::from_spec("checkers/classic:capture=free,move-limit=100").unwrap();
/// assert_eq!(game.capture(), CaptureChoice::Free);
/// assert_eq!(game.name(), "checkers/classic:capture=free,move-limit=100");
/// let err = CheckersFamily::from_spec("checkers/polish").unwrap_err().to_string();
/// assert!(err.contains("classic, russian, american, giveaway, diagonal, international"));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct CheckersFamily;

const PRESETS: &[PresetInfo] = &[
    PresetInfo {
        name: "classic",
        description:
            "the base game (= Brazilian): flying kings, men capture backward, maximum capture",
    },
    PresetInfo {
        name: "russian",
        description:
            "base game, free choice of capture, a man crowned mid-capture goes on as a king",
    },
    PresetInfo {
        name: "american",
        description:
            "English checkers: men capture forward, one-square kings, free choice, Black first",
    },
    PresetInfo {
        name: "giveaway",
        description: "base game, reversed goal: the side that loses all pieces or moves wins",
    },
    PresetInfo {
        name: "diagonal",
        description: "base game from the diagonal start (each side on its side of a1-h8)",
    },
    PresetInfo {
        name: "international",
        description: "10x10, 20 men each, FMJD rules",
    },
];

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "board",
        kind: OptionKind::Choice(&["8x8", "10x10"]),
        default: "preset",
        help: "the board (the start fills the first side/2-1 ranks)",
    },
    OptionSpec {
        key: "start",
        kind: OptionKind::Choice(&["standard", "diagonal"]),
        default: "preset",
        help: "the start setup: first ranks, or each side of the long diagonal",
    },
    OptionSpec {
        key: "first",
        kind: OptionKind::Choice(&["white", "black"]),
        default: "preset",
        help: "the side that moves first (White is always at the bottom)",
    },
    OptionSpec {
        key: "man-capture",
        kind: OptionKind::Choice(&["both-ways", "forward"]),
        default: "preset",
        help: "whether men capture backward as well as forward",
    },
    OptionSpec {
        key: "kings",
        kind: OptionKind::Choice(&["flying", "short"]),
        default: "preset",
        help: "kings move and capture any distance, or one square",
    },
    OptionSpec {
        key: "capture",
        kind: OptionKind::Choice(&["maximum", "free"]),
        default: "preset",
        help: "the sequence capturing most pieces is compulsory, or any sequence may be chosen",
    },
    OptionSpec {
        key: "promotion",
        kind: OptionKind::Choice(&["at-end", "continue-as-king", "stop"]),
        default: "preset",
        help:
            "a man reaching the far rank mid-capture: goes on as a man, goes on as a king, or stops",
    },
    OptionSpec {
        key: "goal",
        kind: OptionKind::Choice(&["normal", "giveaway"]),
        default: "preset",
        help: "the side without pieces or moves loses (normal) or wins (giveaway)",
    },
    OptionSpec {
        key: "draws",
        kind: OptionKind::Choice(&["standard", "none"]),
        default: "standard",
        help: "none switches off material draws, the move limit and repetition (games may not end)",
    },
    OptionSpec {
        key: "material-draws",
        kind: OptionKind::Choice(&["none", "traditional", "fmjd"]),
        default: "preset",
        help:
            "material draws: the text's (1v1, 2v1, 3v1 on the long diagonal kings) or FMJD's counts",
    },
    OptionSpec {
        key: "move-limit",
        kind: OptionKind::Int { min: 0, max: 65535 },
        default: "preset",
        help: "draw after this many plies without a capture or a man move (0 = none)",
    },
    OptionSpec {
        key: "repetition",
        kind: OptionKind::Int { min: 0, max: 100 },
        default: "3",
        help: "draw when a position occurs this many times (0 = never)",
    },
];

fn choice<T>(options: &Options, key: &str, map: &[(&str, T)]) -> Option<T>
where
    T: Copy,
{
    let value = options.choice(key)?;
    map.iter().find(|(name, _)| *name == value).map(|(_, t)| *t)
}

impl Family for CheckersFamily {
    type Game = Checkers;

    const INFO: FamilyInfo = FamilyInfo {
        name: "checkers",
        description: "draughts on dark squares: classic, Russian, American, giveaway, diagonal, international",
        presets: PRESETS,
        options: OPTIONS,
    };

    fn build(preset: &str, options: &Options) -> Result<Checkers, SpecError> {
        let preset = Preset::from_name(preset).ok_or_else(|| SpecError::UnknownPreset {
            family: "checkers".to_string(),
            preset: preset.to_string(),
            known: Preset::ALL.map(Preset::name).join(", "),
        })?;
        let mut rules = Checkers::preset(preset);
        if options.choice("draws") == Some("none") {
            rules = rules.without_draws();
        }
        if let Some(b) = choice(
            options,
            "board",
            &[("8x8", BoardSize::Eight), ("10x10", BoardSize::Ten)],
        ) {
            rules = rules.with_board(b);
        }
        if let Some(s) = choice(
            options,
            "start",
            &[
                ("standard", StartSetup::Standard),
                ("diagonal", StartSetup::Diagonal),
            ],
        ) {
            rules = rules.with_start(s);
        }
        if let Some(c) = choice(
            options,
            "first",
            &[("white", Color::White), ("black", Color::Black)],
        ) {
            rules = rules.with_first(c);
        }
        if let Some(m) = choice(
            options,
            "man-capture",
            &[
                ("both-ways", ManCapture::BothWays),
                ("forward", ManCapture::Forward),
            ],
        ) {
            rules = rules.with_man_capture(m);
        }
        if let Some(k) = choice(
            options,
            "kings",
            &[("flying", KingRange::Flying), ("short", KingRange::Short)],
        ) {
            rules = rules.with_kings(k);
        }
        if let Some(c) = choice(
            options,
            "capture",
            &[
                ("maximum", CaptureChoice::Maximum),
                ("free", CaptureChoice::Free),
            ],
        ) {
            rules = rules.with_capture(c);
        }
        if let Some(p) = choice(
            options,
            "promotion",
            &[
                ("at-end", Promotion::AtEnd),
                ("continue-as-king", Promotion::ContinueAsKing),
                ("stop", Promotion::Stop),
            ],
        ) {
            rules = rules.with_promotion(p);
        }
        if let Some(g) = choice(
            options,
            "goal",
            &[("normal", Goal::Normal), ("giveaway", Goal::Giveaway)],
        ) {
            rules = rules.with_goal(g);
        }
        if let Some(m) = choice(
            options,
            "material-draws",
            &[
                ("none", MaterialDraws::None),
                ("traditional", MaterialDraws::Traditional),
                ("fmjd", MaterialDraws::Fmjd),
            ],
        ) {
            rules = rules.with_material_draws(m);
        }
        if let Some(n) = options.int("move-limit") {
            rules = rules.with_move_limit(n as u16);
        }
        if let Some(n) = options.int("repetition") {
            if n == 1 {
                return Err(SpecError::Conflict {
                    problem: "repetition=1 would end every game at once; use 0 (none) or 2 or more"
                        .to_string(),
                });
            }
            rules = rules.with_repetition(n as u8);
        }
        Ok(rules)
    }
}
