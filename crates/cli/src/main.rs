//! `doska`: the command line of the Doska board-game engines.
//!
//! ```text
//! doska list                                    every game, preset and option
//! doska show GAME [--fen F] [--moves M] [--no-list] [--svg [FILE]] the position as a board, its legal moves, a picture
//! doska perft GAME [--fen F] [--moves M] --depth N [--divide] [--threads T] [--hash SIZE] [--routes] [--shard I/N]
//! doska score [BOARD]... [--rows]                scoring-rows boards (stdin when no BOARD)
//! doska play GAME [--white SPEC] [--black SPEC] [--seat N=SPEC]... [--fen F] [--moves M] [--seed S] [--numeric]
//! doska match GAME --a SPEC --b SPEC [-n GAMES] [--seed S] [--threads T] [--fen F] [--moves M] [--shard I/N]
//! doska soak [GAME]... [--games N] [--seed S] [--threads T] [--max-plies P] [--agent SPEC] [--shard I/N]
//! doska merge [FILE]...                          add up the pieces of a sharded job
//! doska hub [--game SPEC] [--agent SPEC]         the Hub protocol of draughts GUIs on stdin/stdout
//! doska dxp --listen [ADDR] | --connect ADDR [--agent SPEC] [--minutes M] [--games N]  DXP over TCP
//! doska ugi [--game SPEC] [--agent SPEC]         the Universal Game Interface on stdin/stdout
//! ```
//!
//! A SPEC is `human` (for `play`) or an agent: `random`, `greedy`,
//! `alphabeta:depth=6`, `alphabeta:time=2s`, `mcts:playouts=5000`, … (see `doska_ai::AgentSpec`).
//!
//! Machine-readable results go to stdout, one fact per line; timing, progress and
//! errors go to stderr. A mistake in the command line exits with status 2, input that
//! the rules refuse with status 1, each with one line on stderr; a closed stdout or
//! stderr never makes the command panic.
//!
//! ## Modules
//!
//! Imports go one way: a module imports only modules of the rows above it.
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `error` | `CliError` and the writing to stderr: one line each, never a panic | — |
//! | `interrupt` | Ctrl-C and SIGTERM in `soak` and `match`: no new games, the partial report, status 130 | `error` |
//! | `limits` | every resource a command line can ask for, bounded: threads, counts, line lengths, memory | — |
//! | `lines` | the lines a person types: line editing at a terminal, plain lines from a pipe | `limits` |
//! | `list` | `doska list` | `error` |
//! | `listing` | lists of moves for people: sorted with numbers read as numbers, wrapped | — |
//! | `numeric` | how `doska play` writes moves (`--numeric`: draughts square numbers) | `error` |
//! | `score` | `doska score` | `error`, `limits` |
//! | `seats` | who sits where: `human` or an agent spec for each seat | `error` |
//! | `shard` | the shards of long jobs (`--shard I/N`) and the JSON records they print | `error` |
//! | `start` | where a command starts: the start or `--fen`, then the `--moves` | `error` |
//! | `picture` | the picture options of `show --svg` and `pdn --svg`, checked against the game | `error` |
//! | `pdn` | `doska pdn`; the records that `match`, `play` and `show` write and read | `error`, `picture` |
//! | `arena` | `doska match` | `error`, `interrupt`, `pdn`, `shard`, `start` |
//! | `perft` | `doska perft` | `error`, `limits`, `shard`, `start` |
//! | `play` | `doska play` | `error`, `lines`, `listing`, `numeric`, `pdn`, `seats`, `start` |
//! | `show` | `doska show` | `error`, `listing`, `pdn`, `picture`, `start` |
//! | `soak` | `doska soak` | `error`, `interrupt`, `shard` |
//! | `merge` | `doska merge`: the pieces of a sharded job added up | `arena`, `error`, `limits`, `shard`, `soak` |
//! | `engines` | `doska ugi`, `doska hub`, `doska dxp`: Doska driven by other programs | `error` |

#![forbid(unsafe_code)]

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod arena;
mod engines;
mod error;
mod interrupt;
mod limits;
mod lines;
mod list;
mod listing;
mod merge;
mod numeric;
mod pdn;
mod perft;
mod picture;
mod play;
mod score;
mod seats;
mod shard;
mod show;
mod soak;
mod start;

