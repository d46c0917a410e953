//! `doska match`: agent against agent over many games.
//!
//! The games are played in the order of their numbers, `threads` at a time, and added
//! up as they finish (no list of a game's result is kept: `-n 1000000000` takes no
//! more memory than `-n 1`). Interrupted (Ctrl-C or SIGTERM, see [`crate::interrupt`]),
//! a match starts no new game, finishes those in progress and prints the summary of
//! the games it finished — games `0..G`, so the summary of `-n G` with the same seed —
//! then `partial: interrupted after G of N games`, and exits with status 130; a piece
//! of a sharded match prints them on stderr and no record.
//!
//! With `--pdn FILE` every game is also written to `FILE` as a game record (PDN for
//! draughts), in the order of the game numbers as they finish: the tags `Event "doska
//! match"`, the date, `Round` the game's number from 1, `White` and `Black` the specs
//! of the agents at the first and second seats (`Seat3` to `Seat6` for more), the
//! start (`--fen`, the moves of `--moves` being the record's first moves), the moves,
//! the result and how the game ended ([`pdn::match_record`]). An
//! interrupted match keeps the records of the games it finished.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use doska::core::{Evaluation, Game, Match, Outcome, Player, Position, Verdict};
use doska::registry::{self, GameVisitor};
use doska_ai::{Agent, AgentSpec};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::error::{note, CliError};
use crate::interrupt;
use crate::pdn;
use crate::shard::{MatchJob, MatchPiece, Record, Shard, Tally};
use crate::start::StartArgs;

/// The options of `doska match`.
pub struct Args {
    /// Agent A.
    pub a: AgentSpec,
    /// Agent B.
    pub b: AgentSpec,
    /// The games of the whole job.
    pub games: usize,
    /// The seed every game's agents are seeded from.
    pub seed: u64,
    /// Games played at once.
    pub threads: usize,
    /// Where the games start.
    pub start: StartArgs,
    /// A game still going after this many plies is adjudicated a draw.
    pub max_plies: usize,
    /// Play only this piece of the games and print it as a shard record.
    pub shard: Option<Shard>,
    /// Write every game's record to this file.
    pub pdn: Option<String>,
}

/// What the games of a match add up to as they finish: the tally, the first error (by
/// game number) and the records.
type Sum = (Tally, Option<(usize, CliError)>, Option<Records>);

/// The records of a match's games, written in the order of their numbers: a game that
/// finishes early waits in `pending` for those before it.
struct Records {
    file: BufWriter<File>,
    path: String,
    /// The place (in the order the games are taken) of the next record to write.
    next: usize,
    pending: BTreeMap<usize, String>,
}

impl Records {
    fn create(path: &str) -> Result<Records, CliError> {
        let file = File::create(path).map_err(|e| CliError::data(format!("{path}: {e}")))?;
        Ok(Records {
            file: BufWriter::new(file),
            path: path.to_string(),
            next: 0,
            pending: BTreeMap::new(),
        })
    }

    /// Adds the record of the game taken `k`-th and writes every record now in order.
    fn add(&mut self, k: usize, text: String) -> Result<(), CliError> {
        self.pending.insert(k, text);
        while let Some(text) = self.pending.remove(&self.next) {
            writeln!(self.file, "{text}").map_err(|e| self.error(&e))?;
            self.next += 1;
        }
        Ok(())
    }

    fn finish(mut self) -> Result<(), CliError> {
        self.file.flush().map_err(|e| self.error(&e))
    }

    fn error(&self, e: &std::io::Error) -> CliError {
        CliError::data(format!("{}: {e}", self.path))
    }
}

/// The numbers of the games that `shard` of a job of `games` games plays, in order: game
/// `j` when `j mod N = I − 1`, the `k`-th of them `k·N + I − 1`.
fn games_of(games: usize, shard: Shard) -> impl ExactSizeIterator<Item = usize> + Clone {
    (shard.index - 1..games).step_by(shard.count)
}

/// The result of one game, seen from A.
#[derive(Clone, Copy, Debug, Default)]
struct GameResult {
    a_won: bool,
    b_won: bool,
    plies: usize,
    time: [Duration; 2],
    moves: [u32; 2],
}

