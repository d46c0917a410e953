//! The registry entry of the family: `mill/nine`, `mill/knight`, `mill/six`,
//! `mill/twelve` and their options, declared once as data.

use doska_core::registry::{Choice, Family, OptionDef, OptionValue, Preset};

use crate::colour::Colour;
use crate::rules::{DoubleMill, Mill, Movement, Removal};

/// The mill family for the registry.
///
/// Its presets and options are declared once; building a spec, listing the options
/// with their defaults and writing the spec of a game ([`Game::name`](doska_core::Game::name))
/// all come from that declaration. Options are written in the order below.
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::Game;
/// use doska_mill::{DoubleMill, Mill, MillFamily, Removal};
/// let game = MillFamily::from_spec("mill/nine:double-mill=one,removal=outside-mills").unwrap();
/// assert_eq!(game, Mill::NINE.with_removal(Removal::OutsideMills).with_double_mill(DoubleMill::One));
/// assert_eq!(game.name(), "mill/nine:removal=outside-mills,double-mill=one");
/// assert!(MillFamily::from_spec("mill/ten").is_err());
/// assert!(MillFamily::from_spec("mill/six:men=9").is_err()); // at most 8 on the six board
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MillFamily;

impl Family for MillFamily {
    type Game = Mill;

    const NAME: &'static str = "mill";
    const DESCRIPTION: &'static str =
        "nine men's morris and relatives: placing, moving, flying, mills remove pieces";

    const PRESETS: &'static [Preset<Mill>] = &[
        Preset {
            name: "nine",
            description:
                "nine men's morris, the traditional game (a mill removes any piece, a double mill two)",
            rules: Mill::NINE,
        },
        Preset {
            name: "knight",
            description: "nine men's morris with knight-jump movement (the knight-move variant)",
            rules: Mill::KNIGHT,
        },
        Preset {
            name: "six",
            description: "six men's morris: 6 pieces each on two squares",
            rules: Mill::SIX,
        },
        Preset {
            name: "twelve",
            description: "twelve men's morris: 12 pieces each, diagonal lines; a full board draws",
            rules: Mill::TWELVE,
        },
    ];

    const OPTIONS: &'static [OptionDef<Mill>] = &[
        OptionDef::choice::<Removal>(
            "removal",
            "which pieces a mill removes: any, or pieces in mills only when all are",
            |g| g.removal().into(),
            |g, v| Ok(g.with_removal(v.to_choice()?)),
        ),
        OptionDef::choice::<DoubleMill>(
            "double-mill",
            "removals for closing two mills at once: one per mill, or one",
            |g| g.double_mill().into(),
            |g, v| Ok(g.with_double_mill(v.to_choice()?)),
        ),
        OptionDef::choice::<Colour>(
            "first",
            "who places first",
            |g| OptionValue::Choice(Choice::name(g.first())),
            |g, v| Ok(g.with_first(v.to_choice()?)),
        ),
        OptionDef::choice::<Movement>(
            "movement",
            "moves along lines, or knight jumps",
            |g| g.movement().into(),
            |g, v| Ok(g.with_movement(v.to_choice()?)),
        ),
        OptionDef::bool(
            "flying",
            "whether a player with three pieces may move to any empty point",
            |g| g.flying().into(),
            |g, v| Ok(g.with_flying(v.to_bool()?)),
        ),
        // Checked against the board by `Mill::check`, once every option is applied.
        OptionDef::int(
            "men",
            3,
            12,
            "pieces each (at most 8 on the six board)",
            |g| g.men().into(),
            |g, v| {
                Ok(Mill {
                    men: v.to_int()?,
                    ..g
                })
            },
        ),
        OptionDef::int(
            "move-limit",
            1,
            65535,
            "plies without a removal that draw the game",
            |g| g.move_limit().into(),
            |g, v| Ok(g.with_move_limit(v.to_int()?)),
        ),
        OptionDef::int(
            "repetition",
            0,
            255,
            "occurrence of a position that draws (0: no repetition rule)",
            |g| g.repetition_limit().unwrap_or(0).into(),
            |g, v| {
                let n = v.to_int::<u8>()?;
                g.with_repetition((n > 0).then_some(n))
                    .map_err(|e| e.to_string())
            },
        ),
    ];

    /// [`Mill::check`]: the pieces must fit the board (3 to 12 each, at most 8 on the
    /// six board), once every option is applied.
    fn check(game: &Mill) -> Result<(), String> {
        game.check().map_err(|e| e.to_string())
    }
}

/// Reads a spec of the family, as [`MillFamily::from_spec`](Family::from_spec) does:
/// the rules parse with `str::parse`, and (with the feature `serde`) deserialize from
/// their spec.
///
/// ```
/// use doska_mill::Mill;
/// let game: Mill = "mill/knight".parse().unwrap();
/// assert_eq!(game, Mill::KNIGHT);
/// let err = "mill/ten".parse::<Mill>().unwrap_err();
/// assert!(err.to_string().starts_with("unknown preset `mill/ten`"), "{err}");
/// ```
impl std::str::FromStr for Mill {
    type Err = doska_core::SpecError;

    fn from_str(spec: &str) -> Result<Mill, doska_core::SpecError> {
        MillFamily::from_spec(spec)
    }
}
