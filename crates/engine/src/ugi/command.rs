//! The commands a UGI match runner sends, read from one line: [`Command::parse`].

use std::fmt;
use std::time::Duration;

use doska::core::MAX_PLAYERS;

/// Why a line was refused. The engine answers `info string error: …` and changes
/// nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UgiError(pub String);

impl fmt::Display for UgiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UgiError {}

fn refuse<T>(text: impl Into<String>) -> Result<T, UgiError> {
    Err(UgiError(text.into()))
}

/// Where `position` starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// `startpos`: the game's start.
    StartPos,
    /// `fen <text>`: a position in the game's own text.
    Fen(String),
}

/// What `query` asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Query {
    /// `query gameover`: `response true|false`.
    GameOver,
    /// `query p1turn` (`p2turn`, … for more seats): whether that seat is to move.
    Turn(usize),
    /// `query result`: `response p1win|p2win|…|draw|none`.
    Result,
}

/// The limits of one `go`. Times are per seat: `p1time`, `p2time` and, for games of
/// more seats, `p3time` … `p6time` (likewise `pNinc`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// Each seat's time left.
    pub time: [Option<Duration>; MAX_PLAYERS],
    /// Each seat's increment.
    pub inc: [Option<Duration>; MAX_PLAYERS],
    /// Moves to the next time control (`movestogo`).
    pub moves_to_go: Option<u32>,
    /// Exactly this long for the move (`movetime`).
    pub move_time: Option<Duration>,
    /// The deepest iteration (`depth`).
    pub depth: Option<u32>,
    /// The most nodes, or MCTS playouts (`nodes`).
    pub nodes: Option<u64>,
    /// Search until `stop` (`infinite`).
    pub infinite: bool,
}

impl Go {
    /// Whether the `go` set no limit at all (the agent's own budget applies).
    pub fn is_bare(&self) -> bool {
        *self == Go::default()
    }
}

/// One line from the match runner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `ugi`: identify, list the options, `ugiok`.
    Ugi,
    /// `isready`: `readyok`, at once, even while searching.
    IsReady,
    /// `setoption name <name> [value <value>]` (either may hold spaces).
    SetOption {
        /// The option's name.
        name: String,
        /// Its new value (none for a button).
        value: Option<String>,
    },
    /// `uginewgame`: a new game begins; the agent forgets the last one.
    NewGame,
    /// `position startpos|fen <text> [moves <move>…]`.
    Position {
        /// Where the moves start.
        start: Start,
        /// The moves played since, in the game's notation.
        moves: Vec<String>,
    },
    /// `go …`: search the current position.
    Go(Go),
    /// `stop`: answer `bestmove` now.
    Stop,
    /// `quit`.
    Quit,
    /// `query gameover|p1turn|result`.
    Query(Query),
    /// A blank line.
    Empty,
    /// A command this engine does not know (ignored, as UCI engines do).
    Unknown(String),
}

fn number<T: std::str::FromStr>(key: &str, value: Option<&str>) -> Result<T, UgiError> {
    match value {
        Some(v) => v
            .parse()
            .or_else(|_| refuse(format!("`{key}` takes a number, not `{v}`"))),
        None => refuse(format!("`{key}` needs a number after it")),
    }
}

fn millis(key: &str, value: Option<&str>) -> Result<Duration, UgiError> {
    // Clocks may run below zero in some runners: a negative time is no time.
    let ms: i64 = number(key, value)?;
    Ok(Duration::from_millis(ms.max(0) as u64))
}

/// The seat of `p<N><suffix>` (`p1time` → 0), if the key has that form.
fn seat_key(key: &str, suffix: &str) -> Option<usize> {
    let n: usize = key.strip_prefix('p')?.strip_suffix(suffix)?.parse().ok()?;
    (1..=MAX_PLAYERS).contains(&n).then(|| n - 1)
}

fn parse_go(words: &[&str]) -> Result<Go, UgiError> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let key = words[i];
        let value = words.get(i + 1).copied();
        let mut takes = true;
        if let Some(seat) = seat_key(key, "time") {
            go.time[seat] = Some(millis(key, value)?);
        } else if let Some(seat) = seat_key(key, "inc") {
            go.inc[seat] = Some(millis(key, value)?);
        } else {
            match key {
                "movetime" => go.move_time = Some(millis(key, value)?),
                "movestogo" => go.moves_to_go = Some(number(key, value)?),
                "depth" => {
                    let d: u32 = number(key, value)?;
                    if d == 0 {
                        return refuse("`depth` must be at least 1");
                    }
                    go.depth = Some(d);
                }
                "nodes" => {
                    let n: u64 = number(key, value)?;
                    if n == 0 {
                        return refuse("`nodes` must be at least 1");
                    }
                    go.nodes = Some(n);
                }
                "infinite" => {
                    go.infinite = true;
                    takes = false;
                }
                // Unknown words (a runner's extensions) are skipped one by one.
                _ => takes = false,
            }
        }
        i += if takes { 2 } else { 1 };
    }
    Ok(go)
}

fn parse_position(words: &[&str]) -> Result<Command, UgiError> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let (head, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let start = match head.split_first() {
        Some((&"startpos", [])) => Start::StartPos,
        Some((&"startpos", rest)) => {
            return refuse(format!(
                "`position startpos` takes only `moves` after it, not `{}`",
                rest.join(" ")
            ))
        }
        Some((&"fen", [])) => return refuse("`position fen` needs a position text"),
        Some((&"fen", text)) => Start::Fen(text.join(" ")),
        Some((other, _)) => {
            return refuse(format!(
                "`position` takes `startpos` or `fen <text>`, not `{other}`"
            ))
        }
        None => return refuse("`position` takes `startpos` or `fen <text>`"),
    };
    Ok(Command::Position {
        start,
        moves: moves.iter().map(|m| (*m).to_string()).collect(),
    })
}