/// Which seats A plays in game `index`: with two teams, A plays team `index % 2`
/// (so the sides alternate who starts); otherwise A plays seat `index % players`
/// alone and B every other seat.
fn a_seats<G: Game>(game: &G, index: usize) -> Vec<bool> {
    let players = game.players();
    Player::all(players)
        .map(|p| {
            if game.teams() == 2 {
                game.team(p).index() == index % 2
            } else {
                p.index() == index % players
            }
        })
        .collect()
}

fn play_one<G: Game, E: Evaluation<G>>(
    game: &G,
    eval: &E,
    start: &Match<G>,
    args: &Args,
    index: usize,
) -> Result<(GameResult, Option<String>), CliError> {
    let is_a = a_seats(game, index);
    let mut agents: Vec<Box<dyn Agent<G>>> = Vec::new();
    for (seat, &a) in is_a.iter().enumerate() {
        let spec = if a { &args.a } else { &args.b };
        let seed = args
            .seed
            .wrapping_mul(1_000_003)
            .wrapping_add((index * 8 + seat) as u64);
        agents.push(
            spec.build(game, eval, seed)
                .map_err(|e| CliError::usage(e.to_string()))?,
        );
    }
    let mut m = start.clone();
    let before = m.moves().len();
    let mut r = GameResult::default();
    while !m.is_over() {
        if m.moves().len() - before >= args.max_plies {
            m.adjudicate(Verdict::Draw).expect("live match");
            break;
        }
        let seat = m.position().to_move().index();
        let side = usize::from(!is_a[seat]);
        let t = Instant::now();
        let mv = agents[seat]
            .choose_in_match(&m)
            .ok_or_else(|| CliError::data("an agent found no move in a live game"))?;
        r.time[side] += t.elapsed();
        r.moves[side] += 1;
        m.play(&mv).map_err(|e| {
            CliError::data(format!(
                "agent {} played an illegal move: {e}",
                agents[seat].name()
            ))
        })?;
    }
    let verdict = m.ending().expect("over").verdict();
    let seats = || Player::all(game.players());
    r.a_won = seats().any(|p| is_a[p.index()] && verdict.is_win_for(p));
    r.b_won = seats().any(|p| !is_a[p.index()] && verdict.is_win_for(p));
    r.plies = m.moves().len() - before;
    let record = match &args.pdn {
        None => None,
        Some(_) => {
            let seats: Vec<String> = is_a
                .iter()
                .map(|&a| if a { &args.a } else { &args.b }.to_string())
                .collect();
            // The record starts at the game's start or `--fen`, so the moves of
            // `--moves` are in it.
            Some(pdn::match_record(&m, "doska match", index + 1, &seats)?)
        }
    };
    Ok((r, record))
}

struct Arena<'a> {
    args: Args,
    out: &'a mut dyn Write,
}

