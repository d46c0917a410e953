//! Perft from the start against the reference table (`shared/reference/perft.md`,
//! computed by OpenSpiel 2.0.2, C++ and Python agreeing), and the counts of the other
//! rule sets.

use doska_core::{perft, perft_divide, Game};
use doska_mill::{DoubleMill, Mill, Removal};

/// OpenSpiel's `nine_mens_morris`: men in mills protected, one removal for a double mill.
const OPENSPIEL: Mill = Mill::NINE
    .with_removal(Removal::OutsideMills)
    .with_double_mill(DoubleMill::One);

/// perft(1..=7) from the start, from the reference table.
const REFERENCE: [u64; 7] = [24, 552, 12_144, 255_024, 5_140_800, 99_274_176, 1_873_562_112];

#[test]
fn reference_perft_to_depth_5() {
    let start = OPENSPIEL.start();
    for (d, want) in REFERENCE.iter().enumerate().take(5) {
        assert_eq!(perft(&OPENSPIEL, &start, d as u32 + 1), *want, "depth {}", d + 1);
    }
}
