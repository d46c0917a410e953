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
        let next = AtomicUsize::new(0);
        let results: Mutex<Vec<Option<Result<GameResult, CliError>>>> =
            Mutex::new((0..args.games).map(|_| None).collect());
        let threads = args.threads.clamp(1, args.games.max(1));
        let started = Instant::now();
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games {
                        break;
                    }
                    let r = play_one(game, eval, &start, &args, i);
                    results.lock().expect("no poisoned lock")[i] = Some(r);
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
        let n = results.len();
        let a = results.iter().filter(|r| r.a_won).count();
        let b = results.iter().filter(|r| r.b_won).count();
        let draws = n - a - b;
        let plies: usize = results.iter().map(|r| r.plies).sum();
        let per_move = |side: usize| {
            let t: Duration = results.iter().map(|r| r.time[side]).sum();
            let m: u32 = results.iter().map(|r| r.moves[side]).sum();
            if m == 0 {
                0.0
            } else {
                t.as_secs_f64() * 1e3 / f64::from(m)
            }
        };
        let first = (0..n).filter(|&i| a_seats(game, i)[0]).count();
        writeln!(out, "game: {}", game.name())?;
        writeln!(out, "A: {}", args.a)?;
        writeln!(out, "B: {}", args.b)?;
        writeln!(out, "games: {n} (A had the first move in {first})")?;
        writeln!(out, "A wins: {a}, draws: {draws}, B wins: {b}")?;
        writeln!(
            out,
            "average length: {:.1} plies",
            if n == 0 { 0.0 } else { plies as f64 / n as f64 }
        )?;
        writeln!(
            out,
            "time per move: A {:.3} ms, B {:.3} ms",
            per_move(0),
            per_move(1)
        )?;
        note(format_args!(
            "{n} games in {:.1} s",
            started.elapsed().as_secs_f64()
        ));
        writeln!(out, "a={a} draws={draws} b={b}")?;
        Ok(())
    }
}

pub fn run(spec: &str, args: Args, out: &mut dyn Write) -> Result<(), CliError> {
    registry::build(spec)?.visit(Arena { args, out })
}
