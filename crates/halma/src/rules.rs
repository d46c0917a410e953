//! The rules as a value: [`Halma`], its presets and its options, and [`RulesError`],
//! why rules cannot be ([`Halma::check`]).

use doska_core::{choices, Player};
use thiserror::Error;

use crate::points::Points;
use crate::star::Triangle;

/// The move limit of the presets: the game is drawn (or ranked, see [`Finish`]) after
/// this many turns of all players together.
pub const DEFAULT_MOVE_LIMIT: u32 = 1000;

choices! {
    /// When the game ends.
    pub enum Finish {
        /// At the first player to bring all its pieces into its target; that player wins.
        First = "first",
        /// When every place is decided: players who have finished leave the turn order
        /// and the others play on, until one player is left.
        Ranking = "ranking",
    }
}

choices! {
    /// Whether a player whose target is full also finishes when enemy pieces are parked
    /// in it.
    pub enum FilledTarget {
        /// Only bringing every own piece into the target finishes.
        Off = "off",
        /// A player also finishes when every point of its target is occupied and at
        /// least one of them by its own piece, so a parked enemy piece cannot stop it.
        On = "on",
    }
}

/// Rules that cannot be: a table the star does not seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum RulesError {
    /// Not 2, 3, 4 or 6 players.
    #[error("halma is played by 2, 3, 4 or 6 players, not {0}")]
    Players(usize),
    /// Not 10 or 15 pieces.
    #[error("each player has 10 or 15 pieces, not {0}")]
    Pieces(usize),
    /// Fifteen pieces with four or six players: neighbouring homes of 15 would share
    /// a corner point.
    #[error("15 pieces need homes that are not neighbours: 2 or 3 players, not {0}")]
    FifteenPieces(usize),
}

/// The home triangle of each seat, for each table size.
const SEATS_2: [Triangle; 2] = [Triangle::Bottom, Triangle::Top];
const SEATS_3: [Triangle; 3] = [Triangle::Bottom, Triangle::UpperLeft, Triangle::UpperRight];
const SEATS_4: [Triangle; 4] = [
    Triangle::Bottom,
    Triangle::LowerLeft,
    Triangle::Top,
    Triangle::UpperRight,
];

/// The rules of a halma game: the table, the pieces each, how the game ends and its
/// move limit.
///
/// Presets are constants ([`Halma::THREE`], the traditional game, is the default);
/// every rule has a `with_…` builder. The table and the pieces are checked together
/// ([`Halma::check`]): 15 pieces need homes that are not neighbours, so 2 or 3 players.
///
/// ```
/// use doska_halma::{Finish, Halma};
/// use doska_core::Game;
/// let rules = Halma::TWO.with_pieces(15).unwrap().with_finish(Finish::Ranking);
/// assert_eq!(rules.players(), 2);
/// assert_eq!(rules.name(), "halma/two:pieces=15,finish=ranking");
/// assert!(Halma::SIX.with_pieces(15).is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Halma {
    players: u8,
    pieces: u8,
    finish: Finish,
    filled_target: FilledTarget,
    move_limit: u32,
}

impl Default for Halma {
    fn default() -> Self {
        Halma::THREE
    }
}

impl Halma {
    /// Three players, 10 pieces each, in every other triangle: the traditional game.
    pub const THREE: Halma = Halma::preset(3);
    /// Two players in opposite triangles (bottom and top), 10 pieces each.
    pub const TWO: Halma = Halma::preset(2);
    /// Four players in two opposite pairs (bottom and top, lower-left and
    /// upper-right), 10 pieces each.
    pub const FOUR: Halma = Halma::preset(4);
    /// Six players, one in every triangle, 10 pieces each.
    pub const SIX: Halma = Halma::preset(6);

    const fn preset(players: u8) -> Halma {
        Halma {
            players,
            pieces: 10,
            finish: Finish::First,
            filled_target: FilledTarget::Off,
            move_limit: DEFAULT_MOVE_LIMIT,
        }
    }

