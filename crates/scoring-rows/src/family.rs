//! The registry entry: `scoring-rows[/preset][:players=2|4,files=N,ranks=N]`.

use doska_core::registry::{Family, OptionDef, Preset};

use crate::rules::{ScoringRows, Seating};

/// The scoring-rows family for the registry.
///
/// Presets: `standard` (two players on 6×8, the default) and `four` (four players in
/// two teams on 6×8). Options: `players=2|4`, `files=1..8`, `ranks=1..8`; the board must
/// have an even number of cells.
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::Game;
/// use doska_scoring_rows::ScoringRowsFamily;
/// let game = ScoringRowsFamily::from_spec("scoring-rows:players=4").unwrap();
/// assert_eq!(game.players(), 4);
/// assert_eq!(game.name(), "scoring-rows/four");
/// let err = ScoringRowsFamily::from_spec("scoring-rows:files=5,ranks=5").unwrap_err();
/// assert!(err.to_string().contains("odd number of cells"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ScoringRowsFamily;

impl Family for ScoringRowsFamily {
    type Game = ScoringRows;
    const NAME: &'static str = "scoring-rows";
    const DESCRIPTION: &'static str =
        "place two pieces a turn; at the end the best grouping of each colour into rows scores n² a row";
    const PRESETS: &'static [Preset<ScoringRows>] = &[
        Preset {
            name: "standard",
            description: "two players on 6x8, 24 pieces each",
            rules: ScoringRows::standard(),
        },
        Preset {
            name: "four",
            description: "four players in two teams on 6x8 (turn order A, C, B, D), 12 pieces each",
            rules: ScoringRows::four_players(),
        },
    ];
    const OPTIONS: &'static [OptionDef<ScoringRows>] = &[
        OptionDef::choice::<Seating>(
            "players",
            "2 players, or 4 in two teams (A and B White, C and D Black)",
            |g| g.seating().into(),
            |g, v| Ok(g.with_seating(v.to_choice()?)),
        ),
        OptionDef::int(
            "files",
            1,
            8,
            "the number of files (board width)",
            |g| g.size().files().into(),
            |g, v| {
                g.resized(Some(v.to_int()?), None)
                    .map_err(|e| e.to_string())
            },
        ),
        OptionDef::int(
            "ranks",
            1,
            8,
            "the number of ranks (board height)",
            |g| g.size().ranks().into(),
            |g, v| {
                g.resized(None, Some(v.to_int()?))
                    .map_err(|e| e.to_string())
            },
        ),
    ];

    /// [`ScoringRows::check`]: refuses a board with an odd number of cells
    /// (`files=5,ranks=5`), once both sides are known.
    fn check(game: &ScoringRows) -> Result<(), String> {
        game.check().map_err(|e| e.to_string())
    }
}

/// Reads a spec of the family, as [`ScoringRowsFamily::from_spec`](Family::from_spec) does:
/// the rules parse with `str::parse`, and (with the feature `serde`) deserialize from
/// their spec.
///
/// ```
/// use doska_scoring_rows::ScoringRows;
/// let game: ScoringRows = "scoring-rows/four".parse().unwrap();
/// assert_eq!(game, ScoringRows::four_players());
/// let err = "scoring-rows/six".parse::<ScoringRows>().unwrap_err();
/// assert!(err.to_string().starts_with("unknown preset `scoring-rows/six`"), "{err}");
/// ```
impl std::str::FromStr for ScoringRows {
    type Err = doska_core::SpecError;

    fn from_str(spec: &str) -> Result<ScoringRows, doska_core::SpecError> {
        ScoringRowsFamily::from_spec(spec)
    }
}
