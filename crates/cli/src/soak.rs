//! `doska soak`: seeded random games of every registered variant (every preset, and
//! every preset with each value of each option), with the `Game` contract checked at
//! every ply by [`play_and_check`], in parallel.
//!
//! Game `i` (from 0) of each variant uses seed `S + i`, so the failure of game `i` of a
//! variant replays alone with `doska soak VARIANT --games 1 --seed S+i`.
//!
//! With `--shard I/N` the games are split by seed range: piece `I` plays games
//! `⌊(I−1)·G/N⌋ .. ⌊I·G/N⌋` of every variant (so each piece is itself an ordinary
//! soak of a shorter seed range) and prints its tallies and failures as one JSON line
//! for `doska merge`, which prints the report the unsharded soak prints.

use std::cell::RefCell;
use std::collections::HashSet;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use doska::core::conformance::soak::{play_and_check, Failure, GameStats};
use doska::core::registry::OptionKind;
use doska::core::{Evaluation, Game};
use doska::registry::{self, AnyGame, GameVisitor};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::error::{note, one_line, CliError};
use crate::shard::{Record, Shard, SoakFailure, SoakJob, SoakPiece, VariantTally};

/// The options of `doska soak`.
pub struct Args {
    /// Games per variant.
    pub games: usize,
    /// The seed of game 0 of every variant.
    pub seed: u64,
    /// Worker threads (default: the number of cores).
    pub threads: Option<usize>,
    /// The ply cap: a game still going after this many moves fails.
    pub max_plies: usize,
    /// Play only this piece of the games and print it as a shard record.
    pub shard: Option<Shard>,
}

/// The games (numbers from 0) that piece `shard` of a soak of `games` games per variant
/// plays: a contiguous range, the ranges of pieces `1..=N` covering `0..games` in order.
pub fn seed_range(games: usize, shard: Shard) -> std::ops::Range<usize> {
    let at = |i: usize| (i as u128 * games as u128 / shard.count as u128) as usize;
    at(shard.index - 1)..at(shard.index)
}

/// The most threads `--threads` takes.
const MAX_THREADS: usize = 1024;

/// Failures printed in full per variant; the others are counted.
pub const SHOWN_PER_VARIANT: usize = 3;

/// The values of an option that the soak plays: every name of a choice, both booleans,
/// and the bounds of a number.
fn values(kind: &OptionKind) -> Vec<String> {
    match kind {
        OptionKind::Choice(names) => names.iter().map(|n| n.to_string()).collect(),
        OptionKind::Bool => vec!["false".into(), "true".into()],
        OptionKind::Int { min, max } => vec![min.to_string(), max.to_string()],
        OptionKind::Real { min, max } => vec![min.to_string(), max.to_string()],
        // No family has a duration option; agents do.
        _ => Vec::new(),
    }
}

/// Option values whose games have no end within any ply cap, left out of the default
/// list (named as a GAME argument they are played, and fail at the cap): `(family,
/// option)`. A halma game of random moves never brings every piece home, so it lasts
/// as long as its move limit lets it: forever without one (`move-limit=0`), and up to
/// a million turns at the largest limit.
const ENDLESS: &[(&str, &str)] = &[("halma", "move-limit=0"), ("halma", "move-limit=1000000")];

/// Every variant the soak plays, by canonical name: each `family/preset`, then each
/// preset with each value of each option, the specs the family refuses and the
/// [`ENDLESS`] ones left out, each game once (a value that is the preset's own names
/// the preset again).
pub fn variants() -> Vec<(String, AnyGame)> {
    let mut seen = HashSet::new();
    let mut all = Vec::new();
    for family in registry::families() {
        for preset in &family.presets {
            let base = format!("{}/{}", family.name, preset.name);
            let mut specs = vec![base.clone()];
            for opt in &family.options {
                for value in values(&opt.kind) {
                    let option = format!("{}={value}", opt.key);
                    if !ENDLESS.contains(&(family.name, option.as_str())) {
                        specs.push(format!("{base}:{option}"));
                    }
                }
            }
            for spec in specs {
                let Ok(game) = registry::build(&spec) else {
                    continue;
                };
                let name = game.name();
                if seen.insert(name.clone()) {
                    all.push((name, game));
                }
            }
        }
    }
    all
}

