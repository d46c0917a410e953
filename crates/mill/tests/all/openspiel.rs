//! Differential test against OpenSpiel 2.0.2's `nine_mens_morris` (C++ engine through
//! its Python binding): `tests/data/openspiel_games.tsv` holds every position of 16
//! random OpenSpiel games (placing, moving and flying), each with OpenSpiel's legal
//! moves merged with their removals, and the winner at the end. How it was recorded is
//! described in `tests/data/README.md`; no number in it came from Doska.

use doska_core::{Game, Outcome, Verdict};
use doska_mill::{Colour, DoubleMill, Mill, Removal};

const OPENSPIEL: Mill = Mill::NINE
    .with_removal(Removal::OutsideMills)
    .with_double_mill(DoubleMill::One);

const GAMES: &str = include_str!("../data/openspiel_games.tsv");

#[test]
fn every_position_of_the_openspiel_games() {
    let (mut positions, mut endings, mut moving, mut flying) = (0, 0, 0, 0);
    for line in GAMES.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3, "{line}");
        let pos = OPENSPIEL.parse_position(fields[0]).unwrap();
        let count: u64 = fields[1].parse().unwrap();
        if let Some(winner) = fields[2].strip_prefix("winner ") {
            let winner = if winner == "w" {
                Colour::White
            } else {
                Colour::Black
            };
            let outcome = OPENSPIEL.outcome(&pos).expect(line);
            assert_eq!(outcome.verdict(), Verdict::win(winner.player()), "{line}");
            assert_eq!(OPENSPIEL.count_moves(&pos), 0);
            endings += 1;
            continue;
        }
        let mut theirs: Vec<&str> = fields[2].split(' ').collect();
        theirs.sort_unstable();
        let mut ours: Vec<String> = OPENSPIEL
            .moves(&pos)
            .iter()
            .map(|m| m.to_string())
            .collect();
        ours.sort_unstable();
        assert_eq!(ours, theirs, "moves of {}", fields[0]);
        assert_eq!(OPENSPIEL.count_moves(&pos), count, "count of {}", fields[0]);
        positions += 1;
        let side = pos.side_to_move();
        if pos.hand(side) == 0 {
            moving += 1;
            if pos.pieces(side).count() == 3 {
                flying += 1;
            }
        }
    }
    assert!(
        positions > 2000 && moving > 1500 && flying > 50 && endings > 5,
        "{positions} {moving} {flying} {endings}"
    );
}