use error::CliError;
use start::StartArgs;

/// Board-game rule engines: list, show and count the moves of any Doska game.
#[derive(Parser, Debug)]
#[command(
    name = "doska",
    version,
    about = "The `doska` command: list, show, perft, score, play, match, soak, merge and \
             replay (pdn) any Doska game, or serve it to other programs (hub, dxp, ugi).",
    long_about = None
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Every registered game and preset with a one-line description and its options.
    List,
    /// A position as an ASCII board, with its text, the side to move and its legal
    /// moves (sorted, in the game's notation), or the result.
    Show {
        /// The game: family[/preset][:key=value,...], e.g. checkers/classic.
        game: String,
        #[command(flatten)]
        start: StartArgs,
        /// Print only the number of legal moves, not the moves.
        #[arg(long)]
        no_list: bool,
        /// Show a position of a game in this record file instead (replayed in GAME,
        /// whatever its tags say).
        #[arg(long, value_name = "FILE", conflicts_with_all = ["fen", "moves"])]
        pdn: Option<String>,
        /// Which game of the file, from 1.
        #[arg(
            long,
            value_name = "N",
            default_value_t = 1,
            requires = "pdn",
            value_parser = show::game_number
        )]
        game_number: usize,
        /// The position after this many plies of the game: 0 is its start (default: its
        /// end).
        #[arg(long, value_name = "P", requires = "pdn")]
        ply: Option<usize>,
        /// Draw the position as an SVG picture into FILE (the text follows, with a line
        /// `picture: FILE`), or to stdout alone with `-` or no FILE.
        #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "-")]
        svg: Option<String>,
        #[command(flatten)]
        style: picture::StyleArgs,
        #[command(flatten)]
        marks: picture::MarkArgs,
    },
    /// Counts move sequences: `depth D: COUNT` for D = 1..N, or with --divide the
    /// count below each first move and the total.
    Perft {
        /// The game: family[/preset][:key=value,...].
        game: String,
        #[command(flatten)]
        start: StartArgs,
        /// The depth in plies (whole turns), 1 to 64.
        #[arg(long, short)]
        depth: u32,
        /// Print the count below each legal move at depth N, then `total: COUNT`.
        #[arg(long)]
        divide: bool,
        /// Worker threads, sharing the work by stealing it (1 to 256).
        #[arg(long, short, default_value_t = 1, value_parser = limits::threads)]
        threads: usize,
        /// A transposition table of this size shared by the threads (e.g. 512M, 4G):
        /// positions met again are counted once.
        #[arg(long, value_name = "SIZE")]
        hash: Option<String>,
        /// Count every route of a move as its own move — each landing sequence of a
        /// draughts capture, each hop sequence of a halma chain — as OpenSpiel,
        /// pydraughts, kish and Aart Bik count; by default routes that reach the same
        /// position are one move.
        #[arg(long)]
        routes: bool,
        /// Count only piece I of N of the job (split by the move sequences of the first
        /// plies) and print it as a JSON line for `doska merge`.
        #[arg(long, value_name = "I/N")]
        shard: Option<shard::Shard>,
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
        /// Start each result with its board's number (`3: w=25 b=20`): the argument's
        /// position, or the line of stdin, so results match their input even when some
        /// lines are empty or refused.
        #[arg(long, short = 'N')]
        numbered: bool,
    },
    /// Play at the terminal against agents, or watch agents play.
    ///
    /// Who plays which seat: with no seat given (no --white, --black or --seat), you
    /// play the first seat and the default agent plays every other seat (`greedy` in
    /// halma, `alphabeta:time=1s` in other games of two sides, `mcts:time=1s`
    /// otherwise). Once any
    /// seat is given, every seat not given is played by a person at the keyboard: so
    /// `--black random` means you play White, and `--white random --black random`
    /// watches two agents. The first lines say who plays what.
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
        #[command(flatten)]
        start: StartArgs,
        /// Seed of the agents.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write draughts moves with numbered squares (32-28, 28x17), as FMJD
        /// scoresheets do.
        #[arg(long)]
        numeric: bool,
        /// Write the game's record to FILE when it ends or is left (PDN for draughts;
        /// White, Black and Seat3… name `human` or the agent's spec).
        #[arg(long, value_name = "FILE")]
        save: Option<String>,
    },
    /// Play agent A against agent B over many games, alternating who starts.
    ///
    /// In games of two sides (two players, or two teams) A plays one side and B the
    /// other, A starting the even games (from 0). In games of more players A plays one
    /// seat and B every other seat, each B seat for itself: in game j A sits at seat
    /// j mod P of the P seats. A game counts as A's win when an A seat wins (alone
    /// first), as B's when a B seat does, else as a draw.
    Match {
        /// The game: family[/preset][:key=value,...].
        game: String,
        /// Agent A, e.g. alphabeta:depth=4.
        #[arg(long)]
        a: String,
        /// Agent B, e.g. random.
        #[arg(long)]
        b: String,
        /// The number of games (1 to 10^9).
        #[arg(short = 'n', long = "games", default_value_t = 10, value_parser = limits::games)]
        games: usize,
        /// The seed from which every game's agents are seeded.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once (1 to 256).
        #[arg(long, short, default_value_t = 1, value_parser = limits::threads)]
        threads: usize,
        #[command(flatten)]
        start: StartArgs,
        /// Adjudicate a draw after this many plies (a guard; the games' own rules end them
        /// first; 1 to 10^7).
        #[arg(long, default_value_t = 20_000, value_parser = limits::plies)]
        max_plies: usize,
        /// Play only piece I of N of the games (game j when j mod N = I - 1) and print
        /// it as a JSON line for `doska merge`.
        #[arg(long, value_name = "I/N")]
        shard: Option<shard::Shard>,
        /// Write every game's record to FILE (PDN for draughts, the same format with a
        /// Game tag for other games), in the order of the game numbers.
        #[arg(long, value_name = "FILE")]
        pdn: Option<String>,
    },
    /// Replays every game of record files (PDN for draughts; the same format with a
    /// `[Game "<spec>"]` tag for every game): one line a game, `game N: ok, P plies,
    /// result R` or `game N: refused at ply P (move K "TOKEN"): REASON`, then the
    /// totals. Exit status 1 when a game is refused.
    Pdn {
        /// Record files (UTF-8 or Latin-1, any line endings).
        #[arg(required = true)]
        files: Vec<String>,
        /// The game of every record, overriding its GameType and Game tags (and
        /// supplying the game where they are missing).
        #[arg(long)]
        game: Option<String>,
        /// Add each game's final position to its line (`…, final W:W…`).
        #[arg(long)]
        positions: bool,
        /// Then print the canonical record of every game that replayed.
        #[arg(long)]
        write: bool,
        /// Draw the final position of every game that replays as an SVG picture into
        /// this folder (`game-N.svg`, N as the lines count the games); made if missing.
        #[arg(long, value_name = "DIR")]
        svg: Option<String>,
        #[command(flatten)]
        style: picture::StyleArgs,
    },
    /// Adds up the pieces of a sharded perft, match or soak (JSON lines from files, or stdin)
    /// and prints what the unsharded command prints; every piece must be there once.
    Merge {
        /// Files of shard records; stdin when none (or `-`).
        files: Vec<String>,
    },
    /// Play seeded random games of every variant (or of those named) and check the game
    /// contract at every ply: `VARIANT: games G, plies P, failures F` per variant, then
    /// a total; each failure with its seed and moves. Game i of a variant uses seed S+i.
    Soak {
        /// Variants to play: a family name (every variant of it) or a spec; default all.
        games: Vec<String>,
        /// Games per variant (1 to 10^9).
        #[arg(short = 'n', long = "games", default_value_t = 100, value_parser = limits::games)]
        count: usize,
        /// The seed of each variant's first game (game i uses S+i).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Worker threads (default: the number of cores; 1 to 256).
        #[arg(long, short, value_parser = limits::threads)]
        threads: Option<usize>,
        /// A game still going after this many plies fails (1 to 10^7).
        #[arg(long, default_value_t = 20_000, value_parser = limits::plies)]
        max_plies: usize,
        /// Play only piece I of N of the seed range (a contiguous range of the games of
        /// every variant) and print it as a JSON line for `doska merge`.
        #[arg(long, value_name = "I/N")]
        shard: Option<shard::Shard>,
        /// Let this agent choose the moves (e.g. `greedy`) instead of playing at random;
        /// every ply is checked the same, and the report says how the games ended.
        #[arg(long, value_name = "SPEC")]
        agent: Option<String>,
    },
    /// Speaks the Hub protocol (version 2, of the Scan engine and the Hub GUI) on stdin
    /// and stdout, for draughts GUIs and bots: `hub`, `set-param`, `init`, `pos`,
    /// `level`, `go`, `stop`, `ping`, `ponder-hit`, `new-game`, `quit`
    /// (docs/engines.md).
    Hub {
        /// The variant: a draughts preset with numbered squares, its options allowed
        /// (`international`, `checkers/american`, `russian:draws=none`), until
        /// `set-param name=variant` changes it.
        #[arg(long, default_value = "international")]
        game: String,
        /// The agent.
        #[arg(long, value_name = "SPEC", default_value = "alphabeta")]
        agent: Option<String>,
    },
    /// Plays international draughts over DXP (the DamExchange protocol, version 1) on
    /// TCP: as the follower, serving one partner at a time (`--listen`), or as the
    /// initiator (`--connect`), one line a game on stdout. The log of connections,
    /// games and refusals goes to stderr (docs/engines.md).
    #[command(group(clap::ArgGroup::new("role").required(true).args(["listen", "connect"])))]
    Dxp {
        /// Serve partners on this address (HOST:PORT; a port alone, or nothing, binds
        /// 127.0.0.1, port 27531 by default).
        #[arg(long, value_name = "ADDR", num_args = 0..=1, default_missing_value = "")]
        listen: Option<String>,
        /// Play against the engine listening at HOST:PORT.
        #[arg(long, value_name = "ADDR")]
        connect: Option<String>,
        /// The name sent to the partner (up to 32 characters).
        #[arg(long, default_value = "Doska")]
        name: String,
        /// The agent (default: alphabeta, on the clock).
        #[arg(long, value_name = "SPEC")]
        agent: Option<String>,
        /// Each side's thinking time in minutes, as the initiator asks (0: no clock;
        /// the agent's own budget).
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(0..=999))]
        minutes: u32,
        /// The number of moves that time is for.
        #[arg(long, default_value_t = 75, value_parser = clap::value_parser!(u32).range(1..=999))]
        moves: u32,
        /// Games to play as the initiator (colours alternate, Doska White first).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
        games: u32,
        /// Seconds to wait for a silent partner before ending its game.
        #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..=86_400))]
        timeout: u32,
        /// Stop listening after this many partners.
        #[arg(long, value_name = "N", requires = "listen")]
        partners: Option<usize>,
        /// Print the moves of each game after its line (the initiator).
        #[arg(long, requires = "connect")]
        record: bool,
    },
    /// Speaks the Universal Game Interface (UGI, UCI for any game) on stdin and
    /// stdout, for match runners and GUIs: `ugi`, `isready`, `setoption`,
    /// `uginewgame`, `position`, `go`, `stop`, `query`, `quit` (docs/engines.md).
    Ugi {
        /// The game, until `setoption name game value SPEC` changes it.
        #[arg(long, default_value = "checkers/international")]
        game: String,
        /// The agent (default: alphabeta for games of two sides, mcts otherwise).
        #[arg(long, value_name = "SPEC")]
        agent: Option<String>,
        /// The agent's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// The commands that speak a protocol on stdin and stdout: they write from two
/// threads, so stdout must not be locked by `main`.
/// `None` for the commands that do not.
fn run_engine(command: &Command) -> Option<Result<(), CliError>> {
    let spec = |a: &Option<String>| a.as_deref().map(crate::agent).transpose();
    Some(match command {
        Command::Ugi { game, agent, seed } => {
            spec(agent).and_then(|a| engines::ugi(game, a, *seed))
        }
        Command::Hub { game, agent } => spec(agent).and_then(|a| engines::hub(game, a)),
        Command::Dxp {
            listen,
            connect,
            name,
            agent,
            minutes,
            moves,
            games,
            timeout,
            partners,
            record,
        } => spec(agent).and_then(|agent| {
            let stdout = io::stdout();
            let mut out = stdout.lock();
            engines::dxp(
                engines::DxpArgs {
                    listen: listen.clone(),
                    connect: connect.clone(),
                    name: name.clone(),
                    agent,
                    minutes: *minutes,
                    moves: *moves,
                    games: *games,
                    timeout: *timeout,
                    partners: *partners,
                    record: *record,
                },
                &mut out,
            )
        }),
        _ => return None,
    })
}

fn agent(text: &str) -> Result<doska_ai::AgentSpec, CliError> {
    Ok(text.parse()?)
}

fn run(cli: Cli, out: &mut dyn Write) -> Result<(), CliError> {
    match cli.command {
        Command::List => list::run(out),
        Command::Pdn {
            files,
            game,
            positions,
            write,
            svg,
            style,
        } => pdn::run(
            &files,
            &pdn::Args {
                game,
                positions,
                write,
                svg: svg.map(|dir| (dir, style)),
            },
            out,
        ),
        Command::Merge { files } => {
            let stdin = io::stdin();
            merge::run(&files, &mut stdin.lock(), out)
        }
        Command::Show {
            game,
            start,
            no_list,
            pdn,
            game_number,
            ply,
            svg,
            style,
            marks,
        } => {
            let from = match pdn {
                Some(file) => show::From::Record {
                    file,
                    game: game_number,
                    ply,
                },
                None => show::From::Start(start),
            };
            let picture = svg.map(|path| show::Picture { path, style, marks });
            show::run(&game, &from, !no_list, picture.as_ref(), out)
        }
        Command::Perft {
            game,
            start,
            depth,
            divide,
            threads,
            hash,
            routes,
            shard,
        } => perft::run(
            &game,
            perft::Args {
                start,
                depth,
                divide,
                threads,
                hash,
                routes,
                shard,
            },
            out,
        ),
        Command::Score {
            boards,
            rows,
            numbered,
        } => {
            let stdin = io::stdin();
            score::run(
                &boards,
                score::Args { rows, numbered },
                &mut stdin.lock(),
                out,
            )
        }
        Command::Play {
            game,
            white,
            black,
            seats,
            start,
            seed,
            numeric,
            save,
        } => {
            let args = play::Args {
                white: white.as_deref().map(seats::SeatSpec::parse).transpose()?,
                black: black.as_deref().map(seats::SeatSpec::parse).transpose()?,
                seats: seats
                    .iter()
                    .map(|s| seats::parse_seat_arg(s))
                    .collect::<Result<_, _>>()?,
                start,
                seed,
                numeric,
                save,
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
            start,
            max_plies,
            shard,
            pdn,
        } => arena::run(
            &game,
            arena::Args {
                a: agent(&a)?,
                b: agent(&b)?,
                games,
                seed,
                threads,
                start,
                max_plies,
                shard,
                pdn,
            },
            out,
        ),
        Command::Ugi { .. } | Command::Hub { .. } | Command::Dxp { .. } => {
            run_engine(&cli.command).unwrap_or(Ok(()))
        }
        Command::Soak {
            games,
            count,
            seed,
            threads,
            max_plies,
            shard,
            agent,
        } => soak::run(
            &games,
            soak::Args {
                games: count,
                seed,
                threads,
                max_plies,
                shard,
                agent: agent.as_deref().map(crate::agent).transpose()?,
            },
            out,
        ),
    }
}

/// The subcommand the command line names (its first word that is not a flag), if it
/// is one: usage errors point to that subcommand's help.
fn named_subcommand() -> Option<String> {
    use clap::CommandFactory;
    let word = std::env::args_os()
        .skip(1)
        .find(|a| a.to_str().is_some_and(|a| !a.starts_with('-')))?;
    let word = word.to_str()?;
    Cli::command()
        .find_subcommand(word)
        .map(|c| c.get_name().to_string())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return error::report_usage(e, named_subcommand().as_deref()),
    };
    if let Some(result) = run_engine(&cli.command) {
        return match result {
            Ok(()) | Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
            Err(e) => {
                error::report(&e);
                e.status()
            }
        };
    }
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = run(cli, &mut out).and_then(|()| out.flush().map_err(CliError::from));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // What was printed goes out before the error line, so the two streams
            // keep their order on a terminal.
            let _ = out.flush();
            // A closed stdout ends quietly; anything else is one line (a batch's
            // summary after the lines of its failed items, unless it had one item).
            match e {
                CliError::BrokenPipe | CliError::Batch { total: 1, .. } => {}
                ref e => error::report(e),
            }
            e.status()
        }
    }
}
