//! The registry declaration of the model family, checked by the shared harness.

use doska_core::conformance::check_family;
use doska_core::registry::Family;
use doska_core::toy::{Subtraction, SubtractionFamily};
use doska_core::Game;

#[test]
fn the_model_family_is_consistent() {
    // Two options, each tried at its bounds, a middle value and the preset's value.
    assert!(check_family::<SubtractionFamily>() >= 8);
}

#[test]
fn listing_and_errors() {
    let info = SubtractionFamily::info();
    assert_eq!(info.presets[0].name, "standard");
    let defaults: Vec<_> = info
        .options
        .iter()
        .map(|o| (o.key, o.default.as_str()))
        .collect();
    assert_eq!(defaults, [("players", "2"), ("pile", "10")]);
    let err = |spec: &str| SubtractionFamily::from_spec(spec).unwrap_err().to_string();
    assert_eq!(
        err("subtraction:size=3"),
        "unknown option `size` for subtraction; options: players, pile"
    );
    assert_eq!(
        err("subtraction:players=7"),
        "bad value `7` for option `players`; expected a whole number from 2 to 6"
    );
    assert_eq!(
        err("subtraction/big"),
        "unknown preset `subtraction/big`; presets of subtraction: standard"
    );
    assert_eq!(
        err("subtraction:pile=3,pile=4"),
        "option `pile` given twice"
    );
    assert_eq!(
        SubtractionFamily::from_spec("subtraction/standard:players=2").unwrap(),
        Subtraction::new(2, 10)
    );
    assert_eq!(
        Subtraction::new(4, 10).name(),
        "subtraction/standard:players=4"
    );
}