fn parse_setoption(words: &[&str]) -> Result<Command, UgiError> {
    if words.first() != Some(&"name") {
        return refuse("`setoption` takes `name <name> [value <value>]`");
    }
    let rest = &words[1..];
    let (name, value) = match rest.iter().position(|w| *w == "value") {
        Some(i) => (&rest[..i], Some(rest[i + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() {
        return refuse("`setoption name` needs a name");
    }
    Ok(Command::SetOption {
        name: name.join(" "),
        value,
    })
}

fn parse_query(words: &[&str]) -> Result<Command, UgiError> {
    let q = match words {
        ["gameover"] => Query::GameOver,
        ["result"] => Query::Result,
        [turn] => match seat_key(turn, "turn") {
            Some(seat) => Query::Turn(seat),
            None => {
                return refuse(format!(
                    "`query` takes `gameover`, `p1turn` … or `result`, not `{turn}`"
                ))
            }
        },
        _ => return refuse("`query` takes one word: `gameover`, `p1turn` … or `result`"),
    };
    Ok(Command::Query(q))
}

impl Command {
    /// Reads one line. Words are separated by blanks; a command this engine does not
    /// know is [`Command::Unknown`], not an error.
    ///
    /// # Errors
    /// A known command with arguments that do not fit (`go depth x`, `position`
    /// without `startpos` or `fen`).
    ///
    /// ```
    /// use doska_engine::ugi::{Command, Start};
    /// let c = Command::parse("position startpos moves c3-d4 f6-e5").unwrap();
    /// assert_eq!(c, Command::Position { start: Start::StartPos, moves: vec!["c3-d4".into(), "f6-e5".into()] });
    /// assert!(Command::parse("go depth deep").is_err());
    /// ```
    pub fn parse(line: &str) -> Result<Command, UgiError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return Ok(Command::Empty);
        };
        let simple = |c: Command| {
            if rest.is_empty() {
                Ok(c)
            } else {
                refuse(format!("`{first}` takes nothing after it"))
            }
        };
        match first {
            "ugi" => simple(Command::Ugi),
            "isready" => simple(Command::IsReady),
            "uginewgame" => simple(Command::NewGame),
            "stop" => simple(Command::Stop),
            "quit" => simple(Command::Quit),
            "setoption" => parse_setoption(rest),
            "position" => parse_position(rest),
            "go" => parse_go(rest).map(Command::Go),
            "query" => parse_query(rest),
            other => Ok(Command::Unknown(other.chars().take(64).collect())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command() {
        use Command::*;
        assert_eq!(Command::parse("  ugi "), Ok(Ugi));
        assert_eq!(Command::parse("isready"), Ok(IsReady));
        assert_eq!(Command::parse("uginewgame"), Ok(NewGame));
        assert_eq!(Command::parse(""), Ok(Empty));
        assert_eq!(Command::parse("stop"), Ok(Stop));
        assert_eq!(Command::parse("quit"), Ok(Quit));
        assert_eq!(Command::parse("xyzzy 1 2"), Ok(Unknown("xyzzy".into())));
        assert_eq!(
            Command::parse("setoption name Game value mill/nine:flying=never"),
            Ok(SetOption {
                name: "Game".into(),
                value: Some("mill/nine:flying=never".into())
            })
        );
        assert_eq!(
            Command::parse("setoption name Clear Hash"),
            Ok(SetOption {
                name: "Clear Hash".into(),
                value: None
            })
        );
        assert_eq!(
            Command::parse("position fen W:W21,22:B1 moves 21-17"),
            Ok(Position {
                start: Start::Fen("W:W21,22:B1".into()),
                moves: vec!["21-17".into()]
            })
        );
        assert_eq!(
            Command::parse("query p2turn"),
            Ok(Query(super::Query::Turn(1)))
        );
        assert_eq!(
            Command::parse("query result"),
            Ok(Query(super::Query::Result))
        );
        let go =
            Command::parse("go p1time 10000 p2time 9000 p1inc 100 p2inc 100 movestogo 7").unwrap();
        let Go(go) = go else { panic!("{go:?}") };
        assert_eq!(go.time[0], Some(Duration::from_secs(10)));
        assert_eq!(go.time[1], Some(Duration::from_secs(9)));
        assert_eq!(go.inc[1], Some(Duration::from_millis(100)));
        assert_eq!(go.moves_to_go, Some(7));
        let Ok(Go(go)) = Command::parse("go infinite depth 5 nodes 100 movetime 50 p3time -5")
        else {
            panic!()
        };
        assert!(go.infinite);
        assert_eq!((go.depth, go.nodes), (Some(5), Some(100)));
        assert_eq!(go.move_time, Some(Duration::from_millis(50)));
        assert_eq!(go.time[2], Some(Duration::ZERO));
        assert!(Command::parse("go").unwrap() == Go(super::Go::default()));
    }

    #[test]
    fn refusals_say_why() {
        for (line, says) in [
            ("go depth", "needs a number"),
            ("go depth 0", "at least 1"),
            ("go nodes many", "takes a number"),
            ("go p1time 1.5", "takes a number"),
            ("position", "startpos"),
            ("position fen", "needs a position"),
            ("position startpos 3", "only `moves`"),
            ("position somewhere", "not `somewhere`"),
            ("setoption Hash value 3", "name <name>"),
            ("setoption name value 3", "needs a name"),
            ("query", "one word"),
            ("query p7turn", "not `p7turn`"),
            ("isready now", "nothing after it"),
        ] {
            let e = Command::parse(line).unwrap_err();
            assert!(e.0.contains(says), "{line}: {e}");
        }
    }
}
