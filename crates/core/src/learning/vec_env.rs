//! [`VecEnv`]: many games of one variant stepped together, writing observations, masks
//! and rewards into caller-owned buffers, on several threads with the feature
//! `parallel`.

use crate::game::{mix64, Position};
use crate::history::History;
use crate::learning::encoding::{Encoding, EncodingError, ObservationStyle, Shape};
use crate::movelist::MoveList;
use crate::outcome::Outcome;
use crate::player::Player;
use crate::playout::{seeded_rng, DefaultRng};
use rand::Rng;

/// What a [`VecEnv`] writes at each step, and when a game is cut short.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnvConfig {
    /// The observation style (the egocentric one by default).
    pub style: ObservationStyle,
    /// Ends a game as truncated (not terminated) after this many plies; `None` plays
    /// every game to its end by the rules. Random play never ends some games (halma),
    /// so a cap is usually wanted.
    pub max_plies: Option<u32>,
    /// Threads to step on: 1 steps on the calling thread; 0 (the default) uses the
    /// `rayon` pool with the feature `parallel` (and the calling thread without it),
    /// splitting the games in chunks only when there are enough to pay for it.
    pub threads: usize,
}

impl Default for EnvConfig {
    fn default() -> Self {
        EnvConfig {
            style: ObservationStyle::Egocentric,
            max_plies: None,
            threads: 0,
        }
    }
}

/// Where a [`VecEnv`] writes what a step (or a reset) produces; every buffer is
/// optional, and holds one entry (or one row) per game, game `i` at row `i`.
#[derive(Debug, Default)]
pub struct StepBuffers<'a> {
    /// Each game's observation after the step, from the seat to move: `len × shape.len()`.
    pub observations: Option<&'a mut [f32]>,
    /// Each game's legal-action mask after the step: `len × num_actions`.
    pub masks: Option<&'a mut [bool]>,
    /// The reward of the seat that acted: its payoff (in `[-1, 1]`) when its move ended
    /// the game, 0 otherwise: `len`.
    pub rewards: Option<&'a mut [f32]>,
    /// Whether the step ended the game by its rules (or by repetition): `len`.
    pub terminated: Option<&'a mut [bool]>,
    /// Whether the step reached [`EnvConfig::max_plies`] in a game not yet over: `len`.
    pub truncated: Option<&'a mut [bool]>,
    /// The seat to move after the step (in the new game after a reset): `len`.
    pub to_play: Option<&'a mut [u32]>,
    /// Every seat's payoff in a game that ended at this step (0 otherwise):
    /// `len × players`.
    pub payoffs: Option<&'a mut [f32]>,
}

/// Why a step or a reset was refused; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StepError {
    /// An action is not legal in its game.
    #[error("action {action} is not legal in game {env} (position {position})")]
    Illegal {
        /// The game's row.
        env: usize,
        /// The action asked for.
        action: usize,
        /// The game's position, as text.
        position: String,
    },
    /// A buffer has the wrong length.
    #[error("the {buffer} buffer holds {got} values, {expected} were expected")]
    WrongLength {
        /// Which buffer.
        buffer: &'static str,
        /// Its expected length.
        expected: usize,
        /// Its length.
        got: usize,
    },
    /// The game has no observation of the configured style.
    #[error(transparent)]
    Encoding(#[from] EncodingError),
}

/// One game of a [`VecEnv`].
#[derive(Clone, Debug)]
struct Slot<G: Encoding> {
    pos: G::Position,
    history: History,
    plies: u32,
    moves: G::MoveList,
    actions: Vec<usize>,
    rng: DefaultRng,
}

/// The sizes of one game's rows in the buffers.
#[derive(Clone, Copy, Debug)]
struct Dims {
    observation: usize,
    actions: usize,
    players: usize,
}

