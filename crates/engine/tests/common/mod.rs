//! Engines on threads for the tests: lines in through a channel, lines out through
//! another ([`pipes`]), and a UGI engine driven with timeouts so a hung engine fails a
//! test instead of hanging it.

#![allow(dead_code)]

use std::io::{self, BufReader, Read, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use doska_engine::ugi::{run, UgiConfig};

/// Input the test writes line by line; the end of input when the sender is dropped.
pub struct ChannelReader {
    rx: Receiver<Vec<u8>>,
    buf: Vec<u8>,
    at: usize,
}

impl Read for ChannelReader {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.at == self.buf.len() {
            match self.rx.recv() {
                Ok(bytes) => {
                    self.buf = bytes;
                    self.at = 0;
                }
                Err(_) => return Ok(0),
            }
        }
        let n = out.len().min(self.buf.len() - self.at);
        out[..n].copy_from_slice(&self.buf[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// Output split into lines for the test.
pub struct LineSink {
    tx: Sender<String>,
    partial: Vec<u8>,
}

impl Write for LineSink {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        for &b in bytes {
            if b == b'\n' {
                let line = String::from_utf8_lossy(&self.partial).into_owned();
                self.partial.clear();
                self.tx
                    .send(line)
                    .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))?;
            } else {
                self.partial.push(b);
            }
        }
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

pub const WAIT: Duration = Duration::from_secs(20);

pub struct Engine {
    input: Option<Sender<Vec<u8>>>,
    pub output: Receiver<String>,
    pub handle: JoinHandle<io::Result<()>>,
}

/// An engine's ends of two pipes, and the test's: the input the engine reads (closed
/// when the sender is dropped) and the lines it writes.
pub fn pipes() -> (
    BufReader<ChannelReader>,
    LineSink,
    Sender<Vec<u8>>,
    Receiver<String>,
) {
    let (in_tx, in_rx) = mpsc::channel();
    let (out_tx, out_rx) = mpsc::channel();
    let reader = BufReader::new(ChannelReader {
        rx: in_rx,
        buf: Vec::new(),
        at: 0,
    });
    let sink = LineSink {
        tx: out_tx,
        partial: Vec::new(),
    };
    (reader, sink, in_tx, out_rx)
}

impl Engine {
    pub fn start(config: UgiConfig) -> Engine {
        let (reader, sink, in_tx, out_rx) = pipes();
        let handle = thread::spawn(move || run(reader, sink, config));
        Engine {
            input: Some(in_tx),
            output: out_rx,
            handle,
        }
    }

    pub fn game(spec: &str) -> Engine {
        Engine::start(UgiConfig {
            game: spec.into(),
            ..UgiConfig::default()
        })
    }

    pub fn send(&self, line: &str) {
        let tx = self.input.as_ref().expect("input open");
        tx.send(format!("{line}\n").into_bytes())
            .expect("engine reads");
    }

    pub fn next(&self) -> String {
        match self.output.recv_timeout(WAIT) {
            Ok(line) => line,
            Err(e) => panic!("no line from the engine: {e:?}"),
        }
    }

    /// Lines up to and including the first that starts with `prefix`.
    pub fn until(&self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.next();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    pub fn nothing_for(&self, time: Duration) {
        match self.output.recv_timeout(time) {
            Err(RecvTimeoutError::Timeout) => {}
            other => panic!("expected silence, got {other:?}"),
        }
    }

    /// Closes the input and waits for the engine to return.
    pub fn finish(mut self) -> Vec<String> {
        self.input = None;
        let start = Instant::now();
        while !self.handle.is_finished() {
            assert!(
                start.elapsed() < WAIT,
                "the engine did not end with its input"
            );
            thread::sleep(Duration::from_millis(5));
        }
        self.handle.join().expect("no panic").expect("no error");
        self.output.try_iter().collect()
    }
}

/// The move of a `bestmove` line, the last of `lines`.
pub fn bestmove(lines: &[String]) -> String {
    let last = lines.last().expect("a line");
    last.strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("not a bestmove: {last}"))
        .to_string()
}
