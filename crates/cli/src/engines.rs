//! `doska ugi`, `doska hub` and `doska dxp`: Doska as an engine that other programs
//! drive, each protocol on standard input and output (DXP on a TCP socket).

use std::io::{self, Write};
use std::net::TcpListener;
use std::time::Duration;

use doska_ai::AgentSpec;
use doska_engine::dxp::{self, DxpConfig};
use doska_engine::hub::{self, HubConfig};
use doska_engine::ugi::{self, UgiConfig};

use crate::error::CliError;

/// `doska ugi [--game SPEC] [--agent SPEC] [--seed S]`.
pub fn ugi(game: &str, agent: Option<AgentSpec>, seed: u64) -> Result<(), CliError> {
    // A game or agent that does not exist is a mistake of the command line, found
    // before anything is read.
    // (An agent the game cannot use, alpha-beta at a table of three, is refused by
    // `ugi::run` before it reads anything.)
    let built = doska::registry::build(game)?;
    let config = UgiConfig {
        game: built.name(),
        agent,
        seed,
    };
    ugi::run(io::BufReader::new(io::stdin()), io::stdout(), config).map_err(engine_error)
}

/// An engine's refusal of its configuration (before reading anything) is a usage
/// error; anything else an i/o error.
fn engine_error(e: io::Error) -> CliError {
    match e.kind() {
        io::ErrorKind::InvalidInput => CliError::usage(e.to_string()),
        _ => CliError::from(e),
    }
}

/// `doska hub [--game SPEC] [--agent SPEC]`.
pub fn hub(game: &str, agent: Option<AgentSpec>) -> Result<(), CliError> {
    // The variant is checked here (a draughts preset with numbered squares), so a
    // mistake is reported before the GUI says anything.
    hub::variant(game).map_err(|e| CliError::usage(e.to_string()))?;
    let mut config = HubConfig {
        variant: game.to_string(),
        ..HubConfig::default()
    };
    if let Some(a) = agent {
        config.agent = a;
    }
    hub::run(io::BufReader::new(io::stdin()), io::stdout(), config).map_err(engine_error)
}

/// What `doska dxp` was asked to do.
#[derive(Debug)]
pub struct DxpArgs {
    /// Serve partners on this address (the follower).
    pub listen: Option<String>,
    /// Play as the initiator against the engine at this address.
    pub connect: Option<String>,
    /// The name sent to the partner.
    pub name: String,
    /// The agent.
    pub agent: Option<AgentSpec>,
    /// The thinking time of each side, in minutes (0: no clock).
    pub minutes: u32,
    /// The moves that time is for.
    pub moves: u32,
    /// Games to play as the initiator.
    pub games: u32,
    /// How long to wait for a silent partner, in seconds.
    pub timeout: u32,
    /// Serve this many partners, then stop (the listener).
    pub partners: Option<usize>,
    /// Print the moves of each game (the initiator).
    pub record: bool,
}

/// `doska dxp --listen ADDR | --connect ADDR …`: the log of each connection and game on
/// stderr; as the initiator, a line per game on stdout.
pub fn dxp(args: DxpArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let mut config = DxpConfig {
        name: args.name,
        minutes: args.minutes,
        moves: args.moves,
        games: args.games,
        read_timeout: Duration::from_secs(args.timeout.into()),
        ..DxpConfig::default()
    };
    if let Some(a) = args.agent {
        config.agent = a;
    }
    let mut log = io::stderr();
    match (args.listen, args.connect) {
        (Some(addr), None) => {
            let addr = dxp::listen_address(&addr);
            let listener = TcpListener::bind(&addr)
                .map_err(|e| CliError::data(format!("cannot listen on {addr}: {e}")))?;
            dxp::serve(listener, &config, &mut log, args.partners).map_err(engine_error)
        }
        (None, Some(addr)) => {
            let games = dxp::connect(&addr, &config, &mut log).map_err(|e| match e.kind() {
                io::ErrorKind::InvalidInput => CliError::usage(e.to_string()),
                _ => CliError::data(format!("dxp with {addr}: {e}")),
            })?;
            for (n, g) in games.iter().enumerate() {
                writeln!(
                    out,
                    "game {}: {} as {:?} against {:?} after {} plies: {}",
                    n + 1,
                    g.result,
                    g.colour,
                    g.partner,
                    g.record.len(),
                    g.ending
                )?;
                if args.record {
                    writeln!(out, "  {}", g.record.join(" "))?;
                }
            }
            Ok(())
        }
        _ => Err(CliError::usage("dxp takes --listen ADDR or --connect ADDR")),
    }
}
