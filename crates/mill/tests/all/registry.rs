//! Registry specs: every preset, the options, bad specs, and names that rebuild the game.

use doska_core::registry::Family;
use doska_core::{Game, SpecError};
use doska_mill::{Board, Colour, DoubleMill, Mill, MillFamily, Movement, Removal, RulesError};

#[test]
fn presets() {
    assert_eq!(MillFamily::from_spec("mill").unwrap(), Mill::NINE);
    assert_eq!(MillFamily::from_spec("mill/nine").unwrap(), Mill::NINE);
    assert_eq!(MillFamily::from_spec("mill/knight").unwrap(), Mill::KNIGHT);
    assert_eq!(MillFamily::from_spec("mill/six").unwrap(), Mill::SIX);
    assert_eq!(MillFamily::from_spec("mill/twelve").unwrap(), Mill::TWELVE);
    assert_eq!(Mill::KNIGHT.movement(), Movement::Knight);
    assert_eq!(Mill::SIX.board(), Board::Six);
    assert_eq!(Mill::TWELVE.men(), 12);
    for p in MillFamily::PRESETS {
        let game = MillFamily::from_spec(&format!("mill/{}", p.name)).unwrap();
        assert_eq!(game.name(), format!("mill/{}", p.name));
    }
}

#[test]
fn options() {
    let g = MillFamily::from_spec(
        "mill/nine:removal=outside-mills,double-mill=one,first=black,flying=false,move-limit=50,repetition=0",
    )
    .unwrap();
    assert_eq!(g.removal(), Removal::OutsideMills);
    assert_eq!(g.double_mill(), DoubleMill::One);
    assert_eq!(g.first(), Colour::Black);
    assert!(!g.flying());
    assert_eq!(g.move_limit(), 50);
    assert_eq!(g.repetition(), None);
    assert_eq!(
        g.name(),
        "mill/nine:removal=outside-mills,double-mill=one,first=black,flying=false,move-limit=50,repetition=0"
    );
    let k = MillFamily::from_spec("mill/six:movement=knight,men=8").unwrap();
    assert_eq!(
        (k.board(), k.movement(), k.men()),
        (Board::Six, Movement::Knight, 8)
    );
    assert_eq!(k.name(), "mill/six:movement=knight,men=8");
    // The knight preset with steps is nine men's morris.
    assert_eq!(
        MillFamily::from_spec("mill/knight:movement=step").unwrap(),
        Mill::NINE
    );
    assert_eq!(
        Mill::NINE.with_movement(Movement::Knight).name(),
        "mill/knight"
    );
}

/// Every option value on every preset is refused with a reason or builds rules whose
/// name builds them again.
#[test]
fn the_declaration_is_consistent() {
    assert!(doska_core::conformance::check_family::<MillFamily>() > 80);
}

#[test]
fn every_name_rebuilds_its_game() {
    let games = [
        Mill::NINE
            .with_removal(Removal::OutsideMills)
            .with_double_mill(DoubleMill::One),
        Mill::KNIGHT
            .with_first(Colour::Black)
            .with_repetition(Some(5))
            .unwrap(),
        Mill::TWELVE.with_flying(false).with_move_limit(1000),
        Mill::SIX
            .with_movement(Movement::Knight)
            .with_men(7)
            .unwrap(),
        Mill::NINE.with_board(Board::Twelve).unwrap(),
    ];
    for g in games {
        assert_eq!(MillFamily::from_spec(&g.name()).unwrap(), g, "{}", g.name());
    }
}

#[test]
fn bad_specs_list_what_exists() {
    let err = |s: &str| MillFamily::from_spec(s).unwrap_err();
    assert_eq!(
        err("mill/ten").to_string(),
        "unknown preset `mill/ten`; presets of mill: nine, knight, six, twelve"
    );
    assert!(matches!(
        err("mill/nine:removal=some"),
        SpecError::BadValue { .. }
    ));
    assert!(err("mill/nine:removal=some")
        .to_string()
        .contains("any, outside-mills"));
    assert!(matches!(
        err("mill/nine:colour=red"),
        SpecError::UnknownOption { .. }
    ));
    assert!(err("mill/nine:colour=red")
        .to_string()
        .contains("removal, double-mill, first"));
    assert!(matches!(err("mill/six:men=9"), SpecError::Conflict { .. }));
    assert!(matches!(err("mill/nine:men=2"), SpecError::BadValue { .. }));
    assert!(matches!(
        err("mill/nine:repetition=1"),
        SpecError::Conflict { .. }
    ));
    assert!(matches!(
        err("mill/nine:move-limit=0"),
        SpecError::BadValue { .. }
    ));
    assert!(matches!(
        err("checkers/classic"),
        SpecError::UnknownFamily { .. }
    ));
    assert!(matches!(err("mill/nine:first"), SpecError::Syntax { .. }));
}

/// What the registry refuses as rules, [`Mill::check`] and the builders refuse with a
/// [`RulesError`], in the same words.
#[test]
fn rules_errors_are_the_registrys_reasons() {
    for p in MillFamily::PRESETS {
        assert_eq!(p.rules.check(), Ok(()), "{}", p.name);
    }
    let men = RulesError::Men {
        men: 9,
        board: Board::Six,
        max: 8,
    };
    assert_eq!(Mill::SIX.with_men(9), Err(men.clone()));
    assert_eq!(
        Mill::NINE.with_men(2).unwrap_err().to_string(),
        "2 pieces each do not fit the nine board (3 to 12)"
    );
    assert_eq!(
        Mill::TWELVE.with_board(Board::Six),
        Err(RulesError::Men {
            men: 12,
            board: Board::Six,
            max: 8
        })
    );
    assert_eq!(
        MillFamily::from_spec("mill/six:men=9").unwrap_err(),
        SpecError::Conflict {
            problem: men.to_string()
        }
    );
    for count in [0, 1] {
        assert_eq!(
            Mill::NINE.with_repetition(Some(count)),
            Err(RulesError::Repetition { count })
        );
    }
    assert_eq!(
        MillFamily::from_spec("mill/nine:repetition=1")
            .unwrap_err()
            .to_string(),
        "options do not fit together: repetition=1: a repetition count of 1 would end every game at once; use 0 (off) or 2 or more"
    );
    assert_eq!(
        Mill::NINE
            .with_repetition(Some(2))
            .unwrap()
            .repetition_limit(),
        Some(2)
    );
}
