//! [`HalmaFamily`]: the registry entry, its presets and options as data.

use doska_core::registry::{Family, OptionDef, Preset};
use doska_core::Game;

use crate::rules::{FilledTarget, Finish, Halma};

/// The values the table-size options take, as names, so that listings show exactly
/// `2|3|4|6` and `10|15`.
#[allow(dead_code)]
mod values {
    doska_core::choices! {
        /// The number of players.
        pub enum Players {
            /// Two.
            Two = "2",
            /// Three.
            Three = "3",
            /// Four.
            Four = "4",
            /// Six.
            Six = "6",
        }
    }

    doska_core::choices! {
        /// The pieces of each player.
        pub enum Pieces {
            /// Ten: a triangle.
            Ten = "10",
            /// Fifteen: a triangle and the hexagon's edge next to it.
            Fifteen = "15",
        }
    }
}

use values::{Pieces, Players};

fn players_value(game: &Halma) -> Players {
    match game.players() {
        2 => Players::Two,
        3 => Players::Three,
        4 => Players::Four,
        _ => Players::Six,
    }
}

fn players_count(value: Players) -> usize {
    match value {
        Players::Two => 2,
        Players::Three => 3,
        Players::Four => 4,
        Players::Six => 6,
    }
}

/// The registry entry of halma: `halma` (= `halma/three`), `halma/two`, `halma/four`,
/// `halma/six`, with the options `players=2|3|4|6`, `pieces=10|15` (15 for 2 or 3
/// players only), `finish=first|ranking`, `filled-target=off|on` and `move-limit=N`
/// (turns; 0 = none).
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::Game;
/// use doska_halma::{Finish, Halma, HalmaFamily};
/// let game = HalmaFamily::from_spec("halma:pieces=15,finish=ranking").unwrap();
/// assert_eq!(game.players(), 3);
/// assert_eq!(game.pieces(), 15);
/// assert_eq!(game.finish(), Finish::Ranking);
/// assert_eq!(game.name(), "halma/three:pieces=15,finish=ranking");
/// assert_eq!(HalmaFamily::from_spec("halma/six").unwrap(), Halma::SIX);
/// let err = HalmaFamily::from_spec("halma/four:pieces=15").unwrap_err();
/// assert!(err.to_string().contains("2 or 3 players"), "{err}");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct HalmaFamily;

impl Family for HalmaFamily {
    type Game = Halma;
    const NAME: &'static str = "halma";
    const DESCRIPTION: &'static str =
        "halma, the star game (Chinese checkers): 2, 3, 4 or 6 players race their pieces to the opposite triangle";
    const PRESETS: &'static [Preset<Halma>] = &[
        Preset {
            name: "three",
            description:
                "three players, 10 pieces each, in every other triangle (the traditional game)",
            rules: Halma::THREE,
        },
        Preset {
            name: "two",
            description: "two players in opposite triangles, 10 pieces each",
            rules: Halma::TWO,
        },
        Preset {
            name: "four",
            description: "four players in two opposite pairs, 10 pieces each",
            rules: Halma::FOUR,
        },
        Preset {
            name: "six",
            description: "six players, one in every triangle, 10 pieces each",
            rules: Halma::SIX,
        },
    ];
    const OPTIONS: &'static [OptionDef<Halma>] = &[
        OptionDef::choice::<Players>(
            "players",
            "the number of players: 2, 3, 4 or 6",
            |g| players_value(g).into(),
            |g, v| {
                g.with_players(players_count(v.to_choice()?))
                    .map_err(|e| e.to_string())
            },
        ),
        OptionDef::choice::<Pieces>(
            "pieces",
            "the pieces of each player: 10 (a triangle) or 15 (with the edge next to it; 2 or 3 players)",
            |g| {
                if g.pieces() == 15 {
                    Pieces::Fifteen.into()
                } else {
                    Pieces::Ten.into()
                }
            },
            |g, v| {
                let pieces = match v.to_choice()? {
                    Pieces::Ten => 10,
                    Pieces::Fifteen => 15,
                };
                g.with_pieces(pieces).map_err(|e| e.to_string())
            },
        ),
        OptionDef::choice::<Finish>(
            "finish",
            "first: the first player home wins; ranking: play on until every place is decided",
            |g| g.finish().into(),
            |g, v| Ok(g.with_finish(v.to_choice()?)),
        ),
        OptionDef::choice::<FilledTarget>(
            "filled-target",
            "on: a full target with at least one own piece also finishes, so parked pieces cannot block it",
            |g| g.filled_target().into(),
            |g, v| Ok(g.with_filled_target(v.to_choice()?)),
        ),
        OptionDef::int(
            "move-limit",
            0,
            1_000_000,
            "the turns (all players together) after which the game ends undecided; 0 = no limit",
            |g| g.move_limit().into(),
            |g, v| Ok(g.with_move_limit(v.to_int()?)),
        ),
    ];

    /// [`Halma::check`]: the table and the pieces fit together. The `players` and
    /// `pieces` options already refuse what does not fit with the rules they are
    /// applied to (`halma/four:pieces=15`), so every spec that reaches this passes.
    fn check(game: &Halma) -> Result<(), String> {
        game.check().map_err(|e| e.to_string())
    }
}

/// Reads a spec of the family, as [`HalmaFamily::from_spec`](Family::from_spec) does:
/// the rules parse with `str::parse`, and (with the feature `serde`) deserialize from
/// their spec.
///
/// ```
/// use doska_halma::Halma;
/// let game: Halma = "halma/six".parse().unwrap();
/// assert_eq!(game, Halma::SIX);
/// let err = "halma/eight".parse::<Halma>().unwrap_err();
/// assert!(err.to_string().starts_with("unknown preset `halma/eight`"), "{err}");
/// ```
impl std::str::FromStr for Halma {
    type Err = doska_core::SpecError;

    fn from_str(spec: &str) -> Result<Halma, doska_core::SpecError> {
        HalmaFamily::from_spec(spec)
    }
}
