//! The Universal Game Interface (UGI) for every Doska game: the line protocol of UCI
//! (chess) generalised to any game, as match runners for games other than chess speak
//! it.
//!
//! ```text
//! > ugi
//! < id name Doska 0.1.0
//! < id author Doska maintainers
//! < option name game type string default checkers/international
//! < option name agent type string default alphabeta
//! < option name Hash type spin default 16 min 1 max 4096
//! < ugiok
//! > position startpos moves 32-28
//! > go p1time 10000 p2time 10000 p1inc 100 p2inc 100
//! < info depth 1 score cp 0 nodes 9 time 0 nps 0 pv 19-23
//! < …
//! < bestmove 19-23
//! ```
//!
//! Moves and positions are the game's own texts (`doska show GAME` lists them). `p1`
//! is the seat that moves first at the game's start (White in most games, Black in
//! American checkers), `p2` the next, and so on. Games of more than two seats use the
//! same commands with more seats (`p3time`, `query p3turn`, `response p3win`): a
//! documented extension. The
//! repository's `docs/engines.md` has the whole protocol as this engine speaks it.
//!
//! ## Decisions where UGI is silent
//! - A command other than `isready`, `query`, `stop` and `quit` that arrives during a
//!   search waits until the search ends, then runs, in the order received (at most
//!   1024 wait; beyond, the oldest is dropped). A `go infinite` search ends only at
//!   `stop`: if it ends sooner (a won position, a tiny game) its `bestmove` is held
//!   until `stop`, and dropped by a new `go`.
//! - A malformed line gets `info string error: …` and changes nothing; an unknown
//!   command gets `info string unknown command …` and is ignored.
//! - `go` in a finished game answers `bestmove (none)`.
//! - `quit` during a search stops it and gives its `bestmove` first. The end of the
//!   input lets a running search finish (an infinite one is stopped) and runs what
//!   was queued behind it, so `printf 'position startpos\ngo depth 6\n' | doska ugi`
//!   answers.
//! - `query result` names the winner's seat, or for a winning team its member with the
//!   lowest seat index;
//!   a ranking with one first place names that seat; anything else is `draw`.
//! - `go` with no limit uses the agent's own budget (`agent` option), by default a
//!   search of depth 4.
//!
//! ## Modules
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `command` | [`Command`], [`Go`], [`Query`], [`Start`], [`UgiError`]: one line read | — |
//! | `table` | the game behind the protocol, whichever it is | `command` |

mod command;
mod table;

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::mpsc::{self, Sender};
use std::time::{Duration, Instant};

use doska::ai::{AgentSpec, StopFlag};

pub use command::{Command, Go, Query, Start, UgiError};

use crate::search::read_lines_into;
use crate::wire::{Input, Output};
use table::{table_for, Table};

/// How `doska ugi` starts.
#[derive(Clone, Debug, PartialEq)]
pub struct UgiConfig {
    /// The game played until `setoption name game` changes it.
    pub game: String,
    /// The agent; `None`: alpha-beta for games of two sides, MCTS otherwise.
    pub agent: Option<AgentSpec>,
    /// The agents' seed.
    pub seed: u64,
}

impl Default for UgiConfig {
    /// International draughts, the default agent, seed 1.
    fn default() -> Self {
        UgiConfig {
            game: "checkers/international".into(),
            agent: None,
            seed: 1,
        }
    }
}

enum Event {
    Input(Input),
    Done(Box<dyn std::any::Any + Send>),
}

struct Search {
    stop: StopFlag,
    infinite: bool,
    /// `stop` arrived (an infinite search may now answer).
    stopped: bool,
}

struct Engine {
    out: Output,
    tx: Sender<Event>,
    table: Box<dyn Table>,
    seed: u64,
    table_mb: usize,
    search: Option<Search>,
    /// A finished infinite search's answer, held until `stop`.
    held: Option<String>,
    /// Commands that wait for the search to end.
    queue: VecDeque<Command>,
}

/// What a command does to the loop.
enum Flow {
    Go,
    Quit,
}

impl Engine {
    fn say(&self, line: &str) -> io::Result<()> {
        self.out.send(line)
    }

