//! Every resource a command line can ask for, bounded in one place and checked before it
//! is taken: threads, game and ply counts, the length of an input line, and the memory a
//! table may take (docs/reliability.md, "Bounded resources").
//!
//! | resource | accepted | refused with |
//! |---|---|---|
//! | `--threads` | 1 to [`MAX_THREADS`] | exit 2, naming the range |
//! | `--games`, `-n` (match, soak) | 1 to [`MAX_GAMES`] | exit 2 |
//! | `--max-plies` | 1 to [`MAX_PLIES`] | exit 2 |
//! | an input line (`score`, `merge`, `play` from a pipe) | up to [`MAX_LINE`] bytes | exit 1, naming the line |
//! | a table (`--hash`) | up to the memory the machine and the process limit allow | exit 1, naming both |
//!
//! The readers here are clap value parsers, so a bad number is a usage error (exit
//! status 2) with the flag named, as clap names it.

use std::io::{self, BufRead};

/// The most worker threads any command starts. More than the machine's cores gains
/// nothing; this cap only keeps a typo (`--threads 10000`) from swamping the machine.
pub const MAX_THREADS: usize = 256;

/// The most games a `match` plays, or a `soak` plays of each variant.
pub const MAX_GAMES: usize = 1_000_000_000;

/// The largest `--max-plies`: far beyond any game's own end rules.
pub const MAX_PLIES: usize = 10_000_000;

/// The longest line any line reader accepts, in bytes (16 MiB): a record of a sharded
/// job is a few kilobytes, a board a few hundred bytes.
pub const MAX_LINE: usize = 16 << 20;

/// A count in `1..=max` from its decimal text; `what` names it in the error.
fn count_in(text: &str, max: usize, what: &str) -> Result<usize, String> {
    let n: usize = text
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a {what} (a whole number from 1 to {max})"))?;
    if n == 0 || n > max {
        return Err(format!("{what} must be from 1 to {max}, not {n}"));
    }
    Ok(n)
}

/// `--threads`: 1 to [`MAX_THREADS`].
pub fn threads(text: &str) -> Result<usize, String> {
    count_in(text, MAX_THREADS, "number of threads")
}

/// `--games` / `-n`: 1 to [`MAX_GAMES`].
pub fn games(text: &str) -> Result<usize, String> {
    count_in(text, MAX_GAMES, "number of games")
}

/// `--max-plies`: 1 to [`MAX_PLIES`].
pub fn plies(text: &str) -> Result<usize, String> {
    count_in(text, MAX_PLIES, "number of plies")
}

/// Why a line could not be read; `Display` gives a fragment for `line 3: …`.
#[derive(Debug)]
pub enum LineError {
    /// The line is longer than [`MAX_LINE`] bytes; the rest of it was skipped.
    TooLong,
    /// The line is not UTF-8 text.
    NotText,
    /// The input failed.
    Io(io::Error),
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LineError::TooLong => write!(f, "longer than {} MiB", MAX_LINE >> 20),
            LineError::NotText => f.write_str("not UTF-8 text"),
            LineError::Io(e) => write!(f, "i/o error: {e}"),
        }
    }
}

/// The next line of `input` without its line ending, at most [`MAX_LINE`] bytes: `None`
/// at the end of input. A longer line is skipped to its end and reported as
/// [`LineError::TooLong`], so reading goes on at the next line and the memory taken
/// stays bounded.
pub fn read_line(input: &mut dyn BufRead) -> Option<Result<String, LineError>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(chunk) => chunk,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Some(Err(LineError::Io(e))),
        };
        if chunk.is_empty() {
            break;
        }
        any = true;
        let (take, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        if !too_long {
            if bytes.len() + take > MAX_LINE + 2 {
                too_long = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(&chunk[..take]);
            }
        }
        input.consume(take);
        if done {
            break;
        }
    }
    if !any {
        return None;
    }
    if too_long {
        return Some(Err(LineError::TooLong));
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
    }
    if bytes.len() > MAX_LINE {
        return Some(Err(LineError::TooLong));
    }
    Some(String::from_utf8(bytes).map_err(|_| LineError::NotText))
}

/// The most bytes a table may take on this machine: the smaller of the memory the
/// machine has available (`MemAvailable` in `/proc/meminfo`) and the process's
/// address-space limit (`ulimit -v`, from `/proc/self/limits`), or `None` where neither
/// can be read (then only the allocation itself can refuse).
pub fn memory_limit() -> Option<u64> {
    let available = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|text| meminfo_available(&text));
    let address_space = std::fs::read_to_string("/proc/self/limits")
        .ok()
        .and_then(|text| address_space_limit(&text));
    match (available, address_space) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// `MemAvailable` of a `/proc/meminfo` text, in bytes.
fn meminfo_available(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// The soft `Max address space` of a `/proc/self/limits` text, in bytes (`None` when
/// unlimited).
fn address_space_limit(text: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with("Max address space"))?;
    let soft = line
        .trim_start_matches("Max address space")
        .split_whitespace()
        .next()?;
    soft.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_bounded_and_zero_is_refused() {
        assert_eq!(threads("1"), Ok(1));
        assert_eq!(threads("256"), Ok(256));
        assert!(threads("0").unwrap_err().contains("from 1 to 256"));
        assert!(threads("10000").unwrap_err().contains("not 10000"));
        assert!(threads("-1").is_err());
        assert!(games("18446744073709551615").is_err());
        assert!(games("0").is_err());
        assert!(plies("0").is_err());
        assert_eq!(plies("20000"), Ok(20_000));
    }

    #[test]
    fn lines_are_read_up_to_the_limit_and_the_rest_skipped() {
        let long = "x".repeat(MAX_LINE + 10);
        let text = format!("a\r\n{long}\nb\n\u{ff}");
        let mut input = io::BufReader::with_capacity(4096, text.as_bytes());
        let mut bytes_input: &[u8] = b"ok\n\xff\xfe\n";
        assert_eq!(read_line(&mut input).unwrap().unwrap(), "a");
        assert!(matches!(
            read_line(&mut input),
            Some(Err(LineError::TooLong))
        ));
        assert_eq!(read_line(&mut input).unwrap().unwrap(), "b");
        assert_eq!(read_line(&mut input).unwrap().unwrap(), "\u{ff}");
        assert!(read_line(&mut input).is_none());
        assert_eq!(read_line(&mut bytes_input).unwrap().unwrap(), "ok");
        assert!(matches!(
            read_line(&mut bytes_input),
            Some(Err(LineError::NotText))
        ));
        assert!(read_line(&mut bytes_input).is_none());
        let exact = "y".repeat(MAX_LINE);
        let mut input: &[u8] = exact.as_bytes();
        assert_eq!(read_line(&mut input).unwrap().unwrap().len(), MAX_LINE);
    }

    #[test]
    fn memory_texts_are_read() {
        let meminfo = "MemTotal:       24000000 kB\nMemAvailable:   20000000 kB\n";
        assert_eq!(meminfo_available(meminfo), Some(20_000_000 * 1024));
        let limits = "Limit                     Soft Limit           Hard Limit           Units\n\
                      Max address space         2147483648           unlimited            bytes\n";
        assert_eq!(address_space_limit(limits), Some(2_147_483_648));
        let unlimited =
            "Max address space         unlimited            unlimited            bytes\n";
        assert_eq!(address_space_limit(unlimited), None);
    }
}
