//! Any game by name as a learning environment: the action space, masks and
//! observations of a [`Session`], and [`AnyVecEnv`], many games stepped together.
//!
//! Each family implements [`Encoding`] (documented in `docs/learning.md` and in each
//! family's docs); this module reaches it for a game chosen at run time, as the
//! Python package does.
//!
//! ```
//! use doska::core::learning::{EnvConfig, ObservationStyle, StepBuffers};
//! use doska::registry;
//!
//! let game = registry::build("checkers/russian")?;
//! let mut session = game.session();
//! let actions = session.legal_actions();
//! assert_eq!(actions.len(), 7);
//! let text = session.play_action(actions[0])?;
//! assert_eq!(session.record(), [text]);
//!
//! let shape = game.observation_shape(ObservationStyle::Egocentric).unwrap();
//! let mut planes = vec![0.0; shape.len()];
//! session.observation(session.to_move(), ObservationStyle::Egocentric, &mut planes)?;
//! assert_eq!(planes.iter().sum::<f32>(), 24.0); // 12 men a side
//!
//! let mut env = game.vec_env(16, 7, EnvConfig::default())?;
//! let mut actions = vec![0; 16];
//! let mut rewards = vec![0.0; 16];
//! for _ in 0..100 {
//!     env.random_actions(&mut actions);
//!     env.step(&actions, &mut StepBuffers { rewards: Some(&mut rewards), ..StepBuffers::default() })?;
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::core::learning::{
    Encoding, EnvConfig, ObservationStyle, Shape, StepBuffers, StepError, VecEnv,
};
use crate::core::{Match, Player};
use crate::registry::AnyGame;
use crate::session::{AnyError, Session};

pub use crate::visit::EncodingVisitor;
use crate::visit::{MatchVisitor, MatchVisitorMut};

impl AnyGame {
    /// The size of the game's action space.
    pub fn num_actions(&self) -> usize {
        struct V;
        impl EncodingVisitor for V {
            type Output = usize;
            fn visit<G: Encoding>(self, game: &G) -> usize {
                game.num_actions()
            }
        }
        self.visit_encoding(V)
    }

    /// The shape of the game's observations of `style`, or `None` when it has none.
    pub fn observation_shape(&self, style: ObservationStyle) -> Option<Shape> {
        struct V(ObservationStyle);
        impl EncodingVisitor for V {
            type Output = Option<Shape>;
            fn visit<G: Encoding>(self, game: &G) -> Option<Shape> {
                game.observation_shape(self.0)
            }
        }
        self.visit_encoding(V(style))
    }

    /// `n` games of this game from its start, stepped together ([`VecEnv`]).
    ///
    /// # Errors
    /// [`AnyError::Learning`] when the game has no observation of the configured style.
    pub fn vec_env(&self, n: usize, seed: u64, config: EnvConfig) -> Result<AnyVecEnv, AnyError> {
        self.vec_env_from(None, n, seed, config)
    }

    /// `n` games of this game that start (and restart) from a position in the game's
    /// text, or from its start when `position` is `None`.
    ///
    /// # Errors
    /// [`AnyError::Position`] when the text is refused, [`AnyError::Learning`] when the
    /// game has no observation of the configured style.
    pub fn vec_env_from(
        &self,
        position: Option<&str>,
        n: usize,
        seed: u64,
        config: EnvConfig,
    ) -> Result<AnyVecEnv, AnyError> {
        struct V<'a>(Option<&'a str>, usize, u64, EnvConfig);
        impl EncodingVisitor for V<'_> {
            type Output = Result<AnyVecEnv, AnyError>;
            fn visit<G: Encoding>(self, game: &G) -> Self::Output {
                let V(position, n, seed, config) = self;
                let start = match position {
                    Some(text) => game
                        .parse_position(text)
                        .map_err(|e| AnyError::Position(Box::new(e)))?,
                    None => game.start(),
                };
                let env = VecEnv::from_position(game.clone(), start, n, seed, config)
                    .map_err(AnyError::Learning)?;
                Ok(AnyVecEnv {
                    inner: Box::new(env),
                })
            }
        }
        self.visit_encoding(V(position, n, seed, config))
    }
}

