//! The engine's side of the protocol: [`HubConfig`] and [`run`], the loop that owns the
//! game, the limits and the agent, and hands searches to the search thread.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::str::FromStr;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

use doska::ai::{
    Agent, AgentKind, AgentSpec, Allotment, Budget, Clock, Progress, Score, StopFlag,
    DEFAULT_PLAYOUTS, MAX_DEPTH,
};
use doska::checkers::{Checkers, CheckersEval, CheckersMove};
use doska::core::{Game, Match};

use super::error::HubError;
use super::line::{parse_line, Line};
use super::notation::{format_move, parse_move, parse_position, variant, variant_name, variants};
use crate::search::{self, Event, Finished};
use crate::wire::{Input, Output, MAX_LINE};

/// The seed of the agents the engine builds (their play is deterministic under a
/// depth, node or playout limit).
const SEED: u64 = 1;

/// The largest transposition table `tt-size` takes, in MiB (as the agent spec's `tt`).
const MAX_TABLE_MB: usize = 4096;

/// How `doska hub` starts: the variant and the agent, until the client's `set-param`
/// changes them.
#[derive(Clone, Debug, PartialEq)]
pub struct HubConfig {
    /// The variant, as the `variant` parameter reads it: a preset of the `checkers`
    /// family with numbered squares (`international`, `american`, `russian`), an alias
    /// (`normal`, `english`, `brazilian`), options included (`international:draws=none`).
    pub variant: String,
    /// The agent that searches; its own limits apply until a `level` line sets others.
    pub agent: AgentSpec,
}

impl Default for HubConfig {
    /// International draughts, alpha-beta with its defaults.
    fn default() -> Self {
        HubConfig {
            variant: "international".into(),
            agent: AgentSpec::new(AgentKind::AlphaBeta),
        }
    }
}

/// What the loop waits for.
type Ev = Event<Input, Checkers>;

/// The limits of the last `level` line.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Level {
    depth: Option<u32>,
    nodes: Option<u64>,
    move_time: Option<Duration>,
    clock: Option<Clock>,
    infinite: bool,
}

/// How a search was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Think,
    Ponder,
    Analyze,
}

/// A line read and checked against the state it will change: applying it cannot fail.
enum Command {
    Ignore,
    Hub,
    Init,
    SetVariant(Checkers),
    SetAgent(AgentSpec),
    SetTableSize(usize),
    NewGame,
    Pos(Box<Match<Checkers>>),
    Level(Option<Level>),
    Go(Mode),
    Ping,
    Stop,
    PonderHit,
    Quit,
}

impl Command {
    /// Whether the command changes what a running search works on: it stops the search
    /// first (see the module docs).
    fn interrupts(&self) -> bool {
        matches!(
            self,
            Command::SetVariant(_)
                | Command::SetAgent(_)
                | Command::SetTableSize(_)
                | Command::NewGame
                | Command::Pos(_)
                | Command::Level(_)
                | Command::Go(_)
        )
    }
}

/// Input waiting its turn.
enum Pending {
    Text(String),
    TooLong(usize),
    Ready(Command),
}

/// A best move and the reply expected to it.
type Answer = (Option<CheckersMove>, Option<CheckersMove>);

/// A search asked for and not yet answered with `done`.
struct Search {
    stop: StopFlag,
    mode: Mode,
    /// The answer waits for `stop` (ponder, analyze, `level infinite`).
    holds: bool,
    /// The client sent `stop`: it expects `done`.
    stop_requested: bool,
    /// Another command stopped the search: its answer is dropped.
    discard: bool,
    /// `ponder-hit` came: when the ponder search ends, a normal one starts.
    restart: bool,
    /// The search thread has not sent its result yet.
    running: bool,
    /// The answer of a search that ended before `stop`.
    held: Option<Answer>,
    /// The game searched.
    game: Match<Checkers>,
}

