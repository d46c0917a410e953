//! One DXP connection: games played as the follower (answering game requests) or as
//! the initiator (asking for them), over any pair of a reader and a writer.
//!
//! A thread reads the partner's messages and sends them, decoded, to the connection's
//! loop; the agent thinks on a thread of its own ([`think`]); the loop waits for both,
//! so a chat, a back request or a game end that arrives during a search is handled at
//! once. At most [`QUEUE`] messages wait between the reading thread and the loop (the
//! reader stops reading until the loop takes them), unsolicited messages are rationed
//! ([`Ration`]), and every wait for the partner has a deadline: memory and time stay
//! bounded whatever the partner sends.

use std::collections::VecDeque;
use std::fmt;
use std::io::{self, Read, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use doska::ai::{Agent, AgentKind, AgentSpec, Clock, StopFlag};
use doska::checkers::{Checkers, CheckersEval, CheckersPosition, Colour};
use doska::core::{Game, Match, Outcome, Position, Verdict};

use crate::dxp::convert::{describe, dxp_move, find_move, start_position};
use crate::dxp::frame::{Frame, FrameReader};
use crate::dxp::message::{
    AcceptCode, BackCode, DxpError, EndReason, GameAccept, GameEnd, GameRequest, Message, Start,
    StopCode,
};
use crate::search::{think, Event, Finished};

/// The most messages read but not yet handled.
pub(crate) const QUEUE: usize = 64;

/// How often the loop looks whether a search thread died without its move.
const POLL: Duration = Duration::from_millis(250);

/// How long a stopped search may take to hand its agent back.
const STOP_GRACE: Duration = Duration::from_secs(10);

/// The seed of the agents (their decisions are reproducible under a depth or node
/// budget).
const SEED: u64 = 0x0d05_ca00_d0e0;

/// How Doska plays DXP: its name, its agent, the games it asks for as the initiator,
/// and how long it waits for the partner.
#[derive(Clone, Debug, PartialEq)]
pub struct DxpConfig {
    /// The name sent in game requests and accepts (cut to 32 characters).
    pub name: String,
    /// The agent that chooses the moves (with the clock of each game as its time).
    pub agent: AgentSpec,
    /// The thinking time of each side for the whole game, in minutes, that the
    /// initiator asks for (at most 999; 0: no clock, the agent's own budget only). The
    /// follower plays with the time of each request.
    pub minutes: u32,
    /// The number of moves that time is for, that the initiator asks for (at most 999;
    /// 0: the whole game, however long). The time is spread over the moves to go; once
    /// they are played the rest of the time is spread as for a whole game, and the game
    /// goes on until the rules end it.
    pub moves: u32,
    /// The games the initiator plays on one connection, alternating colours (Doska
    /// White in the first).
    pub games: u32,
    /// The longest silence allowed when the partner has to speak: for the game
    /// request, its answer, the end of a game; for the partner's move, the partner's
    /// time left on its clock when that is longer.
    pub read_timeout: Duration,
}

impl Default for DxpConfig {
    /// `Doska`, `alphabeta` (searching by the clock), 5 minutes for 75 moves, 1 game,
    /// 60 seconds of silence at most.
    fn default() -> Self {
        DxpConfig {
            name: "Doska".to_string(),
            agent: AgentSpec::new(AgentKind::AlphaBeta),
            minutes: 5,
            moves: 75,
            games: 1,
            read_timeout: Duration::from_secs(60),
        }
    }
}

/// How a game ended for Doska.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// Doska won.
    Win,
    /// Doska lost.
    Loss,
    /// A draw.
    Draw,
    /// Not decided: the game was broken off without a result.
    Unknown,
}

impl fmt::Display for GameResult {
    /// `win`, `loss`, `draw`, `unknown`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameResult::Win => "win",
            GameResult::Loss => "loss",
            GameResult::Draw => "draw",
            GameResult::Unknown => "unknown",
        })
    }
}

/// A game played over DXP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// The partner's name, as it gave it.
    pub partner: String,
    /// The colour Doska played.
    pub colour: Colour,
    /// The result for Doska: by the rules when the game ended by them, else by the
    /// reason of the side that ended it.
    pub result: GameResult,
    /// How the game ended, in words.
    pub ending: String,
    /// The moves played, in PDN numbers (`32-28`, `28x19`).
    pub record: Vec<String>,
}

