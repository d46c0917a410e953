//! A complete tiny game, written as a model of how to implement the traits: the
//! **subtraction game** for 2 to 6 players.
//!
//! A pile of counters; in turn each player takes 1, 2 or 3 of them; whoever takes the
//! last counter wins. The rules value holds the number of players and the pile size, so
//! every variant is a value, never new code. It is used by the doctests of this crate;
//! the conformance harness is proved on it and on tic-tac-toe in the crate's tests.
//!
//! Text formats: a position is `<pile> <seat to move, 1-based>` (`10 1`); a move is the
//! number taken (`3`).
//!
//! ```
//! use doska_core::{toy::Subtraction, Game, Outcome, Player, Position, Verdict};
//! let game = Subtraction::new(3, 5);
//! let mut pos = game.start();
//! for text in ["2", "2", "1"] {
//!     let mv = game.parse_move(&pos, text).unwrap();
//!     game.play(&mut pos, &mv).unwrap();
//! }
//! assert_eq!(pos.to_string(), "0 1");
//! assert_eq!(game.outcome(&pos).unwrap().verdict(), Verdict::win(Player::new(2).unwrap()));
//! ```

use std::fmt;

use smallvec::SmallVec;
use thiserror::Error;

use crate::error::SpecError;
use crate::game::{Game, Position};
use crate::outcome::{Reason, StandardOutcome};
use crate::player::Player;
use crate::registry::{Family, OptionDef, Preset};

/// The rules: how many players, how many counters at the start.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Subtraction {
    players: u8,
    pile: u32,
}

impl Subtraction {
    /// The game for `players` (clamped to 2..=6) with a pile of `pile` counters.
    pub const fn new(players: usize, pile: u32) -> Self {
        let players = if players < 2 {
            2
        } else if players > 6 {
            6
        } else {
            players
        };
        Subtraction {
            players: players as u8,
            pile,
        }
    }
}

/// The registry entry of the subtraction game, a model of a family's declaration:
/// presets are values, and each option is declared once with how it reads and writes
/// the rules.
///
/// ```
/// use doska_core::registry::Family;
/// use doska_core::toy::{Subtraction, SubtractionFamily};
/// use doska_core::Game;
/// let game = SubtractionFamily::from_spec("subtraction:pile=30,players=3").unwrap();
/// assert_eq!(game, Subtraction::new(3, 30));
/// // Options are written in declaration order, whatever order they were given in.
/// assert_eq!(game.name(), "subtraction/standard:players=3,pile=30");
/// assert_eq!(Subtraction::new(2, 10).name(), "subtraction/standard");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SubtractionFamily;

impl Family for SubtractionFamily {
    type Game = Subtraction;
    const NAME: &'static str = "subtraction";
    const DESCRIPTION: &'static str = "take 1 to 3 counters from a pile; taking the last wins";
    const PRESETS: &'static [Preset<Subtraction>] = &[Preset {
        name: "standard",
        description: "two players, ten counters",
        rules: Subtraction::new(2, 10),
    }];
    const OPTIONS: &'static [OptionDef<Subtraction>] = &[
        OptionDef::int(
            "players",
            2,
            6,
            "the number of players",
            |g| g.players.into(),
            |g, v| Ok(Subtraction::new(v.to_int()?, g.pile)),
        ),
        OptionDef::int(
            "pile",
            1,
            1_000_000,
            "the counters at the start",
            |g| g.pile.into(),
            |g, v| Ok(Subtraction::new(g.players(), v.to_int()?)),
        ),
    ];
}

/// Reads a spec of the game, as [`SubtractionFamily::from_spec`](Family::from_spec)
/// does (as every family's rules read their specs with `str::parse`).
///
/// ```
/// use doska_core::toy::Subtraction;
/// let game: Subtraction = "subtraction:players=3".parse().unwrap();
/// assert_eq!(game, Subtraction::new(3, 10));
/// assert!("subtraction/huge".parse::<Subtraction>().is_err());
/// ```
impl std::str::FromStr for Subtraction {
    type Err = SpecError;

    fn from_str(spec: &str) -> Result<Subtraction, SpecError> {
        SubtractionFamily::from_spec(spec)
    }
}

/// A position: the counters left and the seat to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pile {
    left: u32,
    to_move: Player,
}

impl Pile {
    /// The counters left.
    pub fn left(&self) -> u32 {
        self.left
    }
}

impl Position for Pile {
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn key(&self) -> u64 {
        (u64::from(self.left) << 3) | self.to_move.index() as u64
    }
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.left, self.to_move.index() + 1)
    }
}