/// The loop's state.
struct Engine {
    out: Output,
    tx: Sender<Ev>,
    rules: Checkers,
    spec: AgentSpec,
    /// The agent between searches (`None` while it searches, or until built).
    agent: Option<Box<dyn Agent<Checkers>>>,
    game: Match<Checkers>,
    level: Option<Level>,
    search: Option<Search>,
    pending: VecDeque<Pending>,
}

/// Runs the engine: reads commands from `input` (on a thread of its own), writes its
/// answers to `output`, and returns at `quit` or at the end of the input, after
/// stopping any search.
///
/// # Errors
/// [`io::ErrorKind::InvalidInput`] when `config.variant` is not a variant playable over
/// Hub; the error of `output` when a line cannot be written (the client has gone).
///
/// ```
/// use std::io::Cursor;
/// use doska_engine::hub::{run, HubConfig};
/// use std::sync::{Arc, Mutex};
///
/// #[derive(Clone, Default)]
/// struct Shared(Arc<Mutex<Vec<u8>>>);
/// impl std::io::Write for Shared {
///     fn write(&mut self, b: &[u8]) -> std::io::Result<usize> { self.0.lock().unwrap().write(b) }
///     fn flush(&mut self) -> std::io::Result<()> { Ok(()) }
/// }
/// let out = Shared::default();
/// run(Cursor::new("init\nping\nquit\n"), out.clone(), HubConfig::default()).unwrap();
/// assert_eq!(String::from_utf8(out.0.lock().unwrap().clone()).unwrap(), "ready\npong\n");
/// ```
pub fn run(
    input: impl BufRead + Send + 'static,
    output: impl Write + Send + 'static,
    config: HubConfig,
) -> io::Result<()> {
    let rules = variant(&config.variant)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
    let (tx, rx) = mpsc::channel();
    // The reader ends with the input; nothing waits for it.
    let _reader = search::read_lines(input, tx.clone());
    let mut engine = Engine {
        out: Output::new(output),
        tx,
        game: Match::new(rules),
        rules,
        spec: config.agent,
        agent: None,
        level: None,
        search: None,
        pending: VecDeque::new(),
    };
    let result = engine.serve(&rx);
    engine.wind_down(&rx);
    result
}

impl Engine {
    fn say(&self, line: &Line) -> io::Result<()> {
        self.out.send(&line.to_string())
    }

    fn error(&self, message: &str) -> io::Result<()> {
        self.say(&Line::new("error").arg("message", message))
    }

    /// The loop: until `quit` or the end of the input.
    fn serve(&mut self, rx: &Receiver<Ev>) -> io::Result<()> {
        while let Ok(event) = rx.recv() {
            match event {
                Event::Input(Input::End) => return Ok(()),
                Event::Input(Input::Line(text)) => {
                    // `ping` and `quit` never wait, whatever is running or queued.
                    match parse_line(&text).ok().as_ref().map(|l| l.command.as_str()) {
                        Some("ping") => {
                            self.say(&Line::new("pong"))?;
                            continue;
                        }
                        Some("quit") => return Ok(()),
                        _ => self.pending.push_back(Pending::Text(text)),
                    }
                }
                Event::Input(Input::TooLong(n)) => self.pending.push_back(Pending::TooLong(n)),
                Event::Done(finished) => self.finished(finished)?,
            }
            if self.drain()? {
                return Ok(());
            }
        }
        Ok(())
    }