/// What the reading thread (and whoever holds [`Link::notes`]) sends the loop.
#[derive(Debug)]
pub(crate) enum Incoming {
    /// A message, or why its bytes are none.
    Message(Result<Message, DxpError>),
    /// More than 127 bytes without a NUL; nothing more is read.
    TooLong,
    /// The stream ended, `partial` bytes after the last NUL.
    Closed {
        /// The bytes of a message left without its NUL.
        partial: usize,
    },
    /// Reading failed.
    Failed(io::ErrorKind),
    /// A line for the log from outside the connection (the listener's refusals).
    Note(String),
}

/// The events of a connection's loop.
pub(crate) type LinkEvent = Event<Incoming, Checkers>;

/// The count of messages between the reading thread and the loop: the reader waits at
/// [`QUEUE`], and stops when the loop has gone.
#[derive(Default)]
struct Gate {
    state: Mutex<(usize, bool)>,
    turn: Condvar,
}

impl Gate {
    /// Waits for room for one more message; `false` once the loop has gone.
    fn enter(&self) -> bool {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        while state.0 >= QUEUE && !state.1 {
            state = self
                .turn
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        state.0 += 1;
        !state.1
    }

    /// One message taken by the loop.
    fn leave(&self) {
        let mut state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        state.0 = state.0.saturating_sub(1);
        self.turn.notify_all();
    }

    /// The loop has gone.
    fn close(&self) {
        self.state.lock().unwrap_or_else(PoisonError::into_inner).1 = true;
        self.turn.notify_all();
    }
}

/// The messages a partner may send unasked (chats, back requests, stray game ends and
/// requests refused): a burst of [`Ration::BURST`], then [`Ration::PER_SECOND`]; more
/// is a flood.
struct Ration {
    tokens: f64,
    last: Instant,
}

impl Ration {
    const BURST: f64 = 32.0;
    const PER_SECOND: f64 = 4.0;

    fn new() -> Self {
        Ration {
            tokens: Self::BURST,
            last: Instant::now(),
        }
    }

    /// Whether one more unasked message is within the ration.
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let earned = now.duration_since(self.last).as_secs_f64() * Self::PER_SECOND;
        self.tokens = (self.tokens + earned).min(Self::BURST);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Reads `reader` on a thread of its own, sending each message to `tx`.
fn spawn_reader<R: Read + Send + 'static>(reader: R, tx: Sender<LinkEvent>, gate: Arc<Gate>) {
    thread::spawn(move || {
        let mut frames = FrameReader::new(reader);
        loop {
            let (incoming, last) = match frames.next_frame() {
                Frame::Message(bytes) => (Incoming::Message(Message::decode(&bytes)), false),
                Frame::TooLong => (Incoming::TooLong, true),
                Frame::End { partial } => (Incoming::Closed { partial }, true),
                Frame::Failed(kind) => (Incoming::Failed(kind), true),
            };
            if !gate.enter() || tx.send(Event::Input(incoming)).is_err() || last {
                return;
            }
        }
    });
}

/// What the loop got.
enum Next {
    In(Incoming),
    Done(Finished<Checkers>),
    Timeout,
}

/// A message that needs no game: handled, too many, or not one of them.
enum Aside {
    Handled,
    Flood,
    No,
}

/// How a game ended on the wire.
enum End {
    /// Doska sent the first game end; the partner confirmed it with its stop code, or
    /// did not.
    Ours {
        reason: EndReason,
        confirmed: Option<StopCode>,
    },
    /// The partner sent the first game end; Doska confirmed it.
    Theirs(GameEnd),
    /// The connection broke, or the partner broke the protocol (Doska sent `E01`).
    Broken(String),
}

/// What the connection does after a game.
#[derive(Debug, PartialEq, Eq)]
enum After {
    /// Another game may follow.
    Continue,
    /// The partner wants no more games.
    PartnerStops,
    /// The connection is over.
    Close,
}

/// One game to play.
struct Setup {
    number: u32,
    partner: String,
    me: Colour,
    start: CheckersPosition,
    minutes: u32,
    moves: u32,
    /// Doska's stop code in the game ends it sends.
    stop: StopCode,
}

/// What Doska's turn gave.
enum Mine {
    Move(doska::checkers::CheckersMove, Duration),
    Ended(End),
}

/// What the partner's turn gave.
enum Theirs {
    Move(doska::checkers::CheckersMove, Duration),
    Ended(End),
}

/// The instant `wait` from now (a year from now for a longer wait, which `Instant`
/// may not hold).
fn after(wait: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(wait)
        .or_else(|| now.checked_add(Duration::from_secs(365 * 24 * 3600)))
        .unwrap_or(now)
}

/// International draughts, the rules DXP plays.
fn rules() -> Checkers {
    Checkers::international()
}

/// The result for `me` of a game the rules ended.
fn rules_result(m: &Match<Checkers>, me: Colour) -> Option<GameResult> {
    let verdict = m.ending()?.verdict();
    Some(match verdict {
        Verdict::Draw => GameResult::Draw,
        Verdict::Win(winners) if winners.contains(me.player()) => GameResult::Win,
        Verdict::Win(_) => GameResult::Loss,
        Verdict::Ranking(_) => GameResult::Unknown,
    })
}

/// The reason Doska gives when the game ended with `result` for it.
fn reason_of(result: GameResult) -> EndReason {
    match result {
        GameResult::Win => EndReason::IWin,
        GameResult::Loss => EndReason::ILose,
        GameResult::Draw => EndReason::Draw,
        GameResult::Unknown => EndReason::Unknown,
    }
}

/// The result for Doska of the partner's reason.
fn result_of_theirs(reason: EndReason) -> GameResult {
    match reason {
        EndReason::ILose => GameResult::Win,
        EndReason::IWin => GameResult::Loss,
        EndReason::Draw => GameResult::Draw,
        EndReason::Unknown => GameResult::Unknown,
    }
}

fn reason_text(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Unknown => "no reason given",
        EndReason::ILose => "gives up",
        EndReason::Draw => "draw",
        EndReason::IWin => "claims the win",
    }
}

