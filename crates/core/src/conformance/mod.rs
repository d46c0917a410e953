//! The conformance harness every game crate runs in its tests (feature `conformance`).
//!
//! [`check`] plays seeded random games and, at every position on the way, checks the
//! [`Game`] contract:
//!
//! - generated moves are pairwise different, `count_moves` agrees with them, and each
//!   is accepted by the checked [`Game::play`] with the same result as
//!   [`Game::play_unchecked`];
//! - moves legal elsewhere but not here are refused by `play`, and the position is left
//!   unchanged;
//! - the position text round-trips through [`Game::parse_position`], and each move's
//!   text (both [`Game::format_move`] and `Display`) through [`Game::parse_move`];
//! - mangled position and move texts never panic a parser, and whatever they accept
//!   round-trips (positions) or is legal (moves);
//! - equal positions have equal text, `Hash` and [`Position::key`], and equal text
//!   means equal positions;
//! - the game is over ([`Game::outcome`] is `Some`) exactly when there are no legal
//!   moves, outcomes give payoffs in `[-1, 1]` for seated players only;
//! - every playout ends (by the rules or by repetition) within the ply cap;
//! - every legal move has at least one route ([`Game::routes`]);
//! - the position's pictures ([`Game::svg`]) are well-formed SVG that name the game,
//!   hold the position's text and show the same pieces from every seat's side, and a
//!   move's marks ([`Game::move_marks`]) name places of the board and are drawn
//!   ([`svg::check_picture`]), at every tenth position;
//! - the game's own [`Game::perft`] and [`Game::perft_routes`] (when it overrides the
//!   defaults) agree with [`perft_generic`](crate::perft_generic) and
//!   [`perft_routes_generic`](crate::perft_routes_generic) at small depths, and so
//!   does the hashed perft ([`Perft`]) with a table shared by the whole
//!   run.
//!
//! [`check_encoding`] checks a game's [`Encoding`](crate::learning::Encoding) (action
//! indices, masks, observations) on random positions, and a
//! [`VecEnv`](crate::learning::VecEnv) of it.
//!
//! [`check_perft_ways`] compares every way of counting — hashed, parallel, routes,
//! divided — with the plain perft at one position, for a game's own perft tests.
//!
//! [`records`] checks a game's records: random games written, replayed and read back
//! as the same game, and mangled records that never panic. With the feature `serde`
//! as well, `serial::check_family` checks that a family's rules, positions, moves,
//! outcomes and replayed records serialize as their texts and read back (in JSON).
//!
//! Failures panic with the game, the position and the move involved, as test
//! assertions do. [`soak::play_and_check`] runs the same per-position checks on one
//! seeded random game and returns the failure (with the moves that lead to it) instead,
//! for long runs over every variant (`doska soak`).
//!
//! ```
//! use doska_core::conformance::{check, Config};
//! use doska_core::toy::Subtraction;
//! let report = check(&Subtraction::new(3, 30), &Config::default());
//! assert_eq!(report.playouts, Config::default().playouts);
//! assert!(report.positions > 100);
//! ```
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `encoding` | [`check_encoding`]: the action space, masks and observations on random positions, and a `VecEnv` | — |
//! | `checks` | `Checks`: the per-position and per-move checks, each returning its violation | — |
//! | `perft_file` | the reference perft tables as data files, and their reader | — |
//! | `perft_ways` | [`check_perft_ways`]: every way of counting perft against the plain one | — |
//! | `records` | [`records::round_trip`], [`records::check_mangled`]: game records of random games written, replayed and read back; mangled records | — |
//! | `serial` | `serial::check_family` (feature `serde` too): every value of a family's presets to JSON and back, bad input refused with the game's words | `records` |
//! | `soak` | [`soak::play_and_check`]: one seeded game checked (random moves, or a chooser's), its failure returned | `checks` |
//! | [`svg`] | [`svg::read`]: a picture parsed with an XML parser and counted; [`svg::check_picture`] | — |

use std::collections::HashMap;

use rand::Rng;

mod checks;
mod encoding;
pub mod perft_file;
mod perft_ways;
pub mod records;
#[cfg(feature = "serde")]
pub mod serial;
pub mod soak;
pub mod svg;

use checks::{hash_of, Checks, Seen};
pub use encoding::{check_encoding, EncodingReport};
pub use perft_ways::check_perft_ways;

