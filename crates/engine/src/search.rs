//! The search thread shared by the protocols: an agent's decision runs on a thread of
//! its own, steered by a [`StopFlag`], reporting its progress, and sends the agent back
//! with its move when it ends, while the protocol's loop goes on reading input.

use std::io::BufRead;
use std::sync::mpsc::Sender;
use std::thread::{self, JoinHandle};

use doska::ai::{Agent, Allotment, Control, Progress, StopFlag};
use doska::core::{Game, Match};

use crate::wire::{read_line, Input, MAX_LINE};

/// A decision that has ended.
pub(crate) struct Finished<G: Game> {
    /// The agent, back for the next decision (its transposition table kept).
    pub agent: Box<dyn Agent<G>>,
    /// The move chosen (`None`: the game was over).
    pub best: Option<G::Move>,
    /// The reply the search expects to the move chosen, if its last report had one.
    pub ponder: Option<G::Move>,
}

/// What a protocol's loop waits for: input (a line, a message), or the end of a search.
pub(crate) enum Event<I, G: Game> {
    /// Something read.
    Input(I),
    /// A search ended.
    Done(Finished<G>),
}

/// Reads lines from `input` on a thread of its own and sends each to `tx`, then
/// [`Input::End`] when the input ends (or the loop stopped listening).
pub(crate) fn read_lines<G: Game>(
    input: impl BufRead + Send + 'static,
    tx: Sender<Event<Input, G>>,
) -> JoinHandle<()> {
    read_lines_into(input, move |line| tx.send(Event::Input(line)).is_ok())
}

/// Reads lines from `input` on a thread of its own and gives each to `send`, then
/// [`Input::End`] when the input ends; stops early when `send` returns false.
pub(crate) fn read_lines_into(
    mut input: impl BufRead + Send + 'static,
    mut send: impl FnMut(Input) -> bool + Send + 'static,
) -> JoinHandle<()> {
    thread::spawn(move || loop {
        let line = read_line(&mut input, MAX_LINE);
        let end = line == Input::End;
        if !send(line) || end {
            return;
        }
    })
}

/// Starts `agent` thinking about the current position of `game_so_far` on a thread of
/// its own: stopped by `stop`, within `allotment`, each [`Progress`] given to `report`
/// with the match it belongs to; the [`Finished`] decision goes to `tx`.
pub(crate) fn think<I: Send + 'static, G: Game>(
    agent: Box<dyn Agent<G>>,
    game_so_far: Match<G>,
    allotment: Option<Allotment>,
    stop: StopFlag,
    report: impl FnMut(&Match<G>, &Progress<G::Move>) + Send + 'static,
    tx: Sender<Event<I, G>>,
) -> JoinHandle<()> {
    think_then(
        agent,
        game_so_far,
        allotment,
        stop,
        report,
        move |finished| {
            // The loop may have quit already; then nobody needs the move.
            let _ = tx.send(Event::Done(finished));
        },
    )
}

/// [`think`], giving the [`Finished`] decision to `done` (on the search thread).
pub(crate) fn think_then<G: Game>(
    mut agent: Box<dyn Agent<G>>,
    game_so_far: Match<G>,
    allotment: Option<Allotment>,
    stop: StopFlag,
    mut report: impl FnMut(&Match<G>, &Progress<G::Move>) + Send + 'static,
    done: impl FnOnce(Finished<G>) + Send + 'static,
) -> JoinHandle<()> {
    thread::spawn(move || {
        let mut last_pv: Vec<G::Move> = Vec::new();
        let best = {
            let mut on_progress = |p: &Progress<G::Move>| {
                last_pv.clone_from(&p.pv);
                report(&game_so_far, p);
            };
            let mut control = Control::new().with_stop(stop).with_report(&mut on_progress);
            if let Some(a) = allotment {
                control = control.with_allotment(a);
            }
            agent.think(&game_so_far, &mut control)
        };
        let ponder = match (&best, last_pv.as_slice()) {
            (Some(b), [first, reply, ..]) if first == b => Some(reply.clone()),
            _ => None,
        };
        done(Finished {
            agent,
            best,
            ponder,
        });
    })
}
