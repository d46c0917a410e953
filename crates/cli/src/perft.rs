//! `doska perft`: move-sequence counts, the standard check of a move generator, with a
//! shared transposition table (`--hash`), work-stealing threads (`--threads`) and route
//! counting (`--routes`) for deep runs.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use doska::core::rayon::ThreadPoolBuilder;
use doska::core::{Evaluation, Game, Perft as PerftRun, PerftTable};
use doska::registry::{self, GameVisitor};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::error::{note, CliError};
use crate::limits;
use crate::shard::{PerftJob, PerftPiece, Prefix, Record, Shard, MAX_DEPTH};
use crate::start::StartArgs;

/// The largest table `--hash` takes: 1 TiB.
const MAX_HASH: u64 = 1 << 40;

/// `bytes` if a table of that size fits in the memory this process may take
/// ([`limits::memory_limit`]); a refusal naming both sizes otherwise.
fn table_fits(bytes: usize) -> Result<usize, CliError> {
    match limits::memory_limit() {
        Some(limit) if bytes as u64 > limit => Err(CliError::data(format!(
            "--hash asks for {} MiB, but this process may take at most {} MiB \
             (the memory available, or the address-space limit of `ulimit -v`)",
            bytes >> 20,
            limit >> 20
        ))),
        _ => Ok(bytes),
    }
}

/// A table of `bytes` bytes, or a refusal when the allocator cannot give them
/// ([`PerftTable::try_with_bytes`]): exit status 1, not an abort.
fn make_table(bytes: usize) -> Result<PerftTable, CliError> {
    PerftTable::try_with_bytes(bytes).map_err(|e| {
        CliError::data(format!(
            "--hash: cannot allocate a table of {} MiB: {e}",
            bytes >> 20
        ))
    })
}

/// The options of `doska perft`.
pub struct Args {
    pub start: StartArgs,
    pub depth: u32,
    pub divide: bool,
    pub threads: usize,
    pub hash: Option<String>,
    pub routes: bool,
    pub shard: Option<Shard>,
}

/// Reads a table size: bytes, or a number with `K`, `M`, `G` or `T` (powers of 1024),
/// an optional `B` or `iB` after it (`4G`, `512MiB`, `65536`).
///
/// # Errors
/// A usage error naming the text.
pub fn parse_size(text: &str) -> Result<usize, CliError> {
    let bad = || {
        CliError::usage(format!(
            "--hash takes a size such as 512M or 4G (at most 1T), not `{text}`"
        ))
    };
    let t = text.trim();
    let t = t
        .strip_suffix("iB")
        .or_else(|| t.strip_suffix('B'))
        .unwrap_or(t);
    let (number, unit) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => (&t[..i], c.to_ascii_uppercase()),
        _ => (t, ' '),
    };
    let shift = match unit {
        ' ' => 0,
        'K' => 10,
        'M' => 20,
        'G' => 30,
        'T' => 40,
        _ => return Err(bad()),
    };
    let n: u64 = number.parse().map_err(|_| bad())?;
    let bytes = n
        .checked_shl(shift)
        .filter(|b| *b >> shift == n)
        .ok_or_else(bad)?;
    if bytes == 0 || bytes > MAX_HASH {
        return Err(bad());
    }
    usize::try_from(bytes).map_err(|_| bad())
}

struct Perft<'a> {
    args: Args,
    out: &'a mut dyn Write,
}

/// A progress bar over the first moves, on stderr, only when stderr is a terminal and
/// the run is expected to take a while: first moves done, elapsed time, nodes/s.
fn progress(moves: usize, long: bool) -> ProgressBar {
    if !long || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(moves as u64), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} first moves  {msg}",
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