/// The variants the GAME arguments name: a family name (`mill`) stands for every
/// variant of the family, anything else is one spec. No argument: every variant.
fn select(filters: &[String]) -> Result<Vec<(String, AnyGame)>, CliError> {
    let all = variants();
    if filters.is_empty() {
        return Ok(all);
    }
    let families: Vec<&str> = registry::families().iter().map(|f| f.name).collect();
    let mut chosen: Vec<(String, AnyGame)> = Vec::new();
    let mut push = |name: String, game: AnyGame| {
        if !chosen.iter().any(|(n, _)| *n == name) {
            chosen.push((name, game));
        }
    };
    for filter in filters {
        let filter = filter.trim();
        if families.contains(&filter) {
            for (name, game) in all.iter().filter(|(_, g)| g.family() == filter) {
                push(name.clone(), game.clone());
            }
        } else {
            let game = registry::build(filter)?;
            push(game.name(), game);
        }
    }
    Ok(chosen)
}

/// Plays one checked game of whichever game the spec named.
struct OneGame {
    seed: u64,
    max_plies: usize,
}

impl GameVisitor for OneGame {
    type Output = Result<GameStats, Failure>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, _: &E) -> Self::Output {
        play_and_check(game, self.seed, self.max_plies)
    }
}

/// One variant's tally.
#[derive(Default)]
struct Tally {
    games: AtomicU64,
    plies: AtomicU64,
    failures: AtomicU64,
}

thread_local! {
    /// Where the last panic on this thread happened, for the failure's message.
    static PANIC_AT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// While the soak runs, a panic in a game's code is reported as that game's failure
/// (with the place of the panic), not printed by the default hook.
fn quiet_panics() {
    std::panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()));
        PANIC_AT.with(|p| *p.borrow_mut() = at);
    }));
}

fn progress(total: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {bar:40} {pos}/{len} games (eta {eta})  {msg}",
        )
        .expect("valid template"),
    );
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// `text` quoted for a POSIX shell.
fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

fn write_failure(out: &mut dyn Write, f: &SoakFailure) -> Result<(), CliError> {
    let moves = f.moves.join(" ");
    writeln!(
        out,
        "failure: {} seed {} ply {}: {}",
        f.spec,
        f.seed,
        f.ply,
        one_line(&f.message)
    )?;
    writeln!(out, "  position: {}", one_line(&f.position))?;
    writeln!(out, "  moves: {}", one_line(&moves))?;
    writeln!(
        out,
        "  replay: doska soak {} --games 1 --seed {}",
        shell_quote(&f.spec),
        f.seed
    )?;
    writeln!(
        out,
        "  show: doska show {} --moves {}",
        shell_quote(&f.spec),
        shell_quote(&moves)
    )?;
    Ok(())
}

pub fn run(filters: &[String], args: Args, out: &mut dyn Write) -> Result<(), CliError> {
    if args.games == 0 {
        return Err(CliError::usage("--games must be at least 1"));
    }
    if args.max_plies == 0 {
        return Err(CliError::usage("--max-plies must be at least 1"));
    }
    let threads = match args.threads {
        Some(t) if !(1..=MAX_THREADS).contains(&t) => {
            return Err(CliError::usage(format!(
                "--threads must be from 1 to {MAX_THREADS}, not {t}"
            )))
        }
        Some(t) => t,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let chosen = select(filters)?;
    let range = seed_range(args.games, args.shard.unwrap_or(Shard::WHOLE));
    let per_variant = range.len();
    let total = chosen.len() * per_variant;
    let threads = threads.min(total.max(1));
    let tallies: Vec<Tally> = chosen.iter().map(|_| Tally::default()).collect();
    let failures: Mutex<Vec<Failure>> = Mutex::new(Vec::new());
    let failed = AtomicU64::new(0);
    let next = AtomicUsize::new(0);
    let bar = progress(total as u64);
    let started = Instant::now();
    quiet_panics();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                // Jobs go round the variants, so a run cut short has covered them all.
                let job = next.fetch_add(1, Ordering::Relaxed);
                if job >= total {
                    break;
                }
                let (v, i) = (job % chosen.len(), range.start + job / chosen.len());
                let seed = args.seed.wrapping_add(i as u64);
                let result = chosen[v].1.visit(OneGame {
                    seed,
                    max_plies: args.max_plies,
                });
                let tally = &tallies[v];
                tally.games.fetch_add(1, Ordering::Relaxed);
                match result {
                    Ok(stats) => {
                        tally.plies.fetch_add(stats.plies as u64, Ordering::Relaxed);
                    }
                    Err(mut f) => {
                        tally.plies.fetch_add(f.ply as u64, Ordering::Relaxed);
                        tally.failures.fetch_add(1, Ordering::Relaxed);
                        let all = failed.fetch_add(1, Ordering::Relaxed) + 1;
                        bar.set_message(format!("{all} failed"));
                        if f.message.starts_with("panicked") {
                            if let Some(at) = PANIC_AT.with(|p| p.borrow_mut().take()) {
                                f.message = format!("{} (at {at})", f.message);
                            }
                        }
                        keep_first(&mut failures.lock().unwrap_or_else(|e| e.into_inner()), f);
                    }
                }
                bar.inc(1);
            });
        }
    });
    let _ = std::panic::take_hook();
    bar.finish_and_clear();
    let time = started.elapsed();

    let failures: Vec<SoakFailure> = failures
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(SoakFailure::from)
        .collect();
    let tallies: Vec<VariantTally> = chosen
        .iter()
        .zip(&tallies)
        .map(|((name, _), t)| VariantTally {
            name: name.clone(),
            games: t.games.load(Ordering::Relaxed),
            plies: t.plies.load(Ordering::Relaxed),
            failures: t.failures.load(Ordering::Relaxed),
        })
        .collect();
    let games: u64 = tallies.iter().map(|t| t.games).sum();
    let plies: u64 = tallies.iter().map(|t| t.plies).sum();
    note(format_args!(
        "soak: {games} games, {plies} plies in {:.1} s on {threads} threads ({:.0} games/s, {:.0} plies/s)",
        time.as_secs_f64(),
        games as f64 / time.as_secs_f64().max(1e-9),
        plies as f64 / time.as_secs_f64().max(1e-9)
    ));
    match args.shard {
        None => write_report(out, &tallies, failures),
        Some(shard) => {
            let failed: u64 = tallies.iter().map(|t| t.failures).sum();
            let piece = SoakPiece {
                job: SoakJob {
                    variants: chosen.iter().map(|(n, _)| n.clone()).collect(),
                    games: args.games,
                    seed: args.seed,
                    max_plies: args.max_plies,
                },
                shard,
                seeds: [
                    args.seed.wrapping_add(range.start as u64),
                    args.seed.wrapping_add(range.end as u64),
                ],
                tallies,
                failures,
            };
            writeln!(out, "{}", Record::Soak(piece).to_line())?;
            out.flush()?;
            failed_games(failed, games)
        }
    }
}

