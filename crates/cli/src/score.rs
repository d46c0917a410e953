//! `doska score`: the optimal row scores of scoring-rows boards.

use std::io::{BufRead, Write};

use doska::scoring_rows::Board;

use crate::error::CliError;

fn score_one(text: &str, rows: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let board: Board = text
        .parse()
        .map_err(|e| CliError::msg(format!("bad board `{}`: {e}", text.trim())))?;
    let scores = board.scores();
    if rows {
        writeln!(out, "{scores:#}")?;
    } else {
        writeln!(out, "{scores}")?;
    }
    Ok(())
}

/// Scores each board argument, or each non-empty line of `input` when there is none.
pub fn run(
    boards: &[String],
    rows: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if !boards.is_empty() {
        return boards.iter().try_for_each(|b| score_one(b, rows, out));
    }
    for (i, line) in input.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        score_one(&line, rows, out).map_err(|e| match e {
            CliError::Message(m) => CliError::msg(format!("line {}: {m}", i + 1)),
            other => other,
        })?;
    }
    Ok(())
}
