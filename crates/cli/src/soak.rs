//! `doska soak`: seeded random games of every registered variant (every preset, and
//! every preset with each value of each option), with the `Game` contract checked at
//! every ply by [`play_and_check`], in parallel.
//!
//! Game `i` (from 0) of each variant uses seed `S + i`, so the failure of game `i` of a
//! variant replays alone with `doska soak VARIANT --games 1 --seed S+i --max-plies P`:
//! each failure prints that line, with `--agent` when the games had one and `P` the
//! run's cap when the cap failed the game, one more than the failure's ply otherwise
//! (the moves and the checks do not depend on the cap, so the game fails the same way
//! at once; and a merged report, whose records carry no cap per failure, prints the same
//! lines). The seeds must fit: `S + G` at most 2^64 − 1.
//!
//! With `--agent SPEC` the moves are the agent's instead of random ones (the checks
//! are the same, by [`play_and_check_choosing`]): halma's random games never bring
//! their pieces home, a greedy agent's do, so `doska soak halma --agent greedy` checks
//! the finishing and ranking rules. The report then says, per variant, how its games
//! ended (`endings: VARIANT: target reached 97, move limit 3`).
//!
//! With `--shard I/N` the games are split by seed range: piece `I` plays games
//! `⌊(I−1)·G/N⌋ .. ⌊I·G/N⌋` of every variant (so each piece is itself an ordinary
//! soak of a shorter seed range) and prints its tallies and failures as one JSON line
//! for `doska merge`, which prints the report the unsharded soak prints. (Not with
//! `--agent`: the record does not say how the games were played.)
//!
//! Interrupted (Ctrl-C or SIGTERM, see [`crate::interrupt`]), the soak starts no new
//! game, finishes those in progress and prints the report of the games it finished —
//! the first `G` in its order, which goes round the variants, so each variant has
//! played its first games — and `partial: interrupted after G of N games`, and exits
//! with status 130. A piece of a sharded soak prints that report on stderr and no
//! record, so `doska merge` finds the piece missing.

use std::cell::RefCell;
use std::collections::HashSet;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use doska::core::conformance::soak::{
    not_over, play_and_check, play_and_check_choosing, Failure, GameStats,
};
use doska::core::registry::OptionKind;
use doska::core::{Evaluation, Game, Reason};
use doska::registry::{self, AnyGame, GameVisitor};
use doska_ai::AgentSpec;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::error::{note, one_line, report, CliError};
use crate::interrupt;
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
    /// The agent that plays every seat (`None`: random moves drawn by the checks).
    pub agent: Option<AgentSpec>,
}

/// How the games of a soak were played, beyond what a failure says itself: what its
/// replay line repeats.
#[derive(Clone, Debug, Default)]
pub struct Played {
    /// The agent's spec, when an agent chose the moves.
    pub agent: Option<String>,
}

/// The ply cap under which a failure at ply `f.ply` replays exactly: the cap itself
/// when the cap ended the game, one more than the ply otherwise (the game and the
/// checks' samples are the same under any cap, so it fails at the same ply, and at once).
fn replay_cap(f: &SoakFailure) -> usize {
    if f.message == not_over(f.ply) {
        f.ply
    } else {
        f.ply + 1
    }
}

/// The games (numbers from 0) that piece `shard` of a soak of `games` games per variant
/// plays: a contiguous range, the ranges of pieces `1..=N` covering `0..games` in order.
pub fn seed_range(games: usize, shard: Shard) -> std::ops::Range<usize> {
    let at = |i: usize| (i as u128 * games as u128 / shard.count as u128) as usize;
    at(shard.index - 1)..at(shard.index)
}

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

/// Plays one checked game of whichever game the spec named: random moves, or the
/// agent's (seeded with the game's seed).
struct OneGame<'a> {
    seed: u64,
    max_plies: usize,
    agent: Option<&'a AgentSpec>,
}

impl GameVisitor for OneGame<'_> {
    type Output = Result<GameStats, Failure>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> Self::Output {
        let Some(spec) = self.agent else {
            return play_and_check(game, self.seed, self.max_plies);
        };
        match spec.build(game, eval, self.seed) {
            Ok(mut agent) => play_and_check_choosing(game, self.seed, self.max_plies, &mut |pos| {
                agent.choose(game, pos)
            }),
            // Refused for every variant before the games start (`CanPlay`).
            Err(e) => Err(Failure {
                spec: game.name(),
                seed: self.seed,
                ply: 0,
                message: format!("agent {spec}: {e}"),
                moves: Vec::new(),
                position: String::new(),
            }),
        }
    }
}