/// Adds `f` to the failures kept: of each variant the [`SHOWN_PER_VARIANT`] with the
/// smallest seeds, whatever order the threads finish in.
fn keep_first(kept: &mut Vec<Failure>, f: Failure) {
    let same = |k: &Failure| k.spec == f.spec;
    if kept.iter().filter(|k| same(k)).count() < SHOWN_PER_VARIANT {
        kept.push(f);
        return;
    }
    let last = kept
        .iter()
        .enumerate()
        .filter(|(_, k)| same(k))
        .max_by_key(|(_, k)| k.seed)
        .map(|(i, _)| i);
    if let Some(i) = last {
        if f.seed < kept[i].seed {
            kept[i] = f;
        }
    }
}

/// A data error when some games failed.
fn failed_games(failed: u64, games: u64) -> Result<(), CliError> {
    if failed > 0 {
        return Err(CliError::data(format!(
            "{failed} of {games} games failed the contract"
        )));
    }
    Ok(())
}

/// Writes a soak's report: the failures shown in full (at most
/// [`SHOWN_PER_VARIANT`] a variant, in the variants' order and by seed), the count of
/// those not shown, a line per variant and the total; a data error if any game failed.
pub fn write_report(
    out: &mut dyn Write,
    tallies: &[VariantTally],
    mut failures: Vec<SoakFailure>,
) -> Result<(), CliError> {
    let order = |spec: &str| tallies.iter().position(|t| t.name == spec);
    failures.sort_by_key(|a| (order(&a.spec), a.seed));
    let mut shown = vec![0usize; tallies.len()];
    for f in &failures {
        if let Some(v) = order(&f.spec) {
            shown[v] += 1;
            if shown[v] <= SHOWN_PER_VARIANT {
                write_failure(out, f)?;
            }
        }
    }
    for t in tallies {
        if t.failures as usize > SHOWN_PER_VARIANT {
            writeln!(
                out,
                "failure: {}: {} more failures not shown",
                t.name,
                t.failures as usize - SHOWN_PER_VARIANT
            )?;
        }
    }
    for t in tallies {
        writeln!(
            out,
            "{}: games {}, plies {}, failures {}",
            t.name, t.games, t.plies, t.failures
        )?;
    }
    let games: u64 = tallies.iter().map(|t| t.games).sum();
    let plies: u64 = tallies.iter().map(|t| t.plies).sum();
    let failed: u64 = tallies.iter().map(|t| t.failures).sum();
    writeln!(
        out,
        "total: variants {}, games {games}, plies {plies}, failures {failed}",
        tallies.len()
    )?;
    out.flush()?;
    failed_games(failed, games)
}