/// A move: take 1, 2 or 3 counters.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Take(pub u8);

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a position or move text was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SubtractionError {
    /// The text is not `<pile> <seat>` or a number of counters.
    #[error("cannot read `{0}`")]
    Syntax(String),
    /// The seat is not at this table.
    #[error("seat {0} does not exist")]
    NoSuchSeat(usize),
    /// The move takes more than three counters, none, or more than the pile holds.
    #[error("cannot take {0} counters here")]
    Illegal(String),
    /// The pile is empty: the game is over.
    #[error("the game is over")]
    GameOver,
}

impl Game for Subtraction {
    type Position = Pile;
    type Move = Take;
    type Outcome = StandardOutcome;
    type MoveList = SmallVec<[Take; 3]>;
    type PositionError = SubtractionError;
    type MoveError = SubtractionError;

    fn name(&self) -> String {
        SubtractionFamily::spec_of(self)
    }

    fn players(&self) -> usize {
        self.players as usize
    }

    fn start(&self) -> Pile {
        Pile {
            left: self.pile,
            to_move: Player::FIRST,
        }
    }

    fn legal_moves(&self, pos: &Pile, moves: &mut Self::MoveList) {
        moves.clear();
        moves.extend((1..=3).filter(|&n| u32::from(n) <= pos.left).map(Take));
    }

    fn check_move(&self, pos: &Pile, mv: &Take) -> Result<(), SubtractionError> {
        if pos.left == 0 {
            Err(SubtractionError::GameOver)
        } else if (1..=3).contains(&mv.0) && u32::from(mv.0) <= pos.left {
            Ok(())
        } else {
            Err(SubtractionError::Illegal(mv.to_string()))
        }
    }

    fn play_unchecked(&self, pos: &mut Pile, mv: &Take) {
        pos.left -= u32::from(mv.0);
        pos.to_move = pos.to_move.next(self.players());
    }

    fn outcome(&self, pos: &Pile) -> Option<StandardOutcome> {
        // The player before the one to move took the last counter.
        (pos.left == 0).then(|| {
            let n = self.players();
            let winner = Player::new((pos.to_move.index() + n - 1) % n).expect("seat < 6");
            StandardOutcome::win(winner, Reason::NoPieces)
        })
    }

    fn parse_position(&self, text: &str) -> Result<Pile, SubtractionError> {
        let syntax = || SubtractionError::Syntax(text.to_string());
        let mut parts = text.split_whitespace();
        let left = parts
            .next()
            .and_then(|p| p.parse().ok())
            .ok_or_else(syntax)?;
        let seat: usize = parts
            .next()
            .and_then(|p| p.parse().ok())
            .ok_or_else(syntax)?;
        if parts.next().is_some() {
            return Err(syntax());
        }
        if seat == 0 || seat > self.players() {
            return Err(SubtractionError::NoSuchSeat(seat));
        }
        Ok(Pile {
            left,
            to_move: Player::new(seat - 1).expect("seat checked"),
        })
    }

    fn parse_move(&self, pos: &Pile, text: &str) -> Result<Take, SubtractionError> {
        let n: u8 = text
            .trim()
            .parse()
            .map_err(|_| SubtractionError::Syntax(text.to_string()))?;
        let mv = Take(n);
        self.check_move(pos, &mv)?;
        Ok(mv)
    }
}

/// The subtraction game as a learning environment, a model of a family's encoding:
/// action `k` takes `k + 1` counters (3 actions); the observation is one plane of one
/// row of `pile + 1` cells, 1.0 at the number of counters left (so it has the same
/// shape from every seat).
impl crate::learning::Encoding for Subtraction {
    fn num_actions(&self) -> usize {
        3
    }

    fn action_indices(&self, _pos: &Pile, moves: &[Take], out: &mut Vec<usize>) {
        out.clear();
        out.extend(moves.iter().map(|t| usize::from(t.0) - 1));
    }

    fn action_index(&self, pos: &Pile, mv: &Take) -> Option<usize> {
        self.check_move(pos, mv).ok()?;
        Some(usize::from(mv.0) - 1)
    }

    fn observation_shape(
        &self,
        style: crate::learning::ObservationStyle,
    ) -> Option<crate::learning::Shape> {
        (style == crate::learning::ObservationStyle::Egocentric)
            .then(|| crate::learning::Shape::new(1, 1, self.pile as usize + 1))
    }

    fn observation(
        &self,
        pos: &Pile,
        perspective: Player,
        style: crate::learning::ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), crate::learning::EncodingError> {
        let shape = self.check_observation(perspective, style, out)?;
        out.fill(0.0);
        crate::learning::set_plane(out, &shape, 0, 0, pos.left.min(self.pile) as usize);
        Ok(())
    }
}
