//! Lines in and out: reading a line of bounded length from any reader, and an
//! [`Output`] that the input loop and the search thread share.

use std::io::{self, BufRead, Write};
use std::sync::{Arc, Mutex, PoisonError};

/// The longest line read (1 MiB): a position with thousands of moves fits; a longer
/// line is refused whole, and memory stays bounded whatever arrives.
pub const MAX_LINE: usize = 1 << 20;

/// One line of input, or why there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A line, without its end (`\n` or `\r\n`); bytes that are not UTF-8 are replaced
    /// by U+FFFD.
    Line(String),
    /// A line longer than the limit, dropped; its length in bytes.
    TooLong(usize),
    /// The input ended (or could not be read).
    End,
}

/// Reads one line of at most `max` bytes from `reader`. A longer line is read to its
/// end and dropped ([`Input::TooLong`]), so what comes after it is read as usual.
pub fn read_line(reader: &mut impl BufRead, max: usize) -> Input {
    let mut line = Vec::new();
    let mut length = 0usize;
    loop {
        let buf = match reader.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => return Input::End,
        };
        if buf.is_empty() {
            // The end of the input: a last line without its `\n` still counts.
            return if length == 0 {
                Input::End
            } else if length > max {
                Input::TooLong(length)
            } else {
                Input::Line(text_of(line))
            };
        }
        let (chunk, found) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        length = length.saturating_add(chunk.len());
        if length <= max {
            line.extend_from_slice(chunk);
        } else {
            line = Vec::new();
        }
        let used = found.unwrap_or(buf.len());
        reader.consume(used);
        if found.is_some() {
            return if length > max {
                Input::TooLong(length)
            } else {
                Input::Line(text_of(line))
            };
        }
    }
}

fn text_of(mut line: Vec<u8>) -> String {
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    String::from_utf8(line).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Where an engine writes its lines: shared by the loop that reads commands and the
/// thread that searches, each line written whole and flushed at once.
#[derive(Clone)]
pub struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl std::fmt::Debug for Output {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Output")
    }
}

impl Output {
    /// Lines written to `writer`.
    pub fn new(writer: impl Write + Send + 'static) -> Self {
        Output(Arc::new(Mutex::new(Box::new(writer))))
    }

    /// Writes `line` and a line end, and flushes.
    ///
    /// # Errors
    /// The writer's error (the other side closed the pipe): the engine stops.
    pub fn send(&self, line: &str) -> io::Result<()> {
        let mut w = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        w.write_all(line.as_bytes())?;
        w.write_all(b"\n")?;
        w.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max: usize) -> Vec<Input> {
        let mut r = io::BufReader::with_capacity(4, input);
        let mut out = Vec::new();
        loop {
            let i = read_line(&mut r, max);
            if i == Input::End {
                return out;
            }
            out.push(i);
        }
    }

    #[test]
    fn lines_are_split_bounded_and_lossy() {
        use Input::*;
        assert_eq!(
            lines(b"ping\r\nhub\n\ntoo long line\nok\nlast", 8),
            [
                Line("ping".into()),
                Line("hub".into()),
                Line(String::new()),
                TooLong(13),
                Line("ok".into()),
                Line("last".into())
            ]
        );
        assert_eq!(lines(b"a\xffb\n", 8), [Line("a\u{fffd}b".into())]);
        assert_eq!(lines(b"", 8), []);
        assert_eq!(lines(b"123456789", 8), [TooLong(9)]);
    }
}