/// What is wrong with an input that is no message.
fn trouble(incoming: &Incoming) -> String {
    match incoming {
        Incoming::Message(Ok(m)) => format!("an unexpected message {:?}", m.to_string()),
        Incoming::Message(Err(e)) => format!("a malformed message ({e})"),
        Incoming::TooLong => "a message longer than 127 bytes".to_string(),
        Incoming::Closed { partial: 0 } => "the partner closed the connection".to_string(),
        Incoming::Closed { partial } => {
            format!("the stream ended inside a message ({partial} bytes without their NUL)")
        }
        Incoming::Failed(kind) => format!("reading failed ({kind})"),
        Incoming::Note(text) => text.clone(),
    }
}

fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

fn clamp3(n: u32) -> u16 {
    n.min(999) as u16
}

/// The game end that confirms the partner's.
fn confirmation(stop: StopCode) -> Message {
    Message::GameEnd(GameEnd {
        reason: EndReason::Unknown,
        stop,
    })
}

/// One connection with a partner: its writer, the events of its reading thread and of
/// the searches, the agent, the log.
pub(crate) struct Link<'a, W: Write> {
    writer: W,
    events: Receiver<LinkEvent>,
    tx: Sender<LinkEvent>,
    gate: Arc<Gate>,
    pending: VecDeque<Incoming>,
    log: &'a mut dyn Write,
    config: &'a DxpConfig,
    rules: Checkers,
    agent: Option<Box<dyn Agent<Checkers>>>,
    ration: Ration,
    label: String,
    summaries: Vec<GameSummary>,
}

impl<W: Write> Drop for Link<'_, W> {
    fn drop(&mut self) {
        self.gate.close();
    }
}

