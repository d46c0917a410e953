//! The registry entry: `scoring-rows[/preset][:players=2|4,files=N,ranks=N]`.

use doska_core::registry::{Family, FamilyInfo, OptionKind, OptionSpec, Options, PresetInfo};
use doska_core::SpecError;

use crate::rules::ScoringRows;
use crate::square::BoardSize;

/// The scoring-rows family for the registry.
///
/// Presets: `standard` (two players on 6×8, the default) and `four` (four players in
/// two teams on 6×8). Options: `players=2|4`, `files=1..8`, `ranks=1..8` (the board must
/// have an even number of cells).
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::Game;
/// use doska_scoring_rows::ScoringRowsFamily;
/// let game = ScoringRowsFamily::from_spec("scoring-rows:players=4").unwrap();
/// assert_eq!(game.players(), 4);
/// assert_eq!(game.name(), "scoring-rows:players=4");
/// let err = ScoringRowsFamily::from_spec("scoring-rows:files=5,ranks=5").unwrap_err();
/// assert!(err.to_string().contains("odd number of cells"));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ScoringRowsFamily;

impl Family for ScoringRowsFamily {
    type Game = ScoringRows;

    const INFO: FamilyInfo = FamilyInfo {
        name: "scoring-rows",
        description: "place two pieces a turn; at the end the best grouping of each colour into rows scores n² a row",
        presets: &[
            PresetInfo {
                name: "standard",
                description: "two players on 6x8, 24 pieces each",
            },
            PresetInfo {
                name: "four",
                description: "four players in two teams on 6x8 (turn order A, C, B, D), 12 pieces each",
            },
        ],
        options: &[
            OptionSpec {
                key: "players",
                kind: OptionKind::Choice(&["2", "4"]),
                default: "preset",
                help: "2 players, or 4 in two teams (A and B White, C and D Black)",
            },
            OptionSpec {
                key: "files",
                kind: OptionKind::Int { min: 1, max: 8 },
                default: "6",
                help: "the number of files (board width)",
            },
            OptionSpec {
                key: "ranks",
                kind: OptionKind::Int { min: 1, max: 8 },
                default: "8",
                help: "the number of ranks (board height)",
            },
        ],
    };

    fn build(preset: &str, options: &Options) -> Result<ScoringRows, SpecError> {
        let base = match preset {
            "four" => ScoringRows::four_players(),
            _ => ScoringRows::standard(),
        };
        let players = match options.choice("players") {
            Some("4") => 4,
            Some(_) => 2,
            None => base.player_count(),
        };
        let side = |key: &str, default: u8| options.int(key).map_or(default, |n| n as u8);
        let size = BoardSize::new(
            side("files", base.size().files()),
            side("ranks", base.size().ranks()),
        )
        .ok_or_else(|| SpecError::Conflict {
            problem: "a board has 1 to 8 files and 1 to 8 ranks".to_string(),
        })?;
        ScoringRows::new(size, players).map_err(|e| SpecError::Conflict {
            problem: e.to_string(),
        })
    }
}
