//! DXP over TCP: a listener that serves one partner at a time as the follower and
//! refuses the others politely, and the initiator's side, [`connect`].
//!
//! A thread accepts the connections. The first while none is served goes to the loop
//! of [`serve`], which plays it as the follower on the calling thread; one that comes
//! while a partner is served is refused on a short-lived thread of its own (at most
//! [`REFUSERS`] at a time, beyond that closed at once): if it sends a game request
//! within a short wait it gets a game accept with code 2 (not now), else `E01`, and
//! the connection is closed. Every refusal is logged.

use std::io::{self, Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use crate::dxp::frame::{Frame, FrameReader};
use crate::dxp::message::{
    AcceptCode, DxpError, EndReason, GameAccept, GameEnd, Message, StopCode,
};
use crate::dxp::session::{DxpConfig, GameSummary, Incoming, Link, LinkEvent};
use crate::search::Event;

/// The port of DXP over TCP.
pub const DXP_PORT: u16 = 27531;

/// The address [`listen`] binds when given none: the loopback interface only.
pub const DEFAULT_ADDRESS: &str = "127.0.0.1:27531";

/// The most connections refused at the same time; more are closed without a word.
pub const REFUSERS: usize = 4;

/// The longest a refused connection is waited for (its game request).
const REFUSAL_WAIT: Duration = Duration::from_secs(2);

/// How long a closed connection's last bytes are read and dropped.
const LINGER: Duration = Duration::from_millis(100);

/// The most bytes read and dropped from a closed connection.
const LINGER_BYTES: usize = 64 * 1024;

/// The most log lines kept while no partner is served (the rest are counted).
const BACKLOG: usize = 64;

/// What the accepting thread and the serving loop share.
#[derive(Default)]
struct Slot {
    /// A partner is being served (or handed over to be).
    busy: bool,
    /// Where the log lines of the accepting thread go while a partner is served.
    notes: Option<Sender<LinkEvent>>,
    /// The log lines written while no partner is served.
    backlog: Vec<String>,
    /// The lines dropped from a full backlog.
    dropped: usize,
    /// The loop has finished: the accepting thread ends.
    stop: bool,
}

impl Slot {
    /// Passes a log line to the loop.
    fn note(&mut self, line: String) {
        if let Some(notes) = &self.notes {
            if notes
                .send(Event::Input(Incoming::Note(line.clone())))
                .is_ok()
            {
                return;
            }
        }
        if self.backlog.len() < BACKLOG {
            self.backlog.push(line);
        } else {
            self.dropped += 1;
        }
    }
}

type Shared = Arc<Mutex<Slot>>;

fn lock(slot: &Shared) -> std::sync::MutexGuard<'_, Slot> {
    slot.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The address to bind for `addr`: [`DEFAULT_ADDRESS`] for an empty one, the loopback
/// interface for a port alone (`27531` or `:27531`), else `addr` itself.
///
/// ```
/// use doska_engine::dxp::listen_address;
/// assert_eq!(listen_address(""), "127.0.0.1:27531");
/// assert_eq!(listen_address("4000"), "127.0.0.1:4000");
/// assert_eq!(listen_address(":4000"), "127.0.0.1:4000");
/// assert_eq!(listen_address("0.0.0.0:4000"), "0.0.0.0:4000");
/// ```
pub fn listen_address(addr: &str) -> String {
    let addr = addr.trim();
    let port = addr.strip_prefix(':').unwrap_or(addr);
    if addr.is_empty() {
        DEFAULT_ADDRESS.to_string()
    } else if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) {
        format!("127.0.0.1:{port}")
    } else {
        addr.to_string()
    }
}

/// Listens on `addr` ([`listen_address`]: `HOST:PORT`, a port alone on the loopback
/// interface, or [`DEFAULT_ADDRESS`] when empty) and serves partners one after another
/// as the follower until the process ends ([`serve`]).
///
/// # Errors
/// The address cannot be bound.
pub fn listen(addr: &str, config: &DxpConfig, log: &mut dyn Write) -> io::Result<()> {
    let listener = TcpListener::bind(listen_address(addr))?;
    serve(listener, config, log, None)
}