impl<'a, W: Write> Link<'a, W> {
    /// A connection reading `reader` (on a thread of its own) and writing `writer`;
    /// log lines are named by `label`.
    ///
    /// # Errors
    /// The agent of `config` cannot play draughts.
    pub(crate) fn new<R: Read + Send + 'static>(
        reader: R,
        writer: W,
        config: &'a DxpConfig,
        log: &'a mut dyn Write,
        label: String,
    ) -> io::Result<Self> {
        let rules = rules();
        let agent = config
            .agent
            .build(&rules, &CheckersEval::default(), SEED)
            .map_err(io::Error::other)?;
        let (tx, events) = mpsc::channel();
        let gate = Arc::new(Gate::default());
        spawn_reader(reader, tx.clone(), Arc::clone(&gate));
        Ok(Link {
            writer,
            events,
            tx,
            gate,
            pending: VecDeque::new(),
            log,
            config,
            rules,
            agent: Some(agent),
            ration: Ration::new(),
            label,
            summaries: Vec::new(),
        })
    }

    /// A sender of [`Incoming::Note`]s, logged by the loop as they come.
    pub(crate) fn notes(&self) -> Sender<LinkEvent> {
        self.tx.clone()
    }

    /// Logs the notes still waiting; once nobody sends notes any more, the last of
    /// them.
    pub(crate) fn drain_notes(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            if let Event::Input(Incoming::Note(text)) = event {
                let _ = writeln!(self.log, "{text}");
            }
        }
        let _ = self.log.flush();
    }

    /// Writes a log line about this connection.
    fn say(&mut self, text: impl fmt::Display) {
        let _ = writeln!(self.log, "dxp: {}: {text}", self.label);
        let _ = self.log.flush();
    }

    /// Sends `message`; `false` when the connection is broken.
    fn send(&mut self, message: &Message) -> bool {
        let sent = self
            .writer
            .write_all(&message.frame())
            .and_then(|()| self.writer.flush());
        match sent {
            Ok(()) => true,
            Err(e) => {
                self.say(format_args!(
                    "could not send {:?}: {e}",
                    message.to_string()
                ));
                false
            }
        }
    }

    /// Logs `why`, sends `E01` and gives the broken end.
    fn broken(&mut self, why: String) -> End {
        self.send(&Message::GameEnd(GameEnd {
            reason: EndReason::Unknown,
            stop: StopCode::NoMoreGames,
        }));
        self.say(format_args!("{why}; ending the game (sent E01)"));
        End::Broken(why)
    }

    /// Logs `why`, sends `E01`: the connection ends outside a game.
    fn fail(&mut self, why: String) {
        self.send(&Message::GameEnd(GameEnd {
            reason: EndReason::Unknown,
            stop: StopCode::NoMoreGames,
        }));
        self.say(format_args!("{why}; closing the connection (sent E01)"));
    }

    /// The next input, search result or time-out (at `deadline`); notes are logged on
    /// the way.
    fn next(&mut self, deadline: Instant) -> Next {
        if let Some(incoming) = self.pending.pop_front() {
            return Next::In(incoming);
        }
        loop {
            let wait = deadline.saturating_duration_since(Instant::now());
            match self.events.recv_timeout(wait) {
                Ok(Event::Input(Incoming::Note(text))) => {
                    let _ = writeln!(self.log, "{text}");
                }
                Ok(Event::Input(incoming)) => {
                    self.gate.leave();
                    return Next::In(incoming);
                }
                Ok(Event::Done(finished)) => return Next::Done(finished),
                Err(RecvTimeoutError::Timeout) => return Next::Timeout,
                // The link holds a sender itself: the channel stays open.
                Err(RecvTimeoutError::Disconnected) => {
                    return Next::In(Incoming::Closed { partial: 0 })
                }
            }
        }
    }

    /// Handles a message that needs no game: a chat (logged), a back request (refused:
    /// `K1`), a back accept (ignored).
    fn aside(&mut self, message: &Message) -> Aside {
        let handled = matches!(
            message,
            Message::Chat(_) | Message::BackRequest(_) | Message::BackAccept(_)
        );
        if !handled {
            return Aside::No;
        }
        if !self.ration.take() {
            return Aside::Flood;
        }
        match message {
            Message::Chat(text) => self.say(format_args!("chat: {text:?}")),
            Message::BackRequest(b) => {
                self.send(&Message::BackAccept(BackCode::NotSupported));
                self.say(format_args!(
                    "back request to move {} ({}) refused: going back is not supported (sent K1)",
                    b.move_number,
                    colour_name(b.to_move)
                ));
            }
            _ => self.say("a back accept, but no back request was sent; ignored"),
        }
        Aside::Handled
    }

    /// Waits (a while) for a stopped search to hand the agent back, keeping what
    /// arrives meanwhile for later.
    fn recover_agent(&mut self) {
        let deadline = Instant::now() + STOP_GRACE;
        loop {
            match self.next(deadline) {
                Next::Done(finished) => {
                    self.agent = Some(finished.agent);
                    return;
                }
                Next::In(incoming) => {
                    if self.pending.len() < QUEUE {
                        self.pending.push_back(incoming);
                    }
                }
                Next::Timeout => return,
            }
        }
    }

    /// Plays as the follower: answers game requests and plays them, until the partner
    /// wants no more, goes, falls silent or breaks the protocol.
    pub(crate) fn follow(&mut self) -> Vec<GameSummary> {
        let mut number = 0;
        loop {
            let deadline = after(self.config.read_timeout);
            let request = match self.next(deadline) {
                Next::In(Incoming::Message(Ok(Message::GameRequest(r)))) => r,
                Next::In(Incoming::Message(Err(DxpError::Version(v)))) => {
                    if !self.ration.take() {
                        self.fail("too many refused game requests".to_string());
                        break;
                    }
                    self.accept(AcceptCode::VersionNotSupported);
                    self.say(format_args!(
                        "refused a game request of protocol version {v:02} (sent GAMEACC code 1)"
                    ));
                    continue;
                }
                Next::In(Incoming::Message(Ok(message))) => match self.aside(&message) {
                    Aside::Handled => continue,
                    Aside::Flood => {
                        self.fail("a flood of messages".to_string());
                        break;
                    }
                    Aside::No if matches!(message, Message::GameEnd(_)) && self.ration.take() => {
                        self.say("a game end outside a game; ignored");
                        continue;
                    }
                    Aside::No => {
                        let why = format!("{:?} outside a game", message.to_string());
                        self.fail(why);
                        break;
                    }
                },
                Next::In(Incoming::Closed { partial: 0 }) => {
                    self.say("the partner closed the connection");
                    break;
                }
                Next::In(other) => {
                    let why = trouble(&other);
                    self.fail(why);
                    break;
                }
                Next::Done(finished) => {
                    self.agent = Some(finished.agent);
                    continue;
                }
                Next::Timeout => {
                    let why = format!("no game request in {:?}", self.config.read_timeout);
                    self.fail(why);
                    break;
                }
            };
            let Some(start) = self.playable_start(&request) else {
                continue;
            };
            if !self.accept(AcceptCode::Accepted) {
                break;
            }
            number += 1;
            let after = self.play(Setup {
                number,
                partner: request.initiator,
                me: request.follower,
                start,
                minutes: request.minutes.into(),
                moves: request.moves.into(),
                stop: StopCode::AnotherGame,
            });
            match after {
                After::Continue => {}
                After::PartnerStops => {
                    self.say("the partner plays no more games");
                    break;
                }
                After::Close => break,
            }
        }
        std::mem::take(&mut self.summaries)
    }

    /// The start of a requested game, or `None` after declining it (`A…2`): the rules
    /// refuse the position, or it has no legal move.
    fn playable_start(&mut self, request: &GameRequest) -> Option<CheckersPosition> {
        let refusal = match start_position(&self.rules, &request.start) {
            Ok(start) if !Match::from_position(self.rules, start).is_over() => return Some(start),
            Ok(_) => "its start position has no legal move".to_string(),
            Err(e) => e.to_string(),
        };
        if !self.ration.take() {
            self.fail("too many refused game requests".to_string());
            return None;
        }
        self.accept(AcceptCode::Declined);
        self.say(format_args!(
            "declined a game from {:?}: {refusal} (sent GAMEACC code 2)",
            request.initiator
        ));
        None
    }

    /// Sends a game accept with `code`.
    fn accept(&mut self, code: AcceptCode) -> bool {
        let name = self.config.name.clone();
        self.send(&Message::GameAccept(GameAccept {
            follower: name,
            code,
        }))
    }

    /// Plays as the initiator: asks for the configured games, alternating colours.
    pub(crate) fn initiate(&mut self) -> Vec<GameSummary> {
        let games = self.config.games;
        for n in 0..games {
            let me = if n % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let request = Message::GameRequest(GameRequest {
                initiator: self.config.name.clone(),
                follower: me.other(),
                minutes: clamp3(self.config.minutes),
                moves: clamp3(self.config.moves),
                start: Start::Initial,
            });
            if !self.send(&request) {
                break;
            }
            let Some(partner) = self.accepted() else {
                break;
            };
            let last = n + 1 == games;
            let after = self.play(Setup {
                number: n + 1,
                partner,
                me,
                start: self.rules.start(),
                minutes: self.config.minutes.min(999),
                moves: self.config.moves.min(999),
                stop: if last {
                    StopCode::NoMoreGames
                } else {
                    StopCode::AnotherGame
                },
            });
            match after {
                After::Continue => {}
                After::PartnerStops => {
                    if !last {
                        self.say("the partner plays no more games");
                    }
                    break;
                }
                After::Close => break,
            }
        }
        std::mem::take(&mut self.summaries)
    }

    /// The follower's name once it accepts the game request sent; `None` (logged) when
    /// it does not.
    fn accepted(&mut self) -> Option<String> {
        let deadline = after(self.config.read_timeout);
        loop {
            match self.next(deadline) {
                Next::In(Incoming::Message(Ok(Message::GameAccept(a)))) => {
                    if a.code == AcceptCode::Accepted {
                        return Some(a.follower);
                    }
                    let why = match a.code {
                        AcceptCode::VersionNotSupported => "does not support protocol version 01",
                        AcceptCode::Declined => "declined this game",
                        _ => "plays no games",
                    };
                    self.say(format_args!("{:?} {why}", a.follower));
                    return None;
                }
                Next::In(Incoming::Message(Ok(message))) => match self.aside(&message) {
                    Aside::Handled => {}
                    Aside::Flood => {
                        self.fail("a flood of messages".to_string());
                        return None;
                    }
                    Aside::No => {
                        let why = format!("{:?} instead of a game accept", message.to_string());
                        self.fail(why);
                        return None;
                    }
                },
                Next::In(other) => {
                    let why = trouble(&other);
                    self.fail(why);
                    return None;
                }
                Next::Done(finished) => self.agent = Some(finished.agent),
                Next::Timeout => {
                    let why = format!(
                        "no answer to the game request in {:?}",
                        self.config.read_timeout
                    );
                    self.fail(why);
                    return None;
                }
            }
        }
    }

    /// Plays one game and records it.
    fn play(&mut self, setup: Setup) -> After {
        if let Some(agent) = self.agent.as_mut() {
            agent.new_game();
        }
        let from = if setup.start == self.rules.start() {
            "the initial position".to_string()
        } else {
            self.rules.format_record_position(&setup.start)
        };
        let time = match (setup.minutes, setup.moves) {
            (0, _) => "no clock".to_string(),
            (1, 0) => "1 minute for the game".to_string(),
            (n, 0) => format!("{n} minutes for the game"),
            (1, moves) => format!("1 minute for {moves} moves"),
            (n, moves) => format!("{n} minutes for {moves} moves"),
        };
        self.say(format_args!(
            "game {} against {:?}: {} plays {}, {time}, from {from}",
            setup.number,
            setup.partner,
            self.config.name,
            colour_name(setup.me),
        ));
        let mut m = Match::from_position(self.rules, setup.start);
        let clocked = setup.minutes > 0;
        let total = Duration::from_secs(u64::from(setup.minutes) * 60);
        let (mut mine, mut theirs) = (total, total);
        let mut my_moves = 0u32;
        let end = loop {
            let my_turn = Colour::from_player(m.position().to_move()) == Some(setup.me);
            if m.is_over() {
                break self.end_by_rules(&m, &setup, my_turn);
            }
            let played = if my_turn {
                let moves_to_go = (setup.moves > my_moves).then(|| setup.moves - my_moves);
                let clock = clocked.then(|| Clock::new(mine, Duration::ZERO, moves_to_go));
                match self.my_move(&m, clock, setup.stop) {
                    Mine::Move(mv, spent) => {
                        mine = mine.saturating_sub(spent);
                        my_moves += 1;
                        let seconds = ((spent.as_millis() + 500) / 1000).min(9999) as u16;
                        if !self.send(&Message::Move(dxp_move(&mv, seconds))) {
                            break End::Broken("the connection broke".to_string());
                        }
                        mv
                    }
                    Mine::Ended(end) => break end,
                }
            } else {
                let wait = if clocked {
                    self.config.read_timeout.max(theirs)
                } else {
                    self.config.read_timeout
                };
                match self.their_move(&m, wait, setup.stop) {
                    Theirs::Move(mv, waited) => {
                        theirs = theirs.saturating_sub(waited);
                        mv
                    }
                    Theirs::Ended(end) => break end,
                }
            };
            if let Err(e) = m.play(&played) {
                break self.broken(format!("the move {played} could not be played ({e})"));
            }
        };
        self.record(&setup, &m, end)
    }

    /// The end of a game the rules decided: Doska sends its game end on its turn; on
    /// the partner's turn it waits for the partner's, and sends its own if the partner
    /// moves instead or stays silent.
    fn end_by_rules(&mut self, m: &Match<Checkers>, setup: &Setup, my_turn: bool) -> End {
        let reason = reason_of(rules_result(m, setup.me).unwrap_or(GameResult::Unknown));
        if my_turn {
            return self.end_ours(reason, setup.stop);
        }
        let deadline = after(self.config.read_timeout);
        loop {
            match self.next(deadline) {
                Next::In(Incoming::Message(Ok(Message::GameEnd(theirs)))) => {
                    self.send(&confirmation(setup.stop));
                    return End::Theirs(theirs);
                }
                Next::In(Incoming::Message(Ok(Message::Move(mv)))) => {
                    self.say(format_args!(
                        "the partner played {} after the game ended by the rules",
                        describe(&mv)
                    ));
                    return self.end_ours(reason, setup.stop);
                }
                Next::In(Incoming::Message(Ok(message))) => match self.aside(&message) {
                    Aside::Handled => {}
                    Aside::Flood => return self.broken("a flood of messages".to_string()),
                    Aside::No => {
                        return self.broken(format!("an unexpected {:?}", message.to_string()))
                    }
                },
                Next::In(other) => return self.broken(trouble(&other)),
                Next::Done(finished) => self.agent = Some(finished.agent),
                Next::Timeout => {
                    self.say("no game end from the partner, whose turn it is; sending ours");
                    return self.end_ours(reason, setup.stop);
                }
            }
        }
    }

    /// Sends Doska's game end and waits for the partner's confirmation.
    fn end_ours(&mut self, reason: EndReason, stop: StopCode) -> End {
        if !self.send(&Message::GameEnd(GameEnd { reason, stop })) {
            return End::Broken("the connection broke".to_string());
        }
        let deadline = after(self.config.read_timeout);
        let confirmed = loop {
            match self.next(deadline) {
                Next::In(Incoming::Message(Ok(Message::GameEnd(e)))) => break Some(e.stop),
                Next::In(Incoming::Message(Ok(Message::Move(mv)))) => {
                    self.say(format_args!(
                        "the partner's move {} crossed our game end; ignored",
                        describe(&mv)
                    ));
                }
                Next::In(Incoming::Message(Ok(message))) => match self.aside(&message) {
                    Aside::Handled => {}
                    Aside::Flood | Aside::No => {
                        self.say(format_args!(
                            "{:?} instead of the confirmation of our game end",
                            message.to_string()
                        ));
                        break None;
                    }
                },
                Next::In(other) => {
                    self.say(format_args!(
                        "{} instead of the confirmation of our game end",
                        trouble(&other)
                    ));
                    break None;
                }
                Next::Done(finished) => self.agent = Some(finished.agent),
                Next::Timeout => {
                    self.say("the partner did not confirm our game end");
                    break None;
                }
            }
        };
        End::Ours { reason, confirmed }
    }

    /// Doska's move: the agent thinks on its own thread while the partner's messages
    /// are handled.
    fn my_move(&mut self, m: &Match<Checkers>, clock: Option<Clock>, stop_code: StopCode) -> Mine {
        let agent = match self.agent.take() {
            Some(agent) => agent,
            None => match self
                .config
                .agent
                .build(&self.rules, &CheckersEval::default(), SEED)
            {
                Ok(agent) => agent,
                Err(e) => return Mine::Ended(self.broken(format!("no agent: {e}"))),
            },
        };
        let stop = StopFlag::new();
        let started = Instant::now();
        let search = think(
            agent,
            m.clone(),
            clock.map(|c| c.allot()),
            stop.clone(),
            |_, _| {},
            self.tx.clone(),
        );
        let mut gone = false;
        loop {
            match self.next(Instant::now() + POLL) {
                Next::Done(finished) => {
                    self.agent = Some(finished.agent);
                    let best = finished.best.or_else(|| m.legal_moves().first().copied());
                    return match best {
                        Some(mv) => Mine::Move(mv, started.elapsed()),
                        None => Mine::Ended(self.broken("the agent found no move".to_string())),
                    };
                }
                Next::Timeout if gone => {
                    return Mine::Ended(self.broken("the search thread failed".to_string()));
                }
                // One more poll once the thread has ended: its move may be on the way.
                Next::Timeout => gone = search.is_finished(),
                Next::In(Incoming::Message(Ok(Message::GameEnd(theirs)))) => {
                    stop.stop();
                    self.recover_agent();
                    self.send(&confirmation(stop_code));
                    return Mine::Ended(End::Theirs(theirs));
                }
                Next::In(Incoming::Message(Ok(message))) => match self.aside(&message) {
                    Aside::Handled => {}
                    Aside::Flood => {
                        stop.stop();
                        return Mine::Ended(self.broken("a flood of messages".to_string()));
                    }
                    Aside::No => {
                        stop.stop();
                        let why = format!("{:?} while it is our turn", message.to_string());
                        return Mine::Ended(self.broken(why));
                    }
                },
                Next::In(other) => {
                    stop.stop();
                    return Mine::Ended(self.broken(trouble(&other)));
                }
            }
        }
    }

    /// The partner's move, within `wait`.
    fn their_move(&mut self, m: &Match<Checkers>, wait: Duration, stop_code: StopCode) -> Theirs {
        let started = Instant::now();
        let deadline = after(wait);
        loop {
            match self.next(deadline) {
                Next::In(Incoming::Message(Ok(Message::Move(mv)))) => {
                    return match find_move(&self.rules, m.position(), &mv) {
                        Ok(found) => Theirs::Move(found, started.elapsed()),
                        Err(e) => Theirs::Ended(self.broken(format!("the partner's move: {e}"))),
                    };
                }
                Next::In(Incoming::Message(Ok(Message::GameEnd(theirs)))) => {
                    self.send(&confirmation(stop_code));
                    return Theirs::Ended(End::Theirs(theirs));
                }
                Next::In(Incoming::Message(Ok(message))) => match self.aside(&message) {
                    Aside::Handled => {}
                    Aside::Flood => {
                        return Theirs::Ended(self.broken("a flood of messages".to_string()))
                    }
                    Aside::No => {
                        let why = format!("{:?} instead of a move", message.to_string());
                        return Theirs::Ended(self.broken(why));
                    }
                },
                Next::In(other) => return Theirs::Ended(self.broken(trouble(&other))),
                Next::Done(finished) => self.agent = Some(finished.agent),
                Next::Timeout => {
                    let why = format!("no move from the partner in {wait:?}");
                    return Theirs::Ended(self.broken(why));
                }
            }
        }
    }

    /// Logs and keeps the summary of a game; what follows it.
    fn record(&mut self, setup: &Setup, m: &Match<Checkers>, end: End) -> After {
        let by_rules = rules_result(m, setup.me);
        let (result, ending, after) = match &end {
            End::Ours { reason, confirmed } => (
                by_rules.unwrap_or(GameResult::Unknown),
                m.ending_text().unwrap_or_else(|| {
                    format!("ended by {} ({})", self.config.name, reason_text(*reason))
                }),
                match confirmed {
                    Some(StopCode::AnotherGame) => After::Continue,
                    Some(StopCode::NoMoreGames) => After::PartnerStops,
                    None => After::Close,
                },
            ),
            End::Theirs(e) => (
                by_rules.unwrap_or(result_of_theirs(e.reason)),
                match m.ending_text() {
                    Some(text) => text,
                    None => format!("ended by {:?} ({})", setup.partner, reason_text(e.reason)),
                },
                match e.stop {
                    StopCode::AnotherGame => After::Continue,
                    StopCode::NoMoreGames => After::PartnerStops,
                },
            ),
            End::Broken(why) => (
                GameResult::Unknown,
                format!("broken off: {why}"),
                After::Close,
            ),
        };
        let end_word = match result {
            GameResult::Win => "wins",
            GameResult::Loss => "loses",
            GameResult::Draw => "draws",
            GameResult::Unknown => "has no result",
        };
        self.say(format_args!(
            "game {} against {:?} over after {} plies: {ending}; {} ({}) {end_word}",
            setup.number,
            setup.partner,
            m.moves().len(),
            self.config.name,
            colour_name(setup.me),
        ));
        self.summaries.push(GameSummary {
            partner: setup.partner.clone(),
            colour: setup.me,
            result,
            ending,
            record: m
                .moves()
                .iter()
                .zip(m.positions())
                .map(|(mv, pos)| self.rules.format_record_move(pos, mv))
                .collect(),
        });
        after
    }
}