impl GameVisitor for Arena<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> Self::Output {
        let Arena { args, out } = self;
        let start = args.start.start(game)?;
        if start.is_over() {
            return Err(CliError::data(format!(
                "the game is over at the start: {}",
                start.ending_text().unwrap_or_default()
            )));
        }
        for spec in [&args.a, &args.b] {
            spec.build(game, eval, 0)
                .map_err(|e| CliError::usage(e.to_string()))?;
        }
        let bar = if std::io::stderr().is_terminal() {
            let bar = ProgressBar::with_draw_target(
                Some(args.games as u64),
                ProgressDrawTarget::stderr(),
            );
            bar.set_style(
                ProgressStyle::with_template(
                    "[{elapsed_precise}] {bar:40} {pos}/{len} games {msg}",
                )
                .expect("valid template"),
            );
            bar
        } else {
            ProgressBar::hidden()
        };
        let shard = args.shard.unwrap_or(Shard::WHOLE);
        let numbers = games_of(args.games, shard);
        let count = numbers.len();
        let next = AtomicUsize::new(0);
        let failed = AtomicBool::new(false);
        // The sum of the games finished, and the first error (by game number).
        let records = args.pdn.as_deref().map(Records::create).transpose()?;
        let sum: Mutex<Sum> = Mutex::new((Tally::default(), None, records));
        let mover = start.position().to_move().index();
        let threads = args.threads.clamp(1, count.max(1));
        let started = Instant::now();
        bar.set_length(count as u64);
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| loop {
                    if interrupt::requested() || failed.load(Ordering::Relaxed) {
                        break;
                    }
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= count {
                        break;
                    }
                    let i = k * shard.count + shard.index - 1;
                    let r = play_one(game, eval, &start, &args, i);
                    let mut sum = sum.lock().unwrap_or_else(|e| e.into_inner());
                    let r = r.and_then(|(r, record)| match (record, sum.2.as_mut()) {
                        (Some(text), Some(records)) => records.add(k, text).map(|()| r),
                        _ => Ok(r),
                    });
                    match r {
                        Ok(r) => {
                            sum.0 = sum.0.add(Tally {
                                games: 1,
                                a: usize::from(r.a_won),
                                b: usize::from(r.b_won),
                                first: usize::from(a_seats(game, i)[mover]),
                                plies: r.plies,
                                nanos: r.time.map(|d| d.as_nanos() as u64),
                                moves: r.moves.map(u64::from),
                            });
                        }
                        Err(e) => {
                            failed.store(true, Ordering::Relaxed);
                            if sum.1.as_ref().is_none_or(|(first, _)| i < *first) {
                                sum.1 = Some((i, e));
                            }
                        }
                    }
                    drop(sum);
                    bar.inc(1);
                });
            }
        });
        bar.finish_and_clear();
        let (tally, error, records) = sum.into_inner().unwrap_or_else(|e| e.into_inner());
        // The records of the games finished are kept, whatever else happened.
        let kept = records.map_or(Ok(()), Records::finish);
        if let Some((_, e)) = error {
            return Err(e);
        }
        kept?;
        note(format_args!(
            "{} games in {:.1} s",
            tally.games,
            started.elapsed().as_secs_f64()
        ));
        let job = MatchJob {
            spec: game.name(),
            position: start.position().to_string(),
            a: args.a.to_string(),
            b: args.b.to_string(),
            games: args.games,
            seed: args.seed,
            max_plies: args.max_plies,
        };
        if tally.games < count {
            // Interrupted: the summary of the games finished, marked, then status 130;
            // a piece of a sharded match prints it on stderr and no record.
            let mut stderr = std::io::stderr();
            let to: &mut dyn Write = if args.shard.is_some() {
                &mut stderr
            } else {
                &mut *out
            };
            // Nothing is left to do with a write error: the status says interrupted.
            let _ = write_summary(to, &job, &tally);
            let _ = interrupt::write_partial(to, tally.games as u64, count as u64);
            interrupt::exit(to);
        }
        match args.shard {
            Some(shard) => {
                let piece = MatchPiece {
                    job,
                    shard,
                    indices: numbers.collect(),
                    tally,
                };
                writeln!(out, "{}", Record::Match(piece).to_line())?;
            }
            None => write_summary(out, &job, &tally)?,
        }
        Ok(())
    }
}

/// The lines `doska match` prints for a whole job.
pub fn write_summary(out: &mut dyn Write, job: &MatchJob, t: &Tally) -> Result<(), CliError> {
    let draws = t.games - t.a - t.b;
    let per_move = |side: usize| {
        if t.moves[side] == 0 {
            0.0
        } else {
            t.nanos[side] as f64 / 1e6 / t.moves[side] as f64
        }
    };
    writeln!(out, "game: {}", job.spec)?;
    writeln!(out, "A: {}", job.a)?;
    writeln!(out, "B: {}", job.b)?;
    writeln!(
        out,
        "games: {} (A had the first move in {})",
        t.games, t.first
    )?;
    writeln!(out, "A wins: {}, draws: {draws}, B wins: {}", t.a, t.b)?;
    writeln!(
        out,
        "average length: {:.1} plies",
        if t.games == 0 {
            0.0
        } else {
            t.plies as f64 / t.games as f64
        }
    )?;
    writeln!(
        out,
        "time per move: A {:.3} ms, B {:.3} ms",
        per_move(0),
        per_move(1)
    )?;
    writeln!(out, "a={} draws={draws} b={}", t.a, t.b)?;
    Ok(())
}

/// Runs `doska match` of the game `spec`; see the [module docs](self).
///
/// # Errors
/// A usage error for a bad spec or an agent that cannot play the game, a data error
/// for a start that is over or an agent's illegal move. An interrupted match exits the
/// process (status 130) after its partial summary.
pub fn run(spec: &str, args: Args, out: &mut dyn Write) -> Result<(), CliError> {
    interrupt::catch()?;
    registry::build(spec)?.visit(Arena { args, out })
}
