//! The per-position and per-move checks of the [`Game`] contract, shared by the
//! panicking harness ([`check`](super::check)) and the soak
//! ([`play_and_check`](super::soak::play_and_check)): each returns the violation as text
//! instead of panicking, and the caller decides what a violation does.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};

use rand::Rng;

use crate::game::{Game, Position};
use crate::outcome::{Outcome, Verdict};
use crate::player::Player;
use crate::playout::DefaultRng;

/// The hash of `t` with the standard library's hasher.
pub(crate) fn hash_of<T: Hash>(t: &T) -> u64 {
    let mut h = DefaultHasher::new();
    t.hash(&mut h);
    h.finish()
}

/// A violation of the contract, as one sentence naming the move or text involved.
pub(crate) type Violation = String;

/// The checks, with the random choices and the pool of moves legal elsewhere that the
/// non-move checks draw from.
pub(crate) struct Checks<'a, G: Game> {
    pub game: &'a G,
    pub rng: DefaultRng,
    /// Moves generated at earlier positions: candidates for non-moves.
    pool: Vec<G::Move>,
    /// Non-moves tried per position.
    pub non_moves_per_position: usize,
    /// Positions checked.
    pub positions: usize,
    /// Moves that got the per-move checks ([`Checks::check_move`]).
    pub moves_checked: usize,
    /// Generated moves that [`Game::check_move`] accepted ([`Checks::accepts`]).
    pub moves_accepted: usize,
    /// Non-moves refused.
    pub non_moves_refused: usize,
}

/// What [`Checks::position`] found at a position.
pub(crate) struct Seen<G: Game> {
    /// The position's text.
    pub text: String,
    /// The legal moves.
    pub moves: G::MoveList,
    /// How the game ended by the rules, if it did.
    pub outcome: Option<G::Outcome>,
}

impl<'a, G: Game> Checks<'a, G> {
    pub fn new(game: &'a G, rng: DefaultRng, non_moves_per_position: usize) -> Self {
        Checks {
            game,
            rng,
            pool: Vec::new(),
            non_moves_per_position,
            positions: 0,
            moves_checked: 0,
            moves_accepted: 0,
            non_moves_refused: 0,
        }
    }

    /// Everything checked of a position on its own: the seats, the text round trip (with
    /// equal `Eq`, `Hash` and key), the legal moves (pairwise different, counted by
    /// `count_moves`, each with a route), the outcome (`Some` exactly when there are no
    /// moves, with payoffs in `[-1, 1]`), and non-moves (moves legal at earlier positions
    /// but not here) refused with the position unchanged.
    pub fn position(&mut self, pos: &G::Position) -> Result<Seen<G>, Violation> {
        let game = self.game;
        self.positions += 1;
        let players = game.players();
        if !(2..=crate::MAX_PLAYERS).contains(&players) {
            return Err(format!("{players} players"));
        }
        if pos.to_move().index() >= players {
            return Err(format!(
                "{} to move at a {players}-seat table",
                pos.to_move()
            ));
        }

        // Text round trip, with Eq, Hash and key agreeing.
        let text = pos.to_string();
        match game.parse_position(&text) {
            Ok(back) if back == *pos => {
                if hash_of(&back) != hash_of(pos) {
                    return Err(format!("text `{text}` reads back with another Hash"));
                }
                if back.key() != pos.key() {
                    return Err(format!("text `{text}` reads back with another key"));
                }
            }
            Ok(back) => {
                return Err(format!("text `{text}` reads back as `{back}` ({back:?})"));
            }
            Err(e) => return Err(format!("own text `{text}` refused: {e}")),
        }
        if hash_of(&pos.clone()) != hash_of(pos) {
            return Err("a clone hashes differently".to_string());
        }

        // Moves: unique, counted, consistent with the outcome.
        let moves = game.moves(pos);
        let outcome = game.outcome(pos);
        if outcome.is_some() != moves.is_empty() {
            return Err(format!(
                "outcome {outcome:?} but {} legal moves",
                moves.len()
            ));
        }
        if let Some(o) = &outcome {
            check_outcome(game, o)?;
        }
        let counted = game.count_moves(pos);
        if counted != moves.len() as u64 {
            return Err(format!(
                "count_moves {counted} but {} generated",
                moves.len()
            ));
        }
        let mut unique = HashSet::with_capacity(moves.len());
        for mv in moves.iter() {
            if !unique.insert(mv) {
                return Err(format!("move `{mv}` generated twice"));
            }
            if game.routes(pos, mv) == 0 {
                return Err(format!("move `{mv}` has no route"));
            }
        }

        // Non-moves: legal elsewhere, not here.
        let mut tried = 0;
        for _ in 0..self.non_moves_per_position * 4 {
            if tried >= self.non_moves_per_position || self.pool.is_empty() {
                break;
            }
            let mv = &self.pool[self.rng.random_range(0..self.pool.len())];
            if unique.contains(mv) {
                continue;
            }
            tried += 1;
            if game.is_legal(pos, mv) {
                return Err(format!("is_legal accepts `{mv}`, which is not generated"));
            }
            let mut copy = pos.clone();
            if game.play(&mut copy, mv).is_ok() {
                return Err(format!("play accepts `{mv}`, which is not generated"));
            }
            if copy != *pos {
                return Err(format!("a refused `{mv}` changed the position"));
            }
            self.non_moves_refused += 1;
        }
        drop(unique);
        // Two moves of this position join the pool (replacing old ones once it is full).
        for _ in 0..2.min(moves.len()) {
            let mv = moves[self.rng.random_range(0..moves.len())].clone();
            if self.pool.len() < 512 {
                self.pool.push(mv);
            } else {
                let j = self.rng.random_range(0..self.pool.len());
                self.pool[j] = mv;
            }
        }
        Ok(Seen {
            text,
            moves,
            outcome,
        })
    }

