//! Perft from the start position against ../shared/reference/perft.md (numbers computed
//! by py-draughts, pydraughts, OpenSpiel and dame-rs; none by Doska).

use doska_checkers::Checkers;
use doska_core::{perft, Game};

fn check(rules: Checkers, expected: &[u64]) {
    let start = rules.start();
    for (i, want) in expected.iter().enumerate() {
        let d = i as u32 + 1;
        assert_eq!(perft(&rules, &start, d), *want, "{} depth {d}", rules.name());
    }
}

#[test]
fn classic() {
    check(Checkers::classic(), &[7, 49, 302, 1_469, 7_473, 37_628, 187_302, 907_830, 4_431_766]);
}

#[test]
fn russian() {
    check(Checkers::russian(), &[7, 49, 302, 1_469, 7_482, 37_986, 190_146, 929_899, 4_570_586]);
}

#[test]
fn american() {
    check(Checkers::american(), &[7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680]);
}

#[test]
fn international() {
    check(Checkers::international(), &[9, 81, 658, 4_265, 27_117, 167_140, 1_049_442, 6_483_961]);
}