/// `n` games of one variant stepped together: the engine of the Python package's
/// `VectorEnv`, and usable from Rust as it is.
///
/// Each game keeps its position, its repetition history and its legal moves with
/// their action indices; a step plays one action in every game, and a game that ends
/// (by the rules, by repetition, or truncated at [`EnvConfig::max_plies`]) starts again
/// from the start position at once, so the observation written for it is the new
/// game's (the final position's reward, flags and payoffs are written for the step
/// that ended it).
///
/// ```
/// use doska_core::learning::{EnvConfig, StepBuffers, VecEnv};
/// use doska_core::toy::Subtraction;
///
/// let mut env = VecEnv::new(Subtraction::new(2, 10), 4, 7, EnvConfig::default()).unwrap();
/// let mut rewards = [0.0; 4];
/// let mut terminated = [false; 4];
/// let mut actions = [0; 4];
/// let mut games = 0;
/// for _ in 0..100 {
///     env.random_actions(&mut actions);
///     let mut out = StepBuffers {
///         rewards: Some(&mut rewards),
///         terminated: Some(&mut terminated),
///         ..StepBuffers::default()
///     };
///     env.step(&actions, &mut out).unwrap();
///     games += terminated.iter().filter(|&&t| t).count();
///     // Whoever takes the last counter wins, and is the one rewarded.
///     for (r, t) in rewards.iter().zip(terminated) {
///         assert_eq!(*r, if t { 1.0 } else { 0.0 });
///     }
/// }
/// assert!(games > 50);
/// ```
#[derive(Clone, Debug)]
pub struct VecEnv<G: Encoding> {
    game: G,
    start: G::Position,
    config: EnvConfig,
    shape: Option<Shape>,
    dims: Dims,
    repetition: Option<u32>,
    slots: Vec<Slot<G>>,
}

impl<G: Encoding> VecEnv<G> {
    /// `n` games of `game` from its start position, each with its own random number
    /// generator seeded from `seed` and its row.
    ///
    /// # Errors
    /// When the game has no observation of the configured style.
    pub fn new(game: G, n: usize, seed: u64, config: EnvConfig) -> Result<Self, StepError> {
        let start = game.start();
        Self::from_position(game, start, n, seed, config)
    }

    /// `n` games of `game` that start (and restart) from `start`.
    ///
    /// # Errors
    /// When the game has no observation of the configured style.
    pub fn from_position(
        game: G,
        start: G::Position,
        n: usize,
        seed: u64,
        config: EnvConfig,
    ) -> Result<Self, StepError> {
        let shape = game.observation_shape(config.style);
        if shape.is_none() {
            return Err(EncodingError::UnsupportedStyle {
                game: game.name(),
                style: config.style,
            }
            .into());
        }
        let dims = Dims {
            observation: shape.map_or(0, |s| s.len()),
            actions: game.num_actions(),
            players: game.players(),
        };
        let repetition = game.repetition();
        let mut env = VecEnv {
            slots: Vec::with_capacity(n),
            game,
            start,
            config,
            shape,
            dims,
            repetition,
        };
        for i in 0..n {
            let mut slot = Slot {
                pos: env.start.clone(),
                history: History::new(),
                plies: 0,
                moves: G::MoveList::default(),
                actions: Vec::new(),
                rng: seeded_rng(mix64(seed ^ mix64(i as u64 + 1))),
            };
            env.restart(&mut slot);
            env.slots.push(slot);
        }
        Ok(env)
    }

    /// The rules.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The number of games.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// True when there are no games.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The configuration.
    pub fn config(&self) -> &EnvConfig {
        &self.config
    }

    /// The shape of one game's observation.
    pub fn observation_shape(&self) -> Shape {
        self.shape.expect("checked when built")
    }

    /// The size of the action space.
    pub fn num_actions(&self) -> usize {
        self.dims.actions
    }

    /// The position of game `i`.
    ///
    /// # Panics
    /// When `i >= len()`.
    pub fn position(&self, i: usize) -> &G::Position {
        &self.slots[i].pos
    }

    /// The legal actions of game `i`, in move generation order.
    ///
    /// # Panics
    /// When `i >= len()`.
    pub fn legal_actions(&self, i: usize) -> &[usize] {
        &self.slots[i].actions
    }

    /// The legal moves of game `i`, in the order of [`legal_actions`](Self::legal_actions).
    ///
    /// # Panics
    /// When `i >= len()`.
    pub fn legal_moves(&self, i: usize) -> &[G::Move] {
        &self.slots[i].moves
    }

    /// The plies played in game `i` since it started.
    ///
    /// # Panics
    /// When `i >= len()`.
    pub fn plies(&self, i: usize) -> u32 {
        self.slots[i].plies
    }

