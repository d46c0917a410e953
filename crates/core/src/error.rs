//! Error types shared by every game. Each names the offending input.
//!
//! Game-specific parse errors (a light square in a draughts FEN, a removal of an own
//! piece in mill) are the games' own types ([`Game::PositionError`](crate::Game::PositionError),
//! [`Game::MoveError`](crate::Game::MoveError)); these are the errors of the generic layers.

use thiserror::Error;

/// A bad specification (`family[/preset][:key=value,…]`) of a game or an agent.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum SpecError {
    /// The text is not of the form `family[/preset][:key=value,…]`.
    #[error("malformed game spec `{spec}`: {problem} (expected family[/preset][:key=value,...])")]
    Syntax {
        /// The spec as given.
        spec: String,
        /// What is wrong with it.
        problem: String,
    },
    /// No family of this name is registered.
    #[error("unknown game `{name}`; known games: {known}")]
    UnknownFamily {
        /// The name as given.
        name: String,
        /// The registered names, comma-separated.
        known: String,
    },
    /// No agent of this name.
    #[error("unknown agent `{name}`; agents: {known}")]
    UnknownAgent {
        /// The name as given.
        name: String,
        /// The agents that exist, comma-separated.
        known: String,
    },
    /// The family has no preset of this name.
    #[error("unknown preset `{family}/{preset}`; presets of {family}: {known}")]
    UnknownPreset {
        /// The family.
        family: String,
        /// The preset as given.
        preset: String,
        /// The family's presets, comma-separated.
        known: String,
    },
    /// The family has no option of this name.
    #[error("unknown option `{key}` for {family}; options: {known}")]
    UnknownOption {
        /// The family.
        family: String,
        /// The key as given.
        key: String,
        /// The family's options, comma-separated.
        known: String,
    },
    /// An option was given a value it does not take.
    #[error("bad value `{value}` for option `{key}`; expected {expected}")]
    BadValue {
        /// The option.
        key: String,
        /// The value as given.
        value: String,
        /// What the option takes.
        expected: String,
    },
    /// An option was given twice.
    #[error("option `{key}` given twice")]
    DuplicateOption {
        /// The option.
        key: String,
    },
    /// The options are each valid but do not go together (or not with this preset).
    #[error("options do not fit together: {problem}")]
    Conflict {
        /// What clashes.
        problem: String,
    },
}

/// A game record that does not replay: move number `index` (0-based) was refused.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("move {number} `{mv}` of the record: {problem}", number = index + 1)]
pub struct ReplayError {
    /// The index of the refused move in the record (0-based).
    pub index: usize,
    /// The move's text.
    pub mv: String,
    /// Why it was refused.
    pub problem: String,
}