impl Session {
    /// The size of the game's action space.
    pub fn num_actions(&self) -> usize {
        self.game().num_actions()
    }

    /// The action indices of the legal moves, in the order of
    /// [`legal_move_texts`](Session::legal_move_texts); empty when the game is over.
    pub fn legal_actions(&self) -> Vec<usize> {
        struct V;
        impl MatchVisitor for V {
            type Output = Vec<usize>;
            fn visit<G: Encoding>(self, m: &Match<G>) -> Vec<usize> {
                let mut out = Vec::new();
                if !m.is_over() {
                    m.game()
                        .action_indices(m.position(), &m.legal_moves(), &mut out);
                }
                out
            }
        }
        self.visit_match(V)
    }

    /// Sets `mask[i]` to whether action `i` is legal now (all false when the game is
    /// over).
    ///
    /// # Panics
    /// When `mask` is shorter than [`num_actions`](Session::num_actions).
    pub fn legal_action_mask(&self, mask: &mut [bool]) {
        let n = self.num_actions();
        let mask = &mut mask[..n];
        mask.fill(false);
        for i in self.legal_actions() {
            mask[i] = true;
        }
    }

    /// The action index of the legal move written `text`.
    ///
    /// # Errors
    /// As [`parse_move`](Session::parse_move).
    pub fn action_of(&self, text: &str) -> Result<usize, AnyError> {
        struct V<'a>(&'a str);
        impl MatchVisitor for V<'_> {
            type Output = Result<usize, AnyError>;
            fn visit<G: Encoding>(self, m: &Match<G>) -> Self::Output {
                if m.is_over() {
                    return Err(AnyError::Over);
                }
                let game = m.game();
                let mv = game
                    .parse_move(m.position(), self.0)
                    .map_err(|e| AnyError::Move(Box::new(e)))?;
                game.action_index(m.position(), &mv)
                    .ok_or_else(|| AnyError::Move(format!("{} is not legal here", self.0).into()))
            }
        }
        self.visit_match(V(text))
    }

    /// The text of the legal move with action index `action`, or `None` when no legal
    /// move has it.
    pub fn action_text(&self, action: usize) -> Option<String> {
        struct V(usize);
        impl MatchVisitor for V {
            type Output = Option<String>;
            fn visit<G: Encoding>(self, m: &Match<G>) -> Option<String> {
                if m.is_over() {
                    return None;
                }
                let mv = m.game().action_from_index(m.position(), self.0)?;
                Some(m.game().format_move(m.position(), &mv))
            }
        }
        self.visit_match(V(action))
    }

    /// Plays the legal move with action index `action` and returns its text.
    ///
    /// # Errors
    /// [`AnyError::Over`] when the game has ended, [`AnyError::IllegalAction`] when no
    /// legal move has that index; the session is unchanged.
    pub fn play_action(&mut self, action: usize) -> Result<String, AnyError> {
        struct V(usize);
        impl MatchVisitorMut for V {
            type Output = Result<String, AnyError>;
            fn visit<G: Encoding>(self, m: &mut Match<G>) -> Self::Output {
                if m.is_over() {
                    return Err(AnyError::Over);
                }
                let game = m.game().clone();
                let mv = game
                    .action_from_index(m.position(), self.0)
                    .ok_or_else(|| AnyError::IllegalAction {
                        action: self.0,
                        actions: game.num_actions(),
                    })?;
                let text = game.format_move(m.position(), &mv);
                m.play(&mv).map_err(AnyError::from)?;
                Ok(text)
            }
        }
        self.visit_match_mut(V(action))
    }

    /// Writes the observation of the current position from `perspective`'s seat.
    ///
    /// # Errors
    /// [`AnyError::Learning`] when the game has no observation of `style`, the buffer's
    /// length is not the shape's, or the seat is not at the table.
    pub fn observation(
        &self,
        perspective: Player,
        style: ObservationStyle,
        out: &mut [f32],
    ) -> Result<(), AnyError> {
        struct V<'a>(Player, ObservationStyle, &'a mut [f32]);
        impl MatchVisitor for V<'_> {
            type Output = Result<(), AnyError>;
            fn visit<G: Encoding>(self, m: &Match<G>) -> Self::Output {
                m.game()
                    .observation(m.position(), self.0, self.1, self.2)
                    .map_err(|e| AnyError::Learning(e.into()))
            }
        }
        self.visit_match(V(perspective, style, out))
    }
}

