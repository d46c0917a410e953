//! The visitor traits that reach the concrete game of an [`AnyGame`](crate::AnyGame)
//! or a [`Session`](crate::Session) as a learning environment.

use crate::core::learning::Encoding;
use crate::core::Match;

/// Generic code to run on whichever game a spec names, as a learning environment.
pub trait EncodingVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the concrete game.
    fn visit<G: Encoding>(self, game: &G) -> Self::Output;
}

/// Generic code to run on a session's match of the concrete game.
pub(crate) trait MatchVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the match.
    fn visit<G: Encoding>(self, m: &Match<G>) -> Self::Output;
}

/// Generic code to run on a session's match of the concrete game, changing it.
pub(crate) trait MatchVisitorMut {
    /// What the visit returns.
    type Output;
    /// Runs on the match.
    fn visit<G: Encoding>(self, m: &mut Match<G>) -> Self::Output;
}
