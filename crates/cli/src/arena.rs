//! `doska match`: agent against agent over many games.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use doska::core::{Evaluation, Game, Match, Outcome, Player, Position, Verdict};
use doska::registry::{self, GameVisitor};
use doska_ai::{Agent, AgentSpec};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::error::{note, CliError};
use crate::shard::{MatchJob, MatchPiece, Record, Shard, Tally};
use crate::start::StartArgs;

/// The options of `doska match`.
pub struct Args {
    pub a: AgentSpec,
    pub b: AgentSpec,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    pub start: StartArgs,
    pub max_plies: usize,
    pub shard: Option<Shard>,
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
) -> Result<GameResult, CliError> {
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
    Ok(r)
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
        let indices: Vec<usize> = (0..args.games).filter(|&i| shard.takes(i)).collect();
        let next = AtomicUsize::new(0);
        let results: Mutex<Vec<Option<Result<GameResult, CliError>>>> =
            Mutex::new((0..indices.len()).map(|_| None).collect());
        let threads = args.threads.clamp(1, indices.len().max(1));
        let started = Instant::now();
        bar.set_length(indices.len() as u64);
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&i) = indices.get(k) else { break };
                    let r = play_one(game, eval, &start, &args, i);
                    results.lock().expect("no poisoned lock")[k] = Some(r);
                    bar.inc(1);
                });
            }
        });
        bar.finish_and_clear();
        let results: Vec<GameResult> = results
            .into_inner()
            .expect("no poisoned lock")
            .into_iter()
            .map(|r| r.expect("every game played"))
            .collect::<Result<_, _>>()?;
        let mover = start.position().to_move().index();
        let tally = results
            .iter()
            .zip(&indices)
            .fold(Tally::default(), |t, (r, &i)| {
                t.add(Tally {
                    games: 1,
                    a: usize::from(r.a_won),
                    b: usize::from(r.b_won),
                    first: usize::from(a_seats(game, i)[mover]),
                    plies: r.plies,
                    nanos: r.time.map(|d| d.as_nanos() as u64),
                    moves: r.moves.map(u64::from),
                })
            });
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
        match args.shard {
            Some(shard) => {
                let piece = MatchPiece {
                    job,
                    shard,
                    indices,
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

pub fn run(spec: &str, args: Args, out: &mut dyn Write) -> Result<(), CliError> {
    registry::build(spec)?.visit(Arena { args, out })
}