/// The operations of a [`VecEnv`] of any game, object-safe.
trait DynVecEnv: Send + Sync {
    fn len(&self) -> usize;
    fn num_actions(&self) -> usize;
    fn observation_shape(&self) -> Shape;
    fn players(&self) -> usize;
    fn name(&self) -> String;
    fn config(&self) -> EnvConfig;
    fn reset(&mut self, out: &mut StepBuffers<'_>) -> Result<(), StepError>;
    fn step(&mut self, actions: &[usize], out: &mut StepBuffers<'_>) -> Result<(), StepError>;
    fn random_actions(&mut self, out: &mut [usize]);
    fn position(&self, i: usize) -> String;
    fn legal_actions(&self, i: usize) -> &[usize];
    fn legal_move_texts(&self, i: usize) -> Vec<String>;
    fn plies(&self, i: usize) -> u32;
    fn clone_box(&self) -> Box<dyn DynVecEnv>;
}

impl<G: Encoding> DynVecEnv for VecEnv<G> {
    fn len(&self) -> usize {
        VecEnv::len(self)
    }
    fn num_actions(&self) -> usize {
        VecEnv::num_actions(self)
    }
    fn observation_shape(&self) -> Shape {
        VecEnv::observation_shape(self)
    }
    fn players(&self) -> usize {
        self.game().players()
    }
    fn name(&self) -> String {
        self.game().name()
    }
    fn config(&self) -> EnvConfig {
        *VecEnv::config(self)
    }
    fn reset(&mut self, out: &mut StepBuffers<'_>) -> Result<(), StepError> {
        VecEnv::reset(self, out)
    }
    fn step(&mut self, actions: &[usize], out: &mut StepBuffers<'_>) -> Result<(), StepError> {
        VecEnv::step(self, actions, out)
    }
    fn random_actions(&mut self, out: &mut [usize]) {
        VecEnv::random_actions(self, out);
    }
    fn position(&self, i: usize) -> String {
        VecEnv::position(self, i).to_string()
    }
    fn legal_actions(&self, i: usize) -> &[usize] {
        VecEnv::legal_actions(self, i)
    }
    fn legal_move_texts(&self, i: usize) -> Vec<String> {
        let pos = VecEnv::position(self, i);
        VecEnv::legal_moves(self, i)
            .iter()
            .map(|mv| self.game().format_move(pos, mv))
            .collect()
    }
    fn plies(&self, i: usize) -> u32 {
        VecEnv::plies(self, i)
    }
    fn clone_box(&self) -> Box<dyn DynVecEnv> {
        Box::new(self.clone())
    }
}

/// `n` games of any game stepped together: a [`VecEnv`] of the concrete game behind
/// one type, built by [`AnyGame::vec_env`]. The games step without dynamic dispatch
/// inside; the call itself is one virtual call a step of all the games.
pub struct AnyVecEnv {
    inner: Box<dyn DynVecEnv>,
}

impl Clone for AnyVecEnv {
    fn clone(&self) -> Self {
        AnyVecEnv {
            inner: self.inner.clone_box(),
        }
    }
}

impl std::fmt::Debug for AnyVecEnv {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnyVecEnv")
            .field("game", &self.inner.name())
            .field("len", &self.inner.len())
            .finish()
    }
}

impl AnyVecEnv {
    /// The number of games.
    pub fn len(&self) -> usize {
        self.inner.len()
    }

    /// True when there are no games.
    pub fn is_empty(&self) -> bool {
        self.inner.len() == 0
    }

    /// The size of the action space.
    pub fn num_actions(&self) -> usize {
        self.inner.num_actions()
    }

    /// The shape of one game's observation.
    pub fn observation_shape(&self) -> Shape {
        self.inner.observation_shape()
    }

    /// The number of seats.
    pub fn players(&self) -> usize {
        self.inner.players()
    }

    /// The spec of the rules.
    pub fn name(&self) -> String {
        self.inner.name()
    }

    /// The configuration.
    pub fn config(&self) -> EnvConfig {
        self.inner.config()
    }