/// One piece of a sharded perft: the split, the counts up to it, and this piece's
/// prefixes with the counts below them.
///
/// The prefixes of the other pieces are walked past, not kept
/// ([`PerftRun::piece_prefixes`]): a piece of a job split in [`MAX_SHARDS`] takes
/// the memory of its own prefixes only.
///
/// [`MAX_SHARDS`]: crate::shard::MAX_SHARDS
fn sharded<G: Game>(
    game: &G,
    pos: &G::Position,
    args: &Args,
    shard: Shard,
    run: &PerftRun<'_, G>,
) -> PerftPiece {
    let depth = args.depth;
    let split = run.split_for(pos, depth, shard.count);
    let (mine, total) = run.piece_prefixes(pos, split, shard.index - 1, shard.count);
    let head = if args.divide {
        Vec::new()
    } else {
        (1..=split).map(|d| run.count(pos, d)).collect()
    };
    let depths: Vec<u32> = if args.divide {
        vec![depth]
    } else {
        (split + 1..=depth).collect()
    };
    let pieces = mine
        .iter()
        .map(|(index, prefix)| {
            let mut at = pos.clone();
            let moves = prefix
                .moves
                .iter()
                .map(|mv| {
                    let text = game.format_move(&at, mv);
                    game.play_unchecked(&mut at, mv);
                    text
                })
                .collect();
            Prefix {
                index: *index,
                moves,
                counts: depths
                    .iter()
                    .map(|d| run.prefix_count(prefix, d - split))
                    .collect(),
            }
        })
        .collect();
    PerftPiece {
        job: PerftJob {
            spec: game.name(),
            position: pos.to_string(),
            depth,
            routes: args.routes,
            divide: args.divide,
            split,
            prefixes: total,
        },
        shard,
        head,
        pieces,
    }
}

impl GameVisitor for Perft<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        let Perft { args, out } = self;
        let start = args.start.start(game)?;
        let pos = start.position().clone();
        let first_moves = game.count_moves(&pos) as usize;
        // 1 to `limits::MAX_THREADS`, checked by `run`.
        let threads = args.threads;
        let table = args
            .hash
            .as_deref()
            .map(parse_size)
            .transpose()?
            .map(table_fits)
            .transpose()?
            .map(make_table)
            .transpose()?;
        let mut run = PerftRun::new(game)
            .routes(args.routes)
            .parallel(threads > 1);
        if let Some(table) = &table {
            run = run.table(table);
        }
        let pool = ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| CliError::data(format!("cannot start {threads} threads: {e}")))?;
        if let Some(shard) = args.shard {
            let piece = pool.install(|| sharded(game, &pos, &args, shard, &run));
            writeln!(out, "{}", Record::Perft(piece).to_line())?;
            return Ok(());
        }
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
            let done = AtomicU64::new(0);
            let t = Instant::now();
            let split = pool.install(|| {
                run.divide_with(&pos, d, |_, n| {
                    let nodes = done.fetch_add(n, Ordering::Relaxed) + n;
                    bar.inc(1);
                    bar.set_message(rate(nodes, t.elapsed()));
                })
            });
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
            let fill = table
                .as_ref()
                .map(|t| format!(", table {:.0}% full", t.occupancy() * 100.0))
                .unwrap_or_default();
            note(format_args!(
                "perft {d}: {total} in {:.3} s ({}{fill})",
                last.as_secs_f64(),
                rate(total, last)
            ));
            if total == 0 && !args.divide && d < args.depth {
                let plies = d - 1;
                note(format_args!(
                    "every game ends within {plies} {}: the deeper counts are 0",
                    if plies == 1 { "ply" } else { "plies" }
                ));
                // Every depth asked for gets its line, so a script reading them finds
                // each one.
                for deeper in d + 1..=args.depth {
                    writeln!(out, "depth {deeper}: 0")?;
                }
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
    // clap's reader (`limits::threads`) bounds `--threads` already; this keeps the
    // pool's size bounded whoever fills in the arguments.
    if !(1..=limits::MAX_THREADS).contains(&args.threads) {
        return Err(CliError::usage(format!(
            "--threads must be from 1 to {}, not {}",
            limits::MAX_THREADS,
            args.threads
        )));
    }
    if let Some(size) = &args.hash {
        parse_size(size)?;
    }
    registry::build(spec)?.visit(Perft { args, out })
}

#[cfg(test)]
mod tests {
    use super::parse_size;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("65536").ok(), Some(65536));
        assert_eq!(parse_size("4G").ok(), Some(4 << 30));
        assert_eq!(parse_size("512MiB").ok(), Some(512 << 20));
        assert_eq!(parse_size("64kb").ok(), None);
        assert_eq!(parse_size("64KB").ok(), Some(64 << 10));
        for bad in [
            "",
            "0",
            "G",
            "4X",
            "-1M",
            "2T",
            "99999999999999999999",
            "1.5G",
        ] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
    }
}
