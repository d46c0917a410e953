//! Registry specs: every preset and option, and bad specs that list what exists.

use doska_core::registry::{Choice, Family};
use doska_core::{Game, SpecError};
use doska_lines_of_action::{Colour, LinesOfAction, LinesOfActionFamily, StartLayout};

#[test]
fn presets_and_options_build_the_right_rules() {
    let build = |s: &str| LinesOfActionFamily::from_spec(s).unwrap();
    assert_eq!(build("lines-of-action"), LinesOfAction::STANDARD);
    assert_eq!(build("lines-of-action/standard"), LinesOfAction::STANDARD);
    assert_eq!(
        build("lines-of-action/scrambled-eggs"),
        LinesOfAction::SCRAMBLED_EGGS
    );
    let g = build("lines-of-action/scrambled-eggs:first=white,repetition=5,move-limit=200");
    assert_eq!(g.layout(), StartLayout::ScrambledEggs);
    assert_eq!(g.first(), Colour::White);
    assert_eq!(g.repetition(), Some(5));
    assert_eq!(g.move_limit(), 200);
    // name() is the canonical spec, which rebuilds exactly this game.
    for (spec, name) in [
        ("lines-of-action", "lines-of-action/standard"),
        (
            "lines-of-action/scrambled-eggs",
            "lines-of-action/scrambled-eggs",
        ),
        (
            "lines-of-action:first=white",
            "lines-of-action/standard:first=white",
        ),
        (
            "lines-of-action/scrambled-eggs:move-limit=200,first=white,repetition=5",
            "lines-of-action/scrambled-eggs:first=white,repetition=5,move-limit=200",
        ),
    ] {
        let game = build(spec);
        assert_eq!(game.name(), name);
        assert_eq!(build(&game.name()), game);
    }
    // Defaults given explicitly are the defaults.
    assert_eq!(
        build("lines-of-action:first=black,repetition=3,move-limit=500"),
        LinesOfAction::STANDARD
    );
}

#[test]
fn the_info_matches_the_rules() {
    let info = LinesOfActionFamily::info();
    assert_eq!(info.presets[0].name, "standard");
    let default = |key: &str| {
        info.options
            .iter()
            .find(|o| o.key == key)
            .unwrap()
            .default
            .clone()
    };
    assert_eq!(
        default("first"),
        Choice::name(LinesOfAction::STANDARD.first())
    );
    assert_eq!(
        default("repetition"),
        LinesOfAction::DEFAULT_REPETITION.to_string()
    );
    assert_eq!(
        default("move-limit"),
        LinesOfAction::DEFAULT_MOVE_LIMIT.to_string()
    );
}

#[test]
fn bad_specs_say_what_exists() {
    let err = |s: &str| LinesOfActionFamily::from_spec(s).unwrap_err();
    assert_eq!(
        err("lines-of-action/eggs").to_string(),
        "unknown preset `lines-of-action/eggs`; presets of lines-of-action: standard, scrambled-eggs"
    );
    assert_eq!(
        err("lines-of-action:size=9").to_string(),
        "unknown option `size` for lines-of-action; options: first, repetition, move-limit"
    );
    assert_eq!(
        err("lines-of-action:first=red").to_string(),
        "bad value `red` for option `first`; expected one of black, white"
    );
    assert!(matches!(
        err("lines-of-action:repetition=1"),
        SpecError::BadValue { .. }
    ));
    assert!(matches!(
        err("lines-of-action:move-limit=0"),
        SpecError::BadValue { .. }
    ));
    assert!(matches!(
        err("checkers/classic"),
        SpecError::UnknownFamily { .. }
    ));
    assert!(matches!(
        err("lines-of-action:first"),
        SpecError::Syntax { .. }
    ));
}

#[test]
fn refusals_come_from_the_rules() {
    use doska_core::registry::OptionValue;
    use doska_lines_of_action::RulesError;
    // The registry's ranges are the rules' own, so a count out of range is refused by
    // the spec reader already; the setters refuse it through the rules as well.
    let set = |key: &str, n: i64| {
        let def = LinesOfActionFamily::OPTIONS
            .iter()
            .find(|d| d.key == key)
            .unwrap();
        (def.set)(LinesOfAction::STANDARD, &OptionValue::Int(n))
    };
    assert_eq!(
        set("repetition", 1),
        Err(RulesError::Repetition(1).to_string())
    );
    assert_eq!(
        set("move-limit", 0),
        Err(RulesError::MoveLimit(0).to_string())
    );
    assert_eq!(set("move-limit", 200).map(|g| g.move_limit()), Ok(200));
    assert_eq!(LinesOfActionFamily::check(&LinesOfAction::STANDARD), Ok(()));
    for preset in LinesOfActionFamily::PRESETS {
        assert_eq!(preset.rules.check(), Ok(()), "{}", preset.name);
    }
}
