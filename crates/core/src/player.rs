//! Players, teams and per-player containers.
//!
//! A [`Player`] is a seat number `0..6`, never a two-valued colour enum: the same
//! types serve two-player draughts, four players in two teams (scoring rows) and three
//! independent players (halma). Games name their seats (`White`, `Black`, `South`…)
//! through [`Game::player_name`](crate::Game::player_name).

use std::fmt;
use std::ops::{Index, IndexMut};

use arrayvec::ArrayVec;

/// The largest number of players any Doska game seats.
pub const MAX_PLAYERS: usize = 6;

/// A seat at the table: `0` moves first in the usual start position of most games.
///
/// ```
/// use doska_core::Player;
/// let p = Player::new(1).unwrap();
/// assert_eq!(p.index(), 1);
/// assert_eq!(p.next(2), Player::FIRST);
/// assert_eq!(p.to_string(), "player 2");
/// assert!(Player::new(6).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Player(u8);

impl Player {
    /// Seat 0.
    pub const FIRST: Player = Player(0);
    /// Seat 1.
    pub const SECOND: Player = Player(1);

    /// The player at seat `index`, or `None` when `index >= MAX_PLAYERS`.
    #[inline]
    pub const fn new(index: usize) -> Option<Player> {
        if index < MAX_PLAYERS {
            Some(Player(index as u8))
        } else {
            None
        }
    }

    /// The seat number, `0..MAX_PLAYERS`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat in cyclic order at a table of `players` seats.
    #[inline]
    pub const fn next(self, players: usize) -> Player {
        let n = self.0 as usize + 1;
        Player(if n >= players { 0 } else { n as u8 })
    }

    /// Every seat of a table of `players` seats, in order.
    pub fn all(players: usize) -> impl DoubleEndedIterator<Item = Player> + Clone {
        (0..players.min(MAX_PLAYERS) as u8).map(Player)
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0 + 1)
    }
}

/// A team: the players who share a result. In most games every player is its own team
/// (team index = seat index); in four-player scoring rows seats A and B form team 0.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Team(u8);

impl Team {
    /// The team with number `index`, or `None` when `index >= MAX_PLAYERS`.
    #[inline]
    pub const fn new(index: usize) -> Option<Team> {
        if index < MAX_PLAYERS {
            Some(Team(index as u8))
        } else {
            None
        }
    }

    /// The team number.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The team of a player in a game where every player plays for itself.
    #[inline]
    pub const fn of_player(player: Player) -> Team {
        Team(player.0)
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "team {}", self.0 + 1)
    }
}

/// A set of players, as a bit set (bit `i` = seat `i`).
///
/// ```
/// use doska_core::{Player, PlayerSet};
/// let s = PlayerSet::EMPTY.with(Player::FIRST).with(Player::new(2).unwrap());
/// assert!(s.contains(Player::FIRST));
/// assert!(!s.contains(Player::SECOND));
/// assert_eq!(s.len(), 2);
/// assert_eq!(s.iter().map(|p| p.index()).collect::<Vec<_>>(), vec![0, 2]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PlayerSet(u8);

impl PlayerSet {
    /// No player.
    pub const EMPTY: PlayerSet = PlayerSet(0);

    /// The set holding just `player`.
    #[inline]
    pub const fn single(player: Player) -> PlayerSet {
        PlayerSet(1 << player.0)
    }

    /// Every seat of a table of `players` seats.
    #[inline]
    pub const fn all(players: usize) -> PlayerSet {
        let n = if players > MAX_PLAYERS {
            MAX_PLAYERS
        } else {
            players
        };
        PlayerSet(((1u16 << n) - 1) as u8)
    }

    /// This set with `player` added.
    #[inline]
    #[must_use]
    pub const fn with(self, player: Player) -> PlayerSet {
        PlayerSet(self.0 | (1 << player.0))
    }

    /// Whether `player` is in the set.
    #[inline]
    pub const fn contains(self, player: Player) -> bool {
        self.0 & (1 << player.0) != 0
    }

    /// The number of players in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The players of the set in seat order.
    pub fn iter(self) -> impl Iterator<Item = Player> {
        Player::all(MAX_PLAYERS).filter(move |p| self.contains(*p))
    }

    /// The raw bits (bit `i` = seat `i`).
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }
}

impl fmt::Debug for PlayerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|p| p.index()))
            .finish()
    }
}

impl FromIterator<Player> for PlayerSet {
    fn from_iter<I: IntoIterator<Item = Player>>(iter: I) -> Self {
        iter.into_iter().fold(PlayerSet::EMPTY, PlayerSet::with)
    }
}

/// One value per seat of a game (scores, payoffs, pieces in hand), indexed by [`Player`].
///
/// A fixed-capacity container: no allocation.
///
/// ```
/// use doska_core::{PerPlayer, Player};
/// let mut hand = PerPlayer::from_fn(2, |_| 9u8);
/// hand[Player::SECOND] -= 1;
/// assert_eq!(hand.as_slice(), &[9, 8]);
/// assert_eq!(hand.len(), 2);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct PerPlayer<T> {
    values: ArrayVec<T, MAX_PLAYERS>,
}

impl<T> PerPlayer<T> {
    /// One value per seat of a `players`-seat table, computed by `f`.
    ///
    /// # Panics
    /// When `players > MAX_PLAYERS`.
    pub fn from_fn(players: usize, mut f: impl FnMut(Player) -> T) -> Self {
        assert!(players <= MAX_PLAYERS, "at most {MAX_PLAYERS} players");
        PerPlayer {
            values: Player::all(players).map(&mut f).collect(),
        }
    }

    /// The same value for every seat.
    pub fn splat(players: usize, value: T) -> Self
    where
        T: Clone,
    {
        Self::from_fn(players, |_| value.clone())
    }

    /// The number of seats.
    #[inline]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there are no seats.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The value of `player`, or `None` when the seat does not exist.
    #[inline]
    pub fn get(&self, player: Player) -> Option<&T> {
        self.values.get(player.index())
    }

    /// The values in seat order.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.values
    }

    /// The players with their values, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Player, &T)> {
        Player::all(self.len()).zip(self.values.iter())
    }

    /// Applies `f` to every value.
    pub fn map<U>(&self, mut f: impl FnMut(Player, &T) -> U) -> PerPlayer<U> {
        PerPlayer {
            values: self.iter().map(|(p, v)| f(p, v)).collect(),
        }
    }
}

impl<T> Index<Player> for PerPlayer<T> {
    type Output = T;
    #[inline]
    fn index(&self, player: Player) -> &T {
        &self.values[player.index()]
    }
}

impl<T> IndexMut<Player> for PerPlayer<T> {
    #[inline]
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.values[player.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_cycle() {
        let order: Vec<_> = std::iter::successors(Some(Player::FIRST), |p| Some(p.next(3)))
            .take(7)
            .map(Player::index)
            .collect();
        assert_eq!(order, [0, 1, 2, 0, 1, 2, 0]);
        assert_eq!(Player::SECOND.next(2), Player::FIRST);
    }

    #[test]
    fn sets() {
        assert_eq!(PlayerSet::all(6).len(), 6);
        assert_eq!(PlayerSet::all(2).bits(), 0b11);
        let s: PlayerSet = [Player::SECOND].into_iter().collect();
        assert_eq!(s, PlayerSet::single(Player::SECOND));
        assert_eq!(format!("{s:?}"), "{1}");
    }
}
