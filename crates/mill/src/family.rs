//! The registry entry of the family: `mill/nine`, `mill/knight`, `mill/six`,
//! `mill/twelve` with typed options.

use doska_core::registry::{Family, FamilyInfo, OptionKind, OptionSpec, Options, PresetInfo};
use doska_core::SpecError;

use crate::board::Board;
use crate::rules::{Colour, DoubleMill, Mill, Movement, Removal};

/// The mill family for the registry.
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::Game;
/// use doska_mill::{Mill, MillFamily, Removal};
/// let game = MillFamily::from_spec("mill/nine:removal=outside-mills").unwrap();
/// assert_eq!(game, Mill::NINE.with_removal(Removal::OutsideMills));
/// assert_eq!(game.name(), "mill/nine:removal=outside-mills");
/// assert!(MillFamily::from_spec("mill/ten").is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct MillFamily;

const PRESETS: &[(&str, Mill)] = &[
    ("nine", Mill::NINE),
    ("knight", Mill::KNIGHT),
    ("six", Mill::SIX),
    ("twelve", Mill::TWELVE),
];

impl Family for MillFamily {
    type Game = Mill;

    const INFO: FamilyInfo = FamilyInfo {
        name: "mill",
        description: "nine men's morris and relatives: placing, moving, flying, mills remove pieces",
        presets: &[
            PresetInfo {
                name: "nine",
                description: "nine men's morris as the source plays it (a mill removes any piece, a double mill two)",
            },
            PresetInfo {
                name: "knight",
                description: "nine men's morris with knight-jump movement (the source's variant)",
            },
            PresetInfo {
                name: "six",
                description: "six men's morris: 6 pieces each on two squares",
            },
            PresetInfo {
                name: "twelve",
                description: "twelve men's morris: 12 pieces each, diagonal lines; a full board draws",
            },
        ],
        options: &[
            OptionSpec {
                key: "removal",
                kind: OptionKind::Choice(&["any", "outside-mills"]),
                default: "any",
                help: "which pieces a mill removes: any, or pieces in mills only when all are",
            },
            OptionSpec {
                key: "double-mill",
                kind: OptionKind::Choice(&["two", "one"]),
                default: "two",
                help: "removals for closing two mills at once: one per mill, or one",
            },
            OptionSpec {
                key: "first",
                kind: OptionKind::Choice(&["white", "black"]),
                default: "white",
                help: "who places first",
            },
            OptionSpec {
                key: "movement",
                kind: OptionKind::Choice(&["step", "knight"]),
                default: "preset",
                help: "moves along lines, or knight jumps",
            },
            OptionSpec {
                key: "flying",
                kind: OptionKind::Bool,
                default: "true",
                help: "whether a player with three pieces may move to any empty point",
            },
            OptionSpec {
                key: "men",
                kind: OptionKind::Int { min: 3, max: 12 },
                default: "preset",
                help: "pieces each (at most 8 on the six board)",
            },
            OptionSpec {
                key: "move-limit",
                kind: OptionKind::Int { min: 1, max: 65535 },
                default: "200",
                help: "plies without a removal that draw the game",
            },
            OptionSpec {
                key: "repetition",
                kind: OptionKind::Int { min: 0, max: 255 },
                default: "3",
                help: "occurrence of a position that draws (0: no repetition rule)",
            },
        ],
    };

    fn build(preset: &str, options: &Options) -> Result<Mill, SpecError> {
        let conflict = |problem: String| SpecError::Conflict { problem };
        let mut game = PRESETS
            .iter()
            .find(|(name, _)| *name == preset)
            .map(|(_, g)| *g)
            .ok_or_else(|| conflict(format!("no preset `{preset}`")))?;
        for (key, _) in options.iter() {
            game =
                match key {
                    "removal" => game.with_removal(match options.choice(key) {
                        Some("outside-mills") => Removal::OutsideMills,
                        _ => Removal::Any,
                    }),
                    "double-mill" => game.with_double_mill(match options.choice(key) {
                        Some("one") => DoubleMill::One,
                        _ => DoubleMill::Two,
                    }),
                    "first" => game.with_first(match options.choice(key) {
                        Some("black") => Colour::Black,
                        _ => Colour::White,
                    }),
                    "movement" => game.with_movement(match options.choice(key) {
                        Some("knight") => Movement::Knight,
                        _ => Movement::Step,
                    }),
                    "flying" => game.with_flying(options.bool(key).unwrap_or(true)),
                    "men" => {
                        let men = options.int(key).unwrap_or(9);
                        game.with_men(men as u8)
                            .map_err(|e| conflict(e.to_string()))?
                    }
                    "move-limit" => game.with_move_limit(options.int(key).unwrap_or(200) as u16),
                    "repetition" => match options.int(key) {
                        Some(0) => game.with_repetition(None),
                        Some(1) => return Err(conflict(
                            "repetition=1 would end every game at once; use 0 (off) or 2 or more"
                                .into(),
                        )),
                        n => game.with_repetition(Some(n.unwrap_or(3) as u8)),
                    },
                    _ => game,
                };
        }
        Ok(game)
    }
}

impl Mill {
    /// The registry spec of these rules: the closest preset, then every rule that
    /// differs from it, in the order of the family's options.
    pub(crate) fn spec(&self) -> String {
        let preset = match (self.board, self.movement) {
            (Board::Six, _) => "six",
            (Board::Twelve, _) => "twelve",
            (Board::Nine, Movement::Knight) => "knight",
            (Board::Nine, Movement::Step) => "nine",
        };
        let base = PRESETS
            .iter()
            .find(|(name, _)| *name == preset)
            .map_or(Mill::NINE, |(_, g)| *g);
        let mut options: Vec<String> = Vec::new();
        if self.removal != base.removal {
            options.push(
                match self.removal {
                    Removal::Any => "removal=any",
                    Removal::OutsideMills => "removal=outside-mills",
                }
                .into(),
            );
        }
        if self.double_mill != base.double_mill {
            options.push(
                match self.double_mill {
                    DoubleMill::Two => "double-mill=two",
                    DoubleMill::One => "double-mill=one",
                }
                .into(),
            );
        }
        if self.first != base.first {
            options.push(format!("first={}", self.first.name().to_lowercase()));
        }
        if self.movement != base.movement {
            options.push(
                match self.movement {
                    Movement::Step => "movement=step",
                    Movement::Knight => "movement=knight",
                }
                .into(),
            );
        }
        if self.flying != base.flying {
            options.push(format!("flying={}", self.flying));
        }
        if self.men != base.men {
            options.push(format!("men={}", self.men));
        }
        if self.move_limit != base.move_limit {
            options.push(format!("move-limit={}", self.move_limit));
        }
        if self.repetition != base.repetition {
            options.push(format!("repetition={}", self.repetition));
        }
        if options.is_empty() {
            format!("mill/{preset}")
        } else {
            format!("mill/{preset}:{}", options.join(","))
        }
    }
}
