//! The soak checker returns failures instead of panicking: deliberately broken games
//! (wrappers around the subtraction game, each breaking one rule of the contract) fail
//! with a message naming the problem, the ply and the moves that lead there.

use doska_core::conformance::soak::{play_and_check, Failure};
use doska_core::toy::Subtraction;
use doska_core::{Game, Position, Reason};

/// How a [`Broken`] game breaks the contract.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Flaw {
    /// None: the subtraction game as it is.
    None,
    /// `count_moves` counts one move too many.
    CountLies,
    /// The text of an odd pile reads back as a pile of one counter more.
    TextDrifts,
    /// Move generation panics once fewer than 5 counters are left.
    Panics,
    /// `check_move` refuses to take 3.
    RefusesThree,
    /// The game never ends (a take of 0 is a legal move at an empty pile).
    Endless,
}

/// The subtraction game with one flaw.
#[derive(Clone, Debug)]
struct Broken {
    inner: Subtraction,
    flaw: Flaw,
}

type Pos = <Subtraction as Game>::Position;
type Mv = <Subtraction as Game>::Move;
type Err = <Subtraction as Game>::MoveError;

impl Game for Broken {
    type Position = Pos;
    type Move = Mv;
    type Outcome = <Subtraction as Game>::Outcome;
    type MoveList = Vec<Mv>;
    type PositionError = <Subtraction as Game>::PositionError;
    type MoveError = Err;

    fn name(&self) -> String {
        format!("broken-{:?}", self.flaw).to_lowercase()
    }

    fn players(&self) -> usize {
        self.inner.players()
    }

    fn start(&self) -> Pos {
        self.inner.start()
    }

    fn legal_moves(&self, pos: &Pos, moves: &mut Vec<Mv>) {
        if self.flaw == Flaw::Panics && pos.left() < 5 {
            panic!("the pile is low: {}", pos.left());
        }
        moves.clear();
        if self.flaw == Flaw::Endless && pos.left() == 0 {
            moves.push(
                self.inner
                    .parse_move(&self.inner.parse_position("1 1").unwrap(), "1")
                    .unwrap(),
            );
            return;
        }
        moves.extend(self.inner.moves(pos));
    }

    fn count_moves(&self, pos: &Pos) -> u64 {
        let n = self.moves(pos).len() as u64;
        if self.flaw == Flaw::CountLies {
            n + 1
        } else {
            n
        }
    }

    fn check_move(&self, pos: &Pos, mv: &Mv) -> Result<(), Err> {
        if self.flaw == Flaw::RefusesThree && mv.to_string() == "3" {
            return self
                .inner
                .check_move(&self.inner.parse_position("0 1").unwrap(), mv);
        }
        if self.flaw == Flaw::Endless && pos.left() == 0 {
            // Only the take of "1" (which takes nothing here) is legal.
            if mv.to_string() == "1" {
                return Ok(());
            }
        }
        self.inner.check_move(pos, mv)
    }

    fn play_unchecked(&self, pos: &mut Pos, mv: &Mv) {
        if self.flaw == Flaw::Endless && pos.left() == 0 {
            // Takes nothing; the turn passes.
            let seat = pos.to_move().index() + 1;
            *pos = self
                .inner
                .parse_position(&format!("0 {}", seat % self.players() + 1))
                .unwrap();
            let _ = mv;
            return;
        }
        self.inner.play_unchecked(pos, mv);
    }

    fn outcome(&self, pos: &Pos) -> Option<Self::Outcome> {
        if self.flaw == Flaw::Endless {
            return None;
        }
        self.inner.outcome(pos)
    }

    fn parse_position(&self, text: &str) -> Result<Pos, Self::PositionError> {
        let pos = self.inner.parse_position(text)?;
        if self.flaw == Flaw::TextDrifts && pos.left() % 2 == 1 {
            let seat = pos.to_move().index() + 1;
            return self
                .inner
                .parse_position(&format!("{} {seat}", pos.left() + 1));
        }
        Ok(pos)
    }

    fn parse_move(&self, pos: &Pos, text: &str) -> Result<Mv, Err> {
        if self.flaw == Flaw::Endless && pos.left() == 0 {
            let mv = self.moves(pos)[0];
            return Ok(mv);
        }
        self.inner.parse_move(pos, text)
    }
}

fn broken(flaw: Flaw) -> Broken {
    Broken {
        inner: Subtraction::new(2, 40),
        flaw,
    }
}

/// The failure of the first of seeds 1.. that fails.
fn failure(flaw: Flaw) -> Failure {
    (1..50)
        .find_map(|seed| play_and_check(&broken(flaw), seed, 500).err())
        .unwrap_or_else(|| panic!("{flaw:?} passed every seed"))
}

#[test]
fn a_sound_game_passes() {
    for seed in 0..200 {
        let stats = play_and_check(&broken(Flaw::None), seed, 500).unwrap();
        assert!((14..=40).contains(&stats.plies), "{stats:?}");
        assert_eq!(stats.reason, Reason::NoPieces);
        assert!(stats.moves_accepted >= stats.plies);
    }
    // The same seed plays the same game.
    assert_eq!(
        play_and_check(&broken(Flaw::None), 9, 500),
        play_and_check(&broken(Flaw::None), 9, 500)
    );
}

#[test]
fn a_lying_count_fails_at_the_start() {
    let f = failure(Flaw::CountLies);
    assert_eq!(f.spec, "broken-countlies");
    assert_eq!(f.ply, 0);
    assert!(f.moves.is_empty());
    assert_eq!(f.message, "count_moves 4 but 3 generated");
    assert_eq!(f.position, "40 1");
    assert_eq!(
        f.to_string(),
        format!(
            "broken-countlies seed {} ply 0: count_moves 4 but 3 generated",
            f.seed
        )
    );
}

#[test]
fn a_text_that_does_not_round_trip_fails_where_it_drifts() {
    let f = failure(Flaw::TextDrifts);
    assert!(
        f.message
            .starts_with(&format!("text `{}` reads back as `", f.position)),
        "{f}"
    );
    let left: u32 = f.position.split(' ').next().unwrap().parse().unwrap();
    assert_eq!(left % 2, 1, "{f}");
    // The moves lead there: 40 minus what they took.
    let taken: u32 = f.moves.iter().map(|m| m.parse::<u32>().unwrap()).sum();
    assert_eq!(40 - taken, left);
    assert_eq!(f.ply, f.moves.len());
}

#[test]
fn a_panic_is_a_failure_with_its_message() {
    let f = failure(Flaw::Panics);
    assert!(f.message.starts_with("panicked: the pile is low: "), "{f}");
    assert!(!f.moves.is_empty());
}

#[test]
fn a_refused_generated_move_fails() {
    let f = failure(Flaw::RefusesThree);
    assert!(
        f.message
            .starts_with("check_move refuses generated move `3`"),
        "{f}"
    );
}

#[test]
fn an_endless_game_fails_at_the_cap() {
    let f = play_and_check(&broken(Flaw::Endless), 3, 300).unwrap_err();
    assert_eq!(f.message, "game not over after 300 plies");
    assert_eq!(f.ply, 300);
    assert_eq!(f.moves.len(), 300);
}
