//! Reading the lines a person types: with line editing and history at a terminal, plain
//! lines from a pipe. A line that is not UTF-8 is reported, not fatal.

use std::io::{self, BufRead, Write};

use rustyline::error::ReadlineError;
use rustyline::DefaultEditor;

use crate::limits::{read_line, LineError};

/// Where `doska play` reads what is typed.
pub enum Lines<'a> {
    /// A terminal: rustyline's editor (arrow keys, history).
    Editor(Box<DefaultEditor>),
    /// Anything else: lines as they come, the prompt written to the output.
    Plain(&'a mut dyn BufRead),
}

impl<'a> Lines<'a> {
    /// A line editor on the terminal, or `None` when one cannot be set up.
    pub fn editor() -> Option<Lines<'a>> {
        DefaultEditor::new()
            .ok()
            .map(|e| Lines::Editor(Box::new(e)))
    }

    /// The next line after `prompt`: `None` at the end of input, `Some(Err(why))` for a
    /// line that cannot be read as text (it is skipped), `Some(Ok(line))` otherwise.
    pub fn read(
        &mut self,
        prompt: &str,
        out: &mut dyn Write,
    ) -> io::Result<Option<Result<String, String>>> {
        match self {
            Lines::Editor(editor) => {
                out.flush()?;
                match editor.readline(prompt) {
                    Ok(line) => {
                        if !line.trim().is_empty() {
                            let _ = editor.add_history_entry(line.as_str());
                        }
                        Ok(Some(Ok(line)))
                    }
                    Err(ReadlineError::Eof | ReadlineError::Interrupted) => Ok(None),
                    Err(ReadlineError::Io(e)) => Err(e),
                    Err(e) => Ok(Some(Err(e.to_string()))),
                }
            }
            Lines::Plain(input) => {
                write!(out, "{prompt}")?;
                out.flush()?;
                match read_line(*input) {
                    None => Ok(None),
                    Some(Err(LineError::Io(e))) => Err(e),
                    Some(line) => Ok(Some(line.map_err(|e| format!("the line is {e}")))),
                }
            }
        }
    }
}