    /// The game for `players` (2, 3, 4 or 6) with `pieces` (10, or 15 for 2 or 3
    /// players) each, with the presets' other rules.
    ///
    /// # Errors
    /// [`RulesError`] for a table the star does not seat.
    pub fn new(players: usize, pieces: usize) -> Result<Halma, RulesError> {
        Halma::TWO.with_players(players)?.with_pieces(pieces)
    }

    /// Whether these rules can be: 2, 3, 4 or 6 players, 10 or 15 pieces each, and 15
    /// only at a table of 2 or 3 (neighbouring homes of 15 would share a corner
    /// point). The builders refuse what this refuses, so every value they make passes;
    /// the registry checks each spec with it too.
    ///
    /// ```
    /// use doska_halma::Halma;
    /// assert_eq!(Halma::THREE.with_pieces(15).unwrap().check(), Ok(()));
    /// ```
    ///
    /// # Errors
    /// [`RulesError::Players`], [`RulesError::Pieces`] or
    /// [`RulesError::FifteenPieces`]: what does not fit.
    pub const fn check(&self) -> Result<(), RulesError> {
        let (players, pieces) = (self.players as usize, self.pieces as usize);
        if !matches!(players, 2 | 3 | 4 | 6) {
            return Err(RulesError::Players(players));
        }
        if !matches!(pieces, 10 | 15) {
            return Err(RulesError::Pieces(pieces));
        }
        if pieces == 15 && players > 3 {
            return Err(RulesError::FifteenPieces(players));
        }
        Ok(())
    }

    /// These rules for `players` players.
    ///
    /// # Errors
    /// [`RulesError::Players`] for anything but 2, 3, 4 or 6;
    /// [`RulesError::FifteenPieces`] for 4 or 6 players with 15 pieces.
    pub fn with_players(self, players: usize) -> Result<Halma, RulesError> {
        if !matches!(players, 2 | 3 | 4 | 6) {
            return Err(RulesError::Players(players));
        }
        let rules = Halma {
            players: players as u8,
            ..self
        };
        rules.check().map(|()| rules)
    }

    /// These rules with `pieces` each.
    ///
    /// # Errors
    /// [`RulesError::Pieces`] for anything but 10 or 15; [`RulesError::FifteenPieces`]
    /// for 15 at a table of 4 or 6.
    pub fn with_pieces(self, pieces: usize) -> Result<Halma, RulesError> {
        if !matches!(pieces, 10 | 15) {
            return Err(RulesError::Pieces(pieces));
        }
        let rules = Halma {
            pieces: pieces as u8,
            ..self
        };
        rules.check().map(|()| rules)
    }

    /// These rules with another ending.
    #[must_use]
    pub const fn with_finish(self, finish: Finish) -> Halma {
        Halma { finish, ..self }
    }

    /// These rules with the filled-target rule on or off.
    #[must_use]
    pub const fn with_filled_target(self, filled_target: FilledTarget) -> Halma {
        Halma {
            filled_target,
            ..self
        }
    }

    /// These rules with a move limit of `turns` (all players' turns together, passes
    /// included); 0 means no limit.
    #[must_use]
    pub const fn with_move_limit(self, turns: u32) -> Halma {
        Halma {
            move_limit: turns,
            ..self
        }
    }

    /// The pieces of each player: 10 or 15.
    #[inline]
    pub const fn pieces(&self) -> usize {
        self.pieces as usize
    }

    /// When the game ends.
    #[inline]
    pub const fn finish(&self) -> Finish {
        self.finish
    }

    /// Whether the filled-target rule is on.
    #[inline]
    pub const fn filled_target(&self) -> FilledTarget {
        self.filled_target
    }

    /// The move limit in turns (0: none).
    #[inline]
    pub const fn move_limit(&self) -> u32 {
        self.move_limit
    }

    /// The number of seats (also [`Game::players`](doska_core::Game::players)).
    #[inline]
    pub(crate) const fn seats(&self) -> usize {
        self.players as usize
    }