    /// As [`VecEnv::reset`].
    ///
    /// # Errors
    /// As [`VecEnv::reset`].
    pub fn reset(&mut self, out: &mut StepBuffers<'_>) -> Result<(), StepError> {
        self.inner.reset(out)
    }

    /// As [`VecEnv::step`].
    ///
    /// # Errors
    /// As [`VecEnv::step`].
    pub fn step(&mut self, actions: &[usize], out: &mut StepBuffers<'_>) -> Result<(), StepError> {
        self.inner.step(actions, out)
    }

    /// As [`VecEnv::random_actions`].
    ///
    /// # Panics
    /// When `out.len() != len()`.
    pub fn random_actions(&mut self, out: &mut [usize]) {
        self.inner.random_actions(out);
    }

    /// The position of game `i` as text.
    ///
    /// # Panics
    /// When `i >= len()`.
    pub fn position(&self, i: usize) -> String {
        self.inner.position(i)
    }

    /// The legal actions of game `i`.
    ///
    /// # Panics
    /// When `i >= len()`.
    pub fn legal_actions(&self, i: usize) -> &[usize] {
        self.inner.legal_actions(i)
    }

    /// The texts of game `i`'s legal moves, in the order of its legal actions.
    ///
    /// # Panics
    /// When `i >= len()`.
    pub fn legal_move_texts(&self, i: usize) -> Vec<String> {
        self.inner.legal_move_texts(i)
    }

    /// The plies played in game `i` since it started.
    ///
    /// # Panics
    /// When `i >= len()`.
    pub fn plies(&self, i: usize) -> u32 {
        self.inner.plies(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_an_action_space_and_an_egocentric_observation() {
        for spec in crate::registry::variants() {
            let game = crate::registry::build(&spec).unwrap();
            assert!(game.num_actions() > 0, "{spec}");
            let shape = game
                .observation_shape(ObservationStyle::Egocentric)
                .unwrap();
            let session = game.session();
            let mut out = vec![0.0; shape.len()];
            session
                .observation(session.to_move(), ObservationStyle::Egocentric, &mut out)
                .unwrap();
            let mut mask = vec![false; game.num_actions()];
            session.legal_action_mask(&mut mask);
            assert_eq!(
                mask.iter().filter(|&&m| m).count(),
                session.legal_move_texts().len(),
                "{spec}"
            );
            for (a, text) in session
                .legal_actions()
                .into_iter()
                .zip(session.legal_move_texts())
            {
                assert_eq!(
                    session.action_text(a).as_deref(),
                    Some(text.as_str()),
                    "{spec}"
                );
                assert_eq!(session.action_of(&text).unwrap(), a, "{spec}");
            }
        }
    }

    /// docs/learning.md's table of every variant's action space and observations,
    /// computed.
    fn docs_table() -> String {
        let mut out = String::from(
            "| variant | actions | egocentric planes | OpenSpiel planes |\n|---|---|---|---|\n",
        );
        for spec in crate::registry::variants() {
            let game = crate::registry::build(&spec).unwrap();
            let shape = |style| {
                game.observation_shape(style)
                    .map_or("–".to_string(), |s| s.to_string())
            };
            out.push_str(&format!(
                "| `{spec}` | {} | {} | {} |\n",
                game.num_actions(),
                shape(ObservationStyle::Egocentric),
                shape(ObservationStyle::OpenSpiel)
            ));
        }
        out
    }

    #[test]
    fn the_docs_table_of_action_spaces_is_what_the_code_gives() {
        let docs = include_str!("../docs/learning.md");
        let table = docs_table();
        assert!(
            docs.contains(&table),
            "docs/learning.md should hold this table:\n{table}"
        );
    }

    #[test]
    fn an_illegal_action_is_refused_and_changes_nothing() {
        let game = crate::registry::build("mill/nine").unwrap();
        let mut session = game.session();
        let n = game.num_actions();
        let illegal = (0..n)
            .find(|a| !session.legal_actions().contains(a))
            .unwrap();
        let err = session.play_action(illegal).unwrap_err();
        assert!(matches!(err, AnyError::IllegalAction { .. }), "{err}");
        assert!(session.record().is_empty());
        assert!(session.play_action(usize::MAX).is_err());
    }
}
