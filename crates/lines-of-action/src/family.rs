//! The registry entry, declared once as data: the presets `lines-of-action/standard`
//! (the default) and `lines-of-action/scrambled-eggs`, one per [`StartLayout`] and
//! named by it, and the options `first`, `repetition` and `move-limit`. The ranges of
//! the counts and every refusal come from the rules ([`LinesOfAction::check`],
//! [`RulesError`](crate::RulesError)).

use doska_core::registry::{Choice, Family, OptionDef, OptionValue, Preset};

use crate::colour::Colour;
use crate::rules::{LinesOfAction, StartLayout};

/// The lines-of-action family for the registry.
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::Game;
/// use doska_lines_of_action::{LinesOfAction, LinesOfActionFamily, Colour};
/// let game = LinesOfActionFamily::from_spec("lines-of-action/scrambled-eggs:first=white").unwrap();
/// assert_eq!(game, LinesOfAction::SCRAMBLED_EGGS.with_first(Colour::White));
/// assert_eq!(game.name(), "lines-of-action/scrambled-eggs:first=white");
/// assert_eq!(LinesOfAction::STANDARD.name(), "lines-of-action/standard");
/// assert!(LinesOfActionFamily::from_spec("lines-of-action/eggs").is_err());
/// assert!(LinesOfActionFamily::from_spec("lines-of-action:repetition=1").is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LinesOfActionFamily;

impl Family for LinesOfActionFamily {
    type Game = LinesOfAction;
    const NAME: &'static str = "lines-of-action";
    const DESCRIPTION: &'static str =
        "lines of action: move as far as the line holds pieces, connect all yours";
    const PRESETS: &'static [Preset<LinesOfAction>] = &[
        Preset {
            name: StartLayout::Standard.name(),
            description: "Black on b1-g1 and b8-g8, White on a2-a7 and h2-h7; Black first",
            rules: LinesOfAction::STANDARD,
        },
        Preset {
            name: StartLayout::ScrambledEggs.name(),
            description: "the same edge squares with the colours alternating along each edge",
            rules: LinesOfAction::SCRAMBLED_EGGS,
        },
    ];
    const OPTIONS: &'static [OptionDef<LinesOfAction>] = &[
        OptionDef::choice::<Colour>(
            "first",
            "the side that moves first",
            |g| OptionValue::Choice(Choice::name(g.first())),
            |g, v| Ok(g.with_first(v.to_choice()?)),
        ),
        OptionDef::int(
            "repetition",
            LinesOfAction::MIN_REPETITION as i64,
            LinesOfAction::MAX_REPETITION as i64,
            "the occurrence of a position (same pieces, same side to move) that draws",
            |g| g.repetition_count().into(),
            |g, v| g.with_repetition(v.to_int()?).map_err(|e| e.to_string()),
        ),
        OptionDef::int(
            "move-limit",
            LinesOfAction::MIN_MOVE_LIMIT as i64,
            LinesOfAction::MAX_MOVE_LIMIT as i64,
            "plies (passes included) after which a game without a connection is drawn",
            |g| g.move_limit().into(),
            |g, v| g.with_move_limit(v.to_int()?).map_err(|e| e.to_string()),
        ),
    ];

    /// The rules' own check ([`LinesOfAction::check`]), its error as text.
    fn check(game: &LinesOfAction) -> Result<(), String> {
        game.check().map_err(|e| e.to_string())
    }
}

/// Reads a spec of the family, as [`LinesOfActionFamily::from_spec`](Family::from_spec) does:
/// the rules parse with `str::parse`, and (with the feature `serde`) deserialize from
/// their spec.
///
/// ```
/// use doska_lines_of_action::LinesOfAction;
/// let game: LinesOfAction = "lines-of-action/scrambled-eggs".parse().unwrap();
/// assert_eq!(game, LinesOfAction::SCRAMBLED_EGGS);
/// let err = "lines-of-action/eggs".parse::<LinesOfAction>().unwrap_err();
/// assert!(err.to_string().starts_with("unknown preset `lines-of-action/eggs`"), "{err}");
/// ```
impl std::str::FromStr for LinesOfAction {
    type Err = doska_core::SpecError;

    fn from_str(spec: &str) -> Result<LinesOfAction, doska_core::SpecError> {
        LinesOfActionFamily::from_spec(spec)
    }
}