    /// Writes a uniformly random legal action of each game into `out` (one per game),
    /// drawn from that game's own generator: for exploration, opponents and
    /// benchmarks.
    ///
    /// # Panics
    /// When `out.len() != len()`.
    pub fn random_actions(&mut self, out: &mut [usize]) {
        assert_eq!(out.len(), self.slots.len(), "one action per game");
        for (slot, a) in self.slots.iter_mut().zip(out) {
            *a = slot.actions[slot.rng.random_range(0..slot.actions.len())];
        }
    }

    /// Starts every game again from the start position, and writes the observations,
    /// masks and seats to move into `out` (rewards, flags and payoffs are zeroed).
    ///
    /// # Errors
    /// When a buffer has the wrong length; nothing is changed.
    pub fn reset(&mut self, out: &mut StepBuffers<'_>) -> Result<(), StepError> {
        self.check_buffers(out)?;
        let mut slots = std::mem::take(&mut self.slots);
        for slot in &mut slots {
            self.restart(slot);
        }
        self.slots = slots;
        let dims = self.dims;
        for (i, slot) in self.slots.iter().enumerate() {
            let mut row = row_of(out, i, dims);
            write_fresh(&self.game, self.config.style, slot, &mut row);
        }
        Ok(())
    }

    /// Plays `actions[i]` in game `i` for every game, restarts the games that end, and
    /// writes what happened into `out`.
    ///
    /// # Errors
    /// When an action is not legal in its game or a buffer has the wrong length;
    /// nothing is changed.
    pub fn step(&mut self, actions: &[usize], out: &mut StepBuffers<'_>) -> Result<(), StepError> {
        if actions.len() != self.slots.len() {
            return Err(StepError::WrongLength {
                buffer: "actions",
                expected: self.slots.len(),
                got: actions.len(),
            });
        }
        self.check_buffers(out)?;
        for (env, (slot, &action)) in self.slots.iter().zip(actions).enumerate() {
            if !slot.actions.contains(&action) {
                return Err(StepError::Illegal {
                    env,
                    action,
                    position: slot.pos.to_string(),
                });
            }
        }
        let n = self.slots.len();
        let chunks = self.chunks();
        let ctx = Context {
            game: &self.game,
            start: &self.start,
            config: self.config,
            dims: self.dims,
            repetition: self.repetition,
        };
        if chunks <= 1 {
            step_chunk(&ctx, &mut self.slots, actions, take(out));
            return Ok(());
        }
        let size = n.div_ceil(chunks);
        let mut jobs = Vec::with_capacity(chunks);
        let mut rest_slots = &mut self.slots[..];
        let mut rest_actions = actions;
        let mut rest_out = take(out);
        while !rest_slots.is_empty() {
            let k = size.min(rest_slots.len());
            let (slots, s) = rest_slots.split_at_mut(k);
            let (acts, a) = rest_actions.split_at(k);
            let (first, second) = split_buffers(rest_out, k, self.dims);
            jobs.push((slots, acts, first));
            rest_slots = s;
            rest_actions = a;
            rest_out = second;
        }
        run_jobs(&ctx, jobs);
        Ok(())
    }

    /// How many chunks to step in: 1 on the calling thread.
    fn chunks(&self) -> usize {
        const MIN_CHUNK: usize = 64;
        let threads = match self.config.threads {
            0 => available_threads(),
            t => t,
        };
        if threads <= 1 {
            return 1;
        }
        (self.slots.len() / MIN_CHUNK).clamp(1, threads * 4)
    }

    fn check_buffers(&self, out: &StepBuffers<'_>) -> Result<(), StepError> {
        let n = self.slots.len();
        let d = self.dims;
        let checks = [
            (
                "observations",
                out.observations.as_ref().map(|b| b.len()),
                n * d.observation,
            ),
            ("masks", out.masks.as_ref().map(|b| b.len()), n * d.actions),
            ("rewards", out.rewards.as_ref().map(|b| b.len()), n),
            ("terminated", out.terminated.as_ref().map(|b| b.len()), n),
            ("truncated", out.truncated.as_ref().map(|b| b.len()), n),
            ("to_play", out.to_play.as_ref().map(|b| b.len()), n),
            (
                "payoffs",
                out.payoffs.as_ref().map(|b| b.len()),
                n * d.players,
            ),
        ];
        for (buffer, got, expected) in checks {
            if let Some(got) = got {
                if got != expected {
                    return Err(StepError::WrongLength {
                        buffer,
                        expected,
                        got,
                    });
                }
            }
        }
        Ok(())
    }

