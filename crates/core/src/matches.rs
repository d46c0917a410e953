//! The match layer: a game as played, with its record, repetition, resignation and
//! adjudication.

use thiserror::Error;

use crate::error::ReplayError;
use crate::game::{Game, Position};
use crate::history::{Ending, History};
use crate::outcome::Verdict;
use crate::player::{Player, PlayerSet};

/// Why a [`Match`] refused an action.
#[derive(Debug, Error)]
pub enum MatchError {
    /// The match has already ended.
    #[error("the game is over")]
    Over,
    /// The game refused the move or its text: the game's own
    /// [`MoveError`](Game::MoveError), saying why.
    #[error("{0}")]
    Move(Box<dyn std::error::Error + Send + Sync>),
    /// The player is not seated at this game.
    #[error("{player} does not play in this game")]
    NoSuchPlayer {
        /// The player named.
        player: Player,
    },
}

/// A game being played: its start, the moves made, every position on the way, and how
/// it ended.
///
/// The match applies the rules ([`Game::outcome`]) after each move and also the rules
/// that need the history: [repetition](Game::repetition), resignation (not a move: it
/// ends the match) and adjudication (a result given from outside, e.g. an agreed draw).
///
/// ```
/// use doska_core::{Match, Outcome, Player, toy::Subtraction, Verdict};
/// let game = Subtraction::new(2, 4);
/// let mut m = Match::new(game);
/// m.play_text("3").unwrap();
/// m.play_text("1").unwrap(); // takes the last counter
/// assert_eq!(m.ending().unwrap().verdict(), Verdict::win(Player::SECOND));
///
/// let replayed = Match::replay(Subtraction::new(2, 4), None, m.record()).unwrap();
/// assert_eq!(replayed.moves(), m.moves());
/// ```
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    game: G,
    positions: Vec<G::Position>,
    moves: Vec<G::Move>,
    history: History,
    ending: Option<Ending<G::Outcome>>,
}

impl<G: Game> Match<G> {
    /// A match from the game's start position.
    pub fn new(game: G) -> Self {
        let start = game.start();
        Self::from_position(game, start)
    }

    /// A match from any position of `game`.
    pub fn from_position(game: G, start: G::Position) -> Self {
        let mut history = History::new();
        history.push(start.key());
        let ending = game.outcome(&start).map(Ending::Rules);
        Match {
            game,
            positions: vec![start],
            moves: Vec::new(),
            history,
            ending,
        }
    }

    /// Replays a record of move texts (each read with [`Game::parse_move`] in its
    /// position) from `start`, or from the game's start when `None`.
    ///
    /// # Errors
    /// [`ReplayError`] naming the first move that does not parse or is not legal.
    pub fn replay<S: AsRef<str>>(
        game: G,
        start: Option<G::Position>,
        record: impl IntoIterator<Item = S>,
    ) -> Result<Self, ReplayError> {
        let start = start.unwrap_or_else(|| game.start());
        let mut m = Self::from_position(game, start);
        for (index, text) in record.into_iter().enumerate() {
            let text = text.as_ref();
            m.play_text(text).map_err(|e| ReplayError {
                index,
                mv: text.to_string(),
                problem: e.to_string(),
            })?;
        }
        Ok(m)
    }

    /// The rules being played.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The start position.
    pub fn start(&self) -> &G::Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &G::Position {
        self.positions
            .last()
            .expect("a match always has its start position")
    }