/// Whether the agent can play the game (alpha-beta needs two sides).
struct CanPlay<'a>(&'a AgentSpec);

impl GameVisitor for CanPlay<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> Self::Output {
        self.0.build(game, eval, 0).map(drop).map_err(|e| {
            CliError::usage(format!(
                "--agent {} cannot play {}: {e}",
                self.0,
                game.name()
            ))
        })
    }
}

/// One variant's tally.
#[derive(Default)]
struct Tally {
    games: AtomicU64,
    plies: AtomicU64,
    failures: AtomicU64,
    /// How its games that passed ended, by reason.
    endings: Mutex<Vec<(Reason, u64)>>,
}

impl Tally {
    fn ended(&self, reason: Reason) {
        let mut endings = self.endings.lock().unwrap_or_else(|e| e.into_inner());
        match endings.iter_mut().find(|(r, _)| *r == reason) {
            Some((_, n)) => *n += 1,
            None => endings.push((reason, 1)),
        }
    }

    /// The endings, most frequent first (ties by the reason's text).
    fn endings(&self) -> Vec<(Reason, u64)> {
        let mut endings = self
            .endings
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        endings.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.describe().cmp(b.0.describe())));
        endings
    }
}

/// The games a soak of `variants` variants and the seed range `range` plays in all,
/// the seeds `seed + i` for `i` in `0..games` fitting in a `u64` with the end of the
/// range (`seed + games`) too.
///
/// # Errors
/// A usage error naming the flags when either does not fit.
fn count_games(
    variants: usize,
    range: &std::ops::Range<usize>,
    games: usize,
    seed: u64,
) -> Result<usize, CliError> {
    if seed.checked_add(games as u64).is_none() {
        return Err(CliError::usage(format!(
            "--seed {seed} with --games {games} runs past the last seed, {}",
            u64::MAX
        )));
    }
    variants.checked_mul(range.len()).ok_or_else(|| {
        CliError::usage(format!(
            "{variants} variants of {} games each are more games than can be counted",
            range.len()
        ))
    })
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

fn write_failure(out: &mut dyn Write, played: &Played, f: &SoakFailure) -> Result<(), CliError> {
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
    let mut replay = format!(
        "doska soak {} --games 1 --seed {}",
        shell_quote(&f.spec),
        f.seed
    );
    replay += &format!(" --max-plies {}", replay_cap(f));
    if let Some(agent) = &played.agent {
        replay += &format!(" --agent {}", shell_quote(agent));
    }
    writeln!(out, "  replay: {replay}")?;
    writeln!(
        out,
        "  show: doska show {} --moves {}",
        shell_quote(&f.spec),
        shell_quote(&moves)
    )?;
    Ok(())
}

/// Runs `doska soak` with the variants the GAME arguments name; see the [module
/// docs](self).
///
/// # Errors
/// A usage error for a bad GAME, an agent that cannot play a variant, or counts that
/// do not fit; a data error when games failed. An interrupted soak exits the process
/// (status 130) after its partial report.
pub fn run(filters: &[String], args: Args, out: &mut dyn Write) -> Result<(), CliError> {
    interrupt::catch()?;
    let threads = match args.threads {
        Some(t) => t,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    if args.agent.is_some() && args.shard.is_some() {
        return Err(CliError::usage(
            "--agent cannot be used with --shard (a shard record does not say how the games were played)",
        ));
    }
    let chosen = select(filters)?;
    if let Some(agent) = &args.agent {
        for (_, game) in &chosen {
            game.visit(CanPlay(agent))?;
        }
    }
    let range = seed_range(args.games, args.shard.unwrap_or(Shard::WHOLE));
    let total = count_games(chosen.len(), &range, args.games, args.seed)?;
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
                if interrupt::requested() {
                    break;
                }
                // Jobs go round the variants, so a run cut short has covered them all.
                let job = next.fetch_add(1, Ordering::Relaxed);
                if job >= total {
                    break;
                }
                let (v, i) = (job % chosen.len(), range.start + job / chosen.len());
                let seed = args.seed + i as u64;
                let result = chosen[v].1.visit(OneGame {
                    seed,
                    max_plies: args.max_plies,
                    agent: args.agent.as_ref(),
                });
                let tally = &tallies[v];
                tally.games.fetch_add(1, Ordering::Relaxed);
                match result {
                    Ok(stats) => {
                        tally.plies.fetch_add(stats.plies as u64, Ordering::Relaxed);
                        tally.ended(stats.reason);
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
    let endings: Vec<Vec<(Reason, u64)>> = match args.agent {
        Some(_) => tallies.iter().map(Tally::endings).collect(),
        None => Vec::new(),
    };
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
    let played = Played {
        agent: args.agent.as_ref().map(|a| a.to_string()),
    };
    if games < total as u64 {
        // Interrupted: the report of the games finished, marked, then status 130; a
        // piece of a sharded soak prints it on stderr and no record.
        let mut stderr = std::io::stderr();
        let to: &mut dyn Write = if args.shard.is_some() {
            &mut stderr
        } else {
            &mut *out
        };
        // Nothing is left to do with a write error: the status says interrupted.
        let _ = write_full_report(to, &played, &tallies, &endings, failures);
        let _ = interrupt::write_partial(to, games, total as u64);
        if let Err(e) = failed_games(failed.into_inner(), games) {
            report(&e);
        }
        interrupt::exit(to);
    }
    match args.shard {
        None => write_full_report(out, &played, &tallies, &endings, failures),
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
                seeds: [args.seed + range.start as u64, args.seed + range.end as u64],
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

/// Writes a soak's report as [`write_full_report`] does, for games played at random
/// (the report `doska merge` prints, the same as the unsharded soak's).
///
/// # Errors
/// As [`write_full_report`].
pub fn write_report(
    out: &mut dyn Write,
    tallies: &[VariantTally],
    failures: Vec<SoakFailure>,
) -> Result<(), CliError> {
    write_full_report(out, &Played::default(), tallies, &[], failures)
}

/// Writes a soak's report: the failures shown in full (at most
/// [`SHOWN_PER_VARIANT`] a variant, in the variants' order and by seed, each with the
/// command that replays it as `played` says), the count of those not shown, a line per
/// variant, the `endings` of each variant's games when given (one list per variant, in
/// the order of `tallies`), and the total.
///
/// # Errors
/// A data error if any game failed; an i/o error.
pub fn write_full_report(
    out: &mut dyn Write,
    played: &Played,
    tallies: &[VariantTally],
    endings: &[Vec<(Reason, u64)>],
    mut failures: Vec<SoakFailure>,
) -> Result<(), CliError> {
    let order = |spec: &str| tallies.iter().position(|t| t.name == spec);
    failures.sort_by_key(|a| (order(&a.spec), a.seed));
    let mut shown = vec![0usize; tallies.len()];
    for f in &failures {
        if let Some(v) = order(&f.spec) {
            shown[v] += 1;
            if shown[v] <= SHOWN_PER_VARIANT {
                write_failure(out, played, f)?;
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
    for (t, ends) in tallies.iter().zip(endings) {
        let ends: Vec<String> = ends
            .iter()
            .map(|(reason, n)| format!("{} {n}", reason.describe()))
            .collect();
        let ends = if ends.is_empty() {
            "none (no game passed)".to_string()
        } else {
            ends.join(", ")
        };
        writeln!(out, "endings: {}: {ends}", t.name)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_that_do_not_fit_are_refused() {
        assert_eq!(count_games(366, &(0..500), 500, 1).unwrap(), 183_000);
        assert_eq!(count_games(2, &(0..10), 10, u64::MAX - 10).unwrap(), 20);
        let seed = count_games(2, &(0..10), 10, u64::MAX - 9).unwrap_err();
        assert!(
            matches!(&seed, CliError::Usage(m) if m.contains("--seed")),
            "{seed}"
        );
        let many = count_games(usize::MAX, &(0..2), 2, 1).unwrap_err();
        assert!(
            matches!(&many, CliError::Usage(m) if m.contains("more games")),
            "{many}"
        );
    }

    #[test]
    fn the_replay_line_repeats_the_cap_and_the_agent() {
        let f = SoakFailure {
            spec: "halma/two".into(),
            seed: 9,
            ply: 3,
            message: "game not over after 3 plies".into(),
            moves: vec!["a1-b2".into()],
            position: "p".into(),
        };
        let mut out = Vec::new();
        let played = Played {
            agent: Some("greedy".into()),
        };
        write_failure(&mut out, &played, &f).unwrap();
        // A failure before the cap replays under a cap one above its ply.
        let early = SoakFailure {
            ply: 7,
            message: "`a1-b2` is refused by play".into(),
            ..f.clone()
        };
        write_failure(&mut out, &Played::default(), &early).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("  replay: doska soak 'halma/two' --games 1 --seed 9 --max-plies 8\n"),
            "{text}"
        );
        assert!(
            text.contains("  replay: doska soak 'halma/two' --games 1 --seed 9 --max-plies 3 --agent 'greedy'\n"),
            "{text}"
        );
    }
}