use crate::game::{Game, Position};
use crate::history::History;
use crate::outcome::{Outcome, Reason};
use crate::perft::{Perft, PerftTable};
use crate::playout::{seeded_rng, DefaultRng};
use crate::registry::{Family, OptionKind, OptionValue};

/// What to check and how much.
#[derive(Clone, Debug)]
pub struct Config {
    /// The number of random games to play.
    pub playouts: usize,
    /// The ply cap: a game still going after this many moves fails the check.
    pub max_plies: usize,
    /// The seed of the random choices.
    pub seed: u64,
    /// At most this many moves per position get the full per-move checks (play,
    /// text round-trip); uniqueness and counting are checked on all of them.
    pub moves_per_position: usize,
    /// Non-moves tried per position.
    pub non_moves_per_position: usize,
    /// Mangled texts fed to the parsers at every tenth position.
    pub mutations: usize,
    /// Extra start positions as text, played from as well as the game's start.
    pub starts: Vec<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            playouts: 40,
            max_plies: 20_000,
            seed: 0x5eed,
            moves_per_position: 24,
            non_moves_per_position: 8,
            mutations: 24,
            starts: Vec::new(),
        }
    }
}

impl Config {
    /// The default checks with `playouts` random games.
    pub fn with_playouts(playouts: usize) -> Self {
        Config {
            playouts,
            ..Config::default()
        }
    }
}

/// What the harness saw, for tests that want to assert on coverage.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Random games played.
    pub playouts: usize,
    /// Positions checked.
    pub positions: usize,
    /// Moves that got the full per-move checks.
    pub moves_checked: usize,
    /// Non-moves refused.
    pub non_moves_refused: usize,
    /// Mangled texts fed to the parsers.
    pub mutations: usize,
    /// How the games ended, by reason.
    pub endings: Vec<(Reason, usize)>,
    /// The longest game, in plies.
    pub longest: usize,
    /// Perft comparisons of [`Game::perft`] with the generic recursion.
    pub perft_checks: usize,
    /// Positions whose pictures were checked ([`svg::check_picture`]).
    pub pictures: usize,
}

struct Checker<'a, G: Game> {
    checks: Checks<'a, G>,
    config: &'a Config,
    by_text: HashMap<String, G::Position>,
    table: PerftTable,
    report: Report,
}

/// Runs the harness on `game`; see the [module docs](self).
///
/// # Panics
/// On the first violation of the contract, with a message naming the position and move.
pub fn check<G: Game>(game: &G, config: &Config) -> Report {
    let mut starts = vec![game.start()];
    for text in &config.starts {
        match game.parse_position(text) {
            Ok(p) => starts.push(p),
            Err(e) => panic!("{}: extra start `{text}` refused: {e}", game.name()),
        }
    }
    let mut c = Checker {
        checks: Checks::new(game, seeded_rng(config.seed), config.non_moves_per_position),
        config,
        by_text: HashMap::new(),
        table: PerftTable::with_bytes(256 << 10),
        report: Report::default(),
    };
    for i in 0..config.playouts {
        let start = starts[i % starts.len()].clone();
        c.playout(start);
    }
    c.report.positions = c.checks.positions;
    c.report.moves_checked = c.checks.moves_checked;
    c.report.non_moves_refused = c.checks.non_moves_refused;
    c.report
}