    /// [`Game::check_move`] accepts every move of `moves` (at most `limit` of them: a
    /// random sample when there are more).
    pub fn accepts(
        &mut self,
        pos: &G::Position,
        moves: &[G::Move],
        limit: usize,
    ) -> Result<(), Violation> {
        let accept = |mv: &G::Move| match self.game.check_move(pos, mv) {
            Ok(()) => Ok(()),
            Err(e) => Err(format!("check_move refuses generated move `{mv}`: {e}")),
        };
        if moves.len() <= limit {
            moves.iter().try_for_each(accept)?;
            self.moves_accepted += moves.len();
        } else {
            for _ in 0..limit {
                accept(&moves[self.rng.random_range(0..moves.len())])?;
            }
            self.moves_accepted += limit;
        }
        Ok(())
    }

    /// The checks of one legal move: `is_legal`, the checked `play` equals
    /// `play_unchecked`, and both the move's [`Game::format_move`] and `Display` texts
    /// read back as the move.
    pub fn check_move(&mut self, pos: &G::Position, mv: &G::Move) -> Result<(), Violation> {
        let game = self.game;
        self.moves_checked += 1;
        if !game.is_legal(pos, mv) {
            return Err(format!("generated move `{mv}` is not is_legal"));
        }
        let mut checked = pos.clone();
        if let Err(e) = game.play(&mut checked, mv) {
            return Err(format!("play refuses generated move `{mv}`: {e}"));
        }
        let mut unchecked = pos.clone();
        game.play_unchecked(&mut unchecked, mv);
        if checked != unchecked {
            return Err(format!("play and play_unchecked differ on `{mv}`"));
        }
        for text in [game.format_move(pos, mv), mv.to_string()] {
            match game.parse_move(pos, &text) {
                Ok(back) if back == *mv => {}
                Ok(back) => {
                    return Err(format!(
                        "move text `{text}` of `{mv:?}` reads back as `{back:?}`"
                    ))
                }
                Err(e) => return Err(format!("move text `{text}` refused: {e}")),
            }
        }
        Ok(())
    }
}

/// An outcome names seated winners or ranks every seat, and gives payoffs in `[-1, 1]`.
pub(crate) fn check_outcome<G: Game>(game: &G, o: &G::Outcome) -> Result<(), Violation> {
    let players = game.players();
    match o.verdict() {
        Verdict::Win(set) => {
            if set.is_empty() || set.iter().any(|p| p.index() >= players) {
                return Err(format!("winners {set:?} at a {players}-seat table"));
            }
        }
        Verdict::Ranking(r) => {
            if r.players() != players {
                return Err(format!("ranking of {} players", r.players()));
            }
        }
        Verdict::Draw => {}
    }
    for p in Player::all(players) {
        let v = o.payoff(p, players);
        if !(-1.0..=1.0).contains(&v) {
            return Err(format!("payoff {v} for {p}"));
        }
    }
    let _ = o.to_string();
    Ok(())
}