    /// Stops a search still running and waits for it a little, so that no thread goes
    /// on searching after [`run`] returns.
    fn wind_down(&mut self, rx: &Receiver<Ev>) {
        let Some(search) = self.search.take() else {
            return;
        };
        if !search.running {
            return;
        }
        search.stop.stop();
        let deadline = Instant::now() + Duration::from_secs(2);
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            match rx.recv_timeout(left) {
                Ok(Event::Input(_)) => {}
                Ok(Event::Done(_)) | Err(_) => return,
            }
        }
    }

    /// Runs the pending input in order, until a command must wait for a search to stop.
    /// Returns whether the engine quits.
    fn drain(&mut self) -> io::Result<bool> {
        while let Some(next) = self.pending.pop_front() {
            let command = match next {
                Pending::Ready(command) => command,
                Pending::TooLong(n) => {
                    self.error(&format!(
                        "a line of {n} bytes is longer than the {MAX_LINE} read; it was dropped"
                    ))?;
                    continue;
                }
                Pending::Text(text) => match self.command(&text) {
                    Ok(command) => command,
                    Err(e) => {
                        self.error(&e.to_string())?;
                        continue;
                    }
                },
            };
            if self.search.is_some() && command.interrupts() {
                self.interrupt();
                if self.search.is_some() {
                    self.pending.push_front(Pending::Ready(command));
                    return Ok(false);
                }
            }
            if self.apply(command)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Reads a line into a command, checking it against the current state.
    fn command(&self, text: &str) -> Result<Command, HubError> {
        if text.trim().is_empty() {
            return Ok(Command::Ignore);
        }
        let line = parse_line(text)?;
        Ok(match line.command.as_str() {
            "hub" => Command::Hub,
            "init" => Command::Init,
            "set-param" => self.set_param(&line)?,
            "new-game" => Command::NewGame,
            "pos" => Command::Pos(Box::new(self.read_pos(&line)?)),
            "level" => Command::Level(parse_level(&line)?),
            "go" => Command::Go(if line.has("analyze") {
                Mode::Analyze
            } else if line.has("ponder") {
                Mode::Ponder
            } else {
                Mode::Think
            }),
            "ping" => Command::Ping,
            "stop" => Command::Stop,
            "ponder-hit" => Command::PonderHit,
            "quit" => Command::Quit,
            _ => Command::Ignore,
        })
    }

    fn set_param(&self, line: &Line) -> Result<Command, HubError> {
        let missing = |argument| HubError::Missing {
            command: "set-param".into(),
            argument,
        };
        let name = line.get("name").ok_or_else(|| missing("name"))?;
        let value = line.get("value").ok_or_else(|| missing("value"))?;
        Ok(match name {
            "variant" => Command::SetVariant(variant(value)?),
            "agent" => {
                Command::SetAgent(value.trim().parse().map_err(|e: doska::core::SpecError| {
                    HubError::Agent {
                        text: value.to_string(),
                        reason: e.to_string(),
                    }
                })?)
            }
            "tt-size" => Command::SetTableSize(
                value
                    .trim()
                    .parse::<usize>()
                    .ok()
                    .filter(|mb| (1..=MAX_TABLE_MB).contains(mb))
                    .ok_or_else(|| HubError::Number {
                        argument: "tt-size".into(),
                        value: value.to_string(),
                        expected: "a whole number of MiB from 1 to 4096",
                    })?,
            ),
            // Parameters the engine does not declare are ignored, as unknown arguments.
            _ => Command::Ignore,
        })
    }

    /// The game a `pos` line sets up: its position (the start without `pos=`) and the
    /// moves played from it.
    fn read_pos(&self, line: &Line) -> Result<Match<Checkers>, HubError> {
        let rules = &self.rules;
        let start = match line.get("pos") {
            Some(text) => parse_position(rules, text)?,
            None => rules.start(),
        };
        let mut game = Match::from_position(*rules, start);
        for (i, text) in line
            .get("moves")
            .unwrap_or("")
            .split_whitespace()
            .enumerate()
        {
            let at = |reason: String| HubError::Move {
                text: text.to_string(),
                reason: format!("(move {} of moves=) {reason}", i + 1),
            };
            let pos = *game.position();
            let mv = parse_move(rules, &pos, text).map_err(|e| match e {
                HubError::Move { reason, .. } => at(reason),
                other => other,
            })?;
            if game.is_over() {
                // The rules ended the game (a draw by repetition, the move limit or
                // material) but the client plays on: so does the engine, from here.
                let mut next = pos;
                rules.play(&mut next, &mv).map_err(|e| at(e.to_string()))?;
                game = Match::from_position(*rules, next);
            } else {
                game.play(&mv).map_err(|e| at(e.to_string()))?;
            }
        }
        Ok(game)
    }

    /// Applies a command; returns whether the engine quits.
    fn apply(&mut self, command: Command) -> io::Result<bool> {
        match command {
            Command::Ignore => {}
            Command::Hub => self.announce()?,
            Command::Init => {
                let idle = self.search.as_ref().is_none_or(|s| !s.running);
                if self.agent.is_none() && idle {
                    match self.build() {
                        Ok(agent) => self.agent = Some(agent),
                        Err(message) => self.error(&message)?,
                    }
                }
                self.say(&Line::new("ready"))?;
            }
            Command::SetVariant(rules) => {
                if rules != self.rules {
                    self.game = Match::new(rules);
                    self.rules = rules;
                    self.agent = None;
                }
            }
            Command::SetAgent(spec) => {
                if spec != self.spec {
                    self.spec = spec;
                    self.agent = None;
                }
            }
            Command::SetTableSize(mb) => {
                if mb != self.spec.table_mb {
                    self.spec.table_mb = mb;
                    self.agent = None;
                }
            }
            Command::NewGame => {
                if let Some(agent) = self.agent.as_mut() {
                    agent.new_game();
                }
            }
            Command::Pos(game) => self.game = *game,
            Command::Level(level) => self.level = level,
            Command::Go(mode) => self.start(self.game.clone(), mode)?,
            Command::Ping => self.say(&Line::new("pong"))?,
            Command::Stop => self.stop()?,
            Command::PonderHit => self.ponder_hit()?,
            Command::Quit => return Ok(true),
        }
        Ok(false)
    }

    /// The answer to `hub`: who the engine is, its parameters, then `wait`.
    fn announce(&self) -> io::Result<()> {
        self.say(
            &Line::new("id")
                .arg("name", "Doska")
                .arg("version", env!("CARGO_PKG_VERSION"))
                .arg("author", "Doska maintainers"),
        )?;
        self.say(
            &Line::new("param")
                .arg("name", "variant")
                .arg("value", variant_name(&self.rules))
                .arg("type", "enum")
                .arg("values", variants().join(" ")),
        )?;
        self.say(
            &Line::new("param")
                .arg("name", "agent")
                .arg("value", self.spec)
                .arg("type", "string"),
        )?;
        self.say(
            &Line::new("param")
                .arg("name", "tt-size")
                .arg("value", self.spec.table_mb)
                .arg("type", "int")
                .arg("min", 1)
                .arg("max", MAX_TABLE_MB),
        )?;
        self.say(&Line::new("wait"))
    }

    fn build(&self) -> Result<Box<dyn Agent<Checkers>>, String> {
        self.spec
            .build(&self.rules, &CheckersEval::default(), SEED)
            .map_err(|e| format!("cannot build agent {}: {e}", self.spec))
    }

    /// The budget and the time of a search: without limit when its answer waits for
    /// `stop`; else the last `level` line's limits, or the agent's own when no line set
    /// any.
    fn limits(&self, holds: bool) -> (Budget, Option<Allotment>) {
        let unbounded = Budget {
            depth: Some(MAX_DEPTH),
            nodes: None,
            playouts: Some(u64::MAX),
            time: None,
        };
        if holds {
            return (unbounded, None);
        }
        let Some(level) = self.level else {
            return (self.spec.budget, None);
        };
        let allotment = level
            .move_time
            .map(Allotment::fixed)
            .or_else(|| level.clock.map(|c| c.allot()));
        let playouts = match (level.nodes, allotment, level.depth) {
            (Some(n), _, _) => Some(n),
            (None, Some(_), _) => Some(u64::MAX),
            (None, None, Some(_)) => Some(DEFAULT_PLAYOUTS),
            (None, None, None) => return (self.spec.budget, None),
        };
        let budget = Budget {
            depth: Some(level.depth.unwrap_or(MAX_DEPTH)),
            nodes: level.nodes,
            playouts,
            time: None,
        };
        (budget, allotment)
    }

    /// Starts a search of `game`.
    fn start(&mut self, game: Match<Checkers>, mode: Mode) -> io::Result<()> {
        let holds = mode != Mode::Think || self.level.is_some_and(|l| l.infinite);
        let mut search = Search {
            stop: StopFlag::new(),
            mode,
            holds,
            stop_requested: false,
            discard: false,
            restart: false,
            running: false,
            held: None,
            game,
        };
        if search.game.is_over() {
            // No legal move: `done` without a move. Drawn by a rule with moves left
            // (the client plays on): the first legal move.
            let best = self.rules.moves(search.game.position()).first().cloned();
            return self.answer_or_hold(search, (best, None));
        }
        let mut agent = match self.agent.take() {
            Some(agent) => agent,
            None => match self.build() {
                Ok(agent) => agent,
                Err(message) => {
                    self.error(&message)?;
                    return self.answer_or_hold(search, (None, None));
                }
            },
        };
        let (budget, allotment) = self.limits(holds);
        agent.set_budget(budget);
        let out = self.out.clone();
        search::think(
            agent,
            search.game.clone(),
            allotment,
            search.stop.clone(),
            move |game: &Match<Checkers>, progress: &Progress<CheckersMove>| {
                // A closed output ends the loop when it next writes.
                let _ = out.send(&info(game, progress).to_string());
            },
            self.tx.clone(),
        );
        search.running = true;
        self.search = Some(search);
        Ok(())
    }

    /// Answers `done` now, or holds the answer until `stop`.
    fn answer_or_hold(&mut self, mut search: Search, answer: Answer) -> io::Result<()> {
        search.running = false;
        if search.holds && !search.stop_requested {
            search.held = Some(answer);
            self.search = Some(search);
            return Ok(());
        }
        self.search = None;
        self.done(&search.game, answer)
    }

    /// A search thread ended.
    fn finished(&mut self, finished: Finished<Checkers>) -> io::Result<()> {
        self.agent = Some(finished.agent);
        let Some(search) = self.search.take() else {
            return Ok(());
        };
        if !search.running {
            self.search = Some(search);
            return Ok(());
        }
        if search.discard {
            return Ok(());
        }
        if search.restart {
            return self.start(search.game, Mode::Think);
        }
        self.answer_or_hold(search, (finished.best, finished.ponder))
    }

    fn stop(&mut self) -> io::Result<()> {
        match self.search.take() {
            None => Ok(()),
            Some(search) if !search.running => {
                let answer = search.held.unwrap_or((None, None));
                self.done(&search.game, answer)
            }
            Some(mut search) => {
                search.stop_requested = true;
                search.restart = false;
                search.stop.stop();
                self.search = Some(search);
                Ok(())
            }
        }
    }

    fn ponder_hit(&mut self) -> io::Result<()> {
        let Some(search) = self.search.as_mut() else {
            return Ok(());
        };
        if search.mode != Mode::Ponder || search.stop_requested {
            return Ok(());
        }
        search.mode = Mode::Think;
        if search.running {
            search.restart = true;
            search.stop.stop();
            return Ok(());
        }
        match self.search.take() {
            Some(search) => self.start(search.game, Mode::Think),
            None => Ok(()),
        }
    }

    /// Stops the search for a command that changes what it works on; its answer is
    /// dropped unless the client already sent `stop`.
    fn interrupt(&mut self) {
        let Some(search) = self.search.as_mut() else {
            return;
        };
        if search.running {
            search.stop.stop();
            search.restart = false;
            search.discard = !search.stop_requested;
        } else {
            self.search = None;
        }
    }

    /// `done move=… ponder=…` for the position of `game`.
    fn done(&self, game: &Match<Checkers>, (best, ponder): Answer) -> io::Result<()> {
        let mut line = Line::new("done");
        if let Some(best) = best {
            line = line.arg("move", format_move(&best));
            if let Some(reply) = ponder {
                let rules = game.game();
                let mut after = *game.position();
                if rules.play(&mut after, &best).is_ok() && rules.is_legal(&after, &reply) {
                    line = line.arg("ponder", format_move(&reply));
                }
            }
        }
        self.say(&line)
    }
}

/// The `info` line of a search's progress in `game`.
fn info(game: &Match<Checkers>, progress: &Progress<CheckersMove>) -> Line {
    let rules = game.game();
    let mut pos = *game.position();
    let mut pv = Vec::with_capacity(progress.pv.len());
    for mv in &progress.pv {
        if rules.play(&mut pos, mv).is_err() {
            break;
        }
        pv.push(format_move(mv));
    }
    let line = Line::new("info")
        .arg("depth", progress.depth)
        .arg("score", score_text(progress.score))
        .arg("nodes", progress.nodes)
        .arg("time", format!("{:.3}", progress.time.as_secs_f64()))
        .arg("nps", format!("{:.3}", progress.nps() as f64 / 1e6));
    if pv.is_empty() {
        line
    } else {
        line.arg("pv", pv.join(" "))
    }
}

/// A score in men with two decimals; a decided game as Scan writes it, 100 men less a
/// hundredth a ply (`99.97`: a win in 3 plies; `-99.96`: a loss in 4).
fn score_text(score: Score) -> String {
    let men = match score {
        Score::Win(plies) => 100.0 - f64::from(plies.min(999)) / 100.0,
        Score::Loss(plies) => -100.0 + f64::from(plies.min(999)) / 100.0,
        other => other.in_units(100.0).clamp(-90.0, 90.0),
    };
    let rounded = (men * 100.0).round() / 100.0;
    // No `-0.00`.
    format!("{:.2}", if rounded == 0.0 { 0.0 } else { rounded })
}

/// The value of `name` read as a `T`, if given.
fn number<T: FromStr>(
    line: &Line,
    name: &str,
    expected: &'static str,
    fits: impl Fn(&T) -> bool,
) -> Result<Option<T>, HubError> {
    let Some(text) = line.get(name) else {
        return Ok(None);
    };
    text.trim()
        .parse::<T>()
        .ok()
        .filter(fits)
        .map(Some)
        .ok_or_else(|| HubError::Number {
            argument: name.to_string(),
            value: text.to_string(),
            expected,
        })
}

/// The value of `name` read as seconds (a real number, 0 or more), if given.
fn seconds(line: &Line, name: &str) -> Result<Option<Duration>, HubError> {
    let Some(secs) = number::<f64>(line, name, "a number of seconds, 0 or more", |s| {
        s.is_finite() && *s >= 0.0
    })?
    else {
        return Ok(None);
    };
    Duration::try_from_secs_f64(secs)
        .map(Some)
        .map_err(|_| HubError::Number {
            argument: name.to_string(),
            value: secs.to_string(),
            expected: "a number of seconds, 0 or more",
        })
}

/// The limits of a `level` line; `None` when it sets none (the agent's own apply).
fn parse_level(line: &Line) -> Result<Option<Level>, HubError> {
    let depth = number::<u32>(line, "depth", "a whole number of plies, 1 or more", |d| {
        *d >= 1
    })?
    .map(|d| d.min(MAX_DEPTH));
    let nodes = number::<u64>(line, "nodes", "a whole number, 1 or more", |n| *n >= 1)?;
    let move_time = seconds(line, "move-time")?;
    let moves = number::<u32>(line, "moves", "a whole number of moves", |_| true)?;
    let time = seconds(line, "time")?;
    let inc = seconds(line, "inc")?;
    let clock = match (time, moves, inc) {
        (Some(time), moves, inc) => {
            let inc = inc.unwrap_or_default();
            // The increment is added before each move: the clock holds `time + inc`.
            Some(Clock::new(
                time.saturating_add(inc),
                inc,
                moves.filter(|&m| m > 0),
            ))
        }
        (None, None, None) => None,
        (None, _, _) => {
            return Err(HubError::Conflict(
                "level moves= and inc= need time= (the time left)".into(),
            ))
        }
    };
    let level = Level {
        depth,
        nodes,
        move_time,
        clock,
        infinite: line.has("infinite"),
    };
    Ok((level != Level::default()).then_some(level))
}
