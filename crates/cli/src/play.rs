//! `doska play`: play a game at the terminal against agents, with other people, or
//! watch agents play.
//!
//! Who plays: every seat given an agent (`--white alphabeta:depth=6`, `--seat 3=mcts`)
//! is played by it, every other seat by a person at the keyboard — so `--white random`
//! means you play Black. With no seat given at all you play the first seat against the
//! default agent of the game (greedy in halma, alpha-beta for other games of two sides,
//! MCTS otherwise).

use std::io::{BufRead, IsTerminal, Write};
use std::sync::mpsc;
use std::time::Duration;

use doska::core::{Evaluation, Game, Match, Player, Position};
use doska::registry::{self, GameVisitor};
use doska_ai::Agent;

use crate::error::{note, one_line, CliError};
use crate::lines::Lines;
use crate::listing;
use crate::numeric::MoveWriter;
use crate::pdn;
use crate::seats::{default_agent, seat_named, SeatSpec};
use crate::start::StartArgs;

/// The options of `doska play`.
pub struct Args {
    pub white: Option<SeatSpec>,
    pub black: Option<SeatSpec>,
    pub seats: Vec<(usize, SeatSpec)>,
    pub start: StartArgs,
    pub seed: u64,
    pub numeric: bool,
    /// Where to write the game's record when the game ends or is left.
    pub save: Option<String>,
}

/// Writes the record of `m` to `path` (when given) and says so on `out`.
fn save<G: Game>(
    path: Option<&str>,
    m: &Match<G>,
    players: &[String],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let Some(path) = path else {
        return Ok(());
    };
    let text = pdn::match_record(m, "doska play", 1, players)?;
    std::fs::write(path, text).map_err(|e| CliError::data(format!("{path}: {e}")))?;
    writeln!(out, "record saved to {path}")?;
    Ok(())
}

const HELP: &str = "Type a move in the game's notation, or a command:
  moves   list the legal moves
  undo    take back your last move (and the replies since)
  resign  give up the game
  quit    leave without a result
  help    this text
Commands may be written in any case.";

/// How long an agent thinks before a `thinking…` line appears on stderr.
const THINKING_NOTICE: Duration = Duration::from_millis(500);

struct Play<'a> {
    args: Args,
    input: Lines<'a>,
    out: &'a mut dyn Write,
}

enum Seat<G: Game> {
    Human,
    Agent(Box<dyn Agent<G>>),
}

/// The command a line names, case-insensitively, or `None` for a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Command {
    Help,
    Quit,
    Moves,
    Undo,
    Resign,
}

impl Command {
    fn of(line: &str) -> Option<Command> {
        Some(match line.to_ascii_lowercase().as_str() {
            "help" | "?" => Command::Help,
            "quit" | "exit" => Command::Quit,
            "moves" => Command::Moves,
            "undo" => Command::Undo,
            "resign" => Command::Resign,
            _ => return None,
        })
    }
}

/// Takes back moves until it is `seat`'s turn again with one of its own moves taken
/// back; returns how many, or `None` (nothing changed) when `seat` has not moved since
/// the start.
fn undo_to_own_turn<G: Game>(m: &mut Match<G>, seat: Player) -> Option<usize> {
    let now = m.positions().len() - 1;
    let own = m.positions()[..now]
        .iter()
        .rposition(|p| p.to_move() == seat)?;
    for _ in own..now {
        m.undo();
    }
    Some(now - own)
}

/// The diagram of the match's position. Once the match is over by something the
/// position does not know (a resignation, a repetition), the diagram's `White to move`
/// would mislead: it reads `game over` instead, before the result line.
fn board_text<G: Game>(game: &G, m: &Match<G>) -> String {
    let diagram = game.diagram(m.position());
    let diagram = diagram.trim_end();
    if m.is_over() && game.outcome(m.position()).is_none() {
        let turn = game.player_name(m.position().to_move());
        let (board, last) = diagram.rsplit_once('\n').unwrap_or(("", diagram));
        if let Some(end) = last.find("to move") {
            if last.starts_with(&turn) {
                let last = format!("game over{}", &last[end + "to move".len()..]);
                return if board.is_empty() {
                    last
                } else {
                    format!("{board}\n{last}")
                };
            }
        }
    }
    diagram.to_string()
}

/// Runs `think` while a timer says, on stderr, that `who` is thinking once it has taken
/// longer than [`THINKING_NOTICE`].
fn with_notice<T>(who: &str, think: impl FnOnce() -> T) -> T {
    let (done, wait) = mpsc::channel::<()>();
    let who = who.to_string();
    let timer = std::thread::spawn(move || {
        if wait.recv_timeout(THINKING_NOTICE) == Err(mpsc::RecvTimeoutError::Timeout) {
            note(format_args!("{who} is thinking…"));
        }
    });
    let result = think();
    let _ = done.send(());
    let _ = timer.join();
    result
}

