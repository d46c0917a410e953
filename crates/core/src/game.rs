//! The three traits every game implements: [`Game`] (the rules), [`Position`] (a state)
//! and [`Move`] (one whole turn).

use std::fmt::{Debug, Display};
use std::hash::Hash;

use crate::movelist::MoveList;
use crate::outcome::Outcome;
use crate::player::{Player, Team};
use crate::record_style::RecordStyle;
use crate::svg::{MoveMarks, SvgOptions};

/// One state of a game: the pieces, the side to move, pieces in hand, counters.
///
/// Positions are plain values: `Clone` to search, `Eq + Hash` to store, `Display` to
/// write their canonical text (the formats of `docs/notation.md`), which
/// [`Game::parse_position`] reads back. They hold no history; repetition is counted by
/// [`History`](crate::History).
///
/// Invariants are private: a position is built by its game ([`Game::start`],
/// [`Game::parse_position`]) or by playing moves, so every position is valid.
pub trait Position: Clone + Eq + Hash + Debug + Display + Send + Sync + 'static {
    /// The player whose turn it is. It may be the same player twice in a row (a capture
    /// chain in squeeze), and any seat of the table, not just two.
    fn to_move(&self) -> Player;

    /// A 64-bit hash of everything that decides the future of the game **except move
    /// counters**: two positions that differ only in their clocks (plies since the last
    /// capture, the move number) have the same key. Used for repetition and by the
    /// transposition tables of search. Equal positions have equal keys.
    fn key(&self) -> u64;
}