    fn restart(&self, slot: &mut Slot<G>) {
        restart(&self.game, &self.start, self.repetition, slot);
    }
}

/// A chunk of a step: its games, their actions and their rows of the buffers.
type Job<'a, G> = (&'a mut [Slot<G>], &'a [usize], StepBuffers<'a>);

/// What every chunk of a step shares.
struct Context<'a, G: Encoding> {
    game: &'a G,
    start: &'a G::Position,
    config: EnvConfig,
    dims: Dims,
    repetition: Option<u32>,
}

fn restart<G: Encoding>(
    game: &G,
    start: &G::Position,
    repetition: Option<u32>,
    slot: &mut Slot<G>,
) {
    slot.pos.clone_from(start);
    slot.plies = 0;
    slot.history.clear();
    if repetition.is_some() {
        slot.history.push(slot.pos.key());
    }
    refresh(game, slot);
}

/// Generates the slot's legal moves and their action indices.
fn refresh<G: Encoding>(game: &G, slot: &mut Slot<G>) {
    game.legal_moves(&slot.pos, &mut slot.moves);
    game.action_indices(&slot.pos, &slot.moves, &mut slot.actions);
}

/// Moves the buffers out of `out`, leaving it empty.
fn take<'a>(out: &mut StepBuffers<'a>) -> StepBuffers<'a> {
    std::mem::take(out)
}

fn split_opt<T>(buf: Option<&mut [T]>, at: usize) -> (Option<&mut [T]>, Option<&mut [T]>) {
    match buf {
        Some(b) => {
            let (x, y) = b.split_at_mut(at);
            (Some(x), Some(y))
        }
        None => (None, None),
    }
}

/// The first `k` games' rows, and the rest.
fn split_buffers(out: StepBuffers<'_>, k: usize, d: Dims) -> (StepBuffers<'_>, StepBuffers<'_>) {
    let (o1, o2) = split_opt(out.observations, k * d.observation);
    let (m1, m2) = split_opt(out.masks, k * d.actions);
    let (r1, r2) = split_opt(out.rewards, k);
    let (t1, t2) = split_opt(out.terminated, k);
    let (u1, u2) = split_opt(out.truncated, k);
    let (p1, p2) = split_opt(out.to_play, k);
    let (y1, y2) = split_opt(out.payoffs, k * d.players);
    (
        StepBuffers {
            observations: o1,
            masks: m1,
            rewards: r1,
            terminated: t1,
            truncated: u1,
            to_play: p1,
            payoffs: y1,
        },
        StepBuffers {
            observations: o2,
            masks: m2,
            rewards: r2,
            terminated: t2,
            truncated: u2,
            to_play: p2,
            payoffs: y2,
        },
    )
}

/// One game's rows of the buffers.
struct Row<'b> {
    observation: Option<&'b mut [f32]>,
    mask: Option<&'b mut [bool]>,
    reward: Option<&'b mut f32>,
    terminated: Option<&'b mut bool>,
    truncated: Option<&'b mut bool>,
    to_play: Option<&'b mut u32>,
    payoffs: Option<&'b mut [f32]>,
}

fn row_of<'b>(out: &'b mut StepBuffers<'_>, i: usize, d: Dims) -> Row<'b> {
    Row {
        observation: out
            .observations
            .as_deref_mut()
            .map(|b| &mut b[i * d.observation..(i + 1) * d.observation]),
        mask: out
            .masks
            .as_deref_mut()
            .map(|b| &mut b[i * d.actions..(i + 1) * d.actions]),
        reward: out.rewards.as_deref_mut().map(|b| &mut b[i]),
        terminated: out.terminated.as_deref_mut().map(|b| &mut b[i]),
        truncated: out.truncated.as_deref_mut().map(|b| &mut b[i]),
        to_play: out.to_play.as_deref_mut().map(|b| &mut b[i]),
        payoffs: out
            .payoffs
            .as_deref_mut()
            .map(|b| &mut b[i * d.players..(i + 1) * d.players]),
    }
}

/// Writes the observation, mask and seat of the slot's position; zeroes the rest.
fn write_fresh<G: Encoding>(game: &G, style: ObservationStyle, slot: &Slot<G>, row: &mut Row<'_>) {
    write_position(game, style, slot, row);
    if let Some(r) = row.reward.as_deref_mut() {
        *r = 0.0;
    }
    if let Some(t) = row.terminated.as_deref_mut() {
        *t = false;
    }
    if let Some(t) = row.truncated.as_deref_mut() {
        *t = false;
    }
    if let Some(p) = row.payoffs.as_deref_mut() {
        p.fill(0.0);
    }
}

