//! `doska score`: the optimal row scores of scoring-rows boards, from arguments or a
//! batch on stdin.

use std::io::{BufRead, Write};

use doska::scoring_rows::Board;

use crate::error::{note, one_line, CliError};
use crate::limits::{read_line, LineError};

/// How `doska score` writes its results.
#[derive(Clone, Copy, Debug, Default)]
pub struct Args {
    /// Each colour's rows below the scores.
    pub rows: bool,
    /// Each result line starts with the number of its board (`3: w=25 b=20`): the
    /// argument's position, or the line of stdin it was read from, so that results can
    /// be matched to their input when some lines are empty or refused.
    pub numbered: bool,
}

fn score_one(
    text: &str,
    number: usize,
    args: Args,
    out: &mut dyn Write,
) -> Result<Result<(), String>, CliError> {
    let board: Board = match text.parse() {
        Ok(board) => board,
        Err(e) => return Ok(Err(format!("bad board `{}`: {e}", text.trim()))),
    };
    let scores = board.scores();
    if args.numbered {
        write!(out, "{number}: ")?;
    }
    if args.rows {
        writeln!(out, "{scores:#}")?;
    } else {
        writeln!(out, "{scores}")?;
    }
    Ok(Ok(()))
}

/// Scores each board argument, or each non-empty line of `input` when there is none.
/// A bad item is reported on stderr (with its line number on stdin) and the batch goes
/// on; the command then fails with the number of bad items. Lines are read with the
/// bound of [`crate::limits::MAX_LINE`].
pub fn run(
    boards: &[String],
    args: Args,
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
            if let Err(e) = score_one(board, i + 1, args, out)? {
                report(format!("board {}: {e}", i + 1));
            }
        }
    } else {
        let mut number = 0usize;
        while let Some(line) = read_line(input) {
            number += 1;
            let text = match line {
                Ok(text) => text,
                Err(LineError::Io(e)) => return Err(e.into()),
                Err(e) => {
                    total += 1;
                    report(format!("line {number}: {e}"));
                    continue;
                }
            };
            if text.trim().is_empty() {
                continue;
            }
            total += 1;
            if let Err(e) = score_one(&text, number, args, out)? {
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