    /// The home triangles of the seats, seat 1 first: clockwise from the bottom.
    pub const fn triangles(&self) -> &'static [Triangle] {
        triangles_of(self.players as usize)
    }

    /// The home triangle of `seat` (seat 0 is the bottom).
    ///
    /// # Panics
    /// When the seat is not at this table.
    #[inline]
    pub fn triangle(&self, seat: Player) -> Triangle {
        self.triangles()[seat.index()]
    }

    /// The points where `seat` starts: its triangle, with the edge next to it for 15
    /// pieces.
    #[inline]
    pub fn home(&self, seat: Player) -> Points {
        self.region(self.triangle(seat))
    }

    /// The points `seat` must fill: the region opposite its home, of the same shape.
    #[inline]
    pub fn target(&self, seat: Player) -> Points {
        self.region(self.triangle(seat).opposite())
    }

    /// A home or target region of these rules: the triangle, with its edge for 15.
    #[inline]
    pub(crate) fn region(&self, t: Triangle) -> Points {
        if self.pieces == 15 {
            t.points() | t.edge()
        } else {
            t.points()
        }
    }

    /// The seat's name, after its home: `Bottom`, `Lower-left`, `Upper-left`, `Top`,
    /// `Upper-right` or `Lower-right` (what [`Game::player_name`](doska_core::Game::player_name)
    /// returns); `nobody` for a seat not at this table.
    pub fn seat_name(&self, seat: Player) -> &'static str {
        seat_name_of(self.seats(), seat)
    }
}

/// The home triangles of the seats of a table of `players`.
pub(crate) const fn triangles_of(players: usize) -> &'static [Triangle] {
    match players {
        2 => &SEATS_2,
        3 => &SEATS_3,
        4 => &SEATS_4,
        _ => &Triangle::ALL,
    }
}

/// The name of `seat` at a table of `players`: its home, capitalised.
pub(crate) fn seat_name_of(players: usize, seat: Player) -> &'static str {
    const NAMES: [&str; 6] = [
        "Bottom",
        "Lower-left",
        "Upper-left",
        "Top",
        "Upper-right",
        "Lower-right",
    ];
    triangles_of(players)
        .get(seat.index())
        .map_or("nobody", |t| NAMES[t.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!(Halma::new(5, 10), Err(RulesError::Players(5)));
        assert_eq!(Halma::new(2, 12), Err(RulesError::Pieces(12)));
        assert_eq!(Halma::new(4, 15), Err(RulesError::FifteenPieces(4)));
        assert_eq!(Halma::new(3, 10), Ok(Halma::THREE));
        let r = Halma::new(3, 15).unwrap();
        for s in doska_core::Player::all(3) {
            assert_eq!(r.home(s).count(), 15);
            assert_eq!(r.target(s).count(), 15);
            for t in doska_core::Player::all(3) {
                assert!(s == t || !r.target(s).intersects(r.target(t)));
                assert!(s == t || !r.home(s).intersects(r.home(t)));
            }
        }
        let six = Halma::SIX;
        let all = doska_core::Player::all(6).fold(Points::EMPTY, |a, s| a | six.home(s));
        assert_eq!(all.count(), 60);
        assert_eq!(Halma::FOUR.seat_name(Player::SECOND), "Lower-left");
    }

    #[test]
    fn check_refuses_what_the_builders_refuse() {
        for rules in [Halma::TWO, Halma::THREE, Halma::FOUR, Halma::SIX] {
            assert_eq!(rules.check(), Ok(()));
        }
        assert_eq!(Halma::new(2, 15).unwrap().check(), Ok(()));
        // Values the builders cannot make, built field by field.
        let four_of_15 = Halma {
            pieces: 15,
            ..Halma::FOUR
        };
        assert_eq!(four_of_15.check(), Err(RulesError::FifteenPieces(4)));
        let five = Halma {
            players: 5,
            ..Halma::THREE
        };
        assert_eq!(five.check(), Err(RulesError::Players(5)));
        let twelve = Halma {
            pieces: 12,
            ..Halma::TWO
        };
        assert_eq!(twelve.check(), Err(RulesError::Pieces(12)));
        // The builders name the option they were given first.
        assert_eq!(
            Halma::SIX.with_pieces(15),
            Err(RulesError::FifteenPieces(6))
        );
        assert_eq!(
            Halma::new(3, 15).unwrap().with_players(4),
            Err(RulesError::FifteenPieces(4))
        );
        assert_eq!(Halma::SIX.with_pieces(12), Err(RulesError::Pieces(12)));
    }
}
