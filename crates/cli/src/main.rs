//! `doska`: the command line of the Doska board-game engines.
//!
//! ```text
//! doska list                                    every game, preset and option
//! doska show GAME [--fen F]                     the position as a board
//! doska perft GAME [--fen F] --depth N [--divide] [--threads T]
//! doska score [BOARD]... [--rows]                scoring-rows boards (stdin when no BOARD)
//! doska play GAME [--white SPEC] [--black SPEC] [--seat N=SPEC]... [--fen F] [--seed S]
//! doska match GAME --a SPEC --b SPEC [-n GAMES] [--seed S] [--threads T]
//! ```
//!
//! A SPEC is `human` (for `play`) or an agent: `random`, `greedy`,
//! `alphabeta:depth=6`, `alphabeta:time=2s`, `mcts:playouts=5000`, … (see `doska_ai::AgentSpec`).
//!
//! Machine-readable results go to stdout, one fact per line; timing, progress and
//! errors go to stderr. Bad input exits with status 2 (usage) or 1 (anything else) and
//! one line on stderr.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod arena;
mod error;
mod list;
mod perft;
mod play;
mod score;
mod seats;
mod show;

use error::CliError;

/// Board-game rule engines: list, show and count the moves of any Doska game.
#[derive(Parser, Debug)]
#[command(name = "doska", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Every registered game and preset with a one-line description and its options.
    List,
    /// A position as an ASCII board, with its text, the side to move and the result.
    Show {
        /// The game: family[/preset][:key=value,...], e.g. checkers/classic.
        game: String,
        /// A position in the game's text format (default: the start).
        #[arg(long)]
        fen: Option<String>,
    },
    /// Counts move sequences: `depth D: COUNT` for D = 1..N, or with --divide the
    /// count below each first move and the total.
    Perft {
        /// The game: family[/preset][:key=value,...].
        game: String,
        /// A position in the game's text format (default: the start).
        #[arg(long)]
        fen: Option<String>,
        /// The depth in plies (whole turns).
        #[arg(long, short)]
        depth: u32,
        /// Print the count below each legal move at depth N, then `total: COUNT`.
        #[arg(long)]
        divide: bool,
        /// Worker threads (split by first move).
        #[arg(long, short, default_value_t = 1)]
        threads: usize,
    },
    /// Optimal row scores of scoring-rows boards: one `w=<score> b=<score>` line per
    /// board given, or per line of stdin when none is given.
    Score {
        /// Boards in the scoring-rows text format (ranks from the top, `/`-separated;
        /// the side-to-move field is optional).
        boards: Vec<String>,
        /// Also print each colour's rows (`w a1-a5 25`), one per line, below its board's scores.
        #[arg(long)]
        rows: bool,
    },
    /// Play at the terminal against agents, or watch agents play.
    Play {
        /// The game: family[/preset][:key=value,...].
        game: String,
        /// Who plays White (or the first seat): `human` or an agent spec.
        #[arg(long)]
        white: Option<String>,
        /// Who plays Black (or the second seat): `human` or an agent spec.
        #[arg(long)]
        black: Option<String>,
        /// Who plays seat N (from 1): N=SPEC, repeatable.
        #[arg(long = "seat", value_name = "N=SPEC")]
        seats: Vec<String>,
        /// Start from this position instead of the start.
        #[arg(long)]
        fen: Option<String>,
        /// Seed of the agents.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Play agent A against agent B over many games, alternating who starts.
    Match {
        /// The game: family[/preset][:key=value,...].
        game: String,
        /// Agent A, e.g. alphabeta:depth=4.
        #[arg(long)]
        a: String,
        /// Agent B, e.g. random.
        #[arg(long)]
        b: String,
        /// The number of games.
        #[arg(short = 'n', long = "games", default_value_t = 10)]
        games: usize,
        /// The seed from which every game's agents are seeded.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once.
        #[arg(long, short, default_value_t = 1)]
        threads: usize,
        /// Start every game from this position.
        #[arg(long)]
        fen: Option<String>,
        /// Adjudicate a draw after this many plies (a guard; the games' own rules end them first).
        #[arg(long, default_value_t = 20_000)]
        max_plies: usize,
    },
}

fn agent(text: &str) -> Result<doska_ai::AgentSpec, CliError> {
    text.parse().map_err(|e| CliError::msg(format!("{e}")))
}

fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    match cli.command {
        Command::List => list::run(out),
        Command::Show { game, fen } => show::run(&game, fen.as_deref(), out),
        Command::Perft {
            game,
            fen,
            depth,
            divide,
            threads,
        } => perft::run(
            &game,
            perft::Args {
                fen,
                depth,
                divide,
                threads,
            },
            out,
        ),
        Command::Score { boards, rows } => {
            let stdin = io::stdin();
            score::run(&boards, rows, &mut stdin.lock(), out)
        }
        Command::Play {
            game,
            white,
            black,
            seats,
            fen,
            seed,
        } => {
            let args = play::Args {
                white: white.as_deref().map(seats::SeatSpec::parse).transpose()?,
                black: black.as_deref().map(seats::SeatSpec::parse).transpose()?,
                seats: seats
                    .iter()
                    .map(|s| seats::parse_seat_arg(s))
                    .collect::<Result<_, _>>()?,
                fen,
                seed,
            };
            let stdin = io::stdin();
            play::run(&game, args, &mut stdin.lock(), out)
        }
        Command::Match {
            game,
            a,
            b,
            games,
            seed,
            threads,
            fen,
            max_plies,
        } => arena::run(
            &game,
            arena::Args {
                a: agent(&a)?,
                b: agent(&b)?,
                games,
                seed,
                threads,
                fen,
                max_plies,
            },
            out,
        ),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return error::report_usage(e),
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = run(cli, &mut out).and_then(|()| out.flush().map_err(CliError::from));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("doska: error: {e}");
            ExitCode::FAILURE
        }
    }
}
