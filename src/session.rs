//! Any game, played by name: [`Session`], [`AnyMove`] and [`AnyError`].
//!
//! A [`Session`] is a game of any registered family being played: the rules, the
//! positions so far (so repetition, undo and resignation work as in
//! [`Match`](crate::core::Match)), driven by move values or text without knowing the
//! concrete types. It is what a command line, a server or a scripting binding needs;
//! generic code that wants full speed uses [`AnyGame::visit`] instead.

use std::error::Error;
use std::fmt;

use thiserror::Error;

use crate::core::registry::Family;
use crate::core::svg::{MoveMarks, SvgOptions};
use crate::core::{Game, Match, MatchError, Outcome, PerPlayer, Player, Position, Reason, Verdict};
use crate::registry::{for_each_family, AnyGame};

/// Why a [`Session`] refused something. The session is unchanged.
///
/// The game's own error is inside [`AnyError::Position`] and [`AnyError::Move`]; it can
/// be read back with `downcast_ref` (`doska::checkers::MoveError`, …).
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum AnyError {
    /// The game refused a position text: its `PositionError`.
    #[error("{0}")]
    Position(Box<dyn Error + Send + Sync>),
    /// The game refused a move or a move text: its `MoveError`, saying why.
    #[error("{0}")]
    Move(Box<dyn Error + Send + Sync>),
    /// A move of a list was refused ([`Session::play_moves`]); the moves before it stay
    /// played.
    #[error("move {number} `{text}`: {error}", number = index + 1)]
    MoveAt {
        /// The index of the move in the list (0-based).
        index: usize,
        /// The move as given.
        text: String,
        /// Why it was refused.
        error: Box<dyn Error + Send + Sync>,
    },
    /// The game is over (by the rules, repetition, resignation or adjudication).
    #[error("the game is over")]
    Over,
    /// The player has no seat in this game.
    #[error("{player} does not play in this game")]
    NoSuchPlayer {
        /// The player named.
        player: Player,
    },
    /// A move of one family given to a session of another.
    #[error("a {found} move given to a {expected} game")]
    WrongGame {
        /// The session's family.
        expected: &'static str,
        /// The move's family.
        found: &'static str,
    },
    /// The agent cannot play this game (alpha-beta on a game of three sides).
    #[error("{0}")]
    Agent(String),
    /// A game record that does not read, or whose moves the game refuses: the reader's
    /// or the replay's words.
    #[error("{0}")]
    Record(String),
    /// No legal move has this action index ([`Session::play_action`]).
    #[error("action {action} is not legal here (the action space holds {actions})")]
    IllegalAction {
        /// The action asked for.
        action: usize,
        /// The size of the action space.
        actions: usize,
    },
    /// A learning environment refused its arguments (an observation style the game
    /// does not have, a buffer of the wrong length, an illegal action in a step).
    #[error(transparent)]
    Learning(#[from] crate::core::learning::StepError),
}

impl From<MatchError> for AnyError {
    fn from(e: MatchError) -> AnyError {
        match e {
            MatchError::Over => AnyError::Over,
            MatchError::Move(e) => AnyError::Move(e),
            MatchError::NoSuchPlayer { player } => AnyError::NoSuchPlayer { player },
        }
    }
}

fn refused(e: MatchError) -> Box<dyn Error + Send + Sync> {
    match e {
        MatchError::Move(e) => e,
        other => Box::new(other),
    }
}

/// Plays `texts` one by one in `m`; on a refusal, the moves before it stay played.
fn play_each<G: Game>(m: &mut Match<G>, texts: &[&str]) -> Result<(), AnyError> {
    for (index, text) in texts.iter().enumerate() {
        m.play_text(text).map_err(|e| AnyError::MoveAt {
            index,
            text: (*text).to_string(),
            error: refused(e),
        })?;
    }
    Ok(())
}

fn legal_texts<G: Game>(m: &Match<G>) -> Vec<String> {
    let pos = m.position();
    m.legal_moves()
        .iter()
        .map(|mv| m.game().format_move(pos, mv))
        .collect()
}

#[cfg(feature = "ai")]
fn agent_move<G: Game, E: crate::core::Evaluation<G>>(
    m: &Match<G>,
    eval: &E,
    spec: &crate::ai::AgentSpec,
    seed: u64,
    now: crate::ai::Now,
) -> Result<G::Move, AnyError> {
    let mut agent = spec
        .build(m.game(), eval, seed)
        .map_err(|e| AnyError::Agent(e.to_string()))?;
    let mut control = crate::ai::Control::new().with_clock(now);
    agent.think(m, &mut control).ok_or(AnyError::Over)
}

macro_rules! session {
    ($( $(#[$attr:meta])* $variant:ident => $family:ty, $eval:expr; )*) => {
        /// One move of any registered game, as played in a [`Session`].
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        #[non_exhaustive]
        pub enum AnyMove {
            $(
                $(#[$attr])*
                #[doc = concat!("A move of the `", stringify!($variant), "` family.")]
                $variant(<<$family as Family>::Game as Game>::Move),
            )*
        }

        impl AnyMove {
            /// The name of the move's family.
            pub fn family(&self) -> &'static str {
                match *self {
                    $( $(#[$attr])* AnyMove::$variant(_) => <$family as Family>::NAME, )*
                }
            }
        }

        /// The move's full text (every landing square of a capture); a session's
        /// [`format_move`](Session::format_move) writes the shortest form.
        impl fmt::Display for AnyMove {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $( $(#[$attr])* AnyMove::$variant(mv) => mv.fmt(f), )*
                }
            }
        }

        #[derive(Clone, Debug)]
        enum Inner {
            $( $(#[$attr])* $variant(Match<<$family as Family>::Game>), )*
        }

        /// Runs `$body` with `$m` bound to the session's `Match` of the concrete game.
        macro_rules! with_match {
            ($inner:expr, $m:ident => $body:expr) => {
                match $inner {
                    $( $(#[$attr])* Inner::$variant($m) => $body, )*
                }
            };
        }

        impl AnyGame {
            /// A session of this game from its start position.
            pub fn session(&self) -> Session {
                match self {
                    $( $(#[$attr])* AnyGame::$variant(game) => Session { inner: Inner::$variant(Match::new(game.clone())) }, )*
                }
            }

            /// A session of this game from a position in the game's text.
            ///
            /// # Errors
            /// [`AnyError::Position`] with the game's reason.
            pub fn session_from(&self, position: &str) -> Result<Session, AnyError> {
                match self {
                    $( $(#[$attr])* AnyGame::$variant(game) => {
                        let pos = game.parse_position(position).map_err(|e| AnyError::Position(Box::new(e)))?;
                        Ok(Session { inner: Inner::$variant(Match::from_position(game.clone(), pos)) })
                    } )*
                }
            }
        }

        impl AnyGame {
            /// A session of the first game of a record text (PDN, or the same format
            /// with a `Game` tag), replayed in this game whatever its tags say: from its
            /// set-up position (a `FEN` tag) or the start, with every move of its main
            /// line played and checked, so undo, repetition and the record work as if
            /// the game had been played here. A result that the rules did not reach
            /// (a resignation, an agreed draw, a loss on time) ends the session as an
            /// adjudication with that verdict.
            ///
            /// # Errors
            /// [`AnyError::Record`] naming what does not read or which move the game
            /// refuses, and why.
            pub fn session_from_record(&self, text: &str) -> Result<Session, AnyError> {
                let record = crate::core::record::read(text)
                    .next()
                    .ok_or_else(|| AnyError::Record("the text holds no game record".to_string()))?
                    .map_err(|e| AnyError::Record(e.to_string()))?;
                match self {
                    $( $(#[$attr])* AnyGame::$variant(game) => {
                        let replayed = crate::core::record::replay(game, &record)
                            .map_err(|e| AnyError::Record(e.to_string()))?;
                        let start = replayed.position_at(0).expect("a replay has its start").clone();
                        let mut m = Match::from_position(game.clone(), start);
                        for (ply, mv) in replayed.moves().iter().enumerate() {
                            m.play(mv).map_err(|e| AnyError::Record(format!("ply {}: {e}", ply + 1)))?;
                        }
                        if let (Some(ending), false) = (replayed.ending(), m.is_over()) {
                            m.adjudicate(ending.verdict())?;
                        }
                        Ok(Session { inner: Inner::$variant(m) })
                    } )*
                }
            }
        }

        impl Session {
            /// The rules being played.
            pub fn game(&self) -> AnyGame {
                match &self.inner {
                    $( $(#[$attr])* Inner::$variant(m) => AnyGame::$variant(m.game().clone()), )*
                }
            }

            /// Plays a move.
            ///
            /// # Errors
            /// [`AnyError::Move`] with the game's reason when the move is not legal,
            /// [`AnyError::Over`] when the game has ended, [`AnyError::WrongGame`] for a
            /// move of another family; the session is unchanged.
            pub fn play(&mut self, mv: &AnyMove) -> Result<(), AnyError> {
                let expected = self.game().family();
                match (&mut self.inner, mv) {
                    $( $(#[$attr])* (Inner::$variant(m), AnyMove::$variant(mv)) => Ok(m.play(mv)?), )*
                    #[allow(unreachable_patterns)]
                    _ => Err(AnyError::WrongGame { expected, found: mv.family() }),
                }
            }

            /// The legal moves now (none once the game has ended).
            pub fn legal_moves(&self) -> Vec<AnyMove> {
                match &self.inner {
                    $( $(#[$attr])* Inner::$variant(m) => m.legal_moves().into_iter().map(AnyMove::$variant).collect(), )*
                }
            }

            /// Reads a move in the game's notation: the legal move it names.
            ///
            /// # Errors
            /// [`AnyError::Move`] with the game's reason; [`AnyError::Over`] when the
            /// game has ended.
            pub fn parse_move(&self, text: &str) -> Result<AnyMove, AnyError> {
                match &self.inner {
                    $( $(#[$attr])* Inner::$variant(m) => {
                        if m.is_over() {
                            return Err(AnyError::Over);
                        }
                        m.game().parse_move(m.position(), text)
                            .map(AnyMove::$variant)
                            .map_err(|e| AnyError::Move(Box::new(e)))
                    } )*
                }
            }

            /// Reads a move in the game's notation and plays it; returns the move.
            ///
            /// # Errors
            /// As [`parse_move`](Session::parse_move) and [`play`](Session::play); the
            /// session is unchanged.
            pub fn play_text(&mut self, text: &str) -> Result<AnyMove, AnyError> {
                match &mut self.inner {
                    $( $(#[$attr])* Inner::$variant(m) => Ok(AnyMove::$variant(m.play_text(text)?)), )*
                }
            }

            /// Writes `mv` in the shortest text that reads back in the current
            /// position (the move's full text when it is of another family).
            pub fn format_move(&self, mv: &AnyMove) -> String {
                match (&self.inner, mv) {
                    $( $(#[$attr])* (Inner::$variant(m), AnyMove::$variant(mv)) => m.game().format_move(m.position(), mv), )*
                    #[allow(unreachable_patterns)]
                    _ => mv.to_string(),
                }
            }

            /// What the legal move `mv` would do now, as places of the board: for
            /// previews, and for the last move of a picture.
            ///
            /// # Errors
            /// [`AnyError::Move`] when `mv` is not legal now (with the game's reason),
            /// [`AnyError::WrongGame`] for a move of another family.
            pub fn move_marks(&self, mv: &AnyMove) -> Result<MoveMarks, AnyError> {
                let expected = self.game().family();
                match (&self.inner, mv) {
                    $( $(#[$attr])* (Inner::$variant(m), AnyMove::$variant(mv)) => {
                        let pos = m.position();
                        m.game().check_move(pos, mv).map_err(|e| AnyError::Move(Box::new(e)))?;
                        Ok(m.game().move_marks(pos, mv))
                    } )*
                    #[allow(unreachable_patterns)]
                    _ => Err(AnyError::WrongGame { expected, found: mv.family() }),
                }
            }

            /// Takes back the last move (or a resignation or adjudication after it);
            /// returns the move, or `None` when there was none.
            pub fn undo(&mut self) -> Option<AnyMove> {
                match &mut self.inner {
                    $( $(#[$attr])* Inner::$variant(m) => m.undo().map(AnyMove::$variant), )*
                }
            }

            /// Asks an agent (`alphabeta:depth=6`, `mcts:playouts=2000`, …) for a move in
            /// the current position, knowing the game so far; the family's evaluation
            /// guides it. The agent is built for this one decision (its tables start
            /// empty); keep an agent of your own through [`AnyGame::visit`] to reuse them.
            ///
            /// # Errors
            /// [`AnyError::Agent`] when the agent cannot play this game,
            /// [`AnyError::Over`] when the game has ended.
            #[cfg(feature = "ai")]
            pub fn agent_move(&self, agent: &crate::ai::AgentSpec, seed: u64) -> Result<AnyMove, AnyError> {
                self.agent_move_timed(agent, seed, crate::ai::system_now)
            }

            /// [`agent_move`](Session::agent_move) with the agent's time limits
            /// (`alphabeta:time=1s`) measured by the clock `now` instead of the
            /// platform's: on `wasm32-unknown-unknown`, which has no clock, a web page
            /// passes `performance.now()` ([`doska_ai::Now`](crate::ai::Now)).
            ///
            /// # Errors
            /// As [`agent_move`](Session::agent_move).
            #[cfg(feature = "ai")]
            pub fn agent_move_timed(&self, agent: &crate::ai::AgentSpec, seed: u64, now: crate::ai::Now) -> Result<AnyMove, AnyError> {
                match &self.inner {
                    $( $(#[$attr])* Inner::$variant(m) => agent_move(m, &$eval, agent, seed, now).map(AnyMove::$variant), )*
                }
            }
        }
    };
}

for_each_family!(session);

/// A game of any registered family being played: its rules, the positions so far and how
/// it ended, driven by move values or text. Built by [`AnyGame::session`] or
/// [`AnyGame::session_from`].
///
/// Repetition, undo and resignation work as in [`Match`](crate::core::Match); generic
/// code that wants full speed uses [`AnyGame::visit`] instead.
///
/// ```
/// use doska::registry;
///
/// let game = registry::build("mill/knight")?;
/// let mut session = game.session();
/// assert_eq!(session.legal_moves().len(), 24);        // place a piece on any point
/// session.play_text("d2")?;
/// assert!(session.play_text("d2").is_err());          // taken: refused, nothing changes
/// assert_eq!(session.record(), ["d2"]);
/// println!("{}", session.diagram());
///
/// // Positions are read and written in the game's own text.
/// let text = session.position();
/// assert_eq!(game.session_from(&text)?.position(), text);
/// assert_eq!(session.perft(2), 23 * 22);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Session {
    inner: Inner,
}

impl Session {
    /// Runs `visitor` on the session's match of the concrete game.
    pub(crate) fn visit_match<V: crate::visit::MatchVisitor>(&self, visitor: V) -> V::Output {
        with_match!(&self.inner, m => visitor.visit(m))
    }

    /// Runs `visitor` on the session's match of the concrete game, changing it.
    pub(crate) fn visit_match_mut<V: crate::visit::MatchVisitorMut>(
        &mut self,
        visitor: V,
    ) -> V::Output {
        with_match!(&mut self.inner, m => visitor.visit(m))
    }

    /// The spec of the rules (`mill/knight`).
    pub fn name(&self) -> String {
        with_match!(&self.inner, m => m.game().name())
    }

    /// The number of seats.
    pub fn players(&self) -> usize {
        with_match!(&self.inner, m => m.game().players())
    }

    /// The game's name for a seat (`White`).
    pub fn player_name(&self, player: Player) -> String {
        with_match!(&self.inner, m => m.game().player_name(player))
    }

    /// The player to move now.
    pub fn to_move(&self) -> Player {
        with_match!(&self.inner, m => m.position().to_move())
    }

    /// The current position in the game's text.
    pub fn position(&self) -> String {
        with_match!(&self.inner, m => m.position().to_string())
    }

    /// The position before the moves, in the game's text.
    pub fn start(&self) -> String {
        with_match!(&self.inner, m => m.start().to_string())
    }

    /// The board for people.
    pub fn diagram(&self) -> String {
        with_match!(&self.inner, m => m.game().diagram(m.position()))
    }

    /// A picture of the current position as SVG text, drawn as `options` say
    /// ([`Game::svg`]): for the last move as well, pass
    /// [`last_move_marks`](Session::last_move_marks) as
    /// [`SvgOptions::last_move`].
    ///
    /// ```
    /// use doska::core::svg::SvgOptions;
    /// let mut session = doska::registry::build("checkers/russian")?.session();
    /// session.play_moves(["c3-d4", "f6-e5"])?;
    /// let options = SvgOptions::new().last_move(session.last_move_marks().unwrap());
    /// let svg = session.svg(&options);
    /// assert!(svg.contains(r#"class="last-move""#));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn svg(&self, options: &SvgOptions) -> String {
        with_match!(&self.inner, m => m.game().svg(m.position(), options))
    }

    /// The marks of the last move played ([`Game::move_marks`]), for
    /// [`SvgOptions::last_move`]; `None` before the first move.
    pub fn last_move_marks(&self) -> Option<MoveMarks> {
        with_match!(&self.inner, m => {
            let plies = m.moves().len();
            (plies > 0).then(|| m.game().move_marks(&m.positions()[plies - 1], &m.moves()[plies - 1]))
        })
    }

    /// The record of the game so far as text (PDN for draughts, the same format with a
    /// `Game` tag for every other game): `tags` (`Event`, `White`, …), the start
    /// position as a `FEN` tag when it is not the game's start, every move in the
    /// game's record notation, and the result (`*` while the game goes on).
    /// [`AnyGame::session_from_record`] reads it back.
    ///
    /// ```
    /// let game = doska::registry::build("mill/six")?;
    /// let mut session = game.session();
    /// session.play_moves(["a1", "g7"])?;
    /// let text = session.record_text(&[("Event".into(), "test".into())])?;
    /// assert!(text.contains("[Game \"mill/six\"]"));
    /// let again = game.session_from_record(&text)?;
    /// assert_eq!(again.position(), session.position());
    /// assert_eq!(again.record(), ["a1", "g7"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`AnyError::Record`] only when the game's record notation does not read back its
    /// own moves (a fault of the game).
    pub fn record_text(&self, tags: &[(String, String)]) -> Result<String, AnyError> {
        with_match!(&self.inner, m => crate::core::record::of_match(m, tags)
            .map(|r| r.record().to_string())
            .map_err(|e| AnyError::Record(e.to_string())))
    }

    /// The legal moves now, each in the shortest text that reads back.
    pub fn legal_move_texts(&self) -> Vec<String> {
        with_match!(&self.inner, m => legal_texts(m))
    }

    /// Plays moves given as text, in order, each checked (the way `--moves` works on
    /// the command line).
    ///
    /// # Errors
    /// [`AnyError::MoveAt`] naming the first refused move and why; the moves before it
    /// stay played.
    pub fn play_moves<'a>(
        &mut self,
        texts: impl IntoIterator<Item = &'a str>,
    ) -> Result<(), AnyError> {
        let texts: Vec<&str> = texts.into_iter().collect();
        with_match!(&mut self.inner, m => play_each(m, &texts))
    }

    /// `player` resigns: every player outside its team wins.
    ///
    /// # Errors
    /// [`AnyError::Over`] or [`AnyError::NoSuchPlayer`]; the session is unchanged.
    pub fn resign(&mut self, player: Player) -> Result<(), AnyError> {
        with_match!(&mut self.inner, m => Ok(m.resign(player)?))
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        with_match!(&self.inner, m => m.is_over())
    }

    /// Who won, once the game has ended.
    pub fn verdict(&self) -> Option<Verdict> {
        with_match!(&self.inner, m => m.ending().map(|e| e.verdict()))
    }

    /// Why the game ended.
    pub fn reason(&self) -> Option<Reason> {
        with_match!(&self.inner, m => m.ending().map(|e| e.reason()))
    }

    /// The result in words, seats named as the game names them (`White wins (Black has
    /// no moves)`), once the game has ended.
    pub fn result(&self) -> Option<String> {
        with_match!(&self.inner, m => m.ending_text())
    }

    /// Every seat's payoff in `[-1, 1]`, once the game has ended.
    pub fn payoffs(&self) -> Option<PerPlayer<f64>> {
        with_match!(&self.inner, m => {
            let players = m.game().players();
            m.ending().map(|e| PerPlayer::from_fn(players, |p| e.payoff(p, players)))
        })
    }

    /// The moves so far, each in the shortest text that reads back in its position.
    pub fn record(&self) -> Vec<String> {
        with_match!(&self.inner, m => m.record())
    }

    /// The number of plies played.
    pub fn plies(&self) -> usize {
        with_match!(&self.inner, m => m.moves().len())
    }

    /// Perft from the current position: the number of legal move sequences of length
    /// `depth` (the history is not consulted, as in every perft table).
    pub fn perft(&self, depth: u32) -> u64 {
        with_match!(&self.inner, m => crate::core::perft(m.game(), m.position(), depth))
    }
}