impl<G: Game> Checker<'_, G> {
    fn fail(&self, pos: &G::Position, what: std::fmt::Arguments<'_>) -> ! {
        panic!("{}: {what}\n  position: {pos}", self.checks.game.name())
    }

    fn playout(&mut self, start: G::Position) {
        let game = self.checks.game;
        let mut pos = start;
        let mut history = History::new();
        history.push(pos.key());
        let limit = game.repetition();
        let mut plies = 0;
        let reason = loop {
            let moves = self.check_position(&pos);
            if let Some(o) = game.outcome(&pos) {
                break o.reason();
            }
            if plies >= self.config.max_plies {
                self.fail(&pos, format_args!("game not over after {plies} plies"));
            }
            let mv = &moves[self.checks.rng.random_range(0..moves.len())];
            game.play_unchecked(&mut pos, mv);
            plies += 1;
            let count = history.push(pos.key());
            if limit.is_some_and(|l| count >= l) {
                self.check_position(&pos);
                break Reason::Repetition;
            }
        };
        self.report.playouts += 1;
        self.report.longest = self.report.longest.max(plies);
        match self.report.endings.iter_mut().find(|(r, _)| *r == reason) {
            Some((_, n)) => *n += 1,
            None => self.report.endings.push((reason, 1)),
        }
    }

    fn check_position(&mut self, pos: &G::Position) -> G::MoveList {
        let seen = match self.checks.position(pos) {
            Ok(seen) => seen,
            Err(what) => self.fail(pos, format_args!("{what}")),
        };
        let Seen { text, moves, .. } = seen;

        // Equal text means equal positions, with equal Hash and key.
        if let Some(seen) = self.by_text.get(&text) {
            if seen != pos {
                self.fail(pos, format_args!("two different positions write `{text}`"));
            }
            if hash_of(seen) != hash_of(pos) || seen.key() != pos.key() {
                self.fail(
                    pos,
                    format_args!("equal positions with different Hash or key"),
                );
            }
        } else if self.by_text.len() < 50_000 {
            self.by_text.insert(text.clone(), pos.clone());
        }

        // Per-move checks on a sample.
        let sample: Vec<usize> = if moves.len() <= self.config.moves_per_position {
            (0..moves.len()).collect()
        } else {
            (0..self.config.moves_per_position)
                .map(|_| self.checks.rng.random_range(0..moves.len()))
                .collect()
        };
        for &i in &sample {
            if let Err(what) = self.checks.check_move(pos, &moves[i]) {
                self.fail(pos, format_args!("{what}"));
            }
        }

        if self.checks.positions % 10 == 1 {
            self.mutate_texts(pos, &text, &moves);
        }
        if self.checks.positions % 20 == 1 {
            self.check_perft(pos);
        }
        if self.checks.positions % 10 == 3 && !moves.is_empty() {
            let mv = &moves[self.checks.rng.random_range(0..moves.len())];
            let mut after = pos.clone();
            self.checks.game.play_unchecked(&mut after, mv);
            if let Err(what) = svg::check_picture(self.checks.game, pos, mv, &after) {
                self.fail(pos, format_args!("the picture after `{mv}`: {what}"));
            }
            self.report.pictures += 1;
        }
        moves
    }

    /// The game's perft and route perft equal the generic recursions, and the hashed
    /// perft (the table shared by the whole run, entries from 2 plies to go) equals
    /// them too, to depth 3 or while the counts stay small.
    fn check_perft(&mut self, pos: &G::Position) {
        let game = self.checks.game;
        let hashed = Perft::new(game).table(&self.table).hash_from(2);
        for depth in 1..=3 {
            let generic = crate::perft::perft_generic(game, pos, depth);
            let own = game.perft(pos, depth);
            if own != generic {
                self.fail(
                    pos,
                    format_args!("perft({depth}) is {own}, the generic recursion gives {generic}"),
                );
            }
            let n = hashed.count(pos, depth);
            if n != generic {
                self.fail(
                    pos,
                    format_args!("hashed perft({depth}) is {n}, the plain one {generic}"),
                );
            }
            let generic = crate::perft::perft_routes_generic(game, pos, depth);
            let own = game.perft_routes(pos, depth);
            if own != generic {
                self.fail(
                    pos,
                    format_args!(
                        "perft_routes({depth}) is {own}, the generic recursion gives {generic}"
                    ),
                );
            }
            let n = hashed.routes(true).count(pos, depth);
            if n != generic {
                self.fail(
                    pos,
                    format_args!("hashed route perft({depth}) is {n}, the plain one {generic}"),
                );
            }
            self.report.perft_checks += 1;
            if generic > 20_000 {
                break;
            }
        }
    }

    fn mutate_texts(&mut self, pos: &G::Position, text: &str, moves: &G::MoveList) {
        let game = self.checks.game;
        for _ in 0..self.config.mutations {
            self.report.mutations += 1;
            let bad = mutate(text, &mut self.checks.rng);
            if let Ok(p) = game.parse_position(&bad) {
                let again = p.to_string();
                match game.parse_position(&again) {
                    Ok(q) if q == p => {}
                    _ => self.fail(
                        pos,
                        format_args!("`{bad}` reads as `{again}`, which does not read back"),
                    ),
                }
            }
            if !moves.is_empty() {
                let mv = &moves[self.checks.rng.random_range(0..moves.len())];
                let bad = mutate(&game.format_move(pos, mv), &mut self.checks.rng);
                if let Ok(m) = game.parse_move(pos, &bad) {
                    if !moves.contains(&m) {
                        self.fail(
                            pos,
                            format_args!("move text `{bad}` parses to the illegal `{m}`"),
                        );
                    }
                }
            }
        }
    }
}

