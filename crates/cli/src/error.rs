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
pub const QUOTE_LIMIT: usize = 40;

/// The longest error line, in characters, with its `doska: error: ` prefix: room for a
/// list of a game's options, not for pages of pasted input.
pub const LINE_LIMIT: usize = 300;

/// `text` made fit for one line of a terminal: control characters (newlines, escapes,
/// NUL) written as escapes, every quoted span (between backticks) cut to
/// [`QUOTE_LIMIT`] characters, and the whole cut so that the error line has at most
/// [`LINE_LIMIT`] characters.
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
        let room = LINE_LIMIT - "doska: error: ".len() - 1;
        if out.chars().count() > room {
            if let Some((cut, _)) = out.char_indices().nth(room) {
                out.truncate(cut);
            }
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

/// Reports a command-line usage error from clap as one line, with clap's suggestion
/// (`did you mean `list`?`) and the help to read: `doska SUBCOMMAND --help` when the
/// command line names a subcommand (`subcommand`), else `doska --help`. Help and version
/// print as usual; when they cannot be written (`doska --help > /dev/full`) the command
/// fails with status 1 and says so on stderr.
pub fn report_usage(e: clap::Error, subcommand: Option<&str>) -> ExitCode {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => match write_out(&e) {
            Ok(()) => ExitCode::SUCCESS,
            Err(why) => {
                report(&CliError::from(why));
                ExitCode::FAILURE
            }
        },
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
            let suggested: Vec<String> =
                [ContextKind::SuggestedSubcommand, ContextKind::SuggestedArg]
                    .into_iter()
                    .filter_map(|kind| e.get(kind))
                    .flat_map(|value| match value {
                        ContextValue::String(s) => vec![s.clone()],
                        ContextValue::Strings(v) => v.clone(),
                        _ => Vec::new(),
                    })
                    .collect();
            let hint = match suggested.as_slice() {
                [] => String::new(),
                names => format!(
                    "; did you mean {}?",
                    names
                        .iter()
                        .map(|n| format!("`{n}`"))
                        .collect::<Vec<_>>()
                        .join(" or ")
                ),
            };
            let help = match subcommand {
                Some(name) => format!("doska {name} --help"),
                None => "doska --help".to_string(),
            };
            note(format_args!(
                "doska: error: {}{hint} (see `{help}`)",
                one_line(line)
            ));
            ExitCode::from(2)
        }
    }
}

/// Writes clap's help or version text to stdout, reporting a failed write.
fn write_out(e: &clap::Error) -> io::Result<()> {
    let mut out = io::stdout().lock();
    write!(out, "{}", e.render())?;
    out.flush()
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
        assert!(line.chars().count() < 80, "{}", line.len());
        assert!(line.ends_with("…`: too long"), "{line}");
        let many = format!("`a` {}", "b `c` ".repeat(10_000));
        let line = format!("doska: error: {}", one_line(&many));
        assert!(
            line.chars().count() <= LINE_LIMIT,
            "{}",
            line.chars().count()
        );
        assert!(line.ends_with('…'), "{line}");
    }
}
