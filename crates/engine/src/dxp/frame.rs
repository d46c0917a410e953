//! The SOCKET layer of DXP: messages of at most 127 bytes, each ended by a NUL, read
//! from a byte stream into a buffer of fixed size.

use std::io::{self, Read};

use crate::dxp::message::MAX_LEN;

/// The bytes read from the stream at a time.
const CHUNK: usize = 512;

/// What the stream gave.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Frame {
    /// The bytes of one message, without its NUL.
    Message(Vec<u8>),
    /// More than [`MAX_LEN`] bytes without a NUL: the stream is not read further.
    TooLong,
    /// The stream ended; `partial` bytes of a message without its NUL came last.
    End {
        /// The bytes after the last NUL.
        partial: usize,
    },
    /// Reading failed (a time-out on a socket with one, a reset connection).
    Failed(io::ErrorKind),
}

/// Reads NUL-ended messages from a stream, buffering at most one chunk and one
/// message.
pub(crate) struct FrameReader<R> {
    inner: R,
    buf: Box<[u8; CHUNK]>,
    start: usize,
    end: usize,
}

impl<R: Read> FrameReader<R> {
    /// A reader of the messages of `inner`.
    pub(crate) fn new(inner: R) -> Self {
        FrameReader {
            inner,
            buf: Box::new([0; CHUNK]),
            start: 0,
            end: 0,
        }
    }

    /// The next message (or why there is none).
    pub(crate) fn next_frame(&mut self) -> Frame {
        let mut message = Vec::new();
        loop {
            if self.start == self.end {
                match self.inner.read(&mut self.buf[..]) {
                    Ok(0) => {
                        return Frame::End {
                            partial: message.len(),
                        }
                    }
                    Ok(n) => (self.start, self.end) = (0, n.min(CHUNK)),
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(e) => return Frame::Failed(e.kind()),
                }
            }
            let chunk = &self.buf[self.start..self.end];
            let (body, used) = match chunk.iter().position(|&b| b == 0) {
                Some(i) => (&chunk[..i], Some(i + 1)),
                None => (chunk, None),
            };
            if message.len() + body.len() > MAX_LEN {
                self.start = self.end;
                return Frame::TooLong;
            }
            message.extend_from_slice(body);
            match used {
                Some(n) => {
                    self.start += n;
                    return Frame::Message(message);
                }
                None => self.start = self.end,
            }
        }
    }
}
