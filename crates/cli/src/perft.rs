//! `doska perft`: move-sequence counts, the standard check of a move generator.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use doska::core::{perft_parallel, Evaluation, Game};
use doska::registry::{self, GameVisitor};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::error::{note, CliError};
use crate::start::StartArgs;

/// The deepest perft the command runs.
pub const MAX_DEPTH: u32 = 64;

/// The options of `doska perft`.
pub struct Args {
    pub start: StartArgs,
    pub depth: u32,
    pub divide: bool,
    pub threads: usize,
}

struct Perft<'a> {
    args: Args,
    out: &'a mut dyn Write,
}

/// A progress bar over the first moves, on stderr, only when stderr is a terminal
/// and the run is expected to take a while.
fn progress(moves: usize, long: bool) -> ProgressBar {
    if !long || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(moves as u64), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} first moves",
        )
        .expect("valid template"),
    );
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

fn rate(nodes: u64, time: Duration) -> String {
    let s = time.as_secs_f64();
    if s <= 0.0 {
        return "-".into();
    }
    let r = nodes as f64 / s;
    if r >= 1e6 {
        format!("{:.1} M nodes/s", r / 1e6)
    } else {
        format!("{:.0} nodes/s", r)
    }
}

impl GameVisitor for Perft<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let Perft { args, out } = self;
        let start = args.start.start(game)?;
        let pos = start.position().clone();
        let first_moves = game.count_moves(&pos) as usize;
        let threads = args.threads.max(1);
        let mut last = Duration::ZERO;
        let depths = if args.divide {
            args.depth..=args.depth
        } else {
            1..=args.depth
        };
        for d in depths {
            let bar = progress(
                first_moves,
                last > Duration::from_millis(300) || args.divide,
            );
            let t = Instant::now();
            let split = perft_parallel(game, &pos, d, threads, |_, _| bar.inc(1));
            last = t.elapsed();
            bar.finish_and_clear();
            let total: u64 = split.iter().map(|(_, n)| n).sum();
            if args.divide {
                for (mv, n) in &split {
                    writeln!(out, "{}: {n}", game.format_move(&pos, mv))?;
                }
                writeln!(out, "total: {total}")?;
            } else {
                writeln!(out, "depth {d}: {total}")?;
            }
            out.flush()?;
            note(format_args!(
                "perft {d}: {total} in {:.3} s ({})",
                last.as_secs_f64(),
                rate(total, last)
            ));
            if total == 0 && !args.divide && d < args.depth {
                note(format_args!(
                    "every game ends within {} plies: the deeper counts are 0",
                    d - 1
                ));
                break;
            }
        }
        Ok(())
    }
}

pub fn run(spec: &str, args: Args, out: &mut dyn Write) -> Result<(), CliError> {
    if !(1..=MAX_DEPTH).contains(&args.depth) {
        return Err(CliError::usage(format!(
            "--depth must be from 1 to {MAX_DEPTH}, not {}",
            args.depth
        )));
    }
    registry::build(spec)?.visit(Perft { args, out })
}