/// A bijective mix of 64 bits with full avalanche (the finaliser of MurmurHash3), for
/// building [`Position::key`]: pack what the key covers into a `u64` (or fold several
/// words through it) and mix. Being a bijection, it never merges two packed values.
///
/// ```
/// use doska_core::mix64;
/// assert_ne!(mix64(1), mix64(2));
/// assert_eq!(mix64(0), 0);
/// ```
#[inline]
#[must_use]
pub const fn mix64(mut x: u64) -> u64 {
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

/// One whole turn, as the player decides it: a complete draughts capture sequence, a
/// morris movement with its removals, two placements at once, a pass.
///
/// `Display` writes the move's full canonical text; [`Game::format_move`] may write a
/// shorter form that needs the position to be read back.
pub trait Move: Clone + Eq + Hash + Debug + Display + Send + Sync + 'static {}

impl<T: Clone + Eq + Hash + Debug + Display + Send + Sync + 'static> Move for T {}

/// The rules of one variant, as a value.
///
/// A preset is a value of the implementing type (`Checkers::classic()`), so variants
/// differ in data, not in code. The game object is immutable and cheap to clone;
/// positions are separate values that it creates, inspects and advances.
///
/// ## Contract
/// - [`legal_moves`](Game::legal_moves) is empty **exactly** when
///   [`outcome`](Game::outcome) is `Some`: a game that is over has no moves, and a
///   player who must pass gets an explicit pass move from the game.
/// - Every generated move is accepted by [`check_move`](Game::check_move) and
///   [`play`](Game::play); every other move is refused, with the game's reason and the
///   position unchanged. Generated moves are pairwise different.
/// - `parse_position(pos.to_string()) == pos` and
///   `parse_move(pos, format_move(pos, mv)) == mv` for every legal `mv`.
/// - Every game terminates: each ruleset bounds the length of a game (a move limit, a
///   finite placement phase), possibly with the help of [`repetition`](Game::repetition).
///
/// The [conformance harness](crate#conformance) checks all of this on random games.
///
/// ## Example
/// Generic code sees only the traits:
/// ```
/// use doska_core::{Game, Position};
///
/// /// Plays the first legal move until the game ends; returns the number of moves.
/// fn first_move_game<G: Game>(game: &G) -> usize {
///     let mut pos = game.start();
///     let mut moves = G::MoveList::default();
///     let mut plies = 0;
///     while game.outcome(&pos).is_none() {
///         game.legal_moves(&pos, &mut moves);
///         game.play_unchecked(&mut pos, &moves[0]);
///         plies += 1;
///     }
///     plies
/// }
/// # let _ = first_move_game::<doska_core::toy::Subtraction>;
/// ```
pub trait Game: Clone + Debug + Send + Sync + 'static {
    /// A state of this game.
    type Position: Position;
    /// One turn of this game.
    type Move: Move;
    /// How a game ends, with the game's own detail.
    type Outcome: Outcome;
    /// The buffer move generation fills.
    type MoveList: MoveList<Self::Move>;
    /// Why a position text was refused.
    type PositionError: std::error::Error + Send + Sync + 'static;
    /// Why a move text was refused, or a move is not legal here (bad syntax; the game is
    /// over; not legal, and why). Its text names the move.
    type MoveError: std::error::Error + Send + Sync + 'static;

    /// The registry spec that builds this game, e.g. `checkers/classic` or
    /// `mill/nine:removal=outside-mills`.
    fn name(&self) -> String;

    /// The number of seats, 2 to 6.
    fn players(&self) -> usize;

    /// The team of `player`; by default every player is its own team.
    fn team(&self, player: Player) -> Team {
        Team::of_player(player)
    }

    /// The number of teams; by default one per player.
    fn teams(&self) -> usize {
        self.players()
    }

    /// A human name for a seat (`White`, `Black`, `South`…); by default `player N`.
    fn player_name(&self, player: Player) -> String {
        player.to_string()
    }

    /// The start position of this variant.
    fn start(&self) -> Self::Position;

    /// Fills `moves` with the legal moves of `pos` (clearing it first). Empty exactly
    /// when the game is over.
    fn legal_moves(&self, pos: &Self::Position, moves: &mut Self::MoveList);

    /// The legal moves of `pos` in a new list.
    fn moves(&self, pos: &Self::Position) -> Self::MoveList {
        let mut list = Self::MoveList::default();
        self.legal_moves(pos, &mut list);
        list
    }

    /// The number of legal moves of `pos`. Games override it where counting is faster
    /// than generating (perft uses it at the last ply).
    fn count_moves(&self, pos: &Self::Position) -> u64 {
        self.moves(pos).len() as u64
    }

    /// Perft from `pos`: the number of legal move sequences of length `depth` (see
    /// [`perft`](crate::perft())). The default is the generic recursion,
    /// [`perft_generic`](crate::perft_generic), which counts the last ply with
    /// [`count_moves`](Game::count_moves).
    ///
    /// Games override it with an equivalent that is faster for them (make/unmake
    /// instead of copies, counting the last two plies together). An override must
    /// return exactly what the generic recursion returns; the
    /// [conformance harness](crate#conformance) compares the two on random positions.
    fn perft(&self, pos: &Self::Position, depth: u32) -> u64 {
        crate::perft::perft_generic(self, pos, depth)
    }

    /// The number of distinct **routes** of the rules' own move that lead to `mv` in
    /// `pos`: 1 by default. At least 1 for every legal move.
    ///
    /// Some engines count every capture route (every sequence of landing squares) as a
    /// move of its own, where a game here merges the routes that reach the same
    /// position into one move. A game that merges routes returns how many it merged, so
    /// that the route-counting perft ([`perft_routes`](Game::perft_routes)) gives the
    /// numbers of those engines; every other game keeps the default.
    fn routes(&self, pos: &Self::Position, mv: &Self::Move) -> u64 {
        let _ = (pos, mv);
        1
    }

    /// The route-counting perft from `pos`: each move weighed by its
    /// [`routes`](Game::routes), so `perft_routes(pos, d)` is the sum over the legal
    /// moves of `routes(mv) × perft_routes(next, d − 1)`, and 1 at depth 0. The default
    /// is the generic recursion, [`perft_routes_generic`](crate::perft_routes_generic).
    ///
    /// Games override it with an equivalent that is faster for them (a game whose
    /// moves are never merged routes may return [`perft`](Game::perft)); the
    /// [conformance harness](crate#conformance) compares an override with the generic
    /// recursion.
    fn perft_routes(&self, pos: &Self::Position, depth: u32) -> u64 {
        crate::perft::perft_routes_generic(self, pos, depth)
    }

    /// Whether `mv` may be played in `pos`, and if not, why: the game's own reason
    /// (the game is over, a capture is compulsory, the square is taken…).
    ///
    /// Games decide it without generating every move where the rules allow (two empty
    /// cells in scoring rows); a search of [`moves`](Game::moves) is always correct.
    ///
    /// # Errors
    /// The game's [`MoveError`](Game::MoveError) saying why the move is not legal here.
    fn check_move(&self, pos: &Self::Position, mv: &Self::Move) -> Result<(), Self::MoveError>;

    /// Whether `mv` is a legal move in `pos`: [`check_move`](Game::check_move) succeeds.
    #[inline]
    fn is_legal(&self, pos: &Self::Position, mv: &Self::Move) -> bool {
        self.check_move(pos, mv).is_ok()
    }

    /// Plays a move known to be legal in `pos`, for search.
    ///
    /// With a move that is not legal the result is unspecified (but memory-safe): the
    /// position may become one that the rules cannot reach.
    fn play_unchecked(&self, pos: &mut Self::Position, mv: &Self::Move);

    /// Plays `mv` if it is legal in `pos` ([`check_move`](Game::check_move), then
    /// [`play_unchecked`](Game::play_unchecked)).
    ///
    /// # Errors
    /// The game's [`MoveError`](Game::MoveError) saying why the move is not legal (the
    /// game being over among the reasons); `pos` is unchanged.
    fn play(&self, pos: &mut Self::Position, mv: &Self::Move) -> Result<(), Self::MoveError> {
        self.check_move(pos, mv)?;
        self.play_unchecked(pos, mv);
        Ok(())
    }

    /// How the game has ended at `pos` by the rules, or `None` while it goes on.
    ///
    /// Repetition needs the history of the game and is decided by
    /// [`History`](crate::History) with [`repetition`](Game::repetition); resignation and
    /// adjudication by the [`Match`](crate::Match) layer.
    fn outcome(&self, pos: &Self::Position) -> Option<Self::Outcome>;

    /// Reads a position in this game's text format (`docs/notation.md`).
    ///
    /// # Errors
    /// The game's [`PositionError`](Game::PositionError), naming what is wrong.
    fn parse_position(&self, text: &str) -> Result<Self::Position, Self::PositionError>;

    /// Reads a move in this game's notation and returns the legal move of `pos` it names.
    ///
    /// # Errors
    /// The game's [`MoveError`](Game::MoveError): bad syntax, or why the move is not legal.
    fn parse_move(&self, pos: &Self::Position, text: &str) -> Result<Self::Move, Self::MoveError>;

    /// Writes a legal move of `pos` in the shortest form that [`parse_move`](Game::parse_move)
    /// reads back in that position; by default the move's `Display`.
    fn format_move(&self, pos: &Self::Position, mv: &Self::Move) -> String {
        let _ = pos;
        mv.to_string()
    }

    /// A diagram of the position for people (an ASCII board); by default its text.
    fn diagram(&self, pos: &Self::Position) -> String {
        pos.to_string()
    }

    /// A picture of `pos` as SVG text: the board, the pieces (and pieces in hand), a
    /// `<title>` saying in words whose turn it is or how the game ended, and whatever
    /// `options` ask for — the last move, arrows, highlighted places, the seat at the
    /// bottom, a theme ([`svg`](crate::svg)).
    ///
    /// Every family draws its own board. The default draws the text
    /// [`diagram`](Game::diagram) in a monospace font, for games that have no board of
    /// their own.
    fn svg(&self, pos: &Self::Position, options: &SvgOptions) -> String {
        let title = format!("{}: {}", self.name(), pos);
        crate::svg::text_picture(
            &self.name(),
            &title,
            &pos.to_string(),
            &self.diagram(pos),
            options,
        )
    }

    /// What `mv` does when played in `before`, as places of the board named in the
    /// game's notation: the path of the moving piece, the pieces it places and the
    /// pieces it takes. For [`SvgOptions::last_move`]: drawing the position after the
    /// move with these marks shows how it came about.
    ///
    /// `mv` must be legal in `before`. The default marks nothing, for games that have
    /// no board of their own.
    fn move_marks(&self, before: &Self::Position, mv: &Self::Move) -> MoveMarks {
        let _ = (before, mv);
        MoveMarks::default()
    }

    /// How records of this game ([`record`](crate::record)) name it and write its
    /// results: by default a `[Game "<name>"]` tag and `1-0`, `0-1`, `1/2-1/2`.
    fn record_style(&self) -> RecordStyle {
        RecordStyle::named(self.name())
    }

    /// A legal move of `pos` as records write it; by default
    /// [`format_move`](Game::format_move). It must read back with
    /// [`parse_move`](Game::parse_move).
    fn format_record_move(&self, pos: &Self::Position, mv: &Self::Move) -> String {
        self.format_move(pos, mv)
    }

    /// A position as records write it (the `FEN` tag, in-game setups); by default its
    /// text. It must read back with [`parse_position`](Game::parse_position).
    fn format_record_position(&self, pos: &Self::Position) -> String {
        pos.to_string()
    }

    /// The number of occurrences of the same position ([`Position::key`]) that ends
    /// the game in a draw, or `None` when repetition is not a rule of this game.
    fn repetition(&self) -> Option<u32> {
        None
    }
}
