//! Reference perft tables as data files, and the one reader of them.
//!
//! Every family keeps the published counts it is tested against in `tests/data/*.perft`
//! next to its tests, with their provenance. The format is line-based:
//!
//! ```text
//! # Comments start with `#`; blank lines separate nothing in particular.
//! id classic-start
//! game checkers/classic
//! source py-draughts 1.10.1 (merged routes); pydraughts 0.6.7 agrees to depth 7
//! perft 1 7
//! perft 2 49
//!
//! id classic-late
//! game checkers/classic
//! position W:Wa1,c3:Bh8
//! perft 1 2
//! ```
//!
//! A case starts at its `id` line. `game` is the registry spec (required); `position`
//! a position in the game's text (the start when absent); `moves` a space-separated
//! list of moves played from there first; `source` lines say who computed the numbers
//! (any number of them); `count routes` says that the counts are of routes (the
//! route-counting perft, [`Game::perft_routes`], as engines count that do not merge
//! capture routes), `count moves` (the default) that they are of moves; each
//! `perft DEPTH COUNT` line is one count (`_` and `,` may group digits).
//!
//! ```
//! use doska_core::conformance::perft_file::{parse, run_case};
//! use doska_core::toy::Subtraction;
//!
//! let cases = parse("id pile\ngame subtraction\nsource counted by hand\nperft 1 3\nperft 2 9\n").unwrap();
//! assert_eq!(cases[0].counts, [(1, 3), (2, 9)]);
//! let game = Subtraction::new(2, 10);
//! assert_eq!(run_case(&game, &cases[0], u64::MAX).unwrap(), 2);
//! ```

use crate::game::Game;
use crate::perft::Counting;

/// One position of a perft file with its counts.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PerftCase {
    /// The case's name, unique in its file.
    pub id: String,
    /// The registry spec of the game.
    pub game: String,
    /// The position's text, or `None` for the game's start.
    pub position: Option<String>,
    /// Moves played from the position before counting.
    pub moves: Vec<String>,
    /// Who computed the counts.
    pub sources: Vec<String>,
    /// Whether the counts are of moves or of routes (`count routes`).
    pub counting: Counting,
    /// `(depth, count)`, in the file's order.
    pub counts: Vec<(u32, u64)>,
}

impl PerftCase {
    /// The counts whose value is at most `max_count`: the cheap part of the table.
    pub fn counts_up_to(&self, max_count: u64) -> impl Iterator<Item = (u32, u64)> + '_ {
        self.counts
            .iter()
            .copied()
            .filter(move |&(_, n)| n <= max_count)
    }
}

