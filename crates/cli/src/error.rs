//! The CLI's errors and its writing to stderr: one line each, never a panic.
//!
//! Exit status 2 means the command line could not be understood (an unknown command or
//! flag, a missing or malformed argument, an unknown game, agent or option, a number out
//! of range); status 1 means it was understood but what it named was refused (a position
//! or move the rules refuse, a batch item that failed, an i/o error). A closed stdout
//! (`doska … | head`) ends the command quietly with status 0.

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

/// An error that ends the command with one line on stderr.
#[derive(Debug)]
pub enum CliError {
    /// The command line cannot be understood: exit status 2.
    Usage(String),
    /// What the command line names was refused: exit status 1.
    Data(String),
    /// Some items of a batch failed, each already reported: exit status 1.
    Batch {
        /// How many failed.
        failed: usize,
        /// How many there were.
        total: usize,
    },
    /// stdout was closed (e.g. piped into `head`): stop quietly.
    BrokenPipe,
}

impl CliError {
    /// A refusal of the data: exit status 1.
    pub fn data(m: impl Into<String>) -> Self {
        CliError::Data(m.into())
    }

    /// A command line that cannot be understood: exit status 2.
    pub fn usage(m: impl Into<String>) -> Self {
        CliError::Usage(m.into())
    }

    /// The exit status for this error.
    pub fn status(&self) -> ExitCode {
        match self {
            CliError::Usage(_) => ExitCode::from(2),
            CliError::Data(_) | CliError::Batch { .. } => ExitCode::FAILURE,
            CliError::BrokenPipe => ExitCode::SUCCESS,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Usage(m) | CliError::Data(m) => f.write_str(m),
            CliError::Batch { failed, total } => write!(f, "{failed} of {total} items failed"),
            CliError::BrokenPipe => f.write_str("broken pipe"),
        }
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            CliError::BrokenPipe
        } else {
            CliError::Data(format!("i/o error: {e}"))
        }
    }
}

/// A bad game or agent spec is a command-line mistake.
impl From<doska::core::SpecError> for CliError {
    fn from(e: doska::core::SpecError) -> Self {
        CliError::Usage(e.to_string())
    }
}

/// The longest quoted input an error line shows, in characters.
pub const QUOTE_LIMIT: usize = 80;

/// `text` made fit for one line of a terminal: control characters (newlines, escapes,
/// NUL) written as escapes, every quoted span (between backticks) cut to
/// [`QUOTE_LIMIT`] characters, and the whole cut to a few hundred.
pub fn one_line(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(400));
    let mut in_quote = false;
    let mut quoted = 0usize;
    for c in text.chars() {
        if c == '`' {
            in_quote = !in_quote;
            quoted = 0;
            out.push(c);
            continue;
        }
        if in_quote {
            quoted += 1;
            if quoted > QUOTE_LIMIT {
                if quoted == QUOTE_LIMIT + 1 {
                    out.push('…');
                }
                continue;
            }
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
        if out.chars().count() > 4 * QUOTE_LIMIT + 40 {
            out.push('…');
            break;
        }
    }
    out
}

/// Writes a line to stderr, ignoring a closed or failing stderr (never a panic).
pub fn note(line: impl fmt::Display) {
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// Reports an error as one line on stderr: `doska: error: …`.
pub fn report(e: &CliError) {
    note(format_args!("doska: error: {}", one_line(&e.to_string())));
}

/// Reports a command-line usage error from clap as one line (help and version print
/// as usual).
pub fn report_usage(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = e.print();
            ExitCode::SUCCESS
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            ExitCode::from(2)
        }
        _ => {
            let text = e.render().to_string();
            let head: Vec<&str> = text
                .lines()
                .take_while(|l| !l.starts_with("Usage:"))
                .map(str::trim)
                .filter(|l| {
                    !l.is_empty()
                        && !l.starts_with("tip:")
                        && !l.starts_with("For more information")
                })
                .collect();
            let line = head.join(" ");
            let line = line.strip_prefix("error: ").unwrap_or(&line);
            note(format_args!(
                "doska: error: {} (see `doska --help`)",
                one_line(line)
            ));
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_escapes_and_cuts() {
        assert_eq!(one_line("bad `a\nb`"), "bad `a\\nb`");
        assert_eq!(
            one_line("nul `\0` esc `\x1b[A`"),
            "nul `\\u{0}` esc `\\u{1b}[A`"
        );
        let long = format!("bad position `{}`: too long", "x".repeat(100_000));
        let line = one_line(&long);
        assert!(line.chars().count() < 200, "{}", line.len());
        assert!(line.ends_with("…`: too long"), "{line}");
    }
}