/// Serves the partners that connect to `listener`, one at a time, as the follower:
/// each plays as many games as it asks for; a connection that comes meanwhile is
/// refused (a game accept with code 2, or `E01`) and logged. A partner that breaks
/// the protocol (an over-long or malformed message, a missing NUL, an illegal move, a
/// flood, silence beyond [`DxpConfig::read_timeout`]) gets `E01` and its connection is
/// closed; the next partner is served. Returns after `max_partners` partners (refused
/// connections not counted), or never when `None`.
///
/// # Errors
/// The listener's address cannot be read, or the agent of `config` cannot play
/// draughts.
pub fn serve(
    listener: TcpListener,
    config: &DxpConfig,
    log: &mut dyn Write,
    max_partners: Option<usize>,
) -> io::Result<()> {
    let local = listener.local_addr()?;
    // Fails early (and not once per partner) when the agent cannot play.
    config
        .agent
        .build(
            &doska::checkers::Checkers::international(),
            &doska::checkers::CheckersEval::default(),
            0,
        )
        .map_err(io::Error::other)?;
    say(log, format_args!("listening on {local}"));
    if max_partners == Some(0) {
        return Ok(());
    }
    let slot: Shared = Arc::default();
    let (streams, handed) = mpsc::channel();
    let acceptor = {
        let slot = Arc::clone(&slot);
        let name = config.name.clone();
        let wait = config.read_timeout.min(REFUSAL_WAIT);
        thread::spawn(move || accept_loop(&listener, &slot, &streams, &name, wait))
    };
    let mut served = 0usize;
    while max_partners.is_none_or(|max| served < max) {
        flush_backlog(&slot, log);
        let Ok((stream, peer)) = handed.recv() else {
            break;
        };
        served += 1;
        let label = format!("partner {served} ({peer})");
        say(log, format_args!("{label}: connected"));
        let games = serve_one(&stream, config, log, label.clone(), &slot);
        {
            let mut slot = lock(&slot);
            slot.notes = None;
            slot.busy = false;
        }
        close_gently(&stream);
        flush_backlog(&slot, log);
        match games {
            Ok(games) => say(
                log,
                format_args!("{label}: gone after {}", count(games.len())),
            ),
            Err(e) => say(log, format_args!("{label}: could not be served: {e}")),
        }
    }
    lock(&slot).stop = true;
    // Wakes the accepting thread with a connection of our own, then waits for it.
    if TcpStream::connect_timeout(&wake_address(local), Duration::from_secs(1)).is_ok() {
        let _ = acceptor.join();
    }
    flush_backlog(&slot, log);
    Ok(())
}

/// Plays the partner on `stream` as the follower.
fn serve_one(
    stream: &TcpStream,
    config: &DxpConfig,
    log: &mut dyn Write,
    label: String,
    slot: &Shared,
) -> io::Result<Vec<GameSummary>> {
    prepare(stream, config)?;
    let mut link = Link::new(stream.try_clone()?, stream, config, log, label)?;
    {
        let mut shared = lock(slot);
        shared.notes = Some(link.notes());
        for line in std::mem::take(&mut shared.backlog) {
            shared.note(line);
        }
    }
    let games = link.follow();
    {
        let mut shared = lock(slot);
        shared.notes = None;
        shared.busy = false;
    }
    // Notes go to the backlog from now on; those sent before are in the link's queue.
    link.drain_notes();
    Ok(games)
}

/// Closes a connection so that the partner reads what was sent before: the sending
/// side first, then what the partner still sends is read and dropped for a moment (at
/// most [`LINGER`] and [`LINGER_BYTES`]), then the rest.
fn close_gently(stream: &TcpStream) {
    let _ = stream.shutdown(Shutdown::Write);
    let _ = stream.set_read_timeout(Some(LINGER));
    let started = Instant::now();
    let (mut buf, mut read) = ([0u8; 1024], 0usize);
    while started.elapsed() < LINGER && read < LINGER_BYTES {
        match (&mut &*stream).read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => read += n,
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
}

/// Sets the socket options of a DXP connection: no delay, a bounded write.
fn prepare(stream: &TcpStream, config: &DxpConfig) -> io::Result<()> {
    stream.set_nodelay(true)?;
    stream.set_write_timeout(Some(config.read_timeout.max(Duration::from_millis(1))))
}

/// The address that reaches a listener bound to `local` (the loopback interface for
/// an unspecified address).
fn wake_address(local: SocketAddr) -> SocketAddr {
    match local.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => {
            SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), local.port())
        }
        IpAddr::V6(ip) if ip.is_unspecified() => {
            SocketAddr::new(IpAddr::V6(Ipv6Addr::LOCALHOST), local.port())
        }
        _ => local,
    }
}

/// `1 game`, `2 games`.
fn count(games: usize) -> String {
    if games == 1 {
        "1 game".to_string()
    } else {
        format!("{games} games")
    }
}

/// Writes a log line of the listener.
fn say(log: &mut dyn Write, text: impl std::fmt::Display) {
    let _ = writeln!(log, "dxp: {text}");
    let _ = log.flush();
}