    fn error(&self, text: &str) -> io::Result<()> {
        self.say(&format!("info string error: {text}"))
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> io::Result<()> {
        let value = value.unwrap_or("");
        match name.to_ascii_lowercase().as_str() {
            "game" => match table_for(value, None, self.seed) {
                Ok(mut t) => {
                    if self.table_mb != 16 {
                        let mut spec = t.agent();
                        spec.table_mb = self.table_mb;
                        if let Err(e) = t.set_agent(spec) {
                            return self.error(&e);
                        }
                    }
                    self.table = t;
                    Ok(())
                }
                Err(e) => self.error(&format!("game `{value}`: {e}")),
            },
            "agent" => match value.parse::<AgentSpec>() {
                Ok(mut spec) => {
                    if self.table_mb != 16 {
                        spec.table_mb = self.table_mb;
                    }
                    match self.table.set_agent(spec) {
                        Ok(()) => Ok(()),
                        Err(e) => self.error(&e),
                    }
                }
                Err(e) => self.error(&format!("agent `{value}`: {e}")),
            },
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=4096).contains(&mb) => {
                    let mut spec = self.table.agent();
                    spec.table_mb = mb;
                    match self.table.set_agent(spec) {
                        Ok(()) => {
                            self.table_mb = mb;
                            Ok(())
                        }
                        Err(e) => self.error(&e),
                    }
                }
                _ => self.error(&format!("Hash takes MiB from 1 to 4096, not `{value}`")),
            },
            other => self.say(&format!("info string unknown option {other}")),
        }
    }

    /// Runs a command when no search is running.
    fn run(&mut self, command: Command) -> io::Result<Option<Flow>> {
        match command {
            Command::Ugi => {
                self.say(&format!("id name Doska {}", env!("CARGO_PKG_VERSION")))?;
                self.say("id author Doska maintainers")?;
                self.say(&format!(
                    "option name game type string default {}",
                    self.table.spec()
                ))?;
                self.say(&format!(
                    "option name agent type string default {}",
                    self.table.agent()
                ))?;
                self.say(&format!(
                    "option name Hash type spin default {} min 1 max 4096",
                    self.table_mb
                ))?;
                self.say("ugiok")?;
            }
            Command::IsReady => self.say("readyok")?,
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref())?,
            Command::NewGame => self.table.new_game(),
            Command::Position { start, moves } => {
                if let Err(e) = self.table.set_position(&start, &moves) {
                    self.error(&e)?;
                }
            }
            Command::Go(go) => {
                let stop = StopFlag::new();
                let tx = self.tx.clone();
                let started = self.table.go(
                    &go,
                    self.out.clone(),
                    stop.clone(),
                    Box::new(move |f| {
                        let _ = tx.send(Event::Done(f));
                    }),
                );
                if started {
                    self.search = Some(Search {
                        stop,
                        infinite: go.infinite,
                        stopped: false,
                    });
                    return Ok(Some(Flow::Go));
                }
            }
            Command::Stop => {
                if let Some(best) = self.held.take() {
                    self.say(&format!("bestmove {best}"))?;
                }
            }
            Command::Quit => return Ok(Some(Flow::Quit)),
            Command::Query(q) => self.say(&self.table.query(q))?,
            Command::Empty => {}
            Command::Unknown(word) => self.say(&format!("info string unknown command {word}"))?,
        }
        Ok(None)
    }

    /// Runs the queued commands until one starts a search or quits.
    fn drain(&mut self) -> io::Result<Option<Flow>> {
        while self.search.is_none() {
            let Some(c) = self.queue.pop_front() else {
                break;
            };
            if let Some(Flow::Quit) = self.run(c)? {
                return Ok(Some(Flow::Quit));
            }
        }
        Ok(None)
    }

    /// A line read: answered at once, or queued behind the running search.
    fn line(&mut self, line: &str) -> io::Result<Option<Flow>> {
        let command = match Command::parse(line) {
            Ok(c) => c,
            Err(e) => {
                self.error(&e.0)?;
                return Ok(None);
            }
        };
        let Some(search) = self.search.as_mut() else {
            if matches!(command, Command::Go(_)) {
                // A new search without `stop` for the last infinite one: its answer is
                // no longer wanted.
                self.held = None;
            }
            return self.run(command);
        };
        match command {
            Command::IsReady => self.say("readyok")?,
            Command::Query(q) => self.say(&self.table.query(q))?,
            Command::Stop => {
                search.stopped = true;
                search.stop.stop();
            }
            Command::Quit => return Ok(Some(Flow::Quit)),
            Command::Empty => {}
            other => {
                // Bounded: a runner flooding commands during a search loses the oldest.
                if self.queue.len() >= 1024 {
                    self.queue.pop_front();
                }
                self.queue.push_back(other);
            }
        }
        Ok(None)
    }

    fn finished(&mut self, f: Box<dyn std::any::Any + Send>) -> io::Result<Option<Flow>> {
        let best = self.table.finish(f);
        match self.search.take() {
            Some(s) if s.infinite && !s.stopped => self.held = Some(best),
            _ => self.say(&format!("bestmove {best}"))?,
        }
        self.drain()
    }
}

