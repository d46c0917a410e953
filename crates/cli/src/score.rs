//! `doska score`: the optimal row scores of scoring-rows boards, from arguments or a
//! batch on stdin.

use std::io::{BufRead, Write};

use doska::scoring_rows::Board;

use crate::error::{note, one_line, CliError};

fn score_one(text: &str, rows: bool, out: &mut dyn Write) -> Result<Result<(), String>, CliError> {
    let board: Board = match text.parse() {
        Ok(board) => board,
        Err(e) => return Ok(Err(format!("bad board `{}`: {e}", text.trim()))),
    };
    let scores = board.scores();
    if rows {
        writeln!(out, "{scores:#}")?;
    } else {
        writeln!(out, "{scores}")?;
    }
    Ok(Ok(()))
}

/// Scores each board argument, or each non-empty line of `input` when there is none.
/// A bad item is reported on stderr (with its line number on stdin) and the batch goes
/// on; the command then fails with the number of bad items.
pub fn run(
    boards: &[String],
    rows: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let (mut total, mut failed) = (0usize, 0usize);
    let mut report = |what: String| {
        failed += 1;
        note(format_args!("doska: error: {}", one_line(&what)));
    };
    if !boards.is_empty() {
        for (i, board) in boards.iter().enumerate() {
            total += 1;
            if let Err(e) = score_one(board, rows, out)? {
                report(format!("board {}: {e}", i + 1));
            }
        }
    } else {
        let mut line = Vec::new();
        let mut number = 0usize;
        loop {
            line.clear();
            if input.read_until(b'\n', &mut line)? == 0 {
                break;
            }
            number += 1;
            let Ok(text) = std::str::from_utf8(&line) else {
                total += 1;
                report(format!("line {number}: not UTF-8 text"));
                continue;
            };
            if text.trim().is_empty() {
                continue;
            }
            total += 1;
            if let Err(e) = score_one(text, rows, out)? {
                report(format!("line {number}: {e}"));
            }
        }
    }
    out.flush()?;
    match failed {
        0 => Ok(()),
        failed => Err(CliError::Batch { failed, total }),
    }
}
