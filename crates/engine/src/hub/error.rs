//! [`HubError`]: why a line, a position, a move or a parameter was refused.

use thiserror::Error;

/// Why the engine refused what it read; its text is the `message` of the `error` line
/// the engine answers with (the line then changes nothing).
///
/// ```
/// use doska_engine::hub::{parse_line, HubError};
/// let err = parse_line(r#"pos pos="W"#).unwrap_err();
/// assert!(matches!(err, HubError::Syntax(_)));
/// assert_eq!(err.to_string(), "a quoted value has no closing quote");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HubError {
    /// The line does not follow the Hub syntax (`command name=value name="value" flag`).
    #[error("{0}")]
    Syntax(String),
    /// A command lacks an argument it needs.
    #[error("{command} needs {argument}=")]
    Missing {
        /// The command (`set-param`).
        command: String,
        /// The argument it needs (`name`).
        argument: &'static str,
    },
    /// An argument's value is not a number the command takes.
    #[error("{argument}={value} is not {expected}")]
    Number {
        /// The argument (`depth`).
        argument: String,
        /// Its value as given.
        value: String,
        /// What it should be (`a whole number from 1 to 128`).
        expected: &'static str,
    },
    /// Arguments that do not go together (`level moves=40` without `time=`).
    #[error("{0}")]
    Conflict(String),
    /// A position text that cannot be read.
    #[error("bad position: {0}")]
    Position(String),
    /// A move that cannot be read or is not legal in its position.
    #[error("bad move {text}: {reason}")]
    Move {
        /// The move as given.
        text: String,
        /// Why it was refused.
        reason: String,
    },
    /// A variant that does not exist, or cannot be played over Hub.
    #[error("{0}")]
    Variant(String),
    /// An agent spec that does not read.
    #[error("bad agent {text}: {reason}")]
    Agent {
        /// The spec as given.
        text: String,
        /// Why it was refused.
        reason: String,
    },
}