/// Speaks UGI on `input` and `output` until `quit` or the end of the input, playing
/// `config.game` until `setoption name game value …` changes it.
///
/// # Errors
/// The configured game or agent does not exist (a usage error: nothing was read), or
/// `output` failed (the other side closed it).
///
/// ```
/// use doska_engine::ugi::{run, UgiConfig};
/// let input = "ugi\nsetoption name game value mill/nine\nposition startpos\ngo depth 1\nquery p1turn\nquit\n";
/// let out = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
/// struct Shared(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
/// impl std::io::Write for Shared {
///     fn write(&mut self, b: &[u8]) -> std::io::Result<usize> { self.0.lock().unwrap().write(b) }
///     fn flush(&mut self) -> std::io::Result<()> { Ok(()) }
/// }
/// run(std::io::Cursor::new(input), Shared(out.clone()), UgiConfig::default()).unwrap();
/// let text = String::from_utf8(out.lock().unwrap().clone()).unwrap();
/// assert!(text.contains("ugiok"));
/// assert!(text.lines().any(|l| l.starts_with("bestmove ")));
/// assert!(text.contains("response true"));
/// ```
pub fn run(
    input: impl BufRead + Send + 'static,
    output: impl Write + Send + 'static,
    config: UgiConfig,
) -> io::Result<()> {
    let table = table_for(&config.game, config.agent, config.seed)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
    let (tx, rx) = mpsc::channel();
    let reader_tx = tx.clone();
    read_lines_into(input, move |line| {
        reader_tx.send(Event::Input(line)).is_ok()
    });
    let mut engine = Engine {
        out: Output::new(output),
        tx,
        table_mb: config.agent.map_or(16, |a| a.table_mb),
        table,
        seed: config.seed,
        search: None,
        held: None,
        queue: VecDeque::new(),
    };
    // The input has ended: finish the search and the queued commands, then return.
    let mut ended = false;
    while let Ok(event) = rx.recv() {
        let flow = match event {
            Event::Input(_) if ended => None,
            Event::Input(Input::Line(line)) => engine.line(&line)?,
            Event::Input(Input::TooLong(n)) => {
                engine.error(&format!(
                    "a line of {n} bytes is longer than the limit; ignored"
                ))?;
                None
            }
            Event::Input(Input::End) => {
                ended = true;
                None
            }
            Event::Done(f) => engine.finished(f)?,
        };
        if ended && !matches!(flow, Some(Flow::Quit)) {
            match &engine.search {
                // An infinite search would never end by itself.
                Some(s) if s.infinite => s.stop.stop(),
                Some(_) => {}
                None => return Ok(()),
            }
        }
        if let Some(Flow::Quit) = flow {
            if let Some(s) = &engine.search {
                // Stop the search and give its move, then quit.
                s.stop.stop();
                let deadline = Instant::now() + Duration::from_secs(2);
                while let Ok(event) =
                    rx.recv_timeout(deadline.saturating_duration_since(Instant::now()))
                {
                    if let Event::Done(f) = event {
                        engine.queue.clear();
                        if let Some(s) = engine.search.as_mut() {
                            s.stopped = true;
                        }
                        engine.finished(f)?;
                        break;
                    }
                }
            }
            return Ok(());
        }
    }
    Ok(())
}
