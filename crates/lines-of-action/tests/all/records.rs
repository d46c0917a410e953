//! Game records of lines of action: random games of both presets written as records,
//! replayed, and their canonical text read back as the same game (from the start and
//! from a set-up position); mangled records never panic and replay only legal moves; a
//! capture written with `-`, as readers allow, replayed and written with `x`.

use doska_core::conformance::records::{self, expected_result, read_one};
use doska_core::record;
use doska_core::registry::Family;
use doska_core::{Game, Outcome};
use doska_lines_of_action::{Colour, LinesOfAction, LinesOfActionFamily, Square};

/// The plies of a random game before it is cut off.
const MAX_PLIES: usize = 300;
/// The random games of each preset.
const SEEDS: u64 = 6;
/// The longest random game of a mangled record.
const PLIES: usize = 60;

#[test]
fn records_of_random_games_round_trip_in_every_preset() {
    // The result names White's score first.
    let seats = [Colour::White.player(), Colour::Black.player()];
    let mut ended = 0;
    for preset in LinesOfActionFamily::PRESETS {
        for r in records::random_games(&preset.rules, &preset.rules.start(), 0..SEEDS, MAX_PLIES) {
            if let Some(ending) = r.ending() {
                ended += 1;
                assert_eq!(r.result(), expected_result(ending.verdict(), &seats));
            }
        }
    }
    assert!(ended > 0, "some random games end");
}

#[test]
fn records_from_set_up_positions_and_mangled_records_in_every_preset() {
    records::check_family::<LinesOfActionFamily>(MAX_PLIES, PLIES);
}

#[test]
fn a_capture_written_with_a_hyphen_replays_and_is_written_with_x() {
    // Black a1, a8, h8; White c1, e5, g5; Black to move. Rank 1 holds two pieces, so
    // a1 moves two squares along it, over the empty b1, and takes the white piece on c1.
    let game = LinesOfAction::default();
    let square = |name: &str| name.parse::<Square>().unwrap();
    let fen = "b6b/8/8/4w1w1/8/8/8/b1w5 b";
    let header = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n");
    let hyphen = read_one(&format!("{header}1. a1-c1 e5-e6 *"));
    let marked = read_one(&format!("{header}1. a1xc1 e5-e6 *"));
    let r = record::replay(&game, &hyphen).unwrap();
    let same = record::replay(&game, &marked).unwrap();
    assert_eq!(r.moves(), same.moves());
    assert_eq!(r.record(), same.record());
    let start = r.position_at(0).unwrap();
    assert_eq!(start.piece_at(square("c1")), Some(Colour::White));
    let after = r.position_at(1).unwrap();
    assert_eq!(after.piece_at(square("a1")), None);
    assert_eq!(after.piece_at(square("c1")), Some(Colour::Black));
    assert_eq!(after.pieces(Colour::White).count(), 2);
    assert_eq!(r.ending(), None);
    assert_eq!(r.result(), "*");
    let texts: Vec<&str> = r.record().mainline().map(|m| m.text.as_str()).collect();
    assert_eq!(
        texts[0],
        game.format_record_move(start, &r.moves()[0]),
        "the canonical record marks the capture"
    );
    assert!(texts[0].contains('x'), "{texts:?}");
    // `x` on a move that takes nothing, a move of the wrong length (file a holds two
    // pieces) and a move onto an own piece are refused at their plies.
    for (moves, ply) in [("a1xc1 e5xe6", 2), ("a8-a7", 1), ("a1-c1 g5-e5", 2)] {
        let rec = read_one(&format!("{header}1. {moves} *"));
        let refusal = record::replay(&game, &rec).unwrap_err();
        let token = moves.split(' ').nth(ply - 1).unwrap();
        assert_eq!(
            (refusal.ply, refusal.token.as_str()),
            (ply, token),
            "{refusal}"
        );
    }
}