/// Reads a perft file.
///
/// # Errors
/// The line number and what is wrong: an unknown keyword, a field before the first
/// `id`, a field given twice, a case without `game` or without counts, a bad number.
pub fn parse(text: &str) -> Result<Vec<PerftCase>, String> {
    let mut cases: Vec<PerftCase> = Vec::new();
    // Whether the current case has its `count` line.
    let mut counted = false;
    for (index, raw) in text.lines().enumerate() {
        let line_no = index + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |problem: &str| format!("line {line_no}: {problem}: `{line}`");
        let (keyword, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        if keyword == "id" {
            if rest.is_empty() {
                return Err(err("an id needs a name"));
            }
            if cases.iter().any(|c| c.id == rest) {
                return Err(err("id given twice"));
            }
            cases.push(PerftCase {
                id: rest.to_string(),
                ..PerftCase::default()
            });
            counted = false;
            continue;
        }
        let Some(case) = cases.last_mut() else {
            return Err(err("a field before the first `id`"));
        };
        match keyword {
            "game" if case.game.is_empty() && !rest.is_empty() => case.game = rest.to_string(),
            "position" if case.position.is_none() && !rest.is_empty() => {
                case.position = Some(rest.to_string());
            }
            "moves" if case.moves.is_empty() => {
                case.moves = rest.split_whitespace().map(str::to_string).collect();
            }
            "source" => case.sources.push(rest.to_string()),
            "count" if !counted => {
                case.counting = match rest {
                    "moves" => Counting::Moves,
                    "routes" => Counting::Routes,
                    _ => return Err(err("expected `count moves` or `count routes`")),
                };
                counted = true;
            }
            "perft" => {
                let mut parts = rest.split_whitespace();
                let number = |s: Option<&str>| -> Option<u64> {
                    s?.chars()
                        .filter(|c| *c != '_' && *c != ',')
                        .collect::<String>()
                        .parse()
                        .ok()
                };
                let depth = number(parts.next()).and_then(|d| u32::try_from(d).ok());
                let count = number(parts.next());
                match (depth, count, parts.next()) {
                    (Some(d), Some(n), None) => case.counts.push((d, n)),
                    _ => return Err(err("expected `perft DEPTH COUNT`")),
                }
            }
            "game" | "position" | "moves" | "count" => return Err(err("given twice, or empty")),
            _ => return Err(err("unknown keyword")),
        }
    }
    for case in &cases {
        if case.game.is_empty() {
            return Err(format!("case `{}` names no game", case.id));
        }
        if case.counts.is_empty() {
            return Err(format!("case `{}` has no perft counts", case.id));
        }
    }
    Ok(cases)
}

/// The position of `case` in `game`: its `position` (or the start) with its `moves`
/// played.
///
/// # Errors
/// When the position or a move is refused, with the game's reason.
pub fn position_of<G: Game>(game: &G, case: &PerftCase) -> Result<G::Position, String> {
    let mut pos = match &case.position {
        Some(text) => game
            .parse_position(text)
            .map_err(|e| format!("{}: position `{text}`: {e}", case.id))?,
        None => game.start(),
    };
    for (i, text) in case.moves.iter().enumerate() {
        let mv = game
            .parse_move(&pos, text)
            .map_err(|e| format!("{}: move {} `{text}`: {e}", case.id, i + 1))?;
        game.play(&mut pos, &mv)
            .map_err(|e| format!("{}: move {} `{text}`: {e}", case.id, i + 1))?;
    }
    Ok(pos)
}

/// Checks the counts of `case` no larger than `max_count` against
/// [`perft`](crate::perft()) in `game` (built by the caller from `case.game`), or
/// against [`perft_routes`](crate::perft_routes) for a case of `count routes`; returns
/// how many it checked.
///
/// # Errors
/// The first count that differs, or a position that does not read.
pub fn run_case<G: Game>(game: &G, case: &PerftCase, max_count: u64) -> Result<usize, String> {
    let pos = position_of(game, case)?;
    let mut checked = 0;
    for (depth, expected) in case.counts_up_to(max_count) {
        let (got, name) = match case.counting {
            Counting::Moves => (crate::perft(game, &pos, depth), "perft"),
            Counting::Routes => (crate::perft_routes(game, &pos, depth), "route perft"),
        };
        if got != expected {
            return Err(format!(
                "{} ({}): {name}({depth}) = {got}, the table says {expected}",
                case.id, case.game
            ));
        }
        checked += 1;
    }
    Ok(checked)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_refuses() {
        let cases = parse(
            "# c\nid a\ngame g\nposition p q\nmoves m1 m2\nsource s1\nsource s2\nperft 1 1_000\nperft 2 2,000\n\nid b\ngame h\nperft 3 4\n",
        )
        .unwrap();
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].position.as_deref(), Some("p q"));
        assert_eq!(cases[0].moves, ["m1", "m2"]);
        assert_eq!(cases[0].sources.len(), 2);
        assert_eq!(cases[0].counts, [(1, 1000), (2, 2000)]);
        assert_eq!(cases[0].counts_up_to(1500).count(), 1);
        assert_eq!(cases[0].counting, Counting::Moves);
        for bad in [
            "game g",
            "id a\nperft 1 1",
            "id a\ngame g",
            "id a\ngame g\ngame h\nperft 1 1",
            "id a\ngame g\nperft 1",
            "id a\ngame g\nperft x 1",
            "id a\ngame g\nperft 1 1 1",
            "id a\ngame g\nfen x\nperft 1 1",
            "id a\ngame g\nperft 1 1\nid a\ngame g\nperft 1 1",
            "id a\ngame g\ncount paths\nperft 1 1",
            "id a\ngame g\ncount routes\ncount routes\nperft 1 1",
            "id a\ngame g\ncount\nperft 1 1",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    /// A `count routes` case is checked with the route-counting perft: on a game whose
    /// moves each stand for two routes, the route counts are 2^d times the move counts.
    #[test]
    fn route_cases_run_the_route_perft() {
        use crate::toy::Subtraction;

        /// Subtraction where every move counts two routes (3 moves from a pile of 10).
        #[derive(Clone, Debug, PartialEq)]
        struct Doubled(Subtraction);
        impl Game for Doubled {
            type Position = <Subtraction as Game>::Position;
            type Move = <Subtraction as Game>::Move;
            type Outcome = <Subtraction as Game>::Outcome;
            type MoveList = <Subtraction as Game>::MoveList;
            type PositionError = <Subtraction as Game>::PositionError;
            type MoveError = <Subtraction as Game>::MoveError;
            fn name(&self) -> String {
                "doubled".to_string()
            }
            fn players(&self) -> usize {
                self.0.players()
            }
            fn start(&self) -> Self::Position {
                self.0.start()
            }
            fn legal_moves(&self, pos: &Self::Position, moves: &mut Self::MoveList) {
                self.0.legal_moves(pos, moves)
            }
            fn routes(&self, _pos: &Self::Position, _mv: &Self::Move) -> u64 {
                2
            }
            fn check_move(
                &self,
                pos: &Self::Position,
                mv: &Self::Move,
            ) -> Result<(), Self::MoveError> {
                self.0.check_move(pos, mv)
            }
            fn play_unchecked(&self, pos: &mut Self::Position, mv: &Self::Move) {
                self.0.play_unchecked(pos, mv)
            }
            fn outcome(&self, pos: &Self::Position) -> Option<Self::Outcome> {
                self.0.outcome(pos)
            }
            fn parse_position(&self, text: &str) -> Result<Self::Position, Self::PositionError> {
                self.0.parse_position(text)
            }
            fn parse_move(
                &self,
                pos: &Self::Position,
                text: &str,
            ) -> Result<Self::Move, Self::MoveError> {
                self.0.parse_move(pos, text)
            }
            fn format_move(&self, pos: &Self::Position, mv: &Self::Move) -> String {
                self.0.format_move(pos, mv)
            }
        }

        let game = Doubled(Subtraction::new(2, 10));
        let moves = parse("id m\ngame doubled\nsource s\nperft 1 3\nperft 2 9\n").unwrap();
        assert_eq!(run_case(&game, &moves[0], u64::MAX), Ok(2));
        let routes =
            parse("id r\ngame doubled\nsource s\ncount routes\nperft 1 6\nperft 2 36\n").unwrap();
        assert_eq!(routes[0].counting, Counting::Routes);
        assert_eq!(run_case(&game, &routes[0], u64::MAX), Ok(2));
        let wrong = parse("id w\ngame doubled\nsource s\ncount routes\nperft 1 3\n").unwrap();
        let err = run_case(&game, &wrong[0], u64::MAX).unwrap_err();
        assert!(err.contains("route perft(1) = 6"), "{err}");
    }
}