fn flush_backlog(slot: &Shared, log: &mut dyn Write) {
    let (lines, dropped) = {
        let mut slot = lock(slot);
        (
            std::mem::take(&mut slot.backlog),
            std::mem::take(&mut slot.dropped),
        )
    };
    for line in lines {
        let _ = writeln!(log, "{line}");
    }
    if dropped > 0 {
        say(log, format_args!("{dropped} more log lines dropped"));
    }
    let _ = log.flush();
}

/// Accepts connections: the first while none is served goes to the loop, the others
/// are refused.
fn accept_loop(
    listener: &TcpListener,
    slot: &Shared,
    streams: &mpsc::Sender<(TcpStream, SocketAddr)>,
    name: &str,
    wait: Duration,
) {
    let refusers = Arc::new(AtomicUsize::new(0));
    loop {
        let accepted = listener.accept();
        let mut shared = lock(slot);
        if shared.stop {
            return;
        }
        match accepted {
            Ok((stream, peer)) if !shared.busy => {
                shared.busy = true;
                drop(shared);
                if streams.send((stream, peer)).is_err() {
                    return;
                }
            }
            Ok((stream, peer)) => {
                if refusers.fetch_add(1, Ordering::SeqCst) >= REFUSERS {
                    refusers.fetch_sub(1, Ordering::SeqCst);
                    let _ = stream.shutdown(Shutdown::Both);
                    shared.note(format!(
                        "dxp: refused {peer}: busy, and {REFUSERS} refusals under way; closed at once"
                    ));
                    continue;
                }
                drop(shared);
                let (slot, refusers, name) =
                    (Arc::clone(slot), Arc::clone(&refusers), name.to_string());
                thread::spawn(move || {
                    let answer = refuse(&stream, &name, wait);
                    lock(&slot).note(format!(
                        "dxp: refused {peer}: busy with another partner; {answer}"
                    ));
                    let _ = stream.shutdown(Shutdown::Both);
                    refusers.fetch_sub(1, Ordering::SeqCst);
                });
            }
            Err(e) => {
                shared.note(format!("dxp: accepting a connection failed: {e}"));
                drop(shared);
                // Out of file descriptors, say: no busy loop.
                thread::sleep(Duration::from_millis(50));
            }
        }
    }
}

/// Refuses a connection: a game accept with code 2 to its game request if one comes
/// within `wait`, else `E01`; what was sent, in words.
fn refuse(stream: &TcpStream, name: &str, wait: Duration) -> String {
    let wait = wait.max(Duration::from_millis(1));
    let _ = stream.set_read_timeout(Some(wait));
    let _ = stream.set_write_timeout(Some(wait));
    let mut frames = FrameReader::new(stream);
    let mut writer = stream;
    // A few chats may come first; the time-out bounds the wait.
    for _ in 0..8 {
        let Frame::Message(bytes) = frames.next_frame() else {
            break;
        };
        match Message::decode(&bytes) {
            Ok(Message::GameRequest(_)) | Err(DxpError::Version(_)) => {
                let accept = Message::GameAccept(GameAccept {
                    follower: name.to_string(),
                    code: AcceptCode::Declined,
                });
                let _ = writer.write_all(&accept.frame());
                return "sent GAMEACC code 2 to its game request".to_string();
            }
            Ok(Message::Chat(_)) => {}
            _ => break,
        }
    }
    let end = Message::GameEnd(GameEnd {
        reason: EndReason::Unknown,
        stop: StopCode::NoMoreGames,
    });
    let _ = writer.write_all(&end.frame());
    "sent E01".to_string()
}

/// Connects to a follower at `addr` (`HOST:PORT`) and plays [`DxpConfig::games`]
/// games as the initiator ([`initiate`](crate::dxp::initiate)); log lines go to `log`.
///
/// # Errors
/// The connection cannot be made, or the agent of `config` cannot play draughts.
pub fn connect(
    addr: &str,
    config: &DxpConfig,
    log: &mut dyn Write,
) -> io::Result<Vec<GameSummary>> {
    let stream = TcpStream::connect(addr)?;
    prepare(&stream, config)?;
    let peer = stream
        .peer_addr()
        .map_or_else(|_| addr.to_string(), |a| a.to_string());
    say(log, format_args!("connected to {peer}"));
    let games = Link::new(stream.try_clone()?, &stream, config, log, peer.clone())?.initiate();
    let _ = stream.shutdown(Shutdown::Both);
    say(
        log,
        format_args!("{peer}: closed after {}", count(games.len())),
    );
    Ok(games)
}
