//! The CLI's errors: one line each, never a panic.

use std::fmt;
use std::io;
use std::process::ExitCode;

/// An error that ends the command with one line on stderr.
#[derive(Debug)]
pub enum CliError {
    /// A message for the user.
    Message(String),
    /// stdout was closed (e.g. piped into `head`): stop quietly.
    BrokenPipe,
}

impl CliError {
    /// An error with a message.
    pub fn msg(m: impl Into<String>) -> Self {
        CliError::Message(m.into())
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Message(m) => f.write_str(m),
            CliError::BrokenPipe => f.write_str("broken pipe"),
        }
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            CliError::BrokenPipe
        } else {
            CliError::Message(format!("i/o error: {e}"))
        }
    }
}

impl From<doska::core::SpecError> for CliError {
    fn from(e: doska::core::SpecError) -> Self {
        CliError::Message(e.to_string())
    }
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
            eprintln!("doska: error: {line} (see `doska --help`)");
            ExitCode::from(2)
        }
    }
}
