//! The registry entry: `lines-of-action` (preset `standard`, the default) and
//! `lines-of-action/scrambled-eggs`, with options `first`, `repetition` and
//! `move-limit`.

use doska_core::registry::{Family, FamilyInfo, OptionKind, OptionSpec, Options, PresetInfo};
use doska_core::SpecError;

use crate::rules::{LinesOfAction, StartLayout};
use crate::side::Side;

/// The lines-of-action family for the registry.
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::Game;
/// use doska_lines_of_action::{LinesOfAction, LinesOfActionFamily, Side};
/// let game = LinesOfActionFamily::from_spec("lines-of-action/scrambled-eggs:first=white").unwrap();
/// assert_eq!(game, LinesOfAction::SCRAMBLED_EGGS.with_first(Side::White));
/// assert_eq!(game.name(), "lines-of-action/scrambled-eggs:first=white");
/// assert!(LinesOfActionFamily::from_spec("lines-of-action/eggs").is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LinesOfActionFamily;

impl Family for LinesOfActionFamily {
    type Game = LinesOfAction;

    const INFO: FamilyInfo = FamilyInfo {
        name: "lines-of-action",
        description: "lines of action: move as far as the line holds pieces, connect all yours",
        presets: &[
            PresetInfo {
                name: "standard",
                description: "Black on b1-g1 and b8-g8, White on a2-a7 and h2-h7; Black first",
            },
            PresetInfo {
                name: "scrambled-eggs",
                description: "the same edge squares with the colours alternating along each edge",
            },
        ],
        options: &[
            OptionSpec {
                key: "first",
                kind: OptionKind::Choice(&["black", "white"]),
                default: "black",
                help: "the side that moves first",
            },
            OptionSpec {
                key: "repetition",
                kind: OptionKind::Int { min: 2, max: 1000 },
                default: "3",
                help: "the occurrence of a position (same pieces, same side to move) that draws",
            },
            OptionSpec {
                key: "move-limit",
                kind: OptionKind::Int {
                    min: 1,
                    max: 1_000_000,
                },
                default: "500",
                help: "plies (passes included) after which a game without a connection is drawn",
            },
        ],
    };

    fn build(preset: &str, options: &Options) -> Result<LinesOfAction, SpecError> {
        let layout = match preset {
            "standard" => StartLayout::Standard,
            "scrambled-eggs" => StartLayout::ScrambledEggs,
            other => {
                return Err(SpecError::UnknownPreset {
                    family: Self::INFO.name.to_string(),
                    preset: other.to_string(),
                    known: "standard, scrambled-eggs".to_string(),
                })
            }
        };
        let mut rules = LinesOfAction::STANDARD.with_layout(layout);
        if let Some(first) = options.choice("first") {
            rules = rules.with_first(if first == "white" {
                Side::White
            } else {
                Side::Black
            });
        }
        if let Some(n) = options.int("repetition") {
            rules = rules.with_repetition(u32::try_from(n).unwrap_or(u32::MAX));
        }
        if let Some(n) = options.int("move-limit") {
            rules = rules.with_move_limit(u32::try_from(n).unwrap_or(u32::MAX));
        }
        Ok(rules)
    }
}