/// Plays as the follower over `reader` and `writer` (the two halves of a connection):
/// answers the partner's game requests and plays them until the partner wants no
/// more, closes the connection, falls silent for [`DxpConfig::read_timeout`] or breaks
/// the protocol (then Doska sends `E01` and stops). Log lines go to `log`.
///
/// # Errors
/// The agent of `config` cannot play draughts. Everything the partner does is an
/// ordinary end, logged.
pub fn follow<R, W>(
    reader: R,
    writer: W,
    config: &DxpConfig,
    log: &mut dyn Write,
) -> io::Result<Vec<GameSummary>>
where
    R: Read + Send + 'static,
    W: Write,
{
    Ok(Link::new(reader, writer, config, log, "partner".to_string())?.follow())
}

/// Plays as the initiator over `reader` and `writer`: asks for [`DxpConfig::games`]
/// games, Doska White in the first and the colours alternating, each from the initial
/// position with the configured time, and stops early when the partner declines or
/// wants no more. Log lines go to `log`.
///
/// # Errors
/// The agent of `config` cannot play draughts.
pub fn initiate<R, W>(
    reader: R,
    writer: W,
    config: &DxpConfig,
    log: &mut dyn Write,
) -> io::Result<Vec<GameSummary>>
where
    R: Read + Send + 'static,
    W: Write,
{
    Ok(Link::new(reader, writer, config, log, "partner".to_string())?.initiate())
}
