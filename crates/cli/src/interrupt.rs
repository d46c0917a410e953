//! Interrupts of the long commands (`soak`, `match`): Ctrl-C (SIGINT) or SIGTERM.
//!
//! Once a command has called [`catch`], the first signal asks it to stop: it starts no
//! new game, lets the games in progress finish (a game of either command is short next
//! to the run, and a finished game is one of the seeded games the whole run plays, so
//! what it prints is true of them), prints the report of the games it finished marked
//! by a [`write_partial`] line, and exits with [`STATUS`] (130, as a shell reports a
//! command killed by SIGINT; the same for SIGTERM). A second signal exits at once with
//! that status and prints nothing more. Commands that never call [`catch`] keep the
//! default: the first signal ends them.

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::error::{note, CliError};

/// The exit status of an interrupted command: 128 + 2 (SIGINT).
pub const STATUS: i32 = 130;

/// The signals received since [`catch`].
static SIGNALS: AtomicUsize = AtomicUsize::new(0);

/// From now on, SIGINT and SIGTERM ask the command to stop ([`requested`]) instead of
/// ending it; the second exits at once with [`STATUS`].
///
/// # Errors
/// A data error when the handler cannot be installed.
pub fn catch() -> Result<(), CliError> {
    let installed = ctrlc::try_set_handler(|| {
        if SIGNALS.fetch_add(1, Ordering::SeqCst) == 0 {
            note("doska: interrupted: finishing the games in progress (interrupt again to stop at once)");
        } else {
            std::process::exit(STATUS);
        }
    });
    match installed {
        Ok(()) | Err(ctrlc::Error::MultipleHandlers) => Ok(()),
        Err(e) => Err(CliError::data(format!("cannot catch interrupts: {e}"))),
    }
}

/// Whether a signal asked the command to stop.
pub fn requested() -> bool {
    SIGNALS.load(Ordering::SeqCst) > 0
}

/// The line that marks a report as partial: `partial: interrupted after G of N games`.
pub fn write_partial(out: &mut dyn Write, done: u64, total: u64) -> Result<(), CliError> {
    writeln!(out, "partial: interrupted after {done} of {total} games")?;
    Ok(())
}

/// Ends an interrupted command: flushes `out` (a closed stdout is ignored, the partial
/// report being all there is to say) and exits with [`STATUS`].
pub fn exit(out: &mut dyn Write) -> ! {
    let _ = out.flush();
    std::process::exit(STATUS)
}
