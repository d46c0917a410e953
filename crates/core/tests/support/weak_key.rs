//! A wrapper that gives any game deliberately weak position keys, to show that the
//! perft table detects colliding keys instead of trusting them.

use std::fmt;

use doska_core::{Game, Player, Position};

/// How weak the key is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Weakness {
    /// Every position has the key 0.
    Zero,
    /// The key is the seat to move and nothing else.
    SideToMove,
}

/// A position of the wrapped game with a weak key.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Weak<P> {
    pub inner: P,
    weakness: Weakness,
}

impl<P: Position> Position for Weak<P> {
    fn to_move(&self) -> Player {
        self.inner.to_move()
    }
    fn key(&self) -> u64 {
        match self.weakness {
            Weakness::Zero => 0,
            Weakness::SideToMove => self.inner.to_move().index() as u64,
        }
    }
}

impl<P: fmt::Display> fmt::Display for Weak<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.fmt(f)
    }
}

/// `game` with the keys of `weakness`; everything else is the game's own.
#[derive(Clone, Debug)]
pub struct WeakKey<G> {
    pub game: G,
    pub weakness: Weakness,
}

impl<G: Game> WeakKey<G> {
    pub fn wrap(&self, inner: G::Position) -> Weak<G::Position> {
        Weak {
            inner,
            weakness: self.weakness,
        }
    }
}

impl<G: Game> Game for WeakKey<G> {
    type Position = Weak<G::Position>;
    type Move = G::Move;
    type Outcome = G::Outcome;
    type MoveList = G::MoveList;
    type PositionError = G::PositionError;
    type MoveError = G::MoveError;

    fn name(&self) -> String {
        format!("{} with weak keys", self.game.name())
    }
    fn players(&self) -> usize {
        self.game.players()
    }
    fn team(&self, player: Player) -> doska_core::Team {
        self.game.team(player)
    }
    fn teams(&self) -> usize {
        self.game.teams()
    }
    fn start(&self) -> Self::Position {
        self.wrap(self.game.start())
    }
    fn legal_moves(&self, pos: &Self::Position, moves: &mut G::MoveList) {
        self.game.legal_moves(&pos.inner, moves);
    }
    fn count_moves(&self, pos: &Self::Position) -> u64 {
        self.game.count_moves(&pos.inner)
    }
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64 {
        self.game.perft(&pos.inner, depth)
    }
    fn routes(&self, pos: &Self::Position, mv: &G::Move) -> u64 {
        self.game.routes(&pos.inner, mv)
    }
    fn perft_routes(&self, pos: &Self::Position, depth: u32) -> u64 {
        self.game.perft_routes(&pos.inner, depth)
    }
    fn check_move(&self, pos: &Self::Position, mv: &G::Move) -> Result<(), G::MoveError> {
        self.game.check_move(&pos.inner, mv)
    }
    fn play_unchecked(&self, pos: &mut Self::Position, mv: &G::Move) {
        self.game.play_unchecked(&mut pos.inner, mv);
    }
    fn outcome(&self, pos: &Self::Position) -> Option<G::Outcome> {
        self.game.outcome(&pos.inner)
    }
    fn parse_position(&self, text: &str) -> Result<Self::Position, G::PositionError> {
        Ok(self.wrap(self.game.parse_position(text)?))
    }
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<G::Move, G::MoveError> {
        self.game.parse_move(&pos.inner, text)
    }
    fn format_move(&self, pos: &Self::Position, mv: &G::Move) -> String {
        self.game.format_move(&pos.inner, mv)
    }
    fn repetition(&self) -> Option<u32> {
        self.game.repetition()
    }
}

/// A hashed perft that trusts the key alone (the check word left at 0): what the
/// table would answer without verification. With weak keys it goes wrong, which is
/// what shows that the tests of the weak keys have teeth.
pub fn key_only_perft<G: Game>(
    game: &G,
    pos: &G::Position,
    depth: u32,
    table: &doska_core::PerftTable,
) -> u64 {
    use doska_core::{Counting, Fingerprint};
    if depth <= 1 {
        return game.perft(pos, depth);
    }
    let fp = Fingerprint::new(pos.key(), 0);
    if let Some(n) = table.probe(fp, depth, Counting::Moves) {
        return n;
    }
    let n = game
        .moves(pos)
        .iter()
        .map(|mv| {
            let mut next = pos.clone();
            game.play_unchecked(&mut next, mv);
            key_only_perft(game, &next, depth - 1, table)
        })
        .sum();
    table.store(fp, depth, Counting::Moves, n);
    n
}