    /// Every position so far, the start first.
    pub fn positions(&self) -> &[G::Position] {
        &self.positions
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// How the match ended, or `None` while it goes on.
    pub fn ending(&self) -> Option<&Ending<G::Outcome>> {
        self.ending.as_ref()
    }

    /// How the match ended in words, with the seats named as the game names them
    /// (`Black wins (White resigned)`), or `None` while it goes on.
    pub fn ending_text(&self) -> Option<String> {
        self.ending
            .as_ref()
            .map(|e| e.describe(|p| self.game.player_name(p)))
    }

    /// Whether the match has ended.
    pub fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    /// The legal moves now (none once the match has ended, whatever the cause).
    pub fn legal_moves(&self) -> G::MoveList {
        if self.is_over() {
            G::MoveList::default()
        } else {
            self.game.moves(self.position())
        }
    }

    /// Plays a move.
    ///
    /// # Errors
    /// [`MatchError::Over`] when the match has ended, [`MatchError::Move`] with the
    /// game's reason when the move is not legal; the match is unchanged.
    pub fn play(&mut self, mv: &G::Move) -> Result<(), MatchError> {
        if self.is_over() {
            return Err(MatchError::Over);
        }
        let mut next = self.position().clone();
        self.game
            .play(&mut next, mv)
            .map_err(|e| MatchError::Move(Box::new(e)))?;
        self.push(mv.clone(), next);
        Ok(())
    }

    /// Reads a move in the game's notation and plays it; returns the move.
    ///
    /// # Errors
    /// [`MatchError::Over`], or [`MatchError::Move`] with the game's explanation.
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, MatchError> {
        if self.is_over() {
            return Err(MatchError::Over);
        }
        let mv = self
            .game
            .parse_move(self.position(), text)
            .map_err(|e| MatchError::Move(Box::new(e)))?;
        self.play(&mv)?;
        Ok(mv)
    }

    fn push(&mut self, mv: G::Move, next: G::Position) {
        let count = self.history.push(next.key());
        self.ending = self.game.outcome(&next).map(Ending::Rules);
        if self.ending.is_none() {
            if let Some(limit) = self.game.repetition() {
                if count >= limit {
                    self.ending = Some(Ending::Repetition { count });
                }
            }
        }
        self.moves.push(mv);
        self.positions.push(next);
    }

    /// `player` resigns: the match ends, won by every player outside its team.
    ///
    /// # Errors
    /// [`MatchError::Over`] when the match has ended, [`MatchError::NoSuchPlayer`] when
    /// the player has no seat.
    pub fn resign(&mut self, player: Player) -> Result<(), MatchError> {
        if self.is_over() {
            return Err(MatchError::Over);
        }
        if player.index() >= self.game.players() {
            return Err(MatchError::NoSuchPlayer { player });
        }
        let team = self.game.team(player);
        let winners: PlayerSet = Player::all(self.game.players())
            .filter(|p| self.game.team(*p) != team)
            .collect();
        self.ending = Some(Ending::Resignation {
            player,
            verdict: Verdict::Win(winners),
        });
        Ok(())
    }

    /// Ends the match with a verdict given from outside the rules (an agreed draw, a
    /// referee's decision, a time limit).
    ///
    /// # Errors
    /// [`MatchError::Over`] when the match has ended.
    pub fn adjudicate(&mut self, verdict: Verdict) -> Result<(), MatchError> {
        if self.is_over() {
            return Err(MatchError::Over);
        }
        self.ending = Some(Ending::Adjudication { verdict });
        Ok(())
    }

    /// Takes back the last move (and any ending it caused); returns it, or `None` at
    /// the start. A resignation or adjudication after the last move is taken back first,
    /// without taking back a move.
    pub fn undo(&mut self) -> Option<G::Move> {
        if matches!(
            self.ending,
            Some(Ending::Resignation { .. } | Ending::Adjudication { .. })
        ) {
            self.ending = None;
            self.ending = self.rules_ending();
            return None;
        }
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.history.pop();
        self.ending = self.rules_ending();
        Some(mv)
    }

    fn rules_ending(&self) -> Option<Ending<G::Outcome>> {
        let pos = self.position();
        if let Some(o) = self.game.outcome(pos) {
            return Some(Ending::Rules(o));
        }
        let count = self.history.count(pos.key());
        match self.game.repetition() {
            Some(limit) if count >= limit && !self.moves.is_empty() => {
                Some(Ending::Repetition { count })
            }
            _ => None,
        }
    }

    /// The moves as text, each written by [`Game::format_move`] in its position, so
    /// that [`Match::replay`] reads them back.
    pub fn record(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(mv, pos)| self.game.format_move(pos, mv))
            .collect()
    }
}
