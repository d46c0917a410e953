//! The Hub protocol (version 2) for draughts GUIs and bots, the engine's side: the
//! protocol of Scan and of the Hub GUI, which clients such as pydraughts speak.
//!
//! Every line is a command and arguments: `name=value`, `name="value with spaces"`, or
//! a bare flag. A session:
//!
//! ```text
//! > hub
//! < id name=Doska version=0.1.0 author="Doska maintainers"
//! < param name=variant value=international type=enum values="classic russian american …"
//! < param name=agent value=alphabeta type=string
//! < param name=tt-size value=16 type=int min=1 max=4096
//! < wait
//! > set-param name=variant value=normal
//! > init
//! < ready
//! > pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves="32-28 18-23"
//! > level move-time=1
//! > go think
//! < info depth=1 score=0.12 nodes=29 time=0.000 nps=0.594 pv=34-29
//! < …
//! < info depth=13 score=0.08 nodes=1143230 time=0.830 nps=1.377 pv="34-30 23x32x28 38x27x32"
//! < done move=34-30 ponder=23x32x28
//! ```
//!
//! A position is the side to move and a letter per numbered square (`w b W B e`); a
//! move is `32-28`, or a capture `from x to x captured…` (see [`parse_move`]). The
//! client sets the parameters (`set-param`), the position (`pos`), the limits (`level
//! depth=`, `nodes=`, `move-time=`, `[moves=] time= [inc=]`, `infinite`) and starts a
//! search with `go think`, `go ponder` or `go analyze`; the engine reports `info` lines
//! and answers `done`. `stop`, `ping` and `ponder-hit` are read while it searches.
//! Unknown commands and arguments are ignored; a line that cannot be read, or that
//! names a bad position, move or value, gets `error message="…"` and changes nothing.
//! The repository's `docs/engines.md` describes the protocol as this engine speaks it.
//!
//! ## Decisions where the protocol is silent
//! - `ping` is answered at once, and `quit` obeyed at once, even while other commands
//!   wait. A command that changes what a search works on (`pos`, `level`, `go`,
//!   `set-param`, `new-game`) arriving during a search stops the search and waits for
//!   it; the search's answer is dropped, unless `stop` came first (then its `done` is
//!   sent before the command runs). `hub` and `init` are answered during a search.
//! - `go ponder`, `go analyze` and a `level infinite` search search without limits and
//!   answer only after `stop`: a search that ends sooner (one legal move, a decided
//!   game) holds its answer until then. `ponder-hit` stops the ponder search and starts
//!   a normal one under the limits of the last `level` line (the transposition table
//!   keeps what the ponder search learnt).
//! - `go` in a position without a legal move answers `done` with no move (as Scan
//!   does); in a game drawn by the rules with moves left (the client plays on), `done`
//!   with the first legal move. Moves in `pos … moves=` past such a draw are played on.
//! - Each `level` line replaces the limits before it; with no `level` line (or one
//!   without limits) the agent's own budget applies (alpha-beta: depth 4). `time=` is
//!   the time left and the increment is added before each move, so the clock holds
//!   `time + inc`. For MCTS, `nodes=` counts playouts.
//! - `info` scores are in men with two decimals; a decided game is written as Scan
//!   writes it, 100 less a hundredth per ply (`99.97`: a win in three plies). `time` is
//!   in seconds and `nps` in millions of nodes (playouts) a second, as Scan's.
//! - A bare value may hold `=` (it runs to the next blank): pydraughts sends
//!   `set-param name=agent value=alphabeta:depth=6` unquoted.
//! - `set-param` of an undeclared parameter is ignored; `variant` also takes the
//!   aliases `normal`, `standard` (international), `english` (american), `brazilian`
//!   (classic) and options (`international:draws=none`), and resets the position to
//!   the start; `agent` and `tt-size` rebuild the agent.
//!
//! ## Modules
//!
//! | module | holds | imports |
//! |---|---|---|
//! | `error` | [`HubError`]: why a line was refused | — |
//! | `line` | [`Line`], [`Arg`], [`parse_line`], [`quote`]: one line read and written | `error` |
//! | `notation` | [`variant`], [`parse_position`], [`parse_move`] and their writers: the texts of draughts | `error` |
//! | `engine` | [`HubConfig`], [`run`]: the loop | `error`, `line`, `notation` |

mod engine;
mod error;
mod line;
mod notation;

pub use engine::{run, HubConfig};
pub use error::HubError;
pub use line::{parse_line, quote, Arg, Line};
pub use notation::{
    format_move, format_position, parse_move, parse_position, playable, variant, variant_name,
    variants,
};