impl GameVisitor for Play<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> Self::Output {
        let Play {
            args,
            mut input,
            out,
        } = self;
        let writer = MoveWriter::new(game, args.numeric)?;
        let mut m = args.start.start(game)?;
        let players = game.players();
        let mut specs: Vec<Option<SeatSpec>> = vec![None; players];
        if let Some(s) = args.white {
            specs[seat_named(game, "white", 0).index()] = Some(s);
        }
        if let Some(s) = args.black {
            specs[seat_named(game, "black", 1).index()] = Some(s);
        }
        for (seat, s) in args.seats {
            if seat >= players {
                return Err(CliError::usage(format!(
                    "seat {} does not exist: {} has {players} seats",
                    seat + 1,
                    game.name()
                )));
            }
            specs[seat] = Some(s);
        }
        let none_given = specs.iter().all(Option::is_none);
        let mut seats: Vec<Seat<G>> = Vec::with_capacity(players);
        let mut cast = Vec::with_capacity(players);
        // Who plays each seat, for the record: `human` or the agent's spec.
        let mut players_of = Vec::with_capacity(players);
        for (i, spec) in specs.into_iter().enumerate() {
            let spec = match spec {
                Some(spec) => spec,
                None if none_given && i > 0 => SeatSpec::Agent(default_agent(game)),
                None => SeatSpec::Human,
            };
            let name = game.player_name(Player::new(i).expect("at most six seats"));
            cast.push(match &spec {
                SeatSpec::Human => format!("{name}: you"),
                SeatSpec::Agent(a) => format!("{name}: {a}"),
            });
            players_of.push(match &spec {
                SeatSpec::Human => "human".to_string(),
                SeatSpec::Agent(a) => a.to_string(),
            });
            seats.push(match spec {
                SeatSpec::Human => Seat::Human,
                SeatSpec::Agent(a) => Seat::Agent(
                    a.build(game, eval, args.seed.wrapping_add(i as u64))
                        .map_err(|e| CliError::usage(e.to_string()))?,
                ),
            });
        }
        let humans = seats.iter().filter(|s| matches!(s, Seat::Human)).count();
        writeln!(
            out,
            "{} — {}",
            game.name(),
            if humans > 0 {
                "type `help` for commands"
            } else {
                "agents only"
            }
        )?;
        writeln!(out, "{}", cast.join(", "))?;
        // Where the moves typed are not seen (a pipe), each is written out once played,
        // so the transcript holds every move.
        let echo = !matches!(input, Lines::Editor(_));
        let mut show_board = true;
        loop {
            let pos = m.position().clone();
            if show_board {
                writeln!(out, "\n{}", board_text(game, &m))?;
            }
            show_board = true;
            out.flush()?;
            if m.is_over() {
                writeln!(out, "result: {}", m.ending_text().unwrap_or_default())?;
                writeln!(out, "moves: {}", writer.record(&m).join(" "))?;
                save(args.save.as_deref(), &m, &players_of, out)?;
                return Ok(());
            }
            let seat = pos.to_move();
            let name = game.player_name(seat);
            match &mut seats[seat.index()] {
                Seat::Agent(agent) => {
                    let who = format!("{name} ({})", agent.name());
                    let mv = with_notice(&who, || agent.choose_in_match(&m))
                        .ok_or_else(|| CliError::data("an agent found no move in a live game"))?;
                    writeln!(out, "{who} plays {}", writer.write(game, &pos, &mv))?;
                    out.flush()?;
                    m.play(&mv)
                        .map_err(|e| CliError::data(format!("agent move refused: {e}")))?;
                }
                Seat::Human => {
                    let prompt = format!("{name} to move> ");
                    let line = match input.read(&prompt, out)? {
                        None => {
                            writeln!(out)?;
                            writeln!(
                                out,
                                "the input ended: the game is left unfinished ({name} to move)"
                            )?;
                            writeln!(out, "moves: {}", writer.record(&m).join(" "))?;
                            save(args.save.as_deref(), &m, &players_of, out)?;
                            return Ok(());
                        }
                        Some(Err(bad)) => {
                            writeln!(out, "not read: {bad}")?;
                            show_board = false;
                            continue;
                        }
                        Some(Ok(line)) => line,
                    };
                    show_board = false;
                    let text = line.trim();
                    match Command::of(text) {
                        _ if text.is_empty() => {}
                        Some(Command::Help) => writeln!(out, "{HELP}")?,
                        Some(Command::Quit) => {
                            writeln!(out, "left unfinished ({name} to move)")?;
                            writeln!(out, "moves: {}", writer.record(&m).join(" "))?;
                            save(args.save.as_deref(), &m, &players_of, out)?;
                            return Ok(());
                        }
                        Some(Command::Moves) => {
                            let moves: Vec<String> = m
                                .legal_moves()
                                .iter()
                                .map(|mv| writer.write(game, &pos, mv))
                                .collect();
                            let noun = if moves.len() == 1 { "move" } else { "moves" };
                            let head = format!("{} legal {noun}:", moves.len());
                            writeln!(out, "{}", listing::wrapped(&head, &listing::sorted(moves)))?;
                        }
                        Some(Command::Undo) => match undo_to_own_turn(&mut m, seat) {
                            None => writeln!(out, "nothing to undo: {name} has not moved yet")?,
                            Some(n) => {
                                let noun = if n == 1 { "move" } else { "moves" };
                                writeln!(out, "took back {n} {noun}")?;
                                show_board = true;
                            }
                        },
                        Some(Command::Resign) => {
                            m.resign(seat).map_err(|e| CliError::data(e.to_string()))?;
                            show_board = true;
                        }
                        None => match writer.read(&mut m, text) {
                            Ok(()) => {
                                if echo {
                                    let played = m.moves().last().expect("a move was played");
                                    writeln!(
                                        out,
                                        "{name} plays {}",
                                        writer.write(game, &pos, played)
                                    )?;
                                }
                                show_board = true;
                            }
                            Err(e) => writeln!(out, "not played: {}", one_line(&e))?,
                        },
                    }
                }
            }
        }
    }
}

pub fn run(
    spec: &str,
    args: Args,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let game = registry::build(spec)?;
    let input = if std::io::stdin().is_terminal() && std::io::stdout().is_terminal() {
        Lines::editor().unwrap_or(Lines::Plain(input))
    } else {
        Lines::Plain(input)
    };
    game.visit(Play { args, input, out })
}
