//! `doska play`: play a game at the terminal against agents (or watch agents play).

use std::io::{BufRead, Write};

use doska::core::{Evaluation, Game, Match, Position};
use doska::registry::{self, GameVisitor};
use doska_ai::Agent;

use crate::error::CliError;
use crate::seats::{default_agent, seat_named, SeatSpec};
use crate::show::position;

/// The options of `doska play`.
pub struct Args {
    pub white: Option<SeatSpec>,
    pub black: Option<SeatSpec>,
    pub seats: Vec<(usize, SeatSpec)>,
    pub fen: Option<String>,
    pub seed: u64,
}

const HELP: &str = "Type a move in the game's notation, or:
  moves   list the legal moves
  undo    take back your last move (and the replies since)
  resign  give up the game
  quit    leave without a result
  help    this text";

struct Play<'a> {
    args: Args,
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
}

enum Seat<G: Game> {
    Human,
    Agent(Box<dyn Agent<G>>),
}

impl GameVisitor for Play<'_> {
    type Output = Result<(), CliError>;

    fn visit<G: Game, E: Evaluation<G>>(self, game: &G, eval: &E) -> Self::Output {
        let Play { args, input, out } = self;
        let start = position(game, args.fen.as_deref())?;
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
                return Err(CliError::msg(format!(
                    "seat {} does not exist: {} has {players} seats",
                    seat + 1,
                    game.name()
                )));
            }
            specs[seat] = Some(s);
        }
        let mut seats: Vec<Seat<G>> = Vec::with_capacity(players);
        for (i, spec) in specs.into_iter().enumerate() {
            // Unassigned: the first seat is the human, the others agents.
            let spec = spec.unwrap_or(if i == 0 {
                SeatSpec::Human
            } else {
                SeatSpec::Agent(default_agent(game))
            });
            seats.push(match spec {
                SeatSpec::Human => Seat::Human,
                SeatSpec::Agent(a) => Seat::Agent(
                    a.build(game, eval, args.seed.wrapping_add(i as u64))
                        .map_err(|e| CliError::msg(e.to_string()))?,
                ),
            });
        }
        let any_human = seats.iter().any(|s| matches!(s, Seat::Human));
        let mut m = Match::from_position(game.clone(), start);
        writeln!(
            out,
            "{} — {}",
            game.name(),
            if any_human {
                "type `help` for commands"
            } else {
                "agents only"
            }
        )?;
        let mut show_board = true;
        loop {
            let pos = m.position().clone();
            if show_board {
                writeln!(out, "\n{}", game.diagram(&pos).trim_end())?;
            }
            show_board = true;
            if let Some(end) = m.ending() {
                writeln!(out, "result: {end}")?;
                writeln!(out, "moves: {}", m.record().join(" "))?;
                return Ok(());
            }
            let seat = pos.to_move();
            let name = game.player_name(seat);
            match &mut seats[seat.index()] {
                Seat::Agent(agent) => {
                    let mv = agent
                        .choose_in_match(&m)
                        .ok_or_else(|| CliError::msg("an agent found no move in a live game"))?;
                    writeln!(
                        out,
                        "{name} ({}) plays {}",
                        agent.name(),
                        game.format_move(&pos, &mv)
                    )?;
                    m.play(&mv)
                        .map_err(|e| CliError::msg(format!("agent move refused: {e}")))?;
                }
                Seat::Human => {
                    write!(out, "{name} to move> ")?;
                    out.flush()?;
                    let mut line = String::new();
                    if input.read_line(&mut line)? == 0 {
                        writeln!(out)?;
                        return Ok(());
                    }
                    show_board = false;
                    match line.trim() {
                        "" => {}
                        "help" | "?" => writeln!(out, "{HELP}")?,
                        "quit" | "exit" => return Ok(()),
                        "moves" => {
                            let moves: Vec<String> = m
                                .legal_moves()
                                .iter()
                                .map(|mv| game.format_move(&pos, mv))
                                .collect();
                            writeln!(out, "{} legal moves: {}", moves.len(), moves.join(" "))?;
                        }
                        "undo" => {
                            // Back to this human's previous turn: at least one move.
                            let mut undone = 0;
                            while m.undo().is_some() {
                                undone += 1;
                                if m.position().to_move() == seat {
                                    break;
                                }
                            }
                            if undone == 0 {
                                writeln!(out, "nothing to undo")?;
                            } else {
                                writeln!(out, "took back {undone} move(s)")?;
                                show_board = true;
                            }
                        }
                        "resign" => {
                            m.resign(seat).map_err(|e| CliError::msg(e.to_string()))?;
                            show_board = true;
                        }
                        text => match m.play_text(text) {
                            Ok(_) => show_board = true,
                            Err(e) => writeln!(out, "not played: {e}")?,
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
    registry::build(spec)?.visit(Play { args, input, out })
}