/// A random small corruption of `text`: a deletion, insertion, replacement, truncation,
/// duplication or a whole junk string.
fn mutate(text: &str, rng: &mut DefaultRng) -> String {
    const JUNK: &[char] = &[
        ' ', '/', ':', ',', '-', 'x', 'K', 'W', 'B', 'w', 'b', '.', '0', '1', '9', 'a', 'z', 'é',
        '\u{0}', '\n', '+', '*', '8', '2', '5',
    ];
    let mut chars: Vec<char> = text.chars().collect();
    let junk = |rng: &mut DefaultRng| JUNK[rng.random_range(0..JUNK.len())];
    match rng.random_range(0..7) {
        0 if !chars.is_empty() => {
            let i = rng.random_range(0..chars.len());
            chars.remove(i);
        }
        1 => {
            let i = rng.random_range(0..=chars.len());
            let c = junk(rng);
            chars.insert(i, c);
        }
        2 if !chars.is_empty() => {
            let i = rng.random_range(0..chars.len());
            chars[i] = junk(rng);
        }
        3 => {
            let i = rng.random_range(0..=chars.len());
            chars.truncate(i);
        }
        4 if !chars.is_empty() => {
            let i = rng.random_range(0..chars.len());
            let j = rng.random_range(i..chars.len());
            let piece: Vec<char> = chars[i..=j].to_vec();
            chars.splice(j + 1..j + 1, piece);
        }
        5 => {
            let n = rng.random_range(0..12);
            chars = (0..n).map(|_| junk(rng)).collect();
        }
        _ => {
            let i = rng.random_range(0..=chars.len());
            let digits = rng.random_range(1..30u32).to_string();
            chars.splice(i..i, digits.chars());
        }
    }
    chars.into_iter().collect()
}

/// Checks a family's registry declaration: every preset builds from its name and its
/// game's [`Game::name`] is the preset's spec; for every option and every value it
/// takes (each name of a choice, both booleans, an integer's bounds and a value
/// between), on every preset, the spec either is refused with a reason or builds
/// rules whose name builds the same rules again. Returns the number of specs built.
///
/// # Panics
/// On the first spec whose name does not rebuild it, naming both.
pub fn check_family<F: Family>() -> usize {
    let mut built = 0;
    for preset in F::PRESETS {
        let spec = format!("{}/{}", F::NAME, preset.name);
        let game = F::from_spec(&spec).unwrap_or_else(|e| panic!("{spec}: {e}"));
        assert!(
            game == preset.rules,
            "{spec} does not build the preset's rules"
        );
        assert_eq!(game.name(), spec, "the name of preset {spec}");
        built += 1;
        for def in F::OPTIONS {
            let values: Vec<OptionValue> = match def.kind {
                OptionKind::Choice(names) => names.iter().map(|n| OptionValue::Choice(n)).collect(),
                OptionKind::Bool => vec![OptionValue::Bool(false), OptionValue::Bool(true)],
                OptionKind::Int { min, max } => {
                    let mut v = vec![min, max, min + (max - min) / 3];
                    if let OptionValue::Int(current) = (def.get)(&preset.rules) {
                        v.push(current);
                    }
                    v.into_iter().map(OptionValue::Int).collect()
                }
                OptionKind::Real { min, max } => [min, max, (min + max) / 2.0]
                    .map(OptionValue::Real)
                    .to_vec(),
                OptionKind::Duration => [1, 1500]
                    .map(|ms| OptionValue::Duration(std::time::Duration::from_millis(ms)))
                    .to_vec(),
            };
            for value in values {
                let spec = format!("{}/{}:{}={value}", F::NAME, preset.name, def.key);
                let Ok(game) = F::from_spec(&spec) else {
                    continue;
                };
                assert_eq!(
                    (def.get)(&game),
                    value,
                    "{spec}: the option reads back another value"
                );
                let name = game.name();
                let again = F::from_spec(&name)
                    .unwrap_or_else(|e| panic!("{spec} is named `{name}`, which is refused: {e}"));
                assert!(
                    again == game,
                    "{spec} is named `{name}`, which builds other rules"
                );
                built += 1;
            }
        }
    }
    built
}