fn write_position<G: Encoding>(
    game: &G,
    style: ObservationStyle,
    slot: &Slot<G>,
    row: &mut Row<'_>,
) {
    let seat = slot.pos.to_move();
    if let Some(obs) = row.observation.as_deref_mut() {
        game.observation(&slot.pos, seat, style, obs)
            .expect("the style and the buffer's length were checked");
    }
    if let Some(mask) = row.mask.as_deref_mut() {
        mask.fill(false);
        for &a in &slot.actions {
            mask[a] = true;
        }
    }
    if let Some(t) = row.to_play.as_deref_mut() {
        *t = seat.index() as u32;
    }
}

fn step_chunk<G: Encoding>(
    ctx: &Context<'_, G>,
    slots: &mut [Slot<G>],
    actions: &[usize],
    mut out: StepBuffers<'_>,
) {
    for (i, (slot, &action)) in slots.iter_mut().zip(actions).enumerate() {
        let mut row = row_of(&mut out, i, ctx.dims);
        step_one(ctx, slot, action, &mut row);
    }
}

fn step_one<G: Encoding>(
    ctx: &Context<'_, G>,
    slot: &mut Slot<G>,
    action: usize,
    row: &mut Row<'_>,
) {
    let game = ctx.game;
    let at = slot
        .actions
        .iter()
        .position(|&a| a == action)
        .expect("actions were checked");
    let mover = slot.pos.to_move();
    let mv = slot.moves[at].clone();
    game.play_unchecked(&mut slot.pos, &mv);
    slot.plies += 1;
    let repeated = match ctx.repetition {
        Some(limit) => slot.history.push(slot.pos.key()) >= limit,
        None => false,
    };
    let mut payoffs: Option<crate::player::PerPlayer<f64>> = None;
    if repeated {
        payoffs = Some(crate::player::PerPlayer::from_fn(ctx.dims.players, |_| 0.0));
        slot.moves.clear();
        slot.actions.clear();
    } else {
        refresh(game, slot);
        if slot.moves.is_empty() {
            let outcome = game
                .outcome(&slot.pos)
                .expect("a position without legal moves has an outcome");
            let n = ctx.dims.players;
            payoffs = Some(crate::player::PerPlayer::from_fn(n, |p| {
                outcome.payoff(p, n)
            }));
        }
    }
    let truncated = payoffs.is_none() && ctx.config.max_plies.is_some_and(|m| slot.plies >= m);
    let reward = payoffs.as_ref().map_or(0.0, |p| p[mover] as f32);
    if let Some(r) = row.reward.as_deref_mut() {
        *r = reward;
    }
    if let Some(t) = row.terminated.as_deref_mut() {
        *t = payoffs.is_some();
    }
    if let Some(t) = row.truncated.as_deref_mut() {
        *t = truncated;
    }
    if let Some(out) = row.payoffs.as_deref_mut() {
        match &payoffs {
            Some(p) => {
                for (seat, v) in out.iter_mut().enumerate() {
                    *v = p[Player::new(seat).expect("a seat")] as f32;
                }
            }
            None => out.fill(0.0),
        }
    }
    if payoffs.is_some() || truncated {
        restart(game, ctx.start, ctx.repetition, slot);
    }
    write_position(game, ctx.config.style, slot, row);
}

#[cfg(feature = "parallel")]
fn available_threads() -> usize {
    rayon::current_num_threads()
}

#[cfg(not(feature = "parallel"))]
fn available_threads() -> usize {
    1
}

#[cfg(feature = "parallel")]
fn run_jobs<G: Encoding>(ctx: &Context<'_, G>, jobs: Vec<Job<'_, G>>) {
    use rayon::prelude::*;
    jobs.into_par_iter()
        .for_each(|(slots, actions, out)| step_chunk(ctx, slots, actions, out));
}

#[cfg(not(feature = "parallel"))]
fn run_jobs<G: Encoding>(ctx: &Context<'_, G>, jobs: Vec<Job<'_, G>>) {
    for (slots, actions, out) in jobs {
        step_chunk(ctx, slots, actions, out);
    }
}
