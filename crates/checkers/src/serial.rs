//! Serde for draughts (feature `serde`), as texts: the rules as their spec, a position
//! as its text, a move as its full text, an outcome as its line for people. The
//! convention, the forms with their game and what a record's JSON form leaves out are
//! in [`doska_core::serial`].
//!
//! A position and a move are read back only with their game, since their texts mean
//! nothing without the rules: through [`PositionSeed`](doska_core::serial::PositionSeed)
//! and [`MoveSeed`](doska_core::serial::MoveSeed), or inside a
//! [`GamePosition`](doska_core::serial::GamePosition) or a
//! [`ReplayedGame`](doska_core::serial::ReplayedGame), which name the game. The texts
//! are the ones [`Game::parse_position`](doska_core::Game::parse_position) and
//! [`Game::parse_move`](doska_core::Game::parse_move) read back: a position's `Display`
//! is its canonical text, and a move's `Display` its full text, which the game reads in
//! the position the move is legal in. (The shorter text of
//! [`Game::format_move`](doska_core::Game::format_move) needs that position to be
//! written, and `Serialize` does not have it.)

use crate::moves::CheckersMove;
use crate::outcome::result::CheckersOutcome;
use crate::position::state::CheckersPosition;
use crate::rules::checkers::Checkers;

doska_core::serde_as_text! {
    /// Serializes as its canonical text (its `Display`), which
    /// [`Game::parse_position`](doska_core::Game::parse_position) reads back; the start
    /// of the default preset is
    /// `"W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"`.
    /// Read it back with its game: [`doska_core::serial::PositionSeed`] or
    /// [`doska_core::serial::GamePosition`].
    display CheckersPosition;
    /// Serializes as its full text (its `Display`), which
    /// [`Game::parse_move`](doska_core::Game::parse_move) reads back in the position it
    /// is legal in, such as `"a3-b4"`. Read it back with its game and position:
    /// [`doska_core::serial::MoveSeed`].
    display CheckersMove;
    /// Serializes as its line for people (its `Display`), such as
    /// `"White wins (Black has no pieces left)"`.
    /// It is not read back: the rules decide outcomes.
    display CheckersOutcome;
}

doska_core::serde_as_text! {
    /// Serializes as its spec ([`Game::name`](doska_core::Game::name)), such as
    /// `"checkers/classic:capture=free,move-limit=100"`; deserializes from any spec of the family (its `FromStr`),
    /// refusing a bad one with the registry's error ([`doska_core::SpecError`]).
    rules Checkers;
}

#[cfg(test)]
mod tests {
    use doska_core::conformance::serial::check_family;

    use crate::family::CheckersFamily;

    #[test]
    fn every_preset_serializes_as_its_texts_and_reads_back() {
        check_family::<CheckersFamily>(12, &["checkers/classic:capture=free,move-limit=100"]);
    }
}
