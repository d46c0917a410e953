//! [`SqueezeFamily`]: the registry entry, its presets and options.

use doska_core::registry::{Choice, Family, OptionDef, OptionValue, Preset};

use crate::colour::Colour;
use crate::rules::{Blocked, ExtraMove, Squeeze};
use crate::size::Size;

/// The registry entry of squeeze: `squeeze` (= `squeeze/standard`, 5×5),
/// `squeeze/seven` and `squeeze/nine`, with the options `size=5|7|9`,
/// `first=white|black`, `extra-move=optional|compulsory` (whether the move after a
/// capture may be declined with `pass`), `blocked=pass|lose` (what a side without a step
/// does), `move-limit=N` (plies of the movement phase without a capture; 0 is off; 50 by
/// default) and `repetition=N` (occurrences of a position; 0 is off; 3 by default).
/// The registry refuses what [`Squeeze::check`] refuses: `repetition=1`, and both draws
/// switched off (a game could then go on forever).
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::Game;
/// use doska_squeeze::{Colour, Squeeze, SqueezeFamily};
/// let game = SqueezeFamily::from_spec("squeeze:first=black,move-limit=80").unwrap();
/// assert_eq!(game, Squeeze::STANDARD.with_first(Colour::Black).with_move_limit(80));
/// assert_eq!(game.name(), "squeeze/standard:first=black,move-limit=80");
/// assert_eq!(SqueezeFamily::from_spec("squeeze:size=7").unwrap().name(), "squeeze/seven");
/// assert!(SqueezeFamily::from_spec("squeeze:move-limit=0,repetition=0").is_err());
/// assert!(SqueezeFamily::from_spec("squeeze:repetition=1").is_err());
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SqueezeFamily;

impl Family for SqueezeFamily {
    type Game = Squeeze;
    const NAME: &'static str = "squeeze";
    const DESCRIPTION: &'static str =
        "a traditional Russian placement-and-squeeze game: place two pieces a turn, then step and take enemy pieces caught between two of yours";
    const PRESETS: &'static [Preset<Squeeze>] = &[
        Preset {
            name: "standard",
            description: "the traditional 5x5 board, 12 pieces each",
            rules: Squeeze::STANDARD,
        },
        Preset {
            name: "seven",
            description: "a 7x7 board, 24 pieces each",
            rules: Squeeze::SEVEN,
        },
        Preset {
            name: "nine",
            description: "a 9x9 board, 40 pieces each",
            rules: Squeeze::NINE,
        },
    ];
    const OPTIONS: &'static [OptionDef<Squeeze>] = &[
        OptionDef::choice::<Size>(
            "size",
            "the board: 5x5, 7x7 or 9x9",
            |g| g.size().into(),
            |g, v| Ok(g.with_size(v.to_choice()?)),
        ),
        OptionDef::choice::<Colour>(
            "first",
            "who begins the placement, and the movement",
            |g| OptionValue::Choice(Choice::name(g.first())),
            |g, v| Ok(g.with_first(v.to_choice()?)),
        ),
        OptionDef::choice::<ExtraMove>(
            "extra-move",
            "whether the move after a capture may be declined with pass",
            |g| g.extra_move().into(),
            |g, v| Ok(g.with_extra_move(v.to_choice()?)),
        ),
        OptionDef::choice::<Blocked>(
            "blocked",
            "whether a side without a step passes or loses",
            |g| g.blocked().into(),
            |g, v| Ok(g.with_blocked(v.to_choice()?)),
        ),
        OptionDef::int(
            "move-limit",
            0,
            10_000,
            "plies of the movement phase without a capture that draw (0: off)",
            |g| g.move_limit().unwrap_or(0).into(),
            |g, v| Ok(g.with_move_limit(v.to_int()?)),
        ),
        OptionDef::int(
            "repetition",
            0,
            100,
            "occurrences of a position that draw (0: off)",
            |g| g.repetition().unwrap_or(0).into(),
            |g, v| g.with_repetition(v.to_int()?).map_err(|e| e.to_string()),
        ),
    ];

    fn check(game: &Squeeze) -> Result<(), String> {
        game.check().map_err(|e| e.to_string())
    }
}

/// Reads a spec of the family, as [`SqueezeFamily::from_spec`](Family::from_spec) does:
/// the rules parse with `str::parse`, and (with the feature `serde`) deserialize from
/// their spec.
///
/// ```
/// use doska_squeeze::Squeeze;
/// let game: Squeeze = "squeeze/seven".parse().unwrap();
/// assert_eq!(game, Squeeze::SEVEN);
/// let err = "squeeze/eleven".parse::<Squeeze>().unwrap_err();
/// assert!(err.to_string().starts_with("unknown preset `squeeze/eleven`"), "{err}");
/// ```
impl std::str::FromStr for Squeeze {
    type Err = doska_core::SpecError;

    fn from_str(spec: &str) -> Result<Squeeze, doska_core::SpecError> {
        SqueezeFamily::from_spec(spec)
    }
}
